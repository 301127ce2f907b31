package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"

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
	torch.AtenView.Name:    reshapeOp(torch.AtenViewArgs[int].Size),
	torch.AtenReshape.Name: reshapeOp(torch.AtenReshapeArgs[int].Shape),
	// view_as, reshape_as(self, other): reshape to other's shape.
	torch.AtenViewAs.Name:    reshapeAsOp[torch.AtenViewAsArgs[int]],
	torch.AtenReshapeAs.Name: reshapeAsOp[torch.AtenReshapeAsArgs[int]],
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
	torch.AtenContiguous.Name: copyOfSelf[torch.AtenContiguousArgs[int]],
	torch.AtenClone.Name:      copyOfSelf[torch.AtenCloneArgs[int]],
	torch.AtenAlias.Name:      copyOfSelf[torch.AtenAliasArgs[int]],
	torch.AtenAliasCopy.Name:  copyOfSelf[torch.AtenAliasCopyArgs[int]],
	torch.AtenDetach.Name:     copyOfSelf[torch.AtenDetachArgs[int]],
	// copy(self, src, non_blocking): src broadcast to self's shape, in
	// self's dtype.
	torch.AtenCopy.Name: copyOp[torch.AtenCopyArgs[int]],
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
	torch.AtenTril.Name: triangleOp[torch.AtenTrilArgs[int]](func(row, col, diag int64) bool { return col-row <= diag }),
	torch.AtenTriu.Name: triangleOp[torch.AtenTriuArgs[int]](func(row, col, diag int64) bool { return col-row >= diag }),
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
	if src.Elem == elem && exec.NumElements(v.shape) > 0 {
		// Elements of one type are copied as they are stored: a run at a
		// time when the innermost dim is contiguous (a view is most of a
		// model's copies).
		rank := len(v.shape)
		outer, strides, run := v.shape, v.strides, int64(1)
		if rank > 0 && v.strides[rank-1] == 1 {
			outer, strides, run = v.shape[:rank-1], v.strides[:rank-1], v.shape[rank-1]
		}
		forEach(outer, [][]int64{strides}, func(o int64, pos []int64) {
			out.CopyElems(o*run, &src.Data, v.offset+pos[0], run)
		})
		return out, nil
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

// selfPositions are the argument lists, over operand positions, of ops
// whose first tensor is self.
type selfPositions interface {
	~[]int
	Self() int
}

// selfDimPositions are the argument lists of ops of self along a dim.
type selfDimPositions interface {
	selfPositions
	Dim() int
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

// reshapeOp is view or reshape(self, sizes), sizes the accessor of the
// op's argument list that names them.
func reshapeOp[A selfPositions](sizesArg func(A) int) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		sizes, err := intList(c, sizesArg(a))
		if err != nil {
			return err
		}
		shape, err := inferSizes(c, sizes, t.Len())
		if err != nil {
			return err
		}
		return setResult(c, 0, reshaped(t, shape))
	}
}

// reshapeAsOp is view_as or reshape_as(self, other).
func reshapeAsOp[A interface {
	selfPositions
	Other() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	other, err := c.Tensor(a.Other())
	if err != nil {
		return err
	}
	if other.Len() != t.Len() {
		return c.Errorf("shape %v is invalid for input of size %d", other.Shape, t.Len())
	}
	return setResult(c, 0, reshaped(t, other.Shape))
}

func flattenOp(c *exec.Ctx) error {
	a := torch.AtenFlattenUsingIntsArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	start, err := dimOf(c, a.StartDim(), rank)
	if err != nil {
		return err
	}
	end, err := dimOf(c, a.EndDim(), rank)
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
	a := torch.AtenUnflattenIntArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if err := needRank(c, t, 1); err != nil {
		return err
	}
	d, err := dimOf(c, a.Dim(), len(t.Shape))
	if err != nil {
		return err
	}
	sizes, err := intList(c, a.Sizes())
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
	a := torch.AtenPermuteArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	dims, err := intList(c, a.Dims())
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
	args := torch.AtenTransposeIntArgs[int](operandPositions)
	t, err := c.Tensor(args.Self())
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	a, err := dimOf(c, args.Dim0(), rank)
	if err != nil {
		return err
	}
	b, err := dimOf(c, args.Dim1(), rank)
	if err != nil {
		return err
	}
	return setView(c, 0, t, wholeView(t).permute(swapped(rank, a, b)))
}

func tOp(c *exec.Ctx) error {
	t, err := c.Tensor(torch.AtenTArgs[int](operandPositions).Self())
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

// squeezeDims drops those of dims (possibly negative) whose size is 1
// from the tensor operand self.
func squeezeDims(c *exec.Ctx, self int, dims []int64) error {
	t, err := c.Tensor(self)
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

func squeezeDimOp(c *exec.Ctx) error {
	a := torch.AtenSqueezeDimArgs[int](operandPositions)
	return squeezeDims(c, a.Self(), []int64{scalarI(c, a.Dim())})
}

func squeezeDimsOp(c *exec.Ctx) error {
	a := torch.AtenSqueezeDimsArgs[int](operandPositions)
	dims, err := intList(c, a.Dim())
	if err != nil {
		return err
	}
	return squeezeDims(c, a.Self(), dims)
}

func unsqueezeOp(c *exec.Ctx) error {
	a := torch.AtenUnsqueezeArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	d, err := dimOf(c, a.Dim(), len(t.Shape)+1)
	if err != nil {
		return err
	}
	return setView(c, 0, t, wholeView(t).insertDim(d, 1, 0))
}
