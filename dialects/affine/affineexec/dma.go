package affineexec

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/interp/exec"
)

// affine.dma_start copies num_elements elements at once: those that follow
// the source index in the source's row-major order go, in order, to those
// that follow the destination index. The tag is not written and
// affine.dma_wait does nothing, since the copy is done when dma_start
// returns. A strided transfer is an error (not interpreted).
func dmaStart(c *exec.Ctx) error {
	src, dst, _, _, stride, ok := affine.DmaStartParts(c.Op)
	if !ok {
		return c.Errorf("malformed affine.dma_start")
	}
	if stride != nil {
		return c.Errorf("a strided affine.dma_start is not interpreted")
	}
	dstAt := 1 + len(src.Indices)
	num, err := c.Index(len(c.Args) - 1)
	if err != nil {
		return err
	}
	from, fromPos, err := dmaFirst(c, 0, src)
	if err != nil {
		return err
	}
	to, toPos, err := dmaFirst(c, dstAt, dst)
	if err != nil {
		return err
	}
	if num < 0 || fromPos+num > from.Len() || toPos+num > to.Len() {
		return c.Errorf("affine.dma_start of %d elements runs past the end of a memref", num)
	}
	fi, ti := make([]int64, len(from.Shape)), make([]int64, len(to.Shape))
	for k := int64(0); k < num; k++ {
		exec.Unlinear(from.Shape, fromPos+k, fi)
		exec.Unlinear(to.Shape, toPos+k, ti)
		to.Store(to.Pos(ti), from.Load(from.Pos(fi)))
	}
	return nil
}

// dmaFirst returns the buffer at operand at and the row-major position
// of the element its map addresses.
func dmaFirst(c *exec.Ctx, at int, a affine.DmaAccess) (*exec.Buffer, int64, error) {
	b, err := c.Buffer(at)
	if err != nil {
		return nil, 0, err
	}
	idx, err := evalMap(c, a.Map, c.Args[at+1:at+1+len(a.Indices)])
	if err != nil {
		return nil, 0, err
	}
	if len(idx) != len(b.Shape) {
		return nil, 0, c.Errorf("%d indices for a memref of rank %d", len(idx), len(b.Shape))
	}
	for k, i := range idx {
		if i < 0 || i >= b.Shape[k] {
			return nil, 0, c.Errorf("out-of-bounds access: index %v of a memref of shape %v", idx, b.Shape)
		}
	}
	return b, exec.Linear(b.Shape, idx), nil
}
