package main

import (
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/backend/plugintarget"
	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// Tolerances of --model's comparison with PyTorch: float32 results of a
// different summation order.
const (
	modelRTol = 1e-3
	modelATol = 1e-4
)

// Tolerances of a float32 result whose products ran as tf32
// (--allow-tf32, --allow-conv-tf32): the tensor cores round each input to
// 10 bits of mantissa (2^-11 relative), and a model compounds that over
// its layers, as PyTorch's own tf32 tests allow for.
const (
	tf32RTol = 1e-2
	tf32ATol = 1e-3
)

// tolerance is the comparison's (rtol, atol) for a result of the given
// dtype (the manifest's): a 16-bit float rounds its last bit one way or
// the other after sums in another order, so bfloat16, with 8 bits of
// mantissa, gets torch.testing's relative tolerance for it; f32 results
// of tf32 products get tf32's.
func tolerance(dtype string, tf32 bool) (rtol, atol float64) {
	switch {
	case strings.TrimPrefix(dtype, "torch.") == "bfloat16":
		return 1.6e-2, modelATol
	case tf32:
		return tf32RTol, tf32ATol
	}
	return modelRTol, modelATol
}

// interpStage maps --stage to the level the interpreter runs the model
// at: the torch dialect itself, or the level the stage of that name (up to
// loops) ends at.
func interpStage(name string) (backend.Level, error) {
	if name == string(backend.LevelTorch) {
		return backend.LevelTorch, nil
	}
	for _, s := range compiler.Stages[:3] {
		if s.Name == name {
			return s.Level, nil
		}
	}
	return "", fmt.Errorf("strata-run: unknown --stage %q (torch, torch-backend, linalg, loops or gpu)", name)
}

// runModel compiles the model in o.model from its torch text for the
// target, runs it on the generated arguments and prints its results beside
// PyTorch's recorded ones. A result out of tolerance is an error.
func runModel(o *options, w io.Writer) error {
	m, err := modelzoo.Load(o.model)
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	args, err := m.Arguments()
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	want, err := m.Outputs()
	if err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	file := filepath.Join(o.model, "model.mlir")
	module, err := parser.ParseSource(ctx, file, m.MLIR, parser.Options{})
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
	if err := checkArguments(m, module, args, tgt); err != nil {
		return fmt.Errorf("strata-run: %v", err)
	}
	// The interpreter runs linalg on tensors unless --stage says another
	// level (it runs them all); a compiled target takes loops, unless its
	// own pipeline starts from linalg on tensors (cuda).
	level := backend.LevelTensor
	if pl, err := tgt.Pipeline(backend.LevelTensor); o.target != "interp" && (err != nil || pl == "") {
		level = backend.LevelLoops
	}
	if pt, ok := tgt.(*plugintarget.Target); ok && pt.TakesTorch() {
		// Its pipeline lowers torch to the backend contract and partitions it.
		level = backend.LevelTorch
	}
	if o.stage != "" {
		if o.target != "interp" {
			return fmt.Errorf("strata-run: --stage chooses the level the interpreter runs (--target=interp)")
		}
		if o.stage != "gpu" {
			var err error
			if level, err = interpStage(o.stage); err != nil {
				return err
			}
		}
	}
	text := compiler.PipelineText(compiler.Level(module), level)
	if o.stage == "gpu" {
		// Host code and kernels, every thread of every launch interpreted.
		text = joinPipelines(text, "builtin.module("+pipelines.LinalgToGPUPipeline+")")
	}
	if pl, err := targetPipeline(o, tgt, level); err != nil {
		return fmt.Errorf("strata-run: %v", err)
	} else if pl != "" {
		text = joinPipelines(text, pl)
	}
	lowerStart := time.Now()
	if text != "" {
		pm, err := pipelines.Registry().ParsePipeline(text)
		if err != nil {
			return fmt.Errorf("strata-run: %v", err)
		}
		if err := pm.Run(module); err != nil {
			return err
		}
	}
	bo, err := backendOptions(o)
	if err != nil {
		return err
	}
	exe, err := tgt.Compile(module, bo)
	if err != nil {
		return err
	}
	lowerTime := time.Since(lowerStart)
	runStart := time.Now()
	got, err := exe.Run("main", args)
	if err != nil {
		return err
	}
	runTime := time.Since(runStart)
	reportLeaks(o, exe)
	reportBench(exe)
	weights := 0
	for _, a := range m.Manifest.Arguments {
		if a.Kind != "input" {
			weights++
		}
	}
	fmt.Fprintf(w, "model %s on %s: %d weights from the deterministic generator (seed %d), %d inputs\n",
		m.Manifest.Model, o.target, weights, m.Manifest.Seed, len(args)-weights)
	if len(got) != len(want) {
		return fmt.Errorf("strata-run: %d results, PyTorch recorded %d", len(got), len(want))
	}
	bad := 0
	for i := range want {
		g, p := got[i].WithSignednessOf(want[i]).Float64s(), want[i].Float64s()
		if len(g) != len(p) {
			return fmt.Errorf("strata-run: result %d has %d elements, PyTorch recorded %d", i, len(g), len(p))
		}
		tf32 := o.gpu.AllowTF32 || o.gpu.AllowConvTF32
		rtol, atol := tolerance("", tf32)
		if i < len(m.Manifest.Outputs) {
			rtol, atol = tolerance(m.Manifest.Outputs[i].Dtype, tf32)
		}
		maxDiff, ok := 0.0, true
		for j := range p {
			d := math.Abs(g[j] - p[j])
			maxDiff = math.Max(maxDiff, d)
			if d > atol+rtol*math.Abs(p[j]) || math.IsNaN(g[j]) != math.IsNaN(p[j]) {
				ok = false
			}
		}
		verdict := "matches PyTorch"
		if !ok {
			verdict = "DIFFERS from PyTorch"
			bad++
		}
		fmt.Fprintf(w, "result %d: shape %v\n  strata:  %s\n  pytorch: %s\n  max |diff| %.3g (rtol %g, atol %g): %s\n",
			i, got[i].Shape, preview(g), preview(p), maxDiff, rtol, atol, verdict)
	}
	fmt.Fprintln(w, stepTimes(o.target, lowerTime, runTime, exe))
	if bad > 0 {
		return fmt.Errorf("strata-run: %d of %d results differ from PyTorch", bad, len(want))
	}
	return nil
}

// stepTimes says how long the steps took: Strata's passes from the torch
// text, then, where the target reports them, its compile to native code
// and the run itself.
func stepTimes(target string, lower, run time.Duration, exe backend.Executable) string {
	line := fmt.Sprintf("time: %s lowering from torch text (Strata's passes)", seconds(lower))
	if s, ok := exe.(interface {
		StepTimes() (compile, run time.Duration)
	}); ok {
		compile, ran := s.StepTimes()
		return line + fmt.Sprintf(", %s compiling to native code (LLVM IR, opt, llc, cc), %s running on %s (the harness process, inputs included)",
			seconds(compile), seconds(ran), target)
	}
	return line + fmt.Sprintf(", %s running on %s", seconds(run), target)
}

func seconds(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}

// checkArguments checks the generated arguments against @main's
// signature in the model's own text, before any lowering, with the check
// of the target that will run them (tgt.CheckInput), so that it gets
// arrays of its arguments' dtypes and static sizes (the cpu target passes
// bytes as they are: an int64 array for an f32 argument would run on
// reinterpreted bits) and refuses what it cannot take, not what another
// target cannot. The error names the manifest entry and the argument.
func checkArguments(m *modelzoo.Model, module *ir.Operation, args []*npy.Array, tgt backend.Target) error {
	file := filepath.Join(m.Dir, "manifest.json")
	fn := findFunc(module, "main")
	if fn == nil {
		return fmt.Errorf("%s: no function named '@main'", filepath.Join(m.Dir, "model.mlir"))
	}
	ta, _ := fn.Attr("function_type").(*ir.TypeAttr)
	ft, _ := ta.Type.(*ir.FunctionType)
	if ft == nil {
		return fn.EmitError("function without a function type")
	}
	if len(ft.Inputs) != len(args) {
		return fmt.Errorf("%s: %d arguments, but @main takes %d", file, len(args), len(ft.Inputs))
	}
	for k, a := range args {
		if err := tgt.CheckInput(a, ft.Inputs[k]); err != nil {
			arg := m.Manifest.Arguments[k]
			return fmt.Errorf("%s: argument %d (%s, %s of shape %v) for @main's argument #%d of type '%s': %v",
				file, k, arg.Name, arg.Dtype, arg.Shape, k, ir.TypeString(ft.Inputs[k]), err)
		}
	}
	return nil
}

func joinPipelines(a, b string) string {
	inner := func(s string) string {
		return strings.TrimSuffix(strings.TrimPrefix(s, "builtin.module("), ")")
	}
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return "builtin.module(" + inner(a) + "," + inner(b) + ")"
}

// preview prints the first values of a result.
func preview(v []float64) string {
	const n = 6
	var parts []string
	for i, x := range v {
		if i == n {
			parts = append(parts, fmt.Sprintf("... (%d values)", len(v)))
			break
		}
		parts = append(parts, fmt.Sprintf("%.5g", x))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// backendOptions are the target options the flags give.
func backendOptions(o *options) (backend.Options, error) {
	limit, err := memoryLimit(o)
	if err != nil {
		return backend.Options{}, err
	}
	return backend.Options{MaxSteps: o.maxSteps, MemoryLimit: limit, CheckLeaks: o.checkLeaks}, nil
}

// memoryLimit reads --interp-memory-limit: a number of bytes, with an
// optional K, M, G or T (powers of 1024), or none; 0 when it is not given
// (the interpreter's default), -1 for none.
func memoryLimit(o *options) (int64, error) {
	s := strings.TrimSpace(o.memoryLimit)
	switch s {
	case "":
		return 0, nil
	case "none":
		return -1, nil
	}
	shift := 0
	if i := strings.IndexAny(strings.ToUpper(s[len(s)-1:]), "KMGT"); i >= 0 {
		shift = 10 * (1 + strings.IndexByte("KMGT", strings.ToUpper(s[len(s)-1:])[0]))
		s = s[:len(s)-1]
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 || n > math.MaxInt64>>shift {
		return 0, fmt.Errorf("strata-run: bad --interp-memory-limit %q (want a positive number of bytes, with K, M, G or T, or none)", o.memoryLimit)
	}
	return n << shift, nil
}

// randomInputLimit bounds each random input: the interpreter's memory
// budget, which the input must fit in.
func randomInputLimit(o *options) (int64, error) {
	limit, err := memoryLimit(o)
	switch {
	case err != nil:
		return 0, err
	case limit == 0:
		return interp.DefaultMemoryLimit(), nil
	case limit < 0:
		return npy.MaxBytes, nil
	}
	return limit, nil
}
