package cpukernels

import (
	"slices"
	"strings"

	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// DeduplicatePass is strata-cpu-deduplicate-kernels. A kernel is named
// after a hash of its body on loops, where two bodies that lower to the
// same code can still differ (in the static types of memrefs passed as
// bare pointers or descriptors: swin_t's twenty matmul micro-kernel
// wrappers are one function in the llvm dialect); each copy would be
// compiled and cached on its own.
var DeduplicatePass = &passes.Pass{
	Argument: "strata-cpu-deduplicate-kernels",
	Name:     "CPUDeduplicateKernelsPass",
	Summary:  "Keep one llvm.func of each set of equal kernels and call it for all",
	Description: "On the llvm dialect: two llvm.func ops marked " + KernelAttr + " are equal when their generic forms are, " +
		"their own names set aside. The first of each set stays; every symbol reference to the others (calls, " +
		"llvm.mlir.addressof) names it instead, and the others are erased. Repeated until nothing changes, as a " +
		"task function (@K" + TaskSuffix + ") becomes equal to another once the kernels they call are one. A " +
		"function named inside an array or dictionary attribute stays as it is.",
	Anchor:   builtin.Module.Name,
	Dialects: []string{"llvm"},
	Run: func(r *passes.Run) error {
		deduplicate(r.Op)
		return nil
	},
}

// deduplicate merges the equal kernels of module, round after round until
// none is left to merge.
func deduplicate(module *ir.Operation) {
	pinned := pinnedNames(module)
	keys := map[*ir.Operation]string{}
	for mergeOnce(module, pinned, keys) {
	}
}

// pinnedNames are the functions named where a reference is not rewritten:
// inside an array or dictionary attribute, or with nested references.
func pinnedNames(module *ir.Operation) map[string]bool {
	pinned := map[string]bool{}
	ir.WalkOps(module, func(o *ir.Operation) {
		attrs := slices.Concat(o.Props(), o.DiscardableAttrs())
		nested := false
		for _, a := range attrs {
			switch v := a.Value.(type) {
			case *ir.SymbolRefAttr:
				if len(v.Nested) > 0 {
					pinned[v.Root] = true
				}
			case *ir.ArrayAttr, *ir.DictionaryAttr:
				nested = true
			}
		}
		if !nested {
			return
		}
		flat := map[*ir.SymbolRefAttr]int{}
		for _, a := range attrs {
			if ref, ok := a.Value.(*ir.SymbolRefAttr); ok {
				flat[ref]++
			}
		}
		ir.ForEachSymbolRef(o, func(ref *ir.SymbolRefAttr) {
			if flat[ref] > 0 {
				flat[ref]--
				return
			}
			pinned[ref.Root] = true
		})
	})
	return pinned
}

// mergeOnce merges the equal kernels of module once and reports whether
// any was. keys holds each kernel's key from an earlier round; a kernel
// whose references change loses its key, computed again the next round.
func mergeOnce(module *ir.Operation, pinned map[string]bool, keys map[*ir.Operation]string) bool {
	body := module.Region(0).Front()
	first := map[string]string{}
	replacement := map[string]string{}
	var erased []*ir.Operation
	for op := body.First(); op != nil; op = op.Next() {
		if op.Def() != llvm.FuncOp || !op.HasAttr(KernelAttr) || op.Region(0).Empty() {
			continue
		}
		name := ir.SymbolName(op)
		key, ok := keys[op]
		if !ok {
			key = kernelKey(op)
			keys[op] = key
		}
		keep, seen := first[key]
		if !seen {
			first[key] = name
			continue
		}
		if pinned[name] {
			continue
		}
		replacement[name] = keep
		erased = append(erased, op)
	}
	if len(replacement) == 0 {
		return false
	}
	ctx := module.Context()
	ir.WalkOps(module, func(o *ir.Operation) {
		for _, a := range slices.Concat(o.Props(), o.DiscardableAttrs()) {
			if ref, ok := a.Value.(*ir.SymbolRefAttr); ok && len(ref.Nested) == 0 && replacement[ref.Root] != "" {
				o.SetAttr(a.Name, ctx.SymbolRefAttr(replacement[ref.Root]))
				delete(keys, body.FindAncestorOpInBlock(o))
			}
		}
	})
	for _, op := range erased {
		delete(keys, op)
		op.Erase()
	}
	return true
}

// kernelKey is the generic form of fn with its name set aside.
func kernelKey(fn *ir.Operation) string {
	ctx := fn.Context()
	name := ir.SymbolName(fn)
	fn.SetAttr("sym_name", ctx.StringAttr(""))
	var text strings.Builder
	_ = ir.PrintOp(&text, fn, ir.PrintFlags{Generic: true, LocalScope: true})
	fn.SetAttr("sym_name", ctx.StringAttr(name))
	return text.String()
}
