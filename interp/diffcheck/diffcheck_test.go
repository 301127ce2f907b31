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

// TestMemRefArgumentsCompared: a function that writes its result into a
// memref argument is compared on that argument's contents after the call;
// one whose argument a writable to_tensor takes over is not.
func TestMemRefArgumentsCompared(t *testing.T) {
	const src = `
func.func @out(%m: memref<2xf32>) {
  %c = arith.constant VALUE : f32
  %i = arith.constant 1 : index
  memref.store %c, %m[%i] : memref<2xf32>
  return
}
func.func @handed_over(%m: memref<2xf32>) -> f32 {
  %t = bufferization.to_tensor %m restrict writable : memref<2xf32> to tensor<2xf32>
  %i = arith.constant 0 : index
  %e = tensor.extract %t[%i] : tensor<2xf32>
  return %e : f32
}`
	ctx := ir.NewContext()
	all.Register(ctx)
	before, err := parser.ParseSource(ctx, "before.mlir", strings.Replace(src, "VALUE", "1.0", 1), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := diffcheck.New(before, diffcheck.DefaultConfig)
	if err := c.Check(before, "nothing"); err != nil {
		t.Fatalf("the same module differs: %v", err)
	}
	after, err := parser.ParseSource(ctx, "after.mlir", strings.Replace(src, "VALUE", "2.0", 1), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	err = c.Check(after, "wrong-store")
	mm, ok := err.(*diffcheck.Mismatch)
	if !ok || mm.Func != "out" || !strings.Contains(mm.Detail, "memref arguments") {
		t.Fatalf("Check = %v, want a mismatch of @out's memref argument", err)
	}
}
