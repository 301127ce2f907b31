package bufferization

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// bufferization.dealloc's canonicalization patterns, as upstream's
// (checked against `mlir-opt-22 --canonicalize`,
// test/lit/Dialect/Bufferization/dealloc-canonicalize.mlir). Each rebuilds
// the op with fewer operands and maps its results.

// Canonicalization lists the dialect's canonicalization patterns.
var Canonicalization = []*rewrite.Pattern{
	deallocDuplicateMemrefs, deallocDuplicateRetained, deallocEmpty, deallocAlwaysFalse,
	deallocSkipExtractMetadataOfAlloc, deallocAllocPair, cloneDeallocPair,
	allocTensorStaticSizes, dimOfAllocTensor,
}

// rebuildDealloc replaces op by a dealloc of memrefs if conditions,
// retaining retained; result j of op becomes result resultOf[j] of the new
// op (nil resultOf: the same positions).
func rebuildDealloc(rw *rewrite.Rewriter, op *ir.Operation, memrefs, conditions, retained []*ir.Value, resultOf []int) {
	ctx := rw.Ctx
	types := make([]ir.Type, len(retained))
	for i := range types {
		types[i] = ctx.I(1)
	}
	var attrs []ir.NamedAttr
	for _, a := range op.Attrs() {
		if a.Name != "operandSegmentSizes" {
			attrs = append(attrs, a)
		}
	}
	attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{int64(len(memrefs)), int64(len(conditions)), int64(len(retained))})})
	rw.SetInsertionPoint(op)
	n := rw.Create(&ir.OperationState{Name: ctx.NameOf(Dealloc), Loc: op.Loc(),
		Operands: append(append(append([]*ir.Value(nil), memrefs...), conditions...), retained...),
		Types:    types, Attrs: attrs})
	vals := make([]*ir.Value, op.NumResults())
	for j := range vals {
		k := j
		if resultOf != nil {
			k = resultOf[j]
		}
		vals[j] = n.Result(k)
	}
	rw.ReplaceOp(op, vals)
}

// dealloc (%a, %a) if (%c, %d) -> dealloc (%a) if (ori %c, %d)
var deallocDuplicateMemrefs = &rewrite.Pattern{Name: "DeallocRemoveDuplicateDeallocMemrefs", Root: Dealloc.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		memrefs, conds, retained := DeallocOperands(op)
		var ms, cs []*ir.Value
		at := map[*ir.Value]int{}
		for i, m := range memrefs {
			if k, ok := at[m]; ok {
				rw.SetInsertionPoint(op)
				cs[k] = rw.CreateAt(op.Loc(), arith.OrI.Name, []*ir.Value{cs[k], conds[i]}, []ir.Type{conds[i].Type()}).Result(0)
				continue
			}
			at[m] = len(ms)
			ms, cs = append(ms, m), append(cs, conds[i])
		}
		if len(ms) == len(memrefs) {
			return false
		}
		rebuildDealloc(rw, op, ms, cs, retained, nil)
		return true
	}}

// dealloc ... retain (%r, %r) -> dealloc ... retain (%r), both results the one
var deallocDuplicateRetained = &rewrite.Pattern{Name: "DeallocRemoveDuplicateRetainedMemrefs", Root: Dealloc.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		memrefs, conds, retained := DeallocOperands(op)
		var rs []*ir.Value
		at := map[*ir.Value]int{}
		resultOf := make([]int, len(retained))
		for j, r := range retained {
			k, ok := at[r]
			if !ok {
				k = len(rs)
				at[r] = k
				rs = append(rs, r)
			}
			resultOf[j] = k
		}
		if len(rs) == len(retained) {
			return false
		}
		rebuildDealloc(rw, op, memrefs, conds, rs, resultOf)
		return true
	}}

// dealloc retain (%r) -> false (nothing to free, nothing owned)
var deallocEmpty = &rewrite.Pattern{Name: "EraseEmptyDealloc", Root: Dealloc.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if memrefs, _, _ := DeallocOperands(op); len(memrefs) > 0 {
			return false
		}
		vals := make([]*ir.Value, op.NumResults())
		if len(vals) > 0 {
			rw.SetInsertionPoint(op)
			f := rw.CreateAt(op.Loc(), arith.Constant.Name, nil, []ir.Type{rw.Ctx.I(1)},
				ir.NamedAttr{Name: "value", Value: rw.Ctx.BoolAttr(false)}).Result(0)
			for j := range vals {
				vals[j] = f
			}
		}
		rw.ReplaceOp(op, vals)
		return true
	}}

// dealloc (%a, %b) if (false, %c) -> dealloc (%b) if (%c)
var deallocAlwaysFalse = &rewrite.Pattern{Name: "EraseAlwaysFalseDealloc", Root: Dealloc.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		memrefs, conds, retained := DeallocOperands(op)
		var ms, cs []*ir.Value
		for i, c := range conds {
			if isConstantFalse(c) {
				continue
			}
			ms, cs = append(ms, memrefs[i]), append(cs, c)
		}
		if len(ms) == len(memrefs) {
			return false
		}
		rebuildDealloc(rw, op, ms, cs, retained, nil)
		return true
	}}

// isConstantFalse reports whether v is an arith.constant false.
func isConstantFalse(v *ir.Value) bool {
	d := v.DefiningOp()
	if d == nil || d.Def() != arith.Constant {
		return false
	}
	a, ok := d.Attr("value").(*ir.IntegerAttr)
	return ok && a.IsBool() && a.Int64() == 0
}

// dealloc (base of extract_strided_metadata %alloc) -> dealloc (%alloc)
var deallocSkipExtractMetadataOfAlloc = &rewrite.Pattern{Name: "SkipExtractMetadataOfAlloc", Root: Dealloc.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		memrefs, conds, retained := DeallocOperands(op)
		ms := append([]*ir.Value(nil), memrefs...)
		changed := false
		for i, m := range ms {
			d := m.DefiningOp()
			if d != nil && d.Def() == memref.ExtractStridedMetadata && m == d.Result(0) && rewrite.IsAllocation(d.Operand(0)) {
				ms[i] = d.Operand(0)
				changed = true
			}
		}
		if !changed {
			return false
		}
		rebuildDealloc(rw, op, ms, conds, retained, nil)
		return true
	}}

// %a = alloc; dealloc (%a) if (%c), %a used nowhere else -> neither
var deallocAllocPair = &rewrite.Pattern{Name: "RemoveAllocDeallocPairWhenNoOtherUsers", Root: Dealloc.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		memrefs, conds, retained := DeallocOperands(op)
		var ms, cs []*ir.Value
		var allocs []*ir.Operation
		for i, m := range memrefs {
			if rewrite.IsAllocation(m) && m.HasOneUse() {
				allocs = append(allocs, m.DefiningOp())
				continue
			}
			ms, cs = append(ms, m), append(cs, conds[i])
		}
		if len(allocs) == 0 {
			return false
		}
		rebuildDealloc(rw, op, ms, cs, retained, nil)
		for _, a := range allocs {
			rw.EraseOp(a)
		}
		return true
	}}
