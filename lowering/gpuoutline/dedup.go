package gpuoutline

import (
	"strings"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// DeduplicatePass is strata-gpu-deduplicate-kernels. Outlining makes a
// kernel module per launch, so a model that repeats a layer (vit's twelve
// blocks) gets the same kernel many times: 324 kernels of 34 distinct
// bodies for vit_tiny. Each copy costs its lowering, its PTX and, at the
// first launch, the driver's JIT; one copy serves every launch.
var DeduplicatePass = &passes.Pass{
	Argument: "strata-gpu-deduplicate-kernels",
	Name:     "GpuDeduplicateKernelsPass",
	Summary:  "Keep one gpu.module of each set of equal ones and launch it for all",
	Description: "Two gpu.modules of the top-level module are equal when their generic forms are, once the " +
		"module's name, and that of each function named after it (as gpu-kernel-outlining names kernels), " +
		"are set aside. The first of each set stays; the gpu.launch_func ops of the others launch it, and the " +
		"others are erased. A module that anything other than a gpu.launch_func names (a symbol reference in any " +
		"other op's attributes) stays as it is.",
	Dialects: []string{"gpu"},
	Run: func(r *passes.Run) error {
		deduplicateKernels(r.Op)
		return nil
	},
}

// deduplicateKernels erases the gpu.modules of module equal to an earlier
// one and points their launches at that one.
func deduplicateKernels(module *ir.Operation) {
	var kernelModules []*ir.Operation
	for _, rg := range module.Regions() {
		for b := rg.Front(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if o.Def() == gpu.Module {
					kernelModules = append(kernelModules, o)
				}
			}
		}
	}
	if len(kernelModules) < 2 {
		return
	}
	pinned := map[string]bool{}
	var launches []*ir.Operation
	ir.WalkOps(module, func(o *ir.Operation) {
		if o.Def() == gpu.LaunchFunc {
			launches = append(launches, o)
			return
		}
		ir.ForEachSymbolRef(o, func(ref *ir.SymbolRefAttr) { pinned[ref.Root] = true })
	})
	first := map[string]*ir.Operation{}
	replacement := map[string]string{}
	for _, m := range kernelModules {
		if ir.SymbolName(m) == "" {
			continue
		}
		key := moduleKey(m)
		keep, seen := first[key]
		if !seen {
			first[key] = m
			continue
		}
		name := ir.SymbolName(m)
		if pinned[name] {
			continue
		}
		replacement[name] = ir.SymbolName(keep)
		m.Erase()
	}
	if len(replacement) == 0 {
		return
	}
	ctx := module.Context()
	for _, l := range launches {
		ref, ok := l.Attr("kernel").(*ir.SymbolRefAttr)
		if !ok {
			continue
		}
		keep, ok := replacement[ref.Root]
		if !ok {
			continue
		}
		nested := append([]string(nil), ref.Nested...)
		for i, n := range nested {
			if n == ref.Root {
				nested[i] = keep
			}
		}
		l.SetAttr("kernel", ctx.SymbolRefAttr(keep, nested...))
	}
}

// moduleKey is the generic form of kernel module m with its name, and the
// names of the functions named after it, set aside.
func moduleKey(m *ir.Operation) string {
	ctx := m.Context()
	name := ir.SymbolName(m)
	placeholder := ctx.StringAttr("")
	renamed := []*ir.Operation{m}
	for _, rg := range m.Regions() {
		for b := rg.Front(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if ir.SymbolName(o) == name {
					renamed = append(renamed, o)
				}
			}
		}
	}
	for _, o := range renamed {
		o.SetAttr("sym_name", placeholder)
	}
	var text strings.Builder
	_ = ir.PrintOp(&text, m, ir.PrintFlags{Generic: true, LocalScope: true})
	for _, o := range renamed {
		o.SetAttr("sym_name", ctx.StringAttr(name))
	}
	return text.String()
}
