package llvm

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Destructuring for sroa (upstream's DestructurableAllocationOpInterface
// and DestructurableAccessorOpInterface on the LLVM dialect): an
// llvm.alloca of one struct, or of one array of at most
// maxDestructuredArray elements, is split into an alloca per field when it
// is only reached through
//   - llvm.getelementptr %a[0, i, ...] of the alloca's own type (no
//     dynamic index, in range) whose result is only loaded from and
//     stored to within the type it reaches: with two indices the GEP is
//     field i's alloca itself, with more a GEP [0, ...] into it;
//   - a non-volatile llvm.load or llvm.store at %a itself of field 0's type
//     (or of a narrower integer or float when field 0 is one).
// Upstream also follows GEPs of other types by byte offset and memcpy and
// memset; Strata leaves those aggregates alone.

// maxDestructuredArray is the longest array that is split, upstream's
// limit.
const maxDestructuredArray = 16

// fields returns the field types of t, an alloca's element type, when it
// may be split.
func fields(t ir.Type) ([]ir.Type, bool) {
	switch t := t.(type) {
	case *StructType:
		if t.Opaque || len(t.Body) == 0 {
			return nil, false
		}
		return t.Body, true
	case *ArrayType:
		if t.Len < 1 || t.Len > maxDestructuredArray {
			return nil, false
		}
		out := make([]ir.Type, t.Len)
		for i := range out {
			out[i] = t.Elem
		}
		return out, true
	}
	return nil, false
}

// allocaFields returns the field types of the aggregate llvm.alloca op
// allocates: one element (a constant array size of 1) of a struct or
// short array type.
func allocaFields(op *ir.Operation) ([]ir.Type, bool) {
	if op.HasAttr("inalloca") {
		return nil, false
	}
	size := op.Operand(0).DefiningOp()
	if size == nil || size.Def() != Constant {
		return nil, false
	}
	if n, ok := size.Attr("value").(*ir.IntegerAttr); !ok || n.Int64() != 1 {
		return nil, false
	}
	ta, ok := op.Attr("elem_type").(*ir.TypeAttr)
	if !ok {
		return nil, false
	}
	return fields(ta.Type)
}

var allocaAggregate = &rewrite.DestructurableAllocation{
	Elements: func(op *ir.Operation) (int64, bool) {
		fs, ok := allocaFields(op)
		return int64(len(fs)), ok
	},
	// Field i's alloca: the same array size, no alignment (as upstream).
	Element: func(rw *rewrite.Rewriter, op *ir.Operation, i int64) *ir.Value {
		fs, _ := allocaFields(op)
		return rw.Build(op.Def(), []*ir.Value{op.Operand(0)}, []ir.Type{op.Result(0).Type()},
			ir.NamedAttr{Name: "elem_type", Value: rw.Ctx.TypeAttr(fs[i])}).Result(0)
	},
}

// aggregateType is the element type of the alloca defining aggregate.
func aggregateType(aggregate *ir.Value) ir.Type {
	if d := aggregate.DefiningOp(); d != nil {
		if ta, ok := d.Attr("elem_type").(*ir.TypeAttr); ok {
			return ta.Type
		}
	}
	return nil
}

// gepIndices returns the constant indices of a GEP of aggregate with the
// aggregate's own type and no dynamic index that selects a field:
// [0, field, ...].
func gepIndices(op *ir.Operation, aggregate *ir.Value) ([]int64, bool) {
	if op.NumOperands() != 1 || op.Operand(0) != aggregate {
		return nil, false
	}
	ta, ok := op.Attr("elem_type").(*ir.TypeAttr)
	if !ok || ta.Type != aggregateType(aggregate) {
		return nil, false
	}
	raw, ok := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	if !ok || len(raw.Ints) < 2 || raw.Ints[0] != 0 {
		return nil, false
	}
	for _, i := range raw.Ints {
		if i == GEPDynamicIndex {
			return nil, false
		}
	}
	return raw.Ints, true
}

// reached is the type indices (past the leading 0) select in t, nil when
// one is out of range.
func reached(t ir.Type, indices []int64) ir.Type {
	for _, i := range indices {
		switch a := t.(type) {
		case *StructType:
			if i < 0 || int(i) >= len(a.Body) {
				return nil
			}
			t = a.Body[i]
		case *ArrayType:
			if i < 0 || i >= a.Len {
				return nil
			}
			t = a.Elem
		default:
			return nil
		}
	}
	return t
}

// within reports whether an access of type t stays within a value of
// type field: the same type, or an integer or float no wider.
func within(t, field ir.Type) bool {
	if t == field {
		return true
	}
	bits := func(t ir.Type) int {
		switch t.(type) {
		case *ir.IntegerType, *ir.FloatType:
			return ir.IntOrFloatBitWidth(t)
		}
		return 0
	}
	return bits(t) > 0 && bits(field) > 0 && bits(t) <= bits(field)
}

// safelyUsed reports whether every use of p, a pointer to a value of type
// t, is a load or store (volatile or not) through it that stays within t,
// so that splitting the aggregate cannot change what it reads or writes.
func safelyUsed(p *ir.Value, t ir.Type) bool {
	for u := p.FirstUse(); u != nil; u = u.Next() {
		user := u.Owner()
		switch {
		case user.Def() == Load && u.Index() == 0 && within(user.Result(0).Type(), t):
		case user.Def() == Store && u.Index() == 1 && user.Operand(0) != p && within(user.Operand(0).Type(), t):
		default:
			return false
		}
	}
	return true
}

var gepField = &rewrite.DestructurableAccess{
	Element: func(op *ir.Operation, aggregate *ir.Value) (int64, bool) {
		idx, ok := gepIndices(op, aggregate)
		if !ok {
			return 0, false
		}
		t := reached(aggregateType(aggregate), idx[1:])
		if t == nil || !safelyUsed(op.Result(0), t) {
			return 0, false
		}
		return idx[1], true
	},
	// [0, i]: the field's address, the field's alloca.
	Forwards: func(op *ir.Operation) bool {
		raw := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
		return len(raw.Ints) == 2
	},
	// [0, i, rest...] -> [0, rest...] into the field's alloca.
	Rewire: func(op *ir.Operation, slot *ir.Value) {
		ctx := op.Context()
		raw := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr).Ints
		op.SetOperand(0, slot)
		op.SetAttr("rawConstantIndices", ctx.DenseI32Array(append([]int64{0}, raw[2:]...)))
		op.SetAttr("elem_type", ctx.TypeAttr(aggregateType(slot)))
	},
}

// firstFieldAccess reports whether a direct access of type t to
// aggregate only touches its first field.
func firstFieldAccess(aggregate *ir.Value, t ir.Type) bool {
	fs, ok := fields(aggregateType(aggregate))
	return ok && within(t, fs[0])
}

var loadField = &rewrite.DestructurableAccess{
	Element: func(op *ir.Operation, aggregate *ir.Value) (int64, bool) {
		ok := op.Operand(0) == aggregate && !op.HasAttr("volatile_") && firstFieldAccess(aggregate, op.Result(0).Type())
		return 0, ok
	},
	Rewire: func(op *ir.Operation, slot *ir.Value) { op.SetOperand(0, slot) },
}

var storeField = &rewrite.DestructurableAccess{
	Element: func(op *ir.Operation, aggregate *ir.Value) (int64, bool) {
		ok := op.Operand(1) == aggregate && op.Operand(0) != aggregate && !op.HasAttr("volatile_") &&
			firstFieldAccess(aggregate, op.Operand(0).Type())
		return 0, ok
	},
	Rewire: func(op *ir.Operation, slot *ir.Value) { op.SetOperand(1, slot) },
}

// mem2reg's view of the LLVM dialect, as upstream's: an llvm.alloca in its
// region's entry block is a slot of its element type (element 0 of any
// array size), a
// load before any store reads llvm.mlir.undef, and non-volatile,
// non-atomic llvm.load and llvm.store through it of exactly that type
// are its accesses. (Upstream also converts between types of one size.)

var allocaSlot = &rewrite.PromotableAllocation{
	Slot: func(op *ir.Operation) (ir.Type, bool) {
		// Loads and stores through the pointer reach element 0 whatever
		// the array size; an alloca outside the entry block is one per
		// execution of its block, which upstream does not promote either.
		if op.HasAttr("inalloca") || op.Block() == nil || !op.Block().IsEntryBlock() {
			return nil, false
		}
		ta, ok := op.Attr("elem_type").(*ir.TypeAttr)
		if !ok {
			return nil, false
		}
		return ta.Type, true
	},
	Default: func(b *ir.Builder, elem ir.Type, loc ir.Location) *ir.Value {
		return b.Create(&ir.OperationState{Name: b.Ctx.NameOf(Undef), Loc: loc, Types: []ir.Type{elem}}).Result(0)
	},
}

// plainAccess reports whether a load or store op of type t through slot
// may be promoted: not volatile, not atomic, of the slot's own type.
func plainAccess(op *ir.Operation, slot *ir.Value, t ir.Type) bool {
	return !op.HasAttr("volatile_") && !op.HasAttr("ordering") && t == aggregateType(slot)
}

func loadAccess(op *ir.Operation, slot *ir.Value) rewrite.SlotAccess {
	return rewrite.SlotAccess{Load: true, OK: op.Operand(0) == slot && plainAccess(op, slot, op.Result(0).Type())}
}

func storeAccess(op *ir.Operation, slot *ir.Value) rewrite.SlotAccess {
	return rewrite.SlotAccess{Stored: op.Operand(0),
		OK: op.Operand(1) == slot && op.Operand(0) != slot && plainAccess(op, slot, op.Operand(0).Type())}
}
