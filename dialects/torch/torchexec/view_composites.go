package torchexec

import (
	"github.com/strata-compiler/strata/interp/exec"
)

// viewCompositeOps: aliases and view/shape composites (atleast_*d, *_copy variants, stacks, splits, tile, take, ...).
var viewCompositeOps = exec.Table{}
