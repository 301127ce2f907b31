package scf

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// This file holds the hand-written custom forms: the loops and
// conditionals bind region arguments in their headers, which the
// declarative format cannot say.

// ensureTerminator gives r one block ending in a terminator, appending
// an empty `name` op when the block has none (MLIR's
// SingleBlockImplicitTerminator).
func ensureTerminator(ctx *ir.Context, r *ir.Region, name string, loc ir.Location) {
	b := r.EnsureBlock()
	if last := b.Last(); last != nil && last.HasTrait(ir.Terminator) {
		return
	}
	st := &ir.OperationState{Name: ctx.OpName(name), Loc: loc}
	if name == InParallel.Name {
		st.NumRegions = 1
	}
	op := ir.Create(st)
	if name == InParallel.Name {
		op.Region(0).EnsureBlock()
	}
	b.Append(op)
}

// parseAssignmentList parses `(%a = %x, %b = %y)` after the opening
// keyword; the parenthesis is required.
func parseAssignmentList(p ir.AsmParser) ([]ir.Argument, []ir.UnresolvedOperand, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, nil, err
	}
	var args []ir.Argument
	var vals []ir.UnresolvedOperand
	if p.ParseOptionalPunct(")") {
		return nil, nil, nil
	}
	for {
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return nil, nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, nil, err
		}
		v, err := p.ParseOperand()
		if err != nil {
			return nil, nil, err
		}
		args = append(args, a)
		vals = append(vals, v)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return args, vals, p.ParsePunct(")")
}

// printAssignmentList prints `prefix(%a = %x, ...)`; nothing when empty.
func printAssignmentList(p *ir.AsmPrinter, prefix string, args, vals []*ir.Value) {
	if len(args) == 0 {
		return
	}
	p.WriteString(prefix)
	p.WriteByte('(')
	for i, a := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(a)
		p.WriteString(" = ")
		if i < len(vals) {
			p.PrintOperand(vals[i])
		}
	}
	p.WriteByte(')')
}

// parseArrowTypeList parses `-> type` or `-> (types)`.
func parseArrowTypeList(p ir.AsmParser) ([]ir.Type, error) {
	if err := p.ParsePunct("->"); err != nil {
		return nil, err
	}
	return p.ParseFunctionResultTypes()
}

func parseUnresolvedList(p ir.AsmParser) ([]ir.UnresolvedOperand, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	us, err := p.ParseOperandList()
	if err != nil {
		return nil, err
	}
	return us, p.ParsePunct(")")
}

func repeat(t ir.Type, n int) []ir.Type {
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = t
	}
	return out
}

func setTypes(args []ir.Argument, ts []ir.Type) {
	for i := range args {
		if i < len(ts) {
			args[i].Type = ts[i]
		}
	}
}

func addAttrs(st *ir.OperationState, as []ir.NamedAttr) { st.Attrs = append(st.Attrs, as...) }

// ---- scf.for ----

// for ::= `scf.for` `unsigned`? %iv `=` %lb `to` %ub `step` %step
//
//	(`iter_args` `(` %arg `=` %init (`,` ...)* `)` `->` types)? (`:` type)? region attr-dict
func parseFor(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("unsigned") {
		st.AddAttr("unsignedCmp", ctx.UnitAttr())
	}
	iv, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	var bounds [3]ir.UnresolvedOperand
	for i, kw := range []string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		if bounds[i], err = p.ParseOperand(); err != nil {
			return err
		}
	}
	var iterArgs []ir.Argument
	var inits []ir.UnresolvedOperand
	var resultTypes []ir.Type
	if p.ParseOptionalKeyword("iter_args") {
		if iterArgs, inits, err = parseAssignmentList(p); err != nil {
			return err
		}
		if resultTypes, err = parseArrowTypeList(p); err != nil {
			return err
		}
		if len(resultTypes) != len(iterArgs) {
			return p.Errorf("expected as many result types as iter_args")
		}
		setTypes(iterArgs, resultTypes)
	}
	var ivType ir.Type = ctx.IndexType()
	if p.ParseOptionalPunct(":") {
		if ivType, err = p.ParseType(); err != nil {
			return err
		}
	}
	iv.Type = ivType
	ops, err := p.ResolveOperands(bounds[:], repeat(ivType, 3))
	if err != nil {
		return err
	}
	initVals, err := p.ResolveOperands(inits, resultTypes)
	if err != nil {
		return err
	}
	st.Operands = append(append(st.Operands, ops...), initVals...)
	st.Types = resultTypes
	r := ir.NewRegion()
	if err := p.ParseRegion(r, append([]ir.Argument{iv}, iterArgs...)); err != nil {
		return err
	}
	ensureTerminator(ctx, r, Yield.Name, st.Loc)
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	addAttrs(st, attrs)
	return err
}

func printFor(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() < 3 || op.NumRegions() != 1 || op.Region(0).Empty() {
		p.WriteString("<<malformed scf.for>>")
		return
	}
	body := op.Region(0).Front()
	if op.HasAttr("unsignedCmp") {
		p.WriteString(" unsigned")
	}
	p.WriteByte(' ')
	if body.NumArgs() > 0 {
		p.PrintOperand(body.Arg(0))
	}
	p.WriteString(" = ")
	f := ForOp{op}
	p.PrintOperand(f.LowerBound())
	p.WriteString(" to ")
	p.PrintOperand(f.UpperBound())
	p.WriteString(" step ")
	p.PrintOperand(f.Step())
	inits := f.InitArgs()
	if body.NumArgs() > 0 {
		printAssignmentList(p, " iter_args", body.Args()[1:], inits)
	}
	if len(inits) > 0 {
		p.WriteString(" -> (")
		p.PrintTypeList(op.OperandTypes()[3:])
		p.WriteByte(')')
	}
	p.WriteByte(' ')
	if t := op.Operand(0).Type(); !isIndex(t) {
		p.WriteString(" : ")
		p.PrintType(t)
		p.WriteByte(' ')
	}
	p.PrintRegion(op.Region(0), false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(op.Attrs(), "unsignedCmp")
}

func isIndex(t ir.Type) bool { _, ok := t.(*ir.IndexType); return ok }

// ---- scf.if ----

// if ::= `scf.if` %cond (`->` types)? region (`else` region)? attr-dict
func parseIf(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	cv, err := p.ResolveOperand(c, ctx.I(1))
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, cv)
	if p.ParseOptionalPunct("->") {
		if st.Types, err = p.ParseFunctionResultTypes(); err != nil {
			return err
		}
	}
	then, els := ir.NewRegion(), ir.NewRegion()
	if err := p.ParseRegion(then, nil); err != nil {
		return err
	}
	ensureTerminator(ctx, then, Yield.Name, st.Loc)
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(els, nil); err != nil {
			return err
		}
		ensureTerminator(ctx, els, Yield.Name, st.Loc)
	}
	st.Regions = append(st.Regions, then, els)
	attrs, err := p.ParseOptionalAttrDict()
	addAttrs(st, attrs)
	return err
}

func printIf(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumRegions() != 2 {
		p.WriteString("<<malformed scf.if>>")
		return
	}
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypeList(op.ResultTypes())
		p.WriteByte(')')
	}
	terms := op.NumResults() > 0
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, terms, false)
	if !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, terms, false)
	}
	p.PrintOptionalAttrDict(op.Attrs())
}

// ---- scf.while ----

// while ::= `scf.while` (`(` %arg `=` %init, ... `)`)? `:` functional-type
//
//	region `do` region attr-dict-with-keyword
func parseWhile(p ir.AsmParser, st *ir.OperationState) error {
	var args []ir.Argument
	var inits []ir.UnresolvedOperand
	var err error
	if !p.ParseOptionalPunct(":") {
		if args, inits, err = parseAssignmentList(p); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.ErrorAt(loc, "expected function type")
	}
	if len(ft.Inputs) != len(inits) {
		return p.ErrorAt(loc, "expected as many input types as operands (expected %d got %d)", len(inits), len(ft.Inputs))
	}
	vs, err := p.ResolveOperands(inits, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = vs
	st.Types = ft.Results
	setTypes(args, ft.Inputs)
	before, after := ir.NewRegion(), ir.NewRegion()
	if err := p.ParseRegion(before, args); err != nil {
		return err
	}
	if err := p.ParseKeyword("do"); err != nil {
		return err
	}
	if err := p.ParseRegion(after, nil); err != nil {
		return err
	}
	st.Regions = append(st.Regions, before, after)
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	addAttrs(st, attrs)
	return err
}

func printWhile(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 2 || op.Region(0).Empty() {
		p.WriteString("<<malformed scf.while>>")
		return
	}
	before := op.Region(0).Front()
	if before.NumArgs() > 0 {
		p.WriteByte(' ')
		printAssignmentList(p, "", before.Args(), op.Operands())
	}
	p.WriteString(" : (")
	p.PrintTypeList(op.OperandTypes())
	p.WriteString(") -> ")
	p.PrintFunctionResultTypes(op.ResultTypes())
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, true, false)
	p.WriteString(" do ")
	p.PrintRegion(op.Region(1), true, true, false)
	p.PrintOptionalAttrDictWithKeyword(op.Attrs())
}

// ---- scf.index_switch ----

// index_switch ::= `scf.index_switch` %arg attr-dict (`->` types)?
//
//	(`case` int region)* `default` region
func parseIndexSwitch(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	a, err := p.ParseOperand()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(a, ctx.IndexType())
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{v}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	addAttrs(st, attrs)
	if p.ParseOptionalPunct("->") {
		if st.Types, err = p.ParseTypeList(); err != nil {
			return err
		}
	}
	var cases []int64
	var regions []*ir.Region
	for p.ParseOptionalKeyword("case") {
		c, err := p.ParseInteger()
		if err != nil {
			return err
		}
		r := ir.NewRegion()
		if err := p.ParseRegion(r, nil); err != nil {
			return err
		}
		ensureTerminator(ctx, r, Yield.Name, st.Loc)
		cases = append(cases, c)
		regions = append(regions, r)
	}
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	def := ir.NewRegion()
	if err := p.ParseRegion(def, nil); err != nil {
		return err
	}
	ensureTerminator(ctx, def, Yield.Name, st.Loc)
	st.AddAttr("cases", ctx.DenseI64Array(cases))
	st.Regions = append(append(st.Regions, def), regions...)
	return nil
}

func printIndexSwitch(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumRegions() < 1 {
		p.WriteString("<<malformed scf.index_switch>>")
		return
	}
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op.Attrs(), "cases")
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintTypeList(op.ResultTypes())
	}
	p.WriteByte(' ')
	// As upstream's printer: a region's scf.yield is elided only when it
	// is all the region holds (and yields nothing).
	terms := func(r *ir.Region) bool {
		return op.NumResults() > 0 || r.Empty() || len(r.Front().Ops()) > 1
	}
	cases := staticdyn.Ints(op.Attr("cases"))
	for i, r := range op.Regions()[1:] {
		p.PrintNewline()
		p.WriteString("case ")
		if i < len(cases) {
			p.WriteInt(cases[i])
		}
		p.WriteByte(' ')
		p.PrintRegion(r, false, terms(r), false)
	}
	p.PrintNewline()
	p.WriteString("default ")
	p.PrintRegion(op.Region(0), false, terms(op.Region(0)), false)
}

// ---- scf.condition ----

func parseCondition(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	cv, err := p.ResolveOperand(c, ctx.I(1))
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	addAttrs(st, attrs)
	args, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	var ts []ir.Type
	if len(args) > 0 {
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		if ts, err = p.ParseTypeList(); err != nil {
			return err
		}
	}
	vs, err := p.ResolveOperands(args, ts)
	if err != nil {
		return err
	}
	st.Operands = append([]*ir.Value{cv}, vs...)
	return nil
}

func printCondition(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() == 0 {
		return
	}
	p.WriteByte('(')
	p.PrintOperand(op.Operand(0))
	p.WriteByte(')')
	p.PrintOptionalAttrDict(op.Attrs())
	if op.NumOperands() > 1 {
		p.WriteByte(' ')
		p.PrintOperands(op.Operands()[1:])
		p.WriteString(" : ")
		p.PrintTypeList(op.OperandTypes()[1:])
	}
}

// ---- scf.execute_region ----

func parseExecuteRegion(p ir.AsmParser, st *ir.OperationState) error {
	if p.ParseOptionalPunct("->") {
		ts, err := p.ParseFunctionResultTypes()
		if err != nil {
			return err
		}
		st.Types = ts
	}
	if p.ParseOptionalKeyword("no_inline") {
		st.AddAttr("no_inline", p.Context().UnitAttr())
	}
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	st.Regions = append(st.Regions, r)
	attrs, err := p.ParseOptionalAttrDict()
	addAttrs(st, attrs)
	return err
}

func printExecuteRegion(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintFunctionResultTypes(op.ResultTypes())
	}
	if op.HasAttr("no_inline") {
		p.WriteString(" no_inline")
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(op.Attrs(), "no_inline")
}
