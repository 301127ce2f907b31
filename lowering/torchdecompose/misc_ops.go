package torchdecompose

import (
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// miscDecompositions: indexing and miscellaneous composites.
var miscDecompositions = []*rewrite.Pattern{
	// index_add(x, d, idx, src, alpha) -> scatter_add(x, d, expand(view(idx)
	// along d, sizes(src)), alpha * src)
	decomposition(torch.AtenIndexAdd, indexAlongDim[torch.AtenIndexAddArgs[*ir.Value]](torch.AtenScatterAdd)),
	// index_copy(x, d, idx, src) -> scatter.src(x, d, expand(view(idx)
	// along d, sizes(src)), src)
	decomposition(torch.AtenIndexCopy, indexAlongDim[torch.AtenIndexCopyArgs[*ir.Value]](torch.AtenScatterSrc)),
	// index_fill(x, d, idx, v) -> where(any(arange(size(x, d)) == idx
	// mod size) viewed along d, fill.Scalar(x, v) | to(v, dtype(x)), x)
	decomposition(torch.AtenIndexFillIntScalar, indexFill[torch.AtenIndexFillIntScalarArgs[*ir.Value]](false)),
	decomposition(torch.AtenIndexFillIntTensor, indexFill[torch.AtenIndexFillIntTensorArgs[*ir.Value]](true)),
	// put(x, idx, src, acc) -> view(index_put(flatten(x), [flatten(idx)],
	// flatten(src), acc), sizes(x)) (index_put wraps negative indices)
	decomposition(torch.AtenPut, put),
	// _unsafe_masked_index(x, mask, [idx...], fill) ->
	// masked_fill(index(x, [clamp(idx, 0, size - 1)...]), !mask, fill)
	decomposition(torch.Aten_UnsafeMaskedIndex, unsafeMaskedIndex),
	// _unsafe_masked_index_put_accumulate(x, mask, [idx...], v) ->
	// index_put(x, [clamp(idx, -size, size - 1)...], masked_fill(v, !mask, 0), true)
	decomposition(torch.Aten_UnsafeMaskedIndexPutAccumulate, unsafeMaskedIndexPut),
	// rad2deg(x) -> x * (180 / pi); deg2rad(x) -> x * (pi / 180)
	decomposition(torch.AtenRad2deg, scaleBy[torch.AtenRad2degArgs[*ir.Value]](180/math.Pi)),
	decomposition(torch.AtenDeg2rad, scaleBy[torch.AtenDeg2radArgs[*ir.Value]](math.Pi/180)),
	// trace(x) -> sum(diagonal(x, 0, 0, 1), dtype of the result)
	decomposition(torch.AtenTrace, trace),
	// linalg_vecdot(x, y, d) -> sum(x * y, [d], dtype of the result) (real dtypes)
	decomposition(torch.AtenLinalgVecdot, vecdot),
	// kthvalue(x, k, d, keepdim) -> slice(sort(x, d), d, k - 1, k) of the
	// values and indices (squeezed unless keepdim); floats only: among
	// equal elements ATen's quickselect picks an index that a stable sort
	// does not reproduce, and integer lines are full of ties (declined)
	decomposition(torch.AtenKthvalue, lineSelect[torch.AtenKthvalueArgs[*ir.Value]](true, kthPosition)),
	// median.dim(x, d, keepdim) -> gather(sort(x, d), d, p), p = (n - 1) / 2,
	// or the first NaN's place (the non-NaN count) when there is one
	decomposition(torch.AtenMedianDim, lineSelect[torch.AtenMedianDimArgs[*ir.Value]](true, medianPosition(false))),
	// median(x) -> the same on view(x, [-1]), values only
	decomposition(torch.AtenMedian, lineSelect[torch.AtenMedianArgs[*ir.Value]](false, medianPosition(false))),
	// nanmedian(.dim): p = max(count(!isnan(x)) - 1, 0) / 2
	decomposition(torch.AtenNanmedianDim, lineSelect[torch.AtenNanmedianDimArgs[*ir.Value]](true, medianPosition(true))),
	decomposition(torch.AtenNanmedian, lineSelect[torch.AtenNanmedianArgs[*ir.Value]](false, medianPosition(true))),
	// masked_scatter(x, mask, src) -> where(m, view(index_select(view(src,
	// [-1]), 0, clamp(cumsum(view(m, [-1])) - 1, 0)), sizes(m)), x), m the
	// mask broadcast with x
	decomposition(torch.AtenMaskedScatter, maskedScatter),
	// linalg_multi_dot([a, ..., z]) -> mm(...mm(a, b)..., z), a 1-d a
	// unsqueezed to a row and a 1-d z to a column, then squeezed
	decomposition(torch.AtenLinalgMultiDot, multiDot),
	// block_diag([t...]) -> slice_scatters of each t (as 2-d, in the
	// result dtype) into zeros, along the diagonal (static sizes)
	decomposition(torch.AtenBlockDiag, blockDiag),
	// cartesian_prod([a, b, ...]) -> cat([view(expand(view(a, [n, 1, ...]),
	// [n, m, ...]), [-1, 1]), ...], 1); one operand: itself
	decomposition(torch.AtenCartesianProd, cartesianProd),
	// linspace/logspace(start, end, 0, ...) with tensor endpoints -> zeros([0])
	// (other step counts are not decomposed yet)
	decomposition(torch.AtenLinspaceTensorTensor, emptySpace(2)),
	decomposition(torch.AtenLinspaceTensorScalar, emptySpace(2)),
	decomposition(torch.AtenLinspaceScalarTensor, emptySpace(2)),
	decomposition(torch.AtenLogspaceTensorTensor, emptySpace(2)),
	decomposition(torch.AtenLogspaceTensorScalar, emptySpace(2)),
	decomposition(torch.AtenLogspaceScalarTensor, emptySpace(2)),
	// linalg_vander(x, N) -> cumprod(cat([ones, expand(unsqueeze(x, -1),
	// [..., N - 1])], -1), -1) in the result dtype (x 0-d: as [1])
	decomposition(torch.AtenLinalgVander, vander),
	// native_batch_norm(x, w, b, rm, rv, training, mom, eps) ->
	// (batch_norm(x, w, b, rm, rv, training, mom, eps, false), save_mean,
	// save_invstd): in training mean(x, dims but 1) and
	// rsqrt(var(x, dims but 1, correction 0) + eps), in inference zeros([0])
	decomposition(torch.AtenNativeBatchNorm, nativeBatchNorm[torch.AtenNativeBatchNormArgs[*ir.Value]]),
	// mode(x, d, keepdim) -> with (v, i) = sort(x, d), c[p] = the count of
	// v[q] == v[p] along d and p0 = argmax(c) (the smallest most frequent
	// value): (v[p0], i[p0 + c[p0] - 1]) (the last of its run); the last
	// dim only, static size
	decomposition(torch.AtenMode, mode),
	// isreal(x) -> ones_like(x, bool) for real x
	decomposition(torch.AtenIsreal, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenIsrealArgs[*ir.Value](op.Operands())
		t := ranked(args.Self())
		if t == nil || t.Dtype == nil || isComplex(t.Dtype) {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.aten(torch.AtenOnesLike, args.Self(), b.int(11), b.none(), b.none(), b.none(), b.none()))
		return true
	}),
}

// alongDim views the 1-d (or 0-d) idx as size -1 at dim d of rank r.
func alongDim(b *torchBuilder, idx *ir.Value, d, r int) *ir.Value {
	shape := make([]*ir.Value, r)
	for i := range shape {
		shape[i] = b.int(1)
	}
	shape[d] = b.int(-1)
	return b.viewed(idx, shape...)
}

// indexArgs are the argument lists of index_add, index_copy and
// index_fill: (self, dim, index, ...).
type indexArgs interface {
	selfArgs
	Dim() *ir.Value
	Index() *ir.Value
}

// indexAlongDim decomposes index_add/index_copy(x, d, idx, src[, alpha])
// into scatter, a scatter_add or scatter.src, with idx expanded to src's
// sizes along d.
func indexAlongDim[A interface {
	indexArgs
	Source() *ir.Value
}](scatter *ir.OpDef) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, idx, src := args.Self(), args.Index(), args.Source()
		xt, it, st := ranked(x), ranked(idx), ranked(src)
		d, ok := torch.ConstantIntValue(args.Dim())
		if xt == nil || it == nil || st == nil || !ok || len(it.Sizes) > 1 || len(xt.Sizes) != len(st.Sizes) {
			return false
		}
		r := len(xt.Sizes)
		if d < 0 {
			d += int64(max(r, 1))
		}
		if d < 0 || d >= int64(max(r, 1)) {
			return false
		}
		b := newTorchBuilder(op, rw)
		if a, ok := any(args).(interface{ Alpha() *ir.Value }); ok && !isConstOne(a.Alpha()) {
			src = b.aten(torch.AtenMulScalar, src, a.Alpha())
		}
		if r == 0 {
			// Rank 0: as [1] (the index has the one element).
			one := b.ints(1)
			x1 := b.aten(torch.AtenView, x, one)
			y := b.atenAs(scatter, x1.Type(), x1, b.int(0), b.aten(torch.AtenView, idx, one), b.aten(torch.AtenView, src, one))
			b.replace(op, b.aten(torch.AtenView, y, b.ints()))
			return true
		}
		ix := b.aten(torch.AtenExpand, alongDim(b, idx, int(d), r), b.sizes(src), b.bool(false))
		b.replace(op, b.atenAs(scatter, op.Result(0).Type(), x, b.int(d), ix, src))
		return true
	}
}

// indexFill decomposes index_fill(x, d, idx, v) into a where over a mask
// of the slices named along d: a scalar value filled into x's sizes and
// dtype (fill.Scalar), a 0-d tensor value cast to x's dtype.
func indexFill[A interface {
	indexArgs
	Value() *ir.Value
}](tensorValue bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, idx := args.Self(), args.Index()
		xt, it := ranked(x), ranked(idx)
		d, ok := torch.ConstantIntValue(args.Dim())
		if xt == nil || it == nil || !ok || len(it.Sizes) > 1 || it.Dtype == nil || torch.IsFloatDtype(it.Dtype) {
			return false
		}
		r := len(xt.Sizes)
		if d < 0 {
			d += int64(max(r, 1))
		}
		if d < 0 || d >= int64(max(r, 1)) {
			return false
		}
		b := newTorchBuilder(op, rw)
		n := b.int(1)
		if r > 0 {
			n = b.dim(x, int(d))
		}
		// mask[k] = any(k == idx mod n) over the indices.
		size := int64(1)
		if r > 0 {
			size = xt.Sizes[d]
		}
		si64 := b.ctx.IntegerType(64, ir.Signed)
		pos := b.atenAs(torch.AtenArange, torch.VTensor(b.ctx, []int64{size}, si64), n, b.int(4), b.none(), b.none(), b.none())
		wrapped := b.aten(torch.AtenRemainderScalar, b.aten(torch.AtenView, idx, b.ints(1, -1)), n)
		eq := b.aten(torch.AtenEqTensor, b.aten(torch.AtenView, pos, b.ints(-1, 1)), wrapped)
		mask := b.aten(torch.AtenAnyDim, eq, b.int(1), b.bool(false))
		if r == 0 {
			mask = b.aten(torch.AtenView, mask, b.ints())
		} else {
			mask = alongDim(b, mask, int(d), r)
		}
		v := args.Value()
		if tensorValue {
			// The 0-d value in x's dtype, broadcast by where.
			v = b.atenAs(torch.AtenToDtype, torch.VTensor(b.ctx, []int64{}, xt.Dtype), v, b.dtypeOf(x), b.bool(false), b.bool(false), b.none())
			b.replace(op, b.atenAs(torch.AtenWhereSelf, op.Result(0).Type(), mask, v, x))
			return true
		}
		b.replace(op, b.atenAs(torch.AtenWhereSelf, op.Result(0).Type(), mask, b.aten(torch.AtenFillScalar, x, v), x))
		return true
	}
}

func put(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenPutArgs[*ir.Value](op.Operands())
	x, idx, src := args.Self(), args.Index(), args.Source()
	if ranked(x) == nil || ranked(idx) == nil || ranked(src) == nil {
		return false
	}
	if _, ok := torch.ConstantBoolValue(args.Accumulate()); !ok {
		return false
	}
	b := newTorchBuilder(op, rw)
	flat := func(v *ir.Value) *ir.Value { return b.aten(torch.AtenView, v, b.ints(-1)) }
	xf := flat(x)
	y := b.atenAs(torch.AtenIndexPut, xf.Type(), xf, b.tensors(flat(idx)), flat(src), args.Accumulate())
	b.replace(op, b.aten(torch.AtenView, y, b.sizes(x)))
	return true
}

// clampedIndexList reads the index list operand v of an indexing of x and
// rebuilds it with each index clamped to [lo(size), size - 1]; it fails
// on an absent (none) entry or a static empty dim.
func clampedIndexList(b *torchBuilder, x, v *ir.Value, lo func(n *ir.Value) *ir.Value) (*ir.Value, bool) {
	lc := v.DefiningOp()
	xt := ranked(x)
	if lc == nil || lc.Name() != torch.PrimListConstruct.Name || xt == nil || lc.NumOperands() > len(xt.Sizes) {
		return nil, false
	}
	var out []*ir.Value
	for i, e := range lc.Operands() {
		et := ranked(e)
		if et == nil || et.Dtype == nil || torch.IsFloatDtype(et.Dtype) || xt.Sizes[i] == 0 {
			return nil, false
		}
		n := b.dim(x, i)
		hi := b.plus(n, -1)
		out = append(out, b.aten(torch.AtenClamp, e, lo(n), hi))
	}
	return b.tensors(out...), true
}

func unsafeMaskedIndex(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.Aten_UnsafeMaskedIndexArgs[*ir.Value](op.Operands())
	x, mask := args.Self(), args.Mask()
	if ranked(x) == nil || ranked(mask) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	list, ok := clampedIndexList(b, x, args.Indices(), func(*ir.Value) *ir.Value { return b.int(0) })
	if !ok {
		b.done()
		return false
	}
	v := b.atenAs(torch.AtenIndexTensor, op.Result(0).Type(), x, list)
	b.replace(op, b.atenAs(torch.AtenMaskedFillScalar, op.Result(0).Type(), v, b.aten(torch.AtenLogicalNot, mask), args.Fill()))
	return true
}

func unsafeMaskedIndexPut(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.Aten_UnsafeMaskedIndexPutAccumulateArgs[*ir.Value](op.Operands())
	x, mask, values := args.Self(), args.Mask(), args.Values()
	if ranked(x) == nil || ranked(mask) == nil || ranked(values) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	list, ok := clampedIndexList(b, x, args.Indices(), func(n *ir.Value) *ir.Value { return b.atenInt(torch.AtenNegInt, n) })
	if !ok {
		b.done()
		return false
	}
	mv := b.aten(torch.AtenMaskedFillScalar, values, b.aten(torch.AtenLogicalNot, mask), b.int(0))
	b.replace(op, b.atenAs(torch.AtenIndexPut, op.Result(0).Type(), x, list, mv, b.bool(true)))
	return true
}

// scaleBy decomposes x -> x * s (a float result for integers and bools).
func scaleBy[A selfArgs](s float64) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := A(op.Operands()).Self()
		t := ranked(x)
		if t == nil || t.Dtype == nil || isComplex(t.Dtype) {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.atenAs(torch.AtenMulScalar, op.Result(0).Type(), x, b.float(s)))
		return true
	}
}

func trace(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenTraceArgs[*ir.Value](op.Operands())
	t, rt := ranked(args.Self()), ranked(op.Result(0))
	if t == nil || len(t.Sizes) != 2 || rt == nil || rt.Dtype == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	n := t.Sizes[0]
	if m := t.Sizes[1]; n == torch.Dynamic || m == torch.Dynamic {
		n = torch.Dynamic
	} else {
		n = min(n, m)
	}
	dg := b.atenAs(torch.AtenDiagonal, torch.VTensor(b.ctx, []int64{n}, t.Dtype), args.Self(), b.int(0), b.int(0), b.int(1))
	b.replace(op, b.atenAs(torch.AtenSum, op.Result(0).Type(), dg, b.dtypeOf(op.Result(0))))
	return true
}

func vecdot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenLinalgVecdotArgs[*ir.Value](op.Operands())
	x, y := args.X(), args.Y()
	xt, yt, rt := ranked(x), ranked(y), ranked(op.Result(0))
	if xt == nil || yt == nil || rt == nil || rt.Dtype == nil {
		return false
	}
	if _, ok := torch.ConstantIntValue(args.Dim()); !ok {
		return false
	}
	b := newTorchBuilder(op, rw)
	if isComplex(xt.Dtype) {
		x = b.atenAs(torch.AtenConjPhysical, x.Type(), x) // vecdot conjugates x
	}
	p := b.mul(x, y)
	b.replace(op, b.atenAs(torch.AtenSumDimIntList, op.Result(0).Type(), p, b.list(args.Dim()), b.bool(false), b.dtypeOf(op.Result(0))))
	return true
}

// lineSelect decomposes an op that picks one element of each line of x
// along a dim (its dim argument; the flattened x when it has none) into
// sort and a pick of the sorted values and indices at the position pos
// computes (a keepdim-shaped si64 tensor, or nil with a constant in k);
// withIndices says whether the op returns the indices.
func lineSelect[A selfArgs](withIndices bool, pos func(b *torchBuilder, op *ir.Operation, x, sorted *ir.Value, d int) (*ir.Value, int64, bool)) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Self()
		xt := ranked(x)
		if xt == nil || xt.Dtype == nil || isComplex(xt.Dtype) {
			return false
		}
		dimArgs, hasDim := any(args).(dimKeepArgs)
		keep := false
		if hasDim {
			k, ok := torch.ConstantBoolValue(dimArgs.Keepdim())
			if !ok {
				return false
			}
			keep = k
		}
		d := int64(0)
		if hasDim {
			v, ok := torch.ConstantIntValue(dimArgs.Dim())
			r := int64(max(len(xt.Sizes), 1))
			if v < 0 {
				v += r
			}
			if !ok || v < 0 || v >= r {
				return false
			}
			d = v
		}
		if len(xt.Sizes) > 0 && xt.Sizes[d] == 0 {
			return false
		}
		b := newTorchBuilder(op, rw)
		if !hasDim {
			x = b.aten(torch.AtenView, x, b.ints(-1))
		} else if len(xt.Sizes) == 0 {
			// Rank 0: the one element, index 0.
			vals := []*ir.Value{x}
			if withIndices {
				vals = append(vals, b.atenAs(torch.AtenZerosLike, op.Result(1).Type(), x, b.int(4), b.none(), b.none(), b.none(), b.none()))
			}
			b.replace(op, vals...)
			return true
		}
		xs := ranked(x)
		if xs == nil {
			b.done()
			return false
		}
		si64 := b.ctx.IntegerType(64, ir.Signed)
		sorted := b.create(torch.AtenSort.Name, []*ir.Value{x, b.int(d), b.bool(false)},
			[]ir.Type{x.Type(), torch.VTensor(b.ctx, xs.Sizes, si64)}).Results()
		p, k, ok := pos(b, op, x, sorted[0], int(d))
		if !ok {
			b.done()
			return false
		}
		pick := func(v *ir.Value) *ir.Value {
			if p == nil {
				v = b.aten(torch.AtenSliceTensor, v, b.int(d), b.int(k), b.int(k+1), b.int(1))
			} else {
				v = b.aten(torch.AtenGather, v, b.int(d), p, b.bool(false))
			}
			if !hasDim || !keep {
				v = b.aten(torch.AtenSqueezeDim, v, b.int(d))
			}
			return v
		}
		vals := []*ir.Value{pick(sorted[0])}
		if withIndices {
			vals = append(vals, pick(sorted[1]))
		}
		b.replace(op, vals...)
		return true
	}
}

func kthPosition(b *torchBuilder, op *ir.Operation, x, _ *ir.Value, d int) (*ir.Value, int64, bool) {
	args := torch.AtenKthvalueArgs[*ir.Value](op.Operands())
	k, ok := torch.ConstantIntValue(args.K())
	n := ranked(x).Sizes[d]
	if !torch.IsFloatDtype(ranked(x).Dtype) {
		return nil, 0, false
	}
	if !ok || k < 1 || n != torch.Dynamic && k > n {
		return nil, 0, false
	}
	return nil, k - 1, true
}

// medianPosition is the lower median's place in the sorted line: for
// median the first NaN's (the count of the others) when there is one,
// for nanmedian the median of the others (the first NaN when all are).
func medianPosition(skipNaN bool) func(b *torchBuilder, op *ir.Operation, x, sorted *ir.Value, d int) (*ir.Value, int64, bool) {
	return func(b *torchBuilder, op *ir.Operation, x, _ *ir.Value, d int) (*ir.Value, int64, bool) {
		n := ranked(x).Sizes[d]
		if !torch.IsFloatDtype(ranked(x).Dtype) {
			if n == torch.Dynamic {
				// (n - 1) / 2 as a tensor of the keepdim shape.
				half := b.atenInt(torch.AtenFloordivInt, b.plus(b.dim(x, d), -1), b.int(2))
				sizes := keptSizes(b, x, d)
				return b.aten(torch.AtenFull, sizes, half, b.int(4), b.none(), b.none(), b.none()), 0, true
			}
			return nil, (n - 1) / 2, true
		}
		cnt := b.aten(torch.AtenSumDimIntList, b.aten(torch.AtenLogicalNot, b.aten(torch.AtenIsnan, x)), b.ints(int64(d)), b.bool(true), b.int(4))
		if skipNaN {
			m := b.aten(torch.AtenClamp, b.aten(torch.AtenSubScalar, cnt, b.int(1), b.int(1)), b.int(0), b.none())
			return b.atenAs(torch.AtenDivScalarMode, cnt.Type(), m, b.int(2), b.str("floor")), 0, true
		}
		nv := b.dim(x, d)
		half := b.atenInt(torch.AtenFloordivInt, b.plus(nv, -1), b.int(2))
		hasNaN := b.aten(torch.AtenLtScalar, cnt, nv)
		return b.atenAs(torch.AtenWhereScalarOther, cnt.Type(), hasNaN, cnt, half), 0, true
	}
}

// keptSizes is the list of x's sizes with dim d made 1.
func keptSizes(b *torchBuilder, x *ir.Value, d int) *ir.Value {
	t := ranked(x)
	elems := make([]*ir.Value, len(t.Sizes))
	for i := range elems {
		if i == d {
			elems[i] = b.int(1)
		} else {
			elems[i] = b.dim(x, i)
		}
	}
	return b.list(elems...)
}

func maskedScatter(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenMaskedScatterArgs[*ir.Value](op.Operands())
	x, mask, src := args.Self(), args.Mask(), args.Source()
	xt, mt, st, rt := ranked(x), ranked(mask), ranked(src), ranked(op.Result(0))
	if xt == nil || mt == nil || st == nil || rt == nil || xt.Dtype == nil || slicesContain(st.Sizes, 0) {
		return false
	}
	b := newTorchBuilder(op, rw)
	si64 := b.ctx.IntegerType(64, ir.Signed)
	// m: the mask broadcast with x (or false).
	z := b.atenAs(torch.AtenZerosLike, torch.VTensor(b.ctx, xt.Sizes, mt.Dtype), x, b.int(11), b.none(), b.none(), b.none(), b.none())
	m := b.atenAs(torch.AtenLogicalOr, torch.VTensor(b.ctx, rt.Sizes, mt.Dtype), mask, z)
	n := int64(torch.Dynamic)
	if allStatic(rt.Sizes) {
		n = 1
		for _, s := range rt.Sizes {
			n *= s
		}
	}
	flat := b.atenAs(torch.AtenView, torch.VTensor(b.ctx, []int64{n}, mt.Dtype), m, b.ints(-1))
	pos := b.atenAs(torch.AtenCumsum, torch.VTensor(b.ctx, []int64{n}, si64), flat, b.int(0), b.int(4))
	pos = b.atenAs(torch.AtenSubScalar, pos.Type(), pos, b.int(1), b.int(1))
	pos = b.atenAs(torch.AtenClamp, pos.Type(), pos, b.int(0), b.none())
	sf := b.aten(torch.AtenView, src, b.ints(-1))
	g := b.atenAs(torch.AtenIndexSelect, torch.VTensor(b.ctx, []int64{n}, st.Dtype), sf, b.int(0), pos)
	g = b.atenAs(torch.AtenView, torch.VTensor(b.ctx, rt.Sizes, st.Dtype), g, b.sizes(m))
	b.replace(op, b.atenAs(torch.AtenWhereSelf, op.Result(0).Type(), m, g, x))
	return true
}

func slicesContain(s []int64, v int64) bool {
	for _, e := range s {
		if e == v {
			return true
		}
	}
	return false
}

// tensorListOperands is the ranked tensors of real dtypes a
// torch.prim.ListConstruct holds, or false.
func tensorListOperands(v *ir.Value) ([]*ir.Value, bool) {
	ts, ok := rankedListOperands(v)
	for _, t := range ts {
		if isComplex(ranked(t).Dtype) {
			return nil, false
		}
	}
	return ts, ok
}

// rankedListOperands is the ranked tensors a torch.prim.ListConstruct
// holds, or false.
func rankedListOperands(v *ir.Value) ([]*ir.Value, bool) {
	lc := v.DefiningOp()
	if lc == nil || lc.Name() != torch.PrimListConstruct.Name {
		return nil, false
	}
	for _, e := range lc.Operands() {
		if t := ranked(e); t == nil || t.Dtype == nil {
			return nil, false
		}
	}
	return lc.Operands(), true
}

func multiDot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenLinalgMultiDotArgs[*ir.Value](op.Operands())
	ts, ok := rankedListOperands(args.Tensors())
	if !ok || len(ts) < 2 {
		return false
	}
	for i, t := range ts {
		r := len(ranked(t).Sizes)
		if r != 2 && !(r == 1 && (i == 0 || i == len(ts)-1)) {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	first, last := len(ranked(ts[0]).Sizes) == 1, len(ranked(ts[len(ts)-1]).Sizes) == 1
	acc := ts[0]
	if first {
		acc = b.aten(torch.AtenUnsqueeze, acc, b.int(0))
	}
	for i, t := range ts[1:] {
		if i == len(ts)-2 && last {
			t = b.aten(torch.AtenUnsqueeze, t, b.int(1))
		}
		acc = b.aten(torch.AtenMm, acc, t)
	}
	if last {
		acc = b.aten(torch.AtenSqueezeDim, acc, b.int(1))
	}
	if first {
		acc = b.aten(torch.AtenSqueezeDim, acc, b.int(0))
	}
	b.replace(op, acc)
	return true
}

func blockDiag(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenBlockDiagArgs[*ir.Value](op.Operands())
	ts, ok := tensorListOperands(args.Tensors())
	rt := ranked(op.Result(0))
	if !ok || rt == nil || len(rt.Sizes) != 2 || !allStatic(rt.Sizes) {
		return false
	}
	dims := make([][2]int64, len(ts))
	for i, t := range ts {
		s := ranked(t).Sizes
		if !allStatic(s) || len(s) > 2 {
			return false
		}
		switch len(s) {
		case 0:
			dims[i] = [2]int64{1, 1}
		case 1:
			dims[i] = [2]int64{1, s[0]}
		default:
			dims[i] = [2]int64{s[0], s[1]}
		}
	}
	b := newTorchBuilder(op, rw)
	dt := b.dtypeOf(op.Result(0))
	out := b.atenAs(torch.AtenZeros, op.Result(0).Type(), b.ints(rt.Sizes...), dt, b.none(), b.none(), b.none())
	var r0, c0 int64
	for i, t := range ts {
		rows, cols := dims[i][0], dims[i][1]
		blk := b.atenAs(torch.AtenView, torch.VTensor(b.ctx, []int64{rows, cols}, ranked(t).Dtype), t, b.ints(rows, cols))
		blk = b.atenAs(torch.AtenToDtype, torch.VTensor(b.ctx, []int64{rows, cols}, rt.Dtype), blk, dt, b.bool(false), b.bool(false), b.none())
		band := b.atenAs(torch.AtenSliceTensor, torch.VTensor(b.ctx, []int64{rows, rt.Sizes[1]}, rt.Dtype), out, b.int(0), b.int(r0), b.int(r0+rows), b.int(1))
		band = b.atenAs(torch.AtenSliceScatter, band.Type(), band, blk, b.int(1), b.int(c0), b.int(c0+cols), b.int(1))
		out = b.atenAs(torch.AtenSliceScatter, op.Result(0).Type(), out, band, b.int(0), b.int(r0), b.int(r0+rows), b.int(1))
		r0, c0 = r0+rows, c0+cols
	}
	b.replace(op, out)
	return true
}

func cartesianProd(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenCartesianProdArgs[*ir.Value](op.Operands())
	ts, ok := tensorListOperands(args.Tensors())
	if !ok || len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if len(ranked(t).Sizes) != 1 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	if len(ts) == 1 {
		b.replace(op, ts[0])
		return true
	}
	k := len(ts)
	full := make([]*ir.Value, k)
	for i, t := range ts {
		full[i] = b.dim(t, 0)
	}
	cols := make([]*ir.Value, k)
	for i, t := range ts {
		shape := make([]*ir.Value, k)
		for j := range shape {
			shape[j] = b.int(1)
		}
		shape[i] = b.int(-1)
		e := b.aten(torch.AtenExpand, b.viewed(t, shape...), b.list(full...), b.bool(false))
		cols[i] = b.aten(torch.AtenView, e, b.ints(-1, 1))
	}
	b.replace(op, b.atenAs(torch.AtenCat, op.Result(0).Type(), b.tensors(cols...), b.int(1)))
	return true
}

// emptySpace decomposes a linspace/logspace whose step count (operand
// stepsAt) is the constant 0 into an empty tensor of the result dtype.
func emptySpace(stepsAt int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		n, ok := torch.ConstantIntValue(op.Operand(stepsAt))
		rt := ranked(op.Result(0))
		if !ok || n != 0 || rt == nil || rt.Dtype == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.atenAs(torch.AtenZeros, op.Result(0).Type(), b.ints(0), b.dtypeOf(op.Result(0)), b.none(), b.none(), b.none()))
		return true
	}
}

func vander(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenLinalgVanderArgs[*ir.Value](op.Operands())
	x := args.X()
	xt, rt := ranked(x), ranked(op.Result(0))
	if xt == nil || rt == nil || rt.Dtype == nil {
		return false
	}
	n := rt.Sizes[len(rt.Sizes)-1]
	if n == torch.Dynamic || n <= 1 {
		return false
	}
	b := newTorchBuilder(op, rw)
	dt := b.dtypeOf(op.Result(0))
	if len(xt.Sizes) == 0 {
		x = b.aten(torch.AtenView, x, b.ints(1))
	}
	xc := b.aten(torch.AtenToDtype, x, dt, b.bool(false), b.bool(false), b.none())
	col := b.aten(torch.AtenUnsqueeze, xc, b.int(-1))
	r := len(ranked(col).Sizes)
	sizes := make([]*ir.Value, r)
	ones := make([]*ir.Value, r)
	for i := range sizes {
		sizes[i] = b.dim(col, i)
		ones[i] = sizes[i]
	}
	sizes[r-1] = b.int(n - 1)
	ones[r-1] = b.int(1)
	rest := b.aten(torch.AtenExpand, col, b.list(sizes...), b.bool(false))
	one := b.aten(torch.AtenOnes, b.list(ones...), dt, b.none(), b.none(), b.none())
	all := b.atenAs(torch.AtenCat, op.Result(0).Type(), b.tensors(one, rest), b.int(-1))
	b.replace(op, b.atenAs(torch.AtenCumprod, op.Result(0).Type(), all, b.int(-1), dt))
	return true
}

// nativeBatchNorm decomposes native_batch_norm and
// _native_batch_norm_legit into batch_norm, and the saved mean and
// invstd when training.
func nativeBatchNorm[A interface {
	torch.BatchNormArgs
	Training() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Input()
	xt := ranked(x)
	training, ok := torch.ConstantBoolValue(args.Training())
	if xt == nil || !ok || len(xt.Sizes) < 2 || xt.Dtype == nil || !torch.IsFloatDtype(xt.Dtype) {
		return false
	}
	b := newTorchBuilder(op, rw)
	out := b.atenAs(torch.AtenBatchNorm, op.Result(0).Type(), append(slices.Clone(op.Operands()), b.bool(false))...)
	if !training {
		e1 := b.atenAs(torch.AtenZeros, op.Result(1).Type(), b.ints(0), b.dtypeOf(op.Result(1)), b.none(), b.none(), b.none())
		e2 := b.atenAs(torch.AtenZeros, op.Result(2).Type(), b.ints(0), b.dtypeOf(op.Result(2)), b.none(), b.none(), b.none())
		b.replace(op, out, e1, e2)
		return true
	}
	var dims []int64
	for d := range xt.Sizes {
		if d != 1 {
			dims = append(dims, int64(d))
		}
	}
	mean := b.atenAs(torch.AtenMeanDim, op.Result(1).Type(), x, b.ints(dims...), b.bool(false), b.none())
	v := b.atenAs(torch.AtenVarCorrection, op.Result(2).Type(), x, b.ints(dims...), b.int(0), b.bool(false))
	v = b.atenAs(torch.AtenAddScalar, v.Type(), v, args.Eps(), b.int(1))
	b.replace(op, out, mean, b.atenAs(torch.AtenRsqrt, v.Type(), v))
	return true
}

func mode(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenModeArgs[*ir.Value](op.Operands())
	x := args.Self()
	xt := ranked(x)
	d, ok := torch.ConstantIntValue(args.Dim())
	keep, okK := torch.ConstantBoolValue(args.Keepdim())
	if xt == nil || !ok || !okK || len(xt.Sizes) == 0 || xt.Dtype == nil || isComplex(xt.Dtype) {
		return false
	}
	r := int64(len(xt.Sizes))
	if d < 0 {
		d += r
	}
	if d != r-1 || xt.Sizes[d] == torch.Dynamic || xt.Sizes[d] == 0 {
		return false
	}
	b := newTorchBuilder(op, rw)
	si64 := b.ctx.IntegerType(64, ir.Signed)
	sorted := b.create(torch.AtenSort.Name, []*ir.Value{x, b.int(d), b.bool(false)},
		[]ir.Type{x.Type(), torch.VTensor(b.ctx, xt.Sizes, si64)}).Results()
	v, idx := sorted[0], sorted[1]
	eq := b.aten(torch.AtenEqTensor, b.aten(torch.AtenUnsqueeze, v, b.int(-1)), b.aten(torch.AtenUnsqueeze, v, b.int(-2)))
	cnt := b.aten(torch.AtenSumDimIntList, eq, b.ints(-1), b.bool(false), b.int(4))
	p0 := b.aten(torch.AtenArgmax, cnt, b.int(-1), b.bool(true))
	c0 := b.aten(torch.AtenGather, cnt, b.int(-1), p0, b.bool(false))
	last := b.aten(torch.AtenSubScalar, b.add(p0, c0), b.int(1), b.int(1))
	val := b.aten(torch.AtenGather, v, b.int(-1), p0, b.bool(false))
	ind := b.aten(torch.AtenGather, idx, b.int(-1), last, b.bool(false))
	if !keep {
		val = b.aten(torch.AtenSqueezeDim, val, b.int(-1))
		ind = b.aten(torch.AtenSqueezeDim, ind, b.int(-1))
	}
	b.replace(op, val, ind)
	return true
}
