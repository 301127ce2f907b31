package torchtolinalg

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers advanced indexing, index.Tensor(x, indices): indices
// holds one optional integer tensor per leading dim of x (none: the whole
// dim). The index tensors broadcast together to a shape B; when the
// indexed dims are adjacent B takes their place in the result
// (x[:, i, j] is [x0, *B, x3...]), else B comes first and the other dims
// follow in order (x[i, :, j] is [*B, x1]), as in NumPy. The result is
// one linalg.generic over its dims reading x with tensor.extract: the
// index tensors are inputs indexed by the loops of B, and each index is
// wrapped when negative (PyTorch counts from the end) and clamped into
// the dim, so that an out-of-range index reads an element of x instead
// of memory outside it (PyTorch raises an error there). Boolean masks
// are rejected: their result size depends on the data.

func indexingPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// index.Tensor(x, [idx?...]) = x[idx...] (advanced indexing)
		pat("torch.aten.index.Tensor", indexTensor),
		// index.Tensor_hacked_twin(x, [idx...]): the same, with no none
		pat("torch.aten.index.Tensor_hacked_twin", indexTensor),
	}
}

func indexTensor(l *lw) *ir.Value {
	x, rt := l.args[0], l.resultType(0)
	es, ok := listElems(l.op.Operand(1))
	if rt == nil || rtt(x) == nil || !ok || len(es) > len(rtt(x).Dims) {
		return nil
	}
	r := len(rtt(x).Dims)
	// idx[i] is the index tensor of x's dim i (nil: the whole dim);
	// pos lists the indexed dims.
	idx := make([]*ir.Value, r)
	var pos []int
	for i, e := range es {
		if d := e.DefiningOp(); d != nil && d.Name() == "torch.derefine" {
			e = d.Operand(0)
		}
		if isNone(e) {
			continue
		}
		t := l.tensor(e)
		if t == nil || rtt(t) == nil {
			return nil
		}
		if it, ok := elemOf(t).(*ir.IntegerType); !ok || it.Width == 1 {
			return nil
		}
		idx[i] = t
		pos = append(pos, i)
	}
	if len(pos) == 0 {
		return x
	}
	var ts []*ir.Value
	for _, p := range pos {
		ts = append(ts, idx[p])
	}
	b, ok := l.broadcastShape(ts)
	if !ok {
		return nil
	}
	dx := l.dims(x)
	// The result's dims: where B starts, and the loop reading each
	// whole dim of x.
	var out []sz
	loopOf := make([]int, r)
	bStart := 0
	whole := func(i int) {
		loopOf[i] = len(out)
		out = append(out, dx[i])
	}
	if pos[len(pos)-1]-pos[0]+1 == len(pos) {
		for i := 0; i < pos[0]; i++ {
			whole(i)
		}
		bStart = len(out)
		out = append(out, b...)
		for i := pos[len(pos)-1] + 1; i < r; i++ {
			whole(i)
		}
	} else {
		out = append(out, b...)
		for i := 0; i < r; i++ {
			if idx[i] == nil {
				whole(i)
			}
		}
	}
	if len(out) != len(rt.Dims) {
		return nil
	}
	n := len(out)
	var maps []*ir.AffineMap
	for _, t := range ts {
		tt := rtt(t)
		m := make([]int, len(tt.Dims))
		for j := range m {
			bd := len(b) - len(tt.Dims) + j
			m[j] = bStart + bd
			if tt.Dims[j] == 1 && !(b[bd].static() && b[bd].n == 1) {
				m[j] = -1
			}
		}
		maps = append(maps, dimsMap(n, m))
	}
	maps = append(maps, identity(n))
	// Sizes of the indexed dims and their last indices, for wrapping
	// and clamping.
	size, last := make([]*ir.Value, r), make([]*ir.Value, r)
	for _, p := range pos {
		size[p], last[p] = l.val(dx[p]), l.val(l.addConst(dx[p], -1))
	}
	init := l.empty(withType(out, rt), rt.Elem)
	g := l.generic(ts, []*ir.Value{init}, maps, parallel(n), func(args []*ir.Value) []*ir.Value {
		at := make([]*ir.Value, r)
		k := 0
		for i := 0; i < r; i++ {
			if idx[i] == nil {
				at[i] = l.linalgIndex(loopOf[i])
				continue
			}
			at[i] = l.wrapIndex(l.cast(args[k], l.ctx.IndexType()), size[i], last[i])
			k++
		}
		return []*ir.Value{l.cast(l.extractAt(x, at), rt.Elem)}
	})
	return g.Result(0)
}

// wrapIndex maps an index v into [0, n): n is added to a negative one,
// then it is clamped to [0, last = n-1].
func (l *lw) wrapIndex(v, n, last *ir.Value) *ir.Value {
	idx := l.ctx.IndexType()
	zero := l.index(0)
	neg := l.create("arith.cmpi", []*ir.Value{v, zero}, l.ctx.I(1), attr("predicate", cmpi(l.ctx, "slt")))
	v = l.sel(neg, l.create("arith.addi", []*ir.Value{v, n}, idx), v)
	v = l.create("arith.maxsi", []*ir.Value{v, zero}, idx)
	return l.create("arith.minsi", []*ir.Value{v, last}, idx)
}

// broadcastShape is the shape the tensors broadcast to (aligned from the
// right; a size 1 broadcasts; false when static sizes disagree). A dynamic size is taken from the first
// tensor with that dim not of static size 1, and the others' are checked
// equal to it at run time.
func (l *lw) broadcastShape(ts []*ir.Value) ([]sz, bool) {
	rb := 0
	for _, t := range ts {
		rb = max(rb, len(rtt(t).Dims))
	}
	out := make([]sz, rb)
	for d := 0; d < rb; d++ {
		out[d] = sz{n: 1}
		for _, t := range ts {
			tt := rtt(t)
			j := d - (rb - len(tt.Dims))
			if j < 0 || tt.Dims[j] == 1 {
				continue
			}
			s := l.dim(t, j)
			if out[d].static() && out[d].n == 1 {
				out[d] = s
				continue
			}
			if s.static() && out[d].static() {
				if s.n != out[d].n {
					return nil, false
				}
				continue
			}
			l.assertEq(s, out[d], "mismatched size for broadcast")
			if s.static() {
				out[d] = s
			}
		}
	}
	return out, true
}
