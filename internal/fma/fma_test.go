package fma

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// exactFMA32 is a*b+c rounded once to float32, computed with big floats.
func exactFMA32(a, b, c float32) float32 {
	x := new(big.Float).SetPrec(300).SetFloat64(float64(a))
	x.Mul(x, new(big.Float).SetPrec(300).SetFloat64(float64(b)))
	x.Add(x, new(big.Float).SetPrec(300).SetFloat64(float64(c)))
	f, _ := x.Float32()
	return f
}

func fma32(a, b, c float32) float32 {
	return float32(Narrow(float64(a), float64(b), float64(c)))
}

// TestFMA32RoundsOnce: Narrow rounded to f32 rounds a*b+c once, where rounding
// float64's fused result again to f32 rounds twice.
func TestFMA32RoundsOnce(t *testing.T) {
	x := float32(1 + math.Ldexp(1, -12))
	tiny := float32(math.Ldexp(1, -70))
	if got, want := fma32(x, x, tiny), exactFMA32(x, x, tiny); got != want {
		t.Fatalf("fma(1+2^-12, 1+2^-12, 2^-70) = %08x, want %08x", math.Float32bits(got), math.Float32bits(want))
	}
	if twice := float32(math.FMA(float64(x), float64(x), float64(tiny))); twice == exactFMA32(x, x, tiny) {
		t.Fatalf("the case no longer rounds twice through float64: pick another")
	}
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	for _, c := range [][3]float32{
		{inf, 1, 1}, {inf, 0, 1}, {2, 3, -inf}, {nan, 1, 0}, {math.MaxFloat32, 2, -math.MaxFloat32},
		{0, 5, float32(math.Copysign(0, -1))}, {float32(math.Copysign(0, -1)), 5, float32(math.Copysign(0, -1))},
		{math.SmallestNonzeroFloat32, 0.5, 0}, {1e-30, 1e-30, 1e-45},
	} {
		got, want := fma32(c[0], c[1], c[2]), exactSpecial(c[0], c[1], c[2])
		if math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
			t.Errorf("fma(%g, %g, %g) = %g, want %g", c[0], c[1], c[2], got, want)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 200000; i++ {
		a := math.Float32frombits(uint32(rng.Intn(61)+97)<<23 | uint32(rng.Intn(1<<23)) | uint32(rng.Intn(2))<<31)
		b := math.Float32frombits(uint32(rng.Intn(61)+97)<<23 | uint32(rng.Intn(1<<23)))
		// c cancels the product, or sits a little under its last bit.
		c := -float32(float64(a) * float64(b))
		if i%2 == 1 {
			c = float32(math.Ldexp(float64(a)*float64(b), -24-rng.Intn(40)))
		}
		if got, want := fma32(a, b, c), exactFMA32(a, b, c); got != want {
			t.Fatalf("fma(%08x, %08x, %08x) = %08x, want %08x", math.Float32bits(a), math.Float32bits(b), math.Float32bits(c),
				math.Float32bits(got), math.Float32bits(want))
		}
	}
}

// exactSpecial is exactFMA32 where infinities and NaNs take IEEE's rules.
func exactSpecial(a, b, c float32) float32 {
	for _, v := range []float32{a, b, c} {
		if v != v || math.IsInf(float64(v), 0) {
			return float32(math.FMA(float64(a), float64(b), float64(c)))
		}
	}
	return exactFMA32(a, b, c)
}
