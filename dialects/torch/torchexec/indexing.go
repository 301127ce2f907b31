package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// indexingOps are the ops that read or write elements at positions held
// in tensors (gather, scatter, advanced indexing), padding and sorting.
// Every index read from a tensor is range-checked: an index out of range
// is an error at the op, as PyTorch raises one.
var indexingOps = exec.Table{
	// embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse):
	// row indices[...] of the 2-d weight (padding_idx only changes the
	// gradient).
	torch.AtenEmbedding.Name: embeddingOp,
	// gather(self, dim, index, sparse_grad): out[i][j] = self[index[i][j]][j]
	// for dim 0 (and likewise for other dims).
	torch.AtenGather.Name: gatherOp,
	// index_select(self, dim, index): the slices index[k] along dim.
	torch.AtenIndexSelect.Name: indexSelectOp,
	// index.Tensor(self, indices): advanced indexing self[i0, i1, ...]
	// by a list of optional (none = ':') index tensors.
	torch.AtenIndexTensor.Name: indexOp,
	// index_put(self, indices, values, accumulate): self with
	// self[indices] = values (or += when accumulate).
	torch.AtenIndexPut.Name: indexPutOp,
	// scatter.src(self, dim, index, src): self with
	// out[index[i][j]][j] = src[i][j] for dim 0 (and likewise).
	torch.AtenScatterSrc.Name: scatterOp(torch.AtenScatterSrcArgs[int].Src),
	// scatter.value(self, dim, index, value): the same with one value.
	torch.AtenScatterValue.Name: scatterOp(torch.AtenScatterValueArgs[int].Value),
	// scatter_add(self, dim, index, src): += instead of =.
	torch.AtenScatterAdd.Name: scatterAddOp,
	// scatter_reduce.two(self, dim, index, src, reduce, include_self):
	// combines the scattered values with reduce (sum, prod, mean, amax,
	// amin), starting from self's value when include_self.
	torch.AtenScatterReduceTwo.Name: scatterReduceOp,
	// slice_scatter(self, src, dim, start?, end?, step): self with the
	// slice replaced by src.
	torch.AtenSliceScatter.Name: viewScatter[torch.AtenSliceScatterArgs[int]](func(c *exec.Ctx, t *exec.Tensor) (strided, error) {
		a := torch.AtenSliceScatterArgs[int](operandPositions)
		return sliceView(c, t, a.Dim(), a.Start(), a.End(), a.Step())
	}),
	// select_scatter(self, src, dim, index): self with select(dim, index)
	// replaced by src.
	torch.AtenSelectScatter.Name: viewScatter[torch.AtenSelectScatterArgs[int]](func(c *exec.Ctx, t *exec.Tensor) (strided, error) {
		a := torch.AtenSelectScatterArgs[int](operandPositions)
		return selectView(c, t, a.Dim(), a.Index())
	}),
	// masked_scatter(self, mask, source): self (broadcast with mask) with
	// the positions where mask is true taking source's elements in
	// row-major order.
	torch.AtenMaskedScatter.Name: maskedScatterOp,
	// constant_pad_nd(self, pad, value): pads (or, negative, crops) the
	// last dims: pad is (before, after) of the last dim, then of the one
	// before, ...; new elements are value.
	torch.AtenConstantPadNd.Name: constantPadOp,
	// pad(self, pad, mode, value?): constant_pad_nd, or the reflect,
	// replicate and circular paddings.
	torch.AtenPad.Name: padOp,
	// reflection_padNd(self, padding): the border mirrored, the edge
	// element not repeated.
	torch.AtenReflectionPad1d.Name: boundaryPadOp[torch.AtenReflectionPad1dArgs[int]]("reflect", 1),
	torch.AtenReflectionPad2d.Name: boundaryPadOp[torch.AtenReflectionPad2dArgs[int]]("reflect", 2),
	torch.AtenReflectionPad3d.Name: boundaryPadOp[torch.AtenReflectionPad3dArgs[int]]("reflect", 3),
	// replication_padNd(self, padding): the edge element repeated.
	torch.AtenReplicationPad2d.Name: boundaryPadOp[torch.AtenReplicationPad2dArgs[int]]("replicate", 2),
	torch.AtenReplicationPad3d.Name: boundaryPadOp[torch.AtenReplicationPad3dArgs[int]]("replicate", 3),
	// sort(self, dim, descending): stable sort along dim (NaN greatest);
	// the values and their int64 positions.
	torch.AtenSort.Name: sortOp[torch.AtenSortArgs[int]],
	// argsort(self, dim, descending): sort's positions.
	torch.AtenArgsort.Name: argsortOp[torch.AtenArgsortArgs[int]],
	// topk: data_dependent_select.go (ATen's tie order).
	// nonzero(self): the multi-indices of the non-zero elements in
	// row-major order, as an [n, rank] int64 tensor.
	torch.AtenNonzero.Name: nonzeroOp,
}

// ---- reading indices ----

// indexTensor reads operand i, a tensor of integer indices.
func indexTensor(c *exec.Ctx, i int) (*exec.Tensor, error) {
	t, err := c.Tensor(i)
	if err != nil {
		return nil, err
	}
	if e := elemOf(t); e.Float || e.Width == 1 {
		return nil, c.Errorf("operand #%d: tensors used as indices must be integer tensors, got %s", i, ir.TypeString(t.Elem))
	}
	return t, nil
}

// indexIn reads index k of an index tensor for a dim of size n, which it
// must lie in ([0, n), or [-n, n) where PyTorch wraps negative indices).
func indexIn(c *exec.Ctx, k, n int64, dim int, wrap bool) (int64, error) {
	if wrap && k < 0 && k >= -n {
		k += n
	}
	if k < 0 || k >= n {
		return 0, c.Errorf("index %d is out of bounds for dimension %d with size %d", k, dim, n)
	}
	return k, nil
}

// atLeast1d is a shape with a scalar read as one element (gather and
// scatter treat a 0-d tensor as 1-d).
func atLeast1d(shape []int64) []int64 {
	if len(shape) == 0 {
		return []int64{1}
	}
	return shape
}

// copyOfOperand makes result 0 a copy of t in the result's dtype (the
// result having t's shape), for the op to update.
func copyOfOperand(c *exec.Ctx, t *exec.Tensor) (*exec.Tensor, error) {
	out, err := newResult(c, 0, t.Shape)
	if err != nil {
		return nil, err
	}
	for k := int64(0); k < t.Len(); k++ {
		copyElem(out, k, t, k)
	}
	return out, nil
}

// ---- gathering ----

func embeddingOp(c *exec.Ctx) error {
	a := torch.AtenEmbeddingArgs[int](operandPositions)
	w, err := c.Tensor(a.Weight())
	if err != nil {
		return err
	}
	idx, err := indexTensor(c, a.Indices())
	if err != nil {
		return err
	}
	if len(w.Shape) != 2 {
		return c.Errorf("embedding expects a 2-d weight, got shape %v", w.Shape)
	}
	rows, width := w.Shape[0], w.Shape[1]
	out, err := newResult(c, 0, append(append([]int64(nil), idx.Shape...), width))
	if err != nil {
		return err
	}
	for k := int64(0); k < idx.Len(); k++ {
		row, err := indexIn(c, getI(idx, k), rows, 0, false)
		if err != nil {
			return err
		}
		for j := int64(0); j < width; j++ {
			copyElem(out, k*width+j, w, row*width+j)
		}
	}
	return nil
}

func gatherOp(c *exec.Ctx) error {
	a := torch.AtenGatherArgs[int](operandPositions)
	self, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	index, err := indexTensor(c, a.Index())
	if err != nil {
		return err
	}
	d, err := dimOf(c, a.Dim(), len(self.Shape))
	if err != nil {
		return err
	}
	shape, ishape := atLeast1d(self.Shape), atLeast1d(index.Shape)
	if len(ishape) != len(shape) {
		return c.Errorf("index tensor must have the same number of dimensions as input tensor (%v, %v)", index.Shape, self.Shape)
	}
	for i := range shape {
		if i != d && ishape[i] > shape[i] {
			return c.Errorf("size of index %v does not match input %v at dimension %d (it must not be larger)", index.Shape, self.Shape, i)
		}
	}
	out, err := newResult(c, 0, index.Shape)
	if err != nil {
		return err
	}
	st := exec.Strides(shape)
	return eachIndex(ishape, func(o int64, idx []int64) error {
		k, err := indexIn(c, getI(index, o), shape[d], d, false)
		if err != nil {
			return err
		}
		copyElem(out, o, self, exec.Linear(shape, idx)+(k-idx[d])*st[d])
		return nil
	})
}

func indexSelectOp(c *exec.Ctx) error {
	a := torch.AtenIndexSelectArgs[int](operandPositions)
	self, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	index, err := indexTensor(c, a.Index())
	if err != nil {
		return err
	}
	if len(index.Shape) > 1 {
		return c.Errorf("index_select expects a 0-d or 1-d index, got shape %v", index.Shape)
	}
	d, err := dimOf(c, a.Dim(), len(self.Shape))
	if err != nil {
		return err
	}
	shape := atLeast1d(self.Shape)
	oshape := append([]int64(nil), shape...)
	oshape[d] = index.Len()
	if len(self.Shape) == 0 {
		if index.Len() != 1 {
			return c.Errorf("index_select of a 0-d tensor expects one index, got %d", index.Len())
		}
		oshape = nil
	}
	out, err := newResult(c, 0, oshape)
	if err != nil {
		return err
	}
	st := exec.Strides(shape)
	return eachIndex(atLeast1d(oshape), func(o int64, idx []int64) error {
		k, err := indexIn(c, getI(index, idx[d]), shape[d], d, false)
		if err != nil {
			return err
		}
		copyElem(out, o, self, exec.Linear(shape, idx)+(k-idx[d])*st[d])
		return nil
	})
}

// ---- advanced indexing ----

// advancedIndex is PyTorch's advanced indexing of a tensor by a list of
// optional index tensors: the index tensors broadcast together to
// bshape, and each result element reads self at the indices they hold
// for the indexed dims and at its own position for the others. The
// broadcast dims replace the indexed dims in place when these are
// adjacent, and lead the result otherwise.
type advancedIndex struct {
	self    []int64
	shape   []int64        // the result's
	indexed []int          // the self dims indexed by a tensor
	index   []*exec.Tensor // their indices, broadcast to bshape through ...
	strides [][]int64      // ... these strides
	bshape  []int64
	bstart  int   // the result dim where bshape starts
	kept    []int // for each result dim, the self dim it walks (-1: a broadcast dim)
}

// indexEntries reads a list of optional index tensors, a boolean mask
// replaced by the positions of its true elements (one index tensor per
// mask dim). entries[d] is the index tensor of self dim d, or nil.
func indexEntries(c *exec.Ctx, i int, self []int64) ([]*exec.Tensor, error) {
	l, err := list(c, i)
	if err != nil {
		return nil, err
	}
	var entries []*exec.Tensor
	for k, v := range l {
		if _, none := v.Ref.(None); none {
			entries = append(entries, nil)
			continue
		}
		t := v.Tensor()
		if t == nil {
			return nil, c.Errorf("index #%d is neither a tensor nor none", k)
		}
		e := elemOf(t)
		switch {
		case e.Float:
			return nil, c.Errorf("tensors used as indices must be long, int or bool tensors, index #%d is %s", k, ir.TypeString(t.Elem))
		case e.Width == 1:
			masks, err := maskIndices(c, t, self, len(entries))
			if err != nil {
				return nil, err
			}
			entries = append(entries, masks...)
		default:
			entries = append(entries, t)
		}
	}
	if len(entries) > len(self) {
		return nil, c.Errorf("too many indices (%d) for a tensor of dimension %d", len(entries), len(self))
	}
	return append(entries, make([]*exec.Tensor, len(self)-len(entries))...), nil
}

// maskIndices turns a boolean mask over self's dims from `at` into the
// 1-d int64 index tensors of its true elements, one per mask dim.
func maskIndices(c *exec.Ctx, mask *exec.Tensor, self []int64, at int) ([]*exec.Tensor, error) {
	r := len(mask.Shape)
	if r == 0 {
		// Python's x[True] adds a dim before indexing reaches the op.
		return nil, c.Errorf("0-d boolean index tensors are not supported")
	}
	if at+r > len(self) || !slices.Equal(mask.Shape, self[at:at+r]) {
		return nil, c.Errorf("the shape of the mask %v does not match the shape of the indexed tensor %v at dim %d", mask.Shape, self, at)
	}
	var pos [][]int64
	_ = eachIndex(mask.Shape, func(o int64, idx []int64) error {
		if getB(mask, o) {
			pos = append(pos, append([]int64(nil), idx...))
		}
		return nil
	})
	i64 := c.Op.Context().I(64)
	out := make([]*exec.Tensor, r)
	for d := range out {
		out[d] = exec.NewTensor(i64, []int64{int64(len(pos))})
		for k, p := range pos {
			out[d].SetInt(int64(k), p[d])
		}
	}
	return out, nil
}

// newAdvancedIndex plans indexing self by the index list operand i.
func newAdvancedIndex(c *exec.Ctx, self *exec.Tensor, i int) (*advancedIndex, error) {
	entries, err := indexEntries(c, i, self.Shape)
	if err != nil {
		return nil, err
	}
	a := &advancedIndex{self: self.Shape}
	var shapes [][]int64
	for d, t := range entries {
		if t != nil {
			a.indexed = append(a.indexed, d)
			a.index = append(a.index, t)
			shapes = append(shapes, t.Shape)
		}
	}
	var ok bool
	if a.bshape, ok = broadcastShapes(shapes...); !ok {
		return nil, c.Errorf("shape mismatch: indexing tensors could not be broadcast together with shapes %v", shapes)
	}
	for _, t := range a.index {
		a.strides = append(a.strides, broadcastStrides(t.Shape, a.bshape))
	}
	// The broadcast dims take the indexed dims' place when these are
	// adjacent, and lead otherwise.
	if n := len(a.indexed); n > 0 && a.indexed[n-1]-a.indexed[0] == n-1 {
		a.bstart = a.indexed[0]
	}
	for d := 0; d < a.bstart; d++ {
		a.kept = append(a.kept, d)
		a.shape = append(a.shape, self.Shape[d])
	}
	for _, s := range a.bshape {
		a.kept = append(a.kept, -1)
		a.shape = append(a.shape, s)
	}
	for d := a.bstart; d < len(entries); d++ {
		if entries[d] == nil {
			a.kept = append(a.kept, d)
			a.shape = append(a.shape, self.Shape[d])
		}
	}
	return a, checkSizes(c, a.shape)
}

// each calls f with every result element's linear index and the linear
// index in self it reads.
func (a *advancedIndex) each(c *exec.Ctx, f func(o, src int64)) error {
	st := exec.Strides(a.self)
	bpos := make([]int64, len(a.index))
	return eachIndex(a.shape, func(o int64, idx []int64) error {
		src := int64(0)
		for k := range bpos {
			bpos[k] = 0
		}
		for r, d := range a.kept {
			if d >= 0 {
				src += idx[r] * st[d]
				continue
			}
			j := r - a.bstart
			for k := range bpos {
				bpos[k] += idx[r] * a.strides[k][j]
			}
		}
		for k, d := range a.indexed {
			v, err := indexIn(c, getI(a.index[k], bpos[k]), a.self[d], d, true)
			if err != nil {
				return err
			}
			src += v * st[d]
		}
		f(o, src)
		return nil
	})
}

func indexOp(c *exec.Ctx) error {
	p := torch.AtenIndexTensorArgs[int](operandPositions)
	self, err := c.Tensor(p.Self())
	if err != nil {
		return err
	}
	a, err := newAdvancedIndex(c, self, p.Indices())
	if err != nil {
		return err
	}
	out, err := newResult(c, 0, a.shape)
	if err != nil {
		return err
	}
	return a.each(c, func(o, src int64) { copyElem(out, o, self, src) })
}

func indexPutOp(c *exec.Ctx) error {
	p := torch.AtenIndexPutArgs[int](operandPositions)
	self, err := c.Tensor(p.Self())
	if err != nil {
		return err
	}
	values, err := c.Tensor(p.Values())
	if err != nil {
		return err
	}
	a, err := newAdvancedIndex(c, self, p.Indices())
	if err != nil {
		return err
	}
	if b, ok := broadcastShapes(a.shape, values.Shape); !ok || !slices.Equal(b, a.shape) {
		return c.Errorf("shape mismatch: value tensor of shape %v cannot be broadcast to indexing result of shape %v", values.Shape, a.shape)
	}
	out, err := copyOfOperand(c, self)
	if err != nil {
		return err
	}
	vstrides := broadcastStrides(values.Shape, a.shape)
	accumulate := scalarB(c, p.Accumulate())
	tmp := exec.NewTensor(out.Elem, []int64{1})
	return a.each(c, func(o, dst int64) {
		vi := int64(0)
		rest := o
		for d := len(a.shape) - 1; d >= 0; d-- {
			vi += rest % a.shape[d] * vstrides[d]
			rest /= a.shape[d]
		}
		copyElem(tmp, 0, values, vi)
		if accumulate {
			combineInto(out, dst, tmp, scatterSum)
		} else {
			copyElem(out, dst, tmp, 0)
		}
	})
}

// ---- scattering ----

// combiner is how scatter_reduce combines two values of a dtype (c: of
// a complex dtype, nil where PyTorch has no complex form).
type combiner struct {
	f func(a, b float64) float64
	i func(a, b int64) int64
	c func(a, b complex128) complex128
}

var scatterSum = combiner{func(a, b float64) float64 { return a + b }, func(a, b int64) int64 { return a + b },
	func(a, b complex128) complex128 { return a + b }}

// scatterReductions are scatter_reduce's reduce arguments; mean sums and
// divides at the end. amax and amin propagate NaN (Go's max and min do).
var scatterReductions = map[string]combiner{
	"sum":  scatterSum,
	"mean": scatterSum,
	"prod": {func(a, b float64) float64 { return a * b }, func(a, b int64) int64 { return a * b },
		func(a, b complex128) complex128 { return a * b }},
	"amax": {func(a, b float64) float64 { return max(a, b) }, func(a, b int64) int64 { return max(a, b) }, nil},
	"amin": {func(a, b float64) float64 { return min(a, b) }, func(a, b int64) int64 { return min(a, b) }, nil},
}

// combineInto sets out[dst] to r(out[dst], v[0]), v holding a value of
// out's dtype; the result is rounded or wrapped to that dtype.
func combineInto(out *exec.Tensor, dst int64, v *exec.Tensor, r combiner) {
	if out.IsComplex() && r.c != nil {
		setC(out, dst, r.c(getC(out, dst), getC(v, 0)))
	} else if out.IsFloat() {
		setF(out, dst, r.f(getF(out, dst), getF(v, 0)))
	} else {
		setI(out, dst, r.i(getI(out, dst), getI(v, 0)))
	}
}

// scatterPositions checks scatter's operands (self, the dim operand dim,
// index and a source of shape src, nil for a scalar) and calls f with the position
// in self and in the source of every element of index.
func scatterPositions(c *exec.Ctx, dim int, self, index *exec.Tensor, src []int64, f func(dst, si int64)) error {
	d, err := dimOf(c, dim, len(self.Shape))
	if err != nil {
		return err
	}
	shape, ishape := atLeast1d(self.Shape), atLeast1d(index.Shape)
	if len(ishape) != len(shape) || src != nil && len(atLeast1d(src)) != len(shape) {
		return c.Errorf("index tensor must have the same number of dimensions as self and src tensors (%v, %v, %v)", index.Shape, self.Shape, src)
	}
	for i := range ishape {
		if i != d && ishape[i] > shape[i] || src != nil && ishape[i] > atLeast1d(src)[i] {
			return c.Errorf("size of index %v must not exceed self %v (except at dim %d) nor src %v", index.Shape, self.Shape, d, src)
		}
	}
	st := exec.Strides(shape)
	var sst []int64
	if src != nil {
		sst = exec.Strides(atLeast1d(src))
	}
	return eachIndex(ishape, func(o int64, idx []int64) error {
		k, err := indexIn(c, getI(index, o), shape[d], d, false)
		if err != nil {
			return err
		}
		si := int64(0)
		for i := range sst {
			si += idx[i] * sst[i]
		}
		f(exec.Linear(shape, idx)+(k-idx[d])*st[d], si)
		return nil
	})
}

// scatterPositionsOf are the argument lists, over operand positions, of
// the scatters.
type scatterPositionsOf interface {
	selfPositions
	Dim() int
	Index() int
}

// scatterOp is scatter.src and scatter.value: the operand source names
// is a tensor or a scalar.
func scatterOp[A scatterPositionsOf](source func(A) int) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		self, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		index, err := indexTensor(c, a.Index())
		if err != nil {
			return err
		}
		out, err := copyOfOperand(c, self)
		if err != nil {
			return err
		}
		src := c.Args[source(a)].Tensor()
		var srcShape []int64
		if src != nil {
			srcShape = atLeast1d(src.Shape)
		} else {
			src = exec.NewTensor(out.Elem, []int64{1})
			setScalar(c, src, 0, source(a))
		}
		return scatterPositions(c, a.Dim(), self, index, srcShape, func(dst, si int64) { copyElem(out, dst, src, si) })
	}
}

func scatterAddOp(c *exec.Ctx) error {
	return scatterReduce[torch.AtenScatterAddArgs[int]](c, "sum", true)
}

func scatterReduceOp(c *exec.Ctx) error {
	a := torch.AtenScatterReduceTwoArgs[int](operandPositions)
	reduce, ok := c.Args[a.Reduce()].Ref.(string)
	if !ok {
		return c.Errorf("reduce must be a string")
	}
	if _, ok := scatterReductions[reduce]; !ok {
		return c.Errorf("reduce argument must be one of sum, prod, mean, amax, amin, got %q", reduce)
	}
	return scatterReduce[torch.AtenScatterReduceTwoArgs[int]](c, reduce, scalarB(c, a.IncludeSelf()))
}

// scatterReduce combines src into a copy of self at the scattered
// positions; without includeSelf a scattered position starts from its
// first scattered value.
func scatterReduce[A interface {
	scatterPositionsOf
	Src() int
}](c *exec.Ctx, reduce string, includeSelf bool) error {
	a := A(operandPositions)
	self, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	index, err := indexTensor(c, a.Index())
	if err != nil {
		return err
	}
	src, err := c.Tensor(a.Src())
	if err != nil {
		return err
	}
	out, err := copyOfOperand(c, self)
	if err != nil {
		return err
	}
	r := scatterReductions[reduce]
	count := make([]int64, out.Len())
	if includeSelf {
		for k := range count {
			count[k] = 1
		}
	}
	tmp := exec.NewTensor(out.Elem, []int64{1})
	err = scatterPositions(c, a.Dim(), self, index, atLeast1d(src.Shape), func(dst, si int64) {
		copyElem(tmp, 0, src, si)
		if count[dst] == 0 {
			copyElem(out, dst, tmp, 0)
		} else {
			combineInto(out, dst, tmp, r)
		}
		count[dst]++
	})
	if err != nil || reduce != "mean" {
		return err
	}
	// The mean divides by the number of values combined (floor division
	// for integers); an untouched position keeps self's value.
	for k, n := range count {
		switch {
		case n <= 1:
		case out.IsComplex():
			setC(out, int64(k), getC(out, int64(k))/complex(float64(n), 0))
		case out.IsFloat():
			setF(out, int64(k), getF(out, int64(k))/float64(n))
		default:
			q, _ := floorDiv(getI(out, int64(k)), n)
			setI(out, int64(k), q)
		}
	}
	return nil
}

// scatterView makes result 0 a copy of self with the view v of it
// replaced by src's elements (src having v's shape).
func scatterView(c *exec.Ctx, self, src *exec.Tensor, v strided) error {
	if !slices.Equal(src.Shape, v.shape) {
		return c.Errorf("expected src to have a size equal to the slice of self: src %v, slice %v", src.Shape, v.shape)
	}
	out, err := copyOfOperand(c, self)
	if err != nil {
		return err
	}
	forEach(v.shape, [][]int64{v.strides}, func(o int64, pos []int64) {
		copyElem(out, v.offset+pos[0], src, o)
	})
	return nil
}

// viewScatter is slice_scatter / select_scatter / as_strided_scatter
// (self, src, view operands...): self with src written into the view of
// self that view reads from the view operands.
func viewScatter[A interface {
	selfPositions
	Src() int
}](view func(c *exec.Ctx, t *exec.Tensor) (strided, error)) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		self, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		src, err := c.Tensor(a.Src())
		if err != nil {
			return err
		}
		v, err := view(c, self)
		if err != nil {
			return err
		}
		return scatterView(c, self, src, v)
	}
}

func maskedScatterOp(c *exec.Ctx) error {
	a := torch.AtenMaskedScatterArgs[int](operandPositions)
	self, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	mask, err := c.Tensor(a.Mask())
	if err != nil {
		return err
	}
	source, err := c.Tensor(a.Source())
	if err != nil {
		return err
	}
	if elemOf(mask).Width != 1 || mask.IsFloat() {
		return c.Errorf("masked_scatter only supports boolean masks, got %s", ir.TypeString(mask.Elem))
	}
	shape, ok := broadcastShapes(self.Shape, mask.Shape)
	if !ok {
		return c.Errorf("the shape of the mask %v is not broadcastable with self %v", mask.Shape, self.Shape)
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	next := int64(0)
	var failed bool
	forEach(shape, [][]int64{broadcastStrides(self.Shape, shape), broadcastStrides(mask.Shape, shape)}, func(o int64, pos []int64) {
		switch {
		case !getB(mask, pos[1]):
			copyElem(out, o, self, pos[0])
		case next < source.Len():
			copyElem(out, o, source, next)
			next++
		default:
			failed = true
		}
	})
	if failed {
		return c.Errorf("masked_scatter: the source has %d elements, fewer than the mask's true elements", source.Len())
	}
	return nil
}
