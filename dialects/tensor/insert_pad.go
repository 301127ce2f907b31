package tensor

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// FoldInsertPadInto rewrites insert_slice(pad(x), dest) as insert_slice(x,
// dest) at the offsets moved by the pad's low amounts and at x's sizes,
// where the chain of inserts that dest ends, each disjoint from op in a
// static dimension, starts from a tensor filledWith reports holding the
// pad's value everywhere (upstream's FoldInsertPadIntoFill; linalg passes
// linalg.fill's value, filledWith returning nil for anything else).
func FoldInsertPadInto(rw *rewrite.Rewriter, op *ir.Operation, filledWith func(*ir.Value) *ir.Value) bool {
	pad := op.Operand(0).DefiningOp()
	if op.Def() != InsertSlice || pad == nil || pad.Def() != Pad {
		return false
	}
	src, res := ranked(pad.Operand(0).Type()), ranked(op.Result(0).Type())
	if src == nil || res == nil || len(ranked(op.Operand(0).Type()).Dims) != len(res.Dims) {
		return false
	}
	offs, sizes, strides := mixedSliceLists(op)
	first := op.Operand(1)
	for {
		prev := first.DefiningOp()
		if prev == nil || prev.Def() != InsertSlice {
			break
		}
		if len(ranked(prev.Operand(0).Type()).Dims) != len(ranked(prev.Result(0).Type()).Dims) {
			return false
		}
		if !disjointInserts(op, prev) {
			break
		}
		first = prev.Operand(1)
	}
	value := paddingValue(pad)
	if value == nil || filledWith(first) != value {
		return false
	}
	low, _ := padLists(pad)
	rw.SetInsertionPoint(op)
	newOffs := offs.Clone()
	for i := range newOffs.Static {
		addAmounts(rw, op.Loc(), low, offs, newOffs, i)
	}
	newSizes := sizes.Clone()
	for i, d := range src.Dims {
		if d != Dynamic {
			newSizes.Set(i, d)
			continue
		}
		rw.SetInsertionPoint(op)
		c := rw.CreateAt(op.Loc(), arith.Constant.Name, nil, []ir.Type{rw.Ctx.IndexType()},
			ir.NamedAttr{Name: "value", Value: rw.Ctx.IntegerAttr(rw.Ctx.IndexType(), int64(i))})
		dim := rw.CreateAt(op.Loc(), Dim.Name, []*ir.Value{pad.Operand(0), c.Result(0)}, []ir.Type{rw.Ctx.IndexType()})
		newSizes.Static[i], newSizes.Dyn[i] = Dynamic, dim.Result(0)
	}
	replaceInsert(rw, op, InsertSlice, pad.Operand(0), op.Operand(1), newOffs, newSizes, strides)
	return true
}

// disjointInserts reports whether the slices two insert_slices write are
// apart in some dimension where both have static offsets, sizes and
// strides.
func disjointInserts(a, b *ir.Operation) bool {
	ao, as, at := mixedSliceLists(a)
	bo, bs, bt := mixedSliceLists(b)
	for i := range ao.Static {
		ao0, ok1 := ao.Constant(i)
		as0, ok2 := as.Constant(i)
		at0, ok3 := at.Constant(i)
		bo0, ok4 := bo.Constant(i)
		bs0, ok5 := bs.Constant(i)
		bt0, ok6 := bt.Constant(i)
		if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 {
			continue
		}
		aEnd, bEnd := ao0+(as0-1)*at0, bo0+(bs0-1)*bt0
		if bEnd < ao0 || aEnd < bo0 {
			return true
		}
	}
	return false
}
