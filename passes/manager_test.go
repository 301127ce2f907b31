package passes_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/passes"
)

func parse(t testing.TB, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	ctx.MustRegisterOps(&ir.OpDef{Name: "test.pure", Traits: ir.Pure,
		Operands: []ir.ArgDef{{Name: "in", Type: ir.AnyType, Arity: ir.Variadic}},
		Results:  []ir.ArgDef{{Name: "out", Type: ir.AnyType, Arity: ir.Variadic}}})
	ctx.AllowUnregistered = true
	m, err := parser.ParseSource(ctx, "in.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func print(op *ir.Operation) string {
	var b bytes.Buffer
	ir.PrintOp(&b, op, ir.PrintFlags{})
	return b.String()
}

// manyFuncs is a module of n functions with duplicate pure ops and dead
// private functions.
func manyFuncs(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `func.func @f%d(%%a: i32) -> i32 {
  %%0 = "test.pure"(%%a) : (i32) -> i32
  %%1 = "test.pure"(%%a) : (i32) -> i32
  %%2 = "test.other"(%%0, %%1) : (i32, i32) -> i32
  return %%2 : i32
}
func.func private @dead%d() {
  return
}
`, i, i)
	}
	return b.String()
}

func TestParallelRunIsDeterministic(t *testing.T) {
	src := manyFuncs(40)
	var want, wantDump string
	for _, procs := range []int{1, 2, 4} {
		old := runtime.GOMAXPROCS(procs)
		m := parse(t, src)
		pm, err := passes.ParsePipeline("builtin.module(func.func(cse,canonicalize),symbol-dce)")
		if err != nil {
			t.Fatal(err)
		}
		var dump bytes.Buffer
		pm.Out = &dump
		pm.PrintIR = &passes.IRPrinting{AfterAll: true}
		pm.Timing = passes.NewTiming()
		if err := pm.Run(m); err != nil {
			t.Fatal(err)
		}
		runtime.GOMAXPROCS(old)
		got := print(m)
		if want == "" {
			want, wantDump = got, dump.String()
			if strings.Contains(got, "@dead") {
				t.Errorf("symbol-dce kept dead functions")
			}
			continue
		}
		if got != want || dump.String() != wantDump {
			t.Errorf("GOMAXPROCS=%d changed the output", procs)
		}
	}
}

func TestVerifyEachNamesThePass(t *testing.T) {
	m := parse(t, "func.func @f() {\n  return\n}\n")
	pm, _ := passes.ParsePipeline("builtin.module(test-pass-create-invalid-ir)")
	err := pm.Run(m)
	if err == nil || !strings.Contains(err.Error(), "must be the last operation") ||
		!strings.Contains(err.Error(), "invalid after running pass 'test-pass-create-invalid-ir'") {
		t.Fatalf("got %v", err)
	}
	m = parse(t, "func.func @f() {\n  return\n}\n")
	pm, _ = passes.ParsePipeline("builtin.module(test-pass-create-invalid-ir)")
	pm.VerifyEach = false
	if err := pm.Run(m); err != nil {
		t.Fatalf("verify-each=false still verified: %v", err)
	}
}

func TestCrashBecomesDiagnosticAndReproducer(t *testing.T) {
	m := parse(t, "func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n")
	pm, _ := passes.ParsePipeline("builtin.module(func.func(cse,test-pass-crash))")
	repro := filepath.Join(t.TempDir(), "repro.mlir")
	pm.CrashReproducer = repro
	err := pm.Run(m)
	f, ok := err.(*passes.PassFailure)
	if !ok || !f.Crashed || f.Pass != passes.TestPassCrash {
		t.Fatalf("got %#v", err)
	}
	if !strings.Contains(err.Error(), "pass 'test-pass-crash' crashed while running on 'func.func' operation: @f") {
		t.Errorf("message: %v", err)
	}
	if !strings.Contains(err.Error(), "reproducer generated at `"+repro+"`") {
		t.Errorf("no reproducer note: %v", err)
	}
	data, rerr := os.ReadFile(repro)
	if rerr != nil {
		t.Fatal(rerr)
	}
	rep, perr := passes.ParseReproducer(string(data))
	if perr != nil || rep.Pipeline != "builtin.module(func.func(cse,test-pass-crash))" || !rep.VerifyEach {
		t.Errorf("reproducer %+v %v\n%s", rep, perr, data)
	}
	// The reproducer holds the IR before the pipeline and parses.
	if !strings.Contains(string(data), "func.func @g()") {
		t.Errorf("reproducer IR:\n%s", data)
	}
}

func TestWrongAnchor(t *testing.T) {
	m := parse(t, "func.func @f() {\n  return\n}\n")
	pm, _ := passes.ParsePipeline("func.func(cse)")
	if err := pm.Run(m); err == nil || !strings.Contains(err.Error(), "can't run 'func.func' pass manager on 'builtin.module' op") {
		t.Fatalf("got %v", err)
	}
	pm, _ = passes.ParsePipeline("builtin.module(func.func(symbol-dce))")
	if err := pm.Run(m); err == nil || !strings.Contains(err.Error(), "was scheduled to run under SymbolDCE, but does not define a symbol table") {
		t.Fatalf("got %v", err)
	}
}

func TestPrintIRAfterChangeAndTreeDir(t *testing.T) {
	m := parse(t, manyFuncs(1))
	pm, _ := passes.ParsePipeline("builtin.module(func.func(cse,cse),symbol-dce)")
	var out bytes.Buffer
	pm.Out = &out
	pm.PrintIR = &passes.IRPrinting{AfterAll: true, AfterChange: true}
	if err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	// The second cse changes nothing: only two dumps.
	if n := strings.Count(out.String(), "// -----// IR Dump After"); n != 2 {
		t.Errorf("%d dumps:\n%s", n, out.String())
	}
	dir := t.TempDir()
	m = parse(t, manyFuncs(1))
	pm, _ = passes.ParsePipeline("builtin.module(func.func(cse),symbol-dce)")
	pm.PrintIR = &passes.IRPrinting{AfterAll: true, TreeDir: dir}
	if err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"builtin_module_no-symbol-name/func_func_f0/0_0_cse.mlir", "builtin_module_no-symbol-name/1_symbol-dce.mlir"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
}

// TestTreeDirWriteFailure: a dump that cannot be written fails the run
// at the op, instead of a run that succeeds without the IR asked for.
func TestTreeDirWriteFailure(t *testing.T) {
	dir := t.TempDir()
	// A folder where the dump file should go makes the write fail.
	if err := os.MkdirAll(filepath.Join(dir, "builtin_module_no-symbol-name", "0_symbol-dce.mlir"), 0o755); err != nil {
		t.Fatal(err)
	}
	m := parse(t, manyFuncs(1))
	pm, _ := passes.ParsePipeline("builtin.module(symbol-dce)")
	pm.PrintIR = &passes.IRPrinting{AfterAll: true, TreeDir: dir}
	err := pm.Run(m)
	if err == nil || !strings.Contains(err.Error(), "cannot write the IR dump") {
		t.Fatalf("got %v, want an error about the dump", err)
	}
}

func TestStatisticsAndTimingReports(t *testing.T) {
	m := parse(t, manyFuncs(3))
	pm, _ := passes.ParsePipeline("builtin.module(func.func(cse),symbol-dce)")
	pm.Timing = passes.NewTiming()
	if err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	pm.WriteStatistics(&b)
	for _, want := range []string{"'func.func' Pipeline\n  CSE\n    (S) 3 num-cse'd", "SymbolDCE\n  (S) 3 num-dce'd"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("statistics lack %q:\n%s", want, b.String())
		}
	}
	b.Reset()
	pm.Timing.Report(&b)
	for _, want := range []string{"Execution time report", "'func.func' Pipeline\n", "    CSE\n", "  SymbolDCE\n", "Total\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("timing lacks %q:\n%s", want, b.String())
		}
	}
}
