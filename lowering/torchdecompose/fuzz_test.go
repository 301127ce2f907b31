package torchdecompose_test

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/dialects/torch/torchfuzz"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/torchdecompose"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/pipelines"
)

// toLinalg takes a torch program to linalg on tensors, where it may be
// rejected; toLLVM takes linalg on to the llvm dialect, where it must not
// fail: whatever convert-torch-to-linalg produced must lower.
const (
	toLinalg = "builtin.module(func.func(torch-decompose-complex-ops),torch-lower-to-backend-contract," +
		"torch-backend-to-linalg-on-tensors-backend-pipeline)"
	toLLVM = "builtin.module(strata-linalg-to-loops,strata-lower-to-llvm)"
)

// TestLoweringsSurviveAnyParameters lowers random single-op programs
// (torchfuzz: zero, negative and huge parameters, empty and dynamic
// tensors) of every decomposed or lowered ATen op that the verifier
// accepts, from torch to the llvm dialect: a lowering to linalg may
// decline or report an error, but no pass may crash, and what reaches
// linalg must lower to loops and to LLVM (that found "cannot infer the
// size of loop" of issue 14). STRATA_LONG_TESTS=1 tries more programs.
func TestLoweringsSurviveAnyParameters(t *testing.T) {
	if testing.Short() {
		t.Skip("lowers thousands of programs")
	}
	n := 3
	if os.Getenv("STRATA_LONG_TESTS") != "" {
		n = 20
	}
	lowered := func(op string) bool { return torchdecompose.BackendLegal(op) || decomposed[op] }
	cases := torchfuzz.Cases(2, n, lowered)
	var pms [2]*passes.PassManager
	for i, text := range []string{toLinalg, toLLVM} {
		pm, err := pipelines.Registry().ParsePipeline(text)
		if err != nil {
			t.Fatal(err)
		}
		pms[i] = pm
	}
	tried := 0
	for i, c := range cases {
		ran, err := lowerCase(pms, c)
		if err != nil {
			t.Errorf("%s (case %d): %v\n%s", c.Op, i, err, c.Src)
		}
		if ran {
			tried++
		}
	}
	t.Logf("%d programs, %d verified and lowered (or rejected by a pass)", len(cases), tried)
}

// decomposed are the roots of the decompositions.
var decomposed = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range torchdecompose.Decompositions {
		m[p.Root] = true
	}
	return m
}()

// lowerCase runs the pipelines on c, its result types the shape
// function's, when it verifies; a crash (a panic a pass manager turned
// into a diagnostic, or one outside it), or a failure to lower linalg,
// is the error.
func lowerCase(pms [2]*passes.PassManager, c torchfuzz.Case) (ran bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, perr := parser.ParseSource(ctx, "fuzz.mlir", c.Src, parser.Options{})
	if perr != nil || ir.Verify(mod) != nil {
		return false, nil
	}
	// Declare the results as the shape function infers them (the backend
	// contract wants known ranks and dtypes at the function's boundary).
	var types []string
	ir.Walk(mod, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Name() == c.Op {
			for i, t := range torch.InferResultTypes(op) {
				if t == nil || i >= op.NumResults() {
					types = nil
					return ir.Interrupt
				}
				types = append(types, ir.TypeString(t))
			}
		}
		return ir.Advance
	})
	if types == nil {
		return false, nil
	}
	if mod, perr = parser.ParseSource(ctx, "fuzz.mlir", c.WithResultTypes(types), parser.Options{}); perr != nil || ir.Verify(mod) != nil {
		return false, nil
	}
	var pf *passes.PassFailure
	rerr := pms[0].Run(mod)
	if errors.As(rerr, &pf) && pf.Crashed {
		return true, rerr
	}
	if rerr != nil && strings.Contains(rerr.Error(), "the IR is invalid after running pass") {
		return true, rerr // a pass built invalid IR
	}
	if rerr != nil {
		return true, nil // rejected: an op or parameters the lowering does not take
	}
	if rerr := pms[1].Run(mod); rerr != nil {
		return true, fmt.Errorf("lowered to linalg, then: %v", rerr)
	}
	return true, nil
}
