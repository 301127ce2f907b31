package torchdecompose

import (
	"math"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// mathCompositeDecompositions: math composites and reductions.
var mathCompositeDecompositions = []*rewrite.Pattern{
	// selu(x) -> elu(x, alpha, scale, 1) with SELU's constants
	decomposition("selu", floatOp(func(b *tb, op *ir.Operation, x *ir.Value) *ir.Value {
		return b.aten("elu", x, b.float(seluAlpha), b.float(seluScale), b.int(1))
	})),
	// glu(x, d) -> a * sigmoid(c), a and c the halves of x along d
	decomposition("glu", glu),
	// floor_divide(a, b) -> div(a, b, rounding_mode="floor")
	decomposition("floor_divide", floorDivide("div.Tensor_mode")),
	decomposition("floor_divide.Scalar", floorDivide("div.Scalar_mode")),

	// outer(a, b) -> unsqueeze(a, 1) * b
	decomposition("outer", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if ranked(op.Operand(0)) == nil || ranked(op.Operand(1)) == nil {
			return false
		}
		b := newTB(op, rw)
		b.replace(op, outerOf(b, op.Operand(0), op.Operand(1)))
		return true
	}),
	// dot(a, b), vdot(a, b) -> sum(a * b) in the result dtype
	decomposition("dot", dot),
	decomposition("vdot", dot),
	// mv(m, v) -> squeeze(mm(m, unsqueeze(v, 1)), 1)
	decomposition("mv", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if ranked(op.Operand(0)) == nil || ranked(op.Operand(1)) == nil {
			return false
		}
		b := newTB(op, rw)
		b.replace(op, mvOf(b, op.Operand(0), op.Operand(1)))
		return true
	}),
	// addmv(s, m, v, beta, alpha) -> beta s + alpha mv(m, v) (beta = 0 drops s)
	decomposition("addmv", scaledAdd(mvOf)),
	// addr(s, a, c, beta, alpha) -> beta s + alpha outer(a, c)
	decomposition("addr", scaledAdd(outerOf)),
	// baddbmm(s, a, c, beta, alpha) -> beta s + alpha bmm(a, c)
	decomposition("baddbmm", scaledAdd(func(b *tb, a, c *ir.Value) *ir.Value { return b.aten("bmm", a, c) })),
	// addbmm(s, a, c, beta, alpha) -> beta s + alpha sum(bmm(a, c), 0)
	decomposition("addbmm", scaledAdd(func(b *tb, a, c *ir.Value) *ir.Value {
		p := b.aten("bmm", a, c)
		return b.aten("sum.dim_IntList", p, b.ints(0), b.bool(false), b.dtypeOf(p))
	})),
	// inner(a, b) -> tensordot over the last dims (a 0-d operand: a * b)
	decomposition("inner", inner),
	// tensordot(a, b, da, db) -> view(mm(view(permute(a)), view(permute(b))))
	decomposition("tensordot", tensordot),
	// einsum(eq, ts) -> the operands permuted and unsqueezed to all the
	// equation's letters, multiplied, summed over the letters not output
	decomposition("einsum", einsum),

	// linalg_vector_norm(x, ord, dims, keepdim) -> sum(|x|^ord)^(1/ord)
	// (2: sqrt(sum(x*x)), 1: sum(|x|), inf: amax(|x|), -inf: amin(|x|),
	// 0: the count of non-zeros)
	decomposition("linalg_vector_norm", vectorNorm),
	// logsumexp(x, dims, keepdim) -> log(sum(exp(x - m), dims)) + m,
	// m = amax(x, dims) with infinities made 0
	decomposition("logsumexp", logSumExp),
	// index_reduce(x, d, idx, src, reduce, self) -> scatter_reduce.two(x, d,
	// expand(view(idx) along d, sizes(src)), src, reduce, self)
	decomposition("index_reduce", indexReduce),
}

// SELU's constants, as torch.nn.functional.selu.
const (
	seluAlpha = 1.6732632423543772848170429916717
	seluScale = 1.0507009873554804934193349852946
)

// str is a torch.constant.str.
func (b *tb) str(s string) *ir.Value {
	return b.create("torch.constant.str", nil, []ir.Type{torch.Str(b.ctx)},
		ir.NamedAttr{Name: "value", Value: b.ctx.StringAttr(s)}).Result(0)
}

// dtypeOf is the ScalarType constant of v's dtype.
func (b *tb) dtypeOf(v *ir.Value) *ir.Value {
	return b.int(torch.ScalarTypeOfDtype(b.ctx, ranked(v).Dtype))
}

func glu(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := floatTensor(op.Operand(0))
	d, ok := torch.ConstantIntValue(op.Operand(1))
	if t == nil || !ok || len(t.Sizes) == 0 {
		return false
	}
	r := int64(len(t.Sizes))
	if d < 0 {
		d += r
	}
	if d < 0 || d >= r || t.Sizes[d] == torch.Dynamic || t.Sizes[d]%2 != 0 {
		return false // a dynamic or odd size (the verifier reports odd ones)
	}
	h := t.Sizes[d] / 2
	b := newTB(op, rw)
	x := op.Operand(0)
	b.replace(op, b.mul(b.slice(x, int(d), 0, &h), b.aten("sigmoid", b.slice(x, int(d), h, nil))))
	return true
}

func floorDivide(target string) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if ranked(op.Operand(0)) == nil {
			return false
		}
		b := newTB(op, rw)
		b.replace(op, b.atenAs(target, op.Result(0).Type(), op.Operand(0), op.Operand(1), b.str("floor")))
		return true
	}
}

func outerOf(b *tb, x, y *ir.Value) *ir.Value {
	return b.mul(b.aten("unsqueeze", x, b.int(1)), y)
}

func mvOf(b *tb, m, v *ir.Value) *ir.Value {
	return b.aten("squeeze.dim", b.aten("mm", m, b.aten("unsqueeze", v, b.int(1))), b.int(1))
}

func dot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rt := ranked(op.Result(0))
	if ranked(op.Operand(0)) == nil || ranked(op.Operand(1)) == nil || rt == nil {
		return false
	}
	b := newTB(op, rw)
	p := b.mul(op.Operand(0), op.Operand(1))
	b.replace(op, b.aten("sum.dim_IntList", p, b.ints(0), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype))))
	return true
}

// scaledAdd decomposes op(self, a, c, beta, alpha) = beta*self +
// alpha*f(a, c), as addmm: beta = 0 drops self (NaN in it does not
// propagate), the constants 1 multiply nothing.
func scaledAdd(f func(b *tb, a, c *ir.Value) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		s, a, c := op.Operand(0), op.Operand(1), op.Operand(2)
		beta, ok1 := torch.ConstantFloatValue(op.Operand(3))
		_, ok2 := torch.ConstantFloatValue(op.Operand(4))
		if !ok1 || !ok2 || ranked(s) == nil || ranked(a) == nil || ranked(c) == nil || ranked(op.Result(0)) == nil {
			return false
		}
		b := newTB(op, rw)
		y := b.scaled(f(b, a, c), op.Operand(4))
		if beta != 0 {
			y = b.add(y, b.scaled(s, op.Operand(3)))
		}
		if rt := ranked(op.Result(0)); ranked(y).Dtype != rt.Dtype {
			y = b.toDtype(y, rt.Dtype)
		}
		b.replace(op, y)
		return true
	}
}

func inner(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x, y := op.Operand(0), op.Operand(1)
	xt, yt := ranked(x), ranked(y)
	if xt == nil || yt == nil {
		return false
	}
	b := newTB(op, rw)
	if len(xt.Sizes) == 0 || len(yt.Sizes) == 0 {
		b.replace(op, b.mul(x, y))
		return true
	}
	b.replace(op, contraction(b, x, y, []int{len(xt.Sizes) - 1}, []int{len(yt.Sizes) - 1}))
	return true
}

func tensordot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x, y := op.Operand(0), op.Operand(1)
	xt, yt := ranked(x), ranked(y)
	da, ok1 := torch.ConstantIntList(op.Operand(2))
	db, ok2 := torch.ConstantIntList(op.Operand(3))
	if xt == nil || yt == nil || !ok1 || !ok2 || len(da) != len(db) {
		return false
	}
	ca, okA := normDims(da, len(xt.Sizes))
	cb, okB := normDims(db, len(yt.Sizes))
	if !okA || !okB {
		return false
	}
	b := newTB(op, rw)
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
func contraction(b *tb, x, y *ir.Value, ca, cb []int) *ir.Value {
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
	return b.viewed(b.aten("mm", xm, ym), out...)
}

// einsum handles equations of letters without ellipses and without a
// letter repeated within one operand; the output is given ("->") or
// implicit (the letters used once, sorted).
func einsum(op *ir.Operation, rw *rewrite.Rewriter) bool {
	eq, ok := constantStr(op.Operand(0))
	lc := op.Operand(1).DefiningOp()
	rt := ranked(op.Result(0))
	if !ok || lc == nil || lc.Name() != "torch.prim.ListConstruct" || rt == nil || strings.Contains(eq, ".") {
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
	b := newTB(op, rw)
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
				v = b.aten("unsqueeze", v, b.int(int64(pos)))
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
		prod = b.aten("sum.dim_IntList", prod, b.ints(dims...), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype)))
	}
	if ranked(prod).Dtype != rt.Dtype {
		prod = b.toDtype(prod, rt.Dtype)
	}
	b.replace(op, prod)
	return true
}

func vectorNorm(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	t, rt := floatTensor(x), ranked(op.Result(0))
	ord, ok := torch.ConstantFloatValue(op.Operand(1))
	keep, okK := torch.ConstantBoolValue(op.Operand(3))
	if ranked(x) == nil || rt == nil || !ok || !okK || !torch.IsFloatDtype(rt.Dtype) {
		return false
	}
	if torch.IsNoneValue(op.Operand(4)) && (t == nil || rt.Dtype != t.Dtype) {
		return false
	}
	if _, ok := torch.ConstantIntValue(op.Operand(4)); !ok && !torch.IsNoneValue(op.Operand(4)) {
		return false
	}
	dims := op.Operand(2)
	if !torch.IsNoneValue(dims) {
		if _, ok := torch.ConstantIntList(dims); !ok {
			return false
		}
	}
	b := newTB(op, rw)
	if t == nil || t.Dtype != rt.Dtype {
		x = b.toDtype(x, rt.Dtype) // the dtype argument
	}
	if torch.IsNoneValue(dims) {
		dims = b.ints()
	}
	sum := func(v *ir.Value) *ir.Value { return b.aten("sum.dim_IntList", v, dims, b.bool(keep), b.none()) }
	abs := b.aten("abs", x)
	var y *ir.Value
	switch {
	case math.IsInf(ord, 1):
		y = b.aten("amax", abs, dims, b.bool(keep))
	case math.IsInf(ord, -1):
		y = b.aten("amin", abs, dims, b.bool(keep))
	case ord == 0:
		y = sum(b.toDtype(b.aten("ne.Scalar", x, b.int(0)), rt.Dtype))
	case ord == 1:
		y = sum(abs)
	case ord == 2:
		y = b.aten("sqrt", sum(b.mul(x, x)))
	default:
		y = b.aten("pow.Tensor_Scalar", sum(b.aten("pow.Tensor_Scalar", abs, b.float(ord))), b.float(1/ord))
	}
	b.replace(op, y)
	return true
}

func logSumExp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x, rt := op.Operand(0), ranked(op.Result(0))
	t := ranked(x)
	keep, ok := torch.ConstantBoolValue(op.Operand(2))
	if _, okD := torch.ConstantIntList(op.Operand(1)); t == nil || rt == nil || !ok || !okD || !torch.IsFloatDtype(rt.Dtype) {
		return false
	}
	b := newTB(op, rw)
	if t.Dtype != rt.Dtype {
		x = b.toDtype(x, rt.Dtype)
	}
	dims := op.Operand(1)
	finite := func(m *ir.Value) *ir.Value {
		return b.aten("masked_fill.Scalar", m, b.aten("isinf", m), b.int(0))
	}
	m := finite(b.aten("amax", x, dims, b.bool(true)))
	s := b.aten("sum.dim_IntList", b.aten("exp", b.sub(x, m)), dims, b.bool(keep), b.none())
	if !keep {
		m = finite(b.aten("amax", x, dims, b.bool(false)))
	}
	b.replace(op, b.add(b.aten("log", s), m))
	return true
}

func indexReduce(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x, idx, src := op.Operand(0), op.Operand(2), op.Operand(3)
	xt, it, st := ranked(x), ranked(idx), ranked(src)
	d, ok := torch.ConstantIntValue(op.Operand(1))
	reduce, okR := constantStr(op.Operand(4))
	if xt == nil || it == nil || st == nil || !ok || !okR || len(it.Sizes) > 1 || len(xt.Sizes) != len(st.Sizes) {
		return false
	}
	if reduce != "prod" && reduce != "mean" && reduce != "amax" && reduce != "amin" {
		return false
	}
	r := len(xt.Sizes)
	b := newTB(op, rw)
	if r == 0 {
		// Rank 0: as [1] (the index has the one element).
		one := b.ints(1)
		x1, s1 := b.aten("view", x, one), b.aten("view", src, one)
		y := b.atenAs("scatter_reduce.two", x1.Type(), x1, b.int(0), b.aten("view", idx, one), s1, op.Operand(4), op.Operand(5))
		b.replace(op, b.aten("view", y, b.ints()))
		return true
	}
	if d < 0 {
		d += int64(r)
	}
	if d < 0 || d >= int64(r) {
		b.done()
		return false
	}
	shape := make([]*ir.Value, r)
	for i := range shape {
		shape[i] = b.int(1)
	}
	shape[d] = b.int(-1)
	ix := b.aten("expand", b.viewed(idx, shape...), b.sizes(src), b.bool(false))
	b.replace(op, b.atenAs("scatter_reduce.two", op.Result(0).Type(), x, b.int(d), ix, src, op.Operand(4), op.Operand(5)))
	return true
}

// constantStr is the value of a torch.constant.str.
func constantStr(v *ir.Value) (string, bool) {
	if d := v.DefiningOp(); d != nil && d.Name() == "torch.constant.str" {
		if s, ok := d.Attr("value").(*ir.StringAttr); ok {
			return s.Value, true
		}
	}
	return "", false
}
