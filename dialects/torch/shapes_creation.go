package torch

import (
	"math"

	"github.com/strata-compiler/strata/ir"
)

// Shape functions of creation ops (full, zeros, arange), indexing (embedding,
// gather, index_select), padding and upsampling.

// fillDtype is the dtype of a tensor filled with scalar v and no dtype.
func fillDtype(ctx *ir.Context, t ir.Type) ir.Type {
	d := ScalarDtype(ctx, t)
	if d != nil && IsFloatDtype(d) {
		return DefaultFloatDtype(ctx)
	}
	return d
}

// full(size, fill_value, dtype?, layout?, device?, pin_memory?).
func fullFn(op *ir.Operation) []*TensorType {
	args := AtenFullArgs[*ir.Value](op.Operands())
	d := dtypeOr(op, args.Dtype(), fillDtype(ctxOf(op), args.FillValue().Type()))
	return one(resultTensor(op, sizeListOperand(args.Size()), d))
}

// zeros / ones (size, dtype?, ...): default float dtype.
func zerosFn(op *ir.Operation) []*TensorType {
	args := AtenZerosArgs[*ir.Value](op.Operands()) // ones' too
	return one(resultTensor(op, sizeListOperand(args.Size()), dtypeOr(op, args.Dtype(), DefaultFloatDtype(ctxOf(op)))))
}

func sizeListOperand(v *ir.Value) []int64 {
	elems, ok := ListElements(v)
	if !ok {
		return nil
	}
	s := make([]int64, len(elems))
	for i, e := range elems {
		c, ok := ConstantIntValue(e)
		if !ok {
			c = Dynamic
		}
		s[i] = c
	}
	return s
}

// scalar_tensor(s, dtype?, ...): rank 0, the default float dtype.
func scalarTensorFn(op *ir.Operation) []*TensorType {
	args := AtenScalarTensorArgs[*ir.Value](op.Operands())
	return one(resultTensor(op, []int64{}, dtypeOr(op, args.Dtype(), DefaultFloatDtype(ctxOf(op)))))
}

// arange.start_step(start, end, step, dtype?, ...): si64 when the bounds
// are all ints, the default float dtype when one is a float, unknown when
// one is a !torch.number.
func arangeFn(op *ir.Operation) []*TensorType {
	args := AtenArangeStartStepArgs[*ir.Value](op.Operands())
	ctx := ctxOf(op)
	def := ir.Type(ctx.IntegerType(64, ir.Signed))
	for _, v := range []*ir.Value{args.Start(), args.End(), args.Step()} {
		switch {
		case IsPrim(v.Type(), KindInt):
		case IsPrim(v.Type(), KindFloat):
			if def != nil {
				def = DefaultFloatDtype(ctx)
			}
		default:
			def = nil
		}
	}
	d := dtypeOr(op, args.Dtype(), def)
	s, ok1 := ConstantFloatValue(args.Start())
	e, ok2 := ConstantFloatValue(args.End())
	st, ok3 := ConstantFloatValue(args.Step())
	switch d.(type) {
	case *ir.IntegerType:
		// PyTorch converts the bounds to the integer dtype first.
		s, e, st = math.Trunc(s), math.Trunc(e), math.Trunc(st)
	case nil:
		// The length depends on the dtype unless the bounds are integral.
		if s != math.Trunc(s) || e != math.Trunc(e) || st != math.Trunc(st) {
			ok1 = false
		}
	}
	if !ok1 || !ok2 || !ok3 || st == 0 {
		return one(resultTensor(op, []int64{Dynamic}, d))
	}
	// ceil((end - start) / step), for either sign of step.
	return one(resultTensor(op, []int64{max(int64(math.Ceil((e-s)/st)), 0)}, d))
}

// ---- indexing ----

// embedding(weight, indices, ...): indices' shape + [embedding dim].
func embeddingFn(op *ir.Operation) []*TensorType {
	args := AtenEmbeddingArgs[*ir.Value](op.Operands())
	w, idx := TensorOf(args.Weight()), TensorOf(args.Indices())
	if w == nil || idx == nil || w.Sizes == nil || idx.Sizes == nil || len(w.Sizes) != 2 {
		return nil
	}
	return one(resultTensor(op, append(append([]int64{}, idx.Sizes...), w.Sizes[1]), w.Dtype))
}

// gather(self, dim, index, sparse_grad): index's shape, self's dtype.
func gatherFn(op *ir.Operation) []*TensorType {
	args := AtenGatherArgs[*ir.Value](op.Operands())
	x, idx := TensorOf(args.Self()), TensorOf(args.Index())
	if x == nil || idx == nil {
		return nil
	}
	return one(resultTensor(op, idx.Sizes, x.Dtype))
}

// index_select(self, dim, index).
func indexSelectFn(op *ir.Operation) []*TensorType {
	args := AtenIndexSelectArgs[*ir.Value](op.Operands())
	x, idx := TensorOf(args.Self()), TensorOf(args.Index())
	if x == nil || idx == nil {
		return nil
	}
	d, ok := ConstantIntValue(args.Dim())
	if !ok || x.Sizes == nil || idx.Sizes == nil || len(idx.Sizes) > 1 {
		return one(resultTensor(op, nil, x.Dtype))
	}
	i, ok := normDim(d, max(len(x.Sizes), 1))
	if !ok || len(x.Sizes) == 0 {
		return nil
	}
	s := append([]int64{}, x.Sizes...)
	s[i] = 1
	if len(idx.Sizes) == 1 {
		s[i] = idx.Sizes[0]
	}
	return one(resultTensor(op, s, x.Dtype))
}

// constant_pad_nd(self, pad, value): pads the last dims, pairs from the last.
func padFn(op *ir.Operation) []*TensorType {
	args := AtenConstantPadNdArgs[*ir.Value](op.Operands())
	x := TensorOf(args.Self())
	if x == nil {
		return nil
	}
	p, ok := ConstantIntList(args.Pad())
	if !ok || x.Sizes == nil || len(p)%2 != 0 || len(p)/2 > len(x.Sizes) {
		return one(resultTensor(op, nil, x.Dtype))
	}
	s := append([]int64{}, x.Sizes...)
	for i := 0; i < len(p)/2; i++ {
		d := len(s) - 1 - i
		if s[d] != Dynamic {
			s[d] += p[2*i] + p[2*i+1]
		}
	}
	return one(resultTensor(op, s, x.Dtype))
}

// upsampleFn is the shape function of upsample_<mode><nsp>d(self,
// output_size, ...) and of its .vec overload (input, output_size?, ...,
// scale_factors?), A their argument list: the leading dims of the input,
// then the output size, or floor(in * scale_factor) per spatial dim.
func upsampleFn[A ~[]*ir.Value](nsp int) shapeFn {
	return func(op *ir.Operation) []*TensorType {
		u := UpsamplingOf(A(op.Operands()))
		x := TensorOf(u.Input)
		if x == nil {
			return nil
		}
		if x.Sizes == nil || len(x.Sizes) != nsp+2 {
			return one(resultTensor(op, nil, x.Dtype))
		}
		s := append([]int64{}, x.Sizes[:2]...)
		if out, ok := ConstantIntList(u.OutputSize); ok && len(out) == nsp {
			return one(resultTensor(op, append(s, out...), x.Dtype))
		}
		if u.ScaleFactors == nil || !IsNoneValue(u.OutputSize) {
			return one(resultTensor(op, nil, x.Dtype))
		}
		fs, ok := ConstantFloatList(u.ScaleFactors)
		if !ok || len(fs) != nsp {
			return one(resultTensor(op, nil, x.Dtype))
		}
		for i, f := range fs {
			n := x.Sizes[2+i]
			switch {
			case n == Dynamic || !(f > 0) || float64(n)*f >= 1<<62:
				s = append(s, Dynamic)
			default:
				s = append(s, int64(math.Floor(float64(n)*f)))
			}
		}
		return one(resultTensor(op, s, x.Dtype))
	}
}
