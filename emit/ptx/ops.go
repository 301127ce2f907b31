package ptx

import (
	"fmt"
	"math"
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

// iw is the instruction width of an integer scalar (i8 computes in 16 bits).
func iw(s scalar) int {
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
	switch iw(s) {
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

// rn is the rounding modifier of add/sub/mul: .rn keeps ptxas from
// contracting them into fma, unless the op allows contraction.
func rn(op *ir.Operation) string {
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

// ---- integers ----

func (f *fn) intBinary(op *ir.Operation, m string) error {
	s, err := scalarOf(op.Result(0).Type())
	if err != nil || s.k != kInt {
		return op.EmitError("integer vectors are not supported in PTX")
	}
	a, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	b, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	d := op.Def()
	if s.width == 1 {
		switch d {
		case dl.Add, dl.Sub, dl.Xor:
			f.ins("xor.pred %s, %s, %s;", r, a, b)
		case dl.And, dl.Mul:
			f.ins("and.pred %s, %s, %s;", r, a, b)
		case dl.Or:
			f.ins("or.pred %s, %s, %s;", r, a, b)
		case dl.URem, dl.SRem:
			f.ins("mov.pred %s, 0;", r)
		default: // division by 1 and shifts by 0 (others are poison)
			f.mov(r, a)
		}
		return nil
	}
	w := iw(s)
	switch d {
	case dl.Add, dl.Sub:
		f.ins("%s.s%d %s, %s, %s;", m, w, r, a, b)
	case dl.Mul:
		f.ins("mul.lo.s%d %s, %s, %s;", w, r, a, b)
	case dl.And, dl.Or, dl.Xor:
		f.ins("%s.b%d %s, %s, %s;", m, w, r, a, b)
	case dl.SDiv, dl.SRem:
		f.ins("%s.s%d %s, %s, %s;", m, w, r, f.norm(a, s, true), f.norm(b, s, true))
	case dl.UDiv, dl.URem:
		f.ins("%s.u%d %s, %s, %s;", m, w, r, f.norm(a, s, false), f.norm(b, s, false))
	case dl.Shl:
		f.ins("shl.b%d %s, %s, %s;", w, r, a, f.toU32(b, s))
	case dl.LShr:
		f.ins("shr.u%d %s, %s, %s;", w, r, f.norm(a, s, false), f.toU32(b, s))
	case dl.AShr:
		f.ins("shr.s%d %s, %s, %s;", w, r, f.norm(a, s, true), f.toU32(b, s))
	}
	return nil
}

var icmpPTX = map[string]struct {
	cmp    string
	signed bool
}{
	"eq": {"eq", false}, "ne": {"ne", false}, "slt": {"lt", true}, "sle": {"le", true}, "sgt": {"gt", true},
	"sge": {"ge", true}, "ult": {"lo", false}, "ule": {"ls", false}, "ugt": {"hi", false}, "uge": {"hs", false},
}

func (f *fn) icmp(op *ir.Operation) error {
	s, err := scalarOf(op.Operand(0).Type())
	if err != nil {
		return op.EmitError("%v", err)
	}
	pv, _ := intAttr(op.Attr("predicate"))
	if pv < 0 || int(pv) >= len(dl.ICmpPredicates) {
		return op.EmitError("unknown icmp predicate")
	}
	c := icmpPTX[dl.ICmpPredicates[pv]]
	a, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	b, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	if s.cls == clsPred {
		// i1: as 0/1 (unsigned) or 0/-1 (signed) in 32 bits.
		one := "1"
		if c.signed {
			one = "-1"
		}
		x, y := f.newReg(clsB32), f.newReg(clsB32)
		f.ins("selp.s32 %s, %s, 0, %s;", x, one, a)
		f.ins("selp.s32 %s, %s, 0, %s;", y, one, b)
		a, b, s = x, y, scalar{kInt, 32, clsB32, 0}
	}
	a, b = f.norm(a, s, c.signed), f.norm(b, s, c.signed)
	t := "u"
	if c.signed {
		t = "s"
	}
	f.ins("setp.%s.%s%d %s, %s, %s;", c.cmp, t, iw(s), r, a, b)
	return nil
}

// ---- floats ----

func (f *fn) floatBinary(op *ir.Operation, m string) error {
	s, err := scalarOf(op.Result(0).Type())
	if err != nil || s.k == kInt || s.k == kPtr {
		return op.EmitError("float vectors are not supported in PTX")
	}
	a, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	b, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	mod := rn(op)
	if m == "div" {
		mod = ".rn"
	}
	if isHalf(s) {
		t := f.newReg(clsF32)
		f.ins("%s%s.f32 %s, %s, %s;", m, mod, t, f.toF32(a, s), f.toF32(b, s))
		f.fromF32(r, t, s)
		return nil
	}
	f.ins("%s%s%s %s, %s, %s;", m, mod, ftype(s), r, a, b)
	return nil
}

// frem is C's fmod: a - trunc(a/b)*b with the product exact (f32 computes
// in f64).
func (f *fn) frem(op *ir.Operation) error {
	s, err := scalarOf(op.Result(0).Type())
	if err != nil || s.k == kInt || s.k == kPtr {
		return op.EmitError("float vectors are not supported in PTX")
	}
	a, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	b, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	wide := func(x reg) reg {
		if s.width == 64 {
			return x
		}
		x = f.toF32(x, s)
		d := f.newReg(clsF64)
		f.ins("cvt.f64.f32 %s, %s;", d, x)
		return d
	}
	ad, bd := wide(a), wide(b)
	q, res := f.newReg(clsF64), f.newReg(clsF64)
	f.ins("div.rn.f64 %s, %s, %s;", q, ad, bd)
	f.ins("cvt.rzi.f64.f64 %s, %s;", q, q)
	f.ins("neg.f64 %s, %s;", q, q)
	f.ins("fma.rn.f64 %s, %s, %s, %s;", res, q, bd, ad)
	// fmod(a, ±inf) = a for finite a.
	p, ab := f.newReg(clsPred), f.newReg(clsF64)
	f.ins("abs.f64 %s, %s;", ab, bd)
	f.ins("setp.equ.f64 %s, %s, 0d7FF0000000000000;", p, ab)
	f.ins("@%s add.rn.f64 %s, %s, 0d0000000000000000;", p, res, ad)
	f.ins("@%s mov.f64 %s, %s;", p, res, ad)
	// The result has a's sign (a zero result too).
	f.copySignWide(res, ad)
	switch {
	case s.width == 64:
		f.mov(r, res)
	case s.k == kFloat:
		f.ins("cvt.rn.f32.f64 %s, %s;", r, res)
	default:
		t := f.newReg(clsF32)
		f.ins("cvt.rn.f32.f64 %s, %s;", t, res)
		f.fromF32(r, t, s)
	}
	return nil
}

// copySignWide gives x (f64) the sign of y when x is zero.
func (f *fn) copySignWide(x, y reg) {
	p := f.newReg(clsPred)
	f.ins("setp.eq.f64 %s, %s, 0d0000000000000000;", p, x)
	xb, yb := f.newReg(clsB64), f.newReg(clsB64)
	f.ins("mov.b64 %s, %s;", yb, y)
	f.ins("and.b64 %s, %s, -9223372036854775808;", xb, yb)
	f.ins("@%s mov.b64 %s, %s;", p, x, xb)
}

func (f *fn) fneg(op *ir.Operation) error {
	s, err := scalarOf(op.Result(0).Type())
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
	if isHalf(s) {
		f.ins("xor.b16 %s, %s, 0x8000;", r, a)
		return nil
	}
	f.ins("neg%s %s, %s;", ftype(s), r, a)
	return nil
}

var fcmpPTX = map[string]string{
	"oeq": "eq", "ogt": "gt", "oge": "ge", "olt": "lt", "ole": "le", "one": "ne", "ord": "num",
	"ueq": "equ", "ugt": "gtu", "uge": "geu", "ult": "ltu", "ule": "leu", "une": "neu", "uno": "nan",
}

func (f *fn) fcmp(op *ir.Operation) error {
	s, err := scalarOf(op.Operand(0).Type())
	if err != nil {
		return op.EmitError("%v", err)
	}
	pv, _ := intAttr(op.Attr("predicate"))
	if pv < 0 || int(pv) >= len(dl.FCmpPredicates) {
		return op.EmitError("unknown fcmp predicate")
	}
	pred := dl.FCmpPredicates[pv]
	a, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	b, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	switch pred {
	case "_false":
		f.ins("mov.pred %s, 0;", r)
		return nil
	case "_true":
		f.ins("mov.pred %s, 1;", r)
		return nil
	}
	if isHalf(s) {
		a, b, s = f.toF32(a, s), f.toF32(b, s), scalar{kFloat, 32, clsF32, 0}
	}
	f.ins("setp.%s%s %s, %s, %s;", fcmpPTX[pred], ftype(s), r, a, b)
	return nil
}

func (f *fn) selectOp(op *ir.Operation) error {
	c, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	if _, ok := op.Operand(0).Type().(*ir.VectorType); ok {
		return op.EmitError("vector selects are not supported in PTX")
	}
	a, err := f.use(op, op.Operand(1))
	if err != nil {
		return err
	}
	b, err := f.use(op, op.Operand(2))
	if err != nil {
		return err
	}
	rs, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	for i, r := range rs {
		f.sel(r, a[i], b[i], c)
	}
	return nil
}

// sel sets r to p ? a : b.
func (f *fn) sel(r, a, b, p reg) {
	if r.cls == clsPred {
		t, u, np := f.newReg(clsPred), f.newReg(clsPred), f.newReg(clsPred)
		f.ins("and.pred %s, %s, %s;", t, p, a)
		f.ins("not.pred %s, %s;", np, p)
		f.ins("and.pred %s, %s, %s;", u, np, b)
		f.ins("or.pred %s, %s, %s;", r, t, u)
		return
	}
	f.ins("selp%s %s, %s, %s, %s;", movType(r.cls), r, a, b, p)
}

// ---- constants ----

func (f *fn) constant(op *ir.Operation) error {
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
			f.ins("selp.b%d %s, %s, 0, %s;", iw(to), r, v, a)
			return nil
		}
		f.intResize(r, a, from, to, signed)
	case dl.Trunc:
		if to.width == 1 {
			t := f.newReg(from.cls)
			f.ins("and.b%d %s, %s, 1;", iw(from), t, a)
			f.ins("setp.eq.b%d %s, %s, 1;", iw(from), r, t)
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
		it := fmt.Sprintf(".u%d", iw(from))
		if signed {
			it = fmt.Sprintf(".s%d", iw(from))
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
		it := fmt.Sprintf(".u%d", iw(to))
		if signed {
			it = fmt.Sprintf(".s%d", iw(to))
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
	if iw(from) == iw(to) {
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
		f.ins("cvt.%s%d.%s8 %s, %s;", st, iw(to), st, r, a)
		return
	}
	if to.width < from.width {
		f.ins("cvt.u%d.u%d %s, %s;", iw(to), srcW, r, a)
		return
	}
	f.ins("cvt.%s%d.%s%d %s, %s;", st, iw(to), st, srcW, r, a)
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

// ---- memory ----

func (f *fn) addressOf(op *ir.Operation) error {
	sym, _ := op.Attr("global_name").(*ir.SymbolRefAttr)
	if sym == nil {
		return op.EmitError("expected a symbol")
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	g := f.e.globals[sym.Root]
	if g == nil {
		return op.EmitError("addressof of '%s', which is not a global of this module (function pointers are not supported in PTX)", sym.Root)
	}
	pt, _ := op.Result(0).Type().(*dl.PointerType)
	gas := 0
	if a, ok := intAttr(g.Attr("addr_space")); ok {
		gas = int(a)
	}
	name := ident(sym.Root)
	if pt != nil && pt.AddrSpace == 0 {
		// A generic pointer to the variable.
		sp := ".global"
		switch gas {
		case 3:
			sp = ".shared"
		case 4:
			sp = ".const"
		}
		t := f.newReg(clsB64)
		f.ins("mov.u64 %s, %s;", t, name)
		f.ins("cvta%s.u64 %s, %s;", sp, r, t)
		return nil
	}
	f.ins("mov.u64 %s, %s;", r, name)
	return nil
}

func (f *fn) alloca(op *ir.Operation) error {
	et := typeAttr(op, "elem_type")
	size, align, err := sizeAlign(et)
	if err != nil {
		return op.EmitError("%v", err)
	}
	n := int64(1)
	if def := op.Operand(0).DefiningOp(); def != nil && def.Def() == dl.Constant {
		n, _ = intAttr(def.Attr("value"))
	} else {
		return op.EmitError("alloca with a dynamic size is not supported in PTX")
	}
	if a, ok := intAttr(op.Attr("alignment")); ok && a > align {
		align = a
	}
	off := alignTo(f.depot, align)
	f.depot = off + size*max(n, 1)
	f.depotAlign = max(f.depotAlign, align)
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	pt, _ := op.Result(0).Type().(*dl.PointerType)
	t := f.newReg(clsB64)
	f.ins("mov.u64 %s, __local_depot%d;", t, f.id)
	if off != 0 {
		f.ins("add.u64 %s, %s, %d;", t, t, off)
	}
	if pt != nil && pt.AddrSpace == 5 {
		f.mov(r, t)
	} else {
		f.ins("cvta.local.u64 %s, %s;", r, t)
	}
	return nil
}

func ptrSpace(op *ir.Operation, v *ir.Value) (string, error) {
	pt, ok := v.Type().(*dl.PointerType)
	if !ok {
		return "", op.EmitError("expected a pointer")
	}
	sp, err := stateSpace(pt.AddrSpace)
	if err != nil {
		return "", op.EmitError("%v", err)
	}
	return sp, nil
}

func addr(base reg, off int64) string {
	if off == 0 {
		return "[" + base.String() + "]"
	}
	return fmt.Sprintf("[%s+%d]", base, off)
}

func (f *fn) load(op *ir.Operation) error {
	sp, err := ptrSpace(op, op.Operand(0))
	if err != nil {
		return err
	}
	p, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	sp, p = f.globalAddress(sp, p)
	rs, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	vol := ""
	if op.HasAttr("volatile_") {
		vol = ".volatile"
	}
	t := op.Result(0).Type()
	ls, _ := leaves(t)
	offs, err := leafOffsets(t, 0, nil)
	if err != nil {
		return op.EmitError("%v", err)
	}
	align := accessAlignment(op, t)
	if wideAccess(t, align) {
		s, _ := scalarOf(ls[0])
		f.ins("ld%s%s.v%d%s %s, [%s];", vol, sp, len(rs), memType(s), regList(rs), p)
		return nil
	}
	for i, r := range rs {
		s, _ := scalarOf(ls[i])
		if s.k == kPacked && align < 4 {
			lo, hi := f.newReg(clsB16), f.newReg(clsB16)
			f.ins("ld%s%s.b16 %s, %s;", vol, sp, lo, addr(p, offs[i]))
			f.ins("ld%s%s.b16 %s, %s;", vol, sp, hi, addr(p, offs[i]+2))
			f.ins("mov.b32 %s, {%s, %s};", r, lo, hi)
			continue
		}
		if r.cls == clsPred {
			t := f.newReg(clsB16)
			f.ins("ld%s%s.u8 %s, %s;", vol, sp, t, addr(p, offs[i]))
			f.ins("setp.ne.b16 %s, %s, 0;", r, t)
			continue
		}
		f.ins("ld%s%s%s %s, %s;", vol, sp, memType(s), r, addr(p, offs[i]))
	}
	return nil
}

func (f *fn) store(op *ir.Operation) error {
	sp, err := ptrSpace(op, op.Operand(1))
	if err != nil {
		return err
	}
	vs, err := f.use(op, op.Operand(0))
	if err != nil {
		return err
	}
	p, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	sp, p = f.globalAddress(sp, p)
	vol := ""
	if op.HasAttr("volatile_") {
		vol = ".volatile"
	}
	t := op.Operand(0).Type()
	ls, _ := leaves(t)
	offs, err := leafOffsets(t, 0, nil)
	if err != nil {
		return op.EmitError("%v", err)
	}
	align := accessAlignment(op, t)
	if wideAccess(t, align) {
		s, _ := scalarOf(ls[0])
		f.ins("st%s%s.v%d%s [%s], %s;", vol, sp, len(vs), memType(s), p, regList(vs))
		return nil
	}
	for i, v := range vs {
		s, _ := scalarOf(ls[i])
		if s.k == kPacked && align < 4 {
			lo, hi := f.newReg(clsB16), f.newReg(clsB16)
			f.ins("mov.b32 {%s, %s}, %s;", lo, hi, v)
			f.ins("st%s%s.b16 %s, %s;", vol, sp, addr(p, offs[i]), lo)
			f.ins("st%s%s.b16 %s, %s;", vol, sp, addr(p, offs[i]+2), hi)
			continue
		}
		if v.cls == clsPred {
			t := f.newReg(clsB16)
			f.ins("selp.u16 %s, 1, 0, %s;", t, v)
			f.ins("st%s%s.u8 %s, %s;", vol, sp, addr(p, offs[i]), t)
			continue
		}
		f.ins("st%s%s%s %s, %s;", vol, sp, memType(s), addr(p, offs[i]), v)
	}
	return nil
}

// accessAlignment is the alignment in bytes a load or store of t
// promises: its alignment attribute, else t's ABI alignment.
func accessAlignment(op *ir.Operation, t ir.Type) int64 {
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && a.Int64() > 0 {
		return a.Int64()
	}
	_, align, err := sizeAlign(t)
	if err != nil {
		return 1
	}
	return align
}

// wideAccess says a load or store of t is one vectorized ld/st: a
// register vector of two or four 32-bit registers, aligned to its size.
func wideAccess(t ir.Type, align int64) bool {
	rv, ok := registerVector(t)
	return ok && (len(rv) == 2 || len(rv) == 4) && align >= 4*int64(len(rv))
}

func (f *fn) gep(op *ir.Operation) error {
	if _, ok := op.Operand(0).Type().(*dl.PointerType); !ok {
		return op.EmitError("vector GEPs are not supported in PTX")
	}
	base, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	// A GEP from a global pointer whose result only addresses accesses
	// starts from the pointer's global-window address.
	windowed := f.windowed[base]
	if f.global[base] && onlyAddresses(op.Result(0)) {
		if w, ok := f.window[base]; ok {
			base = w
		} else {
			w := f.newReg(clsB64)
			f.ins("cvta.to.global.u64 %s, %s;", w, base)
			base = w
		}
		windowed = true
	}
	t := typeAttr(op, "elem_type")
	var konst int64
	cur := base
	for i, idx := range dl.GEPIndices(op) {
		var scale int64
		if i == 0 {
			s, _, err := sizeAlign(t)
			if err != nil {
				return op.EmitError("%v", err)
			}
			scale = s
		} else {
			switch tt := t.(type) {
			case *dl.StructType:
				c, ok := idx.(int64)
				if !ok {
					return op.EmitError("struct index must be constant")
				}
				offs, err := fieldOffsets(tt)
				if err != nil {
					return op.EmitError("%v", err)
				}
				konst += offs[c]
				t = tt.Body[c]
				continue
			case *dl.ArrayType:
				t = tt.Elem
				s, _, err := sizeAlign(t)
				if err != nil {
					return op.EmitError("%v", err)
				}
				scale = s
			default:
				return op.EmitError("GEP index into a non-aggregate type")
			}
		}
		switch x := idx.(type) {
		case int64:
			konst += x * scale
		case *ir.Value:
			xs, err := scalarOf(x.Type())
			if err != nil || xs.k != kInt {
				return op.EmitError("unsupported GEP index type")
			}
			xr := f.vals[x]
			if len(xr) != 1 {
				return op.EmitError("GEP index has no register")
			}
			i64 := xr[0]
			if xs.width != 64 {
				i64 = f.newReg(clsB64)
				f.intResize(i64, xr[0], xs, scalar{kInt, 64, clsB64, 0}, true)
			}
			n := f.newReg(clsB64)
			f.ins("mad.lo.s64 %s, %s, %d, %s;", n, i64, scale, cur)
			cur = n
		}
	}
	if konst == 0 {
		f.vals[op.Result(0)] = []reg{cur}
		f.global[cur] = f.global[base]
		f.windowed[cur] = windowed
		return nil
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	f.ins("add.s64 %s, %s, %d;", r, cur, konst)
	f.global[r] = f.global[base]
	f.windowed[r] = windowed
	return nil
}

// onlyAddresses reports whether every use of pointer v is the address of
// a load or a store, or the base of a GEP whose result is only that.
func onlyAddresses(v *ir.Value) bool {
	for _, u := range v.Uses() {
		switch owner := u.Owner(); {
		case owner.Def() == dl.Load && u.Index() == 0, owner.Def() == dl.Store && u.Index() == 1:
		case owner.Def() == dl.GEP && u.Index() == 0:
			if !onlyAddresses(owner.Result(0)) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// globalAddress returns the state space and address register of an
// access through p: .global and p converted to the global window when p
// is known to address global memory, else sp and p as they are.
func (f *fn) globalAddress(sp string, p reg) (string, reg) {
	if sp == "" && f.windowed[p] {
		return ".global", p
	}
	if sp != "" || !f.global[p] {
		return sp, p
	}
	g := f.newReg(clsB64)
	f.ins("cvta.to.global.u64 %s, %s;", g, p)
	return ".global", g
}

func fieldOffsets(t *dl.StructType) ([]int64, error) {
	var out []int64
	off := int64(0)
	for _, fl := range t.Body {
		s, a, err := sizeAlign(fl)
		if err != nil {
			return nil, err
		}
		if !t.Packed {
			off = alignTo(off, a)
		}
		out = append(out, off)
		off += s
	}
	return out, nil
}

func (f *fn) extractValue(op *ir.Operation) error {
	c, err := f.use(op, op.Operand(0))
	if err != nil {
		return err
	}
	first, n, _, err := leafRange(op.Operand(0).Type(), dl.Position(op))
	if err != nil {
		return op.EmitError("%v", err)
	}
	f.vals[op.Result(0)] = c[first : first+n]
	return nil
}

func (f *fn) insertValue(op *ir.Operation) error {
	c, err := f.use(op, op.Operand(0))
	if err != nil {
		return err
	}
	v, err := f.use(op, op.Operand(1))
	if err != nil {
		return err
	}
	first, n, _, err := leafRange(op.Operand(0).Type(), dl.Position(op))
	if err != nil {
		return op.EmitError("%v", err)
	}
	if n != len(v) {
		return op.EmitError("inserted value does not match the position's type")
	}
	out := append([]reg(nil), c...)
	copy(out[first:], v)
	f.vals[op.Result(0)] = out
	return nil
}

// lane returns the register vector operand's registers, the constant
// position of the element an extractelement or insertelement names, and
// whether its elements are 16-bit halves of pair registers.
func (f *fn) lane(op *ir.Operation, vec, position *ir.Value) (regs []reg, pos int64, halves bool, err error) {
	rv, ok := registerVector(vec.Type())
	if !ok {
		return nil, 0, false, op.EmitError("vector type '%s' is not supported by the PTX writer", ir.TypeString(vec.Type()))
	}
	def := position.DefiningOp()
	if def == nil || def.Def() != dl.Constant {
		return nil, 0, false, op.EmitError("the PTX writer needs a constant element position")
	}
	pos, _ = intAttr(def.Attr("value"))
	n := int64(vec.Type().(*ir.VectorType).Dims[0])
	if pos < 0 || pos >= n {
		return nil, 0, false, op.EmitError("element position %d is out of range for %d elements", pos, n)
	}
	if regs, err = f.use(op, vec); err != nil {
		return nil, 0, false, err
	}
	return regs, pos, int64(len(rv)) != n, nil
}

// extractElement reads one element of a register vector: its register,
// or one half of a pair.
func (f *fn) extractElement(op *ir.Operation) error {
	regs, pos, halves, err := f.lane(op, op.Operand(0), op.Operand(1))
	if err != nil {
		return err
	}
	if !halves {
		f.vals[op.Result(0)] = regs[pos : pos+1]
		return nil
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	lo, hi := f.newReg(clsB16), f.newReg(clsB16)
	f.ins("mov.b32 {%s, %s}, %s;", lo, hi, regs[pos/2])
	f.mov(r, []reg{lo, hi}[pos%2])
	return nil
}

// insertElement writes one element of a copy of a register vector.
func (f *fn) insertElement(op *ir.Operation) error {
	regs, pos, halves, err := f.lane(op, op.Operand(0), op.Operand(2))
	if err != nil {
		return err
	}
	x, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	out := append([]reg(nil), regs...)
	if !halves {
		out[pos] = x
	} else {
		lo, hi := f.newReg(clsB16), f.newReg(clsB16)
		f.ins("mov.b32 {%s, %s}, %s;", lo, hi, regs[pos/2])
		pair := []reg{lo, hi}
		pair[pos%2] = x
		packed := f.newReg(clsB32)
		f.ins("mov.b32 %s, {%s, %s};", packed, pair[0], pair[1])
		out[pos/2] = packed
	}
	f.vals[op.Result(0)] = out
	return nil
}

// ---- control flow ----

func (f *fn) condBr(op *ir.Operation) error {
	p, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	seg, _ := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	nt, nf := 0, 0
	if seg != nil && len(seg.Ints) == 3 {
		nt, nf = int(seg.Ints[1]), int(seg.Ints[2])
	}
	ops := op.Operands()
	tOps, fOps := ops[1:1+nt], ops[1+nt:1+nt+nf]
	edge, err := f.condBranch(op, p, op.Successor(0), tOps)
	if err != nil {
		return err
	}
	if err := f.branch(op, op.Successor(1), fOps); err != nil {
		return err
	}
	if edge != nil {
		return edge()
	}
	return nil
}

func (f *fn) switchOp(op *ir.Operation) error {
	s, err := scalarOf(op.Operand(0).Type())
	if err != nil || s.k != kInt || s.width == 1 {
		return op.EmitError("unsupported switch value type")
	}
	v, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	v = f.norm(v, s, false)
	var edges []func() error
	for i, c := range dl.SwitchCases(op) {
		p := f.newReg(clsPred)
		if s.width == 8 {
			c &= 0xFF
		}
		f.ins("setp.eq.b%d %s, %s, %d;", iw(s), p, v, c)
		edge, err := f.condBranch(op, p, op.Successor(i+1), dl.SwitchCaseOperands(op, i))
		if err != nil {
			return err
		}
		if edge != nil {
			edges = append(edges, edge)
		}
	}
	seg, _ := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	nd := 0
	if seg != nil && len(seg.Ints) >= 2 {
		nd = int(seg.Ints[1])
	}
	if err := f.branch(op, op.Successor(0), op.Operands()[1:1+nd]); err != nil {
		return err
	}
	for _, e := range edges {
		if err := e(); err != nil {
			return err
		}
	}
	return nil
}

func (f *fn) ret(op *ir.Operation) error {
	if op.NumOperands() == 1 {
		vs, err := f.use(op, op.Operand(0))
		if err != nil {
			return err
		}
		if isKernel(f.op) {
			return op.EmitError("a kernel cannot return a value")
		}
		f.storeParams(vs, op.Operand(0).Type(), "func_retval0")
	}
	f.ins("ret;")
	return nil
}

// storeParams stores the leaves of a value of type t into parameter name
// (a scalar parameter, or a byte array for aggregates).
func (f *fn) storeParams(vs []reg, t ir.Type, name string) {
	ls, _ := leaves(t)
	offs, _ := leafOffsets(t, 0, nil)
	for i, v := range vs {
		s, _ := scalarOf(ls[i])
		a := name
		if offs[i] != 0 {
			a = fmt.Sprintf("%s+%d", name, offs[i])
		}
		if len(ls) == 1 && isScalarType(t) {
			// A scalar .func parameter: sub-word values travel as .b32.
			switch v.cls {
			case clsPred:
				w := f.newReg(clsB32)
				f.ins("selp.u32 %s, 1, 0, %s;", w, v)
				v = w
			case clsB16:
				w := f.newReg(clsB32)
				f.ins("cvt.u32.u16 %s, %s;", w, v)
				v = w
			}
			f.ins("st.param%s [%s], %s;", funcParamType(s), a, v)
			continue
		}
		if v.cls == clsPred {
			t := f.newReg(clsB16)
			f.ins("selp.u16 %s, 1, 0, %s;", t, v)
			f.ins("st.param.u8 [%s], %s;", a, t)
			continue
		}
		f.ins("st.param%s [%s], %s;", paramType(s), a, v)
	}
}

// loadParams loads the leaves of a value of type t from parameter name.
func (f *fn) loadParams(rs []reg, t ir.Type, name string) {
	ls, _ := leaves(t)
	offs, _ := leafOffsets(t, 0, nil)
	for i, r := range rs {
		s, _ := scalarOf(ls[i])
		a := name
		if offs[i] != 0 {
			a = fmt.Sprintf("%s+%d", name, offs[i])
		}
		if len(ls) == 1 && isScalarType(t) {
			switch r.cls {
			case clsPred:
				w := f.newReg(clsB32)
				f.ins("ld.param.b32 %s, [%s];", w, a)
				f.ins("setp.ne.b32 %s, %s, 0;", r, w)
			case clsB16:
				w := f.newReg(clsB32)
				f.ins("ld.param.b32 %s, [%s];", w, a)
				f.ins("cvt.u16.u32 %s, %s;", r, w)
			default:
				f.ins("ld.param%s %s, [%s];", funcParamType(s), r, a)
			}
			continue
		}
		if r.cls == clsPred {
			t := f.newReg(clsB16)
			f.ins("ld.param.u8 %s, [%s];", t, a)
			f.ins("setp.ne.b16 %s, %s, 0;", r, t)
			continue
		}
		f.ins("ld.param%s %s, [%s];", paramType(s), r, a)
	}
}

func (f *fn) call(op *ir.Operation) error {
	sym, _ := op.Attr("callee").(*ir.SymbolRefAttr)
	if sym == nil {
		return op.EmitError("indirect calls are not supported in PTX")
	}
	callee := f.e.funcs[sym.Root]
	if callee == nil {
		return op.EmitError("call to '%s', which is not a function of this module", sym.Root)
	}
	if !hasBody(callee) {
		// A math library function: one of our helpers.
		return f.mathCall(op, sym.Root)
	}
	if isKernel(callee) {
		return op.EmitError("calling a kernel is not supported in PTX")
	}
	var args []reg
	var argTypes []ir.Type
	for _, v := range op.Operands() {
		rs, err := f.use(op, v)
		if err != nil {
			return err
		}
		ls, _ := leaves(v.Type())
		args = append(args, rs...)
		argTypes = append(argTypes, ls...)
	}
	f.ins("{ // callseq")
	var pnames []string
	for i, a := range args {
		s, _ := scalarOf(argTypes[i])
		n := fmt.Sprintf("param%d", i)
		pnames = append(pnames, n)
		f.ins(".param %s %s;", funcParamType(s), n)
		f.storeParams([]reg{a}, argTypes[i], n)
	}
	ret := ""
	if op.NumResults() == 1 {
		d, err := retDecl(op.Result(0).Type(), "retval0")
		if err != nil {
			return op.EmitError("%v", err)
		}
		f.ins("%s;", d)
		ret = "(retval0), "
	}
	f.ins("call.uni %s%s, (%s);", ret, ident(sym.Root), strings.Join(pnames, ", "))
	if op.NumResults() == 1 {
		rs, err := f.def(op, op.Result(0))
		if err != nil {
			return err
		}
		f.loadParams(rs, op.Result(0).Type(), "retval0")
	}
	f.ins("} // callseq")
	return nil
}

// ---- nvvm ----

func (f *fn) sreg(op *ir.Operation, name string) error {
	s, err := scalarOf(op.Result(0).Type())
	if err != nil || s.k != kInt || s.width < 32 {
		return op.EmitError("special registers read as i32 or i64")
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	src := "%" + name
	if name == "warpsize" {
		src = "WARP_SZ"
	}
	if s.width == 64 {
		t := f.newReg(clsB32)
		f.ins("mov.u32 %s, %s;", t, src)
		f.ins("cvt.u64.u32 %s, %s;", r, t)
		return nil
	}
	f.ins("mov.u32 %s, %s;", r, src)
	return nil
}

func (f *fn) barrier(op *ir.Operation) error {
	ids := op.Def().OperandGroup(op, "barrierId")
	ns := op.Def().OperandGroup(op, "numberOfThreads")
	if len(ids) == 0 {
		f.ins("bar.sync 0;")
		return nil
	}
	id, err := f.use(op, ids[0])
	if err != nil {
		return err
	}
	if len(ns) == 1 {
		n, err := f.use(op, ns[0])
		if err != nil {
			return err
		}
		f.ins("bar.sync %s, %s;", id[0], n[0])
		return nil
	}
	f.ins("bar.sync %s;", id[0])
	return nil
}

func enumValue(op *ir.Operation, name string) string {
	if e, ok := op.Attr(name).(*nvvm.EnumAttr); ok {
		return e.Value
	}
	return ""
}

func (f *fn) fenceProxy(op *ir.Operation) error {
	k := enumValue(op, "kind")
	switch k {
	case "async.shared":
		sp := enumValue(op, "space")
		f.ins("fence.proxy.async.shared::%s;", sp)
	case "alias", "async", "async.global", "tensormap", "generic":
		f.ins("fence.proxy.%s;", k)
	default:
		return op.EmitError("unsupported proxy kind")
	}
	return nil
}

func (f *fn) memoryBarrier(op *ir.Operation) error {
	switch enumValue(op, "scope") {
	case "cta":
		f.ins("membar.cta;")
	case "gpu":
		f.ins("membar.gl;")
	case "sys":
		f.ins("membar.sys;")
	case "cluster":
		f.ins("fence.acq_rel.cluster;")
	default:
		return op.EmitError("unsupported memory scope")
	}
	return nil
}

func (f *fn) shfl(op *ir.Operation) error {
	mask, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	val, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	if val.cls != clsB32 && val.cls != clsF32 {
		return op.EmitError("shfl.sync moves 32-bit values")
	}
	off, err := f.use1(op, 2)
	if err != nil {
		return err
	}
	clamp, err := f.use1(op, 3)
	if err != nil {
		return err
	}
	rs, err := f.def(op, op.Result(0))
	if err != nil {
		return err
	}
	d := rs[0].String()
	if len(rs) == 2 {
		d += "|" + rs[1].String()
	}
	f.ins("shfl.sync.%s.b32 %s, %s, %s, %s, %s;", enumValue(op, "kind"), d, val, off, clamp, mask)
	return nil
}

func (f *fn) vote(op *ir.Operation) error {
	mask, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	p, err := f.use1(op, 1)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	k := enumValue(op, "kind")
	if k == "ballot" {
		f.ins("vote.sync.ballot.b32 %s, %s, %s;", r, p, mask)
	} else {
		f.ins("vote.sync.%s.pred %s, %s, %s;", k, r, p, mask)
	}
	return nil
}
