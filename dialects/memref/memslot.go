package memref

import (
	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// mem2reg's view of memref, as upstream's: a memref.alloca of static shape
// holding one element of an integer, index, float, complex, vector or
// memref type is a slot, a load before any store reads ub.poison, and
// memref.load and memref.store through the slot (whatever their indices:
// there is one element) are its accesses.

var allocaSlot = &rewrite.PromotableAllocation{
	Slot: func(op *ir.Operation) (ir.Type, bool) {
		mt, ok := op.Result(0).Type().(*ir.MemRefType)
		if !ok || !ir.IsStaticShape(mt.Dims) {
			return nil, false
		}
		for _, d := range mt.Dims {
			if d != 1 {
				return nil, false
			}
		}
		switch mt.Elem.(type) {
		case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *ir.ComplexType, *ir.VectorType, *ir.MemRefType:
			return mt.Elem, true
		}
		return nil, false
	},
	Default: func(b *ir.Builder, elem ir.Type, loc ir.Location) *ir.Value {
		return b.Create(&ir.OperationState{Name: b.Ctx.NameOf(ub.Poison), Loc: loc, Types: []ir.Type{elem}}).Result(0)
	},
}

// loadAccess: memref.load reads the slot when it is the memref operand
// (an index operand is an index, never a memref).
func loadAccess(op *ir.Operation, slot *ir.Value) rewrite.SlotAccess {
	return rewrite.SlotAccess{Load: true, OK: op.Operand(0) == slot}
}

// storeAccess: memref.store writes the slot when it is the memref
// operand, and not also the value stored.
func storeAccess(op *ir.Operation, slot *ir.Value) rewrite.SlotAccess {
	return rewrite.SlotAccess{Stored: op.Operand(0), OK: op.Operand(1) == slot && op.Operand(0) != slot}
}
