// Package vectormask is lower-vector-mask: vector.mask around a maskable
// op becomes the op with the mask folded in: a transfer's mask operand, a
// gather's or scatter's mask and'ed with it, a reduction's masked-off
// lanes replaced by the kind's neutral value; a passthru is selected
// where the mask is off. A mask around its yield alone is the yielded
// values. convert-vector-to-scf and convert-vector-to-llvm run these
// rewrites first.
package vectormask

import (
	"math"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is lower-vector-mask.
var Pass = &passes.Pass{
	Argument: "lower-vector-mask",
	Name:     "LowerVectorMaskPass",
	Summary:  "Lower 'vector.mask' operations",
	Description: `Each vector.mask becomes its op with the mask folded in: a transfer_read's or
transfer_write's mask operand (the transfer must have none of its own), a
gather's or scatter's mask and'ed with it, a reduction's or multi_reduction's
masked-off source lanes replaced by the combining kind's neutral value (0 for
add, 1 for mul, +inf for the float minima, ...). A passthru is selected where
the mask is off. A mask around its yield alone is the yielded values. Masks
around other ops (contract) are left as they are.`,
	Dialects: []string{"vector", "arith"},
	Run: func(r *passes.Run) error {
		Apply(r.Op)
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply lowers the vector.mask ops nested in root.
func Apply(root *ir.Operation) {
	cfg := rewrite.DefaultGreedyConfig()
	cfg.Simplify = rewrite.SimplifyDisabled
	rewrite.ApplyPatternsGreedily(root, rewrite.NewPatternSet(Patterns()...), cfg)
}

// Patterns returns the rewrite of vector.mask.
func Patterns() []*rewrite.Pattern {
	return []*rewrite.Pattern{{Name: "LowerVectorMask", Root: vector.Mask.Name, Rewrite: lowerMask}}
}

func build(rw *rewrite.Rewriter, d *ir.OpDef, operands []*ir.Value, ts []ir.Type, attrs []ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: rw.Ctx.NameOf(d), Operands: operands, Types: ts, Attrs: attrs})
}

func one(rw *rewrite.Rewriter, d *ir.OpDef, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return build(rw, d, operands, []ir.Type{t}, attrs).Result(0)
}

// withAttr returns attrs with name set to v.
func withAttr(attrs []ir.NamedAttr, name string, v ir.Attribute) []ir.NamedAttr {
	out := make([]ir.NamedAttr, 0, len(attrs)+1)
	for _, a := range attrs {
		if a.Name != name {
			out = append(out, a)
		}
	}
	return append(out, ir.NamedAttr{Name: name, Value: v})
}

// select picks x where m is set and pass elsewhere (x when pass is nil).
func selectWhere(rw *rewrite.Rewriter, m, x, pass *ir.Value) *ir.Value {
	if pass == nil {
		return x
	}
	return one(rw, arith.Select, []*ir.Value{m, x, pass}, x.Type())
}

func lowerMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	blk := op.Region(0).Front()
	if blk == nil || blk.Last() == nil {
		return false
	}
	m := op.Operand(0)
	var pass *ir.Value
	if op.NumOperands() > 1 {
		pass = op.Operand(1)
	}
	inner := blk.Last().Prev()
	rw.SetInsertionPoint(op)
	if inner == nil { // only the yield
		rw.ReplaceOp(op, blk.Last().Operands())
		return true
	}
	var res []*ir.Value
	switch inner.Def() {
	case vector.TransferRead, vector.TransferWrite:
		t := vector.AsTransfer(inner)
		if t.Mask != nil || m.Type() != ir.Type(vector.MaskType(rw.Ctx, t.Vector, t.Map)) {
			return false
		}
		ops := append(append([]*ir.Value{}, inner.Operands()...), m)
		segs := []int64{1, int64(len(t.Indices)), 1, 1}
		if inner.Def() == vector.TransferWrite {
			segs = []int64{1, 1, int64(len(t.Indices)), 1}
		}
		n := build(rw, inner.Def(), ops, inner.ResultTypes(), withAttr(inner.Attrs(), "operandSegmentSizes", rw.Ctx.DenseI32Array(segs)))
		res = n.Results()
		if len(res) == 1 && inner.Def() == vector.TransferRead {
			res[0] = selectWhere(rw, m, res[0], pass)
		}
	case vector.Gather, vector.Scatter:
		ops := append([]*ir.Value{}, inner.Operands()...)
		k := len(ops) - 2 // the op's own mask
		if ops[k].Type() != m.Type() {
			return false
		}
		ops[k] = one(rw, arith.AndI, []*ir.Value{ops[k], m}, m.Type())
		res = build(rw, inner.Def(), ops, inner.ResultTypes(), inner.Attrs()).Results()
		if len(res) == 1 {
			res[0] = selectWhere(rw, m, res[0], pass)
		}
	case vector.Reduction, vector.MultiDimReduction:
		src := inner.Operand(0)
		if m.Type() != ir.Type(rw.Ctx.VectorType(src.Type().(*ir.VectorType).Dims, rw.Ctx.I(1), nil)) {
			return false
		}
		neutral := neutralOf(rw, vector.KindOf(inner), src.Type().(*ir.VectorType))
		if neutral == nil {
			return false
		}
		ops := append([]*ir.Value{}, inner.Operands()...)
		ops[0] = one(rw, arith.Select, []*ir.Value{m, src, neutral}, src.Type())
		res = build(rw, inner.Def(), ops, inner.ResultTypes(), inner.Attrs()).Results()
	default:
		return false
	}
	rw.ReplaceOp(op, res)
	return true
}

// neutralOf is the splat of kind k's neutral element in t's shape.
func neutralOf(rw *rewrite.Rewriter, k vector.CombiningKind, t *ir.VectorType) *ir.Value {
	if t.Scalable != nil {
		return nil
	}
	var raw []byte
	switch e := t.Elem.(type) {
	case *ir.FloatType:
		v := map[vector.CombiningKind]float64{vector.Add: 0, vector.Mul: 1, vector.MinNumF: math.Inf(1), vector.MinimumF: math.Inf(1),
			vector.MaxNumF: math.Inf(-1), vector.MaximumF: math.Inf(-1)}
		x, ok := v[k]
		if !ok {
			return nil
		}
		raw = ir.PutScalar(nil, e, 0, x)
	case *ir.IntegerType:
		w := uint(e.Width)
		maxS := int64(1)<<(w-1) - 1
		if w >= 64 {
			maxS = math.MaxInt64
		}
		v := map[vector.CombiningKind]int64{vector.Add: 0, vector.Mul: 1, vector.And: -1, vector.Or: 0, vector.XOr: 0,
			vector.MinSI: maxS, vector.MaxSI: -maxS - 1, vector.MinUI: -1, vector.MaxUI: 0}
		x, ok := v[k]
		if !ok {
			return nil
		}
		raw = ir.PutScalar(nil, e, x, 0)
	default:
		return nil
	}
	var data []byte
	for i := int64(0); i < ir.NumElements(t); i++ {
		data = append(data, raw...)
	}
	return one(rw, arith.Constant, nil, t, ir.NamedAttr{Name: "value", Value: rw.Ctx.DenseElementsAttr(t, data)})
}
