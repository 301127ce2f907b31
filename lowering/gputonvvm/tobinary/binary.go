// Package tobinary is gpu-module-to-binary: each gpu.module (in the llvm and
// nvvm dialects, after convert-gpu-to-nvvm) becomes a gpu.binary holding
// its PTX, written by emit/ptx, or (format=bin) the cubin a CUDA toolkit's
// ptxas assembles from it, one ptxas process per module, in parallel.
package tobinary

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"

	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/internal/toolexec"
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
#gpu.object per #nvvm.target of the module, written by emit/ptx: format=assembly (or isa)
keeps the PTX text, format=bin the cubin that ptxas assembles from it for the target's chip
(toolkit's bin/ptxas; without toolkit, $CUDA_HOME's, $CUDA_PATH's or PATH's), one ptxas
process per module, as many at once as there are CPUs. A module without targets is compiled
for #nvvm.target<chip = "sm_90">. offload, fatbin and llvm are rejected.`,
	Options: []passes.Option{
		{Name: "format", Description: "The target representation of the compilation process.", Kind: passes.EnumOption,
			Default: "assembly", Values: []string{"offload", "assembly", "bin", "fatbin", "isa", "llvm"}},
		{Name: "toolkit", Description: "Toolkit path.", Kind: passes.StringOption},
		{Name: "opts", Description: "Command line options to pass to the tools.", Kind: passes.StringOption},
	},
	Run: func(r *passes.Run) error {
		return Serialize(r.Op, Options{Format: r.String("format"), Toolkit: r.String("toolkit"), ToolOptions: r.String("opts")})
	},
}

// Options configure Serialize.
type Options struct {
	// Format is "assembly" (or "isa": PTX text) or "bin" (a cubin).
	Format string
	// Toolkit is the CUDA toolkit whose bin/ptxas format=bin runs; empty,
	// $CUDA_HOME's, $CUDA_PATH's or PATH's ptxas.
	Toolkit string
	// ToolOptions are more ptxas options, separated by spaces.
	ToolOptions string
}

// DefaultChip is the target of a gpu.module that names none.
const DefaultChip = "sm_90"

var ptxFeature = regexp.MustCompile(`\+ptx(\d)(\d)`)

// Serialize replaces the gpu.module ops directly inside root by gpu.binary
// ops holding their code as opts says.
func Serialize(root *ir.Operation, opts Options) error {
	ctx := root.Context()
	format := opts.Format
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
	if len(mods) == 0 {
		return nil
	}
	if format != "assembly" && format != "bin" {
		return mods[0].EmitError("format '%s' is not supported: gpu-module-to-binary writes PTX text (format=assembly) or cubins (format=bin)", format)
	}
	var ptxas string
	if format == "bin" {
		var err error
		if ptxas, err = FindPTXAS(opts.Toolkit); err != nil {
			return mods[0].EmitError("format=bin: %v", err)
		}
	}
	gputonvvm.MarkBarePointerLaunches(root)
	// Every module's PTX is written first (the IR is not shared between
	// goroutines); ptxas then assembles them all at once.
	var jobs []*Assembly
	// Where each job's cubin goes: its module, its object, its target.
	type place struct {
		module, object int
		target         *nvvm.TargetAttr
	}
	var places []place
	objectsOf := make([][]ir.Attribute, len(mods))
	for i, m := range mods {
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
			popts := ptx.Options{Chip: nt.Chip}
			if f := ptxFeature.FindStringSubmatch(nt.Features); f != nil {
				popts.PTXVersion = f[1] + "." + f[2]
			}
			text, err := ptx.Emit(m, popts)
			if err != nil {
				return err
			}
			if format == "bin" {
				// The cubin's object is made once ptxas has written it.
				jobs = append(jobs, &Assembly{Op: m, Chip: nt.Chip, PTX: text})
				places = append(places, place{i, len(objects), nt})
				objects = append(objects, nil)
				continue
			}
			objects = append(objects, gpu.Object(ctx, nt, "assembly", text))
		}
		objectsOf[i] = objects
	}
	if err := Assemble(ptxas, strings.Fields(opts.ToolOptions), jobs); err != nil {
		return err
	}
	for k, j := range jobs {
		at := places[k]
		objectsOf[at.module][at.object] = gpu.Object(ctx, at.target, "bin", string(j.Cubin))
	}
	for i, m := range mods {
		objects := objectsOf[i]
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

// Assembly is one PTX module to assemble for a chip, and its cubin once
// Assemble has run; Op is where a failure is reported.
type Assembly struct {
	Op        *ir.Operation
	Chip, PTX string
	Cubin     []byte
	err       error
}

// FindPTXAS returns the ptxas of toolkit, or without one, of $CUDA_HOME,
// $CUDA_PATH or PATH.
func FindPTXAS(toolkit string) (string, error) {
	if toolkit != "" {
		p := filepath.Join(toolkit, "bin", "ptxas")
		if st, err := os.Stat(p); err != nil || st.IsDir() {
			return "", fmt.Errorf("the toolkit %s has no bin/ptxas", toolkit)
		}
		return p, nil
	}
	for _, env := range []string{"CUDA_HOME", "CUDA_PATH"} {
		if d := os.Getenv(env); d != "" {
			p := filepath.Join(d, "bin", "ptxas")
			if st, err := os.Stat(p); err == nil && !st.IsDir() {
				return p, nil
			}
		}
	}
	p, err := exec.LookPath("ptxas")
	if err != nil {
		return "", fmt.Errorf("no ptxas: give the CUDA toolkit's folder (toolkit=DIR, DIR/bin/ptxas), or put ptxas on PATH")
	}
	return p, nil
}

// Assemble runs ptxas on every job, as many at once as there are CPUs, in
// a temporary folder removed before it returns. A failure is reported on
// the first failing job's op, with ptxas's output.
func Assemble(ptxas string, options []string, jobs []*Assembly) error {
	if len(jobs) == 0 {
		return nil
	}
	dir, err := os.MkdirTemp("", "strata-ptxas-")
	if err != nil {
		return jobs[0].Op.EmitError("ptxas: %v", err)
	}
	defer os.RemoveAll(dir)
	slots := make(chan struct{}, runtime.NumCPU())
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			slots <- struct{}{}
			defer func() { <-slots }()
			j.Cubin, j.err = runPTXAS(context.Background(), ptxas, options, dir, fmt.Sprintf("module%d", i), j)
		}()
	}
	wg.Wait()
	for _, j := range jobs {
		if j.err != nil {
			return j.Op.EmitError("%v", j.err)
		}
	}
	return nil
}

// runPTXAS assembles one job's PTX into a cubin for its chip.
func runPTXAS(ctx context.Context, ptxas string, options []string, dir, name string, j *Assembly) ([]byte, error) {
	in, out := filepath.Join(dir, name+".ptx"), filepath.Join(dir, name+".cubin")
	if err := os.WriteFile(in, []byte(j.PTX), 0o644); err != nil {
		return nil, err
	}
	args := append([]string{"-arch=" + j.Chip}, options...)
	if _, _, err := toolexec.Run(ctx, dir, ptxas, append(args, in, "-o", out)...); err != nil {
		return nil, err
	}
	cubin, err := os.ReadFile(out)
	if err == nil && len(cubin) == 0 {
		err = fmt.Errorf("%s wrote an empty cubin", ptxas)
	}
	return cubin, err
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{BinaryPass} }
