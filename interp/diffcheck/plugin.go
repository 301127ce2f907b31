package diffcheck

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/passes/cli"
)

// Plugin adds --strata-diff-check to strata-opt: it wraps the pass
// manager's plug-in, records the results of every function before the
// pipeline, and checks them after each pass through the pass manager's
// AfterPass hook (with threading off, so no function changes while
// another runs).
type Plugin struct {
	inner   *cli.Plugin
	enabled bool
	cfg     Config
	// checker is the reference of the part being processed.
	checker *Checker
	top     *ir.Operation
	// checks counts the comparisons of the part being processed (one
	// after each pass run); progress shows them on a terminal.
	checks   int
	progress *output.Progress
	cmd      *cobra.Command
}

// NewPlugin wraps the pass manager's plug-in.
func NewPlugin(inner *cli.Plugin) *Plugin {
	p := &Plugin{inner: inner, cfg: DefaultConfig}
	inner.Configure = p.configure
	return p
}

// RegisterFlags implements driver.PassPlugin.
func (p *Plugin) RegisterFlags(cmd *cobra.Command) {
	p.cmd = cmd
	f := cmd.Flags()
	f.BoolVar(&p.enabled, "strata-diff-check", false, "Run every public function on seeded random inputs before the pipeline and after each pass, and fail at the first pass that changes its results")
	f.Int64Var(&p.cfg.Seed, "strata-diff-check-seed", DefaultConfig.Seed, "Seed of the differential check's random inputs")
	f.Float64Var(&p.cfg.RTol, "strata-diff-check-rtol", DefaultConfig.RTol, "Relative tolerance of the differential check for floats")
	f.Float64Var(&p.cfg.ATol, "strata-diff-check-atol", DefaultConfig.ATol, "Absolute tolerance of the differential check for floats")
	f.Int64Var(&p.cfg.Dim, "strata-diff-check-dim", DefaultConfig.Dim, "Size of each dynamic dimension of the differential check's inputs")
	f.Int64Var(&p.cfg.MaxSteps, "strata-diff-check-max-steps", 0, "Step limit of each interpreted run of the differential check (0: the interpreter's default)")
	p.inner.RegisterFlags(cmd)
}

func (p *Plugin) configure(pm *passes.PassManager) {
	if !p.enabled {
		return
	}
	pm.Threads = 1
	pm.AfterPass = func(ps *passes.Pass, op *ir.Operation) error {
		if p.checker == nil || p.top == nil {
			return nil
		}
		p.checks++
		p.progress.Update("differential check: after pass '%s' (%d checks)", ps.Argument, p.checks)
		if err := p.checker.Check(p.top, ps.Argument); err != nil {
			if m, ok := err.(*Mismatch); ok {
				return m.Diagnostic()
			}
			return err
		}
		return nil
	}
}

// Pipeline implements driver.PassPlugin.
func (p *Plugin) Pipeline(ctx *ir.Context) (driver.Pipeline, error) {
	pl, err := p.inner.Pipeline(ctx)
	if err != nil || pl == nil || !p.enabled {
		return pl, err
	}
	return &pipeline{p: p, inner: pl}, nil
}

type pipeline struct {
	p     *Plugin
	inner driver.Pipeline
}

// Run records the reference results, then runs the passes, and says on
// stderr what was compared.
func (pl *pipeline) Run(top *ir.Operation, opts driver.RunOptions) error {
	p := pl.p
	w := p.stderr()
	p.progress = output.NewProgress(w)
	p.progress.Update("differential check: running the functions before the pipeline")
	p.checker = New(top, p.cfg)
	p.top = top
	p.checks = 0
	defer func() { p.checker, p.top, p.progress = nil, nil, nil }()
	err := pl.inner.Run(top, opts)
	p.progress.Done()
	fmt.Fprintln(w, p.summary())
	return err
}

// summary is the line --strata-diff-check ends with: what was compared,
// how often, and what was not and why.
func (p *Plugin) summary() string {
	c := p.checker
	fns := c.Functions()
	s := fmt.Sprintf("differential check (seed %d): %d of %d functions compared after every pass (%d checks)",
		p.cfg.Seed, len(fns), len(fns)+len(c.NotCompared()), p.checks)
	var skipped []string
	for _, name := range c.NotCompared() {
		reason := strings.TrimSpace(c.Failure(name).Error())
		reason, _, _ = strings.Cut(reason, "\n")
		skipped = append(skipped, fmt.Sprintf("@%s (%s)", name, reason))
	}
	if len(skipped) > 0 {
		s += "; not compared: " + strings.Join(skipped, ", ")
	}
	return s
}

func (p *Plugin) stderr() io.Writer {
	if p.cmd != nil {
		return p.cmd.ErrOrStderr()
	}
	return os.Stderr
}
