package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"
	"math/bits"
	"slices"

	"github.com/strata-compiler/strata/interp/exec"
)

// selectionOps: topk and the unique family, which reorder elements (or
// slices) as ATen's CPU kernels do with libstdc++'s std::nth_element,
// std::partial_sort and std::sort: those are not stable, so which of
// equal elements comes first is theirs, and stdSorter follows them step
// by step.
var selectionOps = exec.Table{
	// topk(self, k, dim, largest, sorted) -> (values, indices): the k
	// largest (or smallest) elements of each line along dim, NaN greatest,
	// and their positions; among equal elements, the ones (and the order)
	// that ATen's topk_impl_loop leaves: std::partial_sort of the line
	// when k * 64 <= its size, else std::nth_element at k - 1 and, when
	// sorted, std::sort of the first k - 1.
	torch.AtenTopk.Name: topk,
	// unique_dim(self, dim, sorted, return_inverse, return_counts) ->
	// (output, inverse, counts): the distinct slices of self along dim in
	// lexicographic order, the position in output of each slice of self,
	// and how many slices each distinct one stands for (a dim of size 0:
	// self, and empty inverse and counts).
	torch.AtenUniqueDim.Name: uniqueDim[torch.AtenUniqueDimArgs[int]](false),
	// unique_dim_consecutive(self, dim, return_inverse, return_counts):
	// the same, merging only runs of equal consecutive slices, in order.
	torch.AtenUniqueDimConsecutive.Name: uniqueDim[torch.AtenUniqueDimConsecutiveArgs[int]](true),
	// unique_consecutive(self, return_inverse, return_counts, dim?):
	// unique_dim_consecutive along dim; with no dim (or dim 0 of a 1-d
	// self) the runs of the flattened self, inverse shaped like self and
	// counts only when asked for (else both are empty).
	torch.AtenUniqueConsecutive.Name: uniqueConsecutive,
}

// ---- libstdc++'s algorithms ----

// stdSorter runs libstdc++'s std::sort, std::partial_sort and
// std::nth_element (bits/stl_algo.h, bits/stl_heap.h) on s with less, so
// that equal elements end where they end in a C++ program.
type stdSorter[T any] struct {
	s    []T
	less func(a, b T) bool
}

// floorLog2 is std::__lg: floor(log2(n)).
func floorLog2(n int) int { return bits.Len(uint(n)) - 1 }

// sort is std::sort(first, last).
func (q stdSorter[T]) sort(first, last int) {
	if first == last {
		return
	}
	q.introsortLoop(first, last, 2*floorLog2(last-first))
	if last-first > 16 {
		q.insertionSort(first, first+16)
		for i := first + 16; i < last; i++ {
			q.linearInsert(i)
		}
	} else {
		q.insertionSort(first, last)
	}
}

func (q stdSorter[T]) introsortLoop(first, last, depth int) {
	for last-first > 16 {
		if depth == 0 {
			q.partialSort(first, last, last)
			return
		}
		depth--
		cut := q.partitionPivot(first, last)
		q.introsortLoop(cut, last, depth)
		last = cut
	}
}

// nthElement is std::nth_element(first, nth, last).
func (q stdSorter[T]) nthElement(first, nth, last int) {
	if first == last || nth == last {
		return
	}
	for depth := 2 * floorLog2(last-first); last-first > 3; depth-- {
		if depth == 0 {
			q.heapSelect(first, nth+1, last)
			q.s[first], q.s[nth] = q.s[nth], q.s[first]
			return
		}
		if cut := q.partitionPivot(first, last); cut <= nth {
			first = cut
		} else {
			last = cut
		}
	}
	q.insertionSort(first, last)
}

// partitionPivot moves the median of s[first+1], s[mid], s[last-1] to
// first and partitions the rest around it (Hoare, unguarded).
func (q stdSorter[T]) partitionPivot(first, last int) int {
	s, less := q.s, q.less
	a, b, c := first+1, first+(last-first)/2, last-1
	m := b
	switch {
	case less(s[a], s[b]):
		switch {
		case less(s[b], s[c]):
			m = b
		case less(s[a], s[c]):
			m = c
		default:
			m = a
		}
	case less(s[a], s[c]):
		m = a
	case less(s[b], s[c]):
		m = c
	}
	s[first], s[m] = s[m], s[first]
	lo, hi := first+1, last
	for {
		for less(s[lo], s[first]) {
			lo++
		}
		hi--
		for less(s[first], s[hi]) {
			hi--
		}
		if lo >= hi {
			return lo
		}
		s[lo], s[hi] = s[hi], s[lo]
		lo++
	}
}

func (q stdSorter[T]) insertionSort(first, last int) {
	if first == last {
		return
	}
	for i := first + 1; i < last; i++ {
		if q.less(q.s[i], q.s[first]) {
			v := q.s[i]
			copy(q.s[first+1:i+1], q.s[first:i])
			q.s[first] = v
		} else {
			q.linearInsert(i)
		}
	}
}

// linearInsert is std::__unguarded_linear_insert.
func (q stdSorter[T]) linearInsert(last int) {
	v := q.s[last]
	for next := last - 1; q.less(v, q.s[next]); next-- {
		q.s[last] = q.s[next]
		last = next
	}
	q.s[last] = v
}

// partialSort is std::partial_sort(first, middle, last).
func (q stdSorter[T]) partialSort(first, middle, last int) {
	q.heapSelect(first, middle, last)
	for middle-first > 1 {
		middle--
		q.popHeap(first, middle, middle)
	}
}

func (q stdSorter[T]) heapSelect(first, middle, last int) {
	if n := middle - first; n >= 2 {
		for parent := (n - 2) / 2; ; parent-- {
			q.adjustHeap(first, parent, n, q.s[first+parent])
			if parent == 0 {
				break
			}
		}
	}
	for i := middle; i < last; i++ {
		if q.less(q.s[i], q.s[first]) {
			q.popHeap(first, middle, i)
		}
	}
}

func (q stdSorter[T]) popHeap(first, last, result int) {
	v := q.s[result]
	q.s[result] = q.s[first]
	q.adjustHeap(first, 0, last-first, v)
}

// adjustHeap is std::__adjust_heap followed by its std::__push_heap.
func (q stdSorter[T]) adjustHeap(first, hole, n int, v T) {
	s := q.s[first:]
	top, child := hole, hole
	for child < (n-1)/2 {
		child = 2 * (child + 1)
		if q.less(s[child], s[child-1]) {
			child--
		}
		s[hole] = s[child]
		hole = child
	}
	if n&1 == 0 && child == (n-2)/2 {
		child = 2 * (child + 1)
		s[hole] = s[child-1]
		hole = child - 1
	}
	for parent := (hole - 1) / 2; hole > top && q.less(s[parent], v); parent = (hole - 1) / 2 {
		s[hole] = s[parent]
		hole = parent
	}
	s[hole] = v
}

// ---- topk ----

func topk(c *exec.Ctx) error {
	a := torch.AtenTopkArgs[int](operandPositions)
	t, d, err := sortArgs(c, a.Self(), a.Dim())
	if err != nil {
		return err
	}
	k, n := scalarI(c, a.K()), lineLen(t, d)
	if k < 0 || k > n {
		return c.Errorf("selected index k out of range")
	}
	shape := slices.Clone(t.Shape)
	if len(shape) > 0 {
		shape[d] = k
	}
	values, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	indices, err := newResult(c, 1, shape)
	if err != nil {
		return err
	}
	if k == 0 {
		return nil
	}
	largest, sorted := scalarB(c, a.Largest()), scalarB(c, a.Sorted())
	unsigned := unsignedOperand(c, a.Self())
	nan := func(e lineElem) bool { return math.IsNaN(e.f) }
	before := func(a, b lineElem) bool { return a.i > b.i }
	if t.IsFloat() {
		before = func(a, b lineElem) bool { return nan(a) && !nan(b) || a.f > b.f }
	}
	if !largest {
		before = func(a, b lineElem) bool { return a.i < b.i }
		if t.IsFloat() {
			before = func(a, b lineElem) bool { return !nan(a) && nan(b) || a.f < b.f }
		}
	}
	line := make([]lineElem, n)
	q := stdSorter[lineElem]{s: line, less: before}
	eachLine(t.Shape, d, func(o, i, inner, n int64) {
		base, obase := o*n*inner+i, o*k*inner+i
		for j := range line {
			at := base + int64(j)*inner
			line[j] = lineElem{idx: int64(j)}
			switch {
			case t.IsFloat():
				line[j].f = t.Float(at)
			case unsigned:
				line[j].i = int64(exec.Unsigned(t.Int(at), elemOf(t).Width))
			default:
				line[j].i = getI(t, at)
			}
		}
		if k*64 <= n {
			q.partialSort(0, int(k), int(n))
		} else {
			q.nthElement(0, int(k-1), int(n))
			if sorted {
				q.sort(0, int(k-1))
			}
		}
		for j, e := range line[:k] {
			at := obase + int64(j)*inner
			copyElem(values, at, t, base+e.idx*inner)
			setI(indices, at, e.idx)
		}
	})
	return nil
}

// ---- unique ----

// sliceKey holds one slice of a tensor along a dim, flattened.
type sliceKey struct {
	f []float64
	i []int64
}

// slicesAlong splits t into its n slices along d (row-major within each).
func slicesAlong(t *exec.Tensor, d int, unsigned bool) []sliceKey {
	n := t.Shape[d]
	inner := exec.NumElements(t.Shape[d+1:])
	outer := exec.NumElements(t.Shape[:d])
	keys := make([]sliceKey, n)
	for j := range keys {
		for o := int64(0); o < outer; o++ {
			for i := int64(0); i < inner; i++ {
				at := (o*n+int64(j))*inner + i
				switch {
				case t.IsFloat():
					keys[j].f = append(keys[j].f, t.Float(at))
				case unsigned:
					keys[j].i = append(keys[j].i, int64(exec.Unsigned(t.Int(at), elemOf(t).Width)))
				default:
					keys[j].i = append(keys[j].i, getI(t, at))
				}
			}
		}
	}
	return keys
}

// cmp is the lexicographic order of ATen's unique_dim: -1, 0 or 1 at the
// first position where one is < (or >) the other (NaN is neither).
func (a sliceKey) cmp(b sliceKey) int {
	for p := range a.f {
		switch {
		case a.f[p] < b.f[p]:
			return -1
		case a.f[p] > b.f[p]:
			return 1
		}
	}
	for p := range a.i {
		switch {
		case a.i[p] < b.i[p]:
			return -1
		case a.i[p] > b.i[p]:
			return 1
		}
	}
	return 0
}

// equal is at::equal: every element ==.
func (a sliceKey) equal(b sliceKey) bool {
	return slices.Equal(a.i, b.i) && slices.EqualFunc(a.f, b.f, func(x, y float64) bool { return x == y })
}

// uniqueDim runs unique_dim (consecutive false; sorted at operand 2,
// which ATen ignores) or unique_dim_consecutive; the dim is operand 1.
func uniqueDim[A interface {
	selfPositions
	Dim() int
}](consecutive bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		return uniqueSlices(c, a.Self(), t, scalarI(c, a.Dim()), consecutive)
	}
}

func uniqueSlices(c *exec.Ctx, self int, t *exec.Tensor, dim int64, consecutive bool) error {
	if t.IsComplex() {
		return c.Errorf("unique: not implemented for complex tensors")
	}
	if len(t.Shape) == 0 {
		t = t.Clone()
		t.Shape = []int64{1}
	}
	d, err := normDim(c, dim, len(t.Shape))
	if err != nil {
		return err
	}
	zeros := 0
	for _, s := range t.Shape {
		if s == 0 {
			zeros++
		}
	}
	if t.Shape[d] == 0 {
		if zeros != 1 {
			return c.Errorf("Number of zero sized dimensions is more than one, so unique cannot be applied")
		}
		if err := setResult(c, 0, t.Clone()); err != nil {
			return err
		}
		for r := 1; r < 3; r++ {
			if _, err := newResult(c, r, []int64{0}); err != nil {
				return err
			}
		}
		return nil
	}
	if zeros != 0 {
		return c.Errorf("There are 0 sized dimensions, and they aren't selected, so unique cannot be applied")
	}
	keys := slicesAlong(t, d, unsignedOperand(c, self))
	order := make([]int, len(keys))
	for j := range order {
		order[j] = j
	}
	if !consecutive {
		q := stdSorter[int]{s: order, less: func(a, b int) bool { return keys[a].cmp(keys[b]) < 0 }}
		q.sort(0, len(order))
	}
	// Runs of equal slices in that order, each compared with its first.
	inverse := make([]int64, len(keys))
	var firsts []int
	var counts []int64
	for p, j := range order {
		if p == 0 || !keys[j].equal(keys[firsts[len(firsts)-1]]) {
			firsts = append(firsts, j)
			counts = append(counts, 0)
		}
		inverse[j] = int64(len(firsts) - 1)
		counts[len(counts)-1]++
	}
	shape := slices.Clone(t.Shape)
	shape[d] = int64(len(firsts))
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	n := t.Shape[d]
	inner := exec.NumElements(t.Shape[d+1:])
	for o := int64(0); o < exec.NumElements(t.Shape[:d]); o++ {
		for u, j := range firsts {
			for i := int64(0); i < inner; i++ {
				copyElem(out, (o*shape[d]+int64(u))*inner+i, t, (o*n+int64(j))*inner+i)
			}
		}
	}
	return setInts(c, inverse, counts)
}

// setInts makes results 1 and 2 the 1-d inverse and counts.
func setInts(c *exec.Ctx, inverse, counts []int64) error {
	for r, vs := range [][]int64{inverse, counts} {
		t, err := newResult(c, r+1, []int64{int64(len(vs))})
		if err != nil {
			return err
		}
		for k, v := range vs {
			setI(t, int64(k), v)
		}
	}
	return nil
}

func uniqueConsecutive(c *exec.Ctx) error {
	a := torch.AtenUniqueConsecutiveArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if !isNone(c, a.Dim()) {
		if dim := scalarI(c, a.Dim()); !(len(t.Shape) == 1 && (dim == 0 || dim == -1)) {
			return uniqueSlices(c, a.Self(), t, dim, true)
		}
	}
	if t.IsComplex() {
		return c.Errorf("unique_consecutive: not implemented for complex tensors")
	}
	returnInverse, returnCounts := scalarB(c, a.ReturnInverse()), scalarB(c, a.ReturnCounts())
	flat := t.Clone()
	flat.Shape = []int64{t.Len()}
	keys := slicesAlong(flat, 0, unsignedOperand(c, a.Self()))
	var firsts []int64
	var counts []int64
	inverse := make([]int64, len(keys))
	for j := range keys {
		if j == 0 || !keys[j].equal(keys[firsts[len(firsts)-1]]) {
			firsts = append(firsts, int64(j))
			counts = append(counts, 0)
		}
		inverse[j] = int64(len(firsts) - 1)
		counts[len(counts)-1]++
	}
	out, err := newResult(c, 0, []int64{int64(len(firsts))})
	if err != nil {
		return err
	}
	for u, j := range firsts {
		copyElem(out, int64(u), t, j)
	}
	inv, err := newResult(c, 1, slices.Clone(t.Shape))
	if !returnInverse {
		inv, err = newResult(c, 1, []int64{0})
	}
	if err != nil {
		return err
	}
	if returnInverse {
		for k, v := range inverse {
			setI(inv, int64(k), v)
		}
	}
	if !returnCounts {
		counts = nil
	}
	cnt, err := newResult(c, 2, []int64{int64(len(counts))})
	if err != nil {
		return err
	}
	for k, v := range counts {
		setI(cnt, int64(k), v)
	}
	return nil
}
