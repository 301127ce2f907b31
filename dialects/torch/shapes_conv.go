package torch

import "github.com/strata-compiler/strata/ir"

// Shape functions of convolutions and poolings.

// windowSize is the output size of a sliding window, as PyTorch's
// pooling_output_shape computes it (division rounding down); Dynamic
// when a size is unknown or the parameters are invalid (the verifier
// reports those).
func windowSize(in, k, stride, pad, dil int64, ceil bool) int64 {
	if in == Dynamic || k == Dynamic || stride <= 0 || dil <= 0 {
		return Dynamic
	}
	num := in + 2*pad - dil*(k-1) - 1
	if ceil {
		num += stride - 1
	}
	out := floorDiv(num, stride) + 1
	if ceil && (out-1)*stride >= in+pad {
		out--
	}
	return out
}

// floorDiv is a / b rounded toward negative infinity (b > 0).
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// listOr reads a constant int list operand, repeating a single entry n
// times, or def when the list is empty.
func listOr(v *ir.Value, n int, def int64) ([]int64, bool) {
	l, ok := ConstantIntList(v)
	if !ok {
		return nil, false
	}
	switch len(l) {
	case 0:
		l = make([]int64, n)
		for i := range l {
			l[i] = def
		}
	case 1:
		x := l[0]
		l = make([]int64, n)
		for i := range l {
			l[i] = x
		}
	}
	if len(l) != n {
		return nil, false
	}
	return l, true
}

// convolution(input, weight, bias, stride, padding, dilation, transposed,
// output_padding, groups).
func convolutionFn(op *ir.Operation) []*TensorType {
	args := AtenConvolutionArgs[*ir.Value](op.Operands())
	x, w := TensorOf(args.Input()), TensorOf(args.Weight())
	if x == nil || w == nil || x.Sizes == nil || w.Sizes == nil || len(x.Sizes) < 3 || len(x.Sizes) != len(w.Sizes) {
		return nil
	}
	nsp := len(x.Sizes) - 2
	dt := productDtype(op, x, w)
	stride, ok1 := listOr(args.Stride(), nsp, 1)
	pad, ok2 := listOr(args.Padding(), nsp, 0)
	dil, ok3 := listOr(args.Dilation(), nsp, 1)
	transposed, ok4 := ConstantBoolValue(args.Transposed())
	if !ok1 || !ok2 || !ok3 || !ok4 || transposed {
		return one(resultTensor(op, nil, dt))
	}
	s := []int64{x.Sizes[0], w.Sizes[0]}
	for i := 0; i < nsp; i++ {
		s = append(s, windowSize(x.Sizes[2+i], w.Sizes[2+i], stride[i], pad[i], dil[i], false))
	}
	return one(resultTensor(op, s, dt))
}

// convNdFn is the shape function of conv1d/conv2d/conv3d(input, weight,
// bias, stride, padding, dilation, groups), batched or not. The three lay
// out their operands alike: they are read as conv2d's.
func convNdFn(nsp int) shapeFn {
	return func(op *ir.Operation) []*TensorType {
		args := AtenConv2dArgs[*ir.Value](op.Operands())
		x, w := TensorOf(args.Input()), TensorOf(args.Weight())
		if x == nil || w == nil {
			return nil
		}
		dt := productDtype(op, x, w)
		if x.Sizes == nil || w.Sizes == nil || len(w.Sizes) != nsp+2 || (len(x.Sizes) != nsp+1 && len(x.Sizes) != nsp+2) {
			return one(resultTensor(op, nil, dt))
		}
		stride, ok1 := listOr(args.Stride(), nsp, 1)
		pad, ok2 := listOr(args.Padding(), nsp, 0)
		dil, ok3 := listOr(args.Dilation(), nsp, 1)
		lead := len(x.Sizes) - nsp
		s := append(append([]int64{}, x.Sizes[:lead-1]...), w.Sizes[0])
		for i := 0; i < nsp; i++ {
			o := int64(Dynamic)
			if ok1 && ok2 && ok3 {
				o = windowSize(x.Sizes[lead+i], w.Sizes[2+i], stride[i], pad[i], dil[i], false)
			}
			s = append(s, o)
		}
		return one(resultTensor(op, s, dt))
	}
}

// pool computes the sizes of a pooling op over the last nsp dims of x
// from its kernel_size, stride, padding, dilation (nil: none) and
// ceil_mode operands.
func pool(x *TensorType, nsp int, kernel, strides, padding, dilation, ceilMode *ir.Value) []int64 {
	if x == nil || x.Sizes == nil || len(x.Sizes) < nsp {
		return nil
	}
	k, ok1 := listOr(kernel, nsp, 1)
	if !ok1 {
		return nil
	}
	stride, ok2 := listOr(strides, nsp, 0)
	if l, ok := ConstantIntList(strides); ok && len(l) == 0 {
		stride = k // stride=[] is the kernel size (an explicit 0 is invalid)
	}
	pad, ok3 := listOr(padding, nsp, 0)
	dil := []int64{1, 1, 1}[:nsp]
	ok4 := true
	if dilation != nil {
		dil, ok4 = listOr(dilation, nsp, 1)
	}
	ceil, ok5 := ConstantBoolValue(ceilMode)
	if !ok2 || !ok3 || !ok4 || !ok5 {
		return nil
	}
	lead := len(x.Sizes) - nsp
	s := append([]int64{}, x.Sizes[:lead]...)
	for i := 0; i < nsp; i++ {
		s = append(s, windowSize(x.Sizes[lead+i], k[i], stride[i], pad[i], dil[i], ceil))
	}
	return s
}

// max_pool2d_with_indices(self, kernel_size, stride, padding, dilation, ceil_mode).
func maxPool2dWithIndicesFn(op *ir.Operation) []*TensorType {
	args := AtenMaxPool2dWithIndicesArgs[*ir.Value](op.Operands())
	x := TensorOf(args.Self())
	if x == nil {
		return nil
	}
	s := pool(x, 2, args.KernelSize(), args.Stride(), args.Padding(), args.Dilation(), args.CeilMode())
	return []*TensorType{resultTensor(op, s, x.Dtype), resultTensor(op, s, ctxOf(op).IntegerType(64, ir.Signed))}
}

// max_pool2d(self, kernel_size, stride, padding, dilation, ceil_mode).
func maxPool2dFn(op *ir.Operation) []*TensorType {
	args := AtenMaxPool2dArgs[*ir.Value](op.Operands())
	x := TensorOf(args.Self())
	if x == nil {
		return nil
	}
	return one(resultTensor(op, pool(x, 2, args.KernelSize(), args.Stride(), args.Padding(), args.Dilation(), args.CeilMode()), x.Dtype))
}

// avg_pool2d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override).
func avgPool2dFn(op *ir.Operation) []*TensorType {
	args := AtenAvgPool2dArgs[*ir.Value](op.Operands())
	x := TensorOf(args.Self())
	if x == nil {
		return nil
	}
	return one(resultTensor(op, pool(x, 2, args.KernelSize(), args.Stride(), args.Padding(), nil, args.CeilMode()), x.Dtype))
}

// _adaptive_avg_pool2d and adaptive_avg_pool2d(self, output_size).
func adaptivePool2dFn(op *ir.Operation) []*TensorType {
	args := AtenAdaptiveAvgPool2dArgs[*ir.Value](op.Operands())
	x := TensorOf(args.Self())
	if x == nil {
		return nil
	}
	out, ok := ConstantIntList(args.OutputSize())
	if !ok || x.Sizes == nil || len(out) != 2 || len(x.Sizes) < 2 {
		return one(resultTensor(op, nil, x.Dtype))
	}
	s := append(append([]int64{}, x.Sizes[:len(x.Sizes)-2]...), out...)
	return one(resultTensor(op, s, x.Dtype))
}
