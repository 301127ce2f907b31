package index

import (
	"slices"
	"strconv"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// widths are the widths an index may have after lowering: a fold must
// give the same value at both.
var widths = []int{32, 64}

// truncate is v wrapped to width bits, sign-extended.
func truncate(v int64, width int) int64 {
	shift := uint(64 - width)
	return v << shift >> shift
}

// foldBinary folds two constant operands when the op's value agrees at
// every index width: the 64-bit result, which the fold keeps, truncated
// to 32 bits is the 32-bit result (upstream's foldBinaryOpChecked; a
// 32-bit target truncates the constant to just that).
func foldBinary(f func(a, b int64, width int) (int64, bool)) func(*ir.Operation, []ir.Attribute) []any {
	return func(op *ir.Operation, operands []ir.Attribute) []any {
		a, okA := operands[0].(*ir.IntegerAttr)
		b, okB := operands[1].(*ir.IntegerAttr)
		if !okA || !okB {
			return nil
		}
		var results []int64
		for _, w := range widths {
			r, ok := f(truncate(a.Int64(), w), truncate(b.Int64(), w), w)
			if !ok {
				return nil
			}
			results = append(results, truncate(r, w))
		}
		if truncate(results[1], 32) != results[0] {
			return nil
		}
		return []any{op.Context().IntegerAttr(op.Context().IndexType(), results[1])}
	}
}

func wrapping(f func(a, b int64) int64) func(a, b int64, width int) (int64, bool) {
	return func(a, b int64, _ int) (int64, bool) { return f(a, b), true }
}

// signedDivision leaves division by zero unfolded; INT_MIN / -1 wraps to
// INT_MIN at the width, as upstream's APInt division does.
func signedDivision(f func(a, b int64) int64) func(a, b int64, width int) (int64, bool) {
	return func(a, b int64, _ int) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		return f(a, b), true
	}
}

// unsigned computes on the operands' width-bit unsigned values; a
// division by zero stays unfolded.
func unsigned(f func(a, b uint64) uint64, divides bool) func(a, b int64, width int) (int64, bool) {
	return func(a, b int64, width int) (int64, bool) {
		ua, ub := uint64(a)&widthMask(width), uint64(b)&widthMask(width)
		if divides && ub == 0 {
			return 0, false
		}
		return int64(f(ua, ub)), true
	}
}

func widthMask(width int) uint64 {
	if width == 64 {
		return ^uint64(0)
	}
	return uint64(1)<<width - 1
}

// shift leaves shifts by the width or more (poison) unfolded.
func shift(f func(a int64, s uint) int64, logical bool) func(a, b int64, width int) (int64, bool) {
	return func(a, b int64, width int) (int64, bool) {
		if b < 0 || b >= int64(width) {
			return 0, false
		}
		if logical {
			return int64((uint64(a) & widthMask(width)) >> uint(b)), true
		}
		return f(a, uint(b)), true
	}
}

func divS(a, b int64) int64 { return a / b }

func ceilDivS(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) == (b < 0) {
		q++
	}
	return q
}

func floorDivS(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func ceilDivU(a, b uint64) uint64 {
	q := a / b
	if a%b != 0 {
		q++
	}
	return q
}

func foldCmp(op *ir.Operation, operands []ir.Attribute) []any {
	p, okP := op.Attr("pred").(*PredicateAttr)
	if !okP {
		return nil
	}
	// cmp(x, x): every predicate that allows equality holds.
	if op.Operand(0) == op.Operand(1) {
		return []any{op.Context().BoolAttr(p.Value.Compare(0, 0, 64))}
	}
	a, okA := operands[0].(*ir.IntegerAttr)
	b, okB := operands[1].(*ir.IntegerAttr)
	if okB && !okA {
		return foldCmpOfMinMax(op, p.Value, b)
	}
	if !okA || !okB {
		return nil
	}
	var results []bool
	for _, w := range widths {
		results = append(results, p.Value.Compare(truncate(a.Int64(), w), truncate(b.Int64(), w), w))
	}
	if results[0] != results[1] {
		return nil
	}
	return []any{op.Context().BoolAttr(results[0])}
}

// foldCmpOfMinMax folds cmp(max/min(x, a), b) when the range the min or
// max confines its result to decides the comparison with b at both index
// widths alike (upstream's CmpOp fold): maxs(x, 1) > 0 always holds, and
// so does maxs(x, 1) >u 0, its range holding no negative value.
func foldCmpOfMinMax(op *ir.Operation, p Predicate, b *ir.IntegerAttr) []any {
	m := op.Operand(0).DefiningOp()
	if m == nil {
		return nil
	}
	signed := m.Def() == MaxS || m.Def() == MinS
	if !signed && m.Def() != MaxU && m.Def() != MinU {
		return nil
	}
	a, ok := rewrite.ConstantValue(m.Operand(1).DefiningOp()).(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	var results []bool
	for _, w := range widths {
		lo, hi := truncate(a.Int64(), w), truncate(a.Int64(), w) // the bound a gives; the other is the type's
		switch {
		case m.Def() == MaxS:
			hi = truncate(int64(widthMask(w-1)), w)
		case m.Def() == MinS:
			lo = truncate(1<<(w-1), w)
		case m.Def() == MaxU:
			hi = -1
		default: // MinU
			lo = 0
		}
		// A range that does not cross the other signedness's wrap point
		// (0 for a signed one, 2^(w-1) for an unsigned one) is the same
		// interval read the other way.
		order := signed
		if p != EQ && p != NE && p.Unsigned() == signed {
			if (lo < 0) != (hi < 0) {
				return nil
			}
			order = !signed
		}
		r, decided := decideOnRange(p, lo, hi, truncate(b.Int64(), w), w, order)
		if !decided {
			return nil
		}
		results = append(results, r)
	}
	if results[0] != results[1] {
		return nil
	}
	return []any{op.Context().BoolAttr(results[0])}
}

// decideOnRange reports the value of p(x, c) for every x in [lo, hi]
// (signed or unsigned w-bit bounds, p of that signedness or eq/ne), when
// one value holds for all of them.
func decideOnRange(p Predicate, lo, hi, c int64, w int, signed bool) (result, decided bool) {
	less := func(x, y int64) bool { return x < y }
	if !signed {
		less = func(x, y int64) bool { return uint64(x)&widthMask(w) < uint64(y)&widthMask(w) }
	}
	switch p {
	case EQ, NE:
		if less(c, lo) || less(hi, c) {
			return p == NE, true
		}
		if lo == hi {
			return p == EQ, true
		}
		return false, false
	}
	// The other predicates are monotone in x: deciding both ends decides
	// the range.
	atLo, atHi := p.Compare(lo, c, w), p.Compare(hi, c, w)
	return atLo, atLo == atHi
}

// foldCast folds a constant cast whose value does not depend on the
// index's width (upstream's foldCastOp): an integer into index is
// extended to 64 bits (a 32-bit target truncates that to its own cast);
// an index into an integer of at most 32 bits truncates, into a wider one
// only when the 32-bit index extends to the same value.
func foldCast(signed bool) func(*ir.Operation, []ir.Attribute) []any {
	return func(op *ir.Operation, operands []ir.Attribute) []any {
		a, ok := operands[0].(*ir.IntegerAttr)
		if !ok || a.Big != nil {
			return nil
		}
		extend := func(v int64, from int) int64 {
			v = truncate(v, from)
			if !signed && from < 64 {
				v &= int64(uint64(1)<<from - 1)
			}
			return v
		}
		resultType := op.Result(0).Type()
		v := a.Int64()
		if _, toIndex := resultType.(*ir.IndexType); toIndex {
			return []any{op.Context().IntegerAttr(resultType, extend(v, min(bitWidth(op.Operand(0).Type(), 64), 64)))}
		}
		w := bitWidth(resultType, 64)
		if w > 64 || w > 32 && truncate(extend(v, 32), w) != truncate(v, w) {
			return nil
		}
		return []any{op.Context().IntegerAttr(resultType, truncate(v, w))}
	}
}

// withRightIdentities extends d's fold: op(x, c) -> x for a right
// constant c in keep (add and sub of 0, mul by 1), op(x, c) -> c for one
// in absorb (mul by 0).
func withRightIdentities(d *ir.OpDef, keep, absorb []int64) *ir.OpDef {
	fold := d.Fold
	d.Fold = func(op *ir.Operation, operands []ir.Attribute) []any {
		if r := fold(op, operands); r != nil {
			return r
		}
		c, ok := operands[1].(*ir.IntegerAttr)
		switch {
		case !ok:
			return nil
		case slices.Contains(keep, c.Int64()):
			return []any{op.Operand(0)}
		case slices.Contains(absorb, c.Int64()):
			return []any{c}
		}
		return nil
	}
	return d
}

func bitWidth(t ir.Type, indexWidth int) int {
	if it, ok := t.(*ir.IntegerType); ok {
		return it.Width
	}
	return indexWidth
}
