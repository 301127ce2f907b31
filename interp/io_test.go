package interp

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// The dtype of each element type, and arrays of it converted in and back
// out: bf16 is held as f4 (its values exactly), unsigned integers as u
// dtypes, i1 as b1, complex numbers as c8 and c16 (parts rounded to the
// part type).
func TestDtypesRoundTrip(t *testing.T) {
	ctx := ir.NewContext()
	tensor := func(e ir.Type) ir.Type { return ctx.RankedTensorType([]int64{3}, e, nil) }
	for _, tt := range []struct {
		elem  ir.Type
		dtype string
		in    *npy.Array
		want  []float64
	}{
		{ctx.F16(), "f2", arr("f2", 0.1, 65504, -0.0), []float64{npy.Float16FromBits(0x2e66), 65504, 0}},
		{ctx.BF16(), "f4", arr("f8", 0.1, 1+1.0/256, 3), []float64{0.10009765625, 1, 3}},
		{ctx.BF16(), "f4", arr("f2", 0.1, -2, 3), []float64{float64(npy.RoundBFloat16(npy.Float16FromBits(0x2e66))), -2, 3}},
		{ctx.F32(), "f4", arr("f4", 0.5, -2, 3), []float64{0.5, -2, 3}},
		{ctx.F64(), "f8", arr("f8", 0.1, -2, 3), []float64{0.1, -2, 3}},
		{ctx.I(1), "b1", arr("b1", 1, 0, 1), []float64{1, 0, 1}},
		{ctx.I(1), "b1", arr("u1", 1, 0, 1), []float64{1, 0, 1}},
		{ctx.I(8), "i1", arr("u1", 255, 0, 128), []float64{-1, 0, -128}},
		{ctx.IntegerType(8, ir.Unsigned), "u1", arr("u1", 255, 0, 128), []float64{255, 0, 128}},
		{ctx.IntegerType(8, ir.Unsigned), "u1", arr("i1", -1, 0, 5), []float64{255, 0, 5}},
		{ctx.IntegerType(16, ir.Signed), "i2", arr("i2", -1, 0, 5), []float64{-1, 0, 5}},
		{ctx.IntegerType(32, ir.Unsigned), "u4", arr("u4", 4294967295, 0, 5), []float64{4294967295, 0, 5}},
		{ctx.I(64), "i8", arr("i8", -1, 1e15, 5), []float64{-1, 1e15, 5}},
		{ctx.ComplexType(ctx.F32()), "c8", carr("c8", 1+2i, -0.5, complex(0, -3)), []float64{1, 2, -0.5, 0, 0, -3}},
		{ctx.ComplexType(ctx.F64()), "c16", carr("c16", 0.1+0.2i, 2, complex(0, 1e300)), []float64{0.1, 0.2, 2, 0, 0, 1e300}},
	} {
		typ := tensor(tt.elem)
		if got, err := Dtype(typ); got != tt.dtype || err != nil {
			t.Errorf("Dtype(%s) = %q, %v; want %q", ir.TypeString(typ), got, err, tt.dtype)
		}
		v, err := FromNpy(tt.in, typ)
		if err != nil {
			t.Errorf("%s array for %s: %v", tt.in.Dtype, ir.TypeString(typ), err)
			continue
		}
		out, err := ToNpy(v, typ)
		if err != nil {
			t.Errorf("%s: %v", ir.TypeString(typ), err)
			continue
		}
		if out.Dtype != tt.dtype || out.Validate() != nil {
			t.Errorf("%s: result %s (%v), want %s", ir.TypeString(typ), out.Dtype, out.Validate(), tt.dtype)
		}
		if diff := cmp.Diff(tt.want, out.Float64s()); diff != "" {
			t.Errorf("%s array through %s (-want +got):\n%s", tt.in.Dtype, ir.TypeString(typ), diff)
		}
	}
	if _, err := Dtype(tensor(ctx.ComplexType(ctx.F16()))); err == nil || !strings.Contains(err.Error(), "not supported") {
		t.Errorf("Dtype(complex<f16>): %v", err)
	}
	for _, bad := range []struct {
		a    *npy.Array
		elem ir.Type
	}{
		{arr("c8", 1, 2, 3), ctx.F32()},
		{arr("c8", 1, 2, 3), ctx.BF16()},
		{arr("f4", 1, 2, 3), ctx.F16()},
		{arr("i4", 1, 2, 3), ctx.BF16()},
		{arr("f4", 1, 2, 3), ctx.I(32)},
		{arr("i2", 1, 2, 3), ctx.I(32)},
		{arr("c16", 1, 2, 3), ctx.ComplexType(ctx.F32())},
		{arr("f4", 1, 2, 3), ctx.ComplexType(ctx.F32())},
	} {
		if err := CheckInput(bad.a, tensor(bad.elem)); err == nil {
			t.Errorf("CheckInput accepted a %s array for %s", bad.a.Dtype, ir.TypeString(bad.elem))
		}
	}
}

func arr(dtype string, vs ...float64) *npy.Array {
	a, err := npy.New(dtype, []int{len(vs)})
	if err != nil {
		panic(err)
	}
	for i, v := range vs {
		a.SetFloat64(i, v)
	}
	return a
}

func carr(dtype string, vs ...complex128) *npy.Array {
	a, err := npy.New(dtype, []int{len(vs)})
	if err != nil {
		panic(err)
	}
	for i, v := range vs {
		a.SetComplex128(i, v)
	}
	return a
}
