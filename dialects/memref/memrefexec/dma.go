package memrefexec

import (
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/interp/exec"
)

// memref.dma_start copies num_elements elements at once, in row-major
// order from the source index to the destination index; the tag is not
// written and memref.dma_wait does nothing. A strided transfer is an
// error (not interpreted), as for affine.dma_start.
func dmaStart(c *exec.Ctx) error {
	src, dst, _, _, stride, ok := memref.DmaStartParts(c.Op)
	if !ok {
		return c.Errorf("malformed memref.dma_start")
	}
	if stride != nil {
		return c.Errorf("a strided memref.dma_start is not interpreted")
	}
	dstAt := 1 + len(src.Indices)
	num, err := c.Index(dstAt + 1 + len(dst.Indices))
	if err != nil {
		return err
	}
	from, err := c.Buffer(0)
	if err != nil {
		return err
	}
	to, err := c.Buffer(dstAt)
	if err != nil {
		return err
	}
	fromPos, err := rowMajor(c, from, c.Args[1:dstAt])
	if err != nil {
		return err
	}
	toPos, err := rowMajor(c, to, c.Args[dstAt+1:dstAt+1+len(dst.Indices)])
	if err != nil {
		return err
	}
	if num < 0 || fromPos+num > from.Len() || toPos+num > to.Len() {
		return c.Errorf("memref.dma_start of %d elements runs past the end of a memref", num)
	}
	fi, ti := make([]int64, len(from.Shape)), make([]int64, len(to.Shape))
	for k := int64(0); k < num; k++ {
		exec.Unlinear(from.Shape, fromPos+k, fi)
		exec.Unlinear(to.Shape, toPos+k, ti)
		to.Store(to.Pos(ti), from.Load(from.Pos(fi)))
	}
	return nil
}

// rowMajor returns the row-major position of idx in b's shape, bounds checked.
func rowMajor(c *exec.Ctx, b *exec.Buffer, idx []exec.Value) (int64, error) {
	is, err := c.Ints(idx)
	if err != nil {
		return 0, err
	}
	if len(is) != len(b.Shape) {
		return 0, c.Errorf("%d indices for a memref of rank %d", len(is), len(b.Shape))
	}
	for k, i := range is {
		if i < 0 || i >= b.Shape[k] {
			return 0, c.Errorf("out-of-bounds access: index %v of a memref of shape %v", is, b.Shape)
		}
	}
	return exec.Linear(b.Shape, is), nil
}
