package passes

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/strata-compiler/strata/ir"
)

// AnyOp is the anchor of a pass manager that runs on every op it is
// given (`any(...)` in the pipeline syntax).
const AnyOp = "any"

// OpPassManager is a pipeline anchored on one op name: a list of passes
// and nested pipelines that run, in order, on each op of that name.
type OpPassManager struct {
	anchor string
	elems  []*pmElem
	// ImplicitNesting nests a pass anchored on another op in a pipeline
	// on that op (reusing the last one when it is the last element), as
	// mlir-opt does for passes given as flags (Nesting::Implicit): so
	// `strata-opt --convert-torch-to-linalg` runs the func.func pass on
	// every function of the module. Pipelines written out in text
	// keep upstream's error instead.
	ImplicitNesting bool
}

// pmElem is a pass or a nested pipeline.
type pmElem struct {
	pass   *Instance
	nested *OpPassManager
	// timer is the element's timer while a timed run is in progress.
	timer *Timer
}

// NewOpPassManager returns an empty pipeline anchored on anchor (an op
// name or AnyOp).
func NewOpPassManager(anchor string) *OpPassManager { return &OpPassManager{anchor: anchor} }

// Anchor returns the op name the pipeline runs on.
func (pm *OpPassManager) Anchor() string { return pm.anchor }

// Empty reports whether the pipeline has no elements.
func (pm *OpPassManager) Empty() bool { return len(pm.elems) == 0 }

// AddPass appends a pass instance; a pass anchored on another op than
// the pipeline's is rejected with upstream's message.
func (pm *OpPassManager) AddPass(in *Instance) error {
	if a := in.def.Anchor; a != "" && pm.anchor != AnyOp && a != pm.anchor && pm.ImplicitNesting {
		if n := len(pm.elems); n > 0 && pm.elems[n-1].nested != nil && pm.elems[n-1].nested.anchor == a {
			return pm.elems[n-1].nested.AddPass(in)
		}
		return pm.Nest(a).AddPass(in)
	}
	if a := in.def.Anchor; a != "" && pm.anchor != AnyOp && a != pm.anchor {
		return fmt.Errorf("Can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?",
			in.def.displayName(), a, pm.anchor)
	}
	pm.elems = append(pm.elems, &pmElem{pass: in})
	return nil
}

// Nest appends a nested pipeline anchored on anchor and returns it.
func (pm *OpPassManager) Nest(anchor string) *OpPassManager {
	n := NewOpPassManager(anchor)
	n.ImplicitNesting = pm.ImplicitNesting
	pm.elems = append(pm.elems, &pmElem{nested: n})
	return n
}

// Passes returns the pass instances in order, nested ones included.
func (pm *OpPassManager) Passes() []*Instance {
	var out []*Instance
	for _, e := range pm.elems {
		if e.pass != nil {
			out = append(out, e.pass)
		} else {
			out = append(out, e.nested.Passes()...)
		}
	}
	return out
}

// String prints the pipeline in the textual syntax:
// `builtin.module(func.func(cse),symbol-dce)`.
func (pm *OpPassManager) String() string {
	var b strings.Builder
	b.WriteString(pm.anchor)
	b.WriteByte('(')
	pm.writeElems(&b)
	b.WriteByte(')')
	return b.String()
}

func (pm *OpPassManager) writeElems(b *strings.Builder) {
	for i, e := range pm.elems {
		if i > 0 {
			b.WriteByte(',')
		}
		if e.pass != nil {
			b.WriteString(e.pass.String())
		} else {
			b.WriteString(e.nested.String())
		}
	}
}

// Config is how a PassManager runs and what it reports.
type Config struct {
	// VerifyEach runs the verifier after every pass (mlir-opt's default).
	VerifyEach bool
	// Threads bounds the goroutines that run nested pipelines; 0 means
	// GOMAXPROCS and 1 disables threading (--mlir-disable-threading).
	Threads int
	// CrashReproducer, when set, is the file a failing or crashing
	// pipeline writes its input and pipeline to
	// (--mlir-pass-pipeline-crash-reproducer).
	CrashReproducer string
	// PrintIR configures --mlir-print-ir-*; nil prints nothing.
	PrintIR *IRPrinting
	// Timing, when set, receives the per-pass times (--mlir-timing).
	Timing *Timing
	// Statistics enables the statistics report (--mlir-pass-statistics);
	// Stats() or WriteStatistics prints it.
	Statistics bool
	// Out receives instrumentation output; nil means os.Stderr.
	Out io.Writer
	// Dir is the folder that relative file names in pass options are
	// resolved against (Run.Path); "" is the process's working directory.
	Dir string
	// AfterPass, when set, is called after each pass that succeeded (and
	// verified) with the pass and the op it ran on; an error fails the
	// pipeline at that pass (strata-opt's --strata-diff-check uses it).
	// Set Threads to 1 when it inspects IR outside op.
	AfterPass func(p *Pass, op *ir.Operation) error
}

// PassManager is the top-level pipeline and its configuration.
type PassManager struct {
	*OpPassManager
	Config
}

// NewPassManager returns an empty pipeline anchored on anchor with the
// default configuration (verification after each pass, threading on).
func NewPassManager(anchor string) *PassManager {
	return &PassManager{OpPassManager: NewOpPassManager(anchor), Config: Config{VerifyEach: true}}
}

// PassFailure is the error of a failed run: the diagnostics, and the pass
// and op where the pipeline stopped.
type PassFailure struct {
	Diags Diagnostics
	// Pass is the pass that failed (nil when the failure is not a pass's,
	// e.g. a pipeline anchored on the wrong op).
	Pass *Pass
	// Op is the op the pass ran on.
	Op *ir.Operation
	// Crashed reports a panic.
	Crashed bool
}

func (f *PassFailure) Error() string { return f.Diags.Error() }

// Run runs the pipeline on op. On failure the error is a *PassFailure
// holding the diagnostics in IR order.
func (pm *PassManager) Run(op *ir.Operation) error {
	if pm.anchor != AnyOp && pm.anchor != op.Name() {
		d := ir.NewDiagnostic(ir.SevError, op.Loc(), "can't run '%s' pass manager on '%s' op", pm.anchor, op.Name())
		return &PassFailure{Diags: Diagnostics{d}}
	}
	e := &executor{cfg: &pm.Config, root: op}
	if pm.PrintIR != nil && pm.PrintIR.ModuleScope {
		// Printing the whole module while other functions change would
		// race; upstream requires threading off for module scope too.
		e.sequential = true
	}
	if pm.Threads == 1 {
		e.sequential = true
	}
	var snapshot string
	if pm.CrashReproducer != "" {
		var b bytes.Buffer
		if err := ir.PrintOp(&b, op, ir.PrintFlags{}); err == nil {
			snapshot = b.String()
		}
	}
	if pm.Timing != nil {
		e.attachTimers(pm.OpPassManager, pm.Timing.Root())
	}
	out := &bytes.Buffer{}
	err := e.runPipeline(pm.OpPassManager, op, &runState{out: out})
	if e.cfg.Timing != nil {
		e.detachTimers(pm.OpPassManager)
	}
	e.flush(out)
	if err == nil {
		return nil
	}
	f, ok := err.(*PassFailure)
	if !ok {
		f = &PassFailure{Diags: Diagnostics{ir.NewDiagnostic(ir.SevError, op.Loc(), "%v", err)}}
	}
	if pm.CrashReproducer != "" {
		f.Diags = append(f.Diags, pm.writeReproducer(snapshot, f))
	}
	return f
}

// executor is the state of one PassManager.Run.
type executor struct {
	cfg  *Config
	root *ir.Operation
	// sequential disables goroutines.
	sequential bool
	outMu      sync.Mutex
}

// runState is per op being processed: where its instrumentation output
// goes (flushed in IR order after a parallel section) and its position in
// the pipeline tree (for --mlir-print-ir-tree-dir file names).
type runState struct {
	out *bytes.Buffer
	// path are the element indices leading to the current pipeline.
	path []int
}

func (e *executor) flush(b *bytes.Buffer) {
	if b.Len() == 0 {
		return
	}
	w := e.cfg.Out
	if w == nil {
		w = os.Stderr
	}
	e.outMu.Lock()
	w.Write(b.Bytes())
	e.outMu.Unlock()
}

// runPipeline runs each element of pm on op.
func (e *executor) runPipeline(pm *OpPassManager, op *ir.Operation, st *runState) error {
	if st == nil {
		st = &runState{out: &bytes.Buffer{}}
		defer e.flush(st.out)
	}
	for i, el := range pm.elems {
		path := append(append([]int(nil), st.path...), i)
		if el.pass != nil {
			if err := e.runPass(el, op, st, path); err != nil {
				return err
			}
			continue
		}
		start := time.Now()
		err := e.runNested(el.nested, op, st, path)
		if el.timer != nil {
			el.timer.Add(time.Since(start))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// runNested runs pm on every op directly inside op's regions that it is
// anchored on, in parallel when they are isolated from above.
func (e *executor) runNested(pm *OpPassManager, op *ir.Operation, st *runState, path []int) error {
	var targets []*ir.Operation
	for _, r := range op.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if pm.anchor != AnyOp && o.Name() != pm.anchor {
					continue
				}
				if !o.IsRegistered() {
					if pm.anchor == AnyOp {
						continue
					}
					return &PassFailure{Diags: Diagnostics{o.EmitError("trying to schedule a pass on an unregistered operation")}, Op: o}
				}
				if !o.HasTrait(ir.IsolatedFromAbove) {
					if pm.anchor == AnyOp {
						continue
					}
					return &PassFailure{Diags: Diagnostics{o.EmitError("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")}, Op: o}
				}
				targets = append(targets, o)
			}
		}
	}
	if len(targets) == 0 {
		return nil
	}
	threads := e.cfg.Threads
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	if e.sequential || threads == 1 || len(targets) == 1 {
		for _, t := range targets {
			if err := e.runPipeline(pm, t, &runState{out: st.out, path: path}); err != nil {
				return err
			}
		}
		return nil
	}
	// Parallel: every target gets its own output buffer and error slot;
	// both are merged in IR order, so the result does not depend on
	// scheduling.
	errs := make([]error, len(targets))
	outs := make([]*bytes.Buffer, len(targets))
	var wg sync.WaitGroup
	next := make(chan int)
	if threads > len(targets) {
		threads = len(targets)
	}
	for w := 0; w < threads; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				outs[i] = &bytes.Buffer{}
				errs[i] = e.runPipeline(pm, targets[i], &runState{out: outs[i], path: path})
			}
		}()
	}
	for i := range targets {
		next <- i
	}
	close(next)
	wg.Wait()
	var first *PassFailure
	for i := range targets {
		st.out.Write(outs[i].Bytes())
		if errs[i] == nil {
			continue
		}
		f, ok := errs[i].(*PassFailure)
		if !ok {
			f = &PassFailure{Diags: Diagnostics{targets[i].EmitError("%v", errs[i])}, Op: targets[i]}
		}
		if first == nil {
			first = &PassFailure{Pass: f.Pass, Op: f.Op, Crashed: f.Crashed}
		}
		first.Diags = append(first.Diags, f.Diags...)
	}
	if first != nil {
		return first
	}
	return nil
}

// runPass runs one pass on op with instrumentation, verification and
// crash recovery.
func (e *executor) runPass(el *pmElem, op *ir.Operation, st *runState, path []int) (err error) {
	in := el.pass
	p := in.def
	if p.Anchor != "" && p.Anchor != op.Name() {
		d := op.EmitError("pass '%s' is anchored on '%s' and cannot run on '%s'", p.Argument, p.Anchor, op.Name())
		return &PassFailure{Diags: Diagnostics{d}, Pass: p, Op: op}
	}
	pr := e.cfg.PrintIR
	var before uint64
	if pr != nil {
		if pr.printBefore(p) {
			if err := e.dumpIR(pr, st, path, op, p, "Before", ""); err != nil {
				return err
			}
		}
		if pr.AfterChange {
			before = fingerprint(op)
		}
	}
	start := time.Now()
	r := &Run{Op: op, Ctx: op.Context(), inst: in, exec: e}
	err = e.protectedRun(r)
	if el.timer != nil {
		el.timer.Add(time.Since(start))
	}
	if err == nil && e.cfg.VerifyEach {
		if verr := ir.Verify(op); verr != nil {
			d, ok := verr.(*ir.Diagnostic)
			if !ok {
				d = op.EmitError("%v", verr)
			}
			d.AttachNote(op.Loc(), "the IR is invalid after running pass '%s' on %s", p.Argument, opDescription(op))
			err = &PassFailure{Diags: Diagnostics{d}, Pass: p, Op: op}
		}
	}
	if err == nil && e.cfg.AfterPass != nil {
		if herr := e.cfg.AfterPass(p, op); herr != nil {
			err = &PassFailure{Diags: asDiagnostics(op, herr), Pass: p, Op: op}
		}
	}
	if pr != nil {
		switch {
		case err != nil:
			if pr.AfterFailure {
				// The pass's own failure is the one to report.
				_ = e.dumpIR(pr, st, path, op, p, "After", " Failed")
			}
		case pr.printAfter(p):
			if pr.AfterChange && (r.unchanged || fingerprint(op) == before) {
				break
			}
			err = e.dumpIR(pr, st, path, op, p, "After", "")
		}
	}
	return err
}

// protectedRun calls the pass, turning a panic into a diagnostic that
// names the pass and the op.
func (e *executor) protectedRun(r *Run) (err error) {
	p := r.inst.def
	defer func() {
		if v := recover(); v != nil {
			d := r.Op.EmitError("pass '%s' crashed while running on %s: %v", p.Argument, opDescription(r.Op), v)
			d.Message = strings.TrimPrefix(d.Message, "'"+r.Op.Name()+"' op ")
			if os.Getenv("STRATA_PASS_STACK") != "" {
				d.AttachNote(r.Op.Loc(), "stack:\n%s", debug.Stack())
			}
			err = &PassFailure{Diags: Diagnostics{d}, Pass: p, Op: r.Op, Crashed: true}
		}
	}()
	if rerr := p.Run(r); rerr != nil {
		return &PassFailure{Diags: asDiagnostics(r.Op, rerr), Pass: p, Op: r.Op}
	}
	return nil
}

// asDiagnostics converts a pass's error into located diagnostics.
func asDiagnostics(op *ir.Operation, err error) Diagnostics {
	switch e := err.(type) {
	case *ir.Diagnostic:
		return Diagnostics{e}
	case Diagnostics:
		return e
	case *PassFailure:
		return e.Diags
	}
	return Diagnostics{op.EmitError("%v", err)}
}
