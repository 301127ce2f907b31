package torchdecompose

import (
	"github.com/strata-compiler/strata/rewrite"
)

// nnCoreDecompositions: core ATen neural-network ops.
var nnCoreDecompositions = []*rewrite.Pattern{}
