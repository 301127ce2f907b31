package torch

import (
	"github.com/strata-compiler/strata/ir"
)

// Shape and dtype functions of ATen ops: from the operand types (and the
// values of constant int, list and dtype operands) they compute what is
// known of each result type, as PyTorch's meta functions would. They
// serve the verifier (a declared result type must agree with the
// inferred one where both are known) and torch-refine-types (which fills
// in `?`, `*` and `unk`). An op without a shape function is not checked.
//
// A shape function returns one *TensorType per result (nil entries for
// non-tensor results), or nil when it can infer nothing.

type shapeFn func(op *ir.Operation) []*TensorType

// InferResultTypes returns what op's shape function knows of its result
// types (Sizes nil = rank unknown, Dynamic = size unknown, Dtype nil =
// unknown), or nil when op has no shape function or it knows nothing.
func InferResultTypes(op *ir.Operation) []*TensorType {
	f := shapeFns[op.Name()]
	if f == nil {
		return nil
	}
	for _, v := range op.Operands() {
		if tt, ok := v.Type().(*TensorType); ok && tt.Sizes == nil && tt.Dtype == nil {
			// Nothing known of an input: nothing to infer (and no checks).
			return nil
		}
	}
	return f(op)
}

// HasShapeFunction reports whether op name has a shape function.
func HasShapeFunction(name string) bool { return shapeFns[name] != nil }

// verifyATenOp is the Verify hook of ATen ops with a parameter check
// (params.go) or a shape function: the parameters first, so that the
// shape function sees only ones PyTorch accepts.
func verifyATenOp(op *ir.Operation) error {
	if err := checkParams(op); err != nil {
		return err
	}
	return verifyInferredTypes(op)
}

// verifyInferredTypes checks a declared result type against the shape
// function's: each must be compatible with the inferred one (same rank,
// dtype and static sizes where both are known).
func verifyInferredTypes(op *ir.Operation) error {
	inferred := InferResultTypes(op)
	for i, it := range inferred {
		if it == nil || i >= op.NumResults() {
			continue
		}
		rt, ok := op.Result(i).Type().(*TensorType)
		if !ok {
			continue
		}
		if !compatibleKnown(rt, it) {
			return op.EmitOpError("result #%d has type '%s', but its shape function infers '%s'",
				i, ir.TypeString(rt), ir.TypeString(it.WithValueSemantics()))
		}
	}
	return nil
}

// compatibleKnown reports whether a and b agree where both are known.
func compatibleKnown(a, b *TensorType) bool {
	if a.Dtype != nil && b.Dtype != nil && a.Dtype != b.Dtype {
		return false
	}
	if a.Sizes == nil || b.Sizes == nil {
		return true
	}
	if len(a.Sizes) != len(b.Sizes) {
		return false
	}
	for i := range a.Sizes {
		if a.Sizes[i] != Dynamic && b.Sizes[i] != Dynamic && a.Sizes[i] != b.Sizes[i] {
			return false
		}
	}
	return true
}

// RefineType merges what is known of a type: the declared type t with
// the inferred one. It returns t when inferred adds nothing.
func RefineType(t, inferred *TensorType) *TensorType {
	if inferred == nil || !compatibleKnown(t, inferred) {
		return t
	}
	sizes, dtype := t.Sizes, t.Dtype
	if dtype == nil {
		dtype = inferred.Dtype
	}
	if sizes == nil {
		sizes = inferred.Sizes
	} else if inferred.Sizes != nil {
		sizes = append([]int64{}, sizes...)
		for i := range sizes {
			if sizes[i] == Dynamic {
				sizes[i] = inferred.Sizes[i]
			}
		}
	}
	return Tensor(t.Context(), t.Value, sizes, dtype)
}

// ---- helpers ----

func ctxOf(op *ir.Operation) *ir.Context { return op.Context() }

// resultTensor is the value tensor type of sizes and dtype in op's context.
func resultTensor(op *ir.Operation, sizes []int64, dtype ir.Type) *TensorType {
	return VTensor(ctxOf(op), sizes, dtype)
}

func one(t *TensorType) []*TensorType { return []*TensorType{t} }

func in(op *ir.Operation, i int) *TensorType {
	if i >= op.NumOperands() {
		return nil
	}
	return TensorOf(op.Operand(i))
}

// normDim turns a possibly negative dim into [0, rank); ok is false when
// out of range.
func normDim(d int64, rank int) (int, bool) {
	if d < 0 {
		d += int64(rank)
	}
	if d < 0 || d >= int64(rank) {
		return 0, false
	}
	return int(d), true
}

// broadcastSizes is PyTorch's broadcasting of shapes; nil when a rank is
// unknown, Dynamic where a size cannot be decided statically.
func broadcastSizes(shapes ...[]int64) ([]int64, bool) {
	rank := 0
	for _, s := range shapes {
		if s == nil {
			return nil, true
		}
		rank = max(rank, len(s))
	}
	out := make([]int64, rank)
	for i := range out {
		out[i] = 1
		dynamic := false
		for _, s := range shapes {
			j := i - (rank - len(s))
			if j < 0 {
				continue
			}
			d := s[j]
			switch {
			case d == Dynamic:
				dynamic = true
			case d == 1:
			case out[i] == 1:
				out[i] = d
			case out[i] != d:
				return nil, false
			}
		}
		if dynamic && out[i] == 1 {
			out[i] = Dynamic
		}
	}
	return out, true
}

func sizesOf(t *TensorType) []int64 {
	if t == nil {
		return nil
	}
	return t.Sizes
}

func dtypeOf(t *TensorType) ir.Type {
	if t == nil {
		return nil
	}
	return t.Dtype
}

// optDtype reads an optional ScalarType operand v of op: (dtype, true)
// when it is a constant, (nil, true) when None or absent (nil), (nil,
// false) when unknown.
func optDtype(op *ir.Operation, v *ir.Value) (ir.Type, bool) {
	if v == nil || IsNoneValue(v) {
		return nil, true
	}
	if c, ok := ConstantIntValue(v); ok {
		return DtypeOfScalarType(ctxOf(op), c), true
	}
	return nil, false
}

// dtypeOr is the dtype op's operand v names when given, otherwise def.
func dtypeOr(op *ir.Operation, v *ir.Value, def ir.Type) ir.Type {
	d, ok := optDtype(op, v)
	if !ok {
		return nil
	}
	if d != nil {
		return d
	}
	return def
}

// realDtype is the dtype of the magnitude of a d: a complex's element
// type, d itself otherwise (abs, var and std of complex tensors are real).
func realDtype(d ir.Type) ir.Type {
	if c, ok := d.(*ir.ComplexType); ok {
		return c.Elem
	}
	return d
}

// accDtype is the dtype a normalization keeps its statistics in on every
// device: f16 and bf16 inputs have f32 statistics on CUDA but their own
// dtype on CPU, so it is unknown for them.
func accDtype(d ir.Type) ir.Type {
	if f, ok := d.(*ir.FloatType); ok && (f.Kind == ir.F16 || f.Kind == ir.BF16) {
		return nil
	}
	return d
}

func toFloatDtype(ctx *ir.Context, d ir.Type) ir.Type {
	if d == nil {
		return nil
	}
	if c := category(d); c == catBool || c == catInt {
		return DefaultFloatDtype(ctx)
	}
	return d
}

// shapeFns are the shape functions by op name. The table names the ATen
// ops' definitions, whose verifier reads it: it is built in init, as a
// package variable's initializer would make initialization cyclic.
var shapeFns map[string]shapeFn

func init() { shapeFns = buildShapeFns() }

func buildShapeFns() map[string]shapeFn {
	shapeFns := map[string]shapeFn{}
	// A table of op name lists per family, so that the families read as data.
	families := []struct {
		fn  shapeFn
		ops []string
	}{
		{absFn, []string{"abs"}},
		{sameAsInput, []string{"relu", "neg", "clone", "contiguous", "relu6", "hardtanh", "leaky_relu", "elu", "celu",
			"gelu", "silu", "hardswish", "hardsigmoid", "mish", "softplus", "floor", "ceil", "round", "trunc", "sign",
			"detach", "alias", "lift_fresh_copy", "dropout", "fill.Scalar", "zero_", "bitwise_not", "triu", "tril", "flip",
			"roll", "copy"}},
		{squareFn, []string{"square"}},
		{maskedFillFn, []string{"masked_fill.Scalar", "masked_fill.Tensor"}},
		{unaryFloat, []string{"sigmoid", "tanh", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt",
			"erf", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "reciprocal",
			"log_sigmoid"}},
		{unaryBool, []string{"logical_not", "isnan", "isinf"}},
		{binaryTensor, []string{"add.Tensor", "sub.Tensor", "mul.Tensor", "maximum", "minimum", "pow.Tensor_Tensor",
			"remainder.Tensor", "fmod.Tensor", "bitwise_and.Tensor", "bitwise_or.Tensor", "bitwise_xor.Tensor", "rsub.Tensor"}},
		{binaryTensorFloat, []string{"div.Tensor", "atan2"}},
		{binaryTensorBool, []string{"eq.Tensor", "ne.Tensor", "lt.Tensor", "le.Tensor", "gt.Tensor", "ge.Tensor",
			"logical_and", "logical_or", "logical_xor"}},
		{binaryScalar, []string{"add.Scalar", "sub.Scalar", "mul.Scalar", "remainder.Scalar", "fmod.Scalar", "rsub.Scalar",
			"pow.Tensor_Scalar",
			"bitwise_and.Scalar", "bitwise_or.Scalar", "bitwise_xor.Scalar"}},
		{binaryScalarFloat, []string{"div.Scalar"}},
		{binaryScalarBool, []string{"eq.Scalar", "ne.Scalar", "lt.Scalar", "le.Scalar", "gt.Scalar", "ge.Scalar"}},
		{whereSelf, []string{"where.self"}},
		{clampFn, []string{"clamp"}},
		{viewFn, []string{"view", "reshape"}},
		{permuteFn, []string{"permute"}},
		{transposeFn, []string{"transpose.int"}},
		{tFn, []string{"t"}},
		{unsqueezeFn, []string{"unsqueeze"}},
		{squeezeDimFn, []string{"squeeze.dim"}},
		{squeezeDimsFn, []string{"squeeze.dims"}},
		{sliceFn, []string{"slice.Tensor"}},
		{selectFn, []string{"select.int"}},
		{expandFn, []string{"expand"}},
		{expandAsFn, []string{"expand_as"}},
		{catFn, []string{"cat"}},
		{mmFn, []string{"mm"}},
		{bmmFn, []string{"bmm"}},
		{matmulFn, []string{"matmul"}},
		{addmmFn, []string{"addmm"}},
		{linearFn, []string{"linear"}},
		{convolutionFn, []string{"convolution"}},
		{convNdFn(1), []string{"conv1d"}},
		{convNdFn(2), []string{"conv2d"}},
		{convNdFn(3), []string{"conv3d"}},
		{maxPool2dWithIndicesFn, []string{"max_pool2d_with_indices"}},
		{maxPool2dFn, []string{"max_pool2d"}},
		{avgPool2dFn, []string{"avg_pool2d"}},
		{adaptivePool2dFn, []string{"_adaptive_avg_pool2d", "adaptive_avg_pool2d"}},
		{sumDimFn, []string{"sum.dim_IntList"}},
		{meanDimFn, []string{"mean.dim"}},
		{meanAllFn, []string{"mean"}},
		{amaxFn, []string{"amax", "amin"}},
		{anyDimFn, []string{"any.dim", "all.dim"}},
		{anyAllFn, []string{"any", "all"}},
		{maxDimFn, []string{"max.dim", "min.dim"}},
		{argmaxFn, []string{"argmax", "argmin"}},
		{varDimFn, []string{"var.correction", "var.dim", "std.correction", "std.dim"}},
		{varAllFn, []string{"var", "std"}},
		{nativeLayerNormFn, []string{"native_layer_norm"}},
		{batchNormNoTrainingFn, []string{"_native_batch_norm_legit_no_training"}},
		{sameShapeDtypeAt(2), []string{"softmax.int", "log_softmax.int"}},
		{softmaxFn, []string{"_softmax", "_log_softmax"}},
		{fullFn, []string{"full"}},
		{zerosFn, []string{"zeros", "ones"}},
		{sameShapeDtypeAt(2), []string{"full_like"}},
		{sameShapeDtypeAt(1), []string{"zeros_like", "ones_like"}},
		{scalarTensorFn, []string{"scalar_tensor"}},
		{arangeFn, []string{"arange.start_step"}},
		{sameShapeDtypeAt(1), []string{"_to_copy", "to.dtype"}},
		{embeddingFn, []string{"embedding"}},
		{gatherFn, []string{"gather"}},
		{indexSelectFn, []string{"index_select"}},
		{padFn, []string{"constant_pad_nd"}},
		{rmsNormFn, []string{"rms_norm"}},
		{upsampleFn(1, false), []string{"upsample_nearest1d"}},
		{upsampleFn(1, true), []string{"upsample_nearest1d.vec"}},
		{upsampleFn(2, false), []string{"upsample_nearest2d", "upsample_bilinear2d"}},
		{upsampleFn(2, true), []string{"upsample_nearest2d.vec", "upsample_bilinear2d.vec"}},
		{upsampleFn(3, false), []string{"upsample_nearest3d"}},
		{upsampleFn(3, true), []string{"upsample_nearest3d.vec"}},
	}
	for _, f := range families {
		for _, n := range f.ops {
			shapeFns["torch.aten."+n] = f.fn
		}
	}
	shapeFns[AtenSqueeze.Name] = squeezeAllFn
	// layer_norm: the first result of native_layer_norm.
	shapeFns[AtenLayerNorm.Name] = func(op *ir.Operation) []*TensorType {
		r := nativeLayerNormFn(op)
		if r == nil {
			return nil
		}
		return r[:1]
	}
	return shapeFns
}
