package intrange

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/index"
	"github.com/strata-compiler/strata/ir"
)

// rule infers the range of op's single result (of width w) from its
// operands' ranges: upstream's inferResultRanges of the op.
type rule func(op *ir.Operation, in []Range, w uint) Range

// rules is every op the analysis knows, by definition. An op not listed
// gives its integer results the full range.
var rules = map[*ir.OpDef]rule{
	arith.Constant:   constant,
	arith.AddI:       func(op *ir.Operation, in []Range, _ uint) Range { return Add(in[0], in[1], wrapOf(op)) },
	arith.SubI:       func(op *ir.Operation, in []Range, _ uint) Range { return Sub(in[0], in[1], wrapOf(op)) },
	arith.MulI:       func(op *ir.Operation, in []Range, _ uint) Range { return Mul(in[0], in[1], wrapOf(op)) },
	arith.DivUI:      binary(func(l, r Range) Range { return DivU(l, r, false) }),
	arith.CeilDivUI:  binary(func(l, r Range) Range { return DivU(l, r, true) }),
	arith.DivSI:      binary(func(l, r Range) Range { return DivS(l, r, RoundToZero) }),
	arith.CeilDivSI:  binary(func(l, r Range) Range { return DivS(l, r, RoundUp) }),
	arith.FloorDivSI: binary(func(l, r Range) Range { return DivS(l, r, RoundDown) }),
	arith.RemUI:      binary(RemU),
	arith.RemSI:      binary(RemS),
	arith.AndI:       binary(And),
	arith.OrI:        binary(Or),
	arith.XOrI:       binary(Xor),
	arith.MaxSI:      binary(MaxS),
	arith.MaxUI:      binary(MaxU),
	arith.MinSI:      binary(MinS),
	arith.MinUI:      binary(MinU),
	arith.ShLI:       func(op *ir.Operation, in []Range, _ uint) Range { return Shl(in[0], in[1], wrapOf(op)) },
	arith.ShRUI:      binary(ShrU),
	arith.ShRSI:      binary(ShrS),
	arith.ExtUI:      func(_ *ir.Operation, in []Range, w uint) Range { return in[0].ZExt(w) },
	arith.ExtSI:      func(_ *ir.Operation, in []Range, w uint) Range { return in[0].SExt(w) },
	arith.TruncI:     func(_ *ir.Operation, in []Range, w uint) Range { return in[0].Trunc(w) },
	arith.IndexCast:  signedCast,
	arith.IndexCastUI: func(_ *ir.Operation, in []Range, w uint) Range {
		return resize(in[0], w, Range.ZExt)
	},
	arith.CmpI: func(op *ir.Operation, in []Range, _ uint) Range {
		return Cmp(Predicate(arith.Predicate(op)), in[0], in[1])
	},
	arith.Select: selectRange,

	index.Constant:     constant,
	index.BoolConstant: constant,
	index.SizeOf:       func(*ir.Operation, []Range, uint) Range { return FromUnsigned(64, 32, 64) },
	index.Add:          indexOp(func(l, r Range) Range { return Add(l, r, Wrap{}) }),
	index.Sub:          indexOp(func(l, r Range) Range { return Sub(l, r, Wrap{}) }),
	index.Mul:          indexOp(func(l, r Range) Range { return Mul(l, r, Wrap{}) }),
	index.DivU:         indexOp(func(l, r Range) Range { return DivU(l, r, false) }),
	index.CeilDivU:     indexOp(func(l, r Range) Range { return DivU(l, r, true) }),
	index.DivS:         indexOp(func(l, r Range) Range { return DivS(l, r, RoundToZero) }),
	index.CeilDivS:     indexOp(func(l, r Range) Range { return DivS(l, r, RoundUp) }),
	index.FloorDivS:    indexOp(func(l, r Range) Range { return DivS(l, r, RoundDown) }),
	index.RemU:         indexOp(RemU),
	index.RemS:         indexOp(RemS),
	index.MaxS:         indexOp(MaxS),
	index.MaxU:         indexOp(MaxU),
	index.MinS:         indexOp(MinS),
	index.MinU:         indexOp(MinU),
	index.ShL:          indexOp(func(l, r Range) Range { return Shl(l, r, Wrap{}) }),
	index.ShRS:         indexOp(ShrS),
	index.ShRU:         indexOp(ShrU),
	index.And:          indexOp(And),
	index.Or:           indexOp(Or),
	index.XOr:          indexOp(Xor),
	index.CastS:        signedCast,
	index.CastU:        func(_ *ir.Operation, in []Range, w uint) Range { return resize(in[0], w, Range.ZExt) },
	index.Cmp:          indexCmp,
}

func binary(f func(l, r Range) Range) rule {
	return func(_ *ir.Operation, in []Range, _ uint) Range { return f(in[0], in[1]) }
}

func wrapOf(op *ir.Operation) Wrap {
	f := arith.OverflowOf(op)
	return Wrap{NSW: f&arith.OverflowNSW != 0, NUW: f&arith.OverflowNUW != 0}
}

// constant is the value of an integer constant, or the union of the
// elements of a dense one (of a vector or tensor).
func constant(op *ir.Operation, _ []Range, w uint) Range {
	switch c := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		if c.Big == nil {
			return Const(w, c.Int64())
		}
	case *ir.DenseElementsAttr:
		n := c.NumElements()
		if c.Splat {
			n = min(n, 1)
		}
		if n == 0 {
			break
		}
		r := Const(w, c.IntElement(0))
		for i := int64(1); i < n; i++ {
			r = r.Union(Const(w, c.IntElement(i)))
		}
		return r
	}
	return Full(w)
}

// resize extends r with ext to w bits, truncates it, or keeps it.
func resize(r Range, w uint, ext func(Range, uint) Range) Range {
	switch {
	case r.Width < w:
		return ext(r, w)
	case r.Width > w:
		return r.Trunc(w)
	}
	return r
}

func signedCast(_ *ir.Operation, in []Range, w uint) Range { return resize(in[0], w, Range.SExt) }

// selectRange is the chosen operand's range when the condition is known,
// else the union of both.
func selectRange(_ *ir.Operation, in []Range, _ uint) Range {
	if c, ok := in[0].Constant(); ok && in[0].Width == 1 {
		if c != 0 {
			return in[1]
		}
		return in[2]
	}
	return in[1].Union(in[2])
}

// indexWidth32 is the narrowest width index may have.
const indexWidth32 = 32

// indexOp is f on index operands, which hold 32 or 64 bits: the 64-bit
// result stands only where computing on 32 bits agrees with it, otherwise
// the 32-bit result, extended, joins it (upstream's inferIndexOp).
func indexOp(f func(l, r Range) Range) rule {
	return func(_ *ir.Operation, in []Range, _ uint) Range {
		wide := f(in[0], in[1])
		narrow := f(in[0].Trunc(indexWidth32), in[1].Trunc(indexWidth32))
		if narrow == wide.Trunc(indexWidth32) {
			return wide
		}
		return wide.Union(narrow.Extend(64))
	}
}

// indexCmp decides index.cmp only where 32- and 64-bit indexes agree.
func indexCmp(op *ir.Operation, in []Range, _ uint) Range {
	p, ok := op.Attr("pred").(*index.PredicateAttr)
	if !ok {
		return Full(1)
	}
	v64, ok64 := Decide(Predicate(p.Value), in[0], in[1])
	v32, ok32 := Decide(Predicate(p.Value), in[0].Trunc(indexWidth32), in[1].Trunc(indexWidth32))
	if ok64 && ok32 && v64 == v32 {
		if v64 {
			return Const(1, 1)
		}
		return Const(1, 0)
	}
	return Full(1)
}

// WidthOf is the number of bits the analysis gives a value of type t, or
// 0 when it tracks no range for it. A vector or tensor of integers has the
// range of its elements (the arith ops work element by element).
func WidthOf(t ir.Type) uint {
	switch s := t.(type) {
	case *ir.VectorType:
		return ScalarWidthOf(s.Elem)
	case *ir.RankedTensorType:
		return ScalarWidthOf(s.Elem)
	}
	return ScalarWidthOf(t)
}

// ScalarWidthOf is WidthOf for integer and index types alone.
func ScalarWidthOf(t ir.Type) uint {
	switch t := t.(type) {
	case *ir.IntegerType:
		if t.Width >= 1 && t.Width <= MaxWidth {
			return uint(t.Width)
		}
	case *ir.IndexType:
		return 64
	}
	return 0
}
