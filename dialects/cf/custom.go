package cf

import "github.com/strata-compiler/strata/ir"

// Hand-written custom forms of cf.assert and cf.cond_br. Their upstream
// assembly formats are declarative, but both take an i1 operand whose type
// the text never spells, and the format interpreter does not yet build
// operand types from a constraint (only result types).

// assert ::= `cf.assert` $arg `,` $msg attr-dict
func parseAssert(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	arg, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	if _, ok := a.(*ir.StringAttr); !ok {
		return p.ErrorAt(loc, "invalid kind of attribute specified")
	}
	st.AddAttr("msg", a)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	v, err := p.ResolveOperand(arg, ctx.I(1))
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	return nil
}

func printAssert(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintAttr(op.Attr("msg"))
	p.PrintOptionalAttrDict(op.Attrs(), "msg")
}

// cond_br ::= `cf.cond_br` $condition (`weights` `(` $branch_weights `)`)? `,`
//
//	successor-and-use-list `,` successor-and-use-list attr-dict
func parseCondBr(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	cond, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if p.ParseOptionalKeyword("weights") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		w, err := denseI32Array.Parse(p)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		st.AddAttr("branch_weights", w)
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	trueDest, trueOps, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	falseDest, falseOps, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	c, err := p.ResolveOperand(cond, ctx.I(1))
	if err != nil {
		return err
	}
	st.Operands = append(append(append(st.Operands, c), trueOps...), falseOps...)
	st.Successors = append(st.Successors, trueDest, falseDest)
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{1, int64(len(trueOps)), int64(len(falseOps))})})
	return nil
}

func printCondBr(p *ir.AsmPrinter, op *ir.Operation) {
	br := CondBrOp{op}
	p.WriteByte(' ')
	p.PrintOperand(br.Condition())
	if w := op.Attr("branch_weights"); w != nil {
		p.WriteString(" weights(")
		denseI32Array.Print(p, w)
		p.WriteByte(')')
	}
	p.WriteString(", ")
	p.PrintSuccessorAndUseList(op.Successor(0), br.TrueDestOperands())
	p.WriteString(", ")
	p.PrintSuccessorAndUseList(op.Successor(1), br.FalseDestOperands())
	p.PrintOptionalAttrDict(op.Attrs(), "branch_weights", "operandSegmentSizes")
}
