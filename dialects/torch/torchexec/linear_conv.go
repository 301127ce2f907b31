package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Convolutions, from PyTorch's definition (a cross-correlation):
//
//	out[n, oc, o...] = bias[oc] + sum over ic of oc's group and kernel
//	  positions k... of input[n, ic, o*stride - padding + k*dilation]
//	  * weight[oc, ic mod (C_in/groups), k...],
//
// positions in the zero padding adding nothing. The weight is
// [C_out, C_in/groups, kernel...]; the output size is
// (in + 2*padding - dilation*(kernel-1) - 1) / stride + 1 (floored).
//
// A transposed convolution is that map's adjoint: each input element
// scatters input[n, ic, i] * weight[ic, ocg, k] onto the output position
// i*stride - padding + k*dilation, with a weight of
// [C_in, C_out/groups, kernel...] and an output size of
// (in-1)*stride - 2*padding + dilation*(kernel-1) + output_padding + 1.

// convolutionOps are the convolutions.
var convolutionOps = exec.Table{
	// convolution(input, weight, bias?, stride, padding, dilation,
	// transposed, output_padding, groups): input [N, C_in, spatial...],
	// any number of spatial dims (the weight's rank - 2).
	torch.AtenConvolution.Name: convolutionOp(convOf[torch.AtenConvolutionArgs[int]](0)),
	// conv1d/2d/3d(input, weight, bias?, stride, padding, dilation,
	// groups): the input may also be unbatched, [C_in, spatial...].
	torch.AtenConv1d.Name: convolutionOp(convOf[torch.AtenConv1dArgs[int]](1)),
	torch.AtenConv2d.Name: convolutionOp(convOf[torch.AtenConv2dArgs[int]](2)),
	torch.AtenConv3d.Name: convolutionOp(convOf[torch.AtenConv3dArgs[int]](3)),
	// conv_transpose1d/2d(input, weight, bias?, stride, padding,
	// output_padding, groups, dilation).
	torch.AtenConvTranspose1d.Name:      convolutionOp(convOf[torch.AtenConvTranspose1dArgs[int]](1)),
	torch.AtenConvTranspose2dInput.Name: convolutionOp(convOf[torch.AtenConvTranspose2dInputArgs[int]](2)),
}

// convOperands says where an op's convolution parameters are: operand
// indices, -1 for a parameter the op does not have (its default).
type convOperands struct {
	// spatial is the number of spatial dims, 0 when the weight's rank
	// says it.
	spatial int
	// unbatched allows an input without the batch dim.
	unbatched bool
	// alwaysTransposed is the transposed flag when there is no operand.
	alwaysTransposed bool

	input, weight, bias                                          int
	stride, padding, dilation, transposed, outputPadding, groups int
}

// convPositions are the argument lists, over operand positions, of the
// convolutions.
type convPositions interface {
	~[]int
	Input() int
	Weight() int
	Bias() int
	Stride() int
	Padding() int
	Dilation() int
	Groups() int
}

// convOf is where the convolution with argument list A over nsp spatial
// dims (0: the weight's rank says, convolution itself, whose input is
// always batched) has its operands. An op with output_padding is
// transposed: by its transposed operand (convolution) or always
// (conv_transpose).
func convOf[A convPositions](nsp int) convOperands {
	a := A(operandPositions)
	ops := convOperands{spatial: nsp, unbatched: nsp != 0,
		input: a.Input(), weight: a.Weight(), bias: a.Bias(),
		stride: a.Stride(), padding: a.Padding(), dilation: a.Dilation(), groups: a.Groups(),
		transposed: -1, outputPadding: -1}
	t, hasTransposed := any(a).(interface{ Transposed() int })
	if hasTransposed {
		ops.transposed = t.Transposed()
	}
	if o, ok := any(a).(interface{ OutputPadding() int }); ok {
		ops.outputPadding = o.OutputPadding()
		ops.alwaysTransposed = !hasTransposed
	}
	return ops
}

// convParams are a convolution's parameters, one per spatial dim.
type convParams struct {
	stride, padding, dilation, outputPadding []int64
	transposed                               bool
	groups                                   int64
}

func convolutionOp(ops convOperands) exec.Semantics {
	return byAccumulatorC(
		func(c *exec.Ctx, elem ir.Type) error { return convolve[float64](c, elem, ops) },
		func(c *exec.Ctx, elem ir.Type) error { return convolve[int64](c, elem, ops) },
		func(c *exec.Ctx, elem ir.Type) error { return convolve[complex128](c, elem, ops) })
}

// spatialList reads an int list parameter with one entry per spatial
// dim; a single entry applies to every dim, and an absent or empty list
// is def everywhere.
func spatialList(c *exec.Ctx, i, n int, def int64, name string) ([]int64, error) {
	var l []int64
	if i >= 0 && !isNone(c, i) {
		var err error
		if l, err = intList(c, i); err != nil {
			return nil, err
		}
	}
	switch len(l) {
	case n:
		return l, nil
	case 0, 1:
		v := def
		if len(l) == 1 {
			v = l[0]
		}
		out := make([]int64, n)
		for k := range out {
			out[k] = v
		}
		return out, nil
	}
	return nil, c.Errorf("%s has %d values, expected %d (one per spatial dim)", name, len(l), n)
}

// readConvParams reads and checks the parameters for nsp spatial dims.
func readConvParams(c *exec.Ctx, ops convOperands, nsp int) (convParams, error) {
	var p convParams
	var err error
	if p.stride, err = spatialList(c, ops.stride, nsp, 1, "stride"); err != nil {
		return p, err
	}
	if p.padding, err = spatialList(c, ops.padding, nsp, 0, "padding"); err != nil {
		return p, err
	}
	if p.dilation, err = spatialList(c, ops.dilation, nsp, 1, "dilation"); err != nil {
		return p, err
	}
	if p.outputPadding, err = spatialList(c, ops.outputPadding, nsp, 0, "output_padding"); err != nil {
		return p, err
	}
	p.transposed = ops.alwaysTransposed
	if ops.transposed >= 0 {
		p.transposed = scalarB(c, ops.transposed)
	}
	p.groups = optInt(c, ops.groups, 1)
	if p.groups <= 0 {
		return p, c.Errorf("groups must be positive, got %d", p.groups)
	}
	for d := 0; d < nsp; d++ {
		switch {
		case p.stride[d] <= 0:
			return p, c.Errorf("stride must be positive, got %v", p.stride)
		case p.dilation[d] <= 0:
			return p, c.Errorf("dilation must be positive, got %v", p.dilation)
		case p.padding[d] < 0:
			return p, c.Errorf("padding must be non-negative, got %v", p.padding)
		case p.outputPadding[d] < 0:
			return p, c.Errorf("output_padding must be non-negative, got %v", p.outputPadding)
		case p.transposed && p.outputPadding[d] >= p.stride[d] && p.outputPadding[d] >= p.dilation[d]:
			return p, c.Errorf("output_padding %v must be smaller than either stride %v or dilation %v", p.outputPadding, p.stride, p.dilation)
		}
	}
	return p, nil
}

// convGeometry is the sizes of one convolution.
type convGeometry struct {
	batch, cin, cout, groups int64
	in, kernel, out          []int64 // spatial sizes
}

// geometry checks the operand shapes against p and computes the output's.
func (p convParams) geometry(c *exec.Ctx, x, w []int64) (convGeometry, error) {
	nsp := len(w) - 2
	g := convGeometry{batch: x[0], cin: x[1], groups: p.groups, in: x[2:], kernel: w[2:]}
	for d, s := range x[1:] {
		if s == 0 {
			return g, c.Errorf("input of shape %v is empty in its non-batch dim %d", x, d+1)
		}
	}
	for _, k := range g.kernel {
		if k <= 0 {
			return g, c.Errorf("weight of shape %v has an empty kernel", w)
		}
	}
	if p.transposed {
		if g.cin != w[0] || g.cin%g.groups != 0 {
			return g, c.Errorf("transposed convolution: input of shape %v and weight of shape %v with %d groups: the weight needs C_in = %d rows, divisible by the groups", x, w, g.groups, g.cin)
		}
		g.cout = w[1] * g.groups
	} else {
		if g.cin != w[1]*g.groups || w[0]%g.groups != 0 {
			return g, c.Errorf("convolution: input of shape %v and weight of shape %v with %d groups: expected C_in = %d (weight dim 1 times groups) and C_out divisible by the groups", x, w, g.groups, w[1]*g.groups)
		}
		g.cout = w[0]
	}
	g.out = make([]int64, nsp)
	for d := range g.out {
		dk := p.dilation[d]*(g.kernel[d]-1) + 1
		if p.transposed {
			g.out[d] = (g.in[d]-1)*p.stride[d] - 2*p.padding[d] + dk + p.outputPadding[d]
		} else {
			padded := g.in[d] + 2*p.padding[d]
			if padded < dk {
				return g, c.Errorf("padded input size %d in spatial dim %d is smaller than the dilated kernel size %d", padded, d, dk)
			}
			g.out[d] = (padded-dk)/p.stride[d] + 1
		}
		if g.out[d] < 1 {
			return g, c.Errorf("calculated output size %v is too small", g.out)
		}
	}
	return g, nil
}

func convolve[T accumulator](c *exec.Ctx, elem ir.Type, ops convOperands) error {
	x, xShape, err := operandAs[T](c, ops.input, elem)
	if err != nil {
		return err
	}
	w, wShape, err := operandAs[T](c, ops.weight, elem)
	if err != nil {
		return err
	}
	nsp := ops.spatial
	if nsp == 0 {
		nsp = len(wShape) - 2
	}
	if nsp < 1 || len(wShape) != nsp+2 {
		return c.Errorf("convolution weight of shape %v: expected rank %d", wShape, nsp+2)
	}
	batched := len(xShape) == nsp+2
	if !batched && !(ops.unbatched && len(xShape) == nsp+1) {
		return c.Errorf("convolution input of shape %v does not match the weight of shape %v", xShape, wShape)
	}
	if !batched {
		xShape = append([]int64{1}, xShape...)
	}
	p, err := readConvParams(c, ops, nsp)
	if err != nil {
		return err
	}
	for _, l := range []struct {
		what string
		vals []int64
	}{{"input shape", xShape}, {"weight shape", wShape}, {"stride", p.stride}, {"padding", p.padding}, {"dilation", p.dilation}, {"output_padding", p.outputPadding}} {
		if err := checkExtents(c, l.what, l.vals); err != nil {
			return err
		}
	}
	g, err := p.geometry(c, xShape, wShape)
	if err != nil {
		return err
	}
	var bias []T
	if !isNone(c, ops.bias) {
		var biasShape []int64
		if bias, biasShape, err = operandAs[T](c, ops.bias, elem); err != nil {
			return err
		}
		if len(biasShape) != 1 || biasShape[0] != g.cout {
			return c.Errorf("bias of shape %v: expected [%d], one per output channel", biasShape, g.cout)
		}
	}
	outShape := append([]int64{g.batch, g.cout}, g.out...)
	if !batched {
		outShape = outShape[1:]
	}
	// One step per multiply-add: each output (input, transposed) element
	// meets a kernel's worth of its group's channels.
	positions := elementCount(g.out)
	if p.transposed {
		positions = elementCount(g.in)
	}
	if err := charge(c, g.batch, g.cout, positions, g.cin/g.groups, elementCount(g.kernel)); err != nil {
		return err
	}
	if err := charge(c, g.batch, g.cout, elementCount(g.out)); err != nil {
		return err
	}
	// The result, and the table of window positions.
	if err := scratch(c, g.batch, g.cout, elementCount(g.out)); err != nil {
		return err
	}
	if err := scratch(c, positions, elementCount(g.kernel)); err != nil {
		return err
	}
	var out []T
	if p.transposed {
		out = convTransposed(x, w, g, p)
	} else {
		out = convDirect(x, w, g, p)
	}
	if bias != nil {
		outLen := exec.NumElements(g.out)
		for i := range out {
			out[i] += bias[int64(i)/outLen%g.cout]
		}
	}
	return storeResult(c, 0, outShape, out)
}

// windowTable maps each position a of the `from` grid and kernel
// position k to the linear position a*stride - pad + k*dilation of the
// `to` grid, or -1 where that falls outside (in the padding):
// table[a*kernelLen + k]. A convolution gathers with from = output and to
// = input; a transposed one scatters with from = input and to = output.
func windowTable(from, to, kernel, stride, pad, dil []int64) []int64 {
	fromLen, kLen := exec.NumElements(from), exec.NumElements(kernel)
	toStrides := exec.Strides(to)
	table := make([]int64, fromLen*kLen)
	a := make([]int64, len(from))
	k := make([]int64, len(kernel))
	for pa := int64(0); pa < fromLen; pa++ {
		exec.Unlinear(from, pa, a)
		for pk := int64(0); pk < kLen; pk++ {
			exec.Unlinear(kernel, pk, k)
			off := int64(0)
			for d := range from {
				x := a[d]*stride[d] - pad[d] + k[d]*dil[d]
				if x < 0 || x >= to[d] {
					off = -1
					break
				}
				off += x * toStrides[d]
			}
			table[pa*kLen+pk] = off
		}
	}
	return table
}

// convDirect gathers each output element: for an output channel, the
// input channels of its group in order, each over the kernel.
func convDirect[T accumulator](x, w []T, g convGeometry, p convParams) []T {
	inLen, outLen, kLen := exec.NumElements(g.in), exec.NumElements(g.out), exec.NumElements(g.kernel)
	out := make([]T, g.batch*g.cout*outLen)
	if len(out) == 0 {
		return out
	}
	table := windowTable(g.out, g.in, g.kernel, p.stride, p.padding, p.dilation)
	cinG, coutG := g.cin/g.groups, g.cout/g.groups
	for n := int64(0); n < g.batch; n++ {
		for oc := int64(0); oc < g.cout; oc++ {
			firstIn := oc / coutG * cinG
			dst := out[(n*g.cout+oc)*outLen:]
			for o := int64(0); o < outLen; o++ {
				window := table[o*kLen : (o+1)*kLen]
				var acc T
				for icg := int64(0); icg < cinG; icg++ {
					xs := x[(n*g.cin+firstIn+icg)*inLen:]
					ws := w[(oc*cinG+icg)*kLen:]
					for k, off := range window {
						if off >= 0 {
							acc += xs[off] * ws[k]
						}
					}
				}
				dst[o] = acc
			}
		}
	}
	return out
}

// convTransposed scatters each input element through the kernel onto
// the output channels of its group.
func convTransposed[T accumulator](x, w []T, g convGeometry, p convParams) []T {
	inLen, outLen, kLen := exec.NumElements(g.in), exec.NumElements(g.out), exec.NumElements(g.kernel)
	out := make([]T, g.batch*g.cout*outLen)
	if len(out) == 0 {
		return out
	}
	table := windowTable(g.in, g.out, g.kernel, p.stride, p.padding, p.dilation)
	cinG, coutG := g.cin/g.groups, g.cout/g.groups
	for n := int64(0); n < g.batch; n++ {
		for oc := int64(0); oc < g.cout; oc++ {
			group, ocg := oc/coutG, oc%coutG
			dst := out[(n*g.cout+oc)*outLen : (n*g.cout+oc+1)*outLen]
			for icg := int64(0); icg < cinG; icg++ {
				ic := group*cinG + icg
				xs := x[(n*g.cin+ic)*inLen:]
				ws := w[(ic*coutG+ocg)*kLen:]
				for i := int64(0); i < inLen; i++ {
					xv := xs[i]
					for k, off := range table[i*kLen : (i+1)*kLen] {
						if off >= 0 {
							dst[off] += xv * ws[k]
						}
					}
				}
			}
		}
	}
	return out
}
