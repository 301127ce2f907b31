package memref_test

import (
	"bytes"
	"os"
	"regexp"
	"testing"

	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/internal/diagtest"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// testConstant stands in for arith.constant (see withoutArith).
var testConstant = &ir.OpDef{
	Name:    "test.constant",
	Results: []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: ir.TypedAttrConstraint}},
	Traits:  ir.Pure | ir.ConstantLike,
}

var arithConstant = regexp.MustCompile(`arith\.constant (-?[0-9.]+) : (\w+)`)

func withoutArith(src string) string {
	return arithConstant.ReplaceAllString(src, `"test.constant"() {value = $1 : $2} : () -> $2`)
}

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	memref.Register(ctx)
	ctx.MustRegisterOps(testConstant)
	ctx.AllowUnregistered = true
	return ctx
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

func readLit(t *testing.T, name string) string {
	src, err := os.ReadFile("../../test/lit/Dialect/MemRef/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return withoutArith(string(src))
}

// TestRoundTrip reads the lit test of every op, prints it in custom and
// generic form, and reads both back to the same text.
func TestRoundTrip(t *testing.T) {
	ctx := newContext()
	op := parse(t, ctx, "ops.mlir", readLit(t, "ops.mlir"))
	custom := print(op, false)
	if os.Getenv("DUMP") != "" {
		t.Log("\n" + custom + "\n" + print(op, true))
	}
	for _, generic := range []bool{false, true} {
		again := print(parse(t, ctx, "printed", print(op, generic)), false)
		if again != custom {
			t.Errorf("generic=%v: round trip differs:\n%s\nwant:\n%s", generic, again, custom)
		}
	}
}

// TestInvalid checks every expected-error of invalid.mlir.
func TestInvalid(t *testing.T) {
	diagtest.Check(t, newContext, "invalid.mlir", readLit(t, "invalid.mlir"))
}

func TestFoldAndLayout(t *testing.T) {
	ctx := newContext()
	m := parse(t, ctx, "fold", withoutArith(`
func.func @f(%m: memref<4x?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  %r = memref.rank %m : memref<4x?xf32>
  %a = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %b = memref.cast %a : memref<?x?xf32> to memref<4x?xf32>
  return %d0, %d1, %r : index, index, index
}`))
	body := m.Region(0).Front().First().Region(0).Front().Ops()
	fold := func(op *ir.Operation) []any { return op.Def().Fold(op, make([]ir.Attribute, op.NumOperands())) }
	if got := fold(body[2]); len(got) != 1 || got[0].(*ir.IntegerAttr).Int64() != 4 {
		t.Errorf("dim 0 folded to %v", got)
	}
	if got := fold(body[3]); got != nil {
		t.Errorf("dynamic dim folded to %v", got)
	}
	if got := fold(body[4]); len(got) != 1 || got[0].(*ir.IntegerAttr).Int64() != 2 {
		t.Errorf("rank folded to %v", got)
	}
	if got := fold(body[6]); len(got) != 1 || got[0] != body[5].Operand(0) {
		t.Errorf("cast of cast folded to %v", got)
	}
	// Layouts.
	f32 := ctx.F32()
	src := ctx.MemRefType([]int64{4, 8}, f32, nil, nil)
	sub := memref.InferSubViewType(ctx, src, []int64{1, 2}, []int64{2, 2}, []int64{1, 2})
	if got := ir.TypeString(sub); got != "memref<2x2xf32, strided<[8, 2], offset: 10>>" {
		t.Errorf("subview type %s", got)
	}
	perm := ir.NewAffineMap(2, 0, []*ir.AffineExpr{ir.AffineDimExpr(1), ir.AffineDimExpr(0)})
	if got := ir.TypeString(memref.TransposedType(ctx, src, perm)); got != "memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>" {
		t.Errorf("transposed type %s", got)
	}
	if s, o, ok := memref.StridesAndOffset(ctx.MemRefType([]int64{4, 8}, f32, ctx.AffineMapAttr(memref.StridedLinearMap([]int64{memref.Dynamic, 1}, 3)), nil)); !ok || o != 3 || s[0] != memref.Dynamic || s[1] != 1 {
		t.Errorf("strides of map: %v %v %v", s, o, ok)
	}
}

// TestBadInput: malformed input is an error, never a panic.
func TestBadInput(t *testing.T) {
	for _, src := range []string{
		"func.func @f() { %a = memref.alloc( : memref<4xf32> return }",
		"func.func @f(%m: memref<4xf32>) { memref.store %m, %m[] : f32 return }",
		"func.func @f(%m: memref<4xf32>) { %s = memref.subview %m[0] [4] : memref<4xf32> to memref<4xf32> return }",
		"func.func @f(%m: memref<4xf32>) { %t = memref.transpose %m (i) -> (j) : memref<4xf32> to memref<4xf32> return }",
		"memref.global @g : memref<?xf32>",
		"memref.global @g : memref<2xf32> = dense<[1.0, 2.0, 3.0]>",
		`func.func @f(%m: memref<4xf32>) { %s = "memref.subview"(%m) : (memref<4xf32>) -> memref<4xf32> return }`,
		`func.func @f(%m: memref<4xf32>) { %s = "memref.reinterpret_cast"(%m) : (memref<4xf32>) -> memref<4xf32> return }`,
		`func.func @f(%m: memref<4xf32>) { %s = "memref.collapse_shape"(%m) {reassociation = [[0, 1]]} : (memref<4xf32>) -> memref<4xf32> return }`,
		`func.func @f(%m: memref<4xf32>) { %s = "memref.expand_shape"(%m) {reassociation = [[0, 1]]} : (memref<4xf32>) -> memref<4x1xf32> return }`,
		`func.func @f(%m: memref<4xf32>) { %s = "memref.transpose"(%m) {permutation = affine_map<(d0)[s0] -> (s0)>} : (memref<4xf32>) -> memref<4xf32> return }`,
		`func.func @f(%m: memref<4xf32>) { %s = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>) return }`,
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
