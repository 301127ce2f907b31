// Package expandrealloc is expand-realloc: memref.realloc becomes an
// scf.if on whether the new size is larger: then a new buffer of that
// size, the old contents copied into its prefix and (emit-deallocs) the
// old buffer freed; else the old buffer, reinterpreted at the new size.
// The same ops as upstream's pass; a realloc to a static size no larger
// than the static old one is the reinterpretation alone (upstream's pass
// emits a copy branch that does not verify there).
package expandrealloc

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is expand-realloc.
var Pass = &passes.Pass{
	Argument: "expand-realloc",
	Name:     "ExpandReallocPass",
	Summary:  "Expand memref.realloc operations into its components",
	Options: []passes.Option{
		{Name: "emit-deallocs", Description: "Emit deallocation operations for the original MemRef", Kind: passes.BoolOption, Default: "true"},
	},
	Dialects: []string{"arith", "memref", "scf"},
	Run:      func(r *passes.Run) error { return Apply(r.Op, r.Bool("emit-deallocs")) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Apply expands every memref.realloc nested in root.
func Apply(root *ir.Operation, emitDeallocs bool) error {
	var ops []*ir.Operation
	ir.WalkOps(root, func(o *ir.Operation) {
		if o.Def() == memref.Realloc {
			ops = append(ops, o)
		}
	})
	rw := rewrite.NewRewriter(root.Context())
	for _, op := range ops {
		rw.SetInsertionPoint(op)
		rw.Loc = op.Loc()
		rw.ReplaceOp(op, []*ir.Value{expand(rw, op, emitDeallocs)})
	}
	return nil
}

func expand(rw *rewrite.Rewriter, op *ir.Operation, emitDeallocs bool) *ir.Value {
	ctx := rw.Ctx
	index := ctx.IndexType()
	src := op.Operand(0)
	srcType := src.Type().(*ir.MemRefType)
	resType := op.Result(0).Type().(*ir.MemRefType)
	constant := func(v int64) *ir.Value {
		return rw.CreateOp(arith.Constant.Name, nil, []ir.Type{index}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(index, v)}).Result(0)
	}
	// The sizes, as values (the static ones as constants).
	var oldSize, newSize *ir.Value
	if srcType.Dims[0] == ir.ShapedDynamic {
		c0 := constant(0)
		oldSize = rw.CreateOp(memref.Dim.Name, []*ir.Value{src, c0}, []ir.Type{index}).Result(0)
	} else {
		oldSize = constant(srcType.Dims[0])
	}
	var dynamic []*ir.Value
	if resType.Dims[0] == ir.ShapedDynamic {
		newSize = op.Operand(1)
		dynamic = []*ir.Value{newSize}
	} else {
		newSize = constant(resType.Dims[0])
	}
	reinterpret := func() *ir.Value {
		cast := &ir.OperationState{Name: ctx.NameOf(memref.ReinterpretCast), Loc: op.Loc(), Operands: append([]*ir.Value{src}, dynamic...),
			Types: []ir.Type{resType}}
		cast.AddAttr("static_offsets", ctx.DenseI64Array([]int64{0}))
		cast.AddAttr("static_sizes", ctx.DenseI64Array([]int64{resType.Dims[0]}))
		cast.AddAttr("static_strides", ctx.DenseI64Array([]int64{1}))
		cast.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int64{1, 0, int64(len(dynamic)), 0}))
		return rw.Create(cast).Result(0)
	}
	if old, new := srcType.Dims[0], resType.Dims[0]; old != ir.ShapedDynamic && new != ir.ShapedDynamic && new <= old {
		// Static and not larger: the copy branch would not even verify
		// (its prefix view is larger than the new buffer); upstream's
		// pass fails here.
		return reinterpret()
	}
	grow := rw.CreateOp(arith.CmpI.Name, []*ir.Value{oldSize, newSize}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(arith.CmpIULT))}).Result(0)
	branch := rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.If), Loc: op.Loc(), Operands: []*ir.Value{grow},
		Types: []ir.Type{resType}, NumRegions: 2})
	after := rw.Save()
	defer rw.Restore(after)

	// Larger: a new buffer, the old contents copied into its prefix.
	then := ir.NewBlock()
	branch.Region(0).Append(then)
	rw.SetInsertionPointToEnd(then)
	allocAttrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(dynamic)), 0})}}
	if a := op.Attr("alignment"); a != nil {
		allocAttrs = append(allocAttrs, ir.NamedAttr{Name: "alignment", Value: a})
	}
	alloc := rw.CreateOp(memref.Alloc.Name, dynamic, []ir.Type{resType}, allocAttrs...).Result(0)
	prefix := &ir.OperationState{Name: ctx.NameOf(memref.SubView), Loc: op.Loc(), Operands: []*ir.Value{alloc},
		Types: []ir.Type{memref.StridedType(ctx, srcType.Dims, srcType.Elem, []int64{1}, 0, srcType.MemorySpace)}}
	sizes := []int64{srcType.Dims[0]}
	if srcType.Dims[0] == ir.ShapedDynamic {
		prefix.Operands = append(prefix.Operands, oldSize)
	}
	prefix.AddAttr("static_offsets", ctx.DenseI64Array([]int64{0}))
	prefix.AddAttr("static_sizes", ctx.DenseI64Array(sizes))
	prefix.AddAttr("static_strides", ctx.DenseI64Array([]int64{1}))
	prefix.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int64{1, 0, int64(len(prefix.Operands) - 1), 0}))
	view := rw.Create(prefix).Result(0)
	rw.CreateOp(memref.Copy.Name, []*ir.Value{src, view}, nil)
	if emitDeallocs {
		rw.CreateOp(memref.Dealloc.Name, []*ir.Value{src}, nil)
	}
	rw.CreateOp(scf.Yield.Name, []*ir.Value{alloc}, nil)

	// Not larger: the same buffer at the new size.
	otherwise := ir.NewBlock()
	branch.Region(1).Append(otherwise)
	rw.SetInsertionPointToEnd(otherwise)
	rw.CreateOp(scf.Yield.Name, []*ir.Value{reinterpret()}, nil)
	return branch.Result(0)
}
