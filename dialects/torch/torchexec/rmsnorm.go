package torchexec

import (
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// rmsNormOps is RMSNorm (torch.nn.RMSNorm, F.rms_norm).
var rmsNormOps = exec.Table{
	// rms_norm(input, normalized_shape, weight?, eps?): over the trailing
	// normalized_shape dims, x * 1/sqrt(mean(x^2) + eps) * weight, with
	// eps the machine epsilon of the input's dtype when None; computed
	// in float64, stored in the result's dtype.
	torch.AtenRmsNorm.Name: rmsNorm,
}

func rmsNorm(c *exec.Ctx) error {
	a := torch.AtenRmsNormArgs[int](operandPositions)
	x, err := operandElems(c, a.Input())
	if err != nil {
		return err
	}
	normalized, err := intList(c, a.NormalizedShape())
	if err != nil {
		return err
	}
	shape := x.t.Shape
	lead := len(shape) - len(normalized)
	if len(normalized) == 0 || lead < 0 || !slices.Equal(shape[lead:], normalized) {
		return c.Errorf("normalized_shape %v must be the last (one or more) dims of the input, of shape %v", normalized, shape)
	}
	inner := exec.NumElements(normalized)
	weight, err := optionalParam(c, a.Weight(), inner, "weight")
	if err != nil {
		return err
	}
	if x.t.IsComplex() {
		var w *exec.Tensor
		if weight != nil {
			w = weight.t
		}
		return rmsNormComplex(c, x.t, inner, w) // nn_extra_complex.go
	}
	eps := torch.MachineEpsilon(c.ArgType(a.Input()))
	if !isNone(c, a.Eps()) {
		eps = scalarF(c, a.Eps())
	}
	out, err := floatResult(c, 0, shape, "rms_norm")
	if err != nil {
		return err
	}
	n := x.t.Len()
	for g := int64(0); g < n; g += max(inner, 1) {
		sum := 0.0
		for k := int64(0); k < inner; k++ {
			v := x.f(g + k)
			sum += v * v
		}
		rstd := 1 / math.Sqrt(sum/float64(inner)+eps)
		for k := int64(0); k < inner; k++ {
			v := x.f(g+k) * rstd
			if weight != nil {
				v *= weight.f(k)
			}
			setF(out, g+k, v)
		}
	}
	return nil
}
