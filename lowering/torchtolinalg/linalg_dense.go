package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/linalg"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/torch"
	"math"
	"slices"

	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Dense linear algebra lowers to loops on tensors (linalg_dense_loops.go)
// that run the unblocked LAPACK algorithms the interpreter's semantics
// follow (dialects/torch/torchexec/linalg_dense_algo.go):
//
//	LU (getf2): per column j, the pivot p is the first row i >= j of the
//	    largest |re|+|im| (i?amax); rows j and p swap, the column below
//	    the diagonal is divided by the pivot (when it is not zero; else
//	    info records j+1), and the trailing block takes the rank-1 update
//	triangular solves: substitution, row by row, per right-hand column
//	solves with LU: the row interchanges, then L (unit) and U; the
//	    adjoint solves U^H, L^H, then the interchanges in reverse; X A = B
//	    is A^H X^H = B^H
//	det and slogdet: the product of U's diagonal, negated per interchange
//
// Everything computes in f64 (complex<f64>) and rounds once at the end.

func denseLinalgPatterns() []*rewrite.ConversionPattern {
	return slices.Concat(luPatterns(), choleskyPatterns(), qrPatterns(), eigenPatterns())
}

func luPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// linalg_lu_factor(A, pivot) -> (LU, pivots); _ex and
		// _lu_with_info add info.
		patN(torch.AtenLinalgLuFactor.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenLinalgLuFactorArgs[*ir.Value]](l)
			return l.luFactorPat(conv.A(), orig.Pivot(), false)
		}),
		patN(torch.AtenLinalgLuFactorEx.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenLinalgLuFactorExArgs[*ir.Value]](l)
			return l.luFactorPat(conv.A(), orig.Pivot(), true)
		}),
		patN(torch.Aten_LuWithInfo.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.Aten_LuWithInfoArgs[*ir.Value]](l)
			return l.luFactorPat(conv.Self(), orig.Pivot(), true)
		}),
		// linalg_lu(A, pivot) -> (P, L, U).
		patN(torch.AtenLinalgLu.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenLinalgLuArgs[*ir.Value]](l)
			a, batch, ok := l.pivotedInput(conv.A(), orig.Pivot())
			if !ok {
				return nil
			}
			lu, piv, _ := l.luK(a)
			return l.unpackLU(lu, piv, batch, true, true)
		}),
		// lu_unpack(LU, pivots, unpack_data, unpack_pivots) -> (P, L, U).
		patN(torch.AtenLuUnpack.Name, func(l *opLowering) []*ir.Value {
			orig, conv := argsOf[torch.AtenLuUnpackArgs[*ir.Value]](l)
			data, okD := constBool(orig.UnpackData())
			pivots, okP := constBool(orig.UnpackPivots())
			if rankedTensorType(conv.LUData()) == nil || rankedTensorType(conv.LUPivots()) == nil || len(rankedTensorType(conv.LUData()).Dims) < 2 || !okD || !okP {
				return nil
			}
			lu, batch := l.batched(conv.LUData())
			piv := l.batchedPivots(conv.LUPivots(), l.dim(lu, 0))
			return l.unpackLU(lu, piv, batch, data, pivots)
		}),
		// linalg_lu_solve(LU, pivots, B, left, adjoint); lu_solve(B, LU, pivots).
		pat(torch.AtenLinalgLuSolve.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgLuSolveArgs[*ir.Value]](l)
			left, okL := constBool(orig.Left())
			adj, okA := constBool(orig.Adjoint())
			if !okL || !okA {
				return nil
			}
			return l.luSolvePat(conv.LU(), conv.Pivots(), conv.B(), left, adj)
		}),
		pat(torch.AtenLuSolve.Name, func(l *opLowering) *ir.Value {
			_, conv := argsOf[torch.AtenLuSolveArgs[*ir.Value]](l)
			return l.luSolvePat(conv.LUData(), conv.LUPivots(), conv.Self(), true, false)
		}),
		// linalg_det(A), linalg_slogdet(A) -> (sign, logabsdet), logdet(A).
		patN(torch.AtenLinalgDet.Name, func(l *opLowering) []*ir.Value {
			return l.detPat(convArg(torch.AtenLinalgDetArgs[*ir.Value].A)(l), detPlain)
		}),
		patN(torch.AtenLinalgSlogdet.Name, func(l *opLowering) []*ir.Value {
			return l.detPat(convArg(torch.AtenLinalgSlogdetArgs[*ir.Value].A)(l), detSlog)
		}),
		patN(torch.AtenLogdet.Name, func(l *opLowering) []*ir.Value {
			return l.detPat(convArg(torch.AtenLogdetArgs[*ir.Value].Self)(l), detLog)
		}),
		// linalg_inv(A); linalg_inv_ex(A, check_errors) -> (inverse, info).
		patN(torch.AtenLinalgInv.Name, func(l *opLowering) []*ir.Value {
			return l.invPat(convArg(torch.AtenLinalgInvArgs[*ir.Value].A)(l), false)
		}),
		patN(torch.AtenLinalgInvEx.Name, func(l *opLowering) []*ir.Value {
			return l.invPat(convArg(torch.AtenLinalgInvExArgs[*ir.Value].A)(l), true)
		}),
		// linalg_solve(A, B, left); _ex adds info.
		patN(torch.AtenLinalgSolve.Name, solvePat[torch.AtenLinalgSolveArgs[*ir.Value]](false)),
		patN(torch.AtenLinalgSolveEx.Name, solvePat[torch.AtenLinalgSolveExArgs[*ir.Value]](true)),
		// linalg_matrix_power(A, n): repeated products (n < 0: of inv(A)).
		pat(torch.AtenLinalgMatrixPower.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgMatrixPowerArgs[*ir.Value]](l)
			return l.matrixPowerPat(conv.Self(), orig.N())
		}),
		// linalg_tensorinv(A, ind): inv of A as a matrix, shaped back.
		pat(torch.AtenLinalgTensorinv.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgTensorinvArgs[*ir.Value]](l)
			return l.tensorInvPat(conv.Self(), orig.Ind())
		}),
		// linalg_tensorsolve(A, B, dims=None).
		pat(torch.AtenLinalgTensorsolve.Name, func(l *opLowering) *ir.Value {
			orig, conv := argsOf[torch.AtenLinalgTensorsolveArgs[*ir.Value]](l)
			if !isNone(orig.Dims()) {
				return nil
			}
			return l.tensorSolvePat(conv.Self(), conv.Other())
		}),
	}
}

// ---- LU ----

// pivotedInput reads the converted tensor x (rank >= 2) as a work batch
// when the constant bool operand pivotArg is true (pivot=False is CUDA's
// only).
func (l *opLowering) pivotedInput(x, pivotArg *ir.Value) (*ir.Value, []extent, bool) {
	pivot, ok := constBool(pivotArg)
	if !ok || !pivot || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 {
		return nil, nil, false
	}
	w, batch := l.batched(x)
	return w, batch, true
}

// luK factors each matrix of the work batch a [B, m, n] in place (getf2):
// it returns the factors, the 1-based pivots [B, k] (i32) and the infos
// [B] (i32).
func (l *opLowering) luK(a *ir.Value) (lu, piv, info *ir.Value) {
	ds := l.dims(a)
	B, m, n := ds[0], ds[1], ds[2]
	i32 := l.ctx.I(32)
	k := l.create(arith.MinUI.Name, []*ir.Value{l.val(m), l.val(n)}, l.ctx.IndexType())
	kSz := extent{n: ir.ShapedDynamic, v: k}
	if m.static() && n.static() {
		kSz = staticExtent(min(m.n, n.n))
	}
	W := elemOf(a)
	zero, one := l.index(0), l.index(1)
	piv = l.filled([]extent{B, kSz}, i32, l.constant(i32, 0))
	info = l.filled([]extent{B}, i32, l.constant(i32, 0))
	out := l.loop(zero, l.val(B), []*ir.Value{a, piv, info}, func(b *ir.Value, v []*ir.Value) []*ir.Value {
		return l.loop(zero, k, v, func(j *ir.Value, v []*ir.Value) []*ir.Value {
			a, piv, info := v[0], v[1], v[2]
			j1 := l.ix(arith.AddI.Name, j, one)
			// The pivot row: the first of the largest magnitude.
			best := l.loop(j1, l.val(m), []*ir.Value{j, l.magnitude1(l.at(a, b, j, j))}, func(i *ir.Value, pv []*ir.Value) []*ir.Value {
				x := l.magnitude1(l.at(a, b, i, j))
				gt := l.fcmp("ogt", x, pv[1])
				return []*ir.Value{l.sel(gt, i, pv[0]), l.sel(gt, x, pv[1])}
			})
			p := best[0]
			piv = l.put(piv, l.create(arith.IndexCast.Name, []*ir.Value{j1p(l, p)}, i32), b, j)
			d := l.at(a, b, p, j)
			nz := l.cmp("ne", d, l.constant(W, 0))
			ai := l.when(nz, []*ir.Value{a, info}, func() []*ir.Value {
				a := l.swapRows(a, b, j, p, l.val(n))
				a = l.loop1(j1, l.val(m), a, func(i, a *ir.Value) *ir.Value {
					return l.put(a, l.div(l.at(a, b, i, j), d), b, i, j)
				})
				return []*ir.Value{a, info}
			})
			a, info = ai[0], ai[1]
			// info = j+1 at the first zero pivot.
			old := l.at(info, b)
			first := l.and(l.not(nz), l.icmp("eq", old, l.constant(i32, 0)))
			info = l.put(info, l.sel(first, l.create(arith.IndexCast.Name, []*ir.Value{j1}, i32), old), b)
			// The trailing update A[i, c] -= A[i, j] A[j, c].
			a = l.loop1(j1, l.val(m), a, func(i, a *ir.Value) *ir.Value {
				lij := l.at(a, b, i, j)
				return l.loop1(j1, l.val(n), a, func(c, a *ir.Value) *ir.Value {
					return l.put(a, l.sub(l.at(a, b, i, c), l.mul(lij, l.at(a, b, j, c))), b, i, c)
				})
			})
			return []*ir.Value{a, piv, info}
		})
	})
	return out[0], out[1], out[2]
}

// j1p is i+1.
func j1p(l *opLowering, i *ir.Value) *ir.Value { return l.ix(arith.AddI.Name, i, l.index(1)) }

// swapRows exchanges rows i and p of matrix b of a over its n columns.
func (l *opLowering) swapRows(a, b, i, p, n *ir.Value) *ir.Value {
	return l.loop1(l.index(0), n, a, func(c, a *ir.Value) *ir.Value {
		x, y := l.at(a, b, i, c), l.at(a, b, p, c)
		return l.put(l.put(a, y, b, i, c), x, b, p, c)
	})
}

// permuteK applies the interchanges piv [B, k] (1-based, i32) to the rows
// of x [B, n, K], in order or (reverse) in reverse order.
func (l *opLowering) permuteK(x, piv *ir.Value, reverse bool) *ir.Value {
	ds := l.dims(x)
	k := l.val(l.dim(piv, 1))
	zero := l.index(0)
	return l.loop1(zero, l.val(ds[0]), x, func(b, x *ir.Value) *ir.Value {
		return l.loop1(zero, k, x, func(i, x *ir.Value) *ir.Value {
			if reverse {
				i = l.revIndex(k, i)
			}
			p := l.ix(arith.SubI.Name, l.create(arith.IndexCast.Name, []*ir.Value{l.at(piv, b, i)}, l.ctx.IndexType()), l.index(1))
			return l.swapRows(x, b, i, p, l.val(ds[2]))
		})
	})
}

// triSolveK solves T X = B in place of x [B, n, K], T n×n triangular read
// through get(b, i, j) (lower, or upper; unit: a unit diagonal).
func (l *opLowering) triSolveK(x *ir.Value, get func(b, i, j *ir.Value) *ir.Value, upper, unit bool) *ir.Value {
	ds := l.dims(x)
	n := l.val(ds[1])
	zero := l.index(0)
	return l.loop1(zero, l.val(ds[0]), x, func(b, x *ir.Value) *ir.Value {
		return l.loop1(zero, l.val(ds[2]), x, func(c, x *ir.Value) *ir.Value {
			return l.loop1(zero, n, x, func(i, x *ir.Value) *ir.Value {
				lo, hi := zero, i
				if upper {
					i = l.revIndex(n, i)
					lo, hi = j1p(l, i), n
				}
				s := l.loop1(lo, hi, l.at(x, b, i, c), func(t, s *ir.Value) *ir.Value {
					return l.sub(s, l.mul(get(b, i, t), l.at(x, b, t, c)))
				})
				if !unit {
					s = l.div(s, get(b, i, i))
				}
				return l.put(x, s, b, i, c)
			})
		})
	})
}

// elems reads t[b, i, j]; elemsAdj reads conj(t[b, j, i]).
func (l *opLowering) elems(t *ir.Value) func(b, i, j *ir.Value) *ir.Value {
	return func(b, i, j *ir.Value) *ir.Value { return l.at(t, b, i, j) }
}

func (l *opLowering) elemsAdj(t *ir.Value) func(b, i, j *ir.Value) *ir.Value {
	return func(b, i, j *ir.Value) *ir.Value { return l.conj(l.at(t, b, j, i)) }
}

// luSolveK solves A X = B (adjoint: A^H X = B) for the factors lu and
// pivots piv of A, x the right-hand sides [B, n, K].
func (l *opLowering) luSolveK(lu, piv, x *ir.Value, adjoint bool) *ir.Value {
	if !adjoint {
		x = l.permuteK(x, piv, false)
		x = l.triSolveK(x, l.elems(lu), false, true)
		return l.triSolveK(x, l.elems(lu), true, false)
	}
	x = l.triSolveK(x, l.elemsAdj(lu), false, false)
	x = l.triSolveK(x, l.elemsAdj(lu), true, true)
	return l.permuteK(x, piv, true)
}

// luSolveSidedK is luSolveK for X A = B too (left false).
func (l *opLowering) luSolveSidedK(lu, piv, x *ir.Value, left, adjoint bool) *ir.Value {
	if left {
		return l.luSolveK(lu, piv, x, adjoint)
	}
	return l.adjointBatch(l.luSolveK(lu, piv, l.adjointBatch(x), !adjoint))
}

// batchedPivots reshapes pivots (batch + [k]) to [B, k] of i32.
func (l *opLowering) batchedPivots(p *ir.Value, B extent) *ir.Value {
	ds := l.dims(p)
	return l.convertAll(l.reshape(p, []extent{B, ds[len(ds)-1]}), l.ctx.I(32))
}

// luFactorPat factors the converted tensor x when the pivot operand is
// true.
func (l *opLowering) luFactorPat(x, pivot *ir.Value, withInfo bool) []*ir.Value {
	a, batch, ok := l.pivotedInput(x, pivot)
	r0, r1 := l.resultType(0), l.resultType(1)
	if !ok || r0 == nil || r1 == nil {
		return nil
	}
	lu, piv, info := l.luK(a)
	out := []*ir.Value{l.unbatched(lu, batch, r0), l.unbatched(piv, batch, r1)}
	if withInfo {
		r2 := l.resultType(2)
		if r2 == nil {
			return nil
		}
		out = append(out, l.unbatched(info, batch, r2))
	}
	return out
}

// unpackLU builds the results P, L, U of the factors lu [B, m, n] and
// pivots [B, k] (data false: L and U empty; pivots false: P empty).
func (l *opLowering) unpackLU(lu, piv *ir.Value, batch []extent, data, pivots bool) []*ir.Value {
	rp, rl, ru := l.resultType(0), l.resultType(1), l.resultType(2)
	if rp == nil || rl == nil || ru == nil {
		return nil
	}
	ds := l.dims(lu)
	B, m, n := ds[0], ds[1], ds[2]
	W := elemOf(lu)
	k := l.create(arith.MinUI.Name, []*ir.Value{l.val(m), l.val(n)}, l.ctx.IndexType())
	kSz := extent{n: ir.ShapedDynamic, v: k}
	if m.static() && n.static() {
		kSz = staticExtent(min(m.n, n.n))
	}
	zeroSz := staticExtent(0)
	var P, L, U *ir.Value
	if pivots {
		// P = the identity with its rows interchanged: P^T A = L U, so P
		// is (the permuted identity)^T.
		P = l.adjointBatch(l.permuteK(l.identityBatch(B, m, W), piv, false))
	} else {
		P = l.empty([]extent{B, zeroSz, zeroSz}, W)
	}
	if data {
		L = l.triangle(lu, []extent{B, m, kSz}, true)
		U = l.triangle(lu, []extent{B, kSz, n}, false)
	} else {
		L = l.empty([]extent{B, zeroSz, zeroSz}, W)
		U = l.empty([]extent{B, zeroSz, zeroSz}, W)
	}
	return []*ir.Value{l.unbatched(P, batch, rp), l.unbatched(L, batch, rl), l.unbatched(U, batch, ru)}
}

// triangle is the unit lower (lower) or the upper triangle of the
// leading ss[1]×ss[2] block of each matrix of lu.
func (l *opLowering) triangle(lu *ir.Value, ss []extent, lower bool) *ir.Value {
	W := elemOf(lu)
	g := l.generic(nil, []*ir.Value{l.empty(ss, W)}, []*ir.AffineMap{identity(3)}, parallel(3),
		func([]*ir.Value) []*ir.Value {
			b, i, j := l.linalgIndex(0), l.linalgIndex(1), l.linalgIndex(2)
			zero, one := l.constant(W, 0), l.constant(W, 1)
			if lower {
				below := l.icmp("ugt", i, j)
				v := l.sel(l.icmp("eq", i, j), one, zero)
				// Read only inside the lower triangle (a clamped index elsewhere).
				jj := l.sel(below, j, l.index(0))
				return []*ir.Value{l.sel(below, l.at(lu, b, i, jj), v)}
			}
			above := l.icmp("ule", i, j)
			ii := l.sel(above, i, l.index(0))
			return []*ir.Value{l.sel(above, l.at(lu, b, ii, j), zero)}
		})
	return g.Result(0)
}

// luSolvePat solves with the converted LU, pivots and B, whose batch
// dims must be the same.
func (l *opLowering) luSolvePat(luArg, pivArg, bArg *ir.Value, left, adjoint bool) *ir.Value {
	rt := l.resultType(0)
	luT, bT := rankedTensorType(luArg), rankedTensorType(bArg)
	if rt == nil || luT == nil || bT == nil || rankedTensorType(pivArg) == nil || len(luT.Dims) != len(bT.Dims) || len(luT.Dims) < 2 {
		return nil
	}
	lu, batch := l.batched(luArg)
	x, xb := l.batched(bArg)
	if !l.sameBatch(batch, xb) {
		return nil
	}
	x = l.convertAll(x, elemOf(lu))
	piv := l.batchedPivots(pivArg, l.dim(lu, 0))
	return l.unbatched(l.luSolveSidedK(lu, piv, x, left, adjoint), batch, rt)
}

// sameBatch reports whether two batch shapes are the same: statically,
// or with an assertion on dynamic sizes.
func (l *opLowering) sameBatch(a, b []extent) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].static() && b[i].static() && a[i].n != b[i].n {
			return false
		}
		l.assertEq(a[i], b[i], "linalg: the batch dimensions of the operands differ")
	}
	return true
}

// ---- determinants ----

type detKind int

const (
	detPlain detKind = iota
	detSlog
	detLog
)

// detPat computes the determinants from the LU factors: per matrix,
// det = prod U[i, i] * (-1 per interchange); sign = prod U[i,i]/|U[i,i]|
// (0 when one is 0) with the interchanges, logabsdet = sum log|U[i,i]|,
// of the converted tensor x.
func (l *opLowering) detPat(x *ir.Value, kind detKind) []*ir.Value {
	rt := l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 {
		return nil
	}
	a, batch := l.batched(x)
	B, n, ok := l.squareSizes(a)
	if !ok {
		return nil
	}
	lu, piv, _ := l.luK(a)
	W, f64 := elemOf(a), l.ctx.F64()
	zero := l.index(0)
	det := l.empty([]extent{B}, W)
	sign := l.empty([]extent{B}, W)
	logabs := l.empty([]extent{B}, f64)
	out := l.loop(zero, l.val(B), []*ir.Value{det, sign, logabs}, func(b *ir.Value, v []*ir.Value) []*ir.Value {
		acc := l.loop(zero, l.val(n), []*ir.Value{l.constant(W, 1), l.constant(W, 1), l.constant(f64, 0)},
			func(i *ir.Value, acc []*ir.Value) []*ir.Value {
				d := l.at(lu, b, i, i)
				p := l.create(arith.IndexCast.Name, []*ir.Value{l.at(piv, b, i)}, l.ctx.IndexType())
				swapped := l.icmp("ne", p, j1p(l, i))
				flip := l.sel(swapped, l.constant(W, -1), l.constant(W, 1))
				abs := l.modulus(d)
				isZero := l.fcmp("oeq", abs, l.constant(f64, 0))
				unit := l.sel(isZero, l.constant(W, 0), l.div(d, l.cast(abs, W)))
				return []*ir.Value{
					l.mul(l.mul(acc[0], d), flip),
					l.mul(l.mul(acc[1], unit), flip),
					l.add(acc[2], l.create(mathd.Log.Name, []*ir.Value{abs}, f64)),
				}
			})
		return []*ir.Value{l.put(v[0], acc[0], b), l.put(v[1], acc[1], b), l.put(v[2], acc[2], b)}
	})
	det, sign, logabs = out[0], out[1], out[2]
	switch kind {
	case detPlain:
		return []*ir.Value{l.unbatched(det, batch, rt)}
	case detSlog:
		r1 := l.resultType(1)
		if r1 == nil {
			return nil
		}
		return []*ir.Value{l.unbatched(sign, batch, rt), l.unbatched(logabs, batch, r1)}
	}
	// logdet: log|det| for a real positive det, NaN for a negative one,
	// log(sign) + log|det| for a complex one.
	g := l.generic([]*ir.Value{sign, logabs}, []*ir.Value{l.empty([]extent{B}, W)}, []*ir.AffineMap{identity(1), identity(1), identity(1)},
		parallel(1), func(blockArgs []*ir.Value) []*ir.Value {
			s, la := blockArgs[0], blockArgs[1]
			if !isComplex(W) {
				neg := l.fcmp("olt", s, l.constant(f64, 0))
				return []*ir.Value{l.sel(neg, l.constant(f64, math.NaN()), la)}
			}
			isZero := l.fcmp("oeq", l.modulus(s), l.constant(f64, 0))
			v := l.add(l.create(complexd.Log.Name, []*ir.Value{s}, W), l.cast(la, W))
			return []*ir.Value{l.sel(isZero, l.complexConst(W, math.Inf(-1), 0), v)}
		})
	return []*ir.Value{l.unbatched(g.Result(0), batch, rt)}
}

// ---- inverses and solves ----

// invPat is the inverse of the converted tensor x (withInfo: and the
// infos).
func (l *opLowering) invPat(x *ir.Value, withInfo bool) []*ir.Value {
	rt := l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 {
		return nil
	}
	a, batch := l.batched(x)
	B, n, ok := l.squareSizes(a)
	if !ok {
		return nil
	}
	lu, piv, info := l.luK(a)
	inv := l.luSolveK(lu, piv, l.identityBatch(B, n, elemOf(a)), false)
	out := []*ir.Value{l.unbatched(inv, batch, rt)}
	if withInfo {
		r1 := l.resultType(1)
		if r1 == nil {
			return nil
		}
		out = append(out, l.unbatched(info, batch, r1))
	}
	return out
}

// solvePat is linalg_solve(A, B, left) (_ex: with info): B is a batch of
// vectors when it has one dim, or one dim less than A with A's sizes but
// the last. A's and B's batches must be the same.
func solvePat[A interface {
	~[]*ir.Value
	A() *ir.Value
	B() *ir.Value
	Left() *ir.Value
}](withInfo bool) func(l *opLowering) []*ir.Value {
	return func(l *opLowering) []*ir.Value {
		orig, conv := argsOf[A](l)
		left, okL := constBool(orig.Left())
		if !okL {
			return nil
		}
		return l.solve(conv.A(), conv.B(), left, withInfo)
	}
}

// solve solves A X = B (left) or X A = B for the converted A and B.
func (l *opLowering) solve(aArg, bArg *ir.Value, left, withInfo bool) []*ir.Value {
	at, bt, rt := rankedTensorType(aArg), rankedTensorType(bArg), l.resultType(0)
	if rt == nil || at == nil || bt == nil || len(at.Dims) < 2 {
		return nil
	}
	ra, rb := len(at.Dims), len(bt.Dims)
	vector := rb == 1 || rb == ra-1 && sameStatic(bt.Dims, at.Dims[:ra-1])
	if rb == ra-1 && !vector {
		return nil // dynamic sizes that may or may not make B a vector
	}
	bx := bArg
	if vector {
		ds := l.dims(bx)
		shape := append(append([]extent{}, ds...), staticExtent(1))
		if !left {
			shape = append(append(append([]extent{}, ds[:rb-1]...), staticExtent(1)), ds[rb-1])
		}
		bx = l.reshape(bx, shape)
	}
	if len(rankedTensorType(bx).Dims) != ra {
		return nil
	}
	a, batch := l.batched(aArg)
	if _, _, ok := l.squareSizes(a); !ok {
		return nil
	}
	x, xb := l.batched(bx)
	if !l.sameBatch(batch, xb) {
		return nil
	}
	x = l.convertAll(x, elemOf(a))
	lu, piv, info := l.luK(a)
	sol := l.luSolveSidedK(lu, piv, x, left, false)
	var res *ir.Value
	if vector {
		ds := l.dims(sol)
		res = l.reshape(l.convertAll(sol, rt.Elem), withType(append(append([]extent{}, batch...), l.numel(ds[1:])), rt))
	} else {
		res = l.unbatched(sol, batch, rt)
	}
	out := []*ir.Value{res}
	if withInfo {
		r1 := l.resultType(1)
		if r1 == nil {
			return nil
		}
		out = append(out, l.unbatched(info, batch, r1))
	}
	return out
}

func sameStatic(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] == ir.ShapedDynamic || a[i] != b[i] {
			return false
		}
	}
	return true
}

// matrixPowerPat is A^n for a constant n by binary powering (n < 0: of
// inv(A)), n = 0 the identity, of the converted tensor x.
func (l *opLowering) matrixPowerPat(x, nArg *ir.Value) *ir.Value {
	rt := l.resultType(0)
	p, okP := constInt(nArg)
	if rt == nil || rankedTensorType(x) == nil || len(rankedTensorType(x).Dims) < 2 || !okP {
		return nil
	}
	a, batch := l.batched(x)
	B, n, ok := l.squareSizes(a)
	if !ok {
		return nil
	}
	W := elemOf(a)
	if p == 0 {
		return l.unbatched(l.identityBatch(B, n, W), batch, rt)
	}
	if p < 0 {
		lu, piv, _ := l.luK(a)
		a = l.luSolveK(lu, piv, l.identityBatch(B, n, W), false)
		p = -p
	}
	mm := func(x, y *ir.Value) *ir.Value {
		return l.named(linalg.BatchMatmul.Name, []*ir.Value{x, y}, l.filled([]extent{B, n, n}, W, l.constant(W, 0)))
	}
	var result *ir.Value
	z := a
	for {
		if p&1 != 0 {
			if result == nil {
				result = z
			} else {
				result = mm(result, z)
			}
		}
		p >>= 1
		if p == 0 {
			break
		}
		z = mm(z, z)
	}
	return l.unbatched(result, batch, rt)
}

// tensorInvPat is linalg_tensorinv(A, ind) for static sizes: inv of A
// as a prod(shape[:ind]) × prod(shape[ind:]) matrix, shaped shape[ind:]
// + shape[:ind], of the converted tensor x.
func (l *opLowering) tensorInvPat(x, indArg *ir.Value) *ir.Value {
	rt := l.resultType(0)
	ind, ok := constInt(indArg)
	if rt == nil || rankedTensorType(x) == nil || !ok || ind <= 0 || int(ind) > len(rankedTensorType(x).Dims) {
		return nil
	}
	ds := l.dims(x)
	rows, cols := l.numel(ds[:ind]), l.numel(ds[ind:])
	if rows.static() && cols.static() && rows.n != cols.n {
		return nil
	}
	a := l.convertAll(l.reshape(x, []extent{staticExtent(1), rows, cols}), l.workType(elemOf(x)))
	B, n, ok := l.squareSizes(a)
	if !ok {
		return nil
	}
	lu, piv, _ := l.luK(a)
	inv := l.luSolveK(lu, piv, l.identityBatch(B, n, elemOf(a)), false)
	out := withType(append(append([]extent{}, ds[ind:]...), ds[:ind]...), rt)
	return l.reshape(l.convertAll(inv, rt.Elem), out)
}

// tensorSolvePat is linalg_tensorsolve(A, B, dims=None) of the converted
// A (x) and B (y): A as a B.numel × rest matrix solved against B
// flattened, shaped A.shape[B.ndim:].
func (l *opLowering) tensorSolvePat(x, y *ir.Value) *ir.Value {
	rt := l.resultType(0)
	if rt == nil || rankedTensorType(x) == nil || rankedTensorType(y) == nil || len(rankedTensorType(y).Dims) > len(rankedTensorType(x).Dims) {
		return nil
	}
	ds := l.dims(x)
	rest := ds[len(rankedTensorType(y).Dims):]
	n, k := l.numel(l.dims(y)), l.numel(rest)
	if n.static() && k.static() && n.n != k.n {
		return nil
	}
	W := l.workType(elemOf(x))
	a := l.convertAll(l.reshape(x, []extent{staticExtent(1), n, k}), W)
	if _, _, ok := l.squareSizes(a); !ok {
		return nil
	}
	b := l.convertAll(l.reshape(y, []extent{staticExtent(1), n, staticExtent(1)}), W)
	lu, piv, _ := l.luK(a)
	sol := l.luSolveK(lu, piv, b, false)
	return l.reshape(l.convertAll(sol, rt.Elem), withType(rest, rt))
}
