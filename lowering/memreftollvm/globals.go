// Globals: memref.global as llvm.mlir.global, get_global as its address.

package memreftollvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// arrayType is the nested llvm array type of a static shape.
func arrayType(ctx *ir.Context, dims []int64, elem ir.Type) ir.Type {
	t := elem
	for i := len(dims) - 1; i >= 0; i-- {
		t = llvm.Array(ctx, t, dims[i])
	}
	return t
}

// memref.global @g : memref<4xf32> = dense<...> -> llvm.mlir.global @g(dense<...>) : !llvm.array<4 x f32>
func (c *conv) global(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	ta, ok := op.Attr("type").(*ir.TypeAttr)
	if !ok {
		return false
	}
	t, ok := ta.Type.(*ir.MemRefType)
	if !ok {
		return false
	}
	elem := tollvm.ElementType(ctx, c.o, t)
	if elem == nil {
		return false
	}
	at := arrayType(ctx, t.Dims, elem)
	st := &ir.OperationState{Name: ctx.NameOf(llvm.Global), Loc: op.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(ir.SymbolName(op)))
	st.AddAttr("global_type", ctx.TypeAttr(at))
	linkage := "external"
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value == "private" {
		linkage = "private"
	}
	st.AddAttr("linkage", llvm.Linkage(ctx, linkage))
	if op.HasAttr("constant") {
		st.AddAttr("constant", ctx.UnitAttr())
	}
	if v := op.Attr("initial_value"); v != nil {
		if _, unit := v.(*ir.UnitAttr); !unit {
			// The bytes of a dense_resource, as dense elements (the
			// LLVM emitter reads those).
			if r, ok := v.(*ir.DenseResourceElementsAttr); ok && r.Handle != nil {
				n := ir.NumElements(r.Type) * int64(ir.ElemBytes(r.Type.ElementType()))
				if n > 0 && int64(len(r.Handle.Data)) == n {
					v = ctx.DenseElementsAttr(r.Type, r.Handle.Data)
				}
			}
			if d, ok := v.(*ir.DenseElementsAttr); ok && len(t.Dims) == 0 && d.Splat {
				// A rank-0 global holds a scalar.
				if ft, ok := elem.(*ir.FloatType); ok {
					v = ctx.FloatAttr(ft, d.FloatElement(0))
				} else {
					v = ctx.IntegerAttr(elem, d.IntElement(0))
				}
			}
			st.AddAttr("value", v)
		}
	}
	if a := c.alignment(op); a != 0 {
		st.AddAttr("alignment", ctx.IntegerAttr(ctx.I(64), a))
	}
	st.AddAttr("addr_space", ctx.IntegerAttr(ctx.I(32), 0))
	rw.ReplaceOpWithNew(op, st)
	return true
}

// get_global @g -> descriptor {0xdeadbeef, &g[0, ...], 0, sizes, strides}
func (c *conv) getGlobal(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	t, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return false
	}
	dt := tollvm.DescriptorType(ctx, c.o, t)
	elem := tollvm.ElementType(ctx, c.o, t)
	if dt == nil || elem == nil {
		return false
	}
	ref, _ := op.Attr("name").(*ir.SymbolRefAttr)
	if ref == nil {
		return false
	}
	b := c.b(rw)
	addr := b.V(llvm.AddressOf.Name, nil, b.Ptr(0), tollvm.Attr("global_name", ref))
	idx := []any{0}
	for range t.Dims {
		idx = append(idx, 0)
	}
	p := b.GEP(0, b.Ptr(0), addr, arrayType(ctx, t.Dims, elem), idx...)
	dead := b.V(llvm.IntToPtr.Name, []*ir.Value{b.IndexConst(3735928559)}, b.Ptr(0))
	sizes, strides, _ := c.shape(b, t, nil)
	rw.ReplaceOp(op, []*ir.Value{b.Pack(dt, dead, p, b.IndexConst(0), sizes, strides)})
	return true
}
