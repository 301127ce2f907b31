package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// The index composites of miscOps: index_add, index_copy and index_fill
// along a dim, put, and _unsafe_masked_index(_put_accumulate), which
// run index.Tensor and index_put on clamped indices.

// indexKind is which of index_add, index_copy and index_fill runs.
type indexKind int

const (
	indexAdd indexKind = iota
	indexCopy
	indexFill
)

// indexAlong runs index_add/index_copy/index_fill(self, dim, index, x),
// x the accessor of the source or value, alphaAt index_add's alpha's
// position (-1: none).
func indexAlong[A scatterPositionsOf](kind indexKind, x func(A) int, alphaAt int) exec.Semantics {
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
		if len(index.Shape) > 1 {
			return c.Errorf("index must be a 0-d or 1-d tensor, got shape %v", index.Shape)
		}
		d, err := dimOf(c, a.Dim(), len(self.Shape))
		if err != nil {
			return err
		}
		shape := atLeast1d(self.Shape)
		out, err := copyOfOperand(c, self)
		if err != nil {
			return err
		}
		st := exec.Strides(shape)
		n := index.Len()
		if kind == indexFill {
			var value *exec.Tensor
			if t := c.Args[x(a)].Tensor(); t != nil {
				if len(t.Shape) != 0 {
					return c.Errorf("index_fill_ only supports a 0-dimensional value tensor, but got tensor with %d dimension(s)", len(t.Shape))
				}
				value = t
			} else {
				value = exec.NewTensor(c.Op.Context().F64(), nil)
				value.SetFloat(0, scalarF(c, x(a)))
				if !isFloatScalar(c.Args[x(a)], c.ArgType(x(a))) {
					value = exec.NewTensor(c.Op.Context().I(64), nil)
					value.SetInt(0, scalarI(c, x(a)))
				}
			}
			for k := int64(0); k < n; k++ {
				j, err := indexIn(c, getI(index, k), shape[d], d, true)
				if err != nil {
					return err
				}
				if err := eachIndex(shape, func(o int64, idx []int64) error {
					if idx[d] == j {
						copyElem(out, o, value, 0)
					}
					return nil
				}); err != nil {
					return err
				}
			}
			return nil
		}
		src, err := c.Tensor(x(a))
		if err != nil {
			return err
		}
		if src.Elem != self.Elem {
			return c.Errorf("source and self must have the same dtype")
		}
		sshape := atLeast1d(src.Shape)
		if len(sshape) != len(shape) || sshape[d] != n {
			return c.Errorf("source of shape %v does not match self of shape %v with %d indices along dim %d", src.Shape, self.Shape, n, d)
		}
		for k := range shape {
			if k != d && sshape[k] != shape[k] {
				return c.Errorf("source of shape %v does not match self of shape %v at dim %d", src.Shape, self.Shape, k)
			}
		}
		var alpha float64
		var alphaI int64
		if kind == indexAdd {
			alpha, alphaI = scalarF(c, alphaAt), scalarI(c, alphaAt)
		}
		return eachIndex(sshape, func(o int64, idx []int64) error {
			j, err := indexIn(c, getI(index, idx[d]), shape[d], d, false)
			if err != nil {
				return err
			}
			dst := exec.Linear(shape, idx) + (j-idx[d])*st[d]
			switch {
			case kind == indexCopy:
				copyElem(out, dst, src, o)
			case out.IsComplex():
				setC(out, dst, getC(out, dst)+complex(alpha, 0)*getC(src, o))
			case out.IsFloat():
				setF(out, dst, getF(out, dst)+alpha*getF(src, o))
			case elemOf(out).Width == 1:
				setB(out, dst, getB(out, dst) || (getB(src, o) && alphaI != 0))
			default:
				setI(out, dst, getI(out, dst)+alphaI*getI(src, o))
			}
			return nil
		})
	}
}

func putOp(c *exec.Ctx) error {
	a := torch.AtenPutArgs[int](operandPositions)
	self, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	index, err := indexTensor(c, a.Index())
	if err != nil {
		return err
	}
	src, err := c.Tensor(a.Source())
	if err != nil {
		return err
	}
	if index.Len() != src.Len() {
		return c.Errorf("put_(): Expected source and index to have the same number of elements, but got source.numel() = %d, index.numel() = %d", src.Len(), index.Len())
	}
	out, err := copyOfOperand(c, self)
	if err != nil {
		return err
	}
	accumulate := scalarB(c, a.Accumulate())
	n := self.Len()
	tmp := exec.NewTensor(out.Elem, []int64{1})
	for k := int64(0); k < index.Len(); k++ {
		j := getI(index, k)
		if j < -n || j >= n {
			return c.Errorf("out of range: tried to access index %d on a tensor of %d elements.", j, n)
		}
		if j < 0 {
			j += n
		}
		copyElem(tmp, 0, src, k)
		if accumulate {
			combineInto(out, j, tmp, scatterSum)
		} else {
			copyElem(out, j, tmp, 0)
		}
	}
	return nil
}

// clampedIndices reads the index list operand i of self's indexing,
// each index clamped to [lo(size), size-1].
func clampedIndices(c *exec.Ctx, i int, self []int64, lo func(n int64) int64) (*List, error) {
	l, err := list(c, i)
	if err != nil {
		return nil, err
	}
	if len(l) > len(self) {
		return nil, c.Errorf("too many indices (%d) for a tensor of dimension %d", len(l), len(self))
	}
	out := make(List, len(l))
	for k, v := range l {
		t := v.Tensor()
		if t == nil {
			out[k] = v
			continue
		}
		if e := elemOf(t); e.Float || e.Width == 1 {
			return nil, c.Errorf("indices must be long or int tensors, index #%d is not", k)
		}
		ct := exec.NewTensor(t.Elem, t.Shape)
		for j := int64(0); j < t.Len(); j++ {
			setI(ct, j, min(max(getI(t, j), lo(self[k])), self[k]-1))
		}
		out[k] = exec.Value{Ref: ct}
	}
	return &out, nil
}

// withArgs runs f with c's operands replaced by args.
func withArgs(c *exec.Ctx, args []exec.Value, f func(c *exec.Ctx) error) error {
	old := c.Args
	c.Args = args
	defer func() { c.Args = old }()
	return f(c)
}

func unsafeMaskedIndex(c *exec.Ctx) error {
	p := torch.Aten_UnsafeMaskedIndexArgs[int](operandPositions)
	self, err := c.Tensor(p.Self())
	if err != nil {
		return err
	}
	mask, err := c.Tensor(p.Mask())
	if err != nil {
		return err
	}
	idx, err := clampedIndices(c, p.Indices(), self.Shape, func(int64) int64 { return 0 })
	if err != nil {
		return err
	}
	fill := scalarF(c, p.Fill())
	fillI := scalarI(c, p.Fill())
	var a *advancedIndex
	if err := withArgs(c, []exec.Value{c.Args[p.Self()], {Ref: idx}}, func(c *exec.Ctx) error {
		var err error
		// The operands are laid out as index.Tensor's (self, indices).
		a, err = newAdvancedIndex(c, self, pos(torch.AtenIndexTensorArgs[int].Indices))
		return err
	}); err != nil {
		return err
	}
	if b, ok := broadcastShapes(a.shape, mask.Shape); !ok || !slices.Equal(b, a.shape) {
		return c.Errorf("mask of shape %v does not broadcast to the indexing result's shape %v", mask.Shape, a.shape)
	}
	out, err := newResult(c, 0, a.shape)
	if err != nil {
		return err
	}
	setFill := func(o int64) {
		if out.IsFloat() {
			setF(out, o, fill)
		} else {
			setI(out, o, fillI)
		}
	}
	if self.Len() == 0 {
		for o := int64(0); o < out.Len(); o++ {
			setFill(o)
		}
		return nil
	}
	mstrides := broadcastStrides(mask.Shape, a.shape)
	pos := make([]int64, len(a.shape))
	return a.each(c, func(o, src int64) {
		rest := o
		for d := len(a.shape) - 1; d >= 0; d-- {
			pos[d] = rest % a.shape[d]
			rest /= a.shape[d]
		}
		mi := int64(0)
		for d := range pos {
			mi += pos[d] * mstrides[d]
		}
		if getB(mask, mi) {
			copyElem(out, o, self, src)
		} else {
			setFill(o)
		}
	})
}

func unsafeMaskedIndexPut(c *exec.Ctx) error {
	p := torch.Aten_UnsafeMaskedIndexPutAccumulateArgs[int](operandPositions)
	self, err := c.Tensor(p.Self())
	if err != nil {
		return err
	}
	mask, err := c.Tensor(p.Mask())
	if err != nil {
		return err
	}
	values, err := c.Tensor(p.Values())
	if err != nil {
		return err
	}
	if self.Len() == 0 {
		_, err := copyOfOperand(c, self)
		return err
	}
	idx, err := clampedIndices(c, p.Indices(), self.Shape, func(n int64) int64 { return -n })
	if err != nil {
		return err
	}
	shape, ok := broadcastShapes(values.Shape, mask.Shape)
	if !ok {
		return c.Errorf("mask of shape %v and values of shape %v do not broadcast", mask.Shape, values.Shape)
	}
	masked := exec.NewTensor(values.Elem, shape)
	vs, ms := broadcastStrides(values.Shape, shape), broadcastStrides(mask.Shape, shape)
	forEach(shape, [][]int64{vs, ms}, func(o int64, pos []int64) {
		if getB(mask, pos[1]) {
			copyElem(masked, o, values, pos[0])
		}
	})
	accumulate := exec.Value{I: 1}
	return withArgs(c, []exec.Value{c.Args[p.Self()], {Ref: idx}, {Ref: masked}, accumulate}, indexPutOp)
}
