package intrange

import (
	"math/big"
	"math/bits"

	"github.com/strata-compiler/strata/dialects/arith"
)

// The arithmetic of ranges. Each rule is upstream's: bounds come from the
// operands' bounds (the interval's ends, or the four corners of a
// function monotone in each operand), computed once on the unsigned and
// once on the signed reading and intersected; a bound that may overflow
// gives the full range unless the op's flags say it cannot wrap.

// Wrap are the overflow flags of an op (arith's nsw, nuw).
type Wrap struct{ NSW, NUW bool }

// binFn is an operation on two w-bit values (unsigned bits or signed
// numbers), with ok false where the result is not a w-bit value.
type binFn func(a, b uint64) (uint64, bool)

// minMaxBy is the range of f over the corners of [a0, a1] x [b0, b1]: the
// least and greatest of the four results, read signed or unsigned.
func minMaxBy(w uint, f binFn, a0, a1, b0, b1 uint64, signed bool) Range {
	var lo, hi uint64
	for i, p := range [4][2]uint64{{a0, b0}, {a0, b1}, {a1, b0}, {a1, b1}} {
		v, ok := f(p[0], p[1])
		if !ok {
			return Full(w)
		}
		if i == 0 || less(v, lo, w, signed) {
			lo = v
		}
		if i == 0 || less(hi, v, w, signed) {
			hi = v
		}
	}
	return fromBits(w, lo, hi, signed)
}

// boundsBy is [f(a0, b0), f(a1, b1)], or the full range when either
// overflows or the two are out of order.
func boundsBy(w uint, f binFn, a0, b0, a1, b1 uint64, signed bool) Range {
	lo, ok0 := f(a0, b0)
	hi, ok1 := f(a1, b1)
	if !ok0 || !ok1 || less(hi, lo, w, signed) {
		return Full(w)
	}
	return fromBits(w, lo, hi, signed)
}

func less(a, b uint64, w uint, signed bool) bool {
	if signed {
		return sext(a, w) < sext(b, w)
	}
	return a < b
}

func fromBits(w uint, lo, hi uint64, signed bool) Range {
	if signed {
		return FromSigned(w, sext(lo, w), sext(hi, w))
	}
	return FromUnsigned(w, lo, hi)
}

// signedBits are r's signed bounds as w-bit patterns.
func (r Range) signedBits() (uint64, uint64) { return zext(r.SMin, r.Width), zext(r.SMax, r.Width) }

// exact computes f on the operands read signed or unsigned at w bits, in
// unbounded precision; a result outside w bits saturates when sat is
// set and fails otherwise.
func exact(w uint, signed, sat bool, f func(z, x, y *big.Int) *big.Int) binFn {
	return func(a, b uint64) (uint64, bool) {
		x, y := toBig(a, w, signed), toBig(b, w, signed)
		z := f(new(big.Int), x, y)
		if z == nil {
			return 0, false
		}
		lo, hi := big.NewInt(0), new(big.Int).SetUint64(mask(w))
		if signed {
			lo, hi = big.NewInt(minSigned(w)), big.NewInt(maxSigned(w))
		}
		switch {
		case z.Cmp(lo) < 0:
			if !sat {
				return 0, false
			}
			z = lo
		case z.Cmp(hi) > 0:
			if !sat {
				return 0, false
			}
			z = hi
		}
		if signed {
			return zext(z.Int64(), w), true
		}
		return z.Uint64(), true
	}
}

func toBig(a uint64, w uint, signed bool) *big.Int {
	if signed {
		return big.NewInt(sext(a, w))
	}
	return new(big.Int).SetUint64(a)
}

var (
	bigAdd = (*big.Int).Add
	bigSub = (*big.Int).Sub
	bigMul = (*big.Int).Mul
)

// Add is l + r.
func Add(l, r Range, f Wrap) Range {
	w := l.Width
	s0, s1 := l.signedBits()
	t0, t1 := r.signedBits()
	u := boundsBy(w, exact(w, false, f.NUW, bigAdd), l.UMin, r.UMin, l.UMax, r.UMax, false)
	s := boundsBy(w, exact(w, true, f.NSW, bigAdd), s0, t0, s1, t1, true)
	return u.Intersect(s)
}

// Sub is l - r.
func Sub(l, r Range, f Wrap) Range {
	w := l.Width
	s0, s1 := l.signedBits()
	t0, t1 := r.signedBits()
	u := boundsBy(w, exact(w, false, f.NUW, bigSub), l.UMin, r.UMax, l.UMax, r.UMin, false)
	s := boundsBy(w, exact(w, true, f.NSW, bigSub), s0, t1, s1, t0, true)
	return u.Intersect(s)
}

// Mul is l * r.
func Mul(l, r Range, f Wrap) Range {
	w := l.Width
	s0, s1 := l.signedBits()
	t0, t1 := r.signedBits()
	u := minMaxBy(w, exact(w, false, f.NUW, bigMul), l.UMin, l.UMax, r.UMin, r.UMax, false)
	s := minMaxBy(w, exact(w, true, f.NSW, bigMul), s0, s1, t0, t1, true)
	return u.Intersect(s)
}

// divFixup corrects a truncated quotient q of a / b (ceil or floor
// division); ok false means the corrected value overflows.
type divFixup func(a, b, q *big.Int) (*big.Int, bool)

func truncDiv(_, _, q *big.Int) (*big.Int, bool) { return q, true }

// ceilFix adds one where the division is inexact and the exact quotient
// is positive.
func ceilFix(a, b, q *big.Int) (*big.Int, bool) {
	if new(big.Int).Mul(q, b).Cmp(a) != 0 && a.Sign()*b.Sign() > 0 {
		return q.Add(q, big.NewInt(1)), true
	}
	return q, true
}

// floorFix subtracts one where the division is inexact and the exact
// quotient is negative.
func floorFix(a, b, q *big.Int) (*big.Int, bool) {
	if new(big.Int).Mul(q, b).Cmp(a) != 0 && a.Sign()*b.Sign() < 0 {
		return q.Sub(q, big.NewInt(1)), true
	}
	return q, true
}

func divBy(fix divFixup) func(z, x, y *big.Int) *big.Int {
	return func(z, x, y *big.Int) *big.Int {
		if y.Sign() == 0 {
			return nil
		}
		q, ok := fix(x, y, z.Quo(x, y))
		if !ok {
			return nil
		}
		return q
	}
}

// DivU is l / r unsigned (ceil rounds up); a zero divisor is undefined
// behaviour, so a divisor range holding zero still bounds the quotient by
// the dividend.
func DivU(l, r Range, ceil bool) Range {
	w := l.Width
	fix := divFixup(truncDiv)
	if ceil {
		fix = ceilFix
	}
	if r.UMin != 0 {
		return minMaxBy(w, exact(w, false, false, divBy(fix)), l.UMin, l.UMax, r.UMin, r.UMax, false)
	}
	lo := uint64(0)
	if l.UMin >= r.UMax && r.UMax != 0 {
		lo = l.UMin / r.UMax
	}
	return FromUnsigned(w, lo, l.UMax)
}

// DivS is l / r signed, rounded toward zero, up (ceil) or down (floor);
// only a divisor range without zero bounds it.
func DivS(l, r Range, fix divFixup) Range {
	w := l.Width
	if !(r.SMin > 0 || r.SMax < 0) {
		return Full(w)
	}
	s0, s1 := l.signedBits()
	t0, t1 := r.signedBits()
	return minMaxBy(w, exact(w, true, false, divBy(fix)), s0, s1, t0, t1, true)
}

// Rounding selects DivS's rounding.
var (
	RoundToZero divFixup = truncDiv
	RoundUp     divFixup = ceilFix
	RoundDown   divFixup = floorFix
)

// RemU is l % r unsigned: below the divisor and at most the dividend; a
// dividend interval shorter than a constant divisor that does not wrap
// around keeps its remainders' interval.
func RemU(l, r Range) Range {
	w := l.Width
	lo, hi := uint64(0), min((r.UMax-1)&mask(w), l.UMax)
	if r.UMin != 0 {
		if l.UMax < r.UMin {
			lo, hi = l.UMin, l.UMax
		} else if r.UMin == r.UMax && l.UMax-l.UMin < r.UMax {
			if a, b := l.UMin%r.UMax, l.UMax%r.UMax; a <= b {
				lo, hi = a, b
			}
		}
	}
	return FromUnsigned(w, lo, hi)
}

// RemS is l % r signed (the sign of the dividend).
func RemS(l, r Range) Range {
	w := l.Width
	lo, hi := minSigned(w), maxSigned(w)
	if r.SMin > 0 || r.SMax < 0 {
		maxDivisor := r.SMax
		if r.SMin < 0 {
			maxDivisor = sext(zext(-r.SMin, w), w) // |INT_MIN| wraps, as upstream's abs
		}
		maxPos := sext(zext(maxDivisor-1, w), w)
		minNeg := sext(zext(-maxPos, w), w)
		lo, hi = 0, 0
		if l.SMin < 0 {
			lo = minNeg
		}
		if l.SMax > 0 {
			hi = maxPos
		}
		if r.SMin == r.SMax {
			span := zext(l.SMax, w) - zext(l.SMin, w)
			if span&mask(w) < zext(maxDivisor, w) && maxDivisor != 0 {
				if a, b := l.SMin%maxDivisor, l.SMax%maxDivisor; a <= b {
					lo, hi = a, b
				}
			}
		}
	}
	return FromSigned(w, lo, hi)
}

// bitwiseBounds widens r's unsigned interval to the values that agree with
// it on the bits above the highest bit that varies in it.
func bitwiseBounds(r Range) (uint64, uint64) {
	varying := mask(uint(bits.Len64(r.UMin ^ r.UMax)))
	return r.UMin &^ varying, r.UMax | varying
}

// And is l & r.
func And(l, r Range) Range {
	a0, a1 := bitwiseBounds(l)
	b0, b1 := bitwiseBounds(r)
	return minMaxBy(l.Width, func(a, b uint64) (uint64, bool) { return a & b, true }, a0, a1, b0, b1, false)
}

// Or is l | r.
func Or(l, r Range) Range {
	a0, a1 := bitwiseBounds(l)
	b0, b1 := bitwiseBounds(r)
	return minMaxBy(l.Width, func(a, b uint64) (uint64, bool) { return a | b, true }, a0, a1, b0, b1, false)
}

// Xor is l ^ r: the bits that vary in either may be anything.
func Xor(l, r Range) Range {
	varying := mask(uint(bits.Len64(l.UMin^l.UMax))) | mask(uint(bits.Len64(r.UMin^r.UMax)))
	v := l.UMin ^ r.UMin
	return FromUnsigned(l.Width, v&^varying, v|varying)
}

// MaxS, MaxU, MinS and MinU are the signed and unsigned maxima and minima.
func MaxS(l, r Range) Range { return FromSigned(l.Width, max(l.SMin, r.SMin), max(l.SMax, r.SMax)) }
func MaxU(l, r Range) Range { return FromUnsigned(l.Width, max(l.UMin, r.UMin), max(l.UMax, r.UMax)) }
func MinS(l, r Range) Range { return FromSigned(l.Width, min(l.SMin, r.SMin), min(l.SMax, r.SMax)) }
func MinU(l, r Range) Range { return FromUnsigned(l.Width, min(l.UMin, r.UMin), min(l.UMax, r.UMax)) }

// Shl is l << r; a shift by the width or more is poison, so it bounds
// nothing.
func Shl(l, r Range, f Wrap) Range {
	w := l.Width
	shift := func(signed, sat bool) binFn {
		mul := exact(w, signed, sat, bigMul)
		return func(a, b uint64) (uint64, bool) {
			if b >= uint64(w) {
				return 0, false
			}
			return mul(a, uint64(1)<<b)
		}
	}
	s0, s1 := l.signedBits()
	// 1 << (w-1) reads as negative when signed: shift by w-1 multiplies
	// by a negative number, so the signed corners use the power directly.
	signedShift := func(a, b uint64) (uint64, bool) {
		if b >= uint64(w) {
			return 0, false
		}
		x := new(big.Int).Lsh(big.NewInt(sext(a, w)), uint(b))
		if x.Cmp(big.NewInt(minSigned(w))) < 0 || x.Cmp(big.NewInt(maxSigned(w))) > 0 {
			if !f.NSW {
				return 0, false
			}
			if x.Sign() < 0 {
				return zext(minSigned(w), w), true
			}
			return zext(maxSigned(w), w), true
		}
		return zext(x.Int64(), w), true
	}
	u := minMaxBy(w, shift(false, f.NUW), l.UMin, l.UMax, r.UMin, r.UMax, false)
	s := minMaxBy(w, signedShift, s0, s1, r.UMin, r.UMax, true)
	return u.Intersect(s)
}

// ShrU is l >> r, logical.
func ShrU(l, r Range) Range {
	w := l.Width
	return minMaxBy(w, func(a, b uint64) (uint64, bool) {
		if b >= uint64(w) {
			return 0, false
		}
		return a >> b, true
	}, l.UMin, l.UMax, r.UMin, r.UMax, false)
}

// ShrS is l >> r, arithmetic.
func ShrS(l, r Range) Range {
	w := l.Width
	s0, s1 := l.signedBits()
	return minMaxBy(w, func(a, b uint64) (uint64, bool) {
		if b >= uint64(w) {
			return 0, false
		}
		return zext(sext(a, w)>>b, w), true
	}, s0, s1, r.UMin, r.UMax, true)
}

// Predicate is a comparison: arith.cmpi's, whose order index.cmp shares.
type Predicate = arith.CmpIPredicate

// alwaysTrue reports whether p holds for every pair of values in l, r.
func alwaysTrue(p Predicate, l, r Range) bool {
	switch p {
	case arith.CmpIEQ:
		a, okA := l.Constant()
		b, okB := r.Constant()
		return okA && okB && a == b
	case arith.CmpINE:
		// Upstream asks both readings to separate the ranges.
		return (alwaysTrue(arith.CmpISLT, l, r) || alwaysTrue(arith.CmpISGT, l, r)) && (alwaysTrue(arith.CmpIULT, l, r) || alwaysTrue(arith.CmpIUGT, l, r))
	case arith.CmpISLT:
		return l.SMax < r.SMin
	case arith.CmpISLE:
		return l.SMax <= r.SMin
	case arith.CmpISGT:
		return l.SMin > r.SMax
	case arith.CmpISGE:
		return l.SMin >= r.SMax
	case arith.CmpIULT:
		return l.UMax < r.UMin
	case arith.CmpIULE:
		return l.UMax <= r.UMin
	case arith.CmpIUGT:
		return l.UMin > r.UMax
	case arith.CmpIUGE:
		return l.UMin >= r.UMax
	}
	return false
}

// Decide returns whether p(l, r) is true for all values, false for all,
// or not decided.
func Decide(p Predicate, l, r Range) (result, decided bool) {
	if p < arith.CmpIEQ || p > arith.CmpIUGE {
		return false, false
	}
	if alwaysTrue(p, l, r) {
		return true, true
	}
	if alwaysTrue(arith.InvertCmpI(p), l, r) {
		return false, true
	}
	return false, false
}

// Cmp is the i1 range of p(l, r) (any i1 for an unknown predicate).
func Cmp(p Predicate, l, r Range) Range {
	if p < arith.CmpIEQ || p > arith.CmpIUGE {
		return Full(1)
	}
	if v, ok := Decide(p, l, r); ok {
		if v {
			return Const(1, 1)
		}
		return Const(1, 0)
	}
	return Full(1)
}
