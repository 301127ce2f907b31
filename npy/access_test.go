package npy

import (
	"bytes"
	"math"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/ir"
)

// Every dtype the corpora hold round-trips through Write and Read with
// NumPy's header for it, and reads back the values it was given.
func TestEveryDtypeRoundTrips(t *testing.T) {
	for _, tt := range []struct {
		dtype, descr string
		set          []float64
		want         []float64 // Float64s: complex arrays give (re, im) pairs
	}{
		{"f2", "<f2", []float64{1, -2.5, 65504, 1e-8}, []float64{1, -2.5, 65504, 0}},
		{"f4", "<f4", []float64{1, 0.1, -3, 1e40}, []float64{1, float64(float32(0.1)), -3, math.Inf(1)}},
		{"f8", "<f8", []float64{1, 0.1, -3, 1e40}, []float64{1, 0.1, -3, 1e40}},
		{"c8", "<c8", []float64{1, 0.1, -3, 2}, []float64{1, 0, float64(float32(0.1)), 0, -3, 0, 2, 0}},
		{"c16", "<c16", []float64{1, 0.1, -3, 2}, []float64{1, 0, 0.1, 0, -3, 0, 2, 0}},
		{"b1", "|b1", []float64{0, 2, -0.5, math.NaN()}, []float64{0, 1, 1, 1}},
		{"u1", "|u1", []float64{0, 255.9, -1, 256}, []float64{0, 255, 255, 0}},
		{"i1", "|i1", []float64{-128, 127.9, -1.9, 128}, []float64{-128, 127, -1, -128}},
		{"i2", "<i2", []float64{-32768, 32767, -1.5, 65536}, []float64{-32768, 32767, -1, 0}},
		{"i4", "<i4", []float64{-1, 2e9, 3.99, -3.99}, []float64{-1, 2e9, 3, -3}},
		{"i8", "<i8", []float64{-1, 1e15, 3.99, -3.99}, []float64{-1, 1e15, 3, -3}},
	} {
		a, err := New(tt.dtype, []int{2, 2})
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range tt.set {
			a.SetFloat64(i, v)
		}
		var b bytes.Buffer
		if err := Write(&b, a); err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b.Bytes(), []byte("'descr': '"+tt.descr+"'")) {
			t.Errorf("%s: header %q does not say %s", tt.dtype, b.Bytes()[10:74], tt.descr)
		}
		got, err := Read(&b)
		if err != nil {
			t.Fatalf("%s: %v", tt.dtype, err)
		}
		if got.Dtype != tt.dtype || !cmp.Equal(got.Shape, []int{2, 2}) || !bytes.Equal(got.Data, a.Data) {
			t.Errorf("%s: read back %s %v %x, wrote %x", tt.dtype, got.Dtype, got.Shape, got.Data, a.Data)
		}
		if diff := cmp.Diff(tt.want, got.Float64s()); diff != "" {
			t.Errorf("%s values (-want +got):\n%s", tt.dtype, diff)
		}
	}
}

// The typed accessors read what float64 cannot: int64 beyond 2^53 and
// both parts of a complex element.
func TestTypedAccessors(t *testing.T) {
	a, _ := New("i8", []int{2})
	a.SetInt64(0, math.MaxInt64)
	a.SetInt64(1, -(1<<53 + 1))
	if diff := cmp.Diff([]int64{math.MaxInt64, -(1<<53 + 1)}, a.Int64s()); diff != "" {
		t.Errorf("Int64s (-want +got):\n%s", diff)
	}
	c, _ := New("c8", []int{3})
	c.SetComplex128(0, complex(1, -2))
	c.SetComplex128(1, complex(0.1, 1e40))
	c.SetFloat64(2, 7)
	want := []complex128{complex(1, -2), complex(float64(float32(0.1)), math.Inf(1)), 7}
	if diff := cmp.Diff(want, c.Complex128s()); diff != "" {
		t.Errorf("c8 Complex128s (-want +got):\n%s", diff)
	}
	// The bytes are NumPy's: float32 real, float32 imaginary.
	if got := c.Data[:8]; !bytes.Equal(got, []byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0}) {
		t.Errorf("c8 (1-2i) is % x", got)
	}
	if got := c.Int64s(); !cmp.Equal(got, []int64{1, 0, 7}) {
		t.Errorf("c8 Int64s: %v", got)
	}
	r, _ := New("f4", []int{1})
	r.SetComplex128(0, complex(2.5, 9))
	if got := r.Complex128s(); !cmp.Equal(got, []complex128{2.5}) {
		t.Errorf("f4 SetComplex128 keeps the real part: %v", got)
	}
	if _, err := New("c32", []int{1}); err == nil {
		t.Error("New accepted an unknown dtype")
	}
	if _, err := New("f4", []int{1 << 40}); err == nil {
		t.Error("New accepted a terabyte of float32")
	}
	short := &Array{Dtype: "c16", Shape: []int{4}, Data: make([]byte, 40)}
	if n, m := len(short.Float64s()), len(short.Complex128s()); n != 4 || m != 2 {
		t.Errorf("a short c16 array gives %d floats, %d complex numbers, want 4 and 2", n, m)
	}
}

// Half and bfloat16 rounding, by hand: ties go to even, f2 rounds from
// float64 directly (not through float32, which would round twice),
// bfloat16 from float32 as torch does.
func TestFloat16ByHand(t *testing.T) {
	for _, tt := range []struct {
		v    float64
		want uint16
	}{
		{1, 0x3c00}, {-2, 0xc000}, {0.5, 0x3800}, {65504, 0x7bff}, {65519.99, 0x7bff}, {65520, 0x7c00},
		{math.Inf(-1), 0xfc00}, {math.Copysign(0, -1), 0x8000}, {math.Ldexp(1, -24), 0x0001},
		{math.Ldexp(1, -25), 0x0000}, {math.Ldexp(3, -25), 0x0002}, {math.Ldexp(1, -14), 0x0400},
		{math.Ldexp(1023, -24), 0x03ff}, {math.Ldexp(2047, -25), 0x0400}, // the largest subnormal and a round up into the normals
		{1 + math.Ldexp(1, -11), 0x3c00}, {1 + math.Ldexp(3, -11), 0x3c02},
		{1 + math.Ldexp(1, -11) + math.Ldexp(1, -40), 0x3c01}, // through float32: 1 + 2^-11, a tie, 0x3c00
		{0.1, 0x2e66}, {math.NaN(), 0x7e00},
	} {
		if got := Float16Bits(tt.v); got != tt.want {
			t.Errorf("Float16Bits(%v) = %#04x, want %#04x", tt.v, got, tt.want)
		}
		if back := Float16FromBits(tt.want); !math.IsNaN(tt.v) && back != float64(Float16FromBits(Float16Bits(back))) {
			t.Errorf("Float16FromBits(%#04x) = %v does not round-trip", tt.want, back)
		}
	}
	for _, tt := range []struct {
		v    float32
		want uint16
	}{
		{1, 0x3f80}, {-2, 0xc000}, {1 + 1.0/256, 0x3f80}, {1 + 3.0/256, 0x3f82}, {1 + 1.0/256 + 1.0/65536, 0x3f81},
		{0.1, 0x3dcd}, {math.MaxFloat32, 0x7f80}, {float32(math.Inf(-1)), 0xff80}, {float32(math.NaN()), 0x7fc0},
		{math.SmallestNonzeroFloat32, 0x0000}, {math.Float32frombits(0x00018000), 0x0002},
	} {
		if got := BFloat16Bits(tt.v); got != tt.want {
			t.Errorf("BFloat16Bits(%v) = %#04x, want %#04x", tt.v, got, tt.want)
		}
	}
	// bfloat16 of a float64 goes through float32: 1 + 2^-8 + 2^-30 is a tie in float32.
	if got := RoundBFloat16(1 + 1.0/256 + math.Ldexp(1, -30)); got != 1 {
		t.Errorf("RoundBFloat16(1 + 2^-8 + 2^-30) = %v, want 1 (float32 first)", got)
	}
}

// The conversions agree with the compiler's own (ir.FloatBits, which
// folds constants) on every half and bfloat16, every midpoint between
// neighbours and a million random values.
func TestFloat16MatchesIR(t *testing.T) {
	check16 := func(v float64) {
		if got, want := Float16Bits(v), uint16(ir.FloatBits(ir.F16, v)); got != want && !math.IsNaN(v) {
			t.Fatalf("Float16Bits(%v) = %#04x, ir says %#04x", v, got, want)
		}
	}
	checkBF := func(f float32) {
		if got, want := BFloat16Bits(f), uint16(ir.FloatBits(ir.BF16, float64(f))); got != want && f == f {
			t.Fatalf("BFloat16Bits(%v) = %#04x, ir says %#04x", f, got, want)
		}
	}
	for h := 0; h < 1<<16; h++ {
		v := Float16FromBits(uint16(h))
		if got := ir.FloatFromBits(ir.F16, uint64(h)); got != v && !math.IsNaN(v) {
			t.Fatalf("Float16FromBits(%#04x) = %v, ir says %v", h, v, got)
		}
		check16(v)
		if next := Float16FromBits(uint16(h + 1)); h&0x7fff < 0x7bff {
			check16((v + next) / 2)
		}
		f := BFloat16FromBits(uint16(h))
		checkBF(f)
		checkBF(math.Float32frombits(math.Float32bits(f) | 0x8000))
		checkBF(math.Float32frombits(math.Float32bits(f) | 0x7fff))
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 1000000; i++ {
		check16(math.Ldexp(r.Float64()*2-1, r.Intn(40)-30))
		checkBF(math.Float32frombits(r.Uint32()))
	}
}
