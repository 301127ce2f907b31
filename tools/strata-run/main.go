// Command strata-run runs a function of an MLIR file on a target (the
// reference interpreter by default) with inputs from .npy files or seeded
// random inputs, and prints the results as mlir's runner utils do or
// writes them as .npy files.
//
//	strata-run --target=interp model.mlir --entry main --input x.npy --input w.npy
//	strata-run model.mlir --entry main --random-inputs --seed 7 --dim 4
package main

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/backend"
	backendall "github.com/strata-compiler/strata/backend/all"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

type options struct {
	target, entry, outputDir, level string
	model                           string
	stage                           string
	inputs, dims, shapes            []string
	random, exact, unregistered     bool
	checkLeaks                      bool
	seed, maxSteps                  int64
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	o := &options{}
	code := 0
	cmd := &cobra.Command{
		Use:   "strata-run [flags] FILE",
		Short: "Run a function of an MLIR file on a target",
		Long: `strata-run parses FILE, lowers it for the target (--target, default interp),
or, with --model DIR, compiles a model of test/models from its torch text, runs it on
the weights and inputs of the deterministic generator, and compares with PyTorch,
runs the function --entry on the inputs and prints its results in the
format of mlir's runner utils (or writes result<N>.npy to --output-dir).

Inputs come from .npy files (--input, once per argument, in order) or are
random (--random-inputs, seeded by --seed). Dynamic dimensions of random
inputs take --dim N (all of them), or --dim ARG.DIM=N for one, or
--shape ARG=AxBxC for a whole argument.`,
		Args:          cobra.MaximumNArgs(1),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(c *cobra.Command, pos []string) error {
			var err error
			switch {
			case o.checkLeaks && o.target != "cpu":
				// Only compiled code has the check; under the interpreter,
				// the test-strata-count-allocs pass counts allocations.
				err = fmt.Errorf("strata-run: --check-leaks needs --target=cpu (the %s target has no leak check)", o.target)
			case o.model != "" && len(pos) == 0:
				err = runModel(o, stdout)
			case o.model == "" && len(pos) == 1:
				err = execute(o, pos[0], stdout)
			default:
				err = fmt.Errorf("strata-run: give either FILE or --model DIR")
			}
			if err != nil {
				fmt.Fprintf(stderr, "%s\n", strings.TrimRight(err.Error(), "\n"))
				code = 1
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.target, "target", "interp", "execution target ("+strings.Join(backendall.Registry().Names(), ", ")+")")
	f.StringVar(&o.entry, "entry", "main", "the function to run")
	f.StringVar(&o.model, "model", "", "run a model of test/models (a folder with model.mlir, manifest.json and PyTorch's outputs) and compare with PyTorch")
	f.StringVar(&o.stage, "stage", "", "with --model --target=interp: the level to interpret the model at: torch (its exported text, with the torch ops' semantics), torch-backend, linalg (the default), loops, or gpu (host code and GPU kernels, every thread interpreted)")
	f.StringVar(&o.level, "level", "tensor", "the level the input is written at (tensor, buffer, loops, llvm)")
	f.StringArrayVar(&o.inputs, "input", nil, "a .npy file for the next argument (repeat per argument)")
	f.BoolVar(&o.random, "random-inputs", false, "use seeded random inputs")
	f.Int64Var(&o.seed, "seed", 1, "the seed of --random-inputs")
	f.StringArrayVar(&o.dims, "dim", nil, "size of dynamic dimensions of random inputs: N, or ARG.DIM=N")
	f.StringArrayVar(&o.shapes, "shape", nil, "shape of a random input: ARG=AxB")
	f.StringVar(&o.outputDir, "output-dir", "", "write result<N>.npy here instead of printing")
	f.BoolVar(&o.exact, "exact", false, "print floats with all the digits their type needs (default: 6 significant digits)")
	f.BoolVar(&o.unregistered, "allow-unregistered-dialect", false, "accept ops of unregistered dialects (they fail only if executed)")
	f.Int64Var(&o.maxSteps, "max-steps", 0, "stop an interpreted run after this many steps (default 2^31)")
	f.BoolVar(&o.checkLeaks, "check-leaks", false, "fail when the compiled code leaks a heap allocation, frees one twice or frees what it did not allocate (--target=cpu)")
	cmd.SetArgs(args)
	cmd.SetOut(stdout)
	cmd.SetErr(stderr)
	if err := cmd.Execute(); err != nil {
		fmt.Fprintf(stderr, "strata-run: %v\n", err)
		return 1
	}
	return code
}

func execute(o *options, file string, stdout io.Writer) error {
	var src []byte
	var err error
	if file == "-" {
		// Standard input, as the other tools read it: strata-opt ... | strata-run -.
		src, err = io.ReadAll(os.Stdin)
		file = "<stdin>"
	} else {
		src, err = os.ReadFile(file)
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
	tgt, err := backendall.Registry().Lookup(o.target)
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	pl, err := tgt.Pipeline(backend.Level(o.level))
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	if pl != "" {
		pm, err := pipelines.Registry().ParsePipeline(pl)
		if err != nil {
			return fmt.Errorf("strata-run: target pipeline: %v", err)
		}
		if err := pm.Run(module); err != nil {
			return err
		}
	}
	fn := findFunc(module, o.entry)
	if fn == nil {
		return fmt.Errorf("strata-run: no function named '@%s' in %s", o.entry, file)
	}
	ta, _ := fn.Attr("function_type").(*ir.TypeAttr)
	ft, _ := ta.Type.(*ir.FunctionType)
	inputs, err := makeInputs(o, ft)
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	exe, err := tgt.Compile(module, backend.Options{MaxSteps: o.maxSteps, CheckLeaks: o.checkLeaks})
	if err != nil {
		return err
	}
	outs, err := exe.Run(o.entry, inputs)
	if err != nil {
		return err
	}
	if o.outputDir != "" {
		if err := os.MkdirAll(o.outputDir, 0o755); err != nil {
			return fmt.Errorf("strata-run: %v", err)
		}
		for i, a := range outs {
			path := filepath.Join(o.outputDir, fmt.Sprintf("result%d.npy", i))
			fh, err := os.Create(path)
			if err != nil {
				return fmt.Errorf("strata-run: %v", err)
			}
			err = npy.Write(fh, a)
			fh.Close()
			if err != nil {
				return fmt.Errorf("strata-run: %s: %v", path, err)
			}
		}
		return nil
	}
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
		io.WriteString(stdout, s)
	}
	return nil
}

func findFunc(module *ir.Operation, name string) *ir.Operation {
	for _, r := range module.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Name() == "func.func" && ir.SymbolName(op) == name {
					return op
				}
			}
		}
	}
	return nil
}

func makeInputs(o *options, ft *ir.FunctionType) ([]*npy.Array, error) {
	if o.random && len(o.inputs) > 0 {
		return nil, fmt.Errorf("--input and --random-inputs exclude each other")
	}
	if !o.random {
		if len(o.inputs) != len(ft.Inputs) {
			return nil, fmt.Errorf("'@%s' takes %d arguments, %d --input files given", o.entry, len(ft.Inputs), len(o.inputs))
		}
		out := make([]*npy.Array, len(o.inputs))
		for i, path := range o.inputs {
			fh, err := os.Open(path)
			if err != nil {
				return nil, err
			}
			a, err := npy.Read(fh)
			fh.Close()
			if err != nil {
				return nil, fmt.Errorf("%s: %v", path, err)
			}
			// Check now, so the message names the file.
			if _, err := interp.FromNpy(a, ft.Inputs[i]); err != nil {
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
	rng := rand.New(rand.NewSource(o.seed))
	out := make([]*npy.Array, len(ft.Inputs))
	for i, t := range ft.Inputs {
		v, err := interp.Random(rng, t, i, dims)
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
