package passes

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// RemoveDeadValues removes values nothing needs: dead ops and block
// arguments, and the unused arguments of private functions.
var RemoveDeadValues = &Pass{
	Argument: "remove-dead-values",
	Name:     "RemoveDeadValues",
	Summary:  "Remove dead values",
	Description: `Removes the values that contribute to no side effect and no returned
value: ops free of side effects whose results are dead, block arguments
whose values are dead (with the branch operands feeding them), and the
arguments of private func.func definitions that their body does not use
(with the matching operands of every func.call), the results of private
functions that no call site needs (with the call results), and the
results of region ops (scf.if, scf.for, scf.while, scf.execute_region,
scf.index_switch) that nothing needs, with the iter_args, inits and
yielded operands that only feed them. Liveness is computed to a fixpoint
across loop-carried values. Public functions keep their signature, and
so does every function when an op of unknown meaning (unregistered) sits
under the pass root, since it may name any symbol. Upstream leaves ub.poison placeholders where it dropped operands (for a
later canonicalize); Strata drops them outright, so canonicalize, which
upstream uses to clean those placeholders out of region branch ops, is
accepted for upstream's pipelines and changes nothing.`,
	Options: []Option{{Name: "canonicalize", Kind: BoolOption, Default: "true",
		Description: "Canonicalize region branch ops"}},
	Run: runRemoveDeadValues,
}

func runRemoveDeadValues(r *Run) error {
	rw := rewrite.NewRewriter(r.Ctx)
	changed := false
	var funcs []*ir.Operation
	var regions []*ir.Region
	ir.WalkOps(r.Op, func(o *ir.Operation) {
		if o.Def() == fn.Func {
			funcs = append(funcs, o)
		}
		if o.HasTrait(ir.IsolatedFromAbove) && o != r.Op || o == r.Op {
			regions = append(regions, o.Regions()...)
		}
	})
	if r.Op.NumRegions() > 0 && !r.Op.Region(0).Empty() && removeDeadResults(r.Op, rw) {
		changed = true
	}
	if rewrite.RunRegionDCE(rw, regions) {
		changed = true
	}
	// Signatures change only where the pass sees every call: on a symbol
	// table it runs on (a module). Run on a function, it leaves the
	// function's own arguments and its callers outside alone, as upstream's.
	table := ir.NearestSymbolTable(r.Op)
	unknownUsers := hasUnregisteredOp(r.Op)
	for _, f := range funcs {
		if isPublic(f) || f.NumRegions() == 0 || f.Region(0).Empty() || table == nil || table != r.Op || unknownUsers {
			continue
		}
		entry := f.Region(0).Front()
		var dead []int
		for i, a := range entry.Args() {
			if a.UseEmpty() {
				dead = append(dead, i)
			}
		}
		if len(dead) == 0 {
			continue
		}
		// Every use of the symbol must be a direct call we can rewrite.
		name := ir.SymbolName(f)
		var calls []*ir.Operation
		ok := true
		ir.WalkOps(table, func(o *ir.Operation) {
			ir.ForEachSymbolRef(o, func(ref *ir.SymbolRefAttr) {
				if ref.Root != name || o == f {
					return
				}
				if o.Def() == fn.Call {
					calls = append(calls, o)
				} else {
					ok = false
				}
			})
		})
		if !ok {
			continue
		}
		for _, c := range calls {
			ops := c.Operands()
			for j := len(dead) - 1; j >= 0; j-- {
				ops = append(ops[:dead[j]], ops[dead[j]+1:]...)
			}
			c.SetOperands(ops)
		}
		ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
		ins := append([]ir.Type(nil), ft.Inputs...)
		for j := len(dead) - 1; j >= 0; j-- {
			ins = append(ins[:dead[j]], ins[dead[j]+1:]...)
			entry.EraseArgument(dead[j])
		}
		f.SetAttr("function_type", r.Ctx.TypeAttr(r.Ctx.FunctionType(ins, ft.Results)))
		if f.HasAttr("arg_attrs") {
			f.RemoveAttr("arg_attrs")
		}
		changed = true
	}
	// Producers of removed operands may now be dead.
	if changed {
		rewrite.RunRegionDCE(rw, regions)
	} else {
		r.MarkUnchanged()
	}
	return nil
}

// hasUnregisteredOp reports whether an op of unknown meaning sits under
// root: it may name any symbol it sees, so no function's uses are all
// known (upstream keeps every signature then).
func hasUnregisteredOp(root *ir.Operation) bool {
	found := false
	ir.Walk(root, ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if !o.IsRegistered() {
			found = true
			return ir.Interrupt
		}
		return ir.Advance
	})
	return found
}
