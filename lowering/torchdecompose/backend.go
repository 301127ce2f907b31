package torchdecompose

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
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
	torch.ConstantInt.Name, torch.ConstantFloat.Name, torch.ConstantBool.Name, torch.ConstantNone.Name,
	torch.ConstantStr.Name, torch.ConstantDevice.Name, torch.PrimListConstruct.Name, torch.PrimNumToTensor.Name,
	torch.VTensorLiteral.Name, torch.TensorStaticInfoCast.Name, torch.Derefine.Name, torch.SymbolicInt.Name,
	torch.BindSymbolicShape.Name,
	torch.ToBuiltinTensor.Name, torch.FromBuiltinTensor.Name, torch.ToI64.Name, torch.FromI64.Name,
	torch.ToF64.Name, torch.FromF64.Name, torch.ToI1.Name, torch.FromI1.Name,
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
		"of unknown rank or dtype (with a note on the likely cause), a value of type !torch.any, or a module " +
		"initializer (reported once, at its torch.initialize.global_slots). Run torch-decompose-complex-ops (and " +
		"torch-refine-types) first.",
	Anchor: builtin.Module.Name,
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
	switch op.Name() {
	case fn.Func.Name:
		if ft, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
			if f, ok := ft.Type.(*ir.FunctionType); ok {
				for i, t := range f.Inputs {
					if d := typeError(op, t, "argument", i); d != nil {
						return d
					}
				}
				for i, t := range f.Results {
					if d := typeError(op, t, "result", i); d != nil {
						return d
					}
				}
			}
		}
		return nil
	case torch.GlobalSlotModuleInitializer.Name, torch.GlobalSlot.Name:
		// Reported at the torch.initialize.global_slots inside.
		return nil
	case torch.InitializeGlobalSlots.Name:
		return moduleInitializerError(op)
	}
	dialect := op.OpName().Dialect
	if dialect != "torch" && dialect != "torch_c" {
		for i, v := range op.Operands() {
			if d := typeError(op, v.Type(), "operand", i); d != nil {
				return d
			}
		}
		return nil
	}
	switch {
	case op.Name() == torch.Operator.Name:
		return op.EmitError("unsupported by backend contract: unknown op torch.operator %q (an overload the torch dialect does not declare)", operatorName(op))
	case !BackendLegal(op.Name()):
		return illegalOpError(op)
	}
	for i, v := range op.Operands() {
		if d := typeError(op, v.Type(), "operand", i); d != nil {
			return d
		}
	}
	for i, v := range op.Results() {
		if d := typeError(op, v.Type(), "result", i); d != nil {
			return d
		}
	}
	return nil
}

// operatorName is the op name a torch.operator carries.
func operatorName(op *ir.Operation) string {
	if a, ok := op.Attr("name").(*ir.StringAttr); ok {
		return a.Value
	}
	return ""
}

// illegalOpError is the error of a torch op that is not backend-legal.
func illegalOpError(op *ir.Operation) *ir.Diagnostic {
	if needs := Conditional[op.Def()]; needs != "" {
		return op.EmitError("unsupported by backend contract: '%s' is not backend-legal: its decomposition needs %s", op.Name(), needs)
	}
	if why := Unsupported[op.Def()]; why != "" {
		return op.EmitError("unsupported by backend contract: '%s' is not backend-legal (no decomposition or lowering): %s", op.Name(), why)
	}
	return op.EmitError("unsupported by backend contract: '%s' is not backend-legal (no decomposition or lowering)", op.Name())
}

// moduleInitializerError is the error of a torch.initialize.global_slots:
// global slots are state the backend does not model.
func moduleInitializerError(op *ir.Operation) *ir.Diagnostic {
	d := op.EmitError("unsupported by backend contract: module initializers")
	d.AttachNote(op.Loc(), "this is likely due to a global slot left in the program: the backend takes "+
		"functions of value tensors, without module state")
	return d
}

// typeError is the error, at op, of the type t of its argument, result
// or operand #i, or nil when t complies; the note says what likely left
// it there (the wording follows Torch-MLIR's).
func typeError(op *ir.Operation, t ir.Type, what string, i int) *ir.Diagnostic {
	problem, note := typeProblem(t)
	if problem == "" {
		return nil
	}
	d := op.EmitError("unsupported by backend contract: %s (%s #%d)", problem, what, i)
	if note != "" {
		d.AttachNote(op.Loc(), "%s", note)
	}
	return d
}

// typeProblem says what the backend contract rejects in t ("" when
// nothing) and the likely cause.
func typeProblem(t ir.Type) (problem, note string) {
	switch x := t.(type) {
	case *torch.TensorType:
		s := fmt.Sprintf("'%s'", ir.TypeString(x))
		switch {
		case !x.Value:
			return "non-value tensor type " + s, "this is likely due to a missing case in the MaximizeValueSemantics pass: " +
				"the backend takes value tensors, as a functionalized (exported) program has"
		case x.Sizes == nil:
			return "tensor with unknown rank " + s, "this is likely due to a missing transfer function: no shape function " +
				"infers the rank here (run torch-refine-types first)"
		case x.Dtype == nil:
			return "tensor with unknown dtype " + s, "this is likely due to a missing transfer function: no dtype function " +
				"infers the dtype here (run torch-refine-types first)"
		}
	case *torch.PrimType:
		if x.Kind == torch.KindAny {
			return "type '!torch.any'", ""
		}
	case *torch.ContainerType:
		// Lists of tensors (cat's operand) are typed !torch.list<vtensor>, as
		// Torch-MLIR writes them: their elements are checked where defined.
		// A container of !torch.any is rejected as !torch.any is.
		for _, e := range x.Elems {
			if p, _ := typeProblem(e); p == "type '!torch.any'" {
				return p, ""
			}
		}
	}
	return "", ""
}

// Unsupported lists the torch ops the dialect declares (so that programs
// using them parse, verify and run on the interpreter) that neither a
// decomposition nor convert-torch-to-linalg handles yet, each with the
// reason. torch-lower-to-backend-contract rejects them; test/opnames
// checks that every torch op is lowered, decomposed or listed here.
var Unsupported = unsupported(
	because("reads a tensor element into a scalar (data-dependent control flow)",
		torch.AtenBoolTensor, torch.AtenFloatTensor, torch.AtenIntTensor, torch.AtenScalarImplicit, torch.AtenItem),
	because("scalar arithmetic on !torch.int, !torch.float or !torch.bool: canonicalize folds it when its "+
		"operands are constants; computed at run time it is not lowered",
		torch.AtenBoolInt, torch.AtenFloatInt, torch.AtenIntFloat, torch.Aten__And__Bool,
		torch.Aten__Or__Bool, torch.AtenAddFloat, torch.AtenSubFloat, torch.AtenMulFloat,
		torch.AtenDivFloat, torch.AtenDivInt, torch.AtenNegFloat, torch.AtenNegInt,
		torch.AtenCeilFloat, torch.AtenFloorFloat, torch.AtenSqrtInt, torch.AtenRemainderInt,
		torch.AtenEqFloat, torch.AtenEqInt, torch.AtenNeInt, torch.AtenGeInt, torch.AtenGtFloat,
		torch.AtenGtInt, torch.AtenLeInt, torch.AtenLtFloat, torch.AtenLtInt),
	because("list, tuple and shape queries: folded away on static shapes; left in a dynamic program they are not lowered",
		torch.Aten__Getitem__T, torch.AtenLenT, torch.AtenSize, torch.AtenDim, torch.PrimListUnpack, torch.PrimTupleConstruct, torch.PrimTupleIndex),
	because("in-place op or non-value tensor: torch.export functionalizes graphs, so these do not reach the backend "+
		"(the in-place ops on value tensors become their out-of-place forms)",
		torch.AtenResize_, torch.CopyToTensor, torch.CopyToVTensor, torch.TensorLiteral),
	because("an op the dialect does not declare; the contract's error names it", torch.Operator),
)

// Conditional names what the decompositions of some ops need, which an
// op left undecomposed lacks: the contract's error says it.
var Conditional = unsupported(
	because("a static result size (the count depends on the data)",
		torch.AtenNonzero, torch.AtenArgwhere, torch.AtenNonzeroNumpy, torch.AtenUniqueConsecutive,
		torch.AtenUniqueDim, torch.Aten_Unique2, torch.AtenUniqueDimConsecutive),
)

type reasonedOps struct {
	reason string
	ops    []*ir.OpDef
}

func because(reason string, ops ...*ir.OpDef) reasonedOps { return reasonedOps{reason, ops} }

func unsupported(groups ...reasonedOps) map[*ir.OpDef]string {
	m := map[*ir.OpDef]string{}
	for _, g := range groups {
		for _, d := range g.ops {
			m[d] = g.reason
		}
	}
	return m
}
