// Package linalgtransforms holds the transforms of the linalg level, as
// passes: linalg-generalize-named-ops, linalg-fuse-elementwise-ops,
// convert-elementwise-to-linalg, linalg-fold-unit-extent-dims,
// linalg-tile.
package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// GeneralizeNamedOps is linalg-generalize-named-ops: every named
// structured op becomes the equivalent linalg.generic.
var GeneralizeNamedOps = &passes.Pass{
	Argument: "linalg-generalize-named-ops",
	Name:     "LinalgGeneralizeNamedOpsPass",
	Summary:  "Convert named ops into generic ops",
	Dialects: []string{"linalg"},
	Run: func(r *passes.Run) error {
		if err := linalg.GeneralizeAll(r.Op); err != nil {
			return ir.NewDiagnostic(ir.SevError, r.Op.Loc(), "%v", err)
		}
		// Upstream rewrites with the greedy driver, which also folds and
		// erases dead ops on tensors; do the same.
		cfg := rewrite.DefaultGreedyConfig()
		rewrite.ApplyPatternsGreedily(r.Op, rewrite.NewPatternSet(linalg.EraseDeadTensorOp), cfg)
		return nil
	},
}

// Passes lists the passes of this package, for tools to register.
func Passes() []*passes.Pass {
	return []*passes.Pass{GeneralizeNamedOps, DecomposeAggregatedOps, ElementwiseToLinalg, FuseElementwiseOps, FoldUnitExtentDims, Tile, InterchangeForLocality, ConvToIm2Col, FoldPoolingPadding, FoldCopiesIntoConsumers, CollapseDims}
}
