package linalgtransforms

import (
	"fmt"

	affined "github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/lowering/loopbuild"

	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Tile is linalg-tile (upstream's pass of that name, before tiling moved
// to the transform dialect): every structured op on tensors whose
// indexing maps are projected permutations is tiled by tile-sizes (one
// per loop, outermost first; 0 leaves a loop untiled, missing trailing
// sizes are 0) into an scf.for nest carrying the outs tensors: each
// iteration extracts the operands' tiles, computes the op on them and
// inserts the result tile. A partial last tile has size
// affine.min(tile, size - iv).
var Tile = &passes.Pass{
	Argument:    "linalg-tile",
	Name:        "LinalgTilingPass",
	Summary:     "Tile operations in the linalg dialect",
	Description: "Structured ops on tensors with projected-permutation maps are tiled by tile-sizes (one per loop, 0 = untiled) into scf.for nests carrying the outs tensors: extract_slice of every operand, the op on the tiles, insert_slice of the result; partial tiles through affine.min; linalg.index offset by the tile position. Upstream 22 tiles through the transform dialect; this is the earlier pass of the same name",
	Dialects:    []string{"affine", "linalg", "memref", "scf", "tensor", "arith"},
	Options: []passes.Option{
		{Name: "tile-sizes", Kind: passes.IntOption, List: true, Description: "Tile sizes"},
		{Name: "loop-type", Kind: passes.StringOption, Default: "for", Description: "Specify the type of loops to generate: for (the only one supported)"},
	},
	Run: func(r *passes.Run) error {
		var sizes []int64
		for _, s := range r.Strings("tile-sizes") {
			var n int64
			if _, err := fmt.Sscan(s, &n); err != nil || n < 0 {
				return ir.NewDiagnostic(ir.SevError, r.Op.Loc(), "invalid tile size '%s'", s)
			}
			sizes = append(sizes, n)
		}
		if l := r.String("loop-type"); l != "for" {
			return ir.NewDiagnostic(ir.SevError, r.Op.Loc(), "unsupported loop-type '%s' (only 'for')", l)
		}
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if linalg.IsStructured(op) && op.NumResults() > 0 {
				todo = append(todo, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, op := range todo {
			if err := tileOp(rw, op, sizes); err != nil {
				return ir.NewDiagnostic(ir.SevError, op.Loc(), "%v", err)
			}
		}
		rewrite.ApplyPatternsGreedily(r.Op, rewrite.NewPatternSet(), rewrite.DefaultGreedyConfig())
		return nil
	},
}

func projectedPermutation(m *ir.AffineMap) bool {
	for _, e := range m.Results {
		if e.Kind != ir.AffineDim {
			return false
		}
	}
	return true
}

type tiler struct {
	rw     *rewrite.Rewriter
	op     *ir.Operation
	maps   []*ir.AffineMap
	sizes  []*ir.Value // loop sizes
	tiles  []int64     // tile size per loop (0: untiled)
	static []int64     // static loop sizes (dynamic: ir.ShapedDynamic)
	ivs    []*ir.Value // tile offsets (nil: 0)
	tsz    []*ir.Value // tile sizes as values
}

func tileOp(rw *rewrite.Rewriter, op *ir.Operation, sizes []int64) error {
	maps, err := linalg.IndexingMaps(op)
	if err != nil {
		return err
	}
	for _, m := range maps {
		if !projectedPermutation(m) {
			return nil // left alone: only projected permutations are tiled
		}
	}
	for _, v := range op.Operands() {
		if _, ok := v.Type().(*ir.RankedTensorType); !ok && !isScalar(v.Type()) {
			return nil
		}
	}
	n := maps[0].NumDims
	t := &tiler{rw: rw, op: op, maps: maps, tiles: make([]int64, n), static: make([]int64, n),
		ivs: make([]*ir.Value, n), tsz: make([]*ir.Value, n)}
	any := false
	for i := 0; i < n && i < len(sizes); i++ {
		t.tiles[i] = sizes[i]
		any = any || sizes[i] > 0
	}
	if !any {
		return nil
	}
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	if t.sizes, err = loopbuild.LoopSizes(rw, op, maps); err != nil {
		return err
	}
	for i, s := range t.sizes {
		t.static[i] = ir.ShapedDynamic
		if c, ok := constOf(s); ok {
			t.static[i] = c
		}
	}
	res := t.loop(0, linalg.Outputs(op))
	rw.ReplaceOp(op, res)
	return nil
}

func isScalar(t ir.Type) bool {
	_, ok := t.(ir.ShapedType)
	return !ok
}

func constOf(v *ir.Value) (int64, bool) {
	if d := v.DefiningOp(); d != nil && d.Def() == arith.Constant {
		if a, ok := d.Attr("value").(*ir.IntegerAttr); ok {
			return a.Int64(), true
		}
	}
	return 0, false
}

// loop builds the loop of dim d (or the tile computation after the last
// loop) with outs as the current destination tensors; it returns the
// values that replace them.
func (t *tiler) loop(d int, outs []*ir.Value) []*ir.Value {
	rw, ctx := t.rw, t.rw.Ctx
	if d == len(t.tiles) {
		return t.compute(outs)
	}
	if t.tiles[d] == 0 || t.static[d] != ir.ShapedDynamic && t.tiles[d] >= t.static[d] {
		t.tsz[d] = t.sizes[d]
		return t.loop(d+1, outs)
	}
	c0 := loopbuild.Const(rw, 0)
	step := loopbuild.Const(rw, t.tiles[d])
	r := ir.NewRegion()
	blk := ir.NewBlock()
	blk.AddArgument(ctx.IndexType(), rw.Loc)
	var types []ir.Type
	for _, o := range outs {
		blk.AddArgument(o.Type(), rw.Loc)
		types = append(types, o.Type())
	}
	r.Append(blk)
	f := rw.Create(&ir.OperationState{Name: ctx.OpName(scf.For.Name),
		Operands: append([]*ir.Value{c0, t.sizes[d], step}, outs...), Types: types, Regions: []*ir.Region{r}})
	ip := rw.Save()
	rw.SetInsertionPointToEnd(blk)
	iv := blk.Arg(0)
	t.ivs[d] = iv
	if t.static[d] != ir.ShapedDynamic && t.static[d]%t.tiles[d] == 0 {
		t.tsz[d] = step
	} else {
		// min(tile, size - iv)
		m := ir.NewAffineMap(1, 1, []*ir.AffineExpr{ir.AffineConstExpr(t.tiles[d]),
			ir.AffineSub(ir.AffineSymExpr(0), ir.AffineDimExpr(0))})
		t.tsz[d] = rw.CreateOp(affined.Min.Name, []*ir.Value{iv, t.sizes[d]}, []ir.Type{ctx.IndexType()},
			ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(m)}).Result(0)
	}
	res := t.loop(d+1, blk.Args()[1:])
	rw.CreateOp(scf.Yield.Name, res, nil)
	rw.Restore(ip)
	t.ivs[d], t.tsz[d] = nil, nil
	return f.Results()
}

// slice extracts the tile of operand v read through map m.
func (t *tiler) slice(v *ir.Value, m *ir.AffineMap) *ir.Value {
	rt := v.Type().(*ir.RankedTensorType)
	offs, sizes, shape := t.tileOf(m, rt)
	return t.sliceOp(tensor.ExtractSlice.Name, []*ir.Value{v}, offs, sizes, t.rw.Ctx.RankedTensorType(shape, rt.Elem, nil))
}

// tileOf returns the offsets and sizes of the tile of a tensor indexed
// by m, and the tile's static shape.
func (t *tiler) tileOf(m *ir.AffineMap, rt *ir.RankedTensorType) (offs, sizes []*ir.Value, shape []int64) {
	for j, e := range m.Results {
		d := e.Val
		if t.ivs[d] != nil {
			offs = append(offs, t.ivs[d])
			sizes = append(sizes, t.tsz[d])
			if c, ok := constOf(t.tsz[d]); ok {
				shape = append(shape, c)
			} else {
				shape = append(shape, ir.ShapedDynamic)
			}
			continue
		}
		offs = append(offs, nil)
		sizes = append(sizes, nil)
		shape = append(shape, rt.Dims[j])
	}
	// Untiled dims: the full size (dynamic ones through tensor.dim).
	return offs, sizes, shape
}

// sliceOp builds extract_slice (operands: source) or insert_slice
// (operands: source, dest) with unit strides; nil offsets are 0 and nil
// sizes the full (static or dim) size of the sliced tensor.
func (t *tiler) sliceOp(name string, operands []*ir.Value, offs, sizes []*ir.Value, res ir.Type) *ir.Value {
	rw, ctx := t.rw, t.rw.Ctx
	full := operands[len(operands)-1]
	ft := full.Type().(*ir.RankedTensorType)
	n := len(offs)
	so, ss, st := make([]int64, n), make([]int64, n), make([]int64, n)
	var do, ds []*ir.Value
	for i := 0; i < n; i++ {
		st[i] = 1
		if offs[i] == nil {
			so[i] = 0
		} else if c, ok := constOf(offs[i]); ok {
			so[i] = c
		} else {
			so[i] = ir.ShapedDynamic
			do = append(do, offs[i])
		}
		sz := sizes[i]
		if sz == nil {
			if ft.Dims[i] != ir.ShapedDynamic {
				ss[i] = ft.Dims[i]
				continue
			}
			sz = loopbuild.Dim(rw, full, i)
		}
		if c, ok := constOf(sz); ok {
			ss[i] = c
		} else {
			ss[i] = ir.ShapedDynamic
			ds = append(ds, sz)
		}
	}
	segs := []int64{1, int64(len(do)), int64(len(ds)), 0}
	if len(operands) == 2 {
		segs = []int64{1, 1, int64(len(do)), int64(len(ds)), 0}
	}
	s := &ir.OperationState{Name: ctx.OpName(name), Operands: append(append(append([]*ir.Value{}, operands...), do...), ds...),
		Types: []ir.Type{res}}
	s.AddAttr("static_offsets", ctx.DenseI64Array(so))
	s.AddAttr("static_sizes", ctx.DenseI64Array(ss))
	s.AddAttr("static_strides", ctx.DenseI64Array(st))
	s.AddAttr("operandSegmentSizes", ctx.DenseI32Array(segs))
	return rw.Create(s).Result(0)
}

// compute builds the op on the tiles and inserts its results into outs.
func (t *tiler) compute(outs []*ir.Value) []*ir.Value {
	rw, op := t.rw, t.op
	nIns := len(linalg.Inputs(op))
	operands := make([]*ir.Value, op.NumOperands())
	for i, v := range op.Operands() {
		if isScalar(v.Type()) {
			operands[i] = v
			continue
		}
		src := v
		if i >= nIns {
			src = outs[i-nIns]
		}
		operands[i] = t.slice(src, t.maps[i])
	}
	var types []ir.Type
	for _, v := range operands[nIns:] {
		types = append(types, v.Type())
	}
	m := ir.NewIRMapping()
	st := &ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands, Types: types,
		Props: append([]ir.NamedAttr(nil), op.Props()...)}
	for _, r := range op.Regions() {
		nr := ir.NewRegion()
		ir.CloneRegionInto(r, nr, m)
		st.Regions = append(st.Regions, nr)
	}
	nop := rw.Create(st)
	for _, a := range op.DiscardableAttrs() {
		nop.SetDiscardableAttr(a.Name, a.Value)
	}
	// linalg.index of a tiled dim: the tile's index plus its offset.
	ir.WalkOps(nop, func(o *ir.Operation) {
		if o.Def() != linalg.Index {
			return
		}
		d := o.Attr("dim").(*ir.IntegerAttr).Int64()
		if iv := t.ivs[d]; iv != nil {
			ip := rw.Save()
			rw.SetInsertionPointAfter(o)
			add := rw.CreateOp(arith.AddI.Name, []*ir.Value{o.Result(0), iv}, []ir.Type{rw.Ctx.IndexType()})
			o.Result(0).ReplaceUsesWithIf(add.Result(0), func(u *ir.OpOperand) bool { return u.Owner() != add })
			rw.Restore(ip)
		}
	})
	res := make([]*ir.Value, len(outs))
	for k, o := range outs {
		ot := o.Type().(*ir.RankedTensorType)
		offs, sizes, _ := t.tileOf(t.maps[nIns+k], ot)
		res[k] = t.sliceOp(tensor.InsertSlice.Name, []*ir.Value{nop.Result(k), o}, offs, sizes, ot)
	}
	return res
}
