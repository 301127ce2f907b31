package arith_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	arith.Register(ctx)
	return ctx
}

// parse parses and verifies src.
func parse(t *testing.T, ctx *ir.Context, src string) (*ir.Operation, error) {
	t.Helper()
	op, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		return nil, err
	}
	return op, ir.Verify(op)
}

func print(t *testing.T, op *ir.Operation, flags ir.PrintFlags) string {
	t.Helper()
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, flags); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func roundTrip(t *testing.T, src string) string {
	t.Helper()
	ctx := newContext()
	op, err := parse(t, ctx, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	once := print(t, op, ir.PrintFlags{})
	op2, err := parse(t, ctx, once)
	if err != nil {
		t.Fatalf("reparse: %v\n%s", err, once)
	}
	if twice := print(t, op2, ir.PrintFlags{}); twice != once {
		t.Fatalf("not stable:\n%s\n---\n%s", once, twice)
	}
	gen := print(t, op, ir.PrintFlags{Generic: true})
	op3, err := parse(t, ctx, gen)
	if err != nil {
		t.Fatalf("generic reparse: %v\n%s", err, gen)
	}
	if back := print(t, op3, ir.PrintFlags{}); back != once {
		t.Fatalf("generic round trip differs:\n%s\n---\n%s", once, back)
	}
	return once
}

func TestScratch(t *testing.T) {
	out := roundTrip(t, `func.func @f(%a: i32, %b: i32, %f: f32, %g: f32, %c: i1, %h: f16) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.divsi %a, %b exact : i32
  %3 = arith.addf %f, %g fastmath<nnan,ninf> : f32
  %4 = arith.negf %f fastmath<fast> : f32
  %5 = arith.cmpi slt, %a, %b : i32
  %6 = arith.cmpf olt, %f, %g fastmath<fast> : f32
  %7 = arith.select %c, %a, %b : i32
  %8 = arith.trunci %a overflow<nsw> : i32 to i8
  %9 = arith.truncf %f to_nearest_even fastmath<fast> : f32 to f16
  %99 = arith.truncf %f : f32 to f16
  %10 = arith.extf %9 fastmath<fast> : f16 to f32
  %11:2 = arith.addui_extended %a, %b : i32, i1
  %12:2 = arith.mulsi_extended %a, %b : i32
  %13 = arith.constant 42 : i32
  %14 = arith.constant dense<1.0> : tensor<4xf32>
  %17 = arith.constant -1 : i32
  %18 = arith.constant true
  %19 = arith.constant 0 : index
  %20 = arith.constant 1.5 : f32
  return
}`)
	t.Log(out)
	_ = strings.TrimSpace
}
