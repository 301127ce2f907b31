package fuzz

import (
	"fmt"
	"io"
	"math/rand"
	"strings"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp/diffcheck"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/pipelines"
)

// DefaultPipeline is the pipeline a fuzz run checks unless told otherwise:
// the transforms that exist on tensors and scalars today.
const DefaultPipeline = "builtin.module(canonicalize,cse,linalg-generalize-named-ops,sccp,canonicalize," +
	"remove-dead-values,convert-scf-to-cf,canonicalize,cse,symbol-dce)"

// Options configure a run.
type Options struct {
	// Pipeline is the textual pass pipeline to check.
	Pipeline string
	// Seed seeds the generator (program i uses Seed+i).
	Seed int64
	// Programs is how many programs to try.
	Programs int
	// Size is the number of statements per program.
	Size int
	// Check configures the differential check (its Seed is the inputs').
	Check diffcheck.Config
	// Log, when set, receives one line per program and per finding.
	Log io.Writer
	// StopAfter stops after this many findings (0: never).
	StopAfter int
}

// Finding is a program the pipeline miscompiles (or a pass fails on),
// reduced.
type Finding struct {
	// Seed generated the program.
	Seed int64
	// Pass is the first pass whose results differ (or that failed).
	Pass string
	// Message is the differential check's report.
	Message string
	// Program is the reduced program's text.
	Program string
	// Dynamic tells whether the program uses dynamic shapes.
	Dynamic bool
}

// Stats count what a run did.
type Stats struct {
	Programs, Checked, Skipped int
}

// Program returns the text of the program of seed with size statements,
// as Run generates it (size <= 0: Run's default, 12).
func Program(seed int64, size int) string {
	if size <= 0 {
		size = 12
	}
	rng := rand.New(rand.NewSource(seed))
	return generate(rng, size, rng.Intn(2) == 0).text()
}

// Run generates and checks programs.
func Run(o Options) ([]*Finding, Stats, error) {
	if o.Pipeline == "" {
		o.Pipeline = DefaultPipeline
	}
	if o.Size <= 0 {
		o.Size = 12
	}
	if o.Check == (diffcheck.Config{}) {
		o.Check = diffcheck.DefaultConfig
	}
	reg := pipelines.Registry()
	if _, err := reg.ParsePipeline(o.Pipeline); err != nil {
		return nil, Stats{}, err
	}
	var out []*Finding
	var st Stats
	for i := 0; i < o.Programs; i++ {
		seed := o.Seed + int64(i)
		rng := rand.New(rand.NewSource(seed))
		p := generate(rng, o.Size, rng.Intn(2) == 0)
		st.Programs++
		f := check(reg, p.text(), o)
		switch {
		case f == nil:
			st.Checked++
			continue
		case f.skip:
			st.Skipped++
			if o.Log != nil {
				fmt.Fprintf(o.Log, "seed %d: skipped: %s\n", seed, firstLine(f.msg))
			}
			continue
		}
		st.Checked++
		p = reduce(reg, p, f, o)
		g := check(reg, p.text(), o)
		if g == nil || g.skip {
			g = f
		}
		fd := &Finding{Seed: seed, Pass: g.pass, Message: g.msg, Program: p.text(), Dynamic: p.dynamic}
		out = append(out, fd)
		if o.Log != nil {
			fmt.Fprintf(o.Log, "seed %d: FOUND after pass '%s': %s\n", seed, fd.Pass, firstLine(fd.Message))
		}
		if o.StopAfter > 0 && len(out) >= o.StopAfter {
			break
		}
	}
	return out, st, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

type failure struct {
	pass string
	msg  string
	skip bool // the program itself is bad (does not parse or verify, or no function could run)
}

// check runs the pipeline on text under the differential check.
func check(reg *passes.PassRegistry, text string, o Options) *failure {
	ctx := ir.NewContext()
	all.Register(ctx)
	module, err := parser.ParseSource(ctx, "fuzz.mlir", text, parser.Options{})
	if err != nil {
		return &failure{skip: true, msg: err.Error()}
	}
	if err := ir.Verify(module); err != nil {
		return &failure{skip: true, msg: err.Error()}
	}
	ck := diffcheck.New(module, o.Check)
	if len(ck.Functions()) == 0 {
		return &failure{skip: true, msg: "the program does not run on its random inputs"}
	}
	pm, err := reg.ParsePipeline(o.Pipeline)
	if err != nil {
		return &failure{skip: true, msg: err.Error()}
	}
	pm.Threads = 1
	var mm *diffcheck.Mismatch
	pm.AfterPass = func(p *passes.Pass, op *ir.Operation) error {
		if err := ck.Check(module, p.Argument); err != nil {
			mm, _ = err.(*diffcheck.Mismatch)
			return err
		}
		return nil
	}
	err = pm.Run(module)
	if err == nil {
		return nil
	}
	if mm != nil {
		return &failure{pass: mm.Pass, msg: mm.Diagnostic().Error()}
	}
	pass := "?"
	if pf, ok := err.(*passes.PassFailure); ok && pf.Pass != nil {
		pass = pf.Pass.Argument
	}
	return &failure{pass: pass, msg: err.Error()}
}

// reduce drops statements and results while the same pass still fails.
func reduce(reg *passes.PassRegistry, p *program, f *failure, o Options) *program {
	same := func(q *program) bool {
		g := check(reg, q.text(), o)
		return g != nil && !g.skip && g.pass == f.pass
	}
	// One result at a time.
	for r := range p.results {
		if q := p.withResults(r); same(q) {
			p = q
			break
		}
	}
	for changed := true; changed; {
		changed = false
		for i := len(p.stmts) - 1; i >= 0; i-- {
			if q := p.without(i); same(q) {
				p, changed = q, true
			}
		}
	}
	// Drop the statements no result depends on.
	return p.live()
}

// live removes statements whose results are not used.
func (p *program) live() *program {
	used := map[int]bool{}
	for _, r := range p.results {
		used[r] = true
	}
	keep := make([]bool, len(p.stmts))
	for i := len(p.stmts) - 1; i >= 0; i-- {
		s := p.stmts[i]
		if used[s.result] {
			keep[i] = true
			for _, o := range s.operands {
				used[o] = true
			}
		}
	}
	q := *p
	q.stmts = nil
	for i, s := range p.stmts {
		if keep[i] {
			q.stmts = append(q.stmts, s)
		}
	}
	return &q
}

// LitTest renders a finding as a lit test that fails while the miscompile
// exists.
func LitTest(f *Finding, pipeline string, cfg diffcheck.Config) string {
	if pipeline == "" {
		pipeline = DefaultPipeline
	}
	var b strings.Builder
	fmt.Fprintf(&b, "// Found by strata-fuzz (generator seed %d): pass '%s' changes the results.\n", f.Seed, f.Pass)
	fmt.Fprintf(&b, "// RUN: strata-opt %%s --pass-pipeline='%s' --strata-diff-check --strata-diff-check-seed=%d --strata-diff-check-dim=%d > /dev/null\n", pipeline, cfg.Seed, cfg.Dim)
	for _, l := range strings.Split(strings.TrimSpace(f.Message), "\n") {
		fmt.Fprintf(&b, "// %s\n", l)
	}
	b.WriteString("\n")
	b.WriteString(f.Program)
	return b.String()
}
