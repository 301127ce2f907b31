package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers the poolings linear.go's named-op path leaves: max
// pooling with its indices used (2-d and 3-d), 1-d max pooling, 1-d and
// 3-d average pooling, average pooling that does not count the padding,
// has a divisor override or is in ceil mode, and adaptive average and
// max pooling whose windows do not tile the input.
//
// Each is one linalg.generic over (leading dims, output positions, window
// offsets), the window loops being reductions whose sizes come from an
// unread tensor.empty (as the named poolings do). The body computes the
// input position of each window element and whether it is inside the
// input, reads it with tensor.extract at the position clamped into the
// input, and leaves the accumulator as it is for an element outside (the
// padding, or past an adaptive window's end). Max pooling carries (value,
// index) as argmax does: an element replaces the maximum when it is
// greater or NaN, or when no element was taken yet, so that a window of
// -inf reports its first element as PyTorch does; the index is the
// element's offset in the flattened spatial dims. An average divides the
// window sums by a second generic computing each window's divisor from
// its position, PyTorch's way.

// poolArgs says how a pooling op takes its parameters.
type poolArgs struct {
	spatial int
	// max or avg; adaptive takes an output size instead of the window
	// parameters.
	kind     string
	adaptive bool
	// indices: the op returns (values, indices).
	indices bool
	// onlyCeil applies the pattern to ceil_mode=True only.
	onlyCeil bool
	// operands names the op's arguments in a list laid out like its
	// operands (the operands, or their converted values).
	operands func(vs []*ir.Value) poolOperands
}

// poolOperands are a pooling's arguments; one the op lacks is nil.
type poolOperands struct {
	self, outputSize, kernel, stride, padding, dilation, ceil, countIncludePad, divisorOverride *ir.Value
}

// windowArgs are the argument lists of max_poolNd and avg_poolNd.
type windowArgs interface {
	selfArgs
	KernelSize() *ir.Value
	Stride() *ir.Value
	Padding() *ir.Value
	CeilMode() *ir.Value
}

// maxPool is max_poolNd[_with_indices](x, kernel, stride, padding, dilation, ceil_mode).
func maxPool[A interface {
	windowArgs
	Dilation() *ir.Value
}](n int, indices bool) poolArgs {
	return poolArgs{spatial: n, kind: "max", indices: indices, operands: func(vs []*ir.Value) poolOperands {
		a := A(vs)
		return poolOperands{self: a.Self(), kernel: a.KernelSize(), stride: a.Stride(), padding: a.Padding(),
			dilation: a.Dilation(), ceil: a.CeilMode()}
	}}
}

// avgPool is avg_poolNd(x, kernel, stride, padding, ceil_mode,
// count_include_pad, ...).
func avgPool[A interface {
	windowArgs
	CountIncludePad() *ir.Value
}](n int) poolArgs {
	return poolArgs{spatial: n, kind: "avg", operands: func(vs []*ir.Value) poolOperands {
		a := A(vs)
		return poolOperands{self: a.Self(), kernel: a.KernelSize(), stride: a.Stride(), padding: a.Padding(),
			ceil: a.CeilMode(), countIncludePad: a.CountIncludePad()}
	}}
}

// avgPoolDivisor is avg_pool2d/3d(x, kernel, stride, padding, ceil_mode,
// count_include_pad, divisor_override?) (avg_pool1d has no override).
func avgPoolDivisor[A interface {
	windowArgs
	CountIncludePad() *ir.Value
	DivisorOverride() *ir.Value
}](n int) poolArgs {
	p := avgPool[A](n)
	operands := p.operands
	p.operands = func(vs []*ir.Value) poolOperands {
		o := operands(vs)
		o.divisorOverride = A(vs).DivisorOverride()
		return o
	}
	return p
}

// adaptivePool is adaptive_{avg,max}_poolNd(x, output_size).
func adaptivePool[A interface {
	selfArgs
	OutputSize() *ir.Value
}](n int, kind string) poolArgs {
	return poolArgs{spatial: n, kind: kind, adaptive: true, indices: kind == "max", operands: func(vs []*ir.Value) poolOperands {
		a := A(vs)
		return poolOperands{self: a.Self(), outputSize: a.OutputSize()}
	}}
}

func poolPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// max_pool1d/2d(x, k, stride, padding, dilation, ceil_mode) = window maxima
		poolPat(torch.AtenMaxPool1d.Name, maxPool[torch.AtenMaxPool1dArgs[*ir.Value]](1, false)),
		poolPat(torch.AtenMaxPool2d.Name, maxPool[torch.AtenMaxPool2dArgs[*ir.Value]](2, false)),
		// max_pool2d/3d_with_indices: (window maxima, their flat spatial offsets)
		poolPat(torch.AtenMaxPool2dWithIndices.Name, maxPool[torch.AtenMaxPool2dWithIndicesArgs[*ir.Value]](2, true)),
		poolPat(torch.AtenMaxPool3dWithIndices.Name, maxPool[torch.AtenMaxPool3dWithIndicesArgs[*ir.Value]](3, true)),
		// avg_pool1d/2d/3d(x, k, stride, padding, ceil_mode, count_include_pad, divisor_override?) = window sums / divisor
		poolPat(torch.AtenAvgPool1d.Name, avgPool[torch.AtenAvgPool1dArgs[*ir.Value]](1)),
		poolPat(torch.AtenAvgPool2d.Name, avgPoolDivisor[torch.AtenAvgPool2dArgs[*ir.Value]](2)),
		poolPat(torch.AtenAvgPool3d.Name, avgPoolDivisor[torch.AtenAvgPool3dArgs[*ir.Value]](3)),
		// avg_pool2d in ceil mode, before linear.go's named-op path: its
		// divisor, the window size, is wrong for a last window hanging
		// past the padded input.
		first(poolPat(torch.AtenAvgPool2d.Name, ceilOnly(avgPoolDivisor[torch.AtenAvgPool2dArgs[*ir.Value]](2)))),
		// adaptive_avg_pool(x, output_size) = means of [floor(o*H/OH), ceil((o+1)*H/OH))
		poolPat(torch.AtenAdaptiveAvgPool1d.Name, adaptivePool[torch.AtenAdaptiveAvgPool1dArgs[*ir.Value]](1, "avg")),
		poolPat(torch.AtenAdaptiveAvgPool2d.Name, adaptivePool[torch.AtenAdaptiveAvgPool2dArgs[*ir.Value]](2, "avg")),
		poolPat(torch.Aten_AdaptiveAvgPool2d.Name, adaptivePool[torch.Aten_AdaptiveAvgPool2dArgs[*ir.Value]](2, "avg")),
		poolPat(torch.Aten_AdaptiveAvgPool3d.Name, adaptivePool[torch.Aten_AdaptiveAvgPool3dArgs[*ir.Value]](3, "avg")),
		// adaptive_max_pool2d(x, output_size) = (maxima of those windows, offsets)
		poolPat(torch.AtenAdaptiveMaxPool2d.Name, adaptivePool[torch.AtenAdaptiveMaxPool2dArgs[*ir.Value]](2, "max")),
	}
}

// ceilOnly restricts a to ceil_mode=True.
func ceilOnly(a poolArgs) poolArgs {
	a.onlyCeil = true
	return a
}

// first makes p tried before the other patterns of its op.
func first(p *rewrite.ConversionPattern) *rewrite.ConversionPattern {
	p.Benefit = 2
	return p
}

func poolPat(name string, a poolArgs) *rewrite.ConversionPattern {
	return patN(name, func(l *opLowering) []*ir.Value { return l.pool(a) })
}

// poolDim is one spatial dim of a pooling.
type poolDim struct {
	// in and out are the input and output sizes, window the size of the
	// window loop.
	in, out, window extent
	// at gives (inside a body) the input position of output position o
	// at window offset k, and whether it is in the input.
	at func(o, k *ir.Value) (h, ok *ir.Value)
	// count gives (inside a body) the divisor of output position o.
	count func(o *ir.Value) *ir.Value
}

// ix builds an index arith op.
func (l *opLowering) ix(name string, a, b *ir.Value) *ir.Value {
	return l.create(name, []*ir.Value{a, b}, l.ctx.IndexType())
}

// mulC is v * c, addC v + c (index), skipping the identities.
func (l *opLowering) mulC(v *ir.Value, c int64) *ir.Value {
	if c == 1 {
		return v
	}
	return l.ix(arith.MulI.Name, v, l.index(c))
}

func (l *opLowering) addC(v *ir.Value, c int64) *ir.Value {
	if c == 0 {
		return v
	}
	return l.ix(arith.AddI.Name, v, l.index(c))
}

func (l *opLowering) icmp(pred string, a, b *ir.Value) *ir.Value {
	return l.create(arith.CmpI.Name, []*ir.Value{a, b}, l.ctx.I(1), attr("predicate", cmpi(l.ctx, pred)))
}

func (l *opLowering) and(a, b *ir.Value) *ir.Value {
	if a == nil {
		return b
	}
	return l.create(arith.AndI.Name, []*ir.Value{a, b}, l.ctx.I(1))
}

func (l *opLowering) pool(a poolArgs) []*ir.Value {
	orig := a.operands(l.op.Operands())
	x, rt := a.operands(l.args).self, l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil {
		return nil
	}
	s := a.spatial
	lead := len(rankedTensorType(x).Dims) - s
	if lead < 1 || lead > 2 || len(rt.Dims) != lead+s {
		return nil
	}
	elem := rt.Elem
	var it *ir.RankedTensorType
	if a.indices {
		if it = l.resultType(1); it == nil {
			return nil
		}
	}
	dx := l.dims(x)
	var dims []poolDim
	var ok bool
	if a.adaptive {
		dims, ok = l.adaptiveDims(orig.outputSize, dx[lead:])
	} else {
		dims, ok = l.windowDims(a, orig, dx[lead:])
	}
	if !ok {
		return nil
	}
	x = l.tensorElemCast(x, elem)
	out := append([]extent(nil), dx[:lead]...)
	var window []extent
	for _, d := range dims {
		out = append(out, d.out)
		window = append(window, d.window)
	}
	out = withType(out, rt)
	n := lead + 2*s
	// Loops (lead..., o..., k...); the window tensor only sizes the k loops.
	ks := make([]int, s)
	for i := range ks {
		ks[i] = lead + s + i
	}
	winMap, outMap := dimsMap(n, ks), dimsMap(n, seq(lead+s))
	iters := append(parallel(lead+s), reductions(s)...)
	win := l.empty(window, elem)
	// Indices of the clamped last elements, for reading inside the input.
	last := make([]*ir.Value, s)
	for i, d := range dims {
		last[i] = l.val(l.addConst(d.in, -1))
	}
	// read returns (inside the body) the element of the window, whether
	// it is in the input, and (withFlat) its flattened spatial offset.
	read := func(withFlat bool) (v, valid, flat *ir.Value) {
		at := make([]*ir.Value, 0, lead+s)
		for i := 0; i < lead; i++ {
			at = append(at, l.linalgIndex(i))
		}
		zero := l.index(0)
		for i, d := range dims {
			h, in := d.at(l.linalgIndex(lead+i), l.linalgIndex(lead+s+i))
			valid = l.and(valid, in)
			hc := l.ix(arith.MinSI.Name, l.ix(arith.MaxSI.Name, h, zero), last[i])
			at = append(at, hc)
			switch {
			case !withFlat:
			case flat == nil:
				flat = h
			default:
				flat = l.ix(arith.AddI.Name, l.ix(arith.MulI.Name, flat, l.val(d.in)), h)
			}
		}
		return l.extractAt(x, at), valid, flat
	}
	if a.kind == "max" {
		i64 := l.ctx.I(64)
		val := l.filled(out, elem, l.constant(elem, math.Inf(-1)))
		idx := l.filled(out, i64, l.constant(i64, -1))
		g := l.generic([]*ir.Value{win}, []*ir.Value{val, idx}, []*ir.AffineMap{winMap, outMap, outMap}, iters,
			func(blockArgs []*ir.Value) []*ir.Value {
				best, bi := blockArgs[1], blockArgs[2]
				v, valid, flat := read(true)
				take := l.cmp("gt", v, best)
				if isFloat(elem) {
					isNaN := l.create(arith.CmpF.Name, []*ir.Value{v, v}, l.ctx.I(1), attr("predicate", cmpf(l.ctx, "uno")))
					take = l.create(arith.OrI.Name, []*ir.Value{take, isNaN}, l.ctx.I(1))
				}
				none := l.cmp("eq", bi, l.constant(i64, -1))
				take = l.and(valid, l.create(arith.OrI.Name, []*ir.Value{take, none}, l.ctx.I(1)))
				return []*ir.Value{l.sel(take, v, best), l.sel(take, l.cast(flat, i64), bi)}
			})
		if a.indices {
			return []*ir.Value{g.Result(0), l.tensorElemCast(g.Result(1), it.Elem)}
		}
		return []*ir.Value{g.Result(0)}
	}
	zeroF := l.constant(elem, 0)
	sum := l.generic([]*ir.Value{win}, []*ir.Value{l.filled(out, elem, zeroF)}, []*ir.AffineMap{winMap, outMap}, iters,
		func(blockArgs []*ir.Value) []*ir.Value {
			v, valid, _ := read(false)
			return []*ir.Value{l.add(blockArgs[1], l.sel(valid, v, l.constant(elem, 0)))}
		}).Result(0)
	r := lead + s
	var override *ir.Value
	if orig.divisorOverride != nil && !isNone(orig.divisorOverride) {
		d, ok := constInt(orig.divisorOverride)
		if !ok || d == 0 {
			return nil
		}
		override = l.constant(elem, float64(d))
	}
	avg := l.generic([]*ir.Value{sum}, []*ir.Value{l.empty(l.dims(sum), elem)}, []*ir.AffineMap{identity(r), identity(r)}, parallel(r),
		func(blockArgs []*ir.Value) []*ir.Value {
			div := override
			if div == nil {
				var cnt *ir.Value
				for i, d := range dims {
					c := d.count(l.linalgIndex(lead + i))
					if cnt == nil {
						cnt = c
					} else {
						cnt = l.ix(arith.MulI.Name, cnt, c)
					}
				}
				div = l.cast(cnt, elem)
			}
			if !isFloat(elem) {
				// Integers divide truncating, as PyTorch's kernel; an
				// empty window (sum 0) divides by 1, not 0.
				div = l.create(arith.MaxSI.Name, []*ir.Value{div, l.constant(elem, 1)}, elem)
			}
			return []*ir.Value{l.div(blockArgs[0], div)}
		}).Result(0)
	return []*ir.Value{avg}
}

// isEmptyList reports whether v is a constant empty list.
func isEmptyList(v *ir.Value) bool {
	es, ok := listElems(v)
	return ok && len(es) == 0
}

// windowDims reads the kernel, stride, padding, dilation and ceil_mode
// of max_pool/avg_pool (operands o) for input sizes in.
func (l *opLowering) windowDims(a poolArgs, o poolOperands, in []extent) ([]poolDim, bool) {
	s := len(in)
	k, ok1 := intParam(o.kernel, s, 1)
	st, ok2 := intParam(o.stride, s, 0)
	p, ok3 := intParam(o.padding, s, 0)
	d, ok4 := intParam(o.dilation, s, 1)
	ceil, ok5 := constBool(o.ceil)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || (a.onlyCeil && !ceil) {
		return nil, false
	}
	countPad := true
	if o.countIncludePad != nil {
		var ok bool
		if countPad, ok = constBool(o.countIncludePad); !ok {
			return nil, false
		}
	}
	if o.stride != nil && isEmptyList(o.stride) {
		st = k // stride=[] is the kernel size; an explicit 0 is invalid
	}
	dims := make([]poolDim, s)
	for i := range dims {
		// PyTorch's limit: padding at most half the dilated window.
		if k[i] < 1 || st[i] < 1 || d[i] < 1 || p[i] < 0 || 2*p[i] > (k[i]-1)*d[i]+1 {
			return nil, false
		}
		ki, si, pi, di, H := k[i], st[i], p[i], d[i], in[i]
		Hv := l.val(H)
		padded := l.val(l.addConst(H, pi))
		dims[i] = poolDim{in: H, out: l.poolOut(H, ki, si, pi, di, ceil), window: extent{n: ki},
			// h = o*stride - padding + k*dilation
			at: func(o, kk *ir.Value) (*ir.Value, *ir.Value) {
				h := l.addC(l.ix(arith.AddI.Name, l.mulC(o, si), l.mulC(kk, di)), -pi)
				ok := l.and(l.icmp("sge", h, l.index(0)), l.icmp("slt", h, Hv))
				return h, ok
			},
			// PyTorch's avg_pool divisor: the window clipped to the
			// padded input, or to the input without count_include_pad.
			count: func(o *ir.Value) *ir.Value {
				start := l.addC(l.mulC(o, si), -pi)
				end := l.ix(arith.MinSI.Name, l.addC(start, ki), padded)
				if !countPad {
					start = l.ix(arith.MaxSI.Name, start, l.index(0))
					end = l.ix(arith.MinSI.Name, end, Hv)
				}
				return l.ix(arith.SubI.Name, end, start)
			}}
	}
	return dims, true
}

// poolOut is the number of windows: windowOut, where in ceil mode a last
// window starting past the input and its left padding is dropped.
func (l *opLowering) poolOut(n extent, k, s, p, d int64, ceil bool) extent {
	o := l.windowOut(n, k, s, p, d, ceil)
	if !ceil || n.static() {
		return o
	}
	// o - ((o-1)*s >= n + p)
	prev := l.addC(o.v, -1)
	past := l.icmp("sge", l.mulC(prev, s), l.addC(n.v, p))
	return extent{n: ir.ShapedDynamic, v: l.sel(past, prev, o.v)}
}

// adaptiveDims reads outputSize for input sizes in: output position o
// of a dim of size H pools [floor(o*H/OH), ceil((o+1)*H/OH)), at most
// ceil(H/OH)+1 elements (the window loop's size, exact when H is static).
func (l *opLowering) adaptiveDims(outputSize *ir.Value, in []extent) ([]poolDim, bool) {
	os, ok := constInts(outputSize)
	if !ok || len(os) != len(in) {
		return nil, false
	}
	dims := make([]poolDim, len(in))
	for i, H := range in {
		OH := os[i]
		if OH < 1 || OH > maxStaticExtent {
			return nil, false
		}
		var win extent
		switch {
		case H.static() && OH <= 1<<16:
			m := int64(0)
			for o := int64(0); o < OH; o++ {
				m = max(m, ((o+1)*H.n+OH-1)/OH-o*H.n/OH)
			}
			win = extent{n: m}
		case H.static():
			win = extent{n: (H.n+OH-1)/OH + 1} // the bound, not worth OH steps to tighten
		default:
			win = l.addConst(extent{n: ir.ShapedDynamic, v: l.ix(arith.CeilDivSI.Name, H.v, l.index(OH))}, 1)
		}
		Hv := l.val(H)
		bounds := func(o *ir.Value) (start, end *ir.Value) {
			start = l.ix(arith.DivSI.Name, l.ix(arith.MulI.Name, o, Hv), l.index(OH))
			o1 := l.ix(arith.AddI.Name, o, l.index(1))
			end = l.ix(arith.CeilDivSI.Name, l.ix(arith.MulI.Name, o1, Hv), l.index(OH))
			return start, end
		}
		dims[i] = poolDim{in: H, out: extent{n: OH}, window: win,
			at: func(o, k *ir.Value) (*ir.Value, *ir.Value) {
				start, end := bounds(o)
				h := l.ix(arith.AddI.Name, start, k)
				return h, l.icmp("slt", h, end)
			},
			count: func(o *ir.Value) *ir.Value {
				start, end := bounds(o)
				return l.ix(arith.SubI.Name, end, start)
			}}
	}
	return dims, true
}
