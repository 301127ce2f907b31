// Package intrange is the integer range analysis (upstream's
// IntegerRangeAnalysis with its InferIntRangeInterface rules): for every
// integer or index value, the unsigned and the signed interval its value
// lies in, found by propagating ranges through arith, index and scf ops
// and along the control flow edges that the ranges show can be taken.
// int-range-optimizations, arith-int-range-narrowing and
// arith-unsigned-when-equivalent read its results.
package intrange

import (
	"fmt"
	"math"
)

// MaxWidth is the widest integer the analysis tracks; wider values (and
// index, which is taken as 64 bits as upstream does) get no range.
const MaxWidth = 64

// Range is upstream's ConstantIntRanges: a value of Width bits lies in the
// unsigned interval [UMin, UMax] and in the signed interval [SMin, SMax].
// Both hold at once; either may be the wider bound. UMin and UMax are
// zero-extended, SMin and SMax sign-extended from Width bits.
type Range struct {
	Width      uint
	UMin, UMax uint64
	SMin, SMax int64
}

// mask is the low w bits set.
func mask(w uint) uint64 {
	if w >= 64 {
		return math.MaxUint64
	}
	return 1<<w - 1
}

// sext reads the low w bits of u as a signed number.
func sext(u uint64, w uint) int64 {
	s := 64 - w
	return int64(u<<s) >> s
}

// zext is the low w bits of s as an unsigned number.
func zext(s int64, w uint) uint64 { return uint64(s) & mask(w) }

func minSigned(w uint) int64 { return -1 << (w - 1) }
func maxSigned(w uint) int64 { return int64(mask(w - 1)) }

// Full is every value of w bits.
func Full(w uint) Range {
	return Range{Width: w, UMin: 0, UMax: mask(w), SMin: minSigned(w), SMax: maxSigned(w)}
}

// Const is the single value v, truncated to w bits.
func Const(w uint, v int64) Range {
	u := zext(v, w)
	return Range{Width: w, UMin: u, UMax: u, SMin: sext(u, w), SMax: sext(u, w)}
}

// FromUnsigned is [lo, hi] (unsigned); the signed bounds are derived when
// the interval does not cross the sign boundary.
func FromUnsigned(w uint, lo, hi uint64) Range {
	r := Full(w)
	r.UMin, r.UMax = lo, hi
	if lo <= hi && sext(lo, w) <= sext(hi, w) {
		r.SMin, r.SMax = sext(lo, w), sext(hi, w)
	}
	return r
}

// FromSigned is [lo, hi] (signed); the unsigned bounds are derived when
// the interval does not cross zero.
func FromSigned(w uint, lo, hi int64) Range {
	r := Full(w)
	r.SMin, r.SMax = lo, hi
	if lo <= hi && (lo >= 0 || hi < 0) {
		r.UMin, r.UMax = zext(lo, w), zext(hi, w)
	}
	return r
}

// Intersect is the values in both r and o (of one width).
func (r Range) Intersect(o Range) Range {
	return Range{Width: r.Width, UMin: max(r.UMin, o.UMin), UMax: min(r.UMax, o.UMax),
		SMin: max(r.SMin, o.SMin), SMax: min(r.SMax, o.SMax)}
}

// Union is the smallest range holding r and o (of one width).
func (r Range) Union(o Range) Range {
	return Range{Width: r.Width, UMin: min(r.UMin, o.UMin), UMax: max(r.UMax, o.UMax),
		SMin: min(r.SMin, o.SMin), SMax: max(r.SMax, o.SMax)}
}

// Constant returns the one value r holds (sign-extended), if it holds one.
func (r Range) Constant() (int64, bool) {
	if r.UMin == r.UMax {
		return sext(r.UMin, r.Width), true
	}
	if r.SMin == r.SMax {
		return r.SMin, true
	}
	return 0, false
}

// IsFull reports whether r says nothing.
func (r Range) IsFull() bool { return r == Full(r.Width) }

func (r Range) String() string {
	return fmt.Sprintf("unsigned : [%d, %d] signed : [%d, %d]", r.UMin, r.UMax, r.SMin, r.SMax)
}

// Trunc is r truncated to w bits: a bound survives where the interval
// does not cross a point where truncation wraps, a multiple of 2^w
// (unsigned) or an odd multiple of 2^(w-1) (signed).
func (r Range) Trunc(w uint) Range {
	out := Full(w)
	if r.UMin>>w == r.UMax>>w || w >= 64 {
		out.UMin, out.UMax = r.UMin&mask(w), r.UMax&mask(w)
	}
	if w >= 64 || signedWindow(r.SMin, w) == signedWindow(r.SMax, w) {
		out.SMin, out.SMax = sext(uint64(r.SMin), w), sext(uint64(r.SMax), w)
	}
	return out
}

// signedWindow is the k for which s lies in [k*2^w - 2^(w-1), k*2^w +
// 2^(w-1)): truncating to w bits subtracts k*2^w, so the values of one
// window keep their order ([-2, 2] of i16 stays [-2, 2] as i8).
func signedWindow(s int64, w uint) int64 { return (s>>(w-1) + 1) >> 1 }

// ZExt is r zero-extended to w bits.
func (r Range) ZExt(w uint) Range { return FromUnsigned(w, r.UMin, r.UMax) }

// SExt is r sign-extended to w bits.
func (r Range) SExt(w uint) Range { return FromSigned(w, r.SMin, r.SMax) }

// Extend returns both bounds of r widened to w bits as they are (zero- and
// sign-extension of each), upstream's extRange.
func (r Range) Extend(w uint) Range {
	return Range{Width: w, UMin: r.UMin, UMax: r.UMax, SMin: r.SMin, SMax: r.SMax}
}
