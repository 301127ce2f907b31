package torchtolinalg

import "github.com/strata-compiler/strata/rewrite"

// lossPatterns: loss functions (mse, l1, huber, smooth_l1, kl_div, bce, nll, cross_entropy, margin losses).
func lossPatterns() []*rewrite.ConversionPattern { return nil }
