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
	t, ok := memrefType(op.Operand(1))
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
