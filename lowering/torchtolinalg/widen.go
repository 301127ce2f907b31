package torchtolinalg

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"strings"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// AccumulateInF32 is strata-torch-accumulate-in-f32.
var AccumulateInF32 = &passes.Pass{
	Argument: "strata-torch-accumulate-in-f32",
	Name:     "AccumulateInF32",
	Summary:  "Reduce f16 and bf16 tensors in f32, as PyTorch's CPU kernels do",
	Description: `PyTorch reduces float16 and bfloat16 tensors (sum, mean, matmul, ...)
with a float32 accumulator and rounds the result once; the linalg ops that
convert-torch-to-linalg builds for them accumulate in their element type,
which is far off for long reductions (a bf16 sum of ones stops at 256). For
each structured op on tensors with a reduction iterator and an f16 or bf16
output (a named op is generalized first), the output's init is extended to
f32 (arith.extf on the tensor), the body computes in f32 (its f16/bf16
inputs extended, arith and math ops on them widened; an op it cannot widen
gets its operands rounded back), and the result is rounded once
(arith.truncf on the tensor). Other ops are left alone.`,
	Anchor:   fn.Func.Name,
	Dialects: []string{"arith", "linalg"},
	Run: func(r *passes.Run) error {
		return ApplyAccumulateInF32(r.Op)
	},
}

// ApplyAccumulateInF32 widens the f16/bf16 reductions nested in root.
func ApplyAccumulateInF32(root *ir.Operation) error {
	var todo []*ir.Operation
	ir.WalkOps(root, func(op *ir.Operation) {
		if narrowReduction(op) {
			todo = append(todo, op)
		}
	})
	for _, op := range todo {
		if linalg.Generalizable(op) {
			g, err := linalg.Generalize(op)
			if err != nil {
				continue // left as it was
			}
			op = g
		}
		widenReduction(op)
	}
	return nil
}

// narrowElem returns the f16/bf16 element type of a ranked tensor type.
func narrowElem(t ir.Type) (*ir.FloatType, bool) {
	rt, ok := t.(*ir.RankedTensorType)
	if !ok {
		return nil, false
	}
	ft, ok := rt.Elem.(*ir.FloatType)
	return ft, ok && (ft.Kind == ir.F16 || ft.Kind == ir.BF16)
}

func narrowFloat(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && (ft.Kind == ir.F16 || ft.Kind == ir.BF16)
}

// narrowReduction reports whether op is a structured op on tensors with
// a reduction iterator, a body, and an f16/bf16 result.
func narrowReduction(op *ir.Operation) bool {
	if !linalg.IsStructured(op) || op.NumRegions() != 1 || op.Region(0).Empty() || op.NumResults() == 0 {
		return false
	}
	if op.Def() != linalg.Generic && linalg.NamedByName[op.Name()] == nil {
		return false // linalg.reduce, map, ...: not built by the torch lowering
	}
	iters, err := linalg.IteratorTypes(op)
	if err != nil {
		return false
	}
	red := false
	for _, it := range iters {
		red = red || it == "reduction"
	}
	if !red {
		return false
	}
	for _, r := range op.Results() {
		if _, ok := narrowElem(r.Type()); ok {
			return true
		}
	}
	return false
}

// widenReduction rewrites linalg.generic g in place (see AccumulateInF32).
func widenReduction(g *ir.Operation) {
	ctx := g.Context()
	f32 := ctx.F32()
	ins, outs := linalg.Inputs(g), linalg.Outputs(g)
	body := g.Region(0).Front()
	b := ir.NewBuilder(ctx)
	// narrow maps each widened value to the type it had.
	narrow := map[*ir.Value]ir.Type{}
	create := func(name string, x *ir.Value, t ir.Type) *ir.Operation {
		return b.Create(&ir.OperationState{Name: ctx.OpName(name), Loc: g.Loc(), Operands: []*ir.Value{x}, Types: []ir.Type{t}})
	}
	widened := make([]bool, len(outs))
	for k, out := range outs {
		ft, ok := narrowElem(out.Type())
		if !ok || k >= g.NumResults() {
			continue
		}
		widened[k] = true
		rt := out.Type().(*ir.RankedTensorType)
		wide := ctx.RankedTensorType(rt.Dims, f32, rt.Encoding)
		b.SetInsertionPoint(g)
		g.SetOperand(len(ins)+k, create(arith.ExtF.Name, out, wide).Result(0))
		res := g.Result(k)
		orig := res.Type()
		res.SetType(wide)
		b.SetInsertionPointAfter(g)
		tr := create(arith.TruncF.Name, res, orig)
		replaceExcept(res, tr.Result(0), tr)
		arg := body.Arg(len(ins) + k)
		arg.SetType(f32)
		narrow[arg] = ft
	}
	var old []*ir.Operation
	for op := body.First(); op != nil; op = op.Next() {
		old = append(old, op)
	}
	// Inputs are extended once, at the top of the body.
	for i := range ins {
		arg := body.Arg(i)
		if !narrowFloat(arg.Type()) || arg.UseEmpty() {
			continue
		}
		b.SetInsertionPointToStart(body)
		e := create(arith.ExtF.Name, arg, f32)
		replaceExcept(arg, e.Result(0), e)
		narrow[e.Result(0)] = arg.Type()
	}
	roundBack := func(op *ir.Operation, i int) {
		v := op.Operand(i)
		t, ok := narrow[v]
		if !ok {
			return
		}
		b.SetInsertionPoint(op)
		op.SetOperand(i, create(arith.TruncF.Name, v, t).Result(0))
	}
	extend := func(op *ir.Operation, i int) {
		v := op.Operand(i)
		if _, ok := narrow[v]; ok || !narrowFloat(v.Type()) {
			return
		}
		b.SetInsertionPoint(op)
		op.SetOperand(i, create(arith.ExtF.Name, v, f32).Result(0))
	}
	for _, op := range old {
		if op.Def() == arith.ExtF && isWide(narrow, op.Operand(0)) && op.Result(0).Type() == f32 {
			op.Result(0).ReplaceAllUsesWith(op.Operand(0)) // extending a widened value
			op.Erase()
			continue
		}
		if op.HasTrait(ir.Terminator) {
			for i := 0; i < op.NumOperands(); i++ {
				if i < len(widened) && widened[i] {
					extend(op, i)
				} else {
					roundBack(op, i)
				}
			}
			continue
		}
		anyWide := false
		for _, v := range op.Operands() {
			_, w := narrow[v]
			anyWide = anyWide || w
		}
		if !anyWide {
			continue
		}
		if widenable(op, narrow) {
			for i := 0; i < op.NumOperands(); i++ {
				extend(op, i)
			}
			for _, r := range op.Results() {
				if narrowFloat(r.Type()) {
					narrow[r] = r.Type()
					r.SetType(f32)
				}
			}
			continue
		}
		for i := 0; i < op.NumOperands(); i++ {
			roundBack(op, i)
		}
	}
}

// widenable reports whether op computes the same in f32 as in its f16/bf16
// type with its narrow operands extended: an arith or math op other than a
// cast whose float operands and results all have one f16/bf16 type
// (widened operands counted by the type they had).
func widenable(op *ir.Operation, narrow map[*ir.Value]ir.Type) bool {
	name := op.Name()
	if !strings.HasPrefix(name, "arith.") && !strings.HasPrefix(name, "math.") {
		return false
	}
	if op.NumOperands() == 1 && op.NumResults() == 1 && op.Result(0).Type() != op.Operand(0).Type() {
		if _, w := narrow[op.Operand(0)]; !w || op.Result(0).Type() != narrow[op.Operand(0)] {
			return false // a cast
		}
	}
	var t ir.Type
	same := func(x ir.Type) bool {
		if !ir.IsFloat(x) {
			return true
		}
		if !narrowFloat(x) || (t != nil && x != t) {
			return false
		}
		t = x
		return true
	}
	for _, v := range op.Operands() {
		vt := v.Type()
		if n, ok := narrow[v]; ok {
			vt = n
		}
		if !same(vt) {
			return false
		}
	}
	for _, r := range op.Results() {
		if !same(r.Type()) {
			return false
		}
	}
	return t != nil
}

// replaceExcept makes every use of v but except's use nv.
func replaceExcept(v, nv *ir.Value, except *ir.Operation) {
	v.ReplaceUsesWithIf(nv, func(u *ir.OpOperand) bool { return u.Owner() != except })
}

func isWide(narrow map[*ir.Value]ir.Type, v *ir.Value) bool {
	_, ok := narrow[v]
	return ok
}
