// The PTX of constants and of casts between integer, float and pointer
// types.

package ptx

import (
	"fmt"
	"math"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

func (f *fn) constant(op *ir.Operation) error {
	if _, ok := registerVector(op.Result(0).Type()); ok {
		return f.vectorConstant(op)
	}
	s, err := scalarOf(op.Result(0).Type())
	if err != nil {
		return op.EmitError("%v", err)
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	var bits uint64
	switch a := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		bits = uint64(a.Int64())
		if s.k == kFloat || isHalf(s) {
			return op.EmitError("integer value for a float constant")
		}
	case *ir.FloatAttr:
		bits = a.Bits
		if s.k == kInt || s.k == kPtr {
			return op.EmitError("float value for an integer constant")
		}
	default:
		return op.EmitError("unsupported constant value in PTX")
	}
	f.movImm(r, s, bits)
	return nil
}

// vectorConstant sets the registers of a register vector (a vector.load's
// width of 32-bit elements, or pairs of 16-bit floats) to a dense
// constant: a vectorized store of constants (a fill) stores one.
func (f *fn) vectorConstant(op *ir.Operation) error {
	dense, ok := op.Attr("value").(*ir.DenseElementsAttr)
	if !ok {
		return op.EmitError("unsupported vector constant value in PTX")
	}
	regs, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	n := dense.NumElements()
	bits := func(i int64) uint64 {
		var v uint64
		for k, b := range dense.RawElement(i) {
			v |= uint64(b) << (8 * k)
		}
		return v
	}
	pairs := int64(len(regs)) != n
	for i, r := range regs {
		if pairs {
			lo, hi := bits(2*int64(i)), bits(2*int64(i)+1)
			f.ins("mov.b32 %s, %d;", r, int32(uint32(lo&0xFFFF|hi&0xFFFF<<16)))
			continue
		}
		f.movImm(r, scalar{}, bits(int64(i)))
	}
	return nil
}

// movImm sets r to a constant given as the bits of its type.
func (f *fn) movImm(r reg, s scalar, bits uint64) {
	switch r.cls {
	case clsPred:
		f.ins("mov.pred %s, %d;", r, bits&1)
	case clsB16:
		f.ins("mov.b16 %s, 0x%04X;", r, bits&0xFFFF)
	case clsB32:
		f.ins("mov.b32 %s, %d;", r, int32(bits))
	case clsB64:
		f.ins("mov.b64 %s, %d;", r, int64(bits))
	case clsF32:
		f.ins("mov.f32 %s, 0f%08X;", r, uint32(bits))
	case clsF64:
		f.ins("mov.f64 %s, 0d%016X;", r, bits)
	}
	_ = s
}

func f32Imm(v float32) string { return fmt.Sprintf("0f%08X", math.Float32bits(v)) }

// ---- casts ----

func (f *fn) cast(op *ir.Operation) error {
	from, err := scalarOf(op.Operand(0).Type())
	if err != nil {
		return op.EmitError("%v", err)
	}
	to, err := scalarOf(op.Result(0).Type())
	if err != nil {
		return op.EmitError("%v", err)
	}
	a, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	switch op.Def() {
	case dl.SExt, dl.ZExt:
		signed := op.Def() == dl.SExt
		if from.width == 1 {
			v := "1"
			if signed {
				v = "-1"
			}
			f.ins("selp.b%d %s, %s, 0, %s;", instrWidth(to), r, v, a)
			return nil
		}
		f.intResize(r, a, from, to, signed)
	case dl.Trunc:
		if to.width == 1 {
			t := f.newReg(from.cls)
			f.ins("and.b%d %s, %s, 1;", instrWidth(from), t, a)
			f.ins("setp.eq.b%d %s, %s, 1;", instrWidth(from), r, t)
			return nil
		}
		f.intResize(r, a, from, to, false)
	case dl.FPExt, dl.FPTrunc:
		f.floatResize(r, a, from, to)
	case dl.SIToFP, dl.UIToFP:
		signed := op.Def() == dl.SIToFP
		if from.width == 1 {
			t := f.newReg(clsB32)
			v := "1"
			if signed {
				v = "-1"
			}
			f.ins("selp.s32 %s, %s, 0, %s;", t, v, a)
			a, from = t, scalar{kInt, 32, clsB32, 0}
		}
		a = f.norm(a, from, signed)
		it := fmt.Sprintf(".u%d", instrWidth(from))
		if signed {
			it = fmt.Sprintf(".s%d", instrWidth(from))
		}
		switch to.k {
		case kFloat:
			f.ins("cvt.rn%s%s %s, %s;", ftype(to), it, r, a)
		case kHalf:
			f.ins("cvt.rn.f16%s %s, %s;", it, r, a)
		case kBF16:
			t := f.newReg(clsF32)
			f.ins("cvt.rn.f32%s %s, %s;", it, t, a)
			f.fromF32(r, t, to)
		}
	case dl.FPToSI, dl.FPToUI:
		signed := op.Def() == dl.FPToSI
		if from.k == kBF16 {
			a, from = f.toF32(a, from), scalar{kFloat, 32, clsF32, 0}
		}
		src := ftype(from)
		if from.k == kHalf {
			src = ".f16"
		}
		if to.width == 1 {
			t := f.newReg(clsB32)
			f.ins("cvt.rzi.s32%s %s, %s;", src, t, a)
			f.ins("setp.ne.b32 %s, %s, 0;", r, t)
			return nil
		}
		it := fmt.Sprintf(".u%d", instrWidth(to))
		if signed {
			it = fmt.Sprintf(".s%d", instrWidth(to))
		}
		f.ins("cvt.rzi%s%s %s, %s;", it, src, r, a)
	case dl.Bitcast:
		if from.cls == to.cls {
			f.mov(r, a)
		} else {
			f.ins("mov.b%d %s, %s;", to.width, r, a)
		}
	case dl.PtrToInt, dl.IntToPtr:
		f.intResize(r, a, scalar{kInt, from.width, from.cls, 0}, scalar{kInt, to.width, to.cls, 0}, false)
	case dl.AddrSpaceCast:
		return f.addrSpaceCast(op, r, a, from.as, to.as)
	}
	return nil
}

// intResize converts between integer widths (extension or truncation).
func (f *fn) intResize(r, a reg, from, to scalar, signed bool) {
	if instrWidth(from) == instrWidth(to) {
		if from.width == 8 && to.width == 16 {
			// i8 -> i16 in the same register class: fix the upper byte.
			f.mov(r, f.norm(a, from, signed))
			return
		}
		f.mov(r, a)
		return
	}
	st := "u"
	if signed {
		st = "s"
	}
	srcW := from.width
	if from.width == 8 && to.width > from.width {
		f.ins("cvt.%s%d.%s8 %s, %s;", st, instrWidth(to), st, r, a)
		return
	}
	if to.width < from.width {
		f.ins("cvt.u%d.u%d %s, %s;", instrWidth(to), srcW, r, a)
		return
	}
	f.ins("cvt.%s%d.%s%d %s, %s;", st, instrWidth(to), st, srcW, r, a)
}

func (f *fn) floatResize(r, a reg, from, to scalar) {
	switch {
	case from.k == kBF16 && to.k == kBF16, from.k == kHalf && to.k == kHalf:
		f.mov(r, a)
	case from.k == kBF16 || (from.k == kHalf && to.k == kBF16):
		t := f.toF32(a, from)
		if to.k == kFloat && to.width == 64 {
			f.ins("cvt.f64.f32 %s, %s;", r, t)
		} else if to.k == kFloat {
			f.mov(r, t)
		} else {
			f.fromF32(r, t, to)
		}
	case from.k == kHalf:
		f.ins("cvt%s.f16 %s, %s;", ftype(to), r, a)
	case to.k == kHalf:
		f.ins("cvt.rn.f16%s %s, %s;", ftype(from), r, a)
	case to.k == kBF16:
		if from.width == 64 {
			t := f.newReg(clsF32)
			f.ins("cvt.rn.f32.f64 %s, %s;", t, a)
			a = t
		}
		f.ins("cvt.rn.bf16.f32 %s, %s;", r, a)
	case from.width < to.width:
		f.ins("cvt%s%s %s, %s;", ftype(to), ftype(from), r, a)
	case from.width > to.width:
		f.ins("cvt.rn%s%s %s, %s;", ftype(to), ftype(from), r, a)
	default:
		f.mov(r, a)
	}
}

func (f *fn) addrSpaceCast(op *ir.Operation, r, a reg, from, to int) error {
	if from == to {
		f.mov(r, a)
		return nil
	}
	if from != 0 && to != 0 {
		return op.EmitError("addrspacecast between two specific address spaces is not supported in PTX")
	}
	as := from
	if as == 0 {
		as = to
	}
	sp, err := stateSpace(as)
	if err != nil {
		return op.EmitError("%v", err)
	}
	if from == 0 {
		f.ins("cvta.to%s.u64 %s, %s;", sp, r, a)
	} else {
		f.ins("cvta%s.u64 %s, %s;", sp, r, a)
	}
	return nil
}
