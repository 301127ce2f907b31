// Package interpret is the "interp" target: the reference interpreter
// (package interp) behind the backend.Target interface. It runs IR at any
// level it has semantics for, so its pipeline is empty.
package interpret

import (
	"fmt"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// Target is the interpreter target.
type Target struct{}

// New returns the target.
func New() backend.Target { return Target{} }

// Name implements backend.Target.
func (Target) Name() string { return "interp" }

// Pipeline implements backend.Target: the interpreter runs every level
// except llvm as it is.
func (Target) Pipeline(from backend.Level) (string, error) {
	if from == backend.LevelLLVM {
		return "", fmt.Errorf("the interp target does not run the llvm dialect")
	}
	return "", nil
}

// CheckInput implements backend.Target: interp.CheckInput.
func (Target) CheckInput(a *npy.Array, t ir.Type) error { return interp.CheckInput(a, t) }

// Compile implements backend.Target.
func (Target) Compile(module *ir.Operation, opts backend.Options) (backend.Executable, error) {
	return &executable{module: module, opts: interp.Options{MaxSteps: opts.MaxSteps, MemoryLimit: opts.MemoryLimit}}, nil
}

type executable struct {
	module *ir.Operation
	opts   interp.Options
}

// Run implements backend.Executable.
func (e *executable) Run(entry string, inputs []*npy.Array) ([]*npy.Array, error) {
	it := interp.New(e.module, e.opts)
	f := it.Func(entry)
	if f == nil {
		return nil, fmt.Errorf("no function named '@%s'", entry)
	}
	ft := funcType(f)
	if len(inputs) != len(ft.Inputs) {
		return nil, fmt.Errorf("'@%s' takes %d arguments, %d inputs given", entry, len(ft.Inputs), len(inputs))
	}
	// The errors of the data boundary are located at the function: a
	// dtype that is not the argument's, or an element type the
	// interpreter has no values of (complex).
	args := make([]exec.Value, len(inputs))
	for i, a := range inputs {
		v, err := interp.FromNpy(a, ft.Inputs[i])
		if err != nil {
			return nil, ir.NewDiagnostic(ir.SevError, f.Loc(), "input #%d (%s %v) for '@%s' argument of type '%s': %v", i, a.Dtype, a.Shape, entry, ir.TypeString(ft.Inputs[i]), err)
		}
		args[i] = v
	}
	res, err := it.Call(entry, args)
	if err != nil {
		return nil, err
	}
	out := make([]*npy.Array, len(res))
	for i, v := range res {
		if out[i], err = interp.ToNpy(v, ft.Results[i]); err != nil {
			return nil, ir.NewDiagnostic(ir.SevError, f.Loc(), "result #%d of '@%s' of type '%s': %v", i, entry, ir.TypeString(ft.Results[i]), err)
		}
	}
	return out, nil
}

func funcType(f *ir.Operation) *ir.FunctionType {
	ta, _ := f.Attr("function_type").(*ir.TypeAttr)
	ft, _ := ta.Type.(*ir.FunctionType)
	return ft
}
