package llvm

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds the llvm dialect's vector ops: the element and shuffle
// instructions, the vector reduction intrinsics and the masked memory
// intrinsics, in upstream's syntax.

var (
	anyVector   = &ir.TypeConstraint{Summary: "LLVM dialect-compatible vector type", Pred: func(t ir.Type) bool { _, ok := t.(*ir.VectorType); return ok }}
	boolVectorT = &ir.TypeConstraint{Summary: "LLVM dialect-compatible vector of 1-bit signless integer", Pred: func(t ir.Type) bool {
		v, ok := t.(*ir.VectorType)
		return ok && isI1(v.Elem)
	}}
	denseI32 = &ir.AttrConstraint{Summary: "i32 dense array attribute", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		if !ok {
			return false
		}
		it, ok := d.Elem.(*ir.IntegerType)
		return ok && it.Width == 32
	}}
)

var (
	// ExtractElement is `llvm.extractelement %v[%i : i64] : vector<4xf32>`.
	ExtractElement = &ir.OpDef{Name: "llvm.extractelement", Summary: "Extract an element from an LLVM vector.",
		Operands: []ir.ArgDef{{Name: "vector", Type: anyVector}, {Name: "position", Type: Signless}},
		Results:  []ir.ArgDef{{Name: "res", Type: AnyType}},
		Traits:   ir.Pure,
		Parse:    parseExtractElement, Print: printExtractElement}

	// InsertElement is `llvm.insertelement %x, %v[%i : i32] : vector<4xf32>`.
	InsertElement = &ir.OpDef{Name: "llvm.insertelement", Summary: "Insert an element into an LLVM vector.",
		Operands:  []ir.ArgDef{{Name: "vector", Type: anyVector}, {Name: "value", Type: AnyType}, {Name: "position", Type: Signless}},
		Results:   []ir.ArgDef{{Name: "res", Type: anyVector}},
		Traits:    ir.Pure,
		SameTypes: [][]string{{"vector", "res"}},
		Parse:     parseInsertElement, Print: printInsertElement}

	// ShuffleVector is `llvm.shufflevector %a, %b [0, 5, 2] : vector<4xf32>`.
	ShuffleVector = &ir.OpDef{Name: "llvm.shufflevector", Summary: "Construct a permutation of two vectors.",
		Operands: []ir.ArgDef{{Name: "v1", Type: anyVector}, {Name: "v2", Type: anyVector}},
		Results:  []ir.ArgDef{{Name: "res", Type: anyVector}},
		Attrs:    []ir.AttrDef{{Name: "mask", Constraint: denseI32}},
		Traits:   ir.Pure,
		Parse:    parseShuffleVector, Print: printShuffleVector}

	// MaskedLoad is llvm.intr.masked.load %p, %mask, %pass {alignment = 4 : i32}.
	MaskedLoad = &ir.OpDef{Name: "llvm.intr.masked.load", Summary: "LLVM masked load intrinsic",
		Operands: []ir.ArgDef{{Name: "data", Type: AnyPointer}, {Name: "mask", Type: boolVectorT}, {Name: "pass_thru", Type: anyVector, Arity: ir.Variadic}},
		Results:  []ir.ArgDef{{Name: "res", Type: anyVector}},
		Attrs: []ir.AttrDef{{Name: "alignment", Constraint: i32Attr},
			{Name: "nontemporal", Constraint: ir.UnitAttrConstraint, Optional: true}},
		Format: "operands attr-dict `:` functional-type(operands, results)"}

	// MaskedStore is llvm.intr.masked.store %v, %p, %mask {alignment = 4 : i32}.
	MaskedStore = &ir.OpDef{Name: "llvm.intr.masked.store", Summary: "LLVM masked store intrinsic",
		Operands: []ir.ArgDef{{Name: "value", Type: anyVector}, {Name: "data", Type: AnyPointer}, {Name: "mask", Type: boolVectorT}},
		Attrs:    []ir.AttrDef{{Name: "alignment", Constraint: i32Attr}},
		Format:   "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))"}
)

// Vector reduction intrinsics: llvm.intr.vector.reduce.NAME. The integer
// ones and fadd/fmul (which take a start value) have only the generic
// form, as upstream prints them.
var (
	VectorReduceIntNames   = []string{"add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"}
	VectorReduceFloatNames = []string{"fmax", "fmin", "fmaximum", "fminimum"}
	VectorReduceOps        = func() map[string]*ir.OpDef {
		m := map[string]*ir.OpDef{}
		for _, n := range VectorReduceIntNames {
			m[n] = &ir.OpDef{Name: "llvm.intr.vector.reduce." + n, Summary: "LLVM vector.reduce." + n + " intrinsic",
				Operands: []ir.ArgDef{{Name: "in", Type: anyVector}}, Results: []ir.ArgDef{{Name: "res", Type: AnyType}}, Traits: ir.Pure}
		}
		for _, n := range VectorReduceFloatNames {
			m[n] = &ir.OpDef{Name: "llvm.intr.vector.reduce." + n, Summary: "LLVM vector.reduce." + n + " intrinsic",
				Operands: []ir.ArgDef{{Name: "in", Type: anyVector}}, Results: []ir.ArgDef{{Name: "res", Type: AnyType}}, Traits: ir.Pure,
				Attrs:  []ir.AttrDef{{Name: "fastmathFlags", Constraint: FastmathConstraint, Optional: true}},
				Format: "`(` operands `)` attr-dict `:` functional-type(operands, results)"}
		}
		for _, n := range []string{"fadd", "fmul"} {
			m[n] = &ir.OpDef{Name: "llvm.intr.vector.reduce." + n, Summary: "LLVM vector.reduce." + n + " intrinsic",
				Operands: []ir.ArgDef{{Name: "start_value", Type: AnyType}, {Name: "input", Type: anyVector}}, Results: []ir.ArgDef{{Name: "res", Type: AnyType}}, Traits: ir.Pure,
				Attrs: []ir.AttrDef{{Name: "fastmathFlags", Constraint: FastmathConstraint, Optional: true}}}
		}
		return m
	}()
)

func vectorOps() []*ir.OpDef {
	out := []*ir.OpDef{ExtractElement, InsertElement, ShuffleVector, MaskedLoad, MaskedStore}
	for _, n := range append(append(append([]string{}, VectorReduceIntNames...), VectorReduceFloatNames...), "fadd", "fmul") {
		out = append(out, VectorReduceOps[n])
	}
	return out
}

// parsePositionType reads `[` %i `:` type `]`.
func parsePositionType(p ir.AsmParser) (ir.UnresolvedOperand, ir.Type, error) {
	if err := p.ParsePunct("["); err != nil {
		return ir.UnresolvedOperand{}, nil, err
	}
	u, err := p.ParseOperand()
	if err != nil {
		return u, nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return u, nil, err
	}
	t, err := p.ParseType()
	if err != nil {
		return u, nil, err
	}
	return u, t, p.ParsePunct("]")
}

// parseVectorTail reads attr-dict `:` vector-type.
func parseVectorTail(p ir.AsmParser, st *ir.OperationState) (*ir.VectorType, error) {
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return nil, err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	v, ok := t.(*ir.VectorType)
	if !ok {
		return nil, p.ErrorAt(loc, "expected LLVM dialect-compatible vector type")
	}
	return v, nil
}

// extractelement ::= $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)
func parseExtractElement(p ir.AsmParser, st *ir.OperationState) error {
	v, err := p.ParseOperand()
	if err != nil {
		return err
	}
	pos, pt, err := parsePositionType(p)
	if err != nil {
		return err
	}
	vt, err := parseVectorTail(p, st)
	if err != nil {
		return err
	}
	ops, err := p.ResolveOperands([]ir.UnresolvedOperand{v, pos}, []ir.Type{vt, pt})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, ops...)
	st.Types = []ir.Type{vt.Elem}
	return nil
}

func printExtractElement(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteByte('[')
	p.PrintOperand(op.Operand(1))
	p.WriteString(" : ")
	p.PrintType(op.Operand(1).Type())
	p.WriteByte(']')
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// insertelement ::= $value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)
func parseInsertElement(p ir.AsmParser, st *ir.OperationState) error {
	x, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	v, err := p.ParseOperand()
	if err != nil {
		return err
	}
	pos, pt, err := parsePositionType(p)
	if err != nil {
		return err
	}
	vt, err := parseVectorTail(p, st)
	if err != nil {
		return err
	}
	ops, err := p.ResolveOperands([]ir.UnresolvedOperand{v, x, pos}, []ir.Type{vt, vt.Elem, pt})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, ops...)
	st.Types = []ir.Type{vt}
	return nil
}

func printInsertElement(p *ir.AsmPrinter, op *ir.Operation) {
	e := InsertElementOp{op}
	p.WriteByte(' ')
	p.PrintOperand(e.Value())
	p.WriteString(", ")
	p.PrintOperand(e.Vector())
	p.WriteByte('[')
	p.PrintOperand(e.Position())
	p.WriteString(" : ")
	p.PrintType(e.Position().Type())
	p.WriteByte(']')
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// shufflevector ::= $v1 `,` $v2 $mask attr-dict `:` type($v1)
func parseShuffleVector(p ir.AsmParser, st *ir.OperationState) error {
	v1, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	v2, err := p.ParseOperand()
	if err != nil {
		return err
	}
	var mask []int64
	if err := ir.ParseCommaList(p, "[", "]", func() error {
		x, err := p.ParseInteger()
		mask = append(mask, x)
		return err
	}); err != nil {
		return err
	}
	vt, err := parseVectorTail(p, st)
	if err != nil {
		return err
	}
	ops, err := p.ResolveOperands([]ir.UnresolvedOperand{v1, v2}, []ir.Type{vt, vt})
	if err != nil {
		return err
	}
	ctx := p.Context()
	st.Operands = append(st.Operands, ops...)
	st.AddAttr("mask", ctx.DenseI32Array(mask))
	st.Types = []ir.Type{ctx.VectorType([]int64{int64(len(mask))}, vt.Elem, nil)}
	return nil
}

func printShuffleVector(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(" [")
	if m, ok := op.Attr("mask").(*ir.DenseArrayAttr); ok {
		for i, x := range m.Ints {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteInt(x)
		}
	}
	p.WriteByte(']')
	p.PrintOptionalAttrDict(op.Attrs(), "mask")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}
