package torchtolinalg

import "github.com/strata-compiler/strata/rewrite"

// dataDependentPatterns: ops whose result shape depends on the data (nonzero, unique, histc, ...) and selection (topk, kthvalue, mode).
func dataDependentPatterns() []*rewrite.ConversionPattern { return nil }
