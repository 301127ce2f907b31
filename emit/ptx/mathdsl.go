package ptx

import (
	"fmt"
	"math"
	"regexp"
	"strings"

	"github.com/strata-compiler/strata/internal/fma"
)

// The math helpers are written once in a small straight-line language
// (mathBuilder below) that both prints PTX and runs in Go, so the accuracy tests
// evaluate exactly the algorithm the GPU runs (up to fma rounding).

// mathType is the PTX register class of a math value.
type mathType int

const (
	mF32 mathType = iota
	mF64
	mI32
	mI64
	mPred
)

var mtPrefix = [...]string{"%f", "%fd", "%r", "%rd", "%p"}
var mtDecl = [...]string{".f32", ".f64", ".b32", ".b64", ".pred"}

// intOf is the integer type of a float type's width.
func intOf(t mathType) mathType {
	if t == mF64 {
		return mI64
	}
	return mI32
}

// mathValue is a virtual register: its number and class.
type mathValue struct {
	id int
	t  mathType
}

// mathInstr is one instruction: op on a (or an immediate), result d.
type mathInstr struct {
	op   string
	t    mathType
	a    []mathValue
	fimm float64
	iimm int64
	cmp  string
	d    mathValue
}

func (in mathInstr) res() mathValue { return in.d }

// mathBuilder records a straight-line program of mathInstrs.
type mathBuilder struct {
	ins    []mathInstr
	n      int
	params []mathValue
}

func (b *mathBuilder) emit(op string, t mathType, a ...mathValue) mathValue {
	b.n++
	v := mathValue{b.n, t}
	b.ins = append(b.ins, mathInstr{op: op, t: t, a: a, d: v})
	return v
}

func (b *mathBuilder) param(t mathType) mathValue {
	b.n++
	v := mathValue{b.n, t}
	b.params = append(b.params, v)
	return v
}

func (b *mathBuilder) C(t mathType, x float64) mathValue {
	v := b.emit("const", t)
	b.ins[len(b.ins)-1].fimm = x
	return v
}

func (b *mathBuilder) I(t mathType, x int64) mathValue {
	v := b.emit("iconst", t)
	b.ins[len(b.ins)-1].iimm = x
	return v
}

func (b *mathBuilder) Add(x, y mathValue) mathValue          { return b.emit("add", x.t, x, y) }
func (b *mathBuilder) Sub(x, y mathValue) mathValue          { return b.emit("sub", x.t, x, y) }
func (b *mathBuilder) Mul(x, y mathValue) mathValue          { return b.emit("mul", x.t, x, y) }
func (b *mathBuilder) Div(x, y mathValue) mathValue          { return b.emit("div", x.t, x, y) }
func (b *mathBuilder) Fma(x, y, z mathValue) mathValue       { return b.emit("fma", x.t, x, y, z) }
func (b *mathBuilder) Neg(x mathValue) mathValue             { return b.emit("neg", x.t, x) }
func (b *mathBuilder) Abs(x mathValue) mathValue             { return b.emit("abs", x.t, x) }
func (b *mathBuilder) Sqrt(x mathValue) mathValue            { return b.emit("sqrt", x.t, x) }
func (b *mathBuilder) Ex2(x mathValue) mathValue             { return b.emit("ex2", x.t, x) }
func (b *mathBuilder) Rint(x mathValue) mathValue            { return b.emit("rint", x.t, x) }
func (b *mathBuilder) Trunc(x mathValue) mathValue           { return b.emit("trunc", x.t, x) }
func (b *mathBuilder) F2I(x mathValue) mathValue             { return b.emit("f2i", intOf(x.t), x) }
func (b *mathBuilder) I2F(x mathValue, t mathType) mathValue { return b.emit("i2f", t, x) }
func (b *mathBuilder) Bits(x mathValue) mathValue            { return b.emit("bits", intOf(x.t), x) }
func (b *mathBuilder) FromBits(x mathValue, t mathType) mathValue {
	return b.emit("frombits", t, x)
}
func (b *mathBuilder) IAdd(x, y mathValue) mathValue         { return b.emit("iadd", x.t, x, y) }
func (b *mathBuilder) ISub(x, y mathValue) mathValue         { return b.emit("isub", x.t, x, y) }
func (b *mathBuilder) IAnd(x, y mathValue) mathValue         { return b.emit("iand", x.t, x, y) }
func (b *mathBuilder) IOr(x, y mathValue) mathValue          { return b.emit("ior", x.t, x, y) }
func (b *mathBuilder) Cvt(x mathValue, t mathType) mathValue { return b.emit("cvt", t, x) }
func (b *mathBuilder) POr(x, y mathValue) mathValue          { return b.emit("por", mPred, x, y) }
func (b *mathBuilder) PAnd(x, y mathValue) mathValue         { return b.emit("pand", mPred, x, y) }
func (b *mathBuilder) Sel(p, x, y mathValue) mathValue       { return b.emit("sel", x.t, p, x, y) }
func (b *mathBuilder) Shl(x mathValue, n int) mathValue {
	v := b.emit("shl", x.t, x)
	b.ins[len(b.ins)-1].iimm = int64(n)
	return v
}
func (b *mathBuilder) Shr(x mathValue, n int) mathValue {
	v := b.emit("shr", x.t, x)
	b.ins[len(b.ins)-1].iimm = int64(n)
	return v
}

// Cmp compares with a PTX setp condition (lt, gtu, nan, ...).
func (b *mathBuilder) Cmp(cmp string, x, y mathValue) mathValue {
	v := b.emit("cmp", mPred, x, y)
	b.ins[len(b.ins)-1].cmp = cmp
	return v
}

// ---- the PTX printer ----

func (v mathValue) String() string { return fmt.Sprintf("%s%d", mtPrefix[v.t], v.id) }

func fimm(t mathType, x float64) string {
	if t == mF32 {
		return fmt.Sprintf("0f%08X", math.Float32bits(float32(x)))
	}
	return fmt.Sprintf("0d%016X", math.Float64bits(x))
}

func ptxT(t mathType) string { return mtDecl[t] }

func sT(t mathType) string {
	if t == mI64 {
		return ".s64"
	}
	return ".s32"
}

func bT(t mathType) string {
	if t == mI64 || t == mF64 {
		return ".b64"
	}
	return ".b32"
}

// ptx writes the body as a .func named name.
func (b *mathBuilder) ptx(name string, ret mathValue) string {
	var s strings.Builder
	fmt.Fprintf(&s, ".func (.param %s %s_ret) %s(", ptxT(ret.t), name, name)
	for i, p := range b.params {
		if i > 0 {
			s.WriteString(", ")
		}
		fmt.Fprintf(&s, ".param %s %s_p%d", ptxT(p.t), name, i)
	}
	s.WriteString(")\n{\n")
	for t := mF32; t <= mPred; t++ {
		fmt.Fprintf(&s, "\t.reg %s %s<%d>;\n", mtDecl[t], mtPrefix[t], b.n+1)
	}
	for i, p := range b.params {
		fmt.Fprintf(&s, "\tld.param%s %s, [%s_p%d];\n", ptxT(p.t), p, name, i)
	}
	b.body(&s)
	fmt.Fprintf(&s, "\tst.param%s [%s_ret], %s;\n\tret;\n}\n", ptxT(ret.t), name, ret)
	return s.String()
}

// inlineRegister renames a body's registers (%f3, %rd2, ...) to the
// inline copy's own (%hf3, %hrd2, ...), which no function declares.
var inlineRegister = regexp.MustCompile(`%(fd|f|rd|r|p)([0-9]+)`)

// inline writes the body in a scope of its own: args (registers of the
// caller) are moved into its parameters and its result into result.
func (b *mathBuilder) inline(ret mathValue, args []string, result string) string {
	own := func(text string) string { return inlineRegister.ReplaceAllString(text, "%h$1$2") }
	var s strings.Builder
	s.WriteString("{\n")
	for t := mF32; t <= mPred; t++ {
		fmt.Fprintf(&s, "\t.reg %s %%h%s<%d>;\n", mtDecl[t], mtPrefix[t][1:], b.n+1)
	}
	for i, p := range b.params {
		fmt.Fprintf(&s, "\tmov%s %s, %s;\n", ptxT(p.t), own(p.String()), args[i])
	}
	var body strings.Builder
	b.body(&body)
	s.WriteString(own(body.String()))
	fmt.Fprintf(&s, "\tmov%s %s, %s;\n}", ptxT(ret.t), result, own(ret.String()))
	return s.String()
}

// body writes the instructions, one a line.
func (b *mathBuilder) body(s *strings.Builder) {
	for i, in := range b.ins {
		d := b.resultOf(i)
		a := in.a
		var line string
		switch in.op {
		case "const":
			line = fmt.Sprintf("mov%s %s, %s;", ptxT(in.t), d, fimm(in.t, in.fimm))
		case "iconst":
			line = fmt.Sprintf("mov%s %s, %d;", bT(in.t), d, in.iimm)
		case "add", "sub", "mul":
			line = fmt.Sprintf("%s.rn%s %s, %s, %s;", in.op, ptxT(in.t), d, a[0], a[1])
		case "div":
			line = fmt.Sprintf("div.rn%s %s, %s, %s;", ptxT(in.t), d, a[0], a[1])
		case "fma":
			line = fmt.Sprintf("fma.rn%s %s, %s, %s, %s;", ptxT(in.t), d, a[0], a[1], a[2])
		case "neg", "abs":
			line = fmt.Sprintf("%s%s %s, %s;", in.op, ptxT(in.t), d, a[0])
		case "sqrt":
			line = fmt.Sprintf("sqrt.rn%s %s, %s;", ptxT(in.t), d, a[0])
		case "ex2":
			line = fmt.Sprintf("ex2.approx%s %s, %s;", ptxT(in.t), d, a[0])
		case "rint":
			line = fmt.Sprintf("cvt.rni%s%s %s, %s;", ptxT(in.t), ptxT(in.t), d, a[0])
		case "trunc":
			line = fmt.Sprintf("cvt.rzi%s%s %s, %s;", ptxT(in.t), ptxT(in.t), d, a[0])
		case "f2i":
			line = fmt.Sprintf("cvt.rni%s%s %s, %s;", sT(in.t), ptxT(a[0].t), d, a[0])
		case "i2f":
			line = fmt.Sprintf("cvt.rn%s%s %s, %s;", ptxT(in.t), sT(a[0].t), d, a[0])
		case "bits", "frombits":
			line = fmt.Sprintf("mov%s %s, %s;", bT(in.t), d, a[0])
		case "iadd":
			line = fmt.Sprintf("add%s %s, %s, %s;", sT(in.t), d, a[0], a[1])
		case "isub":
			line = fmt.Sprintf("sub%s %s, %s, %s;", sT(in.t), d, a[0], a[1])
		case "iand":
			line = fmt.Sprintf("and%s %s, %s, %s;", bT(in.t), d, a[0], a[1])
		case "ior":
			line = fmt.Sprintf("or%s %s, %s, %s;", bT(in.t), d, a[0], a[1])
		case "shl":
			line = fmt.Sprintf("shl%s %s, %s, %d;", bT(in.t), d, a[0], in.iimm)
		case "shr":
			line = fmt.Sprintf("shr%s %s, %s, %d;", sT(in.t), d, a[0], in.iimm)
		case "cvt":
			if in.t == mF64 {
				line = fmt.Sprintf("cvt.f64.f32 %s, %s;", d, a[0])
			} else {
				line = fmt.Sprintf("cvt.rn.f32.f64 %s, %s;", d, a[0])
			}
		case "por":
			line = fmt.Sprintf("or.pred %s, %s, %s;", d, a[0], a[1])
		case "pand":
			line = fmt.Sprintf("and.pred %s, %s, %s;", d, a[0], a[1])
		case "sel":
			line = fmt.Sprintf("selp%s %s, %s, %s, %s;", ptxT(in.t), d, a[1], a[2], a[0])
		case "cmp":
			ct := ptxT(a[0].t)
			if a[0].t == mI32 || a[0].t == mI64 {
				ct = sT(a[0].t)
			}
			line = fmt.Sprintf("setp.%s%s %s, %s, %s;", in.cmp, ct, d, a[0], a[1])
		}
		s.WriteString("\t" + line + "\n")
	}
}

func (b *mathBuilder) paramCount() int { return len(b.params) }

// resultOf is the value instruction i defines. Parameters and
// instructions share one numbering, in creation order.
func (b *mathBuilder) resultOf(i int) mathValue { return b.ins[i].res() }

// ---- the Go interpreter ----

type mval struct {
	f float64
	i int64
	p bool
}

func round(t mathType, x float64) float64 {
	if t == mF32 {
		return float64(float32(x))
	}
	return x
}

func wrap(t mathType, x int64) int64 {
	if t == mI32 {
		return int64(int32(x))
	}
	return x
}

// eval runs the body on args and returns ret's value.
func (b *mathBuilder) eval(ret mathValue, args ...float64) float64 {
	vals := make([]mval, b.n+1)
	for i, p := range b.params {
		vals[p.id] = mval{f: round(p.t, args[i])}
	}
	for _, in := range b.ins {
		d := in.res()
		a := func(k int) mval { return vals[in.a[k].id] }
		var r mval
		switch in.op {
		case "const":
			r.f = round(in.t, in.fimm)
		case "iconst":
			r.i = wrap(in.t, in.iimm)
		case "add":
			r.f = round(in.t, a(0).f+a(1).f)
		case "sub":
			r.f = round(in.t, a(0).f-a(1).f)
		case "mul":
			r.f = round(in.t, a(0).f*a(1).f)
		case "div":
			r.f = round(in.t, a(0).f/a(1).f)
		case "fma":
			if in.t == mF32 {
				// One rounding, as fma.rn.f32 (math.FMA's float64
				// result rounded again would round twice).
				r.f = round(in.t, fma.Narrow(a(0).f, a(1).f, a(2).f))
			} else {
				r.f = math.FMA(a(0).f, a(1).f, a(2).f)
			}
		case "neg":
			r.f = -a(0).f
		case "abs":
			r.f = math.Abs(a(0).f)
		case "sqrt":
			r.f = round(in.t, math.Sqrt(a(0).f))
		case "ex2":
			// The hardware's approximation, at the worst relative
			// error the tests allow it (ex2Error).
			r.f = round(in.t, math.Exp2(a(0).f)*(1+ex2Error))
		case "rint":
			r.f = math.RoundToEven(a(0).f)
		case "trunc":
			r.f = math.Trunc(a(0).f)
		case "f2i":
			x := math.RoundToEven(a(0).f)
			lim := float64(math.MaxInt32)
			if in.t == mI64 {
				lim = float64(math.MaxInt64)
			}
			switch {
			case math.IsNaN(x):
				r.i = 0
			case x >= lim:
				r.i = int64(lim)
			case x <= -lim-1:
				r.i = int64(-lim - 1)
			default:
				r.i = int64(x)
			}
		case "i2f":
			r.f = round(in.t, float64(a(0).i))
		case "bits":
			if in.t == mI32 {
				r.i = int64(int32(math.Float32bits(float32(a(0).f))))
			} else {
				r.i = int64(math.Float64bits(a(0).f))
			}
		case "frombits":
			if in.t == mF32 {
				r.f = float64(math.Float32frombits(uint32(a(0).i)))
			} else {
				r.f = math.Float64frombits(uint64(a(0).i))
			}
		case "iadd":
			r.i = wrap(in.t, a(0).i+a(1).i)
		case "isub":
			r.i = wrap(in.t, a(0).i-a(1).i)
		case "iand":
			r.i = a(0).i & a(1).i
		case "ior":
			r.i = a(0).i | a(1).i
		case "shl":
			r.i = wrap(in.t, a(0).i<<in.iimm)
		case "shr":
			r.i = a(0).i >> in.iimm
		case "cvt":
			r.f = round(in.t, a(0).f)
		case "por":
			r.p = a(0).p || a(1).p
		case "pand":
			r.p = a(0).p && a(1).p
		case "sel":
			if a(0).p {
				r = a(1)
			} else {
				r = a(2)
			}
		case "cmp":
			r.p = evalCmp(in.cmp, in.a[0].t, a(0), a(1))
		}
		vals[d.id] = r
	}
	return vals[ret.id].f
}

func evalCmp(c string, t mathType, x, y mval) bool {
	if t == mI32 || t == mI64 {
		switch c {
		case "eq":
			return x.i == y.i
		case "ne":
			return x.i != y.i
		case "lt":
			return x.i < y.i
		case "gt":
			return x.i > y.i
		}
		panic("cmp " + c)
	}
	nan := math.IsNaN(x.f) || math.IsNaN(y.f)
	switch c {
	case "eq":
		return x.f == y.f
	case "ne":
		return !nan && x.f != y.f
	case "lt":
		return x.f < y.f
	case "le":
		return x.f <= y.f
	case "gt":
		return x.f > y.f
	case "ge":
		return x.f >= y.f
	case "ltu":
		return nan || x.f < y.f
	case "gtu":
		return nan || x.f > y.f
	case "geu":
		return nan || x.f >= y.f
	case "equ":
		return nan || x.f == y.f
	case "nan":
		return nan
	case "num":
		return !nan
	}
	panic("cmp " + c)
}
