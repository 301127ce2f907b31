package torchexec

import (
	"math"
	"sort"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Sorting along a dim (sort and argsort; eachLine, ordered and sortTo
// serve msort and the data-dependent ops too) and nonzero, registered in
// indexingOps.

// eachLine calls f for every 1-d line of a tensor of the given shape
// along dim d: line (o, i) holds elements (o*n + k)*inner + i, k < n (a
// scalar is one line of one element).
func eachLine(shape []int64, d int, f func(o, i, inner, n int64)) {
	if len(shape) == 0 {
		f(0, 0, 1, 1)
		return
	}
	outer := exec.NumElements(shape[:d])
	inner := exec.NumElements(shape[d+1:])
	for o := int64(0); o < outer; o++ {
		for i := int64(0); i < inner; i++ {
			f(o, i, inner, shape[d])
		}
	}
}

// unsignedOperand reports whether operand i is a tensor of an unsigned
// dtype (ui8), whose elements the runtime holds sign-extended.
func unsignedOperand(c *exec.Ctx, i int) bool {
	tt, ok := c.ArgType(i).(*torch.TensorType)
	if !ok {
		return false
	}
	it, ok := tt.Dtype.(*ir.IntegerType)
	return ok && it.Signedness == ir.Unsigned
}

// ordered returns the positions 0..n-1 of a line of t sorted by value,
// stably, ascending or descending; NaN is greater than every number.
func ordered(t *exec.Tensor, base, stride, n int64, descending, unsigned bool) []int64 {
	pos := make([]int64, n)
	for k := range pos {
		pos[k] = int64(k)
	}
	less := func(a, b int64) bool { return getI(t, base+a*stride) < getI(t, base+b*stride) }
	if unsigned {
		w := elemOf(t).Width
		less = func(a, b int64) bool {
			return exec.Unsigned(t.Int(base+a*stride), w) < exec.Unsigned(t.Int(base+b*stride), w)
		}
	}
	if t.IsFloat() {
		less = func(a, b int64) bool {
			x, y := t.Float(base+a*stride), t.Float(base+b*stride)
			return x < y || math.IsNaN(y) && !math.IsNaN(x)
		}
	}
	sort.SliceStable(pos, func(i, j int) bool {
		if descending {
			return less(pos[j], pos[i])
		}
		return less(pos[i], pos[j])
	})
	return pos
}

// sortTo sorts t, operand self, along dim d into values (nil for none) and
// indices, keeping the first k of each line.
func sortTo(c *exec.Ctx, self int, t *exec.Tensor, d int, k int64, descending bool, values, indices *exec.Tensor) {
	unsigned := unsignedOperand(c, self)
	eachLine(t.Shape, d, func(o, i, inner, n int64) {
		base, obase := o*n*inner+i, o*k*inner+i
		for j, p := range ordered(t, base, inner, n, descending, unsigned)[:k] {
			at := obase + int64(j)*inner
			if values != nil {
				copyElem(values, at, t, base+p*inner)
			}
			setI(indices, at, p)
		}
	})
}

// sortArgs reads the operands self and dim.
func sortArgs(c *exec.Ctx, self, dim int) (*exec.Tensor, int, error) {
	t, err := c.Tensor(self)
	if err != nil {
		return nil, 0, err
	}
	d, err := dimOf(c, dim, len(t.Shape))
	return t, d, err
}

func sortOp[A interface {
	selfPositions
	Dim() int
	Descending() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	t, d, err := sortArgs(c, a.Self(), a.Dim())
	if err != nil {
		return err
	}
	values, err := newResult(c, 0, t.Shape)
	if err != nil {
		return err
	}
	indices, err := newResult(c, 1, t.Shape)
	if err != nil {
		return err
	}
	sortTo(c, a.Self(), t, d, lineLen(t, d), scalarB(c, a.Descending()), values, indices)
	return nil
}

// lineLen is the size of dim d (1 for a scalar).
func lineLen(t *exec.Tensor, d int) int64 { return atLeast1d(t.Shape)[d] }

func argsortOp[A interface {
	selfPositions
	Dim() int
	Descending() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	t, d, err := sortArgs(c, a.Self(), a.Dim())
	if err != nil {
		return err
	}
	indices, err := newResult(c, 0, t.Shape)
	if err != nil {
		return err
	}
	sortTo(c, a.Self(), t, d, lineLen(t, d), scalarB(c, a.Descending()), nil, indices)
	return nil
}

func nonzeroOp(c *exec.Ctx) error {
	a := torch.AtenNonzeroArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	var found [][]int64
	_ = eachIndex(t.Shape, func(o int64, idx []int64) error {
		if getB(t, o) {
			found = append(found, append([]int64(nil), idx...))
		}
		return nil
	})
	out, err := newResult(c, 0, []int64{int64(len(found)), int64(len(t.Shape))})
	if err != nil {
		return err
	}
	for k, idx := range found {
		for d, x := range idx {
			setI(out, int64(k*len(idx)+d), x)
		}
	}
	return nil
}
