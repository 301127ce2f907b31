package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// Upsampling of the last two dims of an [N, C, H, W] input to
// [N, C, H_out, W_out], each output position reading its source position
// in the input scaled by in/out (or 1/scale when a positive scale factor
// is given, as interpolate(scale_factor=...) passes it).
//
// Nearest: source index min(floor(o * scale), in-1), computed in float32
// as PyTorch does (exactly o when the sizes are equal and o/2 when the
// output is twice the input).
//
// Bilinear: source coordinate scale*o with align_corners (scale =
// (in-1)/(out-1)), else max(scale*(o+0.5) - 0.5, 0); the output mixes the
// two nearest rows and columns by the coordinate's fractional part.
var upsampleOps = exec.Table{
	// upsample_nearest2d(self, output_size, scales_h?, scales_w?).
	torch.AtenUpsampleNearest2d.Name: upsample(torch.AtenUpsampleNearest2dArgs[int].Self, nil),
	// upsample_nearest2d.vec(input, output_size?, scale_factors?):
	// exactly one of them; the output size is floor(in * scale_factor).
	torch.AtenUpsampleNearest2dVec.Name: upsample(torch.AtenUpsampleNearest2dVecArgs[int].Input, nil),
	// upsample_bilinear2d(self, output_size, align_corners, scales_h?,
	// scales_w?).
	torch.AtenUpsampleBilinear2d.Name: upsample(torch.AtenUpsampleBilinear2dArgs[int].Self, torch.AtenUpsampleBilinear2dArgs[int].AlignCorners),
	// upsample_bilinear2d.vec(input, output_size?, align_corners,
	// scale_factors?).
	torch.AtenUpsampleBilinear2dVec.Name: upsample(torch.AtenUpsampleBilinear2dVecArgs[int].Input, torch.AtenUpsampleBilinear2dVecArgs[int].AlignCorners),
}

// upsample is an upsampling op of the argument input names (self, or the
// .vec form's input), bilinear when align names its align_corners (nil:
// nearest), A its argument list.
func upsample[A upsamplePositions](input, align func(A) int) exec.Semantics {
	a := A(operandPositions)
	s := scalesOf[A]()
	bilinear := align != nil
	return func(c *exec.Ctx) error {
		x, err := tensorOperand(c, input(a))
		if err != nil {
			return err
		}
		if len(x.Shape) != 4 {
			return c.Errorf("upsampling expects an [N, C, H, W] input, got shape %v", x.Shape)
		}
		in := x.Shape[2:]
		out, scales, err := upsampleSizes(c, in, a.OutputSize(), s)
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
		shape := []int64{x.Shape[0], x.Shape[1], out[0], out[1]}
		if err := charge(c, elementCount(shape)); err != nil {
			return err
		}
		res, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		if !bilinear {
			nearest(res, x, in, out, scales)
			return nil
		}
		if !x.IsFloat() || !res.IsFloat() {
			return c.Errorf("upsample_bilinear2d is defined here for float tensors only")
		}
		bilinearInto(res, x, in, out, scales, scalarB(c, align(a)))
		return nil
	}
}

// upsampleSizes reads the output size, and the scales (0: none) the
// source positions use.
func upsampleSizes(c *exec.Ctx, in []int64, sizeIdx int, s upsampleScales) (out []int64, scales []float64, err error) {
	scales = make([]float64, 2)
	if s.factors < 0 {
		perDimScales(c, s, scales)
		if out, err = intList(c, sizeIdx); err != nil {
			return nil, nil, err
		}
		if len(out) != 2 {
			return nil, nil, c.Errorf("output_size %v: expected 2 sizes", out)
		}
		return out, scales, nil
	}
	factorsIdx := s.factors
	switch hasSize, hasFactors := !isNone(c, sizeIdx), !isNone(c, factorsIdx); {
	case hasSize == hasFactors:
		return nil, nil, c.Errorf("exactly one of output_size and scale_factors must be given")
	case hasSize:
		if out, err = intList(c, sizeIdx); err != nil {
			return nil, nil, err
		}
		if len(out) != 2 {
			return nil, nil, c.Errorf("output_size %v: expected 2 sizes", out)
		}
		return out, scales, nil
	}
	factors, err := floatList(c, factorsIdx)
	if err != nil {
		return nil, nil, err
	}
	if len(factors) != 2 {
		return nil, nil, c.Errorf("scale_factors %v: expected 2 factors", factors)
	}
	out = make([]int64, 2)
	for d, f := range factors {
		out[d] = floatToInt(float64(in[d]) * f)
	}
	return out, factors, nil
}

// floatList reads operand i, a !torch.list<float> (ints read as floats).
func floatList(c *exec.Ctx, i int) ([]float64, error) {
	l, err := list(c, i)
	if err != nil {
		return nil, err
	}
	floats := false
	if ct, ok := c.ArgType(i).(*torch.ContainerType); ok {
		floats = torch.IsPrim(ct.Elem(), torch.KindFloat)
	}
	out := make([]float64, len(l))
	for k, v := range l {
		if floats || v.Ref == FloatNumber {
			out[k] = v.F
		} else {
			out[k] = float64(v.I)
		}
	}
	return out, nil
}

// nearestIndex is PyTorch's nearest source index, in float32.
func nearestIndex(o, in, out int64, scale float64) int64 {
	switch {
	case out == in:
		return o
	case out == 2*in:
		return o >> 1
	}
	s := float32(in) / float32(out)
	if scale > 0 {
		s = float32(1 / scale)
	}
	return min(int64(math.Floor(float64(float32(o)*s))), in-1)
}

func nearest(res, x *exec.Tensor, in, out []int64, scales []float64) {
	rows := make([]int64, out[0])
	for o := range rows {
		rows[o] = nearestIndex(int64(o), in[0], out[0], scales[0])
	}
	cols := make([]int64, out[1])
	for o := range cols {
		cols[o] = nearestIndex(int64(o), in[1], out[1], scales[1])
	}
	planes := x.Shape[0] * x.Shape[1]
	i := int64(0)
	for p := int64(0); p < planes; p++ {
		base := p * in[0] * in[1]
		for _, r := range rows {
			for _, col := range cols {
				copyElem(res, i, x, base+r*in[1]+col)
				i++
			}
		}
	}
}

// linearSource is one output position's two source indices and weights.
type linearSource struct {
	i0, i1 int64
	w0, w1 float64
}

// linearSources computes the bilinear source of every output position of
// one dim.
func linearSources(in, out int64, scale float64, alignCorners bool) []linearSource {
	ratio := 0.0
	switch {
	case alignCorners && out > 1:
		ratio = float64(in-1) / float64(out-1)
	case !alignCorners && scale > 0:
		ratio = 1 / scale
	case !alignCorners:
		ratio = float64(in) / float64(out)
	}
	srcs := make([]linearSource, out)
	for o := range srcs {
		if in == out {
			srcs[o] = linearSource{i0: int64(o), i1: int64(o), w0: 1}
			continue
		}
		src := ratio * float64(o)
		if !alignCorners {
			src = max(ratio*(float64(o)+0.5)-0.5, 0)
		}
		i0 := min(int64(math.Floor(src)), in-1)
		w1 := min(max(src-float64(i0), 0), 1)
		i1 := i0
		if i0 < in-1 {
			i1++
		}
		srcs[o] = linearSource{i0: i0, i1: i1, w0: 1 - w1, w1: w1}
	}
	return srcs
}

func bilinearInto(res, x *exec.Tensor, in, out []int64, scales []float64, alignCorners bool) {
	rows := linearSources(in[0], out[0], scales[0], alignCorners)
	cols := linearSources(in[1], out[1], scales[1], alignCorners)
	planes := x.Shape[0] * x.Shape[1]
	i := int64(0)
	for p := int64(0); p < planes; p++ {
		plane := p * in[0] * in[1]
		for _, r := range rows {
			top, bottom := plane+r.i0*in[1], plane+r.i1*in[1]
			for _, col := range cols {
				v := r.w0*(col.w0*x.Float(top+col.i0)+col.w1*x.Float(top+col.i1)) +
					r.w1*(col.w0*x.Float(bottom+col.i0)+col.w1*x.Float(bottom+col.i1))
				setF(res, i, v)
				i++
			}
		}
	}
}
