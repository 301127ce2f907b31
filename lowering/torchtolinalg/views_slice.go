package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
)

// The slicing views, slice.Tensor and select.int, as tensor.extract_slice
// (and the index helpers they share with the other views).

// normIndex clamps a constant index of a dim of size n as Python slicing
// does (negative counts from the end); n may be dynamic.
func (l *opLowering) normIndex(i int64, n extent) extent {
	if n.static() {
		if i < 0 {
			i += n.n
		}
		if i < 0 {
			i = 0
		}
		if i > n.n {
			i = n.n
		}
		return extent{n: i}
	}
	if i >= 0 {
		v := l.create(arith.MinSI.Name, []*ir.Value{l.index(i), n.v}, l.ctx.IndexType())
		return extent{n: ir.ShapedDynamic, v: v}
	}
	v := l.create(arith.AddI.Name, []*ir.Value{n.v, l.index(i)}, l.ctx.IndexType())
	v = l.create(arith.MaxSI.Name, []*ir.Value{v, l.index(0)}, l.ctx.IndexType())
	return extent{n: ir.ShapedDynamic, v: v}
}

// normIndexValue is normIndex of an i64 known only at run time:
// i + n when i < 0, then clamped to [0, n].
func (l *opLowering) normIndexValue(i *ir.Value, n extent) extent {
	idx := l.ctx.IndexType()
	v := l.create(arith.IndexCast.Name, []*ir.Value{i}, idx)
	size := l.val(n)
	zero := l.index(0)
	negative := l.create(arith.CmpI.Name, []*ir.Value{v, zero}, l.ctx.I(1), attr("predicate", cmpi(l.ctx, "slt")))
	wrapped := l.create(arith.AddI.Name, []*ir.Value{v, size}, idx)
	v = l.create(arith.Select.Name, []*ir.Value{negative, wrapped, v}, idx)
	v = l.create(arith.MaxSI.Name, []*ir.Value{v, zero}, idx)
	v = l.create(arith.MinSI.Name, []*ir.Value{v, size}, idx)
	return extent{n: ir.ShapedDynamic, v: v}
}

// extractSlice builds tensor.extract_slice with mixed static/dynamic parts;
// resultShape may drop unit dims (rank-reducing).
func (l *opLowering) extractSlice(x *ir.Value, offs, sizes, strides []extent, resultShape []int64) *ir.Value {
	var opnds []*ir.Value
	seg := []int64{1, 0, 0, 0}
	lists := [][]extent{offs, sizes, strides}
	var statics [3][]int64
	for k, list := range lists {
		for _, s := range list {
			if s.static() {
				statics[k] = append(statics[k], s.n)
			} else {
				statics[k] = append(statics[k], ir.ShapedDynamic)
				opnds = append(opnds, s.v)
				seg[k+1]++
			}
		}
	}
	return l.create(tensor.ExtractSlice.Name, append([]*ir.Value{x}, opnds...), tensorOf(l.ctx, resultShape, elemOf(x)),
		attr("static_offsets", l.ctx.DenseI64Array(statics[0])),
		attr("static_sizes", l.ctx.DenseI64Array(statics[1])),
		attr("static_strides", l.ctx.DenseI64Array(statics[2])),
		attr("operandSegmentSizes", l.ctx.DenseI32Array(seg)))
}

// sliceTensor is slice.Tensor(x, dim, start?, end?, step).
func sliceTensor(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenSliceTensorArgs[*ir.Value]](l)
	x, rt := conv.Self(), l.resultType(0)
	d, ok := constInt(orig.Dim())
	step, ok2 := constInt(orig.Step())
	if rankedTensorType(x) == nil || rt == nil || !ok || !ok2 || step < 1 {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	k, ok := normDim(d, r)
	if !ok {
		return nil
	}
	in := l.dims(x)
	// start and end: constants, None, or ints known only at run time
	// (a dynamic sequence length), normalized as PyTorch does.
	bound := func(orig, conv *ir.Value, absent int64) (extent, bool) {
		if isNone(orig) {
			return l.normIndex(absent, in[k]), true
		}
		if c, ok := constInt(orig); ok {
			return l.normIndex(c, in[k]), true
		}
		if it, ok := conv.Type().(*ir.IntegerType); !ok || it.Width != 64 {
			return extent{}, false
		}
		return l.normIndexValue(conv, in[k]), true
	}
	s, ok := bound(orig.Start(), conv.Start(), 0)
	if !ok {
		return nil
	}
	e, ok := bound(orig.End(), conv.End(), 1<<62)
	if !ok {
		return nil
	}
	// size = max(ceil((e - s) / step), 0)
	var size extent
	if s.static() && e.static() {
		n := (e.n - s.n + step - 1) / step
		if n < 0 {
			n = 0
		}
		size = extent{n: n}
	} else {
		diff := l.create(arith.SubI.Name, []*ir.Value{l.val(e), l.val(s)}, l.ctx.IndexType())
		diff = l.create(arith.MaxSI.Name, []*ir.Value{diff, l.index(0)}, l.ctx.IndexType())
		v := l.create(arith.CeilDivSI.Name, []*ir.Value{diff, l.index(step)}, l.ctx.IndexType())
		size = extent{n: ir.ShapedDynamic, v: v}
	}
	if rt.Dims[k] != ir.ShapedDynamic {
		size = extent{n: rt.Dims[k]}
	}
	offs, sizes, strides := make([]extent, r), make([]extent, r), make([]extent, r)
	for i := 0; i < r; i++ {
		offs[i], sizes[i], strides[i] = extent{n: 0}, in[i], extent{n: 1}
	}
	offs[k], sizes[k], strides[k] = s, size, extent{n: step}
	return l.extractSlice(x, offs, sizes, strides, shapeOf(withType(sizes, rt)))
}

// selectInt is select.int(x, dim, index): a rank-reducing slice.
func selectInt(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenSelectIntArgs[*ir.Value]](l)
	x, rt := conv.Self(), l.resultType(0)
	d, ok := constInt(orig.Dim())
	if rankedTensorType(x) == nil || rt == nil || !ok {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	k, ok := normDim(d, r)
	if !ok {
		return nil
	}
	in := l.dims(x)
	var idx extent
	if i, ok := constInt(orig.Index()); ok && in[k].static() {
		// PyTorch: an index in [-n, n), negative ones from the end.
		if i < -in[k].n || i >= in[k].n {
			return nil // the verifier reports it
		}
		if i < 0 {
			i += in[k].n
		}
		idx = extent{n: i}
	} else {
		var v *ir.Value
		if ok {
			v = l.index(i)
		} else if s := l.scalar(orig.Index()); s != nil {
			v = l.cast(s, l.ctx.IndexType())
		} else {
			return nil
		}
		// negative indices count from the end; out of range is an error
		// at the op, as in PyTorch (reading past the dim is not)
		v = l.checkedIndex(v, l.val(in[k]), true, k)
		idx = extent{n: ir.ShapedDynamic, v: v}
	}
	offs, sizes, strides := make([]extent, r), make([]extent, r), make([]extent, r)
	for i := 0; i < r; i++ {
		offs[i], sizes[i], strides[i] = extent{n: 0}, in[i], extent{n: 1}
	}
	offs[k], sizes[k] = idx, extent{n: 1}
	return l.extractSlice(x, offs, sizes, strides, rt.Dims)
}
