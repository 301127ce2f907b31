package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The lists taken apart by torch.prim.ListUnpack (split.Tensor, chunk,
// split_with_sizes, unbind...), each element a slice or select of the
// input: moreDecompositions' unpacked patterns.

// piece is one element of a split list: slice [start, end) of the dim
// (end nil: to the end), or, with sel, select.int at start.
type piece struct {
	start int64
	end   *int64
	sel   bool
}

// piecesFn plans the n pieces of a list op of ranked input t along dim
// d, or declines (ok false).
type piecesFn func(op *ir.Operation, t *torch.TensorType, d, n int) (ps []piece, ok bool)

// unpacked decomposes a list-producing op (self, ..., dim) whose only
// user is a torch.prim.ListUnpack of value tensors: the unpacked values
// become the planned slices or selects, and both ops go.
func unpacked[A interface {
	selfArgs
	Dim() *ir.Value
}](plan piecesFn) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, list := args.Self(), op.Result(0)
		t := ranked(x)
		if t == nil || !list.HasOneUse() {
			return false
		}
		unpack := list.FirstUse().Owner()
		if unpack.Name() != torch.PrimListUnpack.Name {
			return false
		}
		for _, r := range unpack.Results() {
			if rt := ranked(r); rt == nil || !rt.Value || rt.Dtype != t.Dtype {
				return false
			}
		}
		d, ok := constDim(args.Dim(), len(t.Sizes))
		if !ok {
			return false
		}
		ps, ok := plan(op, t, d, unpack.NumResults())
		if !ok || len(ps) != unpack.NumResults() {
			return false
		}
		b := newTorchBuilder(op, rw)
		vals := make([]*ir.Value, len(ps))
		for i, p := range ps {
			if p.sel {
				vals[i] = b.aten(torch.AtenSelectInt, x, b.int(int64(d)), b.int(p.start))
			} else {
				vals[i] = b.slice(x, d, p.start, p.end)
			}
		}
		b.replace(unpack, vals...)
		rw.EraseOp(op)
		return true
	}
}

// evenPieces are the n pieces of size s of a dim of size size, the last
// to the end; PyTorch makes ceil(size/s) of them, at least one, which a
// static size must match.
func evenPieces(size, s int64, n int) ([]piece, bool) {
	if s <= 0 || (size != torch.Dynamic && max((size+s-1)/s, 1) != int64(n)) {
		return nil, false
	}
	ps := make([]piece, n)
	for i := range ps {
		end := int64(i+1) * s
		ps[i] = piece{start: int64(i) * s, end: &end}
		if i == n-1 {
			ps[i].end = nil
		}
	}
	return ps, true
}

// split.Tensor(x, split_size, dim).
func splitTensorPieces(op *ir.Operation, t *torch.TensorType, d, n int) ([]piece, bool) {
	args := torch.AtenSplitTensorArgs[*ir.Value](op.Operands())
	s, ok := torch.ConstantIntValue(args.SplitSize())
	if !ok {
		return nil, false
	}
	return evenPieces(t.Sizes[d], s, n)
}

// chunk(x, chunks, dim) is split.Tensor by ceil(size/chunks), which
// needs the size.
func chunkPieces(op *ir.Operation, t *torch.TensorType, d, n int) ([]piece, bool) {
	args := torch.AtenChunkArgs[*ir.Value](op.Operands())
	c, ok := torch.ConstantIntValue(args.Chunks())
	size := t.Sizes[d]
	if !ok || c <= 0 || size == torch.Dynamic || size == 0 {
		return nil, false
	}
	return evenPieces(size, (size+c-1)/c, n)
}

// split_with_sizes(x, split_sizes, dim): consecutive pieces, which must
// cover a static dim exactly.
func splitWithSizesPieces(op *ir.Operation, t *torch.TensorType, d, n int) ([]piece, bool) {
	args := torch.AtenSplitWithSizesArgs[*ir.Value](op.Operands())
	ss, ok := torch.ConstantIntList(args.SplitSizes())
	if !ok || len(ss) != n {
		return nil, false
	}
	ps := make([]piece, n)
	at := int64(0)
	for i, s := range ss {
		if s < 0 {
			return nil, false
		}
		end := at + s
		ps[i] = piece{start: at, end: &end}
		at = end
	}
	if size := t.Sizes[d]; size != torch.Dynamic && size != at {
		return nil, false
	}
	return ps, true
}

// unbind.int(x, dim): one select per index, as many as the dim's size.
func unbindPieces(_ *ir.Operation, t *torch.TensorType, d, n int) ([]piece, bool) {
	if size := t.Sizes[d]; size != torch.Dynamic && size != int64(n) {
		return nil, false
	}
	ps := make([]piece, n)
	for i := range ps {
		ps[i] = piece{start: int64(i), sel: true}
	}
	return ps, true
}
