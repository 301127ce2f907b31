package scf

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// ---- scf.parallel ----

// parallel ::= `scf.parallel` `(` ivs `)` `=` `(` lbs `)` `to` `(` ubs `)`
//
//	`step` `(` steps `)` (`init` `(` inits `)` `->` types)? region attr-dict
func parseParallel(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var ivs []ir.Argument
	if !p.ParseOptionalPunct(")") {
		for {
			a, err := p.ParseArgument(false, false)
			if err != nil {
				return err
			}
			a.Type = ctx.IndexType()
			ivs = append(ivs, a)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	idx := ctx.IndexType()
	var segs []int64
	for _, kw := range []string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		loc := p.CurrentLoc()
		us, err := parseUnresolvedList(p)
		if err != nil {
			return err
		}
		if len(us) != len(ivs) {
			return p.ErrorAt(loc, "expected %d operands", len(ivs))
		}
		vs, err := p.ResolveOperands(us, repeat(idx, len(us)))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		segs = append(segs, int64(len(vs)))
	}
	var inits []ir.UnresolvedOperand
	if p.ParseOptionalKeyword("init") {
		var err error
		if inits, err = parseUnresolvedList(p); err != nil {
			return err
		}
		if st.Types, err = parseArrowTypeList(p); err != nil {
			return err
		}
	}
	if len(inits) != len(st.Types) {
		return p.Errorf("expects number of results: %d to be the same as number of initial values: %d", len(st.Types), len(inits))
	}
	vs, err := p.ResolveOperands(inits, st.Types)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	segs = append(segs, int64(len(vs)))
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(segs)})
	r := ir.NewRegion()
	if err := p.ParseRegion(r, ivs); err != nil {
		return err
	}
	ensureTerminator(ctx, r, Reduce.Name, st.Loc)
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	addAttrs(st, attrs)
	return err
}

func printParallel(p *ir.AsmPrinter, op *ir.Operation) {
	d := op.Def()
	if op.NumRegions() != 1 || op.Region(0).Empty() {
		p.WriteString("<<malformed scf.parallel>>")
		return
	}
	body := op.Region(0).Front()
	p.WriteString(" (")
	p.PrintOperands(body.Args())
	p.WriteString(") = (")
	p.PrintOperands(d.OperandGroup(op, "lowerBound"))
	p.WriteString(") to (")
	p.PrintOperands(d.OperandGroup(op, "upperBound"))
	p.WriteString(") step (")
	p.PrintOperands(d.OperandGroup(op, "step"))
	p.WriteByte(')')
	if inits := d.OperandGroup(op, "initVals"); len(inits) > 0 {
		p.WriteString(" init (")
		p.PrintOperands(inits)
		p.WriteString(") -> ")
		p.PrintFunctionResultTypes(op.ResultTypes())
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes")
}

// ---- scf.forall ----

// forall ::= `scf.forall` `(` ivs `)` ( `in` `(` ubs `)` |
//
//	`=` `(` lbs `)` `to` `(` ubs `)` `step` `(` steps `)` )
//	(`shared_outs` `(` %o `=` %init, ... `)` `->` `(` types `)`)? region attr-dict
func parseForall(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	idx := ctx.IndexType()
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var ivs []ir.Argument
	for !p.ParseOptionalPunct(")") {
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return err
		}
		a.Type = idx
		ivs = append(ivs, a)
		if !p.ParseOptionalPunct(",") {
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
			break
		}
	}
	var dyn [3][]ir.UnresolvedOperand
	var static [3][]int64
	if p.ParseOptionalKeyword("in") {
		loc := p.CurrentLoc()
		d, s, err := staticdyn.Parse(p, "(", ")")
		if err != nil {
			return err
		}
		if len(s) != len(ivs) {
			return p.ErrorAt(loc, "expected %d upper bound values", len(ivs))
		}
		dyn[1], static[1] = d, s
		static[0], static[2] = make([]int64, len(ivs)), make([]int64, len(ivs))
		for i := range static[2] {
			static[2][i] = 1
		}
	} else {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		for i, kw := range []string{"", "to", "step"} {
			if kw != "" {
				if err := p.ParseKeyword(kw); err != nil {
					return err
				}
			}
			d, s, err := staticdyn.Parse(p, "(", ")")
			if err != nil {
				return err
			}
			dyn[i], static[i] = d, s
		}
	}
	var segs []int64
	for i := range dyn {
		vs, err := p.ResolveOperands(dyn[i], repeat(idx, len(dyn[i])))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		segs = append(segs, int64(len(vs)))
	}
	var outs []ir.Argument
	if p.ParseOptionalKeyword("shared_outs") {
		args, inits, err := parseAssignmentList(p)
		if err != nil {
			return err
		}
		if st.Types, err = parseArrowTypeList(p); err != nil {
			return err
		}
		if len(st.Types) != len(args) {
			return p.Errorf("expected as many result types as shared_outs")
		}
		setTypes(args, st.Types)
		vs, err := p.ResolveOperands(inits, st.Types)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		outs = args
	}
	segs = append(segs, int64(len(outs)))
	st.AddAttr("staticLowerBound", ctx.DenseI64Array(static[0]))
	st.AddAttr("staticUpperBound", ctx.DenseI64Array(static[1]))
	st.AddAttr("staticStep", ctx.DenseI64Array(static[2]))
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(segs)})
	r := ir.NewRegion()
	if err := p.ParseRegion(r, append(ivs, outs...)); err != nil {
		return err
	}
	ensureTerminator(ctx, r, InParallel.Name, st.Loc)
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	addAttrs(st, attrs)
	return err
}

func printForall(p *ir.AsmPrinter, op *ir.Operation) {
	d := op.Def()
	if op.NumRegions() != 1 || op.Region(0).Empty() {
		p.WriteString("<<malformed scf.forall>>")
		return
	}
	body := op.Region(0).Front()
	lbs, ubs, steps := staticdyn.Ints(op.Attr("staticLowerBound")), staticdyn.Ints(op.Attr("staticUpperBound")), staticdyn.Ints(op.Attr("staticStep"))
	rank := len(ubs)
	p.WriteString(" (")
	if rank <= body.NumArgs() {
		p.PrintOperands(body.Args()[:rank])
	}
	p.WriteByte(')')
	normalized := true
	for i := range lbs {
		normalized = normalized && lbs[i] == 0
	}
	for i := range steps {
		normalized = normalized && steps[i] == 1
	}
	if normalized {
		p.WriteString(" in ")
		staticdyn.Print(p, "(", ")", d.OperandGroup(op, "dynamicUpperBound"), ubs)
	} else {
		p.WriteString(" = ")
		staticdyn.Print(p, "(", ")", d.OperandGroup(op, "dynamicLowerBound"), lbs)
		p.WriteString(" to ")
		staticdyn.Print(p, "(", ")", d.OperandGroup(op, "dynamicUpperBound"), ubs)
		p.WriteString(" step ")
		staticdyn.Print(p, "(", ")", d.OperandGroup(op, "dynamicStep"), steps)
	}
	outs := d.OperandGroup(op, "outputs")
	if len(outs) > 0 && rank <= body.NumArgs() {
		printAssignmentList(p, " shared_outs", body.Args()[rank:], outs)
		p.WriteString(" -> (")
		p.PrintTypeList(op.ResultTypes())
		p.WriteByte(')')
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0, false)
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")
}

// ---- scf.forall.in_parallel ----

func parseInParallel(p ir.AsmParser, st *ir.OperationState) error {
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	r.EnsureBlock()
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	addAttrs(st, attrs)
	return err
}

func printInParallel(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 1 {
		return
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(op.Attrs())
}
