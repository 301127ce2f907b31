package arith

import (
	"math"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// cmpf(pred, sitofp(x), c) -> cmpi(pred', x, c') and cmpf(pred, uitofp(x), c) likewise,
// upstream's CmpFIntToFPConst (from LLVM's InstCombine): c a scalar float
// constant of f16, bf16, f32 or f64, not NaN; x an integer of at most 64 bits
// the float holds exactly wherever the comparison could tell. A c outside
// x's range folds the comparison to a constant; a fractional c moves the
// predicate to the integer it lies beside (x <= 4.4 is x <= 4, x >= 4.4 is x > 4).
var cmpFIntToFPConst = &rewrite.Pattern{Name: "CmpFIntToFPConst", Root: CmpF.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lhs, rhsV := binary(op)
		ca, ok := constantOf(rhsV).(*ir.FloatAttr)
		if !ok {
			return false
		}
		ft := ca.Type
		mant, maxExp := 0, 0
		switch ft.Kind {
		case ir.F16:
			mant, maxExp = 11, 15
		case ir.BF16:
			mant, maxExp = 8, 127
		case ir.F32:
			mant, maxExp = 24, 127
		case ir.F64:
			mant, maxExp = 53, 1023
		default:
			return false
		}
		rhs := FloatValue(ft, ca.Bits)
		if math.IsNaN(rhs) {
			return false
		}
		unsigned := false
		conv := defOp(lhs, SIToFP)
		if conv == nil {
			if conv, unsigned = defOp(lhs, UIToFP), true; conv == nil {
				return false
			}
		}
		x := unary(conv)
		it, ok := x.Type().(*ir.IntegerType)
		if !ok || it.Width < 1 || it.Width > 64 {
			return false
		}
		w := it.Width
		valueBits := w
		if !unsigned {
			valueBits = w - 1
		}
		if w > mant {
			if math.IsInf(rhs, 0) {
				if maxExp < valueBits {
					return false
				}
			} else if rhs != 0 {
				_, e := math.Frexp(rhs)
				if exp := e - 1; mant <= exp && exp <= valueBits {
					return false
				}
			}
		}
		var pred CmpIPredicate
		pick := func(s, u CmpIPredicate) CmpIPredicate {
			if unsigned {
				return u
			}
			return s
		}
		switch CmpFPredicate(Predicate(op)) {
		case CmpFOEQ, CmpFUEQ:
			pred = CmpIEQ
		case CmpFOGT, CmpFUGT:
			pred = pick(CmpISGT, CmpIUGT)
		case CmpFOGE, CmpFUGE:
			pred = pick(CmpISGE, CmpIUGE)
		case CmpFOLT, CmpFULT:
			pred = pick(CmpISLT, CmpIULT)
		case CmpFOLE, CmpFULE:
			pred = pick(CmpISLE, CmpIULE)
		case CmpFONE, CmpFUNE:
			pred = CmpINE
		case CmpFORD:
			return replaceWithBool(rw, op, true)
		case CmpFUNO:
			return replaceWithBool(rw, op, false)
		default:
			return false
		}
		round := func(v float64) float64 { return FloatValue(ft, ir.FloatBits(ft.Kind, v)) }
		var lo, hi float64
		if unsigned {
			lo, hi = 0, round(float64(uint64(math.MaxUint64)>>(64-w)))
		} else {
			lo, hi = round(-math.Ldexp(1, w-1)), round(float64(int64(math.MaxInt64)>>(64-w)))
		}
		if hi < rhs {
			return replaceWithBool(rw, op, pred == CmpINE || pred == CmpISLT || pred == CmpISLE || pred == CmpIULT || pred == CmpIULE)
		}
		if lo > rhs {
			return replaceWithBool(rw, op, pred == CmpINE || pred == CmpISGT || pred == CmpISGE || pred == CmpIUGT || pred == CmpIUGE)
		}
		t := math.Trunc(rhs)
		if limit := math.Ldexp(1, valueBits); t >= limit || t < -limit {
			return false // the rounded bound let in a value x's type cannot hold
		}
		neg := math.Signbit(rhs)
		if rhs != 0 && t != rhs {
			switch pred {
			case CmpINE:
				return replaceWithBool(rw, op, true)
			case CmpIEQ:
				return replaceWithBool(rw, op, false)
			case CmpIULE:
				if neg {
					return replaceWithBool(rw, op, false)
				}
			case CmpISLE:
				if neg {
					pred = CmpISLT
				}
			case CmpIULT:
				if neg {
					return replaceWithBool(rw, op, false)
				}
				pred = CmpIULE
			case CmpISLT:
				if !neg {
					pred = CmpISLE
				}
			case CmpIUGT:
				if neg {
					return replaceWithBool(rw, op, true)
				}
			case CmpISGT:
				if neg {
					pred = CmpISGE
				}
			case CmpIUGE:
				if neg {
					return replaceWithBool(rw, op, true)
				}
				pred = CmpIUGT
			case CmpISGE:
				if !neg {
					pred = CmpISGT
				}
			}
		}
		var c int64
		if unsigned {
			c = int64(uint64(t))
		} else {
			c = int64(t)
		}
		ctx := op.Context()
		rw.SetInsertionPoint(op)
		k := newConstant(rw, ctx.IntegerAttr(it, c), it)
		n := rw.CreateAt(op.Loc(), CmpI.Name, []*ir.Value{x, k}, []ir.Type{op.Result(0).Type()},
			ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(pred))})
		rw.ReplaceOp(op, n.Results())
		return true
	}}

// replaceWithBool replaces op, of result i1, with the constant b.
func replaceWithBool(rw *rewrite.Rewriter, op *ir.Operation, b bool) bool {
	t := op.Result(0).Type()
	v := int64(0)
	if b {
		v = 1
	}
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{newConstant(rw, op.Context().IntegerAttr(t, v), t)})
	return true
}
