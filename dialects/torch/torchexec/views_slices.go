package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"

	"github.com/strata-compiler/strata/interp/exec"
)

// Views that broadcast, slice and split.

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

// expandTo makes result 0 from the tensor operand self broadcast to
// sizes.
func expandTo(c *exec.Ctx, self int, sizes []int64) error {
	t, err := c.Tensor(self)
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
	a := torch.AtenExpandArgs[int](operandPositions)
	sizes, err := intList(c, a.Size())
	if err != nil {
		return err
	}
	return expandTo(c, a.Self(), sizes)
}

func expandAsOp(c *exec.Ctx) error {
	a := torch.AtenExpandAsArgs[int](operandPositions)
	other, err := c.Tensor(a.Other())
	if err != nil {
		return err
	}
	return expandTo(c, a.Self(), other.Shape)
}

// copyOp is copy(self, src) and copy_: src's elements broadcast into
// self's shape and converted to its dtype.
func copyOp[A interface {
	selfPositions
	Src() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	self, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	src, err := c.Tensor(a.Src())
	if err != nil {
		return err
	}
	if b, ok := broadcastShapes(self.Shape, src.Shape); !ok || !slices.Equal(b, self.Shape) {
		return c.Errorf("source of shape %v does not broadcast to the destination's shape %v", src.Shape, self.Shape)
	}
	return setView(c, 0, src, strided{shape: self.Shape, strides: broadcastStrides(src.Shape, self.Shape)})
}

// copyOfSelf is op(self, ...): a copy of self.
func copyOfSelf[A selfPositions](c *exec.Ctx) error {
	t, err := c.Tensor(A(operandPositions).Self())
	if err != nil {
		return err
	}
	return setResult(c, 0, t.Clone())
}

// asStridedOp reads self's row-major storage through the given sizes,
// strides and storage offset; every element read must be in the storage.
func asStridedOp(c *exec.Ctx) error {
	a := torch.AtenAsStridedArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	size, err := intList(c, a.Size())
	if err != nil {
		return err
	}
	stride, err := intList(c, a.Stride())
	if err != nil {
		return err
	}
	if len(size) != len(stride) {
		return c.Errorf("mismatch in length of strides (%d) and shape (%d)", len(stride), len(size))
	}
	if err := checkSizes(c, size); err != nil {
		return err
	}
	offset := optInt(c, a.StorageOffset(), 0)
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

// operandPositions are torch.OperandPositions: 0, 1, 2...
var operandPositions = torch.OperandPositions

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
	a := torch.AtenNarrowArgs[int](operandPositions)
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
	n, start, length := t.Shape[d], scalarI(c, a.Start()), scalarI(c, a.Length())
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

// splitDim reads the tensor operand self and the dim operand dim (which
// needs rank >= 1) of split, chunk or unbind.
func splitDim[A interface {
	selfPositions
	Dim() int
}](c *exec.Ctx, a A) (*exec.Tensor, int, error) {
	t, err := c.Tensor(a.Self())
	if err != nil {
		return nil, 0, err
	}
	if err := needRank(c, t, 1); err != nil {
		return nil, 0, err
	}
	d, err := dimOf(c, a.Dim(), len(t.Shape))
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
	a := torch.AtenSplitTensorArgs[int](operandPositions)
	t, d, err := splitDim(c, a)
	if err != nil {
		return err
	}
	sizes, err := splitSizes(c, t.Shape[d], scalarI(c, a.SplitSize()))
	if err != nil {
		return err
	}
	setTensorList(c, 0, pieces(t, d, sizes))
	return nil
}

func splitWithSizesOp(c *exec.Ctx) error {
	a := torch.AtenSplitWithSizesArgs[int](operandPositions)
	t, d, err := splitDim(c, a)
	if err != nil {
		return err
	}
	sizes, err := intList(c, a.SplitSizes())
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
	a := torch.AtenChunkArgs[int](operandPositions)
	t, d, err := splitDim(c, a)
	if err != nil {
		return err
	}
	chunks, n := scalarI(c, a.Chunks()), t.Shape[d]
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
	t, d, err := splitDim(c, torch.AtenUnbindIntArgs[int](operandPositions))
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
