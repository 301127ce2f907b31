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
	x, w := in(op, 0), in(op, 1)
	if x == nil || w == nil || x.Sizes == nil || w.Sizes == nil || len(x.Sizes) < 3 || len(x.Sizes) != len(w.Sizes) {
		return nil
	}
	nsp := len(x.Sizes) - 2
	dt := productDtype(op, x, w)
	stride, ok1 := listOr(op.Operand(3), nsp, 1)
	pad, ok2 := listOr(op.Operand(4), nsp, 0)
	dil, ok3 := listOr(op.Operand(5), nsp, 1)
	transposed, ok4 := ConstantBoolValue(op.Operand(6))
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
// bias, stride, padding, dilation, groups), batched or not.
func convNdFn(nsp int) shapeFn {
	return func(op *ir.Operation) []*TensorType {
		x, w := in(op, 0), in(op, 1)
		if x == nil || w == nil {
			return nil
		}
		dt := productDtype(op, x, w)
		if x.Sizes == nil || w.Sizes == nil || len(w.Sizes) != nsp+2 || (len(x.Sizes) != nsp+1 && len(x.Sizes) != nsp+2) {
			return one(resultTensor(op, nil, dt))
		}
		stride, ok1 := listOr(op.Operand(3), nsp, 1)
		pad, ok2 := listOr(op.Operand(4), nsp, 0)
		dil, ok3 := listOr(op.Operand(5), nsp, 1)
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

// pool computes the sizes of a pooling op over the last nsp dims of x:
// (self, kernel_size, stride, padding, dilation?, ceil_mode) at operand
// indices k, k+1, k+2, dilIdx (-1 none), ceilIdx.
func pool(op *ir.Operation, nsp, dilIdx, ceilIdx int) []int64 {
	x := in(op, 0)
	if x == nil || x.Sizes == nil || len(x.Sizes) < nsp {
		return nil
	}
	k, ok1 := listOr(op.Operand(1), nsp, 1)
	if !ok1 {
		return nil
	}
	stride, ok2 := listOr(op.Operand(2), nsp, 0)
	if l, ok := ConstantIntList(op.Operand(2)); ok && len(l) == 0 {
		stride = k // stride=[] is the kernel size (an explicit 0 is invalid)
	}
	pad, ok3 := listOr(op.Operand(3), nsp, 0)
	dil := []int64{1, 1, 1}[:nsp]
	ok4 := true
	if dilIdx >= 0 {
		dil, ok4 = listOr(op.Operand(dilIdx), nsp, 1)
	}
	ceil, ok5 := ConstantBoolValue(op.Operand(ceilIdx))
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

func maxPool2dWithIndicesFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	s := pool(op, 2, 4, 5)
	return []*TensorType{resultTensor(op, s, x.Dtype), resultTensor(op, s, ctxOf(op).IntegerType(64, ir.Signed))}
}

func maxPool2dFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	return one(resultTensor(op, pool(op, 2, 4, 5), x.Dtype))
}

// avg_pool2d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override).
func avgPool2dFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	return one(resultTensor(op, pool(op, 2, -1, 4), x.Dtype))
}

func adaptivePool2dFn(op *ir.Operation) []*TensorType {
	x := in(op, 0)
	if x == nil {
		return nil
	}
	out, ok := ConstantIntList(op.Operand(1))
	if !ok || x.Sizes == nil || len(out) != 2 || len(x.Sizes) < 2 {
		return one(resultTensor(op, nil, x.Dtype))
	}
	s := append(append([]int64{}, x.Sizes[:len(x.Sizes)-2]...), out...)
	return one(resultTensor(op, s, x.Dtype))
}
