package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// creationOps: Tensor factories: full, zeros, ones, empty, arange, the *_like ops, scalar_tensor.
var creationOps = exec.Table{}
