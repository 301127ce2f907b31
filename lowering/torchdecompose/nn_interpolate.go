package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The interpolating upsamplings: linear and cubic (with their antialiased
// forms) as PyTorch's CPU kernel computes them, uint8 inputs included,
// and nearest-exact.

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

// interpolate decomposes an upsampling op over nsp spatial dims, A its
// argument list: (self, output_size, align_corners, scales...) or the
// .vec form's (input, output_size?, align_corners, scale_factors?).
func interpolate[A ~[]*ir.Value](nsp int, kind tapsKind) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		u := torch.UpsamplingOf(A(op.Operands()))
		x := u.Input
		if xt := ranked(x); xt != nil && nsp == 2 && isUint8Dtype(xt.Dtype) {
			return interpolateU8(op, rw, u, kind)
		}
		t, rt := floatTensor(x), ranked(op.Result(0))
		if t == nil || rt == nil || len(t.Sizes) != nsp+2 || len(rt.Sizes) != nsp+2 || !sameDtype(op, x) {
			return false
		}
		align, ok := torch.ConstantBoolValue(u.AlignCorners)
		if !ok {
			return false
		}
		scales, ok := constScales(u, nsp)
		if !ok {
			return false
		}
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			if in == torch.Dynamic || out == torch.Dynamic || in <= 0 || out <= 0 {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
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
			idx, w := taps(kind, in, out, scales[d], align)
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
				sel := b.aten(torch.AtenIndexSelect, y, b.int(int64(2+d)), b.i64Literal(idx[k]))
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

// interpTaps are the taps of one dim from in to out positions, computed
// in T as PyTorch's HelperInterpLinear and HelperInterpCubic do: tap k of
// output o reads idx[k][o] with weight w[k][o]. A linear dim of equal
// sizes is the identity (nil), as PyTorch copies it.
func interpTaps[T float32 | float64](kind tapsKind, in, out int64, scale float64, align bool) (idx [][]int64, w [][]float64) {
	cubic := kind == tapsCubic
	var ratio T
	switch {
	case align && out > 1:
		ratio = T(in-1) / T(out-1)
	case !align && scale > 0:
		ratio = T(1.0 / scale)
	case !align:
		ratio = T(in) / T(out)
	}
	if kind == tapsLinearAA || kind == tapsCubicAA {
		return aaTaps(kind == tapsCubicAA, in, out, ratio)
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

// tapsKind is an interpolation filter.
type tapsKind int

const (
	tapsLinear   tapsKind = iota // two taps
	tapsCubic                    // four taps, Keys' A = -0.75
	tapsLinearAA                 // antialiased triangle
	tapsCubicAA                  // antialiased cubic, A = -0.5
)

// aaTaps are the antialiased taps of one dim for the scale in/out (or as
// given), computed in T as PyTorch's _compute_weights_aa does (its
// doubles where the C++ mixes in a double literal): support = taps/2 *
// max(scale, 1); output o centres at c = scale*(o+0.5) and reads inputs
// [trunc(c - support + 0.5), trunc(c + support + 0.5)) within the input,
// weighted by filter((i - c + 0.5) / max(scale, 1)) normalized to sum 1.
// Outputs with fewer inputs than the most read their first input again
// with weight 0.
func aaTaps[T float32 | float64](cubic bool, in, out int64, scale T) (idx [][]int64, w [][]float64) {
	size, a := 2.0, T(0)
	if cubic {
		size, a = 4, -0.5
	}
	filter := func(x T) T {
		if x < 0 {
			x = -x
		}
		switch {
		case !cubic && x < 1:
			return T(1.0 - float64(x))
		case cubic && x < 1:
			return ((a+2)*x-(a+3))*x*x + 1
		case cubic && x < 2:
			return ((a*x-5*a)*x+8*a)*x - 4*a
		}
		return 0
	}
	support, inv := T(size*0.5), T(1)
	if scale >= 1 {
		support, inv = T(size*0.5*float64(scale)), T(1.0/float64(scale))
	}
	maxTaps := int64(math.Ceil(float64(support)))*2 + 1
	los, ws := make([]int64, out), make([][]T, out)
	k := 0
	for o := int64(0); o < out; o++ {
		c := T(float64(scale) * (float64(o) + 0.5))
		lo := max(int64(float64(c-support)+0.5), 0)
		n := min(max(min(int64(float64(c+support)+0.5), in)-lo, 0), maxTaps)
		total := T(0)
		for j := int64(0); j < n; j++ {
			x := T((float64(T(j+lo)-c) + 0.5) * float64(inv))
			ws[o] = append(ws[o], filter(x))
			total += ws[o][j]
		}
		if total != 0 {
			for j := range ws[o] {
				ws[o][j] /= total
			}
		}
		los[o] = lo
		k = max(k, len(ws[o]))
	}
	idx, w = make([][]int64, k), make([][]float64, k)
	for j := range k {
		idx[j], w[j] = make([]int64, out), make([]float64, out)
		for o := range out {
			idx[j][o] = los[o]
			if j < len(ws[o]) {
				idx[j][o], w[j][o] = los[o]+int64(j), float64(ws[o][j])
			}
		}
	}
	return idx, w
}

// nearestExact decomposes _upsample_nearest_exact<nsp>d (vec false:
// (self, output_size, scales...); true: (input, output_size?,
// scale_factors?)) for static spatial sizes: the source of output o is
// min(floor((o + 0.5) * scale), in-1), the scale 1/scale_factor or in/out
// in float32 and the product in float64 floored in float32, as PyTorch's
// nearest_neighbor_exact_compute_source_index.
func nearestExact[A ~[]*ir.Value](nsp int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		u := torch.UpsamplingOf(A(op.Operands()))
		x := u.Input
		t, rt := ranked(x), ranked(op.Result(0))
		if t == nil || rt == nil || len(t.Sizes) != nsp+2 || len(rt.Sizes) != nsp+2 || !sameDtype(op, x) {
			return false
		}
		scales, ok := constScales(u, nsp)
		if !ok {
			return false
		}
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			if in == torch.Dynamic || out == torch.Dynamic || in <= 0 || out <= 0 {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		y := x
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			s := float32(in) / float32(out)
			if scales[d] > 0 {
				s = float32(1 / scales[d])
			}
			src := make([]int64, out)
			identity := in == out
			for o := range src {
				src[o] = min(int64(math.Floor(float64(float32((float64(o)+0.5)*float64(s))))), in-1)
				identity = identity && src[o] == int64(o)
			}
			if !identity {
				y = b.aten(torch.AtenIndexSelect, y, b.int(int64(2+d)), b.i64Literal(src))
			}
		}
		b.replace(op, y)
		return true
	}
}
func isUint8Dtype(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 8 && it.Signedness == ir.Unsigned
}

// interpolateU8 decomposes a 2-d bilinear or bicubic resampling of a
// uint8 input as PyTorch's separable integer kernel computes it: the last
// dim, then the first, each pass (skipped when its size stays) summing
// index_selects times int16 weights in si64, adding 2^(p-1), flooring by
// 2^p and clamping to [0, 255] (u8Weights).
func interpolateU8(op *ir.Operation, rw *rewrite.Rewriter, u torch.Upsampling, kind tapsKind) bool {
	x := u.Input
	t, rt := ranked(x), ranked(op.Result(0))
	if rt == nil || len(t.Sizes) != 4 || len(rt.Sizes) != 4 || !sameDtype(op, x) {
		return false
	}
	align, ok := torch.ConstantBoolValue(u.AlignCorners)
	if !ok {
		return false
	}
	scales, ok := constScales(u, 2)
	if !ok {
		return false
	}
	for d := 2; d < 4; d++ {
		if t.Sizes[d] == torch.Dynamic || rt.Sizes[d] == torch.Dynamic || t.Sizes[d] <= 0 || rt.Sizes[d] <= 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	i64 := b.ctx.IntegerType(64, ir.Signed)
	y := b.toDtype(x, i64)
	floor := b.create(torch.ConstantStr.Name, nil, []ir.Type{torch.Str(b.ctx)}, ir.NamedAttr{Name: "value", Value: b.ctx.StringAttr("floor")}).Result(0)
	for _, d := range []int{3, 2} {
		in, out := t.Sizes[d], rt.Sizes[d]
		if in == out {
			continue
		}
		lo, ws, p := u8Weights(kind, in, out, scales[d-2], align)
		k := 0
		for _, row := range ws {
			k = max(k, len(row))
		}
		shape := []int64{out}
		if d == 2 {
			shape = []int64{out, 1}
		}
		var acc *ir.Value
		for j := range k {
			idx, wj := make([]int64, out), make([]float64, out)
			for o := range out {
				idx[o] = lo[o]
				if j < len(ws[o]) {
					idx[o], wj[o] = lo[o]+int64(j), float64(ws[o][j])
				}
			}
			term := b.mul(b.aten(torch.AtenIndexSelect, y, b.int(int64(d)), b.i64Literal(idx)), b.intLiteral(shape, wj))
			if acc == nil {
				acc = term
			} else {
				acc = b.add(acc, term)
			}
		}
		acc = b.aten(torch.AtenAddScalar, acc, b.int(int64(1)<<(p-1)), b.int(1))
		acc = b.atenAs(torch.AtenDivScalarMode, acc.Type(), acc, b.int(int64(1)<<p), floor)
		y = b.aten(torch.AtenClamp, acc, b.int(0), b.int(255))
	}
	b.replace(op, b.toDtype(y, t.Dtype))
	return true
}

// intLiteral is an si64 torch.vtensor.literal of the given shape.
func (b *torchBuilder) intLiteral(shape []int64, vs []float64) *ir.Value {
	elem := b.ctx.I(64)
	var data []byte
	for _, v := range vs {
		data = ir.PutScalar(data, elem, int64(v), v)
	}
	attr := b.ctx.DenseElementsAttr(b.ctx.RankedTensorType(shape, elem, nil), data)
	t := torch.VTensor(b.ctx, shape, b.ctx.IntegerType(64, ir.Signed))
	return b.create(torch.VTensorLiteral.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
}

// u8Weights are the uint8 kernel's taps of one dim
// (_compute_index_ranges_int16_weights): the normalized filter weights of
// _compute_weights_aa in float64 (Keys' A = -0.75 for the plain cubic,
// PIL's -0.5 antialiased; without antialias, centres shifted by -0.5
// under align_corners), scaled by 2^p for the largest p < 22 keeping the
// largest weight under 2^15, rounded half away from zero.
func u8Weights(kind tapsKind, in, out int64, scale float64, align bool) (lo []int64, ws [][]int64, p uint) {
	var ratio float64
	switch {
	case align && out > 1:
		ratio = float64(in-1) / float64(out-1)
	case !align && scale > 0:
		ratio = 1.0 / scale
	case !align:
		ratio = float64(in) / float64(out)
	}
	cubic := kind == tapsCubic || kind == tapsCubicAA
	aa := kind == tapsLinearAA || kind == tapsCubicAA
	interp := 2.0
	if cubic {
		interp = 4
	}
	delta, a := 0.0, -0.5
	if !aa {
		a = -0.75
		if align {
			delta = 0.5
		}
	}
	filter := func(x float64) float64 {
		if x < 0 {
			x = -x
		}
		if !cubic {
			if x < 1 {
				return 1 - x
			}
			return 0
		}
		if x < 1 {
			return ((a+2)*x-(a+3))*x*x + 1
		}
		if x < 2 {
			return ((a*x-5*a)*x+8*a)*x - 4*a
		}
		return 0
	}
	support, invscale := interp*0.5, 1.0
	maxSize := int64(interp)
	if aa {
		if ratio >= 1 {
			support, invscale = interp*0.5*ratio, 1.0/ratio
		}
		maxSize = int64(math.Ceil(support))*2 + 1
	}
	wMax := 0.0
	fw := make([][]float64, out)
	lo = make([]int64, out)
	for o := range out {
		center := ratio * (float64(o) + 0.5 - delta)
		xmin := max(int64(center-support+0.5+delta), 0)
		xsize := min(max(min(int64(center+support+0.5+delta), in)-xmin, 0), maxSize)
		total := 0.0
		for j := range xsize {
			w := filter((float64(j+xmin) - center + 0.5 - delta) * invscale)
			fw[o] = append(fw[o], w)
			total += w
		}
		if total != 0 {
			for j := range fw[o] {
				fw[o][j] /= total
				wMax = max(wMax, fw[o][j])
			}
		}
		lo[o] = xmin
	}
	for p = 0; p < 22; p++ {
		if int(0.5+wMax*float64(int64(1)<<(p+1))) >= 1<<15 {
			break
		}
	}
	ws = make([][]int64, out)
	for o := range fw {
		for _, w := range fw[o] {
			v := w * float64(int64(1)<<p)
			if v < 0 {
				ws[o] = append(ws[o], int64(int(-0.5+v)))
			} else {
				ws[o] = append(ws[o], int64(int(0.5+v)))
			}
		}
	}
	return lo, ws, p
}
