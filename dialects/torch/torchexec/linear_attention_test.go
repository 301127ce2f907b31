package torchexec_test

import (
	"math"
	"testing"
)

// sdpaSpecs are scaled_dot_product_attention's operands: query, key,
// value, attn_mask, dropout_p, is_causal, scale, enable_gqa.
func sdpaSpecs(q, k, v, mask string, causal bool, scale string, gqa bool) []string {
	b := func(x bool) string {
		if x {
			return "bool true"
		}
		return "bool false"
	}
	return []string{q, k, v, mask, "float 0.0", b(causal), scale, b(gqa)}
}

// One query [1,0] against keys [1,0] and [0,1] with values 10 and 20:
// the scores are [1/sqrt(2), 0], so the output is 10*p + 20*(1-p) with
// p = e^(1/sqrt 2) / (e^(1/sqrt 2) + 1), as
// F.scaled_dot_product_attention(q, k, v) computes.
func TestAttention(t *testing.T) {
	src := opSrc("torch.aten.scaled_dot_product_attention", sdpaSpecs(vtensorType("1,1,2", "f32"), vtensorType("1,2,2", "f32"), vtensorType("1,2,1", "f32"), "none", false, "none", false), vtensorType("1,1,1", "f32"))
	res := run(t, src, f32([]int64{1, 1, 2}, 1, 0), f32([]int64{1, 2, 2}, 1, 0, 0, 1), f32([]int64{1, 2, 1}, 10, 20))
	e := math.Exp(1 / math.Sqrt2)
	p := e / (e + 1)
	wantF(t, res[0], []int64{1, 1, 1}, 1e-6, 10*p+20*(1-p))
}

// is_causal: query i sees keys 0..i. With scale=1, queries [1,1], keys
// [1,2] and values [10,20], row 0 is 10 and row 1 mixes with the
// softmax of [1,2].
func TestAttentionCausal(t *testing.T) {
	src := opSrc("torch.aten.scaled_dot_product_attention", sdpaSpecs(vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), "none", true, "float 1.0", false), vtensorType("2,1", "f32"))
	res := run(t, src, f32([]int64{2, 1}, 1, 1), f32([]int64{2, 1}, 1, 2), f32([]int64{2, 1}, 10, 20))
	w := math.E / (1 + math.E)
	wantF(t, res[0], []int64{2, 1}, 1e-6, 10, 10*(1-w)+20*w)
}

// A bool mask keeps the positions where it is true; a row with none
// gives zeros (PyTorch's math backend, since 2.5). A float mask is added
// to the scores.
func TestAttentionMask(t *testing.T) {
	src := opSrc("torch.aten.scaled_dot_product_attention", sdpaSpecs(vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), vtensorType("2,2", "i1"), false, "float 1.0", false), vtensorType("2,1", "f32"))
	res := run(t, src, f32([]int64{2, 1}, 1, 1), f32([]int64{2, 1}, 1, 2), f32([]int64{2, 1}, 10, 20), ints(1, []int64{2, 2}, 1, 0, 0, 0))
	wantF(t, res[0], []int64{2, 1}, 1e-6, 10, 0)

	// The float mask [0, -1] broadcasts over the rows: scores [1,1] for
	// both queries, so each is the mean of the values, 15.
	src = opSrc("torch.aten.scaled_dot_product_attention", sdpaSpecs(vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), vtensorType("2", "f32"), false, "float 1.0", false), vtensorType("2,1", "f32"))
	res = run(t, src, f32([]int64{2, 1}, 1, 1), f32([]int64{2, 1}, 1, 2), f32([]int64{2, 1}, 10, 20), f32([]int64{2}, 0, -1))
	wantF(t, res[0], []int64{2, 1}, 1e-6, 15, 15)
}

// enable_gqa: two query heads share one key/value head.
func TestAttentionGQA(t *testing.T) {
	src := opSrc("torch.aten.scaled_dot_product_attention", sdpaSpecs(vtensorType("1,2,1,1", "f32"), vtensorType("1,1,1,1", "f32"), vtensorType("1,1,1,1", "f32"), "none", false, "none", true), vtensorType("1,2,1,1", "f32"))
	res := run(t, src, f32([]int64{1, 2, 1, 1}, 1, 2), f32([]int64{1, 1, 1, 1}, 3), f32([]int64{1, 1, 1, 1}, 5))
	wantF(t, res[0], []int64{1, 2, 1, 1}, 0, 5, 5)
}

func TestAttentionErrors(t *testing.T) {
	specs := sdpaSpecs(vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), "none", false, "none", false)
	specs[4] = "float 0.5"
	q := f32([]int64{2, 1}, 1, 1)
	wantErr(t, opSrc("torch.aten.scaled_dot_product_attention", specs, vtensorType("2,1", "f32")), "dropout_p", q, q, q)
	src := opSrc("torch.aten.scaled_dot_product_attention", sdpaSpecs(vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), vtensorType("2,1", "f32"), vtensorType("2,2", "i1"), true, "none", false), vtensorType("2,1", "f32"))
	wantErr(t, src, "is_causal", q, q, q, ints(1, []int64{2, 2}, 1, 1, 1, 1))
	src = opSrc("torch.aten.scaled_dot_product_attention", sdpaSpecs(vtensorType("?,?", "f32"), vtensorType("?,?", "f32"), vtensorType("?,?", "f32"), "none", false, "none", false), vtensorType("?,?", "f32"))
	wantErr(t, src, "expected [..., L, E]", q, f32([]int64{2, 2}, 1, 1, 1, 1), q)
}
