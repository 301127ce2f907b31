package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Pooling: each output element reduces a window of its input plane (the
// last 1, 2 or 3 dims; the dims before them, batch and channels, are
// independent planes). The input is [C, spatial...] or
// [N, C, spatial...].
//
// Max and average pooling slide a kernel: output o of a spatial dim
// covers input positions o*stride - padding + j*dilation, j < kernel; the
// output size is floor((in + 2*padding - dilation*(kernel-1) - 1) /
// stride) + 1, or with ceil_mode the ceiling, less one when that last
// window would start in the right padding (PyTorch's rule: every window
// starts inside the input or the left padding). Max pooling ignores the
// padding, propagates NaN, and its indices are positions in the
// flattened input plane. Average pooling divides by divisor_override,
// else the window's size clipped to the padded input (count_include_pad)
// or to the input.
//
// Adaptive pooling to an output size out gives output o of an input dim
// of size in the window [floor(o*in/out), ceil((o+1)*in/out)).

// poolingOps are the pooling ops.
var poolingOps = exec.Table{
	// max_pool1d/2d(self, kernel_size, stride, padding, dilation,
	// ceil_mode) -> values.
	torch.AtenMaxPool1d.Name: maxPoolOp[torch.AtenMaxPool1dArgs[int]](1),
	torch.AtenMaxPool2d.Name: maxPoolOp[torch.AtenMaxPool2dArgs[int]](2),
	// max_pool2d/3d_with_indices: also the argmax, an si64 position in
	// the flattened H*W (D*H*W) plane.
	torch.AtenMaxPool2dWithIndices.Name: maxPoolOp[torch.AtenMaxPool2dWithIndicesArgs[int]](2),
	torch.AtenMaxPool3dWithIndices.Name: maxPoolOp[torch.AtenMaxPool3dWithIndicesArgs[int]](3),
	// avg_pool1d(self, kernel_size, stride, padding, ceil_mode,
	// count_include_pad); avg_pool2d/3d have divisor_override after.
	torch.AtenAvgPool1d.Name: avgPoolOp[torch.AtenAvgPool1dArgs[int]](1, nil),
	torch.AtenAvgPool2d.Name: avgPoolOp(2, torch.AtenAvgPool2dArgs[int].DivisorOverride),
	torch.AtenAvgPool3d.Name: avgPoolOp(3, torch.AtenAvgPool3dArgs[int].DivisorOverride),
	// adaptive_avg_pool(self, output_size).
	torch.AtenAdaptiveAvgPool1d.Name:  adaptivePoolOp[torch.AtenAdaptiveAvgPool1dArgs[int]](1, false),
	torch.AtenAdaptiveAvgPool2d.Name:  adaptivePoolOp[torch.AtenAdaptiveAvgPool2dArgs[int]](2, false),
	torch.Aten_AdaptiveAvgPool2d.Name: adaptivePoolOp[torch.Aten_AdaptiveAvgPool2dArgs[int]](2, false),
	torch.Aten_AdaptiveAvgPool3d.Name: adaptivePoolOp[torch.Aten_AdaptiveAvgPool3dArgs[int]](3, false),
	// adaptive_max_pool2d(self, output_size) -> (values, indices).
	torch.AtenAdaptiveMaxPool2d.Name: adaptivePoolOp[torch.AtenAdaptiveMaxPool2dArgs[int]](2, true),
}

// window is the input positions lo, lo+step, ... below hi along one dim.
type window struct{ lo, hi, step int64 }

// poolGrid is one pooling's geometry.
type poolGrid struct {
	lead    []int64    // the dims before the spatial ones
	in, out []int64    // spatial sizes
	windows [][]window // windows[d][o]: output o's window along dim d
	// padded[d][o], for average pooling: the window's size clipped to
	// the padded input, the count_include_pad divisor.
	padded [][]int64
}

func (g poolGrid) shape() []int64 { return append(append([]int64{}, g.lead...), g.out...) }

// planeInput splits the input shape into its leading dims and nsp
// spatial ones, checking the rank and that the non-batch dims are not
// empty.
func planeInput(c *exec.Ctx, shape []int64, nsp int) (poolGrid, error) {
	var g poolGrid
	r := len(shape)
	if r != nsp+1 && r != nsp+2 {
		return g, c.Errorf("expected an input of rank %d or %d, got shape %v", nsp+1, nsp+2, shape)
	}
	for d := r - nsp - 1; d < r; d++ {
		if shape[d] == 0 {
			return g, c.Errorf("input of shape %v is empty in its non-batch dim %d", shape, d)
		}
	}
	g.lead, g.in = shape[:r-nsp], shape[r-nsp:]
	return g, checkExtents(c, "input shape", shape)
}

// poolParams are a sliding pooling's parameters, one per spatial dim.
type poolParams struct {
	kernel, stride, padding, dilation []int64
	ceil                              bool
}

// poolPositions are the argument lists, over operand positions, of the
// sliding poolings: self, kernel_size, stride, padding, ceil_mode.
type poolPositions interface {
	selfPositions
	KernelSize() int
	Stride() int
	Padding() int
	CeilMode() int
}

// readPoolParams reads a's kernel_size, stride, padding and ceil_mode,
// and the dilation that dilation names (nil: none, 1); an empty stride is
// the kernel size.
func readPoolParams[A poolPositions](c *exec.Ctx, a A, nsp int, dilation func(A) int) (poolParams, error) {
	var p poolParams
	k, err := intList(c, a.KernelSize())
	if err != nil {
		return p, err
	}
	if len(k) == 0 {
		return p, c.Errorf("kernel_size must not be empty")
	}
	if p.kernel, err = spatialList(c, a.KernelSize(), nsp, 0, "kernel_size"); err != nil {
		return p, err
	}
	if p.stride, err = spatialList(c, a.Stride(), nsp, 0, "stride"); err != nil {
		return p, err
	}
	if s, _ := intList(c, a.Stride()); len(s) == 0 {
		p.stride = p.kernel
	}
	if p.padding, err = spatialList(c, a.Padding(), nsp, 0, "padding"); err != nil {
		return p, err
	}
	dil := -1
	if dilation != nil {
		dil = dilation(a)
	}
	if p.dilation, err = spatialList(c, dil, nsp, 1, "dilation"); err != nil {
		return p, err
	}
	p.ceil = scalarB(c, a.CeilMode())
	for _, l := range [][]int64{p.kernel, p.stride, p.padding, p.dilation} {
		if err := checkExtents(c, "pooling parameter", l); err != nil {
			return p, err
		}
	}
	for d := 0; d < nsp; d++ {
		switch {
		case p.kernel[d] <= 0:
			return p, c.Errorf("kernel_size must be positive, got %v", p.kernel)
		case p.stride[d] <= 0:
			return p, c.Errorf("stride must be positive, got %v", p.stride)
		case p.dilation[d] <= 0:
			return p, c.Errorf("dilation must be positive, got %v", p.dilation)
		case p.padding[d] < 0 || p.padding[d] > p.kernel[d]/2:
			return p, c.Errorf("padding %v must be between 0 and half the kernel size %v", p.padding, p.kernel)
		}
	}
	return p, nil
}

// outSize is PyTorch's pooling output size along one dim.
func (p poolParams) outSize(d int, in int64) int64 {
	s := p.stride[d]
	num := in + 2*p.padding[d] - p.dilation[d]*(p.kernel[d]-1) - 1
	if p.ceil {
		num += s - 1
	}
	out := floorDivInt(num, s) + 1
	if p.ceil && (out-1)*s >= in+p.padding[d] {
		out--
	}
	return out
}

// floorDivInt is a/b rounded toward -inf (b > 0).
func floorDivInt(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// slidingGrid lays the windows of a max (dilated) or average pooling.
func slidingGrid(c *exec.Ctx, shape []int64, p poolParams, average bool) (poolGrid, error) {
	g, err := planeInput(c, shape, len(p.kernel))
	if err != nil {
		return g, err
	}
	nsp := len(g.in)
	g.out = make([]int64, nsp)
	g.windows = make([][]window, nsp)
	g.padded = make([][]int64, nsp)
	for d, in := range g.in {
		n := p.outSize(d, in)
		if n < 1 {
			return g, c.Errorf("output size of the pooling of shape %v is too small (%d in spatial dim %d)", shape, n, d)
		}
		g.out[d] = n
		g.windows[d] = make([]window, n)
		g.padded[d] = make([]int64, n)
		for o := int64(0); o < n; o++ {
			start := o*p.stride[d] - p.padding[d]
			if average {
				end := min(start+p.kernel[d], in+p.padding[d])
				g.padded[d][o] = end - start
				g.windows[d][o] = window{lo: max(start, 0), hi: min(end, in), step: 1}
				continue
			}
			// The first position inside the input, on the dilation grid.
			dil := p.dilation[d]
			lo := start
			if lo < 0 {
				lo += (-lo + dil - 1) / dil * dil
			}
			g.windows[d][o] = window{lo: lo, hi: min(start+(p.kernel[d]-1)*dil+1, in), step: dil}
		}
	}
	return g, nil
}

// adaptiveGrid lays the windows of an adaptive pooling to the output size
// at operand outputSize.
func adaptiveGrid(c *exec.Ctx, shape []int64, nsp, outputSize int) (poolGrid, error) {
	g, err := planeInput(c, shape, nsp)
	if err != nil {
		return g, err
	}
	out, err := intList(c, outputSize)
	if err != nil {
		return g, err
	}
	if len(out) != nsp {
		return g, c.Errorf("output_size %v: expected %d sizes", out, nsp)
	}
	if err := checkExtents(c, "output_size", out); err != nil {
		return g, err
	}
	g.out = out
	g.windows = make([][]window, nsp)
	for d, in := range g.in {
		if out[d] < 0 {
			return g, c.Errorf("output_size %v must not be negative", out)
		}
		g.windows[d] = make([]window, out[d])
		for o := range g.windows[d] {
			lo := int64(o) * in / out[d]
			hi := ((int64(o)+1)*in + out[d] - 1) / out[d]
			g.windows[d][o] = window{lo: lo, hi: hi, step: 1}
		}
	}
	return g, nil
}

// forWindow calls f with the plane position of every point of the box
// ws, in row-major order.
func forWindow(ws []window, strides []int64, base int64, f func(pos int64)) {
	if len(ws) == 0 {
		f(base)
		return
	}
	for x := ws[0].lo; x < ws[0].hi; x += ws[0].step {
		forWindow(ws[1:], strides[1:], base+x*strides[0], f)
	}
}

// eachOutput calls f for every output position of a plane with its
// windows.
func (g poolGrid) eachOutput(f func(o int64, ws []window)) {
	n := exec.NumElements(g.out)
	idx := make([]int64, len(g.out))
	ws := make([]window, len(g.out))
	for o := int64(0); o < n; o++ {
		exec.Unlinear(g.out, o, idx)
		for d, i := range idx {
			ws[d] = g.windows[d][i]
		}
		f(o, ws)
	}
}

// planes is the number of independent planes.
func (g poolGrid) planes() int64 { return exec.NumElements(g.lead) }

// chargePool charges one step per window element read.
func chargePool(c *exec.Ctx, g poolGrid) error {
	win := int64(1)
	for _, ws := range g.windows {
		longest := int64(1)
		for _, w := range ws {
			longest = max(longest, (w.hi-w.lo+w.step-1)/w.step)
		}
		win *= longest
	}
	if err := charge(c, elementCount(g.lead), elementCount(g.out), win); err != nil {
		return err
	}
	// The values and, for a max pool, their indices.
	return scratch(c, 2, elementCount(g.lead), elementCount(g.out))
}

// maxPool computes the maxima of the windows and where they are: a NaN
// wins (the last one), else the first maximum. A window that has no
// element inside the input gives the identity and its first position.
func maxPool[T realAccumulator](x []T, g poolGrid) ([]T, []int64) {
	inLen, outLen := exec.NumElements(g.in), exec.NumElements(g.out)
	vals := make([]T, g.planes()*outLen)
	idxs := make([]int64, len(vals))
	if len(vals) == 0 {
		return vals, idxs
	}
	strides := exec.Strides(g.in)
	g.eachOutput(func(o int64, ws []window) {
		first := int64(0)
		for d, w := range ws {
			first += w.lo * strides[d]
		}
		for plane := int64(0); plane < g.planes(); plane++ {
			xs := x[plane*inLen:]
			best, at := lowest[T](), first
			forWindow(ws, strides, 0, func(pos int64) {
				// v != v is NaN's test; it is never true of an int64.
				if v := xs[pos]; v > best || v != v {
					best, at = v, pos
				}
			})
			vals[plane*outLen+o], idxs[plane*outLen+o] = best, at
		}
	})
	return vals, idxs
}

// avgPool computes the windows' sums divided by divisor(o, ws), or 0 for
// a window without elements.
func avgPool[T realAccumulator](x []T, g poolGrid, divisor func(o int64, ws []window) T) []T {
	inLen, outLen := exec.NumElements(g.in), exec.NumElements(g.out)
	vals := make([]T, g.planes()*outLen)
	if len(vals) == 0 {
		return vals
	}
	strides := exec.Strides(g.in)
	g.eachOutput(func(o int64, ws []window) {
		for _, w := range ws {
			if w.lo >= w.hi {
				return
			}
		}
		div := divisor(o, ws)
		for plane := int64(0); plane < g.planes(); plane++ {
			xs := x[plane*inLen:]
			var sum T
			forWindow(ws, strides, 0, func(pos int64) { sum += xs[pos] })
			vals[plane*outLen+o] = sum / div
		}
	})
	return vals
}

// windowCount is the number of input elements of a box.
func windowCount(ws []window) int64 {
	n := int64(1)
	for _, w := range ws {
		n *= (w.hi - w.lo + w.step - 1) / w.step
	}
	return n
}

// storePool stores the values (result 0) and, when the op has them, the
// indices (result 1).
func storePool[T accumulator](c *exec.Ctx, g poolGrid, vals []T, idxs []int64) error {
	if err := storeResult(c, 0, g.shape(), vals); err != nil {
		return err
	}
	if len(c.Results) < 2 {
		return nil
	}
	return storeResult(c, 1, g.shape(), idxs)
}

// maxPoolPositions are the max poolings' argument lists.
type maxPoolPositions interface {
	poolPositions
	Dilation() int
}

// maxPoolOp is a max pooling, A its argument list; the ops with indices
// have a second result.
func maxPoolOp[A maxPoolPositions](nsp int) exec.Semantics {
	a := A(operandPositions)
	return byAccumulator(
		func(c *exec.Ctx, elem ir.Type) error { return maxPoolOf[float64](c, elem, a, nsp) },
		func(c *exec.Ctx, elem ir.Type) error { return maxPoolOf[int64](c, elem, a, nsp) })
}

func maxPoolOf[T realAccumulator, A maxPoolPositions](c *exec.Ctx, elem ir.Type, a A, nsp int) error {
	x, shape, err := operandAs[T](c, a.Self(), elem)
	if err != nil {
		return err
	}
	p, err := readPoolParams(c, a, nsp, A.Dilation)
	if err != nil {
		return err
	}
	g, err := slidingGrid(c, shape, p, false)
	if err != nil {
		return err
	}
	if err := chargePool(c, g); err != nil {
		return err
	}
	vals, idxs := maxPool(x, g)
	return storePool(c, g, vals, idxs)
}

// avgPoolPositions are the average poolings' argument lists.
type avgPoolPositions interface {
	poolPositions
	CountIncludePad() int
}

// avgPoolOp is avg_pool, A its argument list, with the divisor_override
// that divisor names (nil: none).
func avgPoolOp[A avgPoolPositions](nsp int, divisor func(A) int) exec.Semantics {
	a := A(operandPositions)
	return byAccumulator(
		func(c *exec.Ctx, elem ir.Type) error { return avgPoolOf[float64](c, elem, a, nsp, divisor) },
		func(c *exec.Ctx, elem ir.Type) error { return avgPoolOf[int64](c, elem, a, nsp, divisor) })
}

func avgPoolOf[T realAccumulator, A avgPoolPositions](c *exec.Ctx, elem ir.Type, a A, nsp int, divisor func(A) int) error {
	x, shape, err := operandAs[T](c, a.Self(), elem)
	if err != nil {
		return err
	}
	p, err := readPoolParams(c, a, nsp, nil)
	if err != nil {
		return err
	}
	includePad := scalarB(c, a.CountIncludePad())
	override := int64(0)
	if divisor != nil && !isNone(c, divisor(a)) {
		if override = scalarI(c, divisor(a)); override == 0 {
			return c.Errorf("divisor_override must not be zero")
		}
	}
	g, err := slidingGrid(c, shape, p, true)
	if err != nil {
		return err
	}
	if err := chargePool(c, g); err != nil {
		return err
	}
	idx := make([]int64, nsp)
	vals := avgPool(x, g, func(o int64, ws []window) T {
		switch {
		case override != 0:
			return T(override)
		case includePad:
			exec.Unlinear(g.out, o, idx)
			n := int64(1)
			for d, i := range idx {
				n *= g.padded[d][i]
			}
			return T(n)
		}
		return T(windowCount(ws))
	})
	return storePool[T](c, g, vals, nil)
}

// adaptivePoolOp is adaptive_avg_pool (adaptive_max_pool when isMax), A
// its argument list.
func adaptivePoolOp[A interface {
	selfPositions
	OutputSize() int
}](nsp int, isMax bool) exec.Semantics {
	a := A(operandPositions)
	return byAccumulator(
		func(c *exec.Ctx, elem ir.Type) error {
			return adaptivePoolOf[float64](c, elem, a.Self(), a.OutputSize(), nsp, isMax)
		},
		func(c *exec.Ctx, elem ir.Type) error {
			return adaptivePoolOf[int64](c, elem, a.Self(), a.OutputSize(), nsp, isMax)
		})
}

// adaptivePoolOf pools operand self to the output size at operand
// outputSize.
func adaptivePoolOf[T realAccumulator](c *exec.Ctx, elem ir.Type, self, outputSize, nsp int, isMax bool) error {
	x, shape, err := operandAs[T](c, self, elem)
	if err != nil {
		return err
	}
	g, err := adaptiveGrid(c, shape, nsp, outputSize)
	if err != nil {
		return err
	}
	if err := chargePool(c, g); err != nil {
		return err
	}
	if isMax {
		vals, idxs := maxPool(x, g)
		return storePool(c, g, vals, idxs)
	}
	vals := avgPool(x, g, func(_ int64, ws []window) T { return T(windowCount(ws)) })
	return storePool[T](c, g, vals, nil)
}
