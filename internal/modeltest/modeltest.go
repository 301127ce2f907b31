// Package modeltest runs a lowered model of test/models on the reference
// interpreter and compares its results with PyTorch's recorded outputs;
// the lowering tests of several packages share it.
package modeltest

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/backend/interpret"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// RunInterp runs @main of mod (the model of dir, lowered to a level the
// interpreter runs) on the model's generated arguments and fails t when a
// result differs from PyTorch's by more than tol, relative to 1 + |want|.
// It returns the executable and the arguments, for further checks (leaks).
func RunInterp(t *testing.T, mod *ir.Operation, dir string, tol float64) (backend.Executable, []*npy.Array) {
	t.Helper()
	m, err := modelzoo.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	args, err := m.Arguments()
	if err != nil {
		t.Fatal(err)
	}
	want, err := m.Outputs()
	if err != nil {
		t.Fatal(err)
	}
	exe, got, err := Interpret(mod, args)
	if err != nil {
		t.Fatalf("%s: %v", filepath.Base(dir), err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d results, want %d", len(got), len(want))
	}
	for i := range got {
		g, w := got[i].WithSignednessOf(want[i]).Float64s(), want[i].Float64s()
		if len(g) != len(w) {
			t.Fatalf("result #%d: %d elements, want %d", i, len(g), len(w))
		}
		worst := 0.0
		for j := range g {
			if d := math.Abs(g[j]-w[j]) / (1 + math.Abs(w[j])); d > worst || math.IsNaN(d) {
				worst = d
			}
		}
		if worst > tol || math.IsNaN(worst) {
			t.Errorf("result #%d differs from PyTorch's by %g (tolerance %g)", i, worst, tol)
		}
	}
	return exe, args
}

// Interpret runs @main of mod on the reference interpreter.
func Interpret(mod *ir.Operation, args []*npy.Array) (backend.Executable, []*npy.Array, error) {
	exe, err := interpret.New().Compile(mod, backend.Options{})
	if err != nil {
		return nil, nil, err
	}
	got, err := exe.Run("main", args)
	if err != nil {
		return nil, nil, fmt.Errorf("run: %w", err)
	}
	return exe, got, nil
}

// Lower parses the model file at path with every dialect, runs the
// textual pipeline on it and verifies the result, failing t on any error.
func Lower(t *testing.T, path, pipeline string) *ir.Operation {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, path, string(src), parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	pm, err := pipelines.Registry().ParsePipeline(pipeline)
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(mod); err != nil {
		t.Fatalf("lowering: %v", err)
	}
	if err := ir.Verify(mod); err != nil {
		t.Fatalf("lowered IR does not verify: %v", err)
	}
	return mod
}
