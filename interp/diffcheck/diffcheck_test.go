package diffcheck_test

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/interp/diffcheck"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestVectorFoldIsNotAMiscompile: canonicalize folds arith.muli of a
// vector constant; the interpreter ran the op on the vector as a scalar op
// and the check reported a false difference. Elementwise ops on vectors
// run element by element now, so both functions are compared and agree.
func TestVectorFoldIsNotAMiscompile(t *testing.T) {
	m := parse(t, `
func.func @vec() -> vector<2xi32> {
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %w = arith.muli %v, %v : vector<2xi32>
  return %w : vector<2xi32>
}
func.func @scalar(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}`)
	c := diffcheck.New(m, diffcheck.DefaultConfig)
	pm, err := pipelines.Registry().ParsePipeline("builtin.module(canonicalize)")
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	if err := c.Check(m, "canonicalize"); err != nil {
		t.Fatalf("false difference: %v", err)
	}
	if got := strings.Join(c.Functions(), " "); got != "scalar vec" && got != "vec scalar" {
		t.Errorf("compared %q, want @vec and @scalar", got)
	}
}

// TestMiscompileStillFound: the shape check leaves a real difference
// reported.
func TestMiscompileStillFound(t *testing.T) {
	m := parse(t, `
func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y = arith.addf %x, %x : tensor<3xf32>
  return %y : tensor<3xf32>
}`)
	c := diffcheck.New(m, diffcheck.DefaultConfig)
	pm, err := pipelines.Registry().ParsePipeline("builtin.module(func.func(test-strata-miscompile))")
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	err = c.Check(m, "test-strata-miscompile")
	if _, ok := err.(*diffcheck.Mismatch); !ok {
		t.Fatalf("Check = %v, want a *Mismatch", err)
	}
}
