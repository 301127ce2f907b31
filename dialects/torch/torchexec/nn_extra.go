package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// nnExtraOps: nn and pointwise extras (shrinks, prelu, bilinear, renorm, frac, gcd/lcm, shifts, one_hot, chunk_cat, gradient, trapezoid).
var nnExtraOps = exec.Table{}
