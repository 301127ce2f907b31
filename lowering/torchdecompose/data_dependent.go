package torchdecompose

import "github.com/strata-compiler/strata/rewrite"

// dataDependentDecompositions: ops whose result shape depends on the data (nonzero, unique, histc, ...) and selection (topk, kthvalue, mode).
var dataDependentDecompositions = []*rewrite.Pattern{}
