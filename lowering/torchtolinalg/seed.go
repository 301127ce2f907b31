package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// SeedGlobal is the memref.global that holds the program's random seed.
const SeedGlobal = "__strata_rng_seed"

// ConvertSeedToMemRef is strata-convert-torch-seed-to-memref, Strata's
// counterpart of Torch-MLIR's convert-torch-conversion-to-mlprogram
// (which keeps the seed in an ml_program.global).
var ConvertSeedToMemRef = &passes.Pass{
	Argument: "strata-convert-torch-seed-to-memref",
	Name:     "ConvertTorchSeedToMemRef",
	Summary:  "Keep the global seed of torch_c.get_next_seed in a memref.global",
	Description: `Rewrites every torch_c.get_next_seed into a load of the i64 memref.global
@__strata_rng_seed (private, initially 0, added to the module when a program
first needs it), one step of the linear congruential generator
s' = s * 6364136223846793005 + 1442695040888963407 (Knuth's MMIX constants,
which Torch-MLIR uses too), and a store of s', which is the op's result. Each
call of a compiled program so draws new random numbers.`,
	Anchor:   builtin.Module.Name,
	Dialects: []string{"memref", "arith"},
	Run: func(r *passes.Run) error {
		return ApplySeedToMemRef(r.Op)
	},
}

// ApplySeedToMemRef rewrites the torch_c.get_next_seed ops of module.
func ApplySeedToMemRef(module *ir.Operation) error {
	var seeds []*ir.Operation
	ir.WalkOps(module, func(op *ir.Operation) {
		if op.Def() == torch.GetNextSeed {
			seeds = append(seeds, op)
		}
	})
	if len(seeds) == 0 {
		return nil
	}
	ctx := module.Context()
	rw := rewrite.NewRewriter(ctx)
	i64 := ctx.I(64)
	scalar := ctx.MemRefType(nil, i64, nil, nil)
	body := module.Region(0).Front()
	if g := ir.LookupSymbolIn(module, ctx.SymbolRefAttr(SeedGlobal)); g == nil {
		rw.SetInsertionPointToStart(body)
		rw.Build(memref.Global, nil, nil,
			ir.NamedAttr{Name: "sym_name", Value: ctx.StringAttr(SeedGlobal)},
			ir.NamedAttr{Name: "sym_visibility", Value: ctx.StringAttr("private")},
			ir.NamedAttr{Name: "type", Value: ctx.TypeAttr(scalar)},
			ir.NamedAttr{Name: "initial_value", Value: ctx.DenseElementsAttr(ctx.RankedTensorType(nil, i64, nil), make([]byte, 8))})
	} else if g.Def() != memref.Global {
		return g.EmitError("symbol '@%s' is taken: strata-convert-torch-seed-to-memref needs it for the random seed", SeedGlobal)
	}
	constant := func(v uint64) *ir.Value {
		return rw.Build(arith.Constant, nil, []ir.Type{i64}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(i64, int64(v))}).Result(0)
	}
	for _, op := range seeds {
		rw.SetInsertionPoint(op)
		rw.Loc = op.Loc()
		global := rw.Build(memref.GetGlobal, nil, []ir.Type{scalar},
			ir.NamedAttr{Name: "name", Value: ctx.SymbolRefAttr(SeedGlobal)}).Result(0)
		seed := rw.Build(memref.Load, []*ir.Value{global}, []ir.Type{i64}).Result(0)
		next := rw.Build(arith.MulI, []*ir.Value{seed, constant(6364136223846793005)}, []ir.Type{i64}).Result(0)
		next = rw.Build(arith.AddI, []*ir.Value{next, constant(1442695040888963407)}, []ir.Type{i64}).Result(0)
		rw.Build(memref.Store, []*ir.Value{next, global}, nil)
		rw.ReplaceOp(op, []*ir.Value{next})
	}
	return nil
}
