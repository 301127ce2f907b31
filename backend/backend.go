// Package backend is the target registry: a Target turns a module into
// something that runs (the reference interpreter, CPU code, a GPU
// kernel) and runs its functions on .npy-shaped inputs. Tools pick a
// target by name (strata-run --target=NAME); backend/all lists the
// built-in ones, and a vendor backend implements Target and is added
// there.
package backend

import (
	"fmt"
	"sort"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// Level names the abstraction level a module is written at: what
// strata-compile's stages end at (compiler.Stages' Level), what strata-run
// takes (--level) and what a target's pipeline starts from. One type for
// all three, so that no tool counts stages by index.
type Level string

const (
	// LevelTorch: the torch dialect as exported from PyTorch.
	LevelTorch Level = "torch"
	// LevelTorchBackend: torch ops in the backend contract (decomposed,
	// value tensors of known rank and dtype).
	LevelTorchBackend Level = "torch-backend"
	// LevelTensor: linalg, tensor, arith, math on tensors (what
	// convert-torch-to-linalg produces).
	LevelTensor Level = "tensor"
	// LevelBuffer: linalg and memref on buffers (after bufferization).
	LevelBuffer Level = "buffer"
	// LevelLoops: scf, memref, arith, math (after convert-linalg-to-loops).
	LevelLoops Level = "loops"
	// LevelGPU: host code on buffers launching kernels (gpu.launch_func)
	// of gpu.modules or gpu.binary ops, as strata-lower-to-gpu leaves it.
	LevelGPU Level = "gpu"
	// LevelLLVM: the llvm dialect.
	LevelLLVM Level = "llvm"
)

// Target is one execution target.
type Target interface {
	// Name is the --target name ("interp", "cpu").
	Name() string
	// Pipeline returns the textual pass pipeline (builtin.module(...))
	// that takes a module from level from to what Compile accepts; "" when
	// no pass is needed. An error says the level is not supported.
	Pipeline(from Level) (string, error)
	// Compile prepares a module (already run through Pipeline) to run.
	Compile(module *ir.Operation, opts Options) (Executable, error)
	// CheckInput reports why array a cannot be passed, by this target, for
	// an argument of type t of a module at any level it is given (a torch
	// value tensor or scalar is checked as its builtin equivalent), so a
	// tool can check arguments against a model's own signature before
	// lowering it, with the rules of the target that will run it.
	CheckInput(a *npy.Array, t ir.Type) error
}

// Options configure Compile and Run.
type Options struct {
	// MaxSteps bounds an interpreted run (0: the target's default).
	MaxSteps int64
	// MemoryLimit bounds the bytes of tensors and buffers an interpreted
	// run keeps live (0: the interpreter's default; negative: none).
	MemoryLimit int64
	// CheckLeaks makes a run fail when the compiled code leaks a heap
	// allocation, frees one twice or frees what it did not allocate (the
	// caller owns and frees the memref results). Only the cpu target
	// implements it; tools refuse it for the others.
	CheckLeaks bool
}

// Executable is a compiled module.
type Executable interface {
	// Run calls function entry with one array per argument and returns
	// one array per result. Errors name the op where execution failed
	// when the target can.
	Run(entry string, inputs []*npy.Array) ([]*npy.Array, error)
}

// Registry holds targets by name.
type Registry struct {
	targets map[string]Target
}

// NewRegistry returns a registry of ts.
func NewRegistry(ts ...Target) *Registry {
	r := &Registry{targets: map[string]Target{}}
	for _, t := range ts {
		r.Register(t)
	}
	return r
}

// Register adds t, replacing a target of the same name.
func (r *Registry) Register(t Target) { r.targets[t.Name()] = t }

// Lookup returns the target named name.
func (r *Registry) Lookup(name string) (Target, error) {
	if t, ok := r.targets[name]; ok {
		return t, nil
	}
	return nil, fmt.Errorf("unknown target '%s' (known: %v)", name, r.Names())
}

// Names lists the registered targets, sorted.
func (r *Registry) Names() []string {
	var out []string
	for n := range r.targets {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
