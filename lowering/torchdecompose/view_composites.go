package torchdecompose

import (
	"slices"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The composite views, stacks and splits of PyTorch's Python API, and
// the aliases of torch.Aliases. Each becomes views (view, permute,
// unsqueeze, expand, slice), index_select or gather with constant
// indices, cat, or masked_fill, as written in ATen (TensorShape.cpp).
// Sizes along the dims an op rearranges must be static; the other dims
// may be dynamic. As everywhere in this package, a pattern checks every
// precondition before building anything and keeps the result types.

// viewCompositeDecompositions: aliases and view/shape composites.
var viewCompositeDecompositions = append([]*rewrite.Pattern{
	// view_as(x, o) -> view(x, sizes(o)); reshape_as(x, o) -> reshape(x, sizes(o))
	decomposition(torch.AtenViewAs, likeOther[torch.AtenViewAsArgs[*ir.Value]](torch.AtenView)),
	decomposition(torch.AtenReshapeAs, likeOther[torch.AtenReshapeAsArgs[*ir.Value]](torch.AtenReshape)),
	// mT(x), mH(x) (real) -> transpose(x, -2, -1); matrix_H(x) -> transpose(x, 0, 1) (rank 2) or x (rank 0)
	decomposition(torch.AtenMT, matrixTranspose[torch.AtenMTArgs[*ir.Value]](false)),
	decomposition(torch.AtenMH, matrixTranspose[torch.AtenMHArgs[*ir.Value]](false)),
	decomposition(torch.AtenMatrixH, matrixTranspose[torch.AtenMatrixHArgs[*ir.Value]](true)),
	// atleast_Nd(x) -> unsqueeze(x, ...) up to rank N
	decomposition(torch.AtenAtleast1d, atleastNd[torch.AtenAtleast1dArgs[*ir.Value]](1)),
	decomposition(torch.AtenAtleast2d, atleastNd[torch.AtenAtleast2dArgs[*ir.Value]](2)),
	decomposition(torch.AtenAtleast3d, atleastNd[torch.AtenAtleast3dArgs[*ir.Value]](3)),
	// ListUnpack(atleast_Nd.Sequence(ts)) -> atleast_Nd(t) per t
	decomposition(torch.AtenAtleast1dSequence, atleastList[torch.AtenAtleast1dSequenceArgs[*ir.Value]](1)),
	decomposition(torch.AtenAtleast2dSequence, atleastList[torch.AtenAtleast2dSequenceArgs[*ir.Value]](2)),
	decomposition(torch.AtenAtleast3dSequence, atleastList[torch.AtenAtleast3dSequenceArgs[*ir.Value]](3)),
	// ravel(x) -> view(x, [numel])
	decomposition(torch.AtenRavel, ravel),
	// hstack(ts) -> cat(atleast_1d(ts), 0 or 1); vstack -> cat(atleast_2d(ts), 0); dstack -> cat(atleast_3d(ts), 2)
	// column_stack(ts) -> cat([t as [n, 1] if rank(t) <= 1 else t], 1)
	decomposition(torch.AtenHstack, stackOf[torch.AtenHstackArgs[*ir.Value]](1)),
	decomposition(torch.AtenVstack, stackOf[torch.AtenVstackArgs[*ir.Value]](2)),
	decomposition(torch.AtenDstack, stackOf[torch.AtenDstackArgs[*ir.Value]](3)),
	decomposition(torch.AtenColumnStack, stackOf[torch.AtenColumnStackArgs[*ir.Value]](-1)),
	// movedim(x, src, dst) -> permute(x, perm)
	decomposition(torch.AtenMovedimIntlist, movedim[torch.AtenMovedimIntlistArgs[*ir.Value]]),
	decomposition(torch.AtenMovedimInt, movedim[torch.AtenMovedimIntArgs[*ir.Value]]),
	// flipud(x) -> flip(x, [0]); fliplr(x) -> flip(x, [1])
	decomposition(torch.AtenFlipud, flipDim[torch.AtenFlipudArgs[*ir.Value]](0)),
	decomposition(torch.AtenFliplr, flipDim[torch.AtenFliplrArgs[*ir.Value]](1)),
	// rot90(x, k, [a, b]) -> transpose(flip(x, [b]), a, b) | flip(x, [a, b]) | transpose(flip(x, [a]), a, b) | x
	decomposition(torch.AtenRot90, rot90),
	// tile(x, r) -> repeat(x, [1, ..., 1] ++ r)
	decomposition(torch.AtenTile, tile),
	// pixel_shuffle(x, r) -> view(permute(view(x, [*, C, r, r, H, W]), [*, C, H, r, W, r]), [*, C, H*r, W*r])
	decomposition(torch.AtenPixelShuffle, pixelShuffle(true, torch.AtenPixelShuffleArgs[*ir.Value].UpscaleFactor)),
	decomposition(torch.AtenPixelUnshuffle, pixelShuffle(false, torch.AtenPixelUnshuffleArgs[*ir.Value].DownscaleFactor)),
	// channel_shuffle(x, g) -> view(transpose(view(x, [N, g, C/g, *]), 1, 2), [N, C, *])
	decomposition(torch.AtenChannelShuffle, channelShuffle[torch.AtenChannelShuffleArgs[*ir.Value]]),
	decomposition(torch.AtenNativeChannelShuffle, channelShuffle[torch.AtenNativeChannelShuffleArgs[*ir.Value]]),
	// repeat_interleave(x, r, d) -> view(expand(unsqueeze(x, d+1), [..., r, ...]), [..., n*r, ...])
	decomposition(torch.AtenRepeatInterleaveSelfInt, repeatInterleave),
	// diag(x, k) -> diag_embed(x, k, 0, 1) (vector) or diagonal(x, k, 0, 1) (matrix, lowered); diagflat(x, k) -> diag(view(x, [-1]), k)
	decomposition(torch.AtenDiag, diag),
	decomposition(torch.AtenDiagflat, diag),
	// diag_embed(x, k, a, b) -> permute(masked_fill(expand(x at min(i, j)), col - row != k, 0), ...)
	decomposition(torch.AtenDiagEmbed, diagEmbed),
	// diagonal_scatter(x, s, k, a, b) -> permute(where(col - row == k, s at row, permute(x)), ...)
	decomposition(torch.AtenDiagonalScatter, diagonalScatter),
	// take(x, i) -> view(index_select(view(x, [N]), 0, remainder(view(i, [M]), N)), sizes(i))
	decomposition(torch.AtenTake, take),
	// take_along_dim(x, i, d) -> gather(expand(x), d, expand(i)); no d: gather(view(x, [-1]), 0, view(i, [-1]))
	decomposition(torch.AtenTakeAlongDim, takeAlongDim),
	// sum_to_size(x, s) -> view(sum(x, leading dims and dims where s is 1, keepdim), s)
	decomposition(torch.AtenSumToSize, sumToSize),
	// ListUnpack(broadcast_tensors(ts)) -> expand(t, broadcast sizes) per t
	decomposition(torch.AtenBroadcastTensors, broadcastTensors),
	// ListUnpack(meshgrid(ts, ij | xy)) -> expand(view(t, [1, .., n, .., 1]), grid sizes) per t
	decomposition(torch.AtenMeshgrid, meshgrid[torch.AtenMeshgridArgs[*ir.Value]]),
	decomposition(torch.AtenMeshgridIndexing, meshgrid[torch.AtenMeshgridIndexingArgs[*ir.Value]]),
	// ListUnpack(tensor_split(x, sections | indices | constant tensor, d)) -> slice(x, d, start, end) per piece
	decomposition(torch.AtenTensorSplitSections, tensorSplit(-1, bySections, torch.AtenTensorSplitSectionsArgs[*ir.Value].Sections)),
	decomposition(torch.AtenTensorSplitIndices, tensorSplit(-1, byIndices, torch.AtenTensorSplitIndicesArgs[*ir.Value].Indices)),
	decomposition(torch.AtenTensorSplitTensorIndicesOrSections, tensorSplit(-1, byTensor, torch.AtenTensorSplitTensorIndicesOrSectionsArgs[*ir.Value].TensorIndicesOrSections)),
	// ListUnpack(vsplit | hsplit | dsplit(x, sections | indices)) -> tensor_split along dim 0 | 1 | 2
	decomposition(torch.AtenVsplitInt, tensorSplit(0, bySections, torch.AtenVsplitIntArgs[*ir.Value].Sections)),
	decomposition(torch.AtenVsplitArray, tensorSplit(0, byIndices, torch.AtenVsplitArrayArgs[*ir.Value].Indices)),
	decomposition(torch.AtenHsplitInt, tensorSplit(1, bySections, torch.AtenHsplitIntArgs[*ir.Value].Sections)),
	decomposition(torch.AtenHsplitArray, tensorSplit(1, byIndices, torch.AtenHsplitArrayArgs[*ir.Value].Indices)),
	decomposition(torch.AtenDsplitInt, tensorSplit(2, bySections, torch.AtenDsplitIntArgs[*ir.Value].Sections)),
	decomposition(torch.AtenDsplitArray, tensorSplit(2, byIndices, torch.AtenDsplitArrayArgs[*ir.Value].Indices)),
	// positive(x) -> alias(x) (not bool); conj_physical(x) -> clone(x) (real)
	decomposition(torch.AtenPositive, identity[torch.AtenPositiveArgs[*ir.Value]](torch.AtenAlias, false)),
	decomposition(torch.AtenConjPhysical, identity[torch.AtenConjPhysicalArgs[*ir.Value]](torch.AtenClone, true)),
}, aliasDecompositions()...)

// ---- aliases ----

// aliasDecompositions rewrite each alias of torch.Aliases into its
// target, unless convert-torch-to-linalg lowers the alias itself. They
// come after the op's other patterns (benefit 0), so a decomposition of
// the alias of its own is tried first.
func aliasDecompositions() []*rewrite.Pattern {
	aliases := make([]*ir.OpDef, 0, len(torch.Aliases))
	for a := range torch.Aliases {
		aliases = append(aliases, a)
	}
	slices.SortFunc(aliases, func(a, b *ir.OpDef) int { return strings.Compare(a.Name, b.Name) })
	ps := make([]*rewrite.Pattern, len(aliases))
	for i, a := range aliases {
		ps[i] = &rewrite.Pattern{Name: "Decompose_" + strings.TrimPrefix(a.Name, "torch.aten."), Root: a.Name,
			Rewrite: toAliasTarget(torch.Aliases[a])}
	}
	return ps
}

// toAliasTarget rebuilds an alias as target: its leading operands, then
// the defaults of the target's further operands.
func toAliasTarget(target *ir.OpDef) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if BackendLegal(op.Name()) {
			return false
		}
		s := torch.ATenSchema(rw.Ctx.LookupOp(target.Name))
		if s == nil {
			return false
		}
		n := min(op.NumOperands(), len(s.Args))
		for _, a := range s.Args[n:] {
			if _, ok := defaultConstant(a); !ok {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		operands := slices.Clone(op.Operands()[:n])
		for _, a := range s.Args[n:] {
			c, _ := defaultConstant(a)
			operands = append(operands, c(b))
		}
		types := make([]ir.Type, op.NumResults())
		for i, r := range op.Results() {
			types[i] = r.Type()
		}
		b.replace(op, b.create(target.Name, operands, types).Results()...)
		return true
	}
}

// defaultConstant builds a schema argument's default: False, True, None
// or an integer.
func defaultConstant(a torch.SchemaArg) (func(b *torchBuilder) *ir.Value, bool) {
	switch t := a.Type; {
	case (a.Default == "False" || a.Default == "True") && t.Base == "bool":
		v := a.Default == "True"
		return func(b *torchBuilder) *ir.Value { return b.bool(v) }, true
	case a.Default == "None" && t.Optional:
		return func(b *torchBuilder) *ir.Value { return b.none() }, true
	case t.Base == "int" || t.Base == "SymInt":
		if v, err := strconv.ParseInt(a.Default, 10, 64); err == nil {
			return func(b *torchBuilder) *ir.Value { return b.int(v) }, true
		}
	}
	return nil, false
}

// ---- helpers ----

// atenAs creates the op d with the given result type, for ops
// whose shape function would not know it.
func (b *torchBuilder) atenAs(d *ir.OpDef, t ir.Type, operands ...*ir.Value) *ir.Value {
	return b.create(d.Name, operands, []ir.Type{t}).Result(0)
}

// permuted is permute(x, perm), or x for the identity.
func (b *torchBuilder) permuted(x *ir.Value, perm []int) *ir.Value {
	ps := make([]int64, len(perm))
	same := true
	for i, p := range perm {
		ps[i], same = int64(p), same && p == i
	}
	if same {
		return x
	}
	return b.aten(torch.AtenPermute, x, b.ints(ps...))
}

// viewed is view(x, sizes) with sizes given as values.
func (b *torchBuilder) viewed(x *ir.Value, sizes ...*ir.Value) *ir.Value {
	return b.aten(torch.AtenView, x, b.list(sizes...))
}

// dims are x's sizes d from..to-1 as values (size.int where dynamic).
func (b *torchBuilder) dims(x *ir.Value, from, to int) []*ir.Value {
	var out []*ir.Value
	for d := from; d < to; d++ {
		out = append(out, b.dim(x, d))
	}
	return out
}

// inversePerm is the permutation that undoes perm.
func inversePerm(perm []int) []int {
	inv := make([]int, len(perm))
	for i, p := range perm {
		inv[p] = i
	}
	return inv
}

// toBack is the permutation moving dims a and b last (in that order).
func toBack(rank, a, b int) []int {
	var perm []int
	for d := range rank {
		if d != a && d != b {
			perm = append(perm, d)
		}
	}
	return append(perm, a, b)
}

// isBool reports a bool dtype.
func isBool(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1
}

// isComplex reports a complex dtype.
func isComplex(t ir.Type) bool {
	_, ok := t.(*ir.ComplexType)
	return ok
}

// sameTypeAs reports whether op's result 0 is ranked with x's dtype and
// rank delta more dims than x.
func sameTypeAs(op *ir.Operation, x *ir.Value) (*torch.TensorType, bool) {
	t, rt := ranked(x), ranked(op.Result(0))
	if t == nil || rt == nil || t.Dtype != rt.Dtype || !torch.IsValueTensor(x.Type()) {
		return nil, false
	}
	return t, true
}

// ---- reshapes and permutations ----

// likeOther decomposes view_as and reshape_as(x, o) into view(x,
// sizes(o)), view a view or reshape.
func likeOther[A otherArgs](view *ir.OpDef) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, o := args.Self(), args.Other()
		if _, ok := sameTypeAs(op, x); !ok || ranked(o) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.aten(view, x, b.sizes(o)))
		return true
	}
}

// matrixTranspose swaps the last two dims of a tensor of rank >= 2 (mT,
// mH), or those of a matrix, a scalar staying as it is (matrix_H: onlyH).
func matrixTranspose[A selfArgs](onlyH bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := A(op.Operands()).Self()
		t, ok := sameTypeAs(op, x)
		if !ok || isComplex(t.Dtype) {
			return false
		}
		r := len(t.Sizes)
		if onlyH && r != 0 && r != 2 || !onlyH && r < 2 {
			return false
		}
		b := newTorchBuilder(op, rw)
		if r == 0 {
			b.replace(op, x)
			return true
		}
		b.replace(op, b.permuted(x, swappedDims(r, r-2, r-1)))
		return true
	}
}

func swappedDims(rank, a, b int) []int {
	perm := make([]int, rank)
	for i := range perm {
		perm[i] = i
	}
	perm[a], perm[b] = perm[b], perm[a]
	return perm
}

// atleast is x with unit dims added up to rank n, where atleast_Nd puts
// them: [] -> [1, ...], [k] -> [1, k(, 1)], [m, k] -> [m, k, 1].
func (b *torchBuilder) atleast(x *ir.Value, n int) *ir.Value {
	r := len(ranked(x).Sizes)
	switch {
	case r >= n:
		return x
	case r == 0:
		return b.aten(torch.AtenView, x, b.ints(slices.Repeat([]int64{1}, n)...))
	case r == 1:
		x = b.aten(torch.AtenUnsqueeze, x, b.int(0))
		if n == 3 {
			x = b.aten(torch.AtenUnsqueeze, x, b.int(2))
		}
		return x
	}
	return b.aten(torch.AtenUnsqueeze, x, b.int(2))
}

func atleastNd[A selfArgs](n int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := A(op.Operands()).Self()
		if _, ok := sameTypeAs(op, x); !ok {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.atleast(x, n))
		return true
	}
}

// tensorsArgs are the argument lists of ops over a tensor list: (tensors,
// ...).
type tensorsArgs interface {
	~[]*ir.Value
	Tensors() *ir.Value
}

func atleastList[A tensorsArgs](n int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		elems, ok := torch.ListElements(A(op.Operands()).Tensors())
		u := unpackOf(op)
		if !ok || u == nil || u.NumResults() != len(elems) {
			return false
		}
		for i, e := range elems {
			if t := ranked(e); t == nil || t.Dtype != ranked(u.Result(i)).Dtype {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		vals := make([]*ir.Value, len(elems))
		for i, e := range elems {
			vals[i] = b.atleast(e, n)
		}
		b.replaceList(op, u, vals)
		return true
	}
}

func ravel(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenRavelArgs[*ir.Value](op.Operands())
	x := args.Self()
	t, ok := sameTypeAs(op, x)
	if !ok {
		return false
	}
	b := newTorchBuilder(op, rw)
	if len(t.Sizes) == 1 {
		b.replace(op, x)
		return true
	}
	n := b.int(1)
	for d := range t.Sizes {
		n = b.times(n, b.dim(x, d))
	}
	b.replace(op, b.viewed(x, n))
	return true
}

// stackOf is hstack (1), vstack (2), dstack (3) and column_stack (-1):
// each tensor made at least that rank, then cat along the op's dim.
func stackOf[A tensorsArgs](rank int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		elems, ok := torch.ListElements(A(op.Operands()).Tensors())
		rt := ranked(op.Result(0))
		if !ok || len(elems) == 0 || rt == nil {
			return false
		}
		types := make([]ir.Type, len(elems))
		for i, e := range elems {
			t := ranked(e)
			if t == nil || !torch.IsValueTensor(e.Type()) {
				return false
			}
			types[i] = t
		}
		if torch.ResultDtype(rw.Ctx, types) != rt.Dtype {
			return false
		}
		b := newTorchBuilder(op, rw)
		parts := make([]*ir.Value, len(elems))
		for i, e := range elems {
			switch {
			case rank > 0:
				parts[i] = b.atleast(e, rank)
			case len(ranked(e).Sizes) == 0:
				parts[i] = b.aten(torch.AtenView, e, b.ints(1, 1))
			case len(ranked(e).Sizes) == 1:
				parts[i] = b.aten(torch.AtenUnsqueeze, e, b.int(1))
			default:
				parts[i] = e
			}
		}
		var dim int64
		switch rank {
		case 1: // hstack: dim 0 for vectors, 1 otherwise
			if len(ranked(parts[0]).Sizes) > 1 {
				dim = 1
			}
		case 3:
			dim = 2
		case -1:
			dim = 1
		}
		b.replace(op, b.aten(torch.AtenCat, b.tensors(parts...), b.int(dim)))
		return true
	}
}

func movedim[A interface {
	selfArgs
	Destination() *ir.Value
	Source() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Self()
	t, ok := sameTypeAs(op, x)
	if !ok {
		return false
	}
	var src, dst []int64
	var ok1, ok2 bool
	if op.Name() == torch.AtenMovedimInt.Name {
		var s, d int64
		s, ok1 = torch.ConstantIntValue(args.Source())
		d, ok2 = torch.ConstantIntValue(args.Destination())
		src, dst = []int64{s}, []int64{d}
	} else {
		src, ok1 = torch.ConstantIntList(args.Source())
		dst, ok2 = torch.ConstantIntList(args.Destination())
	}
	r := len(t.Sizes)
	if !ok1 || !ok2 || len(src) != len(dst) || r == 0 {
		return false
	}
	perm := make([]int, r)
	for i := range perm {
		perm[i] = -1
	}
	moved := make([]bool, r)
	for i := range src {
		s, ok1 := normDim(src[i], r)
		d, ok2 := normDim(dst[i], r)
		if !ok1 || !ok2 || moved[s] || perm[d] >= 0 {
			return false
		}
		moved[s], perm[d] = true, s
	}
	next := 0
	for i := range perm {
		if perm[i] >= 0 {
			continue
		}
		for moved[next] {
			next++
		}
		perm[i] = next
		next++
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, b.permuted(x, perm))
	return true
}

func flipDim[A selfArgs](d int64) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := A(op.Operands()).Self()
		t, ok := sameTypeAs(op, x)
		if !ok || int64(len(t.Sizes)) <= d {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.aten(torch.AtenFlip, x, b.ints(d)))
		return true
	}
}

func rot90(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenRot90Args[*ir.Value](op.Operands())
	x := args.Self()
	t, ok := sameTypeAs(op, x)
	k, ok1 := torch.ConstantIntValue(args.K())
	ds, ok2 := torch.ConstantIntList(args.Dims())
	if !ok || !ok1 || !ok2 || len(ds) != 2 || len(t.Sizes) < 2 {
		return false
	}
	r := len(t.Sizes)
	d0, ok1 := normDim(ds[0], r)
	d1, ok2 := normDim(ds[1], r)
	if !ok1 || !ok2 || d0 == d1 {
		return false
	}
	b := newTorchBuilder(op, rw)
	swap := swappedDims(r, d0, d1)
	switch (k%4 + 4) % 4 {
	case 1:
		b.replace(op, b.permuted(b.aten(torch.AtenFlip, x, b.ints(int64(d1))), swap))
	case 2:
		b.replace(op, b.aten(torch.AtenFlip, x, b.ints(int64(d0), int64(d1))))
	case 3:
		b.replace(op, b.permuted(b.aten(torch.AtenFlip, x, b.ints(int64(d0))), swap))
	default:
		b.replace(op, x)
	}
	return true
}

func tile(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenTileArgs[*ir.Value](op.Operands())
	x := args.Self()
	t, ok := sameTypeAs(op, x)
	reps, ok1 := torch.ConstantIntList(args.Dims())
	if !ok || !ok1 {
		return false
	}
	if lead := len(t.Sizes) - len(reps); lead > 0 {
		reps = append(slices.Repeat([]int64{1}, lead), reps...)
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, b.atenAs(torch.AtenRepeat, op.Result(0).Type(), x, b.ints(reps...)))
	return true
}

// pixelShuffle is pixel_shuffle (up) and pixel_unshuffle with static
// channel and spatial sizes; leading dims may be dynamic.
func pixelShuffle[A selfArgs](up bool, factor func(A) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Self()
		t, ok := sameTypeAs(op, x)
		f, ok1 := torch.ConstantIntValue(factor(args))
		if !ok || !ok1 || len(t.Sizes) < 3 || f <= 0 {
			return false
		}
		r := len(t.Sizes)
		c, h, w := t.Sizes[r-3], t.Sizes[r-2], t.Sizes[r-1]
		if !allStatic([]int64{c, h, w}) {
			return false
		}
		if up && c%(f*f) != 0 || !up && (h%f != 0 || w%f != 0) {
			return false
		}
		b := newTorchBuilder(op, rw)
		lead := b.dims(x, 0, r-3)
		n := len(lead)
		var split, out []*ir.Value
		var perm []int
		for i := range n {
			perm = append(perm, i)
		}
		if up {
			// [*, C, f, f, H, W] -> [*, C, H, f, W, f]
			split = append(slices.Clone(lead), b.int(c/(f*f)), b.int(f), b.int(f), b.int(h), b.int(w))
			perm = append(perm, n, n+3, n+1, n+4, n+2)
			out = append(slices.Clone(lead), b.int(c/(f*f)), b.int(h*f), b.int(w*f))
		} else {
			// [*, C, H, f, W, f] -> [*, C, f, f, H, W]
			split = append(slices.Clone(lead), b.int(c), b.int(h/f), b.int(f), b.int(w/f), b.int(f))
			perm = append(perm, n, n+2, n+4, n+1, n+3)
			out = append(slices.Clone(lead), b.int(c*f*f), b.int(h/f), b.int(w/f))
		}
		y := b.permuted(b.viewed(x, split...), perm)
		b.replace(op, b.viewed(y, out...))
		return true
	}
}

func channelShuffle[A interface {
	selfArgs
	Groups() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Self()
	t, ok := sameTypeAs(op, x)
	g, ok1 := torch.ConstantIntValue(args.Groups())
	if !ok || !ok1 || len(t.Sizes) < 3 || g <= 0 {
		return false
	}
	c := t.Sizes[1]
	if c == torch.Dynamic || c%g != 0 {
		return false
	}
	r := len(t.Sizes)
	b := newTorchBuilder(op, rw)
	rest := b.dims(x, 2, r)
	split := append([]*ir.Value{b.dim(x, 0), b.int(g), b.int(c / g)}, rest...)
	y := b.permuted(b.viewed(x, split...), swappedDims(r+1, 1, 2))
	b.replace(op, b.viewed(y, append([]*ir.Value{b.dim(x, 0), b.int(c)}, rest...)...))
	return true
}

func repeatInterleave(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenRepeatInterleaveSelfIntArgs[*ir.Value](op.Operands())
	x := args.Self()
	t, ok := sameTypeAs(op, x)
	reps, ok1 := torch.ConstantIntValue(args.Repeats())
	if !ok || !ok1 || reps < 0 {
		return false
	}
	flat := torch.IsNoneValue(args.Dim()) || len(t.Sizes) == 0
	d := 0
	if !flat {
		var ok bool
		if d, ok = constDim(args.Dim(), len(t.Sizes)); !ok {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	y := x
	if flat {
		n := b.int(1)
		for k := range t.Sizes {
			n = b.times(n, b.dim(x, k))
		}
		y = b.viewed(x, n)
	}
	r := len(ranked(y).Sizes)
	u := b.aten(torch.AtenUnsqueeze, y, b.int(int64(d+1)))
	sizes := make([]*ir.Value, r+1)
	for k := range sizes {
		sizes[k] = b.int(-1)
	}
	sizes[d+1] = b.int(reps)
	e := b.aten(torch.AtenExpand, u, b.list(sizes...), b.bool(false))
	out := b.dims(y, 0, r)
	out[d] = b.times(out[d], b.int(reps))
	b.replace(op, b.viewed(e, out...))
	return true
}

// ---- identities ----

// identity rewrites an op whose value is its operand's to the one-operand
// op target (alias, clone); noComplex declines complex operands, bool
// operands are declined otherwise (PyTorch rejects them).
func identity[A selfArgs](target *ir.OpDef, noComplex bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := A(op.Operands()).Self()
		t, ok := sameTypeAs(op, x)
		if !ok || noComplex && isComplex(t.Dtype) || !noComplex && isBool(t.Dtype) {
			return false
		}
		b := newTorchBuilder(op, rw)
		if target == torch.AtenClone {
			b.replace(op, b.aten(target, x, b.none()))
		} else {
			b.replace(op, b.aten(target, x))
		}
		return true
	}
}
