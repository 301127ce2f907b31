// Package torch defines the torch dialect with Torch-MLIR's textual
// syntax — its types (!torch.vtensor<[2,?],f32>, !torch.int, lists, ...),
// constants, prim ops, literals, symbolic shapes, torch.operator, the
// ATen ops declared from their PyTorch schemas (aten_ops.go, generated)
// — and the torch_c glue dialect.
package torch

//go:generate go run ./gen -schemas schemas/aten_schemas.tsv -models ../../test/models -out aten_ops.go

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
	ToBuiltinTensor, FromBuiltinTensor, ToI64, FromI64, ToF64, FromF64, ToI1, FromI1,
}

// Register adds the torch and torch_c dialects to ctx. It panics only if
// the generated ATen table is malformed, a build-time error.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "torch", ParseType: parseType})
	ctx.RegisterDialect(&ir.Dialect{Name: "torch_c"})
	ctx.MustRegisterOps(Ops...)
	defs, err := atenDefs()
	if err != nil {
		panic(fmt.Sprintf("torch: bad ATen table: %v", err))
	}
	for _, d := range defs {
		if shapeFns[d.Name] != nil || paramChecks[d.Name] != nil {
			d.Verify = verifyATenOp // parameters PyTorch accepts, result types the shape function infers
		}
	}
	ctx.MustRegisterOps(defs...)
	registerRewriteHooks(ctx)
}
