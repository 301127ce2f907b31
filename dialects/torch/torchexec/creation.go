package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	"github.com/strata-compiler/strata/interp/exec"
)

// Tensor factories. The dtype argument (an int ScalarType code, or none
// for PyTorch's default) is already reflected in the result type, whose
// dtype is the one used; layout, device, pin_memory and memory_format
// change nothing an interpreter can observe. empty* tensors are zeros
// (their contents are unspecified in PyTorch).

// creationOps: full, zeros, ones, empty, arange, the new_* and *_like
// ops, scalar_tensor; the random factories are errors.
var creationOps = exec.Table{
	// full(size, fill_value, dtype?, layout?, device?, pin_memory?).
	torch.AtenFull.Name: factory(sizesOperand(pos(torch.AtenFullArgs[int].Size)), valueOperand(pos(torch.AtenFullArgs[int].FillValue))),
	// zeros/ones/empty.memory_format(size, dtype?, ...).
	torch.AtenZeros.Name:             factory(sizesOperand(pos(torch.AtenZerosArgs[int].Size)), constantValue(0)),
	torch.AtenOnes.Name:              factory(sizesOperand(pos(torch.AtenOnesArgs[int].Size)), constantValue(1)),
	torch.AtenEmptyMemoryFormat.Name: factory(sizesOperand(pos(torch.AtenEmptyMemoryFormatArgs[int].Size)), constantValue(0)),
	torch.AtenEmptyStrided.Name:      factory(stridedSizes, constantValue(0)),
	torch.AtenNewZeros.Name:          factory(sizesOperand(pos(torch.AtenNewZerosArgs[int].Size)), constantValue(0)),
	torch.AtenNewOnes.Name:           factory(sizesOperand(pos(torch.AtenNewOnesArgs[int].Size)), constantValue(1)),
	torch.AtenNewEmpty.Name:          factory(sizesOperand(pos(torch.AtenNewEmptyArgs[int].Size)), constantValue(0)),
	torch.AtenNewFull.Name: factory(sizesOperand(pos(torch.AtenNewFullArgs[int].Size)),
		valueOperand(pos(torch.AtenNewFullArgs[int].FillValue))),
	torch.AtenFullLike.Name: factory(shapeOf(pos(torch.AtenFullLikeArgs[int].Self)),
		valueOperand(pos(torch.AtenFullLikeArgs[int].FillValue))),
	torch.AtenZerosLike.Name: factory(shapeOf(pos(torch.AtenZerosLikeArgs[int].Self)), constantValue(0)),
	torch.AtenOnesLike.Name:  factory(shapeOf(pos(torch.AtenOnesLikeArgs[int].Self)), constantValue(1)),
	torch.AtenEmptyLike.Name: factory(shapeOf(pos(torch.AtenEmptyLikeArgs[int].Self)), constantValue(0)),
	torch.AtenScalarTensor.Name: factory(func(*exec.Ctx) ([]int64, error) { return []int64{}, nil },
		valueOperand(pos(torch.AtenScalarTensorArgs[int].S))),
	// arange(end, ...), arange.start(start, end, ...) and
	// arange.start_step(start, end, step, ...).
	torch.AtenArange.Name:      arange(-1, pos(torch.AtenArangeArgs[int].End), -1),
	torch.AtenArangeStart.Name: arange(pos(torch.AtenArangeStartArgs[int].Start), pos(torch.AtenArangeStartArgs[int].End), -1),
	torch.AtenArangeStartStep.Name: arange(pos(torch.AtenArangeStartStepArgs[int].Start),
		pos(torch.AtenArangeStartStepArgs[int].End), pos(torch.AtenArangeStartStepArgs[int].Step)),
	// The random ops draw, once lowered, from Strata's generator seeded by
	// a global state (torchtolinalg/random.go); the interpreter has no
	// such state at the torch level.
	torch.AtenRand.Name:      notReproducible,
	torch.AtenRandLike.Name:  notReproducible,
	torch.AtenRandn.Name:     notReproducible,
	torch.AtenRandnLike.Name: notReproducible,
	torch.AtenRandperm.Name:  notReproducible,
	torch.AtenUniform.Name:   notReproducible,
	torch.GetNextSeed.Name:   notReproducible,
}

// fillValue converts the fill value to the result's dtype: it returns it
// as a float and as an integer (see numType.fromFloat).
type fillValue func(c *exec.Ctx, n numType) (float64, int64)

func valueOperand(i int) fillValue {
	return func(c *exec.Ctx, n numType) (float64, int64) { return scalarIn(c, i, n) }
}

func constantValue(v int64) fillValue {
	return func(_ *exec.Ctx, n numType) (float64, int64) { return n.fromInt(v) }
}

// factory makes result 0 of the given shape, every element the value.
func factory(shape func(c *exec.Ctx) ([]int64, error), value fillValue) exec.Semantics {
	return func(c *exec.Ctx) error {
		s, err := shape(c)
		if err != nil {
			return err
		}
		d, err := resultDtype(c, 0)
		if err != nil {
			return err
		}
		n := numTypeOf(d)
		if err := chargeElements(c, s); err != nil {
			return err
		}
		out, err := newResult(c, 0, s)
		if err != nil {
			return err
		}
		f, i := value(c, n)
		// f and i are already of n: storing them converts nothing.
		for k := int64(0); k < out.Len(); k++ {
			n.store(out, k, f, i, n.float)
		}
		return nil
	}
}

// sizesOperand reads a size list; PyTorch rejects negative sizes.
func sizesOperand(i int) func(c *exec.Ctx) ([]int64, error) {
	return func(c *exec.Ctx) ([]int64, error) {
		s, err := intList(c, i)
		if err != nil {
			return nil, err
		}
		for _, d := range s {
			if d < 0 {
				return nil, c.Errorf("trying to create tensor with negative dimension %d: %v", d, s)
			}
		}
		return s, nil
	}
}

// stridedSizes is empty_strided's size, whose stride must have as many
// entries; the strides themselves are not observable in a value tensor.
func stridedSizes(c *exec.Ctx) ([]int64, error) {
	a := torch.AtenEmptyStridedArgs[int](operandPositions)
	s, err := sizesOperand(a.Size())(c)
	if err != nil {
		return nil, err
	}
	st, err := intList(c, a.Stride())
	if err != nil {
		return nil, err
	}
	if len(st) != len(s) {
		return nil, c.Errorf("mismatch in length of strides (%d) and shape (%d)", len(st), len(s))
	}
	return s, nil
}

// shapeOf is the run-time shape of tensor operand i (the *_like ops).
func shapeOf(i int) func(c *exec.Ctx) ([]int64, error) {
	return func(c *exec.Ctx) ([]int64, error) {
		t, err := c.Tensor(i)
		if err != nil {
			return nil, err
		}
		return t.Shape, nil
	}
}

// arange(start, end, step) returns the semantics of an arange whose
// start, end and step are those operands (-1: start 0, step 1): the
// values start + i*step for i < ceil((end-start)/step). A float result
// computes them in double precision (float32 for f16 and bf16, PyTorch's
// accumulate type) and rounds each; an integer result first truncates
// start, end and step to integers and computes in int64.
func arange(start, end, step int) exec.Semantics {
	return func(c *exec.Ctx) error {
		d, err := resultDtype(c, 0)
		if err != nil {
			return err
		}
		n := numTypeOf(d)
		if n.isBool() {
			return c.Errorf("arange is not implemented for bool results")
		}
		r := arangeRange{scalarOr(c, start, 0), scalarOr(c, end, 0), scalarOr(c, step, 1)}
		if err := r.check(c); err != nil {
			return err
		}
		if !n.float {
			return arangeInt(c, n, arangeRange{truncOr(c, start, 0), truncOr(c, end, 0), truncOr(c, step, 1)})
		}
		return arangeFloat(c, n, r)
	}
}

// arangeRange is an arange's start, end and step.
type arangeRange struct{ start, end, step float64 }

// scalarOr reads operand i as a float, def for -1.
func scalarOr(c *exec.Ctx, i int, def float64) float64 {
	if i < 0 {
		return def
	}
	return scalarF(c, i)
}

// truncOr reads operand i truncated to an integer, def for -1.
func truncOr(c *exec.Ctx, i int, def float64) float64 {
	if i < 0 {
		return def
	}
	return float64(scalarI(c, i))
}

// check is PyTorch's validation of a range.
func (r arangeRange) check(c *exec.Ctx) error {
	switch {
	case r.step == 0:
		return c.Errorf("step must be nonzero")
	case math.IsNaN(r.step) || math.IsInf(r.step, 0):
		return c.Errorf("unsupported step %v", r.step)
	case math.IsNaN(r.start) || math.IsInf(r.start, 0) || math.IsNaN(r.end) || math.IsInf(r.end, 0):
		return c.Errorf("unsupported range: %v -> %v", r.start, r.end)
	case r.step > 0 && r.end < r.start || r.step < 0 && r.end > r.start:
		return c.Errorf("upper bound and lower bound inconsistent with step sign")
	}
	return nil
}

func arangeFloat(c *exec.Ctx, n numType, r arangeRange) error {
	size := math.Ceil((r.end - r.start) / r.step)
	if size >= 1<<62 {
		return c.Errorf("arange of %v elements is too large", size)
	}
	out, err := arangeResult(c, int64(size))
	if err != nil {
		return err
	}
	acc := func(v float64) float64 { return v }
	if n.isReducedFloat() {
		acc = func(v float64) float64 { return exec.Round(n.opmath(), v) }
	}
	start, step := acc(r.start), acc(r.step)
	for k := int64(0); k < out.Len(); k++ {
		n.store(out, k, acc(start+acc(step*float64(k))), 0, true)
	}
	return nil
}

// arangeInt is arange with an integer result dtype; r holds integers.
func arangeInt(c *exec.Ctx, n numType, r arangeRange) error {
	if r.step == 0 {
		// PyTorch divides by the truncated step (and crashes).
		return c.Errorf("step must be nonzero (it truncates to 0 for an integer result)")
	}
	start, end, step := int64(r.start), int64(r.end), int64(r.step)
	span := end - start
	if (end > start) != (span > 0) {
		return c.Errorf("arange from %d to %d overflows", start, end)
	}
	size := span / step
	if span%step != 0 {
		size++
	}
	out, err := arangeResult(c, size)
	if err != nil {
		return err
	}
	for k := int64(0); k < out.Len(); k++ {
		n.store(out, k, 0, start+step*k, false)
	}
	return nil
}

func arangeResult(c *exec.Ctx, size int64) (*exec.Tensor, error) {
	s := []int64{max(size, 0)}
	if err := chargeElements(c, s); err != nil {
		return nil, err
	}
	return newResult(c, 0, s)
}

// notReproducible is the semantics of the random factories (rand, randn,
// randperm): their values depend on PyTorch's generator state, which an
// interpreter cannot reproduce.
func notReproducible(c *exec.Ctx) error {
	return c.Errorf("random ops are not reproducible: '%s' draws from a random generator whose state the interpreter does not model at the torch level", c.Op.Name())
}
