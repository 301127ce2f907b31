package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// lossOps: loss functions (mse, l1, huber, smooth_l1, kl_div, bce, nll, cross_entropy, margin losses).
var lossOps = exec.Table{}
