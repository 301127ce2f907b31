package ir

import (
	"math"
	"testing"
)

// Expected strings are what mlir-opt-22 prints for these values.
func TestFormatFloat(t *testing.T) {
	cases := []struct {
		k    FloatKind
		v    float64
		bits uint64 // used when v is NaN
		want string
	}{
		{F32, 1.0, 0, "1.000000e+00"},
		{F64, 0.1, 0, "1.000000e-01"},
		{F64, 3.14159265, 0, "3.1415926500000002"},
		{F64, 123456789.0, 0, "0x419D6F3454000000"},
		{F64, 123456789.5, 0, "123456789.5"},
		{F64, 1.2345678912345e20, 0, "1.2345678912345E+20"},
		{F64, 0.00012345678912345, 0, "1.2345678912344999E-4"},
		{F64, 1.23456789e-5, 0, "1.23456789E-5"},
		{F32, 1234567.0, 0, "0x4996B438"},
		{F32, 12.345678, 0, "12.3456783"},
		{F16, 0.3, 0, "3.000490e-01"},
		{F16, 1e-7, 0, "1.192090e-07"},
		{F16, 65504, 0, "6.550400e+04"},
		{F64, math.Copysign(0, -1), 0, "-0.000000e+00"},
		{F32, math.Inf(1), 0, "0x7F800000"},
		{BF16, 2.5, 0, "2.500000e+00"},
		{F8E4M3FN, 1.5, 0, "1.500000e+00"},
	}
	for _, c := range cases {
		bits := FloatBits(c.k, c.v)
		got, _ := FormatFloat(c.k, bits)
		if got != c.want {
			t.Errorf("%s %v: got %q, want %q", floatSems[c.k].name, c.v, got, c.want)
		}
	}
}

func TestFloatBitsRoundTrip(t *testing.T) {
	for _, k := range []FloatKind{F16, BF16, F8E4M3FN, F8E5M2, F8E4M3, F8E5M2FNUZ, F8E4M3FNUZ, F8E3M4, F6E2M3FN, F4E2M1FN} {
		w := FloatWidth(k)
		for b := uint64(0); b < 1<<w && b < 1<<16; b++ {
			v := FloatFromBits(k, b)
			if math.IsNaN(v) {
				continue
			}
			if got := FloatBits(k, v); got != b && !(v == 0 && floatSems[k].variant == 2) {
				t.Fatalf("%s: bits %#x -> %v -> %#x", floatSems[k].name, b, v, got)
			}
		}
	}
	if FloatBits(F8E4M3FN, 448) != 0x7E || FloatBits(F8E4M3FN, math.NaN()) != 0x7F {
		t.Error("f8E4M3FN max/NaN")
	}
}
