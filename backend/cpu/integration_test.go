package cpu

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/filecheck"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// integrationFiles are the programs of test/lit/Integration/CPU.
func integrationFiles(t *testing.T) []string {
	files, err := filepath.Glob("../../test/lit/Integration/CPU/*.mlir")
	if err != nil || len(files) == 0 {
		t.Fatalf("no integration programs: %v", err)
	}
	return files
}

func parseFile(t *testing.T, path string) *ir.Operation {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return parseNamed(t, path, string(src))
}

// parseNamed parses src, named name in diagnostics, in a new context with
// every dialect.
func parseNamed(t *testing.T, name, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, name, src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestIntegrationCPU compiles every Integration/CPU program with the cpu
// target, runs @main under the leak check and checks the output against
// the file's CHECK lines (what the lit RUN line will do through
// strata-run).
func TestIntegrationCPU(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range integrationFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			m := parseFile(t, f)
			p, err := CompileWith(ctx, m, "main", t.TempDir(), tc, Options{CheckLeaks: true})
			if err != nil {
				t.Fatal(err)
			}
			res, err := p.Run(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			if res.Leaks == nil {
				t.Fatal("the leak check did not report")
			}
			t.Logf("leak check: %d allocations, all freed", res.Leaks.Allocations)
			check, _ := os.ReadFile(f)
			var stderr bytes.Buffer
			if rc := filecheck.Check(f, check, "<stdout>", []byte(res.Output), filecheck.Options{}, &stderr); rc != 0 {
				t.Fatalf("FileCheck failed:\n%s\noutput:\n%s", stderr.String(), res.Output)
			}
		})
	}
}
