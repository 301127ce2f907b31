package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// denseLinalgOps: dense linear algebra (LU, Cholesky, triangular solves, QR, eigen and singular values).
var denseLinalgOps = exec.Table{}
