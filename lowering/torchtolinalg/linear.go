package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers matrix products (linalg.matmul, linalg.batch_matmul,
// or a contraction generic with broadcast batch dims), convolutions
// (linalg.conv_2d_nchw_fchw after a tensor.pad; grouped ones as a generic
// over expanded group dims) and pooling (linalg.pooling_nchw_max/sum with
// -inf or 0 padding).

// named builds a named structured op with its body.
func (l *opLowering) named(name string, ins []*ir.Value, out *ir.Value, attrs ...ir.NamedAttr) *ir.Value {
	spec := linalg.NamedByName[name]
	var elems []ir.Type
	for _, v := range append(append([]*ir.Value{}, ins...), out) {
		elems = append(elems, elemOf(v))
	}
	r, err := linalg.BuildBody(l.ctx, l.loc, spec.Body, elems)
	if err != nil {
		return nil
	}
	attrs = append(attrs, attr("operandSegmentSizes", l.ctx.DenseI32Array([]int64{int64(len(ins)), 1})))
	op := l.rw.Create(&ir.OperationState{
		Name: l.ctx.OpName(name), Loc: l.loc,
		Operands: append(append([]*ir.Value{}, ins...), out),
		Types:    []ir.Type{out.Type()},
		Attrs:    attrs,
		Regions:  []*ir.Region{r},
	})
	return op.Result(0)
}

// i64Elements is dense<[...]> : tensor<Nxi64>.
func (l *opLowering) i64Elements(vs []int64) ir.Attribute {
	t := tensorOf(l.ctx, []int64{int64(len(vs))}, l.ctx.I(64))
	data := make([]byte, 8*len(vs))
	for i, v := range vs {
		for b := 0; b < 8; b++ {
			data[8*i+b] = byte(uint64(v) >> (8 * b))
		}
	}
	return l.ctx.DenseElementsAttr(t, data)
}

// contract computes out[b..., m, n] = sum_k a[b..., m, k] * b[b..., k, n]
// for a and b of ranks ra, rb >= 2 (batch dims broadcast); elem is the
// accumulator type.
func (l *opLowering) matmul(a, b *ir.Value, elem ir.Type) *ir.Value {
	ta, tb := rankedTensorType(a), rankedTensorType(b)
	ra, rb := len(ta.Dims), len(tb.Dims)
	da, db := l.dims(a), l.dims(b)
	l.assertEq(da[ra-1], db[rb-2], "mismatching contracting dimension")
	zero := l.constant(elem, 0)
	if ra == 2 && rb == 2 {
		out := l.filled([]extent{da[0], db[1]}, elem, zero)
		return l.named(linalg.Matmul.Name, []*ir.Value{a, b}, out)
	}
	if ra == 3 && rb == 3 && ta.Dims[0] == tb.Dims[0] && ta.Dims[0] != ir.ShapedDynamic {
		out := l.filled([]extent{da[0], da[1], db[2]}, elem, zero)
		return l.named(linalg.BatchMatmul.Name, []*ir.Value{a, b}, out)
	}
	// Generic: loops (batch..., m, n, k).
	nb := ra - 2
	if rb-2 > nb {
		nb = rb - 2
	}
	n := nb + 3
	m, nn, k := nb, nb+1, nb+2
	var out []extent
	for i := 0; i < nb; i++ {
		var s extent = extent{n: 1}
		ia, ib := i-(nb-(ra-2)), i-(nb-(rb-2))
		switch {
		case ia >= 0 && ta.Dims[ia] != 1:
			s = da[ia]
			if ib >= 0 && tb.Dims[ib] != 1 {
				l.assertEq(da[ia], db[ib], "mismatching batch dimension")
			}
		case ib >= 0:
			s = db[ib]
		}
		out = append(out, s)
	}
	out = append(out, da[ra-2], db[rb-1])
	batch := func(r int, t *ir.RankedTensorType) []int {
		var idx []int
		for j := 0; j < r-2; j++ {
			d := j + nb - (r - 2)
			if t.Dims[j] == 1 {
				idx = append(idx, -1)
			} else {
				idx = append(idx, d)
			}
		}
		return idx
	}
	amap := dimsMap(n, append(batch(ra, ta), m, k))
	bmap := dimsMap(n, append(batch(rb, tb), k, nn))
	omap := dimsMap(n, append(seq(nb), m, nn))
	iters := append(parallel(nb+2), "reduction")
	init := l.filled(out, elem, zero)
	g := l.generic([]*ir.Value{a, b}, []*ir.Value{init}, []*ir.AffineMap{amap, bmap, omap}, iters,
		func(blockArgs []*ir.Value) []*ir.Value {
			p := l.mul(l.cast(blockArgs[0], elem), l.cast(blockArgs[1], elem))
			return []*ir.Value{l.add(blockArgs[2], p)}
		})
	return g.Result(0)
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// matmulAny handles aten.matmul's rank cases: 1-d operands get a unit dim
// that is dropped from the result.
func (l *opLowering) matmulAny(a, b *ir.Value, rt *ir.RankedTensorType) *ir.Value {
	ra, rb := len(rankedTensorType(a).Dims), len(rankedTensorType(b).Dims)
	if ra == 0 || rb == 0 {
		return nil
	}
	if ra == 1 {
		a = l.reshape(a, []extent{{n: 1}, l.dim(a, 0)})
	}
	if rb == 1 {
		b = l.reshape(b, []extent{l.dim(b, 0), {n: 1}})
	}
	v := l.matmul(a, b, rt.Elem)
	if ra == 1 || rb == 1 {
		ds := l.dims(v)
		var out []extent
		for i, s := range ds {
			if (ra == 1 && i == len(ds)-2) || (rb == 1 && i == len(ds)-1) {
				continue
			}
			out = append(out, s)
		}
		v = l.reshape(v, out)
	}
	return v
}

func linearPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		pat(torch.AtenMm.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenMmArgs[*ir.Value]](l)
			a, b, rt := conv.Self(), conv.Mat2(), l.resultType(0)
			if rt == nil || rankedTensorType(a) == nil || rankedTensorType(b) == nil || len(rankedTensorType(a).Dims) != 2 || len(rankedTensorType(b).Dims) != 2 {
				return nil
			}
			return l.matmul(l.tensorElemCast(a, rt.Elem), l.tensorElemCast(b, rt.Elem), rt.Elem)
		}),
		pat(torch.AtenBmm.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenBmmArgs[*ir.Value]](l)
			a, b, rt := conv.Self(), conv.Mat2(), l.resultType(0)
			if rt == nil || rankedTensorType(a) == nil || rankedTensorType(b) == nil || len(rankedTensorType(a).Dims) != 3 || len(rankedTensorType(b).Dims) != 3 {
				return nil
			}
			return l.matmul(l.tensorElemCast(a, rt.Elem), l.tensorElemCast(b, rt.Elem), rt.Elem)
		}),
		pat(torch.AtenMatmul.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenMatmulArgs[*ir.Value]](l)
			a, b, rt := conv.Self(), conv.Other(), l.resultType(0)
			if rt == nil || rankedTensorType(a) == nil || rankedTensorType(b) == nil {
				return nil
			}
			return l.matmulAny(l.tensorElemCast(a, rt.Elem), l.tensorElemCast(b, rt.Elem), rt)
		}),
		// addmm(c, a, b, beta, alpha) = beta c + alpha (a @ b)
		pat(torch.AtenAddmm.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenAddmmArgs[*ir.Value]](l)
			c, a, b, rt := conv.Self(), conv.Mat1(), conv.Mat2(), l.resultType(0)
			if rt == nil || rankedTensorType(a) == nil || rankedTensorType(b) == nil || rankedTensorType(c) == nil {
				return nil
			}
			p := l.matmul(l.tensorElemCast(a, rt.Elem), l.tensorElemCast(b, rt.Elem), rt.Elem)
			return l.elementwise(rt, []*ir.Value{c, p}, func(xs []*ir.Value) *ir.Value {
				return l.add(l.withAlpha(l.cast(xs[0], rt.Elem), orig.Beta()), l.withAlpha(xs[1], orig.Alpha()))
			})
		}),
		// linear(x, w, b) = x @ w^T + b
		pat(torch.AtenLinear.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinearArgs[*ir.Value]](l)
			x, w, rt := conv.Input(), conv.Weight(), l.resultType(0)
			if rt == nil || rankedTensorType(x) == nil || rankedTensorType(w) == nil || len(rankedTensorType(w).Dims) > 2 {
				return nil
			}
			wt := w
			if len(rankedTensorType(w).Dims) == 2 {
				wt = l.transpose(w, []int{1, 0})
			}
			p := l.matmulAny(l.tensorElemCast(x, rt.Elem), l.tensorElemCast(wt, rt.Elem), rt)
			if p == nil {
				return nil
			}
			if isNone(orig.Bias()) {
				return p
			}
			return l.elementwise(rt, []*ir.Value{p, conv.Bias()}, func(xs []*ir.Value) *ir.Value {
				return l.add(xs[0], l.cast(xs[1], rt.Elem))
			})
		}),
		pat(torch.AtenConvolution.Name, convolution[torch.AtenConvolutionArgs[*ir.Value]]),
		pat(torch.AtenConv2d.Name, convolution[torch.AtenConv2dArgs[*ir.Value]]),
		pat(torch.Aten_Convolution.Name, convolution[torch.Aten_ConvolutionArgs[*ir.Value]]),
		patN(torch.AtenMaxPool2d.Name, maxPool2d[torch.AtenMaxPool2dArgs[*ir.Value]](false)),
		patN(torch.AtenMaxPool2dWithIndices.Name, maxPool2d[torch.AtenMaxPool2dWithIndicesArgs[*ir.Value]](true)),
		patN(torch.AtenAvgPool2d.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenAvgPool2dArgs[*ir.Value]](l)
			return l.pool2d("avg", false, conv.Self(), poolParams{kernel: orig.KernelSize(), stride: orig.Stride(), padding: orig.Padding(),
				ceilMode: orig.CeilMode(), countIncludePad: orig.CountIncludePad(), divisorOverride: orig.DivisorOverride()})
		}),
		pat(torch.AtenAdaptiveAvgPool2d.Name, adaptiveAvgPool2d[torch.AtenAdaptiveAvgPool2dArgs[*ir.Value]]),
		pat(torch.Aten_AdaptiveAvgPool2d.Name, adaptiveAvgPool2d[torch.Aten_AdaptiveAvgPool2dArgs[*ir.Value]]),
	}
}

// pad pads the trailing len(lo) dims of x with value v.
func (l *opLowering) pad(x *ir.Value, lo, hi []int64, v *ir.Value) *ir.Value {
	tt := rankedTensorType(x)
	r := len(tt.Dims)
	low, high := make([]int64, r), make([]int64, r)
	any := false
	for i := range lo {
		low[r-len(lo)+i], high[r-len(lo)+i] = lo[i], hi[i]
		any = any || lo[i] != 0 || hi[i] != 0
	}
	if !any {
		return x
	}
	shape := make([]int64, r)
	for i, n := range tt.Dims {
		if n == ir.ShapedDynamic {
			shape[i] = n
		} else {
			shape[i] = n + low[i] + high[i]
		}
	}
	reg := ir.NewRegion()
	blk := ir.NewBlock()
	reg.Append(blk)
	for i := 0; i < r; i++ {
		blk.AddArgument(l.ctx.IndexType(), l.loc)
	}
	v = l.cast(v, tt.Elem)
	op := l.rw.Create(&ir.OperationState{
		Name: l.ctx.OpName(tensor.Pad.Name), Loc: l.loc,
		Operands: []*ir.Value{x},
		Types:    []ir.Type{tensorOf(l.ctx, shape, tt.Elem)},
		Attrs: []ir.NamedAttr{
			attr("static_low", l.ctx.DenseI64Array(low)),
			attr("static_high", l.ctx.DenseI64Array(high)),
			attr("operandSegmentSizes", l.ctx.DenseI32Array([]int64{1, 0, 0})),
		},
		Regions: []*ir.Region{reg},
	})
	ip := l.rw.Save()
	l.rw.SetInsertionPointToEnd(blk)
	l.rw.CreateAt(l.loc, tensor.Yield.Name, []*ir.Value{v}, nil)
	l.rw.Restore(ip)
	return op.Result(0)
}

// windowOut is the output size of a sliding window: (n + 2p - d(k-1) - 1) / s + 1.
func (l *opLowering) windowOut(n extent, k, s, p, d int64, ceil bool) extent {
	if n.static() {
		// PyTorch's pooling_output_shape: the division rounds down.
		num := n.n + 2*p - d*(k-1) - 1
		if ceil {
			num += s - 1
		}
		o := floorDiv(num, s) + 1
		if ceil && (o-1)*s >= n.n+p {
			o--
		}
		return extent{n: o}
	}
	idx := l.ctx.IndexType()
	num := l.create(arith.AddI.Name, []*ir.Value{n.v, l.index(2*p - d*(k-1) - 1)}, idx)
	var q *ir.Value
	if ceil {
		q = l.create(arith.CeilDivSI.Name, []*ir.Value{num, l.index(s)}, idx)
	} else {
		q = l.create(arith.DivSI.Name, []*ir.Value{num, l.index(s)}, idx)
	}
	return extent{n: ir.ShapedDynamic, v: l.create(arith.AddI.Name, []*ir.Value{q, l.index(1)}, idx)}
}

// floorDiv is a / b rounded toward negative infinity (b > 0).
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// pairs reads an int list of len n (one value is repeated).
func pairs(v *ir.Value, n int, def int64) ([]int64, bool) {
	if isNone(v) {
		out := make([]int64, n)
		for i := range out {
			out[i] = def
		}
		return out, true
	}
	xs, ok := constInts(v)
	if !ok {
		return nil, false
	}
	if len(xs) == 0 {
		xs = []int64{def}
	}
	if len(xs) == 1 {
		for len(xs) < n {
			xs = append(xs, xs[0])
		}
	}
	if len(xs) != n {
		return nil, false
	}
	return xs, true
}

// convOpArgs are the argument lists of convolution(x, w, b?, stride,
// padding, dilation, transposed, output_padding, groups), _convolution
// (the same, and cuDNN flags) and conv2d(x, w, b?, stride, padding,
// dilation, groups).
type convOpArgs interface {
	~[]*ir.Value
	Input() *ir.Value
	Weight() *ir.Value
	Bias() *ir.Value
	Stride() *ir.Value
	Padding() *ir.Value
	Dilation() *ir.Value
	Groups() *ir.Value
}

// convolution lowers a 2-d convolution that is not transposed; conv2d
// has no transposed argument.
func convolution[A convOpArgs](l *opLowering) *ir.Value {
	orig, conv := argsOf[A](l)
	x, w, rt := conv.Input(), conv.Weight(), l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil || rankedTensorType(w) == nil || len(rankedTensorType(x).Dims) != 4 || len(rankedTensorType(w).Dims) != 4 {
		return nil
	}
	strides, ok1 := pairs(orig.Stride(), 2, 1)
	padding, ok2 := pairs(orig.Padding(), 2, 0)
	dil, ok3 := pairs(orig.Dilation(), 2, 1)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	for i := 0; i < 2; i++ {
		if strides[i] < 1 || dil[i] < 1 || padding[i] < 0 {
			return nil
		}
	}
	if t, ok := any(orig).(interface{ Transposed() *ir.Value }); ok {
		if tr, ok := constBool(t.Transposed()); !ok || tr {
			return nil
		}
	}
	groups, ok := constInt(orig.Groups())
	if !ok || groups < 1 {
		return nil
	}
	elem := rt.Elem
	x, w = l.tensorElemCast(x, elem), l.tensorElemCast(w, elem)
	xp := l.pad(x, padding, padding, l.constant(elem, 0))
	dx, dw := l.dims(x), l.dims(w)
	N, F := dx[0], dw[0]
	oh := l.windowOut(dx[2], rankedTensorType(w).Dims[2], strides[0], padding[0], dil[0], false)
	ow := l.windowOut(dx[3], rankedTensorType(w).Dims[3], strides[1], padding[1], dil[1], false)
	if rankedTensorType(w).Dims[2] == ir.ShapedDynamic || rankedTensorType(w).Dims[3] == ir.ShapedDynamic {
		return nil
	}
	outSizes := withType([]extent{N, F, oh, ow}, rt)
	// The accumulator starts at the bias (broadcast over N, H, W) or 0.
	var init *ir.Value
	if isNone(orig.Bias()) {
		init = l.filled(outSizes, elem, l.constant(elem, 0))
	} else {
		b := l.tensorElemCast(conv.Bias(), elem)
		e := l.empty(outSizes, elem)
		init = l.generic([]*ir.Value{b}, []*ir.Value{e}, []*ir.AffineMap{dimsMap(4, []int{1}), identity(4)}, parallel(4),
			func(blockArgs []*ir.Value) []*ir.Value { return blockArgs[:1] }).Result(0)
	}
	attrs := []ir.NamedAttr{attr("dilations", l.i64Elements(dil)), attr("strides", l.i64Elements(strides))}
	if groups == 1 {
		return l.named(linalg.Conv2DNchwFchw.Name, []*ir.Value{xp, w}, init, attrs...)
	}
	// Grouped: x [N, G, C/G, H, W], w [G, F/G, C/G, KH, KW], out [N, G, F/G, OH, OW];
	// loops (n, g, f, oh, ow, c, kh, kw).
	C := rankedTensorType(x).Dims[1]
	if C == ir.ShapedDynamic || rankedTensorType(w).Dims[0] == ir.ShapedDynamic {
		return nil
	}
	G := groups
	if C%G != 0 || rankedTensorType(w).Dims[0]%G != 0 {
		return nil
	}
	Fg := rankedTensorType(w).Dims[0] / G
	Cg := C / G
	dxp := l.dims(xp)
	xg := l.expand(xp, [][]int{{0}, {1, 2}, {3}, {4}}, []extent{dxp[0], {n: G}, {n: Cg}, dxp[2], dxp[3]})
	wg := l.expand(w, [][]int{{0, 1}, {2}, {3}, {4}}, []extent{{n: G}, {n: Fg}, dw[1], dw[2], dw[3]})
	og := l.expand(init, [][]int{{0}, {1, 2}, {3}, {4}}, []extent{outSizes[0], {n: G}, {n: Fg}, outSizes[2], outSizes[3]})
	d := ir.AffineDimExpr
	c := ir.AffineConstExpr
	win := func(o, k int, i int) *ir.AffineExpr {
		return ir.AffineAddExpr(ir.AffineMulExpr(d(o), c(strides[i])), ir.AffineMulExpr(d(k), c(dil[i])))
	}
	xmap := ir.NewAffineMap(8, 0, []*ir.AffineExpr{d(0), d(1), d(5), win(3, 6, 0), win(4, 7, 1)})
	wmap := ir.NewAffineMap(8, 0, []*ir.AffineExpr{d(1), d(2), d(5), d(6), d(7)})
	omap := ir.NewAffineMap(8, 0, []*ir.AffineExpr{d(0), d(1), d(2), d(3), d(4)})
	iters := []string{"parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"}
	g := l.generic([]*ir.Value{xg, wg}, []*ir.Value{og}, []*ir.AffineMap{xmap, wmap, omap}, iters,
		func(blockArgs []*ir.Value) []*ir.Value {
			return []*ir.Value{l.add(blockArgs[2], l.mul(blockArgs[0], blockArgs[1]))}
		})
	return l.collapse(g.Result(0), [][]int{{0}, {1, 2}, {3}, {4}}, shapeOf(outSizes))
}

// poolParams are a 2-d pooling's parameters, the original operands:
// dilation is max pooling's, countIncludePad and divisorOverride avg
// pooling's.
type poolParams struct {
	kernel, stride, padding, dilation, ceilMode, countIncludePad, divisorOverride *ir.Value
}

// maxPool2d lowers max_pool2d(x, k, stride, padding, dilation, ceil_mode)
// and max_pool2d_with_indices.
func maxPool2d[A interface {
	~[]*ir.Value
	Self() *ir.Value
	KernelSize() *ir.Value
	Stride() *ir.Value
	Padding() *ir.Value
	Dilation() *ir.Value
	CeilMode() *ir.Value
}](withIndices bool) func(l *opLowering) []*ir.Value {
	return func(l *opLowering) []*ir.Value {
		orig, conv := argsOf[A](l)
		return l.pool2d("max", withIndices, conv.Self(), poolParams{kernel: orig.KernelSize(), stride: orig.Stride(),
			padding: orig.Padding(), dilation: orig.Dilation(), ceilMode: orig.CeilMode()})
	}
}

// pool2d lowers max_pool2d(x, k, stride, padding, dilation, ceil_mode) and
// avg_pool2d(x, k, stride, padding, ceil_mode, count_include_pad, divisor_override).
func (l *opLowering) pool2d(kind string, withIndices bool, x *ir.Value, pp poolParams) []*ir.Value {
	rt := l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil || (len(rankedTensorType(x).Dims) != 4 && len(rankedTensorType(x).Dims) != 3) {
		return nil
	}
	if withIndices && !l.op.Result(1).UseEmpty() {
		return nil
	}
	k, ok1 := pairs(pp.kernel, 2, 1)
	if !ok1 {
		return nil
	}
	s, ok2 := pairs(pp.stride, 2, 0)
	if isEmptyList(pp.stride) {
		s = k // stride=[] is the kernel size; an explicit 0 is invalid
	}
	p, ok3 := pairs(pp.padding, 2, 0)
	dil := []int64{1, 1}
	if kind == "max" {
		var ok bool
		if dil, ok = pairs(pp.dilation, 2, 1); !ok {
			return nil
		}
	}
	ceil, ok4 := constBool(pp.ceilMode)
	if !ok2 || !ok3 || !ok4 {
		return nil
	}
	for i := 0; i < 2; i++ {
		// What PyTorch accepts (the verifier reports the rest).
		if k[i] < 1 || s[i] < 1 || dil[i] < 1 || p[i] < 0 || 2*p[i] > dil[i]*(k[i]-1)+1 {
			return nil
		}
	}
	countPad := true
	if kind == "avg" {
		var ok bool
		if countPad, ok = constBool(pp.countIncludePad); !ok {
			return nil
		}
		if !isNone(pp.divisorOverride) {
			return nil
		}
		if !countPad && (p[0] != 0 || p[1] != 0) {
			return nil
		}
	}
	unbatched := len(rankedTensorType(x).Dims) == 3
	if unbatched {
		x = l.reshape(x, append([]extent{{n: 1}}, l.dims(x)...))
	}
	elem := rt.Elem
	dx := l.dims(x)
	oh := l.windowOut(dx[2], k[0], s[0], p[0], dil[0], ceil)
	ow := l.windowOut(dx[3], k[1], s[1], p[1], dil[1], ceil)
	// ceil_mode may read past the padded input: pad the high side more.
	hi := []int64{p[0], p[1]}
	if ceil {
		if !dx[2].static() || !dx[3].static() {
			return nil
		}
		for i, o := range []extent{oh, ow} {
			need := (o.n-1)*s[i] + dil[i]*(k[i]-1) + 1
			if extra := need - (dx[2+i].n + 2*p[i]); extra > 0 {
				hi[i] += extra
			}
		}
	}
	padVal := l.constant(elem, 0)
	if kind == "max" {
		padVal = l.constant(elem, math.Inf(-1))
	}
	xp := l.pad(x, p, hi, padVal)
	out := []extent{dx[0], dx[1], oh, ow}
	if !unbatched {
		out = withType(out, rt)
	}
	window := l.empty([]extent{{n: k[0]}, {n: k[1]}}, elem)
	attrs := []ir.NamedAttr{attr("dilations", l.i64Elements(dil)), attr("strides", l.i64Elements(s))}
	var v *ir.Value
	if kind == "max" {
		init := l.filled(out, elem, l.constant(elem, math.Inf(-1)))
		v = l.named(linalg.PoolingNchwMax.Name, []*ir.Value{xp, window}, init, attrs...)
	} else {
		init := l.filled(out, elem, l.constant(elem, 0))
		v = l.named(linalg.PoolingNchwSum.Name, []*ir.Value{xp, window}, init, attrs...)
		n := l.constant(elem, float64(k[0]*k[1]))
		v = l.elementwise(rankedTensorType(v), []*ir.Value{v}, func(xs []*ir.Value) *ir.Value { return l.div(xs[0], n) })
	}
	if unbatched {
		ds := l.dims(v)
		v = l.reshape(v, ds[1:])
	}
	if withIndices {
		it, _ := l.rw.TypeConverter.Convert(l.op.Result(1).Type()).(*ir.RankedTensorType)
		if it == nil {
			return nil
		}
		return []*ir.Value{v, l.empty(l.dims(v), it.Elem)}
	}
	return []*ir.Value{v}
}

// adaptiveAvgPool2d handles output sizes dividing the input sizes (a
// plain average pooling), including the global 1x1 case.
func adaptiveAvgPool2d[A interface {
	selfArgs
	OutputSize() *ir.Value
}](l *opLowering) *ir.Value {
	orig, conv := argsOf[A](l)
	x, rt := conv.Self(), l.resultType(0)
	os, ok := constInts(orig.OutputSize())
	if rt == nil || rankedTensorType(x) == nil || !ok || len(os) != 2 || len(rankedTensorType(x).Dims) < 3 || os[0] < 1 || os[1] < 1 {
		return nil
	}
	r := len(rankedTensorType(x).Dims)
	H, W := rankedTensorType(x).Dims[r-2], rankedTensorType(x).Dims[r-1]
	if os[0] == 1 && os[1] == 1 {
		dims := map[int]bool{r - 2: true, r - 1: true}
		v := l.reduce(x, dims, true, rt.Elem, l.constant(rt.Elem, 0), l.add)
		n := l.cast(l.create(arith.MulI.Name, []*ir.Value{l.val(l.dim(x, r-2)), l.val(l.dim(x, r-1))}, l.ctx.IndexType()), rt.Elem)
		return l.elementwise(rankedTensorType(v), []*ir.Value{v}, func(xs []*ir.Value) *ir.Value { return l.div(xs[0], n) })
	}
	if H == ir.ShapedDynamic || W == ir.ShapedDynamic || H%os[0] != 0 || W%os[1] != 0 || r != 4 {
		return nil
	}
	k := []int64{H / os[0], W / os[1]}
	elem := rt.Elem
	dx := l.dims(x)
	out := []extent{dx[0], dx[1], {n: os[0]}, {n: os[1]}}
	window := l.empty([]extent{{n: k[0]}, {n: k[1]}}, elem)
	init := l.filled(out, elem, l.constant(elem, 0))
	v := l.named(linalg.PoolingNchwSum.Name, []*ir.Value{x, window}, init,
		attr("dilations", l.i64Elements([]int64{1, 1})), attr("strides", l.i64Elements(k)))
	n := l.constant(elem, float64(k[0]*k[1]))
	return l.elementwise(rankedTensorType(v), []*ir.Value{v}, func(xs []*ir.Value) *ir.Value { return l.div(xs[0], n) })
}
