package torchdecompose

import (
	"slices"
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The product composites of mathCompositeDecompositions: dot, vdot,
// inner, outer, mv, the scaled sums (addmv, addr, baddbmm...), tensordot
// and einsum, as contractions of matmul-family ops.

func outerOf(b *torchBuilder, x, y *ir.Value) *ir.Value {
	return b.mul(b.aten(torch.AtenUnsqueeze, x, b.int(1)), y)
}

func mvOf(b *torchBuilder, m, v *ir.Value) *ir.Value {
	return b.aten(torch.AtenSqueezeDim, b.aten(torch.AtenMm, m, b.aten(torch.AtenUnsqueeze, v, b.int(1))), b.int(1))
}

func dot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenDotArgs[*ir.Value](op.Operands())
	return dotOf(op, rw, args.Self(), args.Tensor())
}

// dotOf replaces op, a dot or a real vdot of x and y, by sum(x * y).
func dotOf(op *ir.Operation, rw *rewrite.Rewriter, x, y *ir.Value) bool {
	rt := ranked(op.Result(0))
	if ranked(x) == nil || ranked(y) == nil || rt == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	p := b.mul(x, y)
	b.replace(op, b.aten(torch.AtenSumDimIntList, p, b.ints(0), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype))))
	return true
}

// vdot(a, b) -> dot(conj_physical(a), b) for complex vectors (a real
// vector's conjugate is itself).
func vdot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenVdotArgs[*ir.Value](op.Operands())
	rt := ranked(op.Result(0))
	if rt == nil || !isComplex(rt.Dtype) {
		return dotOf(op, rw, args.Self(), args.Other())
	}
	a, c := ranked(args.Self()), ranked(args.Other())
	if a == nil || c == nil || a.Dtype != rt.Dtype || c.Dtype != rt.Dtype {
		return false
	}
	b := newTorchBuilder(op, rw)
	p := b.mul(b.atenAs(torch.AtenConjPhysical, args.Self().Type(), args.Self()), args.Other())
	b.replace(op, b.aten(torch.AtenSumDimIntList, p, b.ints(0), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype))))
	return true
}

// scaledAddArgs are the argument lists of addmv, addr, baddbmm and addbmm:
// (self, a, c, beta, alpha), a and c named per op.
type scaledAddArgs interface {
	selfArgs
	Beta() *ir.Value
	Alpha() *ir.Value
}

// scaledAdd decomposes op(self, a, c, beta, alpha) = beta*self +
// alpha*f(a, c), as addmm: beta = 0 drops self (NaN in it does not
// propagate), the constants 1 multiply nothing. left and right read a
// and c (torch.AtenAddmvArgs[*ir.Value].Mat).
func scaledAdd[A scaledAddArgs](f func(b *torchBuilder, a, c *ir.Value) *ir.Value, left, right func(A) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		s, a, c := args.Self(), left(args), right(args)
		beta, ok1 := torch.ConstantFloatValue(args.Beta())
		_, ok2 := torch.ConstantFloatValue(args.Alpha())
		if !ok1 || !ok2 || ranked(s) == nil || ranked(a) == nil || ranked(c) == nil || ranked(op.Result(0)) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		y := b.scaled(f(b, a, c), args.Alpha())
		if beta != 0 {
			y = b.add(y, b.scaled(s, args.Beta()))
		}
		if rt := ranked(op.Result(0)); ranked(y).Dtype != rt.Dtype {
			y = b.toDtype(y, rt.Dtype)
		}
		b.replace(op, y)
		return true
	}
}

func inner(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenInnerArgs[*ir.Value](op.Operands())
	x, y := args.Self(), args.Other()
	xt, yt := ranked(x), ranked(y)
	if xt == nil || yt == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	if len(xt.Sizes) == 0 || len(yt.Sizes) == 0 {
		b.replace(op, b.mul(x, y))
		return true
	}
	b.replace(op, contraction(b, x, y, []int{len(xt.Sizes) - 1}, []int{len(yt.Sizes) - 1}))
	return true
}

func tensordot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenTensordotArgs[*ir.Value](op.Operands())
	x, y := args.Self(), args.Other()
	xt, yt := ranked(x), ranked(y)
	da, ok1 := torch.ConstantIntList(args.DimsSelf())
	db, ok2 := torch.ConstantIntList(args.DimsOther())
	if xt == nil || yt == nil || !ok1 || !ok2 || len(da) != len(db) {
		return false
	}
	ca, okA := normDims(da, len(xt.Sizes))
	cb, okB := normDims(db, len(yt.Sizes))
	if !okA || !okB {
		return false
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, contraction(b, x, y, ca, cb))
	return true
}

// normDims wraps negative dims, rejecting repeated or out-of-range ones.
func normDims(ds []int64, r int) ([]int, bool) {
	out := make([]int, len(ds))
	for i, d := range ds {
		if d < 0 {
			d += int64(r)
		}
		if d < 0 || d >= int64(r) || slices.Contains(out[:i], int(d)) {
			return nil, false
		}
		out[i] = int(d)
	}
	return out, true
}

// contraction sums x*y over the paired dims (ca[k] of x with cb[k] of y):
// x permuted to (free, paired) and viewed [F, K], y to (paired, free) as
// [K, G], one mm, viewed to x's free sizes then y's.
func contraction(b *torchBuilder, x, y *ir.Value, ca, cb []int) *ir.Value {
	free := func(r int, paired []int) []int {
		var out []int
		for d := 0; d < r; d++ {
			if !slices.Contains(paired, d) {
				out = append(out, d)
			}
		}
		return out
	}
	rx, ry := len(ranked(x).Sizes), len(ranked(y).Sizes)
	fx, fy := free(rx, ca), free(ry, cb)
	product := func(v *ir.Value, dims []int) *ir.Value {
		n := b.int(1)
		for _, d := range dims {
			n = b.times(n, b.dim(v, d))
		}
		return n
	}
	var out []*ir.Value
	for _, d := range fx {
		out = append(out, b.dim(x, d))
	}
	for _, d := range fy {
		out = append(out, b.dim(y, d))
	}
	k := product(x, ca)
	xm := b.viewed(b.permuted(x, append(slices.Clone(fx), ca...)), product(x, fx), k)
	ym := b.viewed(b.permuted(y, append(slices.Clone(cb), fy...)), k, product(y, fy))
	return b.viewed(b.aten(torch.AtenMm, xm, ym), out...)
}

// einsum handles equations of letters without ellipses and without a
// letter repeated within one operand; the output is given ("->") or
// implicit (the letters used once, sorted).
func einsum(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenEinsumArgs[*ir.Value](op.Operands())
	eq, ok := constantStr(args.Equation())
	lc := args.Tensors().DefiningOp()
	rt := ranked(op.Result(0))
	if !ok || lc == nil || lc.Name() != torch.PrimListConstruct.Name || rt == nil || strings.Contains(eq, ".") {
		return false
	}
	eq = strings.ReplaceAll(eq, " ", "")
	lhs, outS, explicit := strings.Cut(eq, "->")
	ins := strings.Split(lhs, ",")
	ts := lc.Operands()
	if len(ins) != len(ts) {
		return false
	}
	uses := map[rune]int{}
	for k, s := range ins {
		t := ranked(ts[k])
		if t == nil || len(t.Sizes) != len(s) {
			return false
		}
		for i, ch := range s {
			if strings.ContainsRune(s[:i], ch) {
				return false // a diagonal
			}
			uses[ch]++
		}
	}
	if !explicit {
		var once []rune
		for ch, n := range uses {
			if n == 1 {
				once = append(once, ch)
			}
		}
		slices.Sort(once)
		outS = string(once)
	}
	// The letters in order: the output's, then the summed ones as they
	// first appear.
	order := []rune(outS)
	for _, s := range ins {
		for _, ch := range s {
			if !slices.Contains(order, ch) {
				order = append(order, ch)
			}
		}
	}
	for _, ch := range outS {
		if uses[ch] == 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	var prod *ir.Value
	for k, s := range ins {
		// Permute to the letters' order, then unsqueeze the absent ones.
		var perm []int
		for _, ch := range order {
			if i := strings.IndexRune(s, ch); i >= 0 {
				perm = append(perm, i)
			}
		}
		v := b.permuted(ts[k], perm)
		for pos, ch := range order {
			if !strings.ContainsRune(s, ch) {
				v = b.aten(torch.AtenUnsqueeze, v, b.int(int64(pos)))
			}
		}
		if prod == nil {
			prod = v
		} else {
			prod = b.mul(prod, v)
		}
	}
	if n := len([]rune(outS)); n < len(order) {
		var dims []int64
		for d := n; d < len(order); d++ {
			dims = append(dims, int64(d))
		}
		prod = b.aten(torch.AtenSumDimIntList, prod, b.ints(dims...), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype)))
	}
	if ranked(prod).Dtype != rt.Dtype {
		prod = b.toDtype(prod, rt.Dtype)
	}
	b.replace(op, prod)
	return true
}
