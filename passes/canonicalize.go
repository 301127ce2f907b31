package passes

import (
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalize applies every dialect's folders and canonicalization
// patterns greedily until a fixpoint.
var Canonicalize = &Pass{
	Argument: "canonicalize",
	Name:     "Canonicalizer",
	Summary:  "Canonicalize operations",
	Description: `This pass performs various types of canonicalizations over a set of
operations by iteratively applying the canonicalization patterns of all
loaded dialects until either a fixpoint is reached or the maximum number of
iterations/rewrites is exhausted. It folds ops (OpDef.Fold), materializes
folded constants through the dialects' hooks, hoists and uniques constants
at the start of the enclosing isolated region, erases trivially dead ops
and, between rounds, simplifies regions (unreachable blocks, dead block
arguments; identical blocks with region-simplify=aggressive).`,
	Options: []Option{
		{Name: "top-down", Kind: BoolOption, Default: "true", Description: "Seed the worklist in general top-down order"},
		{Name: "region-simplify", Kind: EnumOption, Default: "normal", Values: []string{"disabled", "normal", "aggressive"},
			Description: "Perform control flow optimizations to the region tree"},
		{Name: "max-iterations", Kind: IntOption, Default: "10", Description: "Max. iterations between applying patterns / simplifying regions"},
		{Name: "max-num-rewrites", Kind: IntOption, Default: "-1", Description: "Max. number of pattern rewrites within an iteration"},
		{Name: "test-convergence", Kind: BoolOption, Default: "false", Description: "Test only: Fail pass on non-convergence to detect cyclic pattern"},
		{Name: "disable-patterns", Kind: StringOption, List: true, Description: "Labels of patterns that should be filtered out during application"},
		{Name: "enable-patterns", Kind: StringOption, List: true, Description: "Labels of patterns that should be used during application, all other patterns are filtered out"},
	},
	Statistics: []Statistic{
		{Name: "num-rewrites", Description: "Number of pattern rewrites applied"},
		{Name: "num-folds", Description: "Number of operations folded"},
		{Name: "num-erased", Description: "Number of trivially dead operations erased"},
	},
	Run: runCanonicalize,
}

func runCanonicalize(r *Run) error {
	cfg := rewrite.DefaultGreedyConfig()
	cfg.TopDown = r.Bool("top-down")
	cfg.MaxIterations = int(r.Int("max-iterations"))
	cfg.MaxNumRewrites = int(r.Int("max-num-rewrites"))
	switch r.String("region-simplify") {
	case "disabled":
		cfg.Simplify = rewrite.SimplifyDisabled
	case "aggressive":
		cfg.Simplify = rewrite.SimplifyAggressive
	}
	patterns := rewrite.CanonicalizationPatterns(r.Ctx).Filter(r.Strings("disable-patterns"), r.Strings("enable-patterns"))
	res := rewrite.ApplyPatternsGreedily(r.Op, patterns, cfg)
	r.AddStat("num-rewrites", int64(res.Rewrites))
	r.AddStat("num-folds", int64(res.Folds))
	r.AddStat("num-erased", int64(res.Erased))
	if !res.Changed {
		r.MarkUnchanged()
	}
	if r.Bool("test-convergence") && !res.Converged {
		return r.Op.EmitError("canonicalizer failed to converge within %d iterations", cfg.MaxIterations)
	}
	return nil
}
