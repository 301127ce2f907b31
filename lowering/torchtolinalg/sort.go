package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers sort and topk along one dim as two structured ops,
// without a sorting network or a loop carrying the tensor:
//
//  1. rank[..., i, ...] = count over j of before(j, i), where j comes
//     before i when x[j] orders strictly first, or ties with x[i] and
//     j < i: the stable position of element i in the sorted order (a
//     reduction over j);
//  2. out[..., p, ...] = the x[j] (and j) whose rank is p: a reduction
//     over j that keeps the one match, since the ranks are a permutation.
//
// Both are O(n^2) in the sorted dim's size, like the scans (scan.go), and
// stay linalg.generic ops that fusion, bufferization and the interpreter
// handle. The order is PyTorch's: NaN sorts as the largest value (last
// ascending, first descending), equal elements keep their input order,
// unsigned and bool elements compare unsigned. topk is the first k of
// the sort (largest: descending), so sorted=false gets sorted results,
// which PyTorch allows.

func sortPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// sort(x, dim=-1, descending=False) -> (values, int64 indices)
		patN(torch.AtenSort.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenSortArgs[*ir.Value]](l)
			desc, ok := constBool(orig.Descending())
			if !ok {
				return nil
			}
			return l.sortAlong(orig.Self(), conv.Self(), orig.Dim(), desc, -1)
		}),
		// topk(x, k, dim=-1, largest=True, sorted=True) -> (values, indices)
		patN(torch.AtenTopk.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenTopkArgs[*ir.Value]](l)
			k, okk := constInt(orig.K())
			largest, okl := constBool(orig.Largest())
			if !okk || !okl || k < 0 {
				return nil
			}
			return l.sortAlong(orig.Self(), conv.Self(), orig.Dim(), largest, k)
		}),
	}
}

// sortAlong sorts the operand self (x converted) along the dim given by
// the operand dimArg (descending when desc) and returns the first k positions
// of the values and indices (all of them when k < 0).
func (l *opLowering) sortAlong(self, x, dimArg *ir.Value, desc bool, k int64) []*ir.Value {
	xt := rankedTensorType(x)
	vt, it := l.resultType(0), l.resultType(1)
	d, ok := constInt(dimArg)
	if xt == nil || vt == nil || it == nil || !ok {
		return nil
	}
	r := len(xt.Dims)
	if r == 0 {
		// A scalar sorts to itself at index 0.
		zero := l.filled(nil, it.Elem, l.create(arith.Constant.Name, nil, it.Elem, attr("value", l.ctx.IntegerAttr(it.Elem, 0))))
		return []*ir.Value{l.tensorElemCast(x, vt.Elem), zero}
	}
	dim, ok := normDim(d, r)
	if !ok {
		return nil
	}
	unsigned := false
	if t := torch.TensorOf(self); t != nil {
		if it, isInt := t.Dtype.(*ir.IntegerType); isInt && (it.Signedness == ir.Unsigned || it.Width == 1) {
			unsigned = true
		}
	}
	// first(a, b): a orders strictly before b.
	first := func(a, b *ir.Value) *ir.Value {
		if isFloat(a.Type()) {
			pred := "olt"
			if desc {
				pred = "ogt"
			}
			strict := l.create(arith.CmpF.Name, []*ir.Value{a, b}, l.ctx.I(1), attr("predicate", cmpf(l.ctx, pred)))
			// NaN is the largest: after every number ascending, before
			// every number descending.
			nanA := l.create(arith.CmpF.Name, []*ir.Value{a, a}, l.ctx.I(1), attr("predicate", cmpf(l.ctx, "uno")))
			nanB := l.create(arith.CmpF.Name, []*ir.Value{b, b}, l.ctx.I(1), attr("predicate", cmpf(l.ctx, "uno")))
			nanFirst := l.and(nanA, l.not(nanB))
			if !desc {
				nanFirst = l.and(nanB, l.not(nanA))
			}
			return l.or(strict, nanFirst)
		}
		pred := map[[2]bool]string{{false, false}: "slt", {false, true}: "sgt", {true, false}: "ult", {true, true}: "ugt"}[[2]bool{unsigned, desc}]
		return l.create(arith.CmpI.Name, []*ir.Value{a, b}, l.ctx.I(1), attr("predicate", cmpi(l.ctx, pred)))
	}
	// 1. ranks: loops (d0, ..., d{r-1}, j), x read at i (= d_dim) and j.
	i64 := l.ctx.I(64)
	atJ := seq(r)
	atJ[dim] = r
	zero := l.create(arith.Constant.Name, nil, i64, attr("value", l.ctx.IntegerAttr(i64, 0)))
	one := l.create(arith.Constant.Name, nil, i64, attr("value", l.ctx.IntegerAttr(i64, 1)))
	ranks := l.generic([]*ir.Value{x, x}, []*ir.Value{l.filled(l.dims(x), i64, zero)},
		[]*ir.AffineMap{dimsMap(r+1, seq(r)), dimsMap(r+1, atJ), dimsMap(r+1, seq(r))},
		append(parallel(r), "reduction"), func(blockArgs []*ir.Value) []*ir.Value {
			xi, xj := blockArgs[0], blockArgs[1]
			jBeforeI := l.create(arith.CmpI.Name, []*ir.Value{l.linalgIndex(r), l.linalgIndex(dim)}, l.ctx.I(1),
				attr("predicate", cmpi(l.ctx, "ult")))
			before := l.or(first(xj, xi), l.and(l.not(first(xi, xj)), jBeforeI))
			return []*ir.Value{l.sel(before, l.create(arith.AddI.Name, []*ir.Value{blockArgs[2], one}, i64), blockArgs[2])}
		}).Result(0)
	// 2. gather by rank: loops (d0, ..., d{r-1}, j) over the output
	// positions p = d_dim and the inputs j.
	outDims := withType(l.dims(x), vt)
	if k >= 0 {
		outDims[dim] = staticExtent(k)
	}
	g := l.generic([]*ir.Value{ranks, x}, []*ir.Value{l.empty(outDims, vt.Elem), l.filled(outDims, it.Elem, zero)},
		[]*ir.AffineMap{dimsMap(r+1, atJ), dimsMap(r+1, atJ), dimsMap(r+1, seq(r)), dimsMap(r+1, seq(r))},
		append(parallel(r), "reduction"), func(blockArgs []*ir.Value) []*ir.Value {
			p := l.create(arith.IndexCast.Name, []*ir.Value{l.linalgIndex(dim)}, i64)
			j := l.create(arith.IndexCast.Name, []*ir.Value{l.linalgIndex(r)}, i64)
			match := l.create(arith.CmpI.Name, []*ir.Value{blockArgs[0], p}, l.ctx.I(1), attr("predicate", cmpi(l.ctx, "eq")))
			return []*ir.Value{l.sel(match, l.cast(blockArgs[1], vt.Elem), blockArgs[2]), l.sel(match, l.cast(j, it.Elem), blockArgs[3])}
		})
	return []*ir.Value{g.Result(0), g.Result(1)}
}

func (l *opLowering) or(a, b *ir.Value) *ir.Value {
	return l.create(arith.OrI.Name, []*ir.Value{a, b}, l.ctx.I(1))
}

func (l *opLowering) not(a *ir.Value) *ir.Value {
	t := l.create(arith.Constant.Name, nil, l.ctx.I(1), attr("value", l.ctx.BoolAttr(true)))
	return l.create(arith.XOrI.Name, []*ir.Value{a, t}, l.ctx.I(1))
}
