package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// RefinePublicReturn is torch-refine-public-return: a public function's
// results are what its callers outside the program see, so they are made
// as precise as the function knows them. Each returned value is traced
// back through the ops that only lose information, and the most precise
// value returned instead:
//
//	torch.tensor_static_info_cast %v  -> %v (a more refined type)
//	torch.derefine %v                 -> %v (not optional, not a union)
//	torch.copy.to_tensor %v           -> %v (a value tensor), when the
//	                                     copy is only returned (through
//	                                     casts): no op writes into it
//
// A non-value tensor still returned is returned as the value tensor of
// its contents at the return (torch.copy.to_vtensor), and the function
// type follows. Private functions are left as they are
// (their callers would need updating). A public function with callers
// in the module, or with more than one return, is rejected: refining it
// is not implemented.
var RefinePublicReturn = &passes.Pass{
	Argument: "torch-refine-public-return",
	Name:     "RefinePublicReturnPass",
	Summary:  "Refine public return",
	Description: "Refines the results of every public function: a returned value made by " +
		"torch.tensor_static_info_cast or torch.derefine is replaced by their operand, and one made by " +
		"torch.copy.to_tensor that is only returned (directly or through casts) by the copied value tensor, repeatedly; a non-value tensor still returned is copied to a value tensor " +
		"(torch.copy.to_vtensor) before the return; the function " +
		"type takes the refined result types. Private functions are unchanged. A public function that the module " +
		"calls, or with more than one return, is an error (unimplemented).",
	Anchor: builtin.Module.Name,
	Run: func(r *passes.Run) error {
		var diags passes.Diagnostics
		changed := false
		for _, f := range moduleFuncs(r.Op) {
			if isPrivate(f) || f.NumRegions() == 0 || len(f.Region(0).Blocks()) == 0 {
				continue
			}
			if symbolUsed(r.Op, f) {
				diags = append(diags, f.EmitError("unimplemented: refining the returns of a public function that the module calls"))
				continue
			}
			var rets []*ir.Operation
			ir.Walk(f, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
				if op.Def() == fn.Return && op.ParentOp() == f {
					rets = append(rets, op)
				}
				return ir.Advance
			})
			if len(rets) != 1 {
				diags = append(diags, f.EmitError("unimplemented: refining the returns of a function with %d returns (one expected)", len(rets)))
				continue
			}
			ret := rets[0]
			ft, ok := f.Attr("function_type").(*ir.TypeAttr)
			if !ok {
				continue
			}
			fty, ok := ft.Type.(*ir.FunctionType)
			if !ok || len(fty.Results) != ret.NumOperands() {
				continue
			}
			results := append([]ir.Type{}, fty.Results...)
			for i, v := range ret.Operands() {
				w := refinedReturn(v)
				if t, ok := w.Type().(*torch.TensorType); ok && !t.Value {
					// A tensor some op writes into: its contents at the return.
					b := ir.NewBuilder(r.Ctx)
					b.Loc = ret.Loc()
					b.SetInsertionPoint(ret)
					w = b.CreateOp(torch.CopyToVTensor.Name, []*ir.Value{w}, []ir.Type{t.WithValueSemantics()}).Result(0)
				}
				if w != v {
					ret.SetOperand(i, w)
					results[i] = w.Type()
					changed = true
				}
			}
			// The casts and copies left without uses stay (canonicalize erases them).
			f.SetAttr("function_type", r.Ctx.TypeAttr(r.Ctx.FunctionType(fty.Inputs, results)))
		}
		if len(diags) > 0 {
			return diags
		}
		if !changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// refinedReturn follows v back through the ops that only lose
// information about it.
func refinedReturn(v *ir.Value) *ir.Value {
	for {
		d := v.DefiningOp()
		if d == nil {
			return v
		}
		switch d.Def() {
		case torch.TensorStaticInfoCast:
			v = torch.TensorStaticInfoCastArgs[*ir.Value](d.Operands()).Operand()
			continue
		case torch.Derefine:
			v = torch.DerefineArgs[*ir.Value](d.Operands()).Operand()
			continue
		case torch.CopyToTensor:
			if onlyReturned(v) {
				v = torch.CopyOpArgs[*ir.Value](d.Operands()).Operand()
				continue
			}
		}
		return v
	}
}

// onlyReturned reports whether v is only returned, directly or through
// casts: no op reads or writes it as a tensor.
func onlyReturned(v *ir.Value) bool {
	for _, u := range v.Users() {
		switch u.Name() {
		case fn.Return.Name:
		case torch.TensorStaticInfoCast.Name, torch.Derefine.Name:
			if !onlyReturned(u.Result(0)) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// moduleFuncs lists the func.func ops directly in module.
func moduleFuncs(module *ir.Operation) []*ir.Operation {
	var fs []*ir.Operation
	for _, op := range topLevelOps(module) {
		if op.Def() == fn.Func {
			fs = append(fs, op)
		}
	}
	return fs
}

func isPrivate(f *ir.Operation) bool {
	v, ok := f.Attr("sym_visibility").(*ir.StringAttr)
	return ok && v.Value == "private"
}

// symbolUsed reports whether an op of module refers to f's symbol by an
// attribute (a call's callee, a method's function).
func symbolUsed(module, f *ir.Operation) bool {
	name := ir.SymbolName(f)
	used := false
	ir.Walk(module, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op == f {
			return ir.Advance
		}
		for _, a := range op.Attrs() {
			if s, ok := a.Value.(*ir.SymbolRefAttr); ok && s.Root == name {
				used = true
				return ir.Interrupt
			}
		}
		return ir.Advance
	})
	return used
}
