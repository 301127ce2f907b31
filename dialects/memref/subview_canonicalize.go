package memref

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of memref.subview and memref.dim beyond the folds, as
// upstream's MemRefOps.cpp has them (checked against `mlir-opt-22
// --canonicalize`; test/lit/Dialect/MemRef/canonicalize-subview.mlir).

// StaticOffsets, StaticSizes and StaticStrides are the lists, Dynamic
// where an operand stands for the entry: the attributes beside the
// generated handle's Offsets, Sizes and Strides.
func (s SubViewOp) StaticOffsets() []int64 { return staticdyn.Ints(s.Attr("static_offsets")) }
func (s SubViewOp) StaticSizes() []int64   { return staticdyn.Ints(s.Attr("static_sizes")) }
func (s SubViewOp) StaticStrides() []int64 { return staticdyn.Ints(s.Attr("static_strides")) }

// mixedList is one of a subview's lists: per entry a constant (dyn nil)
// or the operand standing for it.
type mixedList struct {
	static []int64
	dyn    []*ir.Value // one per entry, nil where static
}

func mixed(static []int64, dyn []*ir.Value) mixedList {
	l := mixedList{static: append([]int64(nil), static...), dyn: make([]*ir.Value, len(static))}
	k := 0
	for i, s := range static {
		if s == Dynamic && k < len(dyn) {
			l.dyn[i] = dyn[k]
			k++
		}
	}
	return l
}

// constant returns entry i as a constant when it is one, static or an
// operand defined by a constant.
func (l mixedList) constant(i int) (int64, bool) {
	if l.dyn[i] == nil {
		return l.static[i], true
	}
	return staticdyn.ConstantInt(l.dyn[i])
}

// foldConstants makes static the entries whose operand is a constant
// that keep passes (upstream's foldDynamicIndexList); it reports whether
// any did.
func (l mixedList) foldConstants(keep func(int64) bool) bool {
	changed := false
	for i, v := range l.dyn {
		if v == nil {
			continue
		}
		if c, ok := staticdyn.ConstantInt(v); ok && keep(c) {
			l.static[i], l.dyn[i] = c, nil
			changed = true
		}
	}
	return changed
}

// operands are the dynamic entries in order.
func (l mixedList) operands() []*ir.Value {
	var vs []*ir.Value
	for _, v := range l.dyn {
		if v != nil {
			vs = append(vs, v)
		}
	}
	return vs
}

// droppedDims returns, for a subview of a memref of type src with the
// given sizes and result type res, the dims the result drops (upstream's
// computeMemRefRankReductionMask): those of static size 1 (an operand
// defined by a constant 1 does not count), when there are exactly as
// many as the ranks differ. With more, a unit dim is dropped while its
// source stride occurs more often among the source's strides still
// unaccounted for than among the result's, and kept otherwise. ok is
// false when that does not give the rank difference.
func droppedDims(src, res *ir.MemRefType, sizes mixedList) (dropped []bool, ok bool) {
	n := len(sizes.static)
	dropped = make([]bool, n)
	if n == len(res.Dims) {
		return dropped, true
	}
	units := 0
	for i, s := range sizes.static {
		if s == 1 {
			dropped[i] = true
			units++
		}
	}
	if units+len(res.Dims) == n {
		return dropped, true
	}
	srcStrides, _, ok1 := StridesAndOffset(src)
	resStrides, _, ok2 := StridesAndOffset(res)
	if !ok1 || !ok2 || len(srcStrides) != n {
		return nil, false
	}
	unaccounted, inResult := map[int64]int{}, map[int64]int{}
	for _, st := range srcStrides {
		unaccounted[st]++
	}
	for _, st := range resStrides {
		inResult[st]++
	}
	for i := range dropped {
		if !dropped[i] {
			continue
		}
		st := srcStrides[i]
		switch {
		case unaccounted[st] > inResult[st]:
			unaccounted[st]--
		case unaccounted[st] == inResult[st]:
			dropped[i] = false
			units--
		default:
			return nil, false
		}
	}
	if units+len(res.Dims) != n {
		return nil, false
	}
	return dropped, true
}

// reducedSubViewType is the subview's inferred type (InferSubViewType)
// over source type src, without the dims dropped (upstream's
// SubViewReturnTypeCanonicalizer and getCanonicalSubViewResultType).
func reducedSubViewType(ctx *ir.Context, src *ir.MemRefType, offsets, sizes, strides []int64, dropped []bool) *ir.MemRefType {
	full := InferSubViewType(ctx, src, offsets, sizes, strides)
	if full == nil {
		return nil
	}
	fullStrides, off, _ := StridesAndOffset(full)
	shape, st := []int64{}, []int64{}
	for i, d := range full.Dims {
		if dropped[i] {
			continue
		}
		shape = append(shape, d)
		st = append(st, fullStrides[i])
	}
	return StridedType(ctx, shape, src.Elem, st, off, src.MemorySpace)
}

// inBounds reports whether a slice of a memref of shape dims stays inside
// it where everything is static (upstream's verifyInBoundsSlice): a
// static offset is below the size, and so is the last position.
func inBounds(dims, offsets, sizes, strides []int64) bool {
	for i, d := range dims {
		o, s, st := offsets[i], sizes[i], strides[i]
		if d == Dynamic || s == 0 {
			continue
		}
		if o != Dynamic && o >= d {
			return false
		}
		if o != Dynamic && s != Dynamic && st != Dynamic && o+(s-1)*st >= d {
			return false
		}
	}
	return true
}

// buildSubView creates a subview of src with the lists and result type
// t, then a memref.cast of it to want when t differs (the cast folds
// away otherwise), replacing op.
func buildSubView(rw *rewrite.Rewriter, op *ir.Operation, src *ir.Value, offs, sizes, strides mixedList, t ir.Type) {
	ctx := op.Context()
	do, ds, dt := offs.operands(), sizes.operands(), strides.operands()
	rw.SetInsertionPoint(op)
	sv := rw.Create(&ir.OperationState{
		Name: ctx.NameOf(SubView), Loc: op.Loc(),
		Operands: append(append(append([]*ir.Value{src}, do...), ds...), dt...), Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{
			{Name: "static_offsets", Value: ctx.DenseI64Array(offs.static)},
			{Name: "static_sizes", Value: ctx.DenseI64Array(sizes.static)},
			{Name: "static_strides", Value: ctx.DenseI64Array(strides.static)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, int64(len(do)), int64(len(ds)), int64(len(dt))})},
		},
	})
	v := sv.Result(0)
	if want := op.Result(0).Type(); t != want {
		v = rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{v}, []ir.Type{want}).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{v})
}

// subview(%m)[%c0...] -> cast(subview(%m)[c0...]): constant offsets,
// sizes and strides become static, the result type is inferred again
// and cast back to the old one (upstream's
// OpWithOffsetSizesAndStridesConstantArgumentFolder for SubViewOp).
// Negative offsets and sizes, and zero strides, stay dynamic; the lists
// fold one at a time (offsets, then sizes, then strides), and one that
// would take the slice out of bounds is left alone.
var subViewConstantArgumentFolder = &rewrite.Pattern{
	Name: "SubViewOpConstantArgumentFolder", Root: SubView.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		sv, _ := AsSubView(op)
		src, res := memrefOf(sv.Source()), memrefOf(op.Result(0))
		if src == nil || res == nil {
			return false
		}
		offs, sizes, strides := mixed(sv.StaticOffsets(), sv.Offsets()), mixed(sv.StaticSizes(), sv.Sizes()), mixed(sv.StaticStrides(), sv.Strides())
		if len(offs.static) != len(src.Dims) || len(sizes.static) != len(src.Dims) || len(strides.static) != len(src.Dims) {
			return false
		}
		dropped, ok := droppedDims(src, res, sizes)
		if !ok {
			return false
		}
		// One list at a time, offsets first, as upstream's short-circuit
		// does: a later list whose constants would take the slice out of
		// bounds stays dynamic while the earlier ones fold.
		nonNegative := func(c int64) bool { return c >= 0 }
		if !offs.foldConstants(nonNegative) && !sizes.foldConstants(nonNegative) &&
			!strides.foldConstants(func(c int64) bool { return c != 0 }) {
			return false
		}
		if !inBounds(src.Dims, offs.static, sizes.static, strides.static) {
			return false
		}
		t := reducedSubViewType(op.Context(), src, offs.static, sizes.static, strides.static, dropped)
		if t == nil || !CastCompatible(t, res) {
			return false
		}
		buildSubView(rw, op, sv.Source(), offs, sizes, strides, t)
		return true
	},
}

// subview(cast(%m)) -> cast(subview(%m)) when the cast only made the type
// less static: the subview's type is inferred from %m's and cast back
// (upstream's SubViewOpMemRefCastFolder). A subview with a constant
// operand waits for the constant folder.
var subViewCastFolder = &rewrite.Pattern{
	Name: "SubViewOpMemRefCastFolder", Root: SubView.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		sv, _ := AsSubView(op)
		for _, v := range op.Operands()[1:] {
			if _, ok := staticdyn.ConstantInt(v); ok {
				return false
			}
		}
		cast := sv.Source().DefiningOp()
		if cast == nil || cast.Def() != Cast || !castFoldsIntoConsumer(cast) {
			return false
		}
		src, mid, res := memrefOf(cast.Operand(0)), memrefOf(sv.Source()), memrefOf(op.Result(0))
		if src == nil || mid == nil || res == nil {
			return false
		}
		offs, sizes, strides := mixed(sv.StaticOffsets(), sv.Offsets()), mixed(sv.StaticSizes(), sv.Sizes()), mixed(sv.StaticStrides(), sv.Strides())
		dropped, ok := droppedDims(mid, res, sizes)
		if !ok {
			return false
		}
		t := reducedSubViewType(op.Context(), src, offs.static, sizes.static, strides.static, dropped)
		if t == nil || !CastCompatible(t, res) {
			return false
		}
		buildSubView(rw, op, cast.Operand(0), offs, sizes, strides, t)
		return true
	},
}

// castFoldsIntoConsumer reports whether cast only makes its source's
// sizes, offset and strides less static, so a consumer may read the
// source instead (upstream's CastOp::canFoldIntoConsumerOp).
func castFoldsIntoConsumer(cast *ir.Operation) bool {
	a, b := memrefOf(cast.Operand(0)), memrefOf(cast.Result(0))
	if a == nil || b == nil || a.Elem != b.Elem || len(a.Dims) != len(b.Dims) {
		return false
	}
	as, ao, ok1 := StridesAndOffset(a)
	bs, bo, ok2 := StridesAndOffset(b)
	if !ok1 || !ok2 {
		return false
	}
	moreStatic := func(x, y int64) bool { return x != y && x == Dynamic }
	if moreStatic(ao, bo) {
		return false
	}
	for i := range a.Dims {
		if moreStatic(a.Dims[i], b.Dims[i]) || moreStatic(as[i], bs[i]) {
			return false
		}
	}
	return true
}

// subview(%m)[0...][sizes of %m][1...] -> %m, or cast(%m) when the
// types differ: a subview of the whole of a memref of static sizes, at
// zero offsets with unit strides and no rank reduction, is the memref
// (upstream's TrivialSubViewOpFolder).
var trivialSubViewFolder = &rewrite.Pattern{
	Name: "TrivialSubViewOpFolder", Root: SubView.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		sv, _ := AsSubView(op)
		src, res := memrefOf(sv.Source()), memrefOf(op.Result(0))
		if src == nil || res == nil || len(src.Dims) != len(res.Dims) {
			return false
		}
		offs, sizes, strides := mixed(sv.StaticOffsets(), sv.Offsets()), mixed(sv.StaticSizes(), sv.Sizes()), mixed(sv.StaticStrides(), sv.Strides())
		if len(offs.static) != len(src.Dims) {
			return false
		}
		for i, d := range src.Dims {
			o, ok1 := offs.constant(i)
			s, ok2 := sizes.constant(i)
			st, ok3 := strides.constant(i)
			if !ok1 || !ok2 || !ok3 || o != 0 || st != 1 || d == Dynamic || s != d {
				return false
			}
		}
		if sv.Source().Type() == op.Result(0).Type() {
			rw.ReplaceOp(op, []*ir.Value{sv.Source()})
			return true
		}
		if !CastCompatible(sv.Source().Type(), op.Result(0).Type()) {
			return false
		}
		rw.SetInsertionPoint(op)
		c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{sv.Source()}, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		return true
	},
}

// dim(reshape(%m, %shape), %i) -> load %shape[%i] (index_cast to index
// when the shape holds integers), the load placed right after the
// reshape, so a later store into %shape does not change it (upstream's
// DimOfMemRefReshape). %i must be defined before the reshape: in its
// block, or in a region around it.
var dimOfReshape = &rewrite.Pattern{
	Name: "DimOfMemRefReshape", Root: Dim.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		reshape := op.Operand(0).DefiningOp()
		if reshape == nil || reshape.Def() != Reshape {
			return false
		}
		idx := op.Operand(1)
		if idx.ParentBlock() == reshape.Block() {
			if d := idx.DefiningOp(); d != nil && reshape.IsBeforeInBlock(d) {
				return false
			}
		} else if op.Block() != reshape.Block() {
			r := idx.ParentRegion()
			if r == nil || r == reshape.ParentRegion() || !r.IsAncestor(reshape.ParentRegion()) {
				return false
			}
		}
		shape := reshape.Operand(1)
		st := memrefOf(shape)
		if st == nil {
			return false
		}
		rw.SetInsertionPointAfter(reshape)
		v := rw.CreateAt(op.Loc(), Load.Name, []*ir.Value{shape, idx}, []ir.Type{st.Elem}).Result(0)
		if want := op.Result(0).Type(); v.Type() != want {
			v = rw.CreateAt(op.Loc(), arith.IndexCast.Name, []*ir.Value{v}, []ir.Type{want}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{v})
		return true
	},
}
