// Package pipelines is the one explicit list of every pass and named
// pipeline Strata's tools know: the generic passes of package passes and
// the transforms and lowerings of the lowering packages. A new pass is added
// here, never through init().
package pipelines

import (
	"github.com/strata-compiler/strata/lowering/arithtollvm"
	"github.com/strata-compiler/strata/lowering/cftollvm"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/linalgtransforms"
	"github.com/strata-compiler/strata/lowering/mathtolibm"
	"github.com/strata-compiler/strata/lowering/mathtollvm"
	"github.com/strata-compiler/strata/passes"
)

// Registry returns a registry of every pass and pipeline.
func Registry() *passes.PassRegistry {
	r := passes.Registry()
	// A malformed declaration is a bug in this tree, caught by the tests.
	if err := r.Register(linalgtransforms.Passes()...); err != nil {
		panic(err)
	}
	// The conversions to the llvm dialect and the CPU pipeline.
	for _, ps := range [][]*passes.Pass{
		arithtollvm.Passes(), mathtollvm.Passes(), mathtolibm.Passes(), functollvm.Passes(), cftollvm.Passes(),
	} {
		if err := r.Register(ps...); err != nil {
			panic(err)
		}
	}
	return r
}
