package memreftollvm

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// atomicBinOps are the llvm.atomicrmw operations of memref.atomic_rmw's
// kinds (mulf and muli have none: they stay, as upstream leaves them).
var atomicBinOps = map[string]string{
	"addf": "fadd", "addi": "add", "andi": "_and", "assign": "xchg", "maximumf": "fmaximum", "maxnumf": "fmax",
	"maxs": "max", "maxu": "umax", "minimumf": "fminimum", "minnumf": "fmin", "mins": "min", "minu": "umin",
	"ori": "_or", "xori": "_xor",
}

// atomic_rmw kind %v, %m[%i] -> llvm.atomicrmw OP (gep aligned[offset + i*s0]), %v acq_rel
func (c *conv) atomicRMW(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	a, _ := memref.AsAtomicRMW(op)
	t, ok := memrefType(a.MemRef())
	binOp, known := atomicBinOps[memref.AtomicKind(op)]
	if !ok || !known || !llvm.IsCompatibleType(operands[1].Type()) || !llvm.IsCompatibleType(operands[0].Type()) {
		return false
	}
	b := c.b(rw)
	p := c.address(b, t, operands[1], operands[2:])
	if p == nil {
		return false
	}
	ctx := rw.Ctx
	result := b.V(llvm.AtomicRMW.Name, []*ir.Value{p, operands[0]}, operands[0].Type(),
		tollvm.Attr("bin_op", ctx.IntegerAttr(ctx.I(64), int64(slices.Index(llvm.AtomicBinOps, binOp)))),
		tollvm.Attr("ordering", ctx.IntegerAttr(ctx.I(64), llvm.OrderingAcqRel)))
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}

// extract_aligned_pointer_as_index %m -> llvm.ptrtoint (the descriptor's aligned pointer)
func (c *conv) extractAlignedPointer(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if _, ok := operands[0].Type().(*llvm.StructType); !ok {
		return false
	}
	ts, ok := tollvm.ResultTypes(rw, op)
	if !ok {
		return false
	}
	b := c.b(rw)
	aligned := tollvm.Desc{B: b, V: operands[0]}.Aligned()
	rw.ReplaceOp(op, []*ir.Value{b.V(llvm.PtrToInt.Name, []*ir.Value{aligned}, ts[0])})
	return true
}

// reshape %src(%shape) -> a descriptor of src's buffers at offset 0 with
// the result's sizes (static ones as constants, the others loaded from
// the shape memref) and row-major strides. An unranked result is not
// lowered.
func (c *conv) reshape(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	out, ok := op.Result(0).Type().(*ir.MemRefType)
	shapeType, okShape := memrefType(op.Operand(1))
	if !ok || !okShape {
		return false
	}
	dt := tollvm.DescriptorType(rw.Ctx, c.o, out)
	_, srcStruct := operands[0].Type().(*llvm.StructType)
	if dt == nil || !srcStruct {
		return false
	}
	b := c.b(rw)
	index := b.Index()
	sizes := make([]*ir.Value, len(out.Dims))
	for i, d := range out.Dims {
		if d != ir.ShapedDynamic {
			sizes[i] = b.IndexConst(d)
			continue
		}
		p := c.address(b, shapeType, operands[1], []*ir.Value{b.IndexConst(int64(i))})
		if p == nil {
			return false
		}
		elem, ok := tollvm.NewTypeConverter(rw.Ctx, c.o).Convert(shapeType.Elem).(*ir.IntegerType)
		if !ok {
			return false
		}
		size := b.V(llvm.Load.Name, []*ir.Value{p}, elem)
		switch {
		case elem.Width < index.Width:
			size = b.V(llvm.SExt.Name, []*ir.Value{size}, index)
		case elem.Width > index.Width:
			size = b.V(llvm.Trunc.Name, []*ir.Value{size}, index)
		}
		sizes[i] = size
	}
	strides := make([]*ir.Value, len(out.Dims))
	stride, static := b.IndexConst(1), int64(1)
	for i := len(out.Dims) - 1; i >= 0; i-- {
		strides[i] = stride
		if i == 0 {
			break
		}
		if static >= 0 && out.Dims[i] != ir.ShapedDynamic {
			static *= out.Dims[i]
			stride = b.IndexConst(static)
		} else {
			static = -1
			stride = b.V(llvm.Mul.Name, []*ir.Value{stride, sizes[i]}, index)
		}
	}
	src := tollvm.Desc{B: b, V: operands[0]}
	rw.ReplaceOp(op, []*ir.Value{b.Pack(dt, src.Allocated(), src.Aligned(), b.IndexConst(0), sizes, strides)})
	return true
}
