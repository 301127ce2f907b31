// Package torch defines the torch dialect with Torch-MLIR's textual
// syntax — its types (!torch.vtensor<[2,?],f32>, !torch.int, lists, ...),
// constants, prim ops, literals, symbolic shapes, torch.operator, the
// ATen ops declared from their PyTorch schemas (aten_ops.go, generated)
// — and the torch_c glue dialect.
package torch

//go:generate go run ./gen -schemas schemas/aten_schemas.tsv -models ../../test/models -handled schemas/handled.txt -out aten_ops.go -defs aten_defs.go -opargs op_args.go

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
)

// Ops lists the hand-declared ops of the torch and torch_c dialects.
var Ops = []*ir.OpDef{
	ConstantInt, ConstantFloat, ConstantBool, ConstantNone, ConstantStr, ConstantDevice,
	PrimListConstruct, PrimListUnpack, PrimTupleConstruct, PrimTupleIndex, PrimNumToTensor,
	VTensorLiteral, TensorLiteral, TensorStaticInfoCast, CopyToVTensor, CopyToTensor, Derefine,
	SymbolicInt, BindSymbolicShape, Operator,
	ToBuiltinTensor, FromBuiltinTensor, ToI64, FromI64, ToF64, FromF64, ToI1, FromI1, GetNextSeed,
}

// Register adds the torch and torch_c dialects to ctx: the hand-declared
// ops, and the overloads of the core ATen opset and the extras (aten_ops.go),
// which are the ops the compiler handles. Every other overload of the
// schema table, and Torch-MLIR's modeling ops (modeling.go), are declared
// when a program first names one (ResolveOp). It
// panics only if the generated table is malformed, a build-time error.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "torch", ParseType: parseType, ResolveOp: resolveOp, VerifyArgAttr: verifyArgAttr})
	ctx.RegisterDialect(&ir.Dialect{Name: "torch_c"})
	if ctx.Dialect("sparse_tensor") == nil {
		// Torch-MLIR's tensor types may carry a sparse_tensor encoding;
		// until Strata has that dialect, its attributes parse and print
		// as they are written (opaque).
		ctx.RegisterDialect(&ir.Dialect{Name: "sparse_tensor"})
	}
	ctx.MustRegisterOps(Ops...)
	defs, err := registeredDefs()
	if err != nil {
		panic(fmt.Sprintf("torch: bad schema table: %v", err))
	}
	ctx.MustRegisterOps(defs...)
	registerRewriteHooks(ctx)
}

// verifyArgAttr checks the torch attributes of function arguments:
// `torch.type_bound = !torch.vtensor<...>` (what the argument is known to
// hold) goes on tensor arguments and names a tensor type.
func verifyArgAttr(op *ir.Operation, arg int, a ir.NamedAttr) error {
	if a.Name != "torch.type_bound" {
		return nil
	}
	ta, ok := a.Value.(*ir.TypeAttr)
	if !ok {
		return op.EmitOpError("'torch.type_bound' must be TypeAttr")
	}
	if !IsTensor(ta.Type) {
		return op.EmitOpError("'torch.type_bound' must be of !torch.tensor/!torch.vtensor type")
	}
	if ft, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if f, ok := ft.Type.(*ir.FunctionType); ok && arg < len(f.Inputs) && !IsTensor(f.Inputs[arg]) {
			return op.EmitOpError("'torch.type_bound' must be attached to an argument of !torch.tensor/!torch.vtensor type")
		}
	}
	return nil
}
