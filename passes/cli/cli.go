// Package cli plugs the pass manager into strata-opt (driver.PassPlugin):
// the pipeline flags (--pass-pipeline, one flag per pass and named
// pipeline), the instrumentation flags with mlir-opt's names, the crash
// reproducer and its replay.
package cli

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/builtin"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// Plugin is the driver.PassPlugin of the pass manager.
type Plugin struct {
	reg *passes.PassRegistry
	cmd *cobra.Command

	pipeline  string
	passFlags []passFlag

	printBefore, printAfter                               []string
	beforeAll, afterAll, afterChange, afterFailure, scope bool
	treeDir                                               string
	timing, statistics, disableThreading                  bool
	crashReproducer                                       string
	runReproducer                                         bool
	dumpPipeline                                          bool
	helpPass                                              string
	listPasses                                            bool
	// input is the positional input file (for --run-reproducer).
	input string
	// Stderr receives instrumentation output (default os.Stderr).
	Stderr io.Writer
	// TimingReport, when set, receives the --mlir-timing report of each
	// run instead of having it printed: a tool with phases after the
	// passes (strata-compile's emit, opt, llc, cc) adds them and prints it.
	TimingReport func(t *passes.Timing)
	// Configure, when set, adjusts each pass manager the flags build
	// (strata-opt's --strata-diff-check installs its AfterPass hook).
	Configure func(pm *passes.PassManager)
	// Prefix, when set, is a pipeline anchored on builtin.module that runs
	// before the passes the flags ask for: a tool that chooses passes of
	// its own (strata-compile's stages) sets it, and the user's
	// --pass-pipeline or pass flags run after it.
	Prefix string
	// PrefixOnly leaves the flags' passes out: the pipeline is Prefix
	// alone (strata-compile -v runs its stages one by one, then the
	// user's passes).
	PrefixOnly bool
}

type passFlag struct{ name, options string }

// New returns the plugin for the passes and pipelines of reg.
func New(reg *passes.PassRegistry) *Plugin { return &Plugin{reg: reg} }

// passFlagValue records each occurrence of a per-pass flag, in command
// line order.
type passFlagValue struct {
	p    *Plugin
	name string
	set  bool
}

func (v *passFlagValue) String() string { return "" }
func (v *passFlagValue) Type() string   { return "bool" }
func (v *passFlagValue) Set(s string) error {
	if s == "true" {
		s = ""
	}
	s = strings.TrimSpace(s)
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		s = s[1 : len(s)-1]
	}
	v.p.passFlags = append(v.p.passFlags, passFlag{v.name, s})
	return nil
}

// RegisterFlags adds the pass manager's flags to strata-opt.
func (p *Plugin) RegisterFlags(cmd *cobra.Command) {
	p.cmd = cmd
	f := cmd.Flags()
	f.StringVarP(&p.pipeline, "pass-pipeline", "p", "", "A textual description of a pass pipeline to run, e.g. 'builtin.module(func.func(canonicalize,cse))' (-p for short, as mlir-opt)")
	f.BoolVar(&p.disableThreading, "mlir-disable-threading", false, "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()")
	f.StringSliceVar(&p.printBefore, "mlir-print-ir-before", nil, "Print IR before specified passes")
	f.StringSliceVar(&p.printAfter, "mlir-print-ir-after", nil, "Print IR after specified passes")
	f.BoolVar(&p.beforeAll, "mlir-print-ir-before-all", false, "Print IR before each pass")
	f.BoolVar(&p.afterAll, "mlir-print-ir-after-all", false, "Print IR after each pass")
	f.BoolVar(&p.afterChange, "mlir-print-ir-after-change", false, "When printing the IR after a pass, only print if the IR changed")
	f.BoolVar(&p.afterFailure, "mlir-print-ir-after-failure", false, "When printing the IR after a pass, only print if the pass failed")
	f.BoolVar(&p.scope, "mlir-print-ir-module-scope", false, "When printing IR for print-ir-[before|after]{-all} always print the top-level operation")
	f.StringVar(&p.treeDir, "mlir-print-ir-tree-dir", "", "When printing the IR before/after a pass, print file tree rooted at this directory")
	f.BoolVar(&p.timing, "mlir-timing", false, "Display execution times")
	f.BoolVar(&p.statistics, "mlir-pass-statistics", false, "Display the statistics of each pass")
	f.StringVar(&p.crashReproducer, "mlir-pass-pipeline-crash-reproducer", "", "Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails")
	f.BoolVar(&p.runReproducer, "run-reproducer", false, "Run the pipeline stored in the reproducer")
	f.BoolVar(&p.dumpPipeline, "dump-pass-pipeline", false, "Print the pipeline that will be run")
	f.StringVar(&p.helpPass, "help-pass", "", "Print the description and options of a pass or pass pipeline and exit")
	f.BoolVar(&p.listPasses, "list-passes", false, "List the registered passes and pass pipelines and exit")
	for _, ps := range p.reg.Passes() {
		fl := f.VarPF(&passFlagValue{p: p, name: ps.Argument}, ps.Argument, "", ps.Summary)
		fl.NoOptDefVal = "true"
	}
	for _, pl := range p.reg.Pipelines() {
		fl := f.VarPF(&passFlagValue{p: p, name: pl.Argument}, pl.Argument, "", pl.Summary)
		fl.NoOptDefVal = "true"
	}
	// --help-pass and --list-passes answer without reading input; the
	// input path is remembered for --run-reproducer.
	run := cmd.RunE
	cmd.RunE = func(c *cobra.Command, args []string) error {
		out := c.OutOrStdout()
		if p.listPasses {
			p.writePassList(out)
			return nil
		}
		if p.helpPass != "" {
			return p.writePassHelp(out, p.helpPass)
		}
		if len(args) > 0 {
			p.input = args[0]
		}
		return run(c, args)
	}
}

// Pipeline builds the pass manager the flags ask for.
func (p *Plugin) Pipeline(ctx *ir.Context) (driver.Pipeline, error) {
	pm, err := p.build()
	if err != nil || pm == nil {
		return nil, err
	}
	return &runner{p: p, pm: pm}, nil
}

func (p *Plugin) build() (*passes.PassManager, error) {
	text := p.pipeline
	verifyEach, noThreads := true, p.disableThreading
	if p.runReproducer {
		if p.input == "" || p.input == "-" {
			return nil, fmt.Errorf("--run-reproducer needs the reproducer file as input")
		}
		src, err := os.ReadFile(p.input)
		if err != nil {
			return nil, err
		}
		rep, err := passes.ParseReproducer(string(src))
		if err != nil {
			return nil, err
		}
		text, verifyEach, noThreads = rep.Pipeline, rep.VerifyEach, noThreads || rep.DisableThreading
	}
	if text != "" && len(p.passFlags) > 0 {
		return nil, fmt.Errorf("'-pass-pipeline' option can't be used with individual pass options")
	}
	passFlags := p.passFlags
	if p.PrefixOnly {
		text, passFlags = "", nil
	}
	var pm *passes.PassManager
	if p.Prefix != "" {
		var err error
		if pm, err = p.reg.ParsePipeline(p.Prefix); err != nil {
			return nil, err
		}
	}
	switch {
	case text != "":
		user, err := p.reg.ParsePipeline(text)
		if err != nil {
			return nil, err
		}
		if pm == nil {
			pm = user
			break
		}
		// Parsed alone first, so that an error points into the user's text.
		inner, ok := innerPipeline(text, pm.Anchor())
		if !ok {
			return nil, fmt.Errorf("the pass pipeline '%s' must be anchored on '%s' to run after %s", text, pm.Anchor(), p.Prefix)
		}
		if err := p.reg.AddPipelineText(pm.OpPassManager, inner); err != nil {
			return nil, err
		}
	case len(passFlags) > 0:
		if pm == nil {
			pm = passes.NewPassManager(builtin.Module.Name)
		}
		pm.ImplicitNesting = true
		for _, f := range passFlags {
			if err := p.reg.AddByName(pm.OpPassManager, f.name, f.options); err != nil {
				return nil, err
			}
		}
	case pm == nil:
		return nil, nil
	}
	pm.VerifyEach = verifyEach
	if noThreads {
		pm.Threads = 1
	}
	pm.CrashReproducer = driver.ResolvePath(p.cmd, p.crashReproducer)
	pm.Statistics = p.statistics
	pm.Dir = driver.WorkingDir(p.cmd)
	treeDir := driver.ResolvePath(p.cmd, p.treeDir)
	if treeDir != "" {
		if err := checkTreeDir(treeDir); err != nil {
			return nil, err
		}
	}
	if len(p.printBefore)+len(p.printAfter) > 0 || p.beforeAll || p.afterAll || p.afterFailure {
		pm.PrintIR = &passes.IRPrinting{
			Before: p.printBefore, After: p.printAfter,
			BeforeAll: p.beforeAll, AfterAll: p.afterAll,
			AfterChange: p.afterChange, AfterFailure: p.afterFailure,
			ModuleScope: p.scope, TreeDir: treeDir,
			Flags: p.printFlags(),
		}
	}
	if p.Configure != nil {
		p.Configure(pm)
	}
	return pm, nil
}

// checkTreeDir makes sure the dumps of --mlir-print-ir-tree-dir can be
// written: the folder is created and a file written in it and removed.
// (A dump the pass manager fails to write later is not reported, so a
// folder that cannot take them, --mlir-print-ir-tree-dir=/proc/x, is an
// error up front rather than a run that exits 0 with no dump.)
func checkTreeDir(dir string) error {
	fail := func(err error) error {
		return fmt.Errorf("cannot write the IR dumps of --mlir-print-ir-tree-dir to '%s': %v", dir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fail(err)
	}
	f, err := os.CreateTemp(dir, ".strata-probe-*")
	if err != nil {
		return fail(err)
	}
	_, err = f.WriteString("probe\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	os.Remove(f.Name())
	if err != nil {
		return fail(err)
	}
	return nil
}

// innerPipeline returns the elements of text, a pipeline anchored on
// anchor ("builtin.module(cse,canonicalize)" -> "cse,canonicalize").
func innerPipeline(text, anchor string) (string, bool) {
	t := strings.TrimSpace(text)
	rest, ok := strings.CutPrefix(t, anchor)
	rest = strings.TrimSpace(rest)
	if !ok || !strings.HasPrefix(rest, "(") || !strings.HasSuffix(rest, ")") {
		return "", false
	}
	return rest[1 : len(rest)-1], true
}

// printFlags reads the driver's printing flags.
func (p *Plugin) printFlags() ir.PrintFlags {
	var fl ir.PrintFlags
	if p.cmd == nil {
		return fl
	}
	get := func(name string) bool {
		if f := p.cmd.Flags().Lookup(name); f != nil {
			return f.Value.String() == "true"
		}
		return false
	}
	fl.DebugInfo = get("mlir-print-debuginfo")
	fl.Generic = get("mlir-print-op-generic")
	fl.LocalScope = get("mlir-print-local-scope")
	return fl
}

func (p *Plugin) stderr() io.Writer {
	if p.Stderr != nil {
		return p.Stderr
	}
	if p.cmd != nil {
		return p.cmd.ErrOrStderr()
	}
	return os.Stderr
}

// runner runs one part's pipeline.
type runner struct {
	p  *Plugin
	pm *passes.PassManager
}

// Run runs the pipeline on top; failures are emitted through the
// context's diagnostic engine, in IR order.
func (r *runner) Run(top *ir.Operation, opts driver.RunOptions) error {
	pm := r.pm
	pm.VerifyEach = pm.VerifyEach && opts.VerifyEach
	w := r.p.stderr()
	pm.Out = w
	if r.p.dumpPipeline {
		fmt.Fprintf(w, "Pass Manager with %d passes:\n%s\n\n", len(pm.Passes()), pm.String())
	}
	if r.p.timing {
		pm.Timing = passes.NewTiming()
	}
	err := pm.Run(top)
	if r.p.statistics {
		pm.WriteStatistics(w)
	}
	if pm.Timing != nil {
		if r.p.TimingReport != nil {
			r.p.TimingReport(pm.Timing)
		} else {
			pm.Timing.Report(w)
		}
	}
	if err == nil {
		return nil
	}
	if f, ok := err.(*passes.PassFailure); ok {
		if len(f.Diags) == 1 {
			return f.Diags[0]
		}
		eng := top.Context().Diag()
		for _, d := range f.Diags {
			eng.Emit(d)
		}
		return nil
	}
	return err
}

func (p *Plugin) writePassList(w io.Writer) {
	fmt.Fprintln(w, "Passes:")
	for _, ps := range p.reg.Passes() {
		fmt.Fprintf(w, "  --%-36s - %s\n", ps.Argument, ps.Summary)
	}
	if pls := p.reg.Pipelines(); len(pls) > 0 {
		fmt.Fprintln(w, "Pass Pipelines:")
		for _, pl := range pls {
			fmt.Fprintf(w, "  --%-36s - %s\n", pl.Argument, pl.Summary)
		}
	}
}

func (p *Plugin) writePassHelp(w io.Writer, name string) error {
	if pl := p.reg.LookupPipeline(name); pl != nil {
		fmt.Fprintf(w, "--%s: %s\n", pl.Argument, pl.Summary)
		if pl.Pipeline != "" {
			fmt.Fprintf(w, "  expands to: %s\n", pl.Pipeline)
		}
		return nil
	}
	ps := p.reg.Lookup(name)
	if ps == nil {
		return fmt.Errorf("'%s' does not refer to a registered pass or pass pipeline", name)
	}
	io.WriteString(w, passes.PassHelp(ps))
	return nil
}
