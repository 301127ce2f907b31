package torchtolinalg

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers the math reductions that scatter: scatter_reduce.two
// (sum, prod, mean, amax, amin, with or without self's values).

func mathMorePatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// scatter_reduce.two(x, dim, idx, src, reduce, include_self):
		// out[..., idx[q], ...] = reduce(x[...] if include_self, src[q]...)
		pat("torch.aten.scatter_reduce.two", scatterReduce),
	}
}

// scatterReduce is scatter_reduce.two. Loops (i..., j) as scatterPat's:
// i over the output, j over idx's size along dim. One generic carries,
// per output element, the reduction acc (from x with include_self, from
// the reduction's identity without) and the count of values combined (1
// for self); a second one picks x where nothing was scattered without
// include_self, and divides by the count for mean (floor division on
// integers, as PyTorch).
func scatterReduce(l *lw) *ir.Value {
	x, idx, src, rt := l.args[0], l.args[2], l.args[3], l.resultType(0)
	d, ok := constInt(l.op.Operand(1))
	reduce, ok2 := constStr(l.op.Operand(4))
	self, ok3 := constBool(l.op.Operand(5))
	if rt == nil || rtt(x) == nil || rtt(idx) == nil || rtt(src) == nil || !ok || !ok2 || !ok3 {
		return nil
	}
	kind := map[string]string{"sum": "sum", "mean": "sum", "prod": "prod", "amax": "max", "amin": "min"}[reduce]
	r := len(rtt(x).Dims)
	if kind == "" || r == 0 || len(rtt(idx).Dims) != r || len(rtt(src).Dims) != r {
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
		if e != k && !(rtt(idx).Dims[e] != ir.ShapedDynamic && rtt(idx).Dims[e] == rtt(x).Dims[e]) {
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
	cand := l.empty([]sz{di[k]}, elem)
	combine := l.combiner(kind)
	g := l.generic([]*ir.Value{cand}, []*ir.Value{acc0, cnt0},
		[]*ir.AffineMap{dimsMap(r+1, []int{r}), dimsMap(r+1, seq(r)), dimsMap(r+1, seq(r))},
		append(parallel(r), "reduction"), func(args []*ir.Value) []*ir.Value {
			acc, n := args[1], args[2]
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
					q[e] = l.ix("arith.minsi", q[e], lastIn[e])
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
			nv := l.cast(l.create("arith.maxsi", []*ir.Value{n, l.constant(i64, 1)}, i64), elem)
			switch {
			case isFloat(elem):
				a = l.div(a, nv)
			case ru:
				a = l.create("arith.divui", []*ir.Value{a, nv}, elem)
			default:
				a = l.create("arith.floordivsi", []*ir.Value{a, nv}, elem)
			}
		}
		if self {
			return a
		}
		return l.sel(l.icmp("sgt", n, l.constant(i64, 0)), a, xv)
	})
}
