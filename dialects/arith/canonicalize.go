package arith

import (
	"math/big"

	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalization patterns beyond the folders, as upstream's
// ArithCanonicalization.td and ArithOps.cpp have them (checked against
// `mlir-opt-22 --canonicalize`, test/lit/Dialect/Arith/canonicalize.mlir).
// One declaration per rule, the algebra beside it. `c0`, `c1` are scalar
// integer constants (splats do not match, as upstream's APIntAttr);
// reassociations keep the overflow flags both ops had (their
// intersection).

// Canonicalization lists arith's canonicalization patterns.
var Canonicalization = append([]*rewrite.Pattern{
	addIAddConstant, addISubConstantRHS, addISubConstantLHS, addIMulNegOneRHS, addIMulNegOneLHS,
	mulIMulIConstant,
	subIRHSAddConstant, subILHSAddConstant, subIRHSSubConstantRHS, subIRHSSubConstantLHS,
	subILHSSubConstantRHS, subILHSSubConstantLHS, subISubILHSRHSLHS,
	addUIExtendedToAddI, mulSIExtendedToMulI, mulUIExtendedToMulI, mulSIExtendedRHSOne,
	andOfExtUI, andOfExtSI, orOfExtUI, orOfExtSI, xorOfExtUI, xorOfExtSI,
	cmpIExtSI, cmpIExtUI, cmpIConstantRight, xorINotCmpI,
	selectNotCond, redundantSelectTrue, redundantSelectFalse, selectI1ToNot, selectToExtUI,
	indexCastOfExtSI, indexCastUIOfExtUI, extSIOfExtUI, truncIExtSIToExtSI, truncIExtUIToExtUI,
	bitcastOfBitcast,
	mulFOfNegF, divFOfNegF, andIOfAndI, divUIOfMulI, divSIOfMulI, bitcastOfPoison,
	cmpFIntToFPConst, truncFSIToFP, truncFUIToFP, truncIShrSIToTruncIShrUI, extFOfContractedTruncF,
}, poisonPatterns()...)

// ---- reassociation of constants ----

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
var addIAddConstant = reassoc("AddIAddConstant", AddI.Name, AddI, false, AddI.Name, false, addC)

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
var addISubConstantRHS = reassoc("AddISubConstantRHS", AddI.Name, SubI, false, AddI.Name, false,
	func(c0, c1 *big.Int) *big.Int { return new(big.Int).Sub(c1, c0) })

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
var addISubConstantLHS = reassoc("AddISubConstantLHS", AddI.Name, SubI, true, SubI.Name, true, addC)

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
var mulIMulIConstant = reassoc("MulIMulIConstant", MulI.Name, MulI, false, MulI.Name, false,
	func(c0, c1 *big.Int) *big.Int { return new(big.Int).Mul(c0, c1) })

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
var subIRHSAddConstant = reassoc("SubIRHSAddConstant", SubI.Name, AddI, false, AddI.Name, false, subC)

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
var subIRHSSubConstantRHS = reassoc("SubIRHSSubConstantRHS", SubI.Name, SubI, false, SubI.Name, false, addC)

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
var subIRHSSubConstantLHS = reassoc("SubIRHSSubConstantLHS", SubI.Name, SubI, true, SubI.Name, true, subC)

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
var subILHSAddConstant = reassocLHS("SubILHSAddConstant", AddI, false, SubI.Name, true,
	func(c0, c1 *big.Int) *big.Int { return new(big.Int).Sub(c1, c0) })

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
var subILHSSubConstantRHS = reassocLHS("SubILHSSubConstantRHS", SubI, false, SubI.Name, true, addC)

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
var subILHSSubConstantLHS = reassocLHS("SubILHSSubConstantLHS", SubI, true, AddI.Name, false,
	func(c0, c1 *big.Int) *big.Int { return new(big.Int).Sub(c1, c0) })

// addi(x, muli(y, -1)) -> subi(x, y)
var addIMulNegOneRHS = &rewrite.Pattern{Name: "AddIMulNegativeOneRhs", Root: AddI.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		m := defOp(op.Operand(1), MulI)
		if m == nil || !isMinusOne(m.Operand(1)) {
			return false
		}
		replaceWith(rw, op, SubI.Name, []*ir.Value{op.Operand(0), m.Operand(0)}, 0)
		return true
	}}

// addi(muli(x, -1), y) -> subi(y, x)
var addIMulNegOneLHS = &rewrite.Pattern{Name: "AddIMulNegativeOneLhs", Root: AddI.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		m := defOp(op.Operand(0), MulI)
		if m == nil || !isMinusOne(m.Operand(1)) {
			return false
		}
		replaceWith(rw, op, SubI.Name, []*ir.Value{op.Operand(1), m.Operand(0)}, 0)
		return true
	}}

// subi(subi(a, b), a) -> subi(0, b), keeping the flags both had
var subISubILHSRHSLHS = &rewrite.Pattern{Name: "SubISubILHSRHSLHS", Root: SubI.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x, y := binary(op)
		s := defOp(x, SubI)
		if s == nil || s.Operand(0) != y {
			return false
		}
		t := op.Result(0).Type()
		zero := ConstOf(t, 0)
		if zero == nil {
			return false
		}
		rw.SetInsertionPoint(op)
		z := newConstant(rw, zero, t)
		replaceWith(rw, op, SubI.Name, []*ir.Value{z, s.Operand(1)}, overflowFlags(op)&overflowFlags(s))
		return true
	}}

// ---- extended arithmetic ----

// addui_extended(x, y) -> [addi(x, y), _] when the carry is unused
var addUIExtendedToAddI = extendedToPlain("AddUIExtendedToAddI", AddUIExtended, AddI)

// mulsi_extended(x, y) -> [muli(x, y), _] when the high half is unused
var mulSIExtendedToMulI = extendedToPlain("MulSIExtendedToMulI", MulSIExtended, MulI)

// mului_extended(x, y) -> [muli(x, y), _] when the high half is unused
var mulUIExtendedToMulI = extendedToPlain("MulUIExtendedToMulI", MulUIExtended, MulI)

func extendedToPlain(name string, from, to *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: from.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			if !op.Result(1).UseEmpty() {
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateAt(op.Loc(), to.Name, op.Operands(), []ir.Type{op.Result(0).Type()})
			rw.ReplaceAllUsesWith(op.Result(0), n.Result(0))
			rw.EraseOp(op)
			return true
		}}
}

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)], 1 a scalar or a
// splat, x wider than i1 (whose 1 is -1)
var mulSIExtendedRHSOne = &rewrite.Pattern{Name: "MulSIExtendedRHSOne", Root: MulSIExtended.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x, t := op.Operand(0), op.Operand(0).Type()
		c := constantOf(op.Operand(1))
		if c == nil || !isOne(c) || bitWidth(ir.ElementTypeOrSelf(t)) <= 1 {
			return false
		}
		ctx := op.Context()
		var bt ir.Type = ctx.I(1)
		switch st := t.(type) {
		case *ir.VectorType:
			bt = ctx.VectorType(st.Dims, ctx.I(1), st.Scalable)
		case *ir.RankedTensorType:
			bt = ctx.RankedTensorType(st.Dims, ctx.I(1), nil)
		case *ir.IntegerType:
		default:
			return false
		}
		rw.SetInsertionPoint(op)
		zero := newConstant(rw, ConstOf(t, 0), t)
		cmp := rw.CreateAt(op.Loc(), CmpI.Name, []*ir.Value{x, zero}, []ir.Type{bt},
			ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(CmpISLT))})
		ext := rw.CreateAt(op.Loc(), ExtSI.Name, cmp.Results(), []ir.Type{t})
		rw.ReplaceOp(op, []*ir.Value{x, ext.Result(0)})
		return true
	}}

// ---- bitwise ops of extensions ----

// andi(extui(x), extui(y)) -> extui(andi(x, y))
var andOfExtUI = bitwiseOfExt("AndOfExtUI", AndI.Name, ExtUI)

// andi(extsi(x), extsi(y)) -> extsi(andi(x, y))
var andOfExtSI = bitwiseOfExt("AndOfExtSI", AndI.Name, ExtSI)

// ori(extui(x), extui(y)) -> extui(ori(x, y))
var orOfExtUI = bitwiseOfExt("OrOfExtUI", OrI.Name, ExtUI)

// ori(extsi(x), extsi(y)) -> extsi(ori(x, y))
var orOfExtSI = bitwiseOfExt("OrOfExtSI", OrI.Name, ExtSI)

// xori(extui(x), extui(y)) -> extui(xori(x, y))
var xorOfExtUI = bitwiseOfExt("XOrIOfExtUI", XOrI.Name, ExtUI)

// xori(extsi(x), extsi(y)) -> extsi(xori(x, y))
var xorOfExtSI = bitwiseOfExt("XOrIOfExtSI", XOrI.Name, ExtSI)

// ---- comparisons ----

// cmpi(eq|ne, extsi(a), extsi(b)) -> cmpi(eq|ne, a, b)
var cmpIExtSI = cmpIOfExt("CmpIExtSI", ExtSI)

// cmpi(eq|ne, extui(a), extui(b)) -> cmpi(eq|ne, a, b)
var cmpIExtUI = cmpIOfExt("CmpIExtUI", ExtUI)

// cmpi(pred, c, x) -> cmpi(swapped pred, x, c), the constant on the right
var cmpIConstantRight = &rewrite.Pattern{Name: "CmpIConstantRight", Root: CmpI.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if rewrite.ValueConstant(op.Operand(0)) == nil || rewrite.ValueConstant(op.Operand(1)) != nil {
			return false
		}
		pa := op.Attr("predicate").(*ir.IntegerAttr)
		p := SwapCmpI(CmpIPredicate(Predicate(op)))
		rw.ModifyInPlace(op, func() {
			op.SetOperands([]*ir.Value{op.Operand(1), op.Operand(0)})
			op.SetAttr("predicate", op.Context().IntegerAttr(pa.Type, int64(p)))
		})
		return true
	}}

// xori(cmpi(pred, a, b), true) -> cmpi(not pred, a, b)
var xorINotCmpI = &rewrite.Pattern{Name: "XOrINotCmpI", Root: XOrI.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c := defOp(op.Operand(0), CmpI)
		if c == nil || !isTrue(op.Operand(1)) {
			return false
		}
		p := InvertCmpI(CmpIPredicate(Predicate(c)))
		rw.SetInsertionPoint(op)
		pt := c.Attr("predicate").(*ir.IntegerAttr).Type
		n := rw.CreateAt(op.Loc(), CmpI.Name, c.Operands(), []ir.Type{op.Result(0).Type()},
			ir.NamedAttr{Name: "predicate", Value: op.Context().IntegerAttr(pt, int64(p))})
		rw.ReplaceOp(op, n.Results())
		return true
	}}

// ---- select ----

// select(xori(c, true), a, b) -> select(c, b, a)
var selectNotCond = &rewrite.Pattern{Name: "SelectNotCond", Root: Select.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		s := SelectOp{op}
		n := defOp(s.Condition(), XOrI)
		if n == nil || !isTrue(n.Operand(1)) {
			return false
		}
		replaceWith(rw, op, Select.Name, []*ir.Value{n.Operand(0), s.FalseValue(), s.TrueValue()}, 0)
		return true
	}}

// select(c, select(c, a, b), d) -> select(c, a, d)
var redundantSelectTrue = &rewrite.Pattern{Name: "RedundantSelectTrue", Root: Select.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		s := SelectOp{op}
		in, ok := AsSelect(s.TrueValue().DefiningOp())
		if !ok || in.Condition() != s.Condition() {
			return false
		}
		replaceWith(rw, op, Select.Name, []*ir.Value{s.Condition(), in.TrueValue(), s.FalseValue()}, 0)
		return true
	}}

// select(c, a, select(c, b, d)) -> select(c, a, d)
var redundantSelectFalse = &rewrite.Pattern{Name: "RedundantSelectFalse", Root: Select.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		s := SelectOp{op}
		in, ok := AsSelect(s.FalseValue().DefiningOp())
		if !ok || in.Condition() != s.Condition() {
			return false
		}
		replaceWith(rw, op, Select.Name, []*ir.Value{s.Condition(), s.TrueValue(), in.FalseValue()}, 0)
		return true
	}}

// select(c : i1, false, true) -> xori(c, true)
var selectI1ToNot = &rewrite.Pattern{Name: "SelectI1ToNot", Root: Select.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		s, t := SelectOp{op}, op.Result(0).Type()
		if !isI1(t) || !isFalse(s.TrueValue()) || !isTrue(s.FalseValue()) {
			return false
		}
		rw.SetInsertionPoint(op)
		one := newConstant(rw, op.Context().IntegerAttr(t, 1), t)
		replaceWith(rw, op, XOrI.Name, []*ir.Value{s.Condition(), one}, 0)
		return true
	}}

// select(c : i1, 1, 0) : iN -> extui(c); select(c, 0, 1) -> extui(xori(c, true))
var selectToExtUI = &rewrite.Pattern{Name: "SelectToExtUI", Root: Select.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		s := SelectOp{op}
		t, isInt := op.Result(0).Type().(*ir.IntegerType)
		cond := s.Condition()
		if !isInt || !t.IsSignless() || t.Width == 1 || !isI1(cond.Type()) { // extui makes signless integers
			return false
		}
		a, b := rewrite.ValueConstant(s.TrueValue()), rewrite.ValueConstant(s.FalseValue())
		rw.SetInsertionPoint(op)
		switch {
		case isScalarOne(a) && isScalarZero(b):
		case isScalarZero(a) && isScalarOne(b):
			one := newConstant(rw, op.Context().IntegerAttr(cond.Type(), 1), cond.Type())
			cond = rw.CreateAt(op.Loc(), XOrI.Name, []*ir.Value{cond, one}, []ir.Type{cond.Type()}).Result(0)
		default:
			return false
		}
		replaceWith(rw, op, ExtUI.Name, []*ir.Value{cond}, 0)
		return true
	}}

// ---- casts ----

// index_cast(extsi(x)) -> index_cast(x)
var indexCastOfExtSI = castOfCast("IndexCastOfExtSI", IndexCast.Name, ExtSI, IndexCast.Name, nil)

// index_castui(extui(x)) -> index_castui(x)
var indexCastUIOfExtUI = castOfCast("IndexCastUIOfExtUI", IndexCastUI.Name, ExtUI, IndexCastUI.Name, nil)

// extsi(extui(x)) -> extui(x)
var extSIOfExtUI = castOfCast("ExtSIOfExtUI", ExtSI.Name, ExtUI, ExtUI.Name, nil)

// trunci(extsi(x : iA) : iB) : iC -> extsi(x) : iC when A < C
var truncIExtSIToExtSI = castOfCast("TruncIExtSIToExtSI", TruncI.Name, ExtSI, ExtSI.Name, narrowerSrc)

// trunci(extui(x : iA) : iB) : iC -> extui(x) : iC when A < C
var truncIExtUIToExtUI = castOfCast("TruncIExtUIToExtUI", TruncI.Name, ExtUI, ExtUI.Name, narrowerSrc)

// bitcast(bitcast(x : A) : B) : C -> bitcast(x) : C
var bitcastOfBitcast = castOfCast("BitcastOfBitcast", Bitcast.Name, Bitcast, Bitcast.Name, nil)

// ---- pattern builders ----

func addC(c0, c1 *big.Int) *big.Int { return new(big.Int).Add(c0, c1) }
func subC(c0, c1 *big.Int) *big.Int { return new(big.Int).Sub(c0, c1) }

// reassoc is root(inner(x, c0), c1) -> out(x, f(c0, c1)), or with
// constLHS root(inner(c0, x), c1) -> out(f(c0, c1), x) when outConstLHS.
func reassoc(name, root string, inner *ir.OpDef, constLHS bool, out string, outConstLHS bool, f func(c0, c1 *big.Int) *big.Int) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: root, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(op.Operand(0), inner)
			if in == nil {
				return false
			}
			xi, ci := 0, 1
			if constLHS {
				xi, ci = 1, 0
			}
			c0 := scalarIntConst(in.Operand(ci))
			if c0 == nil {
				return false
			}
			c1 := scalarIntConst(op.Operand(1))
			if c1 == nil {
				return false
			}
			return emitReassoc(op, rw, in, in.Operand(xi), c0, c1, out, outConstLHS, f)
		}}
}

// reassocLHS is root(c1, inner(x, c0)) -> out(...), the constant of the
// root on its left (subi only).
func reassocLHS(name string, inner *ir.OpDef, constLHS bool, out string, outConstLHS bool, f func(c0, c1 *big.Int) *big.Int) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: SubI.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(op.Operand(1), inner)
			if in == nil {
				return false
			}
			xi, ci := 0, 1
			if constLHS {
				xi, ci = 1, 0
			}
			c0 := scalarIntConst(in.Operand(ci))
			if c0 == nil {
				return false
			}
			c1 := scalarIntConst(op.Operand(0))
			if c1 == nil {
				return false
			}
			return emitReassoc(op, rw, in, in.Operand(xi), c0, c1, out, outConstLHS, f)
		}}
}

func emitReassoc(op *ir.Operation, rw *rewrite.Rewriter, in *ir.Operation, x *ir.Value, c0, c1 *ir.IntegerAttr,
	out string, outConstLHS bool, f func(c0, c1 *big.Int) *big.Int) bool {
	t := op.Result(0).Type()
	w := bitWidth(t)
	v := op.Context().IntegerAttrBig(t, WrapU(f(WrapU(c0.BigInt(), w), WrapU(c1.BigInt(), w)), w))
	rw.SetInsertionPoint(op)
	c := newConstant(rw, v, t)
	operands := []*ir.Value{x, c}
	if outConstLHS {
		operands = []*ir.Value{c, x}
	}
	replaceWith(rw, op, out, operands, overflowFlags(op)&overflowFlags(in))
	return true
}

// bitwiseOfExt is op(ext(x), ext(y)) -> ext(op(x, y)) when x and y have
// one type.
func bitwiseOfExt(name, root string, ext *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: root, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			a, b := defOp(op.Operand(0), ext), defOp(op.Operand(1), ext)
			if a == nil || b == nil || a.Operand(0).Type() != b.Operand(0).Type() {
				return false
			}
			rw.SetInsertionPoint(op)
			inner := rw.CreateAt(op.Loc(), root, []*ir.Value{a.Operand(0), b.Operand(0)}, []ir.Type{a.Operand(0).Type()})
			replaceWith(rw, op, ext.Name, inner.Results(), 0)
			return true
		}}
}

// cmpIOfExt is cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b).
func cmpIOfExt(name string, ext *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: CmpI.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			p := CmpIPredicate(Predicate(op))
			if p != CmpIEQ && p != CmpINE {
				return false
			}
			a, b := defOp(op.Operand(0), ext), defOp(op.Operand(1), ext)
			if a == nil || b == nil || a.Operand(0).Type() != b.Operand(0).Type() {
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateAt(op.Loc(), CmpI.Name, []*ir.Value{a.Operand(0), b.Operand(0)}, []ir.Type{op.Result(0).Type()},
				ir.NamedAttr{Name: "predicate", Value: op.Attr("predicate")})
			rw.ReplaceOp(op, n.Results())
			return true
		}}
}

// castOfCast is root(inner(x)) -> out(x) : root's type, when ok (if set)
// accepts x's type and the result type.
func castOfCast(name, root string, inner *ir.OpDef, out string, ok func(x, res ir.Type) bool) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: root, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(unary(op), inner)
			if in == nil {
				return false
			}
			x := in.Operand(0)
			if ok != nil && !ok(x.Type(), op.Result(0).Type()) {
				return false
			}
			replaceWith(rw, op, out, []*ir.Value{x}, 0)
			return true
		}}
}

// narrowerSrc reports whether x's element type is narrower than res's.
func narrowerSrc(x, res ir.Type) bool {
	return bitWidth(ir.ElementTypeOrSelf(x)) < bitWidth(ir.ElementTypeOrSelf(res))
}

// ---- helpers ----

// replaceWith replaces op by a new `name` op of op's result type over
// operands, with overflow flags f (for ops that have them).
func replaceWith(rw *rewrite.Rewriter, op *ir.Operation, name string, operands []*ir.Value, f OverflowFlags) {
	rw.SetInsertionPoint(op)
	var attrs []ir.NamedAttr
	if f != OverflowNone {
		attrs = append(attrs, ir.NamedAttr{Name: "overflowFlags", Value: Overflow(op.Context(), f)})
	}
	n := rw.CreateAt(op.Loc(), name, operands, []ir.Type{op.Result(0).Type()}, attrs...)
	rw.ReplaceOp(op, n.Results())
}

// newConstant creates `arith.constant v : t` at the insertion point.
func newConstant(rw *rewrite.Rewriter, v ir.Attribute, t ir.Type) *ir.Value {
	return rw.CreateOp(Constant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: v}).Result(0)
}

// overflowFlags returns op's overflow flags (none when it has none).
func overflowFlags(op *ir.Operation) OverflowFlags {
	if a, ok := op.Attr("overflowFlags").(*OverflowAttr); ok {
		return a.Flags
	}
	return OverflowNone
}

// scalarIntConst returns the scalar integer constant v holds, or nil.
func scalarIntConst(v *ir.Value) *ir.IntegerAttr {
	a, _ := constantOf(v).(*ir.IntegerAttr)
	return a
}

// constantOf is rewrite.ValueConstant with a shortcut for arith.constant
// (whose folder returns its value attribute), the hot case.
func constantOf(v *ir.Value) ir.Attribute {
	d := v.DefiningOp()
	if d == nil {
		return nil
	}
	if d.Name() == Constant.Name {
		return d.Attr("value")
	}
	if a := rewrite.ConstantValue(d); attrOfType(a, v.Type()) {
		return a
	}
	return nil
}

// attrOfType reports whether constant a has type t (a constant-like op of
// another dialect may hold a value of another type than its result).
func attrOfType(a ir.Attribute, t ir.Type) bool {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return a.Type == t
	case *ir.FloatAttr:
		return a.Type == t
	case *ir.DenseElementsAttr:
		return a.Type == t
	}
	return true
}

func isScalarOne(a ir.Attribute) bool {
	ia, ok := a.(*ir.IntegerAttr)
	return ok && isOne(ia)
}

func isScalarZero(a ir.Attribute) bool {
	ia, ok := a.(*ir.IntegerAttr)
	return ok && isZero(ia)
}

// isMinusOne reports a scalar or splat all-ones integer constant.
func isMinusOne(v *ir.Value) bool { return isAllOnes(constantOf(v)) }

// isTrue and isFalse report the scalar i1 constants.
func isTrue(v *ir.Value) bool {
	a := scalarIntConst(v)
	return a != nil && isI1(a.Type) && isOne(a)
}

func isFalse(v *ir.Value) bool {
	a := scalarIntConst(v)
	return a != nil && isI1(a.Type) && isZero(a)
}

// SwapCmpI is the predicate of the comparison with its operands swapped.
func SwapCmpI(p CmpIPredicate) CmpIPredicate {
	switch p {
	case CmpISLT:
		return CmpISGT
	case CmpISGT:
		return CmpISLT
	case CmpISLE:
		return CmpISGE
	case CmpISGE:
		return CmpISLE
	case CmpIULT:
		return CmpIUGT
	case CmpIUGT:
		return CmpIULT
	case CmpIULE:
		return CmpIUGE
	case CmpIUGE:
		return CmpIULE
	}
	return p // eq, ne
}

// InvertCmpI is the predicate of the negated comparison.
func InvertCmpI(p CmpIPredicate) CmpIPredicate {
	switch p {
	case CmpIEQ:
		return CmpINE
	case CmpINE:
		return CmpIEQ
	case CmpISLT:
		return CmpISGE
	case CmpISGE:
		return CmpISLT
	case CmpISLE:
		return CmpISGT
	case CmpISGT:
		return CmpISLE
	case CmpIULT:
		return CmpIUGE
	case CmpIUGE:
		return CmpIULT
	case CmpIULE:
		return CmpIUGT
	}
	return CmpIULE // ugt
}

// ---- negations, products and quotients ----

// mulf(negf(a), negf(b)) -> mulf(a, b), the mulf's fastmath kept
var mulFOfNegF = floatOfNegF("MulFOfNegF", MulF.Name)

// divf(negf(a), negf(b)) -> divf(a, b), the divf's fastmath kept
var divFOfNegF = floatOfNegF("DivFOfNegF", DivF.Name)

// floatOfNegF drops the negations of both operands of root, whose result
// keeps its sign: (-a) * (-b) = a * b and (-a) / (-b) = a / b exactly.
func floatOfNegF(name, root string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: root, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			x, y := binary(op)
			a, b := defOp(x, NegF), defOp(y, NegF)
			if a == nil || b == nil {
				return false
			}
			rw.ModifyInPlace(op, func() { op.SetOperands([]*ir.Value{unary(a), unary(b)}) })
			return true
		}}
}

// andi(a, andi(a, b)), andi(andi(a, b), a) and the forms with b -> andi(a, b)
var andIOfAndI = &rewrite.Pattern{Name: "AndIOfAndI", Root: AndI.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lhs, rhs := binary(op)
		for _, p := range [][2]*ir.Value{{lhs, rhs}, {rhs, lhs}} {
			in, x := defOp(p[0], AndI), p[1]
			if in == nil || in == op {
				continue
			}
			if a, b := binary(in); a == x || b == x {
				rw.ReplaceOp(op, in.Results())
				return true
			}
		}
		return false
	}}

// divui(muli(a, b) nuw, a) -> b;  divui(muli(a, b) nuw, b) -> a (a zero divisor is UB)
var divUIOfMulI = divOfMulI("DivUIOfMulI", DivUI.Name, OverflowNUW)

// divsi(muli(a, b) nsw, a) -> b;  divsi(muli(a, b) nsw, b) -> a
var divSIOfMulI = divOfMulI("DivSIOfMulI", DivSI.Name, OverflowNSW)

func divOfMulI(name, root string, flag OverflowFlags) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: root, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			x, d := binary(op)
			m := defOp(x, MulI)
			if m == nil || overflowFlags(m)&flag == 0 {
				return false
			}
			switch a, b := binary(m); d {
			case a:
				rw.ReplaceOp(op, []*ir.Value{b})
			case b:
				rw.ReplaceOp(op, []*ir.Value{a})
			default:
				return false
			}
			return true
		}}
}

// binary returns a two-operand op's lhs and rhs.
func binary(op *ir.Operation) (lhs, rhs *ir.Value) { return op.Operand(0), op.Operand(1) }

// unary returns a one-operand op's operand.
func unary(op *ir.Operation) *ir.Value { return op.Operand(0) }

// extf(truncf(x : T) : U) : T -> x where both allow contraction, which
// lets the rounding to U go (upstream's ExtFOp fold)
var extFOfContractedTruncF = &rewrite.Pattern{Name: "ExtFOfContractedTruncF", Root: ExtF.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		t := defOp(unary(op), TruncF)
		if t == nil || unary(t).Type() != op.Result(0).Type() ||
			FastMathOf(t)&FastMathContract == 0 || FastMathOf(op)&FastMathContract == 0 {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{unary(t)})
		return true
	}}

// bitcast(ub.poison : a) -> ub.poison : b, for scalars (mlir-opt-22 leaves a vector's)
var bitcastOfPoison = &rewrite.Pattern{Name: "BitcastOfPoison", Root: Bitcast.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if defOp(unary(op), ub.Poison) == nil {
			return false
		}
		if _, shaped := op.Result(0).Type().(ir.ShapedType); shaped {
			return false
		}
		rw.SetInsertionPoint(op)
		p := rw.CreateAt(op.Loc(), ub.Poison.Name, nil, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, p.Results())
		return true
	}}

// truncf(sitofp(x)) -> sitofp(x), truncf(uitofp(x)) -> uitofp(x), the truncf of the
// default rounding: the wide float holds every x exactly (x no wider than its
// mantissa), so one rounding to the narrow type is the direct conversion's
var truncFSIToFP = truncFOfIntToFP("TruncFSIToFPToSIToFP", SIToFP)
var truncFUIToFP = truncFOfIntToFP("TruncFUIToFPToUIToFP", UIToFP)

func truncFOfIntToFP(name string, conv *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: TruncF.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			c := defOp(unary(op), conv)
			if c == nil || op.HasAttr("roundingmode") {
				return false
			}
			x := unary(c)
			it, ok := ir.ElementTypeOrSelf(x.Type()).(*ir.IntegerType)
			ft, ok2 := ir.ElementTypeOrSelf(c.Result(0).Type()).(*ir.FloatType)
			if !ok || !ok2 || it.Width > mantissaBits(ft) {
				return false
			}
			replaceWith(rw, op, conv.Name, []*ir.Value{x}, 0)
			return true
		}}
}

// mantissaBits is the precision of t (its significand bits, the implicit
// one included): precision's, and the wide formats' own.
func mantissaBits(t *ir.FloatType) int {
	switch t.Kind {
	case ir.F80:
		return 64
	case ir.F128:
		return 113
	}
	return int(precision(t))
}

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) with c (a scalar or splat) the bits trunci
// drops: the sign copies shrsi shifts in are all dropped. trunci's overflow flags go:
// nsw held for shrsi's result but not for shrui's (mlir-opt-22 keeps them)
var truncIShrSIToTruncIShrUI = &rewrite.Pattern{Name: "TruncIShrSIToTrunciShrUI", Root: TruncI.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		s := defOp(unary(op), ShRSI)
		if s == nil {
			return false
		}
		x, amount := binary(s)
		wide, narrow := bitWidth(ir.ElementTypeOrSelf(x.Type())), bitWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
		if c, ok := splatInt(amount); !ok || c != int64(wide-narrow) {
			return false
		}
		rw.SetInsertionPoint(op)
		u := rw.CreateAt(s.Loc(), ShRUI.Name, []*ir.Value{x, amount}, []ir.Type{x.Type()})
		replaceWith(rw, op, TruncI.Name, u.Results(), 0)
		return true
	}}

// splatInt returns v's value when it is a scalar or splat integer constant
// that fits in 64 bits.
func splatInt(v *ir.Value) (int64, bool) {
	switch a := constantOf(v).(type) {
	case *ir.IntegerAttr:
		if a.BigInt().IsInt64() {
			return a.BigInt().Int64(), true
		}
	case *ir.DenseElementsAttr:
		if a.Splat && a.NumElements() > 0 && bitWidth(a.Type.ElementType()) <= 64 {
			return a.IntElement(0), true
		}
	}
	return 0, false
}
