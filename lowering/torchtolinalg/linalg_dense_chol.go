package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Cholesky factors and triangular solves, on the loops of
// linalg_dense_loops.go:
//
//	potf2 on the lower triangle (upper: on A^H's): per column j,
//	    d = Re A[j,j] - sum_k |L[j,k]|^2; d <= 0 or NaN stops with info
//	    j+1 and L[j,j] = d, the rest of the triangle left as it was;
//	    else L[j,j] = sqrt(d), L[i,j] = (A[i,j] - sum_k L[i,k] conj(L[j,k])) / L[j,j]
//	cholesky_inverse = L^-H L^-1, cholesky_solve: L then L^H
//	solve_triangular(A, B, left=False): A^T X^T = B^T

func choleskyPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// linalg_cholesky(A, upper), cholesky(A, upper); _ex adds info.
		patN(torch.AtenLinalgCholesky.Name, choleskyPat[torch.AtenLinalgCholeskyArgs[*ir.Value]](false)),
		patN(torch.AtenCholesky.Name, choleskyPat[torch.AtenCholeskyArgs[*ir.Value]](false)),
		patN(torch.AtenLinalgCholeskyEx.Name, choleskyPat[torch.AtenLinalgCholeskyExArgs[*ir.Value]](true)),
		// cholesky_inverse(L, upper) = (L L^H)^-1.
		pat(torch.AtenCholeskyInverse.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenCholeskyInverseArgs[*ir.Value]](l)
			x, rt := conv.Self(), l.resultType(0)
			upper, ok := constBool(orig.Upper())
			if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 || !ok {
				return nil
			}
			f, batch := l.batched(x)
			B, n, ok := l.squareSizes(f)
			if !ok {
				return nil
			}
			if upper {
				f = l.adjointBatch(f)
			}
			W := elemOf(f)
			inv := l.triSolveK(l.identityBatch(B, n, W), l.elems(f), false, false)
			prod := l.named(linalg.BatchMatmul.Name, []*ir.Value{l.adjointBatch(inv), inv}, l.filled([]extent{B, n, n}, W, l.constant(W, 0)))
			return l.unbatched(prod, batch, rt)
		}),
		// cholesky_solve(B, L, upper): (L L^H) X = B.
		pat(torch.AtenCholeskySolve.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenCholeskySolveArgs[*ir.Value]](l)
			upper, ok := constBool(orig.Upper())
			if !ok {
				return nil
			}
			return l.triangularPair(conv.Self(), conv.Input2(), func(f, x *ir.Value) *ir.Value {
				if upper {
					f = l.adjointBatch(f)
				}
				x = l.triSolveK(x, l.elems(f), false, false)
				return l.triSolveK(x, l.elemsAdj(f), true, false)
			})
		}),
		// linalg_solve_triangular(A, B, upper, left, unitriangular).
		pat(torch.AtenLinalgSolveTriangular.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgSolveTriangularArgs[*ir.Value]](l)
			upper, okU := constBool(orig.Upper())
			left, okL := constBool(orig.Left())
			unit, okT := constBool(orig.Unitriangular())
			if !okU || !okL || !okT {
				return nil
			}
			return l.triangularPair(conv.B(), conv.Self(), func(a, x *ir.Value) *ir.Value {
				if left {
					return l.triSolveK(x, l.elems(a), upper, unit)
				}
				xt := l.transpose(x, []int{0, 2, 1})
				return l.transpose(l.triSolveK(xt, l.elemsT(a), !upper, unit), []int{0, 2, 1})
			})
		}),
		// triangular_solve(B, A, upper, transpose, unitriangular) -> (X, A).
		patN(torch.AtenTriangularSolve.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenTriangularSolveArgs[*ir.Value]](l)
			upper, okU := constBool(orig.Upper())
			trans, okT := constBool(orig.Transpose())
			unit, okN := constBool(orig.Unitriangular())
			r1 := l.resultType(1)
			if !okU || !okT || !okN || r1 == nil || rankedTensorType(conv.A()) == nil {
				return nil
			}
			x := l.triangularPair(conv.Self(), conv.A(), func(a, x *ir.Value) *ir.Value {
				if trans {
					return l.triSolveK(x, l.elemsT(a), !upper, unit)
				}
				return l.triSolveK(x, l.elems(a), upper, unit)
			})
			if x == nil {
				return nil
			}
			return []*ir.Value{x, l.create(tensor.Cast.Name, []*ir.Value{conv.A()}, r1)}
		}),
	}
}

// elemsT reads t[b, j, i].
func (l *opLowering) elemsT(t *ir.Value) func(b, i, j *ir.Value) *ir.Value {
	return func(b, i, j *ir.Value) *ir.Value { return l.at(t, b, j, i) }
}

// triangularPair reads the converted right-hand sides rhs and square
// factor, of the same batch, as work batches and returns solve(factor,
// rhs) shaped as result 0.
func (l *opLowering) triangularPair(rhs, factor *ir.Value, solve func(a, x *ir.Value) *ir.Value) *ir.Value {
	rt := l.resultType(0)
	at, bt := rankedTensorType(factor), rankedTensorType(rhs)
	if rt == nil || at == nil || bt == nil || len(at.Dims) < 2 || len(at.Dims) != len(bt.Dims) {
		return nil
	}
	a, batch := l.batched(factor)
	if _, _, ok := l.squareSizes(a); !ok {
		return nil
	}
	x, xb := l.batched(rhs)
	if !l.sameBatch(batch, xb) {
		return nil
	}
	return l.unbatched(solve(a, l.convertAll(x, elemOf(a))), batch, rt)
}

// choleskyPat is the Cholesky factor of op(self, upper) (withInfo: and
// the infos).
func choleskyPat[A interface {
	selfArgs
	Upper() *ir.Value
}](withInfo bool) func(l *opLowering) []*ir.Value {
	return func(l *opLowering) []*ir.Value {
		orig, conv := argsOf[A](l)
		return l.cholesky(conv.Self(), orig.Upper(), withInfo)
	}
}

// cholesky factors the converted tensor x.
func (l *opLowering) cholesky(x, upperArg *ir.Value, withInfo bool) []*ir.Value {
	rt := l.resultType(0)
	upper, ok := constBool(upperArg)
	if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 || !ok {
		return nil
	}
	a, batch := l.batched(x)
	if _, _, ok := l.squareSizes(a); !ok {
		return nil
	}
	if upper {
		a = l.adjointBatch(a)
	}
	f, info := l.choleskyK(a)
	if upper {
		f = l.adjointBatch(f)
	}
	out := []*ir.Value{l.unbatched(f, batch, rt)}
	if withInfo {
		r1 := l.resultType(1)
		if r1 == nil {
			return nil
		}
		out = append(out, l.unbatched(info, batch, r1))
	}
	return out
}

// choleskyK is potf2 on the lower triangle of each matrix of a [B, n, n]:
// the factor (zero above the diagonal) and the infos [B] (i32).
func (l *opLowering) choleskyK(a *ir.Value) (*ir.Value, *ir.Value) {
	B, n, _ := l.squareSizes(a)
	W, f64, i32, i1 := elemOf(a), l.ctx.F64(), l.ctx.I(32), l.ctx.I(1)
	zero, nv := l.index(0), l.val(n)
	f := l.generic([]*ir.Value{a}, []*ir.Value{l.empty([]extent{B, n, n}, W)}, []*ir.AffineMap{identity(3), identity(3)}, parallel(3),
		func(blockArgs []*ir.Value) []*ir.Value {
			in := l.icmp("uge", l.linalgIndex(1), l.linalgIndex(2))
			return []*ir.Value{l.sel(in, blockArgs[0], l.constant(W, 0))}
		}).Result(0)
	info := l.filled([]extent{B}, i32, l.constant(i32, 0))
	out := l.loop(zero, l.val(B), []*ir.Value{f, info}, func(b *ir.Value, v []*ir.Value) []*ir.Value {
		r := l.loop(zero, nv, []*ir.Value{v[0], v[1], l.constant(i1, 0)}, func(j *ir.Value, v []*ir.Value) []*ir.Value {
			return l.when(l.not(v[2]), v, func() []*ir.Value {
				f, info := v[0], v[1]
				d := l.loop1(zero, j, l.realOf(l.at(f, b, j, j)), func(k, d *ir.Value) *ir.Value {
					z := l.at(f, b, j, k)
					return l.create(arith.SubF.Name, []*ir.Value{d, l.realOf(l.mul(z, l.conj(z)))}, f64)
				})
				fail := l.fcmp("ule", d, l.constant(f64, 0))
				failed := l.when(fail, []*ir.Value{f, info, fail}, func() []*ir.Value {
					return []*ir.Value{l.put(f, l.cast(d, W), b, j, j),
						l.put(info, l.create(arith.IndexCast.Name, []*ir.Value{j1p(l, j)}, i32), b), fail}
				})
				return l.when(l.not(fail), failed, func() []*ir.Value {
					s := l.cast(l.create(math.Sqrt.Name, []*ir.Value{d}, f64), W)
					f := l.put(f, s, b, j, j)
					f = l.loop1(j1p(l, j), nv, f, func(i, f *ir.Value) *ir.Value {
						t := l.loop1(zero, j, l.at(f, b, i, j), func(k, t *ir.Value) *ir.Value {
							return l.sub(t, l.mul(l.at(f, b, i, k), l.conj(l.at(f, b, j, k))))
						})
						return l.put(f, l.div(t, s), b, i, j)
					})
					return []*ir.Value{f, info, fail}
				})
			})
		})
		return r[:2]
	})
	return out[0], out[1]
}
