package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"
	"slices"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The discrete Fourier transforms of torch.fft, as ATen defines them
// (aten/src/ATen/native/SpectralOps.cpp): each public op promotes its
// input (integers and bools to float32; float16 and bfloat16 are not
// supported on the CPU), pads with zeros or trims each transformed dim to
// its signal size, and runs one of three core transforms:
//
//	_fft_c2c(x, dim, norm, forward): X[k] = sum_j x[j] exp(∓2πi jk/n)
//	_fft_r2c(x, dim, norm, onesided): the forward c2c of a real x, the
//	    last dim cut to n/2+1 entries when onesided
//	_fft_c2r(x, dim, norm, n): the inverse c2c of the Hermitian
//	    extension of x (X[k] = conj(X[n-k]) past n/2) along the last dim,
//	    of which the real part is kept (the imaginary parts of X[0] and,
//	    for even n, X[n/2] drop out)
//
// norm is 0 (none), 1 (1/sqrt(N)) or 2 (1/N), N the product of the signal
// sizes. The DFTs are computed directly in complex128, the angle of
// w^(jk) reduced mod n first, and rounded once to the result's dtype.

// fftNorm is ATen's fft_norm_mode.
const (
	fftNormNone   = 0
	fftNormByRoot = 1
	fftNormByN    = 2
)

// spectrum is a tensor of complex numbers being transformed.
type spectrum struct {
	shape []int64
	v     []complex128
}

func spectrumOf(t *exec.Tensor) spectrum {
	s := spectrum{shape: slices.Clone(t.Shape), v: make([]complex128, t.Len())}
	for i := range s.v {
		s.v[i] = getC(t, int64(i))
	}
	return s
}

// fftLanes calls f for each 1-D lane along dim d: base is the linear offset
// of its first element, stride the distance between its elements.
func fftLanes(shape []int64, d int, f func(base, stride int64)) {
	outer, inner := int64(1), int64(1)
	for i := range d {
		outer *= shape[i]
	}
	for i := d + 1; i < len(shape); i++ {
		inner *= shape[i]
	}
	for o := range outer {
		for in := range inner {
			f(o*shape[d]*inner+in, inner)
		}
	}
}

// twiddle is exp(sign 2πi m/n) for 0 <= m < n.
func twiddle(m, n int64, sign float64) complex128 {
	s, c := math.Sincos(2 * math.Pi * float64(m) / float64(n))
	return complex(c, sign*s)
}

// dft transforms dim d of s with length n, keeping out outputs:
// Y[k] = sum_{j < size} X[j] w^(jk), w = exp(sign 2πi/n), k < out.
func (s spectrum) dft(d int, n, out int64, sign float64) spectrum {
	shape := slices.Clone(s.shape)
	m := s.shape[d]
	shape[d] = out
	r := spectrum{shape: shape, v: make([]complex128, exec.NumElements(shape))}
	if m == 0 || n == 0 {
		return r
	}
	lane := make([]complex128, m)
	fftLanes(s.shape, d, func(base, stride int64) {
		for j := range m {
			lane[j] = s.v[base+j*stride]
		}
		// The same lane of r: the offsets scale with d's new size.
		inner := stride
		ob := base/(m*inner)*(out*inner) + base%inner
		for k := range out {
			acc := complex128(0)
			for j := range m {
				acc += lane[j] * twiddle(j*k%n, n, sign)
			}
			r.v[ob+k*inner] = acc
		}
	})
	return r
}

// hermitian is the real inverse DFT of length n along dim d of the
// one-sided spectrum s: x[j] = Re sum_{k<n} X[k] w^(jk), X[k] past n/2
// being conj(X[n-k]); the entries of s past n/2 are not read.
func (s spectrum) hermitian(d int, n int64) spectrum {
	m := min(s.shape[d], n/2+1)
	shape := slices.Clone(s.shape)
	shape[d] = n
	r := spectrum{shape: shape, v: make([]complex128, exec.NumElements(shape))}
	if s.shape[d] == 0 {
		return r
	}
	fftLanes(s.shape, d, func(base, stride int64) {
		inner := stride
		ob := base/(s.shape[d]*inner)*(n*inner) + base%inner
		for j := range n {
			acc := 0.0
			for k := range m {
				x := s.v[base+k*stride]
				w := real(x * twiddle(j*k%n, n, 1))
				if k != 0 && 2*k != n {
					w *= 2 // X[k] and its mirror conj(X[n-k])
				}
				acc += w
			}
			r.v[ob+j*inner] = complex(acc, 0)
		}
	})
	return r
}

func (s spectrum) conj() spectrum {
	for i, z := range s.v {
		s.v[i] = complex(real(z), -imag(z))
	}
	return s
}

// scale applies normalization mode norm for a signal of n points.
func (s spectrum) scale(norm int64, n int64) spectrum {
	f := 1.0
	switch norm {
	case fftNormByRoot:
		f = 1 / math.Sqrt(float64(n))
	case fftNormByN:
		f = 1 / float64(n)
	}
	if f != 1 {
		for i := range s.v {
			s.v[i] *= complex(f, 0)
		}
	}
	return s
}

// resized pads dim d of s with zeros, or trims it, to n entries
// (ATen's resize_fft_input).
func (s spectrum) resized(d int, n int64) spectrum {
	if s.shape[d] == n {
		return s
	}
	shape := slices.Clone(s.shape)
	shape[d] = n
	r := spectrum{shape: shape, v: make([]complex128, exec.NumElements(shape))}
	idx := make([]int64, len(shape))
	for o := range r.v {
		rem := int64(o)
		for i := len(shape) - 1; i >= 0; i-- {
			idx[i] = rem % shape[i]
			rem /= shape[i]
		}
		if idx[d] < s.shape[d] {
			r.v[o] = s.v[exec.Linear(s.shape, idx)]
		}
	}
	return r
}

// c2c is _fft_c2c over dims (forward: exp(-2πi jk/n)).
func (s spectrum) c2c(dims []int, norm int64, forward bool) spectrum {
	sign, n := 1.0, int64(1)
	if forward {
		sign = -1
	}
	for _, d := range dims {
		n *= s.shape[d]
		s = s.dft(d, s.shape[d], s.shape[d], sign)
	}
	return s.scale(norm, n)
}

// r2c is _fft_r2c over dims: the forward transform, the last dim cut to
// n/2+1 entries when onesided.
func (s spectrum) r2c(dims []int, norm int64, onesided bool) spectrum {
	n := int64(1)
	for i, d := range dims {
		m := s.shape[d]
		n *= m
		out := m
		if onesided && i == len(dims)-1 {
			out = m/2 + 1
		}
		s = s.dft(d, m, out, -1)
	}
	return s.scale(norm, n)
}

// c2r is _fft_c2r over dims with the last one's output size last.
func (s spectrum) c2r(dims []int, norm int64, last int64) spectrum {
	n := last
	for _, d := range dims[:len(dims)-1] {
		n *= s.shape[d]
		s = s.dft(d, s.shape[d], s.shape[d], 1)
	}
	return s.hermitian(dims[len(dims)-1], last).scale(norm, n)
}

// ---- argument handling ----

// fftInput reads the tensor operand at position self and promotes it as
// promote_tensor_fft: integers and bools to float32; only float32/64 and
// complex64/128 are supported on the CPU.
func fftInput(c *exec.Ctx, self int, fname string, requireReal bool) (spectrum, bool, error) {
	t, err := c.Tensor(self)
	if err != nil {
		return spectrum{}, false, err
	}
	e := elemOf(t)
	if requireReal && e.Complex {
		return spectrum{}, false, c.Errorf("%s expects a real input tensor, but got %s", fname, ir.TypeString(t.Elem))
	}
	if (e.Float || e.Complex) && e.Kind != ir.F32 && e.Kind != ir.F64 {
		return spectrum{}, false, c.Errorf("Unsupported dtype %s", ir.TypeString(t.Elem))
	}
	s := spectrumOf(t)
	if !(e.Float || e.Complex) || e.Kind == ir.F32 {
		for i, z := range s.v {
			s.v[i] = exec.RoundComplex(ir.F32, z)
		}
	}
	return s, e.Complex, nil
}

// fftDims wraps dims against rank (a rank-0 tensor has none to
// transform) and rejects duplicates.
func fftDims(c *exec.Ctx, dims []int64, rank int) ([]int, error) {
	out := make([]int, len(dims))
	for i, d := range dims {
		if rank == 0 || d < -int64(rank) || d >= int64(rank) {
			return nil, c.Errorf("Dimension out of range (expected to be in range of [%d, %d], but got %d)", -rank, rank-1, d)
		}
		if d < 0 {
			d += int64(rank)
		}
		out[i] = int(d)
	}
	sorted := slices.Clone(out)
	slices.Sort(sorted)
	for i := 1; i < len(sorted); i++ {
		if sorted[i] == sorted[i-1] {
			return nil, c.Errorf("FFT dims must be unique")
		}
	}
	return out, nil
}

// fftNormMode is norm_from_string: "backward" (or none) scales the
// inverse by 1/n, "forward" the forward, "ortho" both by 1/sqrt(n).
func fftNormMode(c *exec.Ctx, i int, forward bool) (int64, error) {
	mode := "backward"
	if !isNone(c, i) {
		s, ok := c.Args[i].Ref.(string)
		if !ok {
			return 0, c.Errorf("operand #%d is not a string", i)
		}
		mode = s
	}
	switch mode {
	case "backward":
		if forward {
			return fftNormNone, nil
		}
		return fftNormByN, nil
	case "forward":
		if forward {
			return fftNormByN, nil
		}
		return fftNormNone, nil
	case "ortho":
		return fftNormByRoot, nil
	}
	return 0, c.Errorf("Invalid normalization mode: \"%s\"", mode)
}

// fftShapeAndDims is canonicalize_fft_shape_and_dim_args for operands
// s (sIdx, an optional list) and dim (dimIdx, an optional list, or
// defDims when absent and defDims is not nil).
func fftShapeAndDims(c *exec.Ctx, shape []int64, sIdx, dimIdx int, defDims []int64) ([]int64, []int, error) {
	rank := len(shape)
	var dims []int
	haveDim := !isNone(c, dimIdx)
	if haveDim {
		ds, err := intList(c, dimIdx)
		if err != nil {
			return nil, nil, err
		}
		if dims, err = fftDims(c, ds, rank); err != nil {
			return nil, nil, err
		}
	}
	var sizes []int64
	switch {
	case !isNone(c, sIdx):
		s, err := intList(c, sIdx)
		if err != nil {
			return nil, nil, err
		}
		if haveDim && len(dims) != len(s) {
			return nil, nil, c.Errorf("When given, dim and shape arguments must have the same length")
		}
		if len(s) > rank {
			return nil, nil, c.Errorf("Got shape with %d values but input tensor only has %d dimensions.", len(s), rank)
		}
		if !haveDim {
			for i := range s {
				dims = append(dims, rank-len(s)+i)
			}
		}
		for i, n := range s {
			if n == -1 {
				n = shape[dims[i]]
			}
			sizes = append(sizes, n)
		}
	case !haveDim && defDims == nil:
		for d := range rank {
			dims = append(dims, d)
			sizes = append(sizes, shape[d])
		}
	default:
		if !haveDim {
			var err error
			if dims, err = fftDims(c, defDims, rank); err != nil {
				return nil, nil, err
			}
		}
		for _, d := range dims {
			sizes = append(sizes, shape[d])
		}
	}
	for _, n := range sizes {
		if n <= 0 {
			return nil, nil, c.Errorf("Invalid number of data points (%d) specified", n)
		}
	}
	return sizes, dims, nil
}

// fftResult stores s into result 0, which is complex, or real (the real
// parts) when real is set.
func fftResult(c *exec.Ctx, s spectrum, real bool) error {
	elem, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	if e := exec.ElemOf(elem); e.Complex == real || !e.Complex && !e.Float {
		want := "complex"
		if real {
			want = "real floating-point"
		}
		return c.Errorf("the result must be %s, got %s", want, ir.TypeString(elem))
	}
	out, err := newResult(c, 0, s.shape)
	if err != nil {
		return err
	}
	for i, z := range s.v {
		setC(out, int64(i), z)
	}
	return nil
}

// ---- the public ops ----

// fftKind is which core transform a public op runs.
type fftKind int

const (
	fftC2C fftKind = iota // complex to complex (real inputs: r2c two-sided)
	fftR2C                // real input, one-sided output
	fftC2R                // one-sided Hermitian input, real output
)

// fft1Positions are the argument lists of fft, ifft, rfft, irfft, hfft
// and ihfft(self, n?, dim, norm?), as positions.
type fft1Positions interface {
	selfPositions
	N() int
	Dim() int
	Norm() int
}

// fft1 is fft, ifft, rfft, irfft, hfft, ihfft(self, n?, dim, norm?), A
// its argument list.
func fft1[A fft1Positions](fname string, kind fftKind, forward bool) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		s, isComplex, err := fftInput(c, a.Self(), fname, kind == fftR2C)
		if err != nil {
			return err
		}
		dims, err := fftDims(c, []int64{scalarI(c, a.Dim())}, len(s.shape))
		if err != nil {
			return err
		}
		d := dims[0]
		norm, err := fftNormMode(c, a.Norm(), forward)
		if err != nil {
			return err
		}
		switch {
		case kind == fftC2R:
			n := optInt(c, a.N(), 2*(s.shape[d]-1))
			if n < 1 {
				return c.Errorf("Invalid number of data points (%d) specified", n)
			}
			if !isNone(c, a.N()) {
				s = s.resized(d, n/2+1)
			}
			if forward {
				s = s.conj()
			}
			return fftResult(c, s.c2r([]int{d}, norm, n), true)
		default:
			n := optInt(c, a.N(), s.shape[d])
			if n < 1 {
				return c.Errorf("Invalid number of data points (%d) specified", n)
			}
			s = s.resized(d, n)
			if kind == fftC2C && isComplex {
				return fftResult(c, s.c2c([]int{d}, norm, forward), false)
			}
			r := s.r2c([]int{d}, norm, kind == fftR2C)
			if !forward {
				r = r.conj()
			}
			return fftResult(c, r, false)
		}
	}
}

// fftNPositions are the argument lists of the n-dimensional FFTs
// (self, s?, dim?, norm?), as positions.
type fftNPositions interface {
	selfPositions
	S() int
	Dim() int
	Norm() int
}

// fftN is fftn/fft2, ifftn/ifft2, rfftn/rfft2, irfftn/irfft2,
// hfftn/hfft2, ihfftn/ihfft2(self, s?, dim?, norm?), A its argument list;
// defDims are the 2-D variants' default dims.
func fftN[A fftNPositions](fname string, kind fftKind, forward bool, defDims []int64) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		s, _, err := fftInput(c, a.Self(), fname, kind == fftR2C)
		if err != nil {
			return err
		}
		sizes, dims, err := fftShapeAndDims(c, s.shape, a.S(), a.Dim(), defDims)
		if err != nil {
			return err
		}
		norm, err := fftNormMode(c, a.Norm(), forward)
		if err != nil {
			return err
		}
		if kind != fftC2C && len(dims) == 0 {
			return c.Errorf("%s must transform at least one axis", fname)
		}
		switch kind {
		case fftC2C:
			for i, d := range dims {
				s = s.resized(d, sizes[i])
			}
			return fftResult(c, s.c2c(dims, norm, forward), false)
		case fftR2C:
			for i, d := range dims {
				s = s.resized(d, sizes[i])
			}
			if forward { // rfftn
				return fftResult(c, s.r2c(dims, norm, true), false)
			}
			// ihfftn: r2c on the last dim, conjugated, then the inverse c2c
			// of the others.
			last := len(dims) - 1
			r := s.r2c(dims[last:], norm, true).conj()
			return fftResult(c, r.c2c(dims[:last], norm, false), false)
		}
		// c2r: the last dim's output size is s[-1] (2*(size-1) when absent
		// or -1), its input cut or padded to size/2+1.
		last := len(dims) - 1
		lastSize := 2 * (s.shape[dims[last]] - 1)
		if !isNone(c, a.S()) {
			if sl, err := intList(c, a.S()); err == nil && sl[len(sl)-1] != -1 {
				lastSize = sizes[last]
			}
		}
		if lastSize < 1 {
			return c.Errorf("Invalid number of data points (%d) specified", lastSize)
		}
		sizes[last] = lastSize/2 + 1
		for i, d := range dims {
			s = s.resized(d, sizes[i])
		}
		if forward { // hfftn: the forward c2c of the others, conjugated
			s = s.c2c(dims[:last], norm, true).conj()
			return fftResult(c, s.c2r(dims[last:], norm, lastSize), true)
		}
		return fftResult(c, s.c2r(dims, norm, lastSize), true)
	}
}

// ---- the core ops ----

// fftCorePositions are the argument lists of _fft_c2c, _fft_r2c and
// _fft_c2r(self, dim, normalization, ...), as positions.
type fftCorePositions interface {
	selfPositions
	Dim() int
	Normalization() int
}

// fftCore reads the operands shared by _fft_c2c/_fft_r2c/_fft_c2r(self,
// dim, normalization, ...), A the op's argument list.
func fftCore[A fftCorePositions](c *exec.Ctx, wantComplex bool) (spectrum, []int, int64, error) {
	a := A(operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return spectrum{}, nil, 0, err
	}
	e := elemOf(t)
	if e.Complex != wantComplex || !e.Complex && !e.Float || e.Kind != ir.F32 && e.Kind != ir.F64 {
		return spectrum{}, nil, 0, c.Errorf("unsupported input dtype %s", ir.TypeString(t.Elem))
	}
	ds, err := intList(c, a.Dim())
	if err != nil {
		return spectrum{}, nil, 0, err
	}
	dims, err := fftDims(c, ds, len(t.Shape))
	if err != nil {
		return spectrum{}, nil, 0, err
	}
	norm := scalarI(c, a.Normalization())
	if norm < fftNormNone || norm > fftNormByN {
		return spectrum{}, nil, 0, c.Errorf("invalid normalization mode %d", norm)
	}
	return spectrumOf(t), dims, norm, nil
}

func fftC2COp(c *exec.Ctx) error {
	s, dims, norm, err := fftCore[torch.Aten_FftC2cArgs[int]](c, true)
	if err != nil {
		return err
	}
	return fftResult(c, s.c2c(dims, norm, scalarB(c, pos(torch.Aten_FftC2cArgs[int].Forward))), false)
}

func fftR2COp(c *exec.Ctx) error {
	s, dims, norm, err := fftCore[torch.Aten_FftR2cArgs[int]](c, false)
	if err != nil {
		return err
	}
	if len(dims) == 0 {
		return c.Errorf("_fft_r2c must transform at least one dim")
	}
	return fftResult(c, s.r2c(dims, norm, scalarB(c, pos(torch.Aten_FftR2cArgs[int].Onesided))), false)
}

func fftC2ROp(c *exec.Ctx) error {
	s, dims, norm, err := fftCore[torch.Aten_FftC2rArgs[int]](c, true)
	if err != nil {
		return err
	}
	if len(dims) == 0 {
		return c.Errorf("_fft_c2r must transform at least one dim")
	}
	n := scalarI(c, pos(torch.Aten_FftC2rArgs[int].LastDimSize))
	if n < 1 {
		return c.Errorf("Invalid number of data points (%d) specified", n)
	}
	return fftResult(c, s.c2r(dims, norm, n), true)
}

// ---- shifts and frequencies ----

// fftShift is fftshift (inverse: ifftshift)(self, dim?): a roll of each
// dim (all when none) by size/2 ((size+1)/2 for the inverse).
func fftShift[A interface {
	selfPositions
	Dim() int
}](inverse bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		rank := len(t.Shape)
		var dims []int
		if isNone(c, a.Dim()) {
			for d := range rank {
				dims = append(dims, d)
			}
		} else {
			ds, err := intList(c, a.Dim())
			if err != nil {
				return err
			}
			for _, d := range ds {
				k, err := normDim(c, d, rank)
				if err != nil {
					return err
				}
				dims = append(dims, k)
			}
		}
		if len(dims) == 0 {
			return c.Errorf("`shifts` required")
		}
		out, err := newResult(c, 0, t.Shape)
		if err != nil {
			return err
		}
		if rank == 0 {
			copyElem(out, 0, t, 0)
			return nil
		}
		from := make([]int64, rank)
		return eachIndex(t.Shape, func(o int64, idx []int64) error {
			copy(from, idx)
			for _, d := range dims {
				n := t.Shape[d]
				shift := n / 2
				if inverse {
					shift = (n + 1) / 2
				}
				from[d] = floorMod(from[d]-shift, n)
			}
			copyElem(out, o, t, exec.Linear(t.Shape, from))
			return nil
		})
	}
}

// fftFreq is fftfreq (rfft: rfftfreq)(n, d, dtype?, ...): the sample
// frequencies i/(d n) for i in [0, (n+1)/2) then [-(n/2), 0) (rfftfreq:
// [0, n/2]), computed as PyTorch does: arange in the dtype times
// 1/(n d). A is the op's argument list.
func fftFreq[A interface {
	~[]int
	N() int
	D() int
}](rfft bool) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		n, d := scalarI(c, a.N()), scalarF(c, a.D())
		if n < 0 {
			return c.Errorf("n must be non-negative, got %d", n)
		}
		elem, err := resultElem(c, 0)
		if err != nil {
			return err
		}
		e := exec.ElemOf(elem)
		if !e.Float && !e.Complex {
			return c.Errorf("fftfreq requires a floating point or complex dtype")
		}
		size := n
		if rfft {
			size = n/2 + 1
		}
		out, err := newResult(c, 0, []int64{size})
		if err != nil {
			return err
		}
		k := exec.Round(e.Kind, 1/(float64(n)*d))
		for i := range size {
			f := i
			if !rfft && i >= (n+1)/2 {
				f -= n
			}
			setC(out, i, complex(exec.Round(e.Kind, exec.Round(e.Kind, float64(f))*k), 0))
		}
		return nil
	}
}

// fftOps: torch.fft's transforms, shifts and frequencies, and the core
// ATen transforms they run.
var fftOps = exec.Table{
	torch.AtenFftFft.Name:       fft1[torch.AtenFftFftArgs[int]]("fft", fftC2C, true),
	torch.AtenFftIfft.Name:      fft1[torch.AtenFftIfftArgs[int]]("ifft", fftC2C, false),
	torch.AtenFftRfft.Name:      fft1[torch.AtenFftRfftArgs[int]]("rfft", fftR2C, true),
	torch.AtenFftIrfft.Name:     fft1[torch.AtenFftIrfftArgs[int]]("irfft", fftC2R, false),
	torch.AtenFftHfft.Name:      fft1[torch.AtenFftHfftArgs[int]]("hfft", fftC2R, true),
	torch.AtenFftIhfft.Name:     fft1[torch.AtenFftIhfftArgs[int]]("ihfft", fftR2C, false),
	torch.AtenFftFftn.Name:      fftN[torch.AtenFftFftnArgs[int]]("fftn", fftC2C, true, nil),
	torch.AtenFftIfftn.Name:     fftN[torch.AtenFftIfftnArgs[int]]("ifftn", fftC2C, false, nil),
	torch.AtenFftRfftn.Name:     fftN[torch.AtenFftRfftnArgs[int]]("rfftn", fftR2C, true, nil),
	torch.AtenFftIrfftn.Name:    fftN[torch.AtenFftIrfftnArgs[int]]("irfftn", fftC2R, false, nil),
	torch.AtenFftHfftn.Name:     fftN[torch.AtenFftHfftnArgs[int]]("hfftn", fftC2R, true, nil),
	torch.AtenFftIhfftn.Name:    fftN[torch.AtenFftIhfftnArgs[int]]("ihfftn", fftR2C, false, nil),
	torch.AtenFftFft2.Name:      fftN[torch.AtenFftFft2Args[int]]("fft2", fftC2C, true, []int64{-2, -1}),
	torch.AtenFftIfft2.Name:     fftN[torch.AtenFftIfft2Args[int]]("ifft2", fftC2C, false, []int64{-2, -1}),
	torch.AtenFftRfft2.Name:     fftN[torch.AtenFftRfft2Args[int]]("rfft2", fftR2C, true, []int64{-2, -1}),
	torch.AtenFftIrfft2.Name:    fftN[torch.AtenFftIrfft2Args[int]]("irfft2", fftC2R, false, []int64{-2, -1}),
	torch.AtenFftHfft2.Name:     fftN[torch.AtenFftHfft2Args[int]]("hfft2", fftC2R, true, []int64{-2, -1}),
	torch.AtenFftIhfft2.Name:    fftN[torch.AtenFftIhfft2Args[int]]("ihfft2", fftR2C, false, []int64{-2, -1}),
	torch.Aten_FftC2c.Name:      fftC2COp,
	torch.Aten_FftR2c.Name:      fftR2COp,
	torch.Aten_FftC2r.Name:      fftC2ROp,
	torch.AtenFftFftshift.Name:  fftShift[torch.AtenFftFftshiftArgs[int]](false),
	torch.AtenFftIfftshift.Name: fftShift[torch.AtenFftIfftshiftArgs[int]](true),
	torch.AtenFftFftfreq.Name:   fftFreq[torch.AtenFftFftfreqArgs[int]](false),
	torch.AtenFftRfftfreq.Name:  fftFreq[torch.AtenFftRfftfreqArgs[int]](true),
}
