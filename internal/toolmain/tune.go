package toolmain

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/gputune"
	"github.com/strata-compiler/strata/internal/diskcache"
	"github.com/strata-compiler/strata/internal/source"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/linalggpu"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
	"github.com/strata-compiler/strata/runtime/cuda"
)

// tuneOptions are strata-tune's flags.
type tuneOptions struct {
	list      bool
	target    string
	strataRun string
	reps      int
	output    string
	apply     string
	verbose   bool
	// cache keeps each shape's timings in Strata's cache folder.
	cache bool
	// gpu are the GPU pipelines' flags, given to strata-run.
	gpu pipelines.GPUOptions
}

// Tune is strata-tune: it reads a module of linalg on tensors (a file, or
// standard input when the file is "-" or absent), finds the shapes of
// matrix product strata-linalg-to-gpu maps to kernels, times each shape's
// candidate configurations alone with strata-run, and writes the
// strata.gpu_tunings table of those that beat the defaults (-o), or the
// module with the table on it (--apply). --list prints the shapes and
// their candidates without running anything. Diagnostics go to stderr as
// file:line:col: error: ...; it returns 1 on any error, and writes no
// output file then.
func Tune(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var o tuneOptions
	code := 0
	out := output.Check(stdout)
	cmd := &cobra.Command{
		Use:   "strata-tune [options] [input file]",
		Short: "Search the GPU matrix products' kernel choices, one shape at a time",
		Long: `strata-tune reads a module of linalg on tensors (strata-compile --emit=linalg writes one
from torch text; a file, or standard input when the file is "-" or absent), lowers a copy
as strata-linalg-to-gpu does up to its matrix products, and for each shape of product
(strata-linalg-promote-to-gpu's key: batch, M, N, K, element types, layouts) times the
defaults and each candidate configuration (register tiles, ptxas's registers; tensor-core
tiles and stages for 16-bit products) alone, on inputs of zeros, with strata-run
(--target=cuda by default: the GPU; the best of --reps calls as one CUDA graph), with the
GPU pipelines' flags strata-tune is given (--allow-conv-tf32, --target-blocks, ...). It writes
the strata.gpu_tunings table of the shapes whose best candidate is more than 3% faster than
the defaults, on an empty module (-o, default standard output: what --gpu-tunings of
strata-compile and strata-run reads), or the input module carrying that table (--apply FILE). A line a candidate goes to
standard error. --list prints the shapes, how many products have each, and their
candidates, and runs nothing. With --cache each shape's timings are kept in Strata's cache
folder ($STRATA_CACHE_DIR, else the user's cache folder), by chip, strata-run build and flags,
and a shape found there is not timed again.`,
		Args: driver.MaxArgs("strata-tune", 1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			input := "-"
			if len(pos) == 1 {
				input = pos[0]
			}
			if o.gpu.Tunings != "" {
				fmt.Fprintln(stderr, driver.ToolError("strata-tune", fmt.Errorf("--gpu-tunings is what strata-tune writes (-o); give it to strata-compile or strata-run")))
				code = 1
				return nil
			}
			if o.reps < 1 {
				fmt.Fprintln(stderr, driver.ToolError("strata-tune", fmt.Errorf("--reps must be positive, got %d", o.reps)))
				code = 1
				return nil
			}
			code = tune(o, input, driver.ResolvePath(cmd, input), driver.ResolvePath(cmd, o.output), driver.ResolvePath(cmd, o.apply), stdin, out, stderr)
			return nil
		},
	}
	cmd.SetArgs(driver.NormalizeArgs(args))
	cmd.SetOut(out)
	cmd.SetErr(stderr)
	cmd.SetContext(ctx)
	f := cmd.Flags()
	f.BoolVar(&o.list, "list", false, "print the products' shapes and candidates, run nothing")
	f.StringVar(&o.target, "target", "cuda", "strata-run's target for the timings (cuda; cpu or interp time the same modules elsewhere, to check a run)")
	f.StringVar(&o.strataRun, "strata-run", "", "the strata-run to time with (default: $STRATA_BIN/strata-run, else the one beside strata-tune, else PATH's)")
	f.IntVar(&o.reps, "reps", 20, "calls a timing takes the best of ($STRATA_BENCH_REPS of strata-run)")
	f.StringVarP(&o.output, "output", "o", "-", "where to write the table (MLIR attribute text)")
	f.BoolVar(&o.cache, "cache", false, "keep each shape's timings in Strata's cache folder, by chip, strata-run build and flags, and reuse them")
	f.StringVar(&o.apply, "apply", "", "write the input module with the table on it (strata.gpu_tunings) to this file instead")
	o.gpu.AddFlags(f)
	driver.SetupCommand(cmd, "strata-tune", &o.verbose)
	return driver.Execute(cmd, "strata-tune", out, stderr, &code)
}

func tune(o tuneOptions, input, inputPath, outputPath, applyPath string, stdin io.Reader, stdout, stderr io.Writer) int {
	name, src, err := source.ReadInput(input, inputPath, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "strata-tune: could not open input file '%s': %v\n", input, err)
		return 1
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	sm := ir.NewSourceMgr()
	sm.AddFile(name, string(src))
	report := func(err error) int {
		printError("strata-tune", sm, stderr, err)
		return 1
	}
	module, err := parser.ParseSource(ctx, name, string(src), parser.Options{})
	if err != nil {
		return report(err)
	}
	if err := ir.Verify(module); err != nil {
		return report(err)
	}
	products, err := gputune.Products(module)
	if err != nil {
		return report(err)
	}
	if o.list {
		var b strings.Builder
		for _, p := range products {
			fmt.Fprintf(&b, "%q\t%d\t", p.Key, p.Count)
			for i, c := range gputune.Candidates(p) {
				if i > 0 {
					b.WriteString(" ")
				}
				b.WriteString(c.String())
			}
			b.WriteString("\n")
		}
		return writeOutput("strata-tune", b.String(), o.output, outputPath, stdout, stderr)
	}
	timer, err := newRunTimer(o)
	if err != nil {
		return report(err)
	}
	defer os.RemoveAll(timer.dir)
	var cache *gputune.Cache
	if o.cache {
		if cache, err = timer.cache(); err != nil {
			return report(err)
		}
	}
	results, table, err := gputune.Search(ctx, products, timer, cache, stderr)
	if err != nil {
		return report(err)
	}
	if failed := len(products) - len(results); failed > 0 {
		// A product whose defaults do not run has nothing to compare
		// with: the harness (strata-run, the GPU) is at fault.
		fmt.Fprintln(stderr, driver.ToolError("strata-tune", fmt.Errorf("the defaults of %d of %d products' shapes did not run (above)", failed, len(products))))
		return 1
	}
	if o.verbose {
		for _, r := range results {
			fmt.Fprintf(stderr, "strata-tune: %q (%d products): defaults %.4f ms, best %s %.4f ms\n", r.Product.Key, r.Product.Count, r.Default*1e3, r.Best, r.BestTime*1e3)
		}
	}
	// The table goes on an empty module (what --gpu-tunings of
	// strata-compile and strata-run reads), or with --apply on the input.
	name, path := o.output, outputPath
	if o.apply == "" {
		module = builtin.NewModule(ctx, module.Loc())
	} else {
		name, path = o.apply, applyPath
	}
	module.SetDiscardableAttr(linalggpu.TuningsAttr, table)
	var b strings.Builder
	if err := ir.PrintOp(&b, module, ir.PrintFlags{}); err != nil {
		return report(err)
	}
	return writeOutput("strata-tune", b.String()+"\n", name, path, stdout, stderr)
}

// runTimer times a product module with strata-run: the module written to
// a file of dir, run on inputs of zeros (a product's time does not depend
// on its values; C of GPT-2's LM head is 1.6 GB, which random inputs took
// tens of seconds to write), the best of reps calls read from
// what $STRATA_BENCH_REPS has strata-run print (the CUDA graph's where it
// gives one).
type runTimer struct {
	strataRun, target, dir string
	reps                   int
	flags                  []string
}

func newRunTimer(o tuneOptions) (*runTimer, error) {
	path := o.strataRun
	if path == "" {
		path = findStrataRun()
	}
	dir, err := os.MkdirTemp("", "strata-tune-")
	if err != nil {
		return nil, err
	}
	var flags []string
	if o.target == "cuda" {
		for _, given := range o.gpu.Given() {
			flags = append(flags, "--"+given)
		}
	}
	return &runTimer{strataRun: path, target: o.target, dir: dir, reps: o.reps, flags: flags}, nil
}

// findStrataRun is $STRATA_BIN/strata-run, else the strata-run beside
// this executable, else PATH's.
func findStrataRun() string {
	if bin := os.Getenv("STRATA_BIN"); bin != "" {
		return filepath.Join(bin, "strata-run")
	}
	if self, err := os.Executable(); err == nil {
		beside := filepath.Join(filepath.Dir(self), "strata-run")
		if _, err := os.Stat(beside); err == nil {
			return beside
		}
	}
	return "strata-run"
}

// benchLine is strata-run's report of $STRATA_BENCH_REPS: kernel by
// kernel, then (CUDA) as one graph.
var benchLine = regexp.MustCompile(`strata: (as one CUDA graph, )?best of \d+ calls: ([0-9.]+) ms`)

func (t *runTimer) Time(module *ir.Operation) (float64, error) {
	file := filepath.Join(t.dir, "product.mlir")
	var b strings.Builder
	if err := ir.PrintOp(&b, module, ir.PrintFlags{}); err != nil {
		return 0, err
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o666); err != nil {
		return 0, err
	}
	cmd := exec.Command(t.strataRun, append(append([]string{"--target=" + t.target}, t.flags...), "--level=buffer", "--zero-inputs", file)...)
	cmd.Env = append(os.Environ(), "STRATA_BENCH_REPS="+strconv.Itoa(t.reps))
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("%s: %v: %s", t.strataRun, err, strings.TrimSpace(stderr.String()))
	}
	best := -1.0
	for _, m := range benchLine.FindAllStringSubmatch(stderr.String(), -1) {
		// The graph's line comes last, where there is one.
		ms, err := strconv.ParseFloat(m[2], 64)
		if err != nil {
			return 0, err
		}
		best = ms
	}
	if best < 0 {
		return 0, fmt.Errorf("%s printed no timing (STRATA_BENCH_REPS): %s", t.strataRun, strings.TrimSpace(stderr.String()))
	}
	return best / 1e3, nil
}

// cache opens the tuning cache of this timer's timings: the chip they run
// on, the build of the strata-run that compiles and runs them (its
// executable's contents) and its flags.
func (t *runTimer) cache() (*gputune.Cache, error) {
	chip := t.target + " " + runtime.GOARCH
	if t.target == "cuda" {
		driver, err := cuda.Load()
		if err != nil {
			return nil, fmt.Errorf("--cache: the chip's name: %v", err)
		}
		device, err := driver.Device(0)
		if err != nil {
			return nil, fmt.Errorf("--cache: the chip's name: %v", err)
		}
		chip = device.Name + " " + device.SM()
	}
	path, err := exec.LookPath(t.strataRun)
	if err != nil {
		return nil, fmt.Errorf("--cache: %v", err)
	}
	build, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("--cache: %v", err)
	}
	return gputune.OpenCache("", chip, diskcache.Hash(string(build)), t.target, strings.Join(t.flags, " "))
}
