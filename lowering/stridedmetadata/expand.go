// Package stridedmetadata is expand-strided-metadata: memref.subview,
// memref.collapse_shape and memref.expand_shape become
// memref.extract_strided_metadata of their source, affine.apply of the
// new offset, sizes and strides, and a memref.reinterpret_cast, so that
// finalize-memref-to-llvm only has to build descriptors, as upstream.
package stridedmetadata

import (
	affined "github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is expand-strided-metadata.
var Pass = &passes.Pass{
	Argument: "expand-strided-metadata",
	Name:     "ExpandStridedMetadataPass",
	Summary:  "Expand memref operations into easier to analyze constructs",
	Dialects: []string{"affine", "memref"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply rewrites the subviews nested in root.
func Apply(root *ir.Operation) error {
	var ops []*ir.Operation
	ir.WalkOps(root, func(o *ir.Operation) {
		switch o.Def() {
		case memref.SubView, memref.CollapseShape, memref.ExpandShape:
			ops = append(ops, o)
		}
	})
	rw := rewrite.NewRewriter(root.Context())
	for _, op := range ops {
		rw.SetInsertionPoint(op)
		rw.Loc = op.Loc()
		var v *ir.Value
		switch op.Def() {
		case memref.SubView:
			v = expandSubView(rw, op)
		case memref.CollapseShape:
			v = expandCollapse(rw, op)
		case memref.ExpandShape:
			v = expandExpand(rw, op)
		}
		if v != nil {
			rw.ReplaceOp(op, []*ir.Value{v})
		}
	}
	foldMetadata(rw, root)
	eraseDead(rw, root)
	return nil
}

// foldMetadata replaces the results of the memref.extract_strided_metadata
// ops nested in root that are known: the operands of a
// memref.reinterpret_cast of a base buffer it reads (upstream's
// ExtractStridedMetadataOpReinterpretCastFolder, which with the subview
// expansion gives upstream's extract_strided_metadata of a subview), and
// what the memref's type says statically (the op's fold), the static
// ones as index constants at the start of the enclosing function, one per
// value.
func foldMetadata(rw *rewrite.Rewriter, root *ir.Operation) {
	var ops []*ir.Operation
	ir.WalkOps(root, func(o *ir.Operation) {
		if o.Def() == memref.ExtractStridedMetadata {
			ops = append(ops, o)
		}
	})
	type key struct {
		block *ir.Block
		v     int64
	}
	constants := map[key]*ir.Value{}
	constant := func(at *ir.Operation, v int64) *ir.Value {
		scope := at.ParentOp()
		for scope != nil && !scope.HasTrait(ir.IsolatedFromAbove) {
			scope = scope.ParentOp()
		}
		if scope == nil || scope.NumRegions() == 0 || scope.Region(0).Empty() {
			return nil
		}
		entry := scope.Region(0).Front()
		k := key{entry, v}
		if c, ok := constants[k]; ok {
			return c
		}
		ip := rw.Save()
		rw.SetInsertionPointToStart(entry)
		c := rw.Build(arith.Constant, nil, []ir.Type{rw.Ctx.IndexType()},
			ir.NamedAttr{Name: "value", Value: rw.Ctx.IntegerAttr(rw.Ctx.IndexType(), v)}).Result(0)
		rw.Restore(ip)
		constants[k] = c
		return c
	}
	for _, op := range ops {
		source := op.Operand(0)
		t, ok := source.Type().(*ir.MemRefType)
		if !ok {
			continue
		}
		strides, off, ok := memref.StridesAndOffset(t)
		if !ok {
			continue
		}
		m, fromCast := castMetadata(source, t, strides, off)
		if !fromCast {
			m = meta{offset: ofr{c: off}}
			for i := range t.Dims {
				m.sizes = append(m.sizes, ofr{c: t.Dims[i]})
				m.strides = append(m.strides, ofr{c: strides[i]})
			}
		}
		known := append(append([]ofr{m.offset}, m.sizes...), m.strides...)
		for i, f := range known {
			r := op.Result(1 + i)
			if r.UseEmpty() || (f.v == nil && f.c == ir.ShapedDynamic) {
				continue
			}
			v := f.v
			if v == nil {
				if v = constant(op, f.c); v == nil {
					continue
				}
			}
			rw.ReplaceAllUsesWith(r, v)
		}
		if fromCast && !op.Result(0).UseEmpty() {
			rw.ReplaceAllUsesWith(op.Result(0), m.base)
		}
	}
}

// eraseDead erases the trivially dead ops left (metadata nobody reads,
// views and sizes only the rewritten ops used), as upstream's greedy
// driver does.
func eraseDead(rw *rewrite.Rewriter, root *ir.Operation) {
	for changed := true; changed; {
		changed = false
		var dead []*ir.Operation
		ir.WalkOps(root, func(o *ir.Operation) {
			if o != root && o.NumRegions() == 0 && rewrite.IsTriviallyDead(o) {
				dead = append(dead, o)
			}
		})
		for i := len(dead) - 1; i >= 0; i-- {
			if dead[i].UseEmpty() {
				rw.EraseOp(dead[i])
				changed = true
			}
		}
	}
}

// ofr is a static value or an SSA value (upstream's OpFoldResult).
type ofr struct {
	c int64
	v *ir.Value
}

func mixed(static []int64, dyn []*ir.Value) []ofr {
	out := make([]ofr, len(static))
	k := 0
	for i, s := range static {
		if s == ir.ShapedDynamic {
			out[i] = ofr{v: dyn[k]}
			k++
		} else {
			out[i] = ofr{c: s}
		}
	}
	return out
}

// folded turns a value defined by an index constant into a constant.
func folded(f ofr) ofr {
	if f.v == nil {
		return f
	}
	if d := f.v.DefiningOp(); d != nil && d.Def() == arith.Constant {
		if a, ok := d.Attr("value").(*ir.IntegerAttr); ok {
			if _, idx := a.Type.(*ir.IndexType); idx {
				return ofr{c: a.Int64()}
			}
		}
	}
	return f
}

// affineSum folds sum(terms) where each term is a product of ofrs into a
// constant, or an affine.apply over the dynamic values.
func affineSum(rw *rewrite.Rewriter, terms [][]ofr) ofr {
	var syms []*ir.Value
	expr := ir.AffineConstExpr(0)
	for _, t := range terms {
		p := ir.AffineConstExpr(1)
		for _, f := range t {
			f = folded(f)
			var e *ir.AffineExpr
			if f.v != nil {
				e = ir.AffineSymExpr(len(syms))
				syms = append(syms, f.v)
			} else {
				e = ir.AffineConstExpr(f.c)
			}
			p = ir.AffineMulExpr(p, e)
		}
		expr = ir.AffineAddExpr(expr, p)
	}
	if expr.Kind == ir.AffineConst {
		return ofr{c: expr.Val}
	}
	if expr.Kind == ir.AffineSym && len(syms) == 1 {
		return ofr{v: syms[0]}
	}
	ctx := rw.Ctx
	m := ir.NewAffineMap(0, len(syms), []*ir.AffineExpr{expr})
	op := rw.CreateOp(affined.Apply.Name, syms, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(m)})
	return ofr{v: op.Result(0)}
}

// subview %src[offs][sizes][steps]
//
//	-> %base, %off, %sizes..., %strides... = extract_strided_metadata %src
//	   reinterpret_cast %base to offset: [%off + sum(offs_i * strides_i)],
//	     sizes: [kept sizes], strides: [kept strides_i * steps_i]
func expandSubView(rw *rewrite.Rewriter, op *ir.Operation) *ir.Value {
	sv, _ := memref.AsSubView(op)
	src, ok := sv.Source().Type().(*ir.MemRefType)
	res, ok2 := op.Result(0).Type().(*ir.MemRefType)
	if !ok || !ok2 {
		return nil
	}
	offs := mixed(sv.StaticOffsets(), sv.Offsets())
	sizes := mixed(sv.StaticSizes(), sv.Sizes())
	steps := mixed(sv.StaticStrides(), sv.Strides())
	rank := len(src.Dims)
	m, ok := extractMetadata(rw, sv.Source())
	if !ok {
		return nil
	}
	base, srcOffset := m.base, m.offset
	stride := func(i int) ofr { return m.strides[i] }
	// As upstream's SubviewFolder: the strides first, each the subview's
	// step times the source's stride, then the offset.
	drop := rank - len(res.Dims) // dropped dims: unit sizes, as many as the rank shrinks
	var keptSizes, keptStrides []ofr
	for i := 0; i < rank; i++ {
		if drop > 0 && sizes[i].v == nil && sizes[i].c == 1 {
			drop--
			continue
		}
		keptSizes = append(keptSizes, sizes[i])
		keptStrides = append(keptStrides, affineSum(rw, [][]ofr{{steps[i], stride(i)}}))
	}
	if drop != 0 || len(keptSizes) != len(res.Dims) {
		return nil
	}
	terms := [][]ofr{{srcOffset}}
	for i := 0; i < rank; i++ {
		terms = append(terms, []ofr{offs[i], stride(i)})
	}
	newOff := affineSum(rw, terms)
	return reinterpret(rw, base, res, newOff, keptSizes, keptStrides)
}

// meta is the extract_strided_metadata of a memref: its base buffer, and
// its offset, sizes and strides, static where the type knows them.
type meta struct {
	base           *ir.Value
	offset         ofr
	sizes, strides []ofr
}

func extractMetadata(rw *rewrite.Rewriter, v *ir.Value) (meta, bool) {
	ctx := rw.Ctx
	t, ok := v.Type().(*ir.MemRefType)
	if !ok {
		return meta{}, false
	}
	strides, off, ok := memref.StridesAndOffset(t)
	if !ok {
		return meta{}, false
	}
	rank := len(t.Dims)
	if m, ok := castMetadata(v, t, strides, off); ok {
		return m, true
	}
	idx := ctx.IndexType()
	types := []ir.Type{ctx.MemRefType(nil, t.Elem, nil, t.MemorySpace), idx}
	for i := 0; i < 2*rank; i++ {
		types = append(types, idx)
	}
	op := rw.CreateOp(memref.ExtractStridedMetadata.Name, []*ir.Value{v}, types)
	m := meta{base: op.Result(0), offset: ofr{c: off}}
	if off == ir.ShapedDynamic {
		m.offset = ofr{v: op.Result(1)}
	}
	for i := 0; i < rank; i++ {
		s := ofr{c: t.Dims[i]}
		if t.Dims[i] == ir.ShapedDynamic {
			s = ofr{v: op.Result(2 + i)}
		}
		m.sizes = append(m.sizes, s)
		st := ofr{c: strides[i]}
		if strides[i] == ir.ShapedDynamic {
			st = ofr{v: op.Result(2 + rank + i)}
		}
		m.strides = append(m.strides, st)
	}
	return m, true
}

// castMetadata reads the metadata of a memref.reinterpret_cast of a base
// buffer (rank 0) off its operands instead of extracting it again, as
// upstream folds extract_strided_metadata(reinterpret_cast).
func castMetadata(v *ir.Value, t *ir.MemRefType, strides []int64, off int64) (meta, bool) {
	d, isCast := memref.AsReinterpretCast(v.DefiningOp())
	if !isCast {
		return meta{}, false
	}
	base, ok := d.Source().Type().(*ir.MemRefType)
	if !ok || len(base.Dims) != 0 || base.Layout != nil {
		return meta{}, false
	}
	offs := mixed(staticdyn.Ints(d.Attr("static_offsets")), d.Offsets())
	sizes := mixed(staticdyn.Ints(d.Attr("static_sizes")), d.Sizes())
	strs := mixed(staticdyn.Ints(d.Attr("static_strides")), d.Strides())
	if len(offs) != 1 || len(sizes) != len(t.Dims) || len(strs) != len(t.Dims) {
		return meta{}, false
	}
	m := meta{base: d.Source(), offset: offs[0], sizes: sizes, strides: strs}
	// What the type knows statically wins.
	if off != ir.ShapedDynamic {
		m.offset = ofr{c: off}
	}
	for i := range t.Dims {
		if t.Dims[i] != ir.ShapedDynamic {
			m.sizes[i] = ofr{c: t.Dims[i]}
		}
		if strides[i] != ir.ShapedDynamic {
			m.strides[i] = ofr{c: strides[i]}
		}
	}
	return m, true
}

// reassociation reads the groups of a collapse_shape or expand_shape.
func reassociation(op *ir.Operation) [][]int {
	arr, ok := op.Attr("reassociation").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	var gs [][]int
	for _, g := range arr.Elems {
		ga, ok := g.(*ir.ArrayAttr)
		if !ok {
			return nil
		}
		var group []int
		for _, e := range ga.Elems {
			ia, ok := e.(*ir.IntegerAttr)
			if !ok {
				return nil
			}
			group = append(group, int(ia.Int64()))
		}
		gs = append(gs, group)
	}
	return gs
}

// affineFloorDiv is f floordiv d (d > 0).
func affineFloorDiv(rw *rewrite.Rewriter, f ofr, d int64) ofr {
	if f = folded(f); f.v == nil {
		return ofr{c: floorDiv(f.c, d)}
	}
	if d == 1 {
		return f
	}
	ctx := rw.Ctx
	m := ir.NewAffineMap(0, 1, []*ir.AffineExpr{ir.AffineFloorDivExpr(ir.AffineSymExpr(0), ir.AffineConstExpr(d))})
	op := rw.CreateOp(affined.Apply.Name, []*ir.Value{f.v}, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(m)})
	return ofr{v: op.Result(0)}
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// reinterpret builds memref.reinterpret_cast base to the given layout.
func reinterpret(rw *rewrite.Rewriter, base *ir.Value, res *ir.MemRefType, off ofr, sizes, strides []ofr) *ir.Value {
	ctx := rw.Ctx
	split := func(fs []ofr) ([]int64, []*ir.Value) {
		st := []int64{}
		var dy []*ir.Value
		for _, f := range fs {
			if f.v != nil {
				st = append(st, ir.ShapedDynamic)
				dy = append(dy, f.v)
			} else {
				st = append(st, f.c)
			}
		}
		return st, dy
	}
	// The op and the result type agree on what is static (upstream's
	// verifier requires it): a constant where the type is dynamic
	// becomes an arith.constant, a value where it is static the constant.
	strs, toff, _ := memref.StridesAndOffset(res)
	agree := func(f ofr, static int64) ofr {
		f = folded(f)
		switch {
		case static != ir.ShapedDynamic:
			return ofr{c: static}
		case f.v == nil:
			c := rw.CreateOp(arith.Constant.Name, nil, []ir.Type{ctx.IndexType()},
				ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), f.c)})
			return ofr{v: c.Result(0)}
		}
		return f
	}
	off = agree(off, toff)
	for i := range sizes {
		sizes[i] = agree(sizes[i], res.Dims[i])
		strides[i] = agree(strides[i], strs[i])
	}
	so, do := split([]ofr{off})
	ss, ds := split(sizes)
	st, dt := split(strides)
	operands := append(append(append([]*ir.Value{base}, do...), ds...), dt...)
	s := &ir.OperationState{Name: ctx.NameOf(memref.ReinterpretCast), Operands: operands, Types: []ir.Type{res}}
	s.AddAttr("static_offsets", ctx.DenseI64Array(so))
	s.AddAttr("static_sizes", ctx.DenseI64Array(ss))
	s.AddAttr("static_strides", ctx.DenseI64Array(st))
	s.Props = append(s.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{1, int64(len(do)), int64(len(ds)), int64(len(dt))})})
	return rw.Create(s).Result(0)
}

// collapse_shape %src [[0, 1], [2]]
//
//	-> %base, %off, %sizes..., %strides... = extract_strided_metadata %src
//	   reinterpret_cast %base to offset: [%off],
//	     sizes: [s0 * s1, s2], strides: [t1, t2]
//
// A group's size is the product of its sizes (the result type's size
// when static); its stride that of its innermost dimension of size other
// than 1, as upstream.
func expandCollapse(rw *rewrite.Rewriter, op *ir.Operation) *ir.Value {
	source := op.Operand(0)
	src, ok := source.Type().(*ir.MemRefType)
	res, ok2 := op.Result(0).Type().(*ir.MemRefType)
	groups := reassociation(op)
	if !ok || !ok2 || len(groups) != len(res.Dims) {
		return nil
	}
	resStrides, _, ok := memref.StridesAndOffset(res)
	if !ok {
		return nil
	}
	m, ok := extractMetadata(rw, source)
	if !ok {
		return nil
	}
	var sizes, strides []ofr
	for g, group := range groups {
		if res.Dims[g] != ir.ShapedDynamic {
			sizes = append(sizes, ofr{c: res.Dims[g]})
		} else {
			var t []ofr
			for _, d := range group {
				t = append(t, m.sizes[d])
			}
			sizes = append(sizes, affineSum(rw, [][]ofr{t}))
		}
		// The innermost dimension of size other than 1 has the smallest
		// stride of a contiguous group (upstream 22 takes it too).
		var gs []ofr
		for k := len(group) - 1; k >= 0 && gs == nil; k-- {
			if d := group[k]; src.Dims[d] != 1 {
				gs = []ofr{m.strides[d]}
			}
		}
		if len(gs) == 0 {
			// A group of unit dimensions: any of its strides will do.
			if resStrides[g] != ir.ShapedDynamic {
				gs = []ofr{{c: resStrides[g]}}
			} else {
				gs = []ofr{m.strides[group[len(group)-1]]}
				for _, d := range group {
					if m.strides[d].v != nil {
						gs = []ofr{m.strides[d]}
						break
					}
				}
			}
		}
		strides = append(strides, gs[0])
	}
	return reinterpret(rw, m.base, res, m.offset, sizes, strides)
}

// expand_shape %src [[0, 1], [2]] output_shape [%n, 4, 8]
//
//	-> %base, %off, %sizes..., %strides... = extract_strided_metadata %src
//	   reinterpret_cast %base to offset: [%off],
//	     sizes: [s0 floordiv 4, 4, 8], strides: [t0 * 4, t0, t1]
//
// The dynamic size of a group is the source size divided by the group's
// static sizes (the output_shape operand when a group has several dynamic
// sizes); strides are the source stride times the sizes inside it.
func expandExpand(rw *rewrite.Rewriter, op *ir.Operation) *ir.Value {
	res, ok := op.Result(0).Type().(*ir.MemRefType)
	groups := reassociation(op)
	if !ok || groups == nil {
		return nil
	}
	resStrides, _, ok := memref.StridesAndOffset(res)
	if !ok {
		return nil
	}
	ex, _ := memref.AsExpandShape(op)
	outShape := mixed(staticdyn.Ints(op.Attr("static_output_shape")), ex.OutputShape())
	if len(outShape) != len(res.Dims) {
		return nil
	}
	m, ok := extractMetadata(rw, ex.Src())
	if !ok || len(m.sizes) != len(groups) {
		return nil
	}
	sizes := make([]ofr, len(res.Dims))
	strides := make([]ofr, len(res.Dims))
	for g, group := range groups {
		static, ndyn := int64(1), 0
		for _, d := range group {
			if res.Dims[d] == ir.ShapedDynamic {
				ndyn++
			} else {
				static *= res.Dims[d]
			}
		}
		for _, d := range group {
			switch {
			case res.Dims[d] != ir.ShapedDynamic:
				sizes[d] = ofr{c: res.Dims[d]}
			case ndyn == 1 && static > 0:
				sizes[d] = affineFloorDiv(rw, m.sizes[g], static)
			default:
				sizes[d] = outShape[d]
			}
		}
		inner := []ofr{m.strides[g]}
		for k := len(group) - 1; k >= 0; k-- {
			d := group[k]
			if resStrides[d] != ir.ShapedDynamic {
				strides[d] = ofr{c: resStrides[d]}
			} else {
				strides[d] = affineSum(rw, [][]ofr{inner})
			}
			inner = append(append([]ofr(nil), inner...), sizes[d])
		}
	}
	return reinterpret(rw, m.base, res, m.offset, sizes, strides)
}
