package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Patches and sampling grids: im2col and col2im (unfold and fold), and
// grid_sampler_2d with its reflected coordinates.

// im2col decomposes im2col(self, kernel_size, dilation, padding, stride)
// of a [C, H, W] or [N, C, H, W] input with static H and W: row c*kh*kw
// + i*kw + j of the result holds, at column r*ow + q, the padded input at
// (r*sh + i*dh, q*sw + j*dw), as PyTorch's im2col lays the blocks out.
func im2col(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenIm2colArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	if t == nil || (len(t.Sizes) != 3 && len(t.Sizes) != 4) || !sameDtype(op, x) {
		return false
	}
	var p [4][]int64 // kernel_size, dilation, padding, stride
	for k := range p {
		l, ok := torch.ConstantIntList(op.Operand(k + 1))
		if !ok || len(l) != 2 {
			return false
		}
		p[k] = l
	}
	kernel, dil, pad, stride := p[0], p[1], p[2], p[3]
	r := len(t.Sizes)
	var out [2]int64
	for k := range 2 {
		n := t.Sizes[r-2+k]
		if n == torch.Dynamic || kernel[k] <= 0 || dil[k] <= 0 || stride[k] <= 0 || pad[k] < 0 {
			return false
		}
		out[k] = (n+2*pad[k]-dil[k]*(kernel[k]-1)-1)/stride[k] + 1
		if out[k] <= 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	xp := x
	if pad[0] > 0 || pad[1] > 0 {
		xp = b.aten(torch.AtenConstantPadNd, x, b.ints(pad[1], pad[1], pad[0], pad[0]), b.int(0))
	}
	var blocks []*ir.Value
	for i := int64(0); i < kernel[0]; i++ {
		rows := b.aten(torch.AtenSliceTensor, xp, b.int(int64(r-2)), b.int(i*dil[0]), b.int(i*dil[0]+(out[0]-1)*stride[0]+1), b.int(stride[0]))
		for j := int64(0); j < kernel[1]; j++ {
			blk := b.aten(torch.AtenSliceTensor, rows, b.int(int64(r-1)), b.int(j*dil[1]), b.int(j*dil[1]+(out[1]-1)*stride[1]+1), b.int(stride[1]))
			blocks = append(blocks, b.aten(torch.AtenUnsqueeze, blk, b.int(int64(r-2))))
		}
	}
	y := blocks[0]
	if len(blocks) > 1 {
		y = b.aten(torch.AtenCat, b.tensors(blocks...), b.int(int64(r-2)))
	}
	var shape []*ir.Value
	if r == 4 {
		shape = append(shape, b.dim(x, 0))
	}
	shape = append(shape, b.times(b.dim(x, r-3), b.int(kernel[0]*kernel[1])), b.int(out[0]*out[1]))
	b.replace(op, b.aten(torch.AtenView, y, b.list(shape...)))
	return true
}

// gridSampler decomposes grid_sampler_<nsp>d (nsp 0: grid_sampler, by
// rank) in bilinear (trilinear) or nearest mode with any padding mode, for
// static spatial input sizes. The arithmetic follows PyTorch's CPU
// kernels: the 2-d one is vectorized (GridSamplerKernel.cpp: unnormalize
// (g+1)*s - 0.5, weights e = 1 - (x - floor x), products y-weight *
// x-weight), the 3-d one scalar (GridSampler.cpp: ((g+1)*size-1)/2,
// weights (x0+1) - x, products x * y * z); reflection uses the vectorized
// form in both. Corners are summed outermost dim first, as both kernels
// do.
func gridSampler[A interface {
	~[]*ir.Value
	Input() *ir.Value
	Grid() *ir.Value
	InterpolationMode() *ir.Value
	PaddingMode() *ir.Value
	AlignCorners() *ir.Value
}](nsp int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, grid := args.Input(), args.Grid()
		t, gt := floatTensor(x), ranked(grid)
		if t == nil || gt == nil || gt.Dtype != t.Dtype || !sameDtype(op, x) {
			return false
		}
		n := nsp
		if n == 0 {
			n = len(t.Sizes) - 2
		}
		if (n != 2 && n != 3) || len(t.Sizes) != n+2 || len(gt.Sizes) != n+2 || gt.Sizes[n+1] != int64(n) {
			return false
		}
		mode, ok1 := torch.ConstantIntValue(args.InterpolationMode())
		padding, ok2 := torch.ConstantIntValue(args.PaddingMode())
		align, ok3 := torch.ConstantBoolValue(args.AlignCorners())
		if !ok1 || !ok2 || !ok3 || (mode != 0 && mode != 1) || padding < 0 || padding > 2 {
			return false
		}
		in := t.Sizes[2:]
		for _, s := range in {
			if s == torch.Dynamic || s <= 0 {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		vectorized := n == 2
		// coords[k]: the source coordinate along spatial dim k, [N, O...].
		coords := make([]*ir.Value, n)
		for k := 0; k < n; k++ {
			g := b.aten(torch.AtenSelectInt, grid, b.int(int64(n+1)), b.int(int64(n-1-k)))
			size := float64(in[k])
			var c *ir.Value
			switch {
			case vectorized && align:
				c = b.aten(torch.AtenMulScalar, b.addScalar(g, 1), b.float((size-1)/2))
			case vectorized:
				c = b.aten(torch.AtenSubScalar, b.aten(torch.AtenMulScalar, b.addScalar(g, 1), b.float(size/2)), b.float(0.5), b.int(1))
			case align:
				c = b.aten(torch.AtenMulScalar, b.aten(torch.AtenDivScalar, b.addScalar(g, 1), b.float(2)), b.float(size-1))
			default:
				c = b.aten(torch.AtenDivScalar, b.aten(torch.AtenSubScalar, b.aten(torch.AtenMulScalar, b.addScalar(g, 1), b.float(size)), b.float(1), b.int(1)), b.float(2))
			}
			if padding == 2 {
				c = b.reflectCoordinates(c, in[k], align)
			}
			if padding >= 1 {
				c = b.aten(torch.AtenClamp, c, b.float(0), b.float(size-1))
			}
			coords[k] = c
		}
		// xf: the input as [N, C, S]; sample reads it at integer
		// coordinates is (float tensors) where all are inside.
		nDim, cDim := b.dim(x, 0), b.dim(x, 1)
		total := int64(1)
		for _, s := range in {
			total *= s
		}
		xf := b.aten(torch.AtenView, x, b.list(nDim, cDim, b.int(total)))
		outSizes := []*ir.Value{nDim, cDim}
		points := b.int(1)
		for k := 1; k <= n; k++ {
			outSizes = append(outSizes, b.dim(grid, k))
			points = b.times(points, b.dim(grid, k))
		}
		si64 := torch.ScalarTypeOfDtype(b.ctx, b.ctx.IntegerType(64, ir.Signed))
		sample := func(is []*ir.Value) (val, inside *ir.Value) {
			var flat *ir.Value
			for k, i := range is {
				ok := b.aten(torch.AtenLogicalAnd, b.aten(torch.AtenGeScalar, i, b.int(0)), b.aten(torch.AtenLeScalar, i, b.int(in[k]-1)))
				if inside == nil {
					inside = ok
				} else {
					inside = b.aten(torch.AtenLogicalAnd, inside, ok)
				}
			}
			for k, i := range is {
				ik := b.aten(torch.AtenToDtype, b.aten(torch.AtenMaskedFillScalar, i, b.aten(torch.AtenLogicalNot, inside), b.int(0)), b.int(si64), b.bool(false), b.bool(false), b.none())
				if flat == nil {
					flat = ik
				} else {
					flat = b.add(b.aten(torch.AtenMulScalar, flat, b.int(in[k])), ik)
				}
			}
			idx := b.aten(torch.AtenExpand, b.aten(torch.AtenView, flat, b.list(nDim, b.int(1), points)), b.list(nDim, cDim, points), b.bool(false))
			val = b.aten(torch.AtenView, b.aten(torch.AtenGather, xf, b.int(2), idx, b.bool(false)), b.list(outSizes...))
			return val, b.aten(torch.AtenUnsqueeze, inside, b.int(1))
		}
		var y *ir.Value
		if mode == 1 {
			is := make([]*ir.Value, n)
			for k, c := range coords {
				is[k] = b.aten(torch.AtenRound, c)
			}
			val, inside := sample(is)
			y = b.aten(torch.AtenMaskedFillScalar, val, b.aten(torch.AtenLogicalNot, inside), b.int(0))
		} else {
			lo, wlo, whi := make([]*ir.Value, n), make([]*ir.Value, n), make([]*ir.Value, n)
			for k, c := range coords {
				lo[k] = b.aten(torch.AtenFloor, c)
				whi[k] = b.sub(c, lo[k])
				if vectorized {
					wlo[k] = b.aten(torch.AtenRsubScalar, whi[k], b.int(1), b.int(1))
				} else {
					wlo[k] = b.sub(b.addScalar(lo[k], 1), c)
				}
			}
			for corner := 0; corner < 1<<n; corner++ {
				is := make([]*ir.Value, n)
				ws := make([]*ir.Value, n)
				for k := 0; k < n; k++ {
					is[k], ws[k] = lo[k], wlo[k]
					if corner>>(n-1-k)&1 == 1 {
						is[k], ws[k] = b.addScalar(lo[k], 1), whi[k]
					}
				}
				var w *ir.Value
				if vectorized {
					w = b.mul(ws[0], ws[1]) // y * x
				} else {
					w = b.mul(b.mul(ws[2], ws[1]), ws[0]) // x * y * z
				}
				val, inside := sample(is)
				term := b.aten(torch.AtenMaskedFillScalar, b.mul(val, b.aten(torch.AtenUnsqueeze, w, b.int(1))), b.aten(torch.AtenLogicalNot, inside), b.int(0))
				if y == nil {
					y = term
				} else {
					y = b.add(y, term)
				}
			}
		}
		b.replace(op, y)
		return true
	}
}

// reflectCoordinates mirrors source coordinates c into a dim of the given
// size as the vectorized kernel does: with align_corners, |c| folded by
// twice the span size-1; without, |c + 0.5| folded by 2*size, less 0.5.
func (b *torchBuilder) reflectCoordinates(c *ir.Value, size int64, align bool) *ir.Value {
	twice := float64(2 * (size - 1))
	if !align {
		twice = float64(2 * size)
		c = b.addScalar(c, 0.5)
	}
	if twice == 0 {
		return b.aten(torch.AtenMulScalar, c, b.int(0))
	}
	a := b.aten(torch.AtenAbs, c)
	flips := b.aten(torch.AtenTrunc, b.aten(torch.AtenDivScalar, a, b.float(twice)))
	extra := b.sub(a, b.aten(torch.AtenMulScalar, flips, b.float(twice)))
	r := b.aten(torch.AtenMinimum, extra, b.aten(torch.AtenRsubScalar, extra, b.float(twice), b.int(1)))
	if !align {
		r = b.aten(torch.AtenSubScalar, r, b.float(0.5), b.int(1))
	}
	return r
}

// col2im decomposes col2im(self, output_size, kernel_size, dilation,
// padding, stride) of a [C*kh*kw, L] or [N, C*kh*kw, L] float input: the
// adjoint of im2col, each kernel position's block accumulated into its
// strided window of a zero padded output.
func col2im(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenCol2imArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := floatTensor(x)
	if t == nil || (len(t.Sizes) != 2 && len(t.Sizes) != 3) || !sameDtype(op, x) {
		return false
	}
	var p [5][]int64 // output_size, kernel_size, dilation, padding, stride
	for k := range p {
		l, ok := torch.ConstantIntList(op.Operand(k + 1))
		if !ok || len(l) != 2 {
			return false
		}
		p[k] = l
	}
	size, kernel, dil, pad, stride := p[0], p[1], p[2], p[3], p[4]
	var out [2]int64
	for k := range 2 {
		if size[k] <= 0 || kernel[k] <= 0 || dil[k] <= 0 || stride[k] <= 0 || pad[k] < 0 {
			return false
		}
		out[k] = (size[k]+2*pad[k]-dil[k]*(kernel[k]-1)-1)/stride[k] + 1
		if out[k] <= 0 {
			return false
		}
	}
	lead := len(t.Sizes) - 2
	rows, l := t.Sizes[lead], t.Sizes[lead+1]
	kk := kernel[0] * kernel[1]
	if rows == torch.Dynamic || rows%kk != 0 || (l != torch.Dynamic && l != out[0]*out[1]) {
		return false
	}
	ch := rows / kk
	b := newTorchBuilder(op, rw)
	none := b.none()
	var leadSizes []*ir.Value
	if lead == 1 {
		leadSizes = append(leadSizes, b.dim(x, 0))
	}
	xv := b.aten(torch.AtenView, x, b.list(append(append([]*ir.Value{}, leadSizes...), b.int(ch), b.int(kernel[0]), b.int(kernel[1]), b.int(out[0]), b.int(out[1]))...))
	hp, wp := size[0]+2*pad[0], size[1]+2*pad[1]
	y := b.aten(torch.AtenFull, b.list(append(append([]*ir.Value{}, leadSizes...), b.int(ch), b.int(hp), b.int(wp))...), b.int(0),
		b.int(torch.ScalarTypeOfDtype(b.ctx, t.Dtype)), none, none, none)
	hd, wd := int64(lead+1), int64(lead+2) // the spatial dims of y
	for i := int64(0); i < kernel[0]; i++ {
		a, aEnd := i*dil[0], i*dil[0]+(out[0]-1)*stride[0]+1
		for j := int64(0); j < kernel[1]; j++ {
			c, cEnd := j*dil[1], j*dil[1]+(out[1]-1)*stride[1]+1
			blk := b.aten(torch.AtenSelectInt, b.aten(torch.AtenSelectInt, xv, b.int(hd), b.int(i)), b.int(hd), b.int(j))
			rowsV := b.aten(torch.AtenSliceTensor, y, b.int(hd), b.int(a), b.int(aEnd), b.int(stride[0]))
			sub := b.aten(torch.AtenSliceTensor, rowsV, b.int(wd), b.int(c), b.int(cEnd), b.int(stride[1]))
			rowsV = b.atenAs(torch.AtenSliceScatter, rowsV.Type(), rowsV, b.add(sub, blk), b.int(wd), b.int(c), b.int(cEnd), b.int(stride[1]))
			y = b.atenAs(torch.AtenSliceScatter, y.Type(), y, rowsV, b.int(hd), b.int(a), b.int(aEnd), b.int(stride[0]))
		}
	}
	if pad[0] > 0 {
		e := pad[0] + size[0]
		y = b.slice(y, int(hd), pad[0], &e)
	}
	if pad[1] > 0 {
		e := pad[1] + size[1]
		y = b.slice(y, int(wd), pad[1], &e)
	}
	b.replace(op, y)
	return true
}
