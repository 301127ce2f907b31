package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// torch.fft's ops decompose as ATen implements them
// (aten/src/ATen/native/SpectralOps.cpp): the input is promoted
// (integers and bools to float32, to complex where the transform needs
// it), each transformed dim padded with zeros (constant_pad_nd) or
// trimmed (slice) to its signal size, and one of the core transforms
// runs, which convert-torch-to-linalg lowers:
//
//	fft/ifft(x complex)         -> _fft_c2c(x, [d], norm, forward)
//	fft/ifft(x real)            -> _fft_r2c(x, [d], norm, false) (ifft: conj)
//	rfft/ihfft(x)               -> _fft_r2c(x, [d], norm, true) (ihfft: conj)
//	irfft/hfft(x, n)            -> _fft_c2r(x [n/2+1], [d], norm, n) (hfft: of conj(x))
//	fftn/ifftn/fft2/ifft2       -> _fft_c2c(complex(x), dims, norm, forward)
//	rfftn/rfft2                 -> _fft_r2c(x, dims, norm, true)
//	irfftn/irfft2               -> _fft_c2r(x, dims, norm, n_last)
//	hfftn/hfft2                 -> _fft_c2r(conj(_fft_c2c(x, dims[:-1], norm, true)), [dims[-1]], norm, n_last)
//	ihfftn/ihfft2               -> _fft_c2c(conj(_fft_r2c(x, [dims[-1]], norm, true)), dims[:-1], norm, false)
//	fftshift/ifftshift(x, dims) -> roll(x, size/2 (ifftshift: (size+1)/2), dims)
//	fftfreq/rfftfreq(n, d)      -> arange(n) (upper half less n; rfftfreq: n/2+1) * 1/(n d)
//
// norm is the fft_norm_mode of the norm string and direction: 0 none,
// 1 by 1/sqrt(n), 2 by 1/n. A decomposition declines a non-constant
// size, dim or norm, a float16/bfloat16 input (unsupported on the CPU),
// and a size to pad or trim along a dynamic dim.

// fftNormMode is norm_from_string; ok is false for an unknown string or
// a non-constant operand.
func fftNormMode(v *ir.Value, forward bool) (int64, bool) {
	mode := "backward"
	if !torch.IsNoneValue(v) {
		s, ok := constantStr(v)
		if !ok {
			return 0, false
		}
		mode = s
	}
	switch mode {
	case "backward":
		if forward {
			return 0, true
		}
		return 2, true
	case "forward":
		if forward {
			return 2, true
		}
		return 0, true
	case "ortho":
		return 1, true
	}
	return 0, false
}

// fftPlan is the input of a transform being built: its value and what is
// known of its type (sizes may be torch.Dynamic).
type fftPlan struct {
	b     *torchBuilder
	x     *ir.Value
	sizes []int64
	dtype ir.Type
}

func (p *fftPlan) typ() ir.Type { return torch.VTensor(p.b.ctx, p.sizes, p.dtype) }

// fftPromoted is promote_type_fft's dtype for x's dtype: integers and
// bools become float32, complex when toComplex; nil for float16 and
// bfloat16 (or complex when real is required).
func fftPromoted(ctx *ir.Context, dtype ir.Type, toComplex, requireReal bool) ir.Type {
	switch t := dtype.(type) {
	case *ir.ComplexType:
		if requireReal || floatWidth(t.Elem) < 32 {
			return nil
		}
		return t
	case *ir.FloatType:
		if t.Width() < 32 {
			return nil
		}
	case *ir.IntegerType:
		dtype = ctx.F32()
	default:
		return nil
	}
	if toComplex {
		return ctx.ComplexType(dtype)
	}
	return dtype
}

func floatWidth(t ir.Type) int {
	if f, ok := t.(*ir.FloatType); ok {
		return f.Width()
	}
	return 0
}

// promote converts the input to dtype.
func (p *fftPlan) promote(dtype ir.Type) {
	if dtype != p.dtype {
		p.x = p.b.atenAs(torch.AtenToDtype, torch.VTensor(p.b.ctx, p.sizes, dtype), p.x,
			p.b.int(torch.ScalarTypeOfDtype(p.b.ctx, dtype)), p.b.bool(false), p.b.bool(false), p.b.none())
		p.dtype = dtype
	}
}

// resize pads dim d with zeros or trims it to n (resize_fft_input).
func (p *fftPlan) resize(d int, n int64) {
	m := p.sizes[d]
	if m == n {
		return
	}
	sizes := append([]int64(nil), p.sizes...)
	sizes[d] = n
	t := torch.VTensor(p.b.ctx, sizes, p.dtype)
	if m > n {
		p.x = p.b.atenAs(torch.AtenSliceTensor, t, p.x, p.b.int(int64(d)), p.b.int(0), p.b.int(n), p.b.int(1))
	} else {
		pad := make([]int64, 2*(len(p.sizes)-d))
		pad[len(pad)-1] = n - m
		p.x = p.b.atenAs(torch.AtenConstantPadNd, t, p.x, p.b.ints(pad...), p.b.int(0))
	}
	p.sizes = sizes
}

// resizable reports whether dim d of sizes can be resized to n.
func resizable(sizes []int64, d int, n int64) bool {
	return sizes[d] == n || sizes[d] != torch.Dynamic
}

func (p *fftPlan) dimList(dims []int) *ir.Value {
	ds := make([]int64, len(dims))
	for i, d := range dims {
		ds[i] = int64(d)
	}
	return p.b.ints(ds...)
}

// c2c is _fft_c2c(x, dims, norm, forward).
func (p *fftPlan) c2c(dims []int, norm int64, forward bool) {
	if len(dims) == 0 {
		return
	}
	p.x = p.b.atenAs(torch.Aten_FftC2c, p.typ(), p.x, p.dimList(dims), p.b.int(norm), p.b.bool(forward))
}

// r2c is _fft_r2c(x, dims, norm, onesided): complex, the last dim n/2+1
// when onesided.
func (p *fftPlan) r2c(dims []int, norm int64, onesided bool) {
	p.dtype = p.b.ctx.ComplexType(p.dtype)
	last := dims[len(dims)-1]
	if onesided && p.sizes[last] != torch.Dynamic {
		p.sizes = append([]int64(nil), p.sizes...)
		p.sizes[last] = p.sizes[last]/2 + 1
	}
	p.x = p.b.atenAs(torch.Aten_FftR2c, p.typ(), p.x, p.dimList(dims), p.b.int(norm), p.b.bool(onesided))
}

// c2r is _fft_c2r(x, dims, norm, n): real, the last dim n.
func (p *fftPlan) c2r(dims []int, norm int64, n *ir.Value) {
	p.dtype = p.dtype.(*ir.ComplexType).Elem
	p.sizes = append([]int64(nil), p.sizes...)
	last := dims[len(dims)-1]
	p.sizes[last] = torch.Dynamic
	if c, ok := torch.ConstantIntValue(n); ok {
		p.sizes[last] = c
	}
	p.x = p.b.atenAs(torch.Aten_FftC2r, p.typ(), p.x, p.dimList(dims), p.b.int(norm), n)
}

func (p *fftPlan) conj() { p.x = p.b.atenAs(torch.AtenConj, p.typ(), p.x) }

// fftKind is which core transform a public op runs.
type fftKind int

const (
	fftC2C fftKind = iota // complex to complex (fft/ifft of a real input: r2c two-sided)
	fftR2C                // real input, one-sided output
	fftC2R                // one-sided Hermitian input, real output
)

// fft1 decomposes fft, ifft, rfft, irfft, hfft, ihfft(self, n?, dim, norm?).
func fft1[A interface {
	selfArgs
	N() *ir.Value
	Dim() *ir.Value
	Norm() *ir.Value
}](kind fftKind, forward bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		t := ranked(args.Self())
		dim, ok1 := torch.ConstantIntValue(args.Dim())
		norm, ok2 := fftNormMode(args.Norm(), forward)
		if t == nil || ranked(op.Result(0)) == nil || !ok1 || !ok2 || len(t.Sizes) == 0 {
			return false
		}
		d, ok := normDim(dim, len(t.Sizes))
		if !ok {
			return false
		}
		_, isComplex := t.Dtype.(*ir.ComplexType)
		dtype := fftPromoted(rw.Ctx, t.Dtype, kind == fftC2R, kind == fftR2C)
		if dtype == nil {
			return false
		}
		n, haveN := int64(0), !torch.IsNoneValue(args.N())
		if haveN {
			if n, ok = torch.ConstantIntValue(args.N()); !ok || n < 1 {
				return false
			}
			size := n
			if kind == fftC2R {
				size = n/2 + 1
			}
			if !resizable(t.Sizes, d, size) {
				return false
			}
		} else if kind == fftC2R && t.Sizes[d] != torch.Dynamic && t.Sizes[d] < 2 {
			return false // 2*(size-1) points: none
		}
		b := newTorchBuilder(op, rw)
		p := &fftPlan{b: b, x: args.Self(), sizes: t.Sizes, dtype: t.Dtype}
		p.promote(dtype)
		switch {
		case kind == fftC2R:
			nv := b.int(n)
			if !haveN {
				nv = b.times(b.plus(b.dim(p.x, d), -1), b.int(2))
			} else {
				p.resize(d, n/2+1)
			}
			if forward {
				p.conj()
			}
			p.c2r([]int{d}, norm, nv)
		case kind == fftC2C && isComplex:
			if haveN {
				p.resize(d, n)
			}
			p.c2c([]int{d}, norm, forward)
		default:
			if haveN {
				p.resize(d, n)
			}
			p.r2c([]int{d}, norm, kind == fftR2C)
			if !forward {
				p.conj()
			}
		}
		b.replace(op, p.x)
		return true
	}
}

// fftShapeAndDims is canonicalize_fft_shape_and_dim_args on constant
// operands s and dim (defDims when dim is none and defDims is not nil).
func fftShapeAndDims(sv, dimv *ir.Value, sizes []int64, defDims []int64) (shape []int64, dims []int, sGiven bool, ok bool) {
	rank := len(sizes)
	wrap := func(ds []int64) ([]int, bool) {
		out := make([]int, len(ds))
		seen := map[int]bool{}
		for i, d := range ds {
			k, ok := normDim(d, rank)
			if !ok || rank == 0 || seen[k] {
				return nil, false
			}
			out[i], seen[k] = k, true
		}
		return out, true
	}
	haveDim := !torch.IsNoneValue(dimv)
	if haveDim {
		ds, ok := torch.ConstantIntList(dimv)
		if !ok {
			return nil, nil, false, false
		}
		if dims, ok = wrap(ds); !ok {
			return nil, nil, false, false
		}
	}
	switch {
	case !torch.IsNoneValue(sv):
		s, ok := torch.ConstantIntList(sv)
		if !ok || haveDim && len(s) != len(dims) || len(s) > rank {
			return nil, nil, false, false
		}
		if !haveDim {
			for i := range s {
				dims = append(dims, rank-len(s)+i)
			}
		}
		for i, n := range s {
			if n == -1 {
				n = sizes[dims[i]]
			}
			shape = append(shape, n)
		}
		sGiven = true
	case !haveDim && defDims == nil:
		for d := range rank {
			dims = append(dims, d)
			shape = append(shape, sizes[d])
		}
	default:
		if !haveDim {
			if dims, ok = wrap(defDims); !ok {
				return nil, nil, false, false
			}
		}
		for _, d := range dims {
			shape = append(shape, sizes[d])
		}
	}
	for _, n := range shape {
		if n == torch.Dynamic {
			continue // the input's own size: nothing to resize
		}
		if n < 1 {
			return nil, nil, false, false
		}
	}
	return shape, dims, sGiven, true
}

// fftN decomposes fftn/fft2, ifftn/ifft2, rfftn/rfft2, irfftn/irfft2,
// hfftn/hfft2, ihfftn/ihfft2(self, s?, dim?, norm?).
func fftN[A interface {
	selfArgs
	S() *ir.Value
	Dim() *ir.Value
	Norm() *ir.Value
}](kind fftKind, forward bool, defDims []int64) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		t := ranked(args.Self())
		if t == nil || ranked(op.Result(0)) == nil {
			return false
		}
		norm, ok := fftNormMode(args.Norm(), forward)
		if !ok {
			return false
		}
		shape, dims, sGiven, ok := fftShapeAndDims(args.S(), args.Dim(), t.Sizes, defDims)
		if !ok || kind != fftC2C && len(dims) == 0 {
			return false
		}
		dtype := fftPromoted(rw.Ctx, t.Dtype, kind != fftR2C, kind == fftR2C)
		if dtype == nil {
			return false
		}
		last := len(dims) - 1
		var lastSize int64
		if kind == fftC2R {
			// The last dim's output size: s[-1], or 2*(size-1) when absent
			// or -1; its input is padded or cut to lastSize/2+1.
			s, _ := torch.ConstantIntList(args.S())
			if sGiven && s[len(s)-1] != -1 {
				lastSize = shape[last]
			} else if m := t.Sizes[dims[last]]; m != torch.Dynamic {
				lastSize = 2 * (m - 1)
			} else {
				return false
			}
			if lastSize < 1 {
				return false
			}
			shape[last] = lastSize/2 + 1
		}
		for i, d := range dims {
			if shape[i] != torch.Dynamic && !resizable(t.Sizes, d, shape[i]) {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		p := &fftPlan{b: b, x: args.Self(), sizes: t.Sizes, dtype: t.Dtype}
		p.promote(dtype)
		for i, d := range dims {
			if shape[i] != torch.Dynamic {
				p.resize(d, shape[i])
			}
		}
		switch {
		case kind == fftC2C:
			p.c2c(dims, norm, forward)
		case kind == fftR2C && forward: // rfftn
			p.r2c(dims, norm, true)
		case kind == fftR2C: // ihfftn
			p.r2c(dims[last:], norm, true)
			p.conj()
			p.c2c(dims[:last], norm, false)
		case forward: // hfftn
			p.c2c(dims[:last], norm, true)
			p.conj()
			p.c2r(dims[last:], norm, b.int(lastSize))
		default: // irfftn
			p.c2r(dims, norm, b.int(lastSize))
		}
		b.replace(op, p.x)
		return true
	}
}

// fftShift decomposes fftshift (ifftshift)(self, dim?) into a roll of
// each dim by size/2 ((size+1)/2); a dynamic dim is gathered instead:
// index_select(x, d, (arange(n) + n - shift) mod n).
func fftShift[A interface {
	selfArgs
	Dim() *ir.Value
}](inverse bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		t := ranked(args.Self())
		if t == nil || !sameDtype(op, args.Self()) {
			return false
		}
		var dims []int64
		if torch.IsNoneValue(args.Dim()) {
			for d := range len(t.Sizes) {
				dims = append(dims, int64(d))
			}
		} else {
			var ok bool
			if dims, ok = torch.ConstantIntList(args.Dim()); !ok {
				return false
			}
		}
		if len(dims) == 0 {
			return false // roll needs shifts: PyTorch's error
		}
		var static, shifts []int64
		var dynamic []int
		for _, d := range dims {
			k, ok := normDim(d, len(t.Sizes))
			if !ok || len(t.Sizes) == 0 {
				return false
			}
			if n := t.Sizes[k]; n != torch.Dynamic {
				static = append(static, int64(k))
				shifts = append(shifts, (n+fftShiftRound(inverse))/2)
			} else {
				dynamic = append(dynamic, k)
			}
		}
		b := newTorchBuilder(op, rw)
		x := args.Self()
		if len(static) > 0 {
			x = b.aten(torch.AtenRoll, x, b.ints(shifts...), b.ints(static...))
		}
		for _, k := range dynamic {
			n := b.dim(x, k)
			shift := b.atenInt(torch.AtenFloordivInt, b.plus(n, fftShiftRound(inverse)), b.int(2))
			from := b.aten(torch.AtenAddScalar, b.arange(b.int(0), n, b.int(1)), b.atenInt(torch.AtenSubInt, n, shift), b.int(1))
			x = b.atenAs(torch.AtenIndexSelect, x.Type(), x, b.int(int64(k)), b.aten(torch.AtenRemainderScalar, from, n))
		}
		b.replace(op, x)
		return true
	}
}

// fftShiftRound is what is added to a size before halving it: 0 for
// fftshift, 1 for ifftshift.
func fftShiftRound(inverse bool) int64 {
	if inverse {
		return 1
	}
	return 0
}

// fftFreq decomposes fftfreq (rfft: rfftfreq)(n, d, dtype?, ...) as
// PyTorch computes it: arange(n) in the float dtype, its upper half
// (from (n+1)/2) less n (rfftfreq: arange(n/2+1)), times 1/(n d).
func fftFreq[A interface {
	~[]*ir.Value
	N() *ir.Value
	D() *ir.Value
}](rfft bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		rt := ranked(op.Result(0))
		n, okN := torch.ConstantIntValue(args.N())
		d, okD := torch.ConstantFloatValue(args.D())
		if rt == nil || !okN || !okD || n < 1 || !torch.IsFloatDtype(rt.Dtype) || floatWidth(rt.Dtype) < 32 {
			return false
		}
		b := newTorchBuilder(op, rw)
		none := b.none()
		dtype := b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype))
		arange := func(from, to int64) *ir.Value {
			return b.atenAs(torch.AtenArangeStartStep, torch.VTensor(b.ctx, []int64{to - from}, rt.Dtype),
				b.int(from), b.int(to), b.int(1), dtype, none, none, none)
		}
		var x *ir.Value
		if rfft {
			x = arange(0, n/2+1)
		} else {
			x = b.atenAs(torch.AtenCat, torch.VTensor(b.ctx, []int64{n}, rt.Dtype), b.tensors(arange(0, (n+1)/2), arange(-(n/2), 0)), b.int(0))
		}
		b.replace(op, b.aten(torch.AtenMulScalar, x, b.float(1/(float64(n)*d))))
		return true
	}
}

// fftDecompositions: torch.fft's ops (fft.go).
var fftDecompositions = []*rewrite.Pattern{
	decomposition(torch.AtenFftFft, fft1[torch.AtenFftFftArgs[*ir.Value]](fftC2C, true)),
	decomposition(torch.AtenFftIfft, fft1[torch.AtenFftIfftArgs[*ir.Value]](fftC2C, false)),
	decomposition(torch.AtenFftRfft, fft1[torch.AtenFftRfftArgs[*ir.Value]](fftR2C, true)),
	decomposition(torch.AtenFftIhfft, fft1[torch.AtenFftIhfftArgs[*ir.Value]](fftR2C, false)),
	decomposition(torch.AtenFftIrfft, fft1[torch.AtenFftIrfftArgs[*ir.Value]](fftC2R, false)),
	decomposition(torch.AtenFftHfft, fft1[torch.AtenFftHfftArgs[*ir.Value]](fftC2R, true)),
	decomposition(torch.AtenFftFftn, fftN[torch.AtenFftFftnArgs[*ir.Value]](fftC2C, true, nil)),
	decomposition(torch.AtenFftIfftn, fftN[torch.AtenFftIfftnArgs[*ir.Value]](fftC2C, false, nil)),
	decomposition(torch.AtenFftRfftn, fftN[torch.AtenFftRfftnArgs[*ir.Value]](fftR2C, true, nil)),
	decomposition(torch.AtenFftIhfftn, fftN[torch.AtenFftIhfftnArgs[*ir.Value]](fftR2C, false, nil)),
	decomposition(torch.AtenFftIrfftn, fftN[torch.AtenFftIrfftnArgs[*ir.Value]](fftC2R, false, nil)),
	decomposition(torch.AtenFftHfftn, fftN[torch.AtenFftHfftnArgs[*ir.Value]](fftC2R, true, nil)),
	decomposition(torch.AtenFftFft2, fftN[torch.AtenFftFft2Args[*ir.Value]](fftC2C, true, []int64{-2, -1})),
	decomposition(torch.AtenFftIfft2, fftN[torch.AtenFftIfft2Args[*ir.Value]](fftC2C, false, []int64{-2, -1})),
	decomposition(torch.AtenFftRfft2, fftN[torch.AtenFftRfft2Args[*ir.Value]](fftR2C, true, []int64{-2, -1})),
	decomposition(torch.AtenFftIhfft2, fftN[torch.AtenFftIhfft2Args[*ir.Value]](fftR2C, false, []int64{-2, -1})),
	decomposition(torch.AtenFftIrfft2, fftN[torch.AtenFftIrfft2Args[*ir.Value]](fftC2R, false, []int64{-2, -1})),
	decomposition(torch.AtenFftHfft2, fftN[torch.AtenFftHfft2Args[*ir.Value]](fftC2R, true, []int64{-2, -1})),
	decomposition(torch.AtenFftFftshift, fftShift[torch.AtenFftFftshiftArgs[*ir.Value]](false)),
	decomposition(torch.AtenFftIfftshift, fftShift[torch.AtenFftIfftshiftArgs[*ir.Value]](true)),
	decomposition(torch.AtenFftFftfreq, fftFreq[torch.AtenFftFftfreqArgs[*ir.Value]](false)),
	decomposition(torch.AtenFftRfftfreq, fftFreq[torch.AtenFftRfftfreqArgs[*ir.Value]](true)),
}
