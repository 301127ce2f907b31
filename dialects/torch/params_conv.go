package torch

import (
	"fmt"
	"github.com/strata-compiler/strata/ir"
)

// spatialList reads v, an int list of n entries (one entry repeated;
// empty, or v nil for an absent argument, is def, nil when def is nil);
// ok false when unknown.
func spatialList(v *ir.Value, n int, def []int64) ([]int64, bool) {
	if v == nil {
		return def, def != nil
	}
	l, ok := ConstantIntList(v)
	if !ok {
		return nil, false
	}
	switch len(l) {
	case 0:
		return def, def != nil
	case 1:
		x := l[0]
		l = make([]int64, n)
		for j := range l {
			l[j] = x
		}
	}
	if len(l) != n {
		return nil, false
	}
	return l, true
}

func repeat(n int, v int64) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// ---- convolution ----

// convParams are a convolution's arguments that its check reads; nil:
// the op has none (transposed: alwaysTransposed says).
type convParams struct {
	input, weight, stride, padding, dilation, transposed, outputPadding, groups *ir.Value
	alwaysTransposed                                                            bool
}

// convolutionArgs are the argument lists of convolution(input, weight,
// bias, stride, padding, dilation, transposed, output_padding, groups).
type convolutionArgs interface {
	convNdArgs
	Transposed() *ir.Value
	OutputPadding() *ir.Value
}

// convNdArgs are the argument lists of convNd(input, weight, bias,
// stride, padding, dilation, groups) and its .padding overloads.
type convNdArgs interface {
	~[]*ir.Value
	Input() *ir.Value
	Weight() *ir.Value
	Stride() *ir.Value
	Padding() *ir.Value
	Dilation() *ir.Value
	Groups() *ir.Value
}

func convolutionParams[A convolutionArgs](op *ir.Operation) convParams {
	a := A(op.Operands())
	return convParams{input: a.Input(), weight: a.Weight(), stride: a.Stride(), padding: a.Padding(), dilation: a.Dilation(),
		transposed: a.Transposed(), outputPadding: a.OutputPadding(), groups: a.Groups()}
}

func convNdParams[A convNdArgs](op *ir.Operation) convParams {
	a := A(op.Operands())
	return convParams{input: a.Input(), weight: a.Weight(), stride: a.Stride(), padding: a.Padding(), dilation: a.Dilation(),
		groups: a.Groups()}
}

// convNdStrPaddingParams: convNd.padding's padding is a string ("same",
// "valid"), which the check does not read.
func convNdStrPaddingParams[A convNdArgs](op *ir.Operation) convParams {
	p := convNdParams[A](op)
	p.padding = nil
	return p
}

// convTransposeParams: conv_transposeNd(input, weight, bias, stride,
// padding, output_padding, groups, dilation).
func convTransposeParams[A interface {
	convNdArgs
	OutputPadding() *ir.Value
}](op *ir.Operation) convParams {
	a := A(op.Operands())
	return convParams{input: a.Input(), weight: a.Weight(), stride: a.Stride(), padding: a.Padding(), dilation: a.Dilation(),
		outputPadding: a.OutputPadding(), groups: a.Groups(), alwaysTransposed: true}
}

// convCheck checks a convolution over spatial dims (0: from the weight's
// rank) whose arguments params reads.
func convCheck(spatial int, params func(op *ir.Operation) convParams) paramCheck {
	return func(op *ir.Operation) string {
		a := params(op)
		x, w := TensorOf(a.input), TensorOf(a.weight)
		groups, okG := ConstantIntValue(a.groups)
		if okG && groups <= 0 {
			return fmt.Sprintf("groups %d must be positive", groups)
		}
		for _, l := range []struct {
			v    *ir.Value
			what string
			r    rule
		}{{a.stride, "stride", positive}, {a.dilation, "dilation", positive}, {a.padding, "padding", nonNegative},
			{a.outputPadding, "output_padding", nonNegative}} {
			if l.v != nil {
				if why := numbersCheck(l.v, l.what, l.r); why != "" {
					return why
				}
			}
		}
		if w == nil || w.Sizes == nil || len(w.Sizes) < 3 {
			return ""
		}
		nsp := len(w.Sizes) - 2
		if spatial != 0 && nsp != spatial {
			return fmt.Sprintf("weight of rank %d for a convolution over %d dims", len(w.Sizes), spatial)
		}
		transposed := a.alwaysTransposed
		if a.transposed != nil {
			t, ok := ConstantBoolValue(a.transposed)
			if !ok {
				return ""
			}
			transposed = t
		}
		stride, okS := spatialList(a.stride, nsp, repeat(nsp, 1))
		dil, okD := spatialList(a.dilation, nsp, repeat(nsp, 1))
		pad, okP := spatialList(a.padding, nsp, repeat(nsp, 0))
		if a.outputPadding != nil && okS && okD {
			if outPad, ok := spatialList(a.outputPadding, nsp, repeat(nsp, 0)); ok && transposed {
				for i, p := range outPad {
					if p >= max(stride[i], dil[i]) {
						return fmt.Sprintf("output_padding %s must be smaller than either stride %s or dilation %s",
							formatInts(outPad), formatInts(stride), formatInts(dil))
					}
				}
			}
		}
		if x == nil || x.Sizes == nil {
			return ""
		}
		lead := len(x.Sizes) - nsp
		if lead != 1 && lead != 2 {
			return fmt.Sprintf("input of rank %d for a weight of rank %d", len(x.Sizes), len(w.Sizes))
		}
		c := x.Sizes[lead-1]
		wOut, wIn := w.Sizes[0], w.Sizes[1]
		if okG {
			switch {
			case transposed && wOut != Dynamic && wOut%groups != 0:
				return fmt.Sprintf("groups %d does not divide the weight's %d input channels", groups, wOut)
			case transposed && c != Dynamic && wOut != Dynamic && c != wOut:
				return fmt.Sprintf("input has %d channels, the transposed weight expects %d", c, wOut)
			case !transposed && wOut != Dynamic && wOut%groups != 0:
				return fmt.Sprintf("groups %d does not divide the %d output channels", groups, wOut)
			case !transposed && c != Dynamic && c%groups != 0:
				return fmt.Sprintf("groups %d does not divide the %d input channels", groups, c)
			case !transposed && c != Dynamic && wIn != Dynamic && wIn*groups != c:
				return fmt.Sprintf("input has %d channels, the weight expects %d (%d per group, %d groups)", c, wIn*groups, wIn, groups)
			}
		}
		if transposed || !okD || !okP {
			return ""
		}
		for i := 0; i < nsp; i++ {
			n, k := x.Sizes[lead+i], w.Sizes[2+i]
			if n == Dynamic || k == Dynamic {
				continue
			}
			if padded, window := n+2*pad[i], dil[i]*(k-1)+1; padded < window {
				return fmt.Sprintf("kernel of size %d (dilated: %d) is larger than the padded input of size %d in spatial dim %d",
					k, window, padded, i)
			}
		}
		return ""
	}
}

// ---- pooling ----

// poolParams are a pooling's arguments that its check reads; dilation
// is nil for avg_poolNd, divisor for avg_pool1d and max_poolNd.
type poolParams struct {
	self, kernel, stride, padding, dilation, ceilMode, divisor *ir.Value
}

// poolArgs are the argument lists of max_poolNd(self, kernel_size,
// stride, padding, dilation, ceil_mode) and avg_poolNd(self,
// kernel_size, stride, padding, ceil_mode, count_include_pad,
// divisor_override?).
type poolArgs interface {
	~[]*ir.Value
	Self() *ir.Value
	KernelSize() *ir.Value
	Stride() *ir.Value
	Padding() *ir.Value
	CeilMode() *ir.Value
}

func avgPoolParams[A poolArgs](op *ir.Operation) poolParams {
	a := A(op.Operands())
	return poolParams{self: a.Self(), kernel: a.KernelSize(), stride: a.Stride(), padding: a.Padding(), ceilMode: a.CeilMode()}
}

func avgPoolDivisorParams[A interface {
	poolArgs
	DivisorOverride() *ir.Value
}](op *ir.Operation) poolParams {
	p := avgPoolParams[A](op)
	p.divisor = A(op.Operands()).DivisorOverride()
	return p
}

func maxPoolParams[A interface {
	poolArgs
	Dilation() *ir.Value
}](op *ir.Operation) poolParams {
	p := avgPoolParams[A](op)
	p.dilation = A(op.Operands()).Dilation()
	return p
}

// poolCheck checks a pooling over nsp dims whose arguments params reads:
// max_poolNd (with a dilation) or avg_poolNd (with none); a stride of []
// is the kernel size.
func poolCheck(nsp int, params func(op *ir.Operation) poolParams) paramCheck {
	return func(op *ir.Operation) string {
		a := params(op)
		isMax := a.dilation != nil
		for _, l := range []struct {
			v    *ir.Value
			what string
			r    rule
		}{{a.kernel, "kernel_size", positive}, {a.stride, "stride", positive}, {a.padding, "padding", nonNegative}, {a.dilation, "dilation", positive}} {
			if l.v != nil {
				if why := numbersCheck(l.v, l.what, l.r); why != "" {
					return why
				}
			}
		}
		if a.divisor != nil {
			if d, ok := ConstantIntValue(a.divisor); ok && d == 0 {
				return "divisor_override must not be zero"
			}
		}
		k, okK := spatialList(a.kernel, nsp, nil)
		if !okK {
			return ""
		}
		stride, okS := spatialList(a.stride, nsp, k)
		pad, okP := spatialList(a.padding, nsp, repeat(nsp, 0))
		dil, okD := spatialList(a.dilation, nsp, repeat(nsp, 1))
		if !okP || !okD {
			return ""
		}
		for i := range k {
			window := k[i]
			if isMax {
				window = dil[i]*(k[i]-1) + 1
			}
			if 2*pad[i] > window {
				return fmt.Sprintf("padding %s must be at most half of the (dilated) kernel size %s", formatInts(pad), formatInts(k))
			}
		}
		x := TensorOf(a.self)
		if x == nil || x.Sizes == nil || len(x.Sizes) < nsp || !okS {
			return ""
		}
		ceil, _ := ConstantBoolValue(a.ceilMode)
		lead := len(x.Sizes) - nsp
		for i := range k {
			n := x.Sizes[lead+i]
			if n == Dynamic {
				continue
			}
			if o := windowSize(n, k[i], stride[i], pad[i], dil[i], ceil); o < 1 {
				return fmt.Sprintf("output size %d is too small: input size %d, kernel size %d, stride %d, padding %d, dilation %d",
					o, n, k[i], stride[i], pad[i], dil[i])
			}
		}
		return ""
	}
}

// ---- the rest ----

// upsampleVecCheck: upsample_*.vec(input, output_size?, ...,
// scale_factors?): output sizes and scale factors positive.
func upsampleVecCheck[A interface {
	~[]*ir.Value
	OutputSize() *ir.Value
	ScaleFactors() *ir.Value
}](op *ir.Operation) string {
	a := A(op.Operands())
	if why := numbersCheck(a.OutputSize(), "output_size", positive); why != "" {
		return why
	}
	return numbersCheck(a.ScaleFactors(), "scale_factors", positive)
}

// pixelShuffleCheck: pixel_shuffle(self, r) needs r > 0 and the
// channels (dim -3) divisible by r*r.
func pixelShuffleCheck(op *ir.Operation) string {
	a := AtenPixelShuffleArgs[*ir.Value](op.Operands())
	r, ok := ConstantIntValue(a.UpscaleFactor())
	if !ok {
		return ""
	}
	if r <= 0 {
		return fmt.Sprintf("upscale_factor %d must be positive", r)
	}
	x := TensorOf(a.Self())
	if x == nil || x.Sizes == nil || len(x.Sizes) < 3 {
		return ""
	}
	if c := x.Sizes[len(x.Sizes)-3]; c != Dynamic && r < 1<<31 && c%(r*r) != 0 {
		return fmt.Sprintf("%d channels are not divisible by upscale_factor^2 = %d", c, r*r)
	}
	return ""
}
