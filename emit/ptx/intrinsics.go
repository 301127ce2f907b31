package ptx

import (
	"strings"

	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// inlineHelperSize is the most instructions of a math helper written
// inline in its caller (in a scope of its own) instead of called: exp,
// log and their kin, so that ptxas interleaves the independent ones of a
// thread (a softmax row's exponentials) and no call sequence remains.
const inlineHelperSize = 128

// inlineFloat are the float functions written inline (one or a few
// instructions); everything in helperDefs is a call to a helper.
var inlineFloat = map[string]int{
	"sqrt": 1, "fabs": 1, "floor": 1, "ceil": 1, "trunc": 1, "rint": 1, "nearbyint": 1, "roundeven": 1,
	"round": 1, "rsqrt": 1, "minnum": 2, "maxnum": 2, "minimum": 2, "maximum": 2, "copysign": 2,
	"fmin": 2, "fmax": 2, "fma": 3, "fmuladd": 3,
}

// intrinsic writes the registered llvm.intr.name op (name without its
// llvm.intr. prefix).
func (f *fn) intrinsic(op *ir.Operation, name string) error {
	switch op.Def() {
	case dl.IntrCtPop, dl.IntrBitReverse, dl.IntrBSwap, dl.IntrSMax, dl.IntrSMin, dl.IntrUMax, dl.IntrUMin:
		return f.intIntrinsic(op, name)
	case dl.Memcpy, dl.Memmove, dl.Memset:
		return f.memIntrinsic(op, name)
	}
	return f.floatFunc(op, name)
}

// mathCall is a call to an external math function: libm's (expf, exp),
// or libdevice's (__nv_expf).
func (f *fn) mathCall(op *ir.Operation, callee string) error {
	name := strings.TrimPrefix(callee, "__nv_")
	if op.NumResults() != 1 {
		return op.EmitError("call to external function '%s' is not supported in PTX", callee)
	}
	s, err := scalarOf(op.Result(0).Type())
	if err != nil {
		return op.EmitError("%v", err)
	}
	base := name
	if s.k == kFloat && s.width == 32 && strings.HasSuffix(name, "f") {
		base = name[:len(name)-1]
	}
	if _, ok := inlineFloat[base]; ok {
		return f.floatFunc(op, base)
	}
	if _, ok := helperDefs[base]; ok {
		return f.floatFunc(op, base)
	}
	return op.EmitError("call to external function '%s', which has no PTX implementation", callee)
}

// floatFunc writes float function name applied to op's operands.
func (f *fn) floatFunc(op *ir.Operation, name string) error {
	s, err := scalarOf(op.Result(0).Type())
	if err != nil || (s.k != kFloat && !isHalf(s)) {
		return op.EmitError("'%s' on this type is not supported in PTX", name)
	}
	var args []reg
	for i := range op.NumOperands() {
		a, err := f.use1(op, i)
		if err != nil {
			return err
		}
		if isHalf(s) {
			a = f.toF32(a, s)
		}
		args = append(args, a)
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	cs := s
	if isHalf(s) {
		cs = scalar{kFloat, 32, clsF32, 0}
	}
	d := r
	if isHalf(s) {
		d = f.newReg(clsF32)
	}
	if err := f.floatFuncOn(op, name, cs, d, args); err != nil {
		return err
	}
	if isHalf(s) {
		f.fromF32(r, d, s)
	}
	return nil
}

func (f *fn) floatFuncOn(op *ir.Operation, name string, s scalar, d reg, a []reg) error {
	ft := ftype(s)
	if n, ok := inlineFloat[name]; ok && len(a) != n {
		return op.EmitError("'%s' takes %d operands", name, n)
	}
	w := s.width
	switch name {
	case "sqrt":
		f.ins("sqrt.rn%s %s, %s;", ft, d, a[0])
	case "rsqrt":
		if w == 32 {
			// libdevice's __nv_rsqrtf: the hardware's approximation (at
			// most 2 ulp, as CUDA's rsqrtf).
			f.ins("rsqrt.approx%s %s, %s;", ft, d, a[0])
			break
		}
		t := f.newReg(d.cls)
		f.ins("sqrt.rn%s %s, %s;", ft, t, a[0])
		f.ins("rcp.rn%s %s, %s;", ft, d, t)
	case "fabs":
		f.ins("abs%s %s, %s;", ft, d, a[0])
	case "floor":
		f.ins("cvt.rmi%s%s %s, %s;", ft, ft, d, a[0])
	case "ceil":
		f.ins("cvt.rpi%s%s %s, %s;", ft, ft, d, a[0])
	case "trunc":
		f.ins("cvt.rzi%s%s %s, %s;", ft, ft, d, a[0])
	case "rint", "nearbyint", "roundeven":
		f.ins("cvt.rni%s%s %s, %s;", ft, ft, d, a[0])
	case "round":
		// Half away from zero: trunc(x) + (|x - trunc(x)| >= 0.5 ? copysign(1, x) : 0).
		t, fr, one := f.newReg(d.cls), f.newReg(d.cls), f.newReg(d.cls)
		p := f.newReg(clsPred)
		f.ins("cvt.rzi%s%s %s, %s;", ft, ft, t, a[0])
		f.ins("sub.rn%s %s, %s, %s;", ft, fr, a[0], t)
		f.ins("abs%s %s, %s;", ft, fr, fr)
		f.ins("setp.ge%s %s, %s, %s;", ft, p, fr, fimm(mtOf(s), 0.5))
		f.ins("mov%s %s, %s;", ft, one, fimm(mtOf(s), 1))
		f.copySign(one, one, a[0], s)
		f.ins("selp%s %s, %s, %s, %s;", ft, fr, one, fimm(mtOf(s), 0), p)
		f.ins("add.rn%s %s, %s, %s;", ft, d, t, fr)
	case "minnum", "fmin":
		f.ins("min%s %s, %s, %s;", ft, d, a[0], a[1])
	case "maxnum", "fmax":
		f.ins("max%s %s, %s, %s;", ft, d, a[0], a[1])
	case "minimum", "maximum":
		// NaN-propagating, and -0 < +0.
		m, bits := "min", "or"
		if name == "maximum" {
			m, bits = "max", "and"
		}
		p, z := f.newReg(clsPred), f.newReg(clsPred)
		f.ins("%s%s %s, %s, %s;", m, ft, d, a[0], a[1])
		f.ins("setp.eq%s %s, %s, %s;", ft, z, a[0], a[1])
		ib := clsB32
		if w == 64 {
			ib = clsB64
		}
		x, y := f.newReg(ib), f.newReg(ib)
		f.ins("mov.b%d %s, %s;", w, x, a[0])
		f.ins("mov.b%d %s, %s;", w, y, a[1])
		f.ins("%s.b%d %s, %s, %s;", bits, w, x, x, y)
		f.ins("@%s mov.b%d %s, %s;", z, w, d, x)
		f.ins("setp.nan%s %s, %s, %s;", ft, p, a[0], a[1])
		f.ins("@%s add.rn%s %s, %s, %s;", p, ft, d, a[0], a[1])
	case "copysign":
		f.copySign(d, a[0], a[1], s)
	case "fma", "fmuladd":
		f.ins("fma.rn%s %s, %s, %s, %s;", ft, d, a[0], a[1], a[2])
	default:
		h, ok := helperDefs[name]
		if !ok {
			return op.EmitError("'llvm.intr.%s' is not supported in PTX", name)
		}
		if len(a) != h.arity {
			return op.EmitError("'%s' takes %d operands", name, h.arity)
		}
		if body, ret := buildHelper(name, mtOf(s)); len(body.ins) <= inlineHelperSize {
			args := make([]string, len(a))
			for i, x := range a {
				args[i] = x.String()
			}
			f.ins("%s", body.inline(ret, args, d.String()))
			return nil
		}
		hn := helperName(name, mtOf(s))
		f.e.helpers[hn] = true
		f.ins("{ // callseq")
		var ps []string
		for i, x := range a {
			p := "param" + string(rune('0'+i))
			ps = append(ps, p)
			f.ins(".param %s %s;", ft, p)
			f.ins("st.param%s [%s], %s;", ft, p, x)
		}
		f.ins(".param %s retval0;", ft)
		f.ins("call.uni (retval0), %s, (%s);", hn, strings.Join(ps, ", "))
		f.ins("ld.param%s %s, [retval0];", ft, d)
		f.ins("} // callseq")
	}
	return nil
}

func mtOf(s scalar) mathType {
	if s.width == 64 {
		return mF64
	}
	return mF32
}

// copySign sets d to |x| with y's sign.
func (f *fn) copySign(d, x, y reg, s scalar) {
	w := s.width
	ib := clsB32
	sign, mag := "-2147483648", "2147483647"
	if w == 64 {
		ib, sign, mag = clsB64, "-9223372036854775808", "9223372036854775807"
	}
	xb, yb := f.newReg(ib), f.newReg(ib)
	f.ins("mov.b%d %s, %s;", w, xb, x)
	f.ins("mov.b%d %s, %s;", w, yb, y)
	f.ins("and.b%d %s, %s, %s;", w, xb, xb, mag)
	f.ins("and.b%d %s, %s, %s;", w, yb, yb, sign)
	f.ins("or.b%d %s, %s, %s;", w, xb, xb, yb)
	f.ins("mov.b%d %s, %s;", w, d, xb)
}

func (f *fn) intIntrinsic(op *ir.Operation, name string) error {
	s, err := scalarOf(op.Result(0).Type())
	if err != nil || s.k != kInt || s.width == 1 {
		return op.EmitError("'llvm.intr.%s' on this type is not supported in PTX", name)
	}
	a, err := f.use1(op, 0)
	if err != nil {
		return err
	}
	r, err := f.def1(op)
	if err != nil {
		return err
	}
	w := instrWidth(s)
	switch name {
	case "smax", "smin", "umax", "umin":
		b, err := f.use1(op, 1)
		if err != nil {
			return err
		}
		signed := name[0] == 's'
		t := "u"
		if signed {
			t = "s"
		}
		f.ins("%s.%s%d %s, %s, %s;", name[1:], t, w, r, f.norm(a, s, signed), f.norm(b, s, signed))
		return nil
	}
	// Bit operations work in 32 or 64 bits.
	w32 := s.width <= 32
	x := a
	if s.width < 32 {
		x = f.newReg(clsB32)
		f.ins("cvt.u32.u16 %s, %s;", x, a)
		if s.width == 8 {
			f.ins("and.b32 %s, %s, 255;", x, x)
		}
	}
	res := r
	if s.width < 32 || (name == "ctpop" && s.width == 64) {
		if w32 {
			res = f.newReg(clsB32)
		} else {
			res = f.newReg(clsB32)
		}
	}
	switch name {
	case "ctpop":
		if w32 {
			f.ins("popc.b32 %s, %s;", res, x)
		} else {
			f.ins("popc.b64 %s, %s;", res, x)
		}
	case "bitreverse":
		if w32 {
			f.ins("brev.b32 %s, %s;", res, x)
			if s.width < 32 {
				f.ins("shr.u32 %s, %s, %d;", res, res, 32-s.width)
			}
		} else {
			f.ins("brev.b64 %s, %s;", res, x)
		}
	case "bswap":
		switch s.width {
		case 16:
			f.ins("prmt.b32 %s, %s, 0, 0x0001;", res, x)
		case 32:
			f.ins("prmt.b32 %s, %s, 0, 0x0123;", res, x)
		case 64:
			lo, hi, l2, h2 := f.newReg(clsB32), f.newReg(clsB32), f.newReg(clsB32), f.newReg(clsB32)
			f.ins("mov.b64 {%s, %s}, %s;", lo, hi, x)
			f.ins("prmt.b32 %s, %s, 0, 0x0123;", l2, hi)
			f.ins("prmt.b32 %s, %s, 0, 0x0123;", h2, lo)
			f.ins("mov.b64 %s, {%s, %s};", r, l2, h2)
		default:
			return op.EmitError("'llvm.intr.bswap' on i8 is not valid")
		}
	}
	if res != r {
		switch {
		case s.width == 64:
			f.ins("cvt.u64.u32 %s, %s;", r, res)
		default:
			f.ins("cvt.u16.u32 %s, %s;", r, res)
		}
	}
	return nil
}

// memOperands are a memcpy's or memmove's destination, source and length,
// or a memset's destination, byte value and length.
func memOperands(op *ir.Operation) (dst, src, n *ir.Value) {
	if m, ok := dl.AsMemcpy(op); ok {
		return m.Dst(), m.Src(), m.Len()
	}
	if m, ok := dl.AsMemmove(op); ok {
		return m.Dst(), m.Src(), m.Len()
	}
	m, _ := dl.AsMemset(op)
	return m.Dst(), m.Val(), m.Len()
}

// memIntrinsic writes memcpy/memmove/memset as a byte loop.
func (f *fn) memIntrinsic(op *ir.Operation, name string) error {
	dstV, srcV, lenV := memOperands(op)
	dsp, err := ptrSpace(op, dstV)
	if err != nil {
		return err
	}
	dst, err := f.useScalar(op, dstV)
	if err != nil {
		return err
	}
	src, err := f.useScalar(op, srcV)
	if err != nil {
		return err
	}
	ln, err := f.useScalar(op, lenV)
	if err != nil {
		return err
	}
	ls, _ := scalarOf(lenV.Type())
	n := ln
	if ls.width != 64 {
		n = f.newReg(clsB64)
		f.intResize(n, ln, ls, scalar{kInt, 64, clsB64, 0}, false)
	}
	ssp := ""
	if name != "memset" {
		if ssp, err = ptrSpace(op, srcV); err != nil {
			return err
		}
	}
	i, p, da, sa, v := f.newReg(clsB64), f.newReg(clsPred), f.newReg(clsB64), f.newReg(clsB64), f.newReg(clsB16)
	head, end := f.newLabel(), f.newLabel()
	back := reg{}
	if name == "memmove" {
		// Copy backwards when dst > src, so overlapping bytes are read first.
		back = f.newReg(clsPred)
		f.ins("setp.hi.u64 %s, %s, %s;", back, dst, src)
	}
	f.ins("mov.u64 %s, 0;", i)
	f.label(head)
	f.ins("setp.ge.u64 %s, %s, %s;", p, i, n)
	f.ins("@%s bra %s;", p, end)
	idx := i
	if name == "memmove" {
		idx = f.newReg(clsB64)
		rev := f.newReg(clsB64)
		f.ins("sub.s64 %s, %s, %s;", rev, n, i)
		f.ins("sub.s64 %s, %s, 1;", rev, rev)
		f.ins("selp.b64 %s, %s, %s, %s;", idx, rev, i, back)
	}
	if name == "memset" {
		f.mov(v, src)
	} else {
		f.ins("add.s64 %s, %s, %s;", sa, src, idx)
		f.ins("ld%s.u8 %s, [%s];", ssp, v, sa)
	}
	f.ins("add.s64 %s, %s, %s;", da, dst, idx)
	f.ins("st%s.u8 [%s], %s;", dsp, da, v)
	f.ins("add.s64 %s, %s, 1;", i, i)
	f.ins("bra.uni %s;", head)
	f.label(end)
	return nil
}
