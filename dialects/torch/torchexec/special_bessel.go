package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/internal/specfn"
)

// The Bessel and Airy functions of torch.special, registered in
// specialOps.

// besselI0 is the modified Bessel function I0 (Cephes i0: Chebyshev
// series of exp(-x) I0(x) on [0, 8] and of exp(-x) sqrt(x) I0(x) beyond).
func besselI0(x float64) float64 {
	x = math.Abs(x)
	return math.Exp(x) * besselI0e(x)
}

// besselI0e is exp(-|x|) I0(x).
func besselI0e(x float64) float64 {
	x = math.Abs(x)
	if x <= 8 {
		return chbevl(x/2-2, specfn.ChebI0eA)
	}
	return chbevl(32/x-2, specfn.ChebI0eB) / math.Sqrt(x)
}

// besselI1 is the modified Bessel function I1, odd in x.
func besselI1(x float64) float64 {
	return math.Exp(math.Abs(x)) * besselI1e(x)
}

// besselI1e is exp(-|x|) I1(x).
func besselI1e(x float64) float64 {
	ax := math.Abs(x)
	var v float64
	if ax <= 8 {
		v = chbevl(ax/2-2, specfn.ChebI1eA) * ax
	} else {
		v = chbevl(32/ax-2, specfn.ChebI1eB) / math.Sqrt(ax)
	}
	if x < 0 {
		return -v
	}
	return v
}

// besselK is the modified Bessel function of the second kind K0 or K1
// (times exp(x) when scaled): +Inf at 0, NaN for x < 0 (Cephes k0, k1).
func besselK(x float64, order int, scaled bool) float64 {
	switch {
	case x == 0:
		return math.Inf(1)
	case x < 0 || math.IsNaN(x):
		return math.NaN()
	}
	var v float64
	if x <= 2 {
		if order == 0 {
			v = chbevl(x*x-2, specfn.ChebK0A) - math.Log(0.5*x)*besselI0(x)
		} else {
			v = math.Log(0.5*x)*besselI1(x) + chbevl(x*x-2, specfn.ChebK1A)/x
		}
		if scaled {
			v *= math.Exp(x)
		}
		return v
	}
	tab := specfn.ChebK0B
	if order == 1 {
		tab = specfn.ChebK1B
	}
	v = chbevl(8/x-2, tab) / math.Sqrt(x)
	if !scaled {
		v *= math.Exp(-x)
	}
	return v
}

// besselJY applies Go's J0, J1, Y0 or Y1; PyTorch's Cephes code gives NaN
// at +-Inf (its phase is undefined there), and Y is NaN for x < 0.
func besselJY(f func(float64) float64, x float64, y bool) float64 {
	if math.IsInf(x, 0) || y && x < 0 {
		return math.NaN()
	}
	return f(x)
}

// sphericalJ0 is sin(x)/x, by its Taylor series for |x| < 1/2 and 0 at
// +-Inf.
func sphericalJ0(x float64) float64 {
	if math.IsInf(x, 0) {
		return 0
	}
	if math.Abs(x) < 0.5 {
		x2 := x * x
		return 1 + x2*(-1./6+x2*(1./120+x2*(-1./5040+x2*(1./362880+x2*(-1./39916800+x2*(1./6227020800))))))
	}
	return math.Sin(x) / x
}

// airyAi is the Airy function Ai (Cephes airy): asymptotic forms below
// -2.09 and from 2.09 on, the Maclaurin series between; NaN at +-Inf, 0
// beyond 103.892 (where it underflows).
func airyAi(x float64) float64 {
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x):
		return math.NaN()
	case x > 103.892:
		return 0
	case x < -2.09:
		t := math.Sqrt(-x)
		zeta := -2 * x * t / 3
		z := 1 / zeta
		zz := z * z
		f := 1 + zz*polevl(zz, specfn.AiryAFN)/polevl(zz, specfn.AiryAFD)
		g := z * polevl(zz, specfn.AiryAGN) / polevl(zz, specfn.AiryAGD)
		th := zeta + math.Pi/4
		return specfn.InvSqrtPi / math.Sqrt(t) * (math.Sin(th)*f - math.Cos(th)*g)
	case x >= 2.09:
		zeta := 2 * x * math.Sqrt(x) / 3
		r := polevl(1/zeta, specfn.AiryAN) / polevl(1/zeta, specfn.AiryAD)
		return specfn.InvSqrtPi * r / (2 * math.Sqrt(math.Sqrt(x)) * math.Exp(zeta))
	}
	// Ai(x) = c1 f(x) - c2 g(x) with f = sum 3^k (1/3)_k x^3k / (3k)!,
	// g = sum 3^k (2/3)_k x^(3k+1) / (3k+1)!.
	f, g := 1.0, x
	m, n, k := 1.0, x, 1.0
	z := x * x * x
	for t := 1.0; t > 0x1p-52; {
		m *= z
		k++
		m /= k
		n *= z
		k++
		n /= k
		m /= k
		f += m
		k++
		n /= k
		g += n
		t = math.Abs(m / f)
	}
	return specfn.AiryC1*f - specfn.AiryC2*g
}

// polevl evaluates the polynomial with coefficients cs (highest power
// first) at x.
func polevl(x float64, cs []float64) float64 {
	r := 0.0
	for _, c := range cs {
		r = r*x + c
	}
	return r
}

// chbevl sums the Chebyshev series cs (zero-order term last) at x/2.
func chbevl(x float64, cs []float64) float64 {
	b0, b1, b2 := cs[0], 0.0, 0.0
	for _, c := range cs[1:] {
		b2 = b1
		b1 = b0
		b0 = x*b1 - b2 + c
	}
	return 0.5 * (b0 - b2)
}
