package torchdecompose

import (
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// normExtraDecompositions: vector and matrix norms, training batch norm, complex composites.
var normExtraDecompositions = []*rewrite.Pattern{
	// real(x) -> x for a real x (complex x is lowered)
	decomposition(torch.AtenReal, realOfReal),
	// norm.ScalarOpt_dim(x, p, dim, keepdim) -> linalg_vector_norm(x, p or 2,
	// dim, keepdim, None) (torch.norm's vector form)
	decomposition(torch.AtenNormScalarOptDim, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenNormScalarOptDimArgs[*ir.Value](op.Operands())
		if ranked(op.Result(0)) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		p := args.P()
		if torch.IsNoneValue(p) {
			p = b.float(2)
		}
		b.replace(op, b.atenAs(torch.AtenLinalgVectorNorm, op.Result(0).Type(), args.Self(), p, args.Dim(), args.Keepdim(), b.none()))
		return true
	}),
	// frexp(x) for f16/bf16 x -> (to(m, dtype(x)), e) with (m, e) = frexp(to(x, f32)):
	// x is exact in f32 (its subnormals are normal there) and so is m in dtype(x)
	decomposition(torch.AtenFrexpTensor, frexpNarrow),
	// linalg_norm(x, ord, dim, keepdim, dtype) -> linalg_matrix_norm(x, ord, dim or [0, 1], ...)
	// when ord is given and there are two dims, else linalg_vector_norm(x, ord or 2, dim, ...)
	decomposition(torch.AtenLinalgNorm, linalgNorm[torch.AtenLinalgNormArgs[*ir.Value]](false)),
	decomposition(torch.AtenLinalgNormOrdStr, linalgNorm[torch.AtenLinalgNormOrdStrArgs[*ir.Value]](true)),
	// linalg_matrix_norm(x, ord, [d0, d1], keepdim, dtype):
	//   'fro' -> linalg_vector_norm(x, 2, [d0, d1], keepdim, dtype)
	//   ±1 -> amax/amin(linalg_vector_norm(x, 1, [d0], keepdim, dtype), [d1']), ±inf: d0 and d1 swapped
	//   'nuc', ±2 -> sum/amax/amin(linalg_svdvals(x with d0, d1 last), [-1], keepdim)
	decomposition(torch.AtenLinalgMatrixNorm, matrixNorm[torch.AtenLinalgMatrixNormArgs[*ir.Value]](false)),
	decomposition(torch.AtenLinalgMatrixNormStrOrd, matrixNorm[torch.AtenLinalgMatrixNormStrOrdArgs[*ir.Value]](true)),
	// _native_batch_norm_legit has native_batch_norm's operands and results
	decomposition(torch.Aten_NativeBatchNormLegit, nativeBatchNorm[torch.Aten_NativeBatchNormLegitArgs[*ir.Value]]),
	// _native_batch_norm_legit.no_stats(x, w, b, training=true, mom, eps) ->
	// native_batch_norm(x, w, b, none, none, true, mom, eps)
	decomposition(torch.Aten_NativeBatchNormLegitNoStats, batchNormNoStats),
	// _batch_norm_with_update(x, w, b, rm, rv, mom, eps) ->
	// (native_batch_norm(x, w, b, rm, rv, true, mom, eps), zeros([0], ui8))
	decomposition(torch.Aten_BatchNormWithUpdate, batchNormWithUpdate),
}

// realOfReal is real of a tensor that is not complex: the tensor itself.
func realOfReal(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenRealArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	if t == nil || isComplex(t.Dtype) || !sameDtype(op, x) {
		return false
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, x)
	return true
}

// frexpNarrow computes frexp of an f16 or bf16 tensor in f32.
func frexpNarrow(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenFrexpTensorArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := floatTensor(x)
	if t == nil || !sameDtype(op, x) {
		return false
	}
	if ft, ok := t.Dtype.(*ir.FloatType); !ok || (ft.Kind != ir.F16 && ft.Kind != ir.BF16) {
		return false
	}
	b := newTorchBuilder(op, rw)
	wide := b.toDtype(x, b.ctx.F32())
	me := b.create(op.Name(), []*ir.Value{wide},
		[]ir.Type{torch.VTensor(b.ctx, t.Sizes, b.ctx.F32()), op.Result(1).Type()}).Results()
	b.replace(op, b.toDtype(me[0], t.Dtype), me[1])
	return true
}

// normArgs are the argument lists of linalg_norm, linalg_matrix_norm
// and their str-order forms: (self, ord, dim, keepdim, dtype).
type normArgs interface {
	selfArgs
	Ord() *ir.Value
	Dim() *ir.Value
	Keepdim() *ir.Value
	Dtype() *ir.Value
}

// linalgNorm dispatches linalg_norm (strOrd: .ord_str) as
// torch.linalg.norm does.
func linalgNorm[A normArgs](strOrd bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, ord, dim, keep, dtype := args.Self(), args.Ord(), args.Dim(), args.Keepdim(), args.Dtype()
		t := ranked(x)
		if t == nil {
			return false
		}
		rank := len(t.Sizes)
		var dims []int64
		if !torch.IsNoneValue(dim) {
			var ok bool
			if dims, ok = torch.ConstantIntList(dim); !ok || len(dims) != 1 && len(dims) != 2 {
				return false
			}
		}
		matrix := !torch.IsNoneValue(ord) && (len(dims) == 2 || dims == nil && rank == 2)
		if strOrd && !matrix {
			return false // the verifier's business: a str order needs a matrix
		}
		b := newTorchBuilder(op, rw)
		rt := op.Result(0).Type()
		switch {
		case matrix:
			if dims == nil {
				dim = b.ints(0, 1)
			}
			target := torch.AtenLinalgMatrixNorm
			if strOrd {
				target = torch.AtenLinalgMatrixNormStrOrd
			}
			b.replace(op, b.atenAs(target, rt, x, ord, dim, keep, dtype))
		case torch.IsNoneValue(ord):
			b.replace(op, b.atenAs(torch.AtenLinalgVectorNorm, rt, x, b.float(2), dim, keep, dtype))
		default:
			b.replace(op, b.atenAs(torch.AtenLinalgVectorNorm, rt, x, ord, dim, keep, dtype))
		}
		return true
	}
}

// matrixNorm decomposes linalg_matrix_norm (strOrd: .str_ord) as
// PyTorch's reference does.
func matrixNorm[A normArgs](strOrd bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, keepV, dtype := args.Self(), args.Keepdim(), args.Dtype()
		t, rt := ranked(x), ranked(op.Result(0))
		dims, okD := torch.ConstantIntList(args.Dim())
		keep, okK := torch.ConstantBoolValue(keepV)
		if t == nil || rt == nil || !okD || !okK || len(dims) != 2 || len(t.Sizes) < 2 {
			return false
		}
		if _, ok := torch.ConstantIntValue(dtype); !ok && !torch.IsNoneValue(dtype) {
			return false
		}
		r := int64(len(t.Sizes))
		d0, d1 := dims[0], dims[1]
		if d0 < 0 {
			d0 += r
		}
		if d1 < 0 {
			d1 += r
		}
		if d0 < 0 || d1 < 0 || d0 >= r || d1 >= r || d0 == d1 {
			return false
		}
		var ord float64
		reduce := torch.AtenSumDimIntList // of the singular values
		if strOrd {
			s, ok := constantStr(args.Ord())
			if !ok || s != "fro" && s != "nuc" {
				return false
			}
			if s == "fro" {
				b := newTorchBuilder(op, rw)
				b.replace(op, b.atenAs(torch.AtenLinalgVectorNorm, op.Result(0).Type(), x, b.float(2), b.ints(d0, d1), keepV, dtype))
				return true
			}
		} else {
			var ok bool
			if ord, ok = torch.ConstantFloatValue(args.Ord()); !ok {
				return false
			}
			switch math.Abs(ord) {
			case 1, math.Inf(1):
			case 2:
				reduce = map[bool]*ir.OpDef{true: torch.AtenAmax, false: torch.AtenAmin}[ord > 0]
			default:
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		if !strOrd && math.Abs(ord) != 2 {
			// The sums of |x| along d0 (1) or d1 (inf), then their max
			// (min for a negative order) along the other dim.
			if math.IsInf(ord, 0) {
				d0, d1 = d1, d0
			}
			if !keep && d0 < d1 {
				d1--
			}
			var sizes []int64
			for d, n := range t.Sizes {
				switch {
				case int64(d) != d0:
					sizes = append(sizes, n)
				case keep:
					sizes = append(sizes, 1)
				}
			}
			sums := b.atenAs(torch.AtenLinalgVectorNorm, torch.VTensor(b.ctx, sizes, rt.Dtype), x, b.float(1), b.ints(d0), keepV, dtype)
			extreme := torch.AtenAmax
			if ord < 0 {
				extreme = torch.AtenAmin
			}
			b.replace(op, b.atenAs(extreme, op.Result(0).Type(), sums, b.ints(d1), keepV))
			return true
		}
		// The singular values of the matrices, d0 and d1 moved last.
		var perm []int
		for d := 0; d < int(r); d++ {
			if int64(d) != d0 && int64(d) != d1 {
				perm = append(perm, d)
			}
		}
		perm = append(perm, int(d0), int(d1))
		a := b.permuted(x, perm)
		if !torch.IsNoneValue(dtype) {
			c, _ := torch.ConstantIntValue(dtype)
			a = b.toDtype(a, torch.DtypeOfScalarType(b.ctx, c))
		}
		// svdvals: [..., m, n] -> [..., min(m, n)], real.
		batch := ranked(a).Sizes[:r-2]
		m, n := t.Sizes[d0], t.Sizes[d1]
		k := min(m, n)
		if m == torch.Dynamic || n == torch.Dynamic {
			k = torch.Dynamic
		}
		s := b.atenAs(torch.AtenLinalgSvdvals, torch.VTensor(b.ctx, append(slices.Clone(batch), k), rt.Dtype), a, b.none())
		yt := torch.VTensor(b.ctx, batch, rt.Dtype)
		if keep {
			yt = torch.VTensor(b.ctx, append(slices.Clone(batch), 1), rt.Dtype)
		}
		var y *ir.Value
		if reduce == torch.AtenSumDimIntList {
			y = b.atenAs(reduce, yt, s, b.ints(-1), keepV, b.none())
		} else {
			y = b.atenAs(reduce, yt, s, b.ints(-1), keepV)
		}
		if keep {
			// [..., 1] back to x's rank: the kept dims at d0 and d1.
			inv := make([]int, r)
			for i, p := range perm {
				inv[p] = i
			}
			y = b.permuted(b.aten(torch.AtenUnsqueeze, y, b.int(-1)), inv)
		}
		b.replace(op, y)
		return true
	}
}

// batchNormNoStats is _native_batch_norm_legit.no_stats in training.
func batchNormNoStats(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.Aten_NativeBatchNormLegitNoStatsArgs[*ir.Value](op.Operands())
	if tr, ok := torch.ConstantBoolValue(args.Training()); !ok || !tr {
		return false // inference without running statistics: PyTorch rejects it
	}
	b := newTorchBuilder(op, rw)
	operands := []*ir.Value{args.Input(), args.Weight(), args.Bias(), b.none(), b.none(), args.Training(), args.Momentum(), args.Eps()}
	types := []ir.Type{op.Result(0).Type(), op.Result(1).Type(), op.Result(2).Type()}
	b.replace(op, b.create(torch.AtenNativeBatchNorm.Name, operands, types).Results()...)
	return true
}

// batchNormWithUpdate is _batch_norm_with_update: batch norm in training
// and an empty reserve.
func batchNormWithUpdate(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.Aten_BatchNormWithUpdateArgs[*ir.Value](op.Operands())
	rt := ranked(op.Result(3))
	if ranked(args.Input()) == nil || rt == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	operands := []*ir.Value{args.Input(), args.Weight(), args.Bias(), args.RunningMean(), args.RunningVar(), b.bool(true), args.Momentum(), args.Eps()}
	types := []ir.Type{op.Result(0).Type(), op.Result(1).Type(), op.Result(2).Type()}
	outs := b.create(torch.AtenNativeBatchNorm.Name, operands, types).Results()
	reserve := b.atenAs(torch.AtenZeros, op.Result(3).Type(), b.ints(0), b.dtypeOf(op.Result(3)), b.none(), b.none(), b.none())
	b.replace(op, outs[0], outs[1], outs[2], reserve)
	return true
}
