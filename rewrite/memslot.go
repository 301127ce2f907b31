package rewrite

import "github.com/strata-compiler/strata/ir"

// Memory slots: MLIR's PromotableAllocationOpInterface and
// PromotableMemOpInterface as data, which mem2reg reads to turn a slot
// (an allocation of one value) that is only loaded and stored into SSA
// values.

const (
	// PromotableAllocationInterface maps to a *PromotableAllocation.
	PromotableAllocationInterface = "PromotableAllocationOpInterface"
	// PromotableMemOpInterface maps to a func(op *ir.Operation, slot
	// *ir.Value) SlotAccess: how op uses slot.
	PromotableMemOpInterface = "PromotableMemOpInterface"
)

// PromotableAllocation describes an op whose result 0 is a slot.
type PromotableAllocation struct {
	// Slot returns the type of the one value the slot op allocates holds;
	// ok is false when the slot is not promotable (a buffer of several
	// elements, an element type without a default).
	Slot func(op *ir.Operation) (elem ir.Type, ok bool)
	// Default builds, at b's insertion point, the value a load reads when
	// nothing was stored.
	Default func(b *ir.Builder, elem ir.Type, loc ir.Location) *ir.Value
}

// SlotAccess is how an op uses a slot.
type SlotAccess struct {
	// Load is set when the op reads the slot into its result 0.
	Load bool
	// Stored is the value the op writes into the slot (nil for a load).
	Stored *ir.Value
	// OK is false when the op uses the slot in another way (stores the
	// slot's address, say), which blocks promotion.
	OK bool
}

// SlotAllocation returns op's PromotableAllocation, nil when it has none.
func SlotAllocation(op *ir.Operation) *PromotableAllocation {
	if d := op.Def(); d != nil {
		a, _ := d.Interfaces[PromotableAllocationInterface].(*PromotableAllocation)
		return a
	}
	return nil
}

// AccessOf returns how op uses slot (OK false for an op that does not
// declare PromotableMemOpInterface).
func AccessOf(op *ir.Operation, slot *ir.Value) SlotAccess {
	if d := op.Def(); d != nil {
		if f, ok := d.Interfaces[PromotableMemOpInterface].(func(*ir.Operation, *ir.Value) SlotAccess); ok {
			return f(op, slot)
		}
	}
	return SlotAccess{}
}

// Destructuring: MLIR's DestructurableAllocationOpInterface and
// DestructurableAccessorOpInterface as data, which sroa reads to split an
// aggregate allocation accessed only element by element into one
// allocation per element used.

const (
	// DestructurableAllocationInterface maps to a *DestructurableAllocation.
	DestructurableAllocationInterface = "DestructurableAllocationOpInterface"
	// DestructurableAccessorInterface maps to a *DestructurableAccess.
	DestructurableAccessorInterface = "DestructurableAccessorOpInterface"
)

// DestructurableAllocation describes an op whose result 0 is an aggregate
// of elements that may each get an allocation of their own.
type DestructurableAllocation struct {
	// Elements returns how many elements the aggregate holds; ok is false
	// when it is not to be split (a dynamic shape, one element, too many).
	Elements func(op *ir.Operation) (n int64, ok bool)
	// Element builds, at rw's insertion point, the allocation of element i
	// alone.
	Element func(rw *Rewriter, op *ir.Operation, i int64) *ir.Value
}

// DestructurableAccess is how an op that accesses an aggregate names the
// element it accesses.
type DestructurableAccess struct {
	// Element returns the element of aggregate that op accesses; ok is
	// false when op uses aggregate otherwise or the element is not a
	// constant within the aggregate.
	Element func(op *ir.Operation, aggregate *ir.Value) (i int64, ok bool)
	// Rewire makes op access slot, its element's own allocation, instead
	// (called inside rw.ModifyInPlace).
	Rewire func(op *ir.Operation, slot *ir.Value)
	// Forwards (optional) reports whether op's result 0 is the address of
	// its element itself (a GEP to a field): op is then replaced by slot,
	// not rewired.
	Forwards func(op *ir.Operation) bool
}

// DestructurableAllocationOf returns op's DestructurableAllocation, nil
// when it has none.
func DestructurableAllocationOf(op *ir.Operation) *DestructurableAllocation {
	if d := op.Def(); d != nil {
		a, _ := d.Interfaces[DestructurableAllocationInterface].(*DestructurableAllocation)
		return a
	}
	return nil
}

// DestructurableAccessOf returns op's DestructurableAccess, nil when it has
// none.
func DestructurableAccessOf(op *ir.Operation) *DestructurableAccess {
	if d := op.Def(); d != nil {
		a, _ := d.Interfaces[DestructurableAccessorInterface].(*DestructurableAccess)
		return a
	}
	return nil
}
