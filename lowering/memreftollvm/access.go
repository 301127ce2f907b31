// Loads, stores and dims: element addresses from the descriptor's
// strides and offset.

package memreftollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// address returns the element address for a load or store.
func (c *conv) address(b tollvm.B, t *ir.MemRefType, desc *ir.Value, indices []*ir.Value) *ir.Value {
	strides, offset, ok := memref.StridesAndOffset(t)
	if !ok {
		return nil
	}
	return b.StridedAddress(t, desc, indices, strides, offset)
}

func accessAttrs(op *ir.Operation) []ir.NamedAttr {
	var as []ir.NamedAttr
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok {
		as = append(as, tollvm.Attr("alignment", a))
	}
	if a, ok := op.Attr("nontemporal").(*ir.IntegerAttr); ok && a.Int64() != 0 {
		as = append(as, tollvm.Attr("nontemporal", op.Context().UnitAttr()))
	}
	return as
}

// load %m[%i, %j] -> llvm.load (gep aligned[offset + i*s0 + j*s1])
func (c *conv) load(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	l, _ := memref.AsLoad(op)
	t, ok := memrefType(l.MemRef())
	if !ok || !llvm.IsCompatibleType(operands[0].Type()) {
		return false
	}
	ts, ok := tollvm.ResultTypes(rw, op)
	if !ok {
		return false
	}
	b := c.b(rw)
	p := c.address(b, t, operands[0], operands[1:])
	if p == nil {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{b.V(llvm.Load.Name, []*ir.Value{p}, ts[0], accessAttrs(op)...)})
	return true
}

// store %v, %m[%i] -> llvm.store %v, (gep aligned[offset + i*s0])
func (c *conv) store(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	s, _ := memref.AsStore(op)
	t, ok := memrefType(s.MemRef())
	if !ok || !llvm.IsCompatibleType(operands[1].Type()) || !llvm.IsCompatibleType(operands[0].Type()) {
		return false
	}
	b := c.b(rw)
	p := c.address(b, t, operands[1], operands[2:])
	if p == nil {
		return false
	}
	b.Op(llvm.Store.Name, []*ir.Value{operands[0], p}, nil, accessAttrs(op)...)
	rw.EraseOp(op)
	return true
}

// dim %m, %c -> the static size, or the size field of the descriptor
func (c *conv) dim(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if _, ok := op.Operand(0).Type().(*ir.UnrankedMemRefType); ok {
		return c.unrankedDim(op, operands, rw)
	}
	t, ok := memrefType(op.Operand(0))
	if !ok {
		return false
	}
	idx, ok := constIndex(op.Operand(1))
	if !ok || idx < 0 || int(idx) >= len(t.Dims) {
		return false
	}
	b := c.b(rw)
	var v *ir.Value
	if d := t.Dims[idx]; d != ir.ShapedDynamic {
		v = b.IndexConst(d)
	} else {
		v = tollvm.Desc{B: b, V: operands[0]}.Size(int(idx))
	}
	rw.ReplaceOp(op, []*ir.Value{v})
	return true
}

// unrankedDim loads size i of an unranked memref from its ranked
// descriptor, as upstream: a GEP to the offset field (through the rank-0
// descriptor type, whose fields every rank shares) and i+1 indices past it.
func (c *conv) unrankedDim(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if !llvm.IsCompatibleType(operands[0].Type()) || !llvm.IsCompatibleType(operands[1].Type()) {
		return false
	}
	ctx := rw.Ctx
	b := c.b(rw)
	slot := b.Extract(operands[0], tollvm.UnrankedDescriptor)
	rank0 := tollvm.DescriptorType(ctx, c.o, ctx.MemRefType(nil, ctx.I(8), nil, nil))
	offset := b.GEP(0, b.Ptr(0), slot, rank0, 0, tollvm.DescOffset)
	i := b.Bin(llvm.Add.Name, b.IndexConst(1), operands[1], 0)
	size := b.GEP(0, b.Ptr(0), offset, b.Index(), i)
	rw.ReplaceOp(op, []*ir.Value{b.V(llvm.Load.Name, []*ir.Value{size}, b.Index())})
	return true
}

// constIndex reads a constant index (arith.constant or llvm.mlir.constant).
func constIndex(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	for d != nil && d.Def() == builtin.UnrealizedConversionCast {
		d = d.Operand(0).DefiningOp()
	}
	if d == nil || (d.Name() != arith.Constant.Name && d.Name() != llvm.Constant.Name) {
		return 0, false
	}
	a, ok := d.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}
