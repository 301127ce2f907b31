package linalgtransforms

import (
	"math"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/linalg"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// DecomposeAggregatedOps is strata-linalg-decompose-aggregated-ops: each
// linalg.softmax on tensors becomes the four linalg.generic of its
// definition (upstream's AggregatedOpInterface decomposition, which
// upstream runs only from the transform dialect): the maximum along the
// dimension, exp(x - max), their sum, and the division. strata-compile
// runs it before bufferization, so the softmax an MLIR user writes takes
// the same path (fusion, the GPU's row kernels) as the one Torch lowers.
var DecomposeAggregatedOps = &passes.Pass{
	Argument: "strata-linalg-decompose-aggregated-ops",
	Name:     "StrataLinalgDecomposeAggregatedOps",
	Summary:  "Decompose linalg.softmax into linalg.generic ops",
	Description: `Each linalg.softmax on tensors becomes four linalg.generic: the maximum along its dimension
(arith.maximumf from -inf, so a NaN propagates), exp(x - max), the sum of those (from 0), and
their division by the sum, the reductions into tensors of the input's shape without the dimension
(dynamic sizes from tensor.dim), the elementwise ones into the softmax's output. The softmax on
buffers is left as it is.`,
	Dialects: []string{"linalg", "tensor", "arith", "math"},
	Run: func(r *passes.Run) error {
		var ops []linalg.SoftmaxOp
		var err error
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			softmax, ok := linalg.AsSoftmax(op)
			if err != nil || !ok || op.NumResults() != 1 {
				return
			}
			in, ok := softmax.Input().Type().(*ir.RankedTensorType)
			if !ok {
				return
			}
			if _, ok := in.Elem.(*ir.FloatType); !ok {
				err = op.EmitError("softmax of %s: only floats have one", ir.TypeString(in.Elem))
				return
			}
			ops = append(ops, softmax)
		})
		if err != nil {
			return err
		}
		rw := rewrite.NewRewriter(r.Ctx)
		for _, op := range ops {
			decomposeSoftmax(rw, op)
		}
		return nil
	},
}

// aggregateBuilder builds the generics of one decomposition at rw's point.
type aggregateBuilder struct {
	rw  *rewrite.Rewriter
	ctx *ir.Context
	loc ir.Location
}

func decomposeSoftmax(rw *rewrite.Rewriter, op linalg.SoftmaxOp) {
	b := &aggregateBuilder{rw: rw, ctx: rw.Ctx, loc: op.Loc()}
	rw.SetInsertionPoint(op.Operation)
	input, output := op.Input(), op.Output()
	inType := input.Type().(*ir.RankedTensorType)
	elem := inType.Elem.(*ir.FloatType)
	// 16-bit floats take their statistics and exponentials in f32, as
	// PyTorch's softmax does (its accumulate type), rounding once at the end.
	acc := elem
	if elem.Width() < 32 {
		acc = b.ctx.F32()
	}
	dim := int(op.Attr("dimension").(*ir.IntegerAttr).Int64())
	rank := len(inType.Dims)

	// The statistics' tensors have the input's shape without dim, indexed
	// by the input's map without it; the input's dynamic sizes are read
	// once, for every tensor.empty.
	sizes := b.dynamicSizes(input)
	var reducedShape []int64
	var reducedSizes, allSizes []*ir.Value
	var kept []*ir.AffineExpr
	for i, n := range inType.Dims {
		if sizes[i] != nil {
			allSizes = append(allSizes, sizes[i])
		}
		if i == dim {
			continue
		}
		reducedShape = append(reducedShape, n)
		kept = append(kept, ir.AffineDimExpr(i))
		if sizes[i] != nil {
			reducedSizes = append(reducedSizes, sizes[i])
		}
	}
	filled := func(v float64) *ir.Value {
		empty := b.rw.CreateOp(tensor.Empty.Name, reducedSizes, []ir.Type{b.ctx.RankedTensorType(reducedShape, acc, nil)}).Result(0)
		return b.fill(b.constant(acc, v), empty)
	}

	identity := ir.IdentityAffineMap(rank)
	reduced := ir.NewAffineMap(rank, 0, kept)
	parallel := make([]string, rank)
	reduction := make([]string, rank)
	for i := range rank {
		parallel[i], reduction[i] = "parallel", "parallel"
	}
	reduction[dim] = "reduction"

	arith2 := func(def *ir.OpDef, x, y *ir.Value) *ir.Value {
		return b.rw.CreateOp(def.Name, []*ir.Value{x, y}, []ir.Type{acc}).Result(0)
	}
	widen := func(x *ir.Value) *ir.Value {
		if acc == elem {
			return x
		}
		return b.rw.CreateOp(arith.ExtF.Name, []*ir.Value{x}, []ir.Type{acc}).Result(0)
	}
	// The exponentials go to the output, or in 16-bit softmaxes to an f32
	// tensor of the input's shape.
	expOut := output
	if acc != elem {
		expOut = b.rw.CreateOp(tensor.Empty.Name, allSizes, []ir.Type{b.ctx.RankedTensorType(inType.Dims, acc, nil)}).Result(0)
	}
	max := b.generic([]*ir.Value{input}, filled(math.Inf(-1)), []*ir.AffineMap{identity, reduced}, reduction,
		func(args []*ir.Value) *ir.Value { return arith2(arith.MaximumF, widen(args[0]), args[1]) })
	exp := b.generic([]*ir.Value{input, max}, expOut, []*ir.AffineMap{identity, reduced, identity}, parallel,
		func(args []*ir.Value) *ir.Value {
			return b.rw.CreateOp(mathd.Exp.Name, []*ir.Value{arith2(arith.SubF, widen(args[0]), args[1])}, []ir.Type{acc}).Result(0)
		})
	sum := b.generic([]*ir.Value{exp}, filled(0), []*ir.AffineMap{identity, reduced}, reduction,
		func(args []*ir.Value) *ir.Value { return arith2(arith.AddF, args[0], args[1]) })
	result := b.generic([]*ir.Value{exp, sum}, output, []*ir.AffineMap{identity, reduced, identity}, parallel,
		func(args []*ir.Value) *ir.Value {
			q := arith2(arith.DivF, args[0], args[1])
			if acc == elem {
				return q
			}
			return b.rw.CreateOp(arith.TruncF.Name, []*ir.Value{q}, []ir.Type{elem}).Result(0)
		})
	rw.ReplaceOp(op.Operation, []*ir.Value{result})
}

// dynamicSizes are tensor.dim of each of t's dynamic dims, nil for the
// static ones.
func (b *aggregateBuilder) dynamicSizes(t *ir.Value) []*ir.Value {
	dims := t.Type().(*ir.RankedTensorType).Dims
	sizes := make([]*ir.Value, len(dims))
	for i, n := range dims {
		if n != ir.ShapedDynamic {
			continue
		}
		index := b.rw.CreateOp(arith.Constant.Name, nil, []ir.Type{b.ctx.IndexType()},
			ir.NamedAttr{Name: "value", Value: b.ctx.IntegerAttr(b.ctx.IndexType(), int64(i))}).Result(0)
		sizes[i] = b.rw.CreateOp(tensor.Dim.Name, []*ir.Value{t, index}, []ir.Type{b.ctx.IndexType()}).Result(0)
	}
	return sizes
}

func (b *aggregateBuilder) constant(t *ir.FloatType, v float64) *ir.Value {
	return b.rw.CreateOp(arith.Constant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: b.ctx.FloatAttr(t, v)}).Result(0)
}

// fill is linalg.fill of v into t.
func (b *aggregateBuilder) fill(v, t *ir.Value) *ir.Value {
	blk := ir.NewBlock()
	region := ir.NewRegion()
	region.Append(blk)
	blk.AddArgument(v.Type(), b.loc)
	blk.AddArgument(v.Type(), b.loc)
	op := b.rw.Create(&ir.OperationState{Name: b.ctx.NameOf(linalg.Fill), Loc: b.loc,
		Operands: []*ir.Value{v, t}, Types: []ir.Type{t.Type()}, Regions: []*ir.Region{region},
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: b.ctx.DenseI32Array([]int64{1, 1})}}})
	b.yield(blk, func([]*ir.Value) *ir.Value { return blk.Arg(0) })
	return op.Result(0)
}

// generic builds a linalg.generic of ins into out (maps and iterators)
// whose body yields body(the block's arguments): a reduction's combines
// the element with the accumulator (out's argument, last).
func (b *aggregateBuilder) generic(ins []*ir.Value, out *ir.Value, maps []*ir.AffineMap, iterators []string,
	body func(args []*ir.Value) *ir.Value) *ir.Value {
	blk := ir.NewBlock()
	region := ir.NewRegion()
	region.Append(blk)
	operands := append(append([]*ir.Value{}, ins...), out)
	for _, v := range operands {
		blk.AddArgument(ir.ElementTypeOrSelf(v.Type()), b.loc)
	}
	mapAttrs := make([]ir.Attribute, len(maps))
	for i, m := range maps {
		mapAttrs[i] = b.ctx.AffineMapAttr(m)
	}
	op := b.rw.Create(&ir.OperationState{Name: b.ctx.NameOf(linalg.Generic), Loc: b.loc,
		Operands: operands, Types: []ir.Type{out.Type()}, Regions: []*ir.Region{region},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: b.ctx.ArrayAttr(mapAttrs)},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(b.ctx, iterators)},
			{Name: "operandSegmentSizes", Value: b.ctx.DenseI32Array([]int64{int64(len(ins)), 1})},
		}})
	b.yield(blk, body)
	return op.Result(0)
}

// yield fills blk with body's ops and the linalg.yield of its value.
func (b *aggregateBuilder) yield(blk *ir.Block, body func(args []*ir.Value) *ir.Value) {
	ip := b.rw.Save()
	b.rw.SetInsertionPointToEnd(blk)
	b.rw.CreateOp(linalg.Yield.Name, []*ir.Value{body(blk.Args())}, nil)
	b.rw.Restore(ip)
}
