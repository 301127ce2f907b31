package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers the elementwise ATen ops to one linalg.generic each,
// with PyTorch's broadcasting (sizes aligned from the right; a size 1
// broadcasts; dynamic sizes are assumed not to broadcast and are checked
// equal with cf.assert) and type promotion (operands are cast to the
// result dtype, or to the promoted operand dtype for comparisons).

// elementwise builds the broadcasting generic producing rt from tensors;
// body gets one element of each tensor.
func (l *opLowering) elementwise(rt *ir.RankedTensorType, tensors []*ir.Value, body func(xs []*ir.Value) *ir.Value) *ir.Value {
	R := len(rt.Dims)
	for _, t := range tensors {
		if tt := rankedTensorType(t); tt == nil || len(tt.Dims) > R {
			// An operand that does not broadcast to the result: the
			// pattern fails (patN), with a value for its caller meanwhile.
			l.broken = true
			ss := make([]extent, R)
			for d, n := range rt.Dims {
				ss[d] = extent{n: n}
				if n == ir.ShapedDynamic {
					ss[d].v = l.index(0)
				}
			}
			return l.empty(ss, rt.Elem)
		}
	}
	out := make([]extent, R)
	src := make([]int, R)
	for d := 0; d < R; d++ {
		src[d] = -1
		if rt.Dims[d] != ir.ShapedDynamic {
			out[d] = extent{n: rt.Dims[d]}
			continue
		}
		out[d] = extent{n: 1}
		for i, t := range tensors {
			tt := rankedTensorType(t)
			j := d - (R - len(tt.Dims))
			if j < 0 || tt.Dims[j] == 1 {
				continue
			}
			out[d] = l.dim(t, j)
			src[d] = i
			break
		}
	}
	maps := make([]*ir.AffineMap, 0, len(tensors)+1)
	for i, t := range tensors {
		tt := rankedTensorType(t)
		r := len(tt.Dims)
		idx := make([]int, r)
		for j := 0; j < r; j++ {
			d := j + R - r
			if tt.Dims[j] == 1 && (out[d].n != 1 || !out[d].static()) {
				idx[j] = -1
				continue
			}
			if tt.Dims[j] == 1 {
				idx[j] = -1
				continue
			}
			idx[j] = d
			if tt.Dims[j] == ir.ShapedDynamic && src[d] != i {
				l.assertEq(l.dim(t, j), out[d], "mismatched size for broadcast")
			} else if tt.Dims[j] != ir.ShapedDynamic && !out[d].static() {
				l.assertEq(extent{n: tt.Dims[j]}, out[d], "mismatched size for broadcast")
			}
		}
		maps = append(maps, dimsMap(R, idx))
	}
	maps = append(maps, identity(R))
	init := l.empty(out, rt.Elem)
	g := l.generic(tensors, []*ir.Value{init}, maps, parallel(R), func(blockArgs []*ir.Value) []*ir.Value {
		return []*ir.Value{body(blockArgs[:len(tensors)])}
	})
	return g.Result(0)
}

// operand is one input of an elementwise op: a tensor, or a scalar
// already built as a builtin value.
type operand struct {
	tensor, scalar *ir.Value
}

// ewInputs splits the op's operands at positions idx into tensors and
// scalars.
func (l *opLowering) ewInputs(idx ...int) ([]operand, bool) {
	out := make([]operand, len(idx))
	for i, k := range idx {
		if rankedTensorType(l.args[k]) != nil {
			out[i].tensor = l.args[k]
			continue
		}
		s := l.scalar(l.op.Operand(k))
		if s == nil {
			return nil, false
		}
		out[i].scalar = s
	}
	return out, true
}

// ewOperands splits the operands that gets name in the op's argument
// list A into tensors and scalars.
func ewOperands[A ~[]*ir.Value](l *opLowering, gets ...func(A) *ir.Value) ([]operand, bool) {
	conv, orig := A(l.args), A(l.op.Operands())
	out := make([]operand, len(gets))
	for i, get := range gets {
		if out[i].tensor = get(conv); rankedTensorType(out[i].tensor) != nil {
			continue
		}
		out[i].tensor = nil
		if out[i].scalar = l.scalar(get(orig)); out[i].scalar == nil {
			return nil, false
		}
	}
	return out, true
}

// elementwiseWithScalars runs body over the elements of ins (tensors broadcast, scalars as
// they are), producing the op's result type.
func (l *opLowering) elementwiseWithScalars(rt *ir.RankedTensorType, ins []operand, body func(xs []*ir.Value) *ir.Value) *ir.Value {
	var tensors []*ir.Value
	for _, in := range ins {
		if in.tensor != nil {
			tensors = append(tensors, in.tensor)
		}
	}
	return l.elementwise(rt, tensors, func(ts []*ir.Value) *ir.Value {
		xs := make([]*ir.Value, len(ins))
		k := 0
		for i, in := range ins {
			if in.tensor != nil {
				xs[i] = ts[k]
				k++
			} else {
				xs[i] = in.scalar
			}
		}
		return body(xs)
	})
}

// promote is the common type of elements for comparisons: the widest
// float if any, else the widest integer (tensors first: a scalar does
// not widen a tensor of its own kind).
func promote(ins []operand) ir.Type {
	if c := complexPromote(ins); c != nil {
		return c // complex.go
	}
	var best ir.Type
	tensorFloat := false
	for _, in := range ins {
		if in.tensor != nil && isFloat(elemOf(in.tensor)) {
			tensorFloat = true
		}
	}
	for _, in := range ins {
		var t ir.Type
		if in.tensor != nil {
			t = elemOf(in.tensor)
		} else {
			t = in.scalar.Type()
			hasTensor := false
			for _, o := range ins {
				hasTensor = hasTensor || o.tensor != nil
			}
			if hasTensor && (tensorFloat || !isFloat(t)) {
				continue
			}
		}
		switch {
		case best == nil:
			best = t
		case isFloat(t) && !isFloat(best):
			best = t
		case isFloat(t) && isFloat(best) && floatWidth(t) > floatWidth(best):
			best = t
		case !isFloat(t) && !isFloat(best) && intWidth(t) > intWidth(best):
			best = t
		}
	}
	return best
}

// ---- patterns ----

// pat declares a pattern for a one-result op; fn returns nil when it does
// not apply.
func pat(name string, fn func(l *opLowering) *ir.Value) *rewrite.ConversionPattern {
	return patN(name, func(l *opLowering) []*ir.Value {
		v := fn(l)
		if v == nil {
			return nil
		}
		return []*ir.Value{v}
	})
}

// patN declares a pattern for an op with several results.
func patN(name string, fn func(l *opLowering) []*ir.Value) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: name, Root: name, Benefit: 1,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			for _, r := range op.Results() {
				if t := rw.TypeConverter.Convert(r.Type()); t == nil || t == r.Type() {
					if _, ok := r.Type().(interface{ HasSizes() bool }); ok {
						return false // a tensor of unknown rank or dtype
					}
				}
			}
			l := newOpLowering(op, operands, rw)
			vs := fn(l)
			if vs == nil || l.broken {
				return false
			}
			for i, v := range vs {
				want := rw.TypeConverter.Convert(op.Result(i).Type())
				if v != nil && want != nil && v.Type() != want {
					if wt, ok := want.(*ir.RankedTensorType); ok {
						if !castCompatible(rankedTensorType(v), wt) {
							return false // a declared result type the op cannot have
						}
						vs[i] = l.create(tensor.Cast.Name, []*ir.Value{v}, want)
					} else {
						vs[i] = l.cast(v, want)
					}
				}
			}
			rw.ReplaceOp(op, vs)
			return true
		}}
}

// castCompatible reports whether tensor.cast may turn a into b: same
// rank and element type, static sizes that agree.
func castCompatible(a, b *ir.RankedTensorType) bool {
	if a == nil || b == nil || len(a.Dims) != len(b.Dims) || a.Elem != b.Elem {
		return false
	}
	for i, n := range a.Dims {
		if n != ir.ShapedDynamic && b.Dims[i] != ir.ShapedDynamic && n != b.Dims[i] {
			return false
		}
	}
	return true
}

// unaryArgs are the arguments unaryPat reads: those of an op whose schema
// starts `(Tensor self` (`(Tensor x` for special_airy_ai), which unaryPat
// checks against the op's definition.
type unaryArgs[T any] []T

// Self is the `Tensor self` (or `Tensor x`) argument.
func (a unaryArgs[T]) Self() T { return a[0] }

// unaryPat lowers d, an op of one tensor, computing fn in the result
// element type; fn returns nil when it does not apply (an integer
// sigmoid), and the op is not lowered.
func unaryPat(d *ir.OpDef, fn func(l *opLowering, x *ir.Value) *ir.Value) *rewrite.ConversionPattern {
	d = d.Prepared()
	if len(d.Operands) == 0 || d.Operands[0].Name != "self" && d.Operands[0].Name != "x" {
		panic("torchtolinalg: " + d.Name + "'s first argument is not self, which unaryPat reads")
	}
	return pat(d.Name, func(l *opLowering) *ir.Value {
		self := unaryArgs[*ir.Value](l.args).Self()
		rt := l.resultType(0)
		if rt == nil || rankedTensorType(self) == nil {
			return nil
		}
		failed := false
		v := l.elementwise(rt, []*ir.Value{self}, func(xs []*ir.Value) *ir.Value {
			x := l.castU(xs[0], rt.Elem, l.resultUnsigned(0))
			if y := fn(l, x); y != nil {
				return y
			}
			failed = true
			return x
		})
		if failed {
			return nil // the conversion undoes the generic
		}
		return v
	})
}

// floatUnary lowers an op that is one math op on floats.
func floatUnary(d *ir.OpDef, mathOp string) *rewrite.ConversionPattern {
	return unaryPat(d, func(l *opLowering, x *ir.Value) *ir.Value {
		if !isFloat(x.Type()) {
			return nil
		}
		return l.un(mathOp, x)
	})
}

// binaryPat lowers an op on operands idx (tensors or scalars), all cast
// to the result element type.
func binaryPat(name string, idx []int, fn func(l *opLowering, xs []*ir.Value) *ir.Value) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value {
		rt := l.resultType(0)
		if rt == nil {
			return nil
		}
		ins, ok := l.ewInputs(idx...)
		if !ok {
			return nil
		}
		failed := false
		v := l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
			for i := range xs {
				xs[i] = l.castU(xs[i], rt.Elem, l.resultUnsigned(0))
			}
			r := fn(l, xs)
			if r == nil {
				failed = true
				return xs[0]
			}
			return r
		})
		if failed {
			return nil
		}
		return v
	})
}

// comparePat lowers a comparison of operands 0 and 1 in their promoted type.
func comparePat(d *ir.OpDef, kind string) *rewrite.ConversionPattern {
	selfOther := argPositions(d, "self", "other")
	return pat(d.Name, func(l *opLowering) *ir.Value {
		rt := l.resultType(0)
		ins, ok := l.ewInputs(selfOther...)
		if rt == nil || !ok {
			return nil
		}
		ct, cu := promote(ins), l.promotedUnsigned(selfOther...)
		return l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
			return l.cmp(kind, l.castU(xs[0], ct, cu), l.castU(xs[1], ct, cu))
		})
	})
}

// promotedUnsigned reports whether the operands at idx promote to an
// unsigned dtype (ui8 with ui8, or with a Python number), in which their
// comparison is unsigned.
func (l *opLowering) promotedUnsigned(idx ...int) bool {
	var ts []ir.Type
	for _, k := range idx {
		ts = append(ts, torch.PromotionType(l.op.Operand(k)))
	}
	it, ok := torch.ResultDtype(l.ctx, ts).(*ir.IntegerType)
	return ok && it.Signedness == ir.Unsigned
}

// withAlpha returns alpha * x (x itself when alpha, an operand of the
// op, is the constant 1).
func (l *opLowering) withAlpha(x, alpha *ir.Value) *ir.Value {
	if a, ok := constFloat(alpha); ok && a == 1 {
		return x
	}
	s := l.scalar(alpha)
	if s == nil {
		return x
	}
	return l.mul(x, l.cast(s, x.Type()))
}

// dtypeElem maps a torch ScalarType code to the builtin element type.
func dtypeElem(ctx *ir.Context, code int64) ir.Type {
	switch code {
	case 0:
		return ctx.I(8) // uint8 (signless)
	case 1:
		return ctx.I(8)
	case 2:
		return ctx.I(16)
	case 3:
		return ctx.I(32)
	case 4:
		return ctx.I(64)
	case 5:
		return ctx.F16()
	case 6:
		return ctx.F32()
	case 7:
		return ctx.F64()
	case 11:
		return ctx.I(1)
	case 15:
		return ctx.BF16()
	}
	return nil
}

func elementwisePatterns() []*rewrite.ConversionPattern {
	ps := []*rewrite.ConversionPattern{
		// relu(x) = max(x, 0)
		unaryPat(torch.AtenRelu, func(l *opLowering, x *ir.Value) *ir.Value { return l.max(x, l.constant(x.Type(), 0)) }),
		// relu6(x) = min(max(x, 0), 6)
		unaryPat(torch.AtenRelu6, func(l *opLowering, x *ir.Value) *ir.Value {
			return l.min(l.max(x, l.constant(x.Type(), 0)), l.constant(x.Type(), 6))
		}),
		unaryPat(torch.AtenSigmoid, func(l *opLowering, x *ir.Value) *ir.Value {
			if !isFloat(x.Type()) {
				return nil
			}
			return l.sigmoid(x)
		}),
		// silu(x) = x sigmoid(x)
		unaryPat(torch.AtenSilu, func(l *opLowering, x *ir.Value) *ir.Value {
			if !isFloat(x.Type()) {
				return nil
			}
			return l.mul(x, l.sigmoid(x))
		}),
		// hardsigmoid(x) = clamp(x/6 + 1/2, 0, 1)
		unaryPat(torch.AtenHardsigmoid, func(l *opLowering, x *ir.Value) *ir.Value {
			t := x.Type()
			y := l.add(l.div(x, l.constant(t, 6)), l.constant(t, 0.5))
			return l.min(l.max(y, l.constant(t, 0)), l.constant(t, 1))
		}),
		// hardswish(x) = x clamp(x + 3, 0, 6) / 6
		unaryPat(torch.AtenHardswish, func(l *opLowering, x *ir.Value) *ir.Value {
			t := x.Type()
			y := l.min(l.max(l.add(x, l.constant(t, 3)), l.constant(t, 0)), l.constant(t, 6))
			return l.div(l.mul(x, y), l.constant(t, 6))
		}),
		unaryPat(torch.AtenGelu, func(l *opLowering, x *ir.Value) *ir.Value {
			approx, ok := constStr(origArg(torch.AtenGeluArgs[*ir.Value].Approximate)(l))
			if !ok || !isFloat(x.Type()) {
				return nil
			}
			return l.gelu(x, approx)
		}),
		unaryPat(torch.AtenNeg, func(l *opLowering, x *ir.Value) *ir.Value {
			if isFloat(x.Type()) {
				return l.un(arith.NegF.Name, x)
			}
			return l.sub(l.constant(x.Type(), 0), x)
		}),
		unaryPat(torch.AtenAbs, func(l *opLowering, x *ir.Value) *ir.Value {
			if isFloat(x.Type()) {
				return l.un(mathd.AbsF.Name, x)
			}
			if l.unsigned(x) {
				return x
			}
			return l.un(mathd.AbsI.Name, x)
		}),
		// reciprocal(x) = 1 / x
		unaryPat(torch.AtenReciprocal, func(l *opLowering, x *ir.Value) *ir.Value { return l.div(l.constant(x.Type(), 1), x) }),
		unaryPat(torch.AtenSquare, func(l *opLowering, x *ir.Value) *ir.Value { return l.mul(x, x) }),
		// logical_not(x) = (x == 0)
		pat(torch.AtenLogicalNot.Name, func(l *opLowering) *ir.Value {
			rt, self := l.resultType(0), convArg(torch.AtenLogicalNotArgs[*ir.Value].Self)(l)
			if rt == nil || rankedTensorType(self) == nil {
				return nil
			}
			return l.elementwise(rt, []*ir.Value{self}, func(xs []*ir.Value) *ir.Value {
				b := l.cast(xs[0], l.ctx.I(1))
				return l.cast(l.create(arith.XOrI.Name, []*ir.Value{b, l.constant(l.ctx.I(1), 1)}, l.ctx.I(1)), rt.Elem)
			})
		}),
		unaryPat(torch.AtenBitwiseNot, func(l *opLowering, x *ir.Value) *ir.Value {
			if isFloat(x.Type()) {
				return nil
			}
			return l.create(arith.XOrI.Name, []*ir.Value{x, l.constant(x.Type(), -1)}, x.Type())
		}),
		// leaky_relu(x, s) = x > 0 ? x : s x
		binaryPat(torch.AtenLeakyRelu.Name, torch.Positions(torch.AtenLeakyReluArgs[int].Self, torch.AtenLeakyReluArgs[int].NegativeSlope), func(l *opLowering, xs []*ir.Value) *ir.Value {
			c := l.cmp("gt", xs[0], l.constant(xs[0].Type(), 0))
			return l.sel(c, xs[0], l.mul(xs[0], xs[1]))
		}),
		binaryPat(torch.AtenHardtanh.Name, torch.Positions(torch.AtenHardtanhArgs[int].Self, torch.AtenHardtanhArgs[int].MinVal, torch.AtenHardtanhArgs[int].MaxVal), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.min(l.max(xs[0], xs[1]), xs[2])
		}),

		// add(a, b, alpha) = a + alpha b; sub(a, b, alpha) = a - alpha b
		binaryPat(torch.AtenAddTensor.Name, torch.Positions(torch.AtenAddTensorArgs[int].Self, torch.AtenAddTensorArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.add(xs[0], l.withAlpha(xs[1], torch.AtenAddTensorArgs[*ir.Value](l.op.Operands()).Alpha()))
		}),
		binaryPat(torch.AtenAddScalar.Name, torch.Positions(torch.AtenAddScalarArgs[int].Self, torch.AtenAddScalarArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.add(xs[0], l.withAlpha(xs[1], torch.AtenAddScalarArgs[*ir.Value](l.op.Operands()).Alpha()))
		}),
		binaryPat(torch.AtenSubTensor.Name, torch.Positions(torch.AtenSubTensorArgs[int].Self, torch.AtenSubTensorArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.sub(xs[0], l.withAlpha(xs[1], torch.AtenSubTensorArgs[*ir.Value](l.op.Operands()).Alpha()))
		}),
		binaryPat(torch.AtenSubScalar.Name, torch.Positions(torch.AtenSubScalarArgs[int].Self, torch.AtenSubScalarArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.sub(xs[0], l.withAlpha(xs[1], torch.AtenSubScalarArgs[*ir.Value](l.op.Operands()).Alpha()))
		}),
		// rsub(a, b, alpha) = b - alpha a
		binaryPat(torch.AtenRsubScalar.Name, torch.Positions(torch.AtenRsubScalarArgs[int].Self, torch.AtenRsubScalarArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.sub(xs[1], l.withAlpha(xs[0], torch.AtenRsubScalarArgs[*ir.Value](l.op.Operands()).Alpha()))
		}),
		binaryPat(torch.AtenRsubTensor.Name, torch.Positions(torch.AtenRsubTensorArgs[int].Self, torch.AtenRsubTensorArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.sub(xs[1], l.withAlpha(xs[0], torch.AtenRsubTensorArgs[*ir.Value](l.op.Operands()).Alpha()))
		}),
		binaryPat(torch.AtenMulTensor.Name, torch.Positions(torch.AtenMulTensorArgs[int].Self, torch.AtenMulTensorArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.mul(xs[0], xs[1]) }),
		binaryPat(torch.AtenMulScalar.Name, torch.Positions(torch.AtenMulScalarArgs[int].Self, torch.AtenMulScalarArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.mul(xs[0], xs[1]) }),
		binaryPat(torch.AtenDivTensor.Name, torch.Positions(torch.AtenDivTensorArgs[int].Self, torch.AtenDivTensorArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.div(xs[0], xs[1]) }),
		binaryPat(torch.AtenDivScalar.Name, torch.Positions(torch.AtenDivScalarArgs[int].Self, torch.AtenDivScalarArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.div(xs[0], xs[1]) }),
		divModePat[torch.AtenDivTensorModeArgs[*ir.Value]](torch.AtenDivTensorMode.Name),
		divModePat[torch.AtenDivScalarModeArgs[*ir.Value]](torch.AtenDivScalarMode.Name),
		binaryPat(torch.AtenMaximum.Name, torch.Positions(torch.AtenMaximumArgs[int].Self, torch.AtenMaximumArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.max(xs[0], xs[1]) }),
		binaryPat(torch.AtenMinimum.Name, torch.Positions(torch.AtenMinimumArgs[int].Self, torch.AtenMinimumArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.min(xs[0], xs[1]) }),
		binaryPat(torch.AtenPowTensorScalar.Name, torch.Positions(torch.AtenPowTensorScalarArgs[int].Self, torch.AtenPowTensorScalarArgs[int].Exponent), powBody),
		binaryPat(torch.AtenPowTensorTensor.Name, torch.Positions(torch.AtenPowTensorTensorArgs[int].Self, torch.AtenPowTensorTensorArgs[int].Exponent), powBody),
		binaryPat(torch.AtenPowScalar.Name, torch.Positions(torch.AtenPowScalarArgs[int].Self, torch.AtenPowScalarArgs[int].Exponent), powBody),
		binaryPat(torch.AtenAtan2.Name, torch.Positions(torch.AtenAtan2Args[int].Self, torch.AtenAtan2Args[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			if !isFloat(xs[0].Type()) {
				return nil
			}
			return l.create(mathd.Atan2.Name, xs, xs[0].Type())
		}),
		// remainder(a, b) = a - floor(a / b) b (the sign of b), fmod(a, b) = a - trunc(a / b) b
		binaryPat(torch.AtenRemainderScalar.Name, torch.Positions(torch.AtenRemainderScalarArgs[int].Self, torch.AtenRemainderScalarArgs[int].Other), remainderBody),
		binaryPat(torch.AtenRemainderTensor.Name, torch.Positions(torch.AtenRemainderTensorArgs[int].Self, torch.AtenRemainderTensorArgs[int].Other), remainderBody),
		binaryPat(torch.AtenFmodScalar.Name, torch.Positions(torch.AtenFmodScalarArgs[int].Self, torch.AtenFmodScalarArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.binU(arith.RemF.Name, arith.RemSI.Name, arith.RemUI.Name, xs[0], xs[1])
		}),
		binaryPat(torch.AtenFmodTensor.Name, torch.Positions(torch.AtenFmodTensorArgs[int].Self, torch.AtenFmodTensorArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.binU(arith.RemF.Name, arith.RemSI.Name, arith.RemUI.Name, xs[0], xs[1])
		}),
		binaryPat(torch.AtenBitwiseAndTensor.Name, torch.Positions(torch.AtenBitwiseAndTensorArgs[int].Self, torch.AtenBitwiseAndTensorArgs[int].Other), intOp(arith.AndI.Name)),
		binaryPat(torch.AtenBitwiseOrTensor.Name, torch.Positions(torch.AtenBitwiseOrTensorArgs[int].Self, torch.AtenBitwiseOrTensorArgs[int].Other), intOp(arith.OrI.Name)),
		binaryPat(torch.AtenBitwiseXorTensor.Name, torch.Positions(torch.AtenBitwiseXorTensorArgs[int].Self, torch.AtenBitwiseXorTensorArgs[int].Other), intOp(arith.XOrI.Name)),
		binaryPat(torch.AtenBitwiseAndScalar.Name, torch.Positions(torch.AtenBitwiseAndScalarArgs[int].Self, torch.AtenBitwiseAndScalarArgs[int].Other), intOp(arith.AndI.Name)),
		binaryPat(torch.AtenBitwiseOrScalar.Name, torch.Positions(torch.AtenBitwiseOrScalarArgs[int].Self, torch.AtenBitwiseOrScalarArgs[int].Other), intOp(arith.OrI.Name)),
		binaryPat(torch.AtenBitwiseXorScalar.Name, torch.Positions(torch.AtenBitwiseXorScalarArgs[int].Self, torch.AtenBitwiseXorScalarArgs[int].Other), intOp(arith.XOrI.Name)),
		logicalPat(torch.AtenLogicalAnd, arith.AndI.Name),
		logicalPat(torch.AtenLogicalOr, arith.OrI.Name),
		logicalPat(torch.AtenLogicalXor, arith.XOrI.Name),
		// clamp(x, lo, hi) = min(max(x, lo), hi), bounds optional
		clampPat[torch.AtenClampArgs[*ir.Value]](torch.AtenClamp.Name),
		clampPat[torch.AtenClampTensorArgs[*ir.Value]](torch.AtenClampTensor.Name),
		binaryPat(torch.AtenClampMin.Name, torch.Positions(torch.AtenClampMinArgs[int].Self, torch.AtenClampMinArgs[int].Min), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.max(xs[0], xs[1]) }),
		binaryPat(torch.AtenClampMax.Name, torch.Positions(torch.AtenClampMaxArgs[int].Self, torch.AtenClampMaxArgs[int].Max), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.min(xs[0], xs[1]) }),
		binaryPat(torch.AtenClampMinTensor.Name, torch.Positions(torch.AtenClampMinTensorArgs[int].Self, torch.AtenClampMinTensorArgs[int].Min), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.max(xs[0], xs[1]) }),
		binaryPat(torch.AtenClampMaxTensor.Name, torch.Positions(torch.AtenClampMaxTensorArgs[int].Self, torch.AtenClampMaxTensorArgs[int].Max), func(l *opLowering, xs []*ir.Value) *ir.Value { return l.min(xs[0], xs[1]) }),
		// lerp(a, b, w) = a + w (b - a)
		binaryPat(torch.AtenLerpScalar.Name, torch.Positions(torch.AtenLerpScalarArgs[int].Self, torch.AtenLerpScalarArgs[int].End, torch.AtenLerpScalarArgs[int].Weight), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.add(xs[0], l.mul(xs[2], l.sub(xs[1], xs[0])))
		}),
		binaryPat(torch.AtenLerpTensor.Name, torch.Positions(torch.AtenLerpTensorArgs[int].Self, torch.AtenLerpTensorArgs[int].End, torch.AtenLerpTensorArgs[int].Weight), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.add(xs[0], l.mul(xs[2], l.sub(xs[1], xs[0])))
		}),
		// threshold(x, t, v) = x > t ? x : v
		binaryPat(torch.AtenThreshold.Name, torch.Positions(torch.AtenThresholdArgs[int].Self, torch.AtenThresholdArgs[int].Threshold, torch.AtenThresholdArgs[int].Value), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.sel(l.cmp("gt", xs[0], xs[1]), xs[0], xs[2])
		}),
		// casts: the result dtype says it all
		unaryPat(torch.AtenToDtype, func(l *opLowering, x *ir.Value) *ir.Value { return x }),
		unaryPat(torch.AtenToDtypeLayout, func(l *opLowering, x *ir.Value) *ir.Value { return x }),
		unaryPat(torch.Aten_ToCopy, func(l *opLowering, x *ir.Value) *ir.Value { return x }),
		unaryPat(torch.AtenTypeAs, func(l *opLowering, x *ir.Value) *ir.Value { return x }),
		unaryPat(torch.Aten_CastFloat, func(l *opLowering, x *ir.Value) *ir.Value { return x }),
		// where(c, a, b) = c ? a : b
		wherePat(torch.AtenWhereSelf),
		wherePat(torch.AtenWhereScalarSelf),
		wherePat(torch.AtenWhereScalarOther),
		wherePat(torch.AtenWhereScalar),
		// masked_fill(x, m, v) = m ? v : x
		maskedFillPat(torch.AtenMaskedFillScalar),
		maskedFillPat(torch.AtenMaskedFillTensor),
	}
	for _, u := range []struct{ op, to *ir.OpDef }{
		{torch.AtenTanh, mathd.Tanh}, {torch.AtenExp, mathd.Exp}, {torch.AtenLog, mathd.Log}, {torch.AtenSqrt, mathd.Sqrt},
		{torch.AtenRsqrt, mathd.Rsqrt}, {torch.AtenErf, mathd.Erf}, {torch.AtenSin, mathd.Sin}, {torch.AtenCos, mathd.Cos},
		{torch.AtenTan, mathd.Tan}, {torch.AtenLog2, mathd.Log2}, {torch.AtenLog10, mathd.Log10}, {torch.AtenLog1p, mathd.Log1p},
		{torch.AtenExpm1, mathd.ExpM1}, {torch.AtenExp2, mathd.Exp2}, {torch.AtenAtan, mathd.Atan}, {torch.AtenErfc, mathd.Erfc},
		{torch.AtenSinh, mathd.Sinh}, {torch.AtenCosh, mathd.Cosh},
	} {
		ps = append(ps, floatUnary(u.op, u.to.Name))
	}
	for _, u := range []struct{ op, to *ir.OpDef }{
		{torch.AtenFloor, mathd.Floor}, {torch.AtenCeil, mathd.Ceil}, {torch.AtenRound, mathd.RoundEven}, {torch.AtenTrunc, mathd.Trunc},
	} {
		to := u.to.Name
		ps = append(ps, unaryPat(u.op, func(l *opLowering, x *ir.Value) *ir.Value {
			if !isFloat(x.Type()) {
				return x
			}
			return l.un(to, x)
		}))
	}
	for _, c := range []struct {
		tensor, scalar *ir.OpDef
		kind           string
	}{
		{torch.AtenEqTensor, torch.AtenEqScalar, "eq"}, {torch.AtenNeTensor, torch.AtenNeScalar, "ne"},
		{torch.AtenLtTensor, torch.AtenLtScalar, "lt"}, {torch.AtenLeTensor, torch.AtenLeScalar, "le"},
		{torch.AtenGtTensor, torch.AtenGtScalar, "gt"}, {torch.AtenGeTensor, torch.AtenGeScalar, "ge"},
	} {
		ps = append(ps, comparePat(c.tensor, c.kind), comparePat(c.scalar, c.kind))
	}
	return ps
}
