// Package fma computes a fused multiply-add for formats narrower than
// float64 with the single rounding the hardware's instruction has
// (fma.rn.f32, vfmadd...ss): rounding math.FMA's float64 result again to
// float32 rounds twice, and differs where float64's result lands on a
// float32 midpoint (f32 (1+2^-12)^2 + 2^-70 ties to 0x3f801000 instead of
// rounding up to 0x3f801001).
package fma

import "math"

// Narrow returns a*b+c for operands of at most 26 significant bits (f32
// and narrower), whose product float64 holds exactly, as a float64
// rounded to odd: rounding it once more to any format of at most 51
// significant bits is the correctly rounded a*b+c (Boldo and Melquiond's
// round-to-odd). Infinities and NaNs follow math.FMA.
func Narrow(a, b, c float64) float64 {
	p := a * b
	s := p + c
	if math.IsInf(s, 0) || math.IsNaN(s) || math.IsInf(p, 0) || math.IsInf(c, 0) {
		return math.FMA(a, b, c)
	}
	// The error of the sum, exactly (Knuth's TwoSum).
	bv := s - p
	av := s - bv
	err := (p - av) + (c - bv)
	if err != 0 && math.Float64bits(s)&1 == 0 {
		s = math.Nextafter(s, math.Copysign(math.Inf(1), err))
	}
	return s
}
