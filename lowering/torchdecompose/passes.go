// Package torchdecompose holds the torch-level transforms that prepare a
// torch-dialect program for convert-torch-to-linalg, with Torch-MLIR's
// pass names: torch-decompose-complex-ops (composite ATen ops into
// primitive ones), torch-refine-types (fill in unknown sizes and dtypes
// from the shape functions of dialects/torch) and
// torch-lower-to-backend-contract (check the result).
package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// DecomposeComplexOps is torch-decompose-complex-ops.
var DecomposeComplexOps = &passes.Pass{
	Argument: "torch-decompose-complex-ops",
	Name:     "DecomposeComplexOpsPass",
	Summary:  "Decompose complicated torch operations",
	Description: "Rewrites composite ATen ops into the primitive ones convert-torch-to-linalg lowers, keeping " +
		"every result type exact: softmax.int/_softmax/log_softmax.int/_log_softmax (amax, sub, exp, sum, div), " +
		"native_layer_norm/layer_norm (mean, sub, mul, rsqrt; all three results), " +
		"_native_batch_norm_legit_no_training/batch_norm in inference (per-channel scale and shift), linear and " +
		"addmm (mm, add), matmul (mm or bmm with views, per rank), mean, var/std (all overloads), silu, hardsigmoid, " +
		"hardswish, relu6 (clamp), gelu (none and tanh approximations), full_like/zeros_like/ones_like/zeros/ones " +
		"(full), expand_as (expand), transpose.int/t (permute), reshape/flatten.using_ints (view), square, dropout " +
		"in inference, elu, softplus, mish, narrow (slice), stack (unsqueeze, cat), flip (index_select), roll " +
		"(slices, cat), repeat (expand, view), tril/triu (masked_fill), group_norm, scaled_dot_product_attention " +
		"(masks and causal), pad in every mode, and split.Tensor/split_with_sizes/chunk/unbind.int whose list " +
		"only a prim.ListUnpack reads (slices). The torch dialect's canonicalizations run with them (size.int of static dims, no-op views " +
		"and casts, NumToTensor of constants that no ATen op uses). An op whose preconditions fail (unknown rank or dtype, non-constant " +
		"dims) is left alone; torch-lower-to-backend-contract reports it.",
	Anchor: "",
	Options: []passes.Option{
		{Name: "legal-ops", Description: "List of operation names that should be considered legal", Kind: passes.StringOption, List: true},
	},
	Statistics: []passes.Statistic{{Name: "num-decomposed", Description: "Number of rewrites applied"}},
	Dialects:   []string{"torch"},
	Run: func(r *passes.Run) error {
		set := decompositionSet(r.Strings("legal-ops"))
		res := rewrite.ApplyPatternsGreedily(r.Op, set, rewrite.DefaultGreedyConfig())
		r.AddStat("num-decomposed", int64(res.Rewrites))
		if !res.Changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

var defaultSet = rewrite.NewPatternSet(append(append([]*rewrite.Pattern{}, Decompositions...), torch.CanonicalizationPatterns...)...)

// decompositionSet is the decompositions and the torch canonicalizations,
// without the decompositions of the ops in legal ("aten.softmax.int" or
// torch.AtenSoftmaxInt.Name).
func decompositionSet(legal []string) *rewrite.PatternSet {
	if len(legal) == 0 {
		return defaultSet
	}
	keep := map[string]bool{}
	for _, n := range legal {
		keep[n], keep["torch."+n] = true, true
	}
	var ps []*rewrite.Pattern
	for _, p := range Decompositions {
		if !keep[p.Root] {
			ps = append(ps, p)
		}
	}
	return rewrite.NewPatternSet(append(ps, torch.CanonicalizationPatterns...)...)
}

// Passes lists the passes of this package, for tools to register.
func Passes() []*passes.Pass {
	return []*passes.Pass{DecomposeComplexOps, RefineTypes, LowerToBackendContract, VerifyBackendContractNoDecompositions,
		VerifyConversionToValueSemantics, RefinePublicReturn, ReduceOpVariants, GlobalizeObjectGraph}
}
