package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
)

// The backward ops of the core ATen set (registered in nnCoreOps),
// written from their mathematical definitions: each is the gradient of
// its forward op with respect to the inputs output_mask selects. A
// result output_mask leaves out is undefined in PyTorch; here it is zeros
// of the result type's shape (empty when that is unknown).

// boolList reads operand i, a !torch.list<bool>.
func boolList(c *exec.Ctx, i int) ([]bool, error) {
	l, err := list(c, i)
	if err != nil {
		return nil, err
	}
	out := make([]bool, len(l))
	for k, v := range l {
		out[k] = v.I != 0
	}
	return out, nil
}

// skippedResult sets result i, which output_mask leaves out.
func skippedResult(c *exec.Ctx, i int) error {
	if torch.IsNoneValue(c.Op.Result(i)) {
		// Typed !torch.none, as Torch-MLIR types a result PyTorch returns
		// as None.
		c.Results[i] = noneValue()
		return nil
	}
	var shape []int64
	if t := torch.TensorOf(c.Op.Result(i)); t != nil && t.Sizes != nil && allKnown(t.Sizes) {
		shape = t.Sizes
	} else {
		shape = []int64{0}
	}
	_, err := newResult(c, i, shape)
	return err
}

func allKnown(sizes []int64) bool {
	for _, s := range sizes {
		if s == torch.Dynamic {
			return false
		}
	}
	return true
}

// planes splits a pooling input of rank 3 or 4 into its planes and the
// last two dims.
func planes(c *exec.Ctx, what string, shape []int64) (int64, error) {
	if len(shape) != 3 && len(shape) != 4 {
		return 0, c.Errorf("%s expects a 3-d or 4-d tensor, got shape %v", what, shape)
	}
	return elementCount(shape[:len(shape)-2]), nil
}

// maxPool2dBackward is max_pool2d_with_indices_backward(grad_output,
// self, kernel_size, stride, padding, dilation, ceil_mode, indices): each
// output gradient goes to the input position its index names (flat in
// the H x W plane), summed where windows share a maximum.
func maxPool2dBackward(c *exec.Ctx) error {
	a := torch.AtenMaxPool2dWithIndicesBackwardArgs[int](operandPositions)
	g, err := tensorOperand(c, a.GradOutput())
	if err != nil {
		return err
	}
	x, err := tensorOperand(c, a.Self())
	if err != nil {
		return err
	}
	idx, err := tensorOperand(c, a.Indices())
	if err != nil {
		return err
	}
	np, err := planes(c, "max_pool2d_with_indices_backward", x.Shape)
	if err != nil {
		return err
	}
	if len(g.Shape) != len(x.Shape) || !sameInts(g.Shape, idx.Shape) || !sameInts(g.Shape[:len(g.Shape)-2], x.Shape[:len(x.Shape)-2]) {
		return c.Errorf("max_pool2d_with_indices_backward: grad_output %v, indices %v and input %v do not match", g.Shape, idx.Shape, x.Shape)
	}
	r := len(x.Shape)
	hw := x.Shape[r-2] * x.Shape[r-1]
	ohw := g.Shape[r-2] * g.Shape[r-1]
	res, err := newResult(c, 0, x.Shape)
	if err != nil {
		return err
	}
	acc := make([]float64, np*hw)
	for p := int64(0); p < np; p++ {
		for o := int64(0); o < ohw; o++ {
			k := getI(idx, p*ohw+o)
			if k < 0 || k >= hw {
				return c.Errorf("max_pool2d_with_indices_backward: index %d is outside a plane of %d elements", k, hw)
			}
			acc[p*hw+k] += g.Float(p*ohw + o)
		}
	}
	for i, v := range acc {
		setF(res, int64(i), v)
	}
	return nil
}

func sameInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// embeddingDenseBackward is embedding_dense_backward(grad_output [*, D],
// indices [*], num_weights, padding_idx, scale_grad_by_freq) ->
// [num_weights, D]: row v sums the gradients of the positions that read
// v (none for padding_idx), each divided by v's count with
// scale_grad_by_freq.
func embeddingDenseBackward(c *exec.Ctx) error {
	a := torch.AtenEmbeddingDenseBackwardArgs[int](operandPositions)
	g, err := tensorOperand(c, a.GradOutput())
	if err != nil {
		return err
	}
	idx, err := tensorOperand(c, a.Indices())
	if err != nil {
		return err
	}
	v, pad, scale := scalarI(c, a.NumWeights()), scalarI(c, a.PaddingIdx()), scalarB(c, a.ScaleGradByFreq())
	n := idx.Len()
	if len(g.Shape) != len(idx.Shape)+1 || !sameInts(g.Shape[:len(idx.Shape)], idx.Shape) {
		return c.Errorf("embedding_dense_backward: grad_output %v does not match indices %v", g.Shape, idx.Shape)
	}
	if v < 0 || idx.IsFloat() {
		return c.Errorf("embedding_dense_backward expects integer indices and a non-negative num_weights")
	}
	d := g.Shape[len(g.Shape)-1]
	if err := checkExtents(c, "num_weights", []int64{v}); err != nil {
		return err
	}
	res, err := newResult(c, 0, []int64{v, d})
	if err != nil {
		return err
	}
	counts := make([]int64, v)
	for i := int64(0); i < n; i++ {
		k := getI(idx, i)
		if k < 0 || k >= v {
			return c.Errorf("embedding_dense_backward: index %d is out of range for %d rows", k, v)
		}
		counts[k]++
	}
	acc := make([]float64, v*d)
	for i := int64(0); i < n; i++ {
		k := getI(idx, i)
		if k == pad {
			continue
		}
		s := 1.0
		if scale {
			s = 1 / float64(counts[k])
		}
		for j := int64(0); j < d; j++ {
			acc[k*d+j] += g.Float(i*d+j) * s
		}
	}
	for i, a := range acc {
		setF(res, int64(i), a)
	}
	return nil
}

// normBackward is the gradient of y = x_hat * w + b with x_hat = (x -
// mean) * rstd over groups of m elements (the statistics given, one per
// group): with h = dy * w,
//
//	dx = rstd * (h - mean(h) - x_hat * mean(h * x_hat))
//
// per group; channel(k) names the weight of element k of group gi, and
// dw, db (per channel) accumulate dy * x_hat and dy.
type normGroups struct {
	groups, m     int64
	elem          func(gi, k int64) int64 // flat index of element k of group gi
	channel       func(gi, k int64) int64 // its weight's index
	mean, rstd    func(gi int64) float64
	weight        func(ch int64) float64 // nil: 1
	channels      int64
	dy, x         *exec.Tensor
	dx, dw, dbias []float64 // nil: not wanted
}

func (n *normGroups) run() {
	for gi := int64(0); gi < n.groups; gi++ {
		mu, rs := n.mean(gi), n.rstd(gi)
		sumH, sumHX := 0.0, 0.0
		for k := int64(0); k < n.m; k++ {
			e, ch := n.elem(gi, k), n.channel(gi, k)
			h := n.dy.Float(e)
			if n.weight != nil {
				h *= n.weight(ch)
			}
			xh := (n.x.Float(e) - mu) * rs
			sumH += h
			sumHX += h * xh
			if n.dw != nil {
				n.dw[ch] += n.dy.Float(e) * xh
			}
			if n.dbias != nil {
				n.dbias[ch] += n.dy.Float(e)
			}
		}
		if n.dx == nil {
			continue
		}
		m := float64(n.m)
		for k := int64(0); k < n.m; k++ {
			e, ch := n.elem(gi, k), n.channel(gi, k)
			h := n.dy.Float(e)
			if n.weight != nil {
				h *= n.weight(ch)
			}
			xh := (n.x.Float(e) - mu) * rs
			n.dx[e] = rs * (h - sumH/m - xh*sumHX/m)
		}
	}
}

// setFloats stores vs into a new result i of the given shape.
func setFloats(c *exec.Ctx, i int, shape []int64, vs []float64) error {
	res, err := newResult(c, i, shape)
	if err != nil {
		return err
	}
	for k, v := range vs {
		setF(res, int64(k), v)
	}
	return nil
}

// layerNormBackward is native_layer_norm_backward(grad_out, input,
// normalized_shape, mean, rstd, weight?, bias?, output_mask): the
// statistics have one entry per leading index.
func layerNormBackward(c *exec.Ctx) error {
	a := torch.AtenNativeLayerNormBackwardArgs[int](operandPositions)
	dy, err := tensorOperand(c, a.GradOut())
	if err != nil {
		return err
	}
	x, err := tensorOperand(c, a.Input())
	if err != nil {
		return err
	}
	ns, err := intList(c, a.NormalizedShape())
	if err != nil {
		return err
	}
	mean, err := tensorOperand(c, a.Mean())
	if err != nil {
		return err
	}
	rstd, err := tensorOperand(c, a.Rstd())
	if err != nil {
		return err
	}
	mask, err := boolList(c, a.OutputMask())
	if err != nil {
		return err
	}
	lead := len(x.Shape) - len(ns)
	if lead < 0 || !sameInts(x.Shape[lead:], ns) || !sameInts(dy.Shape, x.Shape) || len(mask) != 3 {
		return c.Errorf("native_layer_norm_backward: normalized_shape %v, input %v, grad %v, output_mask %v do not match", ns, x.Shape, dy.Shape, mask)
	}
	m := elementCount(ns)
	groups := elementCount(x.Shape[:lead])
	if mean.Len() != groups || rstd.Len() != groups {
		return c.Errorf("native_layer_norm_backward: mean and rstd need %d elements", groups)
	}
	n := &normGroups{groups: groups, m: m, channels: m, dy: dy, x: x,
		elem:    func(gi, k int64) int64 { return gi*m + k },
		channel: func(_, k int64) int64 { return k },
		mean:    func(gi int64) float64 { return mean.Float(gi) },
		rstd:    func(gi int64) float64 { return rstd.Float(gi) }}
	if !isNone(c, a.Weight()) {
		w, err := tensorOperand(c, a.Weight())
		if err != nil {
			return err
		}
		if w.Len() != m {
			return c.Errorf("native_layer_norm_backward: weight needs %d elements", m)
		}
		n.weight = func(ch int64) float64 { return w.Float(ch) }
	}
	return n.finish(c, mask, x.Shape, ns)
}

// finish runs the groups and sets the three results: dx of shape xShape
// and dw, db of shape pShape, each when mask asks for it.
func (n *normGroups) finish(c *exec.Ctx, mask []bool, xShape, pShape []int64) error {
	if mask[0] {
		n.dx = make([]float64, elementCount(xShape))
	}
	if mask[1] {
		n.dw = make([]float64, n.channels)
	}
	if mask[2] {
		n.dbias = make([]float64, n.channels)
	}
	n.run()
	for i, vs := range [][]float64{n.dx, n.dw, n.dbias} {
		shape := xShape
		if i > 0 {
			shape = pShape
		}
		var err error
		if mask[i] {
			err = setFloats(c, i, shape, vs)
		} else {
			err = skippedResult(c, i)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// groupNormBackward is native_group_norm_backward(grad_out, input, mean
// [N, G], rstd [N, G], weight?, N, C, HxW, group, output_mask).
func groupNormBackward(c *exec.Ctx) error {
	a := torch.AtenNativeGroupNormBackwardArgs[int](operandPositions)
	dy, err := tensorOperand(c, a.GradOut())
	if err != nil {
		return err
	}
	x, err := tensorOperand(c, a.Input())
	if err != nil {
		return err
	}
	mean, err := tensorOperand(c, a.Mean())
	if err != nil {
		return err
	}
	rstd, err := tensorOperand(c, a.Rstd())
	if err != nil {
		return err
	}
	mask, err := boolList(c, a.OutputMask())
	if err != nil {
		return err
	}
	nb, ch, hw, g := scalarI(c, a.N()), scalarI(c, a.C()), scalarI(c, a.HxW()), scalarI(c, a.Group())
	if len(x.Shape) < 2 || x.Shape[0] != nb || x.Shape[1] != ch || elementCount(x.Shape[2:]) != hw || !sameInts(dy.Shape, x.Shape) || len(mask) != 3 {
		return c.Errorf("native_group_norm_backward: N=%d, C=%d, HxW=%d do not describe input %v (grad %v)", nb, ch, hw, x.Shape, dy.Shape)
	}
	if g <= 0 || ch%g != 0 || mean.Len() != nb*g || rstd.Len() != nb*g {
		return c.Errorf("native_group_norm_backward: %d groups do not divide %d channels, or the statistics are not [N, group]", g, ch)
	}
	per := ch / g
	m := per * hw
	n := &normGroups{groups: nb * g, m: m, channels: ch, dy: dy, x: x,
		elem:    func(gi, k int64) int64 { return gi*m + k },
		channel: func(gi, k int64) int64 { return (gi%g)*per + k/hw },
		mean:    func(gi int64) float64 { return mean.Float(gi) },
		rstd:    func(gi int64) float64 { return rstd.Float(gi) }}
	if !isNone(c, a.Weight()) {
		w, err := tensorOperand(c, a.Weight())
		if err != nil {
			return err
		}
		if w.Len() != ch {
			return c.Errorf("native_group_norm_backward: weight needs %d elements", ch)
		}
		n.weight = func(k int64) float64 { return w.Float(k) }
	}
	return n.finish(c, mask, x.Shape, []int64{ch})
}

// avgPool2dBackward is avg_pool2d_backward(grad_output, self,
// kernel_size, stride, padding, ceil_mode, count_include_pad,
// divisor_override?): each output gradient, divided by its window's
// divisor (as avg_pool2d computes it), goes to every input position of
// the window.
func avgPool2dBackward(c *exec.Ctx) error {
	a := torch.AtenAvgPool2dBackwardArgs[int](operandPositions)
	g, err := tensorOperand(c, a.GradOutput())
	if err != nil {
		return err
	}
	x, err := tensorOperand(c, a.Self())
	if err != nil {
		return err
	}
	np, err := planes(c, "avg_pool2d_backward", x.Shape)
	if err != nil {
		return err
	}
	var p [3][]int64
	for k, i := range []int{a.KernelSize(), a.Stride(), a.Padding()} {
		if p[k], err = intList(c, i); err != nil {
			return err
		}
	}
	kernel, stride, pad := p[0], p[1], p[2]
	if len(stride) == 0 {
		stride = kernel
	}
	if len(kernel) == 1 {
		kernel = []int64{kernel[0], kernel[0]}
	}
	if len(stride) == 1 {
		stride = []int64{stride[0], stride[0]}
	}
	if len(pad) == 1 {
		pad = []int64{pad[0], pad[0]}
	}
	if len(kernel) != 2 || len(stride) != 2 || len(pad) != 2 {
		return c.Errorf("avg_pool2d_backward: kernel_size, stride and padding need 1 or 2 values")
	}
	includePad := scalarB(c, a.CountIncludePad())
	override := int64(0)
	if !isNone(c, a.DivisorOverride()) {
		if override = scalarI(c, a.DivisorOverride()); override == 0 {
			return c.Errorf("avg_pool2d_backward: divisor must be not zero")
		}
	}
	r := len(x.Shape)
	h, w := x.Shape[r-2], x.Shape[r-1]
	oh, ow := g.Shape[r-2], g.Shape[r-1]
	if len(g.Shape) != r || !sameInts(g.Shape[:r-2], x.Shape[:r-2]) {
		return c.Errorf("avg_pool2d_backward: grad_output %v does not match input %v", g.Shape, x.Shape)
	}
	acc := make([]float64, np*h*w)
	for pl := int64(0); pl < np; pl++ {
		for i := int64(0); i < oh; i++ {
			for j := int64(0); j < ow; j++ {
				hs, ws := i*stride[0]-pad[0], j*stride[1]-pad[1]
				he, we := min(hs+kernel[0], h+pad[0]), min(ws+kernel[1], w+pad[1])
				poolSize := (he - hs) * (we - ws)
				hs, ws, he, we = max(hs, 0), max(ws, 0), min(he, h), min(we, w)
				div := poolSize
				switch {
				case override != 0:
					div = override
				case !includePad:
					div = (he - hs) * (we - ws)
				}
				if he <= hs || we <= ws {
					continue
				}
				d := g.Float((pl*oh+i)*ow+j) / float64(div)
				for y := hs; y < he; y++ {
					for xx := ws; xx < we; xx++ {
						acc[(pl*h+y)*w+xx] += d
					}
				}
			}
		}
	}
	return setFloats(c, 0, x.Shape, acc)
}

// adaptiveAvgPool2dBackward is _adaptive_avg_pool2d_backward(grad_output,
// self): output cell (i, j) averaged rows [floor(i*H/oh),
// ceil((i+1)*H/oh)) and the like columns; its gradient is spread evenly
// over them.
func adaptiveAvgPool2dBackward(c *exec.Ctx) error {
	a := torch.Aten_AdaptiveAvgPool2dBackwardArgs[int](operandPositions)
	g, err := tensorOperand(c, a.GradOutput())
	if err != nil {
		return err
	}
	x, err := tensorOperand(c, a.Self())
	if err != nil {
		return err
	}
	np, err := planes(c, "_adaptive_avg_pool2d_backward", x.Shape)
	if err != nil {
		return err
	}
	r := len(x.Shape)
	if len(g.Shape) != r || !sameInts(g.Shape[:r-2], x.Shape[:r-2]) {
		return c.Errorf("_adaptive_avg_pool2d_backward: grad_output %v does not match input %v", g.Shape, x.Shape)
	}
	h, w := x.Shape[r-2], x.Shape[r-1]
	oh, ow := g.Shape[r-2], g.Shape[r-1]
	acc := make([]float64, np*h*w)
	for pl := int64(0); pl < np; pl++ {
		for i := int64(0); i < oh; i++ {
			hs, he := i*h/oh, ((i+1)*h+oh-1)/oh
			for j := int64(0); j < ow; j++ {
				ws, we := j*w/ow, ((j+1)*w+ow-1)/ow
				d := g.Float((pl*oh+i)*ow+j) / float64(he-hs) / float64(we-ws)
				for y := hs; y < he; y++ {
					for xx := ws; xx < we; xx++ {
						acc[(pl*h+y)*w+xx] += d
					}
				}
			}
		}
	}
	return setFloats(c, 0, x.Shape, acc)
}

// convolutionBackward is convolution_backward(grad_output, input,
// weight, bias_sizes?, stride, padding, dilation, transposed,
// output_padding, groups, output_mask) for a forward convolution (not
// transposed) over 1 to 3 spatial dims: with y[n, o, p] = sum_{c, k}
// x[n, g*Cg + c, p*s - pad + k*d] * w[o, c, k] (o in group g),
//
//	dx[n, g*Cg + c, p*s - pad + k*d] += dy[n, o, p] * w[o, c, k]
//	dw[o, c, k] += dy[n, o, p] * x[n, g*Cg + c, p*s - pad + k*d]
//	db[o] = sum_{n, p} dy[n, o, p]
//
// over positions inside the input.
func convolutionBackward(c *exec.Ctx) error {
	a := torch.AtenConvolutionBackwardArgs[int](operandPositions)
	dy, err := tensorOperand(c, a.GradOutput())
	if err != nil {
		return err
	}
	x, err := tensorOperand(c, a.Input())
	if err != nil {
		return err
	}
	w, err := tensorOperand(c, a.Weight())
	if err != nil {
		return err
	}
	if scalarB(c, a.Transposed()) {
		return c.Errorf("convolution_backward of a transposed convolution is not supported here")
	}
	mask, err := boolList(c, a.OutputMask())
	if err != nil {
		return err
	}
	r := len(x.Shape)
	ns := r - 2
	if ns < 1 || ns > 3 || len(w.Shape) != r || len(dy.Shape) != r || len(mask) != 3 {
		return c.Errorf("convolution_backward expects input, weight and grad of rank 3 to 5, got %v, %v, %v", x.Shape, w.Shape, dy.Shape)
	}
	var p [3][]int64
	for k, i := range []int{a.Stride(), a.Padding(), a.Dilation()} {
		if p[k], err = intList(c, i); err != nil {
			return err
		}
		if len(p[k]) == 1 {
			p[k] = repeatInt(p[k][0], ns)
		}
		if len(p[k]) != ns {
			return c.Errorf("convolution_backward: stride, padding and dilation need %d values", ns)
		}
	}
	stride, pad, dil := p[0], p[1], p[2]
	groups := scalarI(c, a.Groups())
	nb, cin, cout := x.Shape[0], x.Shape[1], w.Shape[0]
	if groups <= 0 || cin%groups != 0 || cout%groups != 0 || w.Shape[1] != cin/groups || dy.Shape[0] != nb || dy.Shape[1] != cout {
		return c.Errorf("convolution_backward: input %v, weight %v, grad %v and groups %d do not match", x.Shape, w.Shape, dy.Shape, groups)
	}
	cg, og := cin/groups, cout/groups
	in, kern, out := x.Shape[2:], w.Shape[2:], dy.Shape[2:]
	if err := charge(c, dy.Len(), max(elementCount(w.Shape[1:]), 1)); err != nil {
		return err
	}
	dx := make([]float64, x.Len())
	dw := make([]float64, w.Len())
	db := make([]float64, cout)
	opos, kpos := make([]int64, ns), make([]int64, ns)
	outN, kN := elementCount(out), elementCount(kern)
	inN := elementCount(in)
	for n := int64(0); n < nb; n++ {
		for o := int64(0); o < cout; o++ {
			gi := o / og
			for q := int64(0); q < outN; q++ {
				unflatten(q, out, opos)
				gy := dy.Float((n*cout+o)*outN + q)
				db[o] += gy
				for ci := int64(0); ci < cg; ci++ {
					xc := gi*cg + ci
					for kq := int64(0); kq < kN; kq++ {
						unflatten(kq, kern, kpos)
						off, inside := int64(0), true
						for d := 0; d < ns; d++ {
							i := opos[d]*stride[d] - pad[d] + kpos[d]*dil[d]
							inside = inside && i >= 0 && i < in[d]
							off = off*in[d] + i
						}
						if !inside {
							continue
						}
						xi := (n*cin+xc)*inN + off
						wi := (o*cg+ci)*kN + kq
						dx[xi] += gy * w.Float(wi)
						dw[wi] += gy * x.Float(xi)
					}
				}
			}
		}
	}
	shapes := [][]int64{x.Shape, w.Shape, {cout}}
	for i, vs := range [][]float64{dx, dw, db} {
		if mask[i] {
			err = setFloats(c, i, shapes[i], vs)
		} else {
			err = skippedResult(c, i)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func repeatInt(v int64, n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// unflatten writes the row-major position of flat index q in shape.
func unflatten(q int64, shape, pos []int64) {
	for d := len(shape) - 1; d >= 0; d-- {
		pos[d] = q % shape[d]
		q /= shape[d]
	}
}

// softmaxBackward is _softmax_backward_data (log false) and
// _log_softmax_backward_data over dim of grad_output and output (same
// shape): per line along dim, with s = sum(g * y) (softmax) or sum(g)
// (log-softmax), dx = y * (g - s) or g - exp(y) * s; A is the op's
// argument list.
func softmaxBackward[A interface {
	~[]int
	GradOutput() int
	Output() int
	Dim() int
}](log bool) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		g, err := tensorOperand(c, a.GradOutput())
		if err != nil {
			return err
		}
		y, err := tensorOperand(c, a.Output())
		if err != nil {
			return err
		}
		if !sameInts(g.Shape, y.Shape) || !g.IsFloat() || !y.IsFloat() {
			return c.Errorf("softmax backward expects float grad_output and output of one shape, got %v and %v", g.Shape, y.Shape)
		}
		rank := len(g.Shape)
		d, err := normDim(c, scalarI(c, a.Dim()), max(rank, 1))
		if err != nil {
			return err
		}
		n := int64(1)
		if rank > 0 {
			n = g.Shape[d]
		}
		inner := int64(1)
		if rank > 0 {
			inner = elementCount(g.Shape[d+1:])
		}
		res, err := newResult(c, 0, g.Shape)
		if err != nil {
			return err
		}
		if !res.IsFloat() {
			return c.Errorf("softmax backward has a float result")
		}
		outer := g.Len() / max(n*inner, 1)
		for o := int64(0); o < outer; o++ {
			for i := int64(0); i < inner; i++ {
				at := func(k int64) int64 { return (o*n+k)*inner + i }
				s := 0.0
				for k := int64(0); k < n; k++ {
					if log {
						s += g.Float(at(k))
					} else {
						s += g.Float(at(k)) * y.Float(at(k))
					}
				}
				for k := int64(0); k < n; k++ {
					if log {
						setF(res, at(k), g.Float(at(k))-math.Exp(y.Float(at(k)))*s)
					} else {
						setF(res, at(k), y.Float(at(k))*(g.Float(at(k))-s))
					}
				}
			}
		}
		return nil
	}
}
