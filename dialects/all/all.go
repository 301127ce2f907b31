// Package all registers every dialect Strata has, for tools that accept
// any of them (strata-opt). Add one line per dialect package.
package all

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/cf"
	complexd "github.com/strata-compiler/strata/dialects/complex"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/index"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/llvm"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/nvgpu"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
)

// Register adds every dialect to ctx.
func Register(ctx *ir.Context) {
	builtin.Register(ctx)
	fn.Register(ctx)
	arith.Register(ctx)
	mathd.Register(ctx)
	complexd.Register(ctx)
	cf.Register(ctx)
	tensor.Register(ctx)
	linalg.Register(ctx)
	bufferization.Register(ctx)
	scf.Register(ctx)
	memref.Register(ctx)
	affine.Register(ctx)
	llvm.Register(ctx)
	gpu.Register(ctx)
	index.Register(ctx)
	nvgpu.Register(ctx)
	nvvm.Register(ctx)
	torch.Register(ctx)
	ub.Register(ctx)
	vector.Register(ctx)
}
