package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// nnCoreDecompositions: core ATen neural-network ops.
var nnCoreDecompositions = []*rewrite.Pattern{
	// upsample_{linear1d,bilinear2d,trilinear3d,bicubic2d}(x, size, align, scales...)
	//   -> per spatial dim d, innermost first: y = sum_k index_select(y, d, idx_k) * w_k
	decomposition("upsample_linear1d", interpolate(1, false, false)),
	decomposition("upsample_linear1d.vec", interpolate(1, false, true)),
	decomposition("upsample_bilinear2d", interpolate(2, false, false)),
	decomposition("upsample_bilinear2d.vec", interpolate(2, false, true)),
	decomposition("upsample_trilinear3d", interpolate(3, false, false)),
	decomposition("upsample_trilinear3d.vec", interpolate(3, false, true)),
	decomposition("upsample_bicubic2d", interpolate(2, true, false)),
	decomposition("upsample_bicubic2d.vec", interpolate(2, true, true)),
}

// Linear and cubic interpolation as PyTorch's CPU kernel computes it
// (upsample_generic_Nd_kernel_impl): separable, each output element is
//
//	out = sum_k0 w0[k0] * (sum_k1 w1[k1] * (... x[i0[k0], i1[k1], ...]))
//
// with the taps (source indices and weights) of each spatial dim computed
// from its static sizes in the op's math type (float32 for all but
// float64 inputs). The decomposition evaluates the same sums innermost
// dim first, each an index_select per tap times a literal weight vector
// broadcast along the dim, accumulated in PyTorch's order; f16 and bf16
// run in f32 with weights rounded to their dtype, as the kernel stores
// them. Spatial dims must be static; batch and channels may be dynamic.

// interpolate decomposes an upsampling op over nsp spatial dims: vec false
// is (self, output_size, align_corners, scales...), vec true (input,
// output_size?, align_corners, scale_factors?).
func interpolate(nsp int, cubic, vec bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := op.Operand(0)
		t, rt := floatTensor(x), ranked(op.Result(0))
		if t == nil || rt == nil || len(t.Sizes) != nsp+2 || len(rt.Sizes) != nsp+2 || !sameDtype(op, x) {
			return false
		}
		align, ok := torch.ConstantBoolValue(op.Operand(2))
		if !ok {
			return false
		}
		scales, ok := interpScales(op, nsp, vec)
		if !ok {
			return false
		}
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			if in == torch.Dynamic || out == torch.Dynamic || in <= 0 || out <= 0 {
				return false
			}
		}
		b := newTB(op, rw)
		f64 := t.Dtype == b.ctx.F64()
		y := x
		low := !f64 && t.Dtype != b.ctx.F32()
		if low {
			y = b.toDtype(x, b.ctx.F32())
		}
		for d := nsp - 1; d >= 0; d-- {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			taps := interpTaps[float32]
			if f64 {
				taps = interpTaps[float64]
			}
			idx, w := taps(cubic, in, out, scales[d], align)
			if idx == nil {
				continue // the identity
			}
			wshape := make([]int64, nsp-d)
			for i := range wshape {
				wshape[i] = 1
			}
			wshape[0] = out
			var acc *ir.Value
			for k := range idx {
				sel := b.aten("index_select", y, b.int(int64(2+d)), b.i64Literal(idx[k]))
				wk := b.floatLiteral(wshape, t.Dtype, w[k])
				if low {
					wk = b.toDtype(wk, b.ctx.F32())
				}
				term := b.mul(sel, wk)
				if acc == nil {
					acc = term
				} else {
					acc = b.add(acc, term)
				}
			}
			y = acc
		}
		if low {
			y = b.toDtype(y, t.Dtype)
		}
		b.replace(op, y)
		return true
	}
}

// interpScales reads the scales of an upsampling op (0: none).
func interpScales(op *ir.Operation, nsp int, vec bool) ([]float64, bool) {
	scales := make([]float64, nsp)
	if vec {
		if f := op.Operand(3); !torch.IsNoneValue(f) {
			fs, ok := torch.ConstantFloatList(f)
			if !ok || len(fs) != nsp {
				return nil, false
			}
			copy(scales, fs)
		}
		return scales, true
	}
	for d := range scales {
		if s := op.Operand(3 + d); !torch.IsNoneValue(s) {
			f, ok := torch.ConstantFloatValue(s)
			if !ok {
				return nil, false
			}
			scales[d] = f
		}
	}
	return scales, true
}

// interpTaps are the taps of one dim from in to out positions, computed
// in T as PyTorch's HelperInterpLinear and HelperInterpCubic do: tap k of
// output o reads idx[k][o] with weight w[k][o]. A linear dim of equal
// sizes is the identity (nil), as PyTorch copies it.
func interpTaps[T float32 | float64](cubic bool, in, out int64, scale float64, align bool) (idx [][]int64, w [][]float64) {
	var ratio T
	switch {
	case align && out > 1:
		ratio = T(in-1) / T(out-1)
	case !align && scale > 0:
		ratio = T(1.0 / scale)
	case !align:
		ratio = T(in) / T(out)
	}
	source := func(o int64) T {
		if align {
			return ratio * T(o)
		}
		s := ratio*(T(o)+0.5) - 0.5
		if !cubic && s < 0 {
			s = 0
		}
		return s
	}
	// guard: i = min(floor(src), in-1), lambda = clamp(src - i, 0, 1).
	guard := func(src T) (int64, T) {
		i := min(int64(math.Floor(float64(float32(src)))), in-1)
		return i, min(max(src-T(i), 0), 1)
	}
	if !cubic {
		if in == out {
			return nil, nil
		}
		idx, w = [][]int64{make([]int64, out), make([]int64, out)}, [][]float64{make([]float64, out), make([]float64, out)}
		for o := int64(0); o < out; o++ {
			i0, l1 := guard(source(o))
			i1 := i0
			if i0 < in-1 {
				i1++
			}
			idx[0][o], idx[1][o] = i0, i1
			w[0][o], w[1][o] = float64(1-l1), float64(l1)
		}
		return idx, w
	}
	const a = -0.75
	conv1 := func(x T) T { return ((a+2)*x-(a+3))*x*x + 1 }
	conv2 := func(x T) T { return ((a*x-5*a)*x+8*a)*x - 4*a }
	idx, w = make([][]int64, 4), make([][]float64, 4)
	for k := range idx {
		idx[k], w[k] = make([]int64, out), make([]float64, out)
	}
	for o := int64(0); o < out; o++ {
		i, t := guard(source(o))
		cs := [4]T{conv2(t + 1), conv1(t), conv1(1 - t), conv2(1 - t + 1)}
		for k := range idx {
			idx[k][o] = min(max(i-1+int64(k), 0), in-1)
			w[k][o] = float64(cs[k])
		}
	}
	return idx, w
}

// floatLiteral is a torch.vtensor.literal of the given shape and float
// dtype holding vs (rounded to the dtype).
func (b *tb) floatLiteral(shape []int64, dtype ir.Type, vs []float64) *ir.Value {
	var data []byte
	for _, v := range vs {
		data = ir.PutScalar(data, dtype, 0, v)
	}
	attr := b.ctx.DenseElementsAttr(b.ctx.RankedTensorType(shape, dtype, nil), data)
	return b.create("torch.vtensor.literal", nil, []ir.Type{torch.VTensor(b.ctx, shape, dtype)}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
}
