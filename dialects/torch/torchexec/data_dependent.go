package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// dataDependentOps: ops whose result shape depends on the data (nonzero, unique, histc, ...) and selection (topk, kthvalue, mode).
var dataDependentOps = exec.Table{}
