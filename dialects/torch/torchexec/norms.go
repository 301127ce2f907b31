package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// normExtraOps: vector and matrix norms, training batch norm, complex composites.
var normExtraOps = exec.Table{}
