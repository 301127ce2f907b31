// The PTX of the arith-level llvm ops: integer and float arithmetic,
// comparisons and select.

package ptx

import (
	dl "github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

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
	w := instrWidth(s)
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
	f.ins("setp.%s.%s%d %s, %s, %s;", c.cmp, t, instrWidth(s), r, a, b)
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
	mod := roundingModifier(op)
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
	s, _ := dl.AsSelect(op)
	c, err := f.useScalar(op, s.Condition())
	if err != nil {
		return err
	}
	if _, ok := s.Condition().Type().(*ir.VectorType); ok {
		return op.EmitError("vector selects are not supported in PTX")
	}
	a, err := f.use(op, s.TrueValue())
	if err != nil {
		return err
	}
	b, err := f.use(op, s.FalseValue())
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
