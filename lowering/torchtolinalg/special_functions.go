package torchtolinalg

import (
	"math"

	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/internal/specfn"
	"github.com/strata-compiler/strata/ir"
)

// The special functions' bodies, built with sf in f64: the gamma family
// (lgamma, digamma, trigamma, polygamma, zeta, igamma), the error
// functions (erfinv, erfcx, ndtr, log_ndtr, ndtri), the Bessel and Airy
// functions, entr, sinc and xlogy.

// ---- gamma family ----

// lanczos are the coefficients of Lanczos' approximation with g = 7.
var lanczos = []float64{0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
	-176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7}

// lgamma is log|Gamma(x)|: Lanczos' approximation for x >= 1/2, the
// reflection log(pi/|sin(pi x)|) - lgamma(1-x) below (with sin(pi x)
// reduced to x - round(x) first); +Inf at the poles and at +-Inf.
func (s specialFns) lgamma(x *ir.Value) *ir.Value {
	small := s.lt(x, s.c(0.5))
	y := s.sel(small, s.sub(s.c(1), x), x)
	z := s.sub(y, s.c(1))
	a := s.c(lanczos[0])
	for i, p := range lanczos[1:] {
		a = s.add(a, s.div(s.c(p), s.add(z, s.c(float64(i+1)))))
	}
	t := s.add(z, s.c(7.5))
	lg := s.add(s.sub(s.add(s.c(0.5*math.Log(2*math.Pi)), s.mul(s.add(z, s.c(0.5)), s.log(t))), t), s.log(a))
	r := s.sub(x, s.f1(mathd.RoundEven.Name, x))
	refl := s.sub(s.log(s.div(s.c(math.Pi), s.abs(s.f1(mathd.Sin.Name, s.mul(s.c(math.Pi), r))))), lg)
	v := s.sel(small, refl, lg)
	pole := s.or(s.isInf(x), s.and(s.le(x, s.c(0)), s.isInt(x)))
	return s.sel(pole, s.c(math.Inf(1)), v)
}

// digamma: -Inf at +0 and +Inf at -0, NaN at the negative integers;
// psi(x) = psi(1-x) - pi/tan(pi frac(x)) for x < 0; the recurrence
// psi(x) = psi(x+1) - 1/x up to 10 (at most ten steps from x > 0), then
// the asymptotic series (Cephes psi).
func (s specialFns) digamma(x *ir.Value) *ir.Value {
	neg := s.lt(x, s.c(0))
	r := s.sub(x, s.f1(mathd.Trunc.Name, x))
	refl := s.sel(neg, s.neg(s.div(s.c(math.Pi), s.f1(mathd.Tan.Name, s.mul(s.c(math.Pi), r)))), s.c(0))
	y := s.sel(neg, s.sub(s.c(1), x), x)
	res := s.c(0)
	for i := 0; i < 10; i++ {
		c := s.lt(y, s.c(10))
		res = s.sel(c, s.sub(res, s.div(s.c(1), y)), res)
		y = s.sel(c, s.add(y, s.c(1)), y)
	}
	z := s.div(s.c(1), s.mul(y, y))
	tail := s.sel(s.lt(y, s.c(1e17)), s.mul(z, s.polevl(z, specfn.DigammaA)), s.c(0))
	asym := s.sub(s.sub(s.log(y), s.div(s.c(0.5), y)), tail)
	v := s.add(s.sel(s.eq(y, s.c(10)), s.c(specfn.Psi10), asym), res)
	v = s.add(v, refl)
	v = s.sel(s.and(neg, s.isInt(x)), s.c(math.NaN()), v)
	return s.sel(s.eq(x, s.c(0)), s.copysign(s.c(math.Inf(1)), s.neg(x)), v)
}

// trigamma is psi'(x): pi^2/sin^2(pi x) - psi'(1-x) below 1/2, six steps
// of psi'(x) = psi'(x+1) + 1/x^2, then the asymptotic series.
func (s specialFns) trigamma(x *ir.Value) *ir.Value {
	small := s.lt(x, s.c(0.5))
	sn := s.f1(mathd.Sin.Name, s.mul(s.c(math.Pi), x))
	res := s.sel(small, s.neg(s.div(s.c(math.Pi*math.Pi), s.mul(sn, sn))), s.c(0))
	y := s.sel(small, s.sub(s.c(1), x), x)
	for i := 0; i < 6; i++ {
		res = s.add(res, s.div(s.c(1), s.mul(y, y)))
		y = s.add(y, s.c(1))
	}
	ixx := s.div(s.c(1), s.mul(y, y))
	series := s.sub(s.c(1./6), s.mul(ixx, s.sub(s.c(1./30), s.mul(ixx, s.c(1./42)))))
	res = s.add(res, s.div(s.add(s.add(s.c(1), s.div(s.c(1), s.mul(s.c(2), y))), s.mul(ixx, series)), y))
	return s.mul(s.sel(small, s.c(-1), s.c(1)), res)
}

// polygamma(n, x) = (-1)^(n+1) n! zeta(n+1, x) for n >= 2.
func (s specialFns) polygamma(n int64, x *ir.Value) *ir.Value {
	switch n {
	case 0:
		return s.digamma(x)
	case 1:
		return s.trigamma(x)
	}
	lf, _ := math.Lgamma(float64(n) + 1)
	k := math.Exp(lf)
	if n%2 == 0 {
		k = -k
	}
	return s.mul(s.c(k), s.zeta(s.c(float64(n+1)), x))
}

// zeta is the Hurwitz zeta function (Cephes zeta): the direct sum of
// (q+k)^-x until a term is below machine epsilon relative to the sum or
// q+k passes 9 (at least nine terms), then Euler-Maclaurin's tail with
// up to twelve Bernoulli terms. +Inf at x == 1 and at the non-positive
// integers q; NaN for x < 1 and for other q <= 0 unless x is an integer.
func (s specialFns) zeta(x, q *ir.Value) *ir.Value {
	one := s.c(1)
	qNonPos := s.le(q, s.c(0))
	xOne, xSmall := s.eq(x, one), s.lt(x, one)
	qPole := s.and(qNonPos, s.eq(q, s.f1(mathd.Floor.Name, q)))
	qBad := s.and(qNonPos, s.cmp("une", x, s.f1(mathd.Floor.Name, x)))
	inf := s.or(xOne, qPole)
	nan := s.or(xSmall, qBad)
	// Out-of-domain elements sum at q = 1, x = 2 (the select drops them),
	// so that no loop runs unbounded on them.
	bad := s.or(inf, nan)
	x = s.sel(bad, s.c(2), x)
	q = s.sel(bad, one, q)
	negX := s.neg(x)
	mach := s.c(specfn.MachEp)
	converged := func(b, sum *ir.Value) *ir.Value {
		return s.and(s.lt(s.neg(s.mul(mach, sum)), b), s.lt(b, s.mul(mach, sum)))
	}
	f := s.l.constant(s.l.ctx.I(1), 0)
	out := s.while([]*ir.Value{s.c(0), q, s.c(0), s.pow(q, negX), f},
		func(v []*ir.Value) *ir.Value {
			more := s.or(s.lt(v[0], s.c(9)), s.le(v[1], s.c(9)))
			return s.and(s.not(v[4]), more)
		},
		func(v []*ir.Value) []*ir.Value {
			a := s.add(v[1], one)
			b := s.pow(a, negX)
			sum := s.add(v[3], b)
			return []*ir.Value{s.add(v[0], one), a, b, sum, converged(b, sum)}
		})
	w, b, sum, done := out[1], out[2], out[3], out[4]
	tail := s.add(sum, s.div(s.mul(b, w), s.sub(x, one)))
	tail = s.sub(tail, s.mul(s.c(0.5), b))
	a, k := one, s.c(0)
	tdone := done
	for i := 0; i < 12; i++ {
		a = s.mul(a, s.add(x, k))
		b = s.div(b, w)
		t := s.div(s.mul(a, b), s.c(specfn.ZetaA[i]))
		next := s.add(tail, t)
		tail = s.sel(tdone, tail, next)
		tdone = s.or(tdone, s.lt(s.abs(s.div(t, next)), mach))
		k = s.add(k, one)
		a = s.mul(a, s.add(x, k))
		b = s.div(b, w)
		k = s.add(k, one)
	}
	v := s.sel(done, sum, tail)
	// PyTorch tests x == 1, x < 1, then the poles of q, then other q <= 0.
	v = s.sel(qBad, s.c(math.NaN()), v)
	v = s.sel(qPole, s.c(math.Inf(1)), v)
	v = s.sel(xSmall, s.c(math.NaN()), v)
	return s.sel(xOne, s.c(math.Inf(1)), v)
}

// igamma is the regularized lower incomplete gamma function P(a, x), or
// with upper Q(a, x) = 1 - P(a, x): the power series of P for
// x < a + 1, Legendre's continued fraction of Q (modified Lentz) beyond,
// each an scf.while of at most 2000 steps to a relative 2^-53; SciPy's
// values at the boundaries (NaN for a < 0 or x < 0, a or x zero or
// infinite).
func (s specialFns) igamma(a, x *ir.Value, upper bool) *ir.Value {
	zero, one := s.c(0), s.c(1)
	nan, inf := s.c(math.NaN()), s.c(math.Inf(1))
	eps := s.c(0x1p-53)
	// PyTorch's boundary cases in its order, as (condition, P, Q).
	cases := [][3]*ir.Value{
		{s.or(s.or(s.lt(x, zero), s.lt(a, zero)), s.or(s.isNaN(a), s.isNaN(x))), nan, nan},
		{s.and(s.eq(a, zero), s.gt(x, zero)), one, zero},
		{s.eq(a, zero), nan, nan},
		{s.eq(x, zero), zero, one},
		{s.and(s.eq(a, inf), s.eq(x, inf)), nan, nan},
		{s.eq(a, inf), zero, one},
		{s.eq(x, inf), one, zero},
	}
	special := cases[0][0]
	for _, c := range cases[1:] {
		special = s.or(special, c[0])
	}
	useSeries := s.lt(x, s.add(a, one))
	// Elements another branch computes run their loop at a = 1, x = 0
	// (series) or x = 2 (fraction), which end at once.
	sa := s.sel(special, one, a)
	sx := s.sel(s.or(special, s.not(useSeries)), zero, x)
	ca := s.sel(s.or(special, useSeries), one, a)
	cx := s.sel(s.or(special, useSeries), s.c(2), x)
	prefix := func(a, x *ir.Value) *ir.Value {
		return s.exp(s.sub(s.add(s.neg(x), s.mul(a, s.log(x))), s.lgamma(a)))
	}
	limit := s.c(2000)
	ser := s.while([]*ir.Value{zero, sa, s.div(one, sa), s.div(one, sa)},
		func(v []*ir.Value) *ir.Value {
			return s.and(s.lt(v[0], limit), s.cmp("oge", s.abs(v[3]), s.mul(s.abs(v[2]), eps)))
		},
		func(v []*ir.Value) []*ir.Value {
			ap := s.add(v[1], one)
			del := s.mul(v[3], s.div(sx, ap))
			return []*ir.Value{s.add(v[0], one), ap, s.add(v[2], del), del}
		})
	p := s.mul(ser[2], prefix(sa, sx))
	tiny := s.c(1e-300)
	floor := func(v *ir.Value) *ir.Value { return s.sel(s.lt(s.abs(v), tiny), tiny, v) }
	b0 := s.add(s.sub(cx, ca), one)
	d0 := s.div(one, b0)
	cf := s.while([]*ir.Value{one, b0, s.div(one, tiny), d0, d0, zero},
		func(v []*ir.Value) *ir.Value {
			return s.and(s.lt(v[0], limit), s.cmp("oge", s.abs(s.sub(v[5], one)), eps))
		},
		func(v []*ir.Value) []*ir.Value {
			i, b, c, d, h := v[0], v[1], v[2], v[3], v[4]
			an := s.neg(s.mul(i, s.sub(i, ca)))
			b = s.add(b, s.c(2))
			d = s.div(one, floor(s.add(s.mul(an, d), b)))
			c = floor(s.add(b, s.div(an, c)))
			del := s.mul(d, c)
			return []*ir.Value{s.add(i, one), b, c, d, s.mul(h, del), del}
		})
	q := s.mul(prefix(ca, cx), cf[4])
	var v *ir.Value
	k := 1
	if upper {
		v = s.sel(useSeries, s.sub(one, p), q)
		k = 2
	} else {
		v = s.sel(useSeries, p, s.sub(one, q))
	}
	for i := len(cases) - 1; i >= 0; i-- {
		v = s.sel(cases[i][0], cases[i][k], v)
	}
	return v
}

// ---- error function family ----

// erfinv: a rational first guess (central for |y| <= 0.7, tail beyond)
// and two Newton steps on erf; NaN beyond [-1, 1], +-Inf at +-1.
func (s specialFns) erfinv(y *ir.Value) *ir.Value {
	ay := s.abs(y)
	z := s.mul(y, y)
	num := s.polevl(z, reverse(specfn.ErfinvA))
	den := s.add(s.mul(s.polevl(z, reverse(specfn.ErfinvB)), z), s.c(1))
	central := s.div(s.mul(y, num), den)
	w := s.sqrt(s.neg(s.log(s.div(s.sub(s.c(1), ay), s.c(2)))))
	tnum := s.polevl(w, reverse(specfn.ErfinvC))
	tden := s.add(s.mul(s.polevl(w, reverse(specfn.ErfinvD)), w), s.c(1))
	tail := s.div(s.copysign(tnum, y), tden)
	x := s.sel(s.le(ay, s.c(0.7)), central, tail)
	k := s.c(2 / math.Sqrt(math.Pi))
	for i := 0; i < 2; i++ {
		x = s.sub(x, s.div(s.sub(s.f1(mathd.Erf.Name, x), y), s.mul(k, s.exp(s.neg(s.mul(x, x))))))
	}
	x = s.sel(s.eq(ay, s.c(1)), s.copysign(s.c(math.Inf(1)), y), x)
	return s.sel(s.gt(ay, s.c(1)), s.c(math.NaN()), x)
}

func reverse(cs []float64) []float64 {
	out := make([]float64, len(cs))
	for i, c := range cs {
		out[len(cs)-1-i] = c
	}
	return out
}

// erfcxPos is exp(x^2) erfc(x) for x >= 0: directly below 10, by erfc's
// continued fraction 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))) / sqrt(pi)
// from 10 on.
func (s specialFns) erfcxPos(x *ir.Value) *ir.Value {
	direct := s.mul(s.exp(s.mul(x, x)), s.f1(mathd.Erfc.Name, s.sel(s.lt(x, s.c(10)), x, s.c(0))))
	xf := s.sel(s.lt(x, s.c(10)), s.c(10), x)
	f := xf
	for k := 40; k >= 1; k-- {
		f = s.add(xf, s.div(s.c(float64(k)/2), f))
	}
	frac := s.div(s.c(1/math.Sqrt(math.Pi)), f)
	return s.sel(s.lt(x, s.c(10)), direct, frac)
}

// erfcx is exp(x^2) erfc(x); 2 exp(x^2) - erfcx(-x) for x < 0 (+Inf below
// -26.7).
func (s specialFns) erfcx(x *ir.Value) *ir.Value {
	pos := s.erfcxPos(s.abs(x))
	ax := s.sel(s.lt(x, s.c(-26.7)), s.c(0), x)
	neg := s.sub(s.mul(s.c(2), s.exp(s.mul(ax, ax))), pos)
	v := s.sel(s.lt(x, s.c(0)), neg, pos)
	v = s.sel(s.lt(x, s.c(-26.7)), s.c(math.Inf(1)), v)
	return s.sel(s.isNaN(x), x, v)
}

// ndtr(x) = erfc(-x/sqrt 2)/2.
func (s specialFns) ndtr(x *ir.Value) *ir.Value {
	return s.mul(s.c(0.5), s.f1(mathd.Erfc.Name, s.mul(x, s.c(-1/math.Sqrt2))))
}

// logNdtr is log(ndtr(x)): log(erfcx(-t)/2) - t^2 with t = x/sqrt 2 below
// -1, log1p(-erfc(t)/2) above.
func (s specialFns) logNdtr(x *ir.Value) *ir.Value {
	t := s.mul(x, s.c(1/math.Sqrt2))
	low := s.sub(s.log(s.div(s.erfcx(s.neg(t)), s.c(2))), s.mul(t, t))
	high := s.f1(mathd.Log1p.Name, s.neg(s.div(s.f1(mathd.Erfc.Name, t), s.c(2))))
	return s.sel(s.lt(x, s.c(-1)), low, high)
}

// ndtri is the inverse of ndtr (Cephes ndtri): a rational function of
// y - 1/2 in the middle, of 1/sqrt(-2 log y) in the tails; -Inf at 0,
// +Inf at 1, NaN outside [0, 1].
func (s specialFns) ndtri(y0 *ir.Value) *ir.Value {
	one := s.c(1)
	upper := s.gt(y0, s.c(1-specfn.ExpMinus2))
	y := s.sel(upper, s.sub(one, y0), y0)
	mid := s.gt(y, s.c(specfn.ExpMinus2))
	ym := s.sub(y, s.c(0.5))
	y2 := s.mul(ym, ym)
	center := s.mul(s.add(ym, s.mul(ym, s.div(s.mul(y2, s.polevl(y2, specfn.NdtriP0)), s.polevl(y2, specfn.NdtriQ0)))), s.c(2.50662827463100050242))
	yt := s.sel(s.and(s.gt(y, s.c(0)), s.not(mid)), y, s.c(0.01))
	x := s.sqrt(s.mul(s.c(-2), s.log(yt)))
	x0 := s.sub(x, s.div(s.log(x), x))
	z := s.div(one, x)
	x1a := s.div(s.mul(z, s.polevl(z, specfn.NdtriP1)), s.polevl(z, specfn.NdtriQ1))
	x1b := s.div(s.mul(z, s.polevl(z, specfn.NdtriP2)), s.polevl(z, specfn.NdtriQ2))
	t := s.sub(x0, s.sel(s.lt(x, s.c(8)), x1a, x1b))
	t = s.sel(upper, t, s.neg(t))
	v := s.sel(mid, center, t)
	v = s.sel(s.and(s.gt(y0, s.c(0)), s.lt(y0, one)), v, s.c(math.NaN()))
	v = s.sel(s.eq(y0, s.c(0)), s.c(math.Inf(-1)), v)
	return s.sel(s.eq(y0, one), s.c(math.Inf(1)), v)
}

// ---- Bessel functions ----

// i0e is exp(-|x|) I0(x) (Cephes i0e: Chebyshev series on [0, 8] and
// beyond).
func (s specialFns) i0e(x *ir.Value) *ir.Value {
	ax := s.abs(x)
	in := s.le(ax, s.c(8))
	a := s.chbevl(s.sub(s.div(ax, s.c(2)), s.c(2)), specfn.ChebI0eA)
	b := s.div(s.chbevl(s.sub(s.div(s.c(32), ax), s.c(2)), specfn.ChebI0eB), s.sqrt(ax))
	return s.sel(in, a, b)
}

func (s specialFns) i0(x *ir.Value) *ir.Value { return s.mul(s.exp(s.abs(x)), s.i0e(x)) }

// i1e is exp(-|x|) I1(x), odd.
func (s specialFns) i1e(x *ir.Value) *ir.Value {
	ax := s.abs(x)
	in := s.le(ax, s.c(8))
	a := s.mul(s.chbevl(s.sub(s.div(ax, s.c(2)), s.c(2)), specfn.ChebI1eA), ax)
	b := s.div(s.chbevl(s.sub(s.div(s.c(32), ax), s.c(2)), specfn.ChebI1eB), s.sqrt(ax))
	v := s.sel(in, a, b)
	return s.sel(s.lt(x, s.c(0)), s.neg(v), v)
}

func (s specialFns) i1(x *ir.Value) *ir.Value { return s.mul(s.exp(s.abs(x)), s.i1e(x)) }

// besselK is K0 or K1 (times exp(x) when scaled): Chebyshev series on
// (0, 2] with the log(x/2) I term, and of exp(x) sqrt(x) K beyond; +Inf
// at 0, NaN below.
func (s specialFns) besselK(x *ir.Value, order int, scaled bool) *ir.Value {
	in := s.le(x, s.c(2))
	xs := s.sel(s.gt(x, s.c(0)), x, s.c(1))
	lg := s.log(s.mul(s.c(0.5), xs))
	var small, large *ir.Value
	arg := s.sub(s.mul(xs, xs), s.c(2))
	if order == 0 {
		small = s.sub(s.chbevl(arg, specfn.ChebK0A), s.mul(lg, s.i0(xs)))
		large = s.div(s.chbevl(s.sub(s.div(s.c(8), xs), s.c(2)), specfn.ChebK0B), s.sqrt(xs))
	} else {
		small = s.add(s.mul(lg, s.i1(xs)), s.div(s.chbevl(arg, specfn.ChebK1A), xs))
		large = s.div(s.chbevl(s.sub(s.div(s.c(8), xs), s.c(2)), specfn.ChebK1B), s.sqrt(xs))
	}
	if scaled {
		small = s.mul(small, s.exp(xs))
	} else {
		large = s.mul(large, s.exp(s.neg(xs)))
	}
	v := s.sel(in, small, large)
	v = s.sel(s.lt(x, s.c(0)), s.c(math.NaN()), v)
	v = s.sel(s.isNaN(x), x, v)
	return s.sel(s.eq(x, s.c(0)), s.c(math.Inf(1)), v)
}

// besselAsym is the modulus/phase form of J (sine false) or Y (sine
// true) for x > 5: (P cos(x - phase) -+ (5/x) Q sin(x - phase)) sqrt(2/pi)/sqrt(x)
// with P = PP/PQ and Q = QP/QQ at 25/x^2.
func (s specialFns) besselAsym(x *ir.Value, pp, pq, qp, qq []float64, phase float64, y bool) *ir.Value {
	w := s.div(s.c(25), s.mul(x, x))
	p := s.div(s.polevl(w, pp), s.polevl(w, pq))
	q := s.mul(s.div(s.c(5), x), s.div(s.polevl(w, qp), s.polevl(w, qq)))
	th := s.sub(x, s.c(phase))
	c, sn := s.f1(mathd.Cos.Name, th), s.f1(mathd.Sin.Name, th)
	var v *ir.Value
	if y {
		v = s.add(s.mul(p, sn), s.mul(q, c))
	} else {
		v = s.sub(s.mul(p, c), s.mul(q, sn))
	}
	return s.div(s.mul(v, s.c(specfn.SqrtTwoOnPi)), s.sqrt(x))
}

// j0 is the Bessel function J0 (Cephes j0): even; 1 - x^2/4 below 1e-5,
// a rational function of x^2 up to 5, the asymptotic form beyond.
func (s specialFns) j0(x *ir.Value) *ir.Value {
	ax := s.abs(x)
	z := s.mul(ax, ax)
	small := s.mul(s.mul(s.sub(z, s.c(specfn.J0Z1)), s.sub(z, s.c(specfn.J0Z2))),
		s.div(s.polevl(z, specfn.J0RP), s.polevl(z, specfn.J0RQ)))
	small = s.sel(s.lt(ax, s.c(1e-5)), s.sub(s.c(1), s.div(z, s.c(4))), small)
	large := s.besselAsym(s.sel(s.le(ax, s.c(5)), s.c(6), ax), specfn.J0PP, specfn.J0PQ, specfn.J0QP, specfn.J0QQ, math.Pi/4, false)
	return s.sel(s.le(ax, s.c(5)), small, large)
}

// j1 is the Bessel function J1, odd.
func (s specialFns) j1(x *ir.Value) *ir.Value {
	ax := s.abs(x)
	z := s.mul(ax, ax)
	small := s.mul(s.mul(s.div(s.polevl(z, specfn.J1RP), s.polevl(z, specfn.J1RQ)), ax),
		s.mul(s.sub(z, s.c(specfn.J1Z1)), s.sub(z, s.c(specfn.J1Z2))))
	large := s.besselAsym(s.sel(s.le(ax, s.c(5)), s.c(6), ax), specfn.J1PP, specfn.J1PQ, specfn.J1QP, specfn.J1QQ, 3*math.Pi/4, false)
	v := s.sel(s.le(ax, s.c(5)), small, large)
	return s.sel(s.lt(x, s.c(0)), s.neg(v), v)
}

// y0 is the Bessel function Y0: -Inf at 0, NaN below.
func (s specialFns) y0(x *ir.Value) *ir.Value {
	in := s.le(x, s.c(5))
	xs := s.sel(s.gt(x, s.c(0)), x, s.c(1))
	z := s.mul(xs, xs)
	small := s.add(s.div(s.polevl(z, specfn.Y0YP), s.polevl(z, specfn.Y0YQ)),
		s.mul(s.mul(s.c(specfn.TwoOnPi), s.log(xs)), s.j0(s.sel(in, xs, s.c(1)))))
	large := s.besselAsym(s.sel(in, s.c(6), x), specfn.J0PP, specfn.J0PQ, specfn.J0QP, specfn.J0QQ, math.Pi/4, true)
	v := s.sel(in, small, large)
	v = s.sel(s.lt(x, s.c(0)), s.c(math.NaN()), v)
	return s.sel(s.eq(x, s.c(0)), s.c(math.Inf(-1)), v)
}

// y1 is the Bessel function Y1: -Inf at 0, NaN below.
func (s specialFns) y1(x *ir.Value) *ir.Value {
	in := s.le(x, s.c(5))
	xs := s.sel(s.gt(x, s.c(0)), x, s.c(1))
	z := s.mul(xs, xs)
	j := s.j1(s.sel(in, xs, s.c(1)))
	small := s.add(s.mul(xs, s.div(s.polevl(z, specfn.Y1YP), s.polevl(z, specfn.Y1YQ))),
		s.mul(s.c(specfn.TwoOnPi), s.sub(s.mul(j, s.log(xs)), s.div(s.c(1), xs))))
	large := s.besselAsym(s.sel(in, s.c(6), x), specfn.J1PP, specfn.J1PQ, specfn.J1QP, specfn.J1QQ, 3*math.Pi/4, true)
	v := s.sel(in, small, large)
	v = s.sel(s.lt(x, s.c(0)), s.c(math.NaN()), v)
	return s.sel(s.eq(x, s.c(0)), s.c(math.Inf(-1)), v)
}

// sphericalJ0 is sin(x)/x: its Taylor polynomial below 1/2, 0 at +-Inf.
func (s specialFns) sphericalJ0(x *ir.Value) *ir.Value {
	x2 := s.mul(x, x)
	series := s.c(1. / 6227020800)
	for _, c := range []float64{-1. / 39916800, 1. / 362880, -1. / 5040, 1. / 120, -1. / 6, 1} {
		series = s.add(s.c(c), s.mul(x2, series))
	}
	v := s.sel(s.lt(s.abs(x), s.c(0.5)), series, s.div(s.f1(mathd.Sin.Name, x), x))
	return s.sel(s.isInf(x), s.c(0), v)
}

// airyAi is Ai(x) (Cephes airy): for x < -2.09 the oscillating asymptotic
// form, from 2.09 on the decaying one, between c1 f(x) - c2 g(x) with f
// and g its Maclaurin series, summed until a term is below 2^-52
// relative; NaN at +-Inf, 0 beyond 103.892.
func (s specialFns) airyAi(x *ir.Value) *ir.Value {
	one := s.c(1)
	// x < -2.09
	xn := s.sel(s.lt(x, s.c(-2.09)), x, s.c(-3))
	tn := s.sqrt(s.neg(xn))
	zetan := s.div(s.mul(s.mul(s.c(-2), xn), tn), s.c(3))
	zn := s.div(one, zetan)
	zz := s.mul(zn, zn)
	fn := s.add(one, s.div(s.mul(zz, s.polevl(zz, specfn.AiryAFN)), s.polevl(zz, specfn.AiryAFD)))
	gn := s.div(s.mul(zn, s.polevl(zz, specfn.AiryAGN)), s.polevl(zz, specfn.AiryAGD))
	th := s.add(zetan, s.c(math.Pi/4))
	neg := s.mul(s.div(s.c(specfn.InvSqrtPi), s.sqrt(tn)),
		s.sub(s.mul(s.f1(mathd.Sin.Name, th), fn), s.mul(s.f1(mathd.Cos.Name, th), gn)))
	// x >= 2.09
	xp := s.sel(s.lt(x, s.c(2.09)), s.c(3), x)
	zetap := s.div(s.mul(s.mul(s.c(2), xp), s.sqrt(xp)), s.c(3))
	iz := s.div(one, zetap)
	rp := s.div(s.polevl(iz, specfn.AiryAN), s.polevl(iz, specfn.AiryAD))
	pos := s.div(s.mul(s.c(specfn.InvSqrtPi), rp), s.mul(s.mul(s.c(2), s.sqrt(s.sqrt(xp))), s.exp(zetap)))
	// between: the power series at a finite x
	xm := s.sel(s.and(s.ge(x, s.c(-2.09)), s.lt(x, s.c(2.09))), x, s.c(0))
	z := s.mul(s.mul(xm, xm), xm)
	out := s.while([]*ir.Value{one, xm, one, xm, one, one},
		func(v []*ir.Value) *ir.Value { return s.gt(v[5], s.c(0x1p-52)) },
		func(v []*ir.Value) []*ir.Value {
			f, g, m, n, k := v[0], v[1], v[2], v[3], v[4]
			m = s.mul(m, z)
			k = s.add(k, one)
			m = s.div(m, k)
			n = s.mul(n, z)
			k = s.add(k, one)
			n = s.div(n, k)
			m = s.div(m, k)
			f = s.add(f, m)
			k = s.add(k, one)
			n = s.div(n, k)
			g = s.add(g, n)
			return []*ir.Value{f, g, m, n, k, s.abs(s.div(m, f))}
		})
	mid := s.sub(s.mul(s.c(specfn.AiryC1), out[0]), s.mul(s.c(specfn.AiryC2), out[1]))
	v := s.sel(s.lt(x, s.c(-2.09)), neg, s.sel(s.ge(x, s.c(2.09)), pos, mid))
	v = s.sel(s.gt(x, s.c(103.892)), s.c(0), v)
	return s.sel(s.or(s.isInf(x), s.isNaN(x)), s.c(math.NaN()), v)
}

// ---- elementary composites ----

// entr is -x log(x): 0 at 0, -Inf below, NaN for NaN.
func (s specialFns) entr(x *ir.Value) *ir.Value {
	v := s.neg(s.mul(x, s.log(x)))
	v = s.sel(s.eq(x, s.c(0)), s.c(0), v)
	v = s.sel(s.lt(x, s.c(0)), s.c(math.Inf(-1)), v)
	return s.sel(s.isNaN(x), x, v)
}

// sinc is sin(pi x)/(pi x), 1 at 0.
func (s specialFns) sinc(x *ir.Value) *ir.Value {
	p := s.mul(s.c(math.Pi), x)
	return s.sel(s.eq(x, s.c(0)), s.c(1), s.div(s.f1(mathd.Sin.Name, p), p))
}

// xlogy is x log(y) (logOp math.log) or x log1p(y) (math.log1p): NaN for
// a NaN y, else 0 where x == 0.
func (s specialFns) xlogy(x, y *ir.Value, logOp string) *ir.Value {
	v := s.mul(x, s.f1(logOp, y))
	v = s.sel(s.eq(x, s.c(0)), s.c(0), v)
	return s.sel(s.isNaN(y), y, v)
}
