package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers views whose elements are read at computed positions,
// for any sizes, static or dynamic: diagonal and unfold, each one
// linalg.generic over the result reading the input with tensor.extract.

func viewMorePatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// diagonal(x, k, d1, d2)[b..., i] = x[... i + row0 at d1 ..., i + col0 at d2 ...]
		pat(torch.AtenDiagonal.Name, diagonal),
		// unfold(x, d, size, step)[..., w (at d), ..., j] = x[..., w*step + j (at d), ...]
		pat(torch.AtenUnfold.Name, unfold),
	}
}

// diagonal is the k-th diagonal of dims d1 and d2: the other dims in
// order, then the diagonal of length max(min(n1 - row0, n2 - col0), 0)
// where it starts at (row0, col0) = (0, k) or (-k, 0).
func diagonal(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenDiagonalArgs[*ir.Value]](l)
	x, rt := conv.Self(), l.resultType(0)
	k, ok1 := constInt(orig.Offset())
	a, ok2 := constInt(orig.Dim1())
	b, ok3 := constInt(orig.Dim2())
	if rt == nil || rankedTensorType(x) == nil || !ok1 || !ok2 || !ok3 || k > maxStaticExtent || k < -maxStaticExtent {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	d1, ok1 := normDim(a, r)
	d2, ok2 := normDim(b, r)
	if r < 2 || !ok1 || !ok2 || d1 == d2 || len(rt.Dims) != r-1 {
		return nil
	}
	row, col := max(-k, 0), max(k, 0)
	n1, n2 := l.dim(x, d1), l.dim(x, d2)
	var n extent
	if n1.static() && n2.static() {
		n = staticExtent(max(min(n1.n-row, n2.n-col), 0))
	} else {
		m := l.ix(arith.MinSI.Name, l.addC(l.val(n1), -row), l.addC(l.val(n2), -col))
		n = extent{n: ir.ShapedDynamic, v: l.ix(arith.MaxSI.Name, m, l.index(0))}
	}
	var out []extent
	loop := make([]int, r) // the result loop of each dim of x but d1, d2
	for p := range r {
		if p != d1 && p != d2 {
			loop[p] = len(out)
			out = append(out, l.dim(x, p))
		}
	}
	out = append(out, n)
	init := l.empty(withType(out, rt), rt.Elem)
	g := l.generic(nil, []*ir.Value{init}, []*ir.AffineMap{identity(r - 1)}, parallel(r-1),
		func([]*ir.Value) []*ir.Value {
			i := l.linalgIndex(r - 2)
			is := make([]*ir.Value, r)
			for p := range is {
				switch p {
				case d1:
					is[p] = l.addC(i, row)
				case d2:
					is[p] = l.addC(i, col)
				default:
					is[p] = l.linalgIndex(loop[p])
				}
			}
			return []*ir.Value{l.extractAt(x, is)}
		})
	return g.Result(0)
}

// unfold's windows along dim d of size n: (n - size) / step + 1 of them
// (none when size > n, where PyTorch raises), each a new last dim of
// size elements. A scalar unfolds into [size] (size 0 or 1).
func unfold(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenUnfoldArgs[*ir.Value]](l)
	x, rt := conv.Self(), l.resultType(0)
	dim, ok1 := constInt(orig.Dimension())
	size, ok2 := constInt(orig.Size())
	step, ok3 := constInt(orig.Step())
	if rt == nil || rankedTensorType(x) == nil || !ok1 || !ok2 || !ok3 || size < 0 || step <= 0 || size > maxStaticExtent || step > maxStaticExtent {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	d, ok := normDim(dim, max(r, 1))
	if !ok || len(rt.Dims) != max(r, 1)+min(r, 1) {
		return nil
	}
	if r == 0 {
		if size > 1 {
			return nil
		}
		init := l.empty([]extent{staticExtent(size)}, rt.Elem)
		return l.generic(nil, []*ir.Value{init}, []*ir.AffineMap{identity(1)}, parallel(1),
			func([]*ir.Value) []*ir.Value { return []*ir.Value{l.extractAt(x, nil)} }).Result(0)
	}
	out := l.dims(x)
	switch n := out[d]; {
	case n.static() && size > n.n:
		return nil
	case n.static():
		out[d] = staticExtent((n.n-size)/step + 1)
	default:
		// max(n - size + step, 0) / step: (n - size) / step + 1, or 0
		// when size > n.
		w := l.ix(arith.MaxSI.Name, l.addC(n.v, step-size), l.index(0))
		out[d] = extent{n: ir.ShapedDynamic, v: l.ix(arith.DivSI.Name, w, l.index(step))}
	}
	out = append(out, staticExtent(size))
	init := l.empty(withType(out, rt), rt.Elem)
	g := l.generic(nil, []*ir.Value{init}, []*ir.AffineMap{identity(r + 1)}, parallel(r+1),
		func([]*ir.Value) []*ir.Value {
			is := make([]*ir.Value, r)
			for p := range is {
				is[p] = l.linalgIndex(p)
			}
			is[d] = l.ix(arith.AddI.Name, l.mulC(is[d], step), l.linalgIndex(r))
			return []*ir.Value{l.extractAt(x, is)}
		})
	return g.Result(0)
}
