package torchdecompose

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// The backend contract: what convert-torch-to-linalg accepts. Every
// tensor is a !torch.vtensor with known rank and dtype, and every torch
// op is backend-legal: a constant, list or cast, or an ATen op the
// lowering handles (BackendLegalOps).
//
// BackendLegalOps is declared here as data until lowering/torchtolinalg
// publishes its own list; it names the primitive ops that
// torch-decompose-complex-ops produces and the ops the models of
// test/models use directly. Keep it to ops the lowering converts.
var BackendLegalOps = names(
	// structural: constants, lists, literals, casts, symbolic shapes
	"torch.constant.int", "torch.constant.float", "torch.constant.bool", "torch.constant.none",
	"torch.constant.str", "torch.constant.device", "torch.prim.ListConstruct", "torch.prim.NumToTensor.Scalar",
	"torch.vtensor.literal", "torch.tensor_static_info_cast", "torch.derefine", "torch.symbolic_int",
	"torch.bind_symbolic_shape",
	"torch_c.to_builtin_tensor", "torch_c.from_builtin_tensor", "torch_c.to_i64", "torch_c.from_i64",
	"torch_c.to_f64", "torch_c.from_f64", "torch_c.to_i1", "torch_c.from_i1",
	// scalar arithmetic on sizes
	"torch.aten.size.int", "torch.aten.dim", "torch.aten.numel", "torch.aten.add.int", "torch.aten.sub.int",
	"torch.aten.mul.int", "torch.aten.floordiv.int", "torch.aten.neg.int",
	// elementwise
	"torch.aten.add.Tensor", "torch.aten.add.Scalar", "torch.aten.sub.Tensor", "torch.aten.sub.Scalar",
	"torch.aten.mul.Tensor", "torch.aten.mul.Scalar", "torch.aten.div.Tensor", "torch.aten.div.Scalar",
	"torch.aten.neg", "torch.aten.abs", "torch.aten.exp", "torch.aten.log", "torch.aten.sqrt", "torch.aten.rsqrt",
	"torch.aten.tanh", "torch.aten.sigmoid", "torch.aten.erf", "torch.aten.relu", "torch.aten.clamp",
	"torch.aten.pow.Tensor_Scalar", "torch.aten.pow.Tensor_Tensor", "torch.aten.maximum", "torch.aten.minimum",
	"torch.aten.reciprocal", "torch.aten.sin", "torch.aten.cos", "torch.aten.floor", "torch.aten.ceil",
	"torch.aten.where.self", "torch.aten.eq.Tensor", "torch.aten.ne.Tensor", "torch.aten.lt.Tensor",
	"torch.aten.le.Tensor", "torch.aten.gt.Tensor", "torch.aten.ge.Tensor", "torch.aten.eq.Scalar",
	"torch.aten.ne.Scalar", "torch.aten.lt.Scalar", "torch.aten.le.Scalar", "torch.aten.gt.Scalar",
	"torch.aten.ge.Scalar", "torch.aten.logical_not", "torch.aten.logical_and", "torch.aten.logical_or",
	"torch.aten.logical_xor", "torch.aten.bitwise_not", "torch.aten._to_copy", "torch.aten.clone",
	// reductions
	"torch.aten.sum.dim_IntList", "torch.aten.mean.dim", "torch.aten.amax", "torch.aten.amin",
	"torch.aten.any.dim", "torch.aten.all.dim", "torch.aten.max.dim", "torch.aten.argmax",
	// contractions, convolution, pooling
	"torch.aten.mm", "torch.aten.bmm", "torch.aten.convolution", "torch.aten.max_pool2d",
	"torch.aten.max_pool2d_with_indices", "torch.aten.avg_pool2d", "torch.aten.adaptive_avg_pool2d",
	"torch.aten._adaptive_avg_pool2d",
	// views and data movement
	"torch.aten.view", "torch.aten.permute", "torch.aten.unsqueeze", "torch.aten.squeeze.dim",
	"torch.aten.squeeze.dims", "torch.aten.slice.Tensor", "torch.aten.select.int", "torch.aten.expand",
	"torch.aten.cat", "torch.aten.embedding", "torch.aten.gather", "torch.aten.index_select",
	"torch.aten.constant_pad_nd",
	// creation
	"torch.aten.full", "torch.aten.arange.start_step", "torch.aten.scalar_tensor",
)

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
	case !BackendLegalOps[op.Name()]:
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
