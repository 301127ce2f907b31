package torchdecompose

import "github.com/strata-compiler/strata/rewrite"

// lossDecompositions: loss functions (mse, l1, huber, smooth_l1, kl_div, bce, nll, cross_entropy, margin losses).
var lossDecompositions = []*rewrite.Pattern{}
