package affine_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/internal/diagtest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// testConstant stands in for arith.constant.
var testConstant = &ir.OpDef{
	Name:    "test.constant",
	Results: []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: ir.TypedAttrConstraint}},
	Traits:  ir.Pure | ir.ConstantLike,
}

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	affine.Register(ctx)
	ctx.MustRegisterOps(testConstant)
	ctx.AllowUnregistered = true
	return ctx
}

func parse(t *testing.T, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	op, err := parser.ParseSource(ctx, "test", src, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify: %v", err)
	}
	return op
}

func print(op *ir.Operation, generic bool) string {
	var buf bytes.Buffer
	ir.PrintOp(&buf, op, ir.PrintFlags{Generic: generic})
	return buf.String()
}

func TestRoundTrip(t *testing.T) {
	src, err := os.ReadFile("../../test/lit/Dialect/Affine/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	ctx := newContext()
	op := parse(t, ctx, string(src))
	custom := print(op, false)
	for _, generic := range []bool{false, true} {
		if again := print(parse(t, ctx, print(op, generic)), false); again != custom {
			t.Errorf("generic=%v: round trip differs:\n%s\nwant:\n%s", generic, again, custom)
		}
	}
	want := `#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#map2 = affine_map<() -> (42)>
#map3 = affine_map<(d0)[s0] -> (d0, s0, 16)>
#map4 = affine_map<(d0) -> (d0, 0)>
module {
  func.func @ops(%arg0: index, %arg1: index, %arg2: index) {
    %0 = affine.apply #map(%arg0)[%arg2]
    %1 = affine.apply #map1(%arg0, %arg1)
    %2 = affine.apply #map2()
    %3 = affine.min #map3(%arg0)[%arg2]
    %4 = affine.max #map4(%arg0)
    %5:2 = affine.delinearize_index %arg0 into (%arg2, 4) : index, index
    %6:3 = affine.delinearize_index %arg0 into (2, 3, 4) : index, index, index
    %7 = affine.linearize_index [%arg0, %arg1] by (%arg2, 4) : index
    %8 = affine.linearize_index disjoint [%arg0, %arg1] by (4) : index
    %9:2 = affine.delinearize_index %arg0 into (4) : index, index
    return
  }
}
`
	if custom != want {
		t.Errorf("printed:\n%s\nwant (mlir-opt-22):\n%s", custom, want)
	}
}

func TestInvalid(t *testing.T) {
	src, err := os.ReadFile("../../test/lit/Dialect/Affine/invalid.mlir")
	if err != nil {
		t.Fatal(err)
	}
	diagtest.Check(t, newContext, "invalid.mlir", string(src))
}

const foldSrc = `
func.func @f(%i: index, %j: index, %s: index) {
  %c2 = "test.constant"() {value = 2 : index} : () -> index
  %c3 = "test.constant"() {value = 3 : index} : () -> index
  %a0 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%c2, %c3)
  %a1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%i)[%j]
  %a2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%i, %c3)
  %a3 = affine.apply affine_map<(d0) -> (d0 * 2)>(%a2)
  %a4 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %i)
  %m0 = affine.min affine_map<(d0) -> (d0, 16, 4)>(%c2)
  %m1 = affine.max affine_map<(d0)[s0] -> (d0, d0)>(%i)[%s]
  %d:3 = affine.delinearize_index %c2 into (2, 3, 4) : index, index, index
  %e:2 = affine.delinearize_index %c3 into (2) : index, index
  %l = affine.linearize_index [%c2, %c3] by (4) : index
  return
}`

func TestFold(t *testing.T) {
	ctx := newContext()
	m := parse(t, ctx, foldSrc)
	fnOp := m.Region(0).Front().First()
	args := fnOp.Region(0).Front().Args()
	ops := fnOp.Region(0).Front().Ops()
	fold := func(op *ir.Operation) []any { return op.Def().Fold(op, make([]ir.Attribute, op.NumOperands())) }
	intOf := func(x any) int64 {
		if a, ok := x.(*ir.IntegerAttr); ok {
			return a.Int64()
		}
		return -999
	}
	if got := fold(ops[2]); len(got) != 1 || intOf(got[0]) != 11 {
		t.Errorf("apply of constants: %v", got)
	}
	if got := fold(ops[3]); len(got) != 1 || got[0] != args[1] {
		t.Errorf("apply of a symbol: %v", got)
	}
	// In place: (d0 + d1 * 2)(%i, 3) -> ()[s0] -> (s0 + 6)(%i), the argument a symbol.
	if got := fold(ops[4]); len(got) != 1 || got[0] != ops[4].Result(0) || affine.Map(ops[4]).String() != "()[s0] -> (s0 + 6)" || ops[4].NumOperands() != 1 {
		t.Errorf("apply with a constant operand: %v %s", got, affine.Map(ops[4]))
	}
	// Composition: (d0 * 2)(apply ()[s0] -> (s0 + 6)(%i)) -> ()[s0] -> (s0 * 2 + 12)(%i).
	if got := fold(ops[5]); len(got) != 1 || affine.Map(ops[5]).String() != "()[s0] -> (s0 * 2 + 12)" || ops[5].Operand(0) != args[0] {
		t.Errorf("composition: %v %s", got, affine.Map(ops[5]))
	}
	// Repeated operand: (d0 + d1)(%i, %i) -> ()[s0] -> (s0 * 2)(%i).
	if fold(ops[6]); affine.Map(ops[6]).String() != "()[s0] -> (s0 * 2)" || ops[6].NumOperands() != 1 {
		t.Errorf("merged operands: %s", affine.Map(ops[6]))
	}
	if got := fold(ops[7]); len(got) != 1 || intOf(got[0]) != 2 {
		t.Errorf("min of constants: %v", got)
	}
	if got := fold(ops[8]); len(got) != 1 || got[0] != args[0] {
		t.Errorf("max of one operand: %v", got)
	}
	if got := fold(ops[9]); len(got) != 3 || intOf(got[0]) != 0 || intOf(got[1]) != 0 || intOf(got[2]) != 2 {
		t.Errorf("delinearize 2 into (2, 3, 4): %v", got)
	}
	if got := fold(ops[10]); len(got) != 2 || intOf(got[0]) != 1 || intOf(got[1]) != 1 {
		t.Errorf("delinearize 3 into (2): %v", got)
	}
	if got := fold(ops[11]); len(got) != 1 || intOf(got[0]) != 11 {
		t.Errorf("linearize [2, 3] by (4): %v", got)
	}
	if err := ir.Verify(m); err != nil {
		t.Errorf("after folds: %v", err)
	}
}

func TestBadInput(t *testing.T) {
	for _, src := range []string{
		"func.func @f(%i: index) { %a = affine.apply 3(%i) return }",
		"func.func @f(%i: index) { %a = affine.apply affine_map<(d0) -> (d0)>(%i)[%i] return }",
		"func.func @f(%i: index) { %a:2 = affine.delinearize_index %i into (x) : index, index return }",
		"func.func @f(%i: index) { %a = affine.linearize_index [%i by (2) : index return }",
		`func.func @f(%i: index) { %a = "affine.apply"(%i) : (index) -> index return }`,
		`func.func @f(%i: index) { %a = "affine.min"(%i) {map = affine_map<(d0, d1) -> (d0)>} : (index) -> index return }`,
		`func.func @f(%i: index) { %a = "affine.delinearize_index"(%i) {static_basis = array<i64: -9223372036854775808>} : (index) -> index return }`,
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
