package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// Ops that join, reorder and tile views.

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
	a := torch.AtenCatArgs[int](operandPositions)
	ts, err := tensorList(c, a.Tensors())
	if err != nil {
		return err
	}
	return concat(c, ts, scalarI(c, a.Dim()))
}

func stackOp(c *exec.Ctx) error {
	a := torch.AtenStackArgs[int](operandPositions)
	ts, err := tensorList(c, a.Tensors())
	if err != nil {
		return err
	}
	if len(ts) == 0 {
		return c.Errorf("stack expects a non-empty list of tensors")
	}
	d, err := dimOf(c, a.Dim(), len(ts[0].Shape)+1)
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
	ts, err := tensorList(c, torch.AtenHstackArgs[int](operandPositions).Tensors())
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
	a := torch.AtenFlipArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	dims, err := intList(c, a.Dims())
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
	a := torch.AtenRollArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	shifts, err := intList(c, a.Shifts())
	if err != nil {
		return err
	}
	dims, err := intList(c, a.Dims())
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
	a := torch.AtenRepeatArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	repeats, err := intList(c, a.Repeats())
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
	a := torch.AtenRepeatInterleaveSelfIntArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	repeats := scalarI(c, a.Repeats())
	if repeats < 0 {
		return c.Errorf("repeats cannot be negative, got %d", repeats)
	}
	src, d := t, 0
	if isNone(c, a.Dim()) || len(t.Shape) == 0 {
		src = reshaped(t, []int64{t.Len()})
		if !isNone(c, a.Dim()) {
			if _, err := dimOf(c, a.Dim(), 0); err != nil {
				return err
			}
		}
	} else if d, err = dimOf(c, a.Dim(), len(t.Shape)); err != nil {
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
	if !isNone(c, a.OutputSize()) && scalarI(c, a.OutputSize()) != shape[d] {
		return c.Errorf("output_size %d does not match the repeated size %d", scalarI(c, a.OutputSize()), shape[d])
	}
	return gatherIndex(c, src, shape, func(idx, from []int64) {
		copy(from, idx)
		from[d] = idx[d] / repeats
	})
}

// triangleOp is tril/triu(self, diagonal): keep says whether the element
// at (row, col) of the last two dims stays, given the diagonal operand.
func triangleOp[A interface {
	selfPositions
	Diagonal() int
}](keep func(row, col, diag int64) bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		if err := needRank(c, t, 2); err != nil {
			return err
		}
		diag := scalarI(c, a.Diagonal())
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
	a := torch.AtenDiagonalArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if err := needRank(c, t, 2); err != nil {
		return err
	}
	offset := scalarI(c, a.Offset())
	d1, err := dimOf(c, a.Dim1(), len(t.Shape))
	if err != nil {
		return err
	}
	d2, err := dimOf(c, a.Dim2(), len(t.Shape))
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
	a := torch.AtenPixelShuffleArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if err := needRank(c, t, 3); err != nil {
		return err
	}
	r := scalarI(c, a.UpscaleFactor())
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
	a := torch.AtenIm2colArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	if rank != 3 && rank != 4 {
		return c.Errorf("im2col expects a 3-d or 4-d input, got shape %v", t.Shape)
	}
	var p [4][]int64 // kernel_size, dilation, padding, stride
	for k, i := range [4]int{a.KernelSize(), a.Dilation(), a.Padding(), a.Stride()} {
		if p[k], err = intList(c, i); err != nil {
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
