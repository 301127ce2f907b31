// Package ops checks Strata op by op against PyTorch: each folder here is
// one single-op case exported by torch.export with PyTorch's outputs
// (python/strata/opcases.py, scripts/device/export_op_cases.py). For every
// case,
//
//  1. the interpreter runs the exported torch text with the torch ops' own
//     semantics (dialects/torch/torchexec) and must reproduce PyTorch;
//  2. the case is decomposed, lowered to linalg and to loops, and the
//     interpreter must still reproduce PyTorch.
//
// A case whose op Strata does not lower yet is listed in notLowered with
// the reason; the list may only shrink (a listed case that lowers fails
// the test, so that it is removed).
package ops_test

import (
	"github.com/strata-compiler/strata/backend"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

// notLowered are the cases whose lowering fails today, with the message
// the failure must contain.
var notLowered = map[string]string{}

// wrongAfterLowering are cases whose lowered program disagrees with
// PyTorch (known miscompiles being fixed), with the reason.
var wrongAfterLowering = map[string]string{}

// defaultTolerance is the largest |got - want| / (1 + |want|) allowed
// unless a case's manifest says otherwise.
const defaultTolerance = 1e-5

func TestOpsMatchPyTorch(t *testing.T) {
	dirs, _ := filepath.Glob("*/manifest.json")
	if len(dirs) < 150 {
		t.Fatalf("found %d cases", len(dirs))
	}
	for _, m := range dirs {
		dir := filepath.Dir(m)
		t.Run(dir, func(t *testing.T) {
			t.Parallel()
			checkCase(t, dir)
		})
	}
}

func checkCase(t *testing.T, dir string) {
	man, err := modelzoo.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	tol := man.Manifest.Tolerance
	if tol == 0 {
		tol = defaultTolerance
	}
	tol = math.Max(tol, defaultTolerance)
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, filepath.Join(dir, "model.mlir"), man.MLIR, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(mod); err != nil {
		t.Fatal(err)
	}
	// 1. The torch text itself.
	modeltest.RunInterp(t, mod, dir, tol)
	// 2. Lowered to loops.
	pm, err := pipelines.Registry().ParsePipeline(compiler.PipelineText(backend.LevelTorch, backend.LevelLoops))
	if err != nil {
		t.Fatal(err)
	}
	err = pm.Run(mod)
	want, listed := notLowered[dir]
	switch {
	case err != nil && listed && strings.Contains(err.Error(), want):
		t.Skipf("not lowered yet: %s", want)
	case err != nil:
		t.Fatalf("lowering: %v", err)
	case listed:
		t.Fatalf("lowers now: remove %q from notLowered", dir)
	}
	if why, ok := wrongAfterLowering[dir]; ok {
		t.Skipf("known miscompile: %s", why)
	}
	modeltest.RunInterp(t, mod, dir, tol)
}
