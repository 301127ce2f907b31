package vector

import (
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
)

// This file holds the custom forms of the vector ops, as mlir-opt
// prints them. Each parser reads its grammar (in its comment) through
// asm, which keeps the first error and makes later reads no-ops.

type asm struct {
	p   ir.AsmParser
	st  *ir.OperationState
	err error
}

func (a *asm) punct(s string) {
	if a.err == nil {
		a.err = a.p.ParsePunct(s)
	}
}

func (a *asm) optPunct(s string) bool { return a.err == nil && a.p.ParseOptionalPunct(s) }

func (a *asm) keyword(kw string) {
	if a.err == nil {
		a.err = a.p.ParseKeyword(kw)
	}
}

func (a *asm) operand() ir.UnresolvedOperand {
	if a.err != nil {
		return ir.UnresolvedOperand{}
	}
	u, err := a.p.ParseOperand()
	a.err = err
	return u
}

// operands reads a possibly empty comma-separated operand list.
func (a *asm) operands() []ir.UnresolvedOperand {
	if a.err != nil {
		return nil
	}
	us, err := a.p.ParseOperandList()
	a.err = err
	return us
}

// indices reads `[` operands `]`.
func (a *asm) indices() []ir.UnresolvedOperand {
	a.punct("[")
	var us []ir.UnresolvedOperand
	if !a.optPunct("]") {
		us = a.operands()
		a.punct("]")
	}
	return us
}

func (a *asm) typ() ir.Type {
	if a.err != nil {
		return nil
	}
	t, err := a.p.ParseType()
	a.err = err
	return t
}

// vectorType reads a type that must be a vector.
func (a *asm) vectorType() *ir.VectorType {
	if a.err != nil {
		return nil
	}
	loc := a.p.CurrentLoc()
	t := a.typ()
	if a.err != nil {
		return nil
	}
	v, ok := t.(*ir.VectorType)
	if !ok {
		a.err = a.p.ErrorAt(loc, "expected vector type, got %s", ir.TypeString(t))
	}
	return v
}

// memrefType reads a memref type.
func (a *asm) memrefType() ir.Type {
	if a.err != nil {
		return nil
	}
	loc := a.p.CurrentLoc()
	t := a.typ()
	if _, ok := t.(*ir.MemRefType); !ok && a.err == nil {
		a.err = a.p.ErrorAt(loc, "invalid kind of type specified: expected builtin.memref, but found '%s'", ir.TypeString(t))
	}
	return t
}

// shapedType reads a memref or ranked tensor type.
func (a *asm) shapedType() ir.ShapedType {
	if a.err != nil {
		return nil
	}
	loc := a.p.CurrentLoc()
	t := a.typ()
	if a.err != nil {
		return nil
	}
	switch t := t.(type) {
	case *ir.MemRefType:
		return t
	case *ir.RankedTensorType:
		return t
	}
	a.err = a.p.ErrorAt(loc, "requires memref or ranked tensor type")
	return nil
}

func (a *asm) attrDict() {
	if a.err != nil {
		return
	}
	attrs, err := a.p.ParseOptionalAttrDict()
	a.err = err
	a.st.Attrs = append(a.st.Attrs, attrs...)
}

// resolve adds us, each of type t (one type for all when len(ts) is 1).
func (a *asm) resolve(us []ir.UnresolvedOperand, ts ...ir.Type) {
	if a.err != nil {
		return
	}
	if len(ts) == 1 && len(us) != 1 {
		ts = repeat(ts[0], len(us))
	}
	if len(ts) > len(us) {
		ts = ts[:len(us)] // an absent optional operand
	}
	vs, err := a.p.ResolveOperands(us, ts)
	a.err = err
	a.st.Operands = append(a.st.Operands, vs...)
}

func (a *asm) index() ir.Type { return a.p.Context().IndexType() }

func repeat(t ir.Type, n int) []ir.Type {
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = t
	}
	return out
}

// kind reads `<add>`.
func (a *asm) kind() {
	if a.err != nil {
		return
	}
	k, err := parseKindBody(a.p)
	a.err = err
	a.st.AddAttr("kind", k)
}

func segments(ctx *ir.Context, ns ...int) ir.Attribute {
	vs := make([]int64, len(ns))
	for i, n := range ns {
		vs[i] = int64(n)
	}
	return ctx.DenseI32Array(vs)
}

// ---- printing helpers ----

func printOperands(p *ir.AsmPrinter, vs []*ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}

func printIndices(p *ir.AsmPrinter, vs []*ir.Value) {
	p.WriteByte('[')
	printOperands(p, vs)
	p.WriteByte(']')
}

func printTypes(p *ir.AsmPrinter, ts ...ir.Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

// ---- extractelement / insertelement (removed upstream after MLIR 20) ----

// extractelement ::= $vector `[` ($position `:` type)? `]` attr-dict `:` type($vector)
func parseExtractElement(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	v := a.operand()
	pos, posT := a.optionalPosition()
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	a.resolve([]ir.UnresolvedOperand{v}, vt)
	if posT != nil {
		a.resolve(pos, posT)
	}
	if a.err == nil {
		st.Types = []ir.Type{vt.Elem}
	}
	return a.err
}

func (a *asm) optionalPosition() ([]ir.UnresolvedOperand, ir.Type) {
	a.punct("[")
	if a.optPunct("]") {
		return nil, nil
	}
	u := a.operand()
	a.punct(":")
	t := a.typ()
	a.punct("]")
	return []ir.UnresolvedOperand{u}, t
}

func printPosition(p *ir.AsmPrinter, op *ir.Operation, i int) {
	p.WriteByte('[')
	if op.NumOperands() > i {
		p.PrintOperand(op.Operand(i))
		p.WriteString(" : ")
		p.PrintType(op.Operand(i).Type())
	}
	p.WriteByte(']')
}

func printExtractElement(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	printPosition(p, op, 1)
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// insertelement ::= $source `,` $dest `[` ($position `:` type)? `]` attr-dict `:` type($result)
func parseInsertElement(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	src := a.operand()
	a.punct(",")
	dst := a.operand()
	pos, posT := a.optionalPosition()
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	if a.err != nil {
		return a.err
	}
	a.resolve([]ir.UnresolvedOperand{src, dst}, vt.Elem, vt)
	if posT != nil {
		a.resolve(pos, posT)
	}
	st.Types = []ir.Type{vt}
	return a.err
}

func printInsertElement(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	printPosition(p, op, 2)
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// ---- splat, from_elements, step, create_mask, constant_mask ----

// splat ::= $input attr-dict `:` type($aggregate)
func parseSplat(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	in := a.operand()
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	if a.err != nil {
		return a.err
	}
	a.resolve([]ir.UnresolvedOperand{in}, vt.Elem)
	st.Types = []ir.Type{vt}
	return a.err
}

func printSplat(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// from_elements ::= $elements attr-dict `:` type($dest)
func parseFromElements(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	els := a.operands()
	a.attrDict()
	a.punct(":")
	loc := p.CurrentLoc()
	vt := a.vectorType()
	if a.err != nil {
		return a.err
	}
	if n := ir.NumElements(vt); n != int64(len(els)) {
		return p.ErrorAt(loc, "number of operands and types do not match: got %d operands and %d types", len(els), n)
	}
	a.resolve(els, vt.Elem)
	st.Types = []ir.Type{vt}
	return a.err
}

func printFromElements(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	printOperands(p, op.Operands())
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// create_mask ::= $operands attr-dict `:` type(results)
func parseCreateMask(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	us := a.operands()
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	a.resolve(us, a.index())
	st.Types = []ir.Type{vt}
	return a.err
}

func printCreateMask(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	printOperands(p, op.Operands())
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// constant_mask ::= $mask_dim_sizes attr-dict `:` type(results)
func parseConstantMask(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	var sizes []int64
	if a.err == nil {
		sizes, a.err = ir.ParseIntList(p)
	}
	st.AddAttr("mask_dim_sizes", p.Context().DenseI64Array(sizes))
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	st.Types = []ir.Type{vt}
	return a.err
}

func printConstantMask(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.WriteIntList(Ints(op.Attr("mask_dim_sizes")))
	p.PrintOptionalAttrDict(op.Attrs(), "mask_dim_sizes")
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// ---- transpose, shuffle ----

// transpose ::= $vector `,` $permutation attr-dict `:` type($vector) `to` type($result)
func parseTranspose(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	v := a.operand()
	a.punct(",")
	var perm []int64
	if a.err == nil {
		perm, a.err = ir.ParseIntList(p)
	}
	st.AddAttr("permutation", p.Context().DenseI64Array(perm))
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	a.keyword("to")
	rt := a.vectorType()
	a.resolve([]ir.UnresolvedOperand{v}, vt)
	st.Types = []ir.Type{rt}
	return a.err
}

func printTranspose(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.WriteIntList(Ints(op.Attr("permutation")))
	p.PrintOptionalAttrDict(op.Attrs(), "permutation")
	p.WriteString(" : ")
	printTypes(p, op.Operand(0).Type())
	p.WriteString(" to ")
	p.PrintType(op.Result(0).Type())
}

// shuffle ::= $v1 `,` $v2 $mask attr-dict `:` type($v1) `,` type($v2)
func parseShuffle(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	v1 := a.operand()
	a.punct(",")
	v2 := a.operand()
	var mask []int64
	if a.err == nil {
		mask, a.err = ir.ParseIntList(p)
	}
	st.AddAttr("mask", p.Context().DenseI64Array(mask))
	a.attrDict()
	a.punct(":")
	t1 := a.vectorType()
	a.punct(",")
	t2 := a.vectorType()
	a.resolve([]ir.UnresolvedOperand{v1, v2}, t1, t2)
	if a.err == nil {
		shape := []int64{int64(len(mask))}
		if len(t1.Dims) > 0 {
			shape = append(shape, t1.Dims[1:]...)
		}
		st.Types = []ir.Type{p.Context().VectorType(shape, t1.Elem, nil)}
	}
	return a.err
}

func printShuffle(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	p.WriteByte(' ')
	p.WriteIntList(Ints(op.Attr("mask")))
	p.PrintOptionalAttrDict(op.Attrs(), "mask")
	p.WriteString(" : ")
	printTypes(p, op.Operand(0).Type(), op.Operand(1).Type())
}

// ---- print ----

// print ::= ($source^ `:` type($source))? (`str` $stringLiteral^)?
//
//	(`punctuation` $punctuation^)? attr-dict
func parsePrint(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	ctx := p.Context()
	u, ok, err := p.ParseOptionalOperand()
	if err != nil {
		return err
	}
	if ok {
		a.punct(":")
		t := a.typ()
		a.resolve([]ir.UnresolvedOperand{u}, t)
	}
	if a.err == nil && p.ParseOptionalKeyword("str") {
		s, err := p.ParseString()
		a.err = err
		st.AddAttr("stringLiteral", ctx.StringAttr(s))
	}
	if a.err == nil && p.ParseOptionalKeyword("punctuation") {
		a.punct("<")
		if a.err == nil {
			i, err := parseEnum(p, "a punctuation", punctuationNames)
			a.err = err
			st.AddAttr("punctuation", PunctuationOf(ctx, Punctuation(i)))
		}
		a.punct(">")
	}
	a.attrDict()
	return a.err
}

func printPrint(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() > 0 {
		p.WriteByte(' ')
		p.PrintOperand(op.Operand(0))
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
	}
	if s, ok := op.Attr("stringLiteral").(*ir.StringAttr); ok {
		p.WriteString(" str ")
		p.PrintAttr(s)
	}
	if pa, ok := op.Attr("punctuation").(*PunctuationAttr); ok && pa.Value != NewLine {
		p.WriteString(" punctuation <" + pa.Value.String() + ">")
	}
	p.PrintOptionalAttrDict(op.Attrs(), "stringLiteral", "punctuation")
}

// Directives are the custom directives of the formats below.
var directives = tensor.Directives
