package rewrite

import "github.com/strata-compiler/strata/ir"

// Memory effects (MLIR's MemoryEffectOpInterface): what an op does to
// memory, declared as data on its definition under MemoryEffectsInterface and
// asked by generic code (dead code, code motion, CSE), which imports no
// dialect.
//
//	memref.load:   Effects{ReadsOperand(0)}
//	memref.store:  Effects{WritesOperand(1)}
//	memref.alloc:  Effects{AllocatesResult(0)}
//	memref.dealloc: Effects{FreesOperand(0)}
//	arith.divsi:   NoMemoryEffect (not Pure: it may not be speculated)
//
// An op that is Pure has none; one that declares nothing may have any, unless
// it has RecursiveMemoryEffects, whose effects are its nested ops'.

// EffectKind is what an op does to memory.
type EffectKind uint8

const (
	// Read reads the memory.
	Read EffectKind = iota + 1
	// Write writes it.
	Write
	// Allocate makes it: a fresh buffer no other value reaches.
	Allocate
	// Free releases it.
	Free
)

// EffectTarget says which memory an Effect is on.
type EffectTarget uint8

const (
	// OnResource: memory no operand or result names, Effect.Resource.
	OnResource EffectTarget = iota
	// OnOperand: the buffer of operand Effect.Index.
	OnOperand
	// OnResult: the buffer of result Effect.Index.
	OnResult
)

// An Effect is one memory effect of an op.
type Effect struct {
	Kind EffectKind
	On   EffectTarget
	// Index counts operands (OnOperand) or results (OnResult).
	Index int
	// Resource names the memory of an OnResource effect: "" is any memory
	// (MLIR's DefaultResource), others name memory only some ops reach.
	Resource string
}

// Effects is the list of an op's memory effects, empty for an op that has
// none.
type Effects []Effect

// NoMemoryEffect declares an op free of memory effects without being Pure
// (MLIR's NoMemoryEffect trait): a division, which may not be speculated.
var NoMemoryEffect = Effects{}

// ReadsOperand is a read of the buffer operand i names.
func ReadsOperand(i int) Effect { return Effect{Kind: Read, On: OnOperand, Index: i} }

// WritesOperand is a write to the buffer operand i names.
func WritesOperand(i int) Effect { return Effect{Kind: Write, On: OnOperand, Index: i} }

// FreesOperand releases the buffer operand i names.
func FreesOperand(i int) Effect { return Effect{Kind: Free, On: OnOperand, Index: i} }

// AllocatesResult makes result i a fresh buffer.
func AllocatesResult(i int) Effect { return Effect{Kind: Allocate, On: OnResult, Index: i} }

// WritesResult is a write to the buffer result i names (an allocation that
// also initializes it).
func WritesResult(i int) Effect { return Effect{Kind: Write, On: OnResult, Index: i} }

// ReadsResource and WritesResource are effects on memory no value names.
func ReadsResource(name string) Effect  { return Effect{Kind: Read, Resource: name} }
func WritesResource(name string) Effect { return Effect{Kind: Write, Resource: name} }

// EffectsOf returns op's own memory effects (not its nested ops') and whether
// they are known: declared under MemoryEffectsInterface, as Effects or as a
// func(*ir.Operation) Effects, or none for a Pure op or one with
// RecursiveMemoryEffects that declares nothing else. An unregistered op, or
// one that declares nothing, may have any.
func EffectsOf(op *ir.Operation) (Effects, bool) {
	d := op.Def()
	if d == nil || !op.IsRegistered() {
		return nil, false
	}
	switch e := d.Interfaces[MemoryEffectsInterface].(type) {
	case Effects:
		return e, true
	case func(*ir.Operation) Effects:
		return e(op), true
	}
	if op.HasTrait(ir.Pure) || op.HasTrait(ir.RecursiveMemoryEffects) {
		return nil, true
	}
	return nil, false
}

// allEffects calls f with op's effects and, when op has RecursiveMemoryEffects
// (and is not Pure), with those of each nested op, depth first; it returns
// false as soon as f does or an op's effects are unknown.
func allEffects(op *ir.Operation, f func(o *ir.Operation, e Effects) bool) bool {
	e, ok := EffectsOf(op)
	if !ok || !f(op, e) {
		return false
	}
	if op.HasTrait(ir.Pure) || !op.HasTrait(ir.RecursiveMemoryEffects) {
		return true
	}
	for _, r := range op.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if !allEffects(o, f) {
					return false
				}
			}
		}
	}
	return true
}

// IsMemoryEffectFree reports whether op (with its nested ops, for ops with
// recursive effects) has no memory effects. Unregistered ops may have any.
func IsMemoryEffectFree(op *ir.Operation) bool {
	return allEffects(op, func(_ *ir.Operation, e Effects) bool { return len(e) == 0 })
}

// OnlyReadsOrAllocates reports whether every effect of op (with its nested
// ops, for ops with recursive effects) reads memory, or is on a buffer the
// op that has it allocates as one of its own results: such an op may be
// erased when its results are unused (an unused memref.load, or
// memref.alloc).
func OnlyReadsOrAllocates(op *ir.Operation) bool {
	return allEffects(op, func(o *ir.Operation, e Effects) bool {
		for _, x := range e {
			if x.Kind != Read && !(x.On == OnResult && allocates(e, x.Index)) {
				return false
			}
		}
		return true
	})
}

// allocates reports whether e allocates result i.
func allocates(e Effects, i int) bool {
	for _, x := range e {
		if x.Kind == Allocate && x.On == OnResult && x.Index == i {
			return true
		}
	}
	return false
}

// WouldBeTriviallyDead reports whether op could be erased if its results
// were unused: not a terminator or a symbol, and its effects only reads or
// on buffers it allocates (OnlyReadsOrAllocates), as MLIR's
// wouldOpBeTriviallyDead.
func WouldBeTriviallyDead(op *ir.Operation) bool {
	if !op.IsRegistered() || op.HasTrait(ir.Terminator) || op.HasTrait(ir.Symbol) {
		return false
	}
	return OnlyReadsOrAllocates(op)
}

// IsTriviallyDead reports whether op is unused and WouldBeTriviallyDead.
func IsTriviallyDead(op *ir.Operation) bool { return op.UseEmpty() && WouldBeTriviallyDead(op) }

// OnMemRefs declares effects on operands and results that hold only while
// they are buffers: each effect on a value that is no memref (a tensor) is
// dropped, so an op that reads a memref or a tensor (vector.transfer_read)
// has none on a tensor.
func OnMemRefs(e Effects) func(*ir.Operation) Effects {
	return func(op *ir.Operation) Effects {
		out := Effects{}
		for _, x := range e {
			switch {
			case x.On == OnOperand && x.Index < op.NumOperands() && !isMemRef(op.Operand(x.Index)),
				x.On == OnResult && x.Index < op.NumResults() && !isMemRef(op.Result(x.Index)):
				continue
			}
			out = append(out, x)
		}
		return out
	}
}

func isMemRef(v *ir.Value) bool {
	switch v.Type().(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}
