package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// mathCompositeOps: math composites and reductions (logsumexp, xlogy, glu, norms, scatter_reduce, ...).
var mathCompositeOps = exec.Table{
	// ---- elementwise ----

	// isposinf/isneginf(self): x == +inf / x == -inf (false on integers).
	"torch.aten.isposinf": predicateOp(func(x float64) bool { return math.IsInf(x, 1) }, func(int64) bool { return false }),
	"torch.aten.isneginf": predicateOp(func(x float64) bool { return math.IsInf(x, -1) }, func(int64) bool { return false }),
	// isfinite(self): neither NaN nor infinite (true on integers).
	"torch.aten.isfinite": predicateOp(func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }, func(int64) bool { return true }),
	// signbit(self): the sign bit is set (-0. and NaNs with it included);
	// x < 0 on integers.
	"torch.aten.signbit": predicateOp(math.Signbit, func(x int64) bool { return x < 0 }),
	// sgn(self): sign(self) for real dtypes.
	"torch.aten.sgn": elementwiseOps["torch.aten.sign"],
	// logaddexp(a, b) = log(exp(a) + exp(b)) computed as
	// max + log1p(exp(-|a - b|)), a itself when both are the same
	// infinity; logaddexp2 in base 2.
	"torch.aten.logaddexp":  binaryFloat(func(a, b float64) float64 { return logAddExp(a, b, math.Exp, math.Log1p, 1) }),
	"torch.aten.logaddexp2": binaryFloat(func(a, b float64) float64 { return logAddExp(a, b, math.Exp2, math.Log1p, 1/math.Ln2) }),
	// hypot(a, b) = sqrt(a^2 + b^2) without overflow (floats only).
	"torch.aten.hypot": elementwise([]int{0, 1}, nil, withCheck(binaryKernel(math.Hypot, nil), floatOnly)),
	// copysign(a, b): |a| with b's sign (-0. and NaN signs count); a float result.
	"torch.aten.copysign.Tensor": binaryFloat(math.Copysign),
	"torch.aten.copysign.Scalar": binaryFloat(math.Copysign),
	// nextafter(a, b): the next representable value after a towards b,
	// in the dtype (floats only).
	"torch.aten.nextafter": elementwise([]int{0, 1}, nil, ewKernel{
		fRound: func(e ewEnv) func(x, _ []float64) float64 {
			if e.compute.kind == ir.F32 {
				return func(x, _ []float64) float64 { return float64(math.Nextafter32(float32(x[0]), float32(x[1]))) }
			}
			return func(x, _ []float64) float64 { return math.Nextafter(x[0], x[1]) }
		},
		check: floatOnly,
	}),
	// ldexp(self, other) = self * 2^other, a float result.
	"torch.aten.ldexp.Tensor": binaryFloat(func(a, b float64) float64 { return a * math.Pow(2, b) }),
	// frexp(self) -> (mantissa, exponent): self = mantissa * 2^exponent
	// with |mantissa| in [0.5, 1) (0, inf and NaN: themselves and 0);
	// floats only, the exponent int32.
	"torch.aten.frexp.Tensor": frexp,
	// float_power(self, exponent): pow computed in float64.
	"torch.aten.float_power.Tensor_Tensor": elementwise([]int{0, 1}, nil, binaryKernel(math.Pow, nil)),
	"torch.aten.float_power.Tensor_Scalar": elementwise([]int{0, 1}, nil, binaryKernel(math.Pow, nil)),
	"torch.aten.float_power.Scalar":        elementwise([]int{0, 1}, nil, binaryKernel(math.Pow, nil)),
	// nan_to_num(self, nan?, posinf?, neginf?): NaN, +inf and -inf
	// replaced (by 0 and the dtype's greatest and lowest finite values
	// when none); integers unchanged.
	"torch.aten.nan_to_num": nanToNum,
	// round.decimals(self, decimals): round half to even at 10^-decimals,
	// as PyTorch computes it in the dtype: nearbyint(x * 10^d) / 10^d
	// (for d < 0, nearbyint(x / 10^-d) * 10^-d).
	"torch.aten.round.decimals": roundDecimals,
	// fmax/fmin(a, b): max/min ignoring NaN (NaN only when both are).
	"torch.aten.fmax": binary(func(a, b float64) float64 { return fMaxMin(a, b, true) }, func(a, b int64) int64 { return max(a, b) }),
	"torch.aten.fmin": binary(func(a, b float64) float64 { return fMaxMin(a, b, false) }, func(a, b int64) int64 { return min(a, b) }),
	// floor_divide(self, other): div with rounding_mode="floor".
	"torch.aten.floor_divide":        floorDivision,
	"torch.aten.floor_divide.Scalar": floorDivision,
	// heaviside(self, values): values where self == 0, else self > 0.
	"torch.aten.heaviside": elementwise([]int{0, 1}, nil, ewKernel{
		f: func(x, _ []float64) float64 {
			if x[0] == 0 {
				return x[1]
			}
			return b2f(x[0] > 0)
		},
		i: func(x, _ []int64) int64 {
			if x[0] == 0 {
				return x[1]
			}
			return oneIfTrue(x[0] > 0)
		},
	}),
	// addcmul(self, t1, t2, value) = self + value*t1*t2.
	"torch.aten.addcmul": elementwise([]int{0, 1, 2}, []int{3}, ewKernel{
		f: func(x, p []float64) float64 { return x[0] + p[0]*x[1]*x[2] },
		i: func(x, p []int64) int64 { return x[0] + p[0]*x[1]*x[2] },
	}),
	// addcdiv(self, t1, t2, value) = self + value*(t1/t2) (floats only).
	"torch.aten.addcdiv": elementwise([]int{0, 1, 2}, []int{3}, ewKernel{
		f:     func(x, p []float64) float64 { return x[0] + p[0]*(x[1]/x[2]) },
		check: floatOnly,
	}),
	// selu(self) = elu(self, alpha, scale, 1) with SELU's constants.
	"torch.aten.selu": activation(nil, func(x float64, _ []float64) float64 {
		return elu(x, float64(float32(seluAlpha)), float64(float32(seluScale)), 1)
	}),
}

// SELU's constants (Klambauer et al.), as torch.nn.functional.selu.
const (
	seluAlpha = 1.6732632423543772848170429916717
	seluScale = 1.0507009873554804934193349852946
)

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// logAddExp is log_b(b^a + b^c) = m + log1p(b^-|a-c|)*scale, m the
// larger (a when both are the same infinity).
func logAddExp(a, c float64, pow, log1p func(float64) float64, scale float64) float64 {
	if math.IsInf(a, 0) && a == c {
		return a
	}
	m := a
	if a < c {
		m = c
	}
	return m + log1p(pow(-math.Abs(a-c)))*scale
}

// fMaxMin is fmax (greatest) or fmin: a NaN operand gives the other.
func fMaxMin(a, b float64, greatest bool) float64 {
	switch {
	case math.IsNaN(a):
		return b
	case math.IsNaN(b):
		return a
	case greatest:
		return math.Max(a, b)
	}
	return math.Min(a, b)
}

func frexp(c *exec.Ctx) error {
	x, err := c.Tensor(0)
	if err != nil {
		return err
	}
	if !x.IsFloat() {
		return c.Errorf("torch.frexp() only supports floating-point dtypes")
	}
	m, err := newResult(c, 0, x.Shape)
	if err != nil {
		return err
	}
	e, err := newResult(c, 1, x.Shape)
	if err != nil {
		return err
	}
	for i := int64(0); i < x.Len(); i++ {
		f, k := math.Frexp(x.Float(i))
		setF(m, i, f)
		setI(e, i, int64(k))
	}
	return nil
}

func nanToNum(c *exec.Ctx) error {
	d, err := resultDtype(c, 0)
	if err != nil {
		return err
	}
	n := numTypeOf(d)
	big := map[ir.FloatKind]float64{ir.F16: 65504, ir.BF16: 3.3895313892515355e38, ir.F32: math.MaxFloat32, ir.F64: math.MaxFloat64}[n.kind]
	repl := [3]float64{0, big, -big}
	for k := range repl {
		if !isNone(c, 1+k) {
			repl[k] = scalarF(c, 1+k)
		}
	}
	return runElementwise(c, []int{0}, nil, &ewKernel{
		f: func(x, _ []float64) float64 {
			switch {
			case math.IsNaN(x[0]):
				return repl[0]
			case math.IsInf(x[0], 1):
				return repl[1]
			case math.IsInf(x[0], -1):
				return repl[2]
			}
			return x[0]
		},
		i: func(x, _ []int64) int64 { return x[0] },
	})
}

func roundDecimals(c *exec.Ctx) error {
	d := scalarI(c, 1)
	return runElementwise(c, []int{0}, nil, &ewKernel{
		fRound: func(e ewEnv) func(x, _ []float64) float64 {
			r := e.dtype
			if e.compute.isReducedFloat() {
				r = e.opmath
			}
			neg := d < 0
			p := r(math.Pow(10, math.Abs(float64(d))))
			return func(x, _ []float64) float64 {
				if neg {
					return r(math.RoundToEven(r(x[0]/p)) * p)
				}
				return r(math.RoundToEven(r(x[0]*p)) / p)
			}
		},
		check: floatOnly,
	})
}
