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

// sroa's view of memref, as upstream's: a memref.alloca of static shape
// with 2 to maxDestructuredElements elements of a builtin type splits into
// one rank-0 memref.alloca per element used (in the default memory space,
// as upstream's); memref.load and memref.store through it at constant
// in-bounds indices access one element.

// maxDestructuredElements is the largest aggregate split (upstream's).
const maxDestructuredElements = 16

var allocaAggregate = &rewrite.DestructurableAllocation{
	Elements: func(op *ir.Operation) (int64, bool) {
		mt, ok := op.Result(0).Type().(*ir.MemRefType)
		if !ok || !ir.IsStaticShape(mt.Dims) {
			return 0, false
		}
		switch mt.Elem.(type) {
		case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *ir.ComplexType, *ir.VectorType, *ir.MemRefType:
		default:
			return 0, false
		}
		n := int64(1)
		for _, d := range mt.Dims {
			n *= d
		}
		return n, n > 1 && n <= maxDestructuredElements
	},
	Element: func(rw *rewrite.Rewriter, op *ir.Operation, _ int64) *ir.Value {
		elem := op.Result(0).Type().(*ir.MemRefType).Elem
		return rw.Build(op.Def(), nil, []ir.Type{rw.Ctx.MemRefType(nil, elem, nil, nil)},
			ir.NamedAttr{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32Array([]int64{0, 0})}).Result(0)
	},
}

// constantElement is the row-major position of the element that indices
// (constant and in bounds) select in aggregate, a memref of static shape.
func constantElement(aggregate *ir.Value, indices []*ir.Value) (int64, bool) {
	mt, ok := aggregate.Type().(*ir.MemRefType)
	if !ok || len(indices) != len(mt.Dims) {
		return 0, false
	}
	pos := int64(0)
	for i, v := range indices {
		c, ok := rewrite.ConstantValue(v.DefiningOp()).(*ir.IntegerAttr)
		if !ok || c.Big != nil || c.Int64() < 0 || c.Int64() >= mt.Dims[i] {
			return 0, false
		}
		pos = pos*mt.Dims[i] + c.Int64()
	}
	return pos, true
}

var loadElement = &rewrite.DestructurableAccess{
	Element: func(op *ir.Operation, aggregate *ir.Value) (int64, bool) {
		if op.Operand(0) != aggregate {
			return 0, false
		}
		return constantElement(aggregate, op.Operands()[1:])
	},
	Rewire: func(op *ir.Operation, slot *ir.Value) { op.SetOperands([]*ir.Value{slot}) },
}

var storeElement = &rewrite.DestructurableAccess{
	Element: func(op *ir.Operation, aggregate *ir.Value) (int64, bool) {
		s := StoreOp{op}
		if s.MemRef() != aggregate || s.Value() == aggregate {
			return 0, false
		}
		return constantElement(aggregate, s.Indices())
	},
	Rewire: func(op *ir.Operation, slot *ir.Value) { op.SetOperands([]*ir.Value{op.Operand(0), slot}) },
}
