// Package driver holds the logic of strata-opt (and later the other
// tools): reading input, splitting it, parsing, verifying, running a pass
// pipeline, printing, and checking expected diagnostics. The commands under
// tools/ only wire a Config to NewOptCommand.
package driver

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"time"
	"unsafe"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/internal/source"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// Version is printed by --version.
const Version = "0.1.0"

// PassPlugin is how a pass manager plugs into strata-opt. The driver
// calls RegisterFlags while building the command (add --pass-pipeline,
// -canonicalize, ...), and Pipeline once per input part after the flags
// are parsed, with the part's context.
type PassPlugin interface {
	// RegisterFlags adds the plugin's flags to cmd.
	RegisterFlags(cmd *cobra.Command)
	// Pipeline returns what the flags ask for, or nil (and no error) when
	// no pass was requested. An error is reported as
	// `strata-opt: <error>` and exits 1 without reading the input.
	Pipeline(ctx *ir.Context) (Pipeline, error)
}

// Pipeline transforms a parsed and verified top-level op in place.
type Pipeline interface {
	// Run runs the passes on top. Failures are returned as an error (a
	// *ir.Diagnostic is printed with its location and source line; any
	// other error as `error: <text>`), or emitted through ctx.Diag(), which
	// the driver listens to; either makes strata-opt exit 1 (or, under
	// --verify-diagnostics, are checked against the expectations).
	Run(top *ir.Operation, opts RunOptions) error
}

// RunOptions are the driver's flags a pipeline must honour.
type RunOptions struct {
	// VerifyEach asks for verification after every pass (--verify-each,
	// default true).
	VerifyEach bool
}

// Config wires the tool: which dialects exist and which passes.
type Config struct {
	// Name is the tool's name in messages ("strata-opt").
	Name string
	// RegisterDialects adds every dialect to a fresh context.
	RegisterDialects func(ctx *ir.Context)
	// Passes is nil while no pass manager is plugged in.
	Passes PassPlugin
	// Emit, when set, writes the result of a part in place of its MLIR
	// text (strata-compile's LLVM IR, assembly, objects); it may hold any
	// bytes.
	Emit func(top *ir.Operation) (string, error)
	// Short and Long replace the command's help text.
	Short, Long string
}

// OptOptions are strata-opt's flags.
type OptOptions struct {
	Output              string
	SplitInputFile      string // the marker; "" when not splitting
	OutputSplitMarker   string
	VerifyDiagnostics   string // "", "all" or "only-expected"
	AllowUnregistered   bool
	PrintOpGeneric      bool
	PrintDebugInfo      bool
	PrintLocalScope     bool
	VerifyEach          bool
	NoImplicitModule    bool
	ShowDialects        bool
	DisableVerification bool
	// Verbose says what was done, on stderr (-v).
	Verbose bool
}

// RunOpt runs strata-opt with args (without the program name) and
// returns its exit code. It never panics: a panic inside a part is
// reported as an internal error of that part and the run exits 1.
func RunOpt(cfg Config, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	return RunOptIn(context.Background(), cfg, args, stdin, stdout, stderr)
}

// RunOptIn is RunOpt with relative paths resolved against the folder
// that ctx carries (WithDir), for a tool run inside another process.
func RunOptIn(ctx context.Context, cfg Config, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	if cfg.Name == "" {
		cfg.Name = "strata-opt"
	}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "%s: internal error: %v\n%s\nPlease report this bug with the input that caused it.\n", cfg.Name, r, debug.Stack())
			code = 1
		}
	}()
	// Every write to standard output is checked: a full disk or a closed
	// pipe is an error, whatever wrote (the module, --help, --list-passes).
	out := output.Check(stdout)
	cmd := newOptCommand(cfg, stdin, out, stderr, &code)
	cmd.SetArgs(NormalizeArgs(args))
	cmd.SetIn(stdin)
	cmd.SetOut(out)
	cmd.SetErr(stderr)
	cmd.SetContext(ctx)
	return Execute(cmd, cfg.Name, out, stderr, &code)
}

// newOptCommand returns the cobra command of strata-opt; its RunE stores
// the exit code in *code.
func newOptCommand(cfg Config, stdin io.Reader, stdout, stderr io.Writer, code *int) *cobra.Command {
	o := &OptOptions{VerifyEach: true}
	cmd := &cobra.Command{
		Use:   cfg.Name + " [flags] [input-file]",
		Short: "Parse, verify, transform and print Strata IR (MLIR textual format)",
		Long: cfg.Name + ` reads MLIR text (a file, or standard input when the file is "-" or absent),
verifies it, runs the requested passes, and prints the result, as mlir-opt does.
Long flags may be spelled with one dash (-split-input-file), as LLVM tools accept.`,
		Args: MaxArgs(cfg.Name, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			input := "-"
			if len(args) == 1 {
				input = args[0]
			}
			*code = runOpt(cfg, o, input, ResolvePath(cmd, input), ResolvePath(cmd, o.Output), stdin, stdout, stderr)
			return nil
		},
	}
	if cfg.Short != "" {
		cmd.Short = cfg.Short
	}
	if cfg.Long != "" {
		cmd.Long = cfg.Long
	}
	f := cmd.Flags()
	f.SortFlags = false
	f.StringVarP(&o.Output, "output", "o", "-", "Output filename (\"-\" is standard output)")
	f.StringVar(&o.SplitInputFile, "split-input-file", "", "Split the input file into pieces at the marker (default \""+DefaultSplitMarker+"\") and process each chunk independently")
	f.Lookup("split-input-file").NoOptDefVal = DefaultSplitMarker
	f.StringVar(&o.OutputSplitMarker, "output-split-marker", DefaultSplitMarker, "Split marker to use for merging the outputs of the chunks")
	f.StringVar(&o.VerifyDiagnostics, "verify-diagnostics", "", "Check that emitted diagnostics match expected-* lines on the corresponding line (=all, or =only-expected to ignore unexpected ones)")
	f.Lookup("verify-diagnostics").NoOptDefVal = "all"
	f.BoolVar(&o.AllowUnregistered, "allow-unregistered-dialect", false, "Allow operations of unregistered dialects")
	f.BoolVar(&o.PrintOpGeneric, "mlir-print-op-generic", false, "Print the generic op form")
	f.BoolVar(&o.PrintDebugInfo, "mlir-print-debuginfo", false, "Print debug info (locations) in MLIR output")
	f.BoolVar(&o.PrintLocalScope, "mlir-print-local-scope", false, "Print with local scope and inline information (eliding aliases for attributes, types, and locations)")
	f.BoolVar(&o.VerifyEach, "verify-each", true, "Run the verifier after each transformation pass")
	f.BoolVar(&o.NoImplicitModule, "no-implicit-module", false, "Disable the parsing of an implicit top-level module op")
	f.BoolVar(&o.ShowDialects, "show-dialects", false, "Print the list of registered dialects and exit")
	f.BoolVar(&o.DisableVerification, "mlir-very-unsafe-disable-verifier-on-parsing", false, "Disable the verifier on parsing (very unsafe)")
	if cfg.Passes != nil {
		cfg.Passes.RegisterFlags(cmd)
	}
	SetupCommand(cmd, cfg.Name, &o.Verbose)
	return cmd
}

// NormalizeArgs rewrites LLVM-style single-dash long flags
// (-split-input-file, -o=x stays) to cobra's double-dash spelling. Words
// after "--" and lone "-" (standard input) are left alone, and so is a
// compiler's optimization level (-O0..-O3, the -O shorthand's value).
func NormalizeArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			out = append(out, args[i:]...)
			break
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && !isOptLevel(a) {
			name := a[1:]
			if j := strings.IndexByte(name, '='); j >= 0 {
				name = name[:j]
			}
			if len(name) > 1 {
				a = "-" + a
			}
		}
		out = append(out, a)
	}
	return out
}

// isOptLevel reports whether a is -O followed by digits.
func isOptLevel(a string) bool {
	return strings.HasPrefix(a, "-O") && strings.Trim(a[2:], "0123456789") == ""
}

// runOpt is strata-opt once the flags are parsed: input and o.Output
// name the files in messages, inputPath and outputPath are where they are.
func runOpt(cfg Config, o *OptOptions, input, inputPath, outputPath string, stdin io.Reader, stdout, stderr io.Writer) int {
	if o.ShowDialects {
		ctx := ir.NewContext()
		if cfg.RegisterDialects != nil {
			cfg.RegisterDialects(ctx)
		}
		fmt.Fprintf(stdout, "Available Dialects: %s\n", strings.Join(ctx.Dialects(), ","))
		return 0
	}
	switch o.VerifyDiagnostics {
	case "", "all", "only-expected":
	default:
		fmt.Fprintf(stderr, "%s: for the --verify-diagnostics option: Cannot find option named '%s'!\n", cfg.Name, o.VerifyDiagnostics)
		return 1
	}
	// Read the input.
	name, src, err := source.ReadInput(input, inputPath, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "cannot open input file '%s': %s\n", input, errnoText(err))
		return 1
	}
	// Open the output before doing any work, as mlir-opt does. A file is
	// written beside its destination and put in place only when the run
	// succeeds: a failed run leaves the previous file as it was.
	var out io.Writer = stdout
	var outFile *output.File
	if o.Output != "-" {
		outFile, err = output.Create(outputPath)
		if err != nil {
			fmt.Fprintf(stderr, "cannot open output file '%s': %s\n", o.Output, errnoText(err))
			return 1
		}
		defer outFile.Abort()
		out = outFile
	}
	// The pipeline is checked once up front so a bad one fails before parsing.
	if cfg.Passes != nil {
		if _, err := cfg.Passes.Pipeline(newContext(cfg, o)); err != nil {
			fmt.Fprintln(stderr, ToolError(cfg.Name, err))
			return 1
		}
	}

	// The input is read once and never written: view it as a string
	// rather than copying it (a 100 MB input would cost 100 MB more).
	r := &optRun{cfg: cfg, o: o, file: name, src: unsafe.String(unsafe.SliceData(src), len(src)), stderr: stderr}
	start := time.Now()
	text := r.run()
	if o.Verbose {
		status := "done"
		if r.failed {
			status = "failed"
		}
		fmt.Fprintf(stderr, "%s: %s: %d bytes in, %d out, %s in %s\n", cfg.Name, name, len(src), len(text), status, time.Since(start).Round(time.Microsecond))
	}
	if r.failed && outFile != nil {
		return 1
	}
	// A failed write to standard output is reported by RunOpt, which
	// checks every write to it.
	_, err = io.WriteString(out, text)
	if outFile != nil {
		if err == nil {
			err = outFile.Commit()
		}
		if err != nil {
			fmt.Fprintf(stderr, "%s: error: cannot write output: %s\n", cfg.Name, output.ErrText(err))
			return 1
		}
	}
	if r.failed {
		return 1
	}
	return 0
}

// errnoText capitalizes a system error as strerror does ("No such file or directory").
func errnoText(err error) string {
	if pe, ok := err.(*os.PathError); ok {
		err = pe.Err
	}
	s := err.Error()
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		s = string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

func newContext(cfg Config, o *OptOptions) *ir.Context {
	ctx := ir.NewContext()
	if cfg.RegisterDialects != nil {
		cfg.RegisterDialects(ctx)
	}
	ctx.AllowUnregistered = o.AllowUnregistered
	return ctx
}

// optRun processes one input file.
type optRun struct {
	cfg    Config
	o      *OptOptions
	file   string
	src    string
	stderr io.Writer
	fmt    *formatter
	// verifier is set under --verify-diagnostics.
	verifier *diagVerifier
	// diagOut collects what goes to stderr.
	diagOut strings.Builder
	failed  bool
}

func (r *optRun) run() string {
	sm := ir.NewSourceMgr()
	sm.AddFile(r.file, r.src)
	r.fmt = &formatter{sm: sm}
	if r.o.VerifyDiagnostics != "" {
		r.verifier = newDiagVerifier(ir.NewContext(), r.file, r.src, r.fmt, &r.diagOut)
		r.verifier.onlyExpected = r.o.VerifyDiagnostics == "only-expected"
		r.flushDiags()
	}
	chunks := []chunk{{text: r.src, line: 1}}
	if r.o.SplitInputFile != "" {
		chunks = splitInput(r.src, r.o.SplitInputFile)
	}
	// One part (the usual case) is returned as printed, without a copy.
	var out strings.Builder
	single := ""
	for i, c := range chunks {
		if i > 0 && r.o.SplitInputFile != "" {
			out.WriteString(r.o.OutputSplitMarker)
			out.WriteByte('\n')
		}
		text := r.processChunk(c)
		if len(chunks) == 1 {
			single = text
			continue
		}
		out.WriteString(text)
	}
	if r.verifier != nil {
		r.verifier.finish()
		r.flushDiags()
		if r.verifier.failed {
			r.failed = true
		}
	}
	if len(chunks) == 1 {
		return single
	}
	return out.String()
}

// flushDiags writes the diagnostics collected so far to stderr, so that
// they appear in order even when a later part hangs or crashes.
func (r *optRun) flushDiags() {
	if r.diagOut.Len() > 0 {
		io.WriteString(r.stderr, r.diagOut.String())
		r.diagOut.Reset()
	}
}

// emit reports a diagnostic: checked against the expectations under
// --verify-diagnostics, printed otherwise.
func (r *optRun) emit(d *ir.Diagnostic) {
	if r.verifier != nil {
		r.verifier.handle(d)
	} else {
		attachCurrentOp(d, ir.PrintFlags{DebugInfo: r.o.PrintDebugInfo})
		r.diagOut.WriteString(r.fmt.diagnostic(d))
	}
	if d.Severity == ir.SevError {
		// Under --verify-diagnostics an expected error still fails its
		// part (nothing is printed for it); the verifier decides the exit code.
		if r.verifier == nil {
			r.failed = true
		}
	}
}

// processChunk parses, verifies, transforms and prints one part and
// returns its output ("" when it failed).
func (r *optRun) processChunk(c chunk) (text string) {
	defer r.flushDiags()
	defer func() {
		if p := recover(); p != nil {
			r.failed = true
			fmt.Fprintf(&r.diagOut, "%s:%d:1: error: internal error (please report this bug): %v\n%s", r.file, c.line, p, debug.Stack())
			text = ""
		}
	}()
	ctx := newContext(r.cfg, r.o)
	errs := 0
	pop := ctx.Diag().PushHandler(func(d *ir.Diagnostic) bool {
		if d.Severity == ir.SevError {
			errs++
		}
		r.emit(d)
		return true
	})
	defer pop()

	top, err := parser.ParseSource(ctx, r.file, c.text, parser.Options{
		NoImplicitModule: r.o.NoImplicitModule,
		FirstLine:        c.line,
	})
	if err != nil {
		r.emitErr(err)
		return ""
	}
	if !r.o.DisableVerification {
		if err := ir.Verify(top); err != nil {
			r.emitErr(err)
			return ""
		}
	}
	if r.cfg.Passes != nil {
		pl, err := r.cfg.Passes.Pipeline(ctx)
		if err != nil {
			r.emitErr(err)
			return ""
		}
		if pl != nil {
			if err := pl.Run(top, RunOptions{VerifyEach: r.o.VerifyEach}); err != nil {
				r.emitErr(err)
				return ""
			}
			if errs > 0 {
				return ""
			}
		}
	}
	if errs > 0 {
		return ""
	}
	if r.cfg.Emit != nil {
		text, err := r.cfg.Emit(top)
		if err != nil {
			r.emitErr(err)
			return ""
		}
		return text
	}
	// A strings.Builder hands its bytes over without a copy; sized like
	// the input, it need not grow (and copy) while printing.
	var b strings.Builder
	b.Grow(len(c.text) + len(c.text)/8 + 64)
	flags := ir.PrintFlags{Generic: r.o.PrintOpGeneric, DebugInfo: r.o.PrintDebugInfo, LocalScope: r.o.PrintLocalScope}
	if err := ir.PrintOp(&b, top, flags); err != nil {
		r.emitErr(err)
		return ""
	}
	b.WriteByte('\n')
	return b.String()
}

// emitErr reports an error returned by the parser, verifier or pipeline.
func (r *optRun) emitErr(err error) {
	if d, ok := err.(*ir.Diagnostic); ok {
		r.emit(d)
		return
	}
	r.emit(&ir.Diagnostic{Severity: ir.SevError, Message: err.Error()})
}
