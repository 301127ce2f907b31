package torchdecompose

import (
	"github.com/strata-compiler/strata/rewrite"
)

// mathCompositeDecompositions: math composites and reductions.
var mathCompositeDecompositions = []*rewrite.Pattern{}
