package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The complex composites that build or read complex numbers from real
// tensors (complex, polar, view_as_complex), angle of a real tensor, and
// nextafter of the 16-bit floats (math_more.go's bit stepping covers f32
// and f64).

// angleReal is angle(x) of a real tensor: pi for x < 0, 0 otherwise, a
// NaN itself; integers and bools convert to the (float) result first.
var angleReal = unaryPat(torch.AtenAngle, func(l *opLowering, x *ir.Value) *ir.Value {
	if !isFloat(x.Type()) || isComplex(elemOf(convArg(torch.AtenAngleArgs[*ir.Value].Self)(l))) {
		return nil // complex.go's pattern
	}
	t := x.Type()
	r := l.sel(l.fcmp("olt", x, l.constant(t, 0)), l.constant(t, math.Pi), l.constant(t, 0))
	return l.sel(l.fcmp("uno", x, x), x, r)
})

// complexFromParts is complex(real, imag) (polar: polar(abs, angle)): the
// operands broadcast, convert to the result's part type, and pair up
// (polar: abs cos(angle), abs sin(angle)).
func complexFromParts(d *ir.OpDef, polar bool) *rewrite.ConversionPattern {
	partNames := []string{"real", "imag"}
	if polar {
		partNames = []string{"abs", "angle"}
	}
	parts := argPositions(d, partNames...)
	return pat(d.Name, func(l *opLowering) *ir.Value {
		rt := l.resultType(0)
		if rt == nil || !isComplex(rt.Elem) {
			return nil
		}
		ins, ok := l.ewInputs(parts...)
		if !ok {
			return nil
		}
		for _, in := range ins {
			if v := in.tensor; v == nil && isComplex(in.scalar.Type()) || v != nil && isComplex(elemOf(v)) {
				return nil // the parts must be real
			}
		}
		p := partOf(rt.Elem)
		return l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
			re, im := l.cast(xs[0], p), l.cast(xs[1], p)
			if polar {
				re, im = l.mul(re, l.un(mathd.Cos.Name, im)), l.mul(re, l.un(mathd.Sin.Name, im))
			}
			return l.create(complexd.Create.Name, []*ir.Value{re, im}, rt.Elem)
		})
	})
}

// viewAsComplex is view_as_complex(x [..., 2]) -> [...]: element i is
// x[i, 0] + x[i, 1] i (x read twice, its last index fixed by the maps).
var viewAsComplex = pat(torch.AtenViewAsComplex.Name, func(l *opLowering) *ir.Value {
	rt, x := l.resultType(0), convArg(torch.AtenViewAsComplexArgs[*ir.Value].Self)(l)
	xt := rankedTensorType(x)
	if rt == nil || xt == nil || !isComplex(rt.Elem) || len(xt.Dims) != len(rt.Dims)+1 || xt.Dims[len(rt.Dims)] != 2 {
		return nil
	}
	R := len(rt.Dims)
	part := func(k int64) *ir.AffineMap {
		es := make([]*ir.AffineExpr, R+1)
		for d := 0; d < R; d++ {
			es[d] = ir.AffineDimExpr(d)
		}
		es[R] = ir.AffineConstExpr(k)
		return ir.NewAffineMap(R, 0, es)
	}
	init := l.empty(withType(l.dims(x)[:R], rt), rt.Elem)
	p := partOf(rt.Elem)
	return l.generic([]*ir.Value{x, x}, []*ir.Value{init}, []*ir.AffineMap{part(0), part(1), identity(R)}, parallel(R),
		func(blockArgs []*ir.Value) []*ir.Value {
			return []*ir.Value{l.create(complexd.Create.Name, []*ir.Value{l.cast(blockArgs[0], p), l.cast(blockArgs[1], p)}, rt.Elem)}
		}).Result(0)
})

// nextAfter16 is nextafter(a, b) on f16 and bf16, as nextAfter steps the
// bits of f32 and f64: NaN when either is; b when a == b; the smallest
// subnormal with b's sign from 0; else a's bits + 1 away from 0, - 1
// toward it.
var nextAfter16 = binaryPat(torch.AtenNextafter.Name, torch.Positions(torch.AtenNextafterArgs[int].Self, torch.AtenNextafterArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
	a, b := xs[0], xs[1]
	t := a.Type()
	if floatWidth(t) != 16 {
		return nil
	}
	it := l.ctx.I(16)
	bits := func(v *ir.Value) *ir.Value { return l.create(arith.Bitcast.Name, []*ir.Value{v}, it) }
	float := func(v *ir.Value) *ir.Value { return l.create(arith.Bitcast.Name, []*ir.Value{v}, t) }
	zero, one := l.constant(t, 0), l.constant(it, 1)
	away := l.icmp("eq", l.fcmp("olt", a, b), l.fcmp("ogt", a, zero))
	ab := bits(a)
	step := float(l.sel(away, l.iop(arith.AddI.Name, ab, one), l.iop(arith.SubI.Name, ab, one)))
	sign := l.iop(arith.AndI.Name, bits(b), l.constant(it, -32768))
	r := l.sel(l.fcmp("oeq", a, zero), float(l.iop(arith.OrI.Name, sign, one)), step)
	r = l.sel(l.fcmp("oeq", a, b), b, r)
	return l.sel(l.fcmp("uno", a, b), l.add(a, b), r)
})

// normComplexPatterns are the patterns of this file.
func normComplexPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		angleReal,
		complexFromParts(torch.AtenComplex, false),
		complexFromParts(torch.AtenPolar, true),
		viewAsComplex,
		nextAfter16,
	}
}
