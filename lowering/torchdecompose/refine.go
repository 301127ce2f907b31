package torchdecompose

import (
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// RefineTypes is torch-refine-types.
var RefineTypes = &passes.Pass{
	Argument: "torch-refine-types",
	Name:     "RefineTypesPass",
	Summary:  "Refine types",
	Description: "Fills in the unknown sizes (`?`), ranks (`*`) and dtypes (`unk`) of ATen op results from the " +
		"shape and dtype functions of the torch dialect (PyTorch's broadcasting and type promotion), in program " +
		"order so that refinements flow forward. A refined value keeps feeding ATen ops directly; other users " +
		"(func.return, calls, lists) get a torch.tensor_static_info_cast back to the type they saw, so " +
		"function signatures do not change.",
	Anchor:     "",
	Statistics: []passes.Statistic{{Name: "num-refined", Description: "Number of result types refined"}},
	Dialects:   []string{"torch"},
	Run: func(r *passes.Run) error {
		n := refineTypes(r.Op)
		r.AddStat("num-refined", int64(n))
		if n == 0 {
			r.MarkUnchanged()
		}
		return nil
	},
}

// refineTypes refines the results of the ATen ops under root and
// returns how many changed.
func refineTypes(root *ir.Operation) int {
	changed := 0
	ir.Walk(root, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if !strings.HasPrefix(op.Name(), "torch.aten.") {
			return ir.Advance
		}
		inferred := torch.InferResultTypes(op)
		for i, it := range inferred {
			if it == nil || i >= op.NumResults() {
				continue
			}
			res := op.Result(i)
			old, ok := res.Type().(*torch.TensorType)
			if !ok {
				continue
			}
			nt := torch.RefineType(old, it)
			if nt == old {
				continue
			}
			var cast *ir.Value
			for _, u := range res.Uses() {
				if strings.HasPrefix(u.Owner().Name(), "torch.aten.") {
					continue
				}
				if cast == nil {
					b := ir.NewBuilder(op.Context())
					b.SetInsertionPointAfter(op)
					c := b.CreateOp(torch.TensorStaticInfoCast.Name, []*ir.Value{res}, []ir.Type{old})
					c.SetLoc(op.Loc())
					cast = c.Result(0)
				}
				u.Set(cast)
			}
			res.SetType(nt)
			changed++
		}
		return ir.Advance
	})
	return changed
}
