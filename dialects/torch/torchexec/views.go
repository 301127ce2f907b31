package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// viewOps: Views and data movement: view, reshape, permute, transpose, squeeze, unsqueeze, expand, slice, select, cat, flatten, clone.
var viewOps = exec.Table{}
