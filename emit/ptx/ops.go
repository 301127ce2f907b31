package ptx

import (
	"fmt"
	"strings"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/ir"
)

func typeAttr(op *ir.Operation, name string) ir.Type {
	if ta, ok := op.Attr(name).(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}

func intAttr(a ir.Attribute) (int64, bool) {
	if i, ok := a.(*ir.IntegerAttr); ok {
		return i.Int64(), true
	}
	return 0, false
}

// instrWidth is the instruction width of an integer scalar (i8 computes in 16 bits).
func instrWidth(s scalar) int {
	if s.width == 8 {
		return 16
	}
	return s.width
}

// norm returns r (an i8 in a 16-bit register) with its upper byte set
// from bit 7 (signed) or cleared; other widths are returned as they are.
func (f *fn) norm(r reg, s scalar, signed bool) reg {
	if s.k != kInt || s.width != 8 {
		return r
	}
	d := f.newReg(clsB16)
	if signed {
		f.ins("cvt.s16.s8 %s, %s;", d, r)
	} else {
		f.ins("and.b16 %s, %s, 255;", d, r)
	}
	return d
}

// toU32 converts a shift amount to the .u32 PTX shifts take.
func (f *fn) toU32(r reg, s scalar) reg {
	switch instrWidth(s) {
	case 32:
		return r
	case 64:
		d := f.newReg(clsB32)
		f.ins("cvt.u32.u64 %s, %s;", d, r)
		return d
	}
	d := f.newReg(clsB32)
	f.ins("cvt.u32.u16 %s, %s;", d, f.norm(r, s, false))
	return d
}

// toF32 widens an f16/bf16 register to f32.
func (f *fn) toF32(r reg, s scalar) reg {
	d := f.newReg(clsF32)
	switch s.k {
	case kHalf:
		f.ins("cvt.f32.f16 %s, %s;", d, r)
	case kBF16:
		t := f.newReg(clsB32)
		f.ins("cvt.u32.u16 %s, %s;", t, r)
		f.ins("shl.b32 %s, %s, 16;", t, t)
		f.ins("mov.b32 %s, %s;", d, t)
	default:
		return r
	}
	return d
}

// fromF32 rounds an f32 register to f16/bf16 into d.
func (f *fn) fromF32(d, r reg, s scalar) {
	switch s.k {
	case kHalf:
		f.ins("cvt.rn.f16.f32 %s, %s;", d, r)
	case kBF16:
		f.ins("cvt.rn.bf16.f32 %s, %s;", d, r)
	}
}

func isHalf(s scalar) bool { return s.k == kHalf || s.k == kBF16 }

func ftype(s scalar) string { return fmt.Sprintf(".f%d", s.width) }

// roundingModifier is the rounding modifier of add/sub/mul: .rn keeps ptxas from
// contracting them into fma, unless the op allows contraction.
func roundingModifier(op *ir.Operation) string {
	if fm, ok := op.Attr("fastmathFlags").(*dl.FastmathAttr); ok && fm.Flags&dl.FMFcontract != 0 {
		return ""
	}
	return ".rn"
}

var intBinOps = map[*ir.OpDef]string{
	dl.Add: "add", dl.Sub: "sub", dl.Mul: "mul", dl.UDiv: "div", dl.SDiv: "div", dl.URem: "rem", dl.SRem: "rem",
	dl.And: "and", dl.Or: "or", dl.Xor: "xor", dl.Shl: "shl", dl.LShr: "shr", dl.AShr: "shr",
}

var floatBinOps = map[*ir.OpDef]string{dl.FAdd: "add", dl.FSub: "sub", dl.FMul: "mul", dl.FDiv: "div"}

var castOps = map[*ir.OpDef]bool{dl.SExt: true, dl.ZExt: true, dl.Trunc: true, dl.FPExt: true, dl.FPTrunc: true,
	dl.SIToFP: true, dl.UIToFP: true, dl.FPToSI: true, dl.FPToUI: true, dl.Bitcast: true, dl.PtrToInt: true,
	dl.IntToPtr: true, dl.AddrSpaceCast: true}

func (f *fn) emitOp(op *ir.Operation) error {
	d := op.Def()
	if h, ok := mmaAtomicOps[d]; ok {
		return h(f, op)
	}
	if err := checkPacked(op); err != nil {
		return err
	}
	if name, ok := nvvm.SRegs[d]; ok {
		return f.sreg(op, name)
	}
	if m, ok := intBinOps[d]; ok {
		return f.intBinary(op, m)
	}
	if m, ok := floatBinOps[d]; ok {
		return f.floatBinary(op, m)
	}
	if castOps[d] {
		return f.cast(op)
	}
	if d != nil && strings.HasPrefix(op.Name(), "llvm.intr.") {
		return f.intrinsic(op, strings.TrimPrefix(op.Name(), "llvm.intr."))
	}
	switch d {
	case dl.FRem:
		return f.frem(op)
	case dl.FNeg:
		return f.fneg(op)
	case dl.ICmp:
		return f.icmp(op)
	case dl.FCmp:
		return f.fcmp(op)
	case dl.Select:
		return f.selectOp(op)
	case dl.Constant:
		return f.constant(op)
	case dl.Undef, dl.Poison:
		_, err := f.def(op, op.Result(0))
		return err
	case dl.Zero:
		rs, err := f.def(op, op.Result(0))
		if err != nil {
			return err
		}
		for _, r := range rs {
			f.zero(r)
		}
		return nil
	case dl.AddressOf:
		return f.addressOf(op)
	case dl.Alloca:
		return f.alloca(op)
	case dl.Load:
		return f.load(op)
	case dl.Store:
		return f.store(op)
	case dl.GEP:
		return f.gep(op)
	case dl.ExtractValue:
		return f.extractValue(op)
	case dl.InsertValue:
		return f.insertValue(op)
	case dl.ExtractElement:
		return f.extractElement(op)
	case dl.InsertElement:
		return f.insertElement(op)
	case dl.Br:
		return f.branch(op, op.Successor(0), op.Operands())
	case dl.CondBr:
		return f.condBr(op)
	case dl.Switch:
		return f.switchOp(op)
	case dl.Return:
		return f.ret(op)
	case dl.Unreachable:
		f.ins("trap;")
		return nil
	case dl.Call:
		return f.call(op)
	case nvvm.Barrier0:
		f.ins("bar.sync 0;")
		return nil
	case nvvm.Barrier:
		return f.barrier(op)
	case nvvm.FenceScCluster:
		f.ins("fence.sc.cluster;")
		return nil
	case nvvm.FenceMbarrierInit:
		f.ins("fence.mbarrier_init.release.cluster;")
		return nil
	case nvvm.FenceProxy:
		return f.fenceProxy(op)
	case nvvm.MemoryBarrier:
		return f.memoryBarrier(op)
	case nvvm.ShflSync:
		return f.shfl(op)
	case nvvm.VoteSync:
		return f.vote(op)
	}
	return op.EmitError("cannot be written as PTX")
}

func (f *fn) zero(r reg) {
	switch r.cls {
	case clsPred:
		f.ins("mov.pred %s, 0;", r)
	case clsF32:
		f.ins("mov.f32 %s, 0f00000000;", r)
	case clsF64:
		f.ins("mov.f64 %s, 0d0000000000000000;", r)
	default:
		f.ins("mov%s %s, 0;", movType(r.cls), r)
	}
}
