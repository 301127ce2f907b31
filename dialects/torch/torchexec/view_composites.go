package torchexec

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
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
