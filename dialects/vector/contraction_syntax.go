package vector

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
)

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
		dims, a.err = ir.ParseIntList(p)
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
	p.WriteIntList(Ints(op.Attr("reduction_dims")))
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
