package torch

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
)

// Parameter checks of permute and of the scaled (fp8/fp4) matmuls, with
// Torch-MLIR's messages (its PermuteOp, ScaledMmOp and ScaledMmV2Op
// verifiers). Registered in buildParamChecks.

// permuteCheck: permute(self, dims) -> Tensor. The permutation has one
// in-range, distinct entry per dimension and moves sizes where both are known.
func permuteCheck(op *ir.Operation) string {
	args := AtenPermuteArgs[*ir.Value](op.Operands())
	a, r := TensorOf(args.Self()), TensorOf(op.Result(0))
	if a == nil || r == nil || a.Sizes == nil || r.Sizes == nil {
		return ""
	}
	if len(a.Sizes) != len(r.Sizes) {
		return fmt.Sprintf("expected input and output tensors to have same rank, but %d != %d", len(a.Sizes), len(r.Sizes))
	}
	perm, ok := ConstantIntList(args.Dims())
	if !ok {
		return ""
	}
	rank := len(r.Sizes)
	if len(perm) != rank {
		return fmt.Sprintf("The permutation has %d elements, the output has rank %d", len(perm), rank)
	}
	seen := make([]bool, rank)
	for _, p := range perm {
		d := p
		if d < 0 {
			d += int64(rank)
		}
		if d < 0 || d >= int64(rank) {
			return fmt.Sprintf("observed invalid index in permutation (%d) for input tensor of rank %d.", p, rank)
		}
		if seen[d] {
			return fmt.Sprintf("has a duplicate dimension (%d) in its permutation", d)
		}
		seen[d] = true
	}
	for i, p := range perm {
		d := p
		if d < 0 {
			d += int64(rank)
		}
		if in, out := a.Sizes[d], r.Sizes[i]; in != Dynamic && out != Dynamic && in != out {
			return fmt.Sprintf("has a permutation which is not compatible with the input and output shapes. "+
				"The input shape in dimension %d is %d, and the output shape in dimension %d is %d : "+
				"they should be the same with this permutation.", d, in, i, out)
		}
	}
	return ""
}

// ---- scaled matmuls ----

func floatKind(t ir.Type) (ir.FloatKind, bool) {
	f, ok := t.(*ir.FloatType)
	if !ok {
		return 0, false
	}
	return f.Kind, true
}

func isFP4(t ir.Type) bool { k, ok := floatKind(t); return ok && k == ir.F4E2M1FN }

func isFP8orFP4(t ir.Type) bool {
	k, ok := floatKind(t)
	if !ok {
		return false
	}
	switch k {
	case ir.F8E4M3FN, ir.F8E5M2, ir.F8E4M3FNUZ, ir.F8E5M2FNUZ, ir.F4E2M1FN:
		return true
	}
	return false
}

func isF32(t ir.Type) bool { k, ok := floatKind(t); return ok && k == ir.F32 }

func isKind(t ir.Type, k ir.FloatKind) bool { kk, ok := floatKind(t); return ok && kk == k }

func roundUp(x, m int64) int64 { return (x + m - 1) / m * m }

func ceilDiv(x, m int64) int64 { return (x + m - 1) / m }

// staticNumel returns the number of elements of a tensor of known sizes.
func staticNumel(t *TensorType) (int64, bool) {
	if t == nil || t.Sizes == nil {
		return 0, false
	}
	return numElements(t.Sizes)
}

// mmOperands holds the static facts of a scaled matmul's self [M, K] and
// mat2 [K, N]; an fp4 tensor packs two values per element along K.
type mmOperands struct {
	m, k, kb, n int64 // kb is mat2's logical K
	rawK        int64 // self's K dimension as stored
	self, mat2  *TensorType
}

// checkMMOperands checks dtypes, ranks and the contracting dimensions.
func checkMMOperands(self, mat2 *TensorType, prefix string) (mmOperands, string, bool) {
	var o mmOperands
	if self == nil || mat2 == nil || self.Dtype == nil || mat2.Dtype == nil {
		return o, "", false
	}
	if !isFP8orFP4(self.Dtype) {
		return o, prefix + "expected self to have an FP8 or FP4 dtype", true
	}
	if !isFP8orFP4(mat2.Dtype) {
		return o, prefix + "expected mat2 to have an FP8 or FP4 dtype", true
	}
	if self.Sizes == nil || mat2.Sizes == nil {
		return o, "", false
	}
	if len(self.Sizes) != 2 || len(mat2.Sizes) != 2 {
		return o, fmt.Sprintf("%sexpected self and mat2 to be rank 2, but got ranks %d and %d", prefix, len(self.Sizes), len(mat2.Sizes)), true
	}
	for _, s := range append(append([]int64{}, self.Sizes...), mat2.Sizes...) {
		if s == Dynamic {
			return o, "", false
		}
	}
	o = mmOperands{m: self.Sizes[0], k: self.Sizes[1], kb: mat2.Sizes[0], n: mat2.Sizes[1], rawK: self.Sizes[1], self: self, mat2: mat2}
	if isFP4(self.Dtype) {
		o.k *= 2
	}
	if isFP4(mat2.Dtype) {
		o.kb *= 2
	}
	if o.k != o.kb {
		return o, fmt.Sprintf("%sexpected self and mat2 contracting dimensions to match, but got %d and %d", prefix, o.k, o.kb), true
	}
	if o.k%16 != 0 {
		return o, fmt.Sprintf("%sexpected self contracting dimension to be divisible by 16, but got %d", prefix, o.k), true
	}
	if o.n%16 != 0 {
		return o, fmt.Sprintf("%sexpected mat2 non-contracting dimension to be divisible by 16, but got %d", prefix, o.n), true
	}
	return o, "", true
}

// blockNumel is the element count of a swizzled block scale of rows x k
// values in blocks of bs: rows padded to 128, blocks per row to 4.
func blockNumel(rows, k, bs int64) int64 { return roundUp(rows, 128) * roundUp(ceilDiv(k, bs), 4) }

// scaledMMCheck: _scaled_mm(self, mat2, scale_a, scale_b, bias?, scale_result?, out_dtype?, use_fast_accum).
func scaledMMCheck(op *ir.Operation) string {
	a := Aten_ScaledMmArgs[*ir.Value](op.Operands())
	if len(a) < 6 {
		return ""
	}
	o, why, ok := checkMMOperands(TensorOf(a.Self()), TensorOf(a.Mat2()), "")
	if why != "" || !ok {
		return why
	}
	if b := TensorOf(a.Bias()); b != nil && b.Dtype != nil {
		if !isKind(b.Dtype, ir.BF16) && !isKind(b.Dtype, ir.F16) {
			return fmt.Sprintf("expected bias to have bf16 or f16 dtype, but got '%s'", ir.TypeString(b.Dtype))
		}
	}
	if r := TensorOf(a.ScaleResult()); r != nil {
		if n, ok := staticNumel(r); ok && n != 1 {
			return fmt.Sprintf("expected scale_result to have 1 element, but got %d", n)
		}
	}
	sa, sb := TensorOf(a.ScaleA()), TensorOf(a.ScaleB())
	na, okA := staticNumel(sa)
	nb, okB := staticNumel(sb)
	if !okA || !okB || sa.Dtype == nil || sb.Dtype == nil {
		return ""
	}
	switch {
	case na == 1 && nb == 1:
		return "" // tensorwise
	case sa.Dtype == sb.Dtype && (isKind(sa.Dtype, ir.F8E8M0FNU) || isKind(sa.Dtype, ir.F8E4M3FN)):
		// Blockwise: MX (e8m0 scales, blocks of 32) or NVFP4 (e4m3 scales,
		// blocks of 16, over fp4 data packed two to an element).
		bs, k := int64(32), o.k
		if isKind(sa.Dtype, ir.F8E4M3FN) {
			bs, k = 16, o.rawK*2
		}
		wa, wb := blockNumel(o.m, k, bs), blockNumel(o.n, k, bs)
		if na != wa || nb != wb {
			return fmt.Sprintf("invalid blockwise scaling configuration: expected scale_a to have %d elements and scale_b to have %d elements, but got %d and %d", wa, wb, na, nb)
		}
		return ""
	case !isF32(sa.Dtype) || !isF32(sb.Dtype):
		return "expected non-tensorwise, non-blockwise scale_a and scale_b to have f32 dtype"
	}
	return ""
}

// ScaledMM v2 recipes (PyTorch's ScalingType) and swizzles (SwizzleType).
const (
	recipeTensorWise = iota
	recipeRowWise
	recipeBlockWise1x16
	recipeBlockWise1x32
	recipeBlockWise1x128
	recipeBlockWise128x128

	swizzle32x4x4 = 1
)

// scaledMMv2Check: _scaled_mm_v2(self, mat2, scale_a[], recipe_a[], swizzle_a[],
// scale_b[], recipe_b[], swizzle_b[], bias?, out_dtype?, contraction_dim[], use_fast_accum).
func scaledMMv2Check(op *ir.Operation) string {
	a := Aten_ScaledMmV2Args[*ir.Value](op.Operands())
	if len(a) < 8 {
		return ""
	}
	o, why, ok := checkMMOperands(TensorOf(a.Self()), TensorOf(a.Mat2()), "")
	if why != "" || !ok {
		return why
	}
	scaleA, okSA := ListElements(a.ScaleA())
	scaleB, okSB := ListElements(a.ScaleB())
	recA, okRA := ConstantIntList(a.RecipeA())
	recB, okRB := ConstantIntList(a.RecipeB())
	if !okSA || !okSB || !okRA || !okRB {
		return ""
	}
	if len(scaleA) != len(recA) {
		return "expected scale_a and recipe_a lists to have the same length"
	}
	if len(scaleB) != len(recB) {
		return "expected scale_b and recipe_b lists to have the same length"
	}
	if len(scaleA) != 1 || len(scaleB) != 1 {
		return "expected scale_a, recipe_a, scale_b and recipe_b lists to have one element; two-level NV scaling is not supported"
	}
	sa, sb := TensorOf(scaleA[0]), TensorOf(scaleB[0])
	if sa == nil || sb == nil || sa.Dtype == nil || sb.Dtype == nil || sa.Sizes == nil || sb.Sizes == nil {
		return ""
	}
	na, okA := staticNumel(sa)
	nb, okB := staticNumel(sb)
	if !okA || !okB {
		return ""
	}
	ra, rb := recA[0], recB[0]
	switch {
	case ra == recipeTensorWise && rb == recipeTensorWise:
		if na != 1 || nb != 1 || len(sa.Sizes) != 0 || len(sb.Sizes) != 0 {
			return "expected scale_a and scale_b to both be scalar for tensorwise scaling"
		}
		if !isF32(sa.Dtype) || !isF32(sb.Dtype) {
			return "expected tensorwise scale_a and scale_b to have f32 dtype"
		}
	case ra == recipeRowWise && rb == recipeRowWise:
		if !isF32(sa.Dtype) || !isF32(sb.Dtype) {
			return "expected rowwise scale_a and scale_b to have f32 dtype"
		}
		rowA := sameSizes(sa.Sizes, o.m) || sameSizes(sa.Sizes, o.m, 1)
		rowB := sameSizes(sb.Sizes, o.n) || sameSizes(sb.Sizes, 1, o.n)
		if !rowA || !rowB {
			return "invalid rowwise scaling configuration"
		}
	case ra == rb && (ra == recipeBlockWise1x16 || ra == recipeBlockWise1x32):
		swA, okA := ConstantIntList(a.SwizzleA())
		swB, okB := ConstantIntList(a.SwizzleB())
		if okA && okB && (len(swA) != 1 || len(swB) != 1 || swA[0] != swizzle32x4x4 || swB[0] != swizzle32x4x4) {
			return "expected blockwise swizzle_a and swizzle_b to be SWIZZLE_32_4_4"
		}
		bs := int64(32)
		if ra == recipeBlockWise1x16 {
			bs = 16
		}
		wa, wb := blockNumel(o.m, o.rawK, bs), blockNumel(o.n, o.rawK, bs)
		if na != wa || nb != wb {
			return fmt.Sprintf("invalid blockwise scaling configuration: expected scale_a to have %d elements and scale_b to have %d elements, but got %d and %d", wa, wb, na, nb)
		}
	case ra == recipeBlockWise1x128 && rb == recipeBlockWise1x128:
		kb := ceilDiv(o.k, 128)
		if !sameSizes(sa.Sizes, o.m, kb) || !sameSizes(sb.Sizes, o.n, kb) {
			return "invalid 1x128 x 1x128 blockwise scaling configuration"
		}
	case ra == recipeBlockWise1x128 && rb == recipeBlockWise128x128,
		ra == recipeBlockWise128x128 && rb == recipeBlockWise1x128:
	default:
		return "invalid scaling configuration for recipe_a and recipe_b"
	}
	return ""
}

func sameSizes(s []int64, want ...int64) bool {
	if len(s) != len(want) {
		return false
	}
	for i := range s {
		if s[i] != want[i] {
			return false
		}
	}
	return true
}
