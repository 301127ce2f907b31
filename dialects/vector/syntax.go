package vector

import (
	"github.com/strata-compiler/strata/dialects/arith"
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

func printInts(p *ir.AsmPrinter, vs []int64) {
	p.WriteByte('[')
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteInt(v)
	}
	p.WriteByte(']')
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
		a.err = ir.ParseCommaList(p, "[", "]", func() error {
			v, err := p.ParseInteger()
			sizes = append(sizes, v)
			return err
		})
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
	printInts(p, Ints(op.Attr("mask_dim_sizes")))
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
		a.err = ir.ParseCommaList(p, "[", "]", func() error {
			x, err := p.ParseInteger()
			perm = append(perm, x)
			return err
		})
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
	printInts(p, Ints(op.Attr("permutation")))
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
		a.err = ir.ParseCommaList(p, "[", "]", func() error {
			x, err := p.ParseInteger()
			mask = append(mask, x)
			return err
		})
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
	printInts(p, Ints(op.Attr("mask")))
	p.PrintOptionalAttrDict(op.Attrs(), "mask")
	p.WriteString(" : ")
	printTypes(p, op.Operand(0).Type(), op.Operand(1).Type())
}

// ---- reductions ----

// reduction ::= `<` kind `>` `,` $vector (`,` $acc)? (`fastmath` `<` flags `>`)? attr-dict
//
//	`:` type($vector) `into` type($dest)
func parseReduction(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	a.kind()
	a.punct(",")
	us := []ir.UnresolvedOperand{a.operand()}
	if a.optPunct(",") {
		us = append(us, a.operand())
	}
	if a.err == nil && p.ParseOptionalKeyword("fastmath") {
		fm, err := arith.FastMathAttrConstraint.Parse(p)
		a.err = err
		st.AddAttr("fastmath", fm)
	}
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	a.keyword("into")
	rt := a.typ()
	a.resolve(us, vt, rt)
	st.Types = []ir.Type{rt}
	return a.err
}

func printReduction(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <" + KindOf(op).String() + ">, ")
	printOperands(p, op.Operands())
	if fm, ok := op.Attr("fastmath").(*arith.FastMathAttr); ok && fm.Flags != arith.FastMathNone {
		p.WriteString(" fastmath")
		arith.FastMathAttrConstraint.Print(p, fm)
	}
	p.PrintOptionalAttrDict(op.Attrs(), "kind", "fastmath")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" into ")
	p.PrintType(op.Result(0).Type())
}

// multi_reduction ::= `<` kind `>` `,` $source `,` $acc attr-dict $reduction_dims
//
//	`:` type($source) `to` type($dest)
func parseMultiReduction(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	a.kind()
	a.punct(",")
	src := a.operand()
	a.punct(",")
	acc := a.operand()
	a.attrDict()
	var dims []int64
	if a.err == nil {
		a.err = ir.ParseCommaList(p, "[", "]", func() error {
			x, err := p.ParseInteger()
			dims = append(dims, x)
			return err
		})
	}
	st.AddAttr("reduction_dims", p.Context().DenseI64Array(dims))
	a.punct(":")
	vt := a.vectorType()
	a.keyword("to")
	rt := a.typ()
	a.resolve([]ir.UnresolvedOperand{src, acc}, vt, rt)
	st.Types = []ir.Type{rt}
	return a.err
}

func printMultiReduction(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <" + KindOf(op).String() + ">, ")
	printOperands(p, op.Operands())
	p.PrintOptionalAttrDict(op.Attrs(), "kind", "reduction_dims")
	p.WriteByte(' ')
	printInts(p, Ints(op.Attr("reduction_dims")))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" to ")
	p.PrintType(op.Result(0).Type())
}

// outerproduct ::= $lhs `,` $rhs (`,` $acc)? attr-dict `:` type($lhs) `,` type($rhs)
func parseOuterProduct(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	us := []ir.UnresolvedOperand{a.operand()}
	a.punct(",")
	us = append(us, a.operand())
	if a.optPunct(",") {
		us = append(us, a.operand())
	}
	a.attrDict()
	a.punct(":")
	loc := p.CurrentLoc()
	lt := a.vectorType()
	a.punct(",")
	rt := a.typ()
	if a.err != nil {
		return a.err
	}
	if len(lt.Dims) != 1 {
		return p.ErrorAt(loc, "expected 1-d vector for operand #1")
	}
	var res ir.Type = lt
	if r, ok := rt.(*ir.VectorType); ok {
		if len(r.Dims) != 1 {
			return p.ErrorAt(loc, "expected 1-d vector for operand #2")
		}
		var sc []bool
		if lt.Scalable != nil || r.Scalable != nil {
			sc = []bool{isScalable(lt, 0), isScalable(r, 0)}
		}
		res = p.Context().VectorType([]int64{lt.Dims[0], r.Dims[0]}, lt.Elem, sc)
	}
	ts := []ir.Type{lt, rt}
	if len(us) == 3 {
		ts = append(ts, res)
	}
	a.resolve(us, ts...)
	if !hasAttr(st, "kind") {
		st.AddAttr("kind", Kind(p.Context(), Add))
	}
	st.Types = []ir.Type{res}
	return a.err
}

func hasAttr(st *ir.OperationState, name string) bool {
	for _, a := range st.Attrs {
		if a.Name == name {
			return true
		}
	}
	return false
}

func isScalable(v *ir.VectorType, i int) bool { return v.Scalable != nil && v.Scalable[i] }

func printOuterProduct(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	printOperands(p, op.Operands())
	elided := []string{}
	if KindOf(op) == Add && op.NumOperands() == 2 {
		// Upstream leaves out the default kind only without an accumulator.
		elided = append(elided, "kind")
	}
	p.PrintOptionalAttrDict(op.Attrs(), elided...)
	p.WriteString(" : ")
	printTypes(p, op.Operand(0).Type(), op.Operand(1).Type())
}

// contractTraitAttrs are the attributes contract's leading dictionary
// holds; any others follow the operands.
var contractTraitAttrs = []string{"indexing_maps", "iterator_types", "kind"}

// contract ::= trait-dict $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `into` type($result)
//
// The trait dictionary (written `{...}` or as a dictionary attribute
// alias) holds indexing_maps, iterator_types (as strings) and kind.
func parseContract(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	loc := p.CurrentLoc()
	dict, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	d, ok := dict.(*ir.DictionaryAttr)
	if !ok {
		return p.ErrorAt(loc, "expected a dictionary of contraction traits")
	}
	st.Attrs = append(st.Attrs, d.Entries...)
	us := []ir.UnresolvedOperand{a.operand()}
	a.punct(",")
	us = append(us, a.operand())
	a.punct(",")
	us = append(us, a.operand())
	a.attrDict()
	a.punct(":")
	lt := a.typ()
	a.punct(",")
	rt := a.typ()
	a.keyword("into")
	res := a.typ()
	a.resolve(us, lt, rt, res)
	if a.err != nil {
		return a.err
	}
	ctx := p.Context()
	found := false
	for i, na := range st.Attrs {
		if na.Name != "iterator_types" {
			continue
		}
		found = true
		arr, ok := na.Value.(*ir.ArrayAttr)
		if !ok {
			return p.ErrorAt(loc, "expected an array of iterator types")
		}
		elems := make([]ir.Attribute, len(arr.Elems))
		for j, e := range arr.Elems {
			switch e := e.(type) {
			case *ir.StringAttr:
				switch e.Value {
				case "parallel":
					elems[j] = Iterator(ctx, ParallelIterator)
				case "reduction":
					elems[j] = Iterator(ctx, ReductionIterator)
				default:
					return p.ErrorAt(loc, "unexpected iterator_type (%s)", e.Value)
				}
			case *IteratorTypeAttr:
				elems[j] = e
			default:
				return p.ErrorAt(loc, "expected an iterator type")
			}
		}
		st.Attrs[i].Value = ctx.ArrayAttr(elems)
	}
	if !found {
		return p.ErrorAt(loc, "expected iterator_types array attribute")
	}
	if !hasAttr(st, "kind") {
		st.AddAttr("kind", Kind(ctx, Add))
	}
	st.Types = []ir.Type{res}
	return nil
}

func printContract(p *ir.AsmPrinter, op *ir.Operation) {
	ctx := op.Context()
	var trait []ir.NamedAttr
	for _, name := range contractTraitAttrs {
		na := ir.NamedAttr{Name: name, Value: op.Attr(name)}
		if na.Value == nil {
			continue
		}
		if arr, ok := na.Value.(*ir.ArrayAttr); ok && name == "iterator_types" {
			elems := make([]ir.Attribute, len(arr.Elems))
			for j, e := range arr.Elems {
				if it, ok := e.(*IteratorTypeAttr); ok {
					elems[j] = ctx.StringAttr(it.Value.String())
				} else {
					elems[j] = e
				}
			}
			na.Value = ctx.ArrayAttr(elems)
		}
		trait = append(trait, na)
	}
	p.WriteByte(' ')
	p.PrintAttr(ctx.DictionaryAttr(trait))
	p.WriteByte(' ')
	printOperands(p, op.Operands())
	p.PrintOptionalAttrDict(op.Attrs(), contractTraitAttrs...)
	p.WriteString(" : ")
	printTypes(p, op.Operand(0).Type(), op.Operand(1).Type())
	p.WriteString(" into ")
	p.PrintType(op.Result(0).Type())
}

// ---- memory ----

// load ::= $base `[` $indices `]` attr-dict `:` type($base) `,` type($result)
func parseLoad(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	base := a.operand()
	idx := a.indices()
	a.attrDict()
	a.punct(":")
	bt := a.memrefType()
	a.punct(",")
	rt := a.typ()
	a.resolve([]ir.UnresolvedOperand{base}, bt)
	a.resolve(idx, a.index())
	st.Types = []ir.Type{rt}
	return a.err
}

func printLoad(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	printIndices(p, op.Operands()[1:])
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	printTypes(p, op.Operand(0).Type(), op.Result(0).Type())
}

// store ::= $valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)
func parseStore(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	v := a.operand()
	a.punct(",")
	base := a.operand()
	idx := a.indices()
	a.attrDict()
	a.punct(":")
	bt := a.memrefType()
	a.punct(",")
	vt := a.typ()
	a.resolve([]ir.UnresolvedOperand{v, base}, vt, bt)
	a.resolve(idx, a.index())
	return a.err
}

func printStore(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	printIndices(p, op.Operands()[2:])
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	printTypes(p, op.Operand(1).Type(), op.Operand(0).Type())
}

// maskedload ::= $base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict
//
//	`:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)
//
// gather adds `[` $index_vec `]` after the indices and its type after
// the base's.
func parseMaskedLoad(gather bool) func(p ir.AsmParser, st *ir.OperationState) error {
	return func(p ir.AsmParser, st *ir.OperationState) error {
		a := &asm{p: p, st: st}
		base := a.operand()
		idx := a.indices()
		var iv ir.UnresolvedOperand
		if gather {
			a.punct("[")
			iv = a.operand()
			a.punct("]")
		}
		a.punct(",")
		mask := a.operand()
		a.punct(",")
		pass := a.operand()
		a.attrDict()
		a.punct(":")
		var bt ir.Type
		if gather {
			bt = a.typ()
		} else {
			bt = a.memrefType()
		}
		a.punct(",")
		var it ir.Type
		if gather {
			it = a.typ()
			a.punct(",")
		}
		mt := a.typ()
		a.punct(",")
		pt := a.typ()
		a.keyword("into")
		rt := a.typ()
		a.resolve([]ir.UnresolvedOperand{base}, bt)
		a.resolve(idx, a.index())
		if gather {
			a.resolve([]ir.UnresolvedOperand{iv}, it)
		}
		a.resolve([]ir.UnresolvedOperand{mask, pass}, mt, pt)
		st.Types = []ir.Type{rt}
		return a.err
	}
}

func printMaskedLoad(gather bool) func(p *ir.AsmPrinter, op *ir.Operation) {
	return func(p *ir.AsmPrinter, op *ir.Operation) {
		printMaskedLoadLike(p, op, gather)
		p.WriteString(" into ")
		p.PrintType(op.Result(0).Type())
	}
}

// maskedstore ::= $base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict
//
//	`:` type($base) `,` type($mask) `,` type($valueToStore)
//
// scatter adds `[` $index_vec `]` as gather does.
func parseMaskedStore(scatter bool) func(p ir.AsmParser, st *ir.OperationState) error {
	return func(p ir.AsmParser, st *ir.OperationState) error {
		a := &asm{p: p, st: st}
		base := a.operand()
		idx := a.indices()
		var iv ir.UnresolvedOperand
		if scatter {
			a.punct("[")
			iv = a.operand()
			a.punct("]")
		}
		a.punct(",")
		mask := a.operand()
		a.punct(",")
		val := a.operand()
		a.attrDict()
		a.punct(":")
		var bt ir.Type
		if scatter {
			bt = a.typ()
		} else {
			bt = a.memrefType()
		}
		a.punct(",")
		var it ir.Type
		if scatter {
			it = a.typ()
			a.punct(",")
		}
		mt := a.typ()
		a.punct(",")
		vt := a.typ()
		a.resolve([]ir.UnresolvedOperand{base}, bt)
		a.resolve(idx, a.index())
		if scatter {
			a.resolve([]ir.UnresolvedOperand{iv}, it)
		}
		a.resolve([]ir.UnresolvedOperand{mask, val}, mt, vt)
		return a.err
	}
}

func printMaskedStore(scatter bool) func(p *ir.AsmPrinter, op *ir.Operation) {
	return func(p *ir.AsmPrinter, op *ir.Operation) {
		printMaskedLoadLike(p, op, scatter)
	}
}

func printMaskedLoadLike(p *ir.AsmPrinter, op *ir.Operation, indexed bool) {
	n := op.NumOperands()
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	last := n - 2
	if indexed {
		last--
	}
	printIndices(p, op.Operands()[1:last])
	ts := []ir.Type{op.Operand(0).Type()}
	if indexed {
		p.WriteString(" [")
		p.PrintOperand(op.Operand(last))
		p.WriteByte(']')
		ts = append(ts, op.Operand(last).Type())
	}
	p.WriteString(", ")
	printOperands(p, op.Operands()[n-2:])
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	ts = append(ts, op.Operand(n-2).Type(), op.Operand(n-1).Type())
	printTypes(p, ts...)
}

// transfer_read ::= $base `[` $indices `]` `,` $padding (`,` $mask)? attr-dict
//
//	`:` type($base) `,` type($vector)
//
// An absent permutation_map is the minor identity, an absent in_bounds
// all false; the printer leaves out both when they are those.
func parseTransferRead(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	base := a.operand()
	idx := a.indices()
	a.punct(",")
	pad := a.operand()
	var mask []ir.UnresolvedOperand
	if a.optPunct(",") {
		mask = append(mask, a.operand())
	}
	a.attrDict()
	a.punct(":")
	loc := p.CurrentLoc()
	bt := a.shapedType()
	a.punct(",")
	vt := a.vectorType()
	if a.err != nil {
		return a.err
	}
	m, err := transferDefaults(p, st, bt, vt, loc)
	if err != nil {
		return err
	}
	a.resolve([]ir.UnresolvedOperand{base}, bt)
	a.resolve(idx, a.index())
	a.resolve([]ir.UnresolvedOperand{pad}, bt.ElementType())
	if len(mask) > 0 {
		a.resolve(mask, MaskType(p.Context(), vt, m))
	}
	st.AddAttr("operandSegmentSizes", segments(p.Context(), 1, len(idx), 1, len(mask)))
	st.Types = []ir.Type{vt}
	return a.err
}

// transferDefaults fills in the permutation map and in_bounds of a
// transfer op when absent and returns the map.
func transferDefaults(p ir.AsmParser, st *ir.OperationState, bt ir.ShapedType, vt *ir.VectorType, loc ir.Location) (*ir.AffineMap, error) {
	ctx := p.Context()
	var m *ir.AffineMap
	for _, na := range st.Attrs {
		if na.Name == "permutation_map" {
			ma, ok := na.Value.(*ir.AffineMapAttr)
			if !ok {
				return nil, p.ErrorAt(loc, "expected permutation_map to be an affine map")
			}
			m = ma.Map
		}
	}
	if m == nil {
		k := TransferRank(bt, vt)
		if k > len(bt.Shape()) || k < 0 {
			return nil, p.ErrorAt(loc, "expected a custom permutation_map when rank(source) != rank(destination)")
		}
		m = MinorIdentity(len(bt.Shape()), k)
		st.AddAttr("permutation_map", ctx.AffineMapAttr(m))
	}
	if !hasAttr(st, "in_bounds") {
		st.AddAttr("in_bounds", BoolArrayAttr(ctx, make([]bool, len(m.Results))))
	}
	return m, nil
}

// TransferRank is the number of vector dims a transfer of vt maps to dims
// of base: all of them, less the rank of base's element type when that
// is itself a vector (its dims are the vector's innermost).
func TransferRank(base ir.ShapedType, vt *ir.VectorType) int {
	if ev, ok := base.ElementType().(*ir.VectorType); ok {
		return len(vt.Dims) - len(ev.Dims)
	}
	return len(vt.Dims)
}

// MinorIdentity is (d0, ..., dn-1) -> (dn-k, ..., dn-1).
func MinorIdentity(n, k int) *ir.AffineMap {
	rs := make([]*ir.AffineExpr, k)
	for i := range rs {
		rs[i] = ir.AffineDimExpr(n - k + i)
	}
	return ir.NewAffineMap(n, 0, rs)
}

// transferElided lists the attributes the custom form leaves out: the
// segment sizes, a minor-identity map and an all-false in_bounds.
func transferElided(op *ir.Operation, base ir.Type, vt *ir.VectorType) []string {
	out := []string{"operandSegmentSizes"}
	if m, ok := op.Attr("permutation_map").(*ir.AffineMapAttr); ok {
		if s, ok := base.(ir.ShapedType); ok && m.Map.String() == MinorIdentity(len(s.Shape()), TransferRank(s, vt)).String() {
			out = append(out, "permutation_map")
		}
	}
	allFalse := true
	for _, b := range Bools(op.Attr("in_bounds")) {
		allFalse = allFalse && !b
	}
	if allFalse {
		out = append(out, "in_bounds")
	}
	return out
}

func printTransferRead(p *ir.AsmPrinter, op *ir.Operation) {
	r := AsTransfer(op)
	p.WriteByte(' ')
	p.PrintOperand(r.Base)
	printIndices(p, r.Indices)
	p.WriteString(", ")
	p.PrintOperand(r.Padding)
	if r.Mask != nil {
		p.WriteString(", ")
		p.PrintOperand(r.Mask)
	}
	p.PrintOptionalAttrDict(op.Attrs(), transferElided(op, r.Base.Type(), r.Vector)...)
	p.WriteString(" : ")
	printTypes(p, r.Base.Type(), r.Vector)
}

// transfer_write ::= $valueToStore `,` $base `[` $indices `]` (`,` $mask)? attr-dict
//
//	`:` type($valueToStore) `,` type($base)
func parseTransferWrite(p ir.AsmParser, st *ir.OperationState) error {
	a := &asm{p: p, st: st}
	v := a.operand()
	a.punct(",")
	base := a.operand()
	idx := a.indices()
	var mask []ir.UnresolvedOperand
	if a.optPunct(",") {
		mask = append(mask, a.operand())
	}
	a.attrDict()
	a.punct(":")
	vt := a.vectorType()
	a.punct(",")
	loc := p.CurrentLoc()
	bt := a.shapedType()
	if a.err != nil {
		return a.err
	}
	m, err := transferDefaults(p, st, bt, vt, loc)
	if err != nil {
		return err
	}
	a.resolve([]ir.UnresolvedOperand{v, base}, vt, bt)
	a.resolve(idx, a.index())
	if len(mask) > 0 {
		a.resolve(mask, MaskType(p.Context(), vt, m))
	}
	st.AddAttr("operandSegmentSizes", segments(p.Context(), 1, 1, len(idx), len(mask)))
	if _, ok := bt.(*ir.RankedTensorType); ok {
		st.Types = []ir.Type{bt}
	}
	return a.err
}

func printTransferWrite(p *ir.AsmPrinter, op *ir.Operation) {
	w := AsTransfer(op)
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(w.Base)
	printIndices(p, w.Indices)
	if w.Mask != nil {
		p.WriteString(", ")
		p.PrintOperand(w.Mask)
	}
	p.PrintOptionalAttrDict(op.Attrs(), transferElided(op, w.Base.Type(), w.Vector)...)
	p.WriteString(" : ")
	printTypes(p, w.Vector, w.Base.Type())
}

// MaskType is the mask type of a transfer of vt through map m: i1 in the
// shape of the vector dims the map reads from the source (a broadcast
// dim, a constant 0 result, has none).
func MaskType(ctx *ir.Context, vt *ir.VectorType, m *ir.AffineMap) *ir.VectorType {
	var shape []int64
	var sc []bool
	// The mask is indexed like the source's dims the map names, in the
	// order of the source (an inverse permutation of the vector's dims).
	type dimOf struct {
		src int
		vec int
	}
	var ds []dimOf
	for i, r := range m.Results {
		if r.Kind == ir.AffineDim && i < len(vt.Dims) {
			ds = append(ds, dimOf{int(r.Val), i})
		}
	}
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && ds[j].src < ds[j-1].src; j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
		}
	}
	for _, d := range ds {
		shape = append(shape, vt.Dims[d.vec])
		sc = append(sc, isScalable(vt, d.vec))
	}
	return ctx.VectorType(shape, ctx.I(1), sc)
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
