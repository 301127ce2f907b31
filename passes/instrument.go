package passes

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/ir"
)

// IRPrinting is the configuration of mlir-opt's --mlir-print-ir-* flags.
type IRPrinting struct {
	// Before and After list pass arguments to print around
	// (--mlir-print-ir-before=cse,canonicalize).
	Before, After []string
	// BeforeAll and AfterAll print around every pass.
	BeforeAll, AfterAll bool
	// AfterChange prints after a pass only when it changed the IR; it
	// filters AfterAll / After as upstream.
	AfterChange bool
	// AfterFailure prints after a pass that failed.
	AfterFailure bool
	// ModuleScope prints the top-level op rather than the pass's op (and
	// forces sequential execution).
	ModuleScope bool
	// TreeDir, when set, writes each dump to its own file in a tree of
	// folders named after the ops (--mlir-print-ir-tree-dir).
	TreeDir string
	// Flags are the printing flags (debug info, generic form).
	Flags ir.PrintFlags
}

func (pr *IRPrinting) printBefore(p *Pass) bool {
	return pr.BeforeAll || contains(pr.Before, p.Argument)
}

func (pr *IRPrinting) printAfter(p *Pass) bool {
	return pr.AfterAll || contains(pr.After, p.Argument)
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// dumpIR prints op around pass p as upstream:
//
//	// -----// IR Dump After CSE (cse) //----- //
//
// A dump that cannot be written into the tree directory is an error at
// op: the run fails rather than leave the user without the IR they asked for.
func (e *executor) dumpIR(pr *IRPrinting, st *runState, path []int, op *ir.Operation, p *Pass, when, failed string) error {
	header := fmt.Sprintf("// -----// IR Dump %s %s%s (%s)", when, p.displayName(), failed, p.Argument)
	target := op
	if pr.ModuleScope {
		header += " (" + opDescription(op) + ")"
		for target.ParentOp() != nil {
			target = target.ParentOp()
		}
	}
	header += " //----- //\n"
	var body bytes.Buffer
	ir.PrintOp(&body, target, pr.Flags)
	if pr.TreeDir == "" {
		st.out.WriteString(header)
		st.out.Write(body.Bytes())
		st.out.WriteByte('\n')
		return nil
	}
	dir := pr.TreeDir
	var chain []*ir.Operation
	for o := op; o != nil; o = o.ParentOp() {
		chain = append(chain, o)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		o := chain[i]
		name := ir.SymbolName(o)
		if name == "" {
			name = "no-symbol-name"
		}
		dir = filepath.Join(dir, strings.ReplaceAll(o.Name(), ".", "_")+"_"+sanitize(name))
	}
	idx := make([]string, len(path))
	for i, n := range path {
		idx[i] = strconv.Itoa(n)
	}
	file := filepath.Join(dir, strings.Join(idx, "_")+"_"+p.Argument+".mlir")
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		err = output.WriteFile(file, append([]byte(header), body.Bytes()...), 0o644)
	}
	if err != nil {
		return &PassFailure{Diags: Diagnostics{op.EmitError("cannot write the IR dump %s: %v", file, err)}, Pass: p, Op: op}
	}
	return nil
}

func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == 0 {
			return '_'
		}
		return r
	}, s)
}

// fingerprint hashes op's generic text with locations: equal before and
// after a pass exactly when the pass left the IR as it was.
func fingerprint(op *ir.Operation) uint64 {
	var b bytes.Buffer
	ir.PrintOp(&b, op, ir.PrintFlags{Generic: true, DebugInfo: true, LocalScope: true})
	h := fnv.New64a()
	h.Write(b.Bytes())
	return h.Sum64()
}

// ---- timing ----

// Timing collects a tree of named wall-clock timers and prints mlir-opt's
// execution time report. The driver adds its own phases (Parser, Output)
// beside the pass manager's.
type Timing struct {
	start time.Time
	end   time.Time
	root  *Timer
}

// Timer is one node of the timing tree; Add is safe for concurrent use.
type Timer struct {
	Name     string
	nanos    atomic.Int64
	mu       sync.Mutex
	children []*Timer
}

// NewTiming starts a timing tree.
func NewTiming() *Timing { return &Timing{start: time.Now(), root: &Timer{Name: "Total"}} }

// Root returns the root timer, whose children are the report's top lines.
func (t *Timing) Root() *Timer { return t.root }

// Stop fixes the total time (Report calls it if not called).
func (t *Timing) Stop() {
	if t.end.IsZero() {
		t.end = time.Now()
	}
}

// Append adds other's top-level timers after t's (a tool that runs
// several pass managers reports them as one).
func (t *Timing) Append(other *Timing) {
	other.root.mu.Lock()
	children := append([]*Timer(nil), other.root.children...)
	other.root.mu.Unlock()
	t.root.mu.Lock()
	t.root.children = append(t.root.children, children...)
	t.root.mu.Unlock()
}

// Nest returns the child named name, creating it at the end.
func (t *Timer) Nest(name string) *Timer {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, c := range t.children {
		if c.Name == name {
			return c
		}
	}
	c := &Timer{Name: name}
	t.children = append(t.children, c)
	return c
}

// NewChild always appends a new child (pipelines may repeat a pass).
func (t *Timer) NewChild(name string) *Timer {
	t.mu.Lock()
	defer t.mu.Unlock()
	c := &Timer{Name: name}
	t.children = append(t.children, c)
	return c
}

// Add records d.
func (t *Timer) Add(d time.Duration) { t.nanos.Add(int64(d)) }

// Time runs fn and records its duration.
func (t *Timer) Time(fn func()) {
	start := time.Now()
	fn()
	t.Add(time.Since(start))
}

// Elapsed returns the recorded time.
func (t *Timer) Elapsed() time.Duration { return time.Duration(t.nanos.Load()) }

// Report prints the execution time report:
//
//	===-------------------------------------------------------------------------===
//	                         ... Execution time report ...
//	===-------------------------------------------------------------------------===
//	  Total Execution Time: 0.0118 seconds
//
//	  ----Wall Time----  ----Name----
//	    0.0040 ( 33.9%)  Parser
//	    ...
func (t *Timing) Report(w io.Writer) {
	t.Stop()
	total := t.end.Sub(t.start).Seconds()
	if total <= 0 {
		total = 1e-9
	}
	var b strings.Builder
	b.WriteString(reportBanner("Execution time report"))
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", total)
	b.WriteString("  ----Wall Time----  ----Name----\n")
	var rec func(tm *Timer, depth int, budget float64) float64
	rec = func(tm *Timer, depth int, budget float64) float64 {
		sum := 0.0
		for _, c := range tm.children {
			s := c.Elapsed().Seconds()
			sum += s
			fmt.Fprintf(&b, "  %8.4f (%5.1f%%)  %s%s\n", s, 100*s/total, strings.Repeat("  ", depth), c.Name)
			rec(c, depth+1, s)
		}
		return sum
	}
	used := rec(t.root, 0, total)
	if rest := total - used; rest > 0 {
		fmt.Fprintf(&b, "  %8.4f (%5.1f%%)  Rest\n", rest, 100*rest/total)
	}
	fmt.Fprintf(&b, "  %8.4f (100.0%%)  Total\n", total)
	io.WriteString(w, b.String())
}

func reportBanner(title string) string {
	line := "===" + strings.Repeat("-", 73) + "===\n"
	pad := (80 - len(title) - 8) / 2
	return line + strings.Repeat(" ", pad) + "... " + title + " ...\n" + line
}

// attachTimers creates the timers of pm's elements under t, in pipeline
// order, before anything runs (so the report's order is the pipeline's).
func (e *executor) attachTimers(pm *OpPassManager, t *Timer) {
	for _, el := range pm.elems {
		if el.pass != nil {
			el.timer = t.NewChild(el.pass.def.displayName())
			continue
		}
		el.timer = t.NewChild("'" + el.nested.anchor + "' Pipeline")
		e.attachTimers(el.nested, el.timer)
	}
}

func (e *executor) detachTimers(pm *OpPassManager) {
	for _, el := range pm.elems {
		el.timer = nil
		if el.nested != nil {
			e.detachTimers(el.nested)
		}
	}
}

// ---- statistics ----

// WriteStatistics prints the pass statistics report as upstream's
// pipeline view:
//
//	'func.func' Pipeline
//	  CSE
//	    (S) 3 num-cse'd - Number of operations CSE'd
func (pm *OpPassManager) WriteStatistics(w io.Writer) {
	var b strings.Builder
	b.WriteString(reportBanner("Pass statistics report"))
	var rec func(p *OpPassManager, depth int)
	rec = func(p *OpPassManager, depth int) {
		ind := strings.Repeat("  ", depth)
		for _, el := range p.elems {
			if el.nested != nil {
				fmt.Fprintf(&b, "%s'%s' Pipeline\n", ind, el.nested.anchor)
				rec(el.nested, depth+1)
				continue
			}
			fmt.Fprintf(&b, "%s%s\n", ind, el.pass.def.displayName())
			for i, s := range el.pass.def.Statistics {
				fmt.Fprintf(&b, "%s  (S) %d %s - %s\n", ind, el.pass.stats[i].Load(), s.Name, s.Description)
			}
		}
	}
	rec(pm, 0)
	io.WriteString(w, b.String())
}
