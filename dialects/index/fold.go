package index

import (
	"strconv"

	"github.com/strata-compiler/strata/ir"
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
// every index width (the 32-bit result sign-extends to the 64-bit one).
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
		if results[0] != results[1] {
			return nil
		}
		return []any{op.Context().IntegerAttr(op.Context().IndexType(), results[1])}
	}
}

func wrapping(f func(a, b int64) int64) func(a, b int64, width int) (int64, bool) {
	return func(a, b int64, _ int) (int64, bool) { return f(a, b), true }
}

// signedDivision leaves division by zero and INT_MIN / -1 unfolded.
func signedDivision(f func(a, b int64) int64) func(a, b int64, width int) (int64, bool) {
	return func(a, b int64, width int) (int64, bool) {
		if b == 0 || b == -1 && a == truncate(1<<(width-1), width) {
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
	a, okA := operands[0].(*ir.IntegerAttr)
	b, okB := operands[1].(*ir.IntegerAttr)
	p, okP := op.Attr("pred").(*PredicateAttr)
	if !okA || !okB || !okP {
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

// foldCast folds a constant cast whose value does not depend on the
// index's width: an integer into index (sign- or zero-extended from its
// width), or an index into an integer narrower than 32 bits.
func foldCast(signed bool) func(*ir.Operation, []ir.Attribute) []any {
	return func(op *ir.Operation, operands []ir.Attribute) []any {
		a, ok := operands[0].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		ctx := op.Context()
		var results []int64
		for _, w := range widths {
			v := a.Int64()
			from, to := bitWidth(op.Operand(0).Type(), w), bitWidth(op.Result(0).Type(), w)
			v = truncate(v, from)
			if !signed && from < 64 {
				v &= int64(uint64(1)<<from - 1)
			}
			results = append(results, truncate(v, to))
		}
		if results[0] != results[1] {
			return nil
		}
		return []any{ctx.IntegerAttr(op.Result(0).Type(), results[1])}
	}
}

func bitWidth(t ir.Type, indexWidth int) int {
	if it, ok := t.(*ir.IntegerType); ok {
		return it.Width
	}
	return indexWidth
}
