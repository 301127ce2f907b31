package torchdecompose

import (
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The loss and distance composites of mathCompositeDecompositions
// (pairwise_distance, cosine_similarity, the margin, triplet and Poisson
// losses) and loss, which reduces an elementwise loss for them and for
// lossDecompositions (losses.go).

func pairwiseDistance(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenPairwiseDistanceArgs[*ir.Value](op.Operands())
	x, y := args.X1(), args.X2()
	if ranked(x) == nil || ranked(y) == nil || floatTensor(op.Result(0)) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	d := b.aten(torch.AtenAddScalar, b.sub(x, y), args.Eps(), b.int(1))
	if complexTensor(d) {
		d = b.aten(torch.AtenAbs, d) // the norm of complex numbers is that of their moduli
	}
	if t := ranked(d); t == nil || t.Dtype != ranked(op.Result(0)).Dtype {
		d = b.toDtype(d, ranked(op.Result(0)).Dtype)
	}
	b.replace(op, b.atenAs(torch.AtenLinalgVectorNorm, op.Result(0).Type(), d, args.P(), b.ints(-1), args.Keepdim(), b.none()))
	return true
}

// loss decomposes a loss whose elementwise value f builds, reduced by
// its reduction argument (0 none, 1 mean, 2 sum). Its tensor operands
// (all before the reduction) must be ranked.
func loss[A interface {
	~[]*ir.Value
	Reduction() *ir.Value
}](f func(b *torchBuilder, op *ir.Operation) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		red, ok := torch.ConstantIntValue(A(op.Operands()).Reduction())
		rt := ranked(op.Result(0))
		if !ok || red < 0 || red > 2 || rt == nil || !torch.IsFloatDtype(rt.Dtype) {
			return false
		}
		for _, v := range op.Operands() {
			if torch.TensorOf(v) != nil && ranked(v) == nil {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		v := f(b, op)
		if v == nil || ranked(v) == nil {
			b.done()
			return false
		}
		if ranked(v).Dtype != rt.Dtype {
			v = b.toDtype(v, rt.Dtype)
		}
		switch red {
		case 1:
			v = b.atenAs(torch.AtenMean, op.Result(0).Type(), v, b.none())
		case 2:
			v = b.atenAs(torch.AtenSum, op.Result(0).Type(), v, b.none())
		}
		if ranked(v).Dtype != rt.Dtype {
			v = b.toDtype(v, rt.Dtype)
		}
		b.replace(op, v)
		return true
	}
}

func cosineEmbeddingLoss(b *torchBuilder, op *ir.Operation) *ir.Value {
	args := torch.AtenCosineEmbeddingLossArgs[*ir.Value](op.Operands())
	x1, x2, t := args.Input1(), args.Input2(), args.Target()
	d := b.ints(int64(len(ranked(t).Sizes)))
	sum := func(v *ir.Value) *ir.Value { return b.aten(torch.AtenSumDimIntList, v, d, b.bool(false), b.none()) }
	prod := sum(b.mul(x1, x2))
	m1 := b.aten(torch.AtenAddScalar, sum(b.mul(x1, x1)), b.float(1e-12), b.int(1))
	m2 := b.aten(torch.AtenAddScalar, sum(b.mul(x2, x2)), b.float(1e-12), b.int(1))
	cos := b.div(prod, b.aten(torch.AtenSqrt, b.mul(m1, m2)))
	zeros := b.aten(torch.AtenZerosLike, cos, b.none(), b.none(), b.none(), b.none(), b.none())
	pos := b.aten(torch.AtenRsubScalar, cos, b.int(1), b.int(1))
	neg := b.aten(torch.AtenClamp, b.aten(torch.AtenSubScalar, cos, args.Margin(), b.int(1)), b.int(0), b.none())
	op1 := b.aten(torch.AtenWhereSelf, b.aten(torch.AtenEqScalar, t, b.int(1)), pos, zeros)
	op2 := b.aten(torch.AtenWhereSelf, b.aten(torch.AtenEqScalar, t, b.int(-1)), neg, zeros)
	return b.add(op1, op2)
}

func cosineSimilarity(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenCosineSimilarityArgs[*ir.Value](op.Operands())
	x1, x2 := args.X1(), args.X2()
	t1, t2, rt := floatTensor(x1), floatTensor(x2), ranked(op.Result(0))
	if t1 == nil || t2 == nil || rt == nil || !slices.Equal(t1.Sizes, t2.Sizes) || t1.Dtype != rt.Dtype || t2.Dtype != rt.Dtype {
		return false
	}
	dv, ok := torch.ConstantIntValue(args.Dim())
	r := int64(len(t1.Sizes))
	if dv < 0 {
		dv += r
	}
	if !ok || dv < 0 || dv >= r {
		return false
	}
	kept := slices.Clone(t1.Sizes)
	kept[dv] = 1
	b := newTorchBuilder(op, rw)
	d := b.list(args.Dim())
	norm := func(v *ir.Value) *ir.Value {
		n := b.atenAs(torch.AtenLinalgVectorNorm, torch.VTensor(b.ctx, kept, t1.Dtype), v, b.int(2), d, b.bool(true), b.none())
		return b.aten(torch.AtenClamp, n, args.Eps(), b.none())
	}
	p := b.mul(b.div(x1, norm(x1)), b.div(x2, norm(x2)))
	b.replace(op, b.aten(torch.AtenSumDimIntList, p, d, b.bool(false), b.none()))
	return true
}

func tripletMarginLoss(b *torchBuilder, op *ir.Operation) *ir.Value {
	args := torch.AtenTripletMarginLossArgs[*ir.Value](op.Operands())
	swap, ok := torch.ConstantBoolValue(args.Swap())
	if !ok {
		return nil
	}
	rt := op.Result(0).Type()
	if red, _ := torch.ConstantIntValue(args.Reduction()); red != 0 {
		// The distances' type: the anchor's leading dims.
		at := ranked(args.Anchor())
		if at == nil || len(at.Sizes) == 0 {
			return nil
		}
		rt = torch.VTensor(b.ctx, at.Sizes[:len(at.Sizes)-1], ranked(op.Result(0)).Dtype)
	}
	d := func(x, y *ir.Value) *ir.Value {
		return b.atenAs(torch.AtenPairwiseDistance, rt, x, y, args.P(), args.Eps(), b.bool(false))
	}
	a, p, n := args.Anchor(), args.Positive(), args.Negative()
	neg := d(a, n)
	if swap {
		neg = b.aten(torch.AtenMinimum, neg, d(p, n))
	}
	v := b.sub(b.aten(torch.AtenAddScalar, d(a, p), args.Margin(), b.int(1)), neg)
	return b.aten(torch.AtenClamp, v, b.int(0), b.none())
}

func poissonNLLLoss(b *torchBuilder, op *ir.Operation) *ir.Value {
	args := torch.AtenPoissonNllLossArgs[*ir.Value](op.Operands())
	x, t := args.Input(), args.Target()
	logInput, ok1 := torch.ConstantBoolValue(args.LogInput())
	full, ok2 := torch.ConstantBoolValue(args.Full())
	if !ok1 || !ok2 {
		return nil
	}
	var v *ir.Value
	if logInput {
		v = b.sub(b.aten(torch.AtenExp, x), b.mul(t, x))
	} else {
		v = b.sub(x, b.mul(t, b.aten(torch.AtenLog, b.aten(torch.AtenAddScalar, x, args.Eps(), b.int(1)))))
	}
	if full {
		st := b.add(b.sub(b.mul(t, b.aten(torch.AtenLog, t)), t), b.mulScalar(b.aten(torch.AtenLog, b.mulScalar(t, 2*math.Pi)), 0.5))
		st = b.aten(torch.AtenMaskedFillScalar, st, b.aten(torch.AtenLeScalar, t, b.int(1)), b.int(0))
		v = b.add(v, st)
	}
	return v
}
