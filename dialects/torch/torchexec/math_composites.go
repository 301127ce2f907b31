package torchexec

import (
	"github.com/strata-compiler/strata/interp/exec"
)

// mathCompositeOps: math composites and reductions (logsumexp, xlogy, glu, norms, scatter_reduce, ...).
var mathCompositeOps = exec.Table{}
