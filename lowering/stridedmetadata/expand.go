// Package stridedmetadata is expand-strided-metadata: memref.subview
// becomes memref.extract_strided_metadata of its source, affine.apply of
// the new offset and strides, and a memref.reinterpret_cast, so that
// finalize-memref-to-llvm only has to build descriptors, as upstream.
package stridedmetadata

import (
	"github.com/strata-compiler/strata/dialects/memref"
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
		if o.Name() == "memref.subview" {
			ops = append(ops, o)
		}
	})
	rw := rewrite.NewRewriter(root.Context())
	for _, op := range ops {
		rw.SetInsertionPoint(op)
		rw.Loc = op.Loc()
		if v := expandSubView(rw, op); v != nil {
			rw.ReplaceOp(op, []*ir.Value{v})
		}
	}
	return nil
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

func ints(a ir.Attribute) []int64 {
	if d, ok := a.(*ir.DenseArrayAttr); ok {
		return d.Ints
	}
	return nil
}

// affineSum folds sum(terms) where each term is a product of ofrs into a
// constant, or an affine.apply over the dynamic values.
func affineSum(rw *rewrite.Rewriter, terms [][]ofr) ofr {
	var syms []*ir.Value
	expr := ir.AffineConstExpr(0)
	for _, t := range terms {
		p := ir.AffineConstExpr(1)
		for _, f := range t {
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
	op := rw.CreateOp("affine.apply", syms, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(m)})
	return ofr{v: op.Result(0)}
}

// subview %src[offs][sizes][steps]
//
//	-> %base, %off, %sizes..., %strides... = extract_strided_metadata %src
//	   reinterpret_cast %base to offset: [%off + sum(offs_i * strides_i)],
//	     sizes: [kept sizes], strides: [kept strides_i * steps_i]
func expandSubView(rw *rewrite.Rewriter, op *ir.Operation) *ir.Value {
	ctx := rw.Ctx
	src, ok := op.Operand(0).Type().(*ir.MemRefType)
	res, ok2 := op.Result(0).Type().(*ir.MemRefType)
	if !ok || !ok2 {
		return nil
	}
	srcStrides, srcOff, ok := memref.StridesAndOffset(src)
	if !ok {
		return nil
	}
	d := op.Def()
	offs := mixed(ints(op.Attr("static_offsets")), d.OperandGroup(op, "offsets"))
	sizes := mixed(ints(op.Attr("static_sizes")), d.OperandGroup(op, "sizes"))
	steps := mixed(ints(op.Attr("static_strides")), d.OperandGroup(op, "strides"))
	rank := len(src.Dims)
	// extract_strided_metadata only when something is dynamic.
	idx := ctx.IndexType()
	types := []ir.Type{ctx.MemRefType(nil, src.Elem, nil, src.MemorySpace), idx}
	for i := 0; i < 2*rank; i++ {
		types = append(types, idx)
	}
	meta := rw.CreateOp("memref.extract_strided_metadata", []*ir.Value{op.Operand(0)}, types)
	base := meta.Result(0)
	srcOffset := ofr{c: srcOff}
	if srcOff == ir.ShapedDynamic {
		srcOffset = ofr{v: meta.Result(1)}
	}
	stride := func(i int) ofr {
		if srcStrides[i] == ir.ShapedDynamic {
			return ofr{v: meta.Result(2 + rank + i)}
		}
		return ofr{c: srcStrides[i]}
	}
	terms := [][]ofr{{srcOffset}}
	for i := 0; i < rank; i++ {
		terms = append(terms, []ofr{offs[i], stride(i)})
	}
	newOff := affineSum(rw, terms)
	// Dropped dimensions: unit sizes, as many as the rank shrinks.
	drop := rank - len(res.Dims)
	var keptSizes, keptStrides []ofr
	for i := 0; i < rank; i++ {
		if drop > 0 && sizes[i].v == nil && sizes[i].c == 1 {
			drop--
			continue
		}
		keptSizes = append(keptSizes, sizes[i])
		keptStrides = append(keptStrides, affineSum(rw, [][]ofr{{stride(i), steps[i]}}))
	}
	if drop != 0 || len(keptSizes) != len(res.Dims) {
		return nil
	}
	split := func(fs []ofr) ([]int64, []*ir.Value) {
		var st []int64
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
	so, do := split([]ofr{newOff})
	ss, ds := split(keptSizes)
	st, dt := split(keptStrides)
	if ss == nil {
		ss, st = []int64{}, []int64{}
	}
	operands := append(append(append([]*ir.Value{base}, do...), ds...), dt...)
	s := &ir.OperationState{Name: ctx.OpName("memref.reinterpret_cast"), Operands: operands, Types: []ir.Type{res}}
	s.AddAttr("static_offsets", ctx.DenseI64Array(so))
	s.AddAttr("static_sizes", ctx.DenseI64Array(ss))
	s.AddAttr("static_strides", ctx.DenseI64Array(st))
	s.Props = append(s.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{1, int64(len(do)), int64(len(ds)), int64(len(dt))})})
	return rw.Create(s).Result(0)
}
