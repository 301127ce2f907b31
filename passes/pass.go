// Package passes is Strata's pass manager and its generic passes.
//
// A pass is a value of type *Pass: its argument name (as upstream MLIR
// spells it on the command line), a summary, its options and statistics,
// the op it anchors on and a Run function. Passes are collected in one
// explicit list (see registry.go); pipelines are built from that list by
// name, either from the textual pipeline syntax
//
//	builtin.module(func.func(canonicalize{max-iterations=3},cse),symbol-dce)
//
// or one pass at a time (strata-opt's `-canonicalize -cse`).
//
// The pass manager (manager.go) nests by op name, runs nested pipelines on
// isolated-from-above ops in parallel with deterministic output, verifies
// after every pass, turns a panicking pass into a diagnostic and can write
// a crash reproducer. Instrumentation (instrument.go) prints the IR around
// passes, times them and reports their statistics with mlir-opt's flags.
package passes

import (
	"fmt"
	"path/filepath"
	"sync/atomic"

	"github.com/strata-compiler/strata/ir"
)

// Pass declares one pass. It is plain data plus a Run function; create
// runnable instances with Registry.NewPass or through a pipeline.
type Pass struct {
	// Argument is the command-line name, as upstream: "canonicalize".
	Argument string
	// Name is the display name used in IR dumps, timing and statistics
	// reports; upstream prints its C++ class name ("Canonicalizer").
	Name string
	// Summary is the one-line description shown by --help.
	Summary string
	// Description is the longer text of the pass reference.
	Description string
	// Anchor is the op name the pass runs on; "" means any op.
	Anchor string
	// Options are the pass options, written `pass{name=value ...}`.
	Options []Option
	// Statistics are the counters the pass reports (--mlir-pass-statistics).
	Statistics []Statistic
	// Dialects are the dialects whose ops the pass may create.
	Dialects []string
	// Run transforms r.Op. A returned error fails the pipeline; it should
	// be an *ir.Diagnostic (or a Diagnostics) located in the IR.
	Run func(r *Run) error
	// Validate checks the options once the pass is built (optional); it
	// reports a bad combination of option values.
	Validate func(opts *OptionValues) error
}

// Statistic declares a counter of a pass.
type Statistic struct {
	// Name is the counter's name as printed ("num-cse'd").
	Name string
	// Description says what is counted.
	Description string
}

// Diagnostics is an error made of several diagnostics, in order.
type Diagnostics []*ir.Diagnostic

func (ds Diagnostics) Error() string {
	s := ""
	for i, d := range ds {
		if i > 0 {
			s += "\n"
		}
		s += d.Error()
	}
	return s
}

// Run is what a pass sees while it runs on one op.
type Run struct {
	// Op is the op the pass runs on.
	Op *ir.Operation
	// Ctx is the op's context.
	Ctx *ir.Context
	// inst is the pass instance (its options and counters).
	inst *Instance
	// unchanged is set by the pass when it knows it did not change the IR
	// (used by --mlir-print-ir-after-change as a fast path).
	unchanged bool
	// exec gives access to the executing pass manager, for passes that
	// run nested pipelines (inline's default pipeline).
	exec *executor
}

// Path is a file name from a pass option as the pipeline's working
// directory (PassManager.Dir) sees it.
func (r *Run) Path(name string) string {
	if r.exec == nil || r.exec.cfg.Dir == "" || name == "" || filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(r.exec.cfg.Dir, name)
}

// Options returns the instance's option values.
func (r *Run) Options() *OptionValues { return r.inst.opts }

// Bool, Int, Uint, Float, String and Strings read option name.
func (r *Run) Bool(name string) bool        { return r.inst.opts.Bool(name) }
func (r *Run) Int(name string) int64        { return r.inst.opts.Int(name) }
func (r *Run) String(name string) string    { return r.inst.opts.String(name) }
func (r *Run) Strings(name string) []string { return r.inst.opts.Strings(name) }
func (r *Run) Float(name string) float64    { return r.inst.opts.Float(name) }
func (r *Run) Pass() *Pass                  { return r.inst.def }
func (r *Run) Instance() *Instance          { return r.inst }
func (r *Run) AddStat(name string, n int64) { r.inst.AddStat(name, n) }
func (r *Run) MarkUnchanged()               { r.unchanged = true }
func (r *Run) Errorf(format string, args ...any) error {
	return r.Op.EmitError(format, args...)
}

// RunPipeline runs pm on op from inside a pass, with the executing pass
// manager's configuration (verification, instrumentation, threading).
func (r *Run) RunPipeline(pm *OpPassManager, op *ir.Operation) error {
	if r.exec == nil {
		e := &executor{cfg: &Config{VerifyEach: true}}
		return e.runPipeline(pm, op, nil)
	}
	return r.exec.runPipeline(pm, op, nil)
}

// Instance is a pass with its option values and counters: one element of
// a pipeline.
type Instance struct {
	def  *Pass
	opts *OptionValues
	// stats[i] counts Statistics[i]; updated atomically by parallel runs.
	stats []atomic.Int64
	// registry resolves nested pipelines in options.
	registry *PassRegistry
}

// NewInstance builds an instance of p with its default options.
func NewInstance(p *Pass) *Instance {
	inst := &Instance{def: p, opts: newOptionValues(p), stats: make([]atomic.Int64, len(p.Statistics))}
	return inst
}

// Pass returns the declaration.
func (in *Instance) Pass() *Pass { return in.def }

// Options returns the option values.
func (in *Instance) Options() *OptionValues { return in.opts }

// AddStat adds n to the statistic name; an undeclared name is a
// programming error and is ignored.
func (in *Instance) AddStat(name string, n int64) {
	for i, s := range in.def.Statistics {
		if s.Name == name {
			in.stats[i].Add(n)
			return
		}
	}
}

// Stat returns the value of statistic name.
func (in *Instance) Stat(name string) int64 {
	for i, s := range in.def.Statistics {
		if s.Name == name {
			return in.stats[i].Load()
		}
	}
	return 0
}

// String prints the instance as the pipeline syntax writes it.
func (in *Instance) String() string {
	s := in.def.Argument
	if o := in.opts.Text(); o != "" {
		s += "{" + o + "}"
	}
	return s
}

// displayName is the name used in dumps and reports.
func (p *Pass) displayName() string {
	if p.Name != "" {
		return p.Name
	}
	return p.Argument
}

// opDescription names op as upstream's reports do: 'func.func' operation: @foo.
func opDescription(op *ir.Operation) string {
	s := fmt.Sprintf("'%s' operation", op.Name())
	if n := ir.SymbolName(op); n != "" {
		s += ": @" + n
	}
	return s
}
