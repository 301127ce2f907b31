package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The elementwise kernels: arithmetic, min/max/clamp, activations, rounding,
// selection, casts, copies and fills.

// alphaPositions are the argument lists of add, sub and rsub: self,
// other and alpha.
type alphaPositions interface {
	selfPositions
	Other() int
	Alpha() int
}

// addAlpha is add/sub: self + sign*alpha*other, A their argument list.
func addAlpha[A alphaPositions](sign int64, check func(c *exec.Ctx, compute numType) error) exec.Semantics {
	return elementwise(at(A.Self, A.Other), at(A.Alpha), ewKernel{
		f:           func(x, p []float64) float64 { return x[0] + float64(sign)*p[0]*x[1] },
		i:           func(x, p []int64) int64 { return x[0] + sign*p[0]*x[1] },
		alphaParams: true,
		check:       check,
	})
}

// rsubAlpha is rsub: other - alpha*self, A its argument list.
func rsubAlpha[A alphaPositions]() exec.Semantics {
	return elementwise(at(A.Self, A.Other), at(A.Alpha), ewKernel{
		f:           func(x, p []float64) float64 { return x[1] - p[0]*x[0] },
		i:           func(x, p []int64) int64 { return x[1] - p[0]*x[0] },
		alphaParams: true,
		check:       subCheck[A],
	})
}

// selfOther is the op of self and other that k computes, A the op's
// argument list.
func selfOther[A selfOtherPositions](k ewKernel) exec.Semantics {
	return elementwise(at(A.Self, A.Other), nil, k)
}

// mulKernel is mul: self * other.
var mulKernel = ewKernel{
	f:              func(x, _ []float64) float64 { return x[0] * x[1] },
	i:              func(x, _ []int64) int64 { return x[0] * x[1] },
	opmathOperand1: true,
}

// True division: integer operands give a float result.
var trueDivKernel = ewKernel{
	f:              func(x, _ []float64) float64 { return x[0] / x[1] },
	opmathOperand1: true,
}

// truncDivKernel is div with rounding_mode="trunc": the quotient rounded
// toward zero (C's integer division).
//
// The quotient is rounded before it is truncated: to the dtype, as
// PyTorch's f16 and bf16 arithmetic does, or to float32 when the divisor
// is a scalar read in float32.
var truncDivKernel = ewKernel{
	fRound: func(e ewEnv) func(x, _ []float64) float64 {
		r := e.dtype
		if e.opmathOperand1 {
			r = e.opmath
		}
		return func(x, _ []float64) float64 { return math.Trunc(r(x[0] / x[1])) }
	},
	i:              func(x, _ []int64) int64 { return x[0] / x[1] },
	intDivisor:     true,
	opmathOperand1: true,
	check:          noBool,
}

// floorDivKernel is div with rounding_mode="floor": Python's //.
var floorDivKernel = ewKernel{
	fRound: func(e ewEnv) func(x, _ []float64) float64 {
		return func(x, _ []float64) float64 { return floorDivFloat(x[0], x[1], e.opmath) }
	},
	i: func(x, _ []int64) int64 {
		q, _ := floorDiv(x[0], x[1])
		return q
	},
	intDivisor:     true,
	opmathOperand1: true,
	check:          noBool,
}

// floorDivFloat is Python's float floor division, which PyTorch follows:
// the quotient is computed from fmod so that a == b*q + a%b holds as
// exactly as floats allow, and rounded to the nearest integer when the
// floored quotient is off by more than a half.
func floorDivFloat(a, b float64, r func(float64) float64) float64 {
	if b == 0 {
		return a / b
	}
	mod := math.Mod(a, b)
	div := r(r(a-mod) / b)
	if mod != 0 && (b < 0) != (mod < 0) {
		div = r(div - 1)
	}
	if div == 0 {
		return math.Copysign(0, a/b)
	}
	q := math.Floor(div)
	if div-q > 0.5 {
		q = r(q + 1)
	}
	return q
}

// divMode is div.Tensor_mode / div.Scalar_mode: rounding_mode none is
// true division, "trunc" and "floor" round the quotient.
func divMode[A interface {
	selfOtherPositions
	RoundingMode() int
}]() exec.Semantics {
	mode := A(operandPositions).RoundingMode()
	trueDiv, truncDiv, floorDiv := selfOther[A](trueDivKernel), selfOther[A](truncDivKernel), selfOther[A](floorDivKernel)
	return func(c *exec.Ctx) error {
		if isNone(c, mode) {
			return trueDiv(c)
		}
		m, _ := c.Args[mode].Ref.(string)
		switch m {
		case "trunc":
			return truncDiv(c)
		case "floor":
			return floorDiv(c)
		}
		return c.Errorf("div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '%s'", m)
	}
}

// remainderKernel is Python's %: the result has the divisor's sign.
var remainderKernel = ewKernel{
	f: func(x, _ []float64) float64 {
		a, b := x[0], x[1]
		m := math.Mod(a, b)
		if m != 0 && (b < 0) != (m < 0) {
			m += b
		}
		return m
	},
	i: func(x, _ []int64) int64 {
		a, b := x[0], x[1]
		m := a % b
		if m != 0 && (b < 0) != (m < 0) {
			m += b
		}
		return m
	},
	intDivisor: true,
	check:      noBool,
}

// fmodKernel is C's fmod: the result has the dividend's sign.
var fmodKernel = ewKernel{
	f:          func(x, _ []float64) float64 { return math.Mod(x[0], x[1]) },
	i:          func(x, _ []int64) int64 { return x[0] % x[1] },
	intDivisor: true,
	check:      noBool,
}

// powInt is integer exponentiation (wrapping); a negative exponent gives
// 0 except for the bases 1 and -1, as PyTorch's integer pow.
func powInt(base, exp int64) int64 {
	if exp < 0 {
		switch {
		case base == 1:
			return 1
		case base == -1 && exp%2 != 0:
			return -1
		case base == -1:
			return 1
		}
		return 0
	}
	r := int64(1)
	for exp > 0 {
		if exp&1 != 0 {
			r *= base
		}
		base *= base
		exp >>= 1
	}
	return r
}

var powKernel = ewKernel{
	f:     func(x, _ []float64) float64 { return math.Pow(x[0], x[1]) },
	i:     func(x, _ []int64) int64 { return powInt(x[0], x[1]) },
	check: noBool,
}

// powTensorScalar is pow.Tensor_Scalar. For f32, f64 and bf16, PyTorch
// special-cases the exponents 0.5, -0.5 and -1 (sqrt, 1/sqrt and 1/x,
// whose signed zeros and infinities differ from pow's) and 2, 3 and -2
// (products, rounded to the dtype between steps); f16 always uses pow.
// An integer tensor raised to a negative integer scalar is an error.
var powTensorScalar = elementwise(at(torch.AtenPowTensorScalarArgs[int].Self, torch.AtenPowTensorScalarArgs[int].Exponent), nil, ewKernel{
	fRound: func(e ewEnv) func(x, _ []float64) float64 {
		if e.compute.kind == ir.F16 {
			return func(x, _ []float64) float64 { return math.Pow(x[0], x[1]) }
		}
		r := e.dtype
		return func(x, _ []float64) float64 {
			b, p := x[0], x[1]
			switch p {
			case 0.5:
				return math.Sqrt(b)
			case -0.5:
				return 1 / e.opmath(math.Sqrt(b))
			case -1:
				return 1 / b
			case 2:
				return b * b
			case 3:
				return r(b*b) * b
			case -2:
				return 1 / r(b*b)
			}
			return math.Pow(b, p)
		}
	},
	i: func(x, _ []int64) int64 { return powInt(x[0], x[1]) },
	check: func(c *exec.Ctx, compute numType) error {
		e := pos(torch.AtenPowTensorScalarArgs[int].Exponent)
		if !compute.float && !isFloatScalar(c.Args[e], c.ArgType(e)) && scalarI(c, e) < 0 {
			return c.Errorf("integers to negative integer powers are not allowed")
		}
		return nil
	},
})

// ---- min, max, clamp ----

// maxF and minF propagate NaN, as torch.maximum/minimum; of two equal
// values (0 and -0) they return the second, as the vectorized kernels.
func maxF(a, b float64) float64 {
	switch {
	case math.IsNaN(a):
		return a
	case math.IsNaN(b) || a <= b:
		return b
	}
	return a
}

func minF(a, b float64) float64 {
	switch {
	case math.IsNaN(a):
		return a
	case math.IsNaN(b) || a >= b:
		return b
	}
	return a
}

// clampKernel bounds x[0] below by x[lo] and then above by x[hi] (an
// index of -1 is an absent bound): min above max gives max, as PyTorch.
// NaN in x stays NaN; a NaN bound gives NaN when nanBounds (the .Tensor
// forms), and is ignored otherwise (the forms with Python scalars
// compare, and every comparison with NaN is false).
func clampKernel(lo, hi int, nanBounds bool) ewKernel {
	return ewKernel{
		f: func(x, _ []float64) float64 {
			v := x[0]
			if nanBounds && (lo >= 0 && math.IsNaN(x[lo]) || hi >= 0 && math.IsNaN(x[hi])) {
				return math.NaN()
			}
			if lo >= 0 && v < x[lo] {
				v = x[lo]
			}
			if hi >= 0 && v > x[hi] {
				v = x[hi]
			}
			return v
		},
		i: func(x, _ []int64) int64 {
			v := x[0]
			if lo >= 0 && v < x[lo] {
				v = x[lo]
			}
			if hi >= 0 && v > x[hi] {
				v = x[hi]
			}
			return v
		},
	}
}

// clamp is clamp(self, min?, max?) and clamp.Tensor, A their argument
// list: either bound may be none, not both.
func clamp[A interface {
	selfPositions
	Min() int
	Max() int
}](nanBounds bool) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		// lo and hi are the bounds' positions among the kernel's inputs.
		lo, hi := 1, 2
		if isNone(c, a.Min()) {
			lo = -1
		}
		if isNone(c, a.Max()) {
			hi = -1
		}
		if lo < 0 && hi < 0 {
			return c.Errorf("at least one of 'min' or 'max' must not be None")
		}
		k := clampKernel(lo, hi, nanBounds)
		return runElementwise(c, []int{a.Self(), a.Min(), a.Max()}, nil, &k)
	}
}

// clampMin and clampMax are clamp_min(self, min) and clamp_max(self,
// max), and their .Tensor forms, A their argument list; the bound is the
// kernel's input 1.
func clampMin[A interface {
	selfPositions
	Min() int
}](nanBounds bool) exec.Semantics {
	return elementwise(at(A.Self, A.Min), nil, clampKernel(1, -1, nanBounds))
}

func clampMax[A interface {
	selfPositions
	Max() int
}](nanBounds bool) exec.Semantics {
	return elementwise(at(A.Self, A.Max), nil, clampKernel(-1, 1, nanBounds))
}

// hardtanh(self, min_val, max_val) is clamp with both bounds (the
// kernel's inputs 1 and 2); relu6 is hardtanh(self, 0, 6).
var hardtanh = elementwise(at(torch.AtenHardtanhArgs[int].Self, torch.AtenHardtanhArgs[int].MinVal, torch.AtenHardtanhArgs[int].MaxVal),
	nil, clampKernel(1, 2, false))

var relu6 = unary[torch.AtenRelu6Args[int]](func(x float64) float64 {
	switch {
	case x < 0:
		return 0
	case x > 6:
		return 6
	}
	return x // NaN and -0 stay
}, func(x int64) int64 { return min(max(x, 0), 6) })

// ---- activations ----

// relu keeps NaN and -0 (it is max(x, 0) with x's NaN and sign of zero).
var relu = elementwise(at(torch.AtenReluArgs[int].Self), nil, withCheck(unaryKernel(func(x float64) float64 {
	if x < 0 {
		return 0
	}
	return x
}, func(x int64) int64 { return max(x, 0) }), noBoolOperand[torch.AtenReluArgs[int]]))

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// softplus(x, beta, threshold) is log(1 + exp(beta*x))/beta, and x where
// beta*x exceeds threshold.
func softplus(x, beta, threshold float64) float64 {
	if x*beta > threshold {
		return x
	}
	return math.Log1p(math.Exp(x*beta)) / beta
}

// elu(x, alpha, scale, input_scale): scale*x for x > 0, else
// alpha*scale*(exp(x*input_scale) - 1).
func elu(x, alpha, scale, inputScale float64) float64 {
	if x > 0 {
		return x * scale
	}
	return math.Expm1(x*inputScale) * alpha * scale
}

// hardsigmoid is relu6(x + 3)/6, NaN-propagating.
func hardsigmoid(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	return math.Min(math.Max(x+3, 0), 6) / 6
}

var (
	geluErf = activation[torch.AtenGeluArgs[int]](nil, func(x float64, _ []float64) float64 {
		return 0.5 * x * (1 + math.Erf(x/math.Sqrt2))
	})
	geluTanh = activation[torch.AtenGeluArgs[int]](nil, func(x float64, _ []float64) float64 {
		inner := math.Sqrt(2/math.Pi) * (x + 0.044715*x*x*x)
		return 0.5 * x * (1 + math.Tanh(inner))
	})
)

// gelu(self, approximate): x*Φ(x) with the normal CDF Φ exact ("none")
// or in its tanh form ("tanh").
func gelu(c *exec.Ctx) error {
	a := torch.AtenGeluArgs[int](operandPositions)
	mode := "none"
	if !isNone(c, a.Approximate()) {
		mode, _ = c.Args[a.Approximate()].Ref.(string)
	}
	switch mode {
	case "none":
		return geluErf(c)
	case "tanh":
		return geluTanh(c)
	}
	return c.Errorf("approximate argument must be either none or tanh, got '%s'", mode)
}

// celu(self, alpha) is elu(self, alpha, 1, 1/alpha).
var celuActivation = activation[torch.AtenCeluArgs[int]](at(torch.AtenCeluArgs[int].Alpha), func(x float64, p []float64) float64 {
	return elu(x, p[0], 1, 1/p[0])
})

func celu(c *exec.Ctx) error {
	if scalarF(c, pos(torch.AtenCeluArgs[int].Alpha)) == 0 {
		return c.Errorf("ZeroDivisionError: alpha cannot be 0 for CELU")
	}
	return celuActivation(c)
}

// threshold(self, threshold, value): value where self <= threshold (NaN
// is kept). The value is converted to the dtype.
var threshold = elementwise(at(torch.AtenThresholdArgs[int].Self, torch.AtenThresholdArgs[int].Value),
	at(torch.AtenThresholdArgs[int].Threshold), ewKernel{
		f: func(x, p []float64) float64 {
			if x[0] <= p[0] {
				return x[1]
			}
			return x[0]
		},
		i: func(x, p []int64) int64 {
			if x[0] <= p[0] {
				return x[1]
			}
			return x[0]
		},
	})

// lerp(self, end, weight) is self + weight*(end - self), computed from
// end's side for |weight| >= 0.5 (end - (end - self)*(1 - weight)), as
// PyTorch, so that weight 1 gives end exactly. lerp.Scalar's weight is a
// parameter (in float32 for the float32-computed dtypes), lerp.Tensor's
// an operand.
func lerp(self, end, weight float64, r func(float64) float64) float64 {
	diff := r(end - self)
	if math.Abs(weight) < 0.5 {
		return self + weight*diff
	}
	return end - diff*r(1-weight)
}

var (
	lerpScalar = elementwise(at(torch.AtenLerpScalarArgs[int].Self, torch.AtenLerpScalarArgs[int].End),
		at(torch.AtenLerpScalarArgs[int].Weight), ewKernel{
			fRound: func(e ewEnv) func(x, p []float64) float64 {
				return func(x, p []float64) float64 { return lerp(x[0], x[1], p[0], e.opmath) }
			},
			check: floatOnly,
		})
	lerpTensor = elementwise(at(torch.AtenLerpTensorArgs[int].Self, torch.AtenLerpTensorArgs[int].End, torch.AtenLerpTensorArgs[int].Weight),
		nil, ewKernel{
			fRound: func(e ewEnv) func(x, _ []float64) float64 {
				return func(x, _ []float64) float64 { return lerp(x[0], x[1], x[2], e.opmath) }
			},
			check: floatOnly,
		})
)

// ---- rounding ----

// rounding is floor/ceil/round/trunc: the identity on integers, an error
// on bools.
func rounding[A selfPositions](f func(float64) float64) exec.Semantics {
	return elementwise(at(A.Self), nil, withCheck(unaryKernel(f, func(x int64) int64 { return x }), noBool))
}

// ---- selection ----

// pick is the kernel x[cond] ? x[then] : x[otherwise].
func pick[T float64 | int64](cond, then, otherwise int) func(x, _ []T) T {
	return func(x, _ []T) T {
		if x[cond] != 0 {
			return x[then]
		}
		return x[otherwise]
	}
}

// whereSelf is where(condition, self, other), each of self and other a
// tensor or a Python scalar (where.self's argument list, which
// where.Scalar, .ScalarSelf and .ScalarOther share).
var whereSelf = elementwise(at(torch.AtenWhereSelfArgs[int].Condition, torch.AtenWhereSelfArgs[int].Self, torch.AtenWhereSelfArgs[int].Other), nil, ewKernel{
	f:     pick[float64](0, 1, 2),
	i:     pick[int64](0, 1, 2),
	conds: []int{0},
	check: boolCondition(pos(torch.AtenWhereSelfArgs[int].Condition), true),
})

// maskedFillKernel is masked_fill(self, mask, value): value where mask,
// converted to self's dtype (no type promotion: a float value truncates
// into an integer tensor).
var maskedFillKernel = ewKernel{
	f:     pick[float64](1, 2, 0),
	i:     pick[int64](1, 2, 0),
	conds: []int{1},
	check: boolCondition(pos(torch.AtenMaskedFillScalarArgs[int].Mask), false),
}

var maskedFillScalar = elementwise(at(torch.AtenMaskedFillScalarArgs[int].Self, torch.AtenMaskedFillScalarArgs[int].Mask, torch.AtenMaskedFillScalarArgs[int].Value),
	nil, maskedFillKernel)

// maskedFillTensor takes the value from a rank-0 tensor.
func maskedFillTensor(c *exec.Ctx) error {
	a := torch.AtenMaskedFillTensorArgs[int](operandPositions)
	v, err := c.Tensor(a.Value())
	if err != nil {
		return err
	}
	if len(v.Shape) != 0 {
		return c.Errorf("masked_fill only supports a 0-dimensional value tensor, got one of %d dimensions", len(v.Shape))
	}
	return maskedFillScalar(c)
}

// ---- casts, copies and fills ----

// castOp converts self to the result's dtype (to.dtype, _to_copy,
// type_as, ...), A the op's argument list: PyTorch's conversions, see
// numType.
func castOp[A selfPositions]() exec.Semantics { return elementwise(at(A.Self), nil, castKernel) }

var castKernel = unaryKernel(func(x float64) float64 { return x }, func(x int64) int64 { return x })

// dropout and native_dropout in inference cast their input.
var (
	dropoutCast       = elementwise(at(torch.AtenDropoutArgs[int].Input), nil, castKernel)
	nativeDropoutCast = elementwise(at(torch.AtenNativeDropoutArgs[int].Input), nil, castKernel)
)

// fillOp is fill.Scalar(self, value): self's shape, every element value.
var fillOp = elementwise(at(torch.AtenFillScalarArgs[int].Self, torch.AtenFillScalarArgs[int].Value), nil, ewKernel{
	f: func(x, _ []float64) float64 { return x[1] },
	i: func(x, _ []int64) int64 { return x[1] },
})

var zeroOp = elementwise(at(torch.AtenZero_Args[int].Self), nil, unaryKernel(func(float64) float64 { return 0 }, func(int64) int64 { return 0 }))

// dropoutProbability checks p, operand i, as PyTorch's dropout.
func dropoutProbability(c *exec.Ctx, i int) (float64, error) {
	p := scalarF(c, i)
	if !(p >= 0 && p <= 1) {
		return 0, c.Errorf("dropout probability has to be between 0 and 1, but got %v", p)
	}
	return p, nil
}

// dropout(input, p, train) is the identity in inference (and with p = 0,
// which drops nothing); training with p > 0 draws random masks, which
// are not reproducible.
func dropout(c *exec.Ctx) error {
	a := torch.AtenDropoutArgs[int](operandPositions)
	p, err := dropoutProbability(c, a.P())
	if err != nil {
		return err
	}
	if scalarB(c, a.Train()) && p != 0 {
		return c.Errorf("random ops are not reproducible: dropout in training (p=%v) draws a random mask", p)
	}
	return dropoutCast(c)
}

// nativeDropout(input, p, train?) returns (output, mask): in inference
// the input and an all-true mask. An absent train means training.
func nativeDropout(c *exec.Ctx) error {
	a := torch.AtenNativeDropoutArgs[int](operandPositions)
	train := isNone(c, a.Train()) || scalarB(c, a.Train())
	if train && scalarF(c, a.P()) != 0 {
		return c.Errorf("random ops are not reproducible: native_dropout in training (p=%v) draws a random mask", scalarF(c, a.P()))
	}
	if err := nativeDropoutCast(c); err != nil {
		return err
	}
	in, err := c.Tensor(a.Input())
	if err != nil {
		return err
	}
	mask, err := newResult(c, 1, in.Shape)
	if err != nil {
		return err
	}
	for i := range mask.Len() {
		setB(mask, i, true)
	}
	return nil
}
