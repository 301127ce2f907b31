package cpu

import (
	"context"
	"fmt"
	"time"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/pipelines"
)

// Target is the cpu target behind backend.Target (strata-run --target=cpu).
type Target struct{}

// NewTarget returns the target.
func NewTarget() backend.Target { return Target{} }

// Name implements backend.Target.
func (Target) Name() string { return Name }

// Pipeline implements backend.Target. The lowering to the llvm dialect
// runs in Compile, after the entry is marked llvm.emit_c_interface; the
// pipeline only brings linalg down to loops: strata-linalg-to-loops from
// tensors (fusion, bufferization, deallocation), convert-linalg-to-loops
// from buffers. The torch dialect is lowered to tensors first by the
// tool (compiler's stages); the llvm dialect has no func.func entry to
// call.
func (Target) Pipeline(from backend.Level) (string, error) {
	switch from {
	case backend.LevelTensor:
		return "builtin.module(" + pipelines.LinalgToLoops.Argument + ")", nil
	case backend.LevelBuffer:
		return "builtin.module(convert-linalg-to-loops)", nil
	case backend.LevelLoops:
		return "", nil
	case backend.LevelLLVM:
		return "", fmt.Errorf("the cpu target runs func.func entries: give it a module at the loops level or above, not the llvm dialect")
	}
	return "", fmt.Errorf("the cpu target takes linalg on tensors or buffers, or loops, not the %s level", from)
}

// CheckInput implements backend.Target: the package's CheckInput.
func (Target) CheckInput(a *npy.Array, t ir.Type) error { return CheckInput(a, t) }

// Compile implements backend.Target: the module is compiled when Run
// knows the entry. opts.CheckLeaks turns on the leak check.
func (Target) Compile(module *ir.Operation, opts backend.Options) (backend.Executable, error) {
	return NewExecutable(module, Options{CheckLeaks: opts.CheckLeaks}), nil
}

// NewExecutable is the executable of module (loops on buffers) compiled
// with o when it runs: what Compile returns, with every option (a
// backend plug-in's target links its segments through o.LinkInputs).
func NewExecutable(module *ir.Operation, o Options) backend.Executable {
	return &executable{module: module, opts: o}
}

type executable struct {
	module *ir.Operation
	opts   Options
	// leaks is the leak check's summary of the last run ("" without it).
	leaks string
	// bench is the last run's $STRATA_BENCH_REPS timing line ("" without it).
	bench string
	// compileTime and runTime are the last run's two steps: lowering to
	// native code, and the harness run.
	compileTime, runTime time.Duration
}

// StepTimes returns how long the last Run spent compiling the module to
// native code and running it (strata-run --model reports them).
func (e *executable) StepTimes() (compile, run time.Duration) { return e.compileTime, e.runTime }

// LeakSummary says what the leak check of the last run found ("" when
// it did not run): strata-run --check-leaks prints it.
func (e *executable) LeakSummary() string { return e.leaks }

// BenchReport is the harness's timing of the entry alone under
// $STRATA_BENCH_REPS ("" without it): strata-run --model prints it.
func (e *executable) BenchReport() string { return e.bench }

// Run implements backend.Executable: it lowers and compiles the module in
// a temporary folder (removed afterwards), runs the entry through the
// generated harness and returns one array per result.
func (e *executable) Run(entry string, inputs []*npy.Array) ([]*npy.Array, error) {
	tc, err := FindToolchain()
	if err != nil {
		return nil, err
	}
	// Removed when the run returns, and when the process is interrupted
	// (Ctrl-C during a compile left /tmp/strata-cpu-* behind): ctx is
	// canceled first, killing opt, llc, cc or the harness.
	dir, ctx, cleanup, err := output.TempDir(context.Background(), "strata-cpu-")
	if err != nil {
		return nil, err
	}
	defer cleanup()
	start := time.Now()
	p, err := CompileWith(ctx, e.module, entry, dir, tc, e.opts)
	if err != nil {
		return nil, err
	}
	e.compileTime = time.Since(start)
	if len(inputs) != len(p.Sig.Inputs) {
		return nil, fmt.Errorf("'@%s' takes %d arguments, %d inputs given", entry, len(p.Sig.Inputs), len(inputs))
	}
	start = time.Now()
	res, err := p.Run(ctx, inputs)
	if err != nil {
		return nil, err
	}
	e.runTime = time.Since(start)
	if res.Leaks != nil {
		e.leaks = res.Leaks.Summary(entry)
	}
	e.bench = res.Bench
	return res.Arrays, nil
}
