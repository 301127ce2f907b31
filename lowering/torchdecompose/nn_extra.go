package torchdecompose

import "github.com/strata-compiler/strata/rewrite"

// nnExtraDecompositions: nn and pointwise extras (shrinks, prelu, bilinear, renorm, frac, gcd/lcm, shifts, one_hot, chunk_cat, gradient, trapezoid).
var nnExtraDecompositions = []*rewrite.Pattern{}
