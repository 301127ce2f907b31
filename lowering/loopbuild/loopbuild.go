// Package loopbuild holds the loop-building helpers the linalg lowerings
// share (convert-linalg-to-loops, one-shot bufferization's copies and
// the linalg transforms): index constants, the sizes of a shaped value's
// dims and of a structured op's loops, and scf.for skeletons.
package loopbuild

import (
	"fmt"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Const returns an arith.constant of index type built at rw's point.
func Const(rw *rewrite.Rewriter, c int64) *ir.Value {
	ctx := rw.Ctx
	return rw.CreateOp(arith.Constant.Name, nil, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), c)}).Result(0)
}

// Dim returns the size of dimension d of a shaped value: a constant when
// static, memref.dim / tensor.dim otherwise.
func Dim(rw *rewrite.Rewriter, v *ir.Value, d int) *ir.Value {
	st := v.Type().(ir.ShapedType)
	if s := st.Shape()[d]; s != ir.ShapedDynamic {
		return Const(rw, s)
	}
	name := memref.Dim.Name
	if _, ok := v.Type().(*ir.RankedTensorType); ok {
		name = tensor.Dim.Name
	}
	return rw.CreateOp(name, []*ir.Value{v, Const(rw, int64(d))}, []ir.Type{rw.Ctx.IndexType()}).Result(0)
}

// LoopSizes returns the size of every loop of a structured op: for loop
// d, the size of the first operand dimension its map indexes with d alone
// (upstream's shapes-to-loops map).
func LoopSizes(rw *rewrite.Rewriter, op *ir.Operation, maps []*ir.AffineMap) ([]*ir.Value, error) {
	n := maps[0].NumDims
	sizes := make([]*ir.Value, n)
	for d := 0; d < n; d++ {
	search:
		for i, m := range maps {
			for j, e := range m.Results {
				if e.Kind == ir.AffineDim && int(e.Val) == d {
					sizes[d] = Dim(rw, op.Operand(i), j)
					break search
				}
			}
		}
		if sizes[d] == nil {
			return nil, fmt.Errorf("cannot infer the size of loop %d", d)
		}
	}
	return sizes, nil
}

// BuildFor creates `scf.for %iv = lb to ub step s` with an empty body
// (its scf.yield only) and returns the op and its body block.
func BuildFor(rw *rewrite.Rewriter, lb, ub, step *ir.Value) (*ir.Operation, *ir.Block) {
	ctx := rw.Ctx
	r := ir.NewRegion()
	blk := ir.NewBlock()
	blk.AddArgument(ctx.IndexType(), rw.Loc)
	r.Append(blk)
	op := rw.Create(&ir.OperationState{Name: ctx.OpName(scf.For.Name), Operands: []*ir.Value{lb, ub, step},
		Regions: []*ir.Region{r}})
	y := ir.Create(&ir.OperationState{Name: ctx.OpName(scf.Yield.Name), Loc: rw.Loc})
	blk.Append(y)
	return op, blk
}
