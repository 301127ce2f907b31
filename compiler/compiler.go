// Package compiler is strata-compile: a model in the torch dialect (or a
// module at any later level) is lowered stage by stage, torch → linalg on
// tensors → loops on buffers → the llvm dialect → LLVM IR → machine code,
// and written at the stage --emit asks for. The MLIR stages run through
// the pass manager (so every --mlir-print-ir-* flag, --mlir-timing and
// --strata-diff-check work); the last ones through emit/llvm, llc and cc.
package compiler

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/dialects/all"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/output"
	emitllvm "github.com/strata-compiler/strata/emit/llvm"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/interp/diffcheck"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/gputonvvm/tobinary"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/passes/cli"
	"github.com/strata-compiler/strata/pipelines"
	"github.com/strata-compiler/strata/plugin"
)

// Stage is a point of the compilation where strata-compile can stop.
type Stage struct {
	// Name is the --emit value.
	Name    string
	Summary string
	// Passes lead from the previous stage to this one ("" for the stages
	// after the llvm dialect, which are not passes).
	Passes string
	// Level is the level a module stands at after the stage; "" for the
	// stages that write something other than a module of ops.
	Level backend.Level
	// Binary stages need -o.
	Binary bool
}

// Stages are the stages in order. The passes are the same a user would
// give strata-opt, so any stage can be reproduced by hand.
var Stages = []Stage{
	{Name: "torch-backend", Summary: "torch ops in the backend contract (decomposed, value tensors of known rank and dtype)",
		Passes: "torch-decompose-complex-ops,torch-lower-to-backend-contract", Level: backend.LevelTorchBackend},
	{Name: "linalg", Summary: "linalg, tensor, arith and math on builtin tensors",
		Passes: "torch-backend-to-linalg-on-tensors-backend-pipeline", Level: backend.LevelTensor},
	{Name: "loops", Summary: "scf loops on memrefs (fused, bufferized, deallocated)",
		Passes: "strata-linalg-to-loops", Level: backend.LevelLoops},
	// canonicalize folds the memref descriptors' insertvalue/extractvalue
	// chains (swin's host code: 40,000 lines of LLVM IR, 18,000 after);
	// equal kernels are merged after it.
	{Name: "llvm-dialect", Summary: "the llvm dialect, loop nests outlined into kernels", Passes: "strata-cpu-lower-to-llvm,canonicalize,strata-cpu-deduplicate-kernels",
		Level: backend.LevelLLVM},
	{Name: "llvm-ir", Summary: "LLVM IR text"},
	{Name: "asm", Summary: "assembly (opt and llc, or clang, at -O<n>)"},
	{Name: "obj", Summary: "a relocatable object file: the kernels and the host code compiled apart, linked with ld -r", Binary: true},
	{Name: "so", Summary: "a shared library exposing each public function as _mlir_ciface_NAME", Binary: true},
}

// CUDAStages are the stages of --target=cuda: the first two are Stages',
// then host code that launches kernels, the kernels in the llvm and nvvm
// dialects, and their PTX.
var CUDAStages = []Stage{
	Stages[0], Stages[1],
	{Name: "gpu", Summary: "host code launching kernels (gpu.launch_func) and the kernels (gpu.module, gpu.func) on memrefs",
		Passes: pipelines.LinalgToGPU.Argument},
	{Name: "nvvm", Summary: "the kernels in the llvm and nvvm dialects", Passes: "gpu.module(convert-gpu-to-nvvm)"},
	{Name: "ptx", Summary: "the kernels' PTX, one module for all (emit/ptx)"},
	{Name: "so", Summary: "a shared library whose _mlir_ciface_NAME runs the function on the GPU from device pointers (PTX embedded)",
		Passes: CUDAHostPasses, Binary: true},
}

// CUDAHostPasses lead from the nvvm stage to the host code in the llvm
// dialect for --target=cuda --emit=so: the kernels linked into one
// gpu.binary, the host code's views, affine, scf and math ops (scalar
// math the host computes from the arguments) lowered, and
// gpu-to-llvm (launches, device allocations and copies as calls into
// runtime/cudac; each _mlir_ciface_ entry returns an i32 status).
const CUDAHostPasses = "strata-gpu-link-binary,expand-strided-metadata,lower-affine,convert-math-to-funcs,convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm," +
	"gpu-to-llvm{entry-status=true},canonicalize"

// CUDAHostPassesWithCubins are CUDAHostPasses with the kernels linked into
// cubins by toolkit's ptxas (strata-gpu-link-binary format=bin: a part a
// CPU, assembled side by side) instead of one PTX module: the first call
// then loads cubins, where the driver would JIT-compile the PTX one module
// at a time.
func CUDAHostPassesWithCubins(toolkit string) string {
	return strings.Replace(CUDAHostPasses, "strata-gpu-link-binary", `strata-gpu-link-binary{format=bin toolkit="`+toolkit+`"}`, 1)
}

// stages returns the stage list of the target.
func (c *compileFlags) stages() []Stage {
	if c.target == "cuda" {
		return CUDAStages
	}
	return Stages
}

// stageIndex returns the index of the stage named name.
func stageIndex(stages []Stage, name string) (int, error) {
	var names []string
	for i, s := range stages {
		if s.Name == name {
			return i, nil
		}
		names = append(names, s.Name)
	}
	return 0, fmt.Errorf("unknown --emit stage %q for this target (one of %s)", name, strings.Join(names, ", "))
}

// Level returns the level top is already at: the torch dialect, linalg on
// builtin tensors, or loops (buffers and loops, and the llvm dialect).
func Level(top *ir.Operation) backend.Level {
	if i := levelIndex(top); i >= 0 {
		return Stages[i].Level
	}
	return backend.LevelTorch
}

// levelIndex is Level as the index of its stage in Stages (-1 for torch).
func levelIndex(top *ir.Operation) int {
	level := 2 // loops, unless something says otherwise
	ir.Walk(top, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		name := op.Name()
		switch {
		case strings.HasPrefix(name, "torch.") || strings.HasPrefix(name, "torch_c."):
			level = -1
			return ir.Interrupt
		case strings.HasPrefix(name, "llvm."):
			level = min(level, 3)
		}
		for _, r := range op.Results() {
			if _, ok := r.Type().(*ir.RankedTensorType); ok {
				level = min(level, 1)
			}
		}
		// Block arguments too: a function that returns its argument
		// (x.contiguous()) has no op of its level.
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					switch a.Type().(type) {
					case *ir.RankedTensorType:
						level = min(level, 1)
					default:
						if strings.HasPrefix(ir.TypeString(a.Type()), "!torch.") {
							level = -1
							return ir.Interrupt
						}
					}
				}
			}
		}
		return ir.Advance
	})
	return level
}

// PipelineText is the pass pipeline that takes a module at level from (as
// Level returns) to level to; "" when there is nothing to do.
func PipelineText(from, to backend.Level) string {
	return pipelineText(Stages, stageOf(from), stageOf(to))
}

// stageOf is the index in Stages of the stage that ends at level: -1 for
// the torch dialect, which comes before the first; the loops stage for
// linalg on buffers, whose rest of strata-linalg-to-loops the targets run.
// Levels are constants of the code, not input: any other is a bug.
func stageOf(level backend.Level) int {
	switch level {
	case backend.LevelTorch:
		return -1
	case backend.LevelBuffer:
		level = backend.LevelLoops
	}
	for i, s := range Stages {
		if s.Level == level {
			return i
		}
	}
	panic(fmt.Sprintf("compiler: no stage ends at the %q level", level))
}

func pipelineText(stages []Stage, from, to int) string {
	var ps []string
	for i := from + 1; i <= to && i < len(stages); i++ {
		if stages[i].Passes != "" {
			ps = append(ps, stages[i].Passes)
		}
	}
	if len(ps) == 0 {
		return ""
	}
	return "builtin.module(" + strings.Join(ps, ",") + ")"
}

// OptConfig is strata-opt's configuration: every dialect, every pass, and
// the differential check.
func OptConfig(name string) driver.Config {
	return driver.Config{
		Name:             name,
		RegisterDialects: all.Register,
		// --strata-diff-check wraps the pass manager's flags.
		Passes: diffcheck.NewPlugin(cli.New(pipelines.Registry())),
	}
}

// compileFlags are strata-compile's own flags.
type compileFlags struct {
	emit   string
	target string
	// optLevel is -O's value; noCache is --no-cache.
	optLevel string
	noCache  bool
	// gpu holds --allow-tf32, --allow-conv-tf32, --tensor-core-tile and
	// --tensor-core-warps: strata-linalg-to-gpu's options of the same names.
	gpu pipelines.GPUOptions
	// cudaToolkit is --cuda-toolkit: the kernels of --emit=so become
	// cubins of its ptxas instead of PTX for the driver's JIT.
	cudaToolkit string
	level       cpu.OptLevel
	// cached is the library the model cache had for the input;
	// libraryKey the key a library compiled now is stored under.
	cached     []byte
	libraryKey string
	// timing is the pass manager's --mlir-timing report, kept to add the
	// phases after the passes (emit, opt, llc, cc) before it is printed.
	timing *passes.Timing
	cmd    *cobra.Command
	// inner is the pass manager's plug-in (with the differential check);
	// passes the same one, whose Prefix the stages' passes are.
	inner  driver.PassPlugin
	passes *cli.Plugin
	stage  int
	// progress shows the stage being run on a terminal; -v's lines go
	// through it.
	progress *output.Progress
	start    time.Time
	// backend is the plug-in a --target other than cpu and cuda names;
	// artifact what it compiled the segments into (linked into the
	// library); partitionReport is --partition-report.
	backend         plugin.Backend
	artifact        *Artifact
	partitionReport bool
	// cleanups run when the output is written (temporary folders), or
	// when the run ends without one.
	cleanups []func()
	// build is the folder a CPU library is built in, made before the
	// passes run so that the CPU runtime compiles while they do;
	// cudaBuild is a CUDA library's, started then for the same reason.
	build     *libraryBuild
	cudaBuild *cudaLibraryBuild
}

// libraryBuild is a CPU library's build folder, with the runtime's
// compile under way in it.
type libraryBuild struct {
	dir     string
	ctx     context.Context
	tc      cpu.Toolchain
	cache   *cpu.Cache
	runtime *cpu.RuntimeBuild
}

// startLibrary makes the build folder of the CPU library the run will
// link and starts compiling the CPU runtime in it (from the cache when it
// is there): the passes that come first use one core.
func (c *compileFlags) startLibrary() error {
	tc, err := cpu.FindToolchain()
	if err != nil {
		return err
	}
	dir, ctx, cleanup, err := output.TempDir(context.Background(), "strata-compile-")
	if err != nil {
		return err
	}
	build := &libraryBuild{dir: dir, ctx: ctx, tc: tc, cache: c.compileCache()}
	build.runtime = cpu.StartRuntime(ctx, dir, tc, build.cache)
	c.build = build
	c.cleanups = append(c.cleanups, func() {
		build.runtime.Stop()
		cleanup()
	})
	return nil
}

// startCUDALibrary starts the build of the CUDA library the run will
// link (cudaLibraryBuild says why before the passes).
func (c *compileFlags) startCUDALibrary() error {
	build, err := startCUDALibrary(context.Background(), c.compileCache())
	if err != nil {
		return err
	}
	c.cudaBuild = build
	c.cleanups = append(c.cleanups, build.stop)
	return nil
}

// runCleanups runs and forgets the cleanups.
func (c *compileFlags) runCleanups() {
	for _, f := range c.cleanups {
		f()
	}
	c.cleanups = nil
	c.build, c.cudaBuild = nil, nil
}

// verbose reports whether -v was given.
func (c *compileFlags) verbose() bool {
	f := c.cmd.Flags().Lookup("verbose")
	return f != nil && f.Value.String() == "true"
}

// logf prints a -v line on stderr.
func (c *compileFlags) logf(format string, args ...any) {
	if c.verbose() {
		line := fmt.Sprintf("strata-compile: "+format, args...)
		if c.progress != nil {
			c.progress.Println(line)
		} else {
			fmt.Fprintln(c.cmd.ErrOrStderr(), line)
		}
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

// Main runs strata-compile with args and returns its exit code.
func Main(args []string) int {
	cfg := OptConfig("strata-compile")
	pm := cli.New(pipelines.Registry())
	cfg.Passes = diffcheck.NewPlugin(pm)
	cf := &compileFlags{inner: cfg.Passes, passes: pm}
	cfg.Passes = cf
	cfg.Emit = cf.emitOutput
	cfg.Short = "Compile a model (torch dialect, or any later level) to native code"
	cfg.Long = `strata-compile lowers a module stage by stage and writes it at the stage --emit asks for:
  ` + stageList(Stages) + `
With --target=cuda the stages after linalg are:
  ` + stageList(CUDAStages[2:]) + `
The input ("-" or none: standard input) may be at any of these levels (torch, linalg on
tensors, loops on buffers, llvm dialect); the stages it is already past are skipped. The MLIR
stages run through the pass manager, so --mlir-print-ir-after-all, --mlir-timing and
--strata-diff-check work as in strata-opt. Passes given with --pass-pipeline (or a pass's own
flag, --canonicalize) run after the stages' passes, on the module at the --emit stage (the
llvm dialect for the stages after it).
-v says what each stage did and how long it took.
The verifier checks the input and the result; --verify-each=true also checks after every pass.
Example: strata-compile test/models/mlp/model.mlir --emit=so -o mlp.so
         strata-compile test/models/mlp/model.mlir --target=cuda --emit=ptx -o mlp.ptx`
	// A compiler verifies its input and its output; verifying after every
	// pass is for pass developers (--verify-each=true turns it back on).
	args = append([]string{"--verify-each=false"}, args...)
	code := driver.RunOpt(cfg, args, os.Stdin, os.Stdout, os.Stderr)
	// A run whose passes failed wrote no output: its folders go now.
	cf.runCleanups()
	return code
}

func stageList(stages []Stage) string {
	var b strings.Builder
	for _, s := range stages {
		fmt.Fprintf(&b, "%-13s %s\n  ", s.Name, s.Summary)
	}
	return strings.TrimRight(b.String(), " \n")
}

// RegisterFlags implements driver.PassPlugin: strata-compile's flags, and
// the pass manager's instrumentation flags with the pipeline flags hidden
// (the stages choose the passes).
func (c *compileFlags) RegisterFlags(cmd *cobra.Command) {
	c.cmd = cmd
	before := map[string]bool{}
	cmd.Flags().VisitAll(func(f *pflag.Flag) { before[f.Name] = true })
	c.inner.RegisterFlags(cmd)
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		keep := before[f.Name] || strings.HasPrefix(f.Name, "mlir-") ||
			strings.HasPrefix(f.Name, "strata-diff-check") || f.Name == "dump-pass-pipeline" ||
			f.Name == "pass-pipeline" || f.Name == "list-passes" || f.Name == "help-pass"
		f.Hidden = !keep
	})
	cmd.Flags().StringVar(&c.emit, "emit", "", "the stage to stop at: torch-backend, linalg, loops, llvm-dialect, llvm-ir, asm, obj, so (default so); with --target=cuda: torch-backend, linalg, gpu, nvvm, ptx, so (default ptx)")
	cmd.Flags().StringVar(&c.target, "target", "cpu", "the target: cpu, cuda, or a backend plug-in's name (built in, or strata-backend-NAME on PATH; docs/plugins.md)")
	cmd.Flags().BoolVar(&c.partitionReport, "partition-report", false, "with a backend plug-in's --target: list each segment's ops and each op left to the host, and why, on stderr")
	cmd.Flags().StringVarP(&c.optLevel, "opt-level", "O", "2", "optimization level of the native code (-O0, -O1, -O2, -O3)")
	c.gpu.AddFlags(cmd.Flags())
	cmd.Flags().StringVar(&c.cudaToolkit, "cuda-toolkit", "", "with --target=cuda --emit=so: assemble the kernels into cubins with DIR/bin/ptxas (a part per CPU, one ptxas process each, side by side) instead of embedding PTX for the driver to JIT-compile at the first call")
	cmd.Flags().BoolVar(&c.noCache, "no-cache", false, "compile every kernel, neither reading nor writing the compile cache ($STRATA_CACHE_DIR)")
	c.passes.TimingReport = func(t *passes.Timing) {
		if c.timing == nil {
			c.timing = t
		} else {
			c.timing.Append(t)
		}
	}
}

// Pipeline implements driver.PassPlugin: the stages' passes, chosen for
// each input once its level is known.
func (c *compileFlags) Pipeline(ctx *ir.Context) (driver.Pipeline, error) {
	if given := c.gpu.Given(); len(given) > 0 && c.target != "cuda" {
		flag, _, _ := strings.Cut(given[0], "=")
		return nil, fmt.Errorf("--%s applies to --target=cuda (the GPU kernels), not --target=%s", flag, c.target)
	}
	if c.gpu.Tunings != "" {
		if c.target != "cuda" {
			return nil, fmt.Errorf("--gpu-tunings applies to --target=cuda (the GPU kernels), not --target=%s", c.target)
		}
		// Said before the input is read; the file is parsed with it.
		if _, err := os.Stat(c.gpu.Tunings); err != nil {
			return nil, fmt.Errorf("--gpu-tunings: %v", err)
		}
	}
	if c.target != "cpu" && c.target != "cuda" {
		if err := c.findBackend(); err != nil {
			return nil, err
		}
	}
	level, err := cpu.ParseOptLevel(c.optLevel)
	if err != nil {
		return nil, err
	}
	c.level = level
	if c.emit == "" {
		c.emit = "so"
		if c.target == "cuda" {
			c.emit = "ptx"
		}
	}
	i, err := stageIndex(c.stages(), c.emit)
	if err != nil {
		return nil, err
	}
	if c.stages()[i].Binary && c.cmd.Flags().Lookup("output").Value.String() == "-" {
		return nil, fmt.Errorf("--emit=%s writes a binary file: give it with -o", c.emit)
	}
	c.stage = i
	if c.cudaToolkit != "" {
		if c.target != "cuda" || c.stages()[i].Name != "so" {
			return nil, fmt.Errorf("--cuda-toolkit applies to --target=cuda --emit=so (the library's kernels), not --target=%s --emit=%s", c.target, c.emit)
		}
		if strings.ContainsAny(c.cudaToolkit, "\"'{}") {
			return nil, fmt.Errorf("--cuda-toolkit %q: a folder whose name has quotes or braces is not supported", c.cudaToolkit)
		}
		if _, err := tobinary.FindPTXAS(c.cudaToolkit); err != nil {
			return nil, fmt.Errorf("--cuda-toolkit: %v", err)
		}
	}
	c.start = time.Now()
	c.progress = output.NewProgress(c.cmd.ErrOrStderr())
	// The user's passes are checked now, before the input is read: an
	// unknown one is an error naming it.
	c.passes.Prefix = ""
	if _, err := c.inner.Pipeline(ctx); err != nil {
		return nil, err
	}
	return &stagePipeline{c: c, ctx: ctx}, nil
}

type stagePipeline struct {
	c   *compileFlags
	ctx *ir.Context
}

func (p *stagePipeline) Run(top *ir.Operation, opts driver.RunOptions) error {
	if p.c.backend != nil {
		return p.runWithBackend(top, opts)
	}
	if err := p.c.gpu.ApplyTunings(top); err != nil {
		return err
	}
	if lib, ok := p.c.cachedLibrary(top); ok {
		p.c.cached = lib
		p.c.logf("library from the compile cache (this input with these options was compiled before)")
		return nil
	}
	if name := Stages[p.c.stage].Name; p.c.target == "cpu" && (name == "so" || name == "obj") && p.c.build == nil {
		if err := p.c.startLibrary(); err != nil {
			return err
		}
	}
	if p.c.target == "cuda" && CUDAStages[p.c.stage].Name == "so" && p.c.cudaBuild == nil {
		if err := p.c.startCUDALibrary(); err != nil {
			return err
		}
	}
	from := levelIndex(top)
	to := min(p.c.stage, 3)
	stages := Stages
	if p.c.target == "cuda" {
		stages, to = CUDAStages, p.c.stage
		if CUDAStages[to].Name == "so" {
			exportCInterface(top)
		}
		for o := top.Region(0).Front().First(); o != nil; o = o.Next() {
			if o.OpName().Dialect == "llvm" {
				return o.EmitError("--target=cuda takes torch, linalg on tensors or loops on buffers, not the llvm dialect")
			}
		}
	} else if from < 3 && p.c.stage >= 3 {
		exportCInterface(top)
	}
	var steps []Stage
	first := from + 1
	// Loops on buffers for --target=cuda: the gpu stage maps them as the
	// tail of strata-linalg-to-gpu would.
	loopsToGPU := p.c.target == "cuda" && from == 2 && to >= 2 && !hasKernels(top)
	if loopsToGPU {
		first = 2
	}
	for i := first; i <= to && i < len(stages); i++ {
		s := stages[i]
		if loopsToGPU && i == 2 {
			s.Passes = p.c.gpu.LoopsToGPU()
		} else if s.Passes == pipelines.LinalgToGPU.Argument {
			s.Passes += p.c.gpu.Text()
		} else if s.Passes == CUDAHostPasses && p.c.cudaToolkit != "" {
			s.Passes = CUDAHostPassesWithCubins(p.c.cudaToolkit)
		}
		if s.Passes != "" {
			steps = append(steps, s)
		}
	}
	level := "torch"
	if from >= 0 {
		level = stages[from].Name
	}
	p.c.logf("input at the %s level; stages to run: %s", level, stageNames(steps))
	return p.runSteps(top, opts, steps, true)
}

// runSteps runs the stages' passes on top, then, with user, the user's
// (--pass-pipeline, pass flags): in one pass manager, or under -v one
// stage at a time, each timed.
func (p *stagePipeline) runSteps(top *ir.Operation, opts driver.RunOptions, steps []Stage, user bool) error {
	p.c.progress.Update("strata-compile: running the MLIR stages")
	if !p.c.verbose() {
		var ps []string
		for _, s := range steps {
			ps = append(ps, s.Passes)
		}
		p.c.passes.Prefix, p.c.passes.PrefixOnly = "", !user
		defer func() { p.c.passes.Prefix, p.c.passes.PrefixOnly = "", false }()
		if len(ps) > 0 {
			p.c.passes.Prefix = "builtin.module(" + strings.Join(ps, ",") + ")"
		} else if !user {
			return nil
		}
		return p.run(top, opts)
	}
	defer func() { p.c.passes.Prefix, p.c.passes.PrefixOnly = "", false }()
	for _, s := range steps {
		p.c.progress.Update("strata-compile: stage %s", s.Name)
		t := time.Now()
		p.c.passes.Prefix, p.c.passes.PrefixOnly = "builtin.module("+s.Passes+")", true
		if err := p.run(top, opts); err != nil {
			return err
		}
		p.c.logf("stage %s (%s): %s", s.Name, s.Passes, since(t))
	}
	p.c.passes.Prefix, p.c.passes.PrefixOnly = "", false
	if !user {
		return nil
	}
	t := time.Now()
	pl, err := p.c.inner.Pipeline(p.ctx)
	if err != nil || pl == nil {
		return err
	}
	if err := pl.Run(top, opts); err != nil {
		return err
	}
	p.c.logf("your passes: %s", since(t))
	return nil
}

// run builds the pipeline the plug-in's flags and Prefix say and runs it.
func (p *stagePipeline) run(top *ir.Operation, opts driver.RunOptions) error {
	pl, err := p.c.inner.Pipeline(p.ctx)
	if err != nil || pl == nil {
		return err
	}
	return pl.Run(top, opts)
}

func stageNames(steps []Stage) string {
	if len(steps) == 0 {
		return "none"
	}
	var names []string
	for _, s := range steps {
		names = append(names, s.Name)
	}
	return strings.Join(names, ", ")
}

// hasKernels reports whether top holds a gpu.module.
func hasKernels(top *ir.Operation) bool {
	for o := top.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Def() == gpu.Module {
			return true
		}
	}
	return false
}

// exportCInterface marks every public function llvm.emit_c_interface, so
// that the library exposes each as _mlir_ciface_NAME with memref
// descriptors passed by pointer (docs/compile.md).
func exportCInterface(top *ir.Operation) {
	for o := top.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Def() != fn.Func || o.Region(0).Empty() {
			continue
		}
		if v, ok := o.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value != "public" {
			continue
		}
		o.SetDiscardableAttr("llvm.emit_c_interface", top.Context().UnitAttr())
	}
}

// emitOutput writes the module at the requested stage (and, under -v,
// says how long it took and how big it is); with --mlir-timing, the report
// follows, with the phases after the passes.
func (c *compileFlags) emitOutput(top *ir.Operation) (string, error) {
	defer c.runCleanups()
	out, err := c.emitStage(top)
	c.progress.Done()
	if c.timing != nil {
		c.timing.Report(c.cmd.ErrOrStderr())
		c.timing = nil
	}
	if err == nil {
		c.logf("emitted %s: %d bytes; %s in all", c.stages()[c.stage].Name, len(out), since(c.start))
	}
	return out, err
}

func (c *compileFlags) emitStage(top *ir.Operation) (string, error) {
	if c.cached != nil {
		return string(c.cached), nil
	}
	if err := ir.Verify(top); err != nil {
		return "", err
	}
	if c.stage <= 3 {
		var b strings.Builder
		if err := ir.PrintOp(&b, top, ir.PrintFlags{}); err != nil {
			return "", err
		}
		return b.String() + "\n", nil
	}
	if c.target == "cuda" && CUDAStages[c.stage].Name == "so" {
		ll, err := c.translate(top)
		if err != nil {
			return "", err
		}
		if c.cudaBuild == nil {
			if err := c.startCUDALibrary(); err != nil {
				return "", err
			}
		}
		c.progress.Update("strata-compile: compiling the host code and linking")
		t := time.Now()
		defer func() { c.logf("host code compiled and linked with the CUDA runtime (llc, cc): %s", since(t)) }()
		return c.cudaBuild.finish(ll)
	}
	if c.target == "cuda" {
		var kernels []*ir.Operation
		for o := top.Region(0).Front().First(); o != nil; o = o.Next() {
			if o.Def() == gpu.Module {
				kernels = append(kernels, o)
			}
		}
		if len(kernels) == 0 {
			return "", top.EmitError("no kernels to write as PTX (the module holds no gpu.module)")
		}
		return ptx.EmitLinked(kernels, ptx.Options{})
	}
	if name := Stages[c.stage].Name; name == "so" || name == "obj" {
		return c.library(top, name)
	}
	ll, err := c.translate(top)
	if err != nil || Stages[c.stage].Name == "llvm-ir" {
		return ll, err
	}
	c.progress.Update("strata-compile: compiling to assembly")
	t := time.Now()
	defer func() {
		c.phase("Codegen to assembly", time.Since(t))
		c.logf("assembly: %s", since(t))
	}()
	return Native(context.Background(), ll, "asm", c.level.Int())
}

// compileCache is the compile cache, or nil under --no-cache or when it
// cannot be opened (no writable home): a missing cache only costs time.
func (c *compileFlags) compileCache() *cpu.Cache {
	if c.noCache {
		return nil
	}
	cache, err := cpu.OpenCache("")
	if err != nil {
		return nil
	}
	return cache
}

// translate writes the module (in the llvm dialect) as LLVM IR text.
func (c *compileFlags) translate(top *ir.Operation) (string, error) {
	c.progress.Update("strata-compile: translating to LLVM IR")
	t := time.Now()
	ll, err := emitllvm.TranslateToString(top)
	c.phase("Translate to LLVM IR", time.Since(t))
	if err == nil {
		c.logf("translated to LLVM IR (%d bytes): %s", len(ll), since(t))
	}
	return ll, err
}

// phase adds a phase after the passes to the --mlir-timing report.
func (c *compileFlags) phase(name string, d time.Duration) {
	if c.timing != nil {
		c.timing.Root().NewChild(name).Add(d)
	}
}

// library compiles the module (in the llvm dialect) to a shared library
// ("so") or a relocatable object ("obj"): the host code and each distinct
// kernel are units, compiled in parallel batches unless the compile cache
// has them, then linked.
func (c *compileFlags) library(top *ir.Operation, kind string) (string, error) {
	if c.build == nil {
		if err := c.startLibrary(); err != nil {
			return "", err
		}
	}
	dir, ctx, tc, cache := c.build.dir, c.build.ctx, c.build.tc, c.build.cache
	c.progress.Update("strata-compile: compiling the kernels and the host code")
	objects, stats, err := cpu.BuildObjects(ctx, top, dir, tc, cpu.BuildOptions{OptLevel: c.level.Int(), Cache: cache, Runtime: c.build.runtime})
	if err != nil {
		return "", err
	}
	c.phase("Split into units", stats.Split)
	c.phase("Translate to LLVM IR", stats.Translate)
	c.phase(fmt.Sprintf("Codegen (%s -O%d, %d modules, %d of %d units cached)", stats.Tool, c.level.Int(), stats.Batches, stats.Cached, stats.Units), stats.Codegen)
	c.progress.Update("strata-compile: linking")
	t := time.Now()
	out := "libmodule.so"
	if kind == "obj" {
		out = "module.o"
		err = cpu.LinkRelocatable(ctx, dir, append(objects, c.backendObjects()...), out, tc, cache)
	} else {
		var inputs []string
		if inputs, err = c.backendLinkInputs(dir); err == nil {
			err = cpu.LinkShared(ctx, dir, append(objects, inputs...), out, tc, cache)
		}
	}
	stats.Link = time.Since(t)
	c.phase("Link (cc)", stats.Link)
	if err != nil {
		return "", err
	}
	c.logf("native code: %s", stats)
	if kind == "so" {
		c.storeLibrary(cache, filepath.Join(dir, out))
	}
	b, err := os.ReadFile(filepath.Join(dir, out))
	if err == nil && kind == "so" {
		err = c.placeShared() // last: a failed build leaves nothing beside the output
	}
	return string(b), err
}

// Native compiles LLVM IR text to assembly ("asm"), an object ("obj") or a
// shared library ("so", with the CPU runtime) at -O<level> with the
// system toolchain, as one module, and returns the bytes.
func Native(ctx context.Context, ll, kind string, level int) (string, error) {
	tc, err := cpu.FindToolchain()
	if err != nil {
		return "", err
	}
	// Removed on return and on an interrupt (which kills the tools first).
	dir, ctx, cleanup, err := output.TempDir(ctx, "strata-compile-")
	if err != nil {
		return "", err
	}
	defer cleanup()
	if err := os.WriteFile(filepath.Join(dir, "module.ll"), []byte(ll), 0o644); err != nil {
		return "", err
	}
	out := "module.s"
	if kind != "asm" {
		out = "module.o"
	}
	if err := tc.Codegen(ctx, dir, "module.ll", out, level, kind == "asm"); err != nil {
		return "", err
	}
	if kind == "so" {
		out = "libmodule.so"
		if err := cpu.LinkShared(ctx, dir, []string{"module.o"}, out, tc, nil); err != nil {
			return "", err
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, out))
	return string(b), err
}
