package linalggpu

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/nvgpu"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
)

// The tensor-core kernel, for products of f16 or bf16 elements summed in
// f32, and of f32 elements as tf32 where allowed (allow-tf32): a block of four warps computes a 64x64 tile of C, each warp 32x32
// of it as 2x2 gpu.subgroup_mma matrices of 16x16. The block walks K in
// steps of 32. Each operand's tile is staged in workgroup memory in the
// operand's own memory order (A as [m][k] or [k][m], B as [k][n] or
// [n][k]), rows padded against bank conflicts (tilePad); the fragment
// loads transpose where the order is not the fragment's. At the end the
// warps store their sums into a 64x64 f32 tile, and each thread adds C's
// start (its element or the fill) and stores through the epilogues.
//
// A block whose tiles lie inside both operands (and whose operands are
// 16-byte aligned rows of a multiple of 16 bytes) stages 16 bytes a
// vector load, without bounds checks, and loads the next step's vectors
// into registers before it multiplies the current step's tiles, so that
// global memory's latency hides behind the tensor cores. The other blocks,
// and the ragged last step of K, stage an element at a time with bounds
// checks. With tensor-core-stages=S (2 to 4) the interior blocks stage
// through a ring of S buffers of each operand's tile instead: the 16-byte
// vectors of step k+S-1 are copied with nvgpu.device_async_copy (cp.async,
// global to workgroup memory without the registers) into the buffer step
// k-1 was read from, as one group, before step k is multiplied; then the
// block waits until at most S-2 groups are in flight (step k+1 has
// landed) and meets at the one barrier of the step, which both publishes
// step k+1 and frees step k's buffer for the copies of the next step
// (tensorCoreLayout). The tensor cores sum a step's products in their
// own order: the result matches the loop nest's up to f32 rounding. A
// product of too few blocks for the chip with a long static K splits K as the SIMT
// kernel does (tensorCoreSplits): each block sums its split into a
// workspace, and a second launch adds them in split order.

const (
	tcBlockK   = 32
	tcFragment = 16 // the side of C's fragments, and of 16-bit A's and B's
	// tcChunkBytes bounds the workgroup tile the warps store their sums
	// into for the epilogue: a block whose whole tile of C is larger
	// stores it a band of fragment rows at a time.
	tcChunkBytes = 17 << 10
	// maxStages bounds tensor-core-stages.
	maxStages = 4
)

// tcShape is the tiling of a tensor-core kernel: a block of warpsM x
// warpsN warps, each computing fragsM x fragsN fragments of 16x16.
type tcShape struct{ warpsM, warpsN, fragsM, fragsN int64 }

var (
	// tcSmall: four warps of 2x2 fragments, a 64x64 tile of C.
	tcSmall = tcShape{2, 2, 2, 2}
	// tcLargeWide: eight warps of 4x2 fragments, a 128x128 tile of C:
	// a third more products per fragment load than tcSmall and half the
	// staging per product.
	tcLargeWide = tcShape{2, 4, 4, 2}
	// tcLarge: four warps of 4x4 fragments on the same tile, twice tcSmall's
	// products per fragment load, but 16 accumulators of 8 registers a
	// thread.
	tcLarge = tcShape{2, 2, 4, 4}
)

func (s tcShape) blockM() int64  { return s.warpsM * s.fragsM * tcFragment }
func (s tcShape) blockN() int64  { return s.warpsN * s.fragsN * tcFragment }
func (s tcShape) threads() int64 { return s.warpsM * s.warpsN * 32 }

// maxStaticShared is the most static workgroup memory a block may have,
// the default of tensor-core-shared-bytes; maxSharedBytes is the most an
// sm_90 block may have (227 KB), beyond 48 KB as dynamic shared memory.
const maxStaticShared, maxSharedBytes = 48 << 10, 227 << 10

// chunkFragments is the number of each warp's fragment rows stored at a
// time for the epilogue: all of them when C's tile fits tcChunkBytes.
func (s tcShape) chunkFragments(elem ir.Type) int64 {
	rowBytes := (s.blockN() + 4) * int64(ir.IntOrFloatBitWidth(elem)/8)
	for p := s.fragsM; p > 1; p /= 2 {
		if s.fragsM%p == 0 && s.warpsM*p*tcFragment*rowBytes <= tcChunkBytes {
			return p
		}
	}
	return 1
}

// vectorElements is the number of in elements in 16 bytes: what one vector
// load stages, and what a staged row is padded by.
func vectorElements(in ir.Type) int64 { return 16 / int64(ir.IntOrFloatBitWidth(in)/8) }

// fragmentK is the k extent of A's and B's fragments: 16 for 16-bit
// elements, 8 for f32 (tf32).
func fragmentK(in ir.Type) int64 {
	if ir.IntOrFloatBitWidth(in) == 32 {
		return 8
	}
	return tcFragment
}

// tensorCoreElements says whether a product of in elements summed in acc
// runs on the tensor cores: f16 and bf16 always, f32 as tf32 when allowed.
func tensorCoreElements(in, acc ir.Type, allowTF32 bool) bool {
	ft, ok1 := in.(*ir.FloatType)
	at, ok2 := acc.(*ir.FloatType)
	if !ok1 || !ok2 || at.Kind != ir.F32 {
		return false
	}
	return ft.Kind == ir.F16 || ft.Kind == ir.BF16 || (ft.Kind == ir.F32 && allowTF32)
}

// productOperands are what both kernels take from the matched product.
type productOperands struct {
	op             *ir.Operation
	p              product
	A, B, C        *ir.Value
	M, N, K, batch *ir.Value
	fill           *ir.Operation
	start          *ir.Value
	epis           []*epilogue
	prologues      map[*ir.Value]*prologue
	elem, inElem   ir.Type
	shape          []int64 // C's
	batched        bool
}

// staticBatch is C's batch size (1 when unbatched; dynamic as ir.ShapedDynamic).
func (o productOperands) staticBatch() int64 {
	if !o.batched {
		return 1
	}
	return o.shape[0]
}

// stagedOperand is A or B of a tensor-core product as staged in
// workgroup memory: a tile of rows() x cols elements in the operand's
// memory order (the K step's 32 along k, the block's extent along m or n).
type stagedOperand struct {
	mem     *ir.Value
	batched bool
	kMajor  bool  // the tile's rows run along k (A as [k][m], B as [k][n])
	extent  int64 // the block's rows of C (A) or columns (B)
	cols    int64 // 32 along k, else extent
	tile    *ir.Value
	// mn0 is the block's first row of A (m) or column of B (n), mnBound M
	// or N.
	mn0, mnBound *ir.Value
	// vectors: the interior blocks stage this operand 16 bytes at a time
	// (vectorStagingCondition decides).
	vectors bool
}

// rows is the tile's number of rows.
func (s *stagedOperand) rows() int64 { return s.extent * tcBlockK / s.cols }

// kStepOf says where an operand's element at (row, col) of its tile lies
// along K at step k0: k0 is a multiple of the step from the block's start,
// a multiple of it too.
func kStepOf(s *stagedOperand, k0, row, col *ir.Value) *kStep {
	step := &kStep{pos: 0, base: k0, offset: row, step: tcBlockK}
	if !s.kMajor {
		step.pos, step.offset = 1, col
	}
	if s.batched {
		step.pos++
	}
	return step
}

// tileType is the workgroup buffer of an operand's tile of extent rows
// of C (A) or columns (B) by the K step; with stages > 1, a ring of that
// many such tiles, the stage first (memref<S x rows x cols>).
func tileType(ctx *ir.Context, elem ir.Type, kMajor bool, extent, stages int64) *ir.MemRefType {
	wg := gpu.Enum(ctx, "address_space", "workgroup")
	pad := tilePad(elem, kMajor)
	dims := []int64{extent, tcBlockK + pad}
	if kMajor {
		dims = []int64{tcBlockK, extent + pad}
	}
	if stages > 1 {
		dims = append([]int64{stages}, dims...)
	}
	return ctx.MemRefType(dims, elem, nil, wg)
}

// tilePad is the elements a tile's rows are padded by: 16 bytes, so that
// the eight 16-byte rows of an ldmatrix fall in distinct banks. A k-major
// tile of 32-bit elements takes 32: tf32's fragments read it a scalar a
// lane, lane l at row l%4 and column l/4, which rows of 4 mod 32 words put
// two lanes to a bank and rows of 8 mod 32 words spread over all 32.
func tilePad(elem ir.Type, kMajor bool) int64 {
	if kMajor && ir.IntOrFloatBitWidth(elem) == 32 {
		return 2 * vectorElements(elem)
	}
	return vectorElements(elem)
}

// tcLayout is a tensor-core kernel's workgroup memory: its tiling, the
// buffers of each operand's tile (stages), and the band of sums the
// epilogue stores at a time: chunk fragment rows of bandWarpRows warp rows
// (all of them, or one at a time), each row of the band blockN f32 wide
// plus bandPad.
type tcLayout struct {
	tcShape
	stages, chunk, bandWarpRows, bandPad int64
}

// bandBytes is the workgroup memory of the epilogue's band of acc sums.
func (l tcLayout) bandBytes(acc ir.Type) int64 {
	return l.bandWarpRows * l.chunk * tcFragment * (l.blockN() + l.bandPad) * int64(ir.IntOrFloatBitWidth(acc)/8)
}

// tensorCoreLayout is the kernel's workgroup memory, and whether it fits
// k.sharedBytes(): the most stages up to tcStages (one where no block
// stages vectors, async false: nothing would copy into a ring), counted
// exactly from the tiles' types (A's and B's orders pad different sides),
// each with the widest band that fits: before a stage goes, the band
// narrows to the first fragment row of each warp (rows padded by 4 f32
// against bank conflicts), then to one warp row's at a time, then
// unpadded (16 x 128 f32 is 8 KB: two 20 KB stages of bf16 128x128 tiles
// with B as [n][k] then fill the 48 KB exactly; tf32's one 36 KB stage of
// 128x128 tiles leaves room for one warp row's band). The band does not
// alias the rings: the interpreter's memory is typed, and a memref.view
// cannot show bf16 elements as f32.
func (k *kernel) tensorCoreLayout(o productOperands, shape tcShape, aKMajor, bKMajor, async bool) (tcLayout, bool) {
	chunk := shape.chunkFragments(o.elem)
	wanted := k.stagesFor(shape)
	if !async {
		wanted = 1
	}
	ctx := k.b.Ctx
	stageBytes := int64(0)
	for _, t := range []*ir.MemRefType{tileType(ctx, o.inElem, aKMajor, shape.blockM(), 1), tileType(ctx, o.inElem, bKMajor, shape.blockN(), 1)} {
		stageBytes += t.Dims[0] * t.Dims[1] * int64(ir.IntOrFloatBitWidth(o.inElem)/8)
	}
	for stages := wanted; stages >= 1; stages-- {
		for _, band := range [][3]int64{{chunk, shape.warpsM, 4}, {1, shape.warpsM, 4}, {1, 1, 4}, {1, 1, 0}} {
			c := tcLayout{tcShape: shape, stages: stages, chunk: band[0], bandWarpRows: band[1], bandPad: band[2]}
			if stages*stageBytes+c.bandBytes(o.elem) <= k.sharedBytes() {
				return c, true
			}
		}
	}
	return tcLayout{}, false
}

// sharedBytes is the workgroup memory a tensor-core block may take:
// tensor-core-shared-bytes, 48 KB where the kernel was built without the
// pass's options (tests).
func (k *kernel) sharedBytes() int64 {
	if k.tcSharedBytes == 0 {
		return maxStaticShared
	}
	return k.tcSharedBytes
}

// smBytes is the shared memory of an SM of the H100 and H200 (228 KB),
// of which each block also takes 1 KB.
const smBytes, blockReservedBytes = 228 * 1024, 1024

// tf32MinBlocks is the blocks an SM a tf32 kernel of 64x64 tiles asks for
// by default: ptxas then keeps a thread under 96 registers (65536 / (5 x
// 128), rounded down to its allocation unit of 8). resnet18's layer1 tf32
// products otherwise take 132, three blocks an SM. On an H100 the model at
// batch 32 took 2.322 against 2.370 ms (2.201 against 2.300 as a graph) in
// one call (bench/gpu/results/h100-min-blocks-2026-12-06m.tsv) and 2.38
// against 2.44 in another (h100-min-blocks-2026-12-06l.tsv). Four were
// slower (2.59 and 2.80 ms): a bound that keeps the 132 registers' layer1
// at three blocks does not pay for itself.
const tf32MinBlocks = 5

// minBlocks is the blocks an SM the kernel asks for, 0 for none: for 64x64
// tiles (four warps of 2x2 fragments, 32 f32 of sums a thread)
// tensor-core-min-blocks, or where it is 0 tf32MinBlocks for tf32 and none
// for 16-bit operands (whose kernels take 110 to 136 registers and whose
// stages' buffers leave room for four blocks: not measured), as many as
// their workgroup buffers leave room for; 1 leaves ptxas its choice. The
// 128x128 tiles keep ptxas's choice: a thread's 64x64 of sums alone are
// 128 registers.
func (k *kernel) minBlocks(shape tcShape, inElem ir.Type, workgroup ...ir.Type) int64 {
	if shape != tcSmall {
		return 0
	}
	want := k.tcMinBlocks
	if want == 0 {
		if ft, ok := inElem.(*ir.FloatType); !ok || ft.Kind != ir.F32 {
			return 0
		}
		want = tf32MinBlocks
	}
	bytes := int64(blockReservedBytes)
	for _, t := range workgroup {
		mt := t.(*ir.MemRefType)
		bytes += ir.NumElements(mt) * int64(ir.IntOrFloatBitWidth(mt.Elem)/8)
	}
	if blocks := min(want, smBytes/bytes); blocks > 1 {
		return blocks
	}
	return 0
}

// stagesFor is tensor-core-stages, or where it is 0 the measured choice:
// two cp.async stages for 128x128 tiles of four warps (whose one-stage
// kernel spills), one otherwise. On the H200 (2026-12-05, bf16 8192^3,
// bench/gpu/results/h200-tile-variants-2026-12-05.tsv): 64x64 tiles 6.80
// ms with one stage, 7.3 with two or three; 128x128 of eight warps 6.56
// with one, 7.0 with two; of four warps with two 4.35. resnet18's tf32
// convolutions at batch 32 (64x64 tiles) took 8.5 ms with one stage, 9.4
// with two or three. With the ring's loaded elements stored after the
// products (an implicit GEMM's gathered A), resnet18 at batch 32 took
// 3.01-3.05 ms with two stages against 4.58 before and 2.45-2.47 with one
// on an H100 (2026-12-06, bench/gpu/results/h100-stages-*2026-12-06*.tsv).
func (k *kernel) stagesFor(shape tcShape) int64 {
	if k.tcStages > 0 {
		return k.tcStages
	}
	if shape == tcLarge {
		return 2
	}
	return 1
}

// tensorCoreShape picks the kernel's tiling: 64x64 tiles, 128x128 ones
// (eight warps, or four with tensor-core-warps=4 for 16-bit elements:
// tf32's 64x64 of sums a warp would leave no registers for its
// fragments), or with tensor-core-tile=0 the 128x128 tiles where the
// product's static sizes hold a whole such tile and give at least
// target-blocks of them. tf32 takes 128x128 tiles only when asked
// (tensor-core-tile=128): they fit the 48 KB with one stage and a band of
// one warp row (tensorCoreLayout), but at 168-176 registers a block is
// alone on its SM: resnet18 at batch 32 took 3.97 ms against 2.45 on an
// H100 on 2026-12-06, only its last stage faster (0.46 against 0.52 ms).
// (64x128 tiles of four warps of 4x2 fragments, which halve the scalar
// loads of tf32's B fragments,
// were slower on an H100 on 2026-12-06: resnet18 at batch 32 took 3.88 ms
// against 3.62, its first stage's products 0.43 against 0.30 ms; 168
// registers a thread leave three blocks a SM, of half as many.)
func (k *kernel) tensorCoreShape(o productOperands) tcShape {
	tf32 := ir.IntOrFloatBitWidth(o.inElem) == 32
	large := tcLargeWide
	if k.tcWarps == 4 && !tf32 {
		large = tcLarge
	}
	if _, fits := k.tensorCoreLayout(o, large, o.p.aTransposed, !o.p.bTransposed, false); !fits {
		return tcSmall
	}
	switch {
	case k.tcTile == 64:
		return tcSmall
	case k.tcTile == 128:
		return large
	case tf32:
		return tcSmall
	}
	m, n, batch := o.shape[len(o.shape)-2], o.shape[len(o.shape)-1], o.staticBatch()
	if m == ir.ShapedDynamic || n == ir.ShapedDynamic || batch == ir.ShapedDynamic {
		return tcSmall
	}
	if m >= large.blockM() && n >= large.blockN() && ceilDiv(m, large.blockM())*ceilDiv(n, large.blockN())*batch >= k.targetBlocks {
		return large
	}
	return tcSmall
}

func (k *kernel) tensorCoreLaunch(o productOperands) {
	ctx, b := k.b.Ctx, k.b
	shape := k.tensorCoreShape(o)
	blockM, blockN, threads := shape.blockM(), shape.blockN(), shape.threads()
	wg := gpu.Enum(ctx, "address_space", "workgroup")
	// A is [m][k] unless transposed; B is [k][n] unless transposed.
	aKMajor, bKMajor := o.p.aTransposed, !o.p.bTransposed
	aVectors, bVectors := vectorOperands(o, shape)
	l, _ := k.tensorCoreLayout(o, shape, aKMajor, bKMajor, aVectors || bVectors)
	chunk := l.chunk
	chunkRows, paddedN := l.bandWarpRows*chunk*tcFragment, blockN+l.bandPad
	cTile := ctx.MemRefType([]int64{chunkRows, paddedN}, o.elem, nil, wg)
	gx := b.Build(arith.CeilDivUI, []*ir.Value{o.N, k.index(blockN)}, []ir.Type{ctx.IndexType()}).Result(0)
	gy := b.Build(arith.CeilDivUI, []*ir.Value{o.M, k.index(blockM)}, []ir.Type{ctx.IndexType()}).Result(0)
	one := k.index(1)
	// Too few blocks for the chip and a long K: split K as the SIMT
	// kernel does, each block summing its split into a workspace that a
	// second launch adds in split order.
	splits, perSplit := k.tensorCoreSplits(o, shape)
	var partials *ir.Value
	gz := o.batch
	if splits > 1 {
		batch := o.staticBatch()
		dims := []int64{splits, batch, o.shape[len(o.shape)-2], o.shape[len(o.shape)-1]}
		partials = b.Build(memref.Alloc, nil, []ir.Type{ctx.MemRefType(dims, o.elem, nil, nil)},
			ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 0})}).Result(0)
		gz = k.index(splits * batch)
	}
	region := ir.NewRegion()
	entry := ir.NewBlock()
	for i := 0; i < 12; i++ {
		entry.AddArgument(ctx.IndexType(), b.Loc)
	}
	as := entry.AddArgument(tileType(ctx, o.inElem, aKMajor, blockM, l.stages), b.Loc)
	bs := entry.AddArgument(tileType(ctx, o.inElem, bKMajor, blockN, l.stages), b.Loc)
	cs := entry.AddArgument(cTile, b.Loc)
	region.Append(entry)
	launch := b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Launch),
		Operands: []*ir.Value{gx, gy, gz, k.index(threads), one, one},
		Regions:  []*ir.Region{region},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0})},
			{Name: "workgroup_attributions", Value: ctx.IntegerAttr(ctx.I(64), 3)},
		}})
	if blocks := k.minBlocks(shape, o.inElem, as.Type(), bs.Type(), cTile); blocks > 0 {
		// After outlining and convert-gpu-to-nvvm, PTX .minnctapersm: ptxas
		// then keeps a thread's registers under 65536 / (blocks x threads).
		launch.SetDiscardableAttr(nvvm.MinBlocksAttr, ctx.IntegerAttr(ctx.I(32), blocks))
	}
	after := b.Save()
	b.SetInsertionPointToEnd(entry)
	b.SetInsertionPoint(b.Build(gpu.Terminator, nil, nil))

	bx, by, bz, tx := entry.Arg(0), entry.Arg(1), entry.Arg(2), entry.Arg(3)
	// The block's range of K: all of it, or its split's.
	kBegin, kEnd, split := k.index(0), o.K, k.index(0)
	if splits > 1 {
		split = k.binary(arith.DivUI, bz, o.batch)
		bz = k.binary(arith.RemUI, bz, o.batch)
		kBegin = k.binary(arith.MulI, split, k.index(perSplit))
		kEnd = k.binary(arith.MinUI, o.K, k.plus(kBegin, perSplit))
	}
	m0 := k.binary(arith.MulI, by, k.index(blockM))
	n0 := k.binary(arith.MulI, bx, k.index(blockN))
	warp := k.binary(arith.DivUI, tx, k.index(32))
	warpRow := k.binary(arith.DivUI, warp, k.index(shape.warpsN))
	warpM := k.binary(arith.MulI, warpRow, k.index(shape.fragsM*tcFragment))
	warpN := k.binary(arith.MulI, k.binary(arith.RemUI, warp, k.index(shape.warpsN)), k.index(shape.fragsN*tcFragment))
	at := func(withBatch bool, i, j *ir.Value) []*ir.Value { return batchAt(bz, withBatch, i, j) }
	store := func(v, mem *ir.Value, idx ...*ir.Value) {
		b.Build(memref.Store, append([]*ir.Value{v, mem}, idx...), nil)
	}
	inZero, accZero := k.zero(o.inElem), k.zero(o.elem)
	operand := func(mem, tile *ir.Value, batched, kMajor bool, extent int64, mn0, mnBound *ir.Value) *stagedOperand {
		s := &stagedOperand{mem: mem, batched: batched, kMajor: kMajor, extent: extent, cols: extent, tile: tile, mn0: mn0, mnBound: mnBound}
		if !kMajor {
			s.cols = tcBlockK
		}
		return s
	}
	opA := operand(o.A, as, o.p.aBatched, aKMajor, blockM, m0, o.M)
	opB := operand(o.B, bs, o.p.bBatched, bKMajor, blockN, n0, o.N)
	opA.vectors, opB.vectors = aVectors, bVectors
	// tileAt is the indices of a tile's element: (row, col) of the one
	// tile, or of buffer stage of the ring.
	tileAt := func(stage, row, col *ir.Value) []*ir.Value {
		if stage == nil {
			return []*ir.Value{row, col}
		}
		return []*ir.Value{stage, row, col}
	}
	// origin returns the global indices of an operand's tile element
	// (row, col) at K step k0, and their bounds.
	origin := func(s *stagedOperand, k0, row, col *ir.Value) (first, firstBound, second, secondBound *ir.Value) {
		mn0, mnBound := s.mn0, s.mnBound
		if s.kMajor {
			return k.binary(arith.AddI, k0, row), kEnd, k.binary(arith.AddI, mn0, col), mnBound
		}
		return k.binary(arith.AddI, mn0, row), mnBound, k.binary(arith.AddI, k0, col), kEnd
	}
	// elementSlot is the tile position of an operand's element r of thread
	// tx, elements tx + threads*r: neighbouring threads read neighbouring
	// elements.
	elementSlot := func(s *stagedOperand, r int64) (row, col *ir.Value) {
		col = k.binary(arith.RemUI, tx, k.index(s.cols))
		row = k.plus(k.binary(arith.DivUI, tx, k.index(s.cols)), r*threads/s.cols)
		return row, col
	}
	elementsPerThread := func(s *stagedOperand) int64 { return s.rows() * s.cols / threads }
	// elements returns the thread's elements of an operand's tile at K
	// step k0, loaded or computed by its prologue; checked, each is zero
	// outside the operand (an interior block's full step needs no check).
	elements := func(s *stagedOperand, k0 *ir.Value, checked bool) []*ir.Value {
		var out []*ir.Value
		for r := range elementsPerThread(s) {
			row, col := elementSlot(s, r)
			first, firstBound, second, secondBound := origin(s, k0, row, col)
			pr := o.prologues[s.mem]
			var from prologueAt
			if pr != nil {
				from = k.prologueAt(pr, at(s.batched, first, second), kStepOf(s, k0, row, col))
			}
			element := func() *ir.Value {
				if pr != nil {
					return k.compute(pr, from)
				}
				return k.load(s.mem, at(s.batched, first, second))
			}
			if !checked {
				out = append(out, element())
				continue
			}
			ok := k.binary(arith.AndI, k.cmp(arith.CmpIULT, first, firstBound), k.cmp(arith.CmpIULT, second, secondBound))
			out = append(out, k.ifElse(ok, o.inElem, element, inZero))
		}
		return out
	}
	storeElements := func(s *stagedOperand, vs []*ir.Value, stage *ir.Value) {
		for r, v := range vs {
			row, col := elementSlot(s, int64(r))
			store(v, s.tile, tileAt(stage, row, col)...)
		}
	}
	// stageChecked stages an operand's tile at K step k0 (into buffer
	// stage of the ring) an element at a time, each checked.
	stageChecked := func(s *stagedOperand, k0, stage *ir.Value) {
		storeElements(s, elements(s, k0, true), stage)
	}
	// Vector staging: thread tx moves vectors tx + threads*r of 16 bytes.
	vecElems, fragK := vectorElements(o.inElem), fragmentK(o.inElem)
	vecType := ctx.VectorType([]int64{vecElems}, o.inElem, nil)
	align16 := ir.NamedAttr{Name: "alignment", Value: ctx.IntegerAttr(ctx.I(64), 16)}
	vectorsPerThread := func(s *stagedOperand) int64 { return s.extent * tcBlockK / vecElems / threads }
	vectorSlot := func(s *stagedOperand, r int64) (row, col *ir.Value) {
		perRow := s.cols / vecElems
		row = k.plus(k.binary(arith.DivUI, tx, k.index(perRow)), r*threads/perRow)
		col = k.binary(arith.MulI, k.binary(arith.RemUI, tx, k.index(perRow)), k.index(vecElems))
		return row, col
	}
	loadVectors := func(s *stagedOperand, k0 *ir.Value) []*ir.Value {
		var out []*ir.Value
		for r := range vectorsPerThread(s) {
			row, col := vectorSlot(s, r)
			first, _, second, _ := origin(s, k0, row, col)
			out = append(out, b.Build(vector.Load, append([]*ir.Value{s.mem}, at(s.batched, first, second)...), []ir.Type{vecType}, align16).Result(0))
		}
		return out
	}
	storeVectors := func(s *stagedOperand, vs []*ir.Value) {
		for r, v := range vs {
			row, col := vectorSlot(s, int64(r))
			b.Build(vector.Store, []*ir.Value{v, s.tile, row, col}, nil, align16)
		}
	}
	matrix := func(operand string, elem ir.Type) ir.Type {
		switch operand {
		case "AOp":
			return gpu.MMAMatrix(ctx, tcFragment, fragK, elem, operand)
		case "BOp":
			return gpu.MMAMatrix(ctx, fragK, tcFragment, elem, operand)
		}
		return gpu.MMAMatrix(ctx, tcFragment, tcFragment, elem, operand)
	}
	// fragment loads the 16x16 matrix of an operand's tile (buffer stage
	// of the ring) at (mn, kk).
	fragment := func(s *stagedOperand, kind string, stage, mn *ir.Value, kk int64) *ir.Value {
		lead := ir.NamedAttr{Name: "leadDimension", Value: ctx.IntegerAttr(ctx.IndexType(), s.cols+tilePad(o.inElem, s.kMajor))}
		idx := []*ir.Value{mn, k.index(kk)}
		// The fragment's rows are m (A) or k (B).
		transposed := s.kMajor == (kind == "AOp")
		if s.kMajor {
			idx = []*ir.Value{k.index(kk), mn}
		}
		if stage != nil {
			idx = append([]*ir.Value{stage}, idx...)
		}
		attrs := []ir.NamedAttr{lead}
		if transposed {
			attrs = append(attrs, ir.NamedAttr{Name: "transpose", Value: ctx.UnitAttr()})
		}
		return b.Build(gpu.SubgroupMmaLoadMatrix, append([]*ir.Value{s.tile}, idx...), []ir.Type{matrix(kind, o.inElem)}, attrs...).Result(0)
	}
	accs := shape.fragsM * shape.fragsN
	// multiply accumulates the staged tiles' (buffer stage's) products
	// into the warp's fragments (row-major: fragment (i, j) at i*fragsN + j).
	multiply := func(sums []*ir.Value, stage *ir.Value) []*ir.Value {
		out := append([]*ir.Value(nil), sums...)
		for kk := int64(0); kk < tcBlockK; kk += fragK {
			aFrag := make([]*ir.Value, shape.fragsM)
			bFrag := make([]*ir.Value, shape.fragsN)
			for i := range aFrag {
				aFrag[i] = fragment(opA, "AOp", stage, k.plus(warpM, tcFragment*int64(i)), kk)
			}
			for j := range bFrag {
				bFrag[j] = fragment(opB, "BOp", stage, k.plus(warpN, tcFragment*int64(j)), kk)
			}
			for i := range aFrag {
				for j := range bFrag {
					at := int64(i)*shape.fragsN + int64(j)
					out[at] = b.Build(gpu.SubgroupMmaCompute, []*ir.Value{aFrag[i], bFrag[j], out[at]},
						[]ir.Type{matrix("COp", o.elem)}).Result(0)
				}
			}
		}
		return out
	}
	checkedSteps := func(from *ir.Value, inits []*ir.Value) []*ir.Value {
		return scf.BuildFor(b, from, kEnd, k.index(tcBlockK), inits, func(k0 *ir.Value, sums []*ir.Value) []*ir.Value {
			// With a ring, its first buffer.
			var stage *ir.Value
			if l.stages > 1 {
				stage = k.index(0)
			}
			stageChecked(opA, k0, stage)
			stageChecked(opB, k0, stage)
			b.Build(gpu.Barrier, nil, nil)
			out := multiply(sums, stage)
			b.Build(gpu.Barrier, nil, nil)
			return out
		}).Results()
	}
	accType := matrix("COp", o.elem)
	zeroMatrix := b.Build(gpu.SubgroupMmaConstantMatrix, []*ir.Value{accZero}, []ir.Type{accType}).Result(0)
	inits := make([]*ir.Value, accs)
	accTypes := make([]ir.Type, accs)
	for i := range inits {
		inits[i], accTypes[i] = zeroMatrix, accType
	}
	var sums []*ir.Value
	if fast := k.vectorStagingCondition(o, shape, m0, n0, kBegin, kEnd, opA, opB); fast != nil && l.stages > 1 {
		sums = scf.BuildIfElse(k.b, fast, accTypes, func() []*ir.Value {
			// The full steps of the block's range, from its start.
			full := k.binary(arith.DivUI, k.binary(arith.SubI, kEnd, kBegin), k.index(tcBlockK))
			steps := k.binary(arith.AddI, kBegin, k.binary(arith.MulI, full, k.index(tcBlockK)))
			last := k.binary(arith.SubI, steps, k.index(tcBlockK))
			stages := l.stages
			token := nvgpu.DeviceAsyncToken(ctx)
			// copyInto copies elements (vecElems, bypassing L1: cp.async.cg;
			// or one) from src at srcIndices into s's ring, buffer stage,
			// at (row, col), reading them where valid holds (nil: always)
			// and writing zeros elsewhere.
			copyInto := func(s *stagedOperand, stage, row, col, src *ir.Value, srcIndices []*ir.Value, elements int64, valid *ir.Value) *ir.Value {
				dst := tileAt(stage, row, col)
				operands := append(append(append([]*ir.Value{s.tile}, dst...), src), srcIndices...)
				sizes := []int64{1, int64(len(dst)), 1, int64(len(srcIndices)), 0}
				if valid != nil {
					read := b.Build(arith.Select, []*ir.Value{valid, k.index(elements), k.index(0)}, []ir.Type{ctx.IndexType()}).Result(0)
					operands, sizes[4] = append(operands, read), 1
				}
				attrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(sizes)},
					{Name: "dstElements", Value: ctx.IntegerAttr(ctx.IndexType(), elements)}}
				if elements == vecElems {
					attrs = append(attrs, ir.NamedAttr{Name: "bypassL1", Value: ctx.UnitAttr()})
				}
				return b.Build(nvgpu.DeviceAsyncCopy, operands, []ir.Type{token}, attrs...).Result(0)
			}
			// elementCopies copies the thread's 32-bit elements of an
			// operand that does not stage vectors, 4 bytes a copy
			// (cp.async.ca), where each element is loaded from global
			// memory, or its producer's element is such a load or zero
			// (an im2col's padding: the copy's zero fill): no register
			// holds them between the copies and the products. ok is false
			// for other operands, which load into registers.
			elementCopies := func(s *stagedOperand, k0, stage *ir.Value) (copies []*ir.Value, ok bool) {
				if ir.IntOrFloatBitWidth(o.inElem) != 32 {
					return nil, false
				}
				pr := o.prologues[s.mem]
				var src copySource
				if pr != nil {
					if src, ok = pr.copySourceOf(); !ok {
						return nil, false
					}
				}
				for r := range elementsPerThread(s) {
					row, col := elementSlot(s, r)
					first, _, second, _ := origin(s, k0, row, col)
					mem, indices, valid := s.mem, at(s.batched, first, second), (*ir.Value)(nil)
					if pr != nil {
						mem, indices, valid = k.source(pr, src, k.prologueAt(pr, indices, kStepOf(s, k0, row, col)))
					}
					copies = append(copies, copyInto(s, stage, row, col, mem, indices, 1, valid))
				}
				return copies, true
			}
			// issue starts staging K step k0 into buffer stage of the
			// rings: the vector operands' 16-byte copies and the 4-byte
			// copies of elementCopies as one group, whose token it
			// returns, and the other operands' elements loaded (or
			// computed) into registers, unchecked (the block
			// and its full steps lie inside the operands), which store
			// writes into the buffer. The loop stores them after it has
			// multiplied the current step, before the step's barrier:
			// the loads then have a use between the same two barriers,
			// so ptxas issues them before the products. (The one-stage
			// loop below carries its loads to the next iteration, across
			// a barrier, and ptxas sinks them past the products.)
			issue := func(k0, stage *ir.Value) (group *ir.Value, store func()) {
				var copies []*ir.Value
				var stores []func()
				for _, s := range []*stagedOperand{opA, opB} {
					if !s.vectors {
						if cs, ok := elementCopies(s, k0, stage); ok {
							copies = append(copies, cs...)
							continue
						}
						vs := elements(s, k0, false)
						stores = append(stores, func() { storeElements(s, vs, stage) })
						continue
					}
					for r := range vectorsPerThread(s) {
						row, col := vectorSlot(s, r)
						first, _, second, _ := origin(s, k0, row, col)
						copies = append(copies, copyInto(s, stage, row, col, s.mem, at(s.batched, first, second), vecElems, nil))
					}
				}
				group = b.Build(nvgpu.DeviceAsyncCreateGroup, copies, []ir.Type{token}).Result(0)
				return group, func() {
					for _, st := range stores {
						st()
					}
				}
			}
			// wait leaves at most pending of the thread's groups in flight.
			wait := func(group *ir.Value, pending int64) {
				b.Build(nvgpu.DeviceAsyncWait, []*ir.Value{group}, nil,
					ir.NamedAttr{Name: "numGroups", Value: ctx.IntegerAttr(ctx.I(32), pending)})
			}
			minIndex := func(x, y *ir.Value) *ir.Value {
				return b.Build(arith.MinUI, []*ir.Value{x, y}, []ir.Type{ctx.IndexType()}).Result(0)
			}
			selectIndex := func(cond, x, y *ir.Value) *ir.Value {
				return b.Build(arith.Select, []*ir.Value{cond, x, y}, []ir.Type{ctx.IndexType()}).Result(0)
			}
			// The prologue issues steps 0 to stages-2 into buffers 0 to
			// stages-2 (past the last full step, that step again), then
			// waits for step 0's group and meets the block.
			var group *ir.Value
			for st := int64(0); st < stages-1; st++ {
				k0 := kBegin
				if st > 0 {
					k0 = minIndex(k.plus(kBegin, st*tcBlockK), last)
				}
				var store func()
				group, store = issue(k0, k.index(st))
				store()
			}
			wait(group, stages-2)
			b.Build(gpu.Barrier, nil, nil)
			// Step k reads buffer k % stages (carried), and first issues
			// step k+stages-1 into buffer (k-1) % stages, which step k-1
			// read before the barrier that ended it. Then the wait leaves
			// in flight only the groups of the steps after k+1, and the
			// barrier makes step k+1's buffer whole for every thread and
			// frees step k's for the next step's copies.
			carried := append(append([]*ir.Value(nil), inits...), k.index(0))
			loop := scf.BuildFor(b, kBegin, steps, k.index(tcBlockK), carried, func(k0 *ir.Value, args []*ir.Value) []*ir.Value {
				read := args[accs]
				write := selectIndex(k.cmp(arith.CmpIEQ, read, k.index(0)), k.index(stages-1), k.binary(arith.SubI, read, k.index(1)))
				g, store := issue(minIndex(k.plus(k0, (stages-1)*tcBlockK), last), write)
				out := multiply(args[:accs], read)
				store()
				wait(g, stages-2)
				b.Build(gpu.Barrier, nil, nil)
				next := selectIndex(k.cmp(arith.CmpIEQ, read, k.index(stages-1)), k.index(0), k.plus(read, 1))
				return append(out, next)
			}).Results()
			if stages > 2 {
				// The copies still in flight (of the last step again) land
				// before the ragged step stages its elements.
				wait(group, 0)
				b.Build(gpu.Barrier, nil, nil)
			}
			return checkedSteps(steps, loop[:accs])
		}, func() []*ir.Value { return checkedSteps(kBegin, inits) })
	} else if fast != nil {
		// Each operand carries the next step in registers: 16-byte vectors
		// where it can, else its elements (a row stride that is not a
		// multiple of 16 bytes, a computed operand), unchecked: the
		// block's tiles and full steps lie inside the operands.
		load := func(k0 *ir.Value) []*ir.Value {
			var out []*ir.Value
			for _, s := range []*stagedOperand{opA, opB} {
				if s.vectors {
					out = append(out, loadVectors(s, k0)...)
				} else {
					out = append(out, elements(s, k0, false)...)
				}
			}
			return out
		}
		sums = scf.BuildIfElse(k.b, fast, accTypes, func() []*ir.Value {
			// The full steps of the block's range, from its start.
			full := k.binary(arith.DivUI, k.binary(arith.SubI, kEnd, kBegin), k.index(tcBlockK))
			steps := k.binary(arith.AddI, kBegin, k.binary(arith.MulI, full, k.index(tcBlockK)))
			last := k.binary(arith.SubI, steps, k.index(tcBlockK))
			carried := append(append([]*ir.Value(nil), inits...), load(kBegin)...)
			loop := scf.BuildFor(b, kBegin, steps, k.index(tcBlockK), carried, func(k0 *ir.Value, args []*ir.Value) []*ir.Value {
				staged := args[accs:]
				for _, s := range []*stagedOperand{opA, opB} {
					if s.vectors {
						n := vectorsPerThread(s)
						storeVectors(s, staged[:n])
						staged = staged[n:]
					} else {
						n := elementsPerThread(s)
						storeElements(s, staged[:n], nil)
						staged = staged[n:]
					}
				}
				b.Build(gpu.Barrier, nil, nil)
				// The last step reloads its own tiles rather than read
				// past K.
				next := b.Build(arith.MinUI, []*ir.Value{k.plus(k0, tcBlockK), last}, []ir.Type{ctx.IndexType()}).Result(0)
				nextVectors := load(next)
				out := multiply(args[:accs], nil)
				b.Build(gpu.Barrier, nil, nil)
				return append(out, nextVectors...)
			}).Results()
			return checkedSteps(steps, loop[:accs])
		}, func() []*ir.Value { return checkedSteps(kBegin, inits) })
	} else {
		sums = checkedSteps(kBegin, inits)
	}
	// The epilogue, a band of chunk fragment rows of every warp at a time:
	// the warps store their sums into the chunk tile, then each thread
	// adds C's start (its element or the fill) and stores through the
	// epilogues, row of the band r at the block's row
	// (r / (16 chunk)) fragsM 16 + band 16 chunk + r % (16 chunk).
	// A band of one warp row (l.bandWarpRows 1, where a ring of staging
	// buffers leaves no room for more) holds warp row w's alone, its row r
	// at w fragsM 16 + band 16 chunk + r.
	bandRows := chunk * tcFragment
	rowOfThread := k.binary(arith.DivUI, tx, k.index(blockN))
	col := k.binary(arith.RemUI, tx, k.index(blockN))
	oneWarpRow := l.bandWarpRows < shape.warpsM
	for w := int64(0); w < shape.warpsM/l.bandWarpRows; w++ {
		for band := int64(0); band < shape.fragsM/chunk; band++ {
			if w > 0 || band > 0 {
				b.Build(gpu.Barrier, nil, nil)
			}
			ip := b.Save()
			if oneWarpRow {
				b.SetInsertionPoint(k.emptyIf(k.cmp(arith.CmpIEQ, warpRow, k.index(w))).Last())
			}
			for i := band * chunk; i < (band+1)*chunk; i++ {
				for j := int64(0); j < shape.fragsN; j++ {
					var row *ir.Value
					if oneWarpRow {
						row = k.index(tcFragment * (i - band*chunk))
					} else {
						row = k.plus(k.binary(arith.MulI, warpRow, k.index(bandRows)), tcFragment*(i-band*chunk))
					}
					b.Build(gpu.SubgroupMmaStoreMatrix, []*ir.Value{sums[i*shape.fragsN+j], cs, row, k.plus(warpN, tcFragment*j)}, nil,
						ir.NamedAttr{Name: "leadDimension", Value: ctx.IntegerAttr(ctx.IndexType(), paddedN)})
				}
			}
			b.Restore(ip)
			b.Build(gpu.Barrier, nil, nil)
			for e := int64(0); e < chunkRows*blockN/threads; e++ {
				row := k.plus(rowOfThread, e*threads/blockN)
				blockRow := row
				switch {
				case oneWarpRow:
					blockRow = k.plus(row, w*shape.fragsM*tcFragment+band*bandRows)
				case chunk < shape.fragsM:
					// r / bandRows * fragsM*16 + band*bandRows + r % bandRows
					blockRow = k.plus(k.binary(arith.AddI,
						k.binary(arith.MulI, k.binary(arith.DivUI, row, k.index(bandRows)), k.index(shape.fragsM*tcFragment)),
						k.binary(arith.RemUI, row, k.index(bandRows))), band*bandRows)
				}
				m, n := k.binary(arith.AddI, m0, blockRow), k.binary(arith.AddI, n0, col)
				ip := b.Save()
				blk := k.emptyIf(k.binary(arith.AndI, k.cmp(arith.CmpIULT, m, o.M), k.cmp(arith.CmpIULT, n, o.N)))
				b.SetInsertionPoint(blk.Last())
				if splits > 1 {
					store(k.load(cs, []*ir.Value{row, col}), partials, split, bz, m, n)
					b.Restore(ip)
					continue
				}
				start := o.start
				if o.fill == nil {
					start = k.load(o.C, at(o.batched, m, n))
				}
				sum := k.binary(arith.AddF, start, k.load(cs, []*ir.Value{row, col}))
				k.storeThrough(o.epis, sum, o.C, at(o.batched, m, n), o.shape)
				b.Restore(ip)
			}
		}
	}
	b.Restore(after)
	if splits > 1 {
		k.addPartials(partials, o.C, o.batched, o.fill != nil, o.start, o.epis)
	}
}

// tf32Pays says whether an f32 product that may run as tf32 is worth the
// tensor cores: its sizes static (a dynamic product stages no vectors and
// measured twice as slow on them as on the exact kernel: resnet18 with a
// dynamic batch, 3.7 against 1.8 ms on the H200) and enough 64x64 tiles
// for a block on each SM of the chip (half of target-blocks). Fewer tiles
// leave the tensor cores idle while the exact kernel's smaller tiles keep
// every SM busy: resnet18's products on a 64x64 image at batch 1 (4 to
// 32 tiles) took 0.98 ms on the tensor cores against 0.83 ms exact, its
// products at batch 32 on 224x224 images (256 tiles and more) 9.1 against
// 15.1 ms. The f32 sums are then exact, as without the switch.
func (k *kernel) tf32Pays(m, n, batch, kSize int64) bool {
	for _, d := range []int64{m, n, batch, kSize} {
		if d == ir.ShapedDynamic {
			return false
		}
	}
	tiles := ceilDiv(m, tcSmall.blockM()) * ceilDiv(n, tcSmall.blockN()) * batch
	return 2*tiles >= k.targetBlocks
}

// tensorCoreSplits is the number of splits of K of a tensor-core product
// and each one's length (a multiple of the K step): the SIMT kernel's cost
// model (splitK) on the kernel's tiles, for static sizes, splitting a
// product of fewer than targetBlocks blocks (the SIMT kernel: half of
// it). A tensor-core block is four warps, a few to an SM: resnet18's last
// stage at batch 32 (512 x 1568, K = 4608) was 200 blocks of 64x64 on the
// 132 SMs, 1.5 a SM, at 19 TFLOP/s on an H100.
func (k *kernel) tensorCoreSplits(o productOperands, shape tcShape) (splits, perSplit int64) {
	kSize, ok := constantIndex(o.K)
	if !ok {
		return 1, 0
	}
	batch := o.staticBatch()
	m, n := o.shape[len(o.shape)-2], o.shape[len(o.shape)-1]
	splits, _ = k.splitK(m, n, batch, kSize, shape.blockM()/k.tile, shape.blockN()/k.tile, o.elem, k.targetBlocks)
	if splits <= 1 {
		return 1, 0
	}
	perSplit = ceilDiv(ceilDiv(kSize, splits), tcBlockK) * tcBlockK
	return ceilDiv(kSize, perSplit), perSplit
}

// vectorOperands says which of A and B the interior blocks may stage 16
// bytes at a time: those whose static layout allows 16-byte rows and
// that are loaded (an operand whose static layout rules it out, a row
// stride of 147 f32 as a convolution's filter, or that its producer
// computes stages its elements). Neither when no block is interior, a
// static size under its tile: no fast path, whose registers would only
// lower the kernel's occupancy.
func vectorOperands(o productOperands, shape tcShape) (a, b bool) {
	for _, size := range []struct {
		v    *ir.Value
		tile int64
	}{{o.M, shape.blockM()}, {o.N, shape.blockN()}, {o.K, tcBlockK}} {
		if n, ok := constantIndex(size.v); ok && n < size.tile {
			return false, false
		}
	}
	return vectorLayout(o.A, o.prologues[o.A] != nil), vectorLayout(o.B, o.prologues[o.B] != nil)
}

// vectorStagingCondition returns the block-uniform condition under which
// the block stages 16 bytes at a time the operands marked to
// (vectorOperands; nil when none is): both tiles inside M and N, at least
// one full step of K, and each such operand's rows 16-byte aligned: its
// last dim contiguous, the other strides and the offset multiples of 16
// bytes (checked at run time where they are dynamic), its buffer 16-byte
// aligned.
func (k *kernel) vectorStagingCondition(o productOperands, shape tcShape, m0, n0, kBegin, kEnd *ir.Value, ops ...*stagedOperand) *ir.Value {
	some := false
	for _, s := range ops {
		some = some || s.vectors
	}
	if !some {
		return nil
	}
	cond := k.cmp(arith.CmpIUGE, k.binary(arith.SubI, kEnd, kBegin), k.index(tcBlockK))
	and := func(c *ir.Value) { cond = k.binary(arith.AndI, cond, c) }
	and(k.cmp(arith.CmpIULE, k.plus(m0, shape.blockM()), o.M))
	and(k.cmp(arith.CmpIULE, k.plus(n0, shape.blockN()), o.N))
	for _, s := range ops {
		if s.vectors {
			k.rowsAligned(s.mem, and)
		}
	}
	return cond
}

// rowsAligned passes and the run-time conditions that an operand's rows
// are 16 bytes aligned: its offset and every stride but the last
// (contiguous) one multiples of 16 bytes, and its buffer 16-byte aligned.
func (k *kernel) rowsAligned(mem *ir.Value, and func(*ir.Value)) {
	b, ctx := k.b, k.b.Ctx
	multipleOf := func(v *ir.Value, n int64) *ir.Value {
		return k.cmp(arith.CmpIEQ, k.binary(arith.RemUI, v, k.index(n)), k.index(0))
	}
	mt := mem.Type().(*ir.MemRefType)
	rank := len(mt.Dims)
	idx := ctx.IndexType()
	types := []ir.Type{ctx.MemRefType(nil, mt.Elem, nil, mt.MemorySpace), idx}
	for range 2 * rank {
		types = append(types, idx)
	}
	meta := b.Build(memref.ExtractStridedMetadata, []*ir.Value{mem}, types)
	vecElems := vectorElements(mt.Elem)
	and(multipleOf(meta.Result(1), vecElems))
	for d := 0; d < rank-1; d++ {
		and(multipleOf(meta.Result(2+rank+d), vecElems))
	}
	pointer := b.Build(memref.ExtractAlignedPointerAsIndex, []*ir.Value{mem}, []ir.Type{idx}).Result(0)
	and(multipleOf(pointer, 16))
}

// constantIndex is the value of an arith.constant index.
func constantIndex(v *ir.Value) (int64, bool) {
	if def := v.DefiningOp(); def != nil && def.Def() == arith.Constant {
		if a, ok := def.Attr("value").(*ir.IntegerAttr); ok {
			return a.Int64(), true
		}
	}
	return 0, false
}

// vectorLayout says whether an operand's layout allows 16-byte rows: a
// loaded memref whose last dim is contiguous and whose static strides and
// offset are multiples of 16 bytes (the dynamic ones are checked at run
// time).
func vectorLayout(mem *ir.Value, computed bool) bool {
	mt, ok := mem.Type().(*ir.MemRefType)
	if !ok || computed {
		return false
	}
	strides, offset, ok := memref.StridesAndOffset(mt)
	if !ok || strides[len(strides)-1] != 1 {
		return false
	}
	n := vectorElements(mt.Elem)
	for _, v := range append([]int64{offset}, strides[:len(strides)-1]...) {
		if v != ir.ShapedDynamic && v%n != 0 {
			return false
		}
	}
	return true
}
