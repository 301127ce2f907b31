package scf_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"regexp"

	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/internal/diagtest"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	tensor.Register(ctx)
	scf.Register(ctx)
	ctx.MustRegisterOps(testConstant)
	ctx.AllowUnregistered = true
	return ctx
}

// testConstant stands in for arith.constant, so that these tests need
// no other dialect than scf: `"test.constant"() {value = 1 : i32} : () -> i32`.
var testConstant = &ir.OpDef{
	Name:    "test.constant",
	Results: []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: ir.TypedAttrConstraint}},
	Traits:  ir.Pure | ir.ConstantLike,
}

var arithConstant = regexp.MustCompile(`arith\.constant (true|false|-?[0-9.]+) : (\w+)|arith\.constant (true|false)`)

// withoutArith rewrites arith.constant into test.constant.
func withoutArith(src string) string {
	return arithConstant.ReplaceAllStringFunc(src, func(m string) string {
		sm := arithConstant.FindStringSubmatch(m)
		if sm[3] != "" {
			return `"test.constant"() {value = ` + sm[3] + `} : () -> i1`
		}
		return `"test.constant"() {value = ` + sm[1] + ` : ` + sm[2] + `} : () -> ` + sm[2]
	})
}

func parse(t *testing.T, ctx *ir.Context, name, src string) *ir.Operation {
	t.Helper()
	op, err := parser.ParseSource(ctx, name, src, parser.Options{})
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify %s: %v", name, err)
	}
	return op
}

func print(op *ir.Operation, generic bool) string {
	var buf bytes.Buffer
	ir.PrintOp(&buf, op, ir.PrintFlags{Generic: generic})
	return buf.String()
}

// roundTripSrc holds every op (the lit test ops.mlir does the same with
// arith and tensor ops in the bodies).
const roundTripSrc = `
func.func @for_loops(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    "test.use"(%i) : (index) -> ()
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    scf.yield %acc : f32
  }
  %a, %b = scf.for %i = %lb to %ub step %st iter_args(%x = %init, %z = %init) -> (f32, f32) {
    scf.yield %z, %x : f32, f32
  }
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  scf.for %j = %c0 to %c10 step %c1 : i32 {
  }
  %q = scf.for unsigned %j = %c0 to %c10 step %c1 iter_args(%z = %init) -> (f32) : i32 {
    scf.yield %z : f32
  }
  return %r : f32
}
func.func @ifs(%c: i1, %a: f32) -> f32 {
  scf.if %c {
  }
  scf.if %c {
    "test.use"(%a) : (f32) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %a : f32
  }
  %r2:2 = scf.if %c -> (f32, i1) {
    scf.yield %a, %c : f32, i1
  } else {
    scf.yield %a, %c : f32, i1
  } {some.attr}
  return %r : f32
}
func.func @while(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %r : i32
}
func.func @exec() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  scf.execute_region no_inline {
    scf.yield
  }
  return %r : i32
}
func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  scf.index_switch %i
  default {
  }
  return %r : i32
}
func.func @par(%lb: index, %ub: index, %st: index, %f: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }
  }
  return %r : f32
}
func.func @forall(%t: tensor<8xf32>, %u: index) -> tensor<8xf32> {
  scf.forall (%i, %j) in (4, %u) {
  }
  scf.forall (%i) = (0) to (8) step (2) {
  } {mapping = []}
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
`

// TestRoundTrip parses the lit file of every op, prints it in custom and
// generic form and checks that both read back to the same custom text.
func TestRoundTrip(t *testing.T) {
	ctx := newContext()
	op := parse(t, ctx, "ops.mlir", withoutArith(roundTripSrc))
	custom := print(op, false)
	for _, generic := range []bool{false, true} {
		again := print(parse(t, ctx, "printed", print(op, generic)), false)
		if again != custom {
			t.Errorf("generic=%v: round trip differs:\n%s\nwant:\n%s", generic, again, custom)
		}
	}
	// Spot checks of upstream's spelling.
	for _, want := range []string{
		"scf.for %arg4 = %arg0 to %arg1 step %arg2 {\n",
		"step %4  : i32 {",
		"iter_args(%arg5 = %arg3) -> (f32)  : i32 {",
		"scf.index_switch %arg0 -> i32 \n    case 2 {",
		"scf.while : () -> () {",
		"scf.reduce \n",
		"} {mapping = []}",
		"scf.forall (%arg2) = (0) to (8) step (2) {",
		"scf.execute_region no_inline {",
	} {
		if !strings.Contains(custom, want) {
			t.Errorf("printed form lacks %q", want)
		}
	}
}

// TestInvalid checks every expected-error of invalid.mlir.
func TestInvalid(t *testing.T) {
	src, err := os.ReadFile("../../test/lit/Dialect/SCF/invalid.mlir")
	if err != nil {
		t.Fatal(err)
	}
	diagtest.Check(t, newContext, "invalid.mlir", withoutArith(string(src)))
}

// TestBadInput feeds truncated and malformed custom forms; each must be
// an error, never a panic.
func TestBadInput(t *testing.T) {
	for _, src := range []string{
		"func.func @f(%a: index) { scf.for %i = %a to %a step { } return }",
		"func.func @f(%a: index) { scf.for %i = %a to %a step %a iter_args(%x = %a) { } return }",
		"func.func @f(%c: i1) { scf.if %c -> { } return }",
		"func.func @f(%a: i32) { scf.while (%x = %a) : i32 { } do { } return }",
		"func.func @f(%a: index) { scf.parallel (%i) = (%a) to (%a) { } return }",
		"func.func @f(%a: index) { scf.forall (%i) in (%a, 2) { } return }",
		"func.func @f(%a: index) { scf.forall (%i) in (x) { } return }",
		"func.func @f(%a: index) { scf.index_switch %a case { } return }",
		"func.func @f() { scf.condition(%x) }",
		`func.func @f() { "scf.for"() : () -> () return }`,
		`func.func @f(%a: index) { "scf.forall"() ({}) : () -> () return }`,
		`func.func @f(%a: index) { "scf.while"() ({}, {}) : () -> () return }`,
		`func.func @f(%a: index) { "scf.index_switch"(%a) ({}) : (index) -> () return }`,
		`func.func @f(%a: index) { "scf.parallel"(%a) ({}) : (index) -> () return }`,
		`func.func @f(%a: i1) { "scf.if"(%a) ({}) : (i1) -> () return }`,
	} {
		ctx := newContext()
		op, err := parser.ParseSource(ctx, "bad", src, parser.Options{})
		if err == nil {
			err = ir.Verify(op)
			_ = print(op, false)
		}
		if err == nil {
			t.Errorf("accepted: %s", src)
		}
	}
}

var foldSrc = withoutArith(`
func.func @f(%a: f32, %b: f32, %c: i1) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %r0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%x = %a) -> (f32) {
    %y = "test.add"(%x, %x) : (f32, f32) -> f32
    scf.yield %y : f32
  }
  %r1 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %b) -> (f32) {
    scf.yield %x : f32
  }
  %r2 = scf.if %true -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  %r3 = scf.if %c -> (f32) {
    scf.yield %b : f32
  } else {
    scf.yield %b : f32
  }
  %r4 = scf.index_switch %c4 -> f32
  case 4 {
    scf.yield %b : f32
  }
  default {
    scf.yield %a : f32
  }
  %r5 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %b) -> (f32) {
    %y = "test.add"(%x, %x) : (f32, f32) -> f32
    scf.yield %y : f32
  }
  return %r0, %r1, %r2, %r3 : f32, f32, f32, f32
}`)

func TestFold(t *testing.T) {
	ctx := newContext()
	m := parse(t, ctx, "fold", foldSrc)
	fnOp := m.Region(0).Front().First()
	args := fnOp.Region(0).Front().Args()
	a, b := args[0], args[1]
	want := []*ir.Value{a, b, a, b, b, nil}
	i := 0
	ir.WalkOps(m, func(op *ir.Operation) {
		if op.ParentOp() != fnOp || (op.Name() != "scf.for" && op.Name() != "scf.if" && op.Name() != "scf.index_switch") {
			return
		}
		got := op.Def().Fold(op, make([]ir.Attribute, op.NumOperands()))
		switch {
		case want[i] == nil && got != nil:
			t.Errorf("op %d (%s) folded, want no fold", i, op.Name())
		case want[i] != nil && (len(got) != 1 || got[0] != want[i]):
			t.Errorf("op %d (%s) folded to %v", i, op.Name(), got)
		}
		i++
	})
	if i != len(want) {
		t.Errorf("visited %d ops, want %d", i, len(want))
	}
	if n, ok := scf.TripCount(fnOp.Region(0).Front().Ops()[5]); !ok || n != 4 {
		t.Errorf("trip count = %d, %v", n, ok)
	}
}
