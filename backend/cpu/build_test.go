package cpu

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/runtime/cpurt"
)

// sigmoidLoop is a parallel loop both test modules have: they share its
// kernel.
const sigmoidLoop = `
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c4096) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<64x4096xf32>
    %e = math.exp %x : f32
    %d = arith.addf %e, %one : f32
    %r = arith.divf %one, %d : f32
    memref.store %r, %out[%i, %j] : memref<64x4096xf32>
    scf.reduce
  }
`

// threadsProgram has a parallel elementwise loop (64x4096, exp and a
// division) and a matmul whose reduction runs inside each parallel
// iteration: results must be bit-identical whatever the thread count.
const threadsProgram = `func.func @main(%a: memref<64x4096xf32>, %b: memref<64x64xf32>) -> (memref<64x4096xf32>, memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<64x4096xf32>
` + sigmoidLoop + `  %mm = memref.alloc() : memref<64x64xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
    %s = scf.for %k = %c0 to %c4096 step %c1 iter_args(%acc = %zero) -> f32 {
      %x = memref.load %out[%i, %k] : memref<64x4096xf32>
      %y = memref.load %a[%j, %k] : memref<64x4096xf32>
      %p = arith.mulf %x, %y : f32
      %n = arith.addf %acc, %p : f32
      scf.yield %n : f32
    }
    %bb = memref.load %b[%i, %j] : memref<64x64xf32>
    %t = arith.addf %s, %bb : f32
    memref.store %t, %mm[%i, %j] : memref<64x64xf32>
    scf.reduce
  }
  return %out, %mm : memref<64x4096xf32>, memref<64x64xf32>
}`

func parseSource(t *testing.T, src string) *ir.Operation {
	t.Helper()
	return parseNamed(t, "test.mlir", src)
}

func f32Array(shape []int, f func(i int) float64) *npy.Array {
	n := 1
	for _, d := range shape {
		n *= d
	}
	data := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		bits := math.Float32bits(float32(f(i)))
		data[4*i], data[4*i+1], data[4*i+2], data[4*i+3] = byte(bits), byte(bits>>8), byte(bits>>16), byte(bits>>24)
	}
	return &npy.Array{Dtype: "f4", Shape: shape, Data: data}
}

// The kernels run on threads when the runtime has OpenMP, and their
// results do not depend on how many: every parallel iteration runs once,
// the reductions keep their order.
func TestThreadCountDoesNotChangeResults(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	p, err := CompileWith(ctx, parseSource(t, threadsProgram), "main", t.TempDir(), tc, Options{CheckLeaks: true})
	if err != nil {
		t.Fatal(err)
	}
	inputs := []*npy.Array{
		f32Array([]int{64, 4096}, func(i int) float64 { return math.Sin(float64(i)) * 3 }),
		f32Array([]int{64, 64}, func(i int) float64 { return float64(i%7) - 3 }),
	}
	var first []*npy.Array
	for _, threads := range []string{"1", "2", "4", "7"} {
		t.Setenv(cpurt.EnvThreads, threads)
		res, err := p.Run(ctx, inputs)
		if err != nil {
			t.Fatalf("%s threads: %v", threads, err)
		}
		if first == nil {
			first = res.Arrays
			continue
		}
		for i, a := range res.Arrays {
			if string(a.Data) != string(first[i].Data) {
				t.Fatalf("result %d differs between 1 and %s threads", i, threads)
			}
		}
	}
	// The results are right, too (spot checks against float64).
	out := first[0]
	for _, i := range []int{0, 1, 4095, 64*4096 - 1} {
		x := float64(float32(math.Sin(float64(i)) * 3))
		want := 1 / (math.Exp(x) + 1)
		got := float64(math.Float32frombits(uint32(out.Data[4*i]) | uint32(out.Data[4*i+1])<<8 | uint32(out.Data[4*i+2])<<16 | uint32(out.Data[4*i+3])<<24))
		if math.Abs(got-want) > 1e-6 {
			t.Fatalf("element %d: got %g, want %g", i, got, want)
		}
	}
}

// A second compile of the same module takes every unit from the cache; a
// module that shares some kernels takes those; --no-cache takes none; a
// broken cache entry is compiled again.
func TestCompileCache(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvCacheDir, t.TempDir())
	ctx := context.Background()
	compile := func(src string, o Options) *Program {
		t.Helper()
		p, err := CompileWith(ctx, parseSource(t, src), "main", t.TempDir(), tc, o)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	cold := compile(threadsProgram, Options{})
	if cold.Stats.Cached != 0 || cold.Stats.Units != 3 {
		t.Fatalf("cold compile: %+v, want 3 units (host and two kernels), none cached", cold.Stats)
	}
	warm := compile(threadsProgram, Options{})
	if warm.Stats.Cached != warm.Stats.Units || warm.Stats.Batches != 0 {
		t.Fatalf("warm compile: %+v, want every unit from the cache", warm.Stats)
	}
	// The same first loop in another function of another module: its
	// kernel comes from the cache, the host and the new kernel do not.
	other := compile(`func.func @main(%a: memref<64x4096xf32>, %s: f32) -> memref<64x4096xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %one = arith.constant 1.0 : f32
  %out = memref.alloc() : memref<64x4096xf32>
`+sigmoidLoop+`  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c4096) step (%c1, %c1) {
    %x = memref.load %out[%i, %j] : memref<64x4096xf32>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %out[%i, %j] : memref<64x4096xf32>
    scf.reduce
  }
  return %out : memref<64x4096xf32>
}`, Options{})
	if other.Stats.Units != 3 || other.Stats.Cached != 1 {
		t.Fatalf("a module sharing one kernel: %+v, want 1 of 3 units cached", other.Stats)
	}
	res, err := other.Run(ctx, []*npy.Array{f32Array([]int{64, 4096}, func(i int) float64 { return 0 }), f32Array(nil, func(int) float64 { return 3 })})
	if err != nil {
		t.Fatal(err)
	}
	if got := math.Float32frombits(uint32(res.Arrays[0].Data[0]) | uint32(res.Arrays[0].Data[1])<<8 | uint32(res.Arrays[0].Data[2])<<16 | uint32(res.Arrays[0].Data[3])<<24); got != 1.5 {
		t.Fatalf("the shared kernel's module computes %g, want 1.5", got)
	}
	if p := compile(threadsProgram, Options{NoCache: true}); p.Stats.Cached != 0 {
		t.Fatalf("--no-cache: %+v, want nothing from the cache", p.Stats)
	}
	// Every unit file names an object; break them all.
	units, _ := filepath.Glob(filepath.Join(os.Getenv(EnvCacheDir), cacheFormat, "units", "*", "*"))
	for i, u := range units {
		content := "not a hash"
		if i%2 == 0 {
			content = fmt.Sprintf("%064x", i)
		}
		if err := os.WriteFile(u, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if p := compile(threadsProgram, Options{}); p.Stats.Cached != 0 {
		t.Fatalf("after breaking the cache: %+v, want everything compiled again", p.Stats)
	}
}

// Compiles of one module running at once share the cache safely.
func TestCompileCacheConcurrentWriters(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvCacheDir, t.TempDir())
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for w := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx := ir.NewContext()
			all.Register(ctx)
			m, err := parser.ParseSource(ctx, "test.mlir", threadsProgram, parser.Options{})
			if err == nil {
				_, err = CompileWith(context.Background(), m, "main", t.TempDir(), tc, Options{})
			}
			errs[w] = err
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	p, err := CompileWith(context.Background(), parseSource(t, threadsProgram), "main", t.TempDir(), tc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Stats.Cached != p.Stats.Units {
		t.Fatalf("after concurrent writers: %+v, want every unit cached", p.Stats)
	}
	tmp, _ := os.ReadDir(filepath.Join(os.Getenv(EnvCacheDir), cacheFormat, "tmp"))
	if len(tmp) != 0 {
		t.Fatalf("%d temporary files left in the cache", len(tmp))
	}
}

// The host unit, and only it, is compiled with the llc options that keep
// the DAG combiner from going quadratic on its blocks of calls and stores
// (mobilenet's host code took 8.3 s of instruction selection at -O1), at
// hostOptLevel; the kernels at the default -O2.
func TestHostCodegenFlags(t *testing.T) {
	calls := clangCalls(t, threadsProgram, "")
	raw := strings.Join(calls, "\n")
	var host, kernels int
	for _, call := range calls {
		limited := strings.Contains(call, "-mllvm "+hostCodegenFlags[0]) && strings.Contains(call, "-mllvm "+hostCodegenFlags[1])
		switch {
		case strings.Contains(call, fmt.Sprintf("-O%d ", hostOptLevel)) && limited:
			host++
		case strings.Contains(call, "-O2") && !strings.Contains(call, "-mllvm"):
			kernels++
		default:
			t.Errorf("unexpected clang call: %s", call)
		}
	}
	if host != 1 || kernels == 0 {
		t.Errorf("%d host compiles with the limits and %d kernel compiles without, want 1 and some:\n%s", host, kernels, raw)
	}
}

// A strided copy's loop function (a lowering's helper) is a unit of its
// own, compiled at the kernels' level: the host unit only declares it.
func TestCopyHelperIsAKernelUnit(t *testing.T) {
	const program = `func.func @main(%x: memref<2x3xf32>) -> memref<4x5xf32> {
  %padded = memref.alloc() : memref<4x5xf32>
  %interior = memref.subview %padded[1, 1] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
  memref.copy %x, %interior : memref<2x3xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
  return %padded : memref<4x5xf32>
}`
	// Each call's line starts with whether its input defines the helper.
	calls := clangCalls(t, program, "for a; do case $a in *.ll) in=$a;; esac; done\n"+
		"if grep -q '^define.*@__strata_memref_copy_2_f32' \"$in\"; then d=defines; else d=none; fi\n")
	raw := strings.Join(calls, "\n")
	var hostDefines, kernelDefines int
	for _, call := range calls {
		host := strings.Contains(call, "-mllvm "+hostCodegenFlags[0])
		switch {
		case host && strings.HasPrefix(call, "defines"):
			hostDefines++
		case !host && strings.HasPrefix(call, "defines") && strings.Contains(call, fmt.Sprintf("-O%d ", DefaultOptLevel)):
			kernelDefines++
		}
	}
	if hostDefines != 0 || kernelDefines != 1 {
		t.Errorf("the copy helper is defined by %d host and %d kernel compiles, want 0 and 1:\n%s", hostDefines, kernelDefines, raw)
	}
}

// clangCalls compiles program through a wrapper of the toolchain's clang
// and returns one line per clang call: its arguments, after what prelude
// (shell lines setting $d) prints as $d. It skips the test without clang.
func clangCalls(t *testing.T, program, prelude string) []string {
	t.Helper()
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	if tc.Clang == "" {
		t.Skip("no clang beside llc: opt and llc compile, and get the same flags without -mllvm")
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "calls")
	wrapper := filepath.Join(dir, "clang")
	line := "\"$*\""
	if prelude != "" {
		line = "\"$d $*\""
	}
	script := "#!/bin/sh\n" + prelude + "echo " + line + " >> " + log + "\nexec " + tc.Clang + " \"$@\"\n"
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	tc.Clang = wrapper
	if _, err := CompileWith(context.Background(), parseSource(t, program), "main", t.TempDir(), tc, Options{NoCache: true}); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(raw)), "\n")
}

// A C source compiles once: the second build of the same text takes the
// object from the cache (no cc run, so a broken cc does not matter), and
// another text or other flags compile again.
func TestCompileCCached(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	cacheDir := t.TempDir()
	cache, err := OpenCache(cacheDir)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	const source = "int strata_answer(void) { return 42; }\n"
	first, err := CompileC(ctx, t.TempDir(), tc, cache, "answer.c", source, "-O2", "-fPIC")
	if err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(first); err != nil || info.Size() == 0 {
		t.Fatalf("no object at %s: %v", first, err)
	}
	broken := tc
	broken.CC = filepath.Join(t.TempDir(), "no-such-cc")
	// The key names cc's path, so the broken toolchain misses; the same
	// toolchain hits without running anything.
	if _, err := CompileC(ctx, t.TempDir(), broken, cache, "answer.c", source, "-O2", "-fPIC"); err == nil {
		t.Fatal("a missing cc compiled the source: the key does not name cc")
	}
	again, err := CompileC(ctx, t.TempDir(), tc, cache, "answer.c", source, "-O2", "-fPIC")
	firstBytes, _ := os.ReadFile(first)
	againBytes, _ := os.ReadFile(again)
	if err != nil || !strings.HasPrefix(again, cacheDir) || !bytes.Equal(againBytes, firstBytes) {
		t.Fatalf("second build: %s, %v; want the first object (%s) from the cache", again, err, first)
	}
	other, err := CompileC(ctx, t.TempDir(), tc, cache, "answer.c", source, "-O1", "-fPIC")
	if err != nil || strings.HasPrefix(other, cacheDir) {
		t.Fatalf("other flags: %s, %v; want a new object", other, err)
	}
}
