package cpukernels

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// NoAliasAttr is the argument attribute (upstream's llvm.noalias) a
// kernel's memref argument gets when no other argument of any of its
// calls can reach the same memory where either writes it. A kernel whose
// pointers may alias keeps every load after a store to another argument
// (convnext's depthwise convolution re-read its filter after each of 16
// stores and ran as scalar code); with noalias, LLVM keeps the
// accumulators in registers and vectorizes. convert-func-to-llvm carries
// it to the bare pointer a static memref becomes (a descriptor's fields
// drop it, as upstream).
const NoAliasAttr = "llvm.noalias"

// markNoAlias sets NoAliasAttr on the memref arguments of each kernel
// that are alone, at every call of it, in reaching their memory: two
// arguments are apart when they are views of different allocations (or
// of an allocation and a buffer from outside the function, which a fresh
// allocation cannot be), or when neither is written by the kernel.
func markNoAlias(kernels map[string]*ir.Operation, calls map[string][]*ir.Operation) {
	for name, kernel := range kernels {
		sites := calls[name]
		if len(sites) == 0 || kernel.Region(0).Empty() {
			continue
		}
		params := kernel.Region(0).Front().Args()
		memrefs := make([]bool, len(params))
		written := make([]bool, len(params))
		for i, p := range params {
			_, memrefs[i] = p.Type().(*ir.MemRefType)
			written[i] = memrefs[i] && !readOnly(p)
		}
		alone := append([]bool(nil), memrefs...)
		for _, call := range sites {
			operands := call.Operands()
			if len(operands) != len(params) {
				alone = make([]bool, len(params))
				break
			}
			for i := range params {
				for j := 0; alone[i] && j < len(params); j++ {
					if j != i && memrefs[j] && mayAlias(operands[i], operands[j], written[i] || written[j]) {
						alone[i] = false
					}
				}
			}
		}
		if setArgAttrs(kernel, alone) {
			rename(kernel, sites)
		}
	}
}

// rename names a kernel after a hash of its text again, now with its
// argument attributes, and points its calls at the new name: kernels are
// weak_odr definitions that cached objects of other models may hold, so
// a name must stand for one code (a cached object's kernel without
// noalias once won the link over the new one).
func rename(kernel *ir.Operation, calls []*ir.Operation) {
	ctx := kernel.Context()
	kernel.SetAttr("sym_name", ctx.StringAttr(KernelPrefix))
	name := KernelPrefix + contentHash(kernel)
	kernel.SetAttr("sym_name", ctx.StringAttr(name))
	for _, call := range calls {
		call.SetAttr("callee", ctx.SymbolRefAttr(name))
	}
}

// mayAlias reports whether buffers a and b may share memory that one of
// them writes (written: either is written).
func mayAlias(a, b *ir.Value, written bool) bool {
	return written && !rewrite.DistinctBuffers(a, b)
}

// readOnly reports whether the kernel only reads buffer v: every use is a
// load from it, its dim, or a view whose uses are read-only too.
// Anything else (a store, a call, a copy) counts as a write.
func readOnly(v *ir.Value) bool {
	for _, use := range v.Uses() {
		user := use.Owner()
		switch {
		case user.Def() == memref.Load && (memref.LoadOp{Operation: user}).MemRef() == v:
		case user.Def() == memref.Dim:
		case rewrite.ViewSource(user) == v:
			for _, r := range user.Results() {
				if !readOnly(r) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// setArgAttrs gives the kernel's marked arguments NoAliasAttr in its
// arg_attrs; false when none is marked (nothing changes).
func setArgAttrs(kernel *ir.Operation, noalias []bool) bool {
	ctx := kernel.Context()
	marked := false
	for _, n := range noalias {
		marked = marked || n
	}
	if !marked {
		return false
	}
	dicts := make([]ir.Attribute, len(noalias))
	for i, n := range noalias {
		var entries []ir.NamedAttr
		if n {
			entries = append(entries, ir.NamedAttr{Name: NoAliasAttr, Value: ctx.UnitAttr()})
		}
		dicts[i] = ctx.DictionaryAttr(entries)
	}
	kernel.SetAttr("arg_attrs", ctx.ArrayAttr(dicts))
	return true
}

// kernelCalls indexes the func.call ops of module by callee.
func kernelCalls(module *ir.Operation) map[string][]*ir.Operation {
	calls := map[string][]*ir.Operation{}
	ir.WalkOps(module, func(op *ir.Operation) {
		if op.Def() != fn.Call {
			return
		}
		if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok {
			calls[ref.Root] = append(calls[ref.Root], op)
		}
	})
	return calls
}
