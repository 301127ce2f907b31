package torchexec

import (
	"github.com/strata-compiler/strata/interp/exec"
)

// specialOps: special functions (gamma family, Bessel functions, orthogonal polynomials, erfcx, ndtr, ...).
var specialOps = exec.Table{}
