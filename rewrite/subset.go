package rewrite

import "github.com/strata-compiler/strata/ir"

// Subsets of tensors: MLIR's SubsetOpInterface with its extraction and
// insertion refinements as data, which loop-invariant-subset-hoisting
// reads to move a read of a tensor's subset before a loop and the matching
// write after it.

// SubsetInterface maps to a *Subset.
const SubsetInterface = "SubsetOpInterface"

// Subset describes an op that reads a subset of a tensor into result 0
// (an extraction: tensor.extract_slice, vector.transfer_read) or writes
// operand Source into a subset of a tensor and returns the updated tensor
// as result 0 (an insertion: tensor.insert_slice, vector.transfer_write).
type Subset struct {
	Insertion bool
	// Tensor is the operand index of the tensor read or updated; Source,
	// for an insertion, that of the value written.
	Tensor, Source int
	// Slice returns the part of the tensor the op accesses; ok is false
	// when it is not a box (a masked or broadcasting transfer).
	Slice func(op *ir.Operation) (Box, bool)
}

// SubsetOf returns op's Subset, nil when it has none.
func SubsetOf(op *ir.Operation) *Subset {
	if d := op.Def(); d != nil {
		s, _ := d.Interfaces[SubsetInterface].(*Subset)
		return s
	}
	return nil
}

// Box is a strided hyperrectangle of a tensor: per dimension its offset,
// size and stride.
type Box struct{ Offsets, Sizes, Strides []Extent }

// Extent is a constant or, when Value is set, an SSA value not known
// constant.
type Extent struct {
	Value *ir.Value
	Const int64
}

// ExtentOf is v as an extent: its constant when a constant op defines it.
func ExtentOf(v *ir.Value) Extent {
	if c, ok := ConstantValue(v.DefiningOp()).(*ir.IntegerAttr); ok && c.Big == nil {
		return Extent{Const: c.Int64()}
	}
	return Extent{Value: v}
}

// Equivalent reports whether a and b are surely the same box: each offset,
// size and stride the same value or equal constants.
func (a Box) Equivalent(b Box) bool {
	same := func(x, y []Extent) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i] != y[i] {
				return false
			}
		}
		return true
	}
	return same(a.Offsets, b.Offsets) && same(a.Sizes, b.Sizes) && same(a.Strides, b.Strides)
}

// Disjoint reports whether a and b surely share no element: in some
// dimension both have constant offsets, sizes and positive strides, and
// the spans from their first to their last index do not meet.
func (a Box) Disjoint(b Box) bool {
	if len(a.Offsets) != len(b.Offsets) {
		return false
	}
	for i := range a.Offsets {
		aLo, aHi, okA := a.span(i)
		bLo, bHi, okB := b.span(i)
		if okA && okB && (aHi < bLo || bHi < aLo) {
			return true
		}
	}
	return false
}

// span is the first and last index the box touches in dimension i (an
// empty span when its size is 0), when they are constants.
func (a Box) span(i int) (lo, hi int64, ok bool) {
	if i >= len(a.Sizes) || i >= len(a.Strides) {
		return 0, 0, false
	}
	off, size, stride := a.Offsets[i], a.Sizes[i], a.Strides[i]
	if off.Value != nil || size.Value != nil || stride.Value != nil || stride.Const <= 0 || size.Const < 0 {
		return 0, 0, false
	}
	return off.Const, off.Const + (size.Const-1)*stride.Const, true
}
