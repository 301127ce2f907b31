package rewrite_test

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/rewrite"
)

// A small test dialect: test.constant (folds to its value), test.add
// (folds constants, x + 0 -> x), test.neg (a canonicalization pattern:
// neg(neg(x)) -> x) and test.effect (has side effects).

var i32Attr = &ir.AttrConstraint{Summary: "integer", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok }}

var testOps = []*ir.OpDef{
	{Name: "test.constant", Results: []ir.ArgDef{{Name: "r", Type: ir.AnyType}},
		Attrs: []ir.AttrDef{{Name: "value", Constraint: i32Attr}}, Traits: ir.Pure | ir.ConstantLike,
		Fold: func(op *ir.Operation, _ []ir.Attribute) []any { return []any{op.Attr("value")} }},
	{Name: "test.add", Operands: []ir.ArgDef{{Name: "a", Type: ir.AnyType}, {Name: "b", Type: ir.AnyType}},
		Results: []ir.ArgDef{{Name: "r", Type: ir.AnyType}}, Traits: ir.Pure,
		Fold: func(op *ir.Operation, c []ir.Attribute) []any {
			a, aok := c[0].(*ir.IntegerAttr)
			b, bok := c[1].(*ir.IntegerAttr)
			switch {
			case aok && bok:
				return []any{op.Context().IntegerAttr(a.Type, a.Int64()+b.Int64())}
			case bok && b.Int64() == 0:
				return []any{op.Operand(0)}
			}
			return nil
		}},
	{Name: "test.neg", Operands: []ir.ArgDef{{Name: "a", Type: ir.AnyType}},
		Results: []ir.ArgDef{{Name: "r", Type: ir.AnyType}}, Traits: ir.Pure},
	{Name: "test.effect", Operands: []ir.ArgDef{{Name: "a", Type: ir.AnyType, Arity: ir.Variadic}},
		Results: []ir.ArgDef{{Name: "r", Type: ir.AnyType, Arity: ir.Variadic}}},
}

// neg(neg(x)) -> x
var negNeg = &rewrite.Pattern{Name: "NegNeg", Root: "test.neg", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		in := op.Operand(0).DefiningOp()
		if in == nil || in.Name() != "test.neg" {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{in.Operand(0)})
		return true
	}}

func newContext(t *testing.T) *ir.Context {
	t.Helper()
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	ctx.MustRegisterOps(testOps...)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{
		Dialect:          "test",
		Canonicalization: []*rewrite.Pattern{negNeg},
		MaterializeConstant: func(rw *rewrite.Rewriter, v ir.Attribute, ty ir.Type, loc ir.Location) *ir.Operation {
			return rw.CreateAt(loc, "test.constant", nil, []ir.Type{ty}, ir.NamedAttr{Name: "value", Value: v})
		},
	})
	ctx.AllowUnregistered = true
	return ctx
}

func parse(t *testing.T, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	m, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

func text(op *ir.Operation) string {
	var b strings.Builder
	ir.PrintOp(&b, op, ir.PrintFlags{Generic: true})
	return b.String()
}

func TestGreedyFoldsAndHoistsConstants(t *testing.T) {
	ctx := newContext(t)
	m := parse(t, ctx, `
func.func @f(%x: i32) -> i32 {
  %0 = "test.effect"() : () -> i32
  %a = "test.constant"() {value = 1 : i32} : () -> i32
  %b = "test.constant"() {value = 2 : i32} : () -> i32
  %c = "test.add"(%a, %b) : (i32, i32) -> i32
  %z = "test.constant"() {value = 0 : i32} : () -> i32
  %d = "test.add"(%x, %z) : (i32, i32) -> i32
  %n = "test.neg"(%d) : (i32) -> i32
  %nn = "test.neg"(%n) : (i32) -> i32
  %dead = "test.add"(%c, %c) : (i32, i32) -> i32
  %e = "test.effect"(%c, %nn) : (i32, i32) -> i32
  return %e : i32
}`)
	res := rewrite.ApplyPatternsGreedily(m, rewrite.CanonicalizationPatterns(ctx), rewrite.DefaultGreedyConfig())
	if !res.Converged || !res.Changed {
		t.Fatalf("result %+v", res)
	}
	got := text(m)
	for _, want := range []string{`"test.constant"() <{value = 3 : i32}>`, `"test.effect"(%0, %arg0)`} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	for _, bad := range []string{"test.neg", "test.add", "value = 1 :", "value = 0 :"} {
		if strings.Contains(got, bad) {
			t.Errorf("unexpected %q in\n%s", bad, got)
		}
	}
	// The constant is hoisted above the first op of the function.
	if strings.Index(got, "value = 3") > strings.Index(got, `"test.effect"()`) {
		t.Errorf("constant not hoisted:\n%s", got)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
}

// A pattern that always rewrites never converges.
func TestGreedyMaxIterations(t *testing.T) {
	ctx := newContext(t)
	m := parse(t, ctx, `
func.func @f(%x: i32) -> i32 {
  %0 = "test.effect"(%x) : (i32) -> i32
  return %0 : i32
}`)
	flip := &rewrite.Pattern{Name: "Flip", Root: "test.effect", Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		rw.ModifyInPlace(op, func() { op.SetAttr("n", ctx.IntegerAttr(ctx.I(32), 1)) })
		return true
	}}
	cfg := rewrite.DefaultGreedyConfig()
	cfg.MaxIterations = 3
	res := rewrite.ApplyPatternsGreedily(m, rewrite.NewPatternSet(flip), cfg)
	if res.Converged {
		t.Fatalf("want non-convergence, got %+v", res)
	}
}

func TestPatternSetOrderAndFilter(t *testing.T) {
	a := &rewrite.Pattern{Name: "A", Root: "x.y", Benefit: 1}
	b := &rewrite.Pattern{Name: "B", Root: "x.y", Benefit: 5}
	c := &rewrite.Pattern{Name: "C", Benefit: 3}
	s := rewrite.NewPatternSet(a, b, c)
	var names []string
	for _, p := range s.For("x.y") {
		names = append(names, p.Name)
	}
	if strings.Join(names, ",") != "B,C,A" {
		t.Errorf("order %v", names)
	}
	if got := s.For("other.op"); len(got) != 1 || got[0] != c {
		t.Errorf("any-op patterns %v", got)
	}
	if f := s.Filter([]string{"B"}, nil); f.Len() != 2 {
		t.Errorf("filter disabled: %d", f.Len())
	}
	if f := s.Filter(nil, []string{"A"}); f.Len() != 1 {
		t.Errorf("filter enabled: %d", f.Len())
	}
}

func TestRegionSimplifyErasesUnreachableBlocksAndDeadArgs(t *testing.T) {
	ctx := newContext(t)
	m := parse(t, ctx, `
func.func @f(%x: i32) -> i32 {
  "test.br"()[^bb1] : () -> ()
^bb1:
  return %x : i32
^bb2(%a: i32):
  %0 = "test.add"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}`)
	rw := rewrite.NewRewriter(ctx)
	var regions []*ir.Region
	ir.WalkOps(m, func(o *ir.Operation) {
		if o.Name() == "func.func" {
			regions = append(regions, o.Regions()...)
		}
	})
	if !rewrite.SimplifyRegions(rw, regions, false) {
		t.Fatal("nothing changed")
	}
	if got := text(m); strings.Contains(got, "test.add") {
		t.Errorf("unreachable block kept:\n%s", got)
	}
}
