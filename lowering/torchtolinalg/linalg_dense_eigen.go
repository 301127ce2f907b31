package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/dialects/linalg"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Hermitian eigenvalues and singular values, on the loops of
// linalg_dense_loops.go, as the interpreter computes them
// (torchexec/linalg_dense_algo.go): a complex Hermitian H is the real
// symmetric [[Re H, -Im H], [Im H, Re H]] of twice the order (its
// eigenvalues come in pairs), diagonalized by a fixed number of cyclic
// Jacobi sweeps that also accumulate the eigenvectors V. Singular values
// are the square roots of the eigenvalues of A^H A; pinv is (A^H A)^+ A^H
// with (A^H A)^+ = V diag(1/λ, 0 at most tol²) V^T read back from the
// real embedding.

// jacobiSweeps bounds the sweeps: cyclic Jacobi converges quadratically,
// and the matrices here are small.
const jacobiSweeps = 12

func eigenPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// linalg_eigvalsh(A, UPLO): the eigenvalues, ascending.
		pat(torch.AtenLinalgEigvalsh.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgEigvalshArgs[*ir.Value]](l)
			x, rt := conv.Self(), l.resultType(0)
			u, ok := constStr(orig.UPLO())
			if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 || !ok || u != "L" && u != "U" {
				return nil
			}
			a, batch := l.batched(x)
			if _, _, ok := l.squareSizes(a); !ok {
				return nil
			}
			vals, _ := l.hermitianEigenK(a, u == "U", nil)
			return l.unbatched(vals, batch, rt)
		}),
		// linalg_svdvals(A, driver): the singular values, descending.
		pat(torch.AtenLinalgSvdvals.Name, func(l *opLowering) *ir.Value {
			x, rt := convArg(torch.AtenLinalgSvdvalsArgs[*ir.Value].A)(l), l.resultType(0)
			if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 {
				return nil
			}
			a, batch := l.batched(x)
			return l.unbatched(l.singularValuesK(a), batch, rt)
		}),
		// linalg_cond(A, p=None): the ratio of the extreme singular values.
		pat(torch.AtenLinalgCond.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgCondArgs[*ir.Value]](l)
			x, rt := conv.Self(), l.resultType(0)
			if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 || !isNone(orig.P()) {
				return nil
			}
			a, batch := l.batched(x)
			s := l.singularValuesK(a)
			ds := l.dims(s)
			f64 := l.ctx.F64()
			out := l.loop1(l.index(0), l.val(ds[0]), l.empty(ds[:1], f64), func(b, out *ir.Value) *ir.Value {
				k := l.val(ds[1])
				hi := l.at(s, b, l.index(0))
				lo := l.at(s, b, l.ix(arith.SubI.Name, k, l.index(1)))
				return l.put(out, l.create(arith.DivF.Name, []*ir.Value{hi, lo}, f64), b)
			})
			return l.unbatched(out, batch, rt)
		}),
		// linalg_matrix_rank(A, atol, rtol, hermitian): the count of
		// singular values (|eigenvalues|) above max(atol, rtol * largest).
		pat(torch.AtenLinalgMatrixRankAtolRtolTensor.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgMatrixRankAtolRtolTensorArgs[*ir.Value]](l)
			return l.rankPat(orig.Input(), conv.Input(), orig)
		}),
		pat(torch.AtenLinalgMatrixRankAtolRtolFloat.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgMatrixRankAtolRtolFloatArgs[*ir.Value]](l)
			return l.rankPat(orig.Self(), conv.Self(), orig)
		}),
		// linalg_pinv(A, atol, rtol, hermitian), pinverse(A, rcond).
		pat(torch.AtenLinalgPinvAtolRtolTensor.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgPinvAtolRtolTensorArgs[*ir.Value]](l)
			return l.pinvPat(orig.Self(), conv.Self(), orig, nil)
		}),
		pat(torch.AtenLinalgPinvAtolRtolFloat.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgPinvAtolRtolFloatArgs[*ir.Value]](l)
			return l.pinvPat(orig.Self(), conv.Self(), orig, nil)
		}),
		pat(torch.AtenPinverse.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenPinverseArgs[*ir.Value]](l)
			return l.pinvPat(orig.Self(), conv.Self(), nil, orig.Rcond())
		}),
		// The singular vectors and eigenvectors are LAPACK's choice of
		// phases: only results without elements lower (empty matrices).
		patN(torch.AtenLinalgSvd.Name, func(l *opLowering) []*ir.Value { return l.emptyResults() }),
		patN(torch.AtenSvd.Name, func(l *opLowering) []*ir.Value { return l.emptyResults() }),
		patN(torch.AtenLinalgEigh.Name, func(l *opLowering) []*ir.Value { return l.emptyResults() }),
		// matrix_exp(A).
		pat(torch.AtenMatrixExp.Name, func(l *opLowering) *ir.Value {
			return l.matrixExpPat(convArg(torch.AtenMatrixExpArgs[*ir.Value].Self)(l))
		}),
	}
}

// emptyResults is tensor.empty for each result when every result has a
// static size 0.
func (l *opLowering) emptyResults() []*ir.Value {
	var out []*ir.Value
	for i := range l.op.NumResults() {
		rt := l.resultType(i)
		if rt == nil || !slices.Contains(rt.Dims, 0) {
			return nil
		}
		ss := make([]extent, len(rt.Dims))
		for d, n := range rt.Dims {
			if n == ir.ShapedDynamic {
				return nil
			}
			ss[d] = staticExtent(n)
		}
		out = append(out, l.empty(ss, rt.Elem))
	}
	return out
}

// embedK is the real symmetric matrix [B, m, m] of the Hermitian h [B,
// n, n] read from its lower (or upper) triangle: h itself when real
// (m = n), else its [[Re, -Im], [Im, Re]] embedding (m = 2n).
func (l *opLowering) embedK(h *ir.Value, upper bool) (*ir.Value, extent) {
	B, n, _ := l.squareSizes(h)
	f64 := l.ctx.F64()
	cplx := isComplex(elemOf(h))
	m := n
	if cplx {
		m = l.mulExtent(n, 2)
	}
	g := l.generic(nil, []*ir.Value{l.empty([]extent{B, m, m}, f64)}, []*ir.AffineMap{identity(3)}, parallel(3),
		func([]*ir.Value) []*ir.Value {
			b, I, J := l.linalgIndex(0), l.linalgIndex(1), l.linalgIndex(2)
			nv := l.val(n)
			i, j := I, J
			var p, q *ir.Value
			if cplx {
				i, j = l.ix(arith.RemUI.Name, I, nv), l.ix(arith.RemUI.Name, J, nv)
				p, q = l.ix(arith.DivUI.Name, I, nv), l.ix(arith.DivUI.Name, J, nv)
			}
			// z = H[i, j] from the stored triangle.
			stored := l.icmp("uge", i, j)
			if upper {
				stored = l.icmp("ule", i, j)
			}
			r, c := l.sel(stored, i, j), l.sel(stored, j, i)
			z := l.at(h, b, r, c)
			z = l.sel(stored, z, l.conj(z))
			if !cplx {
				return []*ir.Value{z}
			}
			re, im := l.realOf(z), l.imagOf(z)
			im = l.sel(l.icmp("eq", i, j), l.constant(f64, 0), im)
			negIm := l.create(arith.NegF.Name, []*ir.Value{im}, f64)
			// Blocks (p, q): (0,0), (1,1) Re; (0,1) -Im; (1,0) Im.
			same := l.icmp("eq", p, q)
			upperBlock := l.icmp("ult", p, q)
			return []*ir.Value{l.sel(same, re, l.sel(upperBlock, negIm, im))}
		})
	return g.Result(0), m
}

// mulExtent is s * k.
func (l *opLowering) mulExtent(s extent, k int64) extent {
	if s.static() {
		return staticExtent(s.n * k)
	}
	return extent{n: ir.ShapedDynamic, v: l.mulC(s.v, k)}
}

// jacobiK diagonalizes each real symmetric s [B, m, m] by cyclic Jacobi
// rotations: it returns the diagonalized s and the eigenvectors V (its
// columns) [B, m, m].
func (l *opLowering) jacobiK(s *ir.Value) (*ir.Value, *ir.Value) {
	ds := l.dims(s)
	B, m := ds[0], ds[1]
	f64 := l.ctx.F64()
	zero, mv := l.index(0), l.val(m)
	v := l.identityBatch(B, m, f64)
	c := func(x float64) *ir.Value { return l.constant(f64, x) }
	fop := func(name string, xs ...*ir.Value) *ir.Value { return l.create(name, xs, f64) }
	out := l.loop(zero, l.val(B), []*ir.Value{s, v}, func(b *ir.Value, sv []*ir.Value) []*ir.Value {
		return l.loop(zero, l.index(jacobiSweeps), sv, func(_ *ir.Value, sv []*ir.Value) []*ir.Value {
			return l.loop(zero, mv, sv, func(p *ir.Value, sv []*ir.Value) []*ir.Value {
				return l.loop(j1p(l, p), mv, sv, func(q *ir.Value, sv []*ir.Value) []*ir.Value {
					s := sv[0]
					apq := l.at(s, b, p, q)
					return l.when(l.fcmp("une", apq, c(0)), sv, func() []*ir.Value {
						s, v := sv[0], sv[1]
						theta := fop(arith.DivF.Name, fop(arith.SubF.Name, l.at(s, b, q, q), l.at(s, b, p, p)), fop(arith.MulF.Name, c(2), apq))
						root := fop(mathd.Sqrt.Name, fop(arith.AddF.Name, fop(arith.MulF.Name, theta, theta), c(1)))
						t := fop(arith.DivF.Name, c(1), fop(arith.AddF.Name, fop(mathd.AbsF.Name, theta), root))
						t = l.sel(l.fcmp("olt", theta, c(0)), fop(arith.NegF.Name, t), t)
						cs := fop(arith.DivF.Name, c(1), fop(mathd.Sqrt.Name, fop(arith.AddF.Name, fop(arith.MulF.Name, t, t), c(1))))
						sn := fop(arith.MulF.Name, t, cs)
						rot := func(x, y *ir.Value) (*ir.Value, *ir.Value) {
							return fop(arith.SubF.Name, fop(arith.MulF.Name, cs, x), fop(arith.MulF.Name, sn, y)),
								fop(arith.AddF.Name, fop(arith.MulF.Name, sn, x), fop(arith.MulF.Name, cs, y))
						}
						s = l.loop1(zero, mv, s, func(k, s *ir.Value) *ir.Value { // columns p, q
							x, y := rot(l.at(s, b, k, p), l.at(s, b, k, q))
							return l.put(l.put(s, x, b, k, p), y, b, k, q)
						})
						s = l.loop1(zero, mv, s, func(k, s *ir.Value) *ir.Value { // rows p, q
							x, y := rot(l.at(s, b, p, k), l.at(s, b, q, k))
							return l.put(l.put(s, x, b, p, k), y, b, q, k)
						})
						s = l.put(l.put(s, c(0), b, p, q), c(0), b, q, p)
						v = l.loop1(zero, mv, v, func(k, v *ir.Value) *ir.Value {
							x, y := rot(l.at(v, b, k, p), l.at(v, b, k, q))
							return l.put(l.put(v, x, b, k, p), y, b, k, q)
						})
						return []*ir.Value{s, v}
					})
				})
			})
		})
	})
	return out[0], out[1]
}

// hermitianEigenK returns the eigenvalues [B, n] (ascending, f64) of the
// Hermitian h [B, n, n], and, when f is not nil, f(H) [B, n, n] (of h's
// work type) = V diag(f(λ)) V^H.
func (l *opLowering) hermitianEigenK(h *ir.Value, upper bool, f func(x *ir.Value) *ir.Value) (*ir.Value, *ir.Value) {
	B, n, _ := l.squareSizes(h)
	W, f64 := elemOf(h), l.ctx.F64()
	cplx := isComplex(W)
	s, m := l.embedK(h, upper)
	s, v := l.jacobiK(s)
	zero, mv := l.index(0), l.val(m)
	// The ascending eigenvalues: each diagonal entry goes to its rank
	// (ties by position); a complex matrix keeps every other one.
	sorted := l.loop1(zero, l.val(B), l.empty([]extent{B, n}, f64), func(b, out *ir.Value) *ir.Value {
		return l.loop1(zero, mv, out, func(i, out *ir.Value) *ir.Value {
			di := l.at(s, b, i, i)
			rank := l.loop1(zero, mv, zero, func(j, r *ir.Value) *ir.Value {
				dj := l.at(s, b, j, j)
				before := l.or(l.fcmp("olt", dj, di), l.and(l.fcmp("oeq", dj, di), l.icmp("ult", j, i)))
				return l.sel(before, j1p(l, r), r)
			})
			if !cplx {
				return l.put(out, di, b, rank)
			}
			even := l.icmp("eq", l.ix(arith.RemUI.Name, rank, l.index(2)), zero)
			return l.when(even, []*ir.Value{out}, func() []*ir.Value {
				return []*ir.Value{l.put(out, di, b, l.ix(arith.DivUI.Name, rank, l.index(2)))}
			})[0]
		})
	})
	if f == nil {
		return sorted, nil
	}
	// f(H)[i, j] = sum_k V[i,k] f(λ_k) V[j,k] (+ i V[n+i,k] f(λ_k) V[j,k]).
	fh := l.generic(nil, []*ir.Value{l.empty([]extent{B, n, n}, W)}, []*ir.AffineMap{identity(3)}, parallel(3),
		func([]*ir.Value) []*ir.Value {
			b, i, j := l.linalgIndex(0), l.linalgIndex(1), l.linalgIndex(2)
			acc := l.loop(zero, mv, []*ir.Value{l.constant(f64, 0), l.constant(f64, 0)}, func(k *ir.Value, acc []*ir.Value) []*ir.Value {
				w := l.create(arith.MulF.Name, []*ir.Value{f(l.at(s, b, k, k)), l.at(v, b, j, k)}, f64)
				re := l.create(arith.AddF.Name, []*ir.Value{acc[0], l.create(arith.MulF.Name, []*ir.Value{l.at(v, b, i, k), w}, f64)}, f64)
				im := acc[1]
				if cplx {
					vi := l.at(v, b, l.ix(arith.AddI.Name, i, l.val(n)), k)
					im = l.create(arith.AddF.Name, []*ir.Value{im, l.create(arith.MulF.Name, []*ir.Value{vi, w}, f64)}, f64)
				}
				return []*ir.Value{re, im}
			})
			if !cplx {
				return []*ir.Value{acc[0]}
			}
			return []*ir.Value{l.create(complexd.Create.Name, acc, W)}
		}).Result(0)
	return sorted, fh
}

// gramK is A^H A [B, n, n] of a [B, m, n].
func (l *opLowering) gramK(a *ir.Value) *ir.Value {
	ds := l.dims(a)
	W := elemOf(a)
	return l.named(linalg.BatchMatmul.Name, []*ir.Value{l.adjointBatch(a), a}, l.filled([]extent{ds[0], ds[2], ds[2]}, W, l.constant(W, 0)))
}

// singularValuesK is the singular values [B, min(m, n)] (descending, f64)
// of a [B, m, n]: the roots of the eigenvalues of the smaller Gram matrix.
func (l *opLowering) singularValuesK(a *ir.Value) *ir.Value {
	ds := l.dims(a)
	if ds[1].static() && ds[2].static() && ds[1].n < ds[2].n {
		a = l.adjointBatch(a)
	} else if !ds[1].static() || !ds[2].static() {
		l.broken = true // the smaller side must be known
		return a
	}
	lam, _ := l.hermitianEigenK(l.gramK(a), false, nil)
	ls := l.dims(lam)
	f64 := l.ctx.F64()
	g := l.generic(nil, []*ir.Value{l.empty(ls, f64)}, []*ir.AffineMap{identity(2)}, parallel(2),
		func([]*ir.Value) []*ir.Value {
			b, k := l.linalgIndex(0), l.linalgIndex(1)
			x := l.at(lam, b, l.revIndex(l.val(ls[1]), k))
			x = l.create(arith.MaximumF.Name, []*ir.Value{x, l.constant(f64, 0)}, f64)
			return []*ir.Value{l.create(mathd.Sqrt.Name, []*ir.Value{x}, f64)}
		})
	return g.Result(0)
}

// tolerances are the arguments of matrix_rank and pinv that bound the
// singular values they keep.
type tolerances interface {
	Atol() *ir.Value
	Rtol() *ir.Value
	Hermitian() *ir.Value
}

// tolerancesOf reads the atol and rtol operands of matrix_rank and pinv,
// whose input is self, when each is none or a constant: rtol defaults to
// eps * max(m, n), or 0 when atol is given and positive.
func (l *opLowering) tolerancesOf(self *ir.Value, tols tolerances, m, n extent) (atol, rtol float64, ok bool) {
	read := func(v *ir.Value) (float64, bool, bool) {
		if isNone(v) {
			return 0, false, true
		}
		f, ok := constFloat(v)
		return f, true, ok
	}
	a, haveA, okA := read(tols.Atol())
	r, haveR, okR := read(tols.Rtol())
	if !okA || !okR || !m.static() || !n.static() {
		return 0, 0, false
	}
	if !haveR {
		r = math.Nextafter(1, 2) - 1
		if t := torch.TensorOf(self); t != nil && (t.Dtype == l.ctx.F32() || isComplex(t.Dtype) && partOf(t.Dtype) == l.ctx.F32()) {
			r = float64(math.Nextafter32(1, 2) - 1)
		}
		r *= float64(max(m.n, n.n))
		if haveA && a > 0 {
			r = 0
		}
	}
	return a, r, true
}

// magnitudesK is the singular values [B, k] of a, or (hermitian) the
// absolute values of its eigenvalues, and their largest [B] (0 when k=0).
func (l *opLowering) magnitudesK(a *ir.Value, hermitian bool) (*ir.Value, *ir.Value) {
	var s *ir.Value
	f64 := l.ctx.F64()
	if hermitian {
		lam, _ := l.hermitianEigenK(a, false, nil)
		ds := l.dims(lam)
		s = l.generic([]*ir.Value{lam}, []*ir.Value{l.empty(ds, f64)}, []*ir.AffineMap{identity(2), identity(2)}, parallel(2),
			func(blockArgs []*ir.Value) []*ir.Value {
				return []*ir.Value{l.create(mathd.AbsF.Name, blockArgs[:1], f64)}
			}).Result(0)
	} else {
		s = l.singularValuesK(a)
	}
	ds := l.dims(s)
	top := l.generic([]*ir.Value{s}, []*ir.Value{l.filled(ds[:1], f64, l.constant(f64, 0))},
		[]*ir.AffineMap{identity(2), dimsMap(2, []int{0})}, []string{"parallel", "reduction"},
		func(blockArgs []*ir.Value) []*ir.Value {
			return []*ir.Value{l.create(arith.MaximumF.Name, blockArgs, f64)}
		}).Result(0)
	return s, top
}

// rankPat is linalg_matrix_rank of the input self (x converted).
func (l *opLowering) rankPat(self, x *ir.Value, tols tolerances) *ir.Value {
	rt := l.resultType(0)
	hermitian, okH := constBool(tols.Hermitian())
	if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 || !okH {
		return nil
	}
	a, batch := l.batched(x)
	ds := l.dims(a)
	atol, rtol, ok := l.tolerancesOf(self, tols, ds[1], ds[2])
	if !ok || hermitian && (!ds[1].static() || ds[1].n != ds[2].n) {
		return nil
	}
	s, top := l.magnitudesK(a, hermitian)
	ss := l.dims(s)
	f64, i64 := l.ctx.F64(), l.ctx.I(64)
	g := l.generic([]*ir.Value{s, top}, []*ir.Value{l.filled(ss[:1], i64, l.constant(i64, 0))},
		[]*ir.AffineMap{identity(2), dimsMap(2, []int{0}), dimsMap(2, []int{0})}, []string{"parallel", "reduction"},
		func(blockArgs []*ir.Value) []*ir.Value {
			tol := l.create(arith.MaximumF.Name, []*ir.Value{l.constant(f64, atol), l.create(arith.MulF.Name, []*ir.Value{l.constant(f64, rtol), blockArgs[1]}, f64)}, f64)
			above := l.fcmp("ogt", blockArgs[0], tol)
			return []*ir.Value{l.sel(above, l.create(arith.AddI.Name, []*ir.Value{blockArgs[2], l.constant(i64, 1)}, i64), blockArgs[2])}
		}).Result(0)
	return l.unbatched(g, batch, rt)
}

// pinvPat is linalg_pinv(A, atol, rtol, hermitian) of self (x
// converted) or, when tols is nil, pinverse(A, rcond) = linalg_pinv(A,
// atol=0, rtol=rcond).
func (l *opLowering) pinvPat(self, x *ir.Value, tols tolerances, rcond *ir.Value) *ir.Value {
	rt := l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 {
		return nil
	}
	a, batch := l.batched(x)
	ds := l.dims(a)
	var atol, rtol float64
	hermitian := false
	if tols == nil {
		rc, ok := constFloat(rcond)
		if !ok {
			return nil
		}
		rtol = rc
	} else {
		h, okH := constBool(tols.Hermitian())
		var ok bool
		atol, rtol, ok = l.tolerancesOf(self, tols, ds[1], ds[2])
		if !okH || !ok {
			return nil
		}
		hermitian = h
	}
	if hermitian && (!ds[1].static() || ds[1].n != ds[2].n) {
		return nil
	}
	_, top := l.magnitudesK(a, hermitian)
	f64 := l.ctx.F64()
	W := elemOf(a)
	B := ds[0]
	// The result per matrix, the tolerance read from top[b].
	out := l.loop1(l.index(0), l.val(B), l.empty([]extent{B, ds[2], ds[1]}, W), func(b, out *ir.Value) *ir.Value {
		tol := l.create(arith.MaximumF.Name, []*ir.Value{l.constant(f64, atol),
			l.create(arith.MulF.Name, []*ir.Value{l.constant(f64, rtol), l.at(top, b)}, f64)}, f64)
		one := l.extractMatrix(a, b)
		var p *ir.Value
		if hermitian {
			_, p = l.hermitianEigenK(one, false, func(x *ir.Value) *ir.Value {
				keep := l.fcmp("ogt", l.create(mathd.AbsF.Name, []*ir.Value{x}, f64), tol)
				return l.sel(keep, l.create(arith.DivF.Name, []*ir.Value{l.constant(f64, 1), x}, f64), l.constant(f64, 0))
			})
		} else {
			// (A^H A)^+ A^H, or for a wide A, A^H (A A^H)^+.
			wide := ds[1].static() && ds[2].static() && ds[1].n < ds[2].n
			g := one
			if wide {
				g = l.adjointBatch(one)
			}
			tol2 := l.create(arith.MulF.Name, []*ir.Value{tol, tol}, f64)
			_, inv := l.hermitianEigenK(l.gramK(g), false, func(x *ir.Value) *ir.Value {
				keep := l.and(l.fcmp("ogt", x, tol2), l.fcmp("ogt", x, l.constant(f64, 0)))
				return l.sel(keep, l.create(arith.DivF.Name, []*ir.Value{l.constant(f64, 1), x}, f64), l.constant(f64, 0))
			})
			lhs, rhs := inv, l.adjointBatch(one)
			if wide {
				lhs, rhs = g, inv
			}
			p = l.named(linalg.BatchMatmul.Name, []*ir.Value{lhs, rhs},
				l.filled([]extent{staticExtent(1), ds[2], ds[1]}, W, l.constant(W, 0)))
		}
		return l.insertMatrix(out, p, b)
	})
	return l.unbatched(out, batch, rt)
}

// extractMatrix is matrix b of a [B, r, c] as a [1, r, c] tensor.
func (l *opLowering) extractMatrix(a, b *ir.Value) *ir.Value {
	ds := l.dims(a)
	one := staticExtent(1)
	return l.extractSlice(a, []extent{{v: b, n: ir.ShapedDynamic}, staticExtent(0), staticExtent(0)}, []extent{one, ds[1], ds[2]},
		[]extent{one, one, one}, shapeOf([]extent{one, ds[1], ds[2]}))
}

// insertMatrix puts the [1, r, c] m as matrix b of out.
func (l *opLowering) insertMatrix(out, m, b *ir.Value) *ir.Value {
	ds := l.dims(m)
	one := staticExtent(1)
	return l.insertSlice(m, out, []extent{{v: b, n: ir.ShapedDynamic}, staticExtent(0), staticExtent(0)}, ds, []extent{one, one, one})
}

// ---- matrix_exp ----

// matrixExpPat is matrix_exp(A) by scaling and squaring with the [13/13]
// Padé approximant (Higham 2005), per matrix: A / 2^s with s =
// ceil(log2(|A|_1 / θ13)) (0 when |A|_1 <= θ13), r = q^-1 p, squared s
// times.
func (l *opLowering) matrixExpPat(x *ir.Value) *ir.Value {
	rt := l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 {
		return nil
	}
	a, batch := l.batched(x)
	B, n, ok := l.squareSizes(a)
	if !ok {
		return nil
	}
	W, f64 := elemOf(a), l.ctx.F64()
	zero := l.index(0)
	one := staticExtent(1)
	bc := []float64{64764752532480000, 32382376266240000, 7771770303897600, 1187353796428800,
		129060195264000, 10559470521600, 670442572800, 33522128640, 1323241920, 40840800,
		960960, 16380, 182, 1}
	mm := func(x, y *ir.Value) *ir.Value {
		return l.named(linalg.BatchMatmul.Name, []*ir.Value{x, y}, l.filled([]extent{one, n, n}, W, l.constant(W, 0)))
	}
	// lin is sum_k cs[k] ms[k] (+ cI I when cI is not 0).
	lin := func(cs []float64, cI float64, ms ...*ir.Value) *ir.Value {
		maps := make([]*ir.AffineMap, len(ms)+1)
		for i := range maps {
			maps[i] = identity(3)
		}
		return l.generic(ms, []*ir.Value{l.empty([]extent{one, n, n}, W)}, maps, parallel(3), func(blockArgs []*ir.Value) []*ir.Value {
			eq := l.icmp("eq", l.linalgIndex(1), l.linalgIndex(2))
			acc := l.sel(eq, l.constant(W, cI), l.constant(W, 0))
			for k := range ms {
				acc = l.add(acc, l.mul(l.constant(W, cs[k]), blockArgs[k]))
			}
			return []*ir.Value{acc}
		}).Result(0)
	}
	out := l.loop1(zero, l.val(B), l.empty([]extent{B, n, n}, W), func(b, out *ir.Value) *ir.Value {
		m := l.extractMatrix(a, b)
		// |A|_1: the largest column sum of moduli.
		norm := l.loop1(zero, l.val(n), l.constant(f64, 0), func(j, best *ir.Value) *ir.Value {
			s := l.loop1(zero, l.val(n), l.constant(f64, 0), func(i, s *ir.Value) *ir.Value {
				return l.create(arith.AddF.Name, []*ir.Value{s, l.modulus(l.at(m, zero, i, j))}, f64)
			})
			return l.create(arith.MaximumF.Name, []*ir.Value{best, s}, f64)
		})
		const theta13 = 5.371920351148152
		big := l.fcmp("ogt", norm, l.constant(f64, theta13))
		sqF := l.create(mathd.Ceil.Name, []*ir.Value{l.create(mathd.Log2.Name, []*ir.Value{
			l.create(arith.DivF.Name, []*ir.Value{norm, l.constant(f64, theta13)}, f64)}, f64)}, f64)
		sqF = l.sel(big, sqF, l.constant(f64, 0))
		sq := l.cast(l.create(arith.FPToSI.Name, []*ir.Value{sqF}, l.ctx.I(64)), l.ctx.IndexType())
		scale := l.cast(l.create(mathd.Exp2.Name, []*ir.Value{l.create(arith.NegF.Name, []*ir.Value{sqF}, f64)}, f64), W)
		xs := l.generic([]*ir.Value{m}, []*ir.Value{l.empty([]extent{one, n, n}, W)}, []*ir.AffineMap{identity(3), identity(3)}, parallel(3),
			func(blockArgs []*ir.Value) []*ir.Value { return []*ir.Value{l.mul(blockArgs[0], scale)} }).Result(0)
		x2 := mm(xs, xs)
		x4 := mm(x2, x2)
		x6 := mm(x4, x2)
		u := mm(xs, lin([]float64{1, 1}, 0, mm(x6, lin([]float64{bc[13], bc[11], bc[9]}, 0, x6, x4, x2)),
			lin([]float64{bc[7], bc[5], bc[3]}, bc[1], x6, x4, x2)))
		v := lin([]float64{1, 1}, 0, mm(x6, lin([]float64{bc[12], bc[10], bc[8]}, 0, x6, x4, x2)),
			lin([]float64{bc[6], bc[4], bc[2]}, bc[0], x6, x4, x2))
		p := lin([]float64{1, 1}, 0, v, u)
		q := lin([]float64{1, -1}, 0, v, u)
		lu, piv, _ := l.luK(q)
		r := l.luSolveK(lu, piv, p, false)
		r = l.loop1(zero, sq, r, func(_, r *ir.Value) *ir.Value { return mm(r, r) })
		return l.insertMatrix(out, r, b)
	})
	return l.unbatched(out, batch, rt)
}
