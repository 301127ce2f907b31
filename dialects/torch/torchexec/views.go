package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"slices"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// viewOps are the views and data movement ops. The interpreter has value
// semantics, so a view is a copy of the elements it would alias: each op
// says which input element every result element is, either as a strided
// view of the input's row-major storage (permute, slice, expand, ...) or
// by computing the source index of each result index (roll, repeat, ...).
// The result's dtype is the input's (copyElem converts if the result type
// says otherwise).
var viewOps = exec.Table{
	// view, reshape(self, size): the elements in row-major order under a
	// new shape; one size may be -1, inferred from the element count.
	torch.AtenView.Name:    reshapeOp,
	torch.AtenReshape.Name: reshapeOp,
	// view_as, reshape_as(self, other): reshape to other's shape.
	torch.AtenViewAs.Name:    reshapeAsOp,
	torch.AtenReshapeAs.Name: reshapeAsOp,
	// permute(self, dims): result dim i is self's dim dims[i].
	torch.AtenPermute.Name:      permuteOp,
	torch.AtenTransposeInt.Name: transposeOp,
	// t(self): transpose of a matrix; tensors of rank < 2 are unchanged.
	torch.AtenT.Name: tOp,
	// squeeze.dim(s)(self, dim): drops the listed dims whose size is 1
	// (a listed dim of another size stays).
	torch.AtenSqueezeDim.Name:  squeezeDimOp,
	torch.AtenSqueezeDims.Name: squeezeDimsOp,
	// unsqueeze(self, dim): inserts a dim of size 1 at dim (of rank+1).
	torch.AtenUnsqueeze.Name: unsqueezeOp,
	// expand(self, size, implicit): broadcasts self to size; -1 keeps a
	// size, and sizes beyond self's rank are new leading dims.
	torch.AtenExpand.Name:   expandOp,
	torch.AtenExpandAs.Name: expandAsOp,
	// slice.Tensor(self, dim, start?, end?, step): Python's
	// self[..., start:end:step] along dim, bounds clamped.
	torch.AtenSliceTensor.Name: sliceOp,
	// select.int(self, dim, index): self[..., index] along dim (the dim
	// goes); a negative index counts from the end.
	torch.AtenSelectInt.Name: selectOp,
	// narrow(self, dim, start, length): slice start:start+length.
	torch.AtenNarrow.Name: narrowOp,
	// cat(tensors, dim): concatenation along dim; 1-d empty tensors are
	// skipped (PyTorch's legacy rule).
	torch.AtenCat.Name: catOp,
	// stack(tensors, dim): concatenation along a new dim.
	torch.AtenStack.Name: stackOp,
	// hstack(tensors): cat along dim 1, or dim 0 for 1-d tensors
	// (scalars become 1-d first).
	torch.AtenHstack.Name: hstackOp,
	// flatten.using_ints(self, start_dim, end_dim): merges dims
	// start_dim..end_dim into one (a scalar becomes 1-d).
	torch.AtenFlattenUsingInts.Name: flattenOp,
	// unflatten.int(self, dim, sizes): splits dim into sizes (one -1).
	torch.AtenUnflattenInt.Name: unflattenOp,
	// Copies: the same elements.
	torch.AtenContiguous.Name: copyOfSelf,
	torch.AtenClone.Name:      copyOfSelf,
	torch.AtenAlias.Name:      copyOfSelf,
	torch.AtenAliasCopy.Name:  copyOfSelf,
	torch.AtenDetach.Name:     copyOfSelf,
	// copy(self, src, non_blocking): src broadcast to self's shape, in
	// self's dtype.
	torch.AtenCopy.Name: copyOp,
	// as_strided(self, size, stride, storage_offset?): the view of self's
	// row-major storage with those sizes and strides.
	torch.AtenAsStrided.Name: asStridedOp,
	// split.Tensor(self, split_size, dim): pieces of split_size along dim
	// (the last may be smaller), as a list.
	torch.AtenSplitTensor.Name: splitOp,
	// split_with_sizes(self, split_sizes, dim): pieces of the given sizes.
	torch.AtenSplitWithSizes.Name: splitWithSizesOp,
	// chunk(self, chunks, dim): split with split_size ceil(size/chunks).
	torch.AtenChunk.Name: chunkOp,
	// unbind.int(self, dim): the list of select(self, dim, i).
	torch.AtenUnbindInt.Name: unbindOp,
	// flip(self, dims): reverses the order along each of dims.
	torch.AtenFlip.Name: flipOp,
	// roll(self, shifts, dims): element i moves to i+shift (mod size)
	// along each dim; with no dims the flattened tensor is rolled.
	torch.AtenRoll.Name: rollOp,
	// repeat(self, repeats): tiles self repeats[d] times along each dim
	// (extra repeats add leading dims).
	torch.AtenRepeat.Name: repeatOp,
	// repeat_interleave.self_int(self, repeats, dim?, output_size?):
	// each element repeated in place along dim (of the flattened tensor
	// when dim is none).
	torch.AtenRepeatInterleaveSelfInt.Name: repeatInterleaveOp,
	// tril/triu(self, diagonal): zero above/below the diagonal-th
	// diagonal of the last two dims.
	torch.AtenTril.Name: triangleOp(func(row, col, diag int64) bool { return col-row <= diag }),
	torch.AtenTriu.Name: triangleOp(func(row, col, diag int64) bool { return col-row >= diag }),
	// diagonal(self, offset, dim1, dim2): the offset-th diagonal of the
	// dim1 x dim2 matrices, as a new last dim (both dims go).
	torch.AtenDiagonal.Name: diagonalOp,
	// pixel_shuffle(self, r): (*, C*r*r, H, W) -> (*, C, H*r, W*r).
	torch.AtenPixelShuffle.Name: pixelShuffleOp,
	// im2col(self, kernel_size, dilation, padding, stride): the sliding
	// blocks of a (N,) C, H, W image as columns: (N,) C*kh*kw, L.
	torch.AtenIm2col.Name: im2colOp,
}

// ---- strided views ----

// strided is a view of a tensor's row-major storage: the element at
// multi-index idx is storage element offset + sum(idx[d]*strides[d]).
type strided struct {
	shape, strides []int64
	offset         int64
}

// wholeView is the view of all of t.
func wholeView(t *exec.Tensor) strided {
	return strided{shape: append([]int64(nil), t.Shape...), strides: exec.Strides(t.Shape)}
}

// permute reorders the dims: dim i of the result is dim perm[i].
func (v strided) permute(perm []int) strided {
	out := strided{shape: make([]int64, len(perm)), strides: make([]int64, len(perm)), offset: v.offset}
	for i, p := range perm {
		out.shape[i], out.strides[i] = v.shape[p], v.strides[p]
	}
	return out
}

// dropDim removes dim d, keeping position k along it.
func (v strided) dropDim(d int, k int64) strided {
	return strided{
		shape:   append(append([]int64(nil), v.shape[:d]...), v.shape[d+1:]...),
		strides: append(append([]int64(nil), v.strides[:d]...), v.strides[d+1:]...),
		offset:  v.offset + k*v.strides[d],
	}
}

// insertDim inserts a dim of the given size and stride at d.
func (v strided) insertDim(d int, size, stride int64) strided {
	return strided{
		shape:   append(append(append([]int64(nil), v.shape[:d]...), size), v.shape[d:]...),
		strides: append(append(append([]int64(nil), v.strides[:d]...), stride), v.strides[d:]...),
		offset:  v.offset,
	}
}

// narrow keeps n positions of dim d from start, every step-th.
func (v strided) narrow(d int, start, n, step int64) strided {
	out := strided{shape: append([]int64(nil), v.shape...), strides: append([]int64(nil), v.strides...), offset: v.offset}
	out.shape[d] = n
	out.strides[d] *= step
	if n > 0 {
		out.offset += start * v.strides[d]
	}
	return out
}

// materialize copies the view's elements of src into a new tensor of
// element type elem. The view's sizes may come from the op's operands (an
// expand, an as_strided), so the tensor is allocated through c's memory
// budget when c is not nil.
func (v strided) materialize(c *exec.Ctx, src *exec.Tensor, elem ir.Type) (*exec.Tensor, error) {
	var out *exec.Tensor
	if c != nil {
		var err error
		if out, err = c.NewTensor(elem, v.shape); err != nil {
			return nil, err
		}
	} else {
		out = exec.NewTensor(elem, v.shape)
	}
	forEach(v.shape, [][]int64{v.strides}, func(o int64, pos []int64) {
		copyElem(out, o, src, v.offset+pos[0])
	})
	return out, nil
}

// part materializes a part of t (a piece, a slice along a dim): never
// larger than t, so allocated without a check; charged after the op.
func (v strided) part(t *exec.Tensor) *exec.Tensor {
	out, _ := v.materialize(nil, t, t.Elem)
	return out
}

// setView makes result i from the view v of src.
func setView(c *exec.Ctx, i int, src *exec.Tensor, v strided) error {
	elem, err := resultElem(c, i)
	if err != nil {
		return err
	}
	if err := checkShape(c, i, v.shape); err != nil {
		return err
	}
	t, err := v.materialize(c, src, elem)
	if err != nil {
		return err
	}
	c.Results[i] = exec.Value{Ref: t}
	return nil
}

// ---- shared helpers ----

// maxWindowParam bounds kernel sizes, dilations, strides, paddings and
// scale factors, so that their products with sizes fit in an int64.
const maxWindowParam = 1 << 24

// maxElements bounds the size of a tensor whose shape an op's operands
// choose (reshape, expand, repeat, ...), so that a wrong size is an
// error at the op rather than an allocation failure.
const maxElements = 1 << 32

// checkSizes reports negative sizes and shapes too large to hold.
func checkSizes(c *exec.Ctx, shape []int64) error {
	for _, d := range shape {
		if d < 0 {
			return c.Errorf("invalid negative size %d in shape %v", d, shape)
		}
	}
	if slices.Contains(shape, 0) {
		return nil
	}
	n := int64(1)
	for _, d := range shape {
		if n > maxElements/d {
			return c.Errorf("shape %v has too many elements", shape)
		}
		n *= d
	}
	return nil
}

// eachIndex calls f with every multi-index of shape in row-major order,
// with its linear index; it stops at f's first error.
func eachIndex(shape []int64, f func(o int64, idx []int64) error) error {
	n := exec.NumElements(shape)
	idx := make([]int64, len(shape))
	for o := int64(0); o < n; o++ {
		if err := f(o, idx); err != nil {
			return err
		}
		exec.Next(shape, idx)
	}
	return nil
}

// dimOf reads operand i, a dim of a tensor of the given rank.
func dimOf(c *exec.Ctx, i int, rank int) (int, error) {
	return normDim(c, scalarI(c, i), rank)
}

// needRank reports a tensor of rank below min for the op.
func needRank(c *exec.Ctx, t *exec.Tensor, min int) error {
	if len(t.Shape) < min {
		return c.Errorf("expects a tensor of at least %d dims, got shape %v", min, t.Shape)
	}
	return nil
}

// setTensorList makes result i the list of ts.
func setTensorList(c *exec.Ctx, i int, ts []*exec.Tensor) {
	l := make(List, len(ts))
	for k, t := range ts {
		l[k] = exec.Value{Ref: t}
	}
	c.Results[i] = exec.Value{Ref: &l}
}

// ---- reshapes ----

// inferSizes resolves a requested shape for n elements: at most one -1,
// inferred; the others non-negative with product n.
func inferSizes(c *exec.Ctx, sizes []int64, n int64) ([]int64, error) {
	shape := append([]int64(nil), sizes...)
	infer := -1
	known := int64(1)
	for i, d := range sizes {
		switch {
		case d == -1 && infer < 0:
			infer = i
		case d == -1:
			return nil, c.Errorf("only one dimension can be inferred in shape %v", sizes)
		case d < 0:
			return nil, c.Errorf("invalid shape dimension %d in %v", d, sizes)
		case d != 0 && known > maxElements/d:
			return nil, c.Errorf("shape %v is invalid for input of size %d", sizes, n)
		default:
			known *= d
		}
	}
	if infer >= 0 {
		if known == 0 || n%known != 0 {
			return nil, c.Errorf("shape %v is invalid for input of size %d", sizes, n)
		}
		shape[infer] = n / known
	} else if known != n {
		return nil, c.Errorf("shape %v is invalid for input of size %d", sizes, n)
	}
	return shape, nil
}

func reshapeOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	sizes, err := intList(c, 1)
	if err != nil {
		return err
	}
	shape, err := inferSizes(c, sizes, t.Len())
	if err != nil {
		return err
	}
	return setResult(c, 0, reshaped(t, shape))
}

func reshapeAsOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	other, err := c.Tensor(1)
	if err != nil {
		return err
	}
	if other.Len() != t.Len() {
		return c.Errorf("shape %v is invalid for input of size %d", other.Shape, t.Len())
	}
	return setResult(c, 0, reshaped(t, other.Shape))
}

func flattenOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	start, err := dimOf(c, 1, rank)
	if err != nil {
		return err
	}
	end, err := dimOf(c, 2, rank)
	if err != nil {
		return err
	}
	if start > end {
		return c.Errorf("flatten() has invalid args: start_dim %d cannot come after end_dim %d", start, end)
	}
	if rank == 0 {
		return setResult(c, 0, reshaped(t, []int64{1}))
	}
	shape := append([]int64(nil), t.Shape[:start]...)
	shape = append(shape, exec.NumElements(t.Shape[start:end+1]))
	shape = append(shape, t.Shape[end+1:]...)
	return setResult(c, 0, reshaped(t, shape))
}

func unflattenOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	if err := needRank(c, t, 1); err != nil {
		return err
	}
	d, err := dimOf(c, 1, len(t.Shape))
	if err != nil {
		return err
	}
	sizes, err := intList(c, 2)
	if err != nil {
		return err
	}
	if len(sizes) == 0 {
		return c.Errorf("unflatten: sizes must be non-empty")
	}
	inner, err := inferSizes(c, sizes, t.Shape[d])
	if err != nil {
		return err
	}
	shape := append(append(append([]int64(nil), t.Shape[:d]...), inner...), t.Shape[d+1:]...)
	return setResult(c, 0, reshaped(t, shape))
}

// ---- permutations ----

// permutation checks that dims is a permutation of a tensor's dims.
func permutation(c *exec.Ctx, dims []int64, rank int) ([]int, error) {
	if len(dims) != rank {
		return nil, c.Errorf("number of dims %d does not match the tensor's rank %d", len(dims), rank)
	}
	perm := make([]int, rank)
	seen := make([]bool, rank)
	for i, d := range dims {
		p, err := normDim(c, d, rank)
		if err != nil {
			return nil, err
		}
		if seen[p] {
			return nil, c.Errorf("repeated dim %d in permutation %v", d, dims)
		}
		seen[p], perm[i] = true, p
	}
	return perm, nil
}

func permuteOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	dims, err := intList(c, 1)
	if err != nil {
		return err
	}
	perm, err := permutation(c, dims, len(t.Shape))
	if err != nil {
		return err
	}
	return setView(c, 0, t, wholeView(t).permute(perm))
}

// swapped is the identity permutation of rank dims with a and b swapped.
func swapped(rank, a, b int) []int {
	perm := make([]int, rank)
	for i := range perm {
		perm[i] = i
	}
	if rank > 0 {
		perm[a], perm[b] = perm[b], perm[a]
	}
	return perm
}

func transposeOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	a, err := dimOf(c, 1, rank)
	if err != nil {
		return err
	}
	b, err := dimOf(c, 2, rank)
	if err != nil {
		return err
	}
	return setView(c, 0, t, wholeView(t).permute(swapped(rank, a, b)))
}

func tOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	if rank > 2 {
		return c.Errorf("t() expects a tensor with <= 2 dimensions, but self is %dD", rank)
	}
	return setView(c, 0, t, wholeView(t).permute(swapped(rank, 0, rank-1)))
}

// ---- adding and removing unit dims ----

// squeezeDims drops those of dims (possibly negative) whose size is 1.
func squeezeDims(c *exec.Ctx, dims []int64) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	drop := make([]bool, max(rank, 1))
	seen := make([]bool, max(rank, 1))
	for _, d := range dims {
		p, err := normDim(c, d, rank)
		if err != nil {
			return err
		}
		if seen[p] {
			return c.Errorf("dim %d appears multiple times in the list of dims", p)
		}
		seen[p] = true
		drop[p] = rank > 0 && t.Shape[p] == 1
	}
	v := wholeView(t)
	for d := rank - 1; d >= 0; d-- {
		if drop[d] {
			v = v.dropDim(d, 0)
		}
	}
	return setView(c, 0, t, v)
}

func squeezeDimOp(c *exec.Ctx) error { return squeezeDims(c, []int64{scalarI(c, 1)}) }

func squeezeDimsOp(c *exec.Ctx) error {
	dims, err := intList(c, 1)
	if err != nil {
		return err
	}
	return squeezeDims(c, dims)
}

func unsqueezeOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	d, err := dimOf(c, 1, len(t.Shape)+1)
	if err != nil {
		return err
	}
	return setView(c, 0, t, wholeView(t).insertDim(d, 1, 0))
}

// ---- broadcasting ----

// expandedShape resolves expand's sizes against self's shape.
func expandedShape(c *exec.Ctx, in, sizes []int64) ([]int64, error) {
	if len(sizes) < len(in) {
		return nil, c.Errorf("the number of sizes provided (%d) must be greater or equal to the number of dimensions in the tensor (%d)", len(sizes), len(in))
	}
	lead := len(sizes) - len(in)
	out := make([]int64, len(sizes))
	for i, s := range sizes {
		switch {
		case i < lead && s < 0:
			return nil, c.Errorf("the expanded size %d isn't allowed in a leading, non-existing dimension %d", s, i)
		case i < lead:
			out[i] = s
		case s == -1 || s == in[i-lead]:
			out[i] = in[i-lead]
		case in[i-lead] == 1 && s >= 0:
			out[i] = s
		default:
			return nil, c.Errorf("the expanded size %d must match the existing size %d at non-singleton dimension %d (target sizes %v, tensor shape %v)", s, in[i-lead], i, sizes, in)
		}
	}
	return out, checkSizes(c, out)
}

// expandTo makes result 0 from self broadcast to sizes.
func expandTo(c *exec.Ctx, sizes []int64) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	shape, err := expandedShape(c, t.Shape, sizes)
	if err != nil {
		return err
	}
	return setView(c, 0, t, strided{shape: shape, strides: broadcastStrides(t.Shape, shape)})
}

func expandOp(c *exec.Ctx) error {
	sizes, err := intList(c, 1)
	if err != nil {
		return err
	}
	return expandTo(c, sizes)
}

func expandAsOp(c *exec.Ctx) error {
	other, err := c.Tensor(1)
	if err != nil {
		return err
	}
	return expandTo(c, other.Shape)
}

// copyOp is copy(self, src): src's elements broadcast into self's shape
// and converted to its dtype.
func copyOp(c *exec.Ctx) error {
	self, err := c.Tensor(0)
	if err != nil {
		return err
	}
	src, err := c.Tensor(1)
	if err != nil {
		return err
	}
	if b, ok := broadcastShapes(self.Shape, src.Shape); !ok || !slices.Equal(b, self.Shape) {
		return c.Errorf("source of shape %v does not broadcast to the destination's shape %v", src.Shape, self.Shape)
	}
	return setView(c, 0, src, strided{shape: self.Shape, strides: broadcastStrides(src.Shape, self.Shape)})
}

func copyOfSelf(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	return setResult(c, 0, t.Clone())
}

// asStridedOp reads self's row-major storage through the given sizes,
// strides and storage offset; every element read must be in the storage.
func asStridedOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	size, err := intList(c, 1)
	if err != nil {
		return err
	}
	stride, err := intList(c, 2)
	if err != nil {
		return err
	}
	if len(size) != len(stride) {
		return c.Errorf("mismatch in length of strides (%d) and shape (%d)", len(stride), len(size))
	}
	if err := checkSizes(c, size); err != nil {
		return err
	}
	offset := optInt(c, 3, 0)
	if offset < 0 {
		return c.Errorf("negative storage offset %d", offset)
	}
	for _, s := range stride {
		if s < 0 {
			return c.Errorf("negative strides are not supported: %v", stride)
		}
	}
	if exec.NumElements(size) > 0 {
		// The last element read, offset + sum((size-1)*stride), must be
		// in the storage; checked term by term so that nothing overflows.
		room := t.Len() - 1 - offset
		for d, s := range stride {
			if room < 0 || s > 0 && size[d]-1 > room/s {
				return c.Errorf("size %v, stride %v and storage offset %d read past a storage of %d elements", size, stride, offset, t.Len())
			}
			room -= (size[d] - 1) * s
		}
		if room < 0 {
			return c.Errorf("size %v, stride %v and storage offset %d read past a storage of %d elements", size, stride, offset, t.Len())
		}
	}
	return setView(c, 0, t, strided{shape: size, strides: stride, offset: offset})
}

// ---- slicing ----

// operandPositions are 0, 1, 2...: an op's argument list over it
// (torch.AtenSliceTensorArgs[int](operandPositions)) names the position
// of each of its arguments in c.Args.
var operandPositions = func() []int {
	p := make([]int, 64)
	for i := range p {
		p[i] = i
	}
	return p
}()

// sliceBounds is Python's clamping of start:end along a dim of size n.
func sliceBounds(start, end, n int64) (int64, int64) {
	clamp := func(x int64) int64 {
		if x < 0 {
			x += n
		}
		return min(max(x, 0), n)
	}
	start, end = clamp(start), clamp(end)
	return start, max(end, start)
}

// sliceView is slice.Tensor's view of t, its dim, start?, end? and step
// the operands at those positions (slice.Tensor's, or slice_scatter's).
func sliceView(c *exec.Ctx, t *exec.Tensor, dim, start, end, step int) (strided, error) {
	if err := needRank(c, t, 1); err != nil {
		return strided{}, err
	}
	d, err := dimOf(c, dim, len(t.Shape))
	if err != nil {
		return strided{}, err
	}
	n := t.Shape[d]
	from, to := sliceBounds(optInt(c, start, 0), optInt(c, end, n), n)
	stride := scalarI(c, step)
	if stride <= 0 {
		return strided{}, c.Errorf("slice step must be positive, got %d", stride)
	}
	n = 0
	if to > from {
		n = (to-from-1)/stride + 1
	}
	return wholeView(t).narrow(d, from, n, stride), nil
}

func sliceOp(c *exec.Ctx) error {
	a := torch.AtenSliceTensorArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	v, err := sliceView(c, t, a.Dim(), a.Start(), a.End(), a.Step())
	if err != nil {
		return err
	}
	return setView(c, 0, t, v)
}

// wrapIndex checks index k along a dim of size n, a negative one
// counting from the end.
func wrapIndex(c *exec.Ctx, k, n int64, dim int) (int64, error) {
	if k < -n || k >= n {
		return 0, c.Errorf("index %d is out of bounds for dimension %d with size %d", k, dim, n)
	}
	if k < 0 {
		k += n
	}
	return k, nil
}

// selectView is select.int's view of t, its dim and index the operands
// at those positions (select.int's, or select_scatter's).
func selectView(c *exec.Ctx, t *exec.Tensor, dim, index int) (strided, error) {
	if err := needRank(c, t, 1); err != nil {
		return strided{}, err
	}
	d, err := dimOf(c, dim, len(t.Shape))
	if err != nil {
		return strided{}, err
	}
	k, err := wrapIndex(c, scalarI(c, index), t.Shape[d], d)
	if err != nil {
		return strided{}, err
	}
	return wholeView(t).dropDim(d, k), nil
}

func selectOp(c *exec.Ctx) error {
	a := torch.AtenSelectIntArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	v, err := selectView(c, t, a.Dim(), a.Index())
	if err != nil {
		return err
	}
	return setView(c, 0, t, v)
}

func narrowOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	if err := needRank(c, t, 1); err != nil {
		return err
	}
	d, err := dimOf(c, 1, len(t.Shape))
	if err != nil {
		return err
	}
	n, start, length := t.Shape[d], scalarI(c, 2), scalarI(c, 3)
	if start < -n || start > n {
		return c.Errorf("start %d out of range [%d, %d]", start, -n, n)
	}
	if start < 0 {
		start += n
	}
	if length < 0 || length > n-start {
		return c.Errorf("start (%d) + length (%d) exceeds dimension size (%d)", start, length, n)
	}
	return setView(c, 0, t, wholeView(t).narrow(d, start, length, 1))
}

// ---- splitting ----

// pieces cuts t along dim d into pieces of the given sizes (which sum to
// the dim's size).
func pieces(t *exec.Tensor, d int, sizes []int64) []*exec.Tensor {
	out := make([]*exec.Tensor, len(sizes))
	start := int64(0)
	for k, n := range sizes {
		out[k] = wholeView(t).narrow(d, start, n, 1).part(t)
		start += n
	}
	return out
}

// splitDim reads self and its dim operand i (which needs rank >= 1).
func splitDim(c *exec.Ctx, i int) (*exec.Tensor, int, error) {
	t, err := c.Tensor(0)
	if err != nil {
		return nil, 0, err
	}
	if err := needRank(c, t, 1); err != nil {
		return nil, 0, err
	}
	d, err := dimOf(c, i, len(t.Shape))
	return t, d, err
}

// splitSizes is split's pieces of size `size` along a dim of n: at least
// one piece, the last possibly smaller.
func splitSizes(c *exec.Ctx, n, size int64) ([]int64, error) {
	if size < 0 || size == 0 && n != 0 {
		return nil, c.Errorf("split_size can only be 0 if the dimension size is 0, but got %d", size)
	}
	if n == 0 {
		return []int64{0}, nil
	}
	var sizes []int64
	for start := int64(0); start < n; start += size {
		sizes = append(sizes, min(size, n-start))
	}
	return sizes, nil
}

func splitOp(c *exec.Ctx) error {
	t, d, err := splitDim(c, 2)
	if err != nil {
		return err
	}
	sizes, err := splitSizes(c, t.Shape[d], scalarI(c, 1))
	if err != nil {
		return err
	}
	setTensorList(c, 0, pieces(t, d, sizes))
	return nil
}

func splitWithSizesOp(c *exec.Ctx) error {
	t, d, err := splitDim(c, 2)
	if err != nil {
		return err
	}
	sizes, err := intList(c, 1)
	if err != nil {
		return err
	}
	sum := int64(0)
	for _, s := range sizes {
		if s < 0 {
			return c.Errorf("split_with_sizes expects non-negative sizes, got %v", sizes)
		}
		sum += s
	}
	if sum != t.Shape[d] {
		return c.Errorf("split_with_sizes expects split_sizes %v to sum exactly to %d", sizes, t.Shape[d])
	}
	setTensorList(c, 0, pieces(t, d, sizes))
	return nil
}

func chunkOp(c *exec.Ctx) error {
	t, d, err := splitDim(c, 2)
	if err != nil {
		return err
	}
	chunks, n := scalarI(c, 1), t.Shape[d]
	if chunks <= 0 {
		return c.Errorf("chunk expects `chunks` to be greater than 0, got %d", chunks)
	}
	if n == 0 {
		// An empty dim makes `chunks` empty pieces.
		if chunks > maxElements {
			return c.Errorf("too many chunks: %d", chunks)
		}
		setTensorList(c, 0, pieces(t, d, make([]int64, chunks)))
		return nil
	}
	sizes, err := splitSizes(c, n, (n-1)/chunks+1)
	if err != nil {
		return err
	}
	setTensorList(c, 0, pieces(t, d, sizes))
	return nil
}

func unbindOp(c *exec.Ctx) error {
	t, d, err := splitDim(c, 1)
	if err != nil {
		return err
	}
	out := make([]*exec.Tensor, t.Shape[d])
	for k := range out {
		out[k] = wholeView(t).dropDim(d, int64(k)).part(t)
	}
	setTensorList(c, 0, out)
	return nil
}

// ---- joining ----

// skippedInCat reports a tensor cat ignores: 1-d and empty.
func skippedInCat(t *exec.Tensor) bool { return len(t.Shape) == 1 && t.Shape[0] == 0 }

// concat makes result 0 from ts joined along dim (of the first tensor
// cat does not skip).
func concat(c *exec.Ctx, ts []*exec.Tensor, dim int64) error {
	if len(ts) == 0 {
		return c.Errorf("expected a non-empty list of tensors")
	}
	var ref *exec.Tensor
	for _, t := range ts {
		if !skippedInCat(t) {
			ref = t
			break
		}
	}
	if ref == nil {
		if _, err := normDim(c, dim, 1); err != nil {
			return err
		}
		_, err := newResult(c, 0, []int64{0})
		return err
	}
	d, err := normDim(c, dim, len(ref.Shape))
	if err != nil {
		return err
	}
	if len(ref.Shape) == 0 {
		return c.Errorf("zero-dimensional tensors cannot be concatenated")
	}
	shape := append([]int64(nil), ref.Shape...)
	shape[d] = 0
	for k, t := range ts {
		if skippedInCat(t) {
			continue
		}
		if !equalShapesExcept(t.Shape, ref.Shape, d) {
			return c.Errorf("sizes of tensors must match except in dimension %d: tensor #%d has shape %v, expected %v", d, k, t.Shape, ref.Shape)
		}
		shape[d] += t.Shape[d]
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	start := int64(0)
	dst := wholeView(out)
	for _, t := range ts {
		if skippedInCat(t) {
			continue
		}
		part := dst.narrow(d, start, t.Shape[d], 1)
		forEach(part.shape, [][]int64{part.strides}, func(o int64, pos []int64) {
			copyElem(out, part.offset+pos[0], t, o)
		})
		start += t.Shape[d]
	}
	return nil
}

// equalShapesExcept reports whether a and b have the same rank and sizes,
// dim d aside.
func equalShapesExcept(a, b []int64, d int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if i != d && a[i] != b[i] {
			return false
		}
	}
	return true
}

func catOp(c *exec.Ctx) error {
	ts, err := tensorList(c, 0)
	if err != nil {
		return err
	}
	return concat(c, ts, scalarI(c, 1))
}

func stackOp(c *exec.Ctx) error {
	ts, err := tensorList(c, 0)
	if err != nil {
		return err
	}
	if len(ts) == 0 {
		return c.Errorf("stack expects a non-empty list of tensors")
	}
	d, err := dimOf(c, 1, len(ts[0].Shape)+1)
	if err != nil {
		return err
	}
	parts := make([]*exec.Tensor, len(ts))
	for k, t := range ts {
		if !slices.Equal(t.Shape, ts[0].Shape) {
			return c.Errorf("stack expects each tensor to be equal size, but got %v at entry 0 and %v at entry %d", ts[0].Shape, t.Shape, k)
		}
		parts[k] = wholeView(t).insertDim(d, 1, 0).part(t)
	}
	return concat(c, parts, int64(d))
}

func hstackOp(c *exec.Ctx) error {
	ts, err := tensorList(c, 0)
	if err != nil {
		return err
	}
	if len(ts) == 0 {
		return c.Errorf("hstack expects a non-empty list of tensors")
	}
	parts := make([]*exec.Tensor, len(ts))
	for k, t := range ts {
		parts[k] = t
		if len(t.Shape) == 0 {
			parts[k] = reshaped(t, []int64{1})
		}
	}
	if len(parts[0].Shape) == 1 {
		return concat(c, parts, 0)
	}
	return concat(c, parts, 1)
}

// ---- reordering and tiling ----

// gatherIndex makes result 0 of the given shape from t: the element at
// result multi-index idx is t's element at the multi-index that src
// writes into from (src's buffer has t's rank).
func gatherIndex(c *exec.Ctx, t *exec.Tensor, shape []int64, src func(idx, from []int64)) error {
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	from := make([]int64, len(t.Shape))
	return eachIndex(shape, func(o int64, idx []int64) error {
		src(idx, from)
		copyElem(out, o, t, exec.Linear(t.Shape, from))
		return nil
	})
}

func flipOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	dims, err := intList(c, 1)
	if err != nil {
		return err
	}
	v := wholeView(t)
	seen := make([]bool, max(len(t.Shape), 1))
	for _, d := range dims {
		p, err := normDim(c, d, len(t.Shape))
		if err != nil {
			return err
		}
		if seen[p] {
			return c.Errorf("dim %d appears multiple times in the list of dims", p)
		}
		seen[p] = true
		if len(t.Shape) > 0 && v.shape[p] > 0 {
			// Read dim p backwards: start at its last position.
			v.offset += (v.shape[p] - 1) * v.strides[p]
			v.strides[p] = -v.strides[p]
		}
	}
	return setView(c, 0, t, v)
}

// floorMod is x mod n in [0, n) (n > 0).
func floorMod(x, n int64) int64 {
	r := x % n
	if r < 0 {
		r += n
	}
	return r
}

func rollOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	shifts, err := intList(c, 1)
	if err != nil {
		return err
	}
	dims, err := intList(c, 2)
	if err != nil {
		return err
	}
	if len(dims) == 0 {
		// Roll the flattened tensor, then restore the shape.
		if len(shifts) != 1 {
			return c.Errorf("`shifts` required to be of length 1 when no dims are given, got %v", shifts)
		}
		flat := reshaped(t, []int64{t.Len()})
		return rollDims(c, flat, t.Shape, shifts, []int{0})
	}
	if len(shifts) != len(dims) {
		return c.Errorf("shifts %v and dims %v must have the same length", shifts, dims)
	}
	ds := make([]int, len(dims))
	for k, d := range dims {
		if ds[k], err = normDim(c, d, len(t.Shape)); err != nil {
			return err
		}
	}
	return rollDims(c, t, t.Shape, shifts, ds)
}

// rollDims makes result 0, of shape `shape`, from t rolled by shifts[k]
// along dims[k].
func rollDims(c *exec.Ctx, t *exec.Tensor, shape []int64, shifts []int64, dims []int) error {
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	if len(t.Shape) == 0 {
		copyElem(out, 0, t, 0)
		return nil
	}
	from := make([]int64, len(t.Shape))
	return eachIndex(t.Shape, func(o int64, idx []int64) error {
		copy(from, idx)
		for k, d := range dims {
			n := t.Shape[d]
			from[d] = floorMod(from[d]-floorMod(shifts[k], n), n)
		}
		copyElem(out, o, t, exec.Linear(t.Shape, from))
		return nil
	})
}

func repeatOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	repeats, err := intList(c, 1)
	if err != nil {
		return err
	}
	if len(repeats) < len(t.Shape) {
		return c.Errorf("number of dimensions of repeat dims (%d) can not be smaller than number of dimensions of tensor (%d)", len(repeats), len(t.Shape))
	}
	lead := len(repeats) - len(t.Shape)
	padded := append(make([]int64, lead), t.Shape...)
	shape := make([]int64, len(repeats))
	for i, r := range repeats {
		if i < lead {
			padded[i] = 1
		}
		if r < 0 {
			return c.Errorf("repeats cannot be negative: %v", repeats)
		}
		if padded[i] != 0 && r > maxElements/padded[i] {
			return c.Errorf("repeats %v make too large a tensor", repeats)
		}
		shape[i] = padded[i] * r
	}
	if err := checkSizes(c, shape); err != nil {
		return err
	}
	src := reshaped(t, padded)
	return gatherIndex(c, src, shape, func(idx, from []int64) {
		for i := range idx {
			from[i] = idx[i] % padded[i]
		}
	})
}

func repeatInterleaveOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	repeats := scalarI(c, 1)
	if repeats < 0 {
		return c.Errorf("repeats cannot be negative, got %d", repeats)
	}
	src, d := t, 0
	if isNone(c, 2) || len(t.Shape) == 0 {
		src = reshaped(t, []int64{t.Len()})
		if !isNone(c, 2) {
			if _, err := dimOf(c, 2, 0); err != nil {
				return err
			}
		}
	} else if d, err = dimOf(c, 2, len(t.Shape)); err != nil {
		return err
	}
	shape := append([]int64(nil), src.Shape...)
	if repeats > 0 && shape[d] > maxElements/repeats {
		return c.Errorf("repeat_interleave result is too large")
	}
	shape[d] *= repeats
	if err := checkSizes(c, shape); err != nil {
		return err
	}
	if !isNone(c, 3) && scalarI(c, 3) != shape[d] {
		return c.Errorf("output_size %d does not match the repeated size %d", scalarI(c, 3), shape[d])
	}
	return gatherIndex(c, src, shape, func(idx, from []int64) {
		copy(from, idx)
		from[d] = idx[d] / repeats
	})
}

// triangleOp is tril/triu: keep says whether the element at (row, col)
// of the last two dims stays, given the diagonal operand.
func triangleOp(keep func(row, col, diag int64) bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(0)
		if err != nil {
			return err
		}
		if err := needRank(c, t, 2); err != nil {
			return err
		}
		diag := scalarI(c, 1)
		out, err := newResult(c, 0, t.Shape)
		if err != nil {
			return err
		}
		r := len(t.Shape)
		return eachIndex(t.Shape, func(o int64, idx []int64) error {
			if keep(idx[r-2], idx[r-1], diag) {
				copyElem(out, o, t, o)
			}
			return nil
		})
	}
}

func diagonalOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	if err := needRank(c, t, 2); err != nil {
		return err
	}
	offset := scalarI(c, 1)
	d1, err := dimOf(c, 2, len(t.Shape))
	if err != nil {
		return err
	}
	d2, err := dimOf(c, 3, len(t.Shape))
	if err != nil {
		return err
	}
	if d1 == d2 {
		return c.Errorf("diagonal dimensions cannot be identical %d, %d", d1, d2)
	}
	v := wholeView(t)
	n1, n2, s1, s2 := v.shape[d1], v.shape[d2], v.strides[d1], v.strides[d2]
	var n int64
	if offset >= 0 {
		n = max(min(n1, n2-offset), 0)
	} else {
		n = max(min(n1+offset, n2), 0)
	}
	start := int64(0)
	if n > 0 && offset >= 0 {
		start = offset * s2
	} else if n > 0 {
		start = -offset * s1
	}
	// Drop the higher dim first so that the lower keeps its position.
	v = v.dropDim(max(d1, d2), 0).dropDim(min(d1, d2), 0)
	v = v.insertDim(len(v.shape), n, s1+s2)
	v.offset = start
	return setView(c, 0, t, v)
}

func pixelShuffleOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	if err := needRank(c, t, 3); err != nil {
		return err
	}
	r := scalarI(c, 1)
	rank := len(t.Shape)
	ch, h, w := t.Shape[rank-3], t.Shape[rank-2], t.Shape[rank-1]
	if r <= 0 || r > maxWindowParam {
		return c.Errorf("pixel_shuffle expects a positive upscale_factor, got %d", r)
	}
	if ch%(r*r) != 0 {
		return c.Errorf("pixel_shuffle expects its input's channel dimension (%d) to be divisible by the square of upscale_factor %d", ch, r)
	}
	shape := append([]int64(nil), t.Shape...)
	if h > maxElements/r || w > maxElements/r {
		return c.Errorf("pixel_shuffle result is too large")
	}
	shape[rank-3], shape[rank-2], shape[rank-1] = ch/(r*r), h*r, w*r
	if err := checkSizes(c, shape); err != nil {
		return err
	}
	return gatherIndex(c, t, shape, func(idx, from []int64) {
		copy(from, idx)
		y, x := idx[rank-2], idx[rank-1]
		from[rank-3] = idx[rank-3]*r*r + (y%r)*r + x%r
		from[rank-2], from[rank-1] = y/r, x/r
	})
}

// im2colOp lays out each kh x kw block of a (N,) C, H, W image (zero
// padded, dilated, strided) as a column of C*kh*kw values; the columns
// are the block positions in row-major order.
func im2colOp(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	if rank != 3 && rank != 4 {
		return c.Errorf("im2col expects a 3-d or 4-d input, got shape %v", t.Shape)
	}
	var p [4][]int64 // kernel_size, dilation, padding, stride
	for k := range p {
		if p[k], err = intList(c, k+1); err != nil {
			return err
		}
		if len(p[k]) != 2 {
			return c.Errorf("im2col expects 2 values for operand #%d, got %v", k+1, p[k])
		}
	}
	kernel, dil, pad, stride := p[0], p[1], p[2], p[3]
	for k := range 2 {
		if kernel[k] <= 0 || dil[k] <= 0 || stride[k] <= 0 || pad[k] < 0 ||
			max(kernel[k], dil[k], stride[k], pad[k]) > maxWindowParam {
			return c.Errorf("im2col expects positive kernel_size, dilation and stride and non-negative padding, all below %d", int64(maxWindowParam))
		}
	}
	img := t
	if rank == 3 {
		img = reshaped(t, append([]int64{1}, t.Shape...))
	}
	n, ch, h, w := img.Shape[0], img.Shape[1], img.Shape[2], img.Shape[3]
	oh := (h+2*pad[0]-dil[0]*(kernel[0]-1)-1)/stride[0] + 1
	ow := (w+2*pad[1]-dil[1]*(kernel[1]-1)-1)/stride[1] + 1
	if oh <= 0 || ow <= 0 {
		return c.Errorf("im2col: the sliding blocks (%d x %d) do not fit the padded input of shape %v", oh, ow, t.Shape)
	}
	if err := checkSizes(c, []int64{n, ch, kernel[0], kernel[1], oh, ow}); err != nil {
		return err
	}
	shape := []int64{n, ch * kernel[0] * kernel[1], oh * ow}
	if rank == 3 {
		shape = shape[1:]
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	return eachIndex([]int64{n, ch, kernel[0], kernel[1], oh, ow}, func(o int64, i []int64) error {
		y := i[4]*stride[0] - pad[0] + i[2]*dil[0]
		x := i[5]*stride[1] - pad[1] + i[3]*dil[1]
		if y >= 0 && y < h && x >= 0 && x < w {
			copyElem(out, o, img, exec.Linear(img.Shape, []int64{i[0], i[1], y, x}))
		}
		return nil
	})
}
