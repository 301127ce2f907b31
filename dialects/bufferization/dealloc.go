package bufferization

import (
	"github.com/strata-compiler/strata/ir"
)

// Dealloc is bufferization.dealloc: frees each memref whose condition
// holds, unless it aliases (shares its allocation with) a retained memref,
// and frees an allocation named twice once. Result j, one per retained
// memref, is the disjunction of the conditions of the memrefs that alias
// retained j: whether the caller now owns it.
var Dealloc = &ir.OpDef{
	Name:    "bufferization.dealloc",
	Summary: "deallocates the given memrefs if no alias is retained",
	Operands: []ir.ArgDef{{Name: "memrefs", Type: variadicMemRef, Arity: ir.Variadic},
		{Name: "conditions", Type: ir.I1, Arity: ir.Variadic},
		{Name: "retained", Type: variadicMemRef, Arity: ir.Variadic}},
	Results: []ir.ArgDef{{Name: "updatedConditions", Type: variadicI1, Arity: ir.Variadic}},
	Traits:  ir.AttrSizedOperandSegments,
	Parse:   parseDealloc,
	Print:   printDealloc,
	Verify:  verifyDealloc,
}

// variadicMemRef is anyMemRef under the summary upstream's message uses
// for a variadic operand.
var variadicMemRef = &ir.TypeConstraint{Summary: "variadic of " + anyMemRef.Summary, Pred: anyMemRef.Pred}

var variadicI1 = &ir.TypeConstraint{Summary: "variadic of " + ir.I1.Summary, Pred: ir.I1.Pred}

// DeallocOperands returns a bufferization.dealloc's memrefs, their
// conditions and the retained memrefs.
func DeallocOperands(op *ir.Operation) (memrefs, conditions, retained []*ir.Value) {
	d := DeallocOp{op}
	return d.MemRefs(), d.Conditions(), d.Retained()
}

func verifyDealloc(op *ir.Operation) error {
	memrefs, conditions, retained := DeallocOperands(op)
	if len(memrefs) != len(conditions) {
		return op.EmitError("must have the same number of conditions as memrefs to deallocate")
	}
	if op.NumResults() != len(retained) {
		return op.EmitError("must have the same number of updated conditions (results) as retained operands")
	}
	return nil
}

// dealloc ::= (`(` memrefs `:` types `)` `if` `(` conditions `)`)?
//
//	(`retain` `(` memrefs `:` types `)`)? attr-dict
func parseDealloc(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	var memrefs, conditions, retained []*ir.Value
	if p.ParseOptionalPunct("(") {
		var err error
		if memrefs, err = parseTypedOperands(p); err != nil {
			return err
		}
		if err := p.ParseKeyword("if"); err != nil {
			return err
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		us, err := p.ParseOperandList()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		i1s := make([]ir.Type, len(us))
		for i := range i1s {
			i1s[i] = ctx.I(1)
		}
		if conditions, err = p.ResolveOperands(us, i1s); err != nil {
			return err
		}
	}
	if p.ParseOptionalKeyword("retain") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		var err error
		if retained, err = parseTypedOperands(p); err != nil {
			return err
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Operands = append(append(append(st.Operands, memrefs...), conditions...), retained...)
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int64{int64(len(memrefs)), int64(len(conditions)), int64(len(retained))}))
	for range retained {
		st.Types = append(st.Types, ctx.I(1))
	}
	return nil
}

// parseTypedOperands reads `%a, %b : A, B )` (the `(` already read).
func parseTypedOperands(p ir.AsmParser) ([]*ir.Value, error) {
	loc := p.CurrentLoc()
	us, err := p.ParseOperandList()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	ts, err := p.ParseTypeList()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, err
	}
	if len(ts) != len(us) {
		return nil, p.ErrorAt(loc, "number of operands and types do not match: got %d operands and %d types", len(us), len(ts))
	}
	return p.ResolveOperands(us, ts)
}

func printDealloc(p *ir.AsmPrinter, op *ir.Operation) {
	memrefs, conditions, retained := DeallocOperands(op)
	if len(memrefs) > 0 {
		p.WriteString(" (")
		p.PrintOperands(memrefs)
		p.WriteString(" : ")
		p.PrintTypeList(types(memrefs))
		p.WriteString(") if (")
		p.PrintOperands(conditions)
		p.WriteByte(')')
	}
	if len(retained) > 0 {
		p.WriteString(" retain (")
		p.PrintOperands(retained)
		p.WriteString(" : ")
		p.PrintTypeList(types(retained))
		p.WriteByte(')')
	}
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes")
}

func types(vs []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}
