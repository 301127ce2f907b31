package arith

import (
	"github.com/strata-compiler/strata/ir"
)

// Fast paths of the integer folders for the common case: scalar integer
// constants of at most 64 bits. They give exactly the attributes the
// general (big.Int, elementwise) machinery gives, without its
// allocations; anything else (dense elements, wider integers) takes the
// general path.

// mask64 is the mask of the low w bits (1 <= w <= 64).
func mask64(w int) uint64 { return ^uint64(0) >> (64 - w) }

// smallInt returns the w-bit pattern of a scalar integer attribute of
// at most 64 bits; ok is false for anything else.
func smallInt(a ir.Attribute) (u uint64, w int, ok bool) {
	ia, isInt := a.(*ir.IntegerAttr)
	if !isInt || ia == nil || ia.Big != nil {
		return 0, 0, false
	}
	w = bitWidth(ia.Type)
	if w <= 0 || w > 64 {
		return 0, 0, false
	}
	return uint64(ia.Val) & mask64(w), w, true
}

// int64Fn is a scalar integer operation on w-bit patterns (w <= 64); the
// result is wrapped to w bits by the caller; ok=false declines.
type int64Fn func(a, b uint64, w int) (r uint64, ok bool)

// foldIntFast folds op(c0, c1) with fast when both constants and the
// result are scalar integers of at most 64 bits, and with fn otherwise.
func foldIntFast(op *ir.Operation, c []ir.Attribute, fast int64Fn, fn intFn) ir.Attribute {
	if c[0] == nil || c[1] == nil {
		return nil
	}
	a, wa, okA := smallInt(c[0])
	b, wb, okB := smallInt(c[1])
	t := op.Result(0).Type()
	if okA && okB && wa == wb {
		if _, shaped := t.(ir.ShapedType); !shaped && bitWidth(t) == wa {
			r, ok := fast(a, b, wa)
			if !ok {
				return nil
			}
			return op.Context().IntegerAttr(t, int64(r&mask64(wa)))
		}
	}
	return foldInt(op, c, fn)
}

func addU64(a, b uint64, _ int) (uint64, bool) { return a + b, true }
func subU64(a, b uint64, _ int) (uint64, bool) { return a - b, true }
func mulU64(a, b uint64, _ int) (uint64, bool) { return a * b, true }
func andU64(a, b uint64, _ int) (uint64, bool) { return a & b, true }
func orU64(a, b uint64, _ int) (uint64, bool)  { return a | b, true }
func xorU64(a, b uint64, _ int) (uint64, bool) { return a ^ b, true }

// signed64 is the two's complement value of the w-bit pattern u.
func signed64(u uint64, w int) int64 { return int64(u<<(64-w)) >> (64 - w) }

// evalCmpI64 applies an integer predicate to w-bit patterns.
func evalCmpI64(p CmpIPredicate, a, b uint64, w int) bool {
	sa, sb := signed64(a, w), signed64(b, w)
	switch p {
	case CmpIEQ:
		return a == b
	case CmpINE:
		return a != b
	case CmpISLT:
		return sa < sb
	case CmpISLE:
		return sa <= sb
	case CmpISGT:
		return sa > sb
	case CmpISGE:
		return sa >= sb
	case CmpIULT:
		return a < b
	case CmpIULE:
		return a <= b
	case CmpIUGT:
		return a > b
	case CmpIUGE:
		return a >= b
	}
	return false
}
