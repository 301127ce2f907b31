// Package tobinary is gpu-module-to-binary: each gpu.module (in the llvm and
// nvvm dialects, after convert-gpu-to-nvvm) becomes a gpu.binary holding
// its PTX, written by emit/ptx.
package tobinary

import (
	"regexp"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/gputonvvm"
	"github.com/strata-compiler/strata/passes"
)

// BinaryPass is gpu-module-to-binary.
var BinaryPass = &passes.Pass{
	Argument: "gpu-module-to-binary",
	Name:     "GpuModuleToBinaryPass",
	Summary:  "Transforms a GPU module into a GPU binary.",
	Description: `Replaces each gpu.module directly inside the op (already in the llvm and nvvm
dialects: run convert-gpu-to-nvvm first) by a gpu.binary of the same name holding one
#gpu.object per #nvvm.target of the module, written by emit/ptx. Only format=assembly
(PTX text) is produced; a module without targets is compiled for #nvvm.target<chip = "sm_90">.`,
	Options: []passes.Option{
		{Name: "format", Description: "The target representation of the compilation process.", Kind: passes.EnumOption,
			Default: "assembly", Values: []string{"offload", "assembly", "bin", "fatbin", "isa", "llvm"}},
	},
	Run: func(r *passes.Run) error { return ModulesToBinary(r.Op, r.String("format")) },
}

// DefaultChip is the target of a gpu.module that names none.
const DefaultChip = "sm_90"

var ptxFeature = regexp.MustCompile(`\+ptx(\d)(\d)`)

// ModulesToBinary replaces the gpu.module ops directly inside root by
// gpu.binary ops holding their code in format ("assembly" or its alias
// "isa": PTX text).
func ModulesToBinary(root *ir.Operation, format string) error {
	ctx := root.Context()
	if format == "isa" {
		format = "assembly"
	}
	var mods []*ir.Operation
	for i := 0; i < root.NumRegions(); i++ {
		for b := root.Region(i).Front(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Def() == gpu.Module {
					mods = append(mods, op)
				}
			}
		}
	}
	if len(mods) > 0 {
		gputonvvm.MarkBarePointerLaunches(root)
	}
	for _, m := range mods {
		if format != "assembly" {
			return m.EmitError("format '%s' is not supported: gpu-module-to-binary writes PTX text only (format=assembly)", format)
		}
		var targets []ir.Attribute
		if ts, ok := m.Attr("targets").(*ir.ArrayAttr); ok {
			targets = ts.Elems
		}
		if len(targets) == 0 {
			targets = []ir.Attribute{nvvm.Target(ctx, nvvm.DefaultO, nvvm.DefaultTriple, DefaultChip, "", nil, nil)}
		}
		var objects []ir.Attribute
		for _, t := range targets {
			nt, ok := t.(*nvvm.TargetAttr)
			if !ok {
				return m.EmitError("target %s is not supported: only #nvvm.target", ir.AttrString(t))
			}
			opts := ptx.Options{Chip: nt.Chip}
			if f := ptxFeature.FindStringSubmatch(nt.Features); f != nil {
				opts.PTXVersion = f[1] + "." + f[2]
			}
			text, err := ptx.Emit(m, opts)
			if err != nil {
				return err
			}
			objects = append(objects, gpu.Object(ctx, nt, "assembly", text))
		}
		st := &ir.OperationState{Name: ctx.OpName(gpu.Binary.Name), Loc: m.Loc()}
		st.AddAttr("sym_name", ctx.StringAttr(ir.SymbolName(m)))
		if h := m.Attr("offloadingHandler"); h != nil {
			st.AddAttr("offloadingHandler", h)
		}
		st.AddAttr("objects", ctx.ArrayAttr(objects))
		bin := ir.Create(st)
		m.Block().InsertBefore(bin, m)
		m.Erase()
	}
	return nil
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{BinaryPass} }
