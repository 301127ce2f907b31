package torchdecompose

import (
	"github.com/strata-compiler/strata/rewrite"
)

// specialDecompositions: special functions.
var specialDecompositions = []*rewrite.Pattern{}
