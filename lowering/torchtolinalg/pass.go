// Package torchtolinalg lowers Torch-MLIR's backend contract (torch ops on
// !torch.vtensor with known ranks and dtypes) to linalg on builtin tensors,
// with Torch-MLIR's pass names:
//
//   - convert-torch-to-linalg: ATen tensor ops become linalg.generic (with
//     arith/math bodies), linalg named ops (matmul, batch_matmul, conv,
//     pooling, fill) and tensor ops (empty, dim, pad, reshapes, slices,
//     concat); runtime shape checks are cf.assert with a message;
//   - convert-torch-to-arith: torch constants and vtensor literals become
//     arith.constant;
//   - torch-func-backend-type-conversion: func.func signatures on torch types
//     become builtin tensors and scalars;
//   - torch-finalizing-backend-type-conversion: the torch_c casts left at
//     the seams fold away, dead torch ops are erased, and any torch op left
//     is an error.
//
// Values cross between the torch and builtin worlds through torch_c's
// to_builtin_tensor/from_builtin_tensor/to_i64/... materializations, as in
// Torch-MLIR.
package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// ConvertTorchToLinalg is convert-torch-to-linalg.
var ConvertTorchToLinalg = &passes.Pass{
	Argument: "convert-torch-to-linalg",
	Name:     "ConvertTorchToLinalg",
	Summary:  "Convert recognized Torch ops to Linalg ops",
	Description: `Lowers ATen ops on value tensors of known rank and dtype to linalg on
builtin tensors: elementwise ops (with PyTorch's broadcasting and type
promotion, scalar operands and alpha) to linalg.generic with arith/math
bodies; reductions to linalg.generic with reduction iterators over a
linalg.fill; mm/bmm/matmul/addmm/linear to linalg.matmul, batch_matmul or a
contraction generic; convolutions with 1, 2 or 3 spatial dims to
linalg.conv_{1d_ncw_fcw,2d_nchw_fchw,3d_ncdhw_fcdhw} or grouped generics,
transposed ones by dilating the input and flipping the kernel; pooling
(max with indices, avg, adaptive with uneven windows) to
linalg.pooling_nchw_* or generics; cumsum/cumprod as a triangular-window
reduction; views to tensor reshapes, slices and transposes; embedding,
gather, index_select and index.Tensor to generics with tensor.extract;
scatter/index_put as gathers over the output; tensor_static_info_cast to
tensor.cast. Dynamic sizes come from tensor.dim; sizes that must agree at
run time are checked with cf.assert. Scalars and lists stay torch values
(read through torch_c casts). An ATen op without a lowering is reported as
'failed to legalize operation' at its location, every one of the function
at once.`,
	Anchor:   fn.Func.Name,
	Dialects: []string{"linalg", "tensor", "arith", "math", "cf", "torch_c"},
	Run: func(r *passes.Run) error {
		return ApplyTorchToLinalg(r.Op)
	},
}

// ConvertTorchToArith is convert-torch-to-arith.
var ConvertTorchToArith = &passes.Pass{
	Argument: "convert-torch-to-arith",
	Name:     "ConvertTorchToArith",
	Summary:  "Convert recognized Torch ops to Std ops",
	Description: `Lowers torch.constant.int/float/bool and torch.vtensor.literal to
arith.constant (literals keep their dense or dense_resource elements, with
signless integer element types), and torch.aten.size.int to tensor.dim.`,
	Anchor:   fn.Func.Name,
	Dialects: []string{"arith", "tensor", "torch_c"},
	Run: func(r *passes.Run) error {
		return ApplyTorchToArith(r.Op)
	},
}

// FuncBackendTypeConversion is torch-func-backend-type-conversion.
var FuncBackendTypeConversion = &passes.Pass{
	Argument: "torch-func-backend-type-conversion",
	Name:     "FuncBackendTypeConversion",
	Summary:  "Convert functions to operate on builtin tensors",
	Description: `Rewrites the signature of every func.func (and its returns and calls)
so that !torch.vtensor becomes the builtin tensor it lowers to and
!torch.int/float/bool become i64/f64/i1; the body sees the old types through
torch_c casts, which torch-finalizing-backend-type-conversion folds.`,
	Anchor:   builtin.Module.Name,
	Dialects: []string{"torch_c"},
	Run: func(r *passes.Run) error {
		return ApplyFuncBackendTypeConversion(r.Op)
	},
}

// FinalizingBackendTypeConversion is torch-finalizing-backend-type-conversion.
var FinalizingBackendTypeConversion = &passes.Pass{
	Argument: "torch-finalizing-backend-type-conversion",
	Name:     "FinalizingBackendTypeConversion",
	Summary:  "Finalizes a partial conversion to builtin tensors",
	Description: `Folds torch_c cast pairs (to_builtin_tensor(from_builtin_tensor(x)) is
x, and the same for the scalar casts), erases torch ops whose results are
unused (constants, lists), and fails with 'failed to legalize operation' at
each torch op or torch_c cast still left.`,
	Anchor: fn.Func.Name,
	Run: func(r *passes.Run) error {
		return ApplyFinalizing(r.Op)
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass {
	return []*passes.Pass{ConvertTorchToLinalg, ConvertTorchToArith, FuncBackendTypeConversion, FinalizingBackendTypeConversion, AccumulateInF32, ConvertSeedToMemRef}
}

// BackendPipeline is Torch-MLIR's torch-backend-to-linalg-on-tensors-backend-pipeline:
// from the torch backend contract to linalg on builtin tensors (with
// strata-torch-accumulate-in-f32, PyTorch's f32 accumulation of f16/bf16).
var BackendPipeline = &passes.PipelineDef{
	Argument: "torch-backend-to-linalg-on-tensors-backend-pipeline",
	Summary:  "Pipeline lowering torch backend contract to linalg-on-tensors backend contract",
	Pipeline: BackendPipelineText,
}

// BackendPipelineText is the pass list of BackendPipeline.
const BackendPipelineText = "func.func(convert-torch-to-linalg,convert-torch-to-arith,strata-torch-accumulate-in-f32),strata-convert-torch-seed-to-memref,torch-func-backend-type-conversion," +
	"func.func(torch-finalizing-backend-type-conversion)"

// NewTypeConverter returns the backend type converter: value tensors of
// known dtype to builtin tensors, !torch.int/float/bool to i64/f64/i1, every
// other type kept; materializations are torch_c casts.
func NewTypeConverter(ctx *ir.Context) *rewrite.TypeConverter {
	tc := rewrite.NewTypeConverter()
	tc.AddConversion(rewrite.Identity)
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		switch tt := t.(type) {
		case *torch.TensorType:
			if !tt.Value || tt.Dtype == nil || tt.Sizes == nil {
				return nil, false
			}
			if !torch.IsValidDtype(tt.Dtype) {
				return nil, false
			}
			return tt.BuiltinTensorType(), true
		case *torch.PrimType:
			switch tt.Kind {
			case torch.KindInt:
				return ctx.I(64), true
			case torch.KindFloat:
				return ctx.F64(), true
			case torch.KindBool:
				return ctx.I(1), true
			}
		}
		return nil, false
	})
	tc.Source = func(rw *rewrite.Rewriter, t ir.Type, in []*ir.Value, loc ir.Location) *ir.Value {
		return fromBuiltin(rw, loc, in[0], t)
	}
	tc.Target = func(rw *rewrite.Rewriter, t ir.Type, in []*ir.Value, loc ir.Location) *ir.Value {
		return toBuiltin(rw, loc, in[0], t)
	}
	return tc
}

// fromBuiltin casts a builtin value to torch type t with torch_c.
func fromBuiltin(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, t ir.Type) *ir.Value {
	var cast *ir.OpDef
	switch tt := t.(type) {
	case *torch.TensorType:
		cast = torch.FromBuiltinTensor
	case *torch.PrimType:
		switch tt.Kind {
		case torch.KindInt:
			cast = torch.FromI64
		case torch.KindFloat:
			cast = torch.FromF64
		case torch.KindBool:
			cast = torch.FromI1
		}
	}
	if cast == nil {
		return nil
	}
	if x, ok := castOperand(v.DefiningOp(), inverseCast[cast]); ok && x.Type() == t {
		return x
	}
	return rw.CreateAt(loc, cast.Name, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

// toBuiltin casts a torch value to builtin type t with torch_c.
func toBuiltin(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, t ir.Type) *ir.Value {
	var cast *ir.OpDef
	switch tt := v.Type().(type) {
	case *torch.TensorType:
		cast = torch.ToBuiltinTensor
	case *torch.PrimType:
		switch tt.Kind {
		case torch.KindInt:
			cast = torch.ToI64
		case torch.KindFloat:
			cast = torch.ToF64
		case torch.KindBool:
			cast = torch.ToI1
		}
	}
	if cast == nil {
		return nil
	}
	if x, ok := castOperand(v.DefiningOp(), inverseCast[cast]); ok && x.Type() == t {
		return x
	}
	return rw.CreateAt(loc, cast.Name, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

// inverseCast pairs each torch_c cast with its inverse.
var inverseCast = map[*ir.OpDef]*ir.OpDef{
	torch.ToBuiltinTensor: torch.FromBuiltinTensor, torch.FromBuiltinTensor: torch.ToBuiltinTensor,
	torch.ToI64: torch.FromI64, torch.FromI64: torch.ToI64,
	torch.ToF64: torch.FromF64, torch.FromF64: torch.ToF64,
	torch.ToI1: torch.FromI1, torch.FromI1: torch.ToI1,
}

// castOperand is the operand of op when op is a torch_c cast of
// definition cast (nil: none).
func castOperand(op *ir.Operation, cast *ir.OpDef) (*ir.Value, bool) {
	if op == nil || cast == nil || op.Def() != cast {
		return nil, false
	}
	return castSource(op), true
}

// castSource is the operand of op, a torch_c cast of a tensor
// (to/from_builtin_tensor) or of a scalar (to/from_i64, _f64, _i1).
func castSource(op *ir.Operation) *ir.Value {
	if d := op.Def(); d == torch.ToBuiltinTensor || d == torch.FromBuiltinTensor {
		return torch.TensorCastArgs[*ir.Value](op.Operands()).Operand()
	}
	return torch.ScalarCastArgs[*ir.Value](op.Operands()).Operand()
}

// ApplyTorchToLinalg runs convert-torch-to-linalg on fn. Every ATen op of
// fn without a lowering (no pattern, or none that applies) is reported.
func ApplyTorchToLinalg(fn *ir.Operation) error {
	ctx := fn.Context()
	tc := NewTypeConverter(ctx)
	pats := Patterns()
	byName := map[string]bool{}
	for _, p := range pats {
		byName[p.Root] = true
	}
	// Ops found unconvertible are made legal for the next attempt, so
	// that the conversion reports all of them, not only the first.
	giveUp := map[*ir.Operation]bool{}
	ir.Walk(fn, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if isLowered(op.Name()) && !byName[op.Name()] {
			giveUp[op] = true
		}
		return ir.Advance
	})
	target := rewrite.NewConversionTarget()
	target.MarkUnknownOpDynamicallyLegal(func(op *ir.Operation) bool {
		return !isLowered(op.Name()) || giveUp[op]
	})
	for attempt := 0; ; attempt++ {
		err := rewrite.ApplyPartialConversion(fn, target, pats, tc)
		if err == nil {
			break
		}
		d, ok := err.(*ir.Diagnostic)
		if !ok || d.Op == nil || giveUp[d.Op] || attempt > 10000 {
			return err
		}
		giveUp[d.Op] = true
	}
	if len(giveUp) == 0 {
		return nil
	}
	// Report in program order.
	var diags passes.Diagnostics
	ir.Walk(fn, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if giveUp[op] {
			d := ir.NewDiagnostic(ir.SevError, op.Loc(), "failed to legalize operation '%s'", op.Name())
			d.Op = op
			diags = append(diags, d)
		}
		return ir.Advance
	})
	if len(diags) == 1 {
		return diags[0]
	}
	return diags
}

// isLowered reports whether convert-torch-to-linalg owns ops named name.
func isLowered(name string) bool {
	return len(name) > 11 && name[:11] == "torch.aten." || name == torch.PrimNumToTensor.Name ||
		name == torch.TensorStaticInfoCast.Name
}
