package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/torch"
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
// wrapped when negative (PyTorch counts from the end) and checked to lie
// in the dim (bounds.go: out of range, a cf.assert fails at the op, as
// PyTorch raises an error). Boolean masks are rejected: their result size
// depends on the data.

func indexingPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// index.Tensor(x, [idx?...]) = x[idx...] (advanced indexing)
		pat(torch.AtenIndexTensor.Name, indexTensor[torch.AtenIndexTensorArgs[*ir.Value]]),
		// index.Tensor_hacked_twin(x, [idx...]): the same, with no none
		pat(torch.AtenIndexTensorHackedTwin.Name, indexTensor[torch.AtenIndexTensorHackedTwinArgs[*ir.Value]]),
	}
}

// indexTensors reads the optional index tensors of index.Tensor and
// index_put for a source of rank r: idx[i] is the (integer) index tensor
// of dim i, nil for a whole dim, and pos lists the indexed dims; ok is
// false for an index that is not an integer tensor (a bool mask).
func (l *opLowering) indexTensors(es []*ir.Value, r int) (idx []*ir.Value, pos []int, ok bool) {
	idx = make([]*ir.Value, r)
	for i, e := range es {
		if d := e.DefiningOp(); d != nil && d.Def() == torch.Derefine {
			e = torch.DerefineArgs[*ir.Value](d.Operands()).Operand()
		}
		if isNone(e) {
			continue
		}
		t := l.tensor(e)
		if t == nil || rankedTensorType(t) == nil {
			return nil, nil, false
		}
		if it, isInt := elemOf(t).(*ir.IntegerType); !isInt || it.Width == 1 {
			return nil, nil, false
		}
		idx[i] = t
		pos = append(pos, i)
	}
	return idx, pos, true
}

// indexTensor lowers index.Tensor and index.Tensor_hacked_twin(self,
// indices).
func indexTensor[A interface {
	selfArgs
	Indices() *ir.Value
}](l *opLowering) *ir.Value {
	orig, conv := argsOf[A](l)
	x, rt := conv.Self(), l.resultType(0)
	es, ok := listElems(orig.Indices())
	if rt == nil || rankedTensorType(x) == nil || !ok || len(es) > len(rankedTensorType(x).Dims) {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	idx, pos, ok := l.indexTensors(es, r)
	if !ok {
		return nil
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
	var out []extent
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
		tt := rankedTensorType(t)
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
	// Sizes of the indexed dims, for wrapping and checking.
	size := make([]*ir.Value, r)
	for _, p := range pos {
		size[p] = l.val(dx[p])
	}
	init := l.empty(withType(out, rt), rt.Elem)
	g := l.generic(ts, []*ir.Value{init}, maps, parallel(n), func(blockArgs []*ir.Value) []*ir.Value {
		at := make([]*ir.Value, r)
		k := 0
		for i := 0; i < r; i++ {
			if idx[i] == nil {
				at[i] = l.linalgIndex(loopOf[i])
				continue
			}
			at[i] = l.checkedIndex(blockArgs[k], size[i], true, i)
			k++
		}
		return []*ir.Value{l.cast(l.extractAt(x, at), rt.Elem)}
	})
	return g.Result(0)
}

// broadcastShape is the shape the tensors broadcast to (aligned from the
// right; a size 1 broadcasts; false when static sizes disagree). A dynamic size is taken from the first
// tensor with that dim not of static size 1, and the others' are checked
// equal to it at run time.
func (l *opLowering) broadcastShape(ts []*ir.Value) ([]extent, bool) {
	rb := 0
	for _, t := range ts {
		rb = max(rb, len(rankedTensorType(t).Dims))
	}
	out := make([]extent, rb)
	for d := 0; d < rb; d++ {
		out[d] = extent{n: 1}
		for _, t := range ts {
			tt := rankedTensorType(t)
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

// The scatters write into a copy of x. A linalg.generic cannot write at
// computed positions, so each is written as a gather over the output:
// every output element looks through the source elements that could land
// on it (a reduction loop) and takes the last one whose index names it
// (or adds them all, for the accumulating forms). That costs the output's
// size times the number of candidates, and keeps the writes in the order
// a sequential scatter makes them, so duplicate indices resolve as
// PyTorch's CPU kernels do (the last write wins).

func scatterPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// scatter.src(x, dim, idx, src): out[..., idx[q], ...] = src[q]
		pat(torch.AtenScatterSrc.Name, scatterPat(false, torch.AtenScatterSrcArgs[*ir.Value].Src, nil)),
		// scatter.value(x, dim, idx, v): out[..., idx[q], ...] = v
		pat(torch.AtenScatterValue.Name, scatterPat(false, nil, torch.AtenScatterValueArgs[*ir.Value].Value)),
		// scatter_add(x, dim, idx, src): out[..., idx[q], ...] += src[q]
		pat(torch.AtenScatterAdd.Name, scatterPat(true, torch.AtenScatterAddArgs[*ir.Value].Src, nil)),
		// index_put(x, [idx?...], values, accumulate): out[idx...] = (or +=) values
		pat(torch.AtenIndexPut.Name, indexPut),
		// slice_scatter(x, src, dim, start?, end?, step): out[..., start:end:step, ...] = src
		pat(torch.AtenSliceScatter.Name, sliceScatter),
		// select_scatter(x, src, dim, i): out[..., i, ...] = src
		pat(torch.AtenSelectScatter.Name, selectScatter),
	}
}

// scatterPat lowers scatter(x, dim, idx, src|value) (accumulating with
// add), its tensor src or its scalar value read by the one of srcArg and
// valueArg that is not nil. Loops (i..., j): i over the output, j over
// idx's size along dim; candidate q is i with j along dim, taken when i
// is inside idx's other sizes and idx[q] == i[dim].
func scatterPat[A interface {
	selfArgs
	Dim() *ir.Value
	Index() *ir.Value
}](add bool, srcArg, valueArg func(A) *ir.Value) func(l *opLowering) *ir.Value {
	scalar := valueArg != nil
	return func(l *opLowering) *ir.Value {
		orig, conv := argsOf[A](l)
		x, idx, rt := conv.Self(), conv.Index(), l.resultType(0)
		d, ok := constInt(orig.Dim())
		if rt == nil || rankedTensorType(x) == nil || rankedTensorType(idx) == nil || !ok || len(rankedTensorType(idx).Dims) != len(rankedTensorType(x).Dims) {
			return nil
		}
		if _, ok := elemOf(idx).(*ir.IntegerType); !ok {
			return nil
		}
		r := len(rankedTensorType(x).Dims)
		k, ok := normDim(d, r)
		if !ok || r == 0 {
			return nil
		}
		var src, value *ir.Value
		if scalar {
			if value = l.scalar(valueArg(orig)); value == nil {
				return nil
			}
			value = l.cast(value, rt.Elem)
		} else if src = srcArg(conv); rankedTensorType(src) == nil || len(rankedTensorType(src).Dims) != r {
			return nil
		}
		elem := rt.Elem
		x = l.tensorElemCast(x, elem)
		di := l.dims(idx)
		// Bounds of the candidates: idx's sizes (and their last indices)
		// off dim.
		inner := make([]*ir.Value, r)
		for e := 0; e < r; e++ {
			if e != k && !(rankedTensorType(idx).Dims[e] != ir.ShapedDynamic && rankedTensorType(idx).Dims[e] == rankedTensorType(x).Dims[e]) {
				inner[e] = l.val(di[e])
			}
		}
		lastIn := make([]*ir.Value, r)
		for e := range lastIn {
			if inner[e] != nil {
				lastIn[e] = l.val(l.addConst(di[e], -1))
			}
		}
		n := l.dim(x, k)
		dimSize := l.val(n)
		cand := l.empty([]extent{di[k]}, elem)
		g := l.generic([]*ir.Value{cand}, []*ir.Value{x}, []*ir.AffineMap{dimsMap(r+1, []int{r}), dimsMap(r+1, seq(r))},
			append(parallel(r), "reduction"), func(blockArgs []*ir.Value) []*ir.Value {
				acc := blockArgs[1]
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
				v := value
				if v == nil {
					v = l.cast(l.extractAt(src, q), elem)
				}
				if add {
					return []*ir.Value{l.add(acc, l.sel(match, v, l.constant(elem, 0)))}
				}
				return []*ir.Value{l.sel(match, v, acc)}
			})
		return g.Result(0)
	}
}

// indexPut lowers index_put(x, indices, values, accumulate). Loops (i...,
// b...): i over the output, b over the index tensors' broadcast shape B;
// values, broadcast to x[indices]'s shape, is read at (b, and i on the
// dims not indexed), and taken where every index tensor's wrapped value
// at b equals i on its dim.
func indexPut(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenIndexPutArgs[*ir.Value]](l)
	x, rt := conv.Self(), l.resultType(0)
	es, ok := listElems(orig.Indices())
	acc, ok2 := constBool(orig.Accumulate())
	if rt == nil || rankedTensorType(x) == nil || !ok || !ok2 || len(es) > len(rankedTensorType(x).Dims) || rankedTensorType(conv.Values()) == nil {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	idx, pos, ok := l.indexTensors(es, r)
	if !ok {
		return nil
	}
	if len(pos) == 0 {
		return nil
	}
	var ts []*ir.Value
	for _, p := range pos {
		ts = append(ts, idx[p])
	}
	b, ok := l.broadcastShape(ts)
	if !ok {
		return nil
	}
	elem := rt.Elem
	x = l.tensorElemCast(x, elem)
	dx := l.dims(x)
	nb := len(b)
	n := r + nb
	// The shape of x[indices] and, for each of its dims, the loop
	// indexing it.
	var sel []extent
	var selLoops []int
	whole := func(i int) {
		sel = append(sel, dx[i])
		selLoops = append(selLoops, i)
	}
	bLoops := func() {
		for j := range b {
			sel = append(sel, b[j])
			selLoops = append(selLoops, r+j)
		}
	}
	if pos[len(pos)-1]-pos[0]+1 == len(pos) {
		for i := 0; i < pos[0]; i++ {
			whole(i)
		}
		bLoops()
		for i := pos[len(pos)-1] + 1; i < r; i++ {
			whole(i)
		}
	} else {
		bLoops()
		for i := 0; i < r; i++ {
			if idx[i] == nil {
				whole(i)
			}
		}
	}
	values := l.tensorElemCast(conv.Values(), elem)
	if len(rankedTensorType(values).Dims) > len(sel) {
		return nil
	}
	if !sameShape(rankedTensorType(values).Dims, sel) {
		values = l.broadcastTo(values, sel)
	}
	var maps []*ir.AffineMap
	for _, t := range ts {
		tt := rankedTensorType(t)
		m := make([]int, len(tt.Dims))
		for j := range m {
			bd := nb - len(tt.Dims) + j
			m[j] = r + bd
			if tt.Dims[j] == 1 && !(b[bd].static() && b[bd].n == 1) {
				m[j] = -1
			}
		}
		maps = append(maps, dimsMap(n, m))
	}
	maps = append(maps, dimsMap(n, selLoops), dimsMap(n, seq(r)))
	size := make([]*ir.Value, r)
	for _, p := range pos {
		size[p] = l.val(dx[p])
	}
	g := l.generic(append(ts, values), []*ir.Value{x}, maps, append(parallel(r), reductions(nb)...),
		func(blockArgs []*ir.Value) []*ir.Value {
			var match *ir.Value
			for k, p := range pos {
				t := l.checkedIndex(blockArgs[k], size[p], true, p)
				match = l.and(match, l.icmp("eq", t, l.linalgIndex(p)))
			}
			v, cur := blockArgs[len(ts)], blockArgs[len(ts)+1]
			if acc {
				return []*ir.Value{l.add(cur, l.sel(match, v, l.constant(elem, 0)))}
			}
			return []*ir.Value{l.sel(match, v, cur)}
		})
	return g.Result(0)
}

// sliceScatter is slice_scatter(x, src, dim, start?, end?, step): src
// inserted with tensor.insert_slice at the slice's offset and stride.
func sliceScatter(l *opLowering) *ir.Value {
	orig, conv := torch.AtenSliceScatterArgs[*ir.Value](l.op.Operands()), torch.AtenSliceScatterArgs[*ir.Value](l.args)
	x, src, rt := conv.Self(), conv.Src(), l.resultType(0)
	d, ok := constInt(orig.Dim())
	step, ok2 := constInt(orig.Step())
	if rt == nil || rankedTensorType(x) == nil || rankedTensorType(src) == nil || !ok || !ok2 || step < 1 || len(rankedTensorType(src).Dims) != len(rankedTensorType(x).Dims) {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	k, ok := normDim(d, r)
	if !ok || r == 0 {
		return nil
	}
	start := int64(0)
	if !isNone(orig.Start()) {
		if start, ok = constInt(orig.Start()); !ok {
			return nil
		}
	}
	x, src = l.tensorElemCast(x, rt.Elem), l.tensorElemCast(src, rt.Elem)
	offs, strides := make([]extent, r), make([]extent, r)
	for i := range offs {
		offs[i], strides[i] = extent{n: 0}, extent{n: 1}
	}
	offs[k], strides[k] = l.normIndex(start, l.dim(x, k)), extent{n: step}
	return l.insertSlice(src, x, offs, l.dims(src), strides)
}

// selectScatter is select_scatter(x, src, dim, i): src, given a unit dim
// at dim, inserted at i (negative: from the end).
func selectScatter(l *opLowering) *ir.Value {
	orig, conv := torch.AtenSelectScatterArgs[*ir.Value](l.op.Operands()), torch.AtenSelectScatterArgs[*ir.Value](l.args)
	x, src, rt := conv.Self(), conv.Src(), l.resultType(0)
	d, ok := constInt(orig.Dim())
	if rt == nil || rankedTensorType(x) == nil || rankedTensorType(src) == nil || !ok || len(rankedTensorType(src).Dims)+1 != len(rankedTensorType(x).Dims) {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	k, ok := normDim(d, r)
	if !ok {
		return nil
	}
	n := l.dim(x, k)
	var at extent
	if i, ok := constInt(orig.Index()); ok && n.static() {
		if i < -n.n || i >= n.n {
			return nil // out of range: the verifier reports it
		}
		if i < 0 {
			i += n.n
		}
		at = extent{n: i}
	} else {
		var v *ir.Value
		if ok {
			v = l.index(i)
		} else if s := l.scalar(orig.Index()); s != nil {
			v = l.cast(s, l.ctx.IndexType())
		} else {
			return nil
		}
		// from the end when negative; out of range fails at the op
		at = extent{n: ir.ShapedDynamic, v: l.checkedIndex(v, l.val(n), true, k)}
	}
	x, src = l.tensorElemCast(x, rt.Elem), l.tensorElemCast(src, rt.Elem)
	// src with a unit dim at k: reassociation groups the unit dim with
	// its neighbour (a rank-0 src becomes [1]).
	ds := l.dims(src)
	sizes := append(append(append([]extent(nil), ds[:k]...), extent{n: 1}), ds[k:]...)
	m := len(ds)
	var groups [][]int
	for i := 0; i < m; i++ {
		switch {
		case i < k && !(k == m && i == m-1):
			groups = append(groups, []int{i})
		case i == k || (k == m && i == m-1):
			groups = append(groups, []int{i, i + 1})
		default:
			groups = append(groups, []int{i + 1})
		}
	}
	var src1 *ir.Value
	if m == 0 {
		src1 = l.reshape(src, []extent{{n: 1}})
	} else {
		src1 = l.expand(src, groups, sizes)
	}
	offs, strides := make([]extent, r), make([]extent, r)
	for i := range offs {
		offs[i], strides[i] = extent{n: 0}, extent{n: 1}
	}
	offs[k] = at
	return l.insertSlice(src1, x, offs, sizes, strides)
}

// sameShape reports whether dims are the static sizes ss.
func sameShape(dims []int64, ss []extent) bool {
	if len(dims) != len(ss) {
		return false
	}
	for i, s := range ss {
		if !s.static() || dims[i] != s.n {
			return false
		}
	}
	return true
}
