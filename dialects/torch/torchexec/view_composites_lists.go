package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// The view composites over lists of tensors (broadcast_tensors, meshgrid)
// and the splits into lists (tensor_split, hsplit, vsplit, dsplit),
// registered in viewCompositeOps.

func broadcastTensorsOp(c *exec.Ctx) error {
	ts, err := tensorList(c, torch.AtenBroadcastTensorsArgs[int](operandPositions).Tensors())
	if err != nil {
		return err
	}
	shapes := make([][]int64, len(ts))
	for i, t := range ts {
		shapes[i] = t.Shape
	}
	shape, ok := broadcastShapes(shapes...)
	if !ok {
		return c.Errorf("broadcast_tensors: shapes %v do not broadcast", shapes)
	}
	out := make([]*exec.Tensor, len(ts))
	for i, t := range ts {
		out[i] = strided{shape: shape, strides: broadcastStrides(t.Shape, shape)}.part(t)
	}
	setTensorList(c, 0, out)
	return nil
}

// meshgridOp is meshgrid(tensors) or, when indexing is not -1,
// meshgrid.indexing(tensors, indexing), tensors and indexing their
// operands' positions.
func meshgridOp(tensors, indexing int) exec.Semantics {
	return func(c *exec.Ctx) error {
		ts, err := tensorList(c, tensors)
		if err != nil {
			return err
		}
		xy := false
		if indexing >= 0 {
			switch s, _ := c.Args[indexing].Ref.(string); s {
			case "ij":
			case "xy":
				xy = true
			default:
				return c.Errorf("torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: %s", s)
			}
		}
		if len(ts) == 0 {
			return c.Errorf("torch.meshgrid: Expected at least one tensor")
		}
		shape := make([]int64, len(ts))
		for i, t := range ts {
			if len(t.Shape) > 1 {
				return c.Errorf("torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: %v", t.Shape)
			}
			if elemOf(t) != elemOf(ts[0]) {
				return c.Errorf("torch.meshgrid: Expected all tensors in the tensor list to have the same dtype")
			}
			shape[i] = t.Len()
		}
		// Grid i varies along dim i; "xy" exchanges dims 0 and 1.
		along := make([]int, len(ts))
		for i := range along {
			along[i] = i
		}
		if xy && len(ts) >= 2 {
			shape[0], shape[1] = shape[1], shape[0]
			along[0], along[1] = 1, 0
		}
		if err := checkSizes(c, shape); err != nil {
			return err
		}
		out := make([]*exec.Tensor, len(ts))
		for i, t := range ts {
			strides := make([]int64, len(shape))
			strides[along[i]] = 1
			out[i] = strided{shape: shape, strides: strides}.part(t)
		}
		setTensorList(c, 0, out)
		return nil
	}
}

// tensor_split's piece bounds along a dim of size n, from operand arg.
type splitBounds func(c *exec.Ctx, arg int, n int64) ([][2]int64, error)

func splitBySections(c *exec.Ctx, arg int, n int64) ([][2]int64, error) {
	return sectionBounds(c, n, scalarI(c, arg))
}

func sectionBounds(c *exec.Ctx, n, sections int64) ([][2]int64, error) {
	if sections <= 0 {
		return nil, c.Errorf("number of sections must be larger than 0, got %d", sections)
	}
	if sections > maxElements {
		return nil, c.Errorf("too many sections: %d", sections)
	}
	out := make([][2]int64, sections)
	start := int64(0)
	for i := range out {
		size := n / sections
		if int64(i) < n%sections {
			size++
		}
		out[i] = [2]int64{start, start + size}
		start += size
	}
	return out, nil
}

func splitByIndices(c *exec.Ctx, arg int, n int64) ([][2]int64, error) {
	indices, err := intList(c, arg)
	if err != nil {
		return nil, err
	}
	return indexBounds(n, indices), nil
}

// indexBounds are the pieces between indices, each cut as slice cuts
// (negative bounds count from the end, bounds clamp, an end before the
// start is empty).
func indexBounds(n int64, indices []int64) [][2]int64 {
	out := make([][2]int64, len(indices)+1)
	start := int64(0)
	for i, end := range append(slices.Clone(indices), n) {
		s, e := sliceBounds(start, end, n)
		out[i] = [2]int64{s, e}
		start = end
	}
	return out
}

func splitByTensor(c *exec.Ctx, arg int, n int64) ([][2]int64, error) {
	t, err := c.Tensor(arg)
	if err != nil {
		return nil, err
	}
	if t.IsFloat() || exec.ElemOf(t.Elem).Width != 64 || len(t.Shape) > 1 {
		return nil, c.Errorf("tensor_split expected tensor_indices_or_sections to be a zero-dimensional or one-dimensional tensor of dtype long, but got shape %v", t.Shape)
	}
	if len(t.Shape) == 0 {
		return sectionBounds(c, n, t.Int(0))
	}
	indices := make([]int64, t.Len())
	for i := range indices {
		indices[i] = t.Int(int64(i))
	}
	return indexBounds(n, indices), nil
}

// tensorSplitOp is tensor_split(self, bounds, dim), arg the accessor of
// the operand bounds reads.
func tensorSplitOp[A interface {
	selfPositions
	Dim() int
}](arg func(A) int, bounds splitBounds) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		if len(t.Shape) == 0 {
			return c.Errorf("tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims")
		}
		d, err := dimOf(c, a.Dim(), len(t.Shape))
		if err != nil {
			return err
		}
		return splitAt(c, t, d, arg(a), bounds)
	}
}

// splitAt makes result 0 the list of t's pieces along d, bounded by
// operand arg.
func splitAt(c *exec.Ctx, t *exec.Tensor, d, arg int, bounds splitBounds) error {
	bs, err := bounds(c, arg, t.Shape[d])
	if err != nil {
		return err
	}
	out := make([]*exec.Tensor, len(bs))
	for i, b := range bs {
		out[i] = wholeView(t).narrow(d, b[0], b[1]-b[0], 1).part(t)
	}
	setTensorList(c, 0, out)
	return nil
}

// directionalSplitOp is vsplit (dim 0), hsplit (dim 1, or 0 for a
// vector) and dsplit (dim 2), by a number of sections that must divide
// the dim, or by indices: arg is the accessor of sections or indices.
func directionalSplitOp[A selfPositions](name string, dim int, arg func(A) int, sections bool) exec.Semantics {
	a := A(operandPositions)
	minRank := dim + 1
	if name == "hsplit" {
		minRank = 1
	}
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		rank := len(t.Shape)
		if rank < minRank {
			return c.Errorf("torch.%s requires a tensor with at least %d dimension, but got a tensor with %d dimensions!", name, minRank, rank)
		}
		d := dim
		if name == "hsplit" && rank == 1 {
			d = 0
		}
		if sections {
			s := scalarI(c, arg(a))
			if s != 0 && t.Shape[d]%s != 0 {
				return c.Errorf("torch.%s attempted to split along dimension %d, but the size of the dimension %d is not divisible by the split_size %d!", name, d, t.Shape[d], s)
			}
			return splitAt(c, t, d, arg(a), splitBySections)
		}
		return splitAt(c, t, d, arg(a), splitByIndices)
	}
}
