package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The core discrete Fourier transforms (torch-decompose-complex-ops
// brings torch.fft's ops to them) lower as direct DFTs, one
// linalg.generic per transformed dim, O(n²) per lane:
//
//	Y[.., k, ..] = sum_j X[.., j, ..] w^((jk) mod n),  w = exp(∓2πi/n)
//
// with the twiddle computed in the body from linalg.index (its angle
// reduced mod n first, so it stays exact for large jk). The sums
// accumulate in complex<f64> (real f64 for the Hermitian c2r), and one
// last elementwise generic applies the normalization (1, 1/sqrt(N) or
// 1/N, N the product of the signal sizes) and rounds to the result's
// element type.
//
//	_fft_c2c(x, dims, norm, forward): a DFT per dim (forward: w = exp(-2πi/n))
//	_fft_r2c(x, dims, norm, onesided): the forward DFT of the last dim
//	    (n/2+1 outputs when onesided), then of the others
//	_fft_c2r(x, dims, norm, n): the inverse DFTs of the others, then
//	    x[j] = sum_{k <= n/2} c_k Re(X[k] w^(jk)), c_k = 1 for k = 0 and
//	    2k = n, else 2 (X[k] and its mirror conj(X[n-k]))

// fftAcc is the accumulator type of the DFTs.
func (l *opLowering) fftAcc() ir.Type { return l.ctx.ComplexType(l.ctx.F64()) }

// fftAngle is sign 2π ((j k) mod n) / n as an f64, for index values j, k
// and the transform length n.
func (l *opLowering) fftAngle(j, k *ir.Value, n extent, sign float64) *ir.Value {
	idx := l.ctx.IndexType()
	m := l.create(arith.MulI.Name, []*ir.Value{j, k}, idx)
	m = l.create(arith.RemUI.Name, []*ir.Value{m, l.val(n)}, idx)
	f64 := l.ctx.F64()
	mf := l.cast(m, f64)
	if n.static() {
		return l.create(arith.MulF.Name, []*ir.Value{mf, l.constant(f64, sign*2*math.Pi/float64(n.n))}, f64)
	}
	a := l.create(arith.MulF.Name, []*ir.Value{mf, l.constant(f64, sign*2*math.Pi)}, f64)
	return l.create(arith.DivF.Name, []*ir.Value{a, l.cast(l.val(n), f64)}, f64)
}

// dftGeneric builds the generic of one transformed dim d of x: output
// dims are x's with d of size out; the reduction runs over x's dim d;
// body gets the input element, the accumulator, and the output and
// reduction indices along d.
func (l *opLowering) dftGeneric(x *ir.Value, d int, out extent, acc ir.Type, body func(x, acc, k, j *ir.Value) *ir.Value) *ir.Value {
	R := len(rankedTensorType(x).Dims)
	ss := l.dims(x)
	ss[d] = out
	init := l.filled(ss, acc, l.constant(acc, 0))
	in := make([]int, R)
	outIdx := make([]int, R)
	for i := range in {
		in[i], outIdx[i] = i, i
	}
	in[d] = R
	iters := append(parallel(R), "reduction")
	g := l.generic([]*ir.Value{x}, []*ir.Value{init}, []*ir.AffineMap{dimsMap(R+1, in), dimsMap(R+1, outIdx)}, iters,
		func(blockArgs []*ir.Value) []*ir.Value {
			return []*ir.Value{body(blockArgs[0], blockArgs[1], l.linalgIndex(d), l.linalgIndex(R))}
		})
	return g.Result(0)
}

// dft is one complex DFT of dim d of x (of length n = x's size), with
// out outputs.
func (l *opLowering) dft(x *ir.Value, d int, out extent, sign float64) *ir.Value {
	acc := l.fftAcc()
	n := l.dim(x, d)
	return l.dftGeneric(x, d, out, acc, func(z, a, k, j *ir.Value) *ir.Value {
		th := l.fftAngle(j, k, n, sign)
		f64 := l.ctx.F64()
		w := l.create(complexd.Create.Name, []*ir.Value{l.create(mathd.Cos.Name, []*ir.Value{th}, f64), l.create(mathd.Sin.Name, []*ir.Value{th}, f64)}, acc)
		return l.cadd(a, l.cmul(l.cast(z, acc), w))
	})
}

// hermitianDFT is the real inverse DFT of length n of dim d of the
// one-sided spectrum x (its entries past n/2 are not read).
func (l *opLowering) hermitianDFT(x *ir.Value, d int, n extent) *ir.Value {
	f64 := l.ctx.F64()
	return l.dftGeneric(x, d, n, f64, func(z, a, j, k *ir.Value) *ir.Value {
		// j: the output index, k: the spectrum's.
		th := l.fftAngle(j, k, n, 1)
		z = l.cast(z, l.fftAcc())
		re := l.create(complexd.Re.Name, []*ir.Value{z}, f64)
		im := l.create(complexd.Im.Name, []*ir.Value{z}, f64)
		v := l.create(arith.SubF.Name, []*ir.Value{
			l.create(arith.MulF.Name, []*ir.Value{re, l.create(mathd.Cos.Name, []*ir.Value{th}, f64)}, f64),
			l.create(arith.MulF.Name, []*ir.Value{im, l.create(mathd.Sin.Name, []*ir.Value{th}, f64)}, f64),
		}, f64)
		// c_k: 1 at k = 0 and 2k = n, 0 past n/2, else 2.
		idx := l.ctx.IndexType()
		k2 := l.create(arith.MulI.Name, []*ir.Value{k, l.index(2)}, idx)
		nv := l.val(n)
		cmp := func(p string, a, b *ir.Value) *ir.Value {
			return l.create(arith.CmpI.Name, []*ir.Value{a, b}, l.ctx.I(1), attr("predicate", cmpi(l.ctx, p)))
		}
		one := l.create(arith.OrI.Name, []*ir.Value{cmp("eq", k, l.index(0)), cmp("eq", k2, nv)}, l.ctx.I(1))
		c := l.sel(one, l.constant(f64, 1), l.sel(cmp("ugt", k2, nv), l.constant(f64, 0), l.constant(f64, 2)))
		return l.create(arith.AddF.Name, []*ir.Value{a, l.create(arith.MulF.Name, []*ir.Value{c, v}, f64)}, f64)
	})
}

// fftFinish scales y by the normalization of norm for a signal of the
// sizes ns and converts it to the result type rt.
func (l *opLowering) fftFinish(rt *ir.RankedTensorType, y *ir.Value, norm int64, ns []extent) *ir.Value {
	f64 := l.ctx.F64()
	var scale *ir.Value
	if norm != 0 {
		static := int64(1)
		var dyn *ir.Value
		for _, s := range ns {
			if s.static() {
				static *= s.n
				continue
			}
			v := l.cast(s.v, f64)
			if dyn == nil {
				dyn = v
			} else {
				dyn = l.create(arith.MulF.Name, []*ir.Value{dyn, v}, f64)
			}
		}
		if dyn == nil {
			f := 1 / float64(static)
			if norm == 1 {
				f = 1 / math.Sqrt(float64(static))
			}
			scale = l.constant(f64, f)
		} else {
			n := l.create(arith.MulF.Name, []*ir.Value{dyn, l.constant(f64, float64(static))}, f64)
			if norm == 1 {
				n = l.create(mathd.Sqrt.Name, []*ir.Value{n}, f64)
			}
			scale = l.create(arith.DivF.Name, []*ir.Value{l.constant(f64, 1), n}, f64)
		}
	}
	return l.complexMap(rt, y, l.dims(y), identity(len(rt.Dims)), func(z *ir.Value) *ir.Value {
		if scale != nil {
			if isComplex(z.Type()) {
				z = l.cmul(z, l.create(complexd.Create.Name, []*ir.Value{scale, l.constant(f64, 0)}, z.Type()))
			} else {
				z = l.create(arith.MulF.Name, []*ir.Value{z, scale}, f64)
			}
		}
		return l.cast(z, rt.Elem)
	})
}

// fftArgList are the argument lists of the core transforms
// (_fft_c2c(self, dim, normalization, ...)).
type fftArgList interface {
	selfArgs
	Dim() *ir.Value
	Normalization() *ir.Value
}

// fftArgs reads the result type, the input, the dims and the norm mode
// of a core transform of argument list A; ok is false when any is
// unknown, the dims repeat, or the input's element type is not the one
// the transform takes.
func fftArgs[A fftArgList](l *opLowering, wantComplex bool) (rt *ir.RankedTensorType, x *ir.Value, dims []int, norm int64, ok bool) {
	orig, conv := argsOf[A](l)
	rt, x = l.resultType(0), conv.Self()
	ds, okD := constInts(orig.Dim())
	norm, okN := constInt(orig.Normalization())
	if rt == nil || rankedTensorType(x) == nil || !okD || !okN || norm < 0 || norm > 2 || isComplex(elemOf(x)) != wantComplex ||
		!wantComplex && !isFloat(elemOf(x)) {
		return nil, nil, nil, 0, false
	}
	R := len(rankedTensorType(x).Dims)
	seen := map[int]bool{}
	for _, d := range ds {
		k, okK := normDim(d, R)
		if !okK || R == 0 || seen[k] {
			return nil, nil, nil, 0, false
		}
		seen[k] = true
		dims = append(dims, k)
	}
	return rt, x, dims, norm, true
}

func fftPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		pat(torch.Aten_FftC2c.Name, func(l *opLowering) *ir.Value {
			rt, x, dims, norm, ok := fftArgs[torch.Aten_FftC2cArgs[*ir.Value]](l, true)
			forward, okF := constBool(origArg(torch.Aten_FftC2cArgs[*ir.Value].Forward)(l))
			if !ok || !okF || !isComplex(rt.Elem) {
				return nil
			}
			sign := 1.0
			if forward {
				sign = -1
			}
			var ns []extent
			for _, d := range dims {
				n := l.dim(x, d)
				ns = append(ns, n)
				x = l.dft(x, d, n, sign)
			}
			return l.fftFinish(rt, x, norm, ns)
		}),
		pat(torch.Aten_FftR2c.Name, func(l *opLowering) *ir.Value {
			rt, x, dims, norm, ok := fftArgs[torch.Aten_FftR2cArgs[*ir.Value]](l, false)
			onesided, okO := constBool(origArg(torch.Aten_FftR2cArgs[*ir.Value].Onesided)(l))
			if !ok || !okO || len(dims) == 0 || !isComplex(rt.Elem) {
				return nil
			}
			var ns []extent
			last := dims[len(dims)-1]
			n := l.dim(x, last)
			out := n
			if onesided {
				if n.static() {
					out = extent{n: n.n/2 + 1}
				} else {
					idx := l.ctx.IndexType()
					h := l.create(arith.DivUI.Name, []*ir.Value{n.v, l.index(2)}, idx)
					out = extent{n: ir.ShapedDynamic, v: l.create(arith.AddI.Name, []*ir.Value{h, l.index(1)}, idx)}
				}
			}
			ns = append(ns, n)
			x = l.dft(x, last, out, -1)
			for _, d := range dims[:len(dims)-1] {
				n := l.dim(x, d)
				ns = append(ns, n)
				x = l.dft(x, d, n, -1)
			}
			return l.fftFinish(rt, x, norm, ns)
		}),
		pat(torch.Aten_FftC2r.Name, func(l *opLowering) *ir.Value {
			rt, x, dims, norm, ok := fftArgs[torch.Aten_FftC2rArgs[*ir.Value]](l, true)
			if !ok || len(dims) == 0 || !isFloat(rt.Elem) {
				return nil
			}
			var n extent
			lastDimSize := origArg(torch.Aten_FftC2rArgs[*ir.Value].LastDimSize)(l)
			if c, okC := constInt(lastDimSize); okC {
				if c < 1 {
					return nil
				}
				n = extent{n: c}
			} else {
				s := l.scalar(lastDimSize)
				if s == nil {
					return nil
				}
				n = extent{n: ir.ShapedDynamic, v: l.cast(s, l.ctx.IndexType())}
			}
			var ns []extent
			for _, d := range dims[:len(dims)-1] {
				m := l.dim(x, d)
				ns = append(ns, m)
				x = l.dft(x, d, m, 1)
			}
			ns = append(ns, n)
			return l.fftFinish(rt, l.hermitianDFT(x, dims[len(dims)-1], n), norm, ns)
		}),
	}
}
