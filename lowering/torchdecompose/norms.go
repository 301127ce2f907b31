package torchdecompose

import "github.com/strata-compiler/strata/rewrite"

// normExtraDecompositions: vector and matrix norms, training batch norm, complex composites.
var normExtraDecompositions = []*rewrite.Pattern{}
