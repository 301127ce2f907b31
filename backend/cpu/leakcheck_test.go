package cpu

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
)

// runChecked compiles src (entry @main) with the leak check in dir and
// runs it on inputs.
func runChecked(t *testing.T, src, dir string, inputs []*npy.Array) (*Result, error) {
	t.Helper()
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "leak.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	p, err := CompileWith(c, m, "main", dir, tc, Options{CheckLeaks: true})
	if err != nil {
		t.Fatal(err)
	}
	return p.Run(c, inputs)
}

// leakReport requires err to be a *LeakError and returns its report.
func leakReport(t *testing.T, err error) LeakReport {
	t.Helper()
	var le *LeakError
	if !errors.As(err, &le) {
		t.Fatalf("want a *LeakError, got %v", err)
	}
	return le.Report
}

// A buffer allocated and never freed (not returned either) leaks; the
// returned one is the caller's and is not counted. The lost buffer is
// written so that it is not an unused allocation, which canonicalization
// erases as upstream MLIR does.
func TestLeakCheckFindsLeak(t *testing.T) {
	_, err := runChecked(t, `func.func @main() -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.5 : f32
  %d = arith.constant 2.5 : f64
  %lost = memref.alloc() : memref<3x5xf64>
  memref.store %d, %lost[%c0, %c0] : memref<3x5xf64>
  %out = memref.alloc() : memref<4xf32>
  memref.store %f, %out[%c0] : memref<4xf32>
  return %out : memref<4xf32>
}`, t.TempDir(), nil)
	r := leakReport(t, err)
	if r.Allocations != 2 || r.Live != 1 || r.LiveBytes != 3*5*8 || r.UnknownFrees != 0 || r.DoubleFrees != 0 {
		t.Fatalf("report %+v, want 1 of 2 allocations (120 bytes) live", r)
	}
	for _, want := range []string{"leak check of @main failed", "1 of 2 allocations (120 bytes) never freed", "allocation #1 of 120 bytes is never freed"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
}

// A leak in a function the entry calls, in a loop, is counted per block.
func TestLeakCheckCountsEveryBlock(t *testing.T) {
	_, err := runChecked(t, `func.func private @scratch(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 9 : i32
  %b = memref.alloc(%n) : memref<?xi32>
  scf.for %j = %c0 to %n step %c1 {
    memref.store %v, %b[%j] : memref<?xi32>
  }
  return
}
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    func.call @scratch(%i) : (index) -> ()
  }
  %r = arith.constant 7 : i32
  return %r : i32
}`, t.TempDir(), nil)
	r := leakReport(t, err)
	// Blocks of 0, 4 and 8 bytes: the empty one counts too.
	if r.Allocations != 3 || r.Live != 3 || r.LiveBytes != 12 {
		t.Fatalf("report %+v, want 3 live blocks of 12 bytes in all", r)
	}
}

// Freeing a buffer twice is reported, and the second free does not reach
// libc (the run completes).
func TestLeakCheckFindsDoubleFree(t *testing.T) {
	_, err := runChecked(t, `func.func @main() -> i32 {
  %b = memref.alloc() : memref<16xi8>
  memref.dealloc %b : memref<16xi8>
  memref.dealloc %b : memref<16xi8>
  %r = arith.constant 0 : i32
  return %r : i32
}`, t.TempDir(), nil)
	r := leakReport(t, err)
	if r.DoubleFrees != 1 || r.Live != 0 || r.UnknownFrees != 0 {
		t.Fatalf("report %+v, want one double free", r)
	}
	if !strings.Contains(err.Error(), "frees allocation #1 (16 bytes) a second time") {
		t.Errorf("error %q does not name the block", err)
	}
}

// A returned buffer the function also freed is freed twice: once by the
// module, once by the caller that owns it.
func TestLeakCheckFindsFreedResult(t *testing.T) {
	_, err := runChecked(t, `func.func @main() -> memref<2xf32> {
  %b = memref.alloc() : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  return %b : memref<2xf32>
}`, t.TempDir(), nil)
	r := leakReport(t, err)
	if r.DoubleFrees != 1 || !strings.Contains(err.Error(), "the harness freeing result 0 frees allocation #1") {
		t.Fatalf("want the harness's free of result 0 reported as a double free, got %+v: %v", r, err)
	}
}

// Freeing an argument (the caller's buffer) or returning a global (not
// the caller's to free) is a free of a pointer the module did not
// allocate.
func TestLeakCheckFindsUnknownFree(t *testing.T) {
	arg := &npy.Array{Dtype: "f4", Shape: []int{2}, Data: make([]byte, 8)}
	_, err := runChecked(t, `func.func @main(%a: memref<2xf32>) -> i32 {
  memref.dealloc %a : memref<2xf32>
  %r = arith.constant 0 : i32
  return %r : i32
}`, t.TempDir(), []*npy.Array{arg})
	r := leakReport(t, err)
	if r.UnknownFrees != 1 || r.Allocations != 0 || !strings.Contains(err.Error(), "the module frees") {
		t.Fatalf("report %+v (%v), want one unknown free by the module", r, err)
	}
	_, err = runChecked(t, `memref.global "private" constant @g : memref<2xi32> = dense<[1, 2]>
func.func @main() -> memref<2xi32> {
  %g = memref.get_global @g : memref<2xi32>
  return %g : memref<2xi32>
}`, t.TempDir(), nil)
	r = leakReport(t, err)
	if r.UnknownFrees != 1 || !strings.Contains(err.Error(), "the harness freeing result 0 frees") {
		t.Fatalf("report %+v (%v), want the free of result 0 reported", r, err)
	}
}

// Results sharing one buffer are freed once; views of a buffer free it
// through its allocated pointer; aligned allocations are tracked too.
func TestLeakCheckCleanRun(t *testing.T) {
	res, err := runChecked(t, `func.func @main() -> (memref<2x3xf32>, memref<6xf32>, memref<6xf32>, i32) {
  %b = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
  %tmp = memref.alloc() : memref<6xf32>
  %v = memref.expand_shape %b [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  memref.dealloc %tmp : memref<6xf32>
  %r = arith.constant 0 : i32
  return %v, %b, %b, %r : memref<2x3xf32>, memref<6xf32>, memref<6xf32>, i32
}`, t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Leaks == nil || res.Leaks.Allocations != 2 || !res.Leaks.OK() {
		t.Fatalf("report %+v, want 2 allocations, all freed", res.Leaks)
	}
}

// Without the option, the module calls malloc and free and the harness
// defines no allocation functions: output as before the leak check.
func TestNoLeakCheckUsesLibc(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	src := `func.func @main() -> memref<2xf32> {
  %b = memref.alloc() : memref<2xf32>
  %t = memref.alloc() : memref<2xf32>
  memref.dealloc %t : memref<2xf32>
  return %b : memref<2xf32>
}`
	for _, check := range []bool{false, true} {
		ctx := ir.NewContext()
		all.Register(ctx)
		m, err := parser.ParseSource(ctx, "libc.mlir", src, parser.Options{})
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		// No cache: the test reads the LLVM IR the build writes.
		p, err := CompileWith(context.Background(), m, "main", dir, tc, Options{CheckLeaks: check, NoCache: true})
		if err != nil {
			t.Fatal(err)
		}
		res, err := p.Run(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		var ll []byte
		batches, _ := filepath.Glob(filepath.Join(dir, "batch*.ll"))
		for _, b := range batches {
			text, _ := os.ReadFile(b)
			ll = append(ll, text...)
		}
		harness, _ := os.ReadFile(filepath.Join(dir, "harness.c"))
		generic := strings.Contains(string(ll), "@_mlir_memref_to_llvm_alloc(")
		libc := strings.Contains(string(ll), "@malloc(") || strings.Contains(string(ll), "@free(")
		defined := strings.Contains(string(harness), "_mlir_memref_to_llvm_alloc")
		if generic != check || libc == check || defined != check || (res.Leaks != nil) != check {
			t.Errorf("CheckLeaks=%v: generic calls %v, libc calls %v, harness defines them %v, report %v", check, generic, libc, defined, res.Leaks)
		}
		if _, err := os.Stat(filepath.Join(dir, leakReportFile)); (err == nil) != check {
			t.Errorf("CheckLeaks=%v: report file present: %v", check, err == nil)
		}
	}
}

// The leak-check pipeline differs from the plain one only in the option.
func TestLeakCheckPipeline(t *testing.T) {
	if leakCheckPipeline == Pipeline || strings.Replace(leakCheckPipeline, "{use-generic-functions=true}", "", 1) != Pipeline {
		t.Fatalf("leak-check pipeline %q does not add use-generic-functions to %q", leakCheckPipeline, Pipeline)
	}
}

// A malformed report is an error, not a panic.
func TestReadLeakReportMalformed(t *testing.T) {
	dir := t.TempDir()
	for _, text := range []string{"", "allocations=1", "allocations=x live=0 live_bytes=0 unknown_frees=0 double_frees=0", "bogus"} {
		f := filepath.Join(dir, "r.txt")
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := readLeakReport(f); err == nil {
			t.Errorf("report %q accepted", text)
		}
	}
}
