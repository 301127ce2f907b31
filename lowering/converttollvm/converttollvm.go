// Package converttollvm is convert-to-llvm, upstream MLIR's generic entry
// to the dialects' LLVM conversions: one partial conversion applies the
// patterns of every dialect named in filter-dialects (all of them when the
// list is empty), as upstream's ConvertToLLVMPatternInterface does.
package converttollvm

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/arithtollvm"
	"github.com/strata-compiler/strata/lowering/cftollvm"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/indextollvm"
	"github.com/strata-compiler/strata/lowering/mathtollvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/lowering/ubtollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-to-llvm",
	Name:     "ConvertToLLVMPass",
	Summary:  "Convert to LLVM via dialect interfaces found in the input IR",
	Description: `Converts the ops of the dialects named in filter-dialects (every
dialect with an LLVM conversion when the list is empty) to the llvm dialect
in one partial conversion: arith, cf, func, index, math and ub, with the
patterns of their convert-X-to-llvm passes. A named dialect
without an LLVM conversion is skipped, as upstream. dynamic and
allow-pattern-rollback are accepted for upstream's command lines; Strata's
conversion driver always rolls back a failed pattern.`,
	Options: []passes.Option{
		{Name: "filter-dialects", Kind: passes.StringOption, List: true, Description: "Test conversion patterns of only the specified dialects"},
		{Name: "dynamic", Kind: passes.BoolOption, Default: "false", Description: "Use op conversion attributes to configure the conversion"},
		{Name: "allow-pattern-rollback", Kind: passes.BoolOption, Default: "true", Description: "Experimental performance flag to disallow pattern rollback"},
	},
	Dialects: []string{"llvm"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, r.Strings("filter-dialects"), tollvm.Options{})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// dialectConversion is one dialect's share of the conversion: populate
// marks its ops illegal in the shared target and returns their patterns
// and, when the dialect needs one, a step to run after the conversion.
type dialectConversion struct {
	dialect  string
	populate func(*rewrite.ConversionTarget, *rewrite.TypeConverter, tollvm.Options) ([]*rewrite.ConversionPattern, func())
}

// patternsOnly adapts a dialect whose conversion needs no final step.
func patternsOnly(populate func(*rewrite.ConversionTarget, *rewrite.TypeConverter, tollvm.Options) []*rewrite.ConversionPattern) func(*rewrite.ConversionTarget, *rewrite.TypeConverter, tollvm.Options) ([]*rewrite.ConversionPattern, func()) {
	return func(t *rewrite.ConversionTarget, tc *rewrite.TypeConverter, o tollvm.Options) ([]*rewrite.ConversionPattern, func()) {
		return populate(t, tc, o), nil
	}
}

// conversions lists the dialects whose patterns join the one conversion,
// in the order their patterns are tried.
var conversions = []dialectConversion{
	{"arith", patternsOnly(arithtollvm.Populate)},
	{"cf", patternsOnly(cftollvm.Populate)},
	{"func", functollvm.Populate},
	{"index", patternsOnly(indextollvm.Populate)},
	{"math", patternsOnly(mathtollvm.Populate)},
	{"ub", patternsOnly(ubtollvm.Populate)},
}

// Apply converts the ops of the dialects in filter (all when empty) nested
// in root.
func Apply(root *ir.Operation, filter []string, o tollvm.Options) error {
	selected := func(dialect string) bool {
		if len(filter) == 0 {
			return true
		}
		for _, d := range filter {
			if d == dialect {
				return true
			}
		}
		return false
	}
	tc := tollvm.NewTypeConverter(root.Context(), o)
	target := tollvm.NewTarget()
	var patterns []*rewrite.ConversionPattern
	var finish []func()
	for _, c := range conversions {
		if !selected(c.dialect) {
			continue
		}
		ps, f := c.populate(target, tc, o)
		patterns = append(patterns, ps...)
		if f != nil {
			finish = append(finish, f)
		}
	}
	if len(patterns) == 0 {
		return nil
	}
	if err := rewrite.ApplyPartialConversion(root, target, patterns, tc); err != nil {
		return err
	}
	for _, f := range finish {
		f()
	}
	return nil
}
