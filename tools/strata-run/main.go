// Command strata-run runs a function of an MLIR file on a target (the
// reference interpreter by default) with inputs from .npy files or seeded
// random inputs, and prints the results as mlir's runner utils do or
// writes them as .npy files.
//
//	strata-run --target=interp model.mlir --entry main --input x.npy --input w.npy
//	strata-run model.mlir --entry main --random-inputs --seed 7 --dim 4
package main

import (
	"context"
	"fmt"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/driver/gcpolicy"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/backend"
	backendall "github.com/strata-compiler/strata/backend/all"
	"github.com/strata-compiler/strata/backend/plugintarget"
	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/internal/source"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
	"github.com/strata-compiler/strata/plugin"
)

type options struct {
	target, entry, outputDir, level    string
	model                              string
	stage                              string
	output                             string
	inputs, dims, shapes               []string
	random, zeros, exact, unregistered bool
	checkLeaks, verbose                bool
	gpu                                pipelines.GPUOptions
	seed, maxSteps                     int64
	memoryLimit                        string
	// stdin is what FILE "-" reads; stderr takes -v's lines.
	stdin  io.Reader
	stderr io.Writer
}

func main() {
	gcpolicy.Apply()
	os.Exit(output.Finish("strata-run", run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr), nil, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o := &options{stdin: stdin, stderr: stderr}
	code := 0
	// Every write to standard output is checked (a full disk is an error).
	out := output.Check(stdout)
	cmd := &cobra.Command{
		Use:   "strata-run [flags] FILE",
		Short: "Run a function of an MLIR file on a target",
		Long: `strata-run parses FILE ("-" is standard input), lowers it as far as the target
needs (--target, default interp), runs the function --entry on the inputs, and prints
its results in the format of mlir's runner utils (or writes result<N>.npy files to
--output-dir). FILE may be at any level: the torch dialect, linalg on tensors or on
buffers, loops (--level says which when the guess is wrong).

Inputs come from .npy files (--input, once per argument, in order), are
random (--random-inputs, seeded by --seed), or zeros (--zero-inputs, made
without writing them, for timings). Dynamic dimensions of random or zero
inputs take --dim N (all of them), or --dim ARG.DIM=N for one, or
--shape ARG=AxBxC for a whole argument.

With --model DIR (and no FILE) it compiles a model of test/models from its torch
text, runs it on the weights and inputs of the deterministic generator, and compares
its results with PyTorch's.`,
		Args: driver.MaxArgs("strata-run", 1),
		RunE: func(c *cobra.Command, pos []string) error {
			_, err := moduleLevel(o, nil)
			if err == nil {
				err = checkFlags(o, c.Flags().Changed, pos)
			}
			switch {
			case err != nil:
			case o.checkLeaks && o.target != "cpu":
				// Only compiled code has the check; under the interpreter,
				// the test-strata-count-allocs pass counts allocations.
				err = fmt.Errorf("strata-run: --check-leaks needs --target=cpu (the %s target has no leak check)", o.target)
			case o.model != "" && len(pos) == 0:
				err = output.WriteTo(o.output, out, func(w io.Writer) error { return runModel(o, w) })
			case o.model == "" && len(pos) == 1:
				err = execute(o, pos[0], out)
			default:
				err = fmt.Errorf("strata-run: give either FILE or --model DIR")
			}
			if err != nil {
				fmt.Fprintln(stderr, driver.ToolError("strata-run", err))
				code = 1
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.SortFlags = false
	f.StringVar(&o.target, "target", "interp", "execution target ("+strings.Join(backendall.Registry().Names(), ", ")+", or a backend plug-in's name: docs/plugins.md)")
	f.StringVar(&o.entry, "entry", "main", "the function to run")
	f.StringVarP(&o.output, "output", "o", "-", "write the printed results to this file (\"-\" is standard output)")
	f.StringVar(&o.model, "model", "", "run a model of test/models (a folder with model.mlir, manifest.json and PyTorch's outputs) and compare with PyTorch")
	f.StringVar(&o.stage, "stage", "", "with --model --target=interp: the level to interpret the model at: torch (its exported text, with the torch ops' semantics), torch-backend, linalg (the default), loops, or gpu (host code and GPU kernels, every thread interpreted)")
	f.StringVar(&o.level, "level", "", "the level FILE is written at: "+strings.Join(levelNames(), ", ")+" (default: guessed from its ops and types)")
	f.StringArrayVar(&o.inputs, "input", nil, "a .npy file for the next argument (repeat per argument; \"-\" is standard input)")
	f.BoolVar(&o.random, "random-inputs", false, "use seeded random inputs")
	f.BoolVar(&o.zeros, "zero-inputs", false, "use inputs of zeros, made without writing them (for timings, whose results do not matter: strata-tune)")
	f.Int64Var(&o.seed, "seed", 1, "the seed of --random-inputs")
	f.StringArrayVar(&o.dims, "dim", nil, "size of dynamic dimensions of random inputs: N, or ARG.DIM=N")
	f.StringArrayVar(&o.shapes, "shape", nil, "shape of a random input: ARG=AxB")
	f.StringVar(&o.outputDir, "output-dir", "", "write result<N>.npy here instead of printing")
	f.BoolVar(&o.exact, "exact", false, "print floats with all the digits their type needs (default: 6 significant digits)")
	f.BoolVar(&o.unregistered, "allow-unregistered-dialect", false, "accept ops of unregistered dialects (they fail only if executed)")
	f.Int64Var(&o.maxSteps, "max-steps", 0, "stop an interpreted run after this many steps (default 2^31)")
	f.StringVar(&o.memoryLimit, "interp-memory-limit", "", "bound the bytes of tensors and buffers an interpreted run holds: N, NK, NM, NG or NT, or none (default: a quarter of the machine's memory, at most 4G)")
	f.BoolVar(&o.checkLeaks, "check-leaks", false, "fail when the compiled code leaks a heap allocation, frees one twice or frees what it did not allocate (--target=cpu)")
	o.gpu.AddFlags(f)
	f.BoolVarP(&o.verbose, "verbose", "v", false, "say on stderr what the input's level is, how it is lowered, and how long each step took")
	driver.SetupCommand(cmd, "strata-run", &o.verbose)
	cmd.SetArgs(driver.NormalizeArgs(args))
	cmd.SetOut(out)
	cmd.SetErr(stderr)
	return driver.Execute(cmd, "strata-run", out, stderr, &code)
}

// checkFlags rejects flags that would be ignored: those of FILE with
// --model and the other way round, the random inputs' flags without
// --random-inputs, two destinations for the results; and more than one
// use of standard input.
func checkFlags(o *options, set func(string) bool, pos []string) error {
	only := func(flags []string, what string) error {
		for _, f := range flags {
			if set(f) {
				return fmt.Errorf("strata-run: --%s applies to %s", f, what)
			}
		}
		return nil
	}
	if o.model != "" {
		if err := only([]string{"entry", "input", "random-inputs", "zero-inputs", "seed", "dim", "shape", "output-dir", "exact", "level", "allow-unregistered-dialect"}, "FILE, not --model"); err != nil {
			return err
		}
	} else if err := only([]string{"stage"}, "--model (FILE's level is --level)"); err != nil {
		return err
	}
	if !o.random {
		if err := only([]string{"seed"}, "--random-inputs"); err != nil {
			return err
		}
		if !o.zeros {
			if err := only([]string{"dim", "shape"}, "--random-inputs or --zero-inputs"); err != nil {
				return err
			}
		}
	}
	if o.outputDir != "" {
		if err := only([]string{"output", "exact"}, "printed results, not --output-dir"); err != nil {
			return err
		}
	}
	if o.target == "cpu" {
		if err := only([]string{"max-steps", "interp-memory-limit"}, "interpreted runs, not --target=cpu"); err != nil {
			return err
		}
	}
	if o.target != "cuda" {
		if err := only(pipelines.GPUFlags, "--target=cuda (the GPU kernels), not --target="+o.target); err != nil {
			return err
		}
	}
	stdin := 0
	for _, p := range append(append([]string(nil), pos...), o.inputs...) {
		if p == "-" {
			stdin++
		}
	}
	if stdin > 1 {
		return fmt.Errorf("strata-run: standard input ('-') can be read once: by FILE or by one --input")
	}
	_, err := memoryLimit(o)
	return err
}

// levels are the --level values, in lowering order.
var levels = []backend.Level{backend.LevelTorch, backend.LevelTensor, backend.LevelBuffer, backend.LevelLoops, backend.LevelGPU, backend.LevelLLVM}

func levelNames() []string {
	var s []string
	for _, l := range levels {
		s = append(s, string(l))
	}
	return s
}

// moduleLevel returns the level --level names, or the one guessed from
// module's ops and types (compiler.Level; linalg ops on buffers are the
// buffer level). With a nil module it only checks --level.
func moduleLevel(o *options, module *ir.Operation) (backend.Level, error) {
	if o.level != "" {
		for _, l := range levels {
			if string(l) == o.level {
				return l, nil
			}
		}
		return "", fmt.Errorf("strata-run: unknown --level '%s' (one of %s)", o.level, strings.Join(levelNames(), ", "))
	}
	if module == nil {
		return "", nil
	}
	if level := compiler.Level(module); level != backend.LevelLoops {
		return level, nil
	}
	level := backend.LevelLoops
	ir.Walk(module, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		switch {
		case op.OpName().Dialect == "linalg":
			level = backend.LevelBuffer
			return ir.Interrupt
		case op.Def() == gpu.LaunchFunc:
			level = backend.LevelGPU
		}
		return ir.Advance
	})
	return level, nil
}

// lowering returns the pipeline that takes a module at level to what the
// target runs: the target's own, after the torch dialect is lowered to
// linalg on tensors (compiler's stages) for a target that does not run it.
func lowering(o *options, tgt backend.Target, level backend.Level) (string, error) {
	pl, err := targetPipeline(o, tgt, level)
	if err != nil && level == backend.LevelTorch {
		var err2 error
		if pl, err2 = targetPipeline(o, tgt, backend.LevelTensor); err2 == nil {
			return joinPipelines(compiler.PipelineText(backend.LevelTorch, backend.LevelTensor), pl), nil
		}
	}
	return pl, err
}

// targetPipeline is the target's pipeline from level, with the GPU
// pipeline's options of --allow-tf32, --allow-conv-tf32,
// --tensor-core-tile and --tensor-core-warps.
func targetPipeline(o *options, tgt backend.Target, level backend.Level) (string, error) {
	pl, err := tgt.Pipeline(level)
	if precision := o.gpu.Text(); precision != "" && err == nil {
		lower := pipelines.LowerToGPU.Argument
		if !strings.Contains(pl, lower) {
			return "", fmt.Errorf("the %s target's pipeline has no %s to take --allow-tf32, --allow-conv-tf32, --tensor-core-tile or --tensor-core-warps", o.target, lower)
		}
		pl = strings.Replace(pl, lower, lower+precision, 1)
	}
	return pl, err
}

func execute(o *options, file string, stdout io.Writer) error {
	start := time.Now()
	var src []byte
	var err error
	if file == "-" {
		// Standard input, as the other tools read it: strata-opt ... | strata-run -.
		src, err = source.Read("-", o.stdin)
		file = "<stdin>"
	} else {
		src, err = source.Read(file, nil)
	}
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	ctx.AllowUnregistered = o.unregistered
	module, err := parser.ParseSource(ctx, file, string(src), parser.Options{})
	if err != nil {
		return err
	}
	if err := ir.Verify(module); err != nil {
		return err
	}
	if err := o.gpu.ApplyTunings(module); err != nil {
		return err
	}
	tgt, err := lookupTarget(o.target)
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	level, err := moduleLevel(o, module)
	if err != nil {
		return err
	}
	pl, err := lowering(o, tgt, level)
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	if pl == "" {
		o.logf("%s: %s level, which the %s target runs as it is", file, level, o.target)
	} else {
		o.logf("%s: %s level, lowered for the %s target by %s", file, level, o.target, pl)
	}
	progress := output.NewProgress(o.stderr)
	defer progress.Done()
	if pl != "" {
		progress.Update("strata-run: lowering %s for the %s target", file, o.target)
		t := time.Now()
		pm, err := pipelines.Registry().ParsePipeline(pl)
		if err != nil {
			return fmt.Errorf("strata-run: target pipeline: %v", err)
		}
		if err := pm.Run(module); err != nil {
			return err
		}
		o.logf("lowered in %s", since(t))
	}
	fn := findFunc(module, o.entry)
	if fn == nil {
		return fmt.Errorf("strata-run: no function named '@%s' in %s", o.entry, file)
	}
	ta, _ := fn.Attr("function_type").(*ir.TypeAttr)
	ft, _ := ta.Type.(*ir.FunctionType)
	inputs, err := makeInputs(o, ft, tgt)
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	bo, err := backendOptions(o)
	if err != nil {
		return err
	}
	exe, err := tgt.Compile(module, bo)
	if err != nil {
		return err
	}
	progress.Update("strata-run: running @%s on %s", o.entry, o.target)
	t := time.Now()
	outs, err := exe.Run(o.entry, inputs)
	if err != nil {
		return err
	}
	progress.Done()
	o.logf("ran @%s on %s in %s (%d results; %s in all)", o.entry, o.target, since(t), len(outs), since(start))
	reportLeaks(o, exe)
	reportBench(exe)
	if o.outputDir != "" {
		return writeResults(o.outputDir, outs)
	}
	var text strings.Builder
	for i, a := range outs {
		t := ft.Results[i]
		v, err := interp.FromNpy(a, t)
		if err != nil {
			return fmt.Errorf("strata-run: result #%d: %v", i, err)
		}
		s, err := interp.Format(v, t, interp.FormatOptions{Exact: o.exact})
		if err != nil {
			return fmt.Errorf("strata-run: result #%d: %v", i, err)
		}
		text.WriteString(s)
	}
	return output.WriteTo(o.output, stdout, func(w io.Writer) error {
		_, err := io.WriteString(w, text.String())
		return err
	})
}

// writeResults writes result<N>.npy into dir: all of them or, when one
// fails, none (a file of an earlier run keeps its content).
func writeResults(dir string, outs []*npy.Array) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	var files []*output.File
	defer func() {
		for _, f := range files {
			f.Abort()
		}
	}()
	for i, a := range outs {
		f, err := output.Create(filepath.Join(dir, fmt.Sprintf("result%d.npy", i)))
		if err != nil {
			return fmt.Errorf("strata-run: %v", err)
		}
		files = append(files, f)
		if err := npy.Write(f, a); err != nil {
			return fmt.Errorf("strata-run: %s: %v", f.Name(), err)
		}
	}
	for _, f := range files {
		if err := f.Commit(); err != nil {
			return fmt.Errorf("strata-run: %v", err)
		}
	}
	return nil
}

// reportLeaks prints the leak check's summary line on stderr (with
// --check-leaks; a failed check is the run's error instead).
// reportBench prints, on stderr, what $STRATA_BENCH_REPS timed: the best of
// that many more calls of the compiled entry (bench scripts read it).
func reportBench(exe backend.Executable) {
	if b, ok := exe.(interface{ BenchReport() string }); ok && b.BenchReport() != "" {
		fmt.Fprintln(os.Stderr, b.BenchReport())
	}
}

func reportLeaks(o *options, exe backend.Executable) {
	if l, ok := exe.(interface{ LeakSummary() string }); ok && o.checkLeaks && l.LeakSummary() != "" {
		fmt.Fprintf(o.stderr, "strata-run: %s\n", l.LeakSummary())
	}
}

// logf prints a -v line on stderr.
func (o *options) logf(format string, args ...any) {
	if o.verbose {
		fmt.Fprintf(o.stderr, "strata-run: "+format+"\n", args...)
	}
}

// since is the time from t, rounded for people.
func since(t time.Time) time.Duration {
	d := time.Since(t)
	if d > time.Second {
		return d.Round(10 * time.Millisecond)
	}
	return d.Round(10 * time.Microsecond)
}

func findFunc(module *ir.Operation, name string) *ir.Operation {
	for _, r := range module.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Def() == fn.Func && ir.SymbolName(op) == name {
					return op
				}
			}
		}
	}
	return nil
}

func makeInputs(o *options, ft *ir.FunctionType, tgt backend.Target) ([]*npy.Array, error) {
	if o.random && len(o.inputs) > 0 || o.zeros && len(o.inputs) > 0 || o.random && o.zeros {
		return nil, fmt.Errorf("--input, --random-inputs and --zero-inputs exclude each other")
	}
	if !o.random && !o.zeros {
		if len(o.inputs) != len(ft.Inputs) {
			return nil, fmt.Errorf("'@%s' takes %d arguments, %d --input files given", o.entry, len(ft.Inputs), len(o.inputs))
		}
		out := make([]*npy.Array, len(o.inputs))
		for i, path := range o.inputs {
			var a *npy.Array
			var err error
			if path == "-" {
				// Standard input, for one argument (checked with the flags).
				a, err = npy.Read(o.stdin)
				path = "<stdin>"
			} else {
				fh, ferr := os.Open(path)
				if ferr != nil {
					return nil, ferr
				}
				a, err = npy.Read(fh)
				fh.Close()
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %v", path, err)
			}
			// Check now, so the message names the file: with the target's
			// own check, as it will take the array.
			if err := tgt.CheckInput(a, ft.Inputs[i]); err != nil {
				return nil, fmt.Errorf("%s (argument #%d of type '%s'): %v", path, i, ir.TypeString(ft.Inputs[i]), err)
			}
			out[i] = a
		}
		return out, nil
	}
	dims, err := parseDims(o)
	if err != nil {
		return nil, err
	}
	limit, err := randomInputLimit(o)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(o.seed))
	out := make([]*npy.Array, len(ft.Inputs))
	for i, t := range ft.Inputs {
		if o.zeros {
			a, err := interp.ZerosWithin(t, i, dims, limit)
			if err != nil {
				return nil, fmt.Errorf("argument #%d: %v", i, err)
			}
			out[i] = a
			continue
		}
		v, err := interp.RandomWithin(rng, t, i, dims, limit)
		if err != nil {
			return nil, fmt.Errorf("argument #%d: %v", i, err)
		}
		if out[i], err = interp.ToNpy(v, t); err != nil {
			return nil, fmt.Errorf("argument #%d: %v", i, err)
		}
	}
	return out, nil
}

// parseDims reads --dim and --shape.
func parseDims(o *options) (interp.Dims, error) {
	def := int64(4)
	one := map[[2]int]int64{}
	for _, d := range o.dims {
		if k, v, ok := strings.Cut(d, "="); ok {
			a, dim, ok2 := strings.Cut(k, ".")
			ai, err1 := strconv.Atoi(a)
			di, err2 := strconv.Atoi(dim)
			n, err3 := strconv.ParseInt(v, 10, 64)
			if !ok2 || err1 != nil || err2 != nil || err3 != nil || n < 0 {
				return nil, fmt.Errorf("bad --dim %q (want N or ARG.DIM=N)", d)
			}
			one[[2]int{ai, di}] = n
			continue
		}
		n, err := strconv.ParseInt(d, 10, 64)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("bad --dim %q (want N or ARG.DIM=N)", d)
		}
		def = n
	}
	for _, s := range o.shapes {
		a, v, ok := strings.Cut(s, "=")
		ai, err := strconv.Atoi(a)
		if !ok || err != nil {
			return nil, fmt.Errorf("bad --shape %q (want ARG=AxB)", s)
		}
		for di, part := range strings.Split(v, "x") {
			n, err := strconv.ParseInt(part, 10, 64)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("bad --shape %q (want ARG=AxB)", s)
			}
			one[[2]int{ai, di}] = n
		}
	}
	return func(arg, dim int) int64 {
		if n, ok := one[[2]int{arg, dim}]; ok {
			return n
		}
		return def
	}, nil
}

// lookupTarget is the built-in target name, else the backend plug-in of
// that name (built in, or strata-backend-NAME on PATH).
func lookupTarget(name string) (backend.Target, error) {
	tgt, err := backendall.Registry().Lookup(name)
	if err == nil {
		return tgt, nil
	}
	b, perr := plugin.Find(context.Background(), name)
	if perr != nil {
		return nil, fmt.Errorf("%v; and %v", err, perr)
	}
	return plugintarget.New(b), nil
}
