package arithexpand

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The bf16 expansions (include-bf16): bf16 is the high half of an f32's
// bits.

// expandBF16 rewrites extf bf16 -> f32 and truncf f32 -> bf16 under root.
func expandBF16(root *ir.Operation) {
	var ops []*ir.Operation
	ir.WalkOps(root, func(op *ir.Operation) {
		if (op.Def() == arith.ExtF || op.Def() == arith.TruncF) && op.NumResults() == 1 {
			ops = append(ops, op)
		}
	})
	rw := rewrite.NewRewriter(root.Context())
	for _, op := range ops {
		from, to := elemKind(op.Operand(0).Type()), elemKind(op.Result(0).Type())
		rw.SetInsertionPoint(op)
		rw.Loc = op.Loc()
		b := shapedBuilder{rw: rw, like: op.Result(0).Type()}
		switch {
		case op.Def() == arith.ExtF && from == ir.BF16 && to == ir.F32:
			rw.ReplaceOp(op, []*ir.Value{b.extBF16(op.Operand(0))})
		case op.Def() == arith.TruncF && from == ir.F32 && to == ir.BF16 && op.Attr("roundingmode") == nil:
			rw.ReplaceOp(op, []*ir.Value{b.truncToBF16(op.Operand(0))})
		}
	}
}

// elemKind is the float kind of t or of its elements (-1 otherwise).
func elemKind(t ir.Type) ir.FloatKind {
	if s, ok := t.(ir.ShapedType); ok {
		t = s.ElementType()
	}
	if f, ok := t.(*ir.FloatType); ok {
		return f.Kind
	}
	return ir.FloatKind(255)
}

// shapedBuilder builds scalars, or vectors and tensors shaped like like.
type shapedBuilder struct {
	rw   *rewrite.Rewriter
	like ir.Type
}

// typ is elem, or the shape of like with elem.
func (b shapedBuilder) typ(elem ir.Type) ir.Type {
	switch t := b.like.(type) {
	case *ir.VectorType:
		return b.rw.Ctx.VectorType(t.Dims, elem, t.Scalable)
	case *ir.RankedTensorType:
		return b.rw.Ctx.RankedTensorType(t.Dims, elem, t.Encoding)
	}
	return elem
}

func (b shapedBuilder) c(elem *ir.IntegerType, v int64) *ir.Value {
	t := b.typ(elem)
	var value ir.Attribute = b.rw.Ctx.IntegerAttr(elem, v)
	if s, ok := t.(ir.ShapedType); ok {
		data := make([]byte, ir.ElemBytes(elem))
		for i := range data {
			data[i] = byte(uint64(v) >> (8 * i))
		}
		value = b.rw.Ctx.DenseElementsAttr(s, data)
	}
	return b.rw.Build(arith.Constant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value}).Result(0)
}

func (b shapedBuilder) cast(d *ir.OpDef, x *ir.Value, elem ir.Type) *ir.Value {
	return b.rw.Build(d, []*ir.Value{x}, []ir.Type{b.typ(elem)}).Result(0)
}

func (b shapedBuilder) bin(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return b.rw.Build(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

// extBF16: f32 bits = zext(bf16 bits) << 16.
func (b shapedBuilder) extBF16(x *ir.Value) *ir.Value {
	ctx := b.rw.Ctx
	bits := b.cast(arith.Bitcast, x, ctx.I(16))
	wide := b.cast(arith.ExtUI, bits, ctx.I(32))
	return b.cast(arith.Bitcast, b.bin(arith.ShLI, wide, b.c(ctx.I(32), 16)), ctx.F32())
}

// truncToBF16: the f32 bits plus 0x7fff and the lowest kept bit (round to
// nearest, ties to even), their high half; a NaN becomes 0x7fc0.
func (b shapedBuilder) truncToBF16(x *ir.Value) *ir.Value {
	ctx := b.rw.Ctx
	isNaN := b.rw.Build(arith.CmpF, []*ir.Value{x, x}, []ir.Type{b.typ(ctx.I(1))},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(arith.CmpFUNE))}).Result(0)
	bias, nan := b.c(ctx.I(32), 0x7fff), b.c(ctx.I(16), 0x7fc0)
	sixteen, one := b.c(ctx.I(32), 16), b.c(ctx.I(32), 1)
	bits := b.cast(arith.Bitcast, x, ctx.I(32))
	odd := b.bin(arith.AndI, b.bin(arith.ShRUI, bits, sixteen), one)
	rounded := b.bin(arith.AddI, bits, b.bin(arith.AddI, odd, bias))
	high := b.cast(arith.TruncI, b.bin(arith.ShRUI, rounded, sixteen), ctx.I(16))
	picked := b.rw.Build(arith.Select, []*ir.Value{isNaN, nan, high}, []ir.Type{high.Type()}).Result(0)
	return b.cast(arith.Bitcast, picked, ctx.BF16())
}
