package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/internal/specfn"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Special functions, elementwise: integer and bool inputs compute in the
// result's float dtype (PyTorch promotes them to the default float), and
// every function is evaluated in float64 and rounded once to the result
// dtype. Where Go's math package has the function (lgamma, erfinv, the
// Bessel functions J0, J1, Y0, Y1) the interpreter uses it; the others
// follow the definitions PyTorch's kernels implement
// (aten/src/ATen/native/Math.h: Cephes, SciPy and Faddeeva code), with
// their special cases at poles, infinities and out-of-domain inputs.

// specialOps: special functions (gamma family, Bessel functions, orthogonal polynomials, erfcx, ndtr, ...).
// The special_ names that are plain aliases (special_gammaln, special_psi,
// special_xlogy, ...) take these semantics through torch.Aliases.
var specialOps = withGenerated(exec.Table{
	// gamma family
	torch.AtenLgamma.Name:    unaryFloat[torch.AtenLgammaArgs[int]](lgamma),
	torch.AtenDigamma.Name:   unaryFloat[torch.AtenDigammaArgs[int]](digamma),
	torch.AtenPolygamma.Name: polygammaOp,
	torch.AtenMvlgamma.Name:  mvlgammaOp,
	// zeta(x, q) = sum over k >= 0 of (k + q)^-x, the Hurwitz zeta function.
	torch.AtenSpecialZeta.Name:            binaryF32F64[torch.AtenSpecialZetaArgs[int]](zeta),
	torch.AtenSpecialZetaSelfScalar.Name:  binaryF32F64[torch.AtenSpecialZetaSelfScalarArgs[int]](zeta),
	torch.AtenSpecialZetaOtherScalar.Name: binaryF32F64[torch.AtenSpecialZetaOtherScalarArgs[int]](zeta),
	// igamma(a, x) = P(a, x), igammac(a, x) = Q(a, x) = 1 - P(a, x): the
	// regularized lower and upper incomplete gamma functions.
	torch.AtenIgamma.Name:  binaryFloat[torch.AtenIgammaArgs[int]](igamma),
	torch.AtenIgammac.Name: binaryFloat[torch.AtenIgammacArgs[int]](igammac),

	// error function family
	torch.AtenErfinv.Name:         unaryFloat[torch.AtenErfinvArgs[int]](erfinv),
	torch.AtenSpecialErfcx.Name:   unaryF32F64[torch.AtenSpecialErfcxArgs[int]](erfcx),
	torch.AtenSpecialNdtr.Name:    unaryFloat[torch.AtenSpecialNdtrArgs[int]](ndtr),
	torch.AtenSpecialNdtri.Name:   unaryF32F64[torch.AtenSpecialNdtriArgs[int]](ndtri),
	torch.AtenSpecialLogNdtr.Name: unaryF32F64[torch.AtenSpecialLogNdtrArgs[int]](logNdtr),

	// modified Bessel functions
	torch.AtenI0.Name:                            unaryFloat[torch.AtenI0Args[int]](besselI0),
	torch.AtenSpecialModifiedBesselI0.Name:       unaryF32F64[torch.AtenSpecialModifiedBesselI0Args[int]](besselI0),
	torch.AtenSpecialI0e.Name:                    unaryFloat[torch.AtenSpecialI0eArgs[int]](besselI0e),
	torch.AtenSpecialI1.Name:                     unaryFloat[torch.AtenSpecialI1Args[int]](besselI1),
	torch.AtenSpecialModifiedBesselI1.Name:       unaryF32F64[torch.AtenSpecialModifiedBesselI1Args[int]](besselI1),
	torch.AtenSpecialI1e.Name:                    unaryFloat[torch.AtenSpecialI1eArgs[int]](besselI1e),
	torch.AtenSpecialModifiedBesselK0.Name:       unaryF32F64[torch.AtenSpecialModifiedBesselK0Args[int]](func(x float64) float64 { return besselK(x, 0, false) }),
	torch.AtenSpecialModifiedBesselK1.Name:       unaryF32F64[torch.AtenSpecialModifiedBesselK1Args[int]](func(x float64) float64 { return besselK(x, 1, false) }),
	torch.AtenSpecialScaledModifiedBesselK0.Name: unaryXF32F64[torch.AtenSpecialScaledModifiedBesselK0Args[int]](func(x float64) float64 { return besselK(x, 0, true) }),
	torch.AtenSpecialScaledModifiedBesselK1.Name: unaryXF32F64[torch.AtenSpecialScaledModifiedBesselK1Args[int]](func(x float64) float64 { return besselK(x, 1, true) }),

	// Bessel functions of the first and second kind; Airy Ai
	torch.AtenSpecialBesselJ0.Name:          unaryF32F64[torch.AtenSpecialBesselJ0Args[int]](func(x float64) float64 { return besselJY(math.J0, x, false) }),
	torch.AtenSpecialBesselJ1.Name:          unaryF32F64[torch.AtenSpecialBesselJ1Args[int]](func(x float64) float64 { return besselJY(math.J1, x, false) }),
	torch.AtenSpecialBesselY0.Name:          unaryF32F64[torch.AtenSpecialBesselY0Args[int]](func(x float64) float64 { return besselJY(math.Y0, x, true) }),
	torch.AtenSpecialBesselY1.Name:          unaryF32F64[torch.AtenSpecialBesselY1Args[int]](func(x float64) float64 { return besselJY(math.Y1, x, true) }),
	torch.AtenSpecialSphericalBesselJ0.Name: unaryXF32F64[torch.AtenSpecialSphericalBesselJ0Args[int]](sphericalJ0),
	torch.AtenSpecialAiryAi.Name:            unaryXF32F64[torch.AtenSpecialAiryAiArgs[int]](airyAi),

	// elementary composites
	torch.AtenSpecialEntr.Name: unaryFloat[torch.AtenSpecialEntrArgs[int]](entr),
	torch.AtenSinc.Name:        unaryFloat[torch.AtenSincArgs[int]](sinc),
	torch.AtenLogit.Name:       logitSemantics,
	// xlogy(x, y) = x log(y), 0 where x == 0 (unless y is NaN);
	// xlog1py(x, y) = x log1p(y) alike.
	torch.AtenXlogyTensor.Name:               binaryFloat[torch.AtenXlogyTensorArgs[int]](xlogy),
	torch.AtenXlogyScalarSelf.Name:           binaryFloat[torch.AtenXlogyScalarSelfArgs[int]](xlogy),
	torch.AtenXlogyScalarOther.Name:          binaryFloat[torch.AtenXlogyScalarOtherArgs[int]](xlogy),
	torch.AtenSpecialXlog1py.Name:            binaryFloat[torch.AtenSpecialXlog1pyArgs[int]](xlog1py),
	torch.AtenSpecialXlog1pySelfScalar.Name:  binaryFloat[torch.AtenSpecialXlog1pySelfScalarArgs[int]](xlog1py),
	torch.AtenSpecialXlog1pyOtherScalar.Name: binaryFloat[torch.AtenSpecialXlog1pyOtherScalarArgs[int]](xlog1py),
	// The orthogonal polynomials P(x, n), n read as an integer (truncated;
	// NaN and infinities are negative), in their Tensor/Tensor,
	// Scalar x and Scalar n forms.
	torch.AtenSpecialChebyshevPolynomialT.Name:               polynomialOp[torch.AtenSpecialChebyshevPolynomialTArgs[int]](chebyshevT),
	torch.AtenSpecialChebyshevPolynomialTXScalar.Name:        polynomialOp[torch.AtenSpecialChebyshevPolynomialTXScalarArgs[int]](chebyshevT),
	torch.AtenSpecialChebyshevPolynomialTNScalar.Name:        polynomialOp[torch.AtenSpecialChebyshevPolynomialTNScalarArgs[int]](chebyshevT),
	torch.AtenSpecialChebyshevPolynomialU.Name:               polynomialOp[torch.AtenSpecialChebyshevPolynomialUArgs[int]](chebyshevU),
	torch.AtenSpecialChebyshevPolynomialUXScalar.Name:        polynomialOp[torch.AtenSpecialChebyshevPolynomialUXScalarArgs[int]](chebyshevU),
	torch.AtenSpecialChebyshevPolynomialUNScalar.Name:        polynomialOp[torch.AtenSpecialChebyshevPolynomialUNScalarArgs[int]](chebyshevU),
	torch.AtenSpecialChebyshevPolynomialV.Name:               polynomialOp[torch.AtenSpecialChebyshevPolynomialVArgs[int]](chebyshevV),
	torch.AtenSpecialChebyshevPolynomialVXScalar.Name:        polynomialOp[torch.AtenSpecialChebyshevPolynomialVXScalarArgs[int]](chebyshevV),
	torch.AtenSpecialChebyshevPolynomialVNScalar.Name:        polynomialOp[torch.AtenSpecialChebyshevPolynomialVNScalarArgs[int]](chebyshevV),
	torch.AtenSpecialChebyshevPolynomialW.Name:               polynomialOp[torch.AtenSpecialChebyshevPolynomialWArgs[int]](chebyshevW),
	torch.AtenSpecialChebyshevPolynomialWXScalar.Name:        polynomialOp[torch.AtenSpecialChebyshevPolynomialWXScalarArgs[int]](chebyshevW),
	torch.AtenSpecialChebyshevPolynomialWNScalar.Name:        polynomialOp[torch.AtenSpecialChebyshevPolynomialWNScalarArgs[int]](chebyshevW),
	torch.AtenSpecialShiftedChebyshevPolynomialT.Name:        polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialTArgs[int]](shifted(chebyshevTShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialTXScalar.Name: polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialTXScalarArgs[int]](shifted(chebyshevTShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialTNScalar.Name: polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialTNScalarArgs[int]](shifted(chebyshevTShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialU.Name:        polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialUArgs[int]](shifted(chebyshevUShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialUXScalar.Name: polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialUXScalarArgs[int]](shifted(chebyshevUShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialUNScalar.Name: polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialUNScalarArgs[int]](shifted(chebyshevUShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialV.Name:        polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialVArgs[int]](shifted(chebyshevVShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialVXScalar.Name: polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialVXScalarArgs[int]](shifted(chebyshevVShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialVNScalar.Name: polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialVNScalarArgs[int]](shifted(chebyshevVShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialW.Name:        polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialWArgs[int]](shifted(chebyshevWShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialWXScalar.Name: polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialWXScalarArgs[int]](shifted(chebyshevWShifted)),
	torch.AtenSpecialShiftedChebyshevPolynomialWNScalar.Name: polynomialOp[torch.AtenSpecialShiftedChebyshevPolynomialWNScalarArgs[int]](shifted(chebyshevWShifted)),
	torch.AtenSpecialHermitePolynomialH.Name:                 polynomialOp[torch.AtenSpecialHermitePolynomialHArgs[int]](hermiteH),
	torch.AtenSpecialHermitePolynomialHXScalar.Name:          polynomialOp[torch.AtenSpecialHermitePolynomialHXScalarArgs[int]](hermiteH),
	torch.AtenSpecialHermitePolynomialHNScalar.Name:          polynomialOp[torch.AtenSpecialHermitePolynomialHNScalarArgs[int]](hermiteH),
	torch.AtenSpecialHermitePolynomialHe.Name:                polynomialOp[torch.AtenSpecialHermitePolynomialHeArgs[int]](hermiteHe),
	torch.AtenSpecialHermitePolynomialHeXScalar.Name:         polynomialOp[torch.AtenSpecialHermitePolynomialHeXScalarArgs[int]](hermiteHe),
	torch.AtenSpecialHermitePolynomialHeNScalar.Name:         polynomialOp[torch.AtenSpecialHermitePolynomialHeNScalarArgs[int]](hermiteHe),
	torch.AtenSpecialLaguerrePolynomialL.Name:                polynomialOp[torch.AtenSpecialLaguerrePolynomialLArgs[int]](laguerreL),
	torch.AtenSpecialLaguerrePolynomialLXScalar.Name:         polynomialOp[torch.AtenSpecialLaguerrePolynomialLXScalarArgs[int]](laguerreL),
	torch.AtenSpecialLaguerrePolynomialLNScalar.Name:         polynomialOp[torch.AtenSpecialLaguerrePolynomialLNScalarArgs[int]](laguerreL),
	torch.AtenSpecialLegendrePolynomialP.Name:                polynomialOp[torch.AtenSpecialLegendrePolynomialPArgs[int]](legendreP),
	torch.AtenSpecialLegendrePolynomialPXScalar.Name:         polynomialOp[torch.AtenSpecialLegendrePolynomialPXScalarArgs[int]](legendreP),
	torch.AtenSpecialLegendrePolynomialPNScalar.Name:         polynomialOp[torch.AtenSpecialLegendrePolynomialPNScalarArgs[int]](legendreP),
})

// withGenerated adds the in-place overloads, running their out-of-place
// forms in place.
func withGenerated(t exec.Table) exec.Table {
	for op, out := range map[*ir.OpDef]*ir.OpDef{
		torch.AtenLgamma_: torch.AtenLgamma, torch.AtenDigamma_: torch.AtenDigamma, torch.AtenErfinv_: torch.AtenErfinv,
		torch.AtenI0_: torch.AtenI0, torch.AtenSinc_: torch.AtenSinc, torch.AtenLogit_: torch.AtenLogit,
		torch.AtenMvlgamma_: torch.AtenMvlgamma, torch.AtenIgamma_: torch.AtenIgamma, torch.AtenIgammac_: torch.AtenIgammac,
		torch.AtenXlogy_Tensor: torch.AtenXlogyTensor, torch.AtenXlogy_ScalarOther: torch.AtenXlogyScalarOther,
	} {
		t[op.Name] = inPlace(t[out.Name])
	}
	t[torch.AtenPolygamma_.Name] = inPlace(polygammaAt(pos(torch.AtenPolygamma_Args[int].N), pos(torch.AtenPolygamma_Args[int].Self)))
	return t
}

// binaryFloat is a float-only function of self and other.
func binaryFloat[A selfOtherPositions](f func(a, b float64) float64) exec.Semantics {
	return elementwise(at(A.Self, A.Other), nil, ewKernel{f: func(x, _ []float64) float64 { return f(x[0], x[1]) }})
}

// unaryF32F64 and binaryF32F64 are functions whose PyTorch CPU kernel
// exists for float32 and float64 only: f16 and bf16 are errors.
func unaryF32F64[A selfPositions](f func(x float64) float64) exec.Semantics {
	return elementwise(at(A.Self), nil, unaryF32F64Kernel(f))
}

// xPositions are the argument lists of the special functions whose
// input is named x (spherical_bessel_j0, airy_ai, ...).
type xPositions interface {
	~[]int
	X() int
}

// unaryXF32F64 is unaryF32F64 of an op whose input is x.
func unaryXF32F64[A xPositions](f func(x float64) float64) exec.Semantics {
	return elementwise(at(A.X), nil, unaryF32F64Kernel(f))
}

func unaryF32F64Kernel(f func(x float64) float64) ewKernel {
	return ewKernel{f: func(x, _ []float64) float64 { return f(x[0]) }, check: notReducedFloat}
}

func binaryF32F64[A selfOtherPositions](f func(a, b float64) float64) exec.Semantics {
	return elementwise(at(A.Self, A.Other), nil, ewKernel{f: func(x, _ []float64) float64 { return f(x[0], x[1]) }, check: notReducedFloat})
}

func notReducedFloat(c *exec.Ctx, compute numType) error {
	if compute.isReducedFloat() {
		return c.Errorf("'%s' is not implemented for '%s' (float32 and float64 only)", c.Op.Name(), dtypeName(compute))
	}
	return nil
}

// ---- gamma family ----

// lgamma is log|Gamma(x)|, +Inf at the poles and at -Inf (C's lgamma).
func lgamma(x float64) float64 {
	if math.IsInf(x, -1) {
		return math.Inf(1)
	}
	v, _ := math.Lgamma(x)
	return v
}

// digamma is Gamma'(x)/Gamma(x): -Inf at +0, +Inf at -0, NaN at the
// negative integers; reflected for x < 0, shifted up to 10 by the
// recurrence psi(x) = psi(x+1) - 1/x, then the asymptotic series.
func digamma(x float64) float64 {
	if x == 0 {
		return math.Copysign(math.Inf(1), -x)
	}
	if x < 0 {
		if x == math.Trunc(x) {
			return math.NaN()
		}
		_, r := math.Modf(x)
		return digamma(1-x) - math.Pi/math.Tan(math.Pi*r)
	}
	res := 0.0
	for x < 10 {
		res -= 1 / x
		x++
	}
	if x == 10 {
		return res + specfn.Psi10
	}
	y := 0.0
	if x < 1e17 {
		z := 1 / (x * x)
		y = z * polevl(z, specfn.DigammaA)
	}
	return res + math.Log(x) - 0.5/x - y
}

// trigamma is psi'(x): reflected below 1/2, shifted by 6, then its
// asymptotic series.
func trigamma(x float64) float64 {
	sign, res := 1.0, 0.0
	if x < 0.5 {
		sign = -1
		s := math.Sin(math.Pi * x)
		res -= math.Pi * math.Pi / (s * s)
		x = 1 - x
	}
	for i := 0; i < 6; i++ {
		res += 1 / (x * x)
		x++
	}
	ixx := 1 / (x * x)
	res += (1 + 1/(2*x) + ixx*(1./6-ixx*(1./30-ixx*(1./42)))) / x
	return sign * res
}

// polygamma(n, x) is the n-th derivative of digamma:
// (-1)^(n+1) n! zeta(n+1, x) for n >= 2.
func polygamma(n int64, x float64) float64 {
	switch n {
	case 0:
		return digamma(x)
	case 1:
		return trigamma(x)
	}
	sign := -1.0
	if n%2 == 1 {
		sign = 1
	}
	fact, _ := math.Lgamma(float64(n) + 1)
	return sign * math.Exp(fact) * zeta(float64(n+1), x)
}

var polygammaOp = polygammaAt(pos(torch.AtenPolygammaArgs[int].N), pos(torch.AtenPolygammaArgs[int].Self))

// polygammaAt is polygamma with n and x at operands nIdx and xIdx
// (polygamma(n, x), polygamma_(x, n)).
func polygammaAt(nIdx, xIdx int) exec.Semantics {
	return elementwise([]int{xIdx}, []int{nIdx}, ewKernel{
		f: func(x, p []float64) float64 { return polygamma(int64(p[0]), x[0]) },
		check: func(c *exec.Ctx, _ numType) error {
			if scalarI(c, nIdx) < 0 {
				return c.Errorf("polygamma(n, x) does not support negative n")
			}
			return nil
		},
	})
}

// inPlace is the semantics of an in-place overload on a value tensor:
// the out-of-place op's result, which PyTorch casts into self; a float
// result does not cast into an integer or bool self.
func inPlace(s exec.Semantics) exec.Semantics {
	return func(c *exec.Ctx) error {
		d, err := resultDtype(c, 0)
		if err != nil {
			return err
		}
		if n := numTypeOf(d); !n.float {
			return c.Errorf("result type Float can't be cast to the desired output type %s", dtypeName(n))
		}
		return s(c)
	}
}

// mvlgamma(x, p) is the multivariate log-gamma function:
// p(p-1)/4 log(pi) + sum over i < p of lgamma(x - i/2) (PyTorch sums the
// terms from i = p-1 down; it rejects bool inputs and p < 1).
var mvlgammaOp = elementwise(at(torch.AtenMvlgammaArgs[int].Self), at(torch.AtenMvlgammaArgs[int].P), ewKernel{
	f: func(x, pp []float64) float64 {
		p := int64(pp[0])
		s := 0.0
		for i := p - 1; i >= 0; i-- {
			s += lgamma(x[0] - float64(i)/2)
		}
		return s + float64(p*(p-1))*math.Log(math.Pi)/4
	},
	check: func(c *exec.Ctx, _ numType) error {
		a := torch.AtenMvlgammaArgs[int](operandPositions)
		if numTypeOf(argDtype(c, a.Self())).isBool() {
			return c.Errorf("The input tensor may not be a boolean tensor.")
		}
		if scalarI(c, a.P()) < 1 {
			return c.Errorf("p has to be greater than or equal to 1")
		}
		return nil
	},
})

// zeta is the Hurwitz zeta function sum over k >= 0 of (k+q)^-x (Cephes'
// Euler-Maclaurin summation): +Inf at x == 1, NaN for x < 1; +Inf at the
// non-positive integers q, NaN for other q <= 0 unless x is an integer.
func zeta(x, q float64) float64 {
	if x == 1 {
		return math.Inf(1)
	}
	if x < 1 {
		return math.NaN()
	}
	if q <= 0 {
		if q == math.Floor(q) {
			return math.Inf(1)
		}
		if x != math.Floor(x) {
			return math.NaN()
		}
	}
	s := math.Pow(q, -x)
	a, b := q, 0.0
	for i := 0; i < 9 || a <= 9; {
		i++
		a++
		b = math.Pow(a, -x)
		s += b
		if -specfn.MachEp*s < b && b < specfn.MachEp*s {
			return s
		}
	}
	w := a
	s += b * w / (x - 1)
	s -= 0.5 * b
	a, k := 1.0, 0.0
	for i := 0; i < 12; i++ {
		a *= x + k
		b /= w
		t := a * b / specfn.ZetaA[i]
		s += t
		if math.Abs(t/s) < specfn.MachEp {
			return s
		}
		k++
		a *= x + k
		b /= w
		k++
	}
	return s
}

// igamma is the regularized lower incomplete gamma function P(a, x), with
// SciPy's boundary values: NaN for a < 0 or x < 0, P(0, x > 0) = 1,
// P(a, 0) = 0, P(Inf, x) = 0 (NaN for x = Inf), P(a, Inf) = 1. Inside,
// the power series for x < a + 1 and the continued fraction of Q beyond
// (Numerical Recipes' gser/gcf, in float64).
func igamma(a, x float64) float64 {
	switch {
	case x < 0 || a < 0 || math.IsNaN(a) || math.IsNaN(x):
		return math.NaN()
	case a == 0:
		if x > 0 {
			return 1
		}
		return math.NaN()
	case x == 0:
		return 0
	case math.IsInf(a, 1):
		if math.IsInf(x, 1) {
			return math.NaN()
		}
		return 0
	case math.IsInf(x, 1):
		return 1
	}
	if x < a+1 {
		return igammaSeries(a, x)
	}
	return 1 - igammacFraction(a, x)
}

// igammac is Q(a, x) = 1 - P(a, x), with the boundary values of SciPy's
// gammaincc: NaN for a < 0 or x < 0, Q(0, x > 0) = 0, Q(a, 0) = 1,
// Q(Inf, x) = 1 (NaN for x = Inf), Q(a, Inf) = 0.
func igammac(a, x float64) float64 {
	switch {
	case x < 0 || a < 0 || math.IsNaN(a) || math.IsNaN(x):
		return math.NaN()
	case a == 0:
		if x > 0 {
			return 0
		}
		return math.NaN()
	case x == 0:
		return 1
	case math.IsInf(a, 1):
		if math.IsInf(x, 1) {
			return math.NaN()
		}
		return 1
	case math.IsInf(x, 1):
		return 0
	}
	if x < a+1 {
		return 1 - igammaSeries(a, x)
	}
	return igammacFraction(a, x)
}

// igammaSeries is P(a, x) = x^a e^-x / Gamma(a+1) * sum x^k / ((a+1)...(a+k)).
func igammaSeries(a, x float64) float64 {
	logGamma, _ := math.Lgamma(a)
	ap, sum := a, 1/a
	del := sum
	for n := 0; n < 2000; n++ {
		ap++
		del *= x / ap
		sum += del
		if math.Abs(del) < math.Abs(sum)*0x1p-53 {
			break
		}
	}
	return sum * math.Exp(-x+a*math.Log(x)-logGamma)
}

// igammacFraction is Q(a, x) by Legendre's continued fraction (modified
// Lentz).
func igammacFraction(a, x float64) float64 {
	const tiny = 1e-300
	logGamma, _ := math.Lgamma(a)
	b := x + 1 - a
	c := 1 / tiny
	d := 1 / b
	h := d
	for i := 1.0; i < 2000; i++ {
		an := -i * (i - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 0x1p-53 {
			break
		}
	}
	return math.Exp(-x+a*math.Log(x)-logGamma) * h
}

// ---- error function family ----

// erfinv is the inverse of erf: NaN beyond [-1, 1], +-Inf at +-1.
func erfinv(y float64) float64 {
	if math.Abs(y) > 1 {
		return math.NaN()
	}
	return math.Erfinv(y)
}

// erfcx is exp(x^2) erfc(x): directly below 10, by erfc's continued
// fraction above (where exp(x^2) erfc(x) would underflow), and through
// erfcx(x) = 2 exp(x^2) - erfcx(-x) for x < 0 (+Inf below -26.7).
func erfcx(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x < -26.7:
		return math.Inf(1)
	case x < 0:
		return 2*math.Exp(x*x) - erfcx(-x)
	case x < 10:
		return math.Exp(x*x) * math.Erfc(x)
	case x > 5e7:
		return 1 / (math.SqrtPi * x)
	}
	// erfc(x) exp(x^2) sqrt(pi) = 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))).
	f := x
	for k := 60; k >= 1; k-- {
		f = x + float64(k)/2/f
	}
	return 1 / (math.SqrtPi * f)
}

// ndtr is the standard normal distribution function (1 + erf(x/sqrt 2))/2.
func ndtr(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// logNdtr is log(ndtr(x)), through erfcx below -1 where ndtr underflows.
func logNdtr(x float64) float64 {
	t := x / math.Sqrt2
	if x < -1 {
		return math.Log(erfcx(-t)/2) - t*t
	}
	return math.Log1p(-math.Erfc(t) / 2)
}

// ndtri is the inverse of ndtr (Cephes ndtri): -Inf at 0, +Inf at 1, NaN
// outside [0, 1].
func ndtri(y0 float64) float64 {
	switch {
	case y0 == 0:
		return math.Inf(-1)
	case y0 == 1:
		return math.Inf(1)
	case !(y0 > 0 && y0 < 1):
		return math.NaN()
	}
	const s2pi = 2.50662827463100050242
	negate := true
	y := y0
	if y > 1-specfn.ExpMinus2 {
		y = 1 - y
		negate = false
	}
	if y > specfn.ExpMinus2 {
		y -= 0.5
		y2 := y * y
		return (y + y*(y2*polevl(y2, specfn.NdtriP0)/polevl(y2, specfn.NdtriQ0))) * s2pi
	}
	x := math.Sqrt(-2 * math.Log(y))
	x0 := x - math.Log(x)/x
	z := 1 / x
	var x1 float64
	if x < 8 {
		x1 = z * polevl(z, specfn.NdtriP1) / polevl(z, specfn.NdtriQ1)
	} else {
		x1 = z * polevl(z, specfn.NdtriP2) / polevl(z, specfn.NdtriQ2)
	}
	x = x0 - x1
	if negate {
		x = -x
	}
	return x
}

// ---- elementary composites ----

// entr is -x log(x): 0 at 0, -Inf for x < 0, NaN for NaN.
func entr(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 0:
		return -x * math.Log(x)
	case x == 0:
		return 0
	}
	return math.Inf(-1)
}

// sinc is sin(pi x)/(pi x), 1 at 0.
func sinc(x float64) float64 {
	if x == 0 {
		return 1
	}
	p := math.Pi * x
	return math.Sin(p) / p
}

func xlogy(x, y float64) float64 {
	if math.IsNaN(y) {
		return y
	}
	if x == 0 {
		return 0
	}
	return x * math.Log(y)
}

func xlog1py(x, y float64) float64 {
	if math.IsNaN(y) {
		return y
	}
	if x == 0 {
		return 0
	}
	return x * math.Log1p(y)
}

// logitSemantics is logit(x, eps?) = log(x/(1-x)), x first clamped to
// [eps, 1-eps] when eps is given and not negative (the bounds rounded to
// the compute dtype, as PyTorch's kernel computes them).
func logitSemantics(c *exec.Ctx) error {
	a := torch.AtenLogitArgs[int](operandPositions)
	eps := -1.0
	if !isNone(c, a.Eps()) {
		eps = scalarF(c, a.Eps())
	}
	return runElementwise(c, []int{a.Self()}, nil, &ewKernel{
		fRound: func(e ewEnv) func(x, _ []float64) float64 {
			lo, hi := e.dtype(eps), e.dtype(1-e.dtype(eps))
			return func(x, _ []float64) float64 {
				v := x[0]
				if eps >= 0 {
					if v < lo {
						v = lo
					} else if v > hi {
						v = hi
					}
				}
				return math.Log(v / (1 - v))
			}
		},
	})
}
