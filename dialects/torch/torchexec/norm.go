package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// normOps: Normalizations: softmax and log_softmax, layer, batch, group and instance norm.
var normOps = exec.Table{}
