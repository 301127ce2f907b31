package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"

	"github.com/strata-compiler/strata/interp/exec"
)

// nnCoreOps: core ATen neural-network ops (padding, grid sampling,
// distances, embedding bags, col2im, poolings, backward ops, ...); the
// upsamplings are in nn_interpolate.go.
var nnCoreOps = exec.Table{
	// replication_pad1d(self, padding[2]) on [C, W] or [N, C, W]: the
	// edge element repeated (the 2-d and 3-d forms are in indexing_pad.go).
	torch.AtenReplicationPad1d.Name: boundaryPadOp[torch.AtenReplicationPad1dArgs[int]]("replicate", 1),
	// grid_sampler_2d(input [N, C, H, W], grid [N, Ho, Wo, 2],
	// interpolation_mode, padding_mode, align_corners) -> [N, C, Ho, Wo]
	// and grid_sampler_3d (input [N, C, D, H, W], grid [N, Do, Ho, Wo,
	// 3]): grid[..., 0] is x (along W), [..., 1] y, [..., 2] z, in [-1, 1]
	// over the input (corner pixels' centres with align_corners, their
	// outer edges without). Modes: 0 bilinear (trilinear in 3-d) over the
	// 2^n neighbours, 1 nearest (half to even); padding 0 zeros (outside
	// reads 0), 1 border (coordinates clamped), 2 reflection (coordinates
	// mirrored at the borders, then clamped). grid_sampler picks the form
	// by the input's rank.
	torch.AtenGridSampler2d.Name: gridSampler[torch.AtenGridSampler2dArgs[int]](2),
	torch.AtenGridSampler3d.Name: gridSampler[torch.AtenGridSampler3dArgs[int]](3),
	torch.AtenGridSampler.Name:   gridSampler[torch.AtenGridSamplerArgs[int]](0),
	// cdist(x1 [*, P, M], x2 [*, R, M], p, compute_mode?) -> [*, P, R],
	// the batch dims broadcast: the p-norm distance of every pair of rows,
	// (sum |a - b|^p)^(1/p); p = 0 counts the differing elements, p = inf
	// takes the largest difference. compute_mode only picks how PyTorch
	// computes p = 2 (by matmul or directly); the value is the same up to
	// rounding. _cdist_forward is the same op.
	torch.AtenCdist.Name:         cdist[torch.AtenCdistArgs[int]],
	torch.Aten_CdistForward.Name: cdist[torch.Aten_CdistForwardArgs[int]],
	// pdist(x [N, M], p) -> [N(N-1)/2]: the distances of rows i < j in
	// row-major order.
	torch.AtenPdist.Name:         pdist[torch.AtenPdistArgs[int]],
	torch.Aten_PdistForward.Name: pdist[torch.Aten_PdistForwardArgs[int]],
	// _embedding_bag(weight [V, D], indices [I], offsets [B'], scale_grad,
	// mode, sparse, per_sample_weights? [I], include_last_offset,
	// padding_idx) -> (output [B, D], offset2bag, bag_size, max_indices),
	// with embedding_bag (no padding_idx) and embedding_bag.padding_idx
	// (None: -1): bag b reduces the rows weight[indices[i]] for i in
	// [offsets[b], offsets[b+1]) (the last bag to the end; with
	// include_last_offset the last offset only closes it, B = B'-1),
	// skipping padding_idx: mode 0 sums (times per_sample_weights[i]), 1
	// averages (over the non-padding count, at least 1; a single offset
	// divides by max(I, 1)), 2 takes the per-feature max (max_indices the
	// winning row index). An empty bag gives zeros. The auxiliary results
	// follow PyTorch's CPU kernel: offset2bag[i] is i's bag, empty for a
	// sum over f32/f16 rows without padding_idx (its fast path);
	// bag_size counts the bag's non-padding indices in modes 1 and 2 and
	// is zeros, shaped like offsets, in mode 0 (where PyTorch leaves it
	// unset); max_indices is [B, D] in mode 2, else zeros shaped like
	// bag_size.
	torch.Aten_EmbeddingBag.Name:            embeddingBag(torch.Aten_EmbeddingBagArgs[int].PaddingIdx),
	torch.Aten_EmbeddingBagForwardOnly.Name: embeddingBag(torch.Aten_EmbeddingBagForwardOnlyArgs[int].PaddingIdx),
	torch.AtenEmbeddingBag.Name:             embeddingBag[torch.AtenEmbeddingBagArgs[int]](nil),
	torch.AtenEmbeddingBagPaddingIdx.Name:   embeddingBag(torch.AtenEmbeddingBagPaddingIdxArgs[int].PaddingIdx),
	// col2im(self [N?, C*kh*kw, L], output_size [H, W], kernel_size,
	// dilation, padding, stride) -> [N?, C, H, W] (F.fold), im2col's
	// adjoint: block column l = r*ow + q of row c*kh*kw + i*kw + j adds
	// into (r*sh - ph + i*dh, q*sw - pw + j*dw) when inside.
	torch.AtenCol2im.Name: col2im,
	// Pooling forms linear_pool.go's machinery covers: adaptive_avg_pool3d
	// (as _adaptive_avg_pool3d), adaptive_max_pool1d/3d (values and flat
	// spatial argmax), max_pool1d_with_indices, max_pool3d.
	torch.AtenAdaptiveAvgPool3d.Name:    adaptivePoolOp[torch.AtenAdaptiveAvgPool3dArgs[int]](3, false),
	torch.AtenAdaptiveMaxPool1d.Name:    adaptivePoolOp[torch.AtenAdaptiveMaxPool1dArgs[int]](1, true),
	torch.AtenAdaptiveMaxPool3d.Name:    adaptivePoolOp[torch.AtenAdaptiveMaxPool3dArgs[int]](3, true),
	torch.AtenMaxPool1dWithIndices.Name: maxPoolOp[torch.AtenMaxPool1dWithIndicesArgs[int]](1),
	torch.AtenMaxPool3d.Name:            maxPoolOp[torch.AtenMaxPool3dArgs[int]](3),
	// The backward ops (nn_backward.go).
	// _softmax_backward_data(grad_output, output, dim, input_dtype):
	// output * (grad - sum(grad * output, dim)); _log_softmax_backward_data:
	// grad - exp(output) * sum(grad, dim); both in the result's dtype.
	torch.Aten_SoftmaxBackwardData.Name:         softmaxBackward[torch.Aten_SoftmaxBackwardDataArgs[int]](false),
	torch.Aten_LogSoftmaxBackwardData.Name:      softmaxBackward[torch.Aten_LogSoftmaxBackwardDataArgs[int]](true),
	torch.AtenMaxPool2dWithIndicesBackward.Name: maxPool2dBackward,
	torch.AtenEmbeddingDenseBackward.Name:       embeddingDenseBackward,
	torch.AtenNativeLayerNormBackward.Name:      layerNormBackward,
	torch.AtenNativeGroupNormBackward.Name:      groupNormBackward,
	torch.AtenAvgPool2dBackward.Name:            avgPool2dBackward,
	torch.Aten_AdaptiveAvgPool2dBackward.Name:   adaptiveAvgPool2dBackward,
	torch.AtenConvolutionBackward.Name:          convolutionBackward,
}

// gridSampler is grid_sampler_<nsp>d (nsp 0: either, by rank), A its
// argument list.
func gridSampler[A interface {
	~[]int
	Input() int
	Grid() int
	InterpolationMode() int
	PaddingMode() int
	AlignCorners() int
}](nsp int) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		x, err := tensorOperand(c, a.Input())
		if err != nil {
			return err
		}
		grid, err := tensorOperand(c, a.Grid())
		if err != nil {
			return err
		}
		n := nsp
		if n == 0 {
			n = len(x.Shape) - 2
		}
		if (n != 2 && n != 3) || len(x.Shape) != n+2 || len(grid.Shape) != n+2 {
			return c.Errorf("grid_sampler expects a 4-d or 5-d input and grid of the same rank, got shapes %v and %v", x.Shape, grid.Shape)
		}
		if grid.Shape[0] != x.Shape[0] || grid.Shape[n+1] != int64(n) {
			return c.Errorf("grid_sampler: grid of shape %v does not match input of shape %v", grid.Shape, x.Shape)
		}
		if !x.IsFloat() || !grid.IsFloat() {
			return c.Errorf("grid_sampler is defined for float tensors only")
		}
		for _, s := range x.Shape[2:] {
			if s <= 0 {
				return c.Errorf("grid_sampler: input of shape %v has an empty spatial dim", x.Shape)
			}
		}
		mode, padding, align := scalarI(c, a.InterpolationMode()), scalarI(c, a.PaddingMode()), scalarB(c, a.AlignCorners())
		if mode != 0 && mode != 1 {
			return c.Errorf("grid_sampler: interpolation mode %d is not supported here (0 bilinear, 1 nearest)", mode)
		}
		if padding < 0 || padding > 2 {
			return c.Errorf("grid_sampler: padding mode %d is not one of 0 (zeros), 1 (border), 2 (reflection)", padding)
		}
		nb, ch, in := x.Shape[0], x.Shape[1], x.Shape[2:]
		outSp := grid.Shape[1 : n+1]
		shape := append([]int64{nb, ch}, outSp...)
		if err := charge(c, elementCount(shape), 1<<n); err != nil {
			return err
		}
		res, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		points := elementCount(outSp)
		inPlane := elementCount(in)
		src := make([]float64, n) // source coordinate along spatial dim k
		lo := make([]int64, n)
		for b := int64(0); b < nb; b++ {
			for q := int64(0); q < points; q++ {
				g := (b*points + q) * int64(n)
				for k := 0; k < n; k++ {
					src[k] = gridSource(grid.Float(g+int64(n-1-k)), in[k], padding, align)
				}
				for ci := int64(0); ci < ch; ci++ {
					plane := (b*ch + ci) * inPlane
					v := 0.0
					if mode == 1 {
						off, ok := int64(0), true
						for k := 0; k < n; k++ {
							i := int64(math.RoundToEven(src[k]))
							ok = ok && i >= 0 && i < in[k] && !math.IsNaN(src[k])
							off = off*in[k] + i
						}
						if ok {
							v = x.Float(plane + off)
						}
					} else {
						for k := 0; k < n; k++ {
							lo[k] = int64(math.Floor(src[k]))
						}
						// corner bits: bit n-1-k set takes lo[k]+1 along dim k
						for corner := 0; corner < 1<<n; corner++ {
							w, off, ok := 1.0, int64(0), true
							for k := 0; k < n; k++ {
								i := lo[k]
								wk := float64(lo[k]+1) - src[k]
								if corner>>(n-1-k)&1 == 1 {
									i++
									wk = src[k] - float64(lo[k])
								}
								w *= wk
								ok = ok && i >= 0 && i < in[k]
								off = off*in[k] + i
							}
							if ok {
								v += x.Float(plane+off) * w
							}
						}
					}
					setF(res, (b*ch+ci)*points+q, v)
				}
			}
		}
		return nil
	}
}

// gridSource maps a normalized grid coordinate to a source position
// along a dim of the given size (PyTorch's
// grid_sampler_compute_source_index): unnormalized, then clamped
// (border) or reflected and clamped (reflection); a NaN or infinite
// position becomes -100, outside the input.
func gridSource(coord float64, size, padding int64, align bool) float64 {
	var c float64
	if align {
		c = (coord + 1) / 2 * float64(size-1)
	} else {
		c = ((coord+1)*float64(size) - 1) / 2
	}
	clip := func(v float64) float64 { return min(float64(size-1), max(v, 0)) }
	switch padding {
	case 1:
		c = clip(c)
	case 2:
		if align {
			c = reflectCoordinate(c, 0, 2*(size-1))
		} else {
			c = reflectCoordinate(c, -1, 2*size-1)
		}
		c = clip(c)
	}
	if math.IsNaN(c) || math.IsInf(c, 0) || c > math.MaxInt32 || c < math.MinInt32 {
		return -100
	}
	return c
}

// reflectCoordinate mirrors v into [low, high] given doubled bounds.
func reflectCoordinate(v float64, twiceLow, twiceHigh int64) float64 {
	if twiceLow == twiceHigh {
		return 0
	}
	lo := float64(twiceLow) / 2
	span := float64(twiceHigh-twiceLow) / 2
	v = math.Abs(v - lo)
	extra := math.Mod(v, span)
	if flips := math.Floor(v / span); math.Mod(flips, 2) == 0 {
		return extra + lo
	}
	return span - extra + lo
}

// pNormDistance is the p-norm of the difference of rows a and b, read by
// a(k) and b(k) for k < m.
func pNormDistance(m int64, a, b func(k int64) float64, p float64) float64 {
	acc := 0.0
	for k := int64(0); k < m; k++ {
		d := math.Abs(a(k) - b(k))
		switch {
		case p == 0:
			if d != 0 {
				acc++
			}
		case math.IsInf(p, 1):
			acc = max(acc, d)
		case p == 1:
			acc += d
		case p == 2:
			acc += d * d
		default:
			acc += math.Pow(d, p)
		}
	}
	switch {
	case p == 2:
		return math.Sqrt(acc)
	case p == 0 || p == 1 || math.IsInf(p, 1):
		return acc
	}
	return math.Pow(acc, 1/p)
}

// cdist is cdist and _cdist_forward(x1, x2, p, compute_mode?), A its
// argument list.
func cdist[A interface {
	~[]int
	X1() int
	X2() int
	P() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	x1, err := tensorOperand(c, a.X1())
	if err != nil {
		return err
	}
	x2, err := tensorOperand(c, a.X2())
	if err != nil {
		return err
	}
	p := scalarF(c, a.P())
	r1, r2 := len(x1.Shape), len(x2.Shape)
	if r1 < 2 || r2 < 2 {
		return c.Errorf("cdist only supports at least 2-d tensors, got shapes %v and %v", x1.Shape, x2.Shape)
	}
	if !x1.IsFloat() || !x2.IsFloat() {
		return c.Errorf("cdist only supports floating-point dtypes")
	}
	if !(p >= 0) {
		return c.Errorf("cdist only supports non-negative p values, got %v", p)
	}
	m := x1.Shape[r1-1]
	if x2.Shape[r2-1] != m {
		return c.Errorf("X1 and X2 must have the same number of columns: %d vs %d", m, x2.Shape[r2-1])
	}
	batch, ok := broadcastShapes(x1.Shape[:r1-2], x2.Shape[:r2-2])
	if !ok {
		return c.Errorf("cdist: batch dims of shapes %v and %v do not broadcast", x1.Shape, x2.Shape)
	}
	pr, rr := x1.Shape[r1-2], x2.Shape[r2-2]
	shape := append(append([]int64{}, batch...), pr, rr)
	if err := charge(c, elementCount(shape), max(m, 1)); err != nil {
		return err
	}
	res, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	s1 := broadcastStrides(x1.Shape[:r1-2], batch)
	s2 := broadcastStrides(x2.Shape[:r2-2], batch)
	o := int64(0)
	forEach(batch, [][]int64{s1, s2}, func(_ int64, pos []int64) {
		b1, b2 := pos[0]*pr*m, pos[1]*rr*m
		for i := int64(0); i < pr; i++ {
			for j := int64(0); j < rr; j++ {
				d := pNormDistance(m, func(k int64) float64 { return x1.Float(b1 + i*m + k) },
					func(k int64) float64 { return x2.Float(b2 + j*m + k) }, p)
				setF(res, o, d)
				o++
			}
		}
	})
	return nil
}

// pdist is pdist and _pdist_forward(self, p), A its argument list.
func pdist[A interface {
	selfPositions
	P() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	x, err := tensorOperand(c, a.Self())
	if err != nil {
		return err
	}
	p := scalarF(c, a.P())
	if len(x.Shape) != 2 {
		return c.Errorf("pdist only supports 2-d tensors, got shape %v", x.Shape)
	}
	if !x.IsFloat() {
		return c.Errorf("pdist only supports floating-point dtypes")
	}
	if !(p >= 0) {
		return c.Errorf("pdist only supports non-negative p values, got %v", p)
	}
	n, m := x.Shape[0], x.Shape[1]
	count := max(n*(n-1)/2, 0)
	if err := charge(c, count, max(m, 1)); err != nil {
		return err
	}
	res, err := newResult(c, 0, []int64{count})
	if err != nil {
		return err
	}
	o := int64(0)
	for i := int64(0); i < n; i++ {
		for j := i + 1; j < n; j++ {
			setF(res, o, pNormDistance(m, func(k int64) float64 { return x.Float(i*m + k) },
				func(k int64) float64 { return x.Float(j*m + k) }, p))
			o++
		}
	}
	return nil
}

// embeddingBagPositions are the argument lists, over operand positions,
// of embedding_bag and _embedding_bag.
type embeddingBagPositions interface {
	~[]int
	Weight() int
	Indices() int
	Offsets() int
	Mode() int
	PerSampleWeights() int
	IncludeLastOffset() int
}

// embeddingBag is embedding_bag and _embedding_bag, A their argument
// list, paddingIdx its padding_idx (nil: none, embedding_bag's plain
// overload).
func embeddingBag[A embeddingBagPositions](paddingIdx func(A) int) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error { return embeddingBagOf(c, a, paddingIdx) }
}

func embeddingBagOf[A embeddingBagPositions](c *exec.Ctx, a A, paddingIdx func(A) int) error {
	w, err := tensorOperand(c, a.Weight())
	if err != nil {
		return err
	}
	indices, err := tensorOperand(c, a.Indices())
	if err != nil {
		return err
	}
	offsets, err := tensorOperand(c, a.Offsets())
	if err != nil {
		return err
	}
	mode := scalarI(c, a.Mode())
	includeLast := scalarB(c, a.IncludeLastOffset())
	padding := int64(-1)
	if paddingIdx != nil && len(c.Args) > paddingIdx(a) && !isNone(c, paddingIdx(a)) {
		padding = scalarI(c, paddingIdx(a))
	}
	if len(w.Shape) != 2 || len(indices.Shape) != 1 || len(offsets.Shape) != 1 {
		return c.Errorf("embedding_bag expects a 2-d weight and 1-d indices and offsets, got shapes %v, %v and %v", w.Shape, indices.Shape, offsets.Shape)
	}
	if mode < 0 || mode > 2 {
		return c.Errorf("embedding_bag: mode %d is not 0 (sum), 1 (mean) or 2 (max)", mode)
	}
	if indices.IsFloat() || offsets.IsFloat() {
		return c.Errorf("embedding_bag expects integer indices and offsets")
	}
	var psw *exec.Tensor
	if !isNone(c, a.PerSampleWeights()) {
		if psw, err = tensorOperand(c, a.PerSampleWeights()); err != nil {
			return err
		}
		if mode != 0 {
			return c.Errorf("embedding_bag: per_sample_weights is only supported for mode 'sum'")
		}
		if len(psw.Shape) != 1 || psw.Shape[0] != indices.Shape[0] {
			return c.Errorf("embedding_bag: per_sample_weights of shape %v must be 1-d with the indices' length %d", psw.Shape, indices.Shape[0])
		}
	}
	v, d := w.Shape[0], w.Shape[1]
	ni, no := indices.Shape[0], offsets.Shape[0]
	nb := no
	if includeLast {
		if no < 1 {
			return c.Errorf("embedding_bag: include_last_offset needs at least one offset")
		}
		nb--
	}
	offs := make([]int64, no)
	for k := range offs {
		offs[k] = getI(offsets, int64(k))
		if offs[k] < 0 || offs[k] > ni || (k > 0 && offs[k] < offs[k-1]) {
			return c.Errorf("embedding_bag: offsets must be non-decreasing within [0, %d], got %v", ni, offs)
		}
	}
	if no > 0 && offs[0] != 0 {
		return c.Errorf("embedding_bag: offsets[0] must be 0, got %d", offs[0])
	}
	if err := charge(c, ni, max(d, 1)); err != nil {
		return err
	}
	out, err := newResult(c, 0, []int64{nb, d})
	if err != nil {
		return err
	}
	if !out.IsFloat() || !w.IsFloat() {
		return c.Errorf("embedding_bag is defined for float weights only")
	}
	acc := make([]float64, d)
	winner := make([]int64, nb*d)
	count := make([]int64, nb)
	for b := int64(0); b < nb; b++ {
		end := ni
		if b+1 < no {
			end = offs[b+1]
		}
		for k := range acc {
			acc[k] = 0
		}
		first := true
		for i := offs[b]; i < end; i++ {
			idx := getI(indices, i)
			if idx < 0 || idx >= v {
				return c.Errorf("embedding_bag: index %d is out of range for %d rows", idx, v)
			}
			if idx == padding {
				continue
			}
			count[b]++
			for k := int64(0); k < d; k++ {
				x := w.Float(idx*d + k)
				switch {
				case mode == 2:
					if first || x > acc[k] {
						acc[k] = x
						winner[b*d+k] = idx
					}
				case psw != nil:
					acc[k] += x * psw.Float(i)
				default:
					acc[k] += x
				}
			}
			first = false
		}
		div := 1.0
		if mode == 1 {
			div = float64(max(count[b], 1))
			if no == 1 {
				div = float64(max(ni, 1))
			}
		}
		for k := int64(0); k < d; k++ {
			setF(out, b*d+k, acc[k]/div)
		}
	}
	// offset2bag
	fast := false
	if ft, ok := w.Elem.(*ir.FloatType); ok && mode == 0 && padding < 0 {
		fast = ft.Kind == ir.F32 || ft.Kind == ir.F16
	}
	n2b := ni
	if fast {
		n2b = 0
	}
	o2b, err := newResult(c, 1, []int64{n2b})
	if err != nil {
		return err
	}
	for i := int64(0); i < n2b; i++ {
		bag := int64(-1)
		for _, o := range offs {
			if o <= i {
				bag++
			}
		}
		setI(o2b, i, bag)
	}
	sizes := []int64{no}
	if mode != 0 {
		sizes = []int64{nb}
	}
	bagSize, err := newResult(c, 2, sizes)
	if err != nil {
		return err
	}
	if mode != 0 {
		for b := int64(0); b < nb; b++ {
			setI(bagSize, b, count[b])
		}
	}
	if mode == 2 {
		sizes = []int64{nb, d}
	}
	maxIdx, err := newResult(c, 3, sizes)
	if err != nil {
		return err
	}
	if mode == 2 {
		for k, idx := range winner {
			setI(maxIdx, int64(k), idx)
		}
	}
	return nil
}

func col2im(c *exec.Ctx) error {
	a := torch.AtenCol2imArgs[int](operandPositions)
	t, err := tensorOperand(c, a.Self())
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	if rank != 2 && rank != 3 {
		return c.Errorf("col2im expects a 2-d or 3-d input, got shape %v", t.Shape)
	}
	var p [5][]int64 // output_size, kernel_size, dilation, padding, stride
	for k, i := range []int{a.OutputSize(), a.KernelSize(), a.Dilation(), a.Padding(), a.Stride()} {
		if p[k], err = intList(c, i); err != nil {
			return err
		}
		if len(p[k]) != 2 {
			return c.Errorf("col2im expects 2 values for operand #%d, got %v", i, p[k])
		}
	}
	size, kernel, dil, pad, stride := p[0], p[1], p[2], p[3], p[4]
	for k := range 2 {
		if size[k] <= 0 || kernel[k] <= 0 || dil[k] <= 0 || stride[k] <= 0 || pad[k] < 0 {
			return c.Errorf("col2im expects positive output_size, kernel_size, dilation and stride and non-negative padding")
		}
	}
	n := int64(1)
	if rank == 3 {
		n = t.Shape[0]
	}
	rows, l := t.Shape[rank-2], t.Shape[rank-1]
	kk := kernel[0] * kernel[1]
	oh := (size[0]+2*pad[0]-dil[0]*(kernel[0]-1)-1)/stride[0] + 1
	ow := (size[1]+2*pad[1]-dil[1]*(kernel[1]-1)-1)/stride[1] + 1
	if rows%kk != 0 || oh <= 0 || ow <= 0 || l != oh*ow {
		return c.Errorf("col2im: input of shape %v does not hold %d-element blocks over %d x %d positions", t.Shape, kk, oh, ow)
	}
	ch := rows / kk
	shape := []int64{n, ch, size[0], size[1]}
	if rank == 2 {
		shape = shape[1:]
	}
	if err := checkExtents(c, "output size", shape); err != nil {
		return err
	}
	if !t.IsFloat() {
		return c.Errorf("col2im is defined for float tensors only")
	}
	acc := make([]float64, n*ch*size[0]*size[1])
	for b := int64(0); b < n; b++ {
		for ci := int64(0); ci < ch; ci++ {
			for i := int64(0); i < kernel[0]; i++ {
				for j := int64(0); j < kernel[1]; j++ {
					row := (b*rows + ci*kk + i*kernel[1] + j) * l
					for r := int64(0); r < oh; r++ {
						y := r*stride[0] - pad[0] + i*dil[0]
						if y < 0 || y >= size[0] {
							continue
						}
						for q := int64(0); q < ow; q++ {
							x := q*stride[1] - pad[1] + j*dil[1]
							if x < 0 || x >= size[1] {
								continue
							}
							acc[((b*ch+ci)*size[0]+y)*size[1]+x] += getF(t, row+r*ow+q)
						}
					}
				}
			}
		}
	}
	res, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	for k, v := range acc {
		setF(res, int64(k), v)
	}
	return nil
}
