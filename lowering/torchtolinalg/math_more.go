package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/torch"
	"math"
	"math/bits"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers math ops the other files do not: the inverse
// trigonometric and hyperbolic functions, float classification (isnan,
// isinf, signbit, ...), sign, the two-operand float functions (logaddexp,
// hypot, copysign, ldexp, fmax, heaviside, ...), addcmul/addcdiv, and the
// reduction that scatters: scatter_reduce.two (sum, prod, mean, amax,
// amin, with or without self's values).

func mathMorePatterns() []*rewrite.ConversionPattern {
	ps := []*rewrite.ConversionPattern{
		// scatter_reduce.two(x, dim, idx, src, reduce, include_self):
		// out[..., idx[q], ...] = reduce(x[...] if include_self, src[q]...)
		pat(torch.AtenScatterReduceTwo.Name, scatterReduce),

		// isnan(x) = x != x; isinf(x) = |x| == inf; isfinite(x) = |x| < inf
		predPat[torch.AtenIsnanArgs[*ir.Value]](torch.AtenIsnan.Name, func(l *opLowering, x *ir.Value) *ir.Value { return l.fcmp("uno", x, x) }, false),
		predPat[torch.AtenIsinfArgs[*ir.Value]](torch.AtenIsinf.Name, func(l *opLowering, x *ir.Value) *ir.Value {
			return l.fcmp("oeq", l.un(mathd.AbsF.Name, x), l.constant(x.Type(), math.Inf(1)))
		}, false),
		predPat[torch.AtenIsfiniteArgs[*ir.Value]](torch.AtenIsfinite.Name, func(l *opLowering, x *ir.Value) *ir.Value {
			return l.fcmp("olt", l.un(mathd.AbsF.Name, x), l.constant(x.Type(), math.Inf(1)))
		}, true),
		predPat[torch.AtenIsposinfArgs[*ir.Value]](torch.AtenIsposinf.Name, func(l *opLowering, x *ir.Value) *ir.Value {
			return l.fcmp("oeq", x, l.constant(x.Type(), math.Inf(1)))
		}, false),
		predPat[torch.AtenIsneginfArgs[*ir.Value]](torch.AtenIsneginf.Name, func(l *opLowering, x *ir.Value) *ir.Value {
			return l.fcmp("oeq", x, l.constant(x.Type(), math.Inf(-1)))
		}, false),
		// signbit(x): the float's sign bit (bitcast, < 0); x < 0 on integers
		pat(torch.AtenSignbit.Name, func(l *opLowering) *ir.Value {
			rt, self := l.resultType(0), convArg(torch.AtenSignbitArgs[*ir.Value].Self)(l)
			if rt == nil || rankedTensorType(self) == nil {
				return nil
			}
			return l.elementwise(rt, []*ir.Value{self}, func(xs []*ir.Value) *ir.Value {
				x := xs[0]
				switch {
				case isFloat(x.Type()):
					bits := l.ctx.I(floatWidth(x.Type()))
					return l.icmp("slt", l.create(arith.Bitcast.Name, []*ir.Value{x}, bits), l.constant(bits, 0))
				case intWidth(x.Type()) == 1 || l.unsigned(x):
					return l.constant(l.ctx.I(1), 0)
				}
				return l.icmp("slt", x, l.constant(x.Type(), 0))
			})
		}),
		// sign(x) = x > 0 ? 1 : x < 0 ? -1 : 0 (NaN gives 0)
		unaryPat(torch.AtenSign, signBody),
		unaryPat(torch.AtenSgn, signBody),
		// log_sigmoid(x) = min(x, 0) - log1p(exp(-|x|))
		unaryPat(torch.AtenLogSigmoid, func(l *opLowering, x *ir.Value) *ir.Value {
			if !isFloat(x.Type()) {
				return nil
			}
			e := l.un(mathd.Exp.Name, l.un(arith.NegF.Name, l.un(mathd.AbsF.Name, x)))
			return l.sub(l.create(arith.MinimumF.Name, []*ir.Value{x, l.constant(x.Type(), 0)}, x.Type()), l.un(mathd.Log1p.Name, e))
		}),
		// celu(x, a) = x > 0 ? x : expm1(x * (1/a)) * a
		binaryPat(torch.AtenCelu.Name, torch.Positions(torch.AtenCeluArgs[int].Self, torch.AtenCeluArgs[int].Alpha), func(l *opLowering, xs []*ir.Value) *ir.Value {
			x, a := xs[0], xs[1]
			if !isFloat(x.Type()) {
				return nil
			}
			neg := l.mul(l.un(mathd.ExpM1.Name, l.mul(x, l.div(l.constant(x.Type(), 1), a))), a)
			return l.sel(l.cmp("gt", x, l.constant(x.Type(), 0)), x, neg)
		}),
		// logaddexp(a, b) = a == b == ±inf ? a : max + log1p(exp(-|a - b|)); logaddexp2 in base 2
		binaryPat(torch.AtenLogaddexp.Name, torch.Positions(torch.AtenLogaddexpArgs[int].Self, torch.AtenLogaddexpArgs[int].Other), logAddExpBody(mathd.Exp.Name, 1)),
		binaryPat(torch.AtenLogaddexp2.Name, torch.Positions(torch.AtenLogaddexp2Args[int].Self, torch.AtenLogaddexp2Args[int].Other), logAddExpBody(mathd.Exp2.Name, 1/math.Ln2)),
		// hypot(a, b) = m sqrt(1 + (n/m)^2), m = max(|a|, |b|), n = min (0 when m is; inf when either is)
		binaryPat(torch.AtenHypot.Name, torch.Positions(torch.AtenHypotArgs[int].Self, torch.AtenHypotArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			if !isFloat(xs[0].Type()) {
				return nil
			}
			t := xs[0].Type()
			a, b := l.un(mathd.AbsF.Name, xs[0]), l.un(mathd.AbsF.Name, xs[1])
			m, n := l.create(arith.MaximumF.Name, []*ir.Value{a, b}, t), l.create(arith.MinimumF.Name, []*ir.Value{a, b}, t)
			zero, one, inf := l.constant(t, 0), l.constant(t, 1), l.constant(t, math.Inf(1))
			q := l.div(n, m)
			h := l.mul(m, l.un(mathd.Sqrt.Name, l.add(one, l.mul(q, q))))
			h = l.sel(l.fcmp("oeq", m, zero), zero, h)
			anyInf := l.or(l.fcmp("oeq", a, inf), l.fcmp("oeq", b, inf))
			return l.sel(anyInf, inf, h)
		}),
		// copysign(a, b): |a| with b's sign
		binaryPat(torch.AtenCopysignTensor.Name, torch.Positions(torch.AtenCopysignTensorArgs[int].Self, torch.AtenCopysignTensorArgs[int].Other), floatBinary(mathd.CopySign.Name)),
		binaryPat(torch.AtenCopysignScalar.Name, torch.Positions(torch.AtenCopysignScalarArgs[int].Self, torch.AtenCopysignScalarArgs[int].Other), floatBinary(mathd.CopySign.Name)),
		// ldexp(a, b) = a * 2^b
		binaryPat(torch.AtenLdexpTensor.Name, torch.Positions(torch.AtenLdexpTensorArgs[int].Self, torch.AtenLdexpTensorArgs[int].Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
			if !isFloat(xs[0].Type()) {
				return nil
			}
			return l.mul(xs[0], l.un(mathd.Exp2.Name, xs[1]))
		}),
		// float_power(a, b) = pow in f64 (the result's dtype)
		binaryPat(torch.AtenFloatPowerTensorTensor.Name, torch.Positions(torch.AtenFloatPowerTensorTensorArgs[int].Self, torch.AtenFloatPowerTensorTensorArgs[int].Exponent), floatBinary(mathd.PowF.Name)),
		binaryPat(torch.AtenFloatPowerTensorScalar.Name, torch.Positions(torch.AtenFloatPowerTensorScalarArgs[int].Self, torch.AtenFloatPowerTensorScalarArgs[int].Exponent), floatBinary(mathd.PowF.Name)),
		binaryPat(torch.AtenFloatPowerScalar.Name, torch.Positions(torch.AtenFloatPowerScalarArgs[int].Self, torch.AtenFloatPowerScalarArgs[int].Exponent), floatBinary(mathd.PowF.Name)),
		// fmax/fmin: a NaN operand gives the other
		binaryPat(torch.AtenFmax.Name, torch.Positions(torch.AtenFmaxArgs[int].Self, torch.AtenFmaxArgs[int].Other), fMaxMinBody(true)),
		binaryPat(torch.AtenFmin.Name, torch.Positions(torch.AtenFminArgs[int].Self, torch.AtenFminArgs[int].Other), fMaxMinBody(false)),
		// heaviside(x, v) = x == 0 ? v : x > 0
		binaryPat(torch.AtenHeaviside.Name, torch.Positions(torch.AtenHeavisideArgs[int].Self, torch.AtenHeavisideArgs[int].Values), func(l *opLowering, xs []*ir.Value) *ir.Value {
			x, t := xs[0], xs[0].Type()
			step := l.sel(l.cmp("gt", x, l.constant(t, 0)), l.constant(t, 1), l.constant(t, 0))
			return l.sel(l.cmp("eq", x, l.constant(t, 0)), xs[1], step)
		}),
		// addcmul(x, a, b, v) = x + v a b; addcdiv(x, a, b, v) = x + v (a / b)
		binaryPat(torch.AtenAddcmul.Name, torch.Positions(torch.AtenAddcmulArgs[int].Self, torch.AtenAddcmulArgs[int].Tensor1, torch.AtenAddcmulArgs[int].Tensor2, torch.AtenAddcmulArgs[int].Value), func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.add(xs[0], l.mul(l.mul(xs[3], xs[1]), xs[2]))
		}),
		binaryPat(torch.AtenAddcdiv.Name, torch.Positions(torch.AtenAddcdivArgs[int].Self, torch.AtenAddcdivArgs[int].Tensor1, torch.AtenAddcdivArgs[int].Tensor2, torch.AtenAddcdivArgs[int].Value), func(l *opLowering, xs []*ir.Value) *ir.Value {
			if !isFloat(xs[0].Type()) {
				return nil
			}
			return l.add(xs[0], l.mul(xs[3], l.div(xs[1], xs[2])))
		}),
		// nan_to_num(x, nan, posinf, neginf): the three replaced (0 and
		// the dtype's extremes by default); integers unchanged
		unaryPat(torch.AtenNanToNum, nanToNum),
		// round.decimals(x, d) = roundeven(x * 10^d) / 10^d (d < 0: roundeven(x / 10^-d) * 10^-d)
		unaryPat(torch.AtenRoundDecimals, func(l *opLowering, x *ir.Value) *ir.Value {
			d, ok := constInt(origArg(torch.AtenRoundDecimalsArgs[*ir.Value].Decimals)(l))
			if !ok || !isFloat(x.Type()) {
				return nil
			}
			p := l.constant(x.Type(), math.Pow(10, math.Abs(float64(d))))
			if d < 0 {
				return l.mul(l.un(mathd.RoundEven.Name, l.div(x, p)), p)
			}
			return l.div(l.un(mathd.RoundEven.Name, l.mul(x, p)), p)
		}),
	}
	ps = append(ps,
		// cummax/cummin(x, d) -> (values, indices): a triangular-window
		// reduction (scan.go) carrying the best value and its index; a
		// later equal element or any NaN takes over
		patN(torch.AtenCummax.Name, cumExtreme[torch.AtenCummaxArgs[*ir.Value]](true)),
		patN(torch.AtenCummin.Name, cumExtreme[torch.AtenCumminArgs[*ir.Value]](false)),
		// logcumsumexp(x, d): the window folded with log(exp(a) + exp(b))
		pat(torch.AtenLogcumsumexp.Name, logCumSumExp),
		// bucketize(x, seq, out_int32, right), searchsorted(seq, x,
		// out_int32, right, side?, None): PyTorch's binary search per
		// element, unrolled for the sequence's static size
		pat(torch.AtenBucketizeTensor.Name, searchPat(1, 0, 3, -1)),
		pat(torch.AtenSearchsortedTensor.Name, searchPat(0, 1, 3, 4)),
		// frexp(x) -> (mantissa, exponent) from x's bits (subnormals scaled first)
		patN(torch.AtenFrexpTensor.Name, frexp),
		// nextafter(a, b): a's bits stepped by one toward b
		binaryPat(torch.AtenNextafter.Name, torch.Positions(torch.AtenNextafterArgs[int].Self, torch.AtenNextafterArgs[int].Other), nextAfter),
	)
	for _, u := range []struct{ op, to *ir.OpDef }{
		{torch.AtenAcos, mathd.Acos}, {torch.AtenAsin, mathd.Asin}, {torch.AtenAcosh, mathd.Acosh}, {torch.AtenAsinh, mathd.Asinh}, {torch.AtenAtanh, mathd.Atanh},
	} {
		ps = append(ps, floatUnary(u.op, u.to.Name))
	}
	return ps
}

// fcmp is arith.cmpf with predicate p.
func (l *opLowering) fcmp(p string, a, b *ir.Value) *ir.Value {
	return l.create(arith.CmpF.Name, []*ir.Value{a, b}, l.ctx.I(1), attr("predicate", cmpf(l.ctx, p)))
}

// predPat lowers a float classification with a bool result: fn on
// floats, onInt for every integer.
func predPat[A selfArgs](name string, fn func(l *opLowering, x *ir.Value) *ir.Value, onInt bool) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value {
		rt, x := l.resultType(0), convArg(A.Self)(l)
		if rt == nil || rankedTensorType(x) == nil {
			return nil
		}
		return l.elementwise(rt, []*ir.Value{x}, func(xs []*ir.Value) *ir.Value {
			if !isFloat(xs[0].Type()) {
				return l.constant(rt.Elem, b2f(onInt))
			}
			return l.cast(fn(l, xs[0]), rt.Elem)
		})
	})
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func signBody(l *opLowering, x *ir.Value) *ir.Value {
	t := x.Type()
	zero := l.constant(t, 0)
	neg := l.sel(l.cmp("lt", x, zero), l.constant(t, -1), zero)
	return l.sel(l.cmp("gt", x, zero), l.constant(t, 1), neg)
}

// floatBinary is one math op on two floats.
func floatBinary(op string) func(l *opLowering, xs []*ir.Value) *ir.Value {
	return func(l *opLowering, xs []*ir.Value) *ir.Value {
		if !isFloat(xs[0].Type()) {
			return nil
		}
		return l.create(op, xs, xs[0].Type())
	}
}

func logAddExpBody(pow string, scale float64) func(l *opLowering, xs []*ir.Value) *ir.Value {
	return func(l *opLowering, xs []*ir.Value) *ir.Value {
		a, b := xs[0], xs[1]
		t := a.Type()
		if !isFloat(t) {
			return nil
		}
		m := l.sel(l.fcmp("olt", a, b), b, a)
		e := l.un(pow, l.un(arith.NegF.Name, l.un(mathd.AbsF.Name, l.sub(a, b))))
		r := l.add(m, l.mul(l.un(mathd.Log1p.Name, e), l.constant(t, scale)))
		if scale == 1 {
			r = l.add(m, l.un(mathd.Log1p.Name, e))
		}
		sameInf := l.and(l.fcmp("oeq", l.un(mathd.AbsF.Name, a), l.constant(t, math.Inf(1))), l.fcmp("oeq", a, b))
		return l.sel(sameInf, a, r)
	}
}

func fMaxMinBody(greatest bool) func(l *opLowering, xs []*ir.Value) *ir.Value {
	return func(l *opLowering, xs []*ir.Value) *ir.Value {
		a, b := xs[0], xs[1]
		if !isFloat(a.Type()) {
			if greatest {
				return l.max(a, b)
			}
			return l.min(a, b)
		}
		m := l.create(arith.MinimumF.Name, xs, a.Type())
		if greatest {
			m = l.create(arith.MaximumF.Name, xs, a.Type())
		}
		return l.sel(l.fcmp("uno", a, a), b, l.sel(l.fcmp("uno", b, b), a, m))
	}
}

func nanToNum(l *opLowering, x *ir.Value) *ir.Value {
	t := x.Type()
	if !isFloat(t) {
		return x
	}
	big := math.MaxFloat64
	switch floatWidth(t) {
	case 32:
		big = math.MaxFloat32
	case 16:
		big = 65504
		if t == l.ctx.BF16() {
			big = 3.3895313892515355e38
		}
	}
	repl := [3]float64{0, big, -big}
	args := torch.AtenNanToNumArgs[*ir.Value](l.op.Operands())
	for k, v := range []*ir.Value{args.Nan(), args.Posinf(), args.Neginf()} {
		if !isNone(v) {
			f, ok := constFloat(v)
			if !ok {
				return nil
			}
			repl[k] = f
		}
	}
	y := l.sel(l.fcmp("uno", x, x), l.constant(t, repl[0]), x)
	y = l.sel(l.fcmp("oeq", x, l.constant(t, math.Inf(1))), l.constant(t, repl[1]), y)
	return l.sel(l.fcmp("oeq", x, l.constant(t, math.Inf(-1))), l.constant(t, repl[2]), y)
}

// scatterReduce is scatter_reduce.two. Loops (i..., j) as scatterPat's:
// i over the output, j over idx's size along dim. One generic carries,
// per output element, the reduction acc (from x with include_self, from
// the reduction's identity without) and the count of values combined (1
// for self); a second one picks x where nothing was scattered without
// include_self, and divides by the count for mean (floor division on
// integers, as PyTorch).
func scatterReduce(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenScatterReduceTwoArgs[*ir.Value]](l)
	x, idx, src, rt := conv.Self(), conv.Index(), conv.Src(), l.resultType(0)
	d, ok := constInt(orig.Dim())
	reduce, ok2 := constStr(orig.Reduce())
	self, ok3 := constBool(orig.IncludeSelf())
	if rt == nil || rankedTensorType(x) == nil || rankedTensorType(idx) == nil || rankedTensorType(src) == nil || !ok || !ok2 || !ok3 {
		return nil
	}
	kind := map[string]string{"sum": "sum", "mean": "sum", "prod": "prod", "amax": "max", "amin": "min"}[reduce]
	r := len(rankedTensorType(x).Dims)
	if kind == "" || r == 0 || len(rankedTensorType(idx).Dims) != r || len(rankedTensorType(src).Dims) != r {
		return nil
	}
	if _, ok := elemOf(idx).(*ir.IntegerType); !ok {
		return nil
	}
	k, ok := normDim(d, r)
	if !ok {
		return nil
	}
	elem, ru := rt.Elem, l.resultUnsigned(0)
	if reduce == "mean" && intWidth(elem) == 1 {
		return nil // PyTorch has no bool mean
	}
	x = l.tensorElemCast(x, elem)
	if ru {
		l.markUnsigned(x)
	}
	di := l.dims(idx)
	// Candidates off dim lie inside idx's sizes (the check is left out
	// where idx's size is x's).
	inner := make([]*ir.Value, r)
	lastIn := make([]*ir.Value, r)
	for e := 0; e < r; e++ {
		if e != k && !(rankedTensorType(idx).Dims[e] != ir.ShapedDynamic && rankedTensorType(idx).Dims[e] == rankedTensorType(x).Dims[e]) {
			inner[e] = l.val(di[e])
			lastIn[e] = l.val(l.addConst(di[e], -1))
		}
	}
	dimSize := l.val(l.dim(x, k))
	i64 := l.ctx.I(64)
	out := l.dims(x)
	acc0 := x
	if !self {
		acc0 = l.filled(out, elem, l.neutralU(kind, elem, ru))
		if ru {
			l.markUnsigned(acc0)
		}
	}
	first := int64(0)
	if self {
		first = 1
	}
	cnt0 := l.filled(out, i64, l.constant(i64, float64(first)))
	cand := l.empty([]extent{di[k]}, elem)
	combine := l.combiner(kind)
	g := l.generic([]*ir.Value{cand}, []*ir.Value{acc0, cnt0},
		[]*ir.AffineMap{dimsMap(r+1, []int{r}), dimsMap(r+1, seq(r)), dimsMap(r+1, seq(r))},
		append(parallel(r), "reduction"), func(blockArgs []*ir.Value) []*ir.Value {
			acc, n := blockArgs[1], blockArgs[2]
			q := make([]*ir.Value, r)
			var inside *ir.Value
			for e := 0; e < r; e++ {
				if e == k {
					q[e] = l.linalgIndex(r)
					continue
				}
				q[e] = l.linalgIndex(e)
				if inner[e] != nil {
					inside = l.and(inside, l.icmp("slt", q[e], inner[e]))
					q[e] = l.ix(arith.MinSI.Name, q[e], lastIn[e])
				}
			}
			t := l.checkedIndex(l.extractAt(idx, q), dimSize, false, k)
			match := l.and(inside, l.icmp("eq", t, l.linalgIndex(k)))
			v := l.castU(l.extractAt(src, q), elem, ru)
			return []*ir.Value{
				l.sel(match, combine(v, acc), acc),
				l.sel(match, l.add(n, l.constant(i64, 1)), n),
			}
		})
	acc, cnt := g.Result(0), g.Result(1)
	if ru {
		l.markUnsigned(acc)
	}
	if self && reduce != "mean" {
		return acc
	}
	return l.elementwise(rt, []*ir.Value{x, acc, cnt}, func(xs []*ir.Value) *ir.Value {
		xv, a, n := xs[0], xs[1], xs[2]
		if ru {
			l.markUnsigned(xv)
			l.markUnsigned(a)
		}
		if reduce == "mean" {
			// max(n, 1): the division runs where nothing was scattered too.
			nv := l.cast(l.create(arith.MaxSI.Name, []*ir.Value{n, l.constant(i64, 1)}, i64), elem)
			switch {
			case isFloat(elem):
				a = l.div(a, nv)
			case ru:
				a = l.create(arith.DivUI.Name, []*ir.Value{a, nv}, elem)
			default:
				a = l.create(arith.FloorDivSI.Name, []*ir.Value{a, nv}, elem)
			}
		}
		if self {
			return a
		}
		return l.sel(l.icmp("sgt", n, l.constant(i64, 0)), a, xv)
	})
}

// scanWindow builds the scan of x along dim k as a reduction over a
// triangular window (see scan.go): outs start from inits, and body gets
// the element x[..., j, ...] (j <= i), j as an index and the
// accumulators.
func (l *opLowering) scanWindow(x *ir.Value, k int, inits []*ir.Value, body func(v, j *ir.Value, accs []*ir.Value) []*ir.Value) []*ir.Value {
	r := len(rankedTensorType(x).Dims)
	in := seq(r)
	in[k] = r
	maps := []*ir.AffineMap{dimsMap(r+1, in)}
	for range inits {
		maps = append(maps, dimsMap(r+1, seq(r)))
	}
	g := l.generic([]*ir.Value{x}, inits, maps, append(parallel(r), "reduction"), func(blockArgs []*ir.Value) []*ir.Value {
		j := l.linalgIndex(r)
		inWindow := l.icmp("ule", j, l.linalgIndex(k))
		accs := blockArgs[1:]
		next := body(blockArgs[0], j, accs)
		for i := range next {
			next[i] = l.sel(inWindow, next[i], accs[i])
		}
		return next
	})
	return g.Results()
}

// cumExtreme is cummax (greatest) or cummin(self, dim).
func cumExtreme[A interface {
	selfArgs
	Dim() *ir.Value
}](greatest bool) func(l *opLowering) []*ir.Value {
	return func(l *opLowering) []*ir.Value {
		orig, conv := argsOf[A](l)
		x, rt := conv.Self(), l.resultType(0)
		d, ok := constInt(orig.Dim())
		if rt == nil || rankedTensorType(x) == nil || !ok || l.resultType(1) == nil {
			return nil
		}
		r := len(rankedTensorType(x).Dims)
		k, ok := normDim(d, r)
		if !ok {
			return nil
		}
		i64 := l.ctx.I(64)
		if r == 0 {
			return []*ir.Value{x, l.filled(nil, i64, l.constant(i64, 0))}
		}
		elem := elemOf(x)
		inf := math.Inf(-1)
		if !greatest {
			inf = math.Inf(1)
		}
		var start *ir.Value
		if l.unsigned(x) || intWidth(elem) == 1 {
			kind := "max"
			if !greatest {
				kind = "min"
			}
			start = l.neutralU(kind, elem, true)
		} else {
			start = l.constant(elem, inf)
		}
		dims := withType(l.dims(x), rt)
		vals := l.filled(dims, elem, start)
		if l.unsigned(x) {
			l.markUnsigned(vals)
		}
		idx := l.filled(dims, i64, l.constant(i64, 0))
		cmp := "ge"
		if !greatest {
			cmp = "le"
		}
		res := l.scanWindow(x, k, []*ir.Value{vals, idx}, func(v, j *ir.Value, accs []*ir.Value) []*ir.Value {
			best := accs[0]
			var take *ir.Value
			if isFloat(elem) {
				// NaN takes over; nothing replaces a NaN best but a NaN.
				p := map[string]string{"ge": "oge", "le": "ole"}[cmp]
				take = l.or(l.fcmp("uno", v, v), l.fcmp(p, v, best))
			} else {
				take = l.cmp(cmp, v, best)
			}
			return []*ir.Value{l.sel(take, v, best), l.sel(take, l.cast(j, i64), accs[1])}
		})
		return []*ir.Value{res[0], res[1]}
	}
}

func logCumSumExp(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenLogcumsumexpArgs[*ir.Value]](l)
	x, rt := conv.Self(), l.resultType(0)
	d, ok := constInt(orig.Dim())
	if rt == nil || rankedTensorType(x) == nil || !ok || !isFloat(rt.Elem) && !isComplex(rt.Elem) {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	k, ok := normDim(d, r)
	if !ok {
		return nil
	}
	elem := rt.Elem
	if r == 0 {
		return l.tensorElemCast(x, elem)
	}
	var init *ir.Value
	if isComplex(elem) {
		init = l.complexConst(elem, math.Inf(-1), 0)
	} else {
		init = l.constant(elem, math.Inf(-1))
	}
	acc := l.filled(withType(l.dims(x), rt), elem, init)
	res := l.scanWindow(x, k, []*ir.Value{acc}, func(v, _ *ir.Value, accs []*ir.Value) []*ir.Value {
		a, y := accs[0], l.cast(v, elem)
		if isComplex(elem) {
			return []*ir.Value{l.clogAddExp(a, y)} // nn_extra_complex.go
		}
		// lo, hi = min/max(a, y), both y when y is NaN; log1p(exp(lo - hi)) + hi,
		// or a when both are the same infinity.
		yNaN := l.fcmp("uno", y, y)
		lo := l.sel(yNaN, y, l.create(arith.MinimumF.Name, []*ir.Value{a, y}, elem))
		hi := l.sel(yNaN, y, l.create(arith.MaximumF.Name, []*ir.Value{a, y}, elem))
		sum := l.add(l.un(mathd.Log1p.Name, l.un(mathd.Exp.Name, l.sub(lo, hi))), hi)
		same := l.and(l.fcmp("oeq", lo, hi), l.fcmp("oeq", l.un(mathd.AbsF.Name, lo), l.constant(elem, math.Inf(1))))
		return []*ir.Value{l.sel(same, a, sum)}
	})
	return res[0]
}

// searchPat lowers a binary search of each element of operand vi in the
// 1-d operand si of static size n, right from operand ri or from the
// side string at sideIdx (-1: none): bits.Len(n) unrolled halvings of
// [start, end), each reading seq[min(mid, n-1)] and moving start past
// mid where seq[mid] < v (<= v for right; a NaN v goes right of all).
func searchPat(si, vi, ri, sideIdx int) func(l *opLowering) *ir.Value {
	return func(l *opLowering) *ir.Value {
		seq, rt := l.args[si], l.resultType(0)
		right, ok := constBool(l.op.Operand(ri))
		if rt == nil || rankedTensorType(seq) == nil || !ok || len(rankedTensorType(seq).Dims) != 1 || rankedTensorType(seq).Dims[0] == ir.ShapedDynamic {
			return nil
		}
		if sideIdx >= 0 {
			if !isNone(l.op.Operand(sideIdx + 1)) {
				return nil // a sorter
			}
			if v := l.op.Operand(sideIdx); !isNone(v) {
				side, ok := constStr(v)
				if !ok {
					return nil
				}
				right = right || side == "right"
			}
		}
		ins, ok := l.ewInputs(vi)
		if !ok || ins[0].tensor == nil || elemOf(seq) != elemOf(ins[0].tensor) {
			return nil // the search compares in one dtype
		}
		n := rankedTensorType(seq).Dims[0]
		idx := l.ctx.IndexType()
		return l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
			v := xs[0]
			start, end := l.index(0), l.index(n)
			for k := 0; k < bits.Len64(uint64(n)); k++ {
				live := l.icmp("ult", start, end)
				half := l.create(arith.ShRUI.Name, []*ir.Value{l.ix(arith.SubI.Name, end, start), l.index(1)}, idx)
				mid := l.ix(arith.AddI.Name, start, half)
				m := l.extractAt(seq, []*ir.Value{l.ix(arith.MinUI.Name, mid, l.index(n-1))})
				var before *ir.Value // !(m > v) when right, else !(m >= v)
				switch {
				case isFloat(v.Type()) && right:
					before = l.fcmp("ule", m, v)
				case isFloat(v.Type()):
					before = l.fcmp("ult", m, v)
				case right:
					before = l.cmp("le", m, v)
				default:
					before = l.cmp("lt", m, v)
				}
				up := l.and(live, before)
				down := l.and(live, l.not(before))
				start = l.sel(up, l.ix(arith.AddI.Name, mid, l.index(1)), start)
				end = l.sel(down, mid, end)
			}
			return l.cast(start, rt.Elem)
		})
	}
}

// floatBits describes an f32 or f64's layout: its integer type, the
// mantissa's width, the exponent field's mask, frexp's bias (the
// exponent of [0.5, 1)) and a power of two that makes subnormals normal.
type floatBits struct {
	it          ir.Type
	mant, scale int64
	emask, bias int64
}

func (l *opLowering) floatBitsOf(t ir.Type) (floatBits, bool) {
	switch floatWidth(t) {
	case 32:
		return floatBits{l.ctx.I(32), 23, 32, 0xff, 126}, true
	case 64:
		return floatBits{l.ctx.I(64), 52, 64, 0x7ff, 1022}, true
	}
	return floatBits{}, false
}

func (l *opLowering) iop(name string, a, b *ir.Value) *ir.Value {
	return l.create(name, []*ir.Value{a, b}, a.Type())
}

// frexp: with e the exponent field of x (of x * 2^scale for a
// subnormal), mantissa = x's bits with the field set to bias, exponent
// = e - bias (- scale); 0, inf and NaN give themselves and 0.
func frexp(l *opLowering) []*ir.Value {
	x, mt, et := convArg(torch.AtenFrexpTensorArgs[*ir.Value].Self)(l), l.resultType(0), l.resultType(1)
	if rankedTensorType(x) == nil || mt == nil || et == nil || elemOf(x) != mt.Elem {
		return nil
	}
	fb, ok := l.floatBitsOf(mt.Elem)
	if !ok {
		return nil
	}
	ft, it := mt.Elem, fb.it
	var outs [2]*ir.Value
	g := func() *ir.Operation {
		dims := l.dims(x)
		r := len(dims)
		return l.generic([]*ir.Value{x}, []*ir.Value{l.empty(dims, ft), l.empty(dims, et.Elem)},
			[]*ir.AffineMap{identity(r), identity(r), identity(r)}, parallel(r), func(blockArgs []*ir.Value) []*ir.Value {
				v := blockArgs[0]
				field := func(f *ir.Value) *ir.Value {
					b := l.create(arith.Bitcast.Name, []*ir.Value{f}, it)
					return l.iop(arith.AndI.Name, l.iop(arith.ShRUI.Name, b, l.constant(it, float64(fb.mant))), l.constant(it, float64(fb.emask)))
				}
				e := field(v)
				zero := l.fcmp("oeq", v, l.constant(ft, 0))
				special := l.or(zero, l.icmp("eq", e, l.constant(it, float64(fb.emask))))
				sub := l.and(l.icmp("eq", e, l.constant(it, 0)), l.not(zero))
				xs := l.sel(sub, l.mul(v, l.constant(ft, math.Ldexp(1, int(fb.scale)))), v)
				e2 := field(xs)
				exp := l.iop(arith.SubI.Name, e2, l.constant(it, float64(fb.bias)))
				exp = l.sel(sub, l.iop(arith.SubI.Name, exp, l.constant(it, float64(fb.scale))), exp)
				keep := l.constant(it, -1)
				keep = l.iop(arith.XOrI.Name, keep, l.iop(arith.ShLI.Name, l.constant(it, float64(fb.emask)), l.constant(it, float64(fb.mant))))
				mb := l.iop(arith.OrI.Name, l.iop(arith.AndI.Name, l.create(arith.Bitcast.Name, []*ir.Value{xs}, it), keep),
					l.iop(arith.ShLI.Name, l.constant(it, float64(fb.bias)), l.constant(it, float64(fb.mant))))
				mant := l.create(arith.Bitcast.Name, []*ir.Value{mb}, ft)
				return []*ir.Value{l.sel(special, v, mant), l.cast(l.sel(special, l.constant(it, 0), exp), et.Elem)}
			})
	}()
	outs[0], outs[1] = g.Result(0), g.Result(1)
	return outs[:]
}

// nextAfter: NaN when either is; b when a == b; the smallest subnormal
// with b's sign from 0; else a's bits + 1 when moving away from 0, - 1
// toward it.
func nextAfter(l *opLowering, xs []*ir.Value) *ir.Value {
	a, b := xs[0], xs[1]
	t := a.Type()
	fb, ok := l.floatBitsOf(t)
	if !ok {
		return nil
	}
	it := fb.it
	ab := l.create(arith.Bitcast.Name, []*ir.Value{a}, it)
	zero := l.constant(t, 0)
	away := l.icmp("eq", l.fcmp("olt", a, b), l.fcmp("ogt", a, zero))
	one := l.constant(it, 1)
	step := l.create(arith.Bitcast.Name, []*ir.Value{l.sel(away, l.iop(arith.AddI.Name, ab, one), l.iop(arith.SubI.Name, ab, one))}, t)
	sign := l.iop(arith.AndI.Name, l.create(arith.Bitcast.Name, []*ir.Value{b}, it), l.iop(arith.ShLI.Name, one, l.constant(it, float64(floatWidth(t)-1))))
	tiny := l.create(arith.Bitcast.Name, []*ir.Value{l.iop(arith.OrI.Name, sign, one)}, t)
	r := l.sel(l.fcmp("oeq", a, zero), tiny, step)
	r = l.sel(l.fcmp("oeq", a, b), b, r)
	return l.sel(l.fcmp("uno", a, b), l.add(a, b), r)
}
