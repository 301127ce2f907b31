package torchdecompose

import (
	"github.com/strata-compiler/strata/rewrite"
)

// viewCompositeDecompositions: aliases and view/shape composites.
var viewCompositeDecompositions = []*rewrite.Pattern{}
