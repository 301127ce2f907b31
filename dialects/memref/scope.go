package memref

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the region ops of memref: alloca_scope (a scope whose
// stack allocations end with it) and generic_atomic_rmw (an atomic
// read-modify-write whose combining function is a region), with their
// terminators.

// AllocaScope is memref.alloca_scope: runs its region once; the region's
// allocas are freed when it ends, and it yields the scope's results.
var AllocaScope = &ir.OpDef{
	Name:    "memref.alloca_scope",
	Summary: "explicitly delimited scope for stack allocation",
	Results: []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Regions: []ir.RegionDef{{Name: "bodyRegion", SizedOne: true}},
	Traits:  ir.AutomaticAllocationScope | ir.RecursiveMemoryEffects | ir.SingleBlock,
	Parse:   parseAllocaScope,
	Print:   printAllocaScope,
	Verify:  verifyAllocaScope,
}

// AllocaScopeReturn is memref.alloca_scope.return: the values an
// alloca_scope yields. Its parent list is set in init: alloca_scope's
// parser builds the implicit return, so naming AllocaScope here would make
// the package's initialization cyclic.
var AllocaScopeReturn = &ir.OpDef{
	Name:     "memref.alloca_scope.return",
	Summary:  "terminator for alloca_scope operation",
	Operands: []ir.ArgDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
	Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
	Format:   "attr-dict ($results^ `:` type($results))?",
}

// GenericAtomicRMW is memref.generic_atomic_rmw: atomically replaces the
// element at indices with what its region computes from the element's
// current value (the region's argument); the result is the value it
// replaced.
var GenericAtomicRMW = &ir.OpDef{
	Name:       "memref.generic_atomic_rmw",
	Summary:    "atomic read-modify-write operation with a region",
	Operands:   []ir.ArgDef{{Name: "memref", Type: rankedMemRef}, indexList("indices")},
	Results:    []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Regions:    []ir.RegionDef{{Name: "atomic_body", SizedOne: true}},
	Traits:     ir.SingleBlock,
	Parse:      parseGenericAtomicRMW,
	Print:      printGenericAtomicRMW,
	Verify:     verifyGenericAtomicRMW,
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.ReadsOperand(0), rewrite.WritesOperand(0)}},
}

// AtomicYield is memref.atomic_yield: the new value a
// generic_atomic_rmw's region computes.
var AtomicYield = &ir.OpDef{
	Name:      "memref.atomic_yield",
	Summary:   "yield operation for GenericAtomicRMWOp",
	Operands:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Traits:    ir.Pure | ir.Terminator | ir.ReturnLike,
	ParentOps: []string{GenericAtomicRMW.Name},
	Format:    "$result attr-dict `:` type($result)",
	Verify:    verifyAtomicYield,
}

// alloca_scope ::= (`->` `(` types `)`)? region attr-dict; the return is
// implicit when the scope has no results.
func parseAllocaScope(p ir.AsmParser, st *ir.OperationState) error {
	if p.ParseOptionalPunct("->") {
		ts, err := p.ParseFunctionResultTypes()
		if err != nil {
			return err
		}
		st.Types = ts
	}
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	b := r.EnsureBlock()
	if last := b.Last(); last == nil || !last.HasTrait(ir.Terminator) {
		b.Append(ir.Create(&ir.OperationState{Name: p.Context().OpName(AllocaScopeReturn.Name), Loc: st.Loc}))
	}
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

func printAllocaScope(p *ir.AsmPrinter, op *ir.Operation) {
	// Upstream writes two spaces before the region or the arrow.
	p.WriteByte(' ')
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		for i, t := range op.ResultTypes() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
		}
		p.WriteByte(')')
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0, false)
	p.PrintOptionalAttrDict(op.Attrs())
}

func verifyAllocaScope(op *ir.Operation) error {
	b := op.Region(0).Front()
	if b == nil || b.Last() == nil {
		return nil
	}
	ret := b.Last()
	if ret.NumOperands() != op.NumResults() {
		return op.EmitError("expects %d values from its region, got %d", op.NumResults(), ret.NumOperands())
	}
	for i, v := range ret.Operands() {
		if v.Type() != op.Result(i).Type() {
			return op.EmitError("type of result #%d ('%s') does not match the returned value ('%s')", i,
				ir.TypeString(op.Result(i).Type()), ir.TypeString(v.Type()))
		}
	}
	return nil
}

// generic_atomic_rmw ::= $memref `[` indices `]` `:` memref-type region attr-dict
func parseGenericAtomicRMW(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	m, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	var idx []ir.UnresolvedOperand
	if !p.ParseOptionalPunct("]") {
		for {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			idx = append(idx, u)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return p.ErrorAt(loc, "expected a ranked memref type")
	}
	vs, err := p.ResolveOperands(append([]ir.UnresolvedOperand{m}, idx...), append([]ir.Type{t}, repeatIndex(ctx, len(idx))...))
	if err != nil {
		return err
	}
	st.Operands = vs
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = []ir.Type{mt.Elem}
	return nil
}

func printGenericAtomicRMW(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteByte('[')
	for i, v := range op.Operands()[1:] {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteString("] : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), true, true, false)
	p.PrintOptionalAttrDict(op.Attrs())
}

func verifyGenericAtomicRMW(op *ir.Operation) error {
	t := memrefOf(op.Operand(0))
	if t == nil {
		return nil
	}
	if n := op.NumOperands() - 1; n != len(t.Dims) {
		return op.EmitError("expects the number of subscripts to be equal to memref rank")
	}
	if op.Result(0).Type() != t.Elem {
		return op.EmitError("failed to verify that result type matches element type of memref")
	}
	b := op.Region(0).Front()
	if b == nil {
		return op.EmitError("expected a region with one block")
	}
	if b.NumArgs() != 1 {
		return op.EmitError("expected single number of entry block arguments")
	}
	if b.Arg(0).Type() != op.Result(0).Type() {
		return op.EmitError("expected block argument of the same type result type")
	}
	for o := b.First(); o != nil; o = o.Next() {
		if !rewrite.IsMemoryEffectFree(o) {
			return op.EmitError("body of 'memref.generic_atomic_rmw' should contain only operations with no side effects")
		}
	}
	return nil
}

func verifyAtomicYield(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent == nil || parent.NumResults() != 1 {
		return nil
	}
	if parent.Result(0).Type() != op.Operand(0).Type() {
		return op.EmitError("types mismatch between yield op and its parent")
	}
	return nil
}

func init() {
	AllocaScopeReturn.ParentOps = []string{AllocaScope.Name}
}
