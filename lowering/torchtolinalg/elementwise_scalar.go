package torchtolinalg

import (
	"math"

	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
)

// Scalar arithmetic on one element type, for the bodies of the
// elementwise lowerings.

// bin is the float op fop or the integer op iop on a and b (one type);
// on unsigned integers (l.unsigned) the integer op is uop, and the
// result is unsigned too.
func (l *opLowering) bin(fop, iop string, a, b *ir.Value) *ir.Value {
	return l.binU(fop, iop, iop, a, b)
}

func (l *opLowering) binU(fop, iop, uop string, a, b *ir.Value) *ir.Value {
	switch {
	case isFloat(a.Type()):
		return l.create(fop, []*ir.Value{a, b}, a.Type())
	case isComplex(a.Type()):
		return l.complexOp(fop, a, b) // complex.go
	case intWidth(a.Type()) == 1:
		// A bool: true (1) is the greater (compared unsigned, as an i1's
		// one bit is -1 signed), and + is logical or (PyTorch's bool add).
		if iop == arith.AddI.Name {
			uop = arith.OrI.Name
		}
		return l.create(uop, []*ir.Value{a, b}, a.Type())
	case l.unsigned(a) || l.unsigned(b):
		return l.markUnsigned(l.create(uop, []*ir.Value{a, b}, a.Type()))
	}
	return l.create(iop, []*ir.Value{a, b}, a.Type())
}
func (l *opLowering) add(a, b *ir.Value) *ir.Value {
	return l.bin(arith.AddF.Name, arith.AddI.Name, a, b)
}
func (l *opLowering) sub(a, b *ir.Value) *ir.Value {
	return l.bin(arith.SubF.Name, arith.SubI.Name, a, b)
}
func (l *opLowering) mul(a, b *ir.Value) *ir.Value {
	return l.bin(arith.MulF.Name, arith.MulI.Name, a, b)
}
func (l *opLowering) div(a, b *ir.Value) *ir.Value {
	return l.binU(arith.DivF.Name, arith.DivSI.Name, arith.DivUI.Name, a, b)
}
func (l *opLowering) max(a, b *ir.Value) *ir.Value {
	return l.binU(arith.MaximumF.Name, arith.MaxSI.Name, arith.MaxUI.Name, a, b)
}
func (l *opLowering) min(a, b *ir.Value) *ir.Value {
	return l.binU(arith.MinimumF.Name, arith.MinSI.Name, arith.MinUI.Name, a, b)
}
func (l *opLowering) un(name string, a *ir.Value) *ir.Value {
	if isComplex(a.Type()) {
		return l.complexOp(name, a) // complex.go
	}
	return l.create(name, []*ir.Value{a}, a.Type())
}
func (l *opLowering) sel(c, a, b *ir.Value) *ir.Value {
	return l.create(arith.Select.Name, []*ir.Value{c, a, b}, a.Type())
}

// cmp compares a and b (same type) with a PyTorch comparison name.
func (l *opLowering) cmp(kind string, a, b *ir.Value) *ir.Value {
	i1 := l.ctx.I(1)
	if isComplex(a.Type()) {
		return l.complexCmp(kind, a, b) // complex.go
	}
	if isFloat(a.Type()) {
		p := map[string]string{"eq": "oeq", "ne": "une", "lt": "olt", "le": "ole", "gt": "ogt", "ge": "oge"}[kind]
		return l.create(arith.CmpF.Name, []*ir.Value{a, b}, i1, attr("predicate", cmpf(l.ctx, p)))
	}
	p := map[string]string{"eq": "eq", "ne": "ne", "lt": "slt", "le": "sle", "gt": "sgt", "ge": "sge"}[kind]
	if intWidth(a.Type()) == 1 || l.unsigned(a) || l.unsigned(b) {
		p = map[string]string{"eq": "eq", "ne": "ne", "lt": "ult", "le": "ule", "gt": "ugt", "ge": "uge"}[kind]
	}
	return l.create(arith.CmpI.Name, []*ir.Value{a, b}, i1, attr("predicate", cmpi(l.ctx, p)))
}

// sigmoid is 1 / (1 + exp(-x)).
func (l *opLowering) sigmoid(x *ir.Value) *ir.Value {
	one := l.constant(x.Type(), 1)
	e := l.un(mathd.Exp.Name, l.un(arith.NegF.Name, x))
	return l.div(one, l.add(one, e))
}

// gelu is 0.5 x (1 + erf(x / sqrt 2)), or with approximate="tanh"
// 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).
func (l *opLowering) gelu(x *ir.Value, approx string) *ir.Value {
	t := x.Type()
	half, one := l.constant(t, 0.5), l.constant(t, 1)
	var inner *ir.Value
	if approx == "tanh" {
		x3 := l.mul(l.mul(x, x), x)
		k := l.constant(t, math.Sqrt(2/math.Pi))
		inner = l.un(mathd.Tanh.Name, l.mul(k, l.add(x, l.mul(l.constant(t, 0.044715), x3))))
	} else {
		inner = l.un(mathd.Erf.Name, l.mul(x, l.constant(t, 1/math.Sqrt2)))
	}
	return l.mul(l.mul(half, x), l.add(one, inner))
}
