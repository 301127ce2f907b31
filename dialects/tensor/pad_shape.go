package tensor

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// PadPaddingValue is the value pad op yields for every padded element, or
// nil (upstream's getConstantPaddingValue).
func PadPaddingValue(op *ir.Operation) *ir.Value { return paddingValue(op) }

// BuildPadResultEmpty builds, at rw's insertion point, a tensor.empty of
// the shape of pad op's result (upstream's PadOp::reifyResultShapes): a
// size the result type fixes stays static; another is low + dim(source)
// + high, an affine.apply of the amounts and sizes that are not constant
// (in that order) plus the constant ones, or static when all are. The
// empty tensor may be more static than the pad's result.
func BuildPadResultEmpty(rw *rewrite.Rewriter, op *ir.Operation) *ir.Value {
	res, src := ranked(op.Result(0).Type()), ranked(op.Operand(0).Type())
	low, high := padLists(op)
	dims := make([]int64, len(res.Dims))
	var dyn []*ir.Value
	for i, d := range res.Dims {
		if d != Dynamic {
			dims[i] = d
			continue
		}
		constant := int64(0)
		var terms []*ir.Value
		add := func(c int64, known bool, v *ir.Value) {
			if known {
				constant += c
			} else {
				terms = append(terms, v)
			}
		}
		l, okL := low.Constant(i)
		add(l, okL, low.Dyn[i])
		if s := src.Dims[i]; s != Dynamic {
			add(s, true, nil)
		} else {
			c := rw.CreateAt(op.Loc(), arith.Constant.Name, nil, []ir.Type{rw.Ctx.IndexType()},
				ir.NamedAttr{Name: "value", Value: rw.Ctx.IntegerAttr(rw.Ctx.IndexType(), int64(i))})
			add(0, false, rw.CreateAt(op.Loc(), Dim.Name, []*ir.Value{op.Operand(0), c.Result(0)}, []ir.Type{rw.Ctx.IndexType()}).Result(0))
		}
		h, okH := high.Constant(i)
		add(h, okH, high.Dyn[i])
		if len(terms) == 0 {
			dims[i] = constant
			continue
		}
		var sum *ir.AffineExpr
		for k := range terms {
			if sum == nil {
				sum = ir.AffineSymExpr(k)
			} else {
				sum = ir.AffineAddExpr(sum, ir.AffineSymExpr(k))
			}
		}
		if constant != 0 {
			sum = ir.AffineAddExpr(sum, ir.AffineConstExpr(constant))
		}
		m := ir.NewAffineMap(0, len(terms), []*ir.AffineExpr{sum})
		apply := rw.CreateAt(op.Loc(), affine.Apply.Name, terms, []ir.Type{rw.Ctx.IndexType()},
			ir.NamedAttr{Name: "map", Value: rw.Ctx.AffineMapAttr(m)})
		dims[i] = Dynamic
		dyn = append(dyn, apply.Result(0))
	}
	t := rw.Ctx.RankedTensorType(dims, res.Elem, res.Encoding)
	return rw.CreateAt(op.Loc(), Empty.Name, dyn, []ir.Type{t}).Result(0)
}
