package torch

import (
	"fmt"
	"github.com/strata-compiler/strata/ir"
	"strings"
)

// Parameter checks of ATen ops: the verifier rejects, at the op, the
// constant parameters PyTorch itself rejects (a convolution of stride 0,
// a pooling window larger than its padded input, groups that do not
// divide the channels), so that no shape function, decomposition or
// lowering meets them. Each check reads only constant operands and
// static sizes; what is not known statically is left to run time.

// paramCheck returns the first thing wrong with op's parameters, or "".
type paramCheck func(op *ir.Operation) string

// paramChecks are the checks by op definition. The table names the ATen
// ops' definitions, whose verifier reads it: it is built in init, as a
// package variable's initializer would make initialization cyclic.
var paramChecks map[*ir.OpDef]paramCheck

func init() { paramChecks = buildParamChecks() }

func buildParamChecks() map[*ir.OpDef]paramCheck {
	m := map[*ir.OpDef]paramCheck{}
	add := func(c paramCheck, defs ...*ir.OpDef) {
		for _, d := range defs {
			m[d] = c
		}
	}
	add(permuteCheck, AtenPermute)
	add(scaledMMCheck, Aten_ScaledMm)
	add(scaledMMv2Check, Aten_ScaledMmV2)
	add(convCheck(0, convolutionParams[AtenConvolutionArgs[*ir.Value]]), AtenConvolution)
	add(convCheck(0, convolutionParams[Aten_ConvolutionArgs[*ir.Value]]), Aten_Convolution)
	// convNd(input, weight, bias, stride, padding, dilation, groups);
	// convNd.padding's padding is a string, not checked.
	add(convCheck(1, convNdParams[AtenConv1dArgs[*ir.Value]]), AtenConv1d)
	add(convCheck(2, convNdParams[AtenConv2dArgs[*ir.Value]]), AtenConv2d)
	add(convCheck(3, convNdParams[AtenConv3dArgs[*ir.Value]]), AtenConv3d)
	add(convCheck(1, convNdStrPaddingParams[AtenConv1dPaddingArgs[*ir.Value]]), AtenConv1dPadding)
	add(convCheck(2, convNdStrPaddingParams[AtenConv2dPaddingArgs[*ir.Value]]), AtenConv2dPadding)
	add(convCheck(3, convNdStrPaddingParams[AtenConv3dPaddingArgs[*ir.Value]]), AtenConv3dPadding)
	add(convCheck(1, convTransposeParams[AtenConvTranspose1dArgs[*ir.Value]]), AtenConvTranspose1d)
	add(convCheck(2, convTransposeParams[AtenConvTranspose2dInputArgs[*ir.Value]]), AtenConvTranspose2dInput)
	add(convCheck(3, convTransposeParams[AtenConvTranspose3dInputArgs[*ir.Value]]), AtenConvTranspose3dInput)
	add(poolCheck(1, maxPoolParams[AtenMaxPool1dArgs[*ir.Value]]), AtenMaxPool1d)
	add(poolCheck(2, maxPoolParams[AtenMaxPool2dArgs[*ir.Value]]), AtenMaxPool2d)
	add(poolCheck(2, maxPoolParams[AtenMaxPool2dWithIndicesArgs[*ir.Value]]), AtenMaxPool2dWithIndices)
	add(poolCheck(3, maxPoolParams[AtenMaxPool3dWithIndicesArgs[*ir.Value]]), AtenMaxPool3dWithIndices)
	add(poolCheck(1, avgPoolParams[AtenAvgPool1dArgs[*ir.Value]]), AtenAvgPool1d)
	add(poolCheck(2, avgPoolDivisorParams[AtenAvgPool2dArgs[*ir.Value]]), AtenAvgPool2d)
	add(poolCheck(3, avgPoolDivisorParams[AtenAvgPool3dArgs[*ir.Value]]), AtenAvgPool3d)
	// adaptive pools (self, output_size): sizes >= 0
	add(listCheck(argOf(AtenAdaptiveAvgPool1dArgs[*ir.Value].OutputSize), "output_size", nonNegative), AtenAdaptiveAvgPool1d)
	add(listCheck(argOf(AtenAdaptiveAvgPool2dArgs[*ir.Value].OutputSize), "output_size", nonNegative), AtenAdaptiveAvgPool2d)
	add(listCheck(argOf(Aten_AdaptiveAvgPool2dArgs[*ir.Value].OutputSize), "output_size", nonNegative), Aten_AdaptiveAvgPool2d)
	add(listCheck(argOf(Aten_AdaptiveAvgPool3dArgs[*ir.Value].OutputSize), "output_size", nonNegative), Aten_AdaptiveAvgPool3d)
	add(listCheck(argOf(AtenAdaptiveMaxPool2dArgs[*ir.Value].OutputSize), "output_size", nonNegative), AtenAdaptiveMaxPool2d)
	add(all(listCheck(argOf(AtenIm2colArgs[*ir.Value].KernelSize), "kernel_size", positive),
		listCheck(argOf(AtenIm2colArgs[*ir.Value].Dilation), "dilation", positive),
		listCheck(argOf(AtenIm2colArgs[*ir.Value].Padding), "padding", nonNegative),
		listCheck(argOf(AtenIm2colArgs[*ir.Value].Stride), "stride", positive)), AtenIm2col)
	add(all(listCheck(argOf(AtenCol2imArgs[*ir.Value].OutputSize), "output_size", positive),
		listCheck(argOf(AtenCol2imArgs[*ir.Value].KernelSize), "kernel_size", positive),
		listCheck(argOf(AtenCol2imArgs[*ir.Value].Dilation), "dilation", positive),
		listCheck(argOf(AtenCol2imArgs[*ir.Value].Padding), "padding", nonNegative),
		listCheck(argOf(AtenCol2imArgs[*ir.Value].Stride), "stride", positive)), AtenCol2im)
	// pixel_shuffle(self, upscale_factor): channels divisible by its square
	add(pixelShuffleCheck, AtenPixelShuffle)
	// group_norm(input, num_groups, ...), native_group_norm(input, w, b, N, C, HxW, group, eps)
	add(groupsCheck(argOf(AtenGroupNormArgs[*ir.Value].Input), argOf(AtenGroupNormArgs[*ir.Value].NumGroups), nil), AtenGroupNorm)
	add(groupsCheck(argOf(AtenNativeGroupNormArgs[*ir.Value].Input), argOf(AtenNativeGroupNormArgs[*ir.Value].Group),
		argOf(AtenNativeGroupNormArgs[*ir.Value].C)), AtenNativeGroupNorm)
	// upsampling: output sizes and scale factors positive
	add(listCheck(argOf(AtenUpsampleNearest1dArgs[*ir.Value].OutputSize), "output_size", positive), AtenUpsampleNearest1d)
	add(listCheck(argOf(AtenUpsampleNearest2dArgs[*ir.Value].OutputSize), "output_size", positive), AtenUpsampleNearest2d)
	add(listCheck(argOf(AtenUpsampleNearest3dArgs[*ir.Value].OutputSize), "output_size", positive), AtenUpsampleNearest3d)
	add(listCheck(argOf(AtenUpsampleBilinear2dArgs[*ir.Value].OutputSize), "output_size", positive), AtenUpsampleBilinear2d)
	add(upsampleVecCheck[AtenUpsampleNearest1dVecArgs[*ir.Value]], AtenUpsampleNearest1dVec)
	add(upsampleVecCheck[AtenUpsampleNearest2dVecArgs[*ir.Value]], AtenUpsampleNearest2dVec)
	add(upsampleVecCheck[AtenUpsampleNearest3dVecArgs[*ir.Value]], AtenUpsampleNearest3dVec)
	add(upsampleVecCheck[AtenUpsampleBilinear2dVecArgs[*ir.Value]], AtenUpsampleBilinear2dVec)
	add(intCheck(argOf(AtenChunkArgs[*ir.Value].Chunks), "chunks", positive), AtenChunk)
	add(intCheck(argOf(AtenSplitTensorArgs[*ir.Value].SplitSize), "split_size", nonNegative), AtenSplitTensor)
	add(listCheck(argOf(AtenSplitWithSizesArgs[*ir.Value].SplitSizes), "split_sizes", nonNegative), AtenSplitWithSizes)
	add(intCheck(argOf(AtenSliceTensorArgs[*ir.Value].Step), "step", positive), AtenSliceTensor)
	add(intCheck(argOf(AtenSliceScatterArgs[*ir.Value].Step), "step", positive), AtenSliceScatter)
	add(intCheck(argOf(AtenRepeatInterleaveSelfIntArgs[*ir.Value].Repeats), "repeats", nonNegative), AtenRepeatInterleaveSelfInt)
	add(intCheck(argOf(AtenArangeStartStepArgs[*ir.Value].Step), "step", nonZero), AtenArangeStartStep)
	// layer_norm/native_layer_norm/rms_norm(input, normalized_shape, ...):
	// normalized_shape is the input's trailing dims
	add(normalizedShapeCheck[AtenLayerNormArgs[*ir.Value]], AtenLayerNorm)
	add(normalizedShapeCheck[AtenNativeLayerNormArgs[*ir.Value]], AtenNativeLayerNorm)
	add(normalizedShapeCheck[AtenRmsNormArgs[*ir.Value]], AtenRmsNorm)
	// products: inner dims that agree, one dtype
	add(productCheck(argOf(AtenMmArgs[*ir.Value].Self), argOf(AtenMmArgs[*ir.Value].Mat2), 2, 2), AtenMm)
	add(productCheck(argOf(AtenBmmArgs[*ir.Value].Self), argOf(AtenBmmArgs[*ir.Value].Mat2), 3, 3), AtenBmm)
	add(productCheck(argOf(AtenAddmmArgs[*ir.Value].Mat1), argOf(AtenAddmmArgs[*ir.Value].Mat2), 2, 2), AtenAddmm)
	add(productCheck(argOf(AtenMatmulArgs[*ir.Value].Self), argOf(AtenMatmulArgs[*ir.Value].Other), 0, 0), AtenMatmul)
	add(linearCheck, AtenLinear)
	// views: sizes that keep the element count, broadcasts that exist
	add(viewCheck(argOf(AtenViewArgs[*ir.Value].Self), argOf(AtenViewArgs[*ir.Value].Size)), AtenView)
	add(viewCheck(argOf(AtenReshapeArgs[*ir.Value].Self), argOf(AtenReshapeArgs[*ir.Value].Shape)), AtenReshape)
	add(viewCheck(argOf(Aten_UnsafeViewArgs[*ir.Value].Self), argOf(Aten_UnsafeViewArgs[*ir.Value].Size)), Aten_UnsafeView)
	add(expandCheck(argOf(AtenExpandArgs[*ir.Value].Self), argOf(AtenExpandArgs[*ir.Value].Size)), AtenExpand)
	add(expandCheck(argOf(AtenBroadcastToArgs[*ir.Value].Self), argOf(AtenBroadcastToArgs[*ir.Value].Size)), AtenBroadcastTo)
	add(expandAsCheck, AtenExpandAs)
	add(tCheck, AtenT)
	// select.int(self, dim, index): index in [-n, n) of a static dim
	add(selectCheck[AtenSelectIntArgs[*ir.Value]], AtenSelectInt)
	add(selectCheck[AtenSelectScatterArgs[*ir.Value]], AtenSelectScatter)
	// copy(self, src, non_blocking), copy_: src broadcasts to self's shape
	add(copyCheck[AtenCopyArgs[*ir.Value]], AtenCopy)
	add(copyCheck[AtenCopy_Args[*ir.Value]], AtenCopy_)
	// creation ops: no negative size
	add(listCheck(argOf(AtenZerosArgs[*ir.Value].Size), "size", nonNegative), AtenZeros)
	add(listCheck(argOf(AtenOnesArgs[*ir.Value].Size), "size", nonNegative), AtenOnes)
	add(listCheck(argOf(AtenFullArgs[*ir.Value].Size), "size", nonNegative), AtenFull)
	add(listCheck(argOf(AtenEmptyMemoryFormatArgs[*ir.Value].Size), "size", nonNegative), AtenEmptyMemoryFormat)
	add(listCheck(argOf(AtenEmptyStridedArgs[*ir.Value].Size), "size", nonNegative), AtenEmptyStrided)
	add(listCheck(argOf(AtenNewZerosArgs[*ir.Value].Size), "size", nonNegative), AtenNewZeros)
	add(listCheck(argOf(AtenNewOnesArgs[*ir.Value].Size), "size", nonNegative), AtenNewOnes)
	add(listCheck(argOf(AtenNewFullArgs[*ir.Value].Size), "size", nonNegative), AtenNewFull)
	add(listCheck(argOf(AtenNewEmptyArgs[*ir.Value].Size), "size", nonNegative), AtenNewEmpty)
	return m
}

// argument reads one argument of an op, or is nil for an argument the op
// does not have.
type argument func(op *ir.Operation) *ir.Value

// argOf is the argument that get, an accessor of a generated argument
// list (AtenChunkArgs[*ir.Value].Chunks), reads.
func argOf[A ~[]*ir.Value](get func(A) *ir.Value) argument {
	return func(op *ir.Operation) *ir.Value { return get(A(op.Operands())) }
}

// tensorArg is the static type of argument a of op, nil when unknown.
func tensorArg(op *ir.Operation, a argument) *TensorType { return TensorOf(a(op)) }

// ---- value rules ----

// rule says what is wrong with one constant, or "".
type rule func(v float64) string

func positive(v float64) string {
	if v > 0 {
		return ""
	}
	return "must be positive"
}

func nonNegative(v float64) string {
	if v >= 0 {
		return ""
	}
	return "must not be negative"
}

func nonZero(v float64) string {
	if v != 0 {
		return ""
	}
	return "must not be zero"
}

func all(cs ...paramCheck) paramCheck {
	return func(op *ir.Operation) string {
		for _, c := range cs {
			if why := c(op); why != "" {
				return why
			}
		}
		return ""
	}
}

// constNumbers reads v as constant numbers: a list of int or float
// constants, or one constant; ok is false when it is not constant (or
// None).
func constNumbers(v *ir.Value) ([]float64, bool) {
	if IsNoneValue(v) {
		return nil, false
	}
	if fs, ok := ConstantFloatList(v); ok {
		return fs, true
	}
	if f, ok := ConstantFloatValue(v); ok {
		return []float64{f}, true
	}
	return nil, false
}

// listCheck applies r to every constant of argument a, named what.
func listCheck(a argument, what string, r rule) paramCheck {
	return func(op *ir.Operation) string { return numbersCheck(a(op), what, r) }
}

// numbersCheck applies r to every constant of v, named what.
func numbersCheck(v *ir.Value, what string, r rule) string {
	vs, ok := constNumbers(v)
	if !ok {
		return ""
	}
	for _, x := range vs {
		if why := r(x); why != "" {
			return fmt.Sprintf("%s %s %s", what, formatNumbers(vs), why)
		}
	}
	return ""
}

// intCheck is listCheck of a single int argument.
func intCheck(a argument, what string, r rule) paramCheck { return listCheck(a, what, r) }

// formatInts writes a list as Python does: [0, 1].
func formatInts(vs []int64) string {
	fs := make([]float64, len(vs))
	for i, v := range vs {
		fs[i] = float64(v)
	}
	if len(vs) == 1 {
		return "[" + formatNumbers(fs) + "]"
	}
	return formatNumbers(fs)
}

// formatNumbers writes constants as Python does: 2, or [0, 1].
func formatNumbers(vs []float64) string {
	if len(vs) == 1 {
		return fmt.Sprint(vs[0])
	}
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = fmt.Sprint(v)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// groupsCheck: the group count (argument groups) is positive and divides
// the channels (dim 1 of input, or the constant argument channels when
// not nil).
func groupsCheck(input, groups, channels argument) paramCheck {
	return func(op *ir.Operation) string {
		g, ok := ConstantIntValue(groups(op))
		if !ok {
			return ""
		}
		if g <= 0 {
			return fmt.Sprintf("num_groups %d must be positive", g)
		}
		c := int64(Dynamic)
		if channels != nil {
			if v, ok := ConstantIntValue(channels(op)); ok {
				c = v
			}
		} else if x := tensorArg(op, input); x != nil && x.Sizes != nil && len(x.Sizes) >= 2 {
			c = x.Sizes[1]
		}
		if c != Dynamic && c%g != 0 {
			return fmt.Sprintf("num_groups %d does not divide the %d channels", g, c)
		}
		return ""
	}
}

// normalizedShapeCheck: a norm's normalized_shape is one or more
// trailing dims of its input.
func normalizedShapeCheck[A interface {
	~[]*ir.Value
	Input() *ir.Value
	NormalizedShape() *ir.Value
}](op *ir.Operation) string {
	a := A(op.Operands())
	ns, ok := ConstantIntList(a.NormalizedShape())
	x := TensorOf(a.Input())
	if !ok || x == nil || x.Sizes == nil {
		return ""
	}
	if len(ns) == 0 || len(ns) > len(x.Sizes) {
		return fmt.Sprintf("normalized_shape %s must be the last (one or more) dims of the input of shape %s", formatInts(ns), formatSizes(x.Sizes))
	}
	for i, n := range ns {
		if d := x.Sizes[len(x.Sizes)-len(ns)+i]; d != Dynamic && d != n {
			return fmt.Sprintf("normalized_shape %s must be the last (one or more) dims of the input of shape %s", formatInts(ns), formatSizes(x.Sizes))
		}
	}
	return ""
}

// productCheck checks a matrix product of arguments a and b of ranks ra
// and rb (0: matmul's any rank >= 1): a's last dim against b's
// second-to-last (its only one when 1-d), and one dtype.
func productCheck(a, b argument, ra, rb int) paramCheck {
	return func(op *ir.Operation) string {
		x, y := tensorArg(op, a), tensorArg(op, b)
		if x == nil || y == nil {
			return ""
		}
		if x.Dtype != nil && y.Dtype != nil && x.Dtype != y.Dtype {
			return fmt.Sprintf("expected both operands to have the same dtype, got %s and %s", ir.TypeString(x.Dtype), ir.TypeString(y.Dtype))
		}
		if x.Sizes == nil || y.Sizes == nil {
			return ""
		}
		if (ra != 0 && (len(x.Sizes) != ra || len(y.Sizes) != rb)) || len(x.Sizes) == 0 || len(y.Sizes) == 0 {
			return "" // ranks the lowerings decline and the interpreter reports
		}
		k1 := x.Sizes[len(x.Sizes)-1]
		k2 := y.Sizes[0]
		if len(y.Sizes) >= 2 {
			k2 = y.Sizes[len(y.Sizes)-2]
		}
		if k1 != Dynamic && k2 != Dynamic && k1 != k2 {
			return fmt.Sprintf("shapes %s and %s cannot be multiplied (%d != %d)", formatSizes(x.Sizes), formatSizes(y.Sizes), k1, k2)
		}
		if ra == 3 && x.Sizes[0] != Dynamic && y.Sizes[0] != Dynamic && x.Sizes[0] != y.Sizes[0] {
			return fmt.Sprintf("batch sizes %d and %d differ", x.Sizes[0], y.Sizes[0])
		}
		if ra == 0 && len(x.Sizes) > 2 && len(y.Sizes) > 2 {
			if _, ok := broadcastSizes(x.Sizes[:len(x.Sizes)-2], y.Sizes[:len(y.Sizes)-2]); !ok {
				return fmt.Sprintf("batch dims of %s and %s do not broadcast", formatSizes(x.Sizes), formatSizes(y.Sizes))
			}
		}
		return ""
	}
}

// linearCheck: linear(input, weight[out, in] or [in], bias?) reads
// input's last dim against weight's last.
func linearCheck(op *ir.Operation) string {
	a := AtenLinearArgs[*ir.Value](op.Operands())
	x, w := TensorOf(a.Input()), TensorOf(a.Weight())
	if x != nil && w != nil && x.Dtype != nil && w.Dtype != nil && x.Dtype != w.Dtype {
		return fmt.Sprintf("expected input and weight to have the same dtype, got %s and %s", ir.TypeString(x.Dtype), ir.TypeString(w.Dtype))
	}
	if x == nil || w == nil || x.Sizes == nil || w.Sizes == nil || len(x.Sizes) == 0 || len(w.Sizes) == 0 {
		return ""
	}
	if len(w.Sizes) > 2 {
		return fmt.Sprintf("weight of shape %s: expected 1-d or 2-d", formatSizes(w.Sizes))
	}
	k1, k2 := x.Sizes[len(x.Sizes)-1], w.Sizes[len(w.Sizes)-1]
	if k1 != Dynamic && k2 != Dynamic && k1 != k2 {
		return fmt.Sprintf("input of shape %s and weight of shape %s do not match (%d != %d)", formatSizes(x.Sizes), formatSizes(w.Sizes), k1, k2)
	}
	return ""
}

// checkParams is the verifier's parameter check of an ATen op.
func checkParams(op *ir.Operation) error {
	c := paramChecks[op.Def()]
	if c == nil {
		return nil
	}
	if why := c(op); why != "" {
		return op.EmitOpError("%s", why)
	}
	return nil
}
