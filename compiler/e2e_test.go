package compiler

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/npy"
)

// Tolerances of the comparison with PyTorch's recorded outputs: float32
// results of a different summation order.
const (
	modelRTol = 1e-3
	modelATol = 1e-4
)

// onCPU are the models that compile end to end today; the others are
// listed with what stops them, and the test fails when one starts to
// compile, so that the list stays true.
var onCPU = map[string]string{
	"mlp":                       "",
	"mlp_dynamic":               "",
	"transformer_encoder_layer": "",
	"bert_2layer_h64":           "",
	"resnet18":                  "",
	"mobilenet_v3_small":        "",
	"convnext_atto":             "",
	"vit_tiny_patch16_224":      "",
	"resnet18_dynamic":          "",
	"bert_dynamic":              "",
	"swin_t":                    "",
}

// longTests says whether to run the whole model zoo and op corpus
// (scripts/long-tests.sh sets it); by default a sample keeps go test ./...
// within its budget.
var longTests = os.Getenv("STRATA_LONG_TESTS") != ""

// quickModels are the models TestModelsOnCPU compiles without
// STRATA_LONG_TESTS.
var quickModels = map[string]bool{"mlp": true, "mlp_dynamic": true, "transformer_encoder_layer": true, "bert_dynamic": true}

// opSampleEvery: without STRATA_LONG_TESTS, TestOpsOnCPU compiles every
// opSampleEvery-th op case (in name order).
const opSampleEvery = 8

// TestModelsOnCPU compiles every model of test/models from its torch text
// to a shared object and checks that it reproduces PyTorch's outputs,
// each run under the cpu target's leak check (every buffer the compiled
// code allocates is freed once, by it or, for the results, by the caller).
// Without STRATA_LONG_TESTS it compiles quickModels only.
func TestModelsOnCPU(t *testing.T) {
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Fatalf("no toolchain (run scripts/setup-test-deps.sh): %v", err)
	}
	dirs, _ := filepath.Glob("../test/models/*/manifest.json")
	if len(dirs) == 0 {
		t.Fatal("no models under test/models")
	}
	for _, mf := range dirs {
		dir := filepath.Dir(mf)
		name := filepath.Base(dir)
		if !longTests && !quickModels[name] {
			continue
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := compileAndCompare(t, dir, tc)
			why, known := onCPU[name]
			switch {
			case err != nil && (!known || why == ""):
				t.Fatal(err)
			case err != nil:
				t.Logf("known gap (%s): %v", why, err)
			case known && why != "":
				t.Errorf("%s compiles now: remove it from the known gaps (%s)", name, why)
			}
		})
	}
}

// zooGaps are the zoo models (test/zoo) that do not compile for the CPU
// yet, with what stops them; the test fails when one starts to work, so
// that the list stays true.
var zooGaps = map[string]string{}

// TestZooOnCPU compiles every model of the zoo (test/zoo) to a shared
// object and checks it against PyTorch (STRATA_LONG_TESTS only: the zoo
// takes most of an hour on 2 cores). To fit CI's budget the IR skips
// opt's -O3 pipeline (llc -O3 alone): what is checked here is the code's
// meaning, not its speed.
func TestZooOnCPU(t *testing.T) {
	if !longTests {
		t.Skip("the zoo compiles under STRATA_LONG_TESTS (scripts/long-tests.sh)")
	}
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Fatalf("no toolchain (run scripts/setup-test-deps.sh): %v", err)
	}
	tc.Opt = ""
	dirs, _ := filepath.Glob("../test/zoo/*/manifest.json")
	if len(dirs) < 50 {
		t.Fatalf("found %d zoo models", len(dirs))
	}
	for _, mf := range dirs {
		dir := filepath.Dir(mf)
		name := filepath.Base(dir)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := compileAndCompare(t, dir, tc)
			why, known := zooGaps[name]
			switch {
			case err != nil && !known:
				t.Fatal(err)
			case err != nil:
				t.Logf("known gap (%s): %v", why, err)
			case known:
				t.Errorf("%s compiles now: remove it from zooGaps (%s)", name, why)
			}
		})
	}
}

// TestOpsOnCPU compiles each single-op case of test/ops to native code
// (with the leak check) and compares with PyTorch: every op's lowering
// through LLVM, not only on the interpreter. Without STRATA_LONG_TESTS it
// compiles a sample of one case in opSampleEvery.
func TestOpsOnCPU(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles 200 shared objects")
	}
	tc, err := cpu.FindToolchain()
	if err != nil {
		t.Fatalf("no toolchain (run scripts/setup-test-deps.sh): %v", err)
	}
	dirs, _ := filepath.Glob("../test/ops/*/manifest.json")
	if len(dirs) < 150 {
		t.Fatalf("found %d op cases", len(dirs))
	}
	sort.Strings(dirs)
	for i, mf := range dirs {
		if !longTests && i%opSampleEvery != 0 {
			continue
		}
		dir := filepath.Dir(mf)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			if err := compileAndCompare(t, dir, tc); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func compileAndCompare(t *testing.T, dir string, tc cpu.Toolchain) error {
	mod, err := LoadModelAtLoops(dir)
	if err != nil {
		return err
	}
	m, args, want, top := mod.Model, mod.Args, mod.Want, mod.Loops
	work := t.TempDir()
	prog, err := cpu.CompileWith(context.Background(), top, "main", work, tc, cpu.Options{CheckLeaks: true})
	if err != nil {
		return err
	}
	res, err := prog.Run(context.Background(), args)
	if err != nil {
		return err
	}
	if len(res.Arrays) != len(want) {
		t.Fatalf("%d results, PyTorch recorded %d", len(res.Arrays), len(want))
	}
	for i := range want {
		compareArrays(t, i, res.Arrays[i], want[i])
	}
	t.Logf("leak check: %d allocations, all freed", res.Leaks.Allocations)
	// A dynamic-batch model runs at its other recorded batch sizes from
	// the same compiled library.
	for _, b := range m.Manifest.Batches {
		argsB, err := m.ArgumentsAtBatch(b.Batch)
		if err != nil {
			return err
		}
		wantB, err := m.OutputsAtBatch(b.Batch)
		if err != nil {
			return err
		}
		resB, err := prog.Run(context.Background(), argsB)
		if err != nil {
			return fmt.Errorf("batch %d: %w", b.Batch, err)
		}
		if len(resB.Arrays) != len(wantB) {
			t.Fatalf("batch %d: %d results, PyTorch recorded %d", b.Batch, len(resB.Arrays), len(wantB))
		}
		for i := range wantB {
			compareArrays(t, i, resB.Arrays[i], wantB[i])
		}
		t.Logf("batch %d: %d results match PyTorch", b.Batch, len(wantB))
	}
	return nil
}

func compareArrays(t *testing.T, i int, got, want *npy.Array) {
	t.Helper()
	if err := modelzoo.Compare(got, want, modelRTol, modelATol); err != nil {
		t.Errorf("result %d: %v", i, err)
	}
}
