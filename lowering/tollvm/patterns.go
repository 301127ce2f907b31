package tollvm

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// ResultTypes converts op's result types; ok is false when one does not
// convert.
func ResultTypes(rw *rewrite.ConversionRewriter, op *ir.Operation) ([]ir.Type, bool) {
	if rw.TypeConverter == nil {
		return op.ResultTypes(), true
	}
	return rw.TypeConverter.ConvertTypes(op.ResultTypes())
}

// OneToOne is a conversion pattern that replaces root by a to op with
// the same (converted) operands and result types, and the attributes
// attrs returns (nil: none).
func OneToOne(root, to *ir.OpDef, attrs func(op *ir.Operation) []ir.NamedAttr) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{
		Name: root.Name + "->" + to.Name,
		Root: root.Name,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			ts, ok := ResultTypes(rw, op)
			if !ok {
				return false
			}
			var as []ir.NamedAttr
			if attrs != nil {
				as = attrs(op)
			}
			n := rw.Create(&ir.OperationState{Name: rw.Ctx.NameOf(to), Loc: op.Loc(), Operands: operands, Types: ts, Attrs: as})
			rw.ReplaceOp(op, n.Results())
			return true
		},
	}
}

// NewTarget returns a conversion target where the llvm dialect and
// builtin.unrealized_conversion_cast are legal.
func NewTarget() *rewrite.ConversionTarget {
	t := rewrite.NewConversionTarget()
	t.AddLegalDialect("llvm")
	t.AddLegalOp(builtin.UnrealizedConversionCast.Name)
	return t
}

// Convertible reports whether tc maps every operand and result type of op
// to an LLVM type; an op it cannot map (one on tensors) stays as it is.
func Convertible(tc *rewrite.TypeConverter, op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if tc.Convert(v.Type()) == nil {
			return false
		}
	}
	for _, v := range op.Results() {
		if tc.Convert(v.Type()) == nil {
			return false
		}
	}
	return true
}
