// Package arithtollvm is convert-arith-to-llvm: arith ops become llvm
// ops (integer and float arithmetic with their flags, comparisons,
// casts, min/max intrinsics), as upstream MLIR's ArithToLLVM. One
// difference: bf16 arithmetic is computed in f32 and rounded back in
// integer ops (bf16.go), where upstream leaves bfloat to LLVM.
package arithtollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-arith-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-arith-to-llvm",
	Name:     "ArithToLLVMConversionPass",
	Summary:  "Convert Arith dialect to LLVM dialect",
	Description: `Converts arith ops to llvm ops. index becomes an integer of
index-bitwidth bits; values crossing into ops not converted yet go through
builtin.unrealized_conversion_cast. A partial conversion: ops of other
dialects are left alone. Unlike upstream, float arithmetic on bf16 scalars
is done in f32, and truncf/sitofp/uitofp to bf16 round in integer ops, so
that the module needs no __truncsfbf2 (libgcc before GCC 13 lacks it).`,
	Options: []passes.Option{
		{Name: "index-bitwidth", Description: "Bitwidth of the index type, 0 to use size of machine word", Kind: passes.UintOption, Default: "0"},
	},
	Dialects: []string{"llvm"},
	Run: func(r *passes.Run) error {
		o := tollvm.Options{IndexBitwidth: int(r.Int("index-bitwidth"))}
		return Apply(r.Op, o)
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply converts the arith ops nested in root (partial conversion).
func Apply(root *ir.Operation, o tollvm.Options) error {
	tc := tollvm.NewTypeConverter(root.Context(), o)
	target := tollvm.NewTarget()
	return rewrite.ApplyPartialConversion(root, target, Populate(target, tc, o), tc)
}

// Populate marks arith's ops illegal in target and returns the patterns
// that convert them, for this pass and for convert-to-llvm.
func Populate(target *rewrite.ConversionTarget, tc *rewrite.TypeConverter, o tollvm.Options) []*rewrite.ConversionPattern {
	// As upstream: an arith op on types the converter cannot map (tensors)
	// is left alone, not an error.
	target.AddDynamicallyLegalDialect("arith", func(op *ir.Operation) bool { return !tollvm.Convertible(tc, op) })
	return Patterns(o)
}

// LLVMFastmath maps arith fast-math flags to llvm's.
func LLVMFastmath(f arith.FastMathFlags) uint32 {
	var out uint32
	pairs := []struct {
		a arith.FastMathFlags
		l uint32
	}{{arith.FastMathNNaN, llvm.FMFnnan}, {arith.FastMathNInf, llvm.FMFninf}, {arith.FastMathNSZ, llvm.FMFnsz},
		{arith.FastMathARCP, llvm.FMFarcp}, {arith.FastMathContract, llvm.FMFcontract}, {arith.FastMathAFN, llvm.FMFafn},
		{arith.FastMathReassoc, llvm.FMFreassoc}}
	for _, p := range pairs {
		if f&p.a != 0 {
			out |= p.l
		}
	}
	return out
}

// fastmath carries arith's fastmath attribute over (omitted when none).
func fastmath(op *ir.Operation) []ir.NamedAttr {
	f := arith.FastMathOf(op)
	if f == arith.FastMathNone {
		return nil
	}
	return []ir.NamedAttr{tollvm.Attr("fastmathFlags", llvm.Fastmath(op.Context(), LLVMFastmath(f)))}
}

// overflow carries arith's overflow flags over.
func overflow(op *ir.Operation) []ir.NamedAttr {
	f := arith.OverflowOf(op)
	var v int64
	if f&arith.OverflowNSW != 0 {
		v |= llvm.OverflowNSW
	}
	if f&arith.OverflowNUW != 0 {
		v |= llvm.OverflowNUW
	}
	if v == 0 {
		return nil
	}
	return []ir.NamedAttr{tollvm.Attr("overflowFlags", op.Context().IntegerAttr(op.Context().I(32), v))}
}

// exact carries the exact unit attribute over.
func exact(op *ir.Operation) []ir.NamedAttr {
	if op.HasAttr("isExact") {
		return []ir.NamedAttr{tollvm.Attr("isExact", op.Context().UnitAttr())}
	}
	return nil
}

func predicate(op *ir.Operation) []ir.NamedAttr {
	as := []ir.NamedAttr{tollvm.Attr("predicate", op.Context().IntegerAttr(op.Context().I(64), arith.Predicate(op)))}
	if op.Def() == arith.CmpF {
		as = append(as, fastmath(op)...)
	}
	return as
}

// Patterns returns the arith-to-llvm conversion patterns.
func Patterns(o tollvm.Options) []*rewrite.ConversionPattern {
	one := tollvm.OneToOne
	ps := []*rewrite.ConversionPattern{
		// integer arithmetic
		one(arith.AddI, llvm.Add, overflow),
		one(arith.SubI, llvm.Sub, overflow),
		one(arith.MulI, llvm.Mul, overflow),
		one(arith.ShLI, llvm.Shl, overflow),
		one(arith.DivSI, llvm.SDiv, exact),
		one(arith.DivUI, llvm.UDiv, exact),
		one(arith.ShRSI, llvm.AShr, exact),
		one(arith.ShRUI, llvm.LShr, exact),
		one(arith.RemSI, llvm.SRem, nil),
		one(arith.RemUI, llvm.URem, nil),
		one(arith.AndI, llvm.And, nil),
		one(arith.OrI, llvm.Or, nil),
		one(arith.XOrI, llvm.Xor, nil),
		one(arith.MaxSI, llvm.IntrSMax, nil),
		one(arith.MinSI, llvm.IntrSMin, nil),
		one(arith.MaxUI, llvm.IntrUMax, nil),
		one(arith.MinUI, llvm.IntrUMin, nil),
		// float arithmetic
		one(arith.AddF, llvm.FAdd, fastmath),
		one(arith.SubF, llvm.FSub, fastmath),
		one(arith.MulF, llvm.FMul, fastmath),
		one(arith.DivF, llvm.FDiv, fastmath),
		one(arith.RemF, llvm.FRem, fastmath),
		one(arith.NegF, llvm.FNeg, fastmath),
		one(arith.MaximumF, llvm.IntrMaximum, fastmath),
		one(arith.MinimumF, llvm.IntrMinimum, fastmath),
		one(arith.MaxNumF, llvm.IntrMaxNum, fastmath),
		one(arith.MinNumF, llvm.IntrMinNum, fastmath),
		// comparisons and select
		one(arith.CmpI, llvm.ICmp, predicate),
		one(arith.CmpF, llvm.FCmp, predicate),
		one(arith.Select, llvm.Select, nil),
		// casts
		one(arith.ExtSI, llvm.SExt, nil),
		one(arith.ExtUI, llvm.ZExt, nil),
		one(arith.TruncI, llvm.Trunc, nil),
		one(arith.ExtF, llvm.FPExt, nil),
		one(arith.SIToFP, llvm.SIToFP, nil),
		one(arith.UIToFP, llvm.UIToFP, nil),
		one(arith.FPToSI, llvm.FPToSI, nil),
		one(arith.FPToUI, llvm.FPToUI, nil),
		one(arith.Bitcast, llvm.Bitcast, nil),
		truncF,
		constant,
		indexCast(arith.IndexCast.Name, llvm.SExt.Name),
		indexCast(arith.IndexCastUI.Name, llvm.ZExt.Name),
		ceilDivSI, floorDivSI, ceilDivUI,
	}
	return append(ps, bf16Patterns()...)
}

// truncf -> fptrunc, only with the default rounding mode.
var truncF = &rewrite.ConversionPattern{Name: "TruncFOpLowering", Root: arith.TruncF.Name,
	Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		if op.HasAttr("roundingmode") {
			return false
		}
		return tollvm.OneToOne(arith.TruncF, llvm.FPTrunc, nil).Rewrite(op, operands, rw)
	}}

// constant c : t -> llvm.mlir.constant(c) : convert(t)
var constant = &rewrite.ConversionPattern{Name: "ConstantOpLowering", Root: arith.Constant.Name,
	Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		ts, ok := tollvm.ResultTypes(rw, op)
		if !ok {
			return false
		}
		v := op.Attr("value")
		if _, isDense := v.(*ir.IntegerAttr); !isDense {
			if _, isF := v.(*ir.FloatAttr); !isF {
				if _, isVec := ts[0].(*ir.VectorType); !isVec {
					return false
				}
			}
		}
		if d, ok := v.(*ir.DenseElementsAttr); ok {
			v = retypeIndexElements(rw.Ctx, d, ts[0])
		}
		n := rw.CreateOp(llvm.Constant.Name, nil, ts, tollvm.Attr("value", v))
		rw.ReplaceOp(op, n.Results())
		return true
	}}

// retypeIndexElements gives a dense vector of index the converted
// integer type t (its elements re-encoded at t's width); other dense
// attributes are returned as they are.
func retypeIndexElements(ctx *ir.Context, d *ir.DenseElementsAttr, t ir.Type) ir.Attribute {
	st, ok := t.(ir.ShapedType)
	if _, isIndex := d.Type.ElementType().(*ir.IndexType); !isIndex || !ok {
		return d
	}
	n := d.NumElements()
	if d.Splat {
		n = 1
	}
	var raw []byte
	for i := int64(0); i < n; i++ {
		raw = ir.PutScalar(raw, st.ElementType(), d.IntElement(i), 0)
	}
	return ctx.DenseElementsAttr(st, raw)
}

// index_cast x : a to b -> x (same width), sext/zext (wider), trunc (narrower)
func indexCast(root, ext string) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: "IndexCastOpLowering", Root: root,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			ts, ok := tollvm.ResultTypes(rw, op)
			if !ok {
				return false
			}
			from, to := width(operands[0].Type()), width(ts[0])
			if from == 0 || to == 0 {
				return false
			}
			switch {
			case from == to:
				rw.ReplaceOp(op, []*ir.Value{operands[0]})
			case from < to:
				rw.ReplaceOp(op, rw.CreateOp(ext, operands, ts).Results())
			default:
				rw.ReplaceOp(op, rw.CreateOp(llvm.Trunc.Name, operands, ts).Results())
			}
			return true
		}}
}

func width(t ir.Type) int {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	if it, ok := t.(*ir.IntegerType); ok {
		return it.Width
	}
	return 0
}

// ceildivsi(a, b) -> q = a / b; q + 1 when a != q * b and sign(a) == sign(b)
var ceilDivSI = &rewrite.ConversionPattern{Name: "CeilDivSIOpLowering", Root: arith.CeilDivSI.Name,
	Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		return expandDiv(op, operands, rw, 1, "eq")
	}}

// floordivsi(a, b) -> q = a / b; q - 1 when a != q * b and sign(a) != sign(b)
var floorDivSI = &rewrite.ConversionPattern{Name: "FloorDivSIOpLowering", Root: arith.FloorDivSI.Name,
	Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		return expandDiv(op, operands, rw, -1, "ne")
	}}

func expandDiv(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter, adjust int64, signPred string) bool {
	ts, ok := tollvm.ResultTypes(rw, op)
	if !ok || width(ts[0]) == 0 {
		return false
	}
	if _, vec := ts[0].(*ir.VectorType); vec {
		return false
	}
	b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
	t := ts[0]
	a, d := operands[0], operands[1]
	zero := b.IntConst(t, 0)
	q := b.V(llvm.SDiv.Name, []*ir.Value{a, d}, t)
	m := b.V(llvm.Mul.Name, []*ir.Value{q, d}, t)
	inexact := b.ICmp("ne", a, m)
	sa := b.ICmp("slt", a, zero)
	sd := b.ICmp("slt", d, zero)
	same := b.ICmp(signPred, sa, sd)
	cond := b.V(llvm.And.Name, []*ir.Value{inexact, same}, rw.Ctx.I(1))
	adj := b.V(llvm.Add.Name, []*ir.Value{q, b.IntConst(t, adjust)}, t)
	rw.ReplaceOp(op, []*ir.Value{b.V(llvm.Select.Name, []*ir.Value{cond, adj, q}, t)})
	return true
}

// ceildivui(a, b) -> a == 0 ? 0 : (a - 1) / b + 1
var ceilDivUI = &rewrite.ConversionPattern{Name: "CeilDivUIOpLowering", Root: arith.CeilDivUI.Name,
	Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		ts, ok := tollvm.ResultTypes(rw, op)
		if !ok || width(ts[0]) == 0 {
			return false
		}
		if _, vec := ts[0].(*ir.VectorType); vec {
			return false
		}
		b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
		t := ts[0]
		a, d := operands[0], operands[1]
		zero, one := b.IntConst(t, 0), b.IntConst(t, 1)
		isZero := b.ICmp("eq", a, zero)
		am1 := b.V(llvm.Sub.Name, []*ir.Value{a, one}, t)
		q := b.V(llvm.UDiv.Name, []*ir.Value{am1, d}, t)
		q1 := b.V(llvm.Add.Name, []*ir.Value{q, one}, t)
		rw.ReplaceOp(op, []*ir.Value{b.V(llvm.Select.Name, []*ir.Value{isZero, zero, q1}, t)})
		return true
	}}
