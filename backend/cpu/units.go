package cpu

import (
	"crypto/sha256"
	"encoding/hex"
	"github.com/strata-compiler/strata/dialects/builtin"
	"strings"

	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/cpukernels"
	"github.com/strata-compiler/strata/lowering/memreftollvm"
)

// A unit is the part of a module compiled and cached as one piece: the
// host code (every function that is not a kernel), or one kernel with its
// task function. A unit's own functions are its definitions; the symbols
// they use from other units are declared.
type unit struct {
	// host is set for the host unit.
	host bool
	// defs are the ops the unit defines (llvm.func, llvm.mlir.global).
	defs []*ir.Operation
}

// hidden is visibility_'s value for hidden symbols.
const hidden = 1

// splitUnits divides module (in the llvm dialect, as strata-cpu-lower-to-llvm
// leaves it) into the host unit and one unit per kernel. Kernels get
// weak_odr linkage and hidden visibility: their names are hashes of their
// bodies, so objects compiled for different models may both define one
// and the linker keeps either; hidden keeps them out of the library's
// exports. The module's internal functions and globals stay in every unit
// that uses them.
func splitUnits(module *ir.Operation) []*unit {
	ctx := module.Context()
	body := module.Region(0).Front()
	host := &unit{host: true}
	units := []*unit{host}
	byKernel := map[string]*unit{}
	for op := body.First(); op != nil; op = op.Next() {
		if op.Def() != llvm.FuncOp || op.Region(0).Empty() || !op.HasAttr(cpukernels.KernelAttr) && !isLoweringHelper(op) {
			continue
		}
		name := strings.TrimSuffix(ir.SymbolName(op), cpukernels.TaskSuffix)
		u := byKernel[name]
		if u == nil {
			u = &unit{}
			byKernel[name] = u
			units = append(units, u)
		}
		u.defs = append(u.defs, op)
	}
	for _, u := range byKernel {
		for _, op := range u.defs {
			// A parallel kernel is called by its task alone: internal, it
			// is inlined there and not compiled twice.
			if len(u.defs) > 1 && op.HasAttr(cpukernels.ParallelAttr) {
				op.SetAttr("linkage", llvm.Linkage(ctx, "internal"))
				continue
			}
			op.SetAttr("linkage", llvm.Linkage(ctx, "weak_odr"))
			op.SetAttr("visibility_", ctx.IntegerAttr(ctx.I(64), hidden))
		}
	}
	symbols := symbolTable(module)
	kept := units[:1]
	for _, u := range units[1:] {
		if selfContained(u, symbols) {
			kept = append(kept, u)
			continue
		}
		for _, d := range u.defs {
			d.SetAttr("linkage", llvm.Linkage(ctx, "external"))
			d.SetAttr("visibility_", ctx.IntegerAttr(ctx.I(64), hidden))
		}
	}
	units = kept
	inKernel := map[*ir.Operation]bool{}
	for _, u := range units[1:] {
		for _, d := range u.defs {
			inKernel[d] = true
		}
	}
	for op := body.First(); op != nil; op = op.Next() {
		if !inKernel[op] {
			host.defs = append(host.defs, op)
		}
	}
	return units
}

// isLoweringHelper reports whether op is a function a lowering defines
// once per module for the code it rewrites (memref.copy's strided copy
// loops, named __strata_memref_copy_RANK_TYPE): its name says all of its
// body, so it is a unit of its own like a kernel, compiled at the
// kernels' level and shared through the cache, which leaves the host unit
// only the calls.
func isLoweringHelper(op *ir.Operation) bool {
	return isInternal(op) && strings.HasPrefix(ir.SymbolName(op), memreftollvm.CopyHelperPrefix)
}

// symbolTable maps the names of module's symbols to their ops.
func symbolTable(module *ir.Operation) map[string]*ir.Operation {
	out := map[string]*ir.Operation{}
	for op := module.Region(0).Front().First(); op != nil; op = op.Next() {
		if n := ir.SymbolName(op); n != "" {
			out[n] = op
		}
	}
	return out
}

// selfContained reports whether the unit's definitions use only each
// other, function declarations (libm, malloc, the runtime), internal
// constants and internal functions that are themselves self-contained: such a unit compiles to
// the same object whatever model it is part of, so its object can be
// shared through the cache. A kernel that uses the model's globals or
// functions stays in the host unit.
func selfContained(u *unit, symbols map[string]*ir.Operation) bool {
	own := map[string]bool{}
	for _, d := range u.defs {
		own[ir.SymbolName(d)] = true
	}
	seen := map[*ir.Operation]bool{}
	var ok func(op *ir.Operation) bool
	ok = func(op *ir.Operation) bool {
		for _, name := range symbolsUsed(op) {
			sym := symbols[name]
			switch {
			case own[name] || (sym != nil && isEmptyFunc(sym)):
			case sym != nil && isInternal(sym) && (sym.Def() == llvm.FuncOp || sym.Def() == llvm.Global && sym.HasAttr("constant")):
				// An internal function, or an internal constant (an
				// assertion's message): copied into the unit with its uses.
				if !seen[sym] {
					seen[sym] = true
					if !ok(sym) {
						return false
					}
				}
			default:
				return false
			}
		}
		return true
	}
	for _, d := range u.defs {
		if !ok(d) {
			return false
		}
	}
	return true
}

// symbolsUsed returns the names of the symbols op refers to.
func symbolsUsed(op *ir.Operation) []string {
	seen := map[string]bool{}
	var out []string
	ir.WalkOps(op, func(o *ir.Operation) {
		for _, a := range o.Attrs() {
			ref, ok := a.Value.(*ir.SymbolRefAttr)
			if !ok || a.Name == "sym_name" || seen[ref.Root] {
				continue
			}
			seen[ref.Root] = true
			out = append(out, ref.Root)
		}
	})
	return out
}

// isInternal reports whether a definition is local to its object file.
func isInternal(op *ir.Operation) bool {
	l, ok := op.Attr("linkage").(*llvm.EnumAttr)
	return ok && (l.Value == "internal" || l.Value == "private")
}

// buildModule returns a new module holding clones of the definitions of
// the units, the internal definitions they use (transitively), and
// declarations of the other symbols they use. symbols are the original
// module's symbols by name.
func buildModule(ctx *ir.Context, loc ir.Location, units []*unit, symbols map[string]*ir.Operation) *ir.Operation {
	region := ir.NewRegion()
	blk := ir.NewBlock()
	region.Append(blk)
	module := ir.Create(&ir.OperationState{Name: ctx.NameOf(builtin.Module), Loc: loc, Regions: []*ir.Region{region}})
	have := map[string]bool{}
	var defined []*ir.Operation
	for _, u := range units {
		for _, d := range u.defs {
			if n := ir.SymbolName(d); n != "" {
				if have[n] {
					continue
				}
				have[n] = true
			}
			defined = append(defined, d)
		}
	}
	// Internal definitions follow their users in; other symbols are
	// declared.
	var decls []*ir.Operation
	for i := 0; i < len(defined); i++ {
		for _, name := range symbolsUsed(defined[i]) {
			if have[name] {
				continue
			}
			have[name] = true
			sym := symbols[name]
			switch {
			case sym == nil:
			case isInternal(sym) || isEmptyFunc(sym):
				defined = append(defined, sym)
			default:
				decls = append(decls, declaration(ctx, sym))
			}
		}
	}
	for _, d := range decls {
		blk.Append(d)
	}
	for _, d := range defined {
		blk.Append(d.Clone(ir.NewIRMapping()))
	}
	return module
}

// isEmptyFunc reports whether op is a function declaration (copied as it is).
func isEmptyFunc(op *ir.Operation) bool { return op.Def() == llvm.FuncOp && op.Region(0).Empty() }

// declaration returns an external declaration of the function def, hidden
// when def is.
func declaration(ctx *ir.Context, def *ir.Operation) *ir.Operation {
	st := &ir.OperationState{Name: def.OpName(), Loc: def.Loc(), Regions: []*ir.Region{ir.NewRegion()}}
	for _, a := range def.Attrs() {
		switch a.Name {
		case "sym_name", "function_type", "CConv", "visibility_", "arg_attrs", "res_attrs":
			st.AddAttr(a.Name, a.Value)
		}
	}
	st.AddAttr("linkage", llvm.Linkage(ctx, "external"))
	return ir.Create(st)
}

// keyOf names a unit's module by a hash of its text: equal kernels get
// equal keys whatever model they come from.
func keyOf(module *ir.Operation) string {
	h := sha256.New()
	_ = ir.PrintOp(h, module, ir.PrintFlags{Generic: true, LocalScope: true})
	return hex.EncodeToString(h.Sum(nil))
}

// mergeModules moves the ops of modules into one new module, keeping the
// first of each symbol (units share declarations and internal helpers).
func mergeModules(ctx *ir.Context, loc ir.Location, modules []*ir.Operation) *ir.Operation {
	region := ir.NewRegion()
	blk := ir.NewBlock()
	region.Append(blk)
	merged := ir.Create(&ir.OperationState{Name: ctx.NameOf(builtin.Module), Loc: loc, Regions: []*ir.Region{region}})
	have := map[string]bool{}
	for _, m := range modules {
		for _, op := range m.Region(0).Front().Ops() {
			if n := ir.SymbolName(op); n != "" {
				if have[n] {
					continue
				}
				have[n] = true
			}
			op.Remove()
			blk.Append(op)
		}
	}
	return merged
}
