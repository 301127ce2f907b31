package mathtofuncs

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// OutlineCtlz replaces each math.ctlz on a scalar integer nested in root
// with a call of __mlir_math_ctlz_<type>, a linkonce_odr function
// appended to the nearest symbol table the first time, which counts the
// zero bits above the highest set bit by shifting left until the sign bit
// is set (the width for 0), as upstream's convert-math-to-funcs
// {convert-ctlz} for targets without a native count. A ctlz on a vector
// of fixed size calls the function on each element, extracted and
// inserted back in row-major order, as upstream.
func OutlineCtlz(root *ir.Operation) error {
	var ops []*ir.Operation
	ir.WalkOps(root, func(op *ir.Operation) {
		if op.Def() != math.CtLz {
			return
		}
		switch t := op.Result(0).Type().(type) {
		case *ir.IntegerType:
			ops = append(ops, op)
		case *ir.VectorType:
			if _, isInt := t.Elem.(*ir.IntegerType); isInt && t.Scalable == nil {
				ops = append(ops, op)
			}
		}
	})
	rw := rewrite.NewRewriter(root.Context())
	made := map[*ir.Operation]map[string]bool{}
	for _, op := range ops {
		table := ir.NearestSymbolTable(op.ParentOp())
		if table == nil {
			return op.EmitError("is not inside a symbol table")
		}
		names := made[table]
		if names == nil {
			names = map[string]bool{}
			for s := table.Region(0).Front().First(); s != nil; s = s.Next() {
				if n := ir.SymbolName(s); n != "" {
					names[n] = true
				}
			}
			made[table] = names
		}
		t, _ := ir.ElementTypeOrSelf(op.Result(0).Type()).(*ir.IntegerType)
		name := fmt.Sprintf("__mlir_math_ctlz_%s", ir.TypeString(t))
		if !names[name] {
			names[name] = true
			rw.SetInsertionPointToEnd(table.Region(0).Front())
			defineCtlz(rw, name, t, op.Loc())
		}
		rw.SetInsertionPoint(op)
		rw.Loc = op.Loc()
		call := func(x *ir.Value) *ir.Value {
			return rw.Build(fn.Call, []*ir.Value{x}, []ir.Type{t},
				ir.NamedAttr{Name: "callee", Value: rw.Ctx.SymbolRefAttr(name)}).Result(0)
		}
		vt, ok := op.Result(0).Type().(*ir.VectorType)
		if !ok {
			rw.ReplaceOp(op, []*ir.Value{call(op.Operand(0))})
			continue
		}
		zero := rw.Ctx.DenseElementsAttr(vt, make([]byte, ir.ElemBytes(t)))
		acc := rw.Build(arith.Constant, nil, []ir.Type{vt}, ir.NamedAttr{Name: "value", Value: zero}).Result(0)
		for _, pos := range positions(vt.Dims) {
			at := ir.NamedAttr{Name: "static_position", Value: rw.Ctx.DenseI64Array(pos)}
			x := rw.Build(vector.Extract, []*ir.Value{op.Operand(0)}, []ir.Type{t}, at).Result(0)
			acc = rw.Build(vector.Insert, []*ir.Value{call(x), acc}, []ir.Type{vt}, at).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{acc})
	}
	return nil
}

// positions lists every index of a vector of dims in row-major order.
func positions(dims []int64) [][]int64 {
	out := [][]int64{nil}
	for _, d := range dims {
		var next [][]int64
		for _, p := range out {
			for i := int64(0); i < d; i++ {
				next = append(next, append(append([]int64(nil), p...), i))
			}
		}
		out = next
	}
	return out
}

// defineCtlz builds, at rw's point, the function name(x: t) -> t:
//
//	x == 0 ? width : the count of the loop that, for i in [1, width),
//	shifts x left and counts while x's sign bit is clear.
func defineCtlz(rw *rewrite.Rewriter, name string, t *ir.IntegerType, loc ir.Location) {
	ctx := rw.Ctx
	b := &body{rw: rw}
	rw.Loc = loc
	region := ir.NewRegion()
	rw.Create(&ir.OperationState{Name: ctx.NameOf(fn.Func), Loc: loc, Regions: []*ir.Region{region}, Attrs: []ir.NamedAttr{
		{Name: "sym_name", Value: ctx.StringAttr(name)},
		{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType([]ir.Type{t}, []ir.Type{t}))},
		{Name: "sym_visibility", Value: ctx.StringAttr("private")},
		{Name: "llvm.linkage", Value: llvm.Linkage(ctx, "linkonce_odr")},
	}})
	ip := rw.Save()
	entry := rw.CreateBlock(region, []ir.Type{t})
	x := entry.Arg(0)
	width := b.constant(t, int64(t.Width))
	zero := b.constant(t, 0)
	isZero := b.cmp(arith.CmpIEQ, x, zero)
	thenRegion, elseRegion := ir.NewRegion(), ir.NewRegion()
	ifOp := rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.If), Operands: []*ir.Value{isZero},
		Types: []ir.Type{t}, Regions: []*ir.Region{thenRegion, elseRegion}})
	rw.Build(fn.Return, ifOp.Results(), nil)

	rw.CreateBlock(thenRegion, nil)
	rw.Build(scf.Yield, []*ir.Value{width}, nil)

	rw.CreateBlock(elseRegion, nil)
	oneIndex := b.constant(ctx.IndexType(), 1)
	one := b.constant(t, 1)
	widthIndex := b.constant(ctx.IndexType(), int64(t.Width))
	count := b.constant(t, 0)
	loopRegion := ir.NewRegion()
	loop := rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.For), Operands: []*ir.Value{oneIndex, widthIndex, oneIndex, x, count},
		Types: []ir.Type{t, t}, Regions: []*ir.Region{loopRegion}})
	rw.Build(scf.Yield, []*ir.Value{loop.Result(1)}, nil)

	blk := rw.CreateBlock(loopRegion, []ir.Type{ctx.IndexType(), t, t})
	bits, n := blk.Arg(1), blk.Arg(2)
	signSet := b.cmp(arith.CmpISLT, bits, zero)
	keepRegion, stepRegion := ir.NewRegion(), ir.NewRegion()
	step := rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.If), Operands: []*ir.Value{signSet},
		Types: []ir.Type{t, t}, Regions: []*ir.Region{keepRegion, stepRegion}})
	rw.Build(scf.Yield, step.Results(), nil)

	rw.CreateBlock(keepRegion, nil)
	rw.Build(scf.Yield, []*ir.Value{bits, n}, nil)

	rw.CreateBlock(stepRegion, nil)
	nextCount := b.binary(arith.AddI, n, one)
	nextBits := b.binary(arith.ShLI, bits, one)
	rw.Build(scf.Yield, []*ir.Value{nextBits, nextCount}, nil)
	rw.Restore(ip)
}
