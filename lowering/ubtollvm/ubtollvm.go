// Package ubtollvm is convert-ub-to-llvm: ub.poison becomes
// llvm.mlir.poison of the converted type, as upstream's UBToLLVM.
package ubtollvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-ub-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-ub-to-llvm",
	Name:     "UBToLLVMConversionPass",
	Summary:  "Convert UB dialect to LLVM dialect",
	Description: `ub.poison becomes llvm.mlir.poison of the LLVM type of its result (index an
integer of index-bitwidth bits, a memref its descriptor struct, reached by
other ops through builtin.unrealized_conversion_cast). A partial conversion.`,
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

// Apply converts the ub ops nested in root (partial conversion).
func Apply(root *ir.Operation, o tollvm.Options) error {
	tc := tollvm.NewTypeConverter(root.Context(), o)
	target := tollvm.NewTarget()
	return rewrite.ApplyPartialConversion(root, target, Populate(target, tc, o), tc)
}

// Populate marks ub's ops illegal in target and returns the patterns that
// convert them, for this pass and for convert-to-llvm.
func Populate(target *rewrite.ConversionTarget, _ *rewrite.TypeConverter, _ tollvm.Options) []*rewrite.ConversionPattern {
	target.AddIllegalDialect("ub")
	return Patterns()
}

// Patterns returns the ub-to-llvm conversion patterns.
func Patterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{{Name: "PoisonOpLowering", Root: ub.Poison.Name,
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			ts, ok := tollvm.ResultTypes(rw, op)
			if !ok {
				return false
			}
			rw.ReplaceOpWithNew(op, &ir.OperationState{Name: rw.Ctx.NameOf(llvm.Poison), Loc: op.Loc(), Types: ts})
			return true
		}}}
}
