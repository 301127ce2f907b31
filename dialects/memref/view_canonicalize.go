package memref

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of memref.view, as upstream's MemRefOps.cpp has them
// (checked against `mlir-opt-22 --canonicalize`;
// test/lit/Dialect/MemRef/canonicalize-view.mlir).

// view(%m)[%shift][%c7, %n] : to memref<?x?xf32> ->
// cast(view(%m)[%shift][%n] : to memref<7x?xf32>): sizes given by
// non-negative constants become static, a cast gives back the old type
// (upstream's ViewOpShapeFolder; the byte shift stays an operand).
var viewShapeFolder = &rewrite.Pattern{
	Name: "ViewOpShapeFolder", Root: View.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		t := memrefOf(op.Result(0))
		if t == nil {
			return false
		}
		view, _ := AsView(op)
		sizes := mixed(t.Dims, view.Sizes())
		if !sizes.foldConstants(func(c int64) bool { return c >= 0 }) {
			return false
		}
		nt := op.Context().MemRefType(sizes.static, t.Elem, t.Layout, t.MemorySpace)
		rw.SetInsertionPoint(op)
		operands := append([]*ir.Value{view.Source(), view.ByteShift()}, sizes.operands()...)
		v := rw.CreateAt(op.Loc(), View.Name, operands, []ir.Type{nt})
		cast := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{v.Result(0)}, []ir.Type{t})
		rw.ReplaceOp(op, []*ir.Value{cast.Result(0)})
		return true
	},
}

// view(cast(%m)) -> view(%m): a view reads the memref behind a cast of
// it, where that is a view's source too (ranked, no layout; upstream's
// ViewOpMemrefCastFolder, which LLVM 22 applies to any cast).
var viewCastFolder = &rewrite.Pattern{
	Name: "ViewOpMemrefCastFolder", Root: View.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		view, _ := AsView(op)
		cast, ok := AsCast(view.Source().DefiningOp())
		if !ok {
			return false
		}
		if src := memrefOf(cast.Source()); src == nil || src.Layout != nil {
			return false
		}
		rw.ModifyInPlace(op, func() { op.SetOperand(0, cast.Source()) })
		return true
	},
}
