package npy

import "math"

// This file converts between float64 and the two 2-byte float formats:
// IEEE half ("f2", NumPy's float16) and bfloat16, which NumPy lacks (the
// test corpora save bfloat16 results as float32, exactly, and compiled
// code reads and writes its bits).

// Float16Bits returns the IEEE half bits nearest v (ties to even), as
// NumPy's astype(float16) rounds a float64: directly, not through float32.
// Values at or past 65520 become infinities; NaN is the quiet NaN 0x7e00
// with v's sign.
func Float16Bits(v float64) uint16 {
	sign := uint16(0)
	if math.Signbit(v) {
		sign = 0x8000
	}
	a := math.Abs(v)
	switch {
	case math.IsNaN(v):
		return sign | 0x7e00
	case a >= 65520: // halfway from the largest half, 65504, to 2^16
		return sign | 0x7c00
	case a == 0:
		return sign
	}
	// a = m * 2^(e-10) with m of 11 bits for a normal number; the smallest
	// exponent is -14, below which m shrinks (a subnormal). The scaling
	// is exact and RoundToEven rounds once.
	_, e := math.Frexp(a)
	e = max(e-1, -14)
	m := uint32(math.RoundToEven(math.Ldexp(a, 10-e)))
	if m == 1<<11 { // rounded up to the next binade
		m, e = 1<<10, e+1
	}
	if m < 1<<10 { // subnormal: biased exponent 0
		return sign | uint16(m)
	}
	return sign | uint16(e+15)<<10 | uint16(m&0x3ff)
}

// Float16FromBits returns the value of IEEE half bits h.
func Float16FromBits(h uint16) float64 {
	exp, frac := int(h>>10)&0x1f, float64(h&0x3ff)
	var v float64
	switch exp {
	case 0:
		v = math.Ldexp(frac, -24)
	case 31:
		if frac != 0 {
			return math.NaN()
		}
		v = math.Inf(1)
	default:
		v = math.Ldexp(1024+frac, exp-25)
	}
	if h&0x8000 != 0 {
		v = -v
	}
	return v
}

// BFloat16Bits returns the bfloat16 bits nearest f (ties to even), as
// torch's Tensor.to(torch.bfloat16) rounds a float32; NaN becomes 0x7fc0
// (torch drops its sign too).
func BFloat16Bits(f float32) uint16 {
	if f != f {
		return 0x7fc0
	}
	b := math.Float32bits(f)
	return uint16((b + 0x7fff + (b>>16)&1) >> 16)
}

// BFloat16FromBits returns the value of bfloat16 bits h (exact in float32).
func BFloat16FromBits(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }

// RoundBFloat16 rounds v to bfloat16 as a model's bfloat16 tensors are
// made: to float32 first, then to bfloat16 (ties to even both times).
func RoundBFloat16(v float64) float32 { return BFloat16FromBits(BFloat16Bits(float32(v))) }
