package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// linearOps: Contractions, convolutions and pooling: mm, bmm, matmul, addmm, linear, convolution, max/avg/adaptive pooling.
var linearOps = exec.Table{}
