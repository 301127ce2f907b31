package torchtolinalg

import (
	mathd "github.com/strata-compiler/strata/dialects/math"
	"math"

	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/ir"
)

// clogAddExp is log(exp(x) + exp(y)) of complex numbers as c10 computes
// it: with a the operand of larger real part and b the other, a +
// log1p(exp(b - a)); a + ln 2 when both are the same infinity.
// logcumsumexp (math_more.go) folds its window with it.
func (l *opLowering) clogAddExp(x, y *ir.Value) *ir.Value {
	t := x.Type()
	p := partOf(t)
	re := func(z *ir.Value) *ir.Value { return l.create(complexd.Re.Name, []*ir.Value{z}, p) }
	im := func(z *ir.Value) *ir.Value { return l.create(complexd.Im.Name, []*ir.Value{z}, p) }
	swap := l.fcmp("ogt", re(y), re(x))
	a, b := l.sel(swap, y, x), l.sel(swap, x, y)
	sum := l.cadd(a, l.cun(complexd.Log1p.Name, l.cun(complexd.Exp.Name, l.csub(b, a))))
	inf := l.constant(p, math.Inf(1))
	isInf := l.or(l.fcmp("oeq", l.un(mathd.AbsF.Name, re(a)), inf), l.fcmp("oeq", l.un(mathd.AbsF.Name, im(a)), inf))
	same := l.and(isInf, l.create(complexd.Eq.Name, []*ir.Value{a, b}, l.ctx.I(1)))
	return l.sel(same, l.cadd(a, l.complexConst(t, math.Ln2, 0)), sum)
}
