package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers the convolutions linear.go's 2-D path leaves: 1 and 3
// spatial dims, unbatched inputs and transposed convolutions, with groups,
// strides, padding and dilation. A plain convolution is a tensor.pad then
// linalg.conv_1d_ncw_fcw / conv_2d_nchw_fchw / conv_3d_ncdhw_fcdhw (a
// generic over expanded group dims when grouped). A transposed convolution
// is rewritten as a plain one (the standard formulation), which keeps it a
// named op instead of a scatter: the input is spread stride apart into a
// zero tensor (tensor.insert_slice with strides) with dilation*(k-1)-padding
// zeros before and that plus output_padding after (a tensor.extract_slice
// crops instead where that is negative), the kernel is flipped and its
// in/out channel dims swapped within each group, and the convolution then
// runs with stride 1 and the same dilation. The "valid"/"same" padding
// strings of conv*.padding become the padding they stand for.
//
// The patterns are registered after linear.go's, so they see only what it
// rejects; they handle 2-D too, for the unbatched and transposed cases.

// convArgs says how an op takes its convolution parameters.
type convArgs struct {
	// spatial is the number of spatial dims, 0 when the weight's rank
	// says it.
	spatial int
	// unbatched allows an input without the batch dim (conv1d/2d/3d and
	// conv_transpose*, not aten.convolution).
	unbatched bool
	// alwaysTransposed stands for the transposed flag of an op without
	// one.
	alwaysTransposed bool
	// paddingStr: padding is the string "valid" or "same".
	paddingStr bool
	// operands names the op's arguments in a list laid out like its
	// operands (the operands, or their converted values).
	operands func(vs []*ir.Value) convOperands
}

// convOperands are a convolution's arguments; a parameter the op lacks
// is nil (its default then).
type convOperands struct {
	input, weight, bias, stride, padding, dilation, transposed, outputPadding, groups *ir.Value
}

// convolutionOperands: convolution(x, w, b?, stride, padding, dilation,
// transposed, output_padding, groups, ...).
func convolutionOperands[A interface {
	convOpArgs
	Transposed() *ir.Value
	OutputPadding() *ir.Value
}](vs []*ir.Value) convOperands {
	a := convNdOperands[A](vs)
	a.transposed, a.outputPadding = A(vs).Transposed(), A(vs).OutputPadding()
	return a
}

// convNdOperands: convNd(x, w, b?, stride, padding, dilation, groups) and
// convNd.padding(x, w, b?, stride, "valid"|"same", dilation, groups).
func convNdOperands[A convOpArgs](vs []*ir.Value) convOperands {
	a := A(vs)
	return convOperands{input: a.Input(), weight: a.Weight(), bias: a.Bias(), stride: a.Stride(), padding: a.Padding(),
		dilation: a.Dilation(), groups: a.Groups()}
}

// convTransposeOperands: conv_transposeNd(x, w, b?, stride, padding,
// output_padding, groups, dilation).
func convTransposeOperands[A interface {
	convOpArgs
	OutputPadding() *ir.Value
}](vs []*ir.Value) convOperands {
	a := convNdOperands[A](vs)
	a.outputPadding = A(vs).OutputPadding()
	return a
}

func convPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// convolution/_convolution: any spatial rank, plain or transposed
		convPat(torch.AtenConvolution.Name, convArgs{operands: convolutionOperands[torch.AtenConvolutionArgs[*ir.Value]]}),
		convPat(torch.Aten_Convolution.Name, convArgs{operands: convolutionOperands[torch.Aten_ConvolutionArgs[*ir.Value]]}),
		// conv1d/2d/3d: plain, maybe unbatched
		convPat(torch.AtenConv1d.Name, convArgs{spatial: 1, unbatched: true, operands: convNdOperands[torch.AtenConv1dArgs[*ir.Value]]}),
		convPat(torch.AtenConv2d.Name, convArgs{spatial: 2, unbatched: true, operands: convNdOperands[torch.AtenConv2dArgs[*ir.Value]]}),
		convPat(torch.AtenConv3d.Name, convArgs{spatial: 3, unbatched: true, operands: convNdOperands[torch.AtenConv3dArgs[*ir.Value]]}),
		// conv1d/2d/3d.padding: padding "valid" (none) or "same" (stride 1)
		convPat(torch.AtenConv1dPadding.Name, convArgs{spatial: 1, unbatched: true, paddingStr: true,
			operands: convNdOperands[torch.AtenConv1dPaddingArgs[*ir.Value]]}),
		convPat(torch.AtenConv2dPadding.Name, convArgs{spatial: 2, unbatched: true, paddingStr: true,
			operands: convNdOperands[torch.AtenConv2dPaddingArgs[*ir.Value]]}),
		convPat(torch.AtenConv3dPadding.Name, convArgs{spatial: 3, unbatched: true, paddingStr: true,
			operands: convNdOperands[torch.AtenConv3dPaddingArgs[*ir.Value]]}),
		// conv_transpose1d/2d/3d: transposed, maybe unbatched
		convPat(torch.AtenConvTranspose1d.Name, convArgs{spatial: 1, unbatched: true, alwaysTransposed: true,
			operands: convTransposeOperands[torch.AtenConvTranspose1dArgs[*ir.Value]]}),
		convPat(torch.AtenConvTranspose2dInput.Name, convArgs{spatial: 2, unbatched: true, alwaysTransposed: true,
			operands: convTransposeOperands[torch.AtenConvTranspose2dInputArgs[*ir.Value]]}),
		convPat(torch.AtenConvTranspose3dInput.Name, convArgs{spatial: 3, unbatched: true, alwaysTransposed: true,
			operands: convTransposeOperands[torch.AtenConvTranspose3dInputArgs[*ir.Value]]}),
	}
}

func convPat(name string, a convArgs) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value { return l.convolutionND(a) })
}

// convNamed are the named convolutions (groups 1, NC... layout) by the
// number of spatial dims.
var convNamed = map[int]string{1: linalg.Conv1DNcwFcw.Name, 2: linalg.Conv2DNchwFchw.Name, 3: linalg.Conv3DNcdhwFcdhw.Name}

// intParam reads v as a per-spatial-dim int list (def when v is nil: the
// op has no such argument).
func intParam(v *ir.Value, n int, def int64) ([]int64, bool) {
	if v == nil {
		out := make([]int64, n)
		for j := range out {
			out[j] = def
		}
		return out, true
	}
	return pairs(v, n, def)
}

// convolutionND lowers a convolution of 1 to 3 spatial dims, plain or
// transposed, batched or not.
func (l *opLowering) convolutionND(a convArgs) *ir.Value {
	orig, conv := a.operands(l.op.Operands()), a.operands(l.args)
	x, w, rt := conv.input, conv.weight, l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil || rankedTensorType(w) == nil {
		return nil
	}
	s := len(rankedTensorType(w).Dims) - 2
	if s < 1 || s > 3 || (a.spatial != 0 && s != a.spatial) {
		return nil
	}
	unbatched := false
	switch len(rankedTensorType(x).Dims) {
	case s + 2:
	case s + 1:
		if !a.unbatched {
			return nil
		}
		unbatched = true
	default:
		return nil
	}
	stride, ok1 := intParam(orig.stride, s, 1)
	dil, ok3 := intParam(orig.dilation, s, 1)
	// A padding string is "valid" (none) or "same" (set below).
	padding, ok2 := make([]int64, s), false
	padStr, _ := constStr(orig.padding)
	if a.paddingStr {
		ok2 = padStr == "valid" || padStr == "same"
	} else {
		padding, ok2 = intParam(orig.padding, s, 0)
	}
	outPad, ok4 := intParam(orig.outputPadding, s, 0)
	groups, ok5 := constInt(orig.groups)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || groups < 1 {
		return nil
	}
	transposed := a.alwaysTransposed
	if orig.transposed != nil {
		var ok bool
		if transposed, ok = constBool(orig.transposed); !ok {
			return nil
		}
	}
	k := rankedTensorType(w).Dims[2:]
	for i := 0; i < s; i++ {
		if k[i] == ir.ShapedDynamic || stride[i] < 1 || dil[i] < 1 || padding[i] < 0 || outPad[i] < 0 {
			return nil
		}
	}
	padLo, padHi := padding, padding
	if a.paddingStr && padStr == "same" {
		// PyTorch's "same" (stride 1 only): dilation*(k-1) in all, the odd
		// one on the high side.
		padLo, padHi = make([]int64, s), make([]int64, s)
		for i := 0; i < s; i++ {
			if stride[i] != 1 {
				return nil
			}
			total := dil[i] * (k[i] - 1)
			padLo[i], padHi[i] = total/2, total-total/2
		}
	}
	elem := rt.Elem
	x, w = l.tensorElemCast(x, elem), l.tensorElemCast(w, elem)
	if unbatched {
		x = l.expand(x, unitLead(s+1), append([]extent{{n: 1}}, l.dims(x)...))
	}
	zero := l.constant(elem, 0)
	convStride := stride
	var xp *ir.Value
	if transposed {
		lo, hi := make([]int64, s), make([]int64, s)
		for i := range lo {
			lo[i] = dil[i]*(k[i]-1) - padding[i]
			hi[i] = lo[i] + outPad[i]
		}
		xp = l.spread(x, stride, lo, hi, zero)
		if w = l.transposeKernel(w, groups); w == nil {
			return nil
		}
		convStride = ones(s)
	} else {
		xp = l.pad(x, padLo, padHi, zero)
	}
	dxp := l.dims(xp)
	out := []extent{dxp[0], l.dim(w, 0)}
	for i := 0; i < s; i++ {
		out = append(out, l.windowOut(dxp[2+i], k[i], convStride[i], 0, dil[i], false))
	}
	outType := rt
	if unbatched {
		outType = tensorOf(l.ctx, append([]int64{1}, rt.Dims...), elem)
	}
	out = withType(out, outType)
	// The accumulator starts at the bias (broadcast over all but the
	// channel dim) or 0.
	var init *ir.Value
	if isNone(orig.bias) {
		init = l.filled(out, elem, zero)
	} else {
		b := l.tensorElemCast(conv.bias, elem)
		if rankedTensorType(b) == nil || len(rankedTensorType(b).Dims) != 1 {
			return nil
		}
		init = l.generic([]*ir.Value{b}, []*ir.Value{l.empty(out, elem)}, []*ir.AffineMap{dimsMap(s+2, []int{1}), identity(s + 2)},
			parallel(s+2), func(blockArgs []*ir.Value) []*ir.Value { return blockArgs[:1] }).Result(0)
	}
	v := l.convCore(xp, w, init, convStride, dil, groups)
	if v == nil {
		return nil
	}
	if unbatched {
		v = l.collapse(v, unitLead(s+1), rankedTensorType(v).Dims[1:])
	}
	return v
}

// unitLead is the reassociation adding (or dropping) a leading unit dim
// to a tensor of rank r: [[0, 1], [2], ..., [r]].
func unitLead(r int) [][]int {
	g := [][]int{{0, 1}}
	for i := 2; i <= r; i++ {
		g = append(g, []int{i})
	}
	return g
}

func ones(n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

// convCore accumulates the convolution of xp [N, C, spatial...] (already
// padded) with w [F, C/groups, k...] into init [N, F, out...].
func (l *opLowering) convCore(xp, w, init *ir.Value, stride, dil []int64, groups int64) *ir.Value {
	s := len(stride)
	attrs := []ir.NamedAttr{attr("dilations", l.i64Elements(dil)), attr("strides", l.i64Elements(stride))}
	if groups == 1 {
		return l.named(convNamed[s], []*ir.Value{xp, w}, init, attrs...)
	}
	// Grouped: x [N, G, C/G, sp...], w [G, F/G, C/G, k...], out [N, G,
	// F/G, o...]; loops (n, g, f, o..., c, k...).
	C, F := rankedTensorType(xp).Dims[1], rankedTensorType(w).Dims[0]
	if C == ir.ShapedDynamic || F == ir.ShapedDynamic || C%groups != 0 || F%groups != 0 {
		return nil
	}
	G := groups
	dx, dw, do := l.dims(xp), l.dims(w), l.dims(init)
	split := func(ds []extent, n int64) []extent { // [a, n, b, ...] -> [a, G, n/G, b, ...]
		return append([]extent{ds[0], {n: G}, {n: n / G}}, ds[2:]...)
	}
	batchGroups := append([][]int{{0}, {1, 2}}, shifted(3, s)...)
	xg := l.expand(xp, batchGroups, split(dx, C))
	wg := l.expand(w, append([][]int{{0, 1}, {2}}, shifted(3, s)...), append([]extent{{n: G}, {n: F / G}}, dw[1:]...))
	og := l.expand(init, batchGroups, split(do, F))
	d := ir.AffineDimExpr
	c := ir.AffineConstExpr
	n := 4 + 2*s
	xs := []*ir.AffineExpr{d(0), d(1), d(3 + s)}
	ws := []*ir.AffineExpr{d(1), d(2), d(3 + s)}
	os := []*ir.AffineExpr{d(0), d(1), d(2)}
	for i := 0; i < s; i++ {
		o, kk := 3+i, 4+s+i
		xs = append(xs, ir.AffineAddExpr(ir.AffineMulExpr(d(o), c(stride[i])), ir.AffineMulExpr(d(kk), c(dil[i]))))
		ws = append(ws, d(kk))
		os = append(os, d(o))
	}
	iters := append(parallel(3+s), reductions(1+s)...)
	g := l.generic([]*ir.Value{xg, wg}, []*ir.Value{og},
		[]*ir.AffineMap{ir.NewAffineMap(n, 0, xs), ir.NewAffineMap(n, 0, ws), ir.NewAffineMap(n, 0, os)}, iters,
		func(blockArgs []*ir.Value) []*ir.Value {
			return []*ir.Value{l.add(blockArgs[2], l.mul(blockArgs[0], blockArgs[1]))}
		})
	return l.collapse(g.Result(0), batchGroups, rankedTensorType(init).Dims)
}

// shifted is the singleton groups [from], [from+1], ... (n of them).
func shifted(from, n int) [][]int {
	out := make([][]int, n)
	for i := range out {
		out[i] = []int{from + i}
	}
	return out
}

func reductions(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "reduction"
	}
	return out
}

// spread returns x [N, C, L...] with its spatial elements placed stride
// apart, after lo and before hi copies of v: spatial size (L-1)*stride + 1
// + lo + hi. A negative lo or hi crops instead.
func (l *opLowering) spread(x *ir.Value, stride, lo, hi []int64, v *ir.Value) *ir.Value {
	s := len(stride)
	plain := true
	for i := 0; i < s; i++ {
		plain = plain && stride[i] == 1 && lo[i] >= 0 && hi[i] >= 0
	}
	if plain {
		return l.pad(x, lo, hi, v)
	}
	idx := l.ctx.IndexType()
	dx := l.dims(x)
	// grown[i] = (L-1)*stride + 1 + max(lo, 0) + max(hi, 0)
	full := append([]extent(nil), dx...)
	offs, strides := []extent{{n: 0}, {n: 0}}, []extent{{n: 1}, {n: 1}}
	for i := 0; i < s; i++ {
		plo, phi := max(lo[i], 0), max(hi[i], 0)
		L := dx[2+i]
		if L.static() {
			full[2+i] = extent{n: (L.n-1)*stride[i] + 1 + plo + phi}
		} else {
			m := l.create(arith.MulI.Name, []*ir.Value{L.v, l.index(stride[i])}, idx)
			full[2+i] = l.addConst(extent{n: ir.ShapedDynamic, v: m}, 1-stride[i]+plo+phi)
		}
		offs = append(offs, extent{n: plo})
		strides = append(strides, extent{n: stride[i]})
	}
	dest := l.filled(full, elemOf(x), v)
	grown := l.insertSlice(x, dest, offs, dx, strides)
	// Crop where lo or hi is negative.
	crop := false
	for i := 0; i < s; i++ {
		crop = crop || lo[i] < 0 || hi[i] < 0
	}
	if !crop {
		return grown
	}
	cOffs, cSizes, cStrides := []extent{{n: 0}, {n: 0}}, []extent{full[0], full[1]}, []extent{{n: 1}, {n: 1}}
	for i := 0; i < s; i++ {
		cut := max(-lo[i], 0) + max(-hi[i], 0)
		cOffs = append(cOffs, extent{n: max(-lo[i], 0)})
		cStrides = append(cStrides, extent{n: 1})
		cSizes = append(cSizes, l.addConst(full[2+i], -cut))
	}
	return l.extractSlice(grown, cOffs, cSizes, cStrides, shapeOf(cSizes))
}

// addConst is n + c.
func (l *opLowering) addConst(n extent, c int64) extent {
	if n.static() {
		return extent{n: n.n + c}
	}
	if c == 0 {
		return n
	}
	return extent{n: ir.ShapedDynamic, v: l.create(arith.AddI.Name, []*ir.Value{n.v, l.index(c)}, l.ctx.IndexType())}
}

// insertSlice builds tensor.insert_slice of src into dest with mixed
// static/dynamic offsets, sizes and strides.
func (l *opLowering) insertSlice(src, dest *ir.Value, offs, sizes, strides []extent) *ir.Value {
	var opnds []*ir.Value
	seg := []int64{1, 1, 0, 0, 0}
	var statics [3][]int64
	for k, list := range [][]extent{offs, sizes, strides} {
		for _, s := range list {
			if s.static() {
				statics[k] = append(statics[k], s.n)
			} else {
				statics[k] = append(statics[k], ir.ShapedDynamic)
				opnds = append(opnds, s.v)
				seg[k+2]++
			}
		}
	}
	return l.create(tensor.InsertSlice.Name, append([]*ir.Value{src, dest}, opnds...), dest.Type(),
		attr("static_offsets", l.ctx.DenseI64Array(statics[0])),
		attr("static_sizes", l.ctx.DenseI64Array(statics[1])),
		attr("static_strides", l.ctx.DenseI64Array(statics[2])),
		attr("operandSegmentSizes", l.ctx.DenseI32Array(seg)))
}

// transposeKernel turns a transposed convolution's weight [C, F/G, k...]
// into the equivalent plain convolution's [F, C/G, k...]: within each
// group the channel dims swap, and every spatial dim is reversed
// (out[g, f, c, j] = w[g, c, f, k-1-j]).
func (l *opLowering) transposeKernel(w *ir.Value, groups int64) *ir.Value {
	tw := rankedTensorType(w)
	s := len(tw.Dims) - 2
	dw := l.dims(w)
	d := ir.AffineDimExpr
	flip := func(base int) []*ir.AffineExpr {
		var es []*ir.AffineExpr
		for i := 0; i < s; i++ {
			es = append(es, ir.AffineSub(ir.AffineConstExpr(tw.Dims[2+i]-1), d(base+i)))
		}
		return es
	}
	if groups == 1 {
		n := s + 2
		in := ir.NewAffineMap(n, 0, append([]*ir.AffineExpr{d(1), d(0)}, flip(2)...))
		init := l.empty(append([]extent{dw[1], dw[0]}, dw[2:]...), tw.Elem)
		return l.generic([]*ir.Value{w}, []*ir.Value{init}, []*ir.AffineMap{in, identity(n)}, parallel(n),
			func(blockArgs []*ir.Value) []*ir.Value { return blockArgs[:1] }).Result(0)
	}
	C, Fg := tw.Dims[0], tw.Dims[1]
	if C == ir.ShapedDynamic || Fg == ir.ShapedDynamic || C%groups != 0 {
		return nil
	}
	G, Cg := groups, C/groups
	wg := l.expand(w, append([][]int{{0, 1}, {2}}, shifted(3, s)...), append([]extent{{n: G}, {n: Cg}, {n: Fg}}, dw[2:]...))
	n := s + 3
	in := ir.NewAffineMap(n, 0, append([]*ir.AffineExpr{d(0), d(2), d(1)}, flip(3)...))
	init := l.empty(append([]extent{{n: G}, {n: Fg}, {n: Cg}}, dw[2:]...), tw.Elem)
	t := l.generic([]*ir.Value{wg}, []*ir.Value{init}, []*ir.AffineMap{in, identity(n)}, parallel(n),
		func(blockArgs []*ir.Value) []*ir.Value { return blockArgs[:1] }).Result(0)
	return l.collapse(t, append([][]int{{0, 1}, {2}}, shifted(3, s)...), append([]int64{G * Fg, Cg}, tw.Dims[2:]...))
}
