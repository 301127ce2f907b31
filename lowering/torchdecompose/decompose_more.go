package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// More decompositions, written from PyTorch's documented semantics:
// activations, views and copies of regions (narrow, stack, flip, roll,
// repeat, tril/triu, pad), group_norm, scaled_dot_product_attention, and
// the list-producing splits when a torch.prim.ListUnpack takes their
// pieces apart. As in decompose.go, a pattern checks every precondition
// before building anything, and the result types stay exactly the op's.

// moreDecompositions are appended to Decompositions.
var moreDecompositions = []*rewrite.Pattern{
	// elu(x, alpha, scale, input_scale) -> where(x > 0, x*scale, expm1(x*input_scale)*alpha*scale)
	decomposition(torch.AtenElu, floatOp[torch.AtenEluArgs[*ir.Value]](elu)),
	// softplus(x, beta, threshold) -> where(beta*x > threshold, x, log1p(exp(beta*x))/beta)
	decomposition(torch.AtenSoftplus, floatOp[torch.AtenSoftplusArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation, x *ir.Value) *ir.Value {
		args := torch.AtenSoftplusArgs[*ir.Value](op.Operands())
		return softplusOf(b, x, args.Beta(), args.Threshold())
	})),
	// mish(x) -> x * tanh(softplus(x, 1, 20))
	decomposition(torch.AtenMish, floatOp[torch.AtenMishArgs[*ir.Value]](func(b *torchBuilder, _ *ir.Operation, x *ir.Value) *ir.Value {
		return b.mul(x, b.aten(torch.AtenTanh, softplusOf(b, x, b.int(1), b.int(20))))
	})),
	// narrow(x, d, start, length) -> slice.Tensor(x, d, start, start + length, 1)
	decomposition(torch.AtenNarrow, narrow),
	// stack(ts, d) -> cat([unsqueeze(t, d) for t in ts], d)
	decomposition(torch.AtenStack, stack),
	// flip(x, dims) -> index_select(x, d, arange(n-1, -1, -1)) per dim d
	decomposition(torch.AtenFlip, flip),
	// roll(x, s, d) -> cat([slice(x, d, n-s, n), slice(x, d, 0, n-s)], d) per (s, d), s mod n
	decomposition(torch.AtenRoll, roll),
	// repeat(x, r) -> view(expand(view(x, [1, s0, 1, s1, ...]), [r0, -1, r1, -1, ...]), [r0*s0, r1*s1, ...])
	decomposition(torch.AtenRepeat, repeat),
	// tril(x, k) -> masked_fill(x, col - row > k, 0); triu(x, k) -> masked_fill(x, col - row < k, 0)
	decomposition(torch.AtenTril, triangle[torch.AtenTrilArgs[*ir.Value]](true)),
	decomposition(torch.AtenTriu, triangle[torch.AtenTriuArgs[*ir.Value]](false)),
	// group_norm(x, G, w, b, eps) -> view(normalize(view(x, [N, G, C/G*HW]), dim 2), sizes(x)) * w + b per channel
	decomposition(torch.AtenGroupNorm, groupNorm),
	// sdpa(q, k, v, mask, 0, causal, scale) -> softmax(q @ k^T * scale + bias, -1) @ v
	decomposition(torch.AtenScaledDotProductAttention, attention),
	// pad(x, p, "constant", v) -> constant_pad_nd(slice(x) for negative p, max(p, 0), v)
	// pad(x, p, "reflect" | "replicate" | "circular") -> cat([border, x, border], d) per padded dim d
	decomposition(torch.AtenPad, pad),
	// ListUnpack(split.Tensor(x, s, d)) -> slice(x, d, i*s, (i+1)*s) per piece i
	decomposition(torch.AtenSplitTensor, unpacked[torch.AtenSplitTensorArgs[*ir.Value]](splitTensorPieces)),
	// ListUnpack(split_with_sizes(x, ss, d)) -> slice(x, d, ss[0]+...+ss[i-1], ss[0]+...+ss[i]) per piece i
	decomposition(torch.AtenSplitWithSizes, unpacked[torch.AtenSplitWithSizesArgs[*ir.Value]](splitWithSizesPieces)),
	// ListUnpack(chunk(x, c, d)) -> ListUnpack(split.Tensor(x, ceil(n/c), d))
	decomposition(torch.AtenChunk, unpacked[torch.AtenChunkArgs[*ir.Value]](chunkPieces)),
	// ListUnpack(unbind.int(x, d)) -> select.int(x, d, i) per piece i
	decomposition(torch.AtenUnbindInt, unpacked[torch.AtenUnbindIntArgs[*ir.Value]](unbindPieces)),
	// atan2.out(x, y, out) -> atan2(x, y): on value tensors, out only
	// gives the result its type
	decomposition(torch.AtenAtan2Out, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenAtan2OutArgs[*ir.Value](op.Operands())
		b := newTorchBuilder(op, rw)
		b.replace(op, b.atenAs(torch.AtenAtan2, op.Result(0).Type(), args.Self(), args.Other()))
		return true
	}),
	// to.device(x, device, dtype, non_blocking, copy, memory_format) ->
	// to.dtype(x, dtype, non_blocking, copy, memory_format): a compiled
	// program runs on one device, so only the dtype conversion is left
	decomposition(torch.AtenToDevice, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		b := newTorchBuilder(op, rw)
		o := op.Operands()
		b.replace(op, b.atenAs(torch.AtenToDtype, op.Result(0).Type(), o[0], o[2], o[3], o[4], o[5]))
		return true
	}),
	// rms_norm(x, ns, w, eps) -> x * rsqrt(mean(x^2, last dims) + eps) * w (rmsnorm.go)
	decomposition(torch.AtenRmsNorm, rmsNorm),
	// upsample_nearest{1,2,3}d(.vec)(x, ...) -> index_select(x, d, sources) per spatial dim d (upsample.go)
	decomposition(torch.AtenUpsampleNearest1d, upsampleNearest[torch.AtenUpsampleNearest1dArgs[*ir.Value]](1)),
	decomposition(torch.AtenUpsampleNearest1dVec, upsampleNearest[torch.AtenUpsampleNearest1dVecArgs[*ir.Value]](1)),
	decomposition(torch.AtenUpsampleNearest2d, upsampleNearest[torch.AtenUpsampleNearest2dArgs[*ir.Value]](2)),
	decomposition(torch.AtenUpsampleNearest2dVec, upsampleNearest[torch.AtenUpsampleNearest2dVecArgs[*ir.Value]](2)),
	decomposition(torch.AtenUpsampleNearest3d, upsampleNearest[torch.AtenUpsampleNearest3dArgs[*ir.Value]](3)),
	decomposition(torch.AtenUpsampleNearest3dVec, upsampleNearest[torch.AtenUpsampleNearest3dVecArgs[*ir.Value]](3)),
}

// ---- helpers ----

// floatOp wraps the decomposition of an op whose self is a float
// tensor; f reads the other operands from op.
func floatOp[A selfArgs](f func(b *torchBuilder, op *ir.Operation, x *ir.Value) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := A(op.Operands()).Self()
		if floatTensor(x) == nil || !sameDtype(op, x) {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, f(b, op, x))
		return true
	}
}

// sameDtype reports whether the op's result 0 is ranked with x's dtype,
// so that the decomposition's value needs at most a shape cast.
func sameDtype(op *ir.Operation, x *ir.Value) bool {
	rt, t := ranked(op.Result(0)), ranked(x)
	return rt != nil && t != nil && rt.Dtype == t.Dtype
}

// isConstOne reports whether the scalar v is the constant 1 (int or float).
func isConstOne(v *ir.Value) bool {
	c, ok := torch.ConstantFloatValue(v)
	return ok && c == 1
}

// scaled is x * s for a scalar value s, or x when s is the constant 1.
func (b *torchBuilder) scaled(x, s *ir.Value) *ir.Value {
	if isConstOne(s) {
		return x
	}
	return b.aten(torch.AtenMulScalar, x, s)
}

// tensors is a torch.prim.ListConstruct of tensors, as cat takes them.
func (b *torchBuilder) tensors(elems ...*ir.Value) *ir.Value {
	return b.create(torch.PrimListConstruct.Name, elems, []ir.Type{torch.List(b.ctx, torch.VTensor(b.ctx, nil, nil))}).Result(0)
}

// dim is size d of x: a constant where static, size.int where not.
func (b *torchBuilder) dim(x *ir.Value, d int) *ir.Value {
	if s := torch.TensorOf(x).Sizes[d]; s != torch.Dynamic {
		return b.int(s)
	}
	return b.atenInt(torch.AtenSizeInt, x, b.int(int64(d)))
}

// plus is the !torch.int n + c, folded when n is a constant.
func (b *torchBuilder) plus(n *ir.Value, c int64) *ir.Value {
	if v, ok := torch.ConstantIntValue(n); ok {
		return b.int(v + c)
	}
	if c == 0 {
		return n
	}
	return b.atenInt(torch.AtenAddInt, n, b.int(c))
}

// times is the !torch.int product n * m, folded when both are constants.
func (b *torchBuilder) times(n, m *ir.Value) *ir.Value {
	vn, okn := torch.ConstantIntValue(n)
	vm, okm := torch.ConstantIntValue(m)
	switch {
	case okn && okm:
		return b.int(vn * vm)
	case okm && vm == 1:
		return n
	case okn && vn == 1:
		return m
	}
	return b.atenInt(torch.AtenMulInt, n, m)
}

// arange is arange.start_step(start, end, step) with the default dtype
// (si64 for int bounds).
func (b *torchBuilder) arange(start, end, step *ir.Value) *ir.Value {
	none := b.none()
	return b.aten(torch.AtenArangeStartStep, start, end, step, none, none, none, none)
}

// slice is slice.Tensor(x, d, start, end, 1); a nil end is None (to the end).
func (b *torchBuilder) slice(x *ir.Value, d int, start int64, end *int64) *ir.Value {
	e := b.none()
	if end != nil {
		e = b.int(*end)
	}
	return b.aten(torch.AtenSliceTensor, x, b.int(int64(d)), b.int(start), e, b.int(1))
}

// outsideTriangle is the bool [rows, cols] mask of the elements outside
// the lower (col - row > k) or upper (col - row < k) triangle.
func (b *torchBuilder) outsideTriangle(rows, cols, k *ir.Value, lower bool) *ir.Value {
	r := b.aten(torch.AtenUnsqueeze, b.arange(b.int(0), rows, b.int(1)), b.int(1))
	diff := b.sub(b.arange(b.int(0), cols, b.int(1)), r)
	if lower {
		return b.aten(torch.AtenGtScalar, diff, k)
	}
	return b.aten(torch.AtenLtScalar, diff, k)
}

// normDim turns a possibly negative dim into [0, rank).
func normDim(d int64, rank int) (int, bool) {
	if d < 0 {
		d += int64(rank)
	}
	if d < 0 || d >= int64(rank) {
		return 0, false
	}
	return int(d), true
}

// constDim reads a constant dim operand of a tensor of rank rank.
func constDim(v *ir.Value, rank int) (int, bool) {
	d, ok := torch.ConstantIntValue(v)
	if !ok {
		return 0, false
	}
	return normDim(d, rank)
}

// ---- activations ----

func elu(b *torchBuilder, op *ir.Operation, x *ir.Value) *ir.Value {
	args := torch.AtenEluArgs[*ir.Value](op.Operands())
	alpha, scale, inputScale := args.Alpha(), args.Scale(), args.InputScale()
	neg := b.scaled(b.scaled(b.aten(torch.AtenExpm1, b.scaled(x, inputScale)), alpha), scale)
	return b.aten(torch.AtenWhereSelf, b.aten(torch.AtenGtScalar, x, b.int(0)), b.scaled(x, scale), neg)
}

// softplusOf is softplus(x, beta, threshold); the threshold keeps
// large inputs linear, where exp would overflow.
func softplusOf(b *torchBuilder, x, beta, threshold *ir.Value) *ir.Value {
	bx := b.scaled(x, beta)
	soft := b.aten(torch.AtenLog1p, b.aten(torch.AtenExp, bx))
	if !isConstOne(beta) {
		soft = b.aten(torch.AtenDivScalar, soft, beta)
	}
	return b.aten(torch.AtenWhereSelf, b.aten(torch.AtenGtScalar, bx, threshold), x, soft)
}

// ---- regions ----

// narrow(x, dim, start, length) with constant operands. A negative start
// counts from the end; it is made positive when the size is static, and
// otherwise an end of 0 (the slice reaching the last element) is None.
func narrow(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenNarrowArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	if t == nil || !sameDtype(op, x) {
		return false
	}
	d, ok1 := constDim(args.Dim(), len(t.Sizes))
	start, ok2 := torch.ConstantIntValue(args.Start())
	length, ok3 := torch.ConstantIntValue(args.Length())
	if !ok1 || !ok2 || !ok3 || length < 0 {
		return false
	}
	if start < 0 && t.Sizes[d] != torch.Dynamic {
		start += t.Sizes[d]
	}
	end := start + length
	b := newTorchBuilder(op, rw)
	if start < 0 && end == 0 {
		b.replace(op, b.slice(x, d, start, nil))
	} else {
		b.replace(op, b.slice(x, d, start, &end))
	}
	return true
}

// stack(tensors, dim): every tensor ranked, of one rank; cat promotes
// their dtypes as stack does.
func stack(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenStackArgs[*ir.Value](op.Operands())
	elems, ok := torch.ListElements(args.Tensors())
	rt := ranked(op.Result(0))
	if !ok || len(elems) == 0 || rt == nil {
		return false
	}
	rank := -1
	types := make([]ir.Type, len(elems))
	for i, e := range elems {
		t := ranked(e)
		if t == nil || (rank >= 0 && len(t.Sizes) != rank) {
			return false
		}
		rank, types[i] = len(t.Sizes), t
	}
	d, ok := constDim(args.Dim(), rank+1)
	if !ok || torch.ResultDtype(rw.Ctx, types) != rt.Dtype {
		return false
	}
	b := newTorchBuilder(op, rw)
	us := make([]*ir.Value, len(elems))
	for i, e := range elems {
		us[i] = b.aten(torch.AtenUnsqueeze, e, b.int(int64(d)))
	}
	b.replace(op, b.aten(torch.AtenCat, b.tensors(us...), b.int(int64(d))))
	return true
}

// flip(x, dims): a reversed arange per dim (PyTorch rejects repeated dims).
func flip(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenFlipArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	ds, ok := torch.ConstantIntList(args.Dims())
	if t == nil || !ok || !sameDtype(op, x) {
		return false
	}
	seen := map[int]bool{}
	for _, d := range ds {
		k, ok := normDim(d, len(t.Sizes))
		if !ok || seen[k] {
			return false
		}
		seen[k] = true
	}
	b := newTorchBuilder(op, rw)
	y := x
	for _, d := range ds {
		k, _ := normDim(d, len(t.Sizes))
		if n := t.Sizes[k]; n != torch.Dynamic && n <= 1 {
			continue // nothing to reverse
		}
		idx := b.arange(b.plus(b.dim(x, k), -1), b.int(-1), b.int(-1))
		y = b.aten(torch.AtenIndexSelect, y, b.int(int64(k)), idx)
	}
	b.replace(op, y)
	return true
}

// roll(x, shifts, dims) with static rolled sizes (the shift is taken
// mod n). Without dims the flattened tensor rolls by the one shift.
func roll(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenRollArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	shifts, ok1 := torch.ConstantIntList(args.Shifts())
	ds, ok2 := torch.ConstantIntList(args.Dims())
	if t == nil || !ok1 || !ok2 || !sameDtype(op, x) {
		return false
	}
	flat := len(ds) == 0
	sizes := t.Sizes
	if flat {
		n, ok := numel(t.Sizes)
		if len(shifts) != 1 || !ok {
			return false
		}
		sizes, ds = []int64{n}, []int64{0}
	}
	if len(shifts) != len(ds) {
		return false
	}
	for _, d := range ds {
		k, ok := normDim(d, len(sizes))
		if !ok || sizes[k] == torch.Dynamic {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	y := x
	if flat {
		y = b.aten(torch.AtenView, x, b.ints(sizes...))
	}
	for i, d := range ds {
		k, _ := normDim(d, len(sizes))
		n := sizes[k]
		if n == 0 {
			continue
		}
		s := (shifts[i]%n + n) % n
		if s == 0 {
			continue
		}
		head, tail := n-s, n
		y = b.aten(torch.AtenCat, b.tensors(b.slice(y, k, head, &tail), b.slice(y, k, 0, &head)), b.int(int64(k)))
	}
	if flat {
		y = b.aten(torch.AtenView, y, b.sizes(x))
	}
	b.replace(op, y)
	return true
}

// numel is the product of static sizes.
func numel(sizes []int64) (int64, bool) {
	n := int64(1)
	for _, s := range sizes {
		if s == torch.Dynamic {
			return 0, false
		}
		n *= s
	}
	return n, true
}

// repeat(x, repeats): x gets leading 1s up to len(repeats) dims, each
// repeated dim a new broadcast dim before it, merged back by a view.
func repeat(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenRepeatArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	reps, ok := torch.ConstantIntList(args.Repeats())
	if t == nil || !ok || len(reps) < len(t.Sizes) || !sameDtype(op, x) {
		return false
	}
	for _, r := range reps {
		if r < 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	lead := len(reps) - len(t.Sizes)
	changed := lead > 0
	var in, bcast, out []*ir.Value
	for i, r := range reps {
		s := b.int(1)
		if i >= lead {
			s = b.dim(x, i-lead)
		}
		if r != 1 {
			changed = true
			in, bcast = append(in, b.int(1)), append(bcast, b.int(r))
		}
		in, bcast = append(in, s), append(bcast, b.int(-1))
		out = append(out, b.times(s, b.int(r)))
	}
	if !changed {
		b.replace(op, x)
		return true
	}
	y := b.aten(torch.AtenView, x, b.list(in...))
	y = b.aten(torch.AtenExpand, y, b.list(bcast...), b.bool(false))
	b.replace(op, b.aten(torch.AtenView, y, b.list(out...)))
	return true
}

// triangle decomposes tril (lower) and triu over the last two dims.
func triangle[A interface {
	selfArgs
	Diagonal() *ir.Value
}](lower bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Self()
		t := ranked(x)
		if t == nil || len(t.Sizes) < 2 || !sameDtype(op, x) {
			return false
		}
		r := len(t.Sizes)
		b := newTorchBuilder(op, rw)
		mask := b.outsideTriangle(b.dim(x, r-2), b.dim(x, r-1), args.Diagonal(), lower)
		b.replace(op, b.aten(torch.AtenMaskedFillScalar, x, mask, b.int(0)))
		return true
	}
}

// ---- normalization and attention ----

// groupNorm is group_norm(x [N, C, *], G, w?, b?, eps, cudnn) with a
// static C divisible by G: the statistics are the biased mean and
// variance over each sample's group of C/G channels.
func groupNorm(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenGroupNormArgs[*ir.Value](op.Operands())
	x := args.Input()
	t := floatTensor(x)
	g, ok := torch.ConstantIntValue(args.NumGroups())
	if t == nil || !ok || len(t.Sizes) < 2 || !sameDtype(op, x) {
		return false
	}
	c := t.Sizes[1]
	if c == torch.Dynamic || g <= 0 || c%g != 0 {
		return false
	}
	w, bias, eps := args.Weight(), args.Bias(), args.Eps()
	for _, p := range []*ir.Value{w, bias} {
		if pt := ranked(p); !torch.IsNoneValue(p) && (pt == nil || pt.Dtype != t.Dtype) {
			return false // another dtype would promote the result's
		}
	}
	b := newTorchBuilder(op, rw)
	inner := b.int(c / g)
	for i := 2; i < len(t.Sizes); i++ {
		inner = b.times(inner, b.dim(x, i))
	}
	grouped := b.aten(torch.AtenView, x, b.list(b.dim(x, 0), b.int(g), inner))
	mean := b.aten(torch.AtenMeanDim, grouped, b.ints(2), b.bool(true), b.none())
	d := b.sub(grouped, mean)
	variance := b.aten(torch.AtenMeanDim, b.mul(d, d), b.ints(2), b.bool(true), b.none())
	y := b.mul(d, b.aten(torch.AtenRsqrt, b.aten(torch.AtenAddScalar, variance, eps, b.int(1))))
	y = b.aten(torch.AtenView, y, b.sizes(x))
	shape := make([]int64, len(t.Sizes))
	for i := range shape {
		shape[i] = 1
	}
	shape[1] = c
	if !torch.IsNoneValue(w) {
		y = b.mul(y, b.aten(torch.AtenView, w, b.ints(shape...)))
	}
	if !torch.IsNoneValue(bias) {
		y = b.add(y, b.aten(torch.AtenView, bias, b.ints(shape...)))
	}
	b.replace(op, y)
	return true
}

// attention is scaled_dot_product_attention(q [..., L, E], k [..., S, E],
// v [..., S, Ev], attn_mask?, dropout_p = 0, is_causal, scale?,
// enable_gqa) in PyTorch's math form: scores q @ k^T * scale (1/sqrt(E)
// by default), -inf where a bool mask is false or, causal, above the
// diagonal, plus a float mask; softmax over the keys, @ v. A row that a
// mask hides entirely gives zeros (PyTorch's _safe_softmax) instead of
// NaN. enable_gqa is handled only when it repeats nothing.
func attention(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenScaledDotProductAttentionArgs[*ir.Value](op.Operands())
	q, k, v, mask := args.Query(), args.Key(), args.Value(), args.AttnMask()
	qt, kt, vt := floatTensor(q), ranked(k), ranked(v)
	if qt == nil || kt == nil || vt == nil || !sameDtype(op, q) {
		return false
	}
	rq, rk := len(qt.Sizes), len(kt.Sizes)
	if rq < 2 || rk < 2 || len(vt.Sizes) < 2 || kt.Dtype != qt.Dtype || vt.Dtype != qt.Dtype {
		return false
	}
	if p, ok := torch.ConstantFloatValue(args.DropoutP()); !ok || p != 0 {
		return false // dropout samples: no deterministic decomposition
	}
	causal, ok := torch.ConstantBoolValue(args.IsCausal())
	if !ok {
		return false
	}
	scale := args.Scale()
	e := qt.Sizes[rq-1]
	if torch.IsNoneValue(scale) && e == torch.Dynamic {
		return false
	}
	if op.NumOperands() > 7 && !gqaRepeatsNothing(args.EnableGqa(), qt, kt, vt) {
		return false
	}
	boolMask, floatMask := false, false
	if !torch.IsNoneValue(mask) {
		mt := ranked(mask)
		if causal || mt == nil || len(mt.Sizes) > max(rq, rk) {
			return false // PyTorch rejects a mask with is_causal
		}
		boolMask = mt.Dtype == rw.Ctx.I(1)
		floatMask = mt.Dtype == qt.Dtype
		if !boolMask && !floatMask {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	perm := make([]int64, rk)
	for i := range perm {
		perm[i] = int64(i)
	}
	perm[rk-2], perm[rk-1] = perm[rk-1], perm[rk-2]
	s := b.aten(torch.AtenMatmul, q, b.aten(torch.AtenPermute, k, b.ints(perm...)))
	if torch.IsNoneValue(scale) {
		s = b.mulScalar(s, 1/math.Sqrt(float64(e)))
	} else {
		s = b.scaled(s, scale)
	}
	negInf := b.float(math.Inf(-1))
	switch {
	case causal:
		s = b.aten(torch.AtenMaskedFillScalar, s, b.outsideTriangle(b.dim(q, rq-2), b.dim(k, rk-2), b.int(0), true), negInf)
	case boolMask:
		s = b.aten(torch.AtenMaskedFillScalar, s, b.aten(torch.AtenLogicalNot, mask), negInf)
	case floatMask:
		s = b.add(s, mask)
	}
	m := b.aten(torch.AtenAmax, s, b.ints(-1), b.bool(true))
	ex := b.aten(torch.AtenExp, b.sub(s, m))
	p := b.div(ex, b.aten(torch.AtenSumDimIntList, ex, b.ints(-1), b.bool(true), b.none()))
	if boolMask || floatMask {
		p = b.aten(torch.AtenMaskedFillScalar, p, b.aten(torch.AtenEqScalar, m, negInf), b.int(0))
	}
	b.replace(op, b.aten(torch.AtenMatmul, p, v))
	return true
}

// gqaRepeatsNothing reports whether enable_gqa is false, or true with
// key and value heads (dim -3) statically equal to the query's, where
// it has nothing to repeat.
func gqaRepeatsNothing(gqa *ir.Value, qt, kt, vt *torch.TensorType) bool {
	if torch.IsNoneValue(gqa) {
		return true
	}
	on, ok := torch.ConstantBoolValue(gqa)
	if !ok {
		return false
	}
	if !on || len(qt.Sizes) < 3 || len(kt.Sizes) < 3 || len(vt.Sizes) < 3 {
		return true
	}
	h := qt.Sizes[len(qt.Sizes)-3]
	return h != torch.Dynamic && kt.Sizes[len(kt.Sizes)-3] == h && vt.Sizes[len(vt.Sizes)-3] == h
}
