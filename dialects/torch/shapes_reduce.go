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

// reduce builds the result of op, a reduction of self over the dims
// operand dim (nil or None: all) with the keepdim operand keepdim (nil:
// false).
func reduce(op *ir.Operation, self, dim, keepdim *ir.Value, dtype ir.Type) []*TensorType {
	a := TensorOf(self)
	if a == nil {
		return nil
	}
	var dims []int64
	if dim != nil && !IsNoneValue(dim) {
		if c, ok := ConstantIntValue(dim); ok {
			dims = []int64{c}
		} else if l, ok := ConstantIntList(dim); ok {
			dims = l
		} else {
			return one(resultTensor(op, nil, dtype))
		}
	}
	keep := false
	if keepdim != nil {
		k, ok := ConstantBoolValue(keepdim)
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
	args := AtenSumDimIntListArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	d := a.Dtype
	if c := category(d); c == catBool || c == catInt {
		d = ctxOf(op).IntegerType(64, ir.Signed)
	}
	return reduce(op, args.Self(), args.Dim(), args.Keepdim(), dtypeOr(op, args.Dtype(), d))
}

func meanDimFn(op *ir.Operation) []*TensorType {
	args := AtenMeanDimArgs[*ir.Value](op.Operands())
	return reduce(op, args.Self(), args.Dim(), args.Keepdim(), dtypeOr(op, args.Dtype(), dtypeOf(TensorOf(args.Self()))))
}

// mean(self, dtype?) and sum(self, dtype?): rank 0.
func meanAllFn(op *ir.Operation) []*TensorType {
	args := AtenMeanArgs[*ir.Value](op.Operands())
	return reduce(op, args.Self(), nil, nil, dtypeOr(op, args.Dtype(), dtypeOf(TensorOf(args.Self()))))
}

// amax / amin (self, dim, keepdim).
func amaxFn(op *ir.Operation) []*TensorType {
	args := AtenAmaxArgs[*ir.Value](op.Operands()) // amin's too
	return reduce(op, args.Self(), args.Dim(), args.Keepdim(), dtypeOf(TensorOf(args.Self())))
}

// any.dim / all.dim (self, dim, keepdim) → i1 (uint8 stays uint8).
func anyDimFn(op *ir.Operation) []*TensorType {
	args := AtenAnyDimArgs[*ir.Value](op.Operands()) // all.dim's too
	d := ir.Type(ctxOf(op).I(1))
	if t := dtypeOf(TensorOf(args.Self())); t != nil && t == ctxOf(op).IntegerType(8, ir.Unsigned) {
		d = t
	}
	return reduce(op, args.Self(), args.Dim(), args.Keepdim(), d)
}

// any / all (self) → i1 (uint8 stays uint8).
func anyAllFn(op *ir.Operation) []*TensorType {
	args := AtenAnyArgs[*ir.Value](op.Operands()) // all's too
	d := ir.Type(ctxOf(op).I(1))
	if t := dtypeOf(TensorOf(args.Self())); t != nil && t == ctxOf(op).IntegerType(8, ir.Unsigned) {
		d = t
	}
	return reduce(op, args.Self(), nil, nil, d)
}

// max.dim / min.dim (self, dim, keepdim) → values, indices.
func maxDimFn(op *ir.Operation) []*TensorType {
	args := AtenMaxDimArgs[*ir.Value](op.Operands()) // min.dim's too
	r := reduce(op, args.Self(), args.Dim(), args.Keepdim(), dtypeOf(TensorOf(args.Self())))
	if r == nil {
		return nil
	}
	return []*TensorType{r[0], resultTensor(op, r[0].Sizes, ctxOf(op).IntegerType(64, ir.Signed))}
}

// argmax / argmin (self, dim?, keepdim).
func argmaxFn(op *ir.Operation) []*TensorType {
	args := AtenArgmaxArgs[*ir.Value](op.Operands()) // argmin's too
	return reduce(op, args.Self(), args.Dim(), args.Keepdim(), ctxOf(op).IntegerType(64, ir.Signed))
}

// var.correction / std.correction (self, dim?, correction?, keepdim),
// var.dim / std.dim (self, dim?, unbiased, keepdim).
func varDimFn(op *ir.Operation) []*TensorType {
	args := AtenVarCorrectionArgs[*ir.Value](op.Operands()) // the others' unbiased is where correction is
	return reduce(op, args.Self(), args.Dim(), args.Keepdim(), realDtype(toFloatDtype(ctxOf(op), dtypeOf(TensorOf(args.Self())))))
}

// var / std (self, unbiased).
func varAllFn(op *ir.Operation) []*TensorType {
	args := AtenVarArgs[*ir.Value](op.Operands()) // std's too
	return reduce(op, args.Self(), nil, nil, realDtype(toFloatDtype(ctxOf(op), dtypeOf(TensorOf(args.Self())))))
}

// ---- normalization ----

// native_layer_norm(input, normalized_shape, weight?, bias?, eps) →
// out, mean, rstd (mean and rstd keep the normalized dims as 1, in the
// statistics' dtype).
func nativeLayerNormFn(op *ir.Operation) []*TensorType {
	args := AtenNativeLayerNormArgs[*ir.Value](op.Operands()) // layer_norm's too
	x := TensorOf(args.Input())
	if x == nil {
		return nil
	}
	out := resultTensor(op, x.Sizes, x.Dtype)
	stat := accDtype(x.Dtype)
	ns, ok := ConstantIntList(args.NormalizedShape())
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
	x := TensorOf(Aten_NativeBatchNormLegitNoTrainingArgs[*ir.Value](op.Operands()).Input())
	if x == nil {
		return nil
	}
	stat := accDtype(x.Dtype)
	return []*TensorType{resultTensor(op, x.Sizes, x.Dtype), resultTensor(op, []int64{Dynamic}, stat), resultTensor(op, []int64{Dynamic}, stat)}
}

// _softmax / _log_softmax (self, dim, half_to_float).
func softmaxFn(op *ir.Operation) []*TensorType {
	args := Aten_SoftmaxArgs[*ir.Value](op.Operands()) // _log_softmax's too
	x := TensorOf(args.Self())
	if x == nil {
		return nil
	}
	h, ok := ConstantBoolValue(args.HalfToFloat())
	if !ok || h {
		return one(resultTensor(op, x.Sizes, nil))
	}
	return one(resultTensor(op, x.Sizes, x.Dtype))
}
