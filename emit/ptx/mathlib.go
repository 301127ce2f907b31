package ptx

import (
	"math"
	"sort"
	"strings"
)

// Math helpers: each is a body in the mb language, instantiated for f32
// and f64, written once per module as `.func __strata_<name>_<type>`.
// Algorithms (no table lookups, only fma polynomials):
//
//   - exp: k = rint(x/ln2), r = x - k*ln2 (two-part ln2, fma), e^r on
//     |r| <= ln2/2 (in f64 a Taylor polynomial; in f32 the hardware's
//     ex2.approx of r*log2(e), a third of the instructions, as CUDA's own
//     expf), scaled by 2^k in two steps (so subnormal results and 2^128
//     overflow come out right).
//   - log: x = m*2^e with m in [sqrt(1/2), sqrt(2)), s = (m-1)/(m+1),
//     log m = 2 atanh(s) as an odd series, plus e*ln2 (two-part).
//   - sin/cos/tan: k = rint(x*2/pi) and r = x - k*pi/2 in f64 with a
//     three-part pi/2, then the Taylor polynomials of sin and cos on
//     |r| <= pi/4, picked and signed by k mod 4.
//   - tanh/sinh/cosh/expm1/log1p from exp and log without cancellation;
//     atan by reduction to |u| <= tan(pi/8) and its series; atan2, asin,
//     acos from atan; erf by its Taylor series below 0.5 and erfc's
//     Chebyshev fit (fractional error < 1.2e-7) above; pow from log and
//     exp in f64.

// ex2Error is the relative error the helpers allow ex2.approx.f32 on
// |a| <= 1/2 (the PTX ISA bounds it at 2 ulp; the accuracy tests run
// every helper built on it with its results off by this much).
const ex2Error = 0x1p-22

type helperBody func(b *mathBuilder, t mathType, x []mathValue) mathValue

type helperDef struct {
	arity int
	body  helperBody
}

var helperDefs = map[string]helperDef{
	"exp": {1, expBody}, "exp2": {1, exp2Body}, "exp10": {1, exp10Body}, "expm1": {1, expm1Body},
	"log": {1, logBody}, "log2": {1, log2Body}, "log10": {1, log10Body}, "log1p": {1, log1pBody},
	"pow": {2, powBody}, "sin": {1, sinBody}, "cos": {1, cosBody}, "tan": {1, tanBody},
	"tanh": {1, tanhBody}, "sinh": {1, sinhBody}, "cosh": {1, coshBody},
	"atan": {1, atanBody}, "atan2": {2, atan2Body}, "asin": {1, asinBody}, "acos": {1, acosBody},
	"asinh": {1, asinhBody}, "acosh": {1, acoshBody}, "atanh": {1, atanhBody},
	"erf": {1, erfBody}, "erfc": {1, erfcBody}, "cbrt": {1, cbrtBody},
}

// helperName is the PTX name of helper h for type t.
func helperName(h string, t mathType) string {
	if t == mF64 {
		return "__strata_" + h + "_f64"
	}
	return "__strata_" + h + "_f32"
}

// buildHelper returns the body of helper h (a name from helperDefs) for t.
func buildHelper(h string, t mathType) (*mathBuilder, mathValue) {
	d := helperDefs[h]
	b := &mathBuilder{}
	var args []mathValue
	for i := 0; i < d.arity; i++ {
		args = append(args, b.param(t))
	}
	return b, d.body(b, t, args)
}

// helperPTX returns the .func text of a helper named by helperName.
func helperPTX(name string) string {
	rest := strings.TrimPrefix(name, "__strata_")
	i := strings.LastIndexByte(rest, '_')
	t := mF32
	if rest[i+1:] == "f64" {
		t = mF64
	}
	b, r := buildHelper(rest[:i], t)
	return b.ptx(name, r)
}

// libmHelper maps a libm or libdevice function name to a helper and type.
func libmHelper(name string) (string, mathType, bool) {
	name = strings.TrimPrefix(name, "__nv_")
	if _, ok := helperDefs[name]; ok {
		return name, mF64, true
	}
	if strings.HasSuffix(name, "f") {
		if _, ok := helperDefs[name[:len(name)-1]]; ok {
			return name[:len(name)-1], mF32, true
		}
	}
	return "", 0, false
}

// HelperNames lists the math helpers (for documentation and tests).
func HelperNames() []string {
	var out []string
	for h := range helperDefs {
		out = append(out, h)
	}
	sort.Strings(out)
	return out
}

// ---- building blocks ----

func (b *mathBuilder) poly(t mathType, x mathValue, cs []float64) mathValue {
	// Horner: cs[0] + x*(cs[1] + x*(...)).
	p := b.C(t, cs[len(cs)-1])
	for i := len(cs) - 2; i >= 0; i-- {
		p = b.Fma(p, x, b.C(t, cs[i]))
	}
	return p
}

func isF32(t mathType) bool { return t == mF32 }

// taylorExp are 1/k!, k = 0..n.
func invFact(n int) []float64 {
	out := make([]float64, n+1)
	f := 1.0
	for k := 0; k <= n; k++ {
		if k > 0 {
			f *= float64(k)
		}
		out[k] = 1 / f
	}
	return out
}

func (b *mathBuilder) copySign(t mathType, x, s mathValue) mathValue {
	it := intOf(t)
	sign := int64(math.MinInt32)
	if t == mF64 {
		sign = math.MinInt64
	}
	xb := b.IAnd(b.Bits(x), b.I(it, ^sign))
	sb := b.IAnd(b.Bits(s), b.I(it, sign))
	return b.FromBits(b.IOr(xb, sb), t)
}

func (b *mathBuilder) isNaN(x mathValue) mathValue { return b.Cmp("nan", x, x) }

func inf(t mathType) float64 { return math.Inf(1) }

// pow2 returns 2^k for an integer-valued k (as an int of t's width) in
// two factors, so that results down to the subnormals are exact.
func (b *mathBuilder) scale(t mathType, p mathValue, k mathValue) mathValue {
	it := intOf(t)
	bias, mant := int64(127), 23
	if t == mF64 {
		bias, mant = 1023, 52
	}
	k1 := b.Shr(k, 1)
	k2 := b.ISub(k, k1)
	s1 := b.FromBits(b.Shl(b.IAdd(k1, b.I(it, bias)), mant), t)
	s2 := b.FromBits(b.Shl(b.IAdd(k2, b.I(it, bias)), mant), t)
	return b.Mul(b.Mul(p, s1), s2)
}

// expCore is e^x without the overflow/underflow selects.
func (b *mathBuilder) expCore(t mathType, x mathValue) mathValue {
	n := 7
	if t == mF64 {
		n = 13
	}
	hi := round(t, math.Ln2)
	if t == mF32 {
		hi = float64(math.Float32frombits(math.Float32bits(float32(math.Ln2)) &^ 0xFFF))
	}
	lo := math.Ln2 - hi
	if t == mF32 {
		// k = rint(x*log2(e)) without the quarter-rate conversions
		// (cvt.rni, cvt.s32.f32): adding 1.5*2^23 rounds the product to
		// an integer, which the sum's low bits then hold.
		const shift = 0x1.8p23
		shifted := b.Fma(x, b.C(t, math.Log2E), b.C(t, shift))
		k := b.Sub(shifted, b.C(t, shift))
		r := b.Fma(b.Neg(k), b.C(t, hi), x)
		r = b.Fma(b.Neg(k), b.C(t, lo), r)
		ki := b.ISub(b.Bits(shifted), b.I(mI32, int64(math.Float32bits(shift))))
		return b.scale(t, b.Ex2(b.Mul(r, b.C(t, math.Log2E))), ki)
	}
	k := b.Rint(b.Mul(x, b.C(t, math.Log2E)))
	r := b.Fma(b.Neg(k), b.C(t, hi), x)
	r = b.Fma(b.Neg(k), b.C(t, lo), r)
	p := b.poly(t, r, invFact(n))
	return b.scale(t, p, b.F2I(k))
}

func expLimits(t mathType) (float64, float64) {
	if t == mF32 {
		return 88.72283935546875, -103.97207708
	}
	return 709.782712893384, -745.1332191019412
}

func expBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	hiL, loL := expLimits(t)
	r := b.expCore(t, x[0])
	r = b.Sel(b.Cmp("gt", x[0], b.C(t, hiL)), b.C(t, inf(t)), r)
	return b.Sel(b.Cmp("lt", x[0], b.C(t, loL)), b.C(t, 0), r)
}

func exp2Body(b *mathBuilder, t mathType, x []mathValue) mathValue {
	n := 7
	hiL, loL := 128.0, -150.0
	if t == mF64 {
		n, hiL, loL = 13, 1024, -1075
	}
	k := b.Rint(x[0])
	r := b.Mul(b.Sub(x[0], k), b.C(t, math.Ln2))
	p := b.scale(t, b.poly(t, r, invFact(n)), b.F2I(k))
	p = b.Sel(b.Cmp("ge", x[0], b.C(t, hiL)), b.C(t, inf(t)), p)
	return b.Sel(b.Cmp("lt", x[0], b.C(t, loL)), b.C(t, 0), p)
}

func exp10Body(b *mathBuilder, t mathType, x []mathValue) mathValue {
	// e^(x ln10) with the product's rounding error carried: e^hi * (1+lo).
	hi := b.Mul(x[0], b.C(t, math.Ln10))
	lo := b.Fma(x[0], b.C(t, math.Ln10), b.Neg(hi))
	e := expBody(b, t, []mathValue{hi})
	return b.Fma(e, lo, e)
}

func expm1Body(b *mathBuilder, t mathType, x []mathValue) mathValue {
	n := 9
	if t == mF64 {
		n = 17
	}
	// Small |x|: x * (1 + x/2 + x^2/6 + ...).
	cs := invFact(n + 1)[1:]
	small := b.Mul(x[0], b.poly(t, x[0], cs))
	big := b.Sub(expBody(b, t, x), b.C(t, 1))
	return b.Sel(b.Cmp("lt", b.Abs(x[0]), b.C(t, 0.5)), small, big)
}

// logParts returns e and log(m) with x = m*2^e, m in [sqrt(1/2), sqrt(2)),
// for finite x > 0.
func (b *mathBuilder) logParts(t mathType, x mathValue) (mathValue, mathValue) {
	it := intOf(t)
	minNorm, up, bias, mant, mmask, one := math.SmallestNonzeroFloat32*(1<<23), 24.0, int64(127), 23, int64(0x7FFFFF), int64(0x3F800000)
	terms := 6
	if t == mF64 {
		minNorm, up, bias, mant, mmask, one = 2.2250738585072014e-308, 54, 1023, 52, 0xFFFFFFFFFFFFF, 0x3FF0000000000000
		terms = 12
	}
	tiny := b.Cmp("lt", x, b.C(t, minNorm))
	xs := b.Sel(tiny, b.Mul(x, b.C(t, math.Exp2(up))), x)
	adj := b.Sel(tiny, b.C(t, -up), b.C(t, 0))
	ix := b.Bits(xs)
	e := b.ISub(b.Shr(ix, mant), b.I(it, bias))
	m := b.FromBits(b.IOr(b.IAnd(ix, b.I(it, mmask)), b.I(it, one)), t)
	big := b.Cmp("gt", m, b.C(t, math.Sqrt2))
	m = b.Sel(big, b.Mul(m, b.C(t, 0.5)), m)
	ef := b.Add(b.I2F(e, t), adj)
	ef = b.Sel(big, b.Add(ef, b.C(t, 1)), ef)
	f := b.Sub(m, b.C(t, 1))
	s := b.Div(f, b.Add(f, b.C(t, 2)))
	z := b.Mul(s, s)
	cs := make([]float64, terms)
	for k := range cs {
		cs[k] = 2 / float64(2*k+3)
	}
	p := b.Mul(z, b.poly(t, z, cs))
	lm := b.Fma(s, p, b.Add(s, s))
	return ef, lm
}

// logFix applies log's special cases to r.
func (b *mathBuilder) logFix(t mathType, x, r mathValue) mathValue {
	r = b.Sel(b.Cmp("eq", x, b.C(t, inf(t))), x, r)
	r = b.Sel(b.Cmp("eq", x, b.C(t, 0)), b.C(t, math.Inf(-1)), r)
	return b.Sel(b.Cmp("ltu", x, b.C(t, 0)), b.C(t, math.NaN()), r)
}

func split(t mathType, c float64) (float64, float64) {
	hi := round(t, c)
	if t == mF32 {
		hi = float64(math.Float32frombits(math.Float32bits(float32(c)) &^ 0xFFF))
	} else {
		hi = math.Float64frombits(math.Float64bits(c) &^ 0xFFFFFFF)
	}
	return hi, c - hi
}

func logBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	ef, lm := b.logParts(t, x[0])
	hi, lo := split(t, math.Ln2)
	r := b.Fma(ef, b.C(t, hi), b.Fma(ef, b.C(t, lo), lm))
	return b.logFix(t, x[0], r)
}

func log2Body(b *mathBuilder, t mathType, x []mathValue) mathValue {
	ef, lm := b.logParts(t, x[0])
	return b.logFix(t, x[0], b.Fma(lm, b.C(t, math.Log2E), ef))
}

func log10Body(b *mathBuilder, t mathType, x []mathValue) mathValue {
	ef, lm := b.logParts(t, x[0])
	hi, lo := split(t, math.Ln2/math.Ln10)
	r := b.Fma(ef, b.C(t, hi), b.Fma(ef, b.C(t, lo), b.Mul(lm, b.C(t, 1/math.Ln10))))
	return b.logFix(t, x[0], r)
}

func log1pBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	u := b.Add(x[0], b.C(t, 1))
	l := logBody(b, t, []mathValue{u})
	// log(u) * x/(u-1) corrects the rounding of 1+x.
	r := b.Mul(l, b.Div(x[0], b.Sub(u, b.C(t, 1))))
	r = b.Sel(b.Cmp("eq", u, b.C(t, 1)), x[0], r)
	return b.Sel(b.Cmp("eq", x[0], b.C(t, inf(t))), x[0], r)
}

func powBody(b *mathBuilder, t mathType, a []mathValue) mathValue {
	x, y := a[0], a[1]
	xd, yd := x, y
	if t == mF32 {
		xd, yd = b.Cvt(x, mF64), b.Cvt(y, mF64)
	}
	ax := b.Abs(xd)
	l := logBody(b, mF64, []mathValue{ax})
	r := expBody(b, mF64, []mathValue{b.Mul(yd, l)})
	if t == mF32 {
		r = b.Cvt(r, mF32)
	}
	// Negative x: an integer y gives a sign, others NaN.
	yInt := b.Cmp("eq", b.Rint(y), y)
	half := b.Mul(y, b.C(t, 0.5))
	yOdd := b.PAnd(yInt, b.Cmp("ne", b.Rint(half), half))
	neg := b.Cmp("lt", b.copySign(t, b.C(t, 1), x), b.C(t, 0))
	r = b.Sel(b.PAnd(neg, yOdd), b.Neg(r), r)
	xNegFinite := b.Cmp("lt", x, b.C(t, 0))
	notInt := b.Cmp("ne", b.Rint(y), y)
	yFinite := b.Cmp("lt", b.Abs(y), b.C(t, inf(t)))
	r = b.Sel(b.PAnd(b.PAnd(xNegFinite, notInt), yFinite), b.C(t, math.NaN()), r)
	// |x| == 1 with y = ±inf gives 1; y == 0 or x == 1 give 1 (even for NaN).
	one := b.C(t, 1)
	r = b.Sel(b.PAnd(b.Cmp("eq", b.Abs(x), one), b.Cmp("eq", b.Abs(y), b.C(t, inf(t)))), one, r)
	r = b.Sel(b.POr(b.Cmp("eq", y, b.C(t, 0)), b.Cmp("eq", x, one)), one, r)
	return r
}

// ---- trigonometry ----

// pio2 is pi/2 in three f64 parts.
var pio2 = [3]float64{1.5707963267948966, 6.123233995736766e-17, -1.4973849048591698e-33}

// reduce returns r (type t) and k (an int) with x = k*pi/2 + r.
func (b *mathBuilder) reduce(t mathType, x mathValue) (mathValue, mathValue) {
	xd := x
	if t == mF32 {
		xd = b.Cvt(x, mF64)
	}
	k := b.Rint(b.Mul(xd, b.C(mF64, 2/math.Pi)))
	nk := b.Neg(k)
	r := b.Fma(nk, b.C(mF64, pio2[0]), xd)
	r = b.Fma(nk, b.C(mF64, pio2[1]), r)
	r = b.Fma(nk, b.C(mF64, pio2[2]), r)
	if t == mF32 {
		r = b.Cvt(r, mF32)
	}
	return r, b.F2I(k)
}

func sinCoeffs(n int) []float64 {
	// sin r = r + r*z*(c0 + z*c1 + ...), c_k = (-1)^(k+1)/(2k+3)!
	out := make([]float64, n)
	f := invFact(2*n + 2)
	for k := 0; k < n; k++ {
		out[k] = f[2*k+3]
		if k%2 == 0 {
			out[k] = -out[k]
		}
	}
	return out
}

func cosCoeffs(n int) []float64 {
	// cos r = 1 + z*(c0 + z*c1 + ...), c_k = (-1)^(k+1)/(2k+2)!
	out := make([]float64, n)
	f := invFact(2 * n)
	for k := 0; k < n; k++ {
		out[k] = f[2*k+2]
		if k%2 == 0 {
			out[k] = -out[k]
		}
	}
	return out
}

func (b *mathBuilder) sinCos(t mathType, r mathValue) (mathValue, mathValue) {
	ns, nc := 5, 6
	if t == mF64 {
		ns, nc = 10, 11
	}
	z := b.Mul(r, r)
	s := b.Fma(b.Mul(r, z), b.poly(t, z, sinCoeffs(ns)), r)
	c := b.Fma(z, b.poly(t, z, cosCoeffs(nc)), b.C(t, 1))
	return s, c
}

// quadrant picks from v0..v3 by k mod 4.
func (b *mathBuilder) quadrant(t mathType, k mathValue, v [4]mathValue) mathValue {
	it := k.t
	q := b.IAnd(k, b.I(it, 3))
	r := v[0]
	for i := 1; i < 4; i++ {
		r = b.Sel(b.Cmp("eq", q, b.I(it, int64(i))), v[i], r)
	}
	return r
}

func sinBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	r, k := b.reduce(t, x[0])
	s, c := b.sinCos(t, r)
	return b.quadrant(t, k, [4]mathValue{s, c, b.Neg(s), b.Neg(c)})
}

func cosBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	r, k := b.reduce(t, x[0])
	s, c := b.sinCos(t, r)
	return b.quadrant(t, k, [4]mathValue{c, b.Neg(s), b.Neg(c), s})
}

func tanBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	r, k := b.reduce(t, x[0])
	s, c := b.sinCos(t, r)
	even := b.Div(s, c)
	odd := b.Neg(b.Div(c, s))
	return b.quadrant(t, k, [4]mathValue{even, odd, even, odd})
}

// ---- hyperbolic ----

func tanhBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	cut := 9.1
	if t == mF64 {
		cut = 19.1
	}
	e := expm1Body(b, t, []mathValue{b.Add(a, a)})
	r := b.Div(e, b.Add(e, b.C(t, 2)))
	r = b.Sel(b.Cmp("gt", a, b.C(t, cut)), b.C(t, 1), r)
	return b.copySign(t, r, x[0])
}

func sinhBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	n := 7
	if t == mF64 {
		n = 12
	}
	// |x| < 1: x + x^3/3! + ...
	z := b.Mul(a, a)
	cs := make([]float64, n)
	f := invFact(2*n + 1)
	for k := range cs {
		cs[k] = f[2*k+3-2] // 1/3!, 1/5!, ...
		cs[k] = f[2*k+3]
	}
	small := b.Fma(b.Mul(a, z), b.poly(t, z, cs), a)
	// Otherwise (e/2)*e - 0.5/(e*e) with e = exp(|x|/2).
	e := expBody(b, t, []mathValue{b.Mul(a, b.C(t, 0.5))})
	big := b.Sub(b.Mul(b.Mul(e, b.C(t, 0.5)), e), b.Div(b.C(t, 0.5), b.Mul(e, e)))
	r := b.Sel(b.Cmp("lt", a, b.C(t, 1)), small, big)
	return b.copySign(t, r, x[0])
}

func coshBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	e := expBody(b, t, []mathValue{b.Mul(a, b.C(t, 0.5))})
	return b.Add(b.Mul(b.Mul(e, b.C(t, 0.5)), e), b.Div(b.C(t, 0.5), b.Mul(e, e)))
}

func asinhBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	big := 4096.0
	if t == mF64 {
		big = 268435456
	}
	z := b.Mul(a, a)
	s := b.Div(z, b.Add(b.C(t, 1), b.Sqrt(b.Add(z, b.C(t, 1)))))
	r := log1pBody(b, t, []mathValue{b.Add(a, s)})
	l := b.Add(logBody(b, t, []mathValue{a}), b.C(t, math.Ln2))
	r = b.Sel(b.Cmp("gt", a, b.C(t, big)), l, r)
	return b.copySign(t, r, x[0])
}

func acoshBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	big := 4096.0
	if t == mF64 {
		big = 268435456
	}
	u := b.Sub(x[0], b.C(t, 1))
	r := log1pBody(b, t, []mathValue{b.Add(u, b.Sqrt(b.Fma(u, u, b.Add(u, u))))})
	l := b.Add(logBody(b, t, []mathValue{x[0]}), b.C(t, math.Ln2))
	r = b.Sel(b.Cmp("gt", x[0], b.C(t, big)), l, r)
	return b.Sel(b.Cmp("ltu", x[0], b.C(t, 1)), b.C(t, math.NaN()), r)
}

func atanhBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	r := b.Mul(b.C(t, 0.5), log1pBody(b, t, []mathValue{b.Div(b.Add(a, a), b.Sub(b.C(t, 1), a))}))
	r = b.Sel(b.Cmp("gt", a, b.C(t, 1)), b.C(t, math.NaN()), r)
	return b.copySign(t, r, x[0])
}

// ---- inverse trigonometry ----

// atanCore is atan(t) for 0 <= t <= 1.
func (b *mathBuilder) atanCore(t mathType, x mathValue) mathValue {
	n := 11
	if t == mF64 {
		n = 24
	}
	mid := b.Cmp("gt", x, b.C(t, math.Sqrt2-1))
	u := b.Sel(mid, b.Div(b.Sub(x, b.C(t, 1)), b.Add(x, b.C(t, 1))), x)
	z := b.Mul(u, u)
	cs := make([]float64, n)
	for k := range cs {
		cs[k] = 1 / float64(2*k+3)
		if k%2 == 0 {
			cs[k] = -cs[k]
		}
	}
	p := b.Fma(b.Mul(u, z), b.poly(t, z, cs), u)
	return b.Sel(mid, b.Add(b.C(t, math.Pi/4), p), p)
}

func atanBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	inv := b.Cmp("gt", a, b.C(t, 1))
	u := b.Sel(inv, b.Div(b.C(t, 1), a), a)
	p := b.atanCore(t, u)
	p = b.Sel(inv, b.Sub(b.C(t, math.Pi/2), p), p)
	return b.copySign(t, p, x[0])
}

func atan2Body(b *mathBuilder, t mathType, a []mathValue) mathValue {
	y, x := a[0], a[1]
	ax, ay := b.Abs(x), b.Abs(y)
	swap := b.Cmp("gt", ay, ax)
	mx := b.Sel(swap, ay, ax)
	mn := b.Sel(swap, ax, ay)
	q := b.Div(mn, mx)
	infT := b.C(t, inf(t))
	q = b.Sel(b.PAnd(b.Cmp("eq", ax, infT), b.Cmp("eq", ay, infT)), b.C(t, 1), q)
	q = b.Sel(b.Cmp("eq", mx, b.C(t, 0)), b.C(t, 0), q)
	r := b.atanCore(t, q)
	r = b.Sel(swap, b.Sub(b.C(t, math.Pi/2), r), r)
	xneg := b.Cmp("lt", b.copySign(t, b.C(t, 1), x), b.C(t, 0))
	r = b.Sel(xneg, b.Sub(b.C(t, math.Pi), r), r)
	r = b.copySign(t, r, y)
	return b.Sel(b.POr(b.isNaN(x), b.isNaN(y)), b.Add(x, y), r)
}

func asinBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	one := b.C(t, 1)
	c := b.Sqrt(b.Mul(b.Sub(one, x[0]), b.Add(one, x[0])))
	return atan2Body(b, t, []mathValue{x[0], c})
}

func acosBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	one := b.C(t, 1)
	c := b.Sqrt(b.Mul(b.Sub(one, x[0]), b.Add(one, x[0])))
	return atan2Body(b, t, []mathValue{c, x[0]})
}

// ---- error function ----

// erfcCheb are the coefficients of the Chebyshev fit of erfc (Numerical
// Recipes' erfcc; fractional error below 1.2e-7 for x >= 0).
var erfcCheb = []float64{-1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806,
	0.27886807, -1.13520398, 1.48851587, -0.82215223, 0.17087277}

// erfcPos is erfc(z) for z >= 0 (the fit).
func (b *mathBuilder) erfcPos(t mathType, z mathValue) mathValue {
	q := b.Div(b.C(t, 1), b.Fma(b.C(t, 0.5), z, b.C(t, 1)))
	p := b.poly(t, q, erfcCheb)
	z2 := b.Mul(z, z)
	z2err := b.Fma(z, z, b.Neg(z2)) // z*z = z2 + z2err exactly
	e := expBody(b, t, []mathValue{b.Sub(p, z2)})
	e = b.Fma(e, b.Neg(z2err), e) // * e^-z2err
	r := b.Mul(q, e)
	return b.Sel(b.Cmp("eq", z, b.C(t, inf(t))), b.C(t, 0), r)
}

// erfSmall is erf(x) for |x| < 0.5 by its Taylor series.
func (b *mathBuilder) erfSmall(t mathType, x mathValue) mathValue {
	n := 7
	if t == mF64 {
		n = 13
	}
	cs := make([]float64, n)
	f := invFact(n)
	for k := range cs {
		cs[k] = 2 / math.SqrtPi * f[k] / float64(2*k+1)
		if k%2 == 1 {
			cs[k] = -cs[k]
		}
	}
	return b.Mul(x, b.poly(t, b.Mul(x, x), cs))
}

func erfBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	big := b.copySign(t, b.Sub(b.C(t, 1), b.erfcPos(t, a)), x[0])
	r := b.Sel(b.Cmp("lt", a, b.C(t, 0.5)), b.erfSmall(t, x[0]), big)
	return b.Sel(b.isNaN(x[0]), x[0], r)
}

func erfcBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	e := b.erfcPos(t, a)
	r := b.Sel(b.Cmp("lt", x[0], b.C(t, 0)), b.Sub(b.C(t, 2), e), e)
	small := b.Sub(b.C(t, 1), b.erfSmall(t, x[0]))
	r = b.Sel(b.Cmp("lt", a, b.C(t, 0.5)), small, r)
	return b.Sel(b.isNaN(x[0]), x[0], r)
}

func cbrtBody(b *mathBuilder, t mathType, x []mathValue) mathValue {
	a := b.Abs(x[0])
	y := expBody(b, t, []mathValue{b.Div(logBody(b, t, []mathValue{a}), b.C(t, 3))})
	// One Newton step: y -= (y^3 - a) / (3 y^2).
	y2 := b.Mul(y, y)
	y = b.Sub(y, b.Div(b.Fma(y2, y, b.Neg(a)), b.Mul(b.C(t, 3), y2)))
	y = b.copySign(t, y, x[0])
	special := b.POr(b.POr(b.Cmp("eq", a, b.C(t, 0)), b.Cmp("eq", a, b.C(t, inf(t)))), b.isNaN(a))
	return b.Sel(special, x[0], y)
}
