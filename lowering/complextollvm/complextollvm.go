// Package complextollvm is convert-complex-to-llvm: complex<T> values
// become !llvm.struct<(T, T)> (real part first, as the type converter of
// lowering/tollvm says), complex.create builds one with llvm.insertvalue
// and complex.re/im read it with llvm.extractvalue, as upstream's
// ComplexToLLVM. The other complex ops are lowered to arith and math on
// the parts first (convert-complex-to-standard, which this pass runs
// before converting).
package complextollvm

import (
	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/complextostandard"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-complex-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-complex-to-llvm",
	Name:     "ConvertComplexToLLVMPass",
	Summary:  "Convert Complex dialect to LLVM dialect",
	Dialects: []string{"llvm", "arith", "math"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply converts the complex ops nested in root: every op but create, re
// and im to arith and math, then those three to llvm.
func Apply(root *ir.Operation) error {
	if err := complextostandard.Apply(root); err != nil {
		return err
	}
	tc := tollvm.NewTypeConverter(root.Context(), tollvm.Options{})
	target := tollvm.NewTarget()
	target.AddIllegalOp(complexd.Create.Name, complexd.Re.Name, complexd.Im.Name)
	return rewrite.ApplyPartialConversion(root, target, Patterns(), tc)
}

// Patterns returns the create/re/im patterns.
func Patterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// create(re, im) -> insertvalue im, (insertvalue re, poison[0])[1].
		{Name: "complex.create-to-llvm", Root: complexd.Create.Name, Benefit: 1,
			Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
				ts, ok := tollvm.ResultTypes(rw, op)
				if !ok {
					return false
				}
				b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
				s := b.Insert(b.Poison(ts[0]), operands[0], 0)
				rw.ReplaceOp(op, []*ir.Value{b.Insert(s, operands[1], 1)})
				return true
			}},
		part(complexd.Re, 0),
		part(complexd.Im, 1),
	}
}

// part is re or im: extractvalue z[pos].
func part(d *ir.OpDef, pos int64) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: d.Name + "-to-llvm", Root: d.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			if _, ok := tollvm.ResultTypes(rw, op); !ok {
				return false
			}
			b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
			rw.ReplaceOp(op, []*ir.Value{b.Extract(operands[0], pos)})
			return true
		}}
}
