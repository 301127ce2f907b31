package torchexec

import (
	"github.com/strata-compiler/strata/interp/exec"
)

// nnCoreOps: core ATen neural-network ops (group norm, bilinear upsampling, padding, grid sampling, backward ops, ...).
var nnCoreOps = exec.Table{}
