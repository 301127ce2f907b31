package torch

import (
	"testing"

	"github.com/strata-compiler/strata/ir"
)

// TestResultDtype checks PyTorch's type promotion on a few known cases.
func TestResultDtype(t *testing.T) {
	ctx := ir.NewContext()
	si64, si32, ui8, si8 := ctx.IntegerType(64, ir.Signed), ctx.IntegerType(32, ir.Signed), ctx.IntegerType(8, ir.Unsigned), ctx.IntegerType(8, ir.Signed)
	f16, bf16, f32, f64 := ctx.F16(), ctx.BF16(), ctx.F32(), ctx.F64()
	vec := func(d ir.Type) ir.Type { return VTensor(ctx, []int64{2}, d) }
	zero := func(d ir.Type) ir.Type { return VTensor(ctx, []int64{}, d) }
	for i, c := range []struct {
		in   []ir.Type
		want ir.Type
	}{
		{[]ir.Type{vec(f32), vec(f64)}, f64},
		{[]ir.Type{vec(f16), vec(bf16)}, f32},
		{[]ir.Type{vec(ui8), vec(si8)}, ctx.IntegerType(16, ir.Signed)},
		{[]ir.Type{vec(si32), zero(si64)}, si32},   // zero-rank of the same category does not win
		{[]ir.Type{vec(si32), zero(f64)}, f64},     // ... of a higher category does
		{[]ir.Type{vec(si64), Float(ctx)}, f32},    // a float scalar is the default dtype
		{[]ir.Type{vec(f16), Float(ctx)}, f16},     // and does not widen a float tensor
		{[]ir.Type{vec(ctx.I(1)), Int(ctx)}, si64}, // bool with an int scalar
	} {
		if got := ResultDtype(ctx, c.in); got != c.want {
			t.Errorf("case %d: got %v, want %v", i, ir.TypeString(got), ir.TypeString(c.want))
		}
	}
}
