package torchtolinalg

import "github.com/strata-compiler/strata/rewrite"

// normExtraPatterns: vector and matrix norms, training batch norm, complex composites.
func normExtraPatterns() []*rewrite.ConversionPattern { return normComplexPatterns() }
