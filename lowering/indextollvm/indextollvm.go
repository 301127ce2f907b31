// Package indextollvm is convert-index-to-llvm: the index dialect's ops
// become llvm ops on an integer of index-bitwidth bits, as upstream's
// IndexToLLVM: one op each for arithmetic, comparisons and casts, and the
// same expansions of the rounded divisions (which keep every
// intermediate in range, unlike q = a / b with a correction).
package indextollvm

import (
	"github.com/strata-compiler/strata/dialects/index"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-index-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-index-to-llvm",
	Name:     "ConvertIndexToLLVMPass",
	Summary:  "Lower the `index` dialect to the `llvm` dialect.",
	Description: `Converts index ops to llvm ops on an integer of index-bitwidth bits
(the machine word by default); values crossing into ops not converted yet go
through builtin.unrealized_conversion_cast. A partial conversion: ops of
other dialects are left alone.`,
	Options: []passes.Option{
		{Name: "index-bitwidth", Description: "Bitwidth of the index type, 0 to use size of machine word", Kind: passes.UintOption, Default: "0"},
	},
	Dialects: []string{"llvm"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, tollvm.Options{IndexBitwidth: int(r.Int("index-bitwidth"))})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply converts the index ops nested in root (partial conversion).
func Apply(root *ir.Operation, o tollvm.Options) error {
	tc := tollvm.NewTypeConverter(root.Context(), o)
	target := tollvm.NewTarget()
	return rewrite.ApplyPartialConversion(root, target, Populate(target, tc, o), tc)
}

// Populate marks index's ops illegal in target and returns the patterns
// that convert them, for this pass and for convert-to-llvm.
func Populate(target *rewrite.ConversionTarget, _ *rewrite.TypeConverter, o tollvm.Options) []*rewrite.ConversionPattern {
	target.AddIllegalDialect("index")
	return Patterns(o)
}

// Patterns returns the index-to-llvm conversion patterns.
func Patterns(o tollvm.Options) []*rewrite.ConversionPattern {
	one := func(from, to *ir.OpDef) *rewrite.ConversionPattern { return tollvm.OneToOne(from, to, nil) }
	return []*rewrite.ConversionPattern{
		one(index.Add, llvm.Add), one(index.Sub, llvm.Sub), one(index.Mul, llvm.Mul),
		one(index.DivS, llvm.SDiv), one(index.DivU, llvm.UDiv),
		one(index.RemS, llvm.SRem), one(index.RemU, llvm.URem),
		one(index.MaxS, llvm.IntrSMax), one(index.MaxU, llvm.IntrUMax),
		one(index.MinS, llvm.IntrSMin), one(index.MinU, llvm.IntrUMin),
		one(index.ShL, llvm.Shl), one(index.ShRS, llvm.AShr), one(index.ShRU, llvm.LShr),
		one(index.And, llvm.And), one(index.Or, llvm.Or), one(index.XOr, llvm.Xor),
		expansion(index.CeilDivS, ceilDivS), expansion(index.CeilDivU, ceilDivU), expansion(index.FloorDivS, floorDivS),
		{Name: "CmpOpLowering", Root: index.Cmp.Name, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			p := op.Attr("pred").(*index.PredicateAttr).Value
			// index's predicates are numbered as llvm.icmp's.
			rw.ReplaceOp(op, []*ir.Value{tollvm.NewB(rw.Rewriter, o).ICmp(p.String(), operands[0], operands[1])})
			return true
		}},
		cast(index.CastS, llvm.SExt.Name), cast(index.CastU, llvm.ZExt.Name),
		constant(index.Constant, func(op *ir.Operation) ir.Attribute { return op.Attr("value") }),
		constant(index.BoolConstant, func(op *ir.Operation) ir.Attribute { return op.Attr("value") }),
		constant(index.SizeOf, func(op *ir.Operation) ir.Attribute { return nil }),
	}
}

// constant is llvm.mlir.constant of the op's value converted to the
// lowered type (nil: the index width, for index.sizeof).
func constant(def *ir.OpDef, value func(*ir.Operation) ir.Attribute) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: "ConstantLowering", Root: def.Name,
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			ts, ok := tollvm.ResultTypes(rw, op)
			if !ok {
				return false
			}
			t := ts[0].(*ir.IntegerType)
			v := value(op)
			if v == nil {
				v = rw.Ctx.IntegerAttr(t, int64(t.Width))
			} else if t.Width > 1 {
				v = rw.Ctx.IntegerAttr(t, v.(*ir.IntegerAttr).Int64())
			}
			rw.ReplaceOp(op, rw.CreateOp(llvm.Constant.Name, nil, ts, tollvm.Attr("value", v)).Results())
			return true
		}}
}

// cast is the value itself at equal widths, extended (ext) to a wider
// type, truncated to a narrower one.
func cast(def *ir.OpDef, ext string) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: "CastLowering", Root: def.Name,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			ts, ok := tollvm.ResultTypes(rw, op)
			if !ok {
				return false
			}
			from, okFrom := operands[0].Type().(*ir.IntegerType)
			to, okTo := ts[0].(*ir.IntegerType)
			if !okFrom || !okTo {
				return false
			}
			switch {
			case from.Width == to.Width:
				rw.ReplaceOp(op, operands)
			case from.Width < to.Width:
				rw.ReplaceOp(op, rw.CreateOp(ext, operands, ts).Results())
			default:
				rw.ReplaceOp(op, rw.CreateOp(llvm.Trunc.Name, operands, ts).Results())
			}
			return true
		}}
}

func expansion(def *ir.OpDef, expand func(b tollvm.B, t ir.Type, n, m *ir.Value) *ir.Value) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: "DivisionLowering", Root: def.Name,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			ts, ok := tollvm.ResultTypes(rw, op)
			if !ok {
				return false
			}
			b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
			rw.ReplaceOp(op, []*ir.Value{expand(b, ts[0], operands[0], operands[1])})
			return true
		}}
}

// ceilDivS(n, m): with x = m > 0 ? -1 : 1, (n + x) / m + 1 when n and m
// have the same sign and n != 0; -((0 - n) / m) otherwise.
func ceilDivS(b tollvm.B, t ir.Type, n, m *ir.Value) *ir.Value {
	zero, one, minusOne := b.IntConst(t, 0), b.IntConst(t, 1), b.IntConst(t, -1)
	mPositive := b.ICmp("sgt", m, zero)
	x := b.V(llvm.Select.Name, []*ir.Value{mPositive, minusOne, one}, t)
	nPlusX := b.V(llvm.Add.Name, []*ir.Value{n, x}, t)
	quotient := b.V(llvm.SDiv.Name, []*ir.Value{nPlusX, m}, t)
	towardInf := b.V(llvm.Add.Name, []*ir.Value{quotient, one}, t)
	negated := b.V(llvm.Sub.Name, []*ir.Value{zero, n}, t)
	negQuotient := b.V(llvm.SDiv.Name, []*ir.Value{negated, m}, t)
	towardZero := b.V(llvm.Sub.Name, []*ir.Value{zero, negQuotient}, t)
	nPositive := b.ICmp("sgt", n, zero)
	sameSign := b.ICmp("eq", nPositive, mPositive)
	nonZero := b.ICmp("ne", n, zero)
	cond := b.V(llvm.And.Name, []*ir.Value{sameSign, nonZero}, b.Ctx.I(1))
	return b.V(llvm.Select.Name, []*ir.Value{cond, towardInf, towardZero}, t)
}

// ceilDivU(n, m): n == 0 ? 0 : (n - 1) / m + 1.
func ceilDivU(b tollvm.B, t ir.Type, n, m *ir.Value) *ir.Value {
	zero, one := b.IntConst(t, 0), b.IntConst(t, 1)
	minusOne := b.V(llvm.Sub.Name, []*ir.Value{n, one}, t)
	quotient := b.V(llvm.UDiv.Name, []*ir.Value{minusOne, m}, t)
	plusOne := b.V(llvm.Add.Name, []*ir.Value{quotient, one}, t)
	isZero := b.ICmp("eq", n, zero)
	return b.V(llvm.Select.Name, []*ir.Value{isZero, zero, plusOne}, t)
}

// floorDivS(n, m): with x = m < 0 ? 1 : -1, -1 - (x - n) / m when n and
// m have different signs and n != 0; n / m otherwise.
func floorDivS(b tollvm.B, t ir.Type, n, m *ir.Value) *ir.Value {
	zero, one, minusOne := b.IntConst(t, 0), b.IntConst(t, 1), b.IntConst(t, -1)
	mNegative := b.ICmp("slt", m, zero)
	x := b.V(llvm.Select.Name, []*ir.Value{mNegative, one, minusOne}, t)
	xMinusN := b.V(llvm.Sub.Name, []*ir.Value{x, n}, t)
	quotient := b.V(llvm.SDiv.Name, []*ir.Value{xMinusN, m}, t)
	towardMinusInf := b.V(llvm.Sub.Name, []*ir.Value{minusOne, quotient}, t)
	truncated := b.V(llvm.SDiv.Name, []*ir.Value{n, m}, t)
	nNegative := b.ICmp("slt", n, zero)
	signsDiffer := b.ICmp("ne", nNegative, mNegative)
	nonZero := b.ICmp("ne", n, zero)
	cond := b.V(llvm.And.Name, []*ir.Value{signsDiffer, nonZero}, b.Ctx.I(1))
	return b.V(llvm.Select.Name, []*ir.Value{cond, towardMinusInf, truncated}, t)
}
