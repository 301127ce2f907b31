package torchtolinalg

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers views and data movement: reshapes become
// tensor.collapse_shape to one dimension then tensor.expand_shape to the
// result (static or dynamic sizes alike); permutations a transposing
// linalg.generic; expand a broadcasting generic; slices and select
// tensor.extract_slice; cat tensor.concat; copies nothing at all.

// reassoc builds a reassociation attribute from groups.
func (l *opLowering) reassoc(groups [][]int) ir.Attribute {
	gs := make([]ir.Attribute, len(groups))
	for i, g := range groups {
		es := make([]ir.Attribute, len(g))
		for j, d := range g {
			es[j] = l.ctx.IntegerAttr(l.ctx.I(64), int64(d))
		}
		gs[i] = l.ctx.ArrayAttr(es)
	}
	return l.ctx.ArrayAttr(gs)
}

func (l *opLowering) collapse(x *ir.Value, groups [][]int, shape []int64) *ir.Value {
	return l.create(tensor.CollapseShape.Name, []*ir.Value{x}, tensorOf(l.ctx, shape, elemOf(x)), attr("reassociation", l.reassoc(groups)))
}

func (l *opLowering) expand(x *ir.Value, groups [][]int, out []extent) *ir.Value {
	var dyn []*ir.Value
	for _, s := range out {
		if !s.static() {
			dyn = append(dyn, s.v)
		}
	}
	return l.create(tensor.ExpandShape.Name, append([]*ir.Value{x}, dyn...), tensorOf(l.ctx, shapeOf(out), elemOf(x)),
		attr("reassociation", l.reassoc(groups)), attr("static_output_shape", l.ctx.DenseI64Array(shapeOf(out))))
}

// reshape makes x have sizes out (same number of elements).
func (l *opLowering) reshape(x *ir.Value, out []extent) *ir.Value {
	tt := rankedTensorType(x)
	same := len(tt.Dims) == len(out)
	for i := range out {
		if same && (!out[i].static() || out[i].n != tt.Dims[i]) {
			same = false
		}
	}
	if same {
		return x
	}
	all := func(n int) [][]int {
		if n == 0 {
			return nil
		}
		g := make([]int, n)
		for i := range g {
			g[i] = i
		}
		return [][]int{g}
	}
	if len(tt.Dims) == 0 || len(out) == 0 {
		// One element (a reassociation cannot be empty): read it, make
		// the tensor of the other rank.
		zero := make([]*ir.Value, len(tt.Dims))
		for i := range zero {
			zero[i] = l.index(0)
		}
		ones := make([]int64, len(out))
		for i := range ones {
			ones[i] = 1
		}
		t := l.create(tensor.FromElements.Name, []*ir.Value{l.extractAt(x, zero)}, tensorOf(l.ctx, ones, elemOf(x)))
		if want := shapeOf(out); !slices.Equal(want, ones) {
			t = l.create(tensor.Cast.Name, []*ir.Value{t}, tensorOf(l.ctx, want, elemOf(x)))
		}
		return t
	}
	flat := x
	if len(tt.Dims) != 1 {
		n := int64(1)
		for _, d := range tt.Dims {
			if d == ir.ShapedDynamic {
				n = ir.ShapedDynamic
				break
			}
			n *= d
		}
		flat = l.collapse(x, all(len(tt.Dims)), []int64{n})
	}
	if len(out) == 1 {
		if out[0].static() && rankedTensorType(flat).Dims[0] == ir.ShapedDynamic {
			return l.create(tensor.Cast.Name, []*ir.Value{flat}, tensorOf(l.ctx, shapeOf(out), elemOf(x)))
		}
		return flat
	}
	if n := l.numel(out); n.static() && rankedTensorType(flat).Dims[0] == ir.ShapedDynamic {
		// Static sizes expand a static count (expand_shape wants it so).
		flat = l.create(tensor.Cast.Name, []*ir.Value{flat}, tensorOf(l.ctx, []int64{n.n}, elemOf(x)))
	}
	return l.expand(flat, all(len(out)), out)
}

// numel is the product of x's sizes as an index value.
func (l *opLowering) numel(ss []extent) extent {
	n := int64(1)
	var v *ir.Value
	for _, s := range ss {
		if s.static() {
			n *= s.n
			continue
		}
		if v == nil {
			v = s.v
		} else {
			v = l.create(arith.MulI.Name, []*ir.Value{v, s.v}, l.ctx.IndexType())
		}
	}
	if v == nil {
		return extent{n: n}
	}
	if n != 1 {
		v = l.create(arith.MulI.Name, []*ir.Value{v, l.index(n)}, l.ctx.IndexType())
	}
	return extent{n: ir.ShapedDynamic, v: v}
}

// viewSizes resolves a size list with at most one -1 against x.
func (l *opLowering) viewSizes(x *ir.Value, list *ir.Value, rt *ir.RankedTensorType) ([]extent, bool) {
	ss, ok := l.sizeList(list)
	if !ok {
		return nil, false
	}
	ss = withType(ss, rt)
	infer := -1
	for i, s := range ss {
		if s.static() && s.n == -1 {
			if infer >= 0 {
				return nil, false
			}
			infer = i
		}
	}
	if infer >= 0 {
		total := l.numel(l.dims(x))
		var rest []extent
		for i, s := range ss {
			if i != infer {
				rest = append(rest, s)
			}
		}
		r := l.numel(rest)
		switch {
		case r.static() && r.n == 0:
			return nil, false // -1 is ambiguous next to a size 0 (PyTorch rejects it)
		case total.static() && r.static():
			ss[infer] = extent{n: total.n / r.n}
		default:
			ss[infer] = extent{n: ir.ShapedDynamic, v: l.create(arith.DivUI.Name, []*ir.Value{l.val(total), l.val(r)}, l.ctx.IndexType())}
		}
	}
	return ss, true
}

// transpose permutes x's dims: result dim i is x's dim perm[i].
func (l *opLowering) transpose(x *ir.Value, perm []int) *ir.Value {
	in := l.dims(x)
	out := make([]extent, len(perm))
	inv := make([]int, len(perm))
	for i, p := range perm {
		out[i] = in[p]
		inv[p] = i
	}
	init := l.empty(out, elemOf(x))
	g := l.generic([]*ir.Value{x}, []*ir.Value{init}, []*ir.AffineMap{dimsMap(len(perm), inv), identity(len(perm))}, parallel(len(perm)),
		func(blockArgs []*ir.Value) []*ir.Value { return blockArgs[:1] })
	return g.Result(0)
}

// broadcastTo broadcasts x to sizes out (aligned from the right).
func (l *opLowering) broadcastTo(x *ir.Value, out []extent) *ir.Value {
	tt := rankedTensorType(x)
	R, r := len(out), len(tt.Dims)
	idx := make([]int, r)
	for j := 0; j < r; j++ {
		d := j + R - r
		if tt.Dims[j] == 1 && !(out[d].static() && out[d].n == 1) {
			idx[j] = -1
			continue
		}
		idx[j] = d
		if tt.Dims[j] == ir.ShapedDynamic || !out[d].static() {
			l.assertEq(l.dim(x, j), out[d], "mismatched size for broadcast")
		}
	}
	init := l.empty(out, elemOf(x))
	g := l.generic([]*ir.Value{x}, []*ir.Value{init}, []*ir.AffineMap{dimsMap(R, idx), identity(R)}, parallel(R),
		func(blockArgs []*ir.Value) []*ir.Value { return blockArgs[:1] })
	return g.Result(0)
}

// viewPattern lowers view-like op d(self, sizes), its sizes argument
// read by sizes (torch.AtenViewArgs[*ir.Value].Size).
func viewPattern[A selfArgs](d *ir.OpDef, sizes func(A) *ir.Value) *rewrite.ConversionPattern {
	return pat(d.Name, func(l *opLowering) *ir.Value {
		orig, conv := argsOf[A](l)
		x, rt := conv.Self(), l.resultType(0)
		if rankedTensorType(x) == nil || rt == nil {
			return nil
		}
		ss, ok := l.viewSizes(x, sizes(orig), rt)
		if !ok || len(ss) != len(rt.Dims) {
			return nil
		}
		return l.reshape(x, ss)
	})
}

// reshapeToResult reshapes x to the result type, taking dynamic sizes
// from x's dims given by from (out dim -> x's dim).
func (l *opLowering) reshapeToResult(x *ir.Value, from []int) *ir.Value {
	rt := l.resultType(0)
	if rankedTensorType(x) == nil || rt == nil || len(from) != len(rt.Dims) {
		return nil
	}
	out := make([]extent, len(rt.Dims))
	for i, n := range rt.Dims {
		if n != ir.ShapedDynamic {
			out[i] = extent{n: n}
		} else if from[i] >= 0 {
			out[i] = l.dim(x, from[i])
		} else {
			return nil
		}
	}
	return l.reshape(x, out)
}

// squeezeFrom maps result dims to input dims when the dims in drop
// (size 1) are removed.
func squeezeFrom(rank int, drop map[int]bool) []int {
	var from []int
	for i := 0; i < rank; i++ {
		if !drop[i] {
			from = append(from, i)
		}
	}
	return from
}

func viewPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		viewPattern(torch.AtenView, torch.AtenViewArgs[*ir.Value].Size),
		viewPattern(torch.AtenReshape, torch.AtenReshapeArgs[*ir.Value].Shape),
		viewPattern(torch.Aten_UnsafeView, torch.Aten_UnsafeViewArgs[*ir.Value].Size),
		identityPat[torch.AtenContiguousArgs[*ir.Value]](torch.AtenContiguous),
		identityPat[torch.AtenCloneArgs[*ir.Value]](torch.AtenClone),
		identityPat[torch.AtenDetachArgs[*ir.Value]](torch.AtenDetach),
		identityPat[torch.AtenAliasArgs[*ir.Value]](torch.AtenAlias),
		identityPat[torch.AtenLiftFreshCopyArgs[*ir.Value]](torch.AtenLiftFreshCopy),
		// copy(self, src, non_blocking) = src broadcast to self's shape, in self's dtype
		pat(torch.AtenCopy.Name, func(l *opLowering) *ir.Value {
			rt := l.resultType(0)
			_, conv := argsOf[torch.AtenCopyArgs[*ir.Value]](l)
			self, src := conv.Self(), conv.Src()
			if rt == nil || rankedTensorType(self) == nil || rankedTensorType(src) == nil {
				return nil
			}
			// self takes part for its sizes only (src may broadcast).
			return l.elementwise(rt, []*ir.Value{self, src}, func(xs []*ir.Value) *ir.Value {
				return l.cast(xs[1], rt.Elem)
			})
		}),
		// dropout(x, p, train) = x in inference (train false) or with p = 0
		pat(torch.AtenDropout.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenDropoutArgs[*ir.Value]](l)
			train, ok := constBool(orig.Train())
			p, okP := constFloat(orig.P())
			if rankedTensorType(conv.Input()) == nil || !(ok && !train || okP && p == 0) {
				return nil
			}
			return conv.Input()
		}),
		pat(torch.AtenPermute.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenPermuteArgs[*ir.Value]](l)
			x := conv.Self()
			ds, ok := constInts(orig.Dims())
			if rankedTensorType(x) == nil || !ok || len(ds) != len(rankedTensorType(x).Dims) {
				return nil
			}
			perm := make([]int, len(ds))
			for i, d := range ds {
				if perm[i], ok = normDim(d, len(ds)); !ok {
					return nil
				}
			}
			return l.transpose(x, perm)
		}),
		pat(torch.AtenTransposeInt.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenTransposeIntArgs[*ir.Value]](l)
			x := conv.Self()
			a, ok1 := constInt(orig.Dim0())
			b, ok2 := constInt(orig.Dim1())
			if rankedTensorType(x) == nil || !ok1 || !ok2 {
				return nil
			}
			r := len(rankedTensorType(x).Dims)
			i, ok1 := normDim(a, r)
			j, ok2 := normDim(b, r)
			if !ok1 || !ok2 {
				return nil
			}
			perm := make([]int, r)
			for k := range perm {
				perm[k] = k
			}
			perm[i], perm[j] = perm[j], perm[i]
			return l.transpose(x, perm)
		}),
		pat(torch.AtenT.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenTArgs[*ir.Value]](l)
			x := conv.Self()
			if rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 {
				return x
			}
			return l.transpose(x, []int{1, 0})
		}),
		pat(torch.AtenNumpyT.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenNumpyTArgs[*ir.Value]](l)
			x := conv.Self()
			if rankedTensorType(x) == nil {
				return nil
			}
			r := len(rankedTensorType(x).Dims)
			perm := make([]int, r)
			for i := range perm {
				perm[i] = r - 1 - i
			}
			return l.transpose(x, perm)
		}),
		pat(torch.AtenSqueezeDims.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenSqueezeDimsArgs[*ir.Value]](l)
			ds, ok := constInts(orig.Dim())
			if rankedTensorType(conv.Self()) == nil || !ok {
				return nil
			}
			return l.squeeze(conv.Self(), ds)
		}),
		pat(torch.AtenSqueezeDim.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenSqueezeDimArgs[*ir.Value]](l)
			d, ok := constInt(orig.Dim())
			if rankedTensorType(conv.Self()) == nil || !ok {
				return nil
			}
			return l.squeeze(conv.Self(), []int64{d})
		}),
		pat(torch.AtenSqueeze.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenSqueezeArgs[*ir.Value]](l)
			tt := rankedTensorType(conv.Self())
			if tt == nil {
				return nil
			}
			var ds []int64
			for i, n := range tt.Dims {
				if n == 1 {
					ds = append(ds, int64(i))
				}
			}
			return l.squeeze(conv.Self(), ds)
		}),
		pat(torch.AtenUnsqueeze.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenUnsqueezeArgs[*ir.Value]](l)
			d, ok := constInt(orig.Dim())
			tt := rankedTensorType(conv.Self())
			if tt == nil || !ok {
				return nil
			}
			k, ok := normDim(d, len(tt.Dims)+1)
			if !ok {
				return nil
			}
			var from []int
			for i := 0; i <= len(tt.Dims); i++ {
				switch {
				case i < k:
					from = append(from, i)
				case i == k:
					from = append(from, -1)
				default:
					from = append(from, i-1)
				}
			}
			return l.reshapeToResult(conv.Self(), from)
		}),
		pat(torch.AtenFlattenUsingInts.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenFlattenUsingIntsArgs[*ir.Value]](l)
			a, ok1 := constInt(orig.StartDim())
			b, ok2 := constInt(orig.EndDim())
			x, rt := conv.Self(), l.resultType(0)
			if rankedTensorType(x) == nil || rt == nil || !ok1 || !ok2 {
				return nil
			}
			r := len(rankedTensorType(x).Dims)
			if r == 0 {
				return l.reshape(x, []extent{{n: 1}})
			}
			s, ok1 := normDim(a, r)
			e, ok2 := normDim(b, r)
			if !ok1 || !ok2 || e < s {
				return nil
			}
			in := l.dims(x)
			out := append([]extent(nil), in[:s]...)
			out = append(out, l.numel(in[s:e+1]))
			out = append(out, in[e+1:]...)
			return l.reshape(x, withType(out, rt))
		}),
		pat(torch.AtenUnflattenInt.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenUnflattenIntArgs[*ir.Value]](l)
			d, ok := constInt(orig.Dim())
			x, rt := conv.Self(), l.resultType(0)
			if rankedTensorType(x) == nil || rt == nil || !ok {
				return nil
			}
			r := len(rankedTensorType(x).Dims)
			k, ok := normDim(d, r)
			if !ok {
				return nil
			}
			ss, ok := l.sizeList(orig.Sizes())
			if !ok {
				return nil
			}
			in := l.dims(x)
			out := append(append(append([]extent(nil), in[:k]...), ss...), in[k+1:]...)
			out = withType(out, rt)
			for _, s := range out {
				if s.static() && s.n < 0 {
					return nil
				}
			}
			return l.reshape(x, out)
		}),
		pat(torch.AtenExpand.Name, expandTo[torch.AtenExpandArgs[*ir.Value]]),
		pat(torch.AtenBroadcastTo.Name, expandTo[torch.AtenBroadcastToArgs[*ir.Value]]),
		pat(torch.AtenExpandAs.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenExpandAsArgs[*ir.Value]](l)
			x, other, rt := conv.Self(), conv.Other(), l.resultType(0)
			if rankedTensorType(x) == nil || rt == nil || rankedTensorType(other) == nil {
				return nil
			}
			return l.broadcastTo(x, withType(l.dims(other), rt))
		}),
		pat(torch.AtenSliceTensor.Name, sliceTensor),
		pat(torch.AtenSelectInt.Name, selectInt),
		pat(torch.AtenCat.Name, catPat[torch.AtenCatArgs[*ir.Value]]),
		pat(torch.AtenConcat.Name, catPat[torch.AtenConcatArgs[*ir.Value]]),
		pat(torch.AtenAsStrided.Name, asStrided),
	}
}

// identityPat lowers op d(self, ...) of value semantics to self.
func identityPat[A selfArgs](d *ir.OpDef) *rewrite.ConversionPattern {
	return pat(d.Name, func(l *opLowering) *ir.Value {
		_, conv := argsOf[A](l)
		if rankedTensorType(conv.Self()) == nil {
			return nil
		}
		return conv.Self()
	})
}

// squeeze removes the size-1 dims ds of x.
func (l *opLowering) squeeze(x *ir.Value, ds []int64) *ir.Value {
	tt := rankedTensorType(x)
	drop := map[int]bool{}
	for _, d := range ds {
		k, ok := normDim(d, len(tt.Dims))
		if !ok {
			return nil
		}
		if len(tt.Dims) > 0 && tt.Dims[k] == 1 {
			drop[k] = true
		} else if len(tt.Dims) > 0 && tt.Dims[k] == ir.ShapedDynamic {
			return nil
		}
	}
	return l.reshapeToResult(x, squeezeFrom(len(tt.Dims), drop))
}

// expandTo is expand(x, sizes) and broadcast_to(x, sizes): -1 keeps x's
// size.
func expandTo[A interface {
	selfArgs
	Size() *ir.Value
}](l *opLowering) *ir.Value {
	orig, conv := argsOf[A](l)
	x, rt := conv.Self(), l.resultType(0)
	if rankedTensorType(x) == nil || rt == nil {
		return nil
	}
	ss, ok := l.sizeList(orig.Size())
	if !ok || len(ss) != len(rt.Dims) {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	for i := range ss {
		j := i - (len(ss) - r)
		if ss[i].static() && ss[i].n == -1 {
			if j < 0 {
				return nil
			}
			ss[i] = l.dim(x, j)
		}
	}
	return l.broadcastTo(x, withType(ss, rt))
}

// catPat is cat and concat(tensors, dim).
func catPat[A interface {
	~[]*ir.Value
	Tensors() *ir.Value
	Dim() *ir.Value
}](l *opLowering) *ir.Value {
	rt := l.resultType(0)
	orig, _ := argsOf[A](l)
	d, ok := constInt(orig.Dim())
	es, ok2 := listElems(orig.Tensors())
	if rt == nil || !ok || !ok2 || len(es) == 0 {
		return nil
	}
	k, ok := normDim(d, len(rt.Dims))
	if !ok {
		return nil
	}
	var ins []*ir.Value
	for _, e := range es {
		t := l.tensor(e)
		if t == nil || rankedTensorType(t) == nil {
			return nil
		}
		if len(rankedTensorType(t).Dims) != len(rt.Dims) {
			continue // PyTorch skips empty 1-d tensors
		}
		if elemOf(t) != rt.Elem {
			src := t
			t = l.elementwise(tensorOf(l.ctx, rankedTensorType(src).Dims, rt.Elem), []*ir.Value{src}, func(xs []*ir.Value) *ir.Value {
				return l.cast(xs[0], rt.Elem)
			})
		}
		ins = append(ins, t)
	}
	if len(ins) == 1 {
		return ins[0]
	}
	return l.create(tensor.Concat.Name, ins, rt, attr("dim", l.ctx.IntegerAttr(l.ctx.I(64), int64(k))))
}

// asStrided is as_strided(self, size, stride, offset?) with constant
// sizes, strides and offset over a static self: element (i0, i1, ...)
// is self's row-major storage at offset + i0*stride0 + i1*stride1 + ...
// (a channels-last view, overlapping windows, a prefix). Row-major
// strides of the whole storage are a reshape; anything else is a gather
// from the flattened storage. A view reaching past the storage is not
// lowered (PyTorch rejects it).
func asStrided(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenAsStridedArgs[*ir.Value]](l)
	x, rt := conv.Self(), l.resultType(0)
	sizes, ok1 := constInts(orig.Size())
	strides, ok2 := constInts(orig.Stride())
	if rankedTensorType(x) == nil || rt == nil || !ok1 || !ok2 || len(sizes) != len(strides) || len(sizes) != len(rt.Dims) {
		return nil
	}
	off := int64(0)
	if !isNone(orig.StorageOffset()) {
		var ok bool
		if off, ok = constInt(orig.StorageOffset()); !ok {
			return nil
		}
	}
	in := rankedTensorType(x)
	total := int64(1)
	for _, n := range in.Dims {
		if n == ir.ShapedDynamic {
			return nil
		}
		total *= n
	}
	// Every element read must lie in x's storage (PyTorch checks the
	// storage's size): the largest offset reached is off + sum((n-1)*s).
	last, empty := off, false
	for i, n := range sizes {
		if n < 0 || strides[i] < 0 || off < 0 {
			return nil
		}
		empty = empty || n == 0
		last += (n - 1) * strides[i]
	}
	if !empty && last >= total {
		return nil
	}
	// Row-major strides from offset 0 are a reshape.
	acc, contiguous := int64(1), off == 0
	for i := len(sizes) - 1; i >= 0; i-- {
		if sizes[i] != 1 && strides[i] != acc {
			contiguous = false
		}
		acc *= sizes[i]
	}
	out := make([]extent, len(sizes))
	for i, n := range sizes {
		out[i] = extent{n: n}
	}
	if contiguous && acc == total {
		return l.reshape(x, out)
	}
	// Otherwise a gather from the flattened storage: element (i0, ...)
	// is flat[off + i0*s0 + ...].
	flat := l.reshape(x, []extent{{n: total}})
	g := l.generic(nil, []*ir.Value{l.empty(out, rt.Elem)}, []*ir.AffineMap{identity(len(out))}, parallel(len(out)),
		func([]*ir.Value) []*ir.Value {
			at := l.index(off)
			for d, s := range strides {
				if s != 0 && sizes[d] > 1 {
					at = l.create(arith.AddI.Name, []*ir.Value{at, l.create(arith.MulI.Name, []*ir.Value{l.linalgIndex(d), l.index(s)}, l.ctx.IndexType())}, l.ctx.IndexType())
				}
			}
			return []*ir.Value{l.cast(l.extractAt(flat, []*ir.Value{at}), rt.Elem)}
		})
	return g.Result(0)
}
