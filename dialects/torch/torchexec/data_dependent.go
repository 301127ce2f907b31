package torchexec

import (
	"math"
	"slices"
	"sort"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// dataDependentOps: ops whose result shape depends on the data (nonzero, unique, histc, ...) and selection (topk, kthvalue, mode).
var dataDependentOps = mergedTables(exec.Table{
	// nonzero_numpy(self): nonzero's columns, one [n] int64 tensor per
	// dim of self (torch.nonzero(x, as_tuple=True)).
	torch.AtenNonzeroNumpy.Name: nonzeroNumpy,
	// isin(elements, test_elements, assume_unique, invert): whether each
	// element equals one of test_elements (compared in the promoted
	// dtype, NaN equal to nothing); invert negates. Either operand may be
	// a Python scalar.
	torch.AtenIsinTensorTensor.Name: isin(torch.AtenIsinTensorTensorArgs[int].Elements, torch.AtenIsinTensorTensorArgs[int].TestElements),
	torch.AtenIsinTensorScalar.Name: isin(torch.AtenIsinTensorScalarArgs[int].Elements, torch.AtenIsinTensorScalarArgs[int].TestElement),
	torch.AtenIsinScalarTensor.Name: isin(torch.AtenIsinScalarTensorArgs[int].Element, torch.AtenIsinScalarTensorArgs[int].TestElements),
	// histc(self, bins, min, max): the counts of self's elements in bins
	// equal bins over [min, max] (the data's extremes when min == max,
	// widened by 1 each way when those are equal too); elements outside
	// (and NaN) are not counted, the last bin includes max.
	torch.AtenHistc.Name: histc,
	// histogram.bin_ct(self, bins, range?, weight?, density) -> (hist,
	// bin_edges): bins equal bins over range (default the data's extremes,
	// widened by 0.5 when equal); histogram.bins_tensor(self, bins,
	// weight?, density): the given increasing edges. Weighted counts;
	// density divides by the total and by each bin's width.
	torch.AtenHistogramBinCt.Name:      histogram[torch.AtenHistogramBinCtArgs[int]](pos(torch.AtenHistogramBinCtArgs[int].Range)),
	torch.AtenHistogramBinsTensor.Name: histogram[torch.AtenHistogramBinsTensorArgs[int]](-1),
	// as_strided_scatter(self, src, size, stride, storage_offset?): a
	// copy of self (in row-major storage) with src written through the
	// view as_strided(size, stride, storage_offset) (later elements win
	// where the view overlaps itself).
	torch.AtenAsStridedScatter.Name: viewScatter[torch.AtenAsStridedScatterArgs[int]](func(c *exec.Ctx, t *exec.Tensor) (strided, error) {
		a := torch.AtenAsStridedScatterArgs[int](operandPositions)
		return asStridedView(c, t, a.Size(), a.Stride(), a.StorageOffset())
	}),
	// segment_reduce(data, reduce, lengths?, indices?, offsets?, axis,
	// unsafe, initial?): reduce ("sum", "mean", "max", "min", "prod")
	// over consecutive segments of data along axis, whose lengths (or
	// offsets) are given; an empty segment gives initial, or the
	// reduction's identity (mean: NaN).
	torch.AtenSegmentReduce.Name: segmentReduce,
	// _functional_assert_async.msg(cond, msg, dep_token): dep_token,
	// after checking that the one element of cond is true (the error is
	// msg).
	torch.Aten_FunctionalAssertAsyncMsg.Name: functionalAssert,
}, selectionOps)

// ---- nonzero ----

func nonzeroNumpy(c *exec.Ctx) error {
	a := torch.AtenNonzeroNumpyArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if len(t.Shape) == 0 {
		return c.Errorf("nonzero_numpy does not support 0-d tensors (use nonzero)")
	}
	var found [][]int64
	_ = eachIndex(t.Shape, func(o int64, idx []int64) error {
		if getB(t, o) {
			found = append(found, slices.Clone(idx))
		}
		return nil
	})
	cols := make([]*exec.Tensor, len(t.Shape))
	for d := range cols {
		cols[d] = exec.NewTensor(c.Op.Context().I(64), []int64{int64(len(found))})
		for k, idx := range found {
			cols[d].SetInt(int64(k), idx[d])
		}
	}
	setTensorList(c, 0, cols)
	return nil
}

// ---- isin ----

// isinKey reads element i of t (an element of a tensor of torch dtype
// dtype) as a complex number, rounded to the compared dtype cmp.
func isinKey(t *exec.Tensor, i int64, dtype, cmp ir.Type) complex128 {
	var z complex128
	switch {
	case t.IsComplex():
		z = t.Complex(i)
	case t.IsFloat():
		z = complex(t.Float(i), 0)
	case isUnsignedInt(dtype):
		z = complex(float64(exec.Unsigned(t.Int(i), elemOf(t).Width)), 0)
	default:
		z = complex(float64(getI(t, i)), 0)
	}
	if ft, ok := cmp.(*ir.FloatType); ok {
		z = complex(exec.Round(ft.Kind, real(z)), 0)
	}
	return z
}

// isinOperand reads operand i, a tensor or a Python scalar (as a 0-d
// tensor), with its torch dtype.
func isinOperand(c *exec.Ctx, i int) (*exec.Tensor, ir.Type, error) {
	ctx := c.Op.Context()
	if t := c.Args[i].Tensor(); t != nil {
		tt, ok := c.ArgType(i).(*torch.TensorType)
		if !ok || tt.Dtype == nil {
			return nil, nil, c.Errorf("operand #%d has no known dtype", i)
		}
		return t, tt.Dtype, nil
	}
	if isFloatScalar(c.Args[i], c.ArgType(i)) {
		t := exec.NewTensor(ctx.F64(), nil)
		t.SetFloat(0, scalarF(c, i))
		return t, ctx.F64(), nil
	}
	t := exec.NewTensor(ctx.I(64), nil)
	t.SetInt(0, scalarI(c, i))
	return t, ctx.IntegerType(64, ir.Signed), nil
}

// isin is isin(elements, test_elements, assume_unique, invert) of its
// three overloads, elements and test their elements' and test elements'
// accessors.
func isin[A interface {
	~[]int
	Invert() int
}](elements, test func(A) int) exec.Semantics {
	a := A(operandPositions)
	elementsAt, testAt := elements(a), test(a)
	return func(c *exec.Ctx) error {
		ctx := c.Op.Context()
		el, ed, err := isinOperand(c, elementsAt)
		if err != nil {
			return err
		}
		te, td, err := isinOperand(c, testAt)
		if err != nil {
			return err
		}
		for _, d := range []ir.Type{ed, td} {
			if it, ok := d.(*ir.IntegerType); ok && it.Width == 1 || isComplexDtype(d) {
				return c.Errorf("Unsupported input type encountered for isin(): %s", ir.TypeString(d))
			}
		}
		// A Python scalar takes the tensor's dtype when of the same kind.
		cmp := torch.PromoteDtypes(ctx, ed, td)
		switch {
		case c.Args[elementsAt].Tensor() == nil:
			cmp = torch.ResultDtype(ctx, []ir.Type{td, torch.ScalarDtype(ctx, ed)})
		case c.Args[testAt].Tensor() == nil:
			cmp = torch.ResultDtype(ctx, []ir.Type{ed, torch.ScalarDtype(ctx, td)})
		}
		set := map[complex128]bool{}
		for k := int64(0); k < te.Len(); k++ {
			set[isinKey(te, k, td, cmp)] = true
		}
		out, err := newResult(c, 0, el.Shape)
		if err != nil {
			return err
		}
		invert := scalarB(c, a.Invert())
		for k := int64(0); k < el.Len(); k++ {
			setB(out, k, set[isinKey(el, k, ed, cmp)] != invert)
		}
		return nil
	}
}

// isUnsignedInt reports an unsigned integer torch dtype (ui8).
func isUnsignedInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Signedness == ir.Unsigned
}

// isComplexDtype reports a complex torch dtype.
func isComplexDtype(t ir.Type) bool { _, ok := t.(*ir.ComplexType); return ok }

// ---- histograms ----

// histBins counts (or weighs) the elements of x in the bins whose edges
// are edges, into hist, as ATen's histogramdd CPU kernel: each element
// inside [edges[0], edges[n]] (NaN is not) falls in bin
// (x - lo) * n / (hi - lo) computed in the input's precision (linear:
// equal bins), or the last edge at or below it (a binary search), the
// top edge belonging to the last bin; linear with local search then
// corrects the bin from the edges around it. The sums accumulate in the
// input's precision.
func histBins(x, weight, hist *exec.Tensor, edges []float64, linear, localSearch bool) {
	k := elemOf(x).Kind
	r := func(v float64) float64 { return exec.Round(k, v) }
	n := int64(len(edges) - 1)
	lo, hi := edges[0], edges[n]
	upper := func(from, to int64, v float64) int64 {
		// std::upper_bound(edges+from, edges+to, v) - edges - 1
		p := from + int64(sort.Search(int(to-from), func(i int) bool { return edges[from+int64(i)] > v }))
		return p - 1
	}
	for i := int64(0); i < x.Len(); i++ {
		v := getF(x, i)
		if !(v >= lo && v <= hi) {
			continue
		}
		var pos int64
		if linear {
			pos = int64(r(r(r(v-lo)*r(float64(n))) / r(hi-lo)))
			if localSearch {
				pos = upper(max(0, pos-1), min(pos+2, n+1), v)
			}
		} else {
			pos = upper(0, n+1, v)
		}
		if pos == n {
			pos--
		}
		w := 1.0
		if weight != nil {
			w = getF(weight, i)
		}
		setF(hist, pos, r(getF(hist, pos)+w))
	}
}

// linspaceEdges is linspace(lo, hi, n+1) in float kind k, as ATen's CPU
// kernel computes it (from the start up to the middle, from the end
// after).
func linspaceEdges(k ir.FloatKind, lo, hi float64, n int64) []float64 {
	r := func(v float64) float64 { return exec.Round(k, v) }
	start, end := r(lo), r(hi)
	edges := make([]float64, n+1)
	if n == 0 {
		edges[0] = start
		return edges
	}
	step := r((end - start) / float64(n))
	half := (n + 1) / 2
	for i := int64(0); i <= n; i++ {
		if i < half {
			edges[i] = r(start + r(step*float64(i)))
		} else {
			edges[i] = r(end - r(step*float64(n-i)))
		}
	}
	return edges
}

// dataRange is the smallest and largest element of x (NaN when x holds
// one), ok false when x is empty.
func dataRange(x *exec.Tensor) (lo, hi float64, ok bool) {
	if x.Len() == 0 {
		return 0, 0, false
	}
	lo, hi = math.Inf(1), math.Inf(-1)
	for i := int64(0); i < x.Len(); i++ {
		v := getF(x, i)
		if math.IsNaN(v) {
			return v, v, true
		}
		lo, hi = min(lo, v), max(hi, v)
	}
	return lo, hi, true
}

func floatInput(c *exec.Ctx, x *exec.Tensor, op string) error {
	if !x.IsFloat() {
		return c.Errorf("%s: not implemented for %s (floating point inputs only)", op, ir.TypeString(x.Elem))
	}
	return nil
}

func histc(c *exec.Ctx) error {
	a := torch.AtenHistcArgs[int](operandPositions)
	x, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if err := floatInput(c, x, "histc"); err != nil {
		return err
	}
	bins := scalarI(c, a.Bins())
	if bins <= 0 {
		return c.Errorf("torch.histc(): bins must be > 0, but got %d", bins)
	}
	lo, hi := scalarF(c, a.Min()), scalarF(c, a.Max())
	if lo == hi {
		if a, b, ok := dataRange(x); ok {
			lo, hi = a, b
		}
	}
	if lo == hi {
		lo, hi = lo-1, hi+1
	}
	if math.IsInf(lo, 0) || math.IsInf(hi, 0) || math.IsNaN(lo) || math.IsNaN(hi) {
		return c.Errorf("torch.histc: range of [%v, %v] is not finite", lo, hi)
	}
	if !(lo < hi) {
		return c.Errorf("torch.histc: max must be larger than min")
	}
	hist, err := newResult(c, 0, []int64{bins})
	if err != nil {
		return err
	}
	histBins(x, nil, hist, linspaceEdges(elemOf(x).Kind, lo, hi, bins), true, false)
	return nil
}

// histogram runs histogram.bin_ct (edges from a bin count and the range
// operand rangeAt) or histogram.bins_tensor (given edges; rangeAt -1).
func histogram[A interface {
	selfPositions
	Bins() int
	Weight() int
	Density() int
}](rangeAt int) exec.Semantics {
	a, givenEdges := A(operandPositions), rangeAt < 0
	return func(c *exec.Ctx) error {
		x, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		if err := floatInput(c, x, "histogram"); err != nil {
			return err
		}
		weightAt, densityAt := a.Weight(), a.Density()
		var weight *exec.Tensor
		if !isNone(c, weightAt) {
			if weight, err = c.Tensor(weightAt); err != nil {
				return err
			}
			if !slices.Equal(weight.Shape, x.Shape) {
				return c.Errorf("histogram: if weight tensor is provided, it should have the same shape as the input tensor")
			}
		}
		k := elemOf(x).Kind
		var edges []float64
		if givenEdges {
			e, err := c.Tensor(a.Bins())
			if err != nil {
				return err
			}
			if len(e.Shape) != 1 || e.Len() == 0 {
				return c.Errorf("histogram: bins tensor should have one dimension and at least 1 element, got shape %v", e.Shape)
			}
			for i := int64(0); i < e.Len(); i++ {
				edges = append(edges, getF(e, i))
				if i > 0 && edges[i] < edges[i-1] {
					return c.Errorf("histogram: bin edges must be non-decreasing")
				}
			}
		} else {
			bins := scalarI(c, a.Bins())
			if bins <= 0 {
				return c.Errorf("histogram(): bins must be > 0, but got %d", bins)
			}
			lo, hi := 0.0, 1.0
			if !isNone(c, rangeAt) {
				rng, err := floatList(c, rangeAt)
				if err != nil {
					return err
				}
				if len(rng) != 2 {
					return c.Errorf("histogram: range should have 2 elements, got %d", len(rng))
				}
				lo, hi = rng[0], rng[1]
			} else if a, b, ok := dataRange(x); ok {
				lo, hi = exec.Round(k, a), exec.Round(k, b)
			}
			if math.IsInf(lo, 0) || math.IsInf(hi, 0) || math.IsNaN(lo) || math.IsNaN(hi) {
				return c.Errorf("histogram: range of [%v, %v] is not finite", lo, hi)
			}
			if lo > hi {
				return c.Errorf("histogram: min should not exceed max, but got min %v max %v", lo, hi)
			}
			if lo == hi {
				lo, hi = lo-0.5, hi+0.5
			}
			edges = linspaceEdges(k, lo, hi, bins)
		}
		n := int64(len(edges) - 1)
		hist, err := newResult(c, 0, []int64{n})
		if err != nil {
			return err
		}
		out, err := newResult(c, 1, []int64{n + 1})
		if err != nil {
			return err
		}
		for i, e := range edges {
			setF(out, int64(i), e)
		}
		histBins(x, weight, hist, edges, !givenEdges, true)
		if scalarB(c, densityAt) {
			total := 0.0
			for i := int64(0); i < n; i++ {
				total = exec.Round(k, total+getF(hist, i))
			}
			for i := int64(0); i < n; i++ {
				setF(hist, i, exec.Round(k, getF(hist, i)/total)/exec.Round(k, edges[i+1]-edges[i]))
			}
		}
		return nil
	}
}

// ---- as_strided_scatter ----

// asStridedView reads the size, stride and storage offset operands at
// positions sizeAt, strideAt and offsetAt: the view of t's row-major
// storage, every element of which must lie in the storage.
func asStridedView(c *exec.Ctx, t *exec.Tensor, sizeAt, strideAt, offsetAt int) (strided, error) {
	size, err := intList(c, sizeAt)
	if err != nil {
		return strided{}, err
	}
	stride, err := intList(c, strideAt)
	if err != nil {
		return strided{}, err
	}
	if len(size) != len(stride) {
		return strided{}, c.Errorf("mismatch in length of strides (%d) and shape (%d)", len(stride), len(size))
	}
	if err := checkSizes(c, size); err != nil {
		return strided{}, err
	}
	offset := optInt(c, offsetAt, 0)
	if offset < 0 {
		return strided{}, c.Errorf("negative storage offset %d", offset)
	}
	last := offset
	for d, s := range stride {
		if s < 0 {
			return strided{}, c.Errorf("negative strides are not supported: %v", stride)
		}
		if size[d] > 0 && s > 0 && size[d]-1 > (math.MaxInt64-last)/s {
			return strided{}, c.Errorf("size %v and stride %v overflow", size, stride)
		}
		if size[d] > 0 {
			last += (size[d] - 1) * s
		}
	}
	if exec.NumElements(size) > 0 && last >= t.Len() {
		return strided{}, c.Errorf("size %v, stride %v and storage offset %d reach past a storage of %d elements", size, stride, offset, t.Len())
	}
	return strided{shape: size, strides: stride, offset: offset}, nil
}

// ---- segment_reduce ----

func segmentReduce(c *exec.Ctx) error {
	a := torch.AtenSegmentReduceArgs[int](operandPositions)
	data, err := c.Tensor(a.Data())
	if err != nil {
		return err
	}
	reduce, _ := c.Args[a.Reduce()].Ref.(string)
	kinds := map[string]bool{"sum": true, "mean": true, "max": true, "min": true, "prod": true}
	if !kinds[reduce] {
		return c.Errorf("segment_reduce: unsupported reduction %q", reduce)
	}
	if err := needRank(c, data, 1); err != nil {
		return err
	}
	axis, err := dimOf(c, a.Axis(), len(data.Shape))
	if err != nil {
		return err
	}
	if !data.IsFloat() {
		return c.Errorf("segment_reduce: not implemented for %s (floating point data only)", ir.TypeString(data.Elem))
	}
	// Segment starts along axis, for each line of the leading dims of
	// lengths (or offsets): [outer][segments+1].
	var bounds [][]int64
	var segs int64
	switch {
	case !isNone(c, a.Lengths()):
		lengths, err := c.Tensor(a.Lengths())
		if err != nil {
			return err
		}
		if len(lengths.Shape) == 0 || len(lengths.Shape)-1 != axis {
			return c.Errorf("Expected axis to be the last dimension of lengths but got %d", axis)
		}
		segs = lengths.Shape[len(lengths.Shape)-1]
		for o := int64(0); o < lengths.Len()/max(segs, 1); o++ {
			b := []int64{0}
			for j := int64(0); j < segs; j++ {
				l := getI(lengths, o*segs+j)
				if l < 0 {
					return c.Errorf("lengths contains negative value!")
				}
				b = append(b, b[j]+l)
			}
			if b[segs] != data.Shape[axis] {
				return c.Errorf("segment_reduce(): Expected all rows of lengths along axis to sum to data.size(lengths.dim()-1) when !unsafe.")
			}
			bounds = append(bounds, b)
		}
	case !isNone(c, a.Offsets()):
		offsets, err := c.Tensor(a.Offsets())
		if err != nil {
			return err
		}
		if len(offsets.Shape) == 0 || len(offsets.Shape)-1 != axis {
			return c.Errorf("Expected axis to be the last dimension of offsets but got %d", axis)
		}
		n := offsets.Shape[len(offsets.Shape)-1]
		segs = max(n-1, 0)
		for o := int64(0); o < offsets.Len()/max(n, 1); o++ {
			var b []int64
			for j := int64(0); j < n; j++ {
				b = append(b, getI(offsets, o*n+j))
				if j > 0 && b[j] < b[j-1] || b[j] < 0 || b[j] > data.Shape[axis] {
					return c.Errorf("segment_reduce: offsets must be non-decreasing and within the data")
				}
			}
			bounds = append(bounds, b)
		}
	default:
		return c.Errorf("segment_reduce: either lengths or offsets must be defined")
	}
	oshape := slices.Clone(data.Shape)
	oshape[axis] = segs
	out, err := newResult(c, 0, oshape)
	if err != nil {
		return err
	}
	k := elemOf(data).Kind
	r := func(v float64) float64 { return exec.Round(k, v) }
	hasInit := !isNone(c, a.Initial())
	init := map[string]float64{"sum": 0, "mean": 0, "max": math.Inf(-1), "min": math.Inf(1), "prod": 1}[reduce]
	if hasInit {
		init = r(scalarF(c, a.Initial()))
	}
	inner := exec.NumElements(data.Shape[axis+1:])
	n := data.Shape[axis]
	for o := int64(0); o < exec.NumElements(data.Shape[:axis]); o++ {
		b := bounds[o%int64(len(bounds))]
		for s := int64(0); s < segs; s++ {
			for i := int64(0); i < inner; i++ {
				acc := init
				for j := b[s]; j < b[s+1]; j++ {
					v := getF(data, (o*n+j)*inner+i)
					switch reduce {
					case "max":
						if math.IsNaN(v) || v > acc {
							acc = v
						}
					case "min":
						if math.IsNaN(v) || v < acc {
							acc = v
						}
					case "sum", "mean":
						acc = r(acc + v)
					case "prod":
						acc = r(acc * v)
					}
				}
				if reduce == "mean" {
					if b[s+1] == b[s] && !hasInit {
						acc = math.NaN()
					} else if b[s+1] > b[s] && !math.IsNaN(acc) {
						acc = r(acc / float64(b[s+1]-b[s]))
					}
				}
				setF(out, (o*segs+s)*inner+i, acc)
			}
		}
	}
	return nil
}

// ---- run-time checks ----

func functionalAssert(c *exec.Ctx) error {
	a := torch.Aten_FunctionalAssertAsyncMsgArgs[int](operandPositions)
	cond, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if cond.Len() != 1 {
		return c.Errorf("Boolean value of Tensor with more than one value is ambiguous")
	}
	if !getB(cond, 0) {
		msg, _ := c.Args[a.AssertMsg()].Ref.(string)
		return c.Errorf("%s", msg)
	}
	dep, err := c.Tensor(a.DepToken())
	if err != nil {
		return err
	}
	return setResult(c, 0, dep.Clone())
}
