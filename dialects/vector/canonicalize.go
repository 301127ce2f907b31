package vector

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalization are the vector ops' canonicalization patterns, each
// with its algebra in a comment.
var Canonicalization = []*rewrite.Pattern{
	{Name: "CreateMaskToConstantMask", Root: CreateMask.Name, Rewrite: createMaskToConstantMask},
	{Name: "BroadcastFolder", Root: Broadcast.Name, Rewrite: broadcastOfBroadcast},
	{Name: "FoldTransposeChain", Root: Transpose.Name, Rewrite: transposeOfTranspose},
	{Name: "ElideUnitDimsInMultiDimReduction", Root: MultiDimReduction.Name, Rewrite: multiReductionOfNothing},
}

func build(rw *rewrite.Rewriter, d *ir.OpDef, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return rw.Create(&ir.OperationState{Name: rw.Ctx.NameOf(d), Operands: operands, Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

// create_mask(c0, ..., cn) with constant sizes -> constant_mask [min(max(ci, 0), di)]
// (all zeros when one size is zero)
func createMaskToConstantMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := op.Result(0).Type().(*ir.VectorType)
	sizes := make([]int64, op.NumOperands())
	zero := false
	for i, v := range op.Operands() {
		def := v.DefiningOp()
		if def == nil || !def.HasTrait(ir.ConstantLike) {
			return false
		}
		a, ok := def.Attr("value").(*ir.IntegerAttr)
		if !ok {
			return false
		}
		dim := int64(1)
		if len(t.Dims) > 0 {
			dim = t.Dims[i]
		}
		s := min(max(a.Int64(), 0), dim)
		if len(t.Dims) > 0 && isScalable(t, i) && s != 0 && s != dim {
			return false
		}
		sizes[i] = s
		zero = zero || s == 0
	}
	if zero {
		for i := range sizes {
			sizes[i] = 0
		}
	}
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{build(rw, ConstantMask, nil, t, ir.NamedAttr{Name: "mask_dim_sizes", Value: rw.Ctx.DenseI64Array(sizes)})})
	return true
}

// broadcast(broadcast(x)) -> broadcast(x)
func broadcastOfBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	def := op.Operand(0).DefiningOp()
	if def == nil || def.Def() != op.Def() {
		return false
	}
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{build(rw, Broadcast, def.Operands(), op.Result(0).Type())})
	return true
}

// transpose(transpose(x, p), q) -> transpose(x, p ∘ q)
func transposeOfTranspose(op *ir.Operation, rw *rewrite.Rewriter) bool {
	def := op.Operand(0).DefiningOp()
	if def == nil || def.Def() != op.Def() {
		return false
	}
	p, q := Ints(def.Attr("permutation")), Ints(op.Attr("permutation"))
	if len(p) != len(q) {
		return false
	}
	comp := make([]int64, len(q))
	for i, x := range q {
		comp[i] = p[x]
	}
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{build(rw, Transpose, def.Operands(), op.Result(0).Type(),
		ir.NamedAttr{Name: "permutation", Value: rw.Ctx.DenseI64Array(comp)})})
	return true
}

// CombiningOp is the arith op that combines two values by kind k, for
// floats or integers (nil when k does not apply to the type).
func CombiningOp(k CombiningKind, isFloat bool) *ir.OpDef {
	if isFloat {
		return map[CombiningKind]*ir.OpDef{Add: arith.AddF, Mul: arith.MulF, MinNumF: arith.MinNumF, MaxNumF: arith.MaxNumF,
			MinimumF: arith.MinimumF, MaximumF: arith.MaximumF}[k]
	}
	return map[CombiningKind]*ir.OpDef{Add: arith.AddI, Mul: arith.MulI, MinSI: arith.MinSI, MaxSI: arith.MaxSI,
		MinUI: arith.MinUI, MaxUI: arith.MaxUI, And: arith.AndI, Or: arith.OrI, XOr: arith.XOrI}[k]
}

// multi_reduction <k>(v, acc)[] -> k(acc, v)
func multiReductionOfNothing(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if len(Ints(op.Attr("reduction_dims"))) != 0 || op.Operand(0).Type() != op.Result(0).Type() {
		return false
	}
	d := CombiningOp(KindOf(op), ir.IsFloat(ir.ElementTypeOrSelf(op.Result(0).Type())))
	if d == nil {
		return false
	}
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{build(rw, d, []*ir.Value{op.Operand(1), op.Operand(0)}, op.Result(0).Type())})
	return true
}
