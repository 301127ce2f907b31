package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// The diagonal composites (diag, diagflat, diag_embed,
// diagonal_scatter), registered in viewCompositeOps.

// diagonalLength is the length of the offset-th diagonal of an n1 x n2
// matrix and the (row, col) where it starts.
func diagonalLength(n1, n2, offset int64) (n, row, col int64) {
	if offset >= 0 {
		return max(min(n1, n2-offset), 0), 0, offset
	}
	return max(min(n1+offset, n2), 0), -offset, 0
}

func diagOp(c *exec.Ctx) error {
	a := torch.AtenDiagArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	offset := scalarI(c, a.Diagonal())
	switch len(t.Shape) {
	case 1:
		return embedDiagonal(c, t, offset, 0, 1)
	case 2:
		n, row, col := diagonalLength(t.Shape[0], t.Shape[1], offset)
		return setView(c, 0, t, strided{shape: []int64{n}, strides: []int64{t.Shape[1] + 1}, offset: min(row*t.Shape[1]+col, t.Len())})
	}
	return c.Errorf("diag(): Supports 1D or 2D tensors. Got %dD", len(t.Shape))
}

func diagflatOp(c *exec.Ctx) error {
	a := torch.AtenDiagflatArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	return embedDiagonal(c, reshaped(t, []int64{t.Len()}), scalarI(c, a.Offset()), 0, 1)
}

func diagEmbedOp(c *exec.Ctx) error {
	a := torch.AtenDiagEmbedArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	rank := len(t.Shape) + 1
	d1, err := dimOf(c, a.Dim1(), rank)
	if err != nil {
		return err
	}
	d2, err := dimOf(c, a.Dim2(), rank)
	if err != nil {
		return err
	}
	if d1 == d2 {
		return c.Errorf("diagonal dimensions cannot be identical %d, %d", d1, d2)
	}
	if len(t.Shape) == 0 {
		t = reshaped(t, []int64{1})
	}
	return embedDiagonal(c, t, scalarI(c, a.Offset()), d1, d2)
}

// embedDiagonal makes result 0: t's last dim on the offset-th diagonal of
// new dims d1 and d2 (of the result's rank, rank(t) + 1), zero elsewhere.
func embedDiagonal(c *exec.Ctx, t *exec.Tensor, offset int64, d1, d2 int) error {
	if offset > maxElements || offset < -maxElements {
		return c.Errorf("diagonal offset %d is too large", offset)
	}
	r := len(t.Shape)
	n := t.Shape[r-1] + max(offset, -offset)
	// The result's other dims are t's batch dims, in order.
	shape := make([]int64, r+1)
	batch := 0
	for i := range shape {
		if i == d1 || i == d2 {
			shape[i] = n
			continue
		}
		shape[i] = t.Shape[batch]
		batch++
	}
	if err := checkSizes(c, shape); err != nil {
		return err
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	from := make([]int64, r)
	return eachIndex(shape, func(o int64, idx []int64) error {
		i, j := idx[d1], idx[d2]
		if j-i != offset {
			return nil
		}
		b := 0
		for k := range idx {
			if k != d1 && k != d2 {
				from[b] = idx[k]
				b++
			}
		}
		from[r-1] = min(i, j)
		copyElem(out, o, t, exec.Linear(t.Shape, from))
		return nil
	})
}

func diagonalScatterOp(c *exec.Ctx) error {
	a := torch.AtenDiagonalScatterArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	src, err := c.Tensor(a.Src())
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
	n, row, col := diagonalLength(t.Shape[d1], t.Shape[d2], offset)
	v := wholeView(t)
	s1, s2 := v.strides[d1], v.strides[d2]
	v = v.dropDim(max(d1, d2), 0).dropDim(min(d1, d2), 0)
	v = v.insertDim(len(v.shape), n, s1+s2)
	if n > 0 {
		v.offset = row*s1 + col*s2
	}
	if !slices.Equal(v.shape, src.Shape) {
		return c.Errorf("diagonal_scatter: src of shape %v does not match the diagonal's shape %v", src.Shape, v.shape)
	}
	out, err := newResult(c, 0, t.Shape)
	if err != nil {
		return err
	}
	for i := int64(0); i < t.Len(); i++ {
		copyElem(out, i, t, i)
	}
	forEach(v.shape, [][]int64{v.strides}, func(o int64, pos []int64) {
		copyElem(out, v.offset+pos[0], src, o)
	})
	return nil
}
