package scf

import (
	"fmt"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the verifiers. Control-flow edges between a region's
// terminator and its successor (the parent or another region) are
// checked as MLIR's RegionBranchOpInterface verifier does, with its
// messages.

func types(vs []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// checkEdge compares the values passed along a control-flow edge with
// the inputs of its successor.
// point is the op passing the values (a terminator, or op itself for
// the edge from the parent), where MLIR's "region branch point" note goes.
func checkEdge(op, point *ir.Operation, to string, operands, inputs []ir.Type) error {
	from := "parent"
	if point != op {
		from = "Operation " + point.Name()
	}
	var d *ir.Diagnostic
	if len(operands) != len(inputs) {
		d = op.EmitError("along control flow edge from %s to %s: region branch point has %d operands, but region successor needs %d inputs",
			from, to, len(operands), len(inputs))
	} else {
		for i := range operands {
			if operands[i] != inputs[i] {
				d = op.EmitError("along control flow edge from %s to %s: successor operand type #%d '%s' should match successor input type #%d '%s'",
					from, to, i, ir.TypeString(operands[i]), i, ir.TypeString(inputs[i]))
				break
			}
		}
	}
	if d == nil {
		return nil
	}
	d.AttachNote(point.Loc(), "region branch point")
	return d
}

// terminatorError reports a missing or wrong terminator with MLIR's
// "terminator here" note.
func terminatorError(op, term *ir.Operation, format string, args ...any) error {
	d := op.EmitError(format, args...)
	if term != nil {
		d.AttachNote(term.Loc(), "terminator here")
	}
	return d
}

// terminator returns the last op of r's entry block, or nil.
func terminator(r *ir.Region) *ir.Operation {
	if r == nil || r.Empty() {
		return nil
	}
	return r.Front().Last()
}

// yieldParents are the ops scf.yield may terminate a region of, in the
// order the error names them.
func yieldParents() []*ir.OpDef { return []*ir.OpDef{ExecuteRegion, For, If, IndexSwitch, While} }

// verifyYield checks the parent as MLIR's ParentOneOf does. MLIR verifies
// a parent before its children, so a parent's own error (scf.parallel
// ending in scf.yield) is reported first here too.
func verifyYield(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent != nil {
		if slices.Contains(yieldParents(), parent.Def()) {
			return nil
		}
		if err := verifyParentFirst(op); err != nil {
			return err
		}
	}
	var names []string
	for _, d := range yieldParents() {
		names = append(names, d.Name)
	}
	return op.EmitError("expects parent op to be one of '%s'", strings.Join(names, ", "))
}

// ---- scf.for ----

func verifyFor(op *ir.Operation) error {
	f := ForOp{op}
	inits := f.InitArgs()
	if len(inits) != op.NumResults() {
		return op.EmitError("mismatch in number of loop-carried values and defined values")
	}
	if op.Region(0).Empty() {
		return nil
	}
	body := op.Region(0).Front()
	if body.NumArgs() == 0 {
		return op.EmitError("expected body first argument to be an index argument for the induction variable")
	}
	if body.Arg(0).Type() != f.LowerBound().Type() {
		return op.EmitError("expected induction variable to be same type as bounds and step")
	}
	iterArgs := body.Args()[1:]
	if len(iterArgs) != len(inits) {
		return op.EmitError("different number of inits and region iter_args: %d != %d", len(inits), len(iterArgs))
	}
	for i := range inits {
		if a, b := inits[i].Type(), iterArgs[i].Type(); a != b {
			return op.EmitError("%d-th init and %d-th region iter_arg have different type: '%s' != '%s'", i, i, ir.TypeString(a), ir.TypeString(b))
		}
		if a, b := iterArgs[i].Type(), op.Result(i).Type(); a != b {
			return op.EmitError("%d-th region iter_arg and %d-th loop result have different type: '%s' != '%s'", i, i, ir.TypeString(a), ir.TypeString(b))
		}
	}
	y := body.Last()
	if y == nil || y.Name() != Yield.Name {
		return nil
	}
	if err := checkEdge(op, y, "Region #0", types(y.Operands()), types(iterArgs)); err != nil {
		// The types are reported below in MLIR's own words.
		if y.NumOperands() != len(iterArgs) {
			return err
		}
	}
	for i, v := range y.Operands() {
		if a, b := iterArgs[i].Type(), v.Type(); a != b {
			return op.EmitError("%d-th region iter_arg and %d-th yielded value have different type: '%s' != '%s'", i, i, ir.TypeString(a), ir.TypeString(b))
		}
	}
	return nil
}

// ---- scf.if ----

func verifyIf(op *ir.Operation) error {
	if op.NumResults() > 0 && op.Region(1).Empty() {
		return op.EmitError("must have an else block if defining values")
	}
	for _, r := range op.Regions() {
		if t := terminator(r); t != nil && t.Name() == Yield.Name {
			if err := checkEdge(op, t, "parent", t.OperandTypes(), op.ResultTypes()); err != nil {
				return err
			}
		}
	}
	return nil
}

// ---- scf.while ----

func verifyWhile(op *ir.Operation) error {
	before, after := op.Region(0), op.Region(1)
	cond := terminator(before)
	if cond == nil || cond.Name() != Condition.Name {
		return terminatorError(op, cond, "expects the 'before' region to terminate with 'scf.condition'")
	}
	y := terminator(after)
	if y == nil || y.Name() != Yield.Name {
		return terminatorError(op, y, "expects the 'after' region to terminate with 'scf.yield'")
	}
	beforeArgs := types(before.Front().Args())
	afterArgs := types(after.Front().Args())
	if err := checkEdge(op, op, "Region #0", op.OperandTypes(), beforeArgs); err != nil {
		return err
	}
	condArgs := cond.OperandTypes()[1:]
	if err := checkEdge(op, cond, "Region #1", condArgs, afterArgs); err != nil {
		return err
	}
	if err := checkEdge(op, cond, "parent", condArgs, op.ResultTypes()); err != nil {
		return err
	}
	return checkEdge(op, y, "Region #0", y.OperandTypes(), beforeArgs)
}

// ---- scf.execute_region ----

func verifyExecuteRegion(op *ir.Operation) error {
	r := op.Region(0)
	if r.Empty() {
		return op.EmitError("region needs to have at least one block")
	}
	if r.Front().NumArgs() > 0 {
		return op.EmitError("region cannot have any arguments")
	}
	for _, b := range r.Blocks() {
		if t := b.Last(); t != nil && t.Name() == Yield.Name {
			if err := checkEdge(op, t, "parent", t.OperandTypes(), op.ResultTypes()); err != nil {
				return err
			}
		}
	}
	return nil
}

// ---- scf.index_switch ----

func verifyIndexSwitch(op *ir.Operation) error {
	cases := staticdyn.Ints(op.Attr("cases"))
	if n := op.NumRegions() - 1; n != len(cases) {
		return op.EmitError("has %d case regions but %d case values", n, len(cases))
	}
	seen := map[int64]bool{}
	for _, c := range cases {
		if seen[c] {
			return op.EmitError("has duplicate case value: %d", c)
		}
		seen[c] = true
	}
	for i, r := range op.Regions() {
		name := "default region"
		if i > 0 {
			name = fmt.Sprintf("case region #%d", i-1)
		}
		t := terminator(r)
		if t == nil || t.Name() != Yield.Name {
			got := "nothing"
			if t != nil {
				got = t.Name()
			}
			return op.EmitError("expected region to end with scf.yield, but got %s", got)
		}
		if t.NumOperands() != op.NumResults() {
			d := op.EmitError("expected each region to return %d values, but %s returns %d", op.NumResults(), name, t.NumOperands())
			d.AttachNote(t.Loc(), "see yield operation here")
			return d
		}
		for j, v := range t.Operands() {
			if v.Type() != op.Result(j).Type() {
				d := op.EmitError("expected result #%d of each region to be '%s'", j, ir.TypeString(op.Result(j).Type()))
				d.AttachNote(t.Loc(), "%s returns '%s' here", name, ir.TypeString(v.Type()))
				return d
			}
		}
	}
	return nil
}

// ---- scf.parallel and scf.reduce ----

func verifyParallel(op *ir.Operation) error {
	par := ParallelOp{op}
	steps := par.Step()
	for _, s := range steps {
		if c, ok := staticdyn.ConstantInt(s); ok && c <= 0 {
			return op.EmitError("constant step operand must be positive")
		}
	}
	body := op.Region(0).Front()
	if body == nil {
		return nil
	}
	if n := body.NumArgs(); n != len(steps) {
		return op.EmitError("expects the same number of induction variables: %d as bound and step values: %d", n, len(steps))
	}
	for _, a := range body.Args() {
		if !isIndex(a.Type()) {
			return op.EmitError("expects arguments for the induction variable to be of index type")
		}
	}
	red := body.Last()
	if red == nil || red.Name() != Reduce.Name {
		return terminatorError(op, red, "expects body to terminate with 'scf.reduce'")
	}
	inits := par.InitVals()
	if red.NumRegions() != op.NumResults() {
		return op.EmitError("expects number of results: %d to be the same as number of reductions: %d", op.NumResults(), red.NumRegions())
	}
	if len(inits) != op.NumResults() {
		return op.EmitError("expects number of results: %d to be the same as number of initial values: %d", op.NumResults(), len(inits))
	}
	for i, v := range red.Operands() {
		if v.Type() != op.Result(i).Type() {
			return red.EmitError("expects type of %d-th reduction operand: '%s' to be the same as the %d-th result type: '%s'",
				i, ir.TypeString(v.Type()), i, ir.TypeString(op.Result(i).Type()))
		}
	}
	return nil
}

// verifyParentFirst runs the parent's verifier, as MLIR checks a parent
// before its children: the parent's message wins when both are wrong.
func verifyParentFirst(op *ir.Operation) error {
	if parent := op.ParentOp(); parent != nil {
		if d := parent.Def(); d != nil && d.Verify != nil {
			return d.Verify(parent)
		}
	}
	return nil
}

func verifyReduce(op *ir.Operation) error {
	if err := verifyParentFirst(op); err != nil {
		return err
	}
	if op.NumRegions() != op.NumOperands() {
		return op.EmitError("expects number of reduction regions: %d to be the same as number of reduction operands: %d", op.NumRegions(), op.NumOperands())
	}
	for i, r := range op.Regions() {
		t := op.Operand(i).Type()
		b := r.Front()
		if b == nil || b.NumArgs() != 2 || b.Arg(0).Type() != t || b.Arg(1).Type() != t {
			return op.EmitError("expected two block arguments with type '%s' in the %d-th reduction region", ir.TypeString(t), i)
		}
		if l := b.Last(); l == nil || l.Name() != ReduceReturn.Name {
			return op.EmitError("reduction bodies must be terminated with an 'scf.reduce.return' op")
		}
	}
	return nil
}

func verifyReduceReturn(op *ir.Operation) error {
	red := op.ParentOp()
	r := op.ParentRegion()
	if red == nil || r == nil {
		return nil
	}
	i := r.Index()
	if i < 0 || i >= red.NumOperands() {
		return nil
	}
	if t := red.Operand(i).Type(); op.Operand(0).Type() != t {
		return op.EmitError("must have type '%s' (the type of the reduction inputs)", ir.TypeString(t))
	}
	return nil
}

// ---- scf.forall ----

func verifyForall(op *ir.Operation) error {
	d := op.Def()
	outs := ForallOp{op}.Outputs()
	if op.NumResults() != len(outs) {
		return op.EmitError("produces %d results, but has only %d outputs", op.NumResults(), len(outs))
	}
	lbs := staticdyn.Ints(op.Attr("staticLowerBound"))
	rank := len(lbs)
	for _, l := range []struct{ attr, group, name string }{
		{"staticLowerBound", "dynamicLowerBound", "lower bound"},
		{"staticUpperBound", "dynamicUpperBound", "upper bound"},
		{"staticStep", "dynamicStep", "step"},
	} {
		if err := staticdyn.VerifyList(op, l.name, rank, staticdyn.Ints(op.Attr(l.attr)), len(d.OperandGroup(op, l.group))); err != nil {
			return err
		}
	}
	if m, ok := op.Attr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) != rank && len(m.Elems) != 0 {
		return op.EmitError("mapping attribute size must match op rank")
	}
	body := op.Region(0).Front()
	if body == nil {
		return nil
	}
	if body.NumArgs() != rank+len(outs) {
		return op.EmitError("region expects %d arguments", rank+len(outs))
	}
	for i := 0; i < rank; i++ {
		if !isIndex(body.Arg(i).Type()) {
			return op.EmitError("expects index block argument, but got '%s'", ir.TypeString(body.Arg(i).Type()))
		}
	}
	for i, o := range outs {
		if o.Type() != body.Arg(rank+i).Type() {
			return op.EmitError("type mismatch between %d-th output and corresponding block argument", i)
		}
		if o.Type() != op.Result(i).Type() {
			return op.EmitError("expected type of operand #%d ('%s') to match type of corresponding result ('%s')",
				i, ir.TypeString(o.Type()), ir.TypeString(op.Result(i).Type()))
		}
	}
	if t := body.Last(); t == nil || t.Name() != InParallel.Name {
		return op.EmitError("expects body to terminate with 'scf.forall.in_parallel'")
	}
	return nil
}

func verifyInParallel(op *ir.Operation) error {
	if op.Region(0).Empty() {
		return nil
	}
	for _, o := range op.Region(0).Front().Ops() {
		if !rewrite.IsParallelCombining(o) {
			return op.EmitError("expected only ParallelCombiningOpInterface ops")
		}
	}
	return nil
}

var _ = strings.Join
