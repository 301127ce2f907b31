package torchdecompose

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Diagonals, windows and gathers: diagonal, diag, diag_embed,
// diagonal_scatter, take, take_along_dim and sum_to_size.

// ---- diagonals ----

// diagonalLen is the length of the k-th diagonal of an n1 x n2 matrix
// and the (row, col) where it starts.
func diagonalLen(n1, n2, k int64) (n, row, col int64) {
	if k >= 0 {
		return max(min(n1, n2-k), 0), 0, k
	}
	return max(min(n1+k, n2), 0), -k, 0
}

// diagonalDims reads the dims of an op on the diagonal of dims d1, d2
// (operands i, i+1) of a tensor of rank r, which must have static sizes.
func diagonalDims(op *ir.Operation, i int, t *torch.TensorType, r int) (int, int, bool) {
	d1, ok1 := constDim(op.Operand(i), r)
	d2, ok2 := constDim(op.Operand(i+1), r)
	if !ok1 || !ok2 || d1 == d2 {
		return 0, 0, false
	}
	if t != nil && (t.Sizes[d1] == torch.Dynamic || t.Sizes[d2] == torch.Dynamic) {
		return 0, 0, false
	}
	return d1, d2, true
}

// embedded is diag_embed(x, k, d1, d2) for a static last dim of size m:
// with n = m + |k|, the [..., n, n] tensor whose element (i, j) is x's
// element min(i, j) (clamped) where j - i = k, zero elsewhere, its two
// new dims permuted to d1 and d2 (of rank(x) + 1).
func (b *torchBuilder) embedded(x *ir.Value, k int64, d1, d2 int) *ir.Value {
	t := ranked(x)
	r := len(t.Sizes)
	m := t.Sizes[r-1]
	n := m + max(k, -k)
	src := make([]int64, n)
	for i := range src {
		src[i] = min(int64(i), m-1)
	}
	y := x
	if n != m {
		y = b.aten(torch.AtenIndexSelect, x, b.int(int64(r-1)), b.i64Literal(src))
	}
	// Rows carry the values for k >= 0 (i = min(i, j)), columns for k < 0.
	at := int64(r)
	if k < 0 {
		at = int64(r - 1)
	}
	y = b.aten(torch.AtenUnsqueeze, y, b.int(at))
	sizes := append(b.dims(x, 0, r-1), b.int(n), b.int(n))
	y = b.aten(torch.AtenExpand, y, b.list(sizes...), b.bool(false))
	rows := b.aten(torch.AtenUnsqueeze, b.arange(b.int(0), b.int(n), b.int(1)), b.int(1))
	off := b.aten(torch.AtenNeScalar, b.sub(b.arange(b.int(0), b.int(n), b.int(1)), rows), b.int(k))
	y = b.aten(torch.AtenMaskedFillScalar, y, off, b.int(0))
	// y's dims are x's batch dims, then d1's, then d2's.
	perm := make([]int, r+1)
	batch := 0
	for p := range perm {
		switch p {
		case d1:
			perm[p] = r - 1
		case d2:
			perm[p] = r
		default:
			perm[p] = batch
			batch++
		}
	}
	return b.permuted(y, perm)
}

func diagEmbed(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenDiagEmbedArgs[*ir.Value](op.Operands())
	x := args.Self()
	t, ok := sameTypeAs(op, x)
	k, ok1 := torch.ConstantIntValue(args.Offset())
	if !ok || !ok1 || len(t.Sizes) == 0 || t.Sizes[len(t.Sizes)-1] == torch.Dynamic || t.Sizes[len(t.Sizes)-1] == 0 {
		return false
	}
	d1, d2, ok := diagonalDims(op, 2, nil, len(t.Sizes)+1)
	if !ok {
		return false
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, b.embedded(x, k, d1, d2))
	return true
}

// diag is diag (a vector to a matrix, a matrix to its diagonal, which is
// lowered for any sizes) and diagflat (any static tensor flattened, to a
// matrix).
func diag(op *ir.Operation, rw *rewrite.Rewriter) bool {
	var x, offset *ir.Value
	d, isDiag := torch.AsAtenDiag(op)
	if isDiag {
		x, offset = d.Self(), d.Diagonal()
	} else {
		f := torch.AtenDiagflatArgs[*ir.Value](op.Operands())
		x, offset = f.Self(), f.Offset()
	}
	t, ok := sameTypeAs(op, x)
	k, ok1 := torch.ConstantIntValue(offset)
	if !ok || !ok1 {
		return false
	}
	r := len(t.Sizes)
	if isDiag && r == 2 {
		b := newTorchBuilder(op, rw)
		b.replace(op, b.atenAs(torch.AtenDiagonal, op.Result(0).Type(), x, b.int(k), b.int(0), b.int(1)))
		return true
	}
	n, static := numel(t.Sizes)
	if !static || n == 0 || isDiag && r != 1 {
		return false
	}
	b := newTorchBuilder(op, rw)
	if r != 1 {
		x = b.aten(torch.AtenView, x, b.ints(n))
	}
	b.replace(op, b.embedded(x, k, 0, 1))
	return true
}

// diagonalScatter: with d1 and d2 moved last, row i of the [n1, n2]
// matrices takes src's element i - row0 on the diagonal (where col - row
// = k) and keeps x's elsewhere; the dims then move back.
func diagonalScatter(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenDiagonalScatterArgs[*ir.Value](op.Operands())
	x, src := args.Self(), args.Src()
	t, ok := sameTypeAs(op, x)
	st := ranked(src)
	k, ok1 := torch.ConstantIntValue(args.Offset())
	if !ok || !ok1 || st == nil || st.Dtype != t.Dtype || len(t.Sizes) < 2 || len(st.Sizes) != len(t.Sizes)-1 {
		return false
	}
	r := len(t.Sizes)
	d1, d2, ok := diagonalDims(op, 3, t, r)
	if !ok {
		return false
	}
	n1, n2 := t.Sizes[d1], t.Sizes[d2]
	n, row, _ := diagonalLen(n1, n2, k)
	if s := st.Sizes[r-2]; s != torch.Dynamic && s != n {
		return false
	}
	b := newTorchBuilder(op, rw)
	if n == 0 {
		b.replace(op, x)
		return true
	}
	perm := toBack(r, d1, d2)
	y := b.permuted(x, perm)
	idx := make([]int64, n1)
	for i := range idx {
		idx[i] = min(max(int64(i)-row, 0), n-1)
	}
	s := b.aten(torch.AtenUnsqueeze, b.aten(torch.AtenIndexSelect, src, b.int(int64(r-2)), b.i64Literal(idx)), b.int(int64(r-1)))
	rows := b.aten(torch.AtenUnsqueeze, b.arange(b.int(0), b.int(n1), b.int(1)), b.int(1))
	on := b.aten(torch.AtenEqScalar, b.sub(b.arange(b.int(0), b.int(n2), b.int(1)), rows), b.int(k))
	y = b.aten(torch.AtenWhereSelf, on, s, y)
	b.replace(op, b.permuted(y, inversePerm(perm)))
	return true
}

// ---- windows and gathers ----

func take(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenTakeArgs[*ir.Value](op.Operands())
	x, idx := args.Self(), args.Index()
	t, ok := sameTypeAs(op, x)
	it := ranked(idx)
	if !ok || it == nil || !allStatic(t.Sizes) || !allStatic(it.Sizes) {
		return false
	}
	if w, ok := it.Dtype.(*ir.IntegerType); !ok || w.Width != 64 {
		return false
	}
	n, _ := numel(t.Sizes)
	m, _ := numel(it.Sizes)
	if n == 0 {
		return false
	}
	b := newTorchBuilder(op, rw)
	flat := b.aten(torch.AtenView, x, b.ints(n))
	i := b.aten(torch.AtenRemainderScalar, b.aten(torch.AtenView, idx, b.ints(m)), b.int(n))
	b.replace(op, b.aten(torch.AtenView, b.aten(torch.AtenIndexSelect, flat, b.int(0), i), b.ints(it.Sizes...)))
	return true
}

func takeAlongDim(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenTakeAlongDimArgs[*ir.Value](op.Operands())
	x, idx := args.Self(), args.Indices()
	t, ok := sameTypeAs(op, x)
	it := ranked(idx)
	if !ok || it == nil || !allStatic(t.Sizes) || !allStatic(it.Sizes) {
		return false
	}
	if w, ok := it.Dtype.(*ir.IntegerType); !ok || w.Width != 64 {
		return false
	}
	flat := torch.IsNoneValue(args.Dim()) || len(t.Sizes) == 0
	if !flat {
		return takeAlongDimOf(op, rw, args, t, it)
	}
	if len(t.Sizes) != len(it.Sizes) && !torch.IsNoneValue(args.Dim()) {
		return false
	}
	// Flattened (a scalar's dim 0 is its one element).
	b := newTorchBuilder(op, rw)
	n, _ := numel(t.Sizes)
	m, _ := numel(it.Sizes)
	xf, xi := b.aten(torch.AtenView, x, b.ints(n)), b.aten(torch.AtenView, idx, b.ints(m))
	g := b.aten(torch.AtenGather, xf, b.int(0), xi, b.bool(false))
	if !torch.IsNoneValue(args.Dim()) {
		g = b.aten(torch.AtenView, g, b.ints(it.Sizes...))
	}
	b.replace(op, g)
	return true
}

// takeAlongDimOf is take_along_dim along a dim: self and indices
// broadcast to each other's sizes but along the dim, then gather.
func takeAlongDimOf(op *ir.Operation, rw *rewrite.Rewriter, args torch.AtenTakeAlongDimArgs[*ir.Value], t, it *torch.TensorType) bool {
	x, idx := args.Self(), args.Indices()
	r := len(t.Sizes)
	d, ok := constDim(args.Dim(), r)
	if !ok || len(it.Sizes) != r {
		return false
	}
	shape := make([]int64, r)
	for k := range shape {
		a, i := t.Sizes[k], it.Sizes[k]
		switch {
		case k == d:
			shape[k] = i
		case a == i || a == 1:
			shape[k] = i
		case i == 1:
			shape[k] = a
		default:
			return false
		}
	}
	selfShape := slices.Clone(shape)
	selfShape[d] = t.Sizes[d]
	b := newTorchBuilder(op, rw)
	xb, ib := x, idx
	if !slices.Equal(selfShape, t.Sizes) {
		xb = b.aten(torch.AtenExpand, x, b.ints(selfShape...), b.bool(false))
	}
	if !slices.Equal(shape, it.Sizes) {
		ib = b.aten(torch.AtenExpand, idx, b.ints(shape...), b.bool(false))
	}
	b.replace(op, b.aten(torch.AtenGather, xb, b.int(int64(d)), ib, b.bool(false)))
	return true
}

func sumToSize(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenSumToSizeArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	rt := ranked(op.Result(0))
	size, ok := torch.ConstantIntList(args.Size())
	if t == nil || rt == nil || !ok || len(size) > len(t.Sizes) || !torch.IsValueTensor(x.Type()) {
		return false
	}
	lead := len(t.Sizes) - len(size)
	var dims []int64
	for k := range lead {
		dims = append(dims, int64(k))
	}
	for i, s := range size {
		n := t.Sizes[lead+i]
		switch {
		case s == n:
		case s == 1 && n != torch.Dynamic:
			dims = append(dims, int64(lead+i))
		default:
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	y := x
	if len(dims) > 0 {
		y = b.aten(torch.AtenSumDimIntList, x, b.ints(dims...), b.bool(true), b.none())
	}
	if lead > 0 {
		y = b.aten(torch.AtenView, y, b.ints(size...))
	}
	if ranked(y).Dtype != rt.Dtype {
		y = b.toDtype(y, rt.Dtype)
	}
	b.replace(op, y)
	return true
}
