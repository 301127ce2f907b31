package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"slices"

	"github.com/strata-compiler/strata/interp/exec"
)

// viewCompositeOps are the composite views, stacks, splits and
// rearrangements of PyTorch's Python API (atleast_*d, *stack, tensor_split,
// meshgrid, tile, take, diag, ...), each written from its definition in
// ATen (TensorShape.cpp and friends). As in views.go, a view is a copy of
// the elements it would alias. Aliases of other ops (the *_copy variants,
// divide, swapaxes, ...) take their target's semantics from torch.Aliases.
var viewCompositeOps = exec.Table{
	// mT(self): the last two dims swapped (rank >= 2).
	torch.AtenMT.Name: matrixTransposeOp[torch.AtenMTArgs[int]]("mT"),
	// mH(self): the conjugate of mT, which for real elements is mT
	// (complex.go conjugates complex ones).
	torch.AtenMH.Name: matrixTransposeOp[torch.AtenMHArgs[int]]("mH"),
	// matrix_H(self) (Tensor.H): rank 0 unchanged, rank 2 transposed;
	// other ranks are errors (conjugated as mH).
	torch.AtenMatrixH.Name: matrixHOp,
	// atleast_Nd(self): self with unit dims added up to rank N: a scalar
	// becomes [1], [1, 1] or [1, 1, 1], a vector [n] becomes [1, n] or
	// [1, n, 1], a matrix [m, n] becomes [m, n, 1].
	torch.AtenAtleast1d.Name:         atleastOp[torch.AtenAtleast1dArgs[int]](1),
	torch.AtenAtleast2d.Name:         atleastOp[torch.AtenAtleast2dArgs[int]](2),
	torch.AtenAtleast3d.Name:         atleastOp[torch.AtenAtleast3dArgs[int]](3),
	torch.AtenAtleast1dSequence.Name: atleastListOp[torch.AtenAtleast1dSequenceArgs[int]](1),
	torch.AtenAtleast2dSequence.Name: atleastListOp[torch.AtenAtleast2dSequenceArgs[int]](2),
	torch.AtenAtleast3dSequence.Name: atleastListOp[torch.AtenAtleast3dSequenceArgs[int]](3),
	// ravel(self): the elements as a 1-d tensor.
	torch.AtenRavel.Name: ravelOp,
	// vstack(tensors): cat of atleast_2d(t) along dim 0; dstack: of
	// atleast_3d(t) along dim 2; column_stack: cat along dim 1 of the
	// tensors, scalars and vectors as [n, 1] columns.
	torch.AtenVstack.Name:      stackOfOp[torch.AtenVstackArgs[int]]("vstack", 2, 0),
	torch.AtenDstack.Name:      stackOfOp[torch.AtenDstackArgs[int]]("dstack", 3, 2),
	torch.AtenColumnStack.Name: columnStackOp,
	// movedim(self, source, destination): dims source[i] go to
	// destination[i], the others keep their order in the remaining places.
	torch.AtenMovedimIntlist.Name: movedimOp[torch.AtenMovedimIntlistArgs[int]](true),
	torch.AtenMovedimInt.Name:     movedimOp[torch.AtenMovedimIntArgs[int]](false),
	// flipud(self) = flip(self, [0]) (rank >= 1); fliplr(self) =
	// flip(self, [1]) (rank >= 2).
	torch.AtenFlipud.Name: flipDimOp[torch.AtenFlipudArgs[int]]("flipud", 0),
	torch.AtenFliplr.Name: flipDimOp[torch.AtenFliplrArgs[int]]("fliplr", 1),
	// rot90(self, k, dims): k quarter turns from dims[0] towards dims[1].
	torch.AtenRot90.Name: rot90Op,
	// tile(self, dims): repeat, with dims padded with leading ones to
	// self's rank.
	torch.AtenTile.Name: tileOp,
	// pixel_unshuffle(self, r): (*, C, H*r, W*r) -> (*, C*r*r, H, W), the
	// inverse of pixel_shuffle.
	torch.AtenPixelUnshuffle.Name: pixelUnshuffleOp,
	// channel_shuffle(self, g): (N, g*k, *) viewed as (N, g, k, *), dims 1
	// and 2 swapped, and viewed back.
	torch.AtenChannelShuffle.Name:       channelShuffleOp[torch.AtenChannelShuffleArgs[int]],
	torch.AtenNativeChannelShuffle.Name: channelShuffleOp[torch.AtenNativeChannelShuffleArgs[int]],
	// unfold(self, dim, size, step): the windows self[..., i*step :
	// i*step+size, ...] along dim, each as a new last dim of the given size.
	torch.AtenUnfold.Name: unfoldOp,
	// take(self, index): self's flattened elements at index (negative
	// indices count from the end), in index's shape.
	torch.AtenTake.Name: takeOp,
	// take_along_dim(self, indices, dim?): gather along dim of self and
	// indices broadcast against each other (except along dim); with no dim,
	// of the flattened tensors.
	torch.AtenTakeAlongDim.Name: takeAlongDimOp,
	// sum_to_size(self, size): self summed down to size, to which it must
	// expand: over the leading dims and the dims where size is 1.
	torch.AtenSumToSize.Name: sumToSizeOp,
	// diag(self, diagonal): a vector becomes the square matrix with it on
	// the given diagonal; a matrix gives its diagonal.
	torch.AtenDiag.Name: diagOp,
	// diagflat(self, offset): diag of the flattened tensor.
	torch.AtenDiagflat.Name: diagflatOp,
	// diag_embed(self, offset, dim1, dim2): the last dim of self on the
	// offset-th diagonal of new dims dim1 and dim2 (of size n + |offset|),
	// zero elsewhere.
	torch.AtenDiagEmbed.Name: diagEmbedOp,
	// diagonal_scatter(self, src, offset, dim1, dim2): self with its
	// diagonal(offset, dim1, dim2) replaced by src.
	torch.AtenDiagonalScatter.Name: diagonalScatterOp,
	// broadcast_tensors(tensors): each tensor expanded to their broadcast
	// shape.
	torch.AtenBroadcastTensors.Name: broadcastTensorsOp,
	// meshgrid(tensors, indexing): N scalars or vectors give N grids of
	// shape [n0, ..., nN-1], grid i varying along dim i; "xy" indexing
	// swaps the first two dims of the grids.
	torch.AtenMeshgrid.Name:         meshgridOp(pos(torch.AtenMeshgridArgs[int].Tensors), -1),
	torch.AtenMeshgridIndexing.Name: meshgridOp(pos(torch.AtenMeshgridIndexingArgs[int].Tensors), pos(torch.AtenMeshgridIndexingArgs[int].Indexing)),
	// tensor_split(self, sections | indices | tensor, dim): sections
	// near-equal pieces (the first n % sections one larger), or the pieces
	// between the indices (as slice bounds).
	torch.AtenTensorSplitSections.Name:                tensorSplitOp(torch.AtenTensorSplitSectionsArgs[int].Sections, splitBySections),
	torch.AtenTensorSplitIndices.Name:                 tensorSplitOp(torch.AtenTensorSplitIndicesArgs[int].Indices, splitByIndices),
	torch.AtenTensorSplitTensorIndicesOrSections.Name: tensorSplitOp(torch.AtenTensorSplitTensorIndicesOrSectionsArgs[int].TensorIndicesOrSections, splitByTensor),
	// vsplit/hsplit/dsplit(self, sections | indices): tensor_split along
	// dim 0, 1 (0 for vectors), 2; a number of sections must divide the dim.
	torch.AtenVsplitInt.Name:   directionalSplitOp("vsplit", 0, torch.AtenVsplitIntArgs[int].Sections, true),
	torch.AtenVsplitArray.Name: directionalSplitOp("vsplit", 0, torch.AtenVsplitArrayArgs[int].Indices, false),
	torch.AtenHsplitInt.Name:   directionalSplitOp("hsplit", 1, torch.AtenHsplitIntArgs[int].Sections, true),
	torch.AtenHsplitArray.Name: directionalSplitOp("hsplit", 1, torch.AtenHsplitArrayArgs[int].Indices, false),
	torch.AtenDsplitInt.Name:   directionalSplitOp("dsplit", 2, torch.AtenDsplitIntArgs[int].Sections, true),
	torch.AtenDsplitArray.Name: directionalSplitOp("dsplit", 2, torch.AtenDsplitArrayArgs[int].Indices, false),
	// positive(self): self; PyTorch rejects bool tensors.
	torch.AtenPositive.Name: positiveOp,
	// conj_physical(self): the conjugate, which for the real element types
	// is a copy (complex.go conjugates complex ones).
	torch.AtenConjPhysical.Name: copyOfSelf[torch.AtenConjPhysicalArgs[int]],
}

// tensorsPositions are the argument lists, over operand positions, of
// ops of one list of tensors.
type tensorsPositions interface {
	~[]int
	Tensors() int
}

// ---- transposes ----

func matrixTransposeOp[A selfPositions](name string) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(A(operandPositions).Self())
		if err != nil {
			return err
		}
		rank := len(t.Shape)
		if rank < 2 {
			return c.Errorf("tensor.%s is only supported on matrices or batches of matrices. Got %d-D tensor.", name, rank)
		}
		return setView(c, 0, t, wholeView(t).permute(swapped(rank, rank-2, rank-1)))
	}
}

func matrixHOp(c *exec.Ctx) error {
	a := torch.AtenMatrixHArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	switch len(t.Shape) {
	case 0:
		return setResult(c, 0, t.Clone())
	case 2:
		return setView(c, 0, t, wholeView(t).permute([]int{1, 0}))
	}
	return c.Errorf("tensor.H is only supported on matrices (2-D tensors). Got %d-D tensor.", len(t.Shape))
}

// ---- reshapes ----

// atleast is t with unit dims added up to rank n (n <= 3), as
// atleast_1d/2d/3d place them.
func atleast(t *exec.Tensor, n int) *exec.Tensor {
	s := t.Shape
	switch {
	case len(s) >= n:
		return t
	case len(s) == 0:
		s = []int64{1, 1, 1}[:n]
	case len(s) == 1 && n == 2:
		s = []int64{1, s[0]}
	case len(s) == 1:
		s = []int64{1, s[0], 1}
	default: // a matrix made 3-d
		s = []int64{s[0], s[1], 1}
	}
	return reshaped(t, s)
}

func atleastOp[A selfPositions](n int) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(A(operandPositions).Self())
		if err != nil {
			return err
		}
		return setResult(c, 0, atleast(t, n).Clone())
	}
}

func atleastListOp[A tensorsPositions](n int) exec.Semantics {
	return func(c *exec.Ctx) error {
		ts, err := tensorList(c, A(operandPositions).Tensors())
		if err != nil {
			return err
		}
		out := make([]*exec.Tensor, len(ts))
		for i, t := range ts {
			out[i] = atleast(t, n).Clone()
		}
		setTensorList(c, 0, out)
		return nil
	}
}

func ravelOp(c *exec.Ctx) error {
	a := torch.AtenRavelArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	return setResult(c, 0, reshaped(t, []int64{t.Len()}))
}

// ---- stacks ----

// stackOfOp is vstack (rank 2, dim 0) and dstack (rank 3, dim 2).
func stackOfOp[A tensorsPositions](name string, rank int, dim int64) exec.Semantics {
	return func(c *exec.Ctx) error {
		ts, err := tensorList(c, A(operandPositions).Tensors())
		if err != nil {
			return err
		}
		if len(ts) == 0 {
			return c.Errorf("%s expects a non-empty TensorList", name)
		}
		parts := make([]*exec.Tensor, len(ts))
		for i, t := range ts {
			parts[i] = atleast(t, rank)
		}
		return concat(c, parts, dim)
	}
}

func columnStackOp(c *exec.Ctx) error {
	ts, err := tensorList(c, torch.AtenColumnStackArgs[int](operandPositions).Tensors())
	if err != nil {
		return err
	}
	if len(ts) == 0 {
		return c.Errorf("column_stack expects a non-empty TensorList")
	}
	parts := make([]*exec.Tensor, len(ts))
	for i, t := range ts {
		parts[i] = t
		if len(t.Shape) <= 1 {
			parts[i] = reshaped(t, []int64{t.Len(), 1})
		}
	}
	return concat(c, parts, 1)
}

// ---- permutations and flips ----

// movedPermutation is movedim's permutation: result dim dst[i] is dim
// src[i], the other result dims take the other dims in order.
func movedPermutation(c *exec.Ctx, src, dst []int64, rank int) ([]int, error) {
	if len(src) != len(dst) {
		return nil, c.Errorf("movedim: Invalid source or destination dims: source (%v dims) should contain the same number of dims as destination (%v dims)", src, dst)
	}
	perm := make([]int, rank)
	for i := range perm {
		perm[i] = -1
	}
	moved := make([]bool, rank)
	for i := range src {
		s, err := normDim(c, src[i], rank)
		if err != nil {
			return nil, err
		}
		d, err := normDim(c, dst[i], rank)
		if err != nil {
			return nil, err
		}
		if moved[s] || perm[d] >= 0 {
			return nil, c.Errorf("movedim: repeated dim in source %v or destination %v", src, dst)
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
	return perm, nil
}

func movedimOp[A interface {
	selfPositions
	Source() int
	Destination() int
}](lists bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		var src, dst []int64
		if lists {
			if src, err = intList(c, a.Source()); err != nil {
				return err
			}
			if dst, err = intList(c, a.Destination()); err != nil {
				return err
			}
		} else {
			src, dst = []int64{scalarI(c, a.Source())}, []int64{scalarI(c, a.Destination())}
		}
		perm, err := movedPermutation(c, src, dst, len(t.Shape))
		if err != nil {
			return err
		}
		return setView(c, 0, t, wholeView(t).permute(perm))
	}
}

// flipped is the view of t reversed along each of dims.
func flipped(t *exec.Tensor, dims ...int) strided {
	v := wholeView(t)
	for _, d := range dims {
		if v.shape[d] > 0 {
			v.offset += (v.shape[d] - 1) * v.strides[d]
			v.strides[d] = -v.strides[d]
		}
	}
	return v
}

func flipDimOp[A selfPositions](name string, dim int) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(A(operandPositions).Self())
		if err != nil {
			return err
		}
		if len(t.Shape) <= dim {
			return c.Errorf("%s: input must be >= %d-d", name, dim+1)
		}
		return setView(c, 0, t, flipped(t, dim))
	}
}

func rot90Op(c *exec.Ctx) error {
	a := torch.AtenRot90Args[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	dims, err := intList(c, a.Dims())
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	if len(dims) != 2 {
		return c.Errorf("expected total rotation dims == 2, but got dims = %d", len(dims))
	}
	if rank < 2 {
		return c.Errorf("expected total dims >= 2, but got total dims = %d", rank)
	}
	d0, err := normDim(c, dims[0], rank)
	if err != nil {
		return err
	}
	d1, err := normDim(c, dims[1], rank)
	if err != nil {
		return err
	}
	if d0 == d1 {
		return c.Errorf("expected rotation dims to be different, but got dim0 = %d and dim1 = %d", d0, d1)
	}
	switch floorMod(scalarI(c, a.K()), 4) {
	case 1: // flip(d1).transpose(d0, d1)
		return setView(c, 0, t, flipped(t, d1).permute(swapped(rank, d0, d1)))
	case 2:
		return setView(c, 0, t, flipped(t, d0, d1))
	case 3: // flip(d0).transpose(d0, d1)
		return setView(c, 0, t, flipped(t, d0).permute(swapped(rank, d0, d1)))
	}
	return setResult(c, 0, t.Clone())
}

func tileOp(c *exec.Ctx) error {
	a := torch.AtenTileArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	dims, err := intList(c, a.Dims())
	if err != nil {
		return err
	}
	if lead := len(t.Shape) - len(dims); lead > 0 {
		dims = append(slices.Repeat([]int64{1}, lead), dims...)
	}
	return repeatTo(c, t, dims)
}

// repeatTo makes result 0 from t tiled repeats[d] times along each dim d
// (extra repeats add leading dims): repeat's meaning.
func repeatTo(c *exec.Ctx, t *exec.Tensor, repeats []int64) error {
	if len(repeats) < len(t.Shape) {
		return c.Errorf("number of dimensions of repeat dims (%d) can not be smaller than number of dimensions of tensor (%d)", len(repeats), len(t.Shape))
	}
	lead := len(repeats) - len(t.Shape)
	padded := append(slices.Repeat([]int64{1}, lead), t.Shape...)
	shape := make([]int64, len(repeats))
	for i, r := range repeats {
		if r < 0 {
			return c.Errorf("repeats cannot be negative: %v", repeats)
		}
		if padded[i] != 0 && r > maxElements/padded[i] {
			return c.Errorf("repeats %v make too large a tensor", repeats)
		}
		shape[i] = padded[i] * r
	}
	if err := checkSizes(c, shape); err != nil {
		return err
	}
	src := reshaped(t, padded)
	return gatherIndex(c, src, shape, func(idx, from []int64) {
		for i := range idx {
			from[i] = idx[i] % padded[i]
		}
	})
}

// ---- channel rearrangements ----

func pixelUnshuffleOp(c *exec.Ctx) error {
	a := torch.AtenPixelUnshuffleArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if err := needRank(c, t, 3); err != nil {
		return err
	}
	r := scalarI(c, a.DownscaleFactor())
	rank := len(t.Shape)
	ch, h, w := t.Shape[rank-3], t.Shape[rank-2], t.Shape[rank-1]
	if r <= 0 || r > maxWindowParam {
		return c.Errorf("pixel_unshuffle expects a positive downscale_factor, got %d", r)
	}
	if h%r != 0 || w%r != 0 {
		return c.Errorf("pixel_unshuffle expects height (%d) and width (%d) to be divisible by downscale_factor %d", h, w, r)
	}
	shape := append([]int64(nil), t.Shape...)
	shape[rank-3], shape[rank-2], shape[rank-1] = ch*r*r, h/r, w/r
	if err := checkSizes(c, shape); err != nil {
		return err
	}
	return gatherIndex(c, t, shape, func(idx, from []int64) {
		copy(from, idx)
		k := idx[rank-3]
		from[rank-3] = k / (r * r)
		from[rank-2] = idx[rank-2]*r + k/r%r
		from[rank-1] = idx[rank-1]*r + k%r
	})
}

func channelShuffleOp[A interface {
	selfPositions
	Groups() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if err := needRank(c, t, 3); err != nil {
		return err
	}
	g := scalarI(c, a.Groups())
	ch := t.Shape[1]
	if g <= 0 {
		return c.Errorf("Number of groups to divide channels in must be positive. Value of groups:%d", g)
	}
	if ch%g != 0 {
		return c.Errorf("Number of channels must be divisible by groups. Got %d channels and %d groups.", ch, g)
	}
	k := ch / g
	return gatherIndex(c, t, t.Shape, func(idx, from []int64) {
		copy(from, idx)
		// Output channel a*g + b is input channel b*k + a.
		from[1] = idx[1]%g*k + idx[1]/g
	})
}

// ---- windows and gathers ----

func unfoldOp(c *exec.Ctx) error {
	a := torch.AtenUnfoldArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	rank := len(t.Shape)
	d, err := dimOf(c, a.Dimension(), rank)
	if err != nil {
		return err
	}
	size, step := scalarI(c, a.Size()), scalarI(c, a.Step())
	n := int64(1)
	if rank > 0 {
		n = t.Shape[d]
	}
	if size < 0 || size > n {
		return c.Errorf("maximum size for tensor at dimension %d is %d but size is %d", d, n, size)
	}
	if step <= 0 {
		return c.Errorf("step is %d but must be > 0", step)
	}
	if rank == 0 {
		// A scalar unfolds into [size] (size 0 or 1).
		return setView(c, 0, t, strided{shape: []int64{size}, strides: []int64{1}})
	}
	v := wholeView(t)
	st := v.strides[d]
	v.shape[d] = (n-size)/step + 1
	v.strides[d] = st * step
	return setView(c, 0, t, v.insertDim(rank, size, st))
}

func takeOp(c *exec.Ctx) error {
	a := torch.AtenTakeArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	idx, err := c.Tensor(a.Index())
	if err != nil {
		return err
	}
	if idx.IsFloat() || exec.ElemOf(idx.Elem).Width != 64 {
		return c.Errorf("take(): Expected a long tensor for index")
	}
	out, err := newResult(c, 0, idx.Shape)
	if err != nil {
		return err
	}
	n := t.Len()
	for i := int64(0); i < idx.Len(); i++ {
		k := idx.Int(i)
		if k < -n || k >= n {
			return c.Errorf("out of range: tried to access index %d on a tensor of %d elements.", k, n)
		}
		if k < 0 {
			k += n
		}
		copyElem(out, i, t, k)
	}
	return nil
}

func takeAlongDimOp(c *exec.Ctx) error {
	a := torch.AtenTakeAlongDimArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	idx, err := c.Tensor(a.Indices())
	if err != nil {
		return err
	}
	if idx.IsFloat() || exec.ElemOf(idx.Elem).Width != 64 {
		return c.Errorf("torch.take_along_dim(): dtype of indices should be Long")
	}
	if isNone(c, a.Dim()) {
		flat, fidx := reshaped(t, []int64{t.Len()}), reshaped(idx, []int64{idx.Len()})
		return gatherAlong(c, flat, fidx, 0)
	}
	if len(t.Shape) != len(idx.Shape) {
		return c.Errorf("torch.take_along_dim(): input and indices should have the same number of dimensions, but got %d dimensions for input, and %d dimensions for indices", len(t.Shape), len(idx.Shape))
	}
	d, err := dimOf(c, a.Dim(), len(t.Shape))
	if err != nil {
		return err
	}
	if len(t.Shape) == 0 {
		return gatherAlong(c, reshaped(t, []int64{1}), reshaped(idx, []int64{1}), 0)
	}
	self := append([]int64(nil), t.Shape...)
	self[d] = idx.Shape[d]
	shape, ok := broadcastShapes(self, idx.Shape)
	if !ok {
		return c.Errorf("take_along_dim: shapes %v and %v do not broadcast (dim %d aside)", t.Shape, idx.Shape, d)
	}
	selfShape := append([]int64(nil), shape...)
	selfShape[d] = t.Shape[d]
	tb := strided{shape: selfShape, strides: broadcastStrides(t.Shape, selfShape)}.part(t)
	ib := strided{shape: shape, strides: broadcastStrides(idx.Shape, shape)}.part(idx)
	return gatherAlong(c, tb, ib, d)
}

// gatherAlong makes result 0, of idx's shape: out[i] = t[i with dim d
// replaced by idx[i]] (t and idx of one rank, equal sizes but along d),
// gather's meaning (an index must be in [0, size)).
func gatherAlong(c *exec.Ctx, t, idx *exec.Tensor, d int) error {
	out, err := newResult(c, 0, idx.Shape)
	if err != nil {
		return err
	}
	if len(t.Shape) == 0 {
		return nil
	}
	n := t.Shape[d]
	from := make([]int64, len(t.Shape))
	return eachIndex(idx.Shape, func(o int64, i []int64) error {
		k := idx.Int(o)
		if k < 0 || k >= n {
			return c.Errorf("index %d is out of bounds for dimension %d with size %d", k, d, n)
		}
		copy(from, i)
		from[d] = k
		copyElem(out, o, t, exec.Linear(t.Shape, from))
		return nil
	})
}

func sumToSizeOp(c *exec.Ctx) error {
	a := torch.AtenSumToSizeArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	size, err := intList(c, a.Size())
	if err != nil {
		return err
	}
	lead := len(t.Shape) - len(size)
	if lead < 0 {
		return c.Errorf("size %v is not expandable to size %v", size, t.Shape)
	}
	for i, s := range size {
		if s != t.Shape[lead+i] && s != 1 {
			return c.Errorf("size %v is not expandable to size %v", size, t.Shape)
		}
	}
	out, err := newResult(c, 0, size)
	if err != nil {
		return err
	}
	// Each element adds into the one it sums to: the leading dims go and
	// the dims of size 1 read position 0.
	float := out.IsFloat()
	sums := make([]float64, out.Len())
	isums := make([]int64, out.Len())
	var csums []complex128
	if out.IsComplex() {
		csums = make([]complex128, out.Len())
	}
	to := make([]int64, len(size))
	if err := eachIndex(t.Shape, func(o int64, idx []int64) error {
		for i, s := range size {
			to[i] = min(idx[lead+i], s-1)
		}
		k := exec.Linear(size, to)
		if csums != nil {
			csums[k] += getC(t, o)
		} else if float {
			sums[k] += getF(t, o)
		} else {
			isums[k] += getI(t, o)
		}
		return nil
	}); err != nil {
		return err
	}
	for k := range sums {
		if csums != nil {
			setC(out, int64(k), csums[k])
		} else if float {
			setF(out, int64(k), sums[k])
		} else {
			setI(out, int64(k), isums[k])
		}
	}
	return nil
}

// ---- diagonals ----

// diagonalLength is the length of the offset-th diagonal of an n1 x n2
// matrix and the (row, col) where it starts.
func diagonalLength(n1, n2, offset int64) (n, row, col int64) {
	if offset >= 0 {
		return max(min(n1, n2-offset), 0), 0, offset
	}
	return max(min(n1+offset, n2), 0), -offset, 0
}

func diagOp(c *exec.Ctx) error {
	a := torch.AtenDiagArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	offset := scalarI(c, a.Diagonal())
	switch len(t.Shape) {
	case 1:
		return embedDiagonal(c, t, offset, 0, 1)
	case 2:
		n, row, col := diagonalLength(t.Shape[0], t.Shape[1], offset)
		return setView(c, 0, t, strided{shape: []int64{n}, strides: []int64{t.Shape[1] + 1}, offset: min(row*t.Shape[1]+col, t.Len())})
	}
	return c.Errorf("diag(): Supports 1D or 2D tensors. Got %dD", len(t.Shape))
}

func diagflatOp(c *exec.Ctx) error {
	a := torch.AtenDiagflatArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	return embedDiagonal(c, reshaped(t, []int64{t.Len()}), scalarI(c, a.Offset()), 0, 1)
}

func diagEmbedOp(c *exec.Ctx) error {
	a := torch.AtenDiagEmbedArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	rank := len(t.Shape) + 1
	d1, err := dimOf(c, a.Dim1(), rank)
	if err != nil {
		return err
	}
	d2, err := dimOf(c, a.Dim2(), rank)
	if err != nil {
		return err
	}
	if d1 == d2 {
		return c.Errorf("diagonal dimensions cannot be identical %d, %d", d1, d2)
	}
	if len(t.Shape) == 0 {
		t = reshaped(t, []int64{1})
	}
	return embedDiagonal(c, t, scalarI(c, a.Offset()), d1, d2)
}

// embedDiagonal makes result 0: t's last dim on the offset-th diagonal of
// new dims d1 and d2 (of the result's rank, rank(t) + 1), zero elsewhere.
func embedDiagonal(c *exec.Ctx, t *exec.Tensor, offset int64, d1, d2 int) error {
	if offset > maxElements || offset < -maxElements {
		return c.Errorf("diagonal offset %d is too large", offset)
	}
	r := len(t.Shape)
	n := t.Shape[r-1] + max(offset, -offset)
	// The result's other dims are t's batch dims, in order.
	shape := make([]int64, r+1)
	batch := 0
	for i := range shape {
		if i == d1 || i == d2 {
			shape[i] = n
			continue
		}
		shape[i] = t.Shape[batch]
		batch++
	}
	if err := checkSizes(c, shape); err != nil {
		return err
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	from := make([]int64, r)
	return eachIndex(shape, func(o int64, idx []int64) error {
		i, j := idx[d1], idx[d2]
		if j-i != offset {
			return nil
		}
		b := 0
		for k := range idx {
			if k != d1 && k != d2 {
				from[b] = idx[k]
				b++
			}
		}
		from[r-1] = min(i, j)
		copyElem(out, o, t, exec.Linear(t.Shape, from))
		return nil
	})
}

func diagonalScatterOp(c *exec.Ctx) error {
	a := torch.AtenDiagonalScatterArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	src, err := c.Tensor(a.Src())
	if err != nil {
		return err
	}
	if err := needRank(c, t, 2); err != nil {
		return err
	}
	offset := scalarI(c, a.Offset())
	d1, err := dimOf(c, a.Dim1(), len(t.Shape))
	if err != nil {
		return err
	}
	d2, err := dimOf(c, a.Dim2(), len(t.Shape))
	if err != nil {
		return err
	}
	if d1 == d2 {
		return c.Errorf("diagonal dimensions cannot be identical %d, %d", d1, d2)
	}
	n, row, col := diagonalLength(t.Shape[d1], t.Shape[d2], offset)
	v := wholeView(t)
	s1, s2 := v.strides[d1], v.strides[d2]
	v = v.dropDim(max(d1, d2), 0).dropDim(min(d1, d2), 0)
	v = v.insertDim(len(v.shape), n, s1+s2)
	if n > 0 {
		v.offset = row*s1 + col*s2
	}
	if !slices.Equal(v.shape, src.Shape) {
		return c.Errorf("diagonal_scatter: src of shape %v does not match the diagonal's shape %v", src.Shape, v.shape)
	}
	out, err := newResult(c, 0, t.Shape)
	if err != nil {
		return err
	}
	for i := int64(0); i < t.Len(); i++ {
		copyElem(out, i, t, i)
	}
	forEach(v.shape, [][]int64{v.strides}, func(o int64, pos []int64) {
		copyElem(out, v.offset+pos[0], src, o)
	})
	return nil
}

// ---- lists of tensors ----

func broadcastTensorsOp(c *exec.Ctx) error {
	ts, err := tensorList(c, torch.AtenBroadcastTensorsArgs[int](operandPositions).Tensors())
	if err != nil {
		return err
	}
	shapes := make([][]int64, len(ts))
	for i, t := range ts {
		shapes[i] = t.Shape
	}
	shape, ok := broadcastShapes(shapes...)
	if !ok {
		return c.Errorf("broadcast_tensors: shapes %v do not broadcast", shapes)
	}
	out := make([]*exec.Tensor, len(ts))
	for i, t := range ts {
		out[i] = strided{shape: shape, strides: broadcastStrides(t.Shape, shape)}.part(t)
	}
	setTensorList(c, 0, out)
	return nil
}

// meshgridOp is meshgrid(tensors) or, when indexing is not -1,
// meshgrid.indexing(tensors, indexing), tensors and indexing their
// operands' positions.
func meshgridOp(tensors, indexing int) exec.Semantics {
	return func(c *exec.Ctx) error {
		ts, err := tensorList(c, tensors)
		if err != nil {
			return err
		}
		xy := false
		if indexing >= 0 {
			switch s, _ := c.Args[indexing].Ref.(string); s {
			case "ij":
			case "xy":
				xy = true
			default:
				return c.Errorf("torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: %s", s)
			}
		}
		if len(ts) == 0 {
			return c.Errorf("torch.meshgrid: Expected at least one tensor")
		}
		shape := make([]int64, len(ts))
		for i, t := range ts {
			if len(t.Shape) > 1 {
				return c.Errorf("torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: %v", t.Shape)
			}
			if elemOf(t) != elemOf(ts[0]) {
				return c.Errorf("torch.meshgrid: Expected all tensors in the tensor list to have the same dtype")
			}
			shape[i] = t.Len()
		}
		// Grid i varies along dim i; "xy" exchanges dims 0 and 1.
		along := make([]int, len(ts))
		for i := range along {
			along[i] = i
		}
		if xy && len(ts) >= 2 {
			shape[0], shape[1] = shape[1], shape[0]
			along[0], along[1] = 1, 0
		}
		if err := checkSizes(c, shape); err != nil {
			return err
		}
		out := make([]*exec.Tensor, len(ts))
		for i, t := range ts {
			strides := make([]int64, len(shape))
			strides[along[i]] = 1
			out[i] = strided{shape: shape, strides: strides}.part(t)
		}
		setTensorList(c, 0, out)
		return nil
	}
}

// tensor_split's piece bounds along a dim of size n, from operand arg.
type splitBounds func(c *exec.Ctx, arg int, n int64) ([][2]int64, error)

func splitBySections(c *exec.Ctx, arg int, n int64) ([][2]int64, error) {
	return sectionBounds(c, n, scalarI(c, arg))
}

func sectionBounds(c *exec.Ctx, n, sections int64) ([][2]int64, error) {
	if sections <= 0 {
		return nil, c.Errorf("number of sections must be larger than 0, got %d", sections)
	}
	if sections > maxElements {
		return nil, c.Errorf("too many sections: %d", sections)
	}
	out := make([][2]int64, sections)
	start := int64(0)
	for i := range out {
		size := n / sections
		if int64(i) < n%sections {
			size++
		}
		out[i] = [2]int64{start, start + size}
		start += size
	}
	return out, nil
}

func splitByIndices(c *exec.Ctx, arg int, n int64) ([][2]int64, error) {
	indices, err := intList(c, arg)
	if err != nil {
		return nil, err
	}
	return indexBounds(n, indices), nil
}

// indexBounds are the pieces between indices, each cut as slice cuts
// (negative bounds count from the end, bounds clamp, an end before the
// start is empty).
func indexBounds(n int64, indices []int64) [][2]int64 {
	out := make([][2]int64, len(indices)+1)
	start := int64(0)
	for i, end := range append(slices.Clone(indices), n) {
		s, e := sliceBounds(start, end, n)
		out[i] = [2]int64{s, e}
		start = end
	}
	return out
}

func splitByTensor(c *exec.Ctx, arg int, n int64) ([][2]int64, error) {
	t, err := c.Tensor(arg)
	if err != nil {
		return nil, err
	}
	if t.IsFloat() || exec.ElemOf(t.Elem).Width != 64 || len(t.Shape) > 1 {
		return nil, c.Errorf("tensor_split expected tensor_indices_or_sections to be a zero-dimensional or one-dimensional tensor of dtype long, but got shape %v", t.Shape)
	}
	if len(t.Shape) == 0 {
		return sectionBounds(c, n, t.Int(0))
	}
	indices := make([]int64, t.Len())
	for i := range indices {
		indices[i] = t.Int(int64(i))
	}
	return indexBounds(n, indices), nil
}

// tensorSplitOp is tensor_split(self, bounds, dim), arg the accessor of
// the operand bounds reads.
func tensorSplitOp[A interface {
	selfPositions
	Dim() int
}](arg func(A) int, bounds splitBounds) exec.Semantics {
	a := A(operandPositions)
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		if len(t.Shape) == 0 {
			return c.Errorf("tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims")
		}
		d, err := dimOf(c, a.Dim(), len(t.Shape))
		if err != nil {
			return err
		}
		return splitAt(c, t, d, arg(a), bounds)
	}
}

// splitAt makes result 0 the list of t's pieces along d, bounded by
// operand arg.
func splitAt(c *exec.Ctx, t *exec.Tensor, d, arg int, bounds splitBounds) error {
	bs, err := bounds(c, arg, t.Shape[d])
	if err != nil {
		return err
	}
	out := make([]*exec.Tensor, len(bs))
	for i, b := range bs {
		out[i] = wholeView(t).narrow(d, b[0], b[1]-b[0], 1).part(t)
	}
	setTensorList(c, 0, out)
	return nil
}

// directionalSplitOp is vsplit (dim 0), hsplit (dim 1, or 0 for a
// vector) and dsplit (dim 2), by a number of sections that must divide
// the dim, or by indices: arg is the accessor of sections or indices.
func directionalSplitOp[A selfPositions](name string, dim int, arg func(A) int, sections bool) exec.Semantics {
	a := A(operandPositions)
	minRank := dim + 1
	if name == "hsplit" {
		minRank = 1
	}
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		rank := len(t.Shape)
		if rank < minRank {
			return c.Errorf("torch.%s requires a tensor with at least %d dimension, but got a tensor with %d dimensions!", name, minRank, rank)
		}
		d := dim
		if name == "hsplit" && rank == 1 {
			d = 0
		}
		if sections {
			s := scalarI(c, arg(a))
			if s != 0 && t.Shape[d]%s != 0 {
				return c.Errorf("torch.%s attempted to split along dimension %d, but the size of the dimension %d is not divisible by the split_size %d!", name, d, t.Shape[d], s)
			}
			return splitAt(c, t, d, arg(a), splitBySections)
		}
		return splitAt(c, t, d, arg(a), splitByIndices)
	}
}

// ---- identities ----

func positiveOp(c *exec.Ctx) error {
	a := torch.AtenPositiveArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if !t.IsFloat() && exec.ElemOf(t.Elem).Width == 1 {
		return c.Errorf("The `+` operator, on a bool tensor is not supported.")
	}
	return setResult(c, 0, t.Clone())
}
