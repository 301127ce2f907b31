// Package vectortoscf is convert-vector-to-scf: vector.transfer_read and
// transfer_write of a rank above target-rank become loops (scf.for, or
// straight-line code with full-unroll) over transfers of one rank less,
// down to target-rank; at rank 0 a lane is a memref.load or
// memref.store. A lane out of bounds (a dim not declared in_bounds) or
// masked off reads the padding and writes nothing: each peeled dim
// checks its index against memref.dim under scf.if, and the mask's
// leading dim is extracted along with the vector's.
//
// vector.mask around a transfer is folded into it first (lower-vector-mask);
// 1-D gathers, scatters, expanding loads and compressing stores of
// memrefs become one load or store per lane under its mask bit.
// Transfers on tensors, and transfers whose mask is not indexed in the
// order of the vector's dims (a transposing permutation map with a
// mask), are left as they are.
package vectortoscf

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/vectormask"
	"github.com/strata-compiler/strata/passes"
)

// Pass is convert-vector-to-scf.
var Pass = &passes.Pass{
	Argument: "convert-vector-to-scf",
	Name:     "ConvertVectorToSCF",
	Summary:  "Lower the operations from the vector dialect into the SCF dialect",
	Description: `Transfers of memrefs of a rank above target-rank become loops over transfers
of one rank less: scf.for over the leading vector dim, the vector carried as
an iteration argument and built with vector.insert (or, with full-unroll, one
copy of the body per index). Each dim not declared in_bounds compares its
index with memref.dim under scf.if; a lane out of bounds reads the padding
and writes nothing. The mask's leading dim is extracted with the vector's;
at rank 0 a lane is a memref.load or memref.store under its mask bit. A
broadcast dim (a 0 in the permutation map) reads once and broadcasts.
Masked transfers whose map transposes the mask are left as they are, and so
are transfers on tensors unless lower-tensors is set: then, as upstream's,
an unmasked transfer whose leading dim is in bounds goes through a buffer
(memref.alloca of the vector at the function's start, vector.type_cast to
its rows, an scf.for over the rows; the rows of a write carry the tensor),
or with full-unroll inserts (extracts) the rows directly. Beyond upstream's pass, 1-D gather, scatter, expandload
and compressstore of memrefs become one memref.load or memref.store per lane
under scf.if on its mask bit (unrolled), which the LLVM conversion does not
take.`,
	Options: []passes.Option{
		{Name: "full-unroll", Kind: passes.BoolOption, Default: "false", Description: "Perform full unrolling when converting vector transfers to SCF"},
		{Name: "target-rank", Kind: passes.UintOption, Default: "1", Description: "Target vector rank to which transfer ops should be lowered"},
		{Name: "lower-tensors", Kind: passes.BoolOption, Default: "false", Description: "Lower transfer ops that operate on tensors"},
	},
	Dialects: []string{"affine", "arith", "memref", "scf", "vector"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, Options{FullUnroll: r.Bool("full-unroll"), TargetRank: int(r.Int("target-rank")), LowerTensors: r.Bool("lower-tensors")})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Options are the pass's options.
type Options struct {
	FullUnroll bool
	TargetRank int
	// LowerTensors lowers transfers on tensors too (tensors.go).
	LowerTensors bool
}

// Apply lowers the transfers nested in root.
func Apply(root *ir.Operation, o Options) error {
	vectormask.Apply(root)
	var ops, indexedOps, tensorOps []*ir.Operation
	ir.Walk(root, ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
		switch d := op.Def(); d {
		case vector.TransferRead, vector.TransferWrite:
			if lowerable(op, o) {
				ops = append(ops, op)
			} else if o.LowerTensors && lowerableTensorTransfer(op, o) {
				tensorOps = append(tensorOps, op)
			}
		case vector.Gather, vector.Scatter, vector.ExpandLoad, vector.CompressStore:
			indexedOps = append(indexedOps, op)
		}
		return ir.Advance
	})
	for _, op := range indexedOps {
		lowerIndexed(op)
	}
	lowerTensorTransfers(tensorOps, o)
	for _, op := range ops {
		g := &gen{b: ir.NewBuilder(op.Context()), ctx: op.Context(), o: o}
		g.b.Loc = op.Loc()
		g.b.SetInsertionPoint(op)
		t := vector.AsTransfer(op)
		l := &lane{base: t.Base, idx: t.Indices, results: t.Map.Results, inBounds: t.InBound, mask: t.Mask, m: t.Map}
		if op.Def() == vector.TransferRead {
			op.ReplaceAllUsesWith([]*ir.Value{g.read(l, t.Vector, t.Padding)})
		} else {
			g.write(l, t.Vector, t.Value)
		}
		op.Erase()
	}
	return nil
}

// lowerable: a transfer of a memref, of a rank above the target, whose
// mask (if any) follows the vector's dims in order.
func lowerable(op *ir.Operation, o Options) bool {
	t := vector.AsTransfer(op)
	if _, ok := t.Base.Type().(*ir.MemRefType); !ok || t.Vector == nil || len(t.Vector.Dims) <= o.TargetRank || t.Vector.Scalable != nil {
		return false
	}
	if t.Mask == nil {
		return true
	}
	last := int64(-1)
	for _, r := range t.Map.Results {
		if r.Kind == ir.AffineDim {
			if r.Val < last {
				return false
			}
			last = r.Val
		}
	}
	return true
}

type gen struct {
	b   *ir.Builder
	ctx *ir.Context
	o   Options
}

// lane is what is left of a transfer once some leading vector dims are
// peeled: the base indices so far, the map results and in_bounds of the
// remaining dims, and the mask of those dims (a vector, an i1, or nil).
type lane struct {
	base     *ir.Value
	idx      []*ir.Value
	results  []*ir.AffineExpr
	inBounds []bool
	mask     *ir.Value
	m        *ir.AffineMap
}

func (g *gen) v(d *ir.OpDef, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return g.b.Build(d, operands, []ir.Type{t}, attrs...).Result(0)
}

func (g *gen) index(i int64) *ir.Value {
	return g.v(arith.Constant, nil, g.ctx.IndexType(), ir.NamedAttr{Name: "value", Value: g.ctx.IntegerAttr(g.ctx.IndexType(), i)})
}

// sub is t without its leading dim: a vector, or the element type.
func sub(ctx *ir.Context, t *ir.VectorType) ir.Type {
	if len(t.Dims) == 1 {
		return t.Elem
	}
	return ctx.VectorType(t.Dims[1:], t.Elem, nil)
}

// splat is the padding (a scalar) broadcast to t, or itself for a scalar t.
func (g *gen) splat(pad *ir.Value, t ir.Type) *ir.Value {
	if _, ok := t.(*ir.VectorType); !ok {
		return pad
	}
	return g.v(vector.Broadcast, []*ir.Value{pad}, t)
}

// position is the static/dynamic position [i] of vector.extract/insert.
func (g *gen) position(i *ir.Value, c int64, unrolled bool) ([]*ir.Value, ir.NamedAttr) {
	if unrolled {
		return nil, ir.NamedAttr{Name: "static_position", Value: g.ctx.DenseI64Array([]int64{c})}
	}
	return []*ir.Value{i}, ir.NamedAttr{Name: "static_position", Value: g.ctx.DenseI64Array([]int64{ir.ShapedDynamic})}
}

func (g *gen) extract(v, i *ir.Value, c int64, unrolled bool) *ir.Value {
	dyn, pos := g.position(i, c, unrolled)
	vt := v.Type().(*ir.VectorType)
	return g.v(vector.Extract, append([]*ir.Value{v}, dyn...), sub(g.ctx, vt), pos)
}

func (g *gen) insert(x, into, i *ir.Value, c int64, unrolled bool) *ir.Value {
	dyn, pos := g.position(i, c, unrolled)
	return g.v(vector.Insert, append([]*ir.Value{x, into}, dyn...), into.Type(), pos)
}

// inBound is idx < memref.dim(base, d).
func (g *gen) inBound(base, idx *ir.Value, d int64) *ir.Value {
	dim := g.v(memref.Dim, []*ir.Value{base, g.index(d)}, g.ctx.IndexType())
	return g.v(arith.CmpI, []*ir.Value{idx, dim}, g.ctx.I(1), ir.NamedAttr{Name: "predicate", Value: g.ctx.IntegerAttr(g.ctx.I(64), int64(arith.CmpISLT))})
}

// ifElse builds scf.if cond yielding then() or otherwise() (one value of
// type t; none when t is nil).
func (g *gen) ifElse(cond *ir.Value, t ir.Type, then, otherwise func() *ir.Value) *ir.Value {
	var ts []ir.Type
	if t != nil {
		ts = []ir.Type{t}
	}
	thenR, elseR := ir.NewRegion(), ir.NewRegion()
	op := g.b.Create(&ir.OperationState{Name: g.ctx.NameOf(scf.If), Operands: []*ir.Value{cond}, Types: ts, Regions: []*ir.Region{thenR, elseR}})
	ip := g.b.Save()
	fill := func(r *ir.Region, body func() *ir.Value) {
		blk := ir.NewBlock()
		r.Append(blk)
		g.b.SetInsertionPointToEnd(blk)
		var ys []*ir.Value
		if body != nil {
			if v := body(); v != nil {
				ys = []*ir.Value{v}
			}
		}
		g.b.Build(scf.Yield, ys, nil)
	}
	fill(thenR, then)
	if otherwise != nil || t != nil {
		fill(elseR, otherwise)
	}
	g.b.Restore(ip)
	if t == nil {
		return nil
	}
	return op.Result(0)
}

// peel runs body for each index of the leading dim of size n: in an
// scf.for carrying acc (nil: none), or unrolled.
func (g *gen) peel(n int64, acc *ir.Value, body func(i *ir.Value, c int64, unrolled bool, acc *ir.Value) *ir.Value) *ir.Value {
	if g.o.FullUnroll {
		for c := int64(0); c < n; c++ {
			acc = body(g.index(c), c, true, acc)
		}
		return acc
	}
	var inits []*ir.Value
	if acc != nil {
		inits = []*ir.Value{acc}
	}
	loop := scf.BuildFor(g.b, g.index(0), g.index(n), g.index(1), inits, func(iv *ir.Value, args []*ir.Value) []*ir.Value {
		var a *ir.Value
		if len(args) > 0 {
			a = args[0]
		}
		if r := body(iv, 0, false, a); r != nil {
			return []*ir.Value{r}
		}
		return nil
	})
	if acc != nil {
		return loop.Result(0)
	}
	return nil
}

// next is l with its leading dim peeled at index i: the base index of
// the dim it reads moved by i, and the mask's leading dim extracted.
func (g *gen) next(l *lane, i *ir.Value, c int64, unrolled bool) *lane {
	n := &lane{base: l.base, idx: l.idx, results: l.results[1:], inBounds: l.inBounds[1:], mask: l.mask, m: l.m}
	r := l.results[0]
	if r.Kind != ir.AffineDim {
		return n // a broadcast dim: the same lanes
	}
	n.idx = append([]*ir.Value{}, l.idx...)
	n.idx[r.Val] = g.v(arith.AddI, []*ir.Value{l.idx[r.Val], i}, g.ctx.IndexType())
	if l.mask != nil {
		n.mask = g.extract(l.mask, i, c, unrolled)
	}
	return n
}

// guard is the bounds check of l's leading dim, or nil when declared in
// bounds (or a broadcast).
func (g *gen) guard(l, n *lane) *ir.Value {
	r := l.results[0]
	if r.Kind != ir.AffineDim || l.inBounds[0] {
		return nil
	}
	return g.inBound(l.base, n.idx[r.Val], r.Val)
}

// subMap is the map of the remaining dims.
func (l *lane) subMap() *ir.AffineMap { return ir.NewAffineMap(l.m.NumDims, 0, l.results) }

// read is the value of type t (a vector, or the element at rank 0) that
// lane l reads, padded with pad.
func (g *gen) read(l *lane, t ir.Type, pad *ir.Value) *ir.Value {
	vt, isVec := t.(*ir.VectorType)
	if !isVec {
		load := func() *ir.Value { return g.v(memref.Load, append([]*ir.Value{l.base}, l.idx...), t) }
		if l.mask == nil {
			return load()
		}
		return g.ifElse(l.mask, t, load, func() *ir.Value { return pad })
	}
	if len(vt.Dims) <= g.o.TargetRank {
		ops := append(append([]*ir.Value{l.base}, l.idx...), pad)
		segs := []int64{1, int64(len(l.idx)), 1, 0}
		if l.mask != nil {
			ops = append(ops, l.mask)
			segs[3] = 1
		}
		return g.b.Build(vector.TransferRead, ops, []ir.Type{vt},
			ir.NamedAttr{Name: "permutation_map", Value: g.ctx.AffineMapAttr(l.subMap())},
			ir.NamedAttr{Name: "in_bounds", Value: vector.BoolArrayAttr(g.ctx, l.inBounds)},
			ir.NamedAttr{Name: "operandSegmentSizes", Value: g.ctx.DenseI32Array(segs)}).Result(0)
	}
	st := sub(g.ctx, vt)
	if l.results[0].Kind != ir.AffineDim {
		once := g.read(g.next(l, nil, 0, true), st, pad)
		return g.v(vector.Broadcast, []*ir.Value{once}, vt)
	}
	return g.peel(vt.Dims[0], g.splat(pad, vt), func(i *ir.Value, c int64, unrolled bool, acc *ir.Value) *ir.Value {
		n := g.next(l, i, c, unrolled)
		var x *ir.Value
		if cond := g.guard(l, n); cond != nil {
			x = g.ifElse(cond, st, func() *ir.Value { return g.read(n, st, pad) }, func() *ir.Value { return g.splat(pad, st) })
		} else {
			x = g.read(n, st, pad)
		}
		return g.insert(x, acc, i, c, unrolled)
	})
}

// write stores v (of type t, a vector or the element at rank 0) to lane l.
func (g *gen) write(l *lane, t ir.Type, v *ir.Value) {
	vt, isVec := t.(*ir.VectorType)
	if !isVec {
		store := func() *ir.Value {
			g.b.Build(memref.Store, append([]*ir.Value{v, l.base}, l.idx...), nil)
			return nil
		}
		if l.mask == nil {
			store()
			return
		}
		g.ifElse(l.mask, nil, store, nil)
		return
	}
	if len(vt.Dims) <= g.o.TargetRank {
		ops := append([]*ir.Value{v, l.base}, l.idx...)
		segs := []int64{1, 1, int64(len(l.idx)), 0}
		if l.mask != nil {
			ops = append(ops, l.mask)
			segs[3] = 1
		}
		g.b.Build(vector.TransferWrite, ops, nil,
			ir.NamedAttr{Name: "permutation_map", Value: g.ctx.AffineMapAttr(l.subMap())},
			ir.NamedAttr{Name: "in_bounds", Value: vector.BoolArrayAttr(g.ctx, l.inBounds)},
			ir.NamedAttr{Name: "operandSegmentSizes", Value: g.ctx.DenseI32Array(segs)})
		return
	}
	st := sub(g.ctx, vt)
	if l.results[0].Kind != ir.AffineDim {
		// A broadcast dim: every index writes the same lanes; the last wins.
		last := g.index(vt.Dims[0] - 1)
		g.write(g.next(l, last, vt.Dims[0]-1, true), st, g.extract(v, last, vt.Dims[0]-1, true))
		return
	}
	g.peel(vt.Dims[0], nil, func(i *ir.Value, c int64, unrolled bool, _ *ir.Value) *ir.Value {
		n := g.next(l, i, c, unrolled)
		x := g.extract(v, i, c, unrolled)
		if cond := g.guard(l, n); cond != nil {
			g.ifElse(cond, nil, func() *ir.Value { g.write(n, st, x); return nil }, nil)
		} else {
			g.write(n, st, x)
		}
		return nil
	})
}
