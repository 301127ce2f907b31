package linalgtransforms

import (
	"strings"

	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/lowering/loopbuild"

	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// ElementwiseToLinalg is convert-elementwise-to-linalg: an arith or math
// op applied to ranked tensors (all its operands tensors of one shape)
// becomes a linalg.generic with identity maps applying the scalar op.
// Each result's outs is an operand of the result's type when one exists
// (as upstream), else a tensor.empty.
var ElementwiseToLinalg = &passes.Pass{
	Argument:    "convert-elementwise-to-linalg",
	Name:        "ConvertElementwiseToLinalgPass",
	Summary:     "Convert ElementwiseMappable ops to linalg",
	Description: "Convert ops with the `ElementwiseMappable` trait to linalg parallel loops. This pass only converts ops that operate on ranked tensors: arith and math ops whose operands are all tensors of the same shape.",
	Dialects:    []string{"linalg", "tensor"},
	Run: func(r *passes.Run) error {
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if elementwiseOnTensors(op) {
				todo = append(todo, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, op := range todo {
			toGeneric(rw, op)
		}
		return nil
	},
}

func elementwiseOnTensors(op *ir.Operation) bool {
	n := op.Name()
	if !strings.HasPrefix(n, "arith.") && !strings.HasPrefix(n, "math.") || op.NumOperands() == 0 ||
		op.NumRegions() > 0 || op.NumResults() == 0 {
		return false
	}
	var shape []int64
	for _, v := range append(op.Operands(), op.Results()...) {
		t, ok := v.Type().(*ir.RankedTensorType)
		if !ok {
			return false
		}
		if shape == nil {
			shape = t.Dims
		} else if len(shape) != len(t.Dims) {
			return false
		}
	}
	return true
}

func toGeneric(rw *rewrite.Rewriter, op *ir.Operation) {
	ctx := rw.Ctx
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	ins := op.Operands()
	rank := len(ins[0].Type().(*ir.RankedTensorType).Dims)
	var outs []*ir.Value
	used := map[*ir.Value]bool{}
	for _, r := range op.Results() {
		var init *ir.Value
		for _, v := range ins {
			if v.Type() == r.Type() && !used[v] {
				init = v
				break
			}
		}
		if init == nil {
			rt := r.Type().(*ir.RankedTensorType)
			var dyn []*ir.Value
			for i, d := range rt.Dims {
				if d == ir.ShapedDynamic {
					dyn = append(dyn, loopbuild.Dim(rw, ins[0], i))
				}
			}
			init = rw.CreateOp(tensor.Empty.Name, dyn, []ir.Type{rt}).Result(0)
		}
		used[init] = true
		outs = append(outs, init)
	}
	maps := make([]ir.Attribute, len(ins)+len(outs))
	for i := range maps {
		maps[i] = ctx.AffineMapAttr(ir.IdentityAffineMap(rank))
	}
	iters := make([]string, rank)
	for i := range iters {
		iters[i] = "parallel"
	}
	blk := ir.NewBlock()
	for _, v := range append(append([]*ir.Value{}, ins...), outs...) {
		blk.AddArgument(ir.ElementTypeOrSelf(v.Type()), op.Loc())
	}
	var elemTypes []ir.Type
	for _, t := range op.ResultTypes() {
		elemTypes = append(elemTypes, ir.ElementTypeOrSelf(t))
	}
	scalar := ir.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: blk.Args()[:len(ins)],
		Types: elemTypes, Props: append([]ir.NamedAttr(nil), op.Props()...)})
	for _, a := range op.DiscardableAttrs() {
		scalar.SetDiscardableAttr(a.Name, a.Value)
	}
	blk.Append(scalar)
	blk.Append(ir.Create(&ir.OperationState{Name: ctx.OpName(linalg.Yield.Name), Loc: op.Loc(), Operands: scalar.Results()}))
	r := ir.NewRegion()
	r.Append(blk)
	g := rw.Create(&ir.OperationState{Name: ctx.OpName(linalg.Generic.Name), Operands: append(append([]*ir.Value{}, ins...), outs...),
		Types: op.ResultTypes(), Regions: []*ir.Region{r}, Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr(maps)},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, iters)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(ins)), int64(len(outs))})},
		}})
	rw.ReplaceOp(op, g.Results())
}
