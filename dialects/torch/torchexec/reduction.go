package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// reductionOps: Reductions over dims: sum, mean, amax, amin, prod, any, all, argmax, argmin, max/min, var, std, norms, cumulative ops.
var reductionOps = exec.Table{}
