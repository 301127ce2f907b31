package torch

import (
	"fmt"
	"slices"
	"strings"

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
	f := shapeFns[op.Def()]
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

// HasShapeFunction reports whether ops of definition d have a shape
// function.
func HasShapeFunction(d *ir.OpDef) bool { return shapeFns[d] != nil }

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

// readingSelf returns ops, after checking that each declares `self` as
// its first argument, which the unary families read (unaryArgs).
func readingSelf(ops ...*ir.OpDef) []*ir.OpDef { return checkReads(ops, "self") }

// readingSelfOther returns ops, after checking that each declares `self`
// and `other` (pow's `exponent`) as its first arguments, which the binary
// families read (binaryArgs).
func readingSelfOther(ops ...*ir.OpDef) []*ir.OpDef {
	return checkReads(ops, "self", "other|exponent")
}

// argReads are the leading arguments the shape families read, by op,
// recorded while the table is built; a test (TestShapeFamiliesArguments)
// checks them against the schemas, as reading the definitions here would
// parse their schemas at every tool's start.
var argReads []argRead

// argRead says that each of ops has its arguments start with names (each
// one of |-separated alternatives).
type argRead struct {
	ops   []*ir.OpDef
	names []string
}

// checkReads records that each op's arguments start with names.
func checkReads(ops []*ir.OpDef, names ...string) []*ir.OpDef {
	argReads = append(argReads, argRead{ops, names})
	return ops
}

// wrongRead returns what is wrong with a recorded read of r's op d (a
// definition completed), or "".
func (r argRead) wrongRead(d *ir.OpDef) string {
	for i, n := range r.names {
		if i >= len(d.Operands) || !slices.Contains(strings.Split(n, "|"), d.Operands[i].Name) {
			return fmt.Sprintf("%s's argument %d is not %s, which its shape function reads", d.Name, i, n)
		}
	}
	return ""
}

// shapeFns are the shape functions by op definition. The table names the
// ATen ops' definitions, whose verifier reads it: it is built in init, as
// a package variable's initializer would make initialization cyclic.
var shapeFns map[*ir.OpDef]shapeFn

func init() { shapeFns = buildShapeFns() }

func buildShapeFns() map[*ir.OpDef]shapeFn {
	shapeFns := map[*ir.OpDef]shapeFn{}
	// A table of op lists per family, so that the families read as data.
	families := []struct {
		fn  shapeFn
		ops []*ir.OpDef
	}{
		{absFn, []*ir.OpDef{AtenAbs}},
		{sameAsInput, readingSelf(AtenRelu, AtenNeg, AtenClone, AtenContiguous, AtenRelu6, AtenHardtanh, AtenLeakyRelu, AtenElu, AtenCelu,
			AtenGelu, AtenSilu, AtenHardswish, AtenHardsigmoid, AtenMish, AtenSoftplus, AtenFloor, AtenCeil, AtenRound, AtenTrunc, AtenSign,
			AtenDetach, AtenAlias, AtenLiftFreshCopy, AtenFillScalar, AtenZero_, AtenBitwiseNot, AtenTriu, AtenTril, AtenFlip,
			AtenRoll, AtenCopy)},
		{sameAsArg(AtenDropoutArgs[*ir.Value].Input), []*ir.OpDef{AtenDropout}},
		{squareFn, []*ir.OpDef{AtenSquare}},
		{maskedFillFn, []*ir.OpDef{AtenMaskedFillScalar, AtenMaskedFillTensor}},
		{unaryFloat, readingSelf(AtenSigmoid, AtenTanh, AtenExp, AtenExp2, AtenExpm1, AtenLog, AtenLog2, AtenLog10, AtenLog1p, AtenSqrt, AtenRsqrt,
			AtenErf, AtenSin, AtenCos, AtenTan, AtenAsin, AtenAcos, AtenAtan, AtenSinh, AtenCosh, AtenAsinh, AtenAcosh, AtenAtanh, AtenReciprocal,
			AtenLogSigmoid)},
		{unaryBool, readingSelf(AtenLogicalNot, AtenIsnan, AtenIsinf)},
		{binaryTensor, readingSelfOther(AtenAddTensor, AtenSubTensor, AtenMulTensor, AtenMaximum, AtenMinimum, AtenPowTensorTensor,
			AtenRemainderTensor, AtenFmodTensor, AtenBitwiseAndTensor, AtenBitwiseOrTensor, AtenBitwiseXorTensor, AtenRsubTensor)},
		{binaryTensorFloat, readingSelfOther(AtenDivTensor, AtenAtan2)},
		{binaryTensorBool, readingSelfOther(AtenEqTensor, AtenNeTensor, AtenLtTensor, AtenLeTensor, AtenGtTensor, AtenGeTensor,
			AtenLogicalAnd, AtenLogicalOr, AtenLogicalXor)},
		{binaryScalar, readingSelfOther(AtenAddScalar, AtenSubScalar, AtenMulScalar, AtenRemainderScalar, AtenFmodScalar, AtenRsubScalar,
			AtenPowTensorScalar,
			AtenBitwiseAndScalar, AtenBitwiseOrScalar, AtenBitwiseXorScalar)},
		{binaryScalarFloat, readingSelfOther(AtenDivScalar)},
		{binaryScalarBool, readingSelfOther(AtenEqScalar, AtenNeScalar, AtenLtScalar, AtenLeScalar, AtenGtScalar, AtenGeScalar)},
		{whereSelf, []*ir.OpDef{AtenWhereSelf}},
		{clampFn, []*ir.OpDef{AtenClamp}},
		{viewFn, []*ir.OpDef{AtenView, AtenReshape}},
		{permuteFn, []*ir.OpDef{AtenPermute}},
		{transposeFn, []*ir.OpDef{AtenTransposeInt}},
		{tFn, []*ir.OpDef{AtenT}},
		{unsqueezeFn, []*ir.OpDef{AtenUnsqueeze}},
		{squeezeDimFn, []*ir.OpDef{AtenSqueezeDim}},
		{squeezeDimsFn, []*ir.OpDef{AtenSqueezeDims}},
		{sliceFn, []*ir.OpDef{AtenSliceTensor}},
		{selectFn, []*ir.OpDef{AtenSelectInt}},
		{expandFn, []*ir.OpDef{AtenExpand}},
		{expandAsFn, []*ir.OpDef{AtenExpandAs}},
		{catFn, []*ir.OpDef{AtenCat}},
		{mmFn, []*ir.OpDef{AtenMm}},
		{bmmFn, []*ir.OpDef{AtenBmm}},
		{matmulFn, []*ir.OpDef{AtenMatmul}},
		{addmmFn, []*ir.OpDef{AtenAddmm}},
		{linearFn, []*ir.OpDef{AtenLinear}},
		{convolutionFn, []*ir.OpDef{AtenConvolution}},
		{convNdFn(1), []*ir.OpDef{AtenConv1d}},
		{convNdFn(2), []*ir.OpDef{AtenConv2d}},
		{convNdFn(3), []*ir.OpDef{AtenConv3d}},
		{maxPool2dWithIndicesFn, []*ir.OpDef{AtenMaxPool2dWithIndices}},
		{maxPool2dFn, []*ir.OpDef{AtenMaxPool2d}},
		{avgPool2dFn, []*ir.OpDef{AtenAvgPool2d}},
		{adaptivePool2dFn, []*ir.OpDef{Aten_AdaptiveAvgPool2d, AtenAdaptiveAvgPool2d}},
		{sumDimFn, []*ir.OpDef{AtenSumDimIntList}},
		{meanDimFn, []*ir.OpDef{AtenMeanDim}},
		{meanAllFn, []*ir.OpDef{AtenMean}},
		{amaxFn, []*ir.OpDef{AtenAmax, AtenAmin}},
		{anyDimFn, []*ir.OpDef{AtenAnyDim, AtenAllDim}},
		{anyAllFn, []*ir.OpDef{AtenAny, AtenAll}},
		{maxDimFn, []*ir.OpDef{AtenMaxDim, AtenMinDim}},
		{argmaxFn, []*ir.OpDef{AtenArgmax, AtenArgmin}},
		{varDimFn, []*ir.OpDef{AtenVarCorrection, AtenVarDim, AtenStdCorrection, AtenStdDim}},
		{varAllFn, []*ir.OpDef{AtenVar, AtenStd}},
		{nativeLayerNormFn, []*ir.OpDef{AtenNativeLayerNorm}},
		{batchNormNoTrainingFn, []*ir.OpDef{Aten_NativeBatchNormLegitNoTraining}},
		{sameShapeDtype(AtenSoftmaxIntArgs[*ir.Value].Dtype), []*ir.OpDef{AtenSoftmaxInt}},
		{sameShapeDtype(AtenLogSoftmaxIntArgs[*ir.Value].Dtype), []*ir.OpDef{AtenLogSoftmaxInt}},
		{softmaxFn, []*ir.OpDef{Aten_Softmax, Aten_LogSoftmax}},
		{fullFn, []*ir.OpDef{AtenFull}},
		{zerosFn, []*ir.OpDef{AtenZeros, AtenOnes}},
		{sameShapeDtype(AtenFullLikeArgs[*ir.Value].Dtype), []*ir.OpDef{AtenFullLike}},
		{sameShapeDtype(AtenZerosLikeArgs[*ir.Value].Dtype), []*ir.OpDef{AtenZerosLike}},
		{sameShapeDtype(AtenOnesLikeArgs[*ir.Value].Dtype), []*ir.OpDef{AtenOnesLike}},
		{scalarTensorFn, []*ir.OpDef{AtenScalarTensor}},
		{arangeFn, []*ir.OpDef{AtenArangeStartStep}},
		{sameShapeDtype(Aten_ToCopyArgs[*ir.Value].Dtype), []*ir.OpDef{Aten_ToCopy}},
		{sameShapeDtype(AtenToDtypeArgs[*ir.Value].Dtype), []*ir.OpDef{AtenToDtype}},
		{embeddingFn, []*ir.OpDef{AtenEmbedding}},
		{gatherFn, []*ir.OpDef{AtenGather}},
		{indexSelectFn, []*ir.OpDef{AtenIndexSelect}},
		{padFn, []*ir.OpDef{AtenConstantPadNd}},
		// rms_norm(input, normalized_shape, weight?, eps?): the input's
		// shape and dtype (PyTorch converts the result back to the input's dtype).
		{sameAsArg(AtenRmsNormArgs[*ir.Value].Input), []*ir.OpDef{AtenRmsNorm}},
		{upsampleFn[AtenUpsampleNearest1dArgs[*ir.Value]](1), []*ir.OpDef{AtenUpsampleNearest1d}},
		{upsampleFn[AtenUpsampleNearest1dVecArgs[*ir.Value]](1), []*ir.OpDef{AtenUpsampleNearest1dVec}},
		{upsampleFn[AtenUpsampleNearest2dArgs[*ir.Value]](2), []*ir.OpDef{AtenUpsampleNearest2d}},
		{upsampleFn[AtenUpsampleBilinear2dArgs[*ir.Value]](2), []*ir.OpDef{AtenUpsampleBilinear2d}},
		{upsampleFn[AtenUpsampleNearest2dVecArgs[*ir.Value]](2), []*ir.OpDef{AtenUpsampleNearest2dVec}},
		{upsampleFn[AtenUpsampleBilinear2dVecArgs[*ir.Value]](2), []*ir.OpDef{AtenUpsampleBilinear2dVec}},
		{upsampleFn[AtenUpsampleNearest3dArgs[*ir.Value]](3), []*ir.OpDef{AtenUpsampleNearest3d}},
		{upsampleFn[AtenUpsampleNearest3dVecArgs[*ir.Value]](3), []*ir.OpDef{AtenUpsampleNearest3dVec}},
	}
	for _, f := range families {
		for _, d := range f.ops {
			shapeFns[d] = f.fn
		}
	}
	shapeFns[AtenSqueeze] = squeezeAllFn
	// layer_norm: the first result of native_layer_norm.
	shapeFns[AtenLayerNorm] = func(op *ir.Operation) []*TensorType {
		r := nativeLayerNormFn(op)
		if r == nil {
			return nil
		}
		return r[:1]
	}
	return shapeFns
}
