package torchdecompose

import (
	"fmt"
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// dataDependentDecompositions: ops whose result shape depends on the data (nonzero, unique, histc, ...) and selection (topk, kthvalue, mode).
//
// A data-dependent size (nonzero's count, unique's) is decomposed only
// when the program states it statically, as an exported program does
// with the size PyTorch produced: the decomposition fills a result of
// that size and checks at run time, with _functional_assert_async.msg
// (a cf.assert once lowered), that the data has that many; with an
// unknown size the op stays, and the backend contract rejects it ("result
// shape depends on the data"). Positions are found without a scatter:
// with the running count c = cumsum(m) of a 0/1 mask m, the k-th set
// element is the j where m[j] * c[j] == k + 1, and a sum over j picks
// it (kthSet). That is O(n * count) work, like the scans and sorts of
// convert-torch-to-linalg.
var dataDependentDecompositions = append([]*rewrite.Pattern{
	// nonzero(x) -> [n, rank] with n static: the flat positions p of the
	// non-zero elements (kthSet of flatten(x != 0)), unravelled:
	// out[:, d] = floor(p / stride_d) mod size_d; checked: count == n
	decomposition(torch.AtenNonzero, nonzero),
	// nonzero_numpy(x) -> [select(nonzero(x), 1, d) for each d]
	decomposition(torch.AtenNonzeroNumpy, nonzeroNumpy),
	// isin(e, t, _, invert) -> any(eq(unsqueeze(e, -1), view(t, [-1])), -1)
	// (ne and all when invert); a scalar operand compares with eq.Scalar
	decomposition(torch.AtenIsinTensorTensor, isin),
	decomposition(torch.AtenIsinTensorScalar, isin),
	decomposition(torch.AtenIsinScalarTensor, isin),
	// histc(x, bins, min, max) -> sum over x of onehot(bin(x)) where
	// lo <= x <= hi, bin(x) = min(int((x - lo) * bins / (hi - lo)), bins - 1)
	// in x's dtype; lo, hi = min, max, or amin/amax(x) when equal, then
	// widened by 1 when those are equal
	decomposition(torch.AtenHistc, histc),
	// histogram.bin_ct(x, bins, range?, weight?, density) and
	// histogram.bins_tensor(x, edges, weight?, density) -> the edges
	// (linspace over range, or the data's extremes widened by 0.5 when
	// equal), the bin of x the number of edges <= x, less 1 (the top edge
	// in the last bin), summed weights, divided by the total and the
	// widths when density
	decomposition(torch.AtenHistogramBinCt, histogram[torch.AtenHistogramBinCtArgs[*ir.Value]]),
	decomposition(torch.AtenHistogramBinsTensor, histogram[torch.AtenHistogramBinsTensorArgs[*ir.Value]]),
	// as_strided_scatter(x, src, size, stride, offset) ->
	// view(index_put(view(x, [-1]), [view(offset + sum_d arange(size_d) *
	// stride_d, [-1])], view(src, [-1])), sizes(x))
	decomposition(torch.AtenAsStridedScatter, asStridedScatter),
	// segment_reduce(data, reduce, lengths, axis=0, initial?) -> the
	// reduction over j of data[j] where start_s <= j < end_s (ends =
	// cumsum(lengths)), with initial, the identity elsewhere; checked:
	// sum(lengths) == size and lengths >= 0
	decomposition(torch.AtenSegmentReduce, segmentReduce),
}, selectionDecompositions...) // data_dependent_select.go

// flat is view(x, [-1]).
func (b *torchBuilder) flat(x *ir.Value) *ir.Value { return b.aten(torch.AtenView, x, b.ints(-1)) }

// checked is token after a run-time check that the one element of cond
// holds, failing with msg.
func (b *torchBuilder) checked(token, cond *ir.Value, msg string) *ir.Value {
	return b.atenAs(torch.Aten_FunctionalAssertAsyncMsg, token.Type(), cond, b.str(msg), token)
}

// i64 is the si64 dtype code.
func (b *torchBuilder) i64(x *ir.Value) *ir.Value {
	return b.toDtype(x, b.ctx.IntegerType(64, ir.Signed))
}

// cumsum is cumsum(x, d) in int64 (x's sizes).
func (b *torchBuilder) cumsum(x *ir.Value, d int) *ir.Value {
	si64 := b.ctx.IntegerType(64, ir.Signed)
	return b.atenAs(torch.AtenCumsum, torch.VTensor(b.ctx, ranked(x).Sizes, si64), x, b.int(int64(d)), b.int(torch.ScalarTypeOfDtype(b.ctx, si64)))
}

// below is min(x, n) for the int tensor x.
func (b *torchBuilder) below(x *ir.Value, n int64) *ir.Value {
	return b.atenAs(torch.AtenClampMax, x.Type(), x, b.int(n))
}

// kthSet returns, for k < n, the position of the (k+1)-th set element of
// the 1-d int64 0/1 mask m (0 past the last one), and the count of set
// elements (a 0-d int64 tensor).
func (b *torchBuilder) kthSet(m *ir.Value, n int64) (pos, count *ir.Value) {
	rank := b.mul(b.cumsum(m, 0), m)
	return b.atRank(rank, n), b.total(m)
}

// atRank returns, for k < n, the position j of the 1-d rank where
// rank[j] == k + 1 (0 where none is).
func (b *torchBuilder) atRank(rank *ir.Value, n int64) *ir.Value {
	ks := b.aten(torch.AtenUnsqueeze, b.arange(b.int(1), b.int(n+1), b.int(1)), b.int(1))
	sel := b.aten(torch.AtenEqTensor, b.aten(torch.AtenUnsqueeze, rank, b.int(0)), ks)
	j := b.arange(b.int(0), b.dim(rank, 0), b.int(1))
	return b.aten(torch.AtenSumDimIntList, b.orElse(sel, j, 0), b.ints(1), b.bool(false), b.none())
}

// orElse is where(cond, x, v), v in x's dtype.
func (b *torchBuilder) orElse(cond, x *ir.Value, v float64) *ir.Value {
	return b.aten(torch.AtenWhereSelf, cond, x, b.fullOf(v, ranked(x).Dtype))
}

// total is the 0-d sum of the 1-d x (in int64 for integers).
func (b *torchBuilder) total(x *ir.Value) *ir.Value {
	return b.aten(torch.AtenSumDimIntList, x, b.ints(0), b.bool(false), b.none())
}

// countIs is the 0-d bool count == n.
func (b *torchBuilder) countIs(count *ir.Value, n int64) *ir.Value {
	return b.aten(torch.AtenEqScalar, count, b.int(n))
}

// staticCount returns size d of the result type t when static.
func staticCount(t *torch.TensorType, d int) (int64, bool) {
	if t == nil || d >= len(t.Sizes) || t.Sizes[d] == torch.Dynamic {
		return 0, false
	}
	return t.Sizes[d], true
}

func nonzero(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenNonzeroArgs[*ir.Value](op.Operands())
	x := args.Self()
	xt := ranked(x)
	n, ok := staticCount(ranked(op.Result(0)), 0)
	if xt == nil || !ok || len(ranked(op.Result(0)).Sizes) != 2 {
		return false
	}
	b := newTorchBuilder(op, rw)
	r := len(xt.Sizes)
	pos, count := b.kthSet(b.i64(b.flat(b.aten(torch.AtenNeScalar, x, b.int(0)))), n)
	var out *ir.Value
	if r == 0 {
		si64 := b.ctx.IntegerType(64, ir.Signed)
		out = b.atenAs(torch.AtenZeros, torch.VTensor(b.ctx, []int64{n, 0}, si64), b.ints(n, 0),
			b.int(torch.ScalarTypeOfDtype(b.ctx, si64)), b.none(), b.none(), b.none())
	} else {
		cols := make([]*ir.Value, r)
		stride := b.int(1)
		for d := r - 1; d >= 0; d-- {
			col := pos
			if d < r-1 {
				col = b.atenAs(torch.AtenDivScalarMode, col.Type(), col, stride, b.str("floor"))
			}
			if d > 0 {
				col = b.aten(torch.AtenRemainderScalar, col, b.dim(x, d))
			}
			cols[d] = b.aten(torch.AtenUnsqueeze, col, b.int(1))
			stride = b.times(stride, b.dim(x, d))
		}
		out = cols[0]
		if r > 1 {
			out = b.aten(torch.AtenCat, b.tensors(cols...), b.int(1))
		}
	}
	msg := fmt.Sprintf("nonzero: the input has a number of non-zero elements other than the %d its result type states", n)
	b.replace(op, b.checked(out, b.countIs(count, n), msg))
	return true
}

func nonzeroNumpy(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenNonzeroNumpyArgs[*ir.Value](op.Operands())
	x := args.Self()
	xt, u := ranked(x), unpackOf(op)
	if xt == nil || len(xt.Sizes) == 0 || u == nil || u.NumResults() != len(xt.Sizes) {
		return false
	}
	n, ok := staticCount(ranked(u.Result(0)), 0)
	if !ok {
		return false
	}
	b := newTorchBuilder(op, rw)
	si64 := b.ctx.IntegerType(64, ir.Signed)
	nz := b.atenAs(torch.AtenNonzero, torch.VTensor(b.ctx, []int64{n, int64(len(xt.Sizes))}, si64), x)
	cols := make([]*ir.Value, len(xt.Sizes))
	for d := range cols {
		cols[d] = b.aten(torch.AtenSelectInt, nz, b.int(1), b.int(int64(d)))
	}
	b.replaceList(op, u, cols)
	return true
}

// isin decomposes the three isin overloads, of a tensor or a scalar
// element and tensor or scalar test elements.
func isin(op *ir.Operation, rw *rewrite.Rewriter) bool {
	var e, t, invertV *ir.Value
	if a, ok := torch.AsAtenIsinTensorTensor(op); ok {
		e, t, invertV = a.Elements(), a.TestElements(), a.Invert()
	} else if a, ok := torch.AsAtenIsinTensorScalar(op); ok {
		e, t, invertV = a.Elements(), a.TestElement(), a.Invert()
	} else if a, ok := torch.AsAtenIsinScalarTensor(op); ok {
		e, t, invertV = a.Element(), a.TestElements(), a.Invert()
	} else {
		return false
	}
	invert, ok := torch.ConstantBoolValue(invertV)
	et, tt := ranked(e), ranked(t)
	if !ok || (et == nil && tt == nil) {
		return false
	}
	cmpTensor, cmpScalar, reduceDim, reduceAll := torch.AtenEqTensor, torch.AtenEqScalar, torch.AtenAnyDim, torch.AtenAny
	if invert {
		cmpTensor, cmpScalar, reduceDim, reduceAll = torch.AtenNeTensor, torch.AtenNeScalar, torch.AtenAllDim, torch.AtenAll
	}
	b := newTorchBuilder(op, rw)
	var out *ir.Value
	switch {
	case et != nil && tt != nil:
		m := b.aten(cmpTensor, b.aten(torch.AtenUnsqueeze, e, b.int(-1)), b.flat(t))
		out = b.aten(reduceDim, m, b.int(-1), b.bool(false))
	case et != nil:
		out = b.aten(cmpScalar, e, t)
	default:
		out = b.aten(reduceAll, b.aten(cmpScalar, t, e))
	}
	b.replace(op, out)
	return true
}

// fullOf is a 0-d tensor of dtype holding v.
func (b *torchBuilder) fullOf(v float64, dtype ir.Type) *ir.Value {
	return b.atenAs(torch.AtenFull, torch.VTensor(b.ctx, []int64{}, dtype), b.ints(), b.float(v),
		b.int(torch.ScalarTypeOfDtype(b.ctx, dtype)), b.none(), b.none(), b.none())
}

// dataRange returns the 0-d lo and hi of the flat x: its extremes, or
// (with x statically empty) the defaults. Empty at run time, the
// extremes are +-inf, which no element lies between either.
func (b *torchBuilder) dataRange(xf *ir.Value, dtype ir.Type, lo, hi float64) (*ir.Value, *ir.Value) {
	if ranked(xf).Sizes[0] == 0 {
		return b.fullOf(lo, dtype), b.fullOf(hi, dtype)
	}
	return b.aten(torch.AtenAmin, xf, b.ints(0), b.bool(false)), b.aten(torch.AtenAmax, xf, b.ints(0), b.bool(false))
}

// widenEqual widens [lo, hi] by w each way where lo == hi.
func (b *torchBuilder) widenEqual(lo, hi *ir.Value, w float64) (*ir.Value, *ir.Value) {
	same := b.aten(torch.AtenEqTensor, lo, hi)
	return b.aten(torch.AtenWhereSelf, same, b.addScalar(lo, -w), lo), b.aten(torch.AtenWhereSelf, same, b.addScalar(hi, w), hi)
}

// binCounts sums w (or 1) into n bins by the 1-d int64 bin of each valid
// element of the 1-d xf, in dtype.
func (b *torchBuilder) binCounts(bin, valid, w *ir.Value, n int64, dtype ir.Type) *ir.Value {
	ks := b.aten(torch.AtenUnsqueeze, b.arange(b.int(0), b.int(n), b.int(1)), b.int(1))
	sel := b.aten(torch.AtenLogicalAnd, b.aten(torch.AtenEqTensor, b.aten(torch.AtenUnsqueeze, bin, b.int(0)), ks), b.aten(torch.AtenUnsqueeze, valid, b.int(0)))
	if w != nil {
		sel = b.orElse(sel, b.aten(torch.AtenUnsqueeze, w, b.int(0)), 0)
	}
	return b.aten(torch.AtenSumDimIntList, sel, b.ints(1), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, dtype)))
}

// inside is lo <= xf <= hi (false for NaN).
func (b *torchBuilder) inside(xf, lo, hi *ir.Value) *ir.Value {
	return b.aten(torch.AtenLogicalAnd, b.aten(torch.AtenGeTensor, xf, lo), b.aten(torch.AtenLeTensor, xf, hi))
}

func histc(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenHistcArgs[*ir.Value](op.Operands())
	x := args.Self()
	xt := floatTensor(x)
	bins, okB := torch.ConstantIntValue(args.Bins())
	lo, okL := constantNumber(args.Min())
	hi, okH := constantNumber(args.Max())
	if xt == nil || !okB || !okL || !okH || bins <= 0 || bins > 1<<40 || ranked(op.Result(0)) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	xf := b.flat(x)
	var loT, hiT *ir.Value
	if lo == hi {
		loT, hiT = b.dataRange(xf, xt.Dtype, lo, hi)
		loT, hiT = b.widenEqual(loT, hiT, 1)
	} else {
		loT, hiT = b.fullOf(lo, xt.Dtype), b.fullOf(hi, xt.Dtype)
	}
	pos := b.i64(b.div(b.mulScalar(b.sub(xf, loT), float64(bins)), b.sub(hiT, loT)))
	bin := b.below(pos, bins-1)
	b.replace(op, b.binCounts(bin, b.inside(xf, loT, hiT), nil, bins, xt.Dtype))
	return true
}

// constantNumber reads a constant int or float.
func constantNumber(v *ir.Value) (float64, bool) {
	if i, ok := torch.ConstantIntValue(v); ok {
		return float64(i), true
	}
	return torch.ConstantFloatValue(v)
}

// histogram decomposes histogram.bin_ct (a bin count and an optional
// range) and histogram.bins_tensor (the edges given).
func histogram[A interface {
	selfArgs
	Bins() *ir.Value
	Weight() *ir.Value
	Density() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Self()
	xt, ht := floatTensor(x), ranked(op.Result(0))
	binCount, countGiven := any(args).(torch.AtenHistogramBinCtArgs[*ir.Value])
	givenEdges := !countGiven
	density, okD := torch.ConstantBoolValue(args.Density())
	n, okN := staticCount(ht, 0)
	if xt == nil || !okD || !okN {
		return false
	}
	w := args.Weight()
	if torch.IsNoneValue(w) {
		w = nil
	} else if ranked(w) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	xf := b.flat(x)
	var edges *ir.Value
	if givenEdges {
		edges = args.Bins()
	} else {
		var loT, hiT *ir.Value
		if rng, ok := torch.ConstantFloatList(binCount.Range()); ok && len(rng) == 2 {
			loT, hiT = b.fullOf(rng[0], xt.Dtype), b.fullOf(rng[1], xt.Dtype)
		} else if !torch.IsNoneValue(binCount.Range()) {
			b.done()
			return false
		} else {
			loT, hiT = b.dataRange(xf, xt.Dtype, 0, 1)
		}
		loT, hiT = b.widenEqual(loT, hiT, 0.5)
		edges = b.linspace(loT, hiT, n+1, xt.Dtype)
	}
	// bin = count(edges <= x) - 1, the top edge in the last bin.
	le := b.aten(torch.AtenLeTensor, b.aten(torch.AtenUnsqueeze, edges, b.int(0)), b.aten(torch.AtenUnsqueeze, xf, b.int(1)))
	cnt := b.aten(torch.AtenSumDimIntList, le, b.ints(1), b.bool(false), b.int(4))
	bin := b.below(b.aten(torch.AtenSubScalar, cnt, b.int(1), b.int(1)), n-1)
	first, last := b.aten(torch.AtenSelectInt, edges, b.int(0), b.int(0)), b.aten(torch.AtenSelectInt, edges, b.int(0), b.int(n))
	var wf *ir.Value
	if w != nil {
		wf = b.flat(w)
	}
	hist := b.binCounts(bin, b.inside(xf, first, last), wf, n, xt.Dtype)
	if density {
		total := b.total(hist)
		widths := b.sub(b.slice(edges, 0, 1, nil), b.slice(edges, 0, 0, &n))
		hist = b.div(b.div(hist, total), widths)
	}
	b.replace(op, hist, edges)
	return true
}

// linspace is linspace(lo, hi, steps) of the 0-d lo and hi in dtype, as
// ATen's CPU kernel computes it: lo + step * i up to the middle, hi -
// step * (steps - 1 - i) after.
func (b *torchBuilder) linspace(lo, hi *ir.Value, steps int64, dtype ir.Type) *ir.Value {
	i := b.arange(b.int(0), b.int(steps), b.int(1))
	step := b.divScalar(b.sub(hi, lo), float64(max(steps-1, 1)))
	up := b.add(lo, b.mul(step, b.toDtype(i, dtype)))
	down := b.sub(hi, b.mul(step, b.toDtype(b.aten(torch.AtenRsubScalar, i, b.int(steps-1), b.int(1)), dtype)))
	return b.aten(torch.AtenWhereSelf, b.aten(torch.AtenLtScalar, i, b.int(steps/2)), up, down)
}

func asStridedScatter(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenAsStridedScatterArgs[*ir.Value](op.Operands())
	x, src := args.Self(), args.Src()
	size, ok1 := torch.ConstantIntList(args.Size())
	stride, ok2 := torch.ConstantIntList(args.Stride())
	offset := int64(0)
	ok3 := true
	if !torch.IsNoneValue(args.StorageOffset()) {
		offset, ok3 = torch.ConstantIntValue(args.StorageOffset())
	}
	xt, st := ranked(x), ranked(src)
	if xt == nil || st == nil || !ok1 || !ok2 || !ok3 || len(size) != len(stride) || len(st.Sizes) != len(size) || offset < 0 {
		return false
	}
	for d := range size {
		if size[d] < 0 || stride[d] < 0 || size[d] > 1<<40 || stride[d] > 1<<40 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	// The storage positions of the view: offset + sum_d i_d * stride_d.
	var pos *ir.Value
	for d, n := range size {
		shape := make([]*ir.Value, len(size))
		for e := range shape {
			shape[e] = b.int(1)
		}
		shape[d] = b.int(n)
		term := b.viewed(b.mulScalar(b.arange(b.int(0), b.int(n), b.int(1)), float64(stride[d])), shape...)
		if pos == nil {
			pos = term
		} else {
			pos = b.add(pos, term)
		}
	}
	if pos == nil {
		pos = b.fullOf(0, b.ctx.IntegerType(64, ir.Signed))
	}
	pos = b.addScalar(pos, float64(offset))
	xf := b.flat(x)
	y := b.atenAs(torch.AtenIndexPut, xf.Type(), xf, b.tensors(b.flat(pos)), b.flat(src), b.bool(false))
	b.replace(op, b.aten(torch.AtenView, y, b.sizes(x)))
	return true
}

func segmentReduce(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenSegmentReduceArgs[*ir.Value](op.Operands())
	data, lengths := args.Data(), args.Lengths()
	dt, lt, rt := floatTensor(data), ranked(lengths), ranked(op.Result(0))
	reduce, okR := constantStr(args.Reduce())
	axis, okA := torch.ConstantIntValue(args.Axis())
	unsafe, okU := torch.ConstantBoolValue(args.Unsafe())
	if dt == nil || lt == nil || rt == nil || !okR || !okA || !okU || len(lt.Sizes) != 1 || len(dt.Sizes) == 0 ||
		(axis != 0 && axis != -int64(len(dt.Sizes))) || !torch.IsNoneValue(args.Offsets()) {
		return false
	}
	init, hasInit := 0.0, !torch.IsNoneValue(args.Initial())
	if hasInit {
		var ok bool
		if init, ok = constantNumber(args.Initial()); !ok {
			return false
		}
	}
	identity, ok := map[string]float64{"sum": 0, "mean": 0, "max": math.Inf(-1), "min": math.Inf(1), "prod": 1}[reduce]
	if !ok {
		return false
	}
	b := newTorchBuilder(op, rw)
	r := len(dt.Sizes)
	ends := b.cumsum(lengths, 0)
	starts := b.sub(ends, lengths)
	// in[s, j, 1...] = starts[s] <= j < ends[s]
	j := b.aten(torch.AtenUnsqueeze, b.arange(b.int(0), b.dim(data, 0), b.int(1)), b.int(0))
	in := b.aten(torch.AtenLogicalAnd, b.aten(torch.AtenGeTensor, j, b.aten(torch.AtenUnsqueeze, starts, b.int(1))),
		b.aten(torch.AtenLtTensor, j, b.aten(torch.AtenUnsqueeze, ends, b.int(1))))
	for e := 1; e < r; e++ {
		in = b.aten(torch.AtenUnsqueeze, in, b.int(-1))
	}
	masked := b.orElse(in, b.aten(torch.AtenUnsqueeze, data, b.int(0)), identity)
	var out *ir.Value
	switch reduce {
	case "max", "min":
		extreme, bound := torch.AtenAmax, torch.AtenMaximum
		if reduce == "min" {
			extreme, bound = torch.AtenAmin, torch.AtenMinimum
		}
		out = b.aten(extreme, masked, b.ints(1), b.bool(false))
		if hasInit {
			out = b.aten(bound, b.fullOf(init, dt.Dtype), out)
		}
	case "sum", "mean":
		out = b.aten(torch.AtenSumDimIntList, masked, b.ints(1), b.bool(false), b.none())
		if hasInit && init != 0 {
			out = b.addScalar(out, init)
		}
		if reduce == "mean" {
			n := lengths
			for e := 1; e < r; e++ {
				n = b.aten(torch.AtenUnsqueeze, n, b.int(-1))
			}
			empty := b.fullOf(math.NaN(), dt.Dtype)
			if hasInit {
				empty = b.fullOf(init, dt.Dtype)
			}
			out = b.aten(torch.AtenWhereSelf, b.aten(torch.AtenGtScalar, n, b.int(0)), b.div(out, n), empty)
		}
	case "prod":
		out = b.aten(torch.AtenProdDimInt, masked, b.int(1), b.bool(false), b.none())
		if hasInit && init != 1 {
			out = b.mulScalar(out, init)
		}
	}
	if !unsafe {
		total := b.total(lengths)
		ok := b.aten(torch.AtenLogicalAnd, b.aten(torch.AtenEqScalar, total, b.dim(data, 0)), b.aten(torch.AtenAll, b.aten(torch.AtenGeScalar, lengths, b.int(0))))
		out = b.checked(out, ok, "segment_reduce(): Expected all rows of lengths along axis to sum to data.size(lengths.dim()-1) when !unsafe.")
	}
	b.replace(op, out)
	return true
}

// zerosOf is a zero tensor of v's static type.
func (b *torchBuilder) zerosOf(v *ir.Value) *ir.Value {
	t := ranked(v)
	return b.atenAs(torch.AtenZeros, t, b.ints(t.Sizes...), b.int(torch.ScalarTypeOfDtype(b.ctx, t.Dtype)), b.none(), b.none(), b.none())
}
