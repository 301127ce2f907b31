package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Householder QR as LAPACK's geqr2 computes it, on the loops of
// linalg_dense_loops.go: per column i, alpha = A[i,i] and x the entries
// below it; unless x = 0 and alpha is real (tau = 0),
//
//	beta = -sign(Re alpha) |(alpha, x)|, tau = (beta - alpha) / beta,
//	v = (1, x / (alpha - beta)), A[i,i] = beta,
//
// and the columns to the right take H^H = I - conj(tau) v v^H. Q = H(0)
// ... H(k-1) (orgqr) is built by applying the H(i) to the identity, last
// first; ormqr multiplies by it.

func qrPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// geqrf(A) -> (a, tau).
		patN(torch.AtenGeqrf.Name, func(l *opLowering) []*ir.Value {
			x, r0, r1 := convArg(torch.AtenGeqrfArgs[*ir.Value].Self)(l), l.resultType(0), l.resultType(1)
			if r0 == nil || r1 == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 {
				return nil
			}
			a, batch := l.batched(x)
			a, tau := l.geqrfK(a)
			return []*ir.Value{l.unbatched(a, batch, r0), l.unbatched(tau, batch, r1)}
		}),
		// linalg_qr(A, mode) -> (Q, R); qr(A, some).
		patN(torch.AtenLinalgQr.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenLinalgQrArgs[*ir.Value]](l)
			mode, ok := constStr(orig.Mode())
			if !ok {
				return nil
			}
			return l.qrPat(conv.A(), mode)
		}),
		patN(torch.AtenQr.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenQrArgs[*ir.Value]](l)
			some, ok := constBool(orig.Some())
			if !ok {
				return nil
			}
			if some {
				return l.qrPat(conv.Self(), "reduced")
			}
			return l.qrPat(conv.Self(), "complete")
		}),
		// linalg_householder_product(A, tau): the first n columns of Q.
		pat(torch.AtenLinalgHouseholderProduct.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenLinalgHouseholderProductArgs[*ir.Value]](l)
			x, rt := conv.Input(), l.resultType(0)
			if rt == nil || rankedTensorType(x) == nil || rankedTensorType(conv.Tau()) == nil || len(rankedTensorType(x).Dims) < 2 {
				return nil
			}
			v, batch := l.batched(x)
			tau, ok := l.batchedTau(conv.Tau(), v)
			if !ok {
				return nil
			}
			return l.unbatched(l.householderQK(v, tau, l.dim(v, 2)), batch, rt)
		}),
		// ormqr(A, tau, C, left, transpose): Q C, Q^H C, C Q or C Q^H.
		pat(torch.AtenOrmqr.Name, func(l *opLowering) *ir.Value {
			// ormqr(Tensor self, Tensor input2, Tensor input3, ...): A, tau, C.
			orig, conv := argsOf[torch.AtenOrmqrArgs[*ir.Value]](l)
			a, tauArg, cArg := conv.Self(), conv.Input2(), conv.Input3()
			left, okL := constBool(orig.Left())
			trans, okT := constBool(orig.Transpose())
			rt := l.resultType(0)
			if !okL || !okT || rt == nil || rankedTensorType(a) == nil || rankedTensorType(cArg) == nil || len(rankedTensorType(a).Dims) < 2 ||
				len(rankedTensorType(a).Dims) != len(rankedTensorType(cArg).Dims) {
				return nil
			}
			v, batch := l.batched(a)
			tau, ok := l.batchedTau(tauArg, v)
			if !ok {
				return nil
			}
			c, cb := l.batched(cArg)
			if !l.sameBatch(batch, cb) {
				return nil
			}
			c = l.convertAll(c, elemOf(v))
			nq := l.dim(v, 1)
			q := l.householderQK(v, tau, nq)
			if trans {
				q = l.adjointBatch(q)
			}
			W := elemOf(v)
			ds := l.dims(c)
			out := l.filled(ds, W, l.constant(W, 0))
			if left {
				return l.unbatched(l.named(linalg.BatchMatmul.Name, []*ir.Value{q, c}, out), batch, rt)
			}
			return l.unbatched(l.named(linalg.BatchMatmul.Name, []*ir.Value{c, q}, out), batch, rt)
		}),
	}
}

// batchedTau reads tau (batch + [k]) as a [B, k] work tensor.
func (l *opLowering) batchedTau(t, v *ir.Value) (*ir.Value, bool) {
	ds := l.dims(t)
	if len(ds) != len(rankedTensorType(v).Dims)-1 && len(ds) < 1 {
		return nil, false
	}
	return l.convertAll(l.reshape(t, []extent{l.dim(v, 0), ds[len(ds)-1]}), elemOf(v)), true
}

// minSz is min(a, b).
func (l *opLowering) minSz(a, b extent) extent {
	if a.static() && b.static() {
		return staticExtent(min(a.n, b.n))
	}
	return extent{n: ir.ShapedDynamic, v: l.create(arith.MinUI.Name, []*ir.Value{l.val(a), l.val(b)}, l.ctx.IndexType())}
}

// reflectK sets c[b, row:, from:cols] = (I - tau w w^H) c[b, row:, from:cols]
// for w = (1, v[b, i+1:, i]) (v nil: read from c itself, whose column i
// the update leaves alone).
func (l *opLowering) reflectK(v, c, b, i, row, tau, from, cols *ir.Value) *ir.Value {
	m := l.val(l.dim(c, 1))
	W := elemOf(c)
	return l.loop1(from, cols, c, func(j, c *ir.Value) *ir.Value {
		src := v
		if src == nil {
			src = c
		}
		w := func(r *ir.Value) *ir.Value {
			return l.sel(l.icmp("eq", r, row), l.constant(W, 1), l.at(src, b, r, i))
		}
		s := l.loop1(row, m, l.constant(W, 0), func(r, s *ir.Value) *ir.Value {
			return l.add(s, l.mul(l.conj(w(r)), l.at(c, b, r, j)))
		})
		s = l.mul(s, tau)
		return l.loop1(row, m, c, func(r, c *ir.Value) *ir.Value {
			return l.put(c, l.sub(l.at(c, b, r, j), l.mul(w(r), s)), b, r, j)
		})
	})
}

// geqrfK is geqr2 on each matrix of a [B, m, n]: the reflectors and R in
// a, and tau [B, min(m, n)].
func (l *opLowering) geqrfK(a *ir.Value) (*ir.Value, *ir.Value) {
	ds := l.dims(a)
	B, m, n := ds[0], ds[1], ds[2]
	k := l.minSz(m, n)
	W, f64 := elemOf(a), l.ctx.F64()
	zero, mv := l.index(0), l.val(m)
	tau := l.filled([]extent{B, k}, W, l.constant(W, 0))
	out := l.loop(zero, l.val(B), []*ir.Value{a, tau}, func(b *ir.Value, v []*ir.Value) []*ir.Value {
		return l.loop(zero, l.val(k), v, func(i *ir.Value, v []*ir.Value) []*ir.Value {
			a := v[0]
			i1 := j1p(l, i)
			alpha := l.at(a, b, i, i)
			xnorm2 := l.loop1(i1, mv, l.constant(f64, 0), func(r, s *ir.Value) *ir.Value {
				z := l.at(a, b, r, i)
				return l.create(arith.AddF.Name, []*ir.Value{s, l.realOf(l.mul(z, l.conj(z)))}, f64)
			})
			re, im := l.realOf(alpha), l.constant(f64, 0)
			if isComplex(W) {
				im = l.imagOf(alpha)
			}
			nonTrivial := l.or(l.fcmp("une", xnorm2, l.constant(f64, 0)), l.fcmp("une", im, l.constant(f64, 0)))
			return l.when(nonTrivial, v, func() []*ir.Value {
				a, tau := v[0], v[1]
				sq := func(x *ir.Value) *ir.Value { return l.create(arith.MulF.Name, []*ir.Value{x, x}, f64) }
				norm := l.create(math.Sqrt.Name, []*ir.Value{l.create(arith.AddF.Name, []*ir.Value{
					l.create(arith.AddF.Name, []*ir.Value{sq(re), sq(im)}, f64), xnorm2}, f64)}, f64)
				beta := l.sel(l.fcmp("oge", re, l.constant(f64, 0)), l.create(arith.NegF.Name, []*ir.Value{norm}, f64), norm)
				t := l.create(arith.DivF.Name, []*ir.Value{l.create(arith.SubF.Name, []*ir.Value{beta, re}, f64), beta}, f64)
				var tv *ir.Value
				if isComplex(W) {
					ti := l.create(arith.DivF.Name, []*ir.Value{l.create(arith.NegF.Name, []*ir.Value{im}, f64), beta}, f64)
					tv = l.create(complexd.Create.Name, []*ir.Value{t, ti}, W)
				} else {
					tv = t
				}
				tau = l.put(tau, tv, b, i)
				bw := l.cast(beta, W)
				scale := l.div(l.constant(W, 1), l.sub(alpha, bw))
				a = l.loop1(i1, mv, a, func(r, a *ir.Value) *ir.Value {
					return l.put(a, l.mul(l.at(a, b, r, i), scale), b, r, i)
				})
				a = l.put(a, bw, b, i, i)
				a = l.reflectK(nil, a, b, i, i, l.conj(tv), i1, l.val(n))
				return []*ir.Value{a, tau}
			})
		})
	})
	return out[0], out[1]
}

// imagOf is Im z as an f64.
func (l *opLowering) imagOf(z *ir.Value) *ir.Value {
	return l.create(complexd.Im.Name, []*ir.Value{z}, l.ctx.F64())
}

// householderQK is H(0) ... H(k-1) for the reflectors in the columns of
// v [B, m, *] and tau [B, k]: its first cols columns, [B, m, cols].
func (l *opLowering) householderQK(v, tau *ir.Value, cols extent) *ir.Value {
	ds := l.dims(v)
	B, m := ds[0], ds[1]
	W := elemOf(v)
	q := l.generic(nil, []*ir.Value{l.empty([]extent{B, m, cols}, W)}, []*ir.AffineMap{identity(3)}, parallel(3),
		func([]*ir.Value) []*ir.Value {
			eq := l.icmp("eq", l.linalgIndex(1), l.linalgIndex(2))
			return []*ir.Value{l.sel(eq, l.constant(W, 1), l.constant(W, 0))}
		}).Result(0)
	zero := l.index(0)
	k := l.val(l.dim(tau, 1))
	return l.loop1(zero, l.val(B), q, func(b, q *ir.Value) *ir.Value {
		return l.loop1(zero, k, q, func(i, q *ir.Value) *ir.Value {
			i = l.revIndex(k, i)
			t := l.at(tau, b, i)
			return l.reflectK(v, q, b, i, i, t, zero, l.val(cols))
		})
	})
}

// qrPat is linalg_qr in mode "reduced" (Q m×k, R k×n), "complete" (Q m×m,
// R m×n) or "r" (Q empty) of the converted tensor x.
func (l *opLowering) qrPat(x *ir.Value, mode string) []*ir.Value {
	r0, r1 := l.resultType(0), l.resultType(1)
	if r0 == nil || r1 == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 || mode != "reduced" && mode != "complete" && mode != "r" {
		return nil
	}
	a, batch := l.batched(x)
	ds := l.dims(a)
	B, m, n := ds[0], ds[1], ds[2]
	k := l.minSz(m, n)
	a, tau := l.geqrfK(a)
	W := elemOf(a)
	rows, qc := k, k
	if mode == "complete" {
		rows, qc = m, m
	}
	// R: the upper triangle of the first rows rows (rows past m are zero).
	r := l.generic(nil, []*ir.Value{l.empty([]extent{B, rows, n}, W)}, []*ir.AffineMap{identity(3)}, parallel(3),
		func([]*ir.Value) []*ir.Value {
			b, i, j := l.linalgIndex(0), l.linalgIndex(1), l.linalgIndex(2)
			in := l.and(l.icmp("ule", i, j), l.icmp("ult", i, l.val(m)))
			ii := l.sel(in, i, l.index(0))
			return []*ir.Value{l.sel(in, l.at(a, b, ii, j), l.constant(W, 0))}
		}).Result(0)
	var q *ir.Value
	if mode == "r" {
		q = l.empty([]extent{B, staticExtent(0), staticExtent(0)}, W)
	} else {
		q = l.householderQK(a, tau, qc)
	}
	return []*ir.Value{l.unbatched(q, batch, r0), l.unbatched(r, batch, r1)}
}
