package torchdecompose

import "github.com/strata-compiler/strata/rewrite"

// denseLinalgDecompositions: dense linear algebra (LU, Cholesky, triangular solves, QR, eigen and singular values).
var denseLinalgDecompositions = []*rewrite.Pattern{}
