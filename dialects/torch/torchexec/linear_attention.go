package torchexec

import (
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// attentionOps: scaled_dot_product_attention(query [..., L, E],
// key [..., S, E], value [..., S, Ev], attn_mask?, dropout_p, is_causal,
// scale?, enable_gqa) -> [..., L, Ev]:
//
//	softmax(query @ key^T * scale + bias, dim=-1) @ value
//
// with scale 1/sqrt(E) by default, and bias -inf where a bool attn_mask
// is false or, with is_causal, above the diagonal (key position >
// query position), or a float attn_mask itself; the batch dims broadcast.
// A row masked entirely gives zeros, as PyTorch's math backend
// (_safe_softmax) does since 2.5. enable_gqa repeats each key and value
// head (dim -3) to match the query's heads. dropout_p must be 0: the
// interpreter is deterministic.
var attentionOps = exec.Table{
	torch.AtenScaledDotProductAttention.Name: attention,
}

// attentionArgs names scaled_dot_product_attention's operand positions.
var attentionArgs = torch.AtenScaledDotProductAttentionArgs[int](operandPositions)

func attention(c *exec.Ctx) error {
	a := attentionArgs
	elem, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	if !isFloatType(elem) {
		return c.Errorf("scaled_dot_product_attention computes in a float dtype, the result is %s", ir.TypeString(elem))
	}
	q, qShape, err := operandAs[float64](c, a.Query(), elem)
	if err != nil {
		return err
	}
	k, kShape, err := operandAs[float64](c, a.Key(), elem)
	if err != nil {
		return err
	}
	v, vShape, err := operandAs[float64](c, a.Value(), elem)
	if err != nil {
		return err
	}
	if len(qShape) < 2 || len(kShape) < 2 || len(vShape) < 2 {
		return c.Errorf("query, key and value must have rank >= 2, got shapes %v, %v and %v", qShape, kShape, vShape)
	}
	last := func(s []int64, i int) int64 { return s[len(s)-i] }
	if last(qShape, 1) != last(kShape, 1) || last(kShape, 2) != last(vShape, 2) {
		return c.Errorf("query %v, key %v and value %v: expected [..., L, E], [..., S, E] and [..., S, Ev]", qShape, kShape, vShape)
	}
	if p := scalarF(c, a.DropoutP()); p != 0 {
		return c.Errorf("dropout_p must be 0 (the interpreter does not sample), got %v", p)
	}
	causal := scalarB(c, a.IsCausal())
	if causal && !isNone(c, a.AttnMask()) {
		return c.Errorf("attn_mask must be none when is_causal is true")
	}
	scale := 1 / math.Sqrt(float64(last(qShape, 1)))
	if !isNone(c, a.Scale()) {
		scale = scalarF(c, a.Scale())
	}
	if gqa := a.EnableGqa(); len(c.Args) > gqa && !isNone(c, gqa) && scalarB(c, gqa) {
		if k, kShape, err = repeatHeads(c, k, kShape, qShape); err != nil {
			return err
		}
		if v, vShape, err = repeatHeads(c, v, vShape, qShape); err != nil {
			return err
		}
	}
	kT, kTShape := transposedLast2(k, kShape)
	if err := chargeProduct(c, qShape, kTShape); err != nil {
		return err
	}
	scores, sShape, ok := batchedProduct(q, qShape, kT, kTShape)
	if !ok {
		return c.Errorf("batch dims of query %v and key %v do not broadcast", qShape, kShape)
	}
	for i := range scores {
		scores[i] *= scale
	}
	if err := applyAttentionMask(c, scores, sShape, causal); err != nil {
		return err
	}
	safeSoftmaxRows(scores, last(sShape, 1))
	if err := chargeProduct(c, sShape, vShape); err != nil {
		return err
	}
	out, outShape, ok := batchedProduct(scores, sShape, v, vShape)
	if !ok {
		return c.Errorf("batch dims of the scores %v and value %v do not broadcast", sShape, vShape)
	}
	return storeResult(c, 0, outShape, out)
}

// repeatHeads repeats each head of x (dim -3) to match the query's head
// count (enable_gqa's repeat_interleave).
func repeatHeads(c *exec.Ctx, x []float64, shape, qShape []int64) ([]float64, []int64, error) {
	if len(shape) < 3 || len(qShape) < 3 {
		return x, shape, nil
	}
	hq, h := qShape[len(qShape)-3], shape[len(shape)-3]
	if h == hq {
		return x, shape, nil
	}
	if h == 0 || hq%h != 0 {
		return nil, nil, c.Errorf("enable_gqa: %d query heads are not a multiple of %d key/value heads", hq, h)
	}
	times := hq / h
	dim := len(shape) - 3
	outer, inner := exec.NumElements(shape[:dim]), exec.NumElements(shape[dim+1:])
	if err := scratch(c, int64(len(x)), times); err != nil {
		return nil, nil, err
	}
	out := make([]float64, 0, int64(len(x))*times)
	for o := int64(0); o < outer; o++ {
		for i := int64(0); i < h; i++ {
			block := x[(o*h+i)*inner : (o*h+i+1)*inner]
			for t := int64(0); t < times; t++ {
				out = append(out, block...)
			}
		}
	}
	newShape := append([]int64{}, shape...)
	newShape[dim] = hq
	return out, newShape, nil
}

// transposedLast2 swaps the last two dims of x.
func transposedLast2[T accumulator](x []T, shape []int64) ([]T, []int64) {
	r := len(shape)
	rows, cols := shape[r-2], shape[r-1]
	out := make([]T, 0, len(x))
	newShape := append([]int64{}, shape...)
	newShape[r-2], newShape[r-1] = cols, rows
	if len(x) == 0 {
		return out, newShape
	}
	for b := int64(0); b < exec.NumElements(shape[:r-2]); b++ {
		out = append(out, transposed(x[b*rows*cols:(b+1)*rows*cols], rows, cols)...)
	}
	return out, newShape
}

// applyAttentionMask adds the causal or attn_mask bias to the scores
// [..., L, S].
func applyAttentionMask(c *exec.Ctx, scores []float64, shape []int64, causal bool) error {
	r := len(shape)
	rows, cols := shape[r-2], shape[r-1]
	if causal {
		for i := range scores {
			row, col := int64(i)/cols%rows, int64(i)%cols
			if col > row {
				scores[i] = math.Inf(-1)
			}
		}
		return nil
	}
	if isNone(c, attentionArgs.AttnMask()) {
		return nil
	}
	mask, err := tensorOperand(c, attentionArgs.AttnMask())
	if err != nil {
		return err
	}
	if b, ok := broadcastShapes(shape, mask.Shape); !ok || !slices.Equal(b, shape) {
		return c.Errorf("attn_mask of shape %v does not broadcast to the scores' shape %v", mask.Shape, shape)
	}
	isBool := !mask.IsFloat() && elemOf(mask).Width == 1
	st := broadcastStrides(mask.Shape, shape)
	forEach(shape, [][]int64{st}, func(o int64, pos []int64) {
		if isBool {
			if !getB(mask, pos[0]) {
				scores[o] = math.Inf(-1)
			}
			return
		}
		scores[o] += getF(mask, pos[0])
	})
	return nil
}

// safeSoftmaxRows is softmax over each row of n scores; a row that is
// -inf everywhere gives zeros.
func safeSoftmaxRows(scores []float64, n int64) {
	if n == 0 {
		return
	}
	for start := int64(0); start < int64(len(scores)); start += n {
		row := scores[start : start+n]
		m := math.Inf(-1)
		for _, x := range row {
			m = math.Max(m, x)
		}
		if math.IsInf(m, -1) {
			clear(row)
			continue
		}
		sum := 0.0
		for j, x := range row {
			row[j] = math.Exp(x - m)
			sum += row[j]
		}
		for j := range row {
			row[j] /= sum
		}
	}
}
