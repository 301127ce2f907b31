package cpu

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// copyEntry is the LLVM IR of an entry taking a memref of rank 1 and
// returning a copy of it: size bytes an element, copied as bits, so that
// the harness's marshalling alone decides what the values are.
func copyEntry(name string, size int) string {
	const d = "{ i8*, i8*, i64, [1 x i64], [1 x i64] }"
	return strings.NewReplacer("D", d, "NAME", name, "SIZE", fmt.Sprint(size)).Replace(`
define void @_mlir_ciface_NAME(i8* %res, i8* %arg) {
  %p = bitcast i8* %arg to D*
  %v = load D, D* %p
  %src = extractvalue D %v, 1
  %n = extractvalue D %v, 3, 0
  %bytes = mul i64 %n, SIZE
  %buf = call i8* @malloc(i64 %bytes)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %buf, i8* %src, i64 %bytes, i1 false)
  %r0 = insertvalue D %v, i8* %buf, 0
  %r1 = insertvalue D %r0, i8* %buf, 1
  %rp = bitcast i8* %res to D*
  store D %r1, D* %rp
  ret void
}
`)
}

// Each element type crosses the harness with its own layout: f16 and
// bf16 as 2 bytes (bf16 given and returned as float32 arrays, rounded to
// bfloat16 as torch does), complex as two floats, i1 as one byte. The
// printed output shows that the C side reads the same values.
func TestEveryDtypeCrossesTheHarness(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	arr := func(dtype string, set func(a *npy.Array)) *npy.Array {
		a, err := npy.New(dtype, []int{4})
		if err != nil {
			t.Fatal(err)
		}
		set(a)
		return a
	}
	floats := func(vs ...float64) func(a *npy.Array) {
		return func(a *npy.Array) {
			for i, v := range vs {
				a.SetFloat64(i, v)
			}
		}
	}
	tests := []struct {
		name    string
		elem    ir.Type
		size    int
		in      *npy.Array
		want    []float64 // Float64s of the result
		dtype   string    // of the result
		printed string
	}{
		{"f16", ctx.F16(), 2, arr("f2", floats(1, -2.5, 0.1, 65504)), []float64{1, -2.5, npy.Float16FromBits(0x2e66), 65504}, "f2", "[1, -2.5, 0.0999756, 65504]"},
		{"bf16", ctx.BF16(), 2, arr("f4", floats(1, -2.5, 0.1, 3e38)), []float64{1, -2.5, 0.10009765625, float64(npy.RoundBFloat16(3e38))}, "f4", "[1, -2.5, 0.100098, 3.00406e+38]"},
		{"bf16_from_f8", ctx.BF16(), 2, arr("f8", floats(1+1.0/256, 1+3.0/256, math.Inf(-1), 0)), []float64{1, 1 + 4.0/256, math.Inf(-1), 0}, "f4", "[1, 1.01562, -inf, 0]"},
		{"complex64", ctx.ComplexType(ctx.F32()), 8, arr("c8", func(a *npy.Array) {
			a.SetComplex128(0, complex(1, -2))
			a.SetComplex128(3, complex(0.5, 1e10))
		}), []float64{1, -2, 0, 0, 0, 0, 0.5, 1e10}, "c8", "[(1,-2), (0,0), (0,0), (0.5,1e+10)]"},
		{"complex128", ctx.ComplexType(ctx.F64()), 16, arr("c16", func(a *npy.Array) {
			a.SetComplex128(1, complex(0.1, -0.25))
		}), []float64{0, 0, 0.1, -0.25, 0, 0, 0, 0}, "c16", "[(0,0), (0.1,-0.25), (0,0), (0,0)]"},
		{"i1", ctx.I(1), 1, arr("b1", floats(1, 0, 1, 1)), []float64{1, 0, 1, 1}, "b1", "[1, 0, 1, 1]"},
		{"i8_from_u1", ctx.I(8), 1, arr("u1", floats(0, 255, 128, 7)), []float64{0, -1, -128, 7}, "i1", "[0, -1, -128, 7]"},
		{"i16", ctx.I(16), 2, arr("i2", floats(-32768, 32767, -1, 2)), []float64{-32768, 32767, -1, 2}, "i2", "[-32768, 32767, -1, 2]"},
		{"f64", ctx.F64(), 8, arr("f8", floats(0.1, -1, 2, 3)), []float64{0.1, -1, 2, 3}, "f8", "[0.1, -1, 2, 3]"},
	}
	ll := "declare i8* @malloc(i64)\ndeclare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)\n"
	for _, tt := range tests {
		ll += copyEntry(tt.name, tt.size)
	}
	base, err := CompileLLVM(context.Background(), ll, "", nil, t.TempDir(), tc)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		mt := ctx.MemRefType([]int64{4}, tt.elem, nil, nil)
		p := *base
		p.Entry, p.Sig = tt.name, ctx.FunctionType([]ir.Type{mt}, []ir.Type{mt})
		res, err := p.Run(context.Background(), []*npy.Array{tt.in})
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		got := res.Arrays[0]
		if got.Dtype != tt.dtype || !cmp.Equal(got.Shape, []int{4}) || got.Validate() != nil {
			t.Errorf("%s: result %s %v (%v), want %s [4]", tt.name, got.Dtype, got.Shape, got.Validate(), tt.dtype)
		}
		if diff := cmp.Diff(tt.want, got.Float64s()); diff != "" {
			t.Errorf("%s: result (-want +got):\n%s", tt.name, diff)
		}
		if !strings.Contains(res.Output, tt.printed) {
			t.Errorf("%s: the harness printed %q, want %s", tt.name, res.Output, tt.printed)
		}
	}
}

// What the harness cannot pass is an error before any C is compiled:
// a bf16 argument needs a real float array, a complex one an array of
// its own complex dtype, and a scalar f16, bf16 or complex (C has no
// portable type for them) is refused.
func TestHarnessRefusesWhatItCannotPass(t *testing.T) {
	ctx := ir.NewContext()
	bf16 := ctx.MemRefType([]int64{2}, ctx.BF16(), nil, nil)
	c64 := ctx.MemRefType([]int64{2}, ctx.ComplexType(ctx.F32()), nil, nil)
	for _, tt := range []struct {
		a    *npy.Array
		t    ir.Type
		want string
	}{
		{&npy.Array{Dtype: "i4", Shape: []int{2}, Data: make([]byte, 8)}, bf16, "dtype 'i4' does not match element type 'bf16' (expected 'f4')"},
		{&npy.Array{Dtype: "c8", Shape: []int{2}, Data: make([]byte, 16)}, bf16, "dtype 'c8' does not match"},
		{&npy.Array{Dtype: "f4", Shape: []int{2}, Data: make([]byte, 8)}, c64, "dtype 'f4' does not match element type 'complex<f32>' (expected 'c8')"},
		{&npy.Array{Dtype: "c16", Shape: []int{2}, Data: make([]byte, 32)}, c64, "dtype 'c16' does not match"},
	} {
		if err := CheckInput(tt.a, tt.t); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s for %s: got %v, want %q", tt.a.Dtype, ir.TypeString(tt.t), err, tt.want)
		}
	}
	for _, elem := range []ir.Type{ctx.F16(), ctx.BF16(), ctx.ComplexType(ctx.F32())} {
		ft := ctx.FunctionType([]ir.Type{elem}, nil)
		if _, err := Harness("main", ft, []Input{{Scalar: "0"}}); err == nil || !strings.Contains(err.Error(), "unsupported type") {
			t.Errorf("a scalar %s: got %v, want unsupported", ir.TypeString(elem), err)
		}
	}
}
