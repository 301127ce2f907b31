package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// nearestOps are nearest-neighbour upsampling over 1 and 3 spatial dims
// (the 2-d forms are in linear_upsample.go, with the same index rule:
// nearestIndex, PyTorch's in float32).
var nearestOps = exec.Table{
	// upsample_nearest1d(self, output_size[1], scales?) on [N, C, W].
	torch.AtenUpsampleNearest1d.Name: nearestN(1, torch.AtenUpsampleNearest1dArgs[int].Self),
	// upsample_nearest1d.vec(input, output_size?, scale_factors?): exactly
	// one of them; the output size is floor(in * scale_factor).
	torch.AtenUpsampleNearest1dVec.Name: nearestN(1, torch.AtenUpsampleNearest1dVecArgs[int].Input),
	// upsample_nearest3d(self, output_size[3], scales_d?, scales_h?,
	// scales_w?) on [N, C, D, H, W].
	torch.AtenUpsampleNearest3d.Name:    nearestN(3, torch.AtenUpsampleNearest3dArgs[int].Self),
	torch.AtenUpsampleNearest3dVec.Name: nearestN(3, torch.AtenUpsampleNearest3dVecArgs[int].Input),
}

// upsamplePositions are the argument lists, over operand positions, of
// the upsampling ops, which all name their output_size.
type upsamplePositions interface {
	~[]int
	OutputSize() int
}

// upsampleScales are where an upsampling reads its scales: the
// positions of its per-dim scales (scales_d?, scales_h?, scales_w?, or a
// 1-d one's scales?), or of the .vec form's scale_factors list.
type upsampleScales struct {
	perDim  []int
	factors int // -1: none, per-dim scales
}

// scalesOf is where the upsampling with argument list A reads its
// scales, by the names A declares.
func scalesOf[A ~[]int]() upsampleScales {
	a := A(operandPositions)
	if f, ok := any(a).(interface{ ScaleFactors() int }); ok {
		return upsampleScales{factors: f.ScaleFactors()}
	}
	s := upsampleScales{factors: -1}
	if d, ok := any(a).(interface{ ScalesD() int }); ok {
		s.perDim = append(s.perDim, d.ScalesD())
	}
	if h, ok := any(a).(interface{ ScalesH() int }); ok {
		s.perDim = append(s.perDim, h.ScalesH())
	}
	if w, ok := any(a).(interface{ ScalesW() int }); ok {
		s.perDim = append(s.perDim, w.ScalesW())
	}
	if one, ok := any(a).(interface{ Scales() int }); ok {
		s.perDim = append(s.perDim, one.Scales())
	}
	return s
}

// perDimScales reads the per-dim scales of s into scales (0: none).
func perDimScales(c *exec.Ctx, s upsampleScales, scales []float64) {
	for d := range scales {
		if d < len(s.perDim) && !isNone(c, s.perDim[d]) {
			scales[d] = scalarF(c, s.perDim[d])
		}
	}
}

// nearestN upsamples the last nsp dims of a rank nsp+2 input, the
// argument input names (self, or the .vec form's input), A the op's
// argument list.
func nearestN[A upsamplePositions](nsp int, input func(A) int) exec.Semantics {
	return nearestUpsample[A](nsp, input, nearestIndex)
}

// nearestUpsample is nearestN and nearestExactN: source gives the input
// index an output index reads along one dim.
func nearestUpsample[A upsamplePositions](nsp int, input func(A) int, source func(o, in, out int64, scale float64) int64) exec.Semantics {
	a := A(operandPositions)
	s := scalesOf[A]()
	return func(c *exec.Ctx) error {
		x, err := tensorOperand(c, input(a))
		if err != nil {
			return err
		}
		if len(x.Shape) != nsp+2 {
			return c.Errorf("upsampling over %d dims expects a rank %d input, got shape %v", nsp, nsp+2, x.Shape)
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
		if err := charge(c, elementCount(shape)); err != nil {
			return err
		}
		res, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		src := make([][]int64, nsp)
		for d := range src {
			src[d] = make([]int64, out[d])
			for o := range src[d] {
				src[d][o] = source(int64(o), in[d], out[d], scales[d])
			}
		}
		planes := x.Shape[0] * x.Shape[1]
		inPlane, outPlane := exec.NumElements(in), exec.NumElements(out)
		pos := make([]int64, nsp)
		for p := int64(0); p < planes; p++ {
			for i := int64(0); i < outPlane; i++ {
				unflatten(i, out, pos) // the row-major position of output element i
				at := int64(0)
				for d := range pos {
					at = at*in[d] + src[d][pos[d]]
				}
				copyElem(res, p*outPlane+i, x, p*inPlane+at)
			}
		}
		return nil
	}
}

// nearestSizes reads the output size and the scales (0: none) of an
// upsampling over len(in) dims.
func nearestSizes(c *exec.Ctx, in []int64, sizeIdx int, s upsampleScales) (out []int64, scales []float64, err error) {
	n := len(in)
	scales = make([]float64, n)
	readSize := func() ([]int64, error) {
		out, err := intList(c, sizeIdx)
		if err != nil {
			return nil, err
		}
		if len(out) != n {
			return nil, c.Errorf("output_size %v: expected %d sizes", out, n)
		}
		return out, nil
	}
	if s.factors < 0 {
		perDimScales(c, s, scales)
		out, err = readSize()
		return out, scales, err
	}
	factorsIdx := s.factors
	switch hasSize, hasFactors := !isNone(c, sizeIdx), !isNone(c, factorsIdx); {
	case hasSize == hasFactors:
		return nil, nil, c.Errorf("exactly one of output_size and scale_factors must be given")
	case hasSize:
		out, err = readSize()
		return out, scales, err
	}
	factors, err := floatList(c, factorsIdx)
	if err != nil {
		return nil, nil, err
	}
	if len(factors) != n {
		return nil, nil, c.Errorf("scale_factors %v: expected %d factors", factors, n)
	}
	out = make([]int64, n)
	for d, f := range factors {
		if !(f > 0) {
			return nil, nil, c.Errorf("scale_factors %v: factors must be positive", factors)
		}
		out[d] = floatToInt(float64(in[d]) * f)
	}
	return out, factors, nil
}
