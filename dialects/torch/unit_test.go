package torch_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestTypes builds types through the API and checks their spelling and
// uniquing.
func TestTypes(t *testing.T) {
	ctx := newContext()
	f32 := ctx.F32()
	cases := []struct {
		typ  ir.Type
		want string
	}{
		{torch.VTensor(ctx, []int64{2, torch.Dynamic}, f32), "!torch.vtensor<[2,?],f32>"},
		{torch.VTensor(ctx, nil, f32), "!torch.vtensor<*,f32>"},
		{torch.VTensor(ctx, []int64{}, ctx.IntegerType(64, ir.Signed)), "!torch.vtensor<[],si64>"},
		{torch.VTensor(ctx, []int64{3}, nil), "!torch.vtensor<[3],unk>"},
		{torch.Tensor(ctx, false, nil, nil), "!torch.tensor"},
		{torch.List(ctx, torch.Int(ctx)), "!torch.list<int>"},
		{torch.List(ctx, torch.Optional(ctx, torch.VTensor(ctx, nil, nil))), "!torch.list<optional<vtensor>>"},
		{torch.Tuple(ctx, torch.Float(ctx), torch.VTensor(ctx, []int64{1}, ctx.F64())), "!torch.tuple<float, vtensor<[1],f64>>"},
		{torch.Device(ctx), "!torch.Device"},
	}
	for _, c := range cases {
		if got := ir.TypeString(c.typ); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
	if torch.VTensor(ctx, []int64{2}, f32) != torch.VTensor(ctx, []int64{2}, f32) {
		t.Error("tensor types are not uniqued")
	}
	if torch.VTensor(ctx, []int64{}, f32) == torch.VTensor(ctx, nil, f32) {
		t.Error("rank 0 and unknown rank share a type")
	}
	bt := torch.VTensor(ctx, []int64{2, torch.Dynamic}, ctx.IntegerType(64, ir.Signed)).BuiltinTensorType()
	if got := ir.TypeString(bt); got != "tensor<2x?xi64>" {
		t.Errorf("builtin tensor type: got %s", got)
	}
}

// TestSubtypes checks the subtype relation used by lists and derefine.
func TestSubtypes(t *testing.T) {
	ctx := newContext()
	v := torch.VTensor(ctx, []int64{2}, ctx.F32())
	any := torch.VTensor(ctx, nil, nil)
	if !torch.IsValidSubtype(v, any) || torch.IsValidSubtype(any, v) {
		t.Error("vtensor refinement")
	}
	if !torch.IsValidSubtype(torch.None(ctx), torch.Optional(ctx, any)) || !torch.IsValidSubtype(v, torch.Optional(ctx, any)) {
		t.Error("optional")
	}
	if !torch.IsValidSubtype(torch.Int(ctx), torch.Number(ctx)) || torch.IsValidSubtype(torch.Str(ctx), torch.Number(ctx)) {
		t.Error("number")
	}
}

// TestATenTable checks that every core overload and the overloads of the
// models are declared, with one operand per schema argument.
func TestATenTable(t *testing.T) {
	ctx := newContext()
	core := 0
	for _, s := range torch.ATenSchemas() {
		d := ctx.LookupOp(s.OpName())
		if d == nil {
			t.Fatalf("%s not registered", s.OpName())
		}
		if len(d.Operands) != len(s.Args) || len(d.Results) != len(s.Returns) {
			t.Errorf("%s: %d operands, %d results for %q", d.Name, len(d.Operands), len(d.Results), s.Text)
		}
		if torch.ATenSchema(d) != s {
			t.Errorf("%s: ATenSchema does not find its schema", d.Name)
		}
		core++
	}
	if core < 300 {
		t.Errorf("only %d ATen ops declared", core)
	}
	for _, n := range []string{"torch.aten.view", "torch.aten.add.Tensor", "torch.aten.linear", "torch.aten.layer_norm",
		"torch.aten.softmax.int", "torch.aten.size.int", "torch.aten.floordiv.int", "torch.aten.flatten.using_ints"} {
		if ctx.LookupOp(n) == nil {
			t.Errorf("%s is not declared", n)
		}
	}
	if d := ctx.LookupOp("torch.aten.add.Tensor"); d == nil || !d.HasTrait(ir.Pure) {
		t.Error("add.Tensor should be Pure")
	}
	if d := ctx.LookupOp("torch.aten.copy_"); d == nil || d.HasTrait(ir.Pure) {
		t.Error("copy_ mutates its operand and must not be Pure")
	}
}

func TestParseSchema(t *testing.T) {
	s, err := torch.ParseSchema("aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)")
	if err != nil {
		t.Fatal(err)
	}
	if s.OpName() != "torch.aten.max.dim" || len(s.Args) != 3 || len(s.Returns) != 2 || s.Returns[1].Name != "indices" {
		t.Errorf("bad parse: %+v", s)
	}
	s, err = torch.ParseSchema("aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor")
	if err != nil {
		t.Fatal(err)
	}
	if ty := s.Args[1].Type; !ty.List || !ty.Elem.Optional || ty.Elem.Elem.Base != "Tensor" {
		t.Errorf("Tensor?[] parsed as %v", ty)
	}
	s, err = torch.ParseSchema("aten::copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)")
	if err != nil {
		t.Fatal(err)
	}
	if !s.Args[0].Mutable || s.Args[1].Mutable {
		t.Error("alias annotations")
	}
	for _, bad := range []string{"", "aten::", "aten::f(", "aten::f(Tensor) -> Tensor", "aten::f(int a=\"x) -> int", "aten::f() ->", "aten::f() -> Tensor junk junk"} {
		if _, err := torch.ParseSchema(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// TestTruncated parses every prefix of the ops test: errors, never panics.
func TestTruncated(t *testing.T) {
	src, err := os.ReadFile("../../test/lit/Dialect/Torch/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	text = text[:strings.Index(text, "{-#")]
	ctx := newContext()
	for n := 0; n < len(text); n += 23 {
		op, err := parser.ParseSource(ctx, "t.mlir", text[:n], parser.Options{})
		if err == nil {
			_ = ir.Verify(op)
			_ = op.String()
		}
	}
}

// MatmulSizes follows torch.matmul's rank rules, including a 1-d operand
// against a batched one (its batch dims are empty, not unknown).
func TestMatmulSizes(t *testing.T) {
	for _, c := range []struct{ a, b, want []int64 }{
		{[]int64{3}, []int64{3}, []int64{}},
		{[]int64{2, 3}, []int64{3}, []int64{2}},
		{[]int64{3}, []int64{3, 4}, []int64{4}},
		{[]int64{2}, []int64{3, 2, 4}, []int64{3, 4}},
		{[]int64{5, 2, 3}, []int64{3}, []int64{5, 2}},
		{[]int64{1, 2, 3}, []int64{7, 3, 4}, []int64{7, 2, 4}},
		{[]int64{torch.Dynamic, 2, 3}, []int64{3, 4}, []int64{torch.Dynamic, 2, 4}},
	} {
		got, ok := torch.MatmulSizes(c.a, c.b)
		if !ok || fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("MatmulSizes(%v, %v) = %v, %v; want %v", c.a, c.b, got, ok, c.want)
		}
	}
}
