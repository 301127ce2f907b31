package cpu

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	llir "github.com/llir/llvm/ir"
	emitllvm "github.com/strata-compiler/strata/emit/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/runtime/cpurt"
)

// DefaultOptLevel is the optimization level when none is given: -O2,
// which vectorizes and unrolls as -O3 does on Strata's kernels at a
// fraction of -O3's compile time.
const DefaultOptLevel = 2

// BuildOptions configure compiling a module in the llvm dialect to
// objects.
type BuildOptions struct {
	// OptLevel is -O0..-O3, passed to opt and llc (or clang).
	OptLevel int
	// Cache, when set, is consulted for every unit and receives what is
	// compiled.
	Cache *Cache
	// Jobs is how many compilers run at once (0: one per CPU).
	Jobs int
	// Runtime, when set, is the CPU runtime's build, started before the
	// module's lowering (StartRuntime on the same dir); else BuildObjects
	// compiles the runtime beside the batches.
	Runtime *RuntimeBuild
}

// BuildStats say what a build did and how long each phase took.
type BuildStats struct {
	// Units is the number of units (the host code and one per distinct
	// kernel); Cached of them came from the cache; Batches is how many
	// modules were compiled for the rest.
	Units, Cached, Batches int
	// Split, Translate, Codegen and Link are the phases' wall times:
	// dividing the module into units and hashing them, translating to
	// LLVM IR, printing it and running opt and llc (or clang) on the
	// batches in parallel, and cc's link.
	Split, Translate, Codegen, Link time.Duration
	// Tool names what compiled the batches.
	Tool string
}

// String is a one-line summary for -v.
func (s BuildStats) String() string {
	return fmt.Sprintf("%d units (%d from the cache), %d modules compiled with %s: split %s, LLVM IR %s, codegen %s, link %s",
		s.Units, s.Cached, s.Batches, s.Tool, round(s.Split), round(s.Translate), round(s.Codegen), round(s.Link))
}

func round(d time.Duration) time.Duration {
	if d > time.Second {
		return d.Round(10 * time.Millisecond)
	}
	return d.Round(10 * time.Microsecond)
}

// BuildObjects compiles module (in the llvm dialect, from
// strata-cpu-lower-to-llvm) into object files in dir, the host code and
// the kernels apart: the units the cache has are not compiled again, the
// others are compiled in Jobs batches at once. It returns the objects to
// link (some in the cache). module's kernels are changed (linkage).
func BuildObjects(ctx context.Context, module *ir.Operation, dir string, tc Toolchain, o BuildOptions) ([]string, *BuildStats, error) {
	stats := &BuildStats{Tool: tc.codegenTool()}
	start := time.Now()
	units := splitUnits(module)
	symbols := symbolTable(module)
	mods := make([]*ir.Operation, len(units))
	keys := make([]string, len(units))
	toolKey := tc.Identity(o.OptLevel)
	for i, u := range units {
		mods[i] = buildModule(module.Context(), module.Loc(), []*unit{u}, symbols)
		keys[i] = hashOf(keyOf(mods[i]), toolKey)
	}
	stats.Units = len(units)
	var objects []string
	var pending []int
	seen := map[string]bool{}
	linked := map[string]bool{}
	for i := range units {
		if seen[keys[i]] {
			continue
		}
		seen[keys[i]] = true
		if o.Cache != nil {
			if obj, ok := o.Cache.Lookup(keys[i]); ok {
				if !linked[obj] {
					linked[obj] = true
					objects = append(objects, obj)
				}
				stats.Cached++
				continue
			}
		}
		pending = append(pending, i)
	}
	stats.Split = time.Since(start)
	batches := batchUnits(pending, mods, units, o.Jobs)
	stats.Batches = len(batches)

	// The batches are translated one after the other (translation reads
	// the shared context), then printed, written and compiled
	// concurrently.
	start = time.Now()
	merged := make([]*ir.Operation, len(batches))
	translated := make([]*llir.Module, len(batches))
	for b, members := range batches {
		var ms []*ir.Operation
		for _, i := range members {
			ms = append(ms, mods[i])
		}
		merged[b] = mergeModules(module.Context(), module.Loc(), ms)
		if batchIsHost(members, units) && min(o.OptLevel, hostOptLevel) == 0 {
			isolateReturnedAggregates(merged[b])
		}
		m, err := emitllvm.Translate(merged[b])
		if err != nil {
			return nil, nil, err
		}
		translated[b] = m
	}
	stats.Translate = time.Since(start)

	start = time.Now()
	built := make([]string, len(batches))
	errs := make([]error, len(batches)+1)
	var wg sync.WaitGroup
	// The runtime, for the link, compiles beside the batches (from the
	// cache, or once into dir), unless it was started earlier.
	wg.Add(1)
	go func() {
		defer wg.Done()
		if o.Runtime != nil {
			_, _, errs[len(batches)] = o.Runtime.Wait()
			return
		}
		_, _, errs[len(batches)] = runtimeObject(ctx, dir, tc, o.Cache)
	}()
	for b := range batches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			text, err := emitllvm.Print(merged[b], translated[b])
			if err != nil {
				errs[b] = err
				return
			}
			ll, obj := fmt.Sprintf("batch%d.ll", b), fmt.Sprintf("batch%d.o", b)
			if err := os.WriteFile(filepath.Join(dir, ll), []byte(text), 0o644); err != nil {
				errs[b] = err
				return
			}
			level, tuning := o.OptLevel, []string(nil)
			if batchIsHost(batches[b], units) {
				level, tuning = min(level, hostOptLevel), hostCodegenFlags
			}
			if err := tc.codegen(ctx, dir, ll, obj, level, false, tuning); err != nil {
				errs[b] = err
				return
			}
			built[b] = filepath.Join(dir, obj)
			if o.Cache != nil {
				var ks []string
				for _, i := range batches[b] {
					ks = append(ks, keys[i])
				}
				// A cache that cannot be written is not an error: the
				// object in dir serves this build.
				if cached, err := o.Cache.Store(built[b], ks); err == nil {
					built[b] = cached
				}
			}
		}()
	}
	wg.Wait()
	stats.Codegen = time.Since(start)
	for _, err := range errs {
		if err != nil {
			return nil, nil, err
		}
	}
	return append(objects, built...), stats, nil
}

// batchUnits groups the pending units into at most jobs batches of about
// equal size (by their op counts), the host unit alone in its batch: a
// cached object may then be linked into any model's library, as it
// holds only weak kernels.
func batchUnits(pending []int, mods []*ir.Operation, units []*unit, jobs int) [][]int {
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	var out [][]int
	var kernels []int
	for _, i := range pending {
		if units[i].host {
			out = append(out, []int{i})
		} else {
			kernels = append(kernels, i)
		}
	}
	if len(kernels) == 0 {
		return out
	}
	n := min(len(kernels), jobs)
	size := func(i int) int {
		c := 0
		ir.WalkOps(mods[i], func(*ir.Operation) { c++ })
		return c
	}
	sizes := map[int]int{}
	for _, i := range kernels {
		sizes[i] = size(i)
	}
	sort.SliceStable(kernels, func(a, b int) bool { return sizes[kernels[a]] > sizes[kernels[b]] })
	groups := make([][]int, n)
	load := make([]int, n)
	for _, i := range kernels {
		least := 0
		for g := range groups {
			if load[g] < load[least] {
				least = g
			}
		}
		groups[least] = append(groups[least], i)
		load[least] += sizes[i]
	}
	return append(out, groups...)
}

// batchIsHost reports whether a batch is the host unit's.
func batchIsHost(members []int, units []*unit) bool {
	return len(members) == 1 && units[members[0]].host
}

// codegenTool names what Codegen runs.
func (tc Toolchain) codegenTool() string {
	if tc.Clang != "" {
		return filepath.Base(tc.Clang)
	}
	if tc.Opt != "" {
		return filepath.Base(tc.Opt) + " and " + filepath.Base(tc.LLC)
	}
	return filepath.Base(tc.LLC)
}

// Codegen compiles the LLVM IR file in (in dir) to out, an object
// file or assembly, at -O<level>: clang alone when the toolchain has it,
// else opt (above -O0) and llc. Functions get sections of their own, so
// the link drops the kernels of a cached object the library does not use.
func (tc Toolchain) Codegen(ctx context.Context, dir, in, out string, level int, asm bool) error {
	return tc.codegen(ctx, dir, in, out, level, asm, nil)
}

// CodegenHost compiles the CUDA target's host code (allocations, copies,
// launches) at -O0 by the fast instruction selector: swin's 14 MB of host
// IR took llc 19 s at -O2, 1 s at -O0. (The CPU target's host unit keeps
// the kernels' level: its -O0 made resnet18 slower, see BuildObjects.)
func (tc Toolchain) CodegenHost(ctx context.Context, dir, in, out string) error {
	return tc.codegen(ctx, dir, in, out, 0, false, hostCodegenFlags)
}

// hostOptLevel is the most the host unit is optimized: it holds only
// calls of the kernels, the runtime and the lowerings' helpers (units of
// their own), allocations and the stores of argument structs, which the
// fast instruction selector of -O0 compiles in a fraction of -O1's time.
// (While the strided-copy loops were part of it, -O0 made resnet18 1.12x
// slower at one thread and 1.50x at 16: the GPU machine's A/B,
// bench/cpu/results/ab-host-O0-2026-12-02.md.)
const hostOptLevel = 0

// hostCodegenFlags are llc options for the host unit: its blocks hold
// hundreds of calls and the stores of their argument structs, on which
// the DAG combiner's store merging and token-factor inlining are
// quadratic (mobilenet's host code: 8.3 s of instruction selection at -O1,
// 0.5 s with both limited); -O0 falls back to that selector for the
// blocks its fast one cannot select.
var hostCodegenFlags = []string{"-combiner-store-merging=false", "-combiner-tokenfactor-inline-limit=16"}

// codegen is Codegen with extra llc options (passed through clang's
// -mllvm when clang compiles).
func (tc Toolchain) codegen(ctx context.Context, dir, in, out string, level int, asm bool, llcFlags []string) error {
	if tc.Clang == "" && tc.Opt != "" && level > 0 {
		opt := strings.TrimSuffix(out, filepath.Ext(out)) + ".opt.bc"
		args := append(append([]string{fmt.Sprintf("-O%d", level)}, tc.targetFlags()...), "-o", opt, in)
		if _, err := run(ctx, dir, tc.Opt, args...); err != nil {
			return err
		}
		in = opt
	}
	prog, args := tc.codegenCommand(in, out, level, asm, llcFlags)
	_, err := run(ctx, dir, prog, args...)
	return err
}

// codegenCommand is the command line compiling LLVM IR (or opt's
// bitcode) in to out at -O<level>: clang's, else llc's. in "-" is stdin.
func (tc Toolchain) codegenCommand(in, out string, level int, asm bool, llcFlags []string) (string, []string) {
	lvl := fmt.Sprintf("-O%d", level)
	if tc.Clang != "" {
		kind := "-c"
		if asm {
			kind = "-S"
		}
		args := []string{lvl, kind, "-fPIC", "-ffunction-sections", "-Wno-override-module"}
		if tc.Triple != "" {
			args = append(args, "--target="+tc.Triple)
		}
		args = append(args, tc.cpuFlag()...)
		for _, f := range llcFlags {
			args = append(args, "-mllvm", f)
		}
		if in == "-" {
			args = append(args, "-x", "ir") // stdin has no suffix to say what it is
		}
		return tc.Clang, append(args, "-o", out, in)
	}
	kind := "-filetype=obj"
	if asm {
		kind = "-filetype=asm"
	}
	args := append(append([]string{lvl, kind, "-relocation-model=pic", "-function-sections"}, tc.targetFlags()...), llcFlags...)
	return tc.LLC, append(args, "-o", out, in)
}

// cpuFlag is the C compilers' spelling of the target CPU: -march on x86,
// -mcpu elsewhere.
func (tc Toolchain) cpuFlag() []string {
	switch {
	case tc.CPU == "":
		return nil
	case strings.HasPrefix(tc.Triple, "x86_64") || tc.Triple == "":
		return []string{"-march=" + tc.CPU}
	}
	return []string{"-mcpu=" + tc.CPU}
}

// Identity is what the objects the toolchain compiles depend on besides
// the IR: the tools (path, size, time; cc too, which links), the target, the CPU (the machine's
// own for "native") and the level.
func (tc Toolchain) Identity(level int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s O%d triple=%s cpu=%s", cacheFormat, level, tc.Triple, tc.CPU)
	for _, p := range []string{tc.Clang, tc.Opt, tc.LLC, tc.CC} {
		if p == "" {
			continue
		}
		fmt.Fprintf(&b, " %s", p)
		if st, err := os.Stat(p); err == nil {
			fmt.Fprintf(&b, ":%d:%d", st.Size(), st.ModTime().UnixNano())
		}
	}
	if tc.CPU == "native" {
		b.WriteString(" host=" + hostCPU())
	}
	return b.String()
}

// hostCPU describes the machine's processor: model and feature flags,
// read once per process (every key of a build names it).
var hostCPU = sync.OnceValue(readHostCPU)

func readHostCPU() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	var model, flags string
	for _, line := range strings.Split(string(data), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "model name", "CPU part":
			if model == "" {
				model = strings.TrimSpace(v)
			}
		case "flags", "Features":
			if flags == "" {
				flags = strings.TrimSpace(v)
			}
		}
		if model != "" && flags != "" {
			break
		}
	}
	return hashOf(runtime.GOARCH, model, flags)
}

// RuntimeBuild is a runtime (the CPU one, or the CUDA target's) compiled
// in the background: a cold compile starts it before lowering the module,
// whose passes leave the other cores idle (swin_t: cc's 0.6 s of the runtime overlapped its 0.6 s
// of passes instead of competing with the kernels' codegen).
type RuntimeBuild struct {
	done   chan struct{}
	cancel context.CancelFunc
	object string
	link   []string
	err    error
}

// StartRuntime starts compiling the CPU runtime into dir (or taking it
// from the cache), as BuildObjects would; the links in dir find it there.
func StartRuntime(ctx context.Context, dir string, tc Toolchain, cache *Cache) *RuntimeBuild {
	return startBuild(ctx, func(ctx context.Context) (string, []string, error) {
		return runtimeObject(ctx, dir, tc, cache)
	})
}

// StartCompileC starts CompileC in the background (the CUDA target's
// runtime, runtime/cudac): Wait gives its object and no link flags.
func StartCompileC(ctx context.Context, dir string, tc Toolchain, cache *Cache, fileName, source string, flags ...string) *RuntimeBuild {
	return startBuild(ctx, func(ctx context.Context) (string, []string, error) {
		obj, err := CompileC(ctx, dir, tc, cache, fileName, source, flags...)
		return obj, nil, err
	})
}

func startBuild(ctx context.Context, compile func(context.Context) (string, []string, error)) *RuntimeBuild {
	ctx, cancel := context.WithCancel(ctx)
	r := &RuntimeBuild{done: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(r.done)
		r.object, r.link, r.err = compile(ctx)
	}()
	return r
}

// Wait returns the runtime's object and its link flags once compiled.
func (r *RuntimeBuild) Wait() (string, []string, error) {
	<-r.done
	return r.object, r.link, r.err
}

// Stop ends a build whose library will not be linked (the lowering
// failed): cc is killed, and Stop returns once it has ended.
func (r *RuntimeBuild) Stop() {
	r.cancel()
	<-r.done
}

// runtimeObject returns the CPU runtime (runtime/cpurt) compiled with cc
// into dir, or from the cache, and the flags the link needs (-pthread,
// for its thread pool, when cc has POSIX threads).
func runtimeObject(ctx context.Context, dir string, tc Toolchain, cache *Cache) (string, []string, error) {
	obj := filepath.Join(dir, strings.TrimSuffix(cpurt.FileName, ".c")+".o")
	// Compiled into dir already (by BuildObjects, beside the kernels): the
	// marker holds its link flags.
	marker := obj + ".flags"
	if f, err := os.ReadFile(marker); err == nil {
		return obj, strings.Fields(string(f)), nil
	}
	// With POSIX threads (its thread pool), else serial (every kernel on
	// the calling thread): the compile flags, and the link flags.
	for _, build := range []struct{ compile, link []string }{{[]string{"-pthread"}, []string{"-pthread"}}, {[]string{"-DSTRATA_SERIAL"}, nil}} {
		// -O2 for the target CPU: the matmul's micro-kernels are written
		// with vector types the compiler maps onto the CPU's registers
		// and unrolled by pragmas, so -O3 adds nothing to them but
		// compile time (1.5 s against 0.6, which every cold compile pays).
		flags := append(append([]string{"-O2", "-fPIC"}, tc.cpuFlag()...), build.compile...)
		got, err := CompileC(ctx, dir, tc, cache, cpurt.FileName, cpurt.Source, flags...)
		if err != nil {
			if build.link != nil {
				continue // no threads: the kernels run on the calling thread
			}
			return "", nil, err
		}
		if got == obj {
			if err := os.WriteFile(marker, []byte(strings.Join(build.link, " ")), 0o644); err != nil {
				return "", nil, err
			}
		}
		return got, build.link, nil
	}
	return "", nil, fmt.Errorf("unreachable")
}

// CompileC compiles C source text (written into dir as fileName) with cc
// and flags into an object, or takes the object from the cache (key: the
// source, cc, the flags and the toolchain). A runtime that every library
// links is the same source build after build: the cache spares each cold
// compile its cc run.
func CompileC(ctx context.Context, dir string, tc Toolchain, cache *Cache, fileName, source string, flags ...string) (string, error) {
	key := hashOf(cacheFormat, "c-source", fileName, source, tc.CC, strings.Join(flags, " "), tc.Identity(2))
	if cache != nil {
		if obj, ok := cache.Lookup(key); ok {
			return obj, nil
		}
	}
	src := filepath.Join(dir, fileName)
	if err := os.WriteFile(src, []byte(source), 0o644); err != nil {
		return "", err
	}
	obj := strings.TrimSuffix(src, filepath.Ext(src)) + ".o"
	// -pipe: the assembly goes to the assembler through a pipe, not a
	// file in $TMPDIR that a cancelled build would leave behind.
	if _, err := run(ctx, dir, tc.CC, append(append([]string{}, flags...), "-pipe", "-c", "-o", obj, src)...); err != nil {
		return "", err
	}
	if cache != nil {
		// Not being able to store it only costs the next build.
		_, _ = cache.Store(obj, []string{key})
	}
	return obj, nil
}

// LinkShared links objects and the CPU runtime into the shared library
// out (in dir).
func LinkShared(ctx context.Context, dir string, objects []string, out string, tc Toolchain, cache *Cache) error {
	rt, flags, err := runtimeObject(ctx, dir, tc, cache)
	if err != nil {
		return err
	}
	args := []string{"-shared", "-Wl,-Bsymbolic", "-Wl,--gc-sections", "-o", out}
	args = append(append(args, objects...), rt)
	// -ldl: the runtime's profile names kernels with dladdr (in libc
	// itself since glibc 2.34; an empty library there).
	args = append(append(args, flags...), "-lm", "-ldl")
	// Objects that all come from the cache (content-named) link to the
	// same library every time: that is cached too, so that compiling an
	// unchanged model again runs no external program at all.
	var key string
	if cache != nil && allIn(objects, cache.Dir) {
		key = hashOf(append([]string{cacheFormat, "link", tc.CC, tc.Identity(0)}, args...)...)
		if lib, ok := cache.Lookup(key); ok {
			data, err := os.ReadFile(lib)
			if err == nil {
				return os.WriteFile(filepath.Join(dir, out), data, 0o755)
			}
		}
	}
	if _, err := run(ctx, dir, tc.CC, args...); err != nil {
		return err
	}
	if key != "" {
		// Not being able to store it only costs the next link.
		_, _ = cache.Store(filepath.Join(dir, out), []string{key})
	}
	return nil
}

// allIn reports whether every path is under dir.
func allIn(paths []string, dir string) bool {
	for _, p := range paths {
		if !strings.HasPrefix(p, dir+string(filepath.Separator)) {
			return false
		}
	}
	return true
}

// LinkRelocatable links objects and the CPU runtime into one relocatable
// object out (in dir), for a program to link (with -lm and -pthread).
func LinkRelocatable(ctx context.Context, dir string, objects []string, out string, tc Toolchain, cache *Cache) error {
	rt, _, err := runtimeObject(ctx, dir, tc, cache)
	if err != nil {
		return err
	}
	args := append(append([]string{"-r", "-nostdlib", "-o", out}, objects...), rt)
	_, err = run(ctx, dir, tc.CC, args...)
	return err
}
