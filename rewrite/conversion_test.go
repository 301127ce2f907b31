package rewrite_test

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Convert "src.*" ops to "dst.*" ops, i32 to i64.
func converter(ctx *ir.Context) *rewrite.TypeConverter {
	tc := rewrite.NewTypeConverter()
	tc.AddConversion(rewrite.Identity)
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if t == ir.Type(ctx.I(32)) {
			return ctx.I(64), true
		}
		return nil, false
	})
	return tc
}

// src.add(a, b) -> dst.add(a', b') with converted types.
var srcAdd = &rewrite.ConversionPattern{Name: "SrcAdd", Root: "src.add", Benefit: 1,
	Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		t := rw.TypeConverter.Convert(op.Result(0).Type())
		n := rw.CreateOp("dst.add", operands, []ir.Type{t})
		rw.ReplaceOp(op, n.Results())
		return true
	}}

// src.bad creates an op that no pattern can legalize: the pattern's
// changes must be rolled back.
var srcBad = &rewrite.ConversionPattern{Name: "SrcBad", Root: "src.bad", Benefit: 2,
	Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		n := rw.CreateOp("src.stuck", operands, op.ResultTypes())
		rw.ReplaceOp(op, n.Results())
		return true
	}}

func TestPartialConversionWithMaterializations(t *testing.T) {
	ctx := newContext(t)
	m := parse(t, ctx, `
func.func @f(%x: i32) -> i32 {
  %0 = "src.add"(%x, %x) : (i32, i32) -> i32
  %1 = "src.add"(%0, %0) : (i32, i32) -> i32
  %2 = "other.use"(%1) : (i32) -> i32
  return %2 : i32
}`)
	target := rewrite.NewConversionTarget()
	target.AddIllegalDialect("src")
	target.AddLegalDialect("dst")
	if err := rewrite.ApplyPartialConversion(m, target, []*rewrite.ConversionPattern{srcAdd}, converter(ctx)); err != nil {
		t.Fatal(err)
	}
	got := text(m)
	if strings.Contains(got, "src.add") {
		t.Fatalf("src.add left:\n%s", got)
	}
	// The second add consumes the first's i64 result directly; casts are
	// only at the borders (i32 argument in, i32 user out).
	if n := strings.Count(got, "unrealized_conversion_cast"); n != 2 {
		t.Errorf("want 2 casts, got %d:\n%s", n, got)
	}
	if !strings.Contains(got, `"dst.add"(%0, %0) : (i64, i64) -> i64`) {
		t.Errorf("operands not converted:\n%s", got)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	if err := rewrite.ReconcileUnrealizedCasts(m); err == nil || !strings.Contains(err.Error(), "failed to legalize operation 'builtin.unrealized_conversion_cast'") {
		t.Errorf("reconcile of live casts: %v", err)
	}
}

func TestFullConversionFailureRollsBack(t *testing.T) {
	ctx := newContext(t)
	src := `
func.func @f(%x: i32) -> i32 {
  %0 = "src.add"(%x, %x) : (i32, i32) -> i32
  %1 = "src.bad"(%0) : (i32) -> i32
  return %1 : i32
}`
	m := parse(t, ctx, src)
	before := text(m)
	target := rewrite.NewConversionTarget()
	target.AddLegalDialect("dst", "func", "builtin")
	err := rewrite.ApplyFullConversion(m, target, []*rewrite.ConversionPattern{srcAdd, srcBad}, converter(ctx))
	if err == nil {
		t.Fatal("conversion succeeded")
	}
	d, ok := err.(*ir.Diagnostic)
	if !ok || d.Message != "failed to legalize operation 'src.bad'" {
		t.Fatalf("error %v", err)
	}
	if fl, ok := ir.FileLineCol(d.Loc); !ok || fl.Line != 4 {
		t.Errorf("location %v", d.Loc)
	}
	if after := text(m); after != before {
		t.Errorf("IR not restored:\n%s\nwant\n%s", after, before)
	}
}

func TestBlockSignatureConversion(t *testing.T) {
	ctx := newContext(t)
	m := parse(t, ctx, `
func.func @f(%x: i32) -> i32 {
  %0 = "src.add"(%x, %x) : (i32, i32) -> i32
  %1 = "other.use"(%x) : (i32) -> i32
  return %1 : i32
}`)
	tc := converter(ctx)
	// func.func is legal once its signature is.
	target := rewrite.NewConversionTarget()
	target.AddIllegalDialect("src")
	target.AddLegalDialect("dst")
	target.AddDynamicallyLegalOp("func.func", func(op *ir.Operation) bool {
		return tc.IsSignatureLegal(op.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType))
	})
	funcSig := &rewrite.ConversionPattern{Name: "FuncSig", Root: "func.func", Benefit: 1,
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			ft := op.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
			in, ok1 := rw.TypeConverter.ConvertTypes(ft.Inputs)
			out, ok2 := rw.TypeConverter.ConvertTypes(ft.Results)
			if !ok1 || !ok2 || !rw.ConvertRegionTypes(op.Region(0), rw.TypeConverter) {
				return false
			}
			rw.ModifyInPlace(op, func() { op.SetAttr("function_type", ctx.TypeAttr(ctx.FunctionType(in, out))) })
			return true
		}}
	if err := rewrite.ApplyPartialConversion(m, target, []*rewrite.ConversionPattern{funcSig, srcAdd}, tc); err != nil {
		t.Fatal(err)
	}
	got := text(m)
	for _, want := range []string{"function_type = (i64) -> i64", `"dst.add"(%arg0, %arg0) : (i64, i64) -> i64`} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q:\n%s", want, got)
		}
	}
}
