package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers reductions: a linalg.fill of the neutral element, then
// a linalg.generic whose reduced loops are "reduction" iterators and whose
// output map drops them (or maps them to 0 with keepdim). mean divides
// the sum by the count; argmax carries (value, index) through two outputs.

// reduce reduces x over dims (sorted set) with combine, starting from
// init (a scalar of type elem); x's elements are cast to elem first.
func (l *opLowering) reduce(x *ir.Value, dims map[int]bool, keepdim bool, elem ir.Type, init *ir.Value,
	combine func(v, acc *ir.Value) *ir.Value) *ir.Value {
	in := l.dims(x)
	r := len(in)
	var out []extent
	var outIdx []int
	iters := make([]string, r)
	for i := 0; i < r; i++ {
		if dims[i] {
			iters[i] = "reduction"
			if keepdim {
				out = append(out, extent{n: 1})
				outIdx = append(outIdx, -1)
			}
			continue
		}
		iters[i] = "parallel"
		out = append(out, in[i])
		outIdx = append(outIdx, i)
	}
	acc := l.filled(out, elem, init)
	g := l.generic([]*ir.Value{x}, []*ir.Value{acc}, []*ir.AffineMap{identity(r), dimsMap(r, outIdx)}, iters,
		func(blockArgs []*ir.Value) []*ir.Value {
			return []*ir.Value{combine(l.cast(blockArgs[0], elem), blockArgs[1])}
		})
	return g.Result(0)
}

// reduceDims reads a dim list operand (none or empty: every dim).
func (l *opLowering) reduceDims(v *ir.Value, rank int) (map[int]bool, bool) {
	dims := map[int]bool{}
	var ds []int64
	if isNone(v) {
		for i := 0; i < rank; i++ {
			dims[i] = true
		}
		return dims, true
	}
	if n, ok := constInt(v); ok {
		ds = []int64{n}
	} else {
		var ok bool
		if ds, ok = constInts(v); !ok {
			return nil, false
		}
	}
	if len(ds) == 0 {
		for i := 0; i < rank; i++ {
			dims[i] = true
		}
	}
	for _, d := range ds {
		k, ok := normDim(d, rank)
		if !ok {
			return nil, false
		}
		if rank > 0 {
			dims[k] = true
		}
	}
	return dims, true
}

// neutral returns the identity of a reduction kind in type t.
func (l *opLowering) neutral(kind string, t ir.Type) *ir.Value { return l.neutralU(kind, t, false) }

// neutralU is neutral for a type that stands for an unsigned one when
// unsigned is set: max starts from 0 and min from all ones.
func (l *opLowering) neutralU(kind string, t ir.Type, unsigned bool) *ir.Value {
	if intWidth(t) == 1 {
		// A bool orders false < true (unsigned): max starts from false,
		// min from true.
		switch kind {
		case "max":
			return l.constant(t, 0)
		case "min":
			return l.constant(t, 1)
		}
	}
	if unsigned && !isFloat(t) {
		switch kind {
		case "max":
			return l.markUnsigned(l.constant(t, 0))
		case "min":
			return l.markUnsigned(l.constant(t, -1))
		}
	}
	switch kind {
	case "sum", "any":
		return l.constant(t, 0)
	case "prod", "all":
		return l.constant(t, 1)
	case "max":
		return l.constant(t, math.Inf(-1))
	case "min":
		return l.constant(t, math.Inf(1))
	}
	return nil
}

func (l *opLowering) combiner(kind string) func(v, acc *ir.Value) *ir.Value {
	switch kind {
	case "sum":
		return l.add
	case "prod":
		return l.mul
	case "max":
		return l.max
	case "min":
		return l.min
	case "any":
		return func(v, acc *ir.Value) *ir.Value { return l.create(arith.OrI.Name, []*ir.Value{v, acc}, acc.Type()) }
	case "all":
		return func(v, acc *ir.Value) *ir.Value { return l.create(arith.AndI.Name, []*ir.Value{v, acc}, acc.Type()) }
	}
	return nil
}

// dimArgs are the argument lists of reductions along dims:
// op(self, dim, keepdim, ...).
type dimArgs interface {
	selfArgs
	Dim() *ir.Value
	Keepdim() *ir.Value
}

// reduceAllPat lowers op(self, ...) reducing all of self's dims.
func reduceAllPat[A selfArgs](d *ir.OpDef, kind string, mean bool) *rewrite.ConversionPattern {
	return pat(d.Name, func(l *opLowering) *ir.Value {
		_, conv := argsOf[A](l)
		return l.reduceOp(conv.Self(), nil, nil, kind, mean)
	})
}

// reduceDimPat lowers op(self, dim, keepdim, ...).
func reduceDimPat[A dimArgs](d *ir.OpDef, kind string, mean bool) *rewrite.ConversionPattern {
	return pat(d.Name, func(l *opLowering) *ir.Value {
		orig, conv := argsOf[A](l)
		return l.reduceOp(conv.Self(), orig.Dim(), orig.Keepdim(), kind, mean)
	})
}

// reduceOp reduces x along the dims dim holds (nil: all dims), keeping
// them when keepdim (nil: false) is true.
func (l *opLowering) reduceOp(x, dim, keepdim *ir.Value, kind string, mean bool) *ir.Value {
	rt := l.resultType(0)
	if rankedTensorType(x) == nil || rt == nil {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	dims := map[int]bool{}
	if dim == nil {
		for i := 0; i < r; i++ {
			dims[i] = true
		}
	} else {
		var ok bool
		if dims, ok = l.reduceDims(dim, r); !ok {
			return nil
		}
	}
	keep := false
	if keepdim != nil {
		var ok bool
		if keep, ok = constBool(keepdim); !ok {
			return nil
		}
	}
	elem := rt.Elem
	if kind == "any" || kind == "all" {
		elem = l.ctx.I(1)
	}
	if mean && !isFloat(elem) && !isComplex(elem) {
		return nil
	}
	v := l.reduce(x, dims, keep, elem, l.neutralU(kind, elem, l.resultUnsigned(0)), l.combiner(kind))
	if mean {
		var cnt []extent
		for i := 0; i < r; i++ {
			if dims[i] {
				cnt = append(cnt, l.dim(x, i))
			}
		}
		n := l.cast(l.val(l.numel(cnt)), elem)
		v = l.elementwise(rankedTensorType(v), []*ir.Value{v}, func(xs []*ir.Value) *ir.Value { return l.div(xs[0], n) })
	}
	return l.tensorElemCast(v, rt.Elem)
}

// tensorCast converts a tensor's element type (elementwise) when needed.
func (l *opLowering) tensorElemCast(v *ir.Value, elem ir.Type) *ir.Value {
	if elemOf(v) == elem {
		return v
	}
	return l.elementwise(tensorOf(l.ctx, rankedTensorType(v).Dims, elem), []*ir.Value{v}, func(xs []*ir.Value) *ir.Value {
		return l.cast(xs[0], elem)
	})
}

// argReduce lowers max.dim / min.dim / argmax / argmin(self, dim?,
// keepdim): one generic with two outputs (value, index); ties keep the
// first index.
func argReduce[A dimArgs](d *ir.OpDef, kind string, values bool) *rewrite.ConversionPattern {
	return patN(d.Name, func(l *opLowering) []*ir.Value {
		orig, conv := argsOf[A](l)
		x := conv.Self()
		if rankedTensorType(x) == nil {
			return nil
		}
		r := len(rankedTensorType(x).Dims)
		keep, ok := constBool(orig.Keepdim())
		if !ok {
			return nil
		}
		var k int
		flat := false
		if isNone(orig.Dim()) {
			flat = true
		} else {
			d, ok := constInt(orig.Dim())
			if !ok {
				return nil
			}
			if k, ok = normDim(d, r); !ok {
				return nil
			}
			// A rank-0 x reduces its one element, as the flattened case.
			flat = r == 0
		}
		if flat {
			x = l.reshape(x, []extent{l.numel(l.dims(x))})
			if l.unsigned(conv.Self()) {
				l.markUnsigned(x)
			}
			r, k = 1, 0
		}
		if r == 0 {
			return nil
		}
		elem := elemOf(x)
		in := l.dims(x)
		var out []extent
		var outIdx []int
		iters := make([]string, r)
		for i := 0; i < r; i++ {
			if i == k {
				iters[i] = "reduction"
				if keep && !flat {
					out = append(out, extent{n: 1})
					outIdx = append(outIdx, -1)
				}
				continue
			}
			iters[i] = "parallel"
			out = append(out, in[i])
			outIdx = append(outIdx, i)
		}
		if flat && keep {
			out, outIdx = nil, nil
			for range rankedTensorType(conv.Self()).Dims {
				out = append(out, extent{n: 1})
			}
			_ = outIdx
		}
		i64 := l.ctx.I(64)
		inf := math.Inf(-1)
		if kind == "min" {
			inf = math.Inf(1)
		}
		var init *ir.Value
		if l.unsigned(x) || intWidth(elem) == 1 {
			init = l.neutralU(kind, elem, true)
		} else {
			init = l.constant(elem, inf)
		}
		val := l.filled(out, elem, init)
		idx := l.filled(out, i64, l.constant(i64, 0))
		outMap := dimsMap(r, outIdx)
		if flat && keep {
			rs := make([]*ir.AffineExpr, len(out))
			for i := range rs {
				rs[i] = ir.AffineConstExpr(0)
			}
			outMap = ir.NewAffineMap(r, 0, rs)
		}
		g := l.generic([]*ir.Value{x}, []*ir.Value{val, idx}, []*ir.AffineMap{identity(r), outMap, outMap}, iters,
			func(blockArgs []*ir.Value) []*ir.Value {
				v, best, bi := blockArgs[0], blockArgs[1], blockArgs[2]
				i := l.cast(l.linalgIndex(k), i64)
				var better *ir.Value
				cmpKind := "gt"
				if kind == "min" {
					cmpKind = "lt"
				}
				if isFloat(elem) {
					// NaN wins, as in PyTorch
					p := map[string]string{"gt": "ogt", "lt": "olt"}[cmpKind]
					better = l.create(arith.CmpF.Name, []*ir.Value{v, best}, l.ctx.I(1), attr("predicate", cmpf(l.ctx, p)))
					isNaN := l.create(arith.CmpF.Name, []*ir.Value{v, v}, l.ctx.I(1), attr("predicate", cmpf(l.ctx, "uno")))
					better = l.create(arith.OrI.Name, []*ir.Value{better, isNaN}, l.ctx.I(1))
				} else {
					better = l.cmp(cmpKind, v, best)
				}
				return []*ir.Value{l.sel(better, v, best), l.sel(better, i, bi)}
			})
		if values {
			return []*ir.Value{g.Result(0), g.Result(1)}
		}
		return []*ir.Value{g.Result(1)}
	})
}

func reductionPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// sum(x, dtype) / sum.dim_IntList(x, dims, keepdim, dtype)
		reduceAllPat[torch.AtenSumArgs[*ir.Value]](torch.AtenSum, "sum", false),
		reduceDimPat[torch.AtenSumDimIntListArgs[*ir.Value]](torch.AtenSumDimIntList, "sum", false),
		reduceAllPat[torch.AtenMeanArgs[*ir.Value]](torch.AtenMean, "sum", true),
		reduceDimPat[torch.AtenMeanDimArgs[*ir.Value]](torch.AtenMeanDim, "sum", true),
		reduceAllPat[torch.AtenProdArgs[*ir.Value]](torch.AtenProd, "prod", false),
		reduceDimPat[torch.AtenProdDimIntArgs[*ir.Value]](torch.AtenProdDimInt, "prod", false),
		reduceDimPat[torch.AtenAmaxArgs[*ir.Value]](torch.AtenAmax, "max", false),
		reduceDimPat[torch.AtenAminArgs[*ir.Value]](torch.AtenAmin, "min", false),
		reduceAllPat[torch.AtenMaxArgs[*ir.Value]](torch.AtenMax, "max", false),
		reduceAllPat[torch.AtenMinArgs[*ir.Value]](torch.AtenMin, "min", false),
		reduceAllPat[torch.AtenAnyArgs[*ir.Value]](torch.AtenAny, "any", false),
		reduceDimPat[torch.AtenAnyDimArgs[*ir.Value]](torch.AtenAnyDim, "any", false),
		reduceDimPat[torch.AtenAnyDimsArgs[*ir.Value]](torch.AtenAnyDims, "any", false),
		reduceAllPat[torch.AtenAllArgs[*ir.Value]](torch.AtenAll, "all", false),
		reduceDimPat[torch.AtenAllDimArgs[*ir.Value]](torch.AtenAllDim, "all", false),
		argReduce[torch.AtenArgmaxArgs[*ir.Value]](torch.AtenArgmax, "max", false),
		argReduce[torch.AtenArgminArgs[*ir.Value]](torch.AtenArgmin, "min", false),
		argReduce[torch.AtenMaxDimArgs[*ir.Value]](torch.AtenMaxDim, "max", true),
		argReduce[torch.AtenMinDimArgs[*ir.Value]](torch.AtenMinDim, "min", true),
	}
}
