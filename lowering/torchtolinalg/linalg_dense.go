package torchtolinalg

import "github.com/strata-compiler/strata/rewrite"

// denseLinalgPatterns: dense linear algebra (LU, Cholesky, triangular solves, QR, eigen and singular values).
func denseLinalgPatterns() []*rewrite.ConversionPattern { return nil }
