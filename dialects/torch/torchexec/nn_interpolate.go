package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// interpolateOps are the linear, cubic, antialiased and nearest-exact
// upsamplings over 1 to 3 spatial dims (the nearest ones are in
// upsample_nearest.go and linear_upsample.go, whose bilinear one these
// replace).
var interpolateOps = exec.Table{
	// upsample_linear1d(self, output_size[1], align_corners, scales?) on
	// [N, C, W]; upsample_trilinear3d(self, output_size[3],
	// align_corners, scales_d?, scales_h?, scales_w?) on [N, C, D, H, W];
	// their .vec forms (input, output_size?, align_corners,
	// scale_factors?). Each output position mixes the two nearest source
	// positions of every spatial dim, as upsample_bilinear2d
	// (linearSources), the outermost dim outermost.
	torch.AtenUpsampleLinear1d.Name:       interpolateN(1, interpLinear, torch.AtenUpsampleLinear1dArgs[int].Self),
	torch.AtenUpsampleLinear1dVec.Name:    interpolateN(1, interpLinear, torch.AtenUpsampleLinear1dVecArgs[int].Input),
	torch.AtenUpsampleTrilinear3d.Name:    interpolateN(3, interpLinear, torch.AtenUpsampleTrilinear3dArgs[int].Self),
	torch.AtenUpsampleTrilinear3dVec.Name: interpolateN(3, interpLinear, torch.AtenUpsampleTrilinear3dVecArgs[int].Input),
	// upsample_bicubic2d(self, output_size[2], align_corners, scales_h?,
	// scales_w?) and .vec: Keys' cubic convolution (A = -0.75) over the
	// four source positions floor(src)-1 .. floor(src)+2 of each dim,
	// clamped to the input (cubicSources).
	// upsample_bilinear2d and .vec: as in linear_upsample.go for floats,
	// and for uint8 too (interpolateU8).
	torch.AtenUpsampleBilinear2d.Name:    interpolateN(2, interpLinear, torch.AtenUpsampleBilinear2dArgs[int].Self),
	torch.AtenUpsampleBilinear2dVec.Name: interpolateN(2, interpLinear, torch.AtenUpsampleBilinear2dVecArgs[int].Input),
	torch.AtenUpsampleBicubic2d.Name:     interpolateN(2, interpCubic, torch.AtenUpsampleBicubic2dArgs[int].Self),
	torch.AtenUpsampleBicubic2dVec.Name:  interpolateN(2, interpCubic, torch.AtenUpsampleBicubic2dVecArgs[int].Input),
	// _upsample_bilinear2d_aa and _upsample_bicubic2d_aa (and .vec), the
	// antialiased forms (interpolate(antialias=True)): each output reads
	// the inputs within the filter's support around its centre
	// scale*(o+0.5), the support and the filter (triangle, or cubic with
	// A = -0.5) stretched by the scale when downsampling, the weights
	// normalized to sum 1 (aaSources).
	torch.Aten_UpsampleBilinear2dAa.Name:    interpolateN(2, interpLinearAA, torch.Aten_UpsampleBilinear2dAaArgs[int].Self),
	torch.Aten_UpsampleBilinear2dAaVec.Name: interpolateN(2, interpLinearAA, torch.Aten_UpsampleBilinear2dAaVecArgs[int].Input),
	torch.Aten_UpsampleBicubic2dAa.Name:     interpolateN(2, interpCubicAA, torch.Aten_UpsampleBicubic2dAaArgs[int].Self),
	torch.Aten_UpsampleBicubic2dAaVec.Name:  interpolateN(2, interpCubicAA, torch.Aten_UpsampleBicubic2dAaVecArgs[int].Input),
	// _upsample_nearest_exact<n>d(self, output_size, scales...) and .vec
	// (input, output_size?, scale_factors?): output o reads input
	// min(floor((o + 0.5) * scale), in-1), scale = 1/scale_factor or
	// in/out in float32 (the centre-aligned nearest, PIL's and OpenCV's).
	torch.Aten_UpsampleNearestExact1d.Name:    nearestExactN(1, torch.Aten_UpsampleNearestExact1dArgs[int].Self),
	torch.Aten_UpsampleNearestExact1dVec.Name: nearestExactN(1, torch.Aten_UpsampleNearestExact1dVecArgs[int].Input),
	torch.Aten_UpsampleNearestExact2d.Name:    nearestExactN(2, torch.Aten_UpsampleNearestExact2dArgs[int].Self),
	torch.Aten_UpsampleNearestExact2dVec.Name: nearestExactN(2, torch.Aten_UpsampleNearestExact2dVecArgs[int].Input),
	torch.Aten_UpsampleNearestExact3d.Name:    nearestExactN(3, torch.Aten_UpsampleNearestExact3dArgs[int].Self),
	torch.Aten_UpsampleNearestExact3dVec.Name: nearestExactN(3, torch.Aten_UpsampleNearestExact3dVecArgs[int].Input),
}

// interpolateN is a linear (or cubic) upsampling of the last nsp dims of
// a rank nsp+2 float input, the argument input names (self, or the .vec
// form's input), A the op's argument list.
func interpolateN[A interface {
	upsamplePositions
	AlignCorners() int
}](nsp int, kind interpKind, input func(A) int) exec.Semantics {
	a := A(operandPositions)
	s := scalesOf[A]()
	self := input(a)
	return func(c *exec.Ctx) error {
		x, err := tensorOperand(c, self)
		if err != nil {
			return err
		}
		if len(x.Shape) != nsp+2 {
			return c.Errorf("interpolation over %d dims expects a rank %d input, got shape %v", nsp, nsp+2, x.Shape)
		}
		in := x.Shape[2:]
		out, scales, err := nearestSizes(c, in, a.OutputSize(), s)
		if err != nil {
			return err
		}
		if err := checkExtents(c, "output size", out); err != nil {
			return err
		}
		for d := range in {
			if in[d] <= 0 || out[d] <= 0 {
				return c.Errorf("upsampling from %v to %v: sizes must be positive", in, out)
			}
		}
		shape := append([]int64{x.Shape[0], x.Shape[1]}, out...)
		taps := int64(1)
		for d := range nsp {
			switch kind {
			case interpLinear:
				taps *= 2
			case interpCubic:
				taps *= 4
			default: // the support grows with the downsampling factor
				taps *= 4 * (in[d]/out[d] + 1)
			}
		}
		if err := charge(c, elementCount(shape), taps); err != nil {
			return err
		}
		res, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		align := scalarB(c, a.AlignCorners())
		if isUint8(c.ArgType(self)) && isUint8(c.ResultType(0)) && nsp == 2 {
			interpolateU8(res, x, in, out, scales, align, kind)
			return nil
		}
		if !x.IsFloat() || !res.IsFloat() {
			return c.Errorf("linear and cubic interpolation are defined for float tensors (and uint8 in 2-d)")
		}
		srcs := make([][]interpTap, nsp)
		for d := range srcs {
			switch kind {
			case interpCubic:
				srcs[d] = cubicSources(in[d], out[d], scales[d], align)
			case interpLinearAA, interpCubicAA:
				srcs[d] = aaSources(kind == interpCubicAA, in[d], out[d], scales[d], align)
			default:
				for _, s := range linearSources(in[d], out[d], scales[d], align) {
					srcs[d] = append(srcs[d], interpTap{idx: []int64{s.i0, s.i1}, w: []float64{s.w0, s.w1}})
				}
			}
		}
		planes := x.Shape[0] * x.Shape[1]
		inPlane := elementCount(in)
		pos := make([]int64, nsp)
		plane := int64(0) // the offset of the current [N, C] plane
		// value sums the taps of dims d.. at output position pos, over
		// the input offset base of the dims before d.
		var value func(d int, base int64) float64
		value = func(d int, base int64) float64 {
			if d == nsp {
				return x.Float(plane + base)
			}
			t := srcs[d][pos[d]]
			v := 0.0
			for k, i := range t.idx {
				v += value(d+1, base*in[d]+i) * t.w[k]
			}
			return v
		}
		i := int64(0)
		for p := int64(0); p < planes; p++ {
			plane = p * inPlane
			for k := range pos {
				pos[k] = 0
			}
			for {
				setF(res, i, value(0, 0))
				i++
				k := nsp - 1
				for ; k >= 0; k-- {
					if pos[k]++; pos[k] < out[k] {
						break
					}
					pos[k] = 0
				}
				if k < 0 {
					break
				}
			}
		}
		return nil
	}
}

// interpKind is an interpolation filter.
type interpKind int

const (
	interpLinear   interpKind = iota // two taps
	interpCubic                      // four taps, Keys' A = -0.75
	interpLinearAA                   // antialiased triangle
	interpCubicAA                    // antialiased cubic, A = -0.5
)

// aaSources are the antialiased taps of one dim (PyTorch's
// _compute_weights_aa): with scale = in/out (or from align_corners or the
// scale factor), support = taps/2 * max(scale, 1), output o centres at
// c = scale*(o+0.5) and reads inputs [trunc(c - support + 0.5),
// trunc(c + support + 0.5)) within the input, weighted by
// filter((i - c + 0.5) / max(scale, 1)) normalized to sum 1.
func aaSources(cubic bool, in, out int64, scale float64, alignCorners bool) []interpTap {
	ratio := 0.0
	switch {
	case alignCorners && out > 1:
		ratio = float64(in-1) / float64(out-1)
	case !alignCorners && scale > 0:
		ratio = 1 / scale
	case !alignCorners:
		ratio = float64(in) / float64(out)
	}
	size, a := 2.0, 0.0
	if cubic {
		size, a = 4, -0.5
	}
	filter := func(x float64) float64 {
		x = math.Abs(x)
		switch {
		case !cubic && x < 1:
			return 1 - x
		case cubic && x < 1:
			return ((a+2)*x-(a+3))*x*x + 1
		case cubic && x < 2:
			return ((a*x-5*a)*x+8*a)*x - 4*a
		}
		return 0
	}
	support, inv := size/2, 1.0
	if ratio >= 1 {
		support, inv = size/2*ratio, 1/ratio
	}
	maxTaps := int64(math.Ceil(support))*2 + 1
	taps := make([]interpTap, out)
	for o := range taps {
		c := ratio * (float64(o) + 0.5)
		lo := max(int64(c-support+0.5), 0)
		n := min(max(min(int64(c+support+0.5), in)-lo, 0), maxTaps)
		t := interpTap{}
		total := 0.0
		for j := int64(0); j < n; j++ {
			w := filter((float64(j+lo) - c + 0.5) * inv)
			t.idx, t.w = append(t.idx, lo+j), append(t.w, w)
			total += w
		}
		if total != 0 {
			for j := range t.w {
				t.w[j] /= total
			}
		}
		taps[o] = t
	}
	return taps
}

// interpTap is one output position's source indices along a dim and
// their weights.
type interpTap struct {
	idx []int64
	w   []float64
}

// cubicSources are PyTorch's bicubic taps of one dim (HelperInterpCubic):
// the source coordinate scale*o (align_corners) or scale*(o+0.5)-0.5,
// unclamped; i = min(floor(src), in-1), t = clamp(src-i, 0, 1); the taps
// read i-1+k clamped to [0, in-1] with Keys' weights for A = -0.75.
func cubicSources(in, out int64, scale float64, alignCorners bool) []interpTap {
	ratio := 0.0
	switch {
	case alignCorners && out > 1:
		ratio = float64(in-1) / float64(out-1)
	case !alignCorners && scale > 0:
		ratio = 1 / scale
	case !alignCorners:
		ratio = float64(in) / float64(out)
	}
	const a = -0.75
	conv1 := func(x float64) float64 { return ((a+2)*x-(a+3))*x*x + 1 }
	conv2 := func(x float64) float64 { return ((a*x-5*a)*x+8*a)*x - 4*a }
	taps := make([]interpTap, out)
	for o := range taps {
		src := ratio * float64(o)
		if !alignCorners {
			src = ratio*(float64(o)+0.5) - 0.5
		}
		i := min(int64(math.Floor(src)), in-1)
		t := min(max(src-float64(i), 0), 1)
		w := []float64{conv2(t + 1), conv1(t), conv1(1 - t), conv2(2 - t)}
		idx := make([]int64, 4)
		for k := range idx {
			idx[k] = min(max(i-1+int64(k), 0), in-1)
		}
		taps[o] = interpTap{idx: idx, w: w}
	}
	return taps
}

// nearestExactSource is PyTorch's nearest-exact source index
// (nearest_neighbor_exact_compute_source_index): the scale in float32,
// the product in float64 floored in float32.
func nearestExactSource(o, in, out int64, scale float64) int64 {
	s := float32(in) / float32(out)
	if scale > 0 {
		s = float32(1 / scale)
	}
	return min(int64(math.Floor(float64(float32((float64(o)+0.5)*float64(s))))), in-1)
}

// nearestExactN is _upsample_nearest_exact<nsp>d, input and A as
// nearestN's.
func nearestExactN[A upsamplePositions](nsp int, input func(A) int) exec.Semantics {
	return nearestUpsample[A](nsp, input, nearestExactSource)
}

// isUint8 reports whether t is a uint8 tensor type.
func isUint8(t ir.Type) bool {
	tt, ok := t.(*torch.TensorType)
	if !ok {
		return false
	}
	it, ok := tt.Dtype.(*ir.IntegerType)
	return ok && it.Width == 8 && it.Signedness == ir.Unsigned
}

// u8Taps are PyTorch's uint8 taps of one dim
// (_compute_index_ranges_int16_weights): the antialiased weights
// (aaSources' rule; without antialias the plain filter's support, Keys'
// A = -0.75 for the cubic one, and centres shifted by -0.5 under
// align_corners) in float64, then scaled by 2^precision, the
// largest precision below 22 that keeps the largest weight under 2^15,
// and rounded half away from zero.
func u8Taps(kind interpKind, in, out int64, scale float64, align bool) (lo []int64, ws [][]int64, precision uint) {
	ratio := 0.0
	switch {
	case align && out > 1:
		ratio = float64(in-1) / float64(out-1)
	case !align && scale > 0:
		ratio = 1 / scale
	case !align:
		ratio = float64(in) / float64(out)
	}
	cubic := kind == interpCubic || kind == interpCubicAA
	antialias := kind == interpLinearAA || kind == interpCubicAA
	size := 2.0
	if cubic {
		size = 4
	}
	delta := 0.0
	if align && !antialias {
		delta = 0.5
	}
	a := -0.5 // PIL's cubic; without antialias Keys' -0.75, as the float kernels
	if !antialias {
		a = -0.75
	}
	filter := func(x float64) float64 {
		x = math.Abs(x)
		switch {
		case !cubic && x < 1:
			return 1 - x
		case cubic && x < 1:
			return ((a+2)*x-(a+3))*x*x + 1
		case cubic && x < 2:
			return ((a*x-5*a)*x+8*a)*x - 4*a
		}
		return 0
	}
	support, inv := size*0.5, 1.0
	maxTaps := int64(size)
	if antialias {
		if ratio >= 1 {
			support, inv = size*0.5*ratio, 1/ratio
		}
		maxTaps = int64(math.Ceil(support))*2 + 1
	}
	fws := make([][]float64, out)
	lo = make([]int64, out)
	wMax := 0.0
	for o := range out {
		c := ratio * (float64(o) + 0.5 - delta)
		l := max(int64(c-support+0.5+delta), 0)
		n := min(max(min(int64(c+support+0.5+delta), in)-l, 0), maxTaps)
		total := 0.0
		for j := int64(0); j < n; j++ {
			w := filter((float64(j+l) - c + 0.5 - delta) * inv)
			fws[o] = append(fws[o], w)
			total += w
		}
		if total != 0 {
			for j := range fws[o] {
				fws[o][j] /= total
				wMax = max(wMax, fws[o][j])
			}
		}
		lo[o] = l
	}
	for precision = 0; precision < 22; precision++ {
		if int(0.5+wMax*float64(int64(1)<<(precision+1))) >= 1<<15 {
			break
		}
	}
	ws = make([][]int64, out)
	for o, row := range fws {
		for _, w := range row {
			v := w * float64(int64(1)<<precision)
			if v < 0 {
				ws[o] = append(ws[o], int64(int(-0.5+v)))
			} else {
				ws[o] = append(ws[o], int64(int(0.5+v)))
			}
		}
	}
	return lo, ws, precision
}

// interpolateU8 is PyTorch's uint8 bilinear and bicubic resampling
// (separable_upsample_generic_Nd_kernel_impl): the last dim first, then
// the one before, each pass skipped when its size does not change and
// rounding to uint8: out = clamp((2^(p-1) + sum x * w) >> p, 0, 255)
// with the integer weights of u8Taps.
func interpolateU8(res, x *exec.Tensor, in, out []int64, scales []float64, align bool, kind interpKind) {
	planes := x.Shape[0] * x.Shape[1]
	h, w := in[0], in[1]
	cur := make([]int64, planes*h*w)
	for i := range cur {
		cur[i] = int64(exec.Unsigned(x.Int(int64(i)), 8))
	}
	resample := func(src []int64, lines, n, m, inner int64, lo []int64, ws [][]int64, p uint) []int64 {
		dst := make([]int64, lines*m*inner)
		for l := int64(0); l < lines; l++ {
			for o := int64(0); o < m; o++ {
				for i := int64(0); i < inner; i++ {
					acc := int64(1) << (p - 1)
					for j, wt := range ws[o] {
						acc += src[(l*n+lo[o]+int64(j))*inner+i] * wt
					}
					dst[(l*m+o)*inner+i] = min(max(acc>>p, 0), 255)
				}
			}
		}
		return dst
	}
	if out[1] != w {
		lo, ws, p := u8Taps(kind, w, out[1], scales[1], align)
		cur = resample(cur, planes*h, w, out[1], 1, lo, ws, p)
		w = out[1]
	}
	if out[0] != h {
		lo, ws, p := u8Taps(kind, h, out[0], scales[0], align)
		cur = resample(cur, planes, h, out[0], w, lo, ws, p)
	}
	for i, v := range cur {
		setI(res, int64(i), v)
	}
}
