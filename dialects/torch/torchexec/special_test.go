package torchexec_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/strata-compiler/strata/ir"
)

var (
	spInf = math.Inf(1)
	spNaN = math.NaN()
)

// Reference values are SciPy's (scipy.special) or closed forms; the
// special cases are PyTorch's.
func TestSpecialUnary(t *testing.T) {
	for _, c := range []struct {
		op       string
		in, want []float64
	}{
		{"lgamma", []float64{0.5, -0.5, 0, -2, math.Inf(-1), 10}, []float64{0.5723649429247001, 1.2655121234846454, spInf, spInf, spInf, 12.801827480081469}},
		{"digamma", []float64{1, 0.5, -0.5, 0, math.Copysign(0, -1), -1, 10}, []float64{-0.5772156649015329, -1.9635100260214235, 0.03648997397857652, -spInf, spInf, spNaN, 2.251752589066721}},
		{"erfinv", []float64{0.5, 1, -1, 1.5}, []float64{0.4769362762044699, spInf, -spInf, spNaN}},
		{"special_erfcx", []float64{0, 1, -1, 30, -30, spNaN}, []float64{1, 0.42758357615580705, 5.00898008076228, 0.018795888861416751, spInf, spNaN}},
		{"special_ndtr", []float64{0, 1}, []float64{0.5, 0.8413447460685429}},
		{"special_ndtri", []float64{0.975, 0.5, 0, 1, 2}, []float64{1.959963984540054, 0, -spInf, spInf, spNaN}},
		{"special_log_ndtr", []float64{-10, 0}, []float64{-53.23128515051247, -0.6931471805599453}},
		{"i0", []float64{1, -1, 10}, []float64{1.2660658777520082, 1.2660658777520082, 2815.716628466254}},
		{"special_i0e", []float64{1}, []float64{0.46575960759364043}},
		{"special_i1", []float64{1, -1}, []float64{0.5651591039924851, -0.5651591039924851}},
		{"special_i1e", []float64{1}, []float64{0.2079104153497085}},
		{"special_modified_bessel_k0", []float64{1, 3, 0, -1}, []float64{0.42102443824070834, 0.03473950438627925, spInf, spNaN}},
		{"special_modified_bessel_k1", []float64{1}, []float64{0.6019072301972346}},
		{"special_scaled_modified_bessel_k0", []float64{1}, []float64{1.1444630798068949}},
		{"special_bessel_j0", []float64{1, 10}, []float64{0.7651976865579666, -0.2459357644513483}},
		{"special_bessel_j1", []float64{1}, []float64{0.44005058574493355}},
		{"special_bessel_y0", []float64{1, 0, -1}, []float64{0.08825696421567697, -spInf, spNaN}},
		{"special_bessel_y1", []float64{1}, []float64{-0.7812128213002887}},
		{"special_spherical_bessel_j0", []float64{0, spInf, 2}, []float64{1, 0, 0.45464871341284085}},
		{"special_airy_ai", []float64{0, 1, -2, 10, spInf}, []float64{0.3550280538878172, 0.1352924163128814, 0.22740742820168558, 1.1047532552898687e-10, spNaN}},
		{"special_entr", []float64{0.5, 0, -1, spNaN}, []float64{0.34657359027997264, 0, -spInf, spNaN}},
		{"sinc", []float64{0.5, 0}, []float64{0.6366197723675814, 1}},
	} {
		t.Run(c.op, func(t *testing.T) {
			typ := fmt.Sprintf("[%d],f64", len(c.in))
			res := ewApply(t, "torch.aten."+c.op, typ, tn(typ, ewFloats(ir.F64, vec(len(c.in)), c.in...)))
			wantF(t, res, vec(len(c.in)), 1e-12, c.want...)
		})
	}
}

func TestSpecialBinary(t *testing.T) {
	for _, c := range []struct {
		op         string
		a, b, want []float64
	}{
		// zeta(x, q): pi^2/6, zeta(4), the pole x == 1, x < 1, the poles of q,
		// a non-integer x at q < 0.
		{"special_zeta", []float64{2, 4, 2, 1, 0.5, 2, 2.5}, []float64{1, 1, 2, 1, 1, -1, -1.5},
			[]float64{math.Pi * math.Pi / 6, 1.0823232337111381, math.Pi*math.Pi/6 - 1, spInf, spNaN, spInf, spNaN}},
		// P(1, x) = 1 - exp(-x), P(1/2, x) = erf(sqrt x).
		{"igamma", []float64{1, 1, 0.5, 0, 1, -1}, []float64{0.5, 3, 2, 1, 0, 1},
			[]float64{0.3934693402873666, 0.950212931632136, 0.9544997361036416, 1, 0, spNaN}},
		{"igammac", []float64{1, 0, 1}, []float64{3, 1, 0}, []float64{0.049787068367863944, 0, 1}},
		{"xlogy.Tensor", []float64{0, 0, 2}, []float64{0, spNaN, 3}, []float64{0, spNaN, 2.1972245773362196}},
		{"special_xlog1py", []float64{0, 2}, []float64{-1, 2}, []float64{0, 2.1972245773362196}},
		// T3(1/2) = -1, T7(1/2) = cos(7 pi/3), T3(2) = 26, T3(-1) = -1, T_-1 = 0.
		{"special_chebyshev_polynomial_t", []float64{0.5, 0.5, 2, -1, 0.3}, []float64{3, 7, 3, 3, -1}, []float64{-1, 0.5, 26, -1, 0}},
		{"special_chebyshev_polynomial_u", []float64{0.5, 1}, []float64{2, 3}, []float64{0, 4}},
		{"special_hermite_polynomial_h", []float64{1, 1}, []float64{3, 600}, []float64{-4, spNaN}},
		{"special_hermite_polynomial_he", []float64{1}, []float64{3}, []float64{-2}},
		{"special_laguerre_polynomial_l", []float64{1, 0}, []float64{2, 5}, []float64{-0.5, 1}},
		{"special_legendre_polynomial_p", []float64{0.5, -1}, []float64{2, 3}, []float64{-0.125, -1}},
		// T*(x) = T(2x - 1): T*_3(3/4) = T_3(1/2).
		{"special_shifted_chebyshev_polynomial_t", []float64{0.75, 0}, []float64{3, 3}, []float64{-1, -1}},
	} {
		t.Run(c.op, func(t *testing.T) {
			typ := fmt.Sprintf("[%d],f64", len(c.a))
			res := ewApply(t, "torch.aten."+c.op, typ, tn(typ, ewFloats(ir.F64, vec(len(c.a)), c.a...)),
				tn(typ, ewFloats(ir.F64, vec(len(c.b)), c.b...)))
			wantF(t, res, vec(len(c.a)), 1e-12, c.want...)
		})
	}
}

func TestSpecialParams(t *testing.T) {
	x := tn("[2],f64", ewFloats(ir.F64, vec(2), 1, 0.5))
	// polygamma(1, .) = pi^2/6, pi^2/2 (PyTorch's trigamma is good to
	// 1e-9); polygamma(2, 1) = -2 zeta(3); polygamma(3, 1) = pi^4/15.
	wantF(t, ewApply(t, "torch.aten.polygamma", "[2],f64", in(1), x), vec(2), 1e-9, math.Pi*math.Pi/6, math.Pi*math.Pi/2)
	wantF(t, ewApply(t, "torch.aten.polygamma", "[2],f64", in(2), x), vec(2), 1e-12, -2.4041138063191885, -16.828796644234318)
	wantF(t, ewApply(t, "torch.aten.polygamma", "[2],f64", in(3), x), vec(2), 1e-12, math.Pow(math.Pi, 4)/15, math.Pow(math.Pi, 4))
	ewApplyErr(t, "does not support negative n", "torch.aten.polygamma", "[2],f64", in(-1), x)
	// mvlgamma(2.5, 2) = log(pi)/2 + lgamma(2.5) + lgamma(2); integers compute in f32.
	wantF(t, ewApply(t, "torch.aten.mvlgamma", "[1],f64", tn("[1],f64", ewFloats(ir.F64, vec(1), 2.5)), in(2)), vec(1), 1e-12, 0.8570478133976193)
	wantF(t, ewApply(t, "torch.aten.mvlgamma", "[1],f32", tn("[1],si64", ints(64, vec(1), 3)), in(1)), vec(1), 1e-7, math.Ln2)
	ewApplyErr(t, "p has to be greater than or equal to 1", "torch.aten.mvlgamma", "[2],f64", x, in(0))
	// logit(1/4) = log(1/3); with eps 0.3 the input is clamped to 0.3.
	q := tn("[2],f64", ewFloats(ir.F64, vec(2), 0.25, spNaN))
	wantF(t, ewApply(t, "torch.aten.logit", "[2],f64", q, none()), vec(2), 1e-12, math.Log(1./3), spNaN)
	wantF(t, ewApply(t, "torch.aten.logit", "[2],f64", q, fl(0.3)), vec(2), 1e-12, math.Log(0.3/0.7), spNaN)
	// The Hermite polynomials are NaN above degree 128 in f32, 512 in f64.
	h := ewApply(t, "torch.aten.special_hermite_polynomial_he", "[1],f32", tn("[1],f32", f32(vec(1), 0.5)), tn("[1],f32", f32(vec(1), 200)))
	wantF(t, h, vec(1), 0, spNaN)
	// In-place overloads compute into a float self; an integer self is an error.
	wantF(t, ewApply(t, "torch.aten.polygamma_", "[2],f64", x, in(1)), vec(2), 1e-9, math.Pi*math.Pi/6, math.Pi*math.Pi/2)
	ewApplyErr(t, "can't be cast to the desired output type Long", "torch.aten.lgamma_", "[1],si64", tn("[1],si64", ints(64, vec(1), 3)))
	// The Bessel, Airy and polynomial kernels exist for float32 and float64 only.
	ewApplyErr(t, "not implemented for 'Half'", "torch.aten.special_bessel_j0", "[1],f16", tn("[1],f16", ewFloats(ir.F16, vec(1), 1)))
	ewApplyErr(t, "not implemented for 'BFloat16'", "torch.aten.special_chebyshev_polynomial_t", "[1],bf16",
		tn("[1],bf16", ewFloats(ir.BF16, vec(1), 1)), tn("[1],bf16", ewFloats(ir.BF16, vec(1), 2)))
}
