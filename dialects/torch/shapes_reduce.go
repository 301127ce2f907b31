package torch

import "github.com/strata-compiler/strata/ir"

// Shape functions of reductions and normalizations.

// ReducedSizes drops (or keeps as 1) the reduced dims; dims nil means all.
func ReducedSizes(sizes []int64, dims []int64, keepdim bool) ([]int64, bool) {
	if sizes == nil {
		return nil, true
	}
	red := map[int]bool{}
	if len(dims) == 0 {
		for i := range sizes {
			red[i] = true
		}
	}
	for _, d := range dims {
		i, ok := normDim(d, max(len(sizes), 1))
		if !ok {
			return nil, false
		}
		red[i] = true
	}
	out := []int64{}
	for i, s := range sizes {
		switch {
		case !red[i]:
			out = append(out, s)
		case keepdim:
			out = append(out, 1)
		}
	}
	return out, true
}

// reduce builds the result of a reduction over the dims list operand
// dimIdx (None = all) with keepdim operand keepIdx (-1: false).
func reduce(op *ir.Operation, dimIdx, keepIdx int, dtype ir.Type) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	var dims []int64
	if dimIdx >= 0 && !IsNoneValue(op.Operand(dimIdx)) {
		if c, ok := ConstantIntValue(op.Operand(dimIdx)); ok {
			dims = []int64{c}
		} else if l, ok := ConstantIntList(op.Operand(dimIdx)); ok {
			dims = l
		} else {
			return one(resultTensor(op, nil, dtype))
		}
	}
	keep := false
	if keepIdx >= 0 {
		k, ok := ConstantBoolValue(op.Operand(keepIdx))
		if !ok {
			return one(resultTensor(op, nil, dtype))
		}
		keep = k
	}
	s, ok := ReducedSizes(a.Sizes, dims, keep)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, dtype))
}

// sum.dim_IntList / mean.dim (self, dim?, keepdim, dtype?).
func sumDimFn(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	d := a.Dtype
	if c := category(d); c == catBool || c == catInt {
		d = ctxOf(op).IntegerType(64, ir.Signed)
	}
	return reduce(op, 1, 2, dtypeOr(op, 3, d))
}

func meanDimFn(op *ir.Operation) []*TensorType {
	return reduce(op, 1, 2, dtypeOr(op, 3, dtypeOf(in(op, 0))))
}

// mean(self, dtype?) and sum(self, dtype?): rank 0.
func meanAllFn(op *ir.Operation) []*TensorType {
	return reduce(op, -1, -1, dtypeOr(op, 1, dtypeOf(in(op, 0))))
}

// amax / amin (self, dim, keepdim).
func amaxFn(op *ir.Operation) []*TensorType { return reduce(op, 1, 2, dtypeOf(in(op, 0))) }

// any.dim / all.dim (self, dim, keepdim) → i1 (uint8 stays uint8).
func anyDimFn(op *ir.Operation) []*TensorType {
	d := ir.Type(ctxOf(op).I(1))
	if t := dtypeOf(in(op, 0)); t != nil && t == ctxOf(op).IntegerType(8, ir.Unsigned) {
		d = t
	}
	return reduce(op, 1, 2, d)
}

// any / all (self) → i1 (uint8 stays uint8).
func anyAllFn(op *ir.Operation) []*TensorType {
	d := ir.Type(ctxOf(op).I(1))
	if t := dtypeOf(in(op, 0)); t != nil && t == ctxOf(op).IntegerType(8, ir.Unsigned) {
		d = t
	}
	return reduce(op, -1, -1, d)
}

// max.dim / min.dim (self, dim, keepdim) → values, indices.
func maxDimFn(op *ir.Operation) []*TensorType {
	r := reduce(op, 1, 2, dtypeOf(in(op, 0)))
	if r == nil {
		return nil
	}
	return []*TensorType{r[0], resultTensor(op, r[0].Sizes, ctxOf(op).IntegerType(64, ir.Signed))}
}

// argmax / argmin (self, dim?, keepdim).
func argmaxFn(op *ir.Operation) []*TensorType {
	return reduce(op, 1, 2, ctxOf(op).IntegerType(64, ir.Signed))
}

// var.correction / std.correction (self, dim?, correction?, keepdim),
// var.dim / std.dim (self, dim?, unbiased, keepdim).
func varDimFn(op *ir.Operation) []*TensorType {
	return reduce(op, 1, 3, realDtype(toFloatDtype(ctxOf(op), dtypeOf(in(op, 0)))))
}

// var / std (self, unbiased).
func varAllFn(op *ir.Operation) []*TensorType {
	return reduce(op, -1, -1, realDtype(toFloatDtype(ctxOf(op), dtypeOf(in(op, 0)))))
}

// ---- normalization ----

// native_layer_norm(input, normalized_shape, weight?, bias?, eps) →
// out, mean, rstd (mean and rstd keep the normalized dims as 1, in the
// statistics' dtype).
func nativeLayerNormFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	out := resultTensor(op, x.Sizes, x.Dtype)
	stat := accDtype(x.Dtype)
	ns, ok := ConstantIntList(op.Operand(1))
	if !ok || x.Sizes == nil || len(ns) > len(x.Sizes) {
		return []*TensorType{out, resultTensor(op, nil, stat), resultTensor(op, nil, stat)}
	}
	s := append([]int64{}, x.Sizes...)
	for i := len(s) - len(ns); i < len(s); i++ {
		s[i] = 1
	}
	return []*TensorType{out, resultTensor(op, s, stat), resultTensor(op, s, stat)}
}

// _native_batch_norm_legit_no_training(input, weight?, bias?,
// running_mean, running_var, momentum, eps) → out, save_mean,
// save_invstd. The saved statistics are empty ([0]) on CPU but the
// running statistics ([C], in the statistics' dtype) on other devices,
// so only their rank is known.
func batchNormNoTrainingFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	stat := accDtype(x.Dtype)
	return []*TensorType{resultTensor(op, x.Sizes, x.Dtype), resultTensor(op, []int64{Dynamic}, stat), resultTensor(op, []int64{Dynamic}, stat)}
}

// _softmax / _log_softmax (self, dim, half_to_float).
func softmaxFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	h, ok := ConstantBoolValue(op.Operand(2))
	if !ok || h {
		return one(resultTensor(op, x.Sizes, nil))
	}
	return one(resultTensor(op, x.Sizes, x.Dtype))
}
