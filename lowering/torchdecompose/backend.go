package torchdecompose

import (
	"fmt"
	"sync"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/torchtolinalg"
	"github.com/strata-compiler/strata/passes"
)

// The backend contract: what convert-torch-to-linalg accepts. Every
// tensor is a !torch.vtensor with known rank and dtype, and every torch
// op is backend-legal: a constant, list or cast (structuralOps), or an op
// that one of convert-torch-to-linalg's patterns converts. The lowering's
// pattern list is the single source of the second part, so the contract
// never rejects an op the lowering handles, nor accepts one it does not.

// structuralOps are the constants, lists, literals, casts and symbolic
// shapes that the backend pipeline folds or converts outside the
// convert-torch-to-linalg patterns.
var structuralOps = names(
	"torch.constant.int", "torch.constant.float", "torch.constant.bool", "torch.constant.none",
	"torch.constant.str", "torch.constant.device", "torch.prim.ListConstruct", "torch.prim.NumToTensor.Scalar",
	"torch.vtensor.literal", "torch.tensor_static_info_cast", "torch.derefine", "torch.symbolic_int",
	"torch.bind_symbolic_shape",
	"torch_c.to_builtin_tensor", "torch_c.from_builtin_tensor", "torch_c.to_i64", "torch_c.from_i64",
	"torch_c.to_f64", "torch_c.from_f64", "torch_c.to_i1", "torch_c.from_i1",
)

// loweredOps are the roots of convert-torch-to-linalg's patterns.
var loweredOps = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, p := range torchtolinalg.Patterns() {
		m[p.Root] = true
	}
	return m
})

// BackendLegal reports whether an op named name may appear in a program
// that satisfies the backend contract.
func BackendLegal(name string) bool { return structuralOps[name] || loweredOps()[name] }

func names(ns ...string) map[string]bool {
	m := make(map[string]bool, len(ns))
	for _, n := range ns {
		m[n] = true
	}
	return m
}

// LowerToBackendContract is torch-lower-to-backend-contract. Upstream's
// pass also iterates simplifications to a fixpoint; here those are
// torch-decompose-complex-ops and torch-refine-types, run before it, and
// this pass checks the result, reporting every violation at once.
var LowerToBackendContract = &passes.Pass{
	Argument: "torch-lower-to-backend-contract",
	Name:     "LowerToBackendContractPass",
	Summary:  "Check that the program satisfies the torch backend contract",
	Description: "Checks the contract convert-torch-to-linalg relies on: every tensor (function arguments and " +
		"results, op operands and results) is a !torch.vtensor with known rank and dtype, and every torch op is " +
		"backend-legal (constants, lists, literals, casts, and the primitive ATen ops the lowering converts). " +
		"It reports one error per offending op, all of them, at the op's location: a torch.operator (an " +
		"overload the dialect does not declare), an ATen op without a decomposition or lowering, or a tensor " +
		"of unknown rank or dtype. Run torch-decompose-complex-ops (and torch-refine-types) first.",
	Anchor: "builtin.module",
	Run: func(r *passes.Run) error {
		var diags passes.Diagnostics
		ir.Walk(r.Op, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
			if d := checkContract(op); d != nil {
				diags = append(diags, d)
			}
			return ir.Advance
		})
		if len(diags) > 0 {
			return diags
		}
		r.MarkUnchanged()
		return nil
	},
}

// checkContract returns the error of op, or nil when it complies.
func checkContract(op *ir.Operation) *ir.Diagnostic {
	if op.Name() == "func.func" {
		if ft, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
			if f, ok := ft.Type.(*ir.FunctionType); ok {
				for i, t := range f.Inputs {
					if why := tensorProblem(t); why != "" {
						return op.EmitError("unsupported by backend contract: argument #%d %s", i, why)
					}
				}
				for i, t := range f.Results {
					if why := tensorProblem(t); why != "" {
						return op.EmitError("unsupported by backend contract: result #%d %s", i, why)
					}
				}
			}
		}
		return nil
	}
	dialect := op.OpName().Dialect
	if dialect != "torch" && dialect != "torch_c" {
		for i, v := range op.Operands() {
			if why := tensorProblem(v.Type()); why != "" {
				return op.EmitError("unsupported by backend contract: operand #%d %s", i, why)
			}
		}
		return nil
	}
	switch {
	case op.Name() == "torch.operator":
		name := ""
		if a, ok := op.Attr("name").(*ir.StringAttr); ok {
			name = a.Value
		}
		return op.EmitError("unsupported by backend contract: unknown op torch.operator %q (an overload the torch dialect does not declare)", name)
	case !BackendLegal(op.Name()):
		return op.EmitError("unsupported by backend contract: '%s' is not backend-legal (no decomposition or lowering)", op.Name())
	}
	for i, v := range op.Operands() {
		if why := tensorProblem(v.Type()); why != "" {
			return op.EmitError("unsupported by backend contract: operand #%d %s", i, why)
		}
	}
	for i, v := range op.Results() {
		if why := tensorProblem(v.Type()); why != "" {
			return op.EmitError("unsupported by backend contract: result #%d %s", i, why)
		}
	}
	return nil
}

// tensorProblem says what is wrong with a tensor type, or "".
func tensorProblem(t ir.Type) string {
	switch x := t.(type) {
	case *torch.TensorType:
		s := fmt.Sprintf("'%s'", ir.TypeString(x))
		switch {
		case !x.Value:
			return "is a non-value tensor " + s
		case x.Sizes == nil:
			return "is a tensor of unknown rank " + s
		case x.Dtype == nil:
			return "is a tensor of unknown dtype " + s
		}
	}
	// Lists of tensors (cat's operand) are typed !torch.list<vtensor>, as
	// Torch-MLIR writes them: their elements are checked where defined.
	return ""
}
