package intrange

import (
	"fmt"
	"testing"

	"github.com/strata-compiler/strata/dialects/arith"
)

// The rules are checked exhaustively on 3- and 4-bit integers: for every
// pair of operand ranges, each result of each pair of values in them
// (where the op is defined) must lie in the inferred range.

// ranges lists every unsigned and every signed interval of w bits.
func ranges(w uint) []Range {
	var out []Range
	n := uint64(1) << w
	for a := uint64(0); a < n; a++ {
		for b := a; b < n; b++ {
			out = append(out, FromUnsigned(w, a, b))
			if s, t := sext(a, w), sext(b, w); s <= t {
				out = append(out, FromSigned(w, s, t))
			}
		}
	}
	return out
}

func (r Range) holds(u uint64) bool {
	return u >= r.UMin && u <= r.UMax && sext(u, r.Width) >= r.SMin && sext(u, r.Width) <= r.SMax
}

func (r Range) values() []uint64 {
	var out []uint64
	for u := uint64(0); u <= mask(r.Width); u++ {
		if r.holds(u) {
			out = append(out, u)
		}
	}
	return out
}

// refOp is an op's meaning on w-bit values; ok false where it is
// undefined (poison or undefined behaviour).
type refOp func(a, b uint64, w uint) (uint64, bool)

func signedRef(f func(x, y int64) (int64, bool)) refOp {
	return func(a, b uint64, w uint) (uint64, bool) {
		r, ok := f(sext(a, w), sext(b, w))
		return zext(r, w), ok
	}
}

func floorDiv(x, y int64) int64 {
	q := x / y
	if x%y != 0 && (x < 0) != (y < 0) {
		q--
	}
	return q
}

func ceilDiv(x, y int64) int64 {
	q := x / y
	if x%y != 0 && (x < 0) == (y < 0) {
		q++
	}
	return q
}

func TestRulesSound(t *testing.T) {
	type binRule struct {
		name  string
		infer func(l, r Range) Range
		ref   refOp
	}
	// nuw/nsw results that wrap are poison: no value to hold.
	noWrap := func(f func(x, y int64) int64, signed bool) refOp {
		return func(a, b uint64, w uint) (uint64, bool) {
			var x, y int64
			if signed {
				x, y = sext(a, w), sext(b, w)
			} else {
				x, y = int64(a), int64(b)
			}
			r := f(x, y)
			if signed && (r < minSigned(w) || r > maxSigned(w)) || !signed && (r < 0 || r > int64(mask(w))) {
				return 0, false
			}
			return zext(r, w), true
		}
	}
	wrapping := func(f func(x, y uint64) uint64) refOp {
		return func(a, b uint64, w uint) (uint64, bool) { return f(a, b) & mask(w), true }
	}
	sdiv := func(f func(x, y int64) int64) refOp {
		return func(a, b uint64, w uint) (uint64, bool) {
			x, y := sext(a, w), sext(b, w)
			if y == 0 {
				return 0, false
			}
			r := f(x, y)
			if r > maxSigned(w) {
				return 0, false // INT_MIN / -1
			}
			return zext(r, w), true
		}
	}
	rules := []binRule{
		{"add", func(l, r Range) Range { return Add(l, r, Wrap{}) }, wrapping(func(x, y uint64) uint64 { return x + y })},
		{"add nsw", func(l, r Range) Range { return Add(l, r, Wrap{NSW: true}) }, noWrap(func(x, y int64) int64 { return x + y }, true)},
		{"add nuw", func(l, r Range) Range { return Add(l, r, Wrap{NUW: true}) }, noWrap(func(x, y int64) int64 { return x + y }, false)},
		{"sub", func(l, r Range) Range { return Sub(l, r, Wrap{}) }, wrapping(func(x, y uint64) uint64 { return x - y })},
		{"sub nsw", func(l, r Range) Range { return Sub(l, r, Wrap{NSW: true}) }, noWrap(func(x, y int64) int64 { return x - y }, true)},
		{"mul", func(l, r Range) Range { return Mul(l, r, Wrap{}) }, wrapping(func(x, y uint64) uint64 { return x * y })},
		{"mul nuw", func(l, r Range) Range { return Mul(l, r, Wrap{NUW: true}) }, noWrap(func(x, y int64) int64 { return x * y }, false)},
		{"divu", func(l, r Range) Range { return DivU(l, r, false) }, func(a, b uint64, w uint) (uint64, bool) {
			if b == 0 {
				return 0, false
			}
			return a / b, true
		}},
		{"ceildivu", func(l, r Range) Range { return DivU(l, r, true) }, func(a, b uint64, w uint) (uint64, bool) {
			if b == 0 {
				return 0, false
			}
			return (a + b - 1) / b, true
		}},
		{"divs", func(l, r Range) Range { return DivS(l, r, RoundToZero) }, sdiv(func(x, y int64) int64 { return x / y })},
		{"ceildivs", func(l, r Range) Range { return DivS(l, r, RoundUp) }, sdiv(ceilDiv)},
		{"floordivs", func(l, r Range) Range { return DivS(l, r, RoundDown) }, sdiv(floorDiv)},
		{"remu", RemU, func(a, b uint64, w uint) (uint64, bool) {
			if b == 0 {
				return 0, false
			}
			return a % b, true
		}},
		{"rems", RemS, signedRef(func(x, y int64) (int64, bool) {
			if y == 0 {
				return 0, false
			}
			return x % y, true
		})},
		{"and", And, wrapping(func(x, y uint64) uint64 { return x & y })},
		{"or", Or, wrapping(func(x, y uint64) uint64 { return x | y })},
		{"xor", Xor, wrapping(func(x, y uint64) uint64 { return x ^ y })},
		{"maxs", MaxS, signedRef(func(x, y int64) (int64, bool) { return max(x, y), true })},
		{"mins", MinS, signedRef(func(x, y int64) (int64, bool) { return min(x, y), true })},
		{"maxu", MaxU, wrapping(func(x, y uint64) uint64 { return max(x, y) })},
		{"minu", MinU, wrapping(func(x, y uint64) uint64 { return min(x, y) })},
		{"shl", func(l, r Range) Range { return Shl(l, r, Wrap{}) }, func(a, b uint64, w uint) (uint64, bool) {
			if b >= uint64(w) {
				return 0, false
			}
			return a << b & mask(w), true
		}},
		{"shl nuw", func(l, r Range) Range { return Shl(l, r, Wrap{NUW: true}) }, func(a, b uint64, w uint) (uint64, bool) {
			if b >= uint64(w) || a<<b > mask(w) {
				return 0, false
			}
			return a << b, true
		}},
		{"shrui", ShrU, func(a, b uint64, w uint) (uint64, bool) {
			if b >= uint64(w) {
				return 0, false
			}
			return a >> b, true
		}},
		{"shrsi", ShrS, func(a, b uint64, w uint) (uint64, bool) {
			if b >= uint64(w) {
				return 0, false
			}
			return zext(sext(a, w)>>b, w), true
		}},
	}
	for p := arith.CmpIEQ; p <= arith.CmpIUGE; p++ {
		p := p
		rules = append(rules, binRule{fmt.Sprintf("cmp%d", p), func(l, r Range) Range {
			c := Cmp(p, l, r)
			return Range{Width: l.Width, UMin: c.UMin, UMax: c.UMax, SMin: int64(c.UMin), SMax: int64(c.UMax)}
		}, func(a, b uint64, w uint) (uint64, bool) { return b2u(compare(p, a, b, w)), true }})
	}
	for _, w := range []uint{3, 4} {
		rs := ranges(w)
		if w == 4 {
			rs = everyNth(rs, 7)
		}
		for _, rule := range rules {
			for _, l := range rs {
				for _, r := range rs {
					got := rule.infer(l, r)
					for _, a := range l.values() {
						for _, b := range r.values() {
							v, ok := rule.ref(a, b, w)
							if ok && !got.holds(v) {
								t.Fatalf("i%d %s: %v op %v = %v, but %d op %d = %d", w, rule.name, l, r, got, a, b, v)
							}
						}
					}
				}
			}
		}
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func compare(p Predicate, a, b uint64, w uint) bool {
	x, y := sext(a, w), sext(b, w)
	switch p {
	case arith.CmpIEQ:
		return a == b
	case arith.CmpINE:
		return a != b
	case arith.CmpISLT:
		return x < y
	case arith.CmpISLE:
		return x <= y
	case arith.CmpISGT:
		return x > y
	case arith.CmpISGE:
		return x >= y
	case arith.CmpIULT:
		return a < b
	case arith.CmpIULE:
		return a <= b
	case arith.CmpIUGT:
		return a > b
	}
	return a >= b
}

func TestCasts(t *testing.T) {
	for _, r := range ranges(4) {
		for _, u := range r.values() {
			if z := r.ZExt(8); !z.holds(u) {
				t.Fatalf("zext %v = %v misses %d", r, z, u)
			}
			if s := r.SExt(8); !s.holds(zext(sext(u, 4), 8)) {
				t.Fatalf("sext %v = %v misses %d", r, s, u)
			}
			if tr := r.Trunc(2); !tr.holds(u & 3) {
				t.Fatalf("trunc %v = %v misses %d", r, tr, u)
			}
		}
	}
}

func everyNth(rs []Range, n int) []Range {
	var out []Range
	for i := 0; i < len(rs); i += n {
		out = append(out, rs[i])
	}
	return out
}
