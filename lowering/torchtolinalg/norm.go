package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers the composite ops the models use directly (they are
// also decomposed by torch-decompose-complex-ops when it runs first):
// softmax and log_softmax (max, exp of the difference, sum, divide),
// native_layer_norm (mean, variance, rsqrt) and batch norm in inference.

// softmax computes softmax (or log_softmax) of x along dim k. A 16-bit
// result is computed in f32 and rounded once, as PyTorch's kernels do
// (their accumulate type); rounding the statistics and exponentials to
// f16 put results a few ulps away from eager's.
func (l *opLowering) softmax(x *ir.Value, k int, rt *ir.RankedTensorType, logSoftmax bool) *ir.Value {
	if ft, ok := rt.Elem.(*ir.FloatType); ok && ft.Width() < 32 {
		wide := l.softmax(l.tensorElemCast(x, l.ctx.F32()), k, tensorOf(l.ctx, rt.Dims, l.ctx.F32()), logSoftmax)
		return l.tensorElemCast(wide, rt.Elem)
	}
	elem := rt.Elem
	x = l.tensorElemCast(x, elem)
	dims := map[int]bool{k: true}
	m := l.reduce(x, dims, true, elem, l.neutral("max", elem), l.max)
	// e = exp(x - max)
	shifted := l.elementwise(rt, []*ir.Value{x, m}, func(xs []*ir.Value) *ir.Value { return l.sub(xs[0], xs[1]) })
	e := l.elementwise(rt, []*ir.Value{shifted}, func(xs []*ir.Value) *ir.Value { return l.un(math.Exp.Name, xs[0]) })
	s := l.reduce(e, dims, true, elem, l.constant(elem, 0), l.add)
	if logSoftmax {
		// log_softmax = (x - max) - log(sum)
		return l.elementwise(rt, []*ir.Value{shifted, s}, func(xs []*ir.Value) *ir.Value {
			return l.sub(xs[0], l.un(math.Log.Name, xs[1]))
		})
	}
	return l.elementwise(rt, []*ir.Value{e, s}, func(xs []*ir.Value) *ir.Value { return l.div(xs[0], xs[1]) })
}

// softmaxPat lowers d(self, dim, ...): _softmax, softmax.int and their
// log forms.
func softmaxPat[A interface {
	selfArgs
	Dim() *ir.Value
}](d *ir.OpDef, logSoftmax bool) *rewrite.ConversionPattern {
	return pat(d.Name, func(l *opLowering) *ir.Value {
		orig, conv := argsOf[A](l)
		x, rt := conv.Self(), l.resultType(0)
		d, ok := constInt(orig.Dim())
		if rt == nil || rankedTensorType(x) == nil || !ok || !isFloat(rt.Elem) {
			return nil
		}
		k, ok := normDim(d, len(rankedTensorType(x).Dims))
		if !ok || len(rankedTensorType(x).Dims) == 0 {
			return nil
		}
		return l.softmax(x, k, rt, logSoftmax)
	})
}

// layerNorm normalizes x over its last n dims: (x - mean) rstd w + b; it
// returns the output, the mean and the rstd (keepdim shapes).
func (l *opLowering) layerNorm(x, w, b *ir.Value, n int, eps float64, rt *ir.RankedTensorType) []*ir.Value {
	if ft, ok := rt.Elem.(*ir.FloatType); ok && ft.Width() < 32 {
		// In f32, as softmax (PyTorch's accumulate type); the mean and
		// rstd stay f32 for the caller to cast to its result types.
		vs := l.layerNorm(l.tensorElemCast(x, l.ctx.F32()), w, b, n, eps, tensorOf(l.ctx, rt.Dims, l.ctx.F32()))
		vs[0] = l.tensorElemCast(vs[0], rt.Elem)
		return vs
	}
	elem := rt.Elem
	x = l.tensorElemCast(x, elem)
	r := len(rankedTensorType(x).Dims)
	dims := map[int]bool{}
	var cnt []extent
	for i := r - n; i < r; i++ {
		dims[i] = true
		cnt = append(cnt, l.dim(x, i))
	}
	count := l.cast(l.val(l.numel(cnt)), elem)
	sum := l.reduce(x, dims, true, elem, l.constant(elem, 0), l.add)
	mean := l.elementwise(rankedTensorType(sum), []*ir.Value{sum}, func(xs []*ir.Value) *ir.Value { return l.div(xs[0], count) })
	centered := l.elementwise(rankedTensorType(x), []*ir.Value{x, mean}, func(xs []*ir.Value) *ir.Value { return l.sub(xs[0], xs[1]) })
	sq := l.reduce(centered, dims, true, elem, l.constant(elem, 0), func(v, acc *ir.Value) *ir.Value { return l.add(acc, l.mul(v, v)) })
	rstd := l.elementwise(rankedTensorType(sq), []*ir.Value{sq}, func(xs []*ir.Value) *ir.Value {
		return l.un(math.Rsqrt.Name, l.add(l.div(xs[0], count), l.constant(elem, eps)))
	})
	ins := []*ir.Value{centered, rstd}
	if w != nil {
		ins = append(ins, l.tensorElemCast(w, elem))
	}
	if b != nil {
		ins = append(ins, l.tensorElemCast(b, elem))
	}
	out := l.elementwise(rankedTensorType(x), ins, func(xs []*ir.Value) *ir.Value {
		y := l.mul(xs[0], xs[1])
		k := 2
		if w != nil {
			y = l.mul(y, xs[k])
			k++
		}
		if b != nil {
			y = l.add(y, xs[k])
		}
		return y
	})
	return []*ir.Value{out, mean, rstd}
}

func normPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		softmaxPat[torch.Aten_SoftmaxArgs[*ir.Value]](torch.Aten_Softmax, false),
		softmaxPat[torch.AtenSoftmaxIntArgs[*ir.Value]](torch.AtenSoftmaxInt, false),
		softmaxPat[torch.Aten_LogSoftmaxArgs[*ir.Value]](torch.Aten_LogSoftmax, true),
		softmaxPat[torch.AtenLogSoftmaxIntArgs[*ir.Value]](torch.AtenLogSoftmaxInt, true),
		// native_layer_norm(x, normalized_shape, w?, b?, eps) -> (out, mean, rstd)
		patN(torch.AtenNativeLayerNorm.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenNativeLayerNormArgs[*ir.Value]](l)
			x, rt := conv.Input(), l.resultType(0)
			shape, ok := constInts(orig.NormalizedShape())
			eps, ok2 := constFloat(orig.Eps())
			if rt == nil || rankedTensorType(x) == nil || !ok || !ok2 || !isFloat(rt.Elem) || len(shape) > len(rankedTensorType(x).Dims) {
				return nil
			}
			var w, b *ir.Value
			if !isNone(orig.Weight()) {
				w = conv.Weight()
			}
			if !isNone(orig.Bias()) {
				b = conv.Bias()
			}
			vs := l.layerNorm(x, w, b, len(shape), eps, rt)
			for i := 1; i < 3; i++ {
				t := l.resultType(i)
				if t == nil {
					return nil
				}
				vs[i] = l.tensorElemCast(vs[i], t.Elem)
			}
			return vs
		}),
		pat(torch.AtenLayerNorm.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLayerNormArgs[*ir.Value]](l)
			x, rt := conv.Input(), l.resultType(0)
			shape, ok := constInts(orig.NormalizedShape())
			eps, ok2 := constFloat(orig.Eps())
			if rt == nil || rankedTensorType(x) == nil || !ok || !ok2 || !isFloat(rt.Elem) || len(shape) > len(rankedTensorType(x).Dims) {
				return nil
			}
			var w, b *ir.Value
			if !isNone(orig.Weight()) {
				w = conv.Weight()
			}
			if !isNone(orig.Bias()) {
				b = conv.Bias()
			}
			return l.layerNorm(x, w, b, len(shape), eps, rt)[0]
		}),
		// _native_batch_norm_legit_no_training(x, w?, b?, mean, var, momentum, eps)
		//   -> ((x - mean) rsqrt(var + eps) w + b, empty, empty)
		patN(torch.Aten_NativeBatchNormLegitNoTraining.Name, func(l *opLowering) []*ir.Value {
			v := batchNorm[torch.Aten_NativeBatchNormLegitNoTrainingArgs[*ir.Value]](l)
			if v == nil {
				return nil
			}
			out := []*ir.Value{v}
			for i := 1; i < 3; i++ {
				t := l.resultType(i)
				if t == nil {
					return nil
				}
				ss := make([]extent, len(t.Dims))
				for j, n := range t.Dims {
					if n == ir.ShapedDynamic {
						return nil
					}
					ss[j] = extent{n: n}
				}
				out = append(out, l.empty(ss, t.Elem))
			}
			return out
		}),
		// batch_norm(x, w, b, mean, var, training, momentum, eps, cudnn)
		pat(torch.AtenBatchNorm.Name, func(l *opLowering) *ir.Value {
			orig, _ := argsOf[torch.AtenBatchNormArgs[*ir.Value]](l)
			if tr, ok := constBool(orig.Training()); !ok || tr {
				return nil
			}
			return batchNorm[torch.AtenBatchNormArgs[*ir.Value]](l)
		}),
	}
}

// batchNorm normalizes over channel dim 1 with running statistics:
// batch_norm and _native_batch_norm_legit_no_training(input, weight?,
// bias?, running_mean, running_var, ..., eps).
func batchNorm[A torch.BatchNormArgs](l *opLowering) *ir.Value {
	orig, conv := argsOf[A](l)
	x, rt := conv.Input(), l.resultType(0)
	eps, ok := constFloat(orig.Eps())
	if rt == nil || rankedTensorType(x) == nil || !ok || len(rankedTensorType(x).Dims) < 2 || !isFloat(rt.Elem) {
		return nil
	}
	if isNone(orig.RunningMean()) || isNone(orig.RunningVar()) {
		return nil
	}
	elem := rt.Elem
	r := len(rankedTensorType(x).Dims)
	ins := []*ir.Value{l.tensorElemCast(x, elem), l.tensorElemCast(conv.RunningMean(), elem), l.tensorElemCast(conv.RunningVar(), elem)}
	hasW, hasB := !isNone(orig.Weight()), !isNone(orig.Bias())
	if hasW {
		ins = append(ins, l.tensorElemCast(conv.Weight(), elem))
	}
	if hasB {
		ins = append(ins, l.tensorElemCast(conv.Bias(), elem))
	}
	for _, v := range ins[1:] {
		if rankedTensorType(v) == nil || len(rankedTensorType(v).Dims) != 1 {
			return nil
		}
	}
	maps := []*ir.AffineMap{identity(r)}
	for range ins[1:] {
		maps = append(maps, dimsMap(r, []int{1}))
	}
	maps = append(maps, identity(r))
	init := l.empty(withType(l.dims(x), rt), elem)
	g := l.generic(ins, []*ir.Value{init}, maps, parallel(r), func(xs []*ir.Value) []*ir.Value {
		y := l.mul(l.sub(xs[0], xs[1]), l.un(math.Rsqrt.Name, l.add(xs[2], l.constant(elem, eps))))
		k := 3
		if hasW {
			y = l.mul(y, xs[k])
			k++
		}
		if hasB {
			y = l.add(y, xs[k])
		}
		return []*ir.Value{y}
	})
	return g.Result(0)
}
