// Tile sizes and split-K: the register tile a thread computes, how many
// splits a long reduction takes, and the sum of their partial results.

package linalggpu

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
)

// batchSize is C's batch size (1 without one, ShapedDynamic when
// unknown).
func batchSize(c *ir.MemRefType, batched bool) int64 {
	if !batched {
		return 1
	}
	return c.Dims[0]
}

// registerTile is the cost model: how many rows (rm) and columns (rn) of
// C each thread computes. More per thread reuses each element read from
// workgroup memory rm or rn times, but makes fewer blocks. As an H100
// timed every tile of BERT-base's and GPT-2's products
// (bench/gpu/results/h100-tune-2026-12-07d.txt), 8x4 is the best tile
// unless 8x8 leaves four blocks for each of targetBlocks and K is long
// (LM heads, GPT-2's MLP: 1536 blocks and more; 8x4 won at 384 and
// below, and the 4096^3 product of the kernel table, 1024 blocks of
// 8x8, keeps them), and beats 4x4 even at half of targetBlocks' blocks
// when K is long (BERT-base's 768-wide layers, 96 blocks: 0.192 against
// 0.220 ms; its attention's P.V, 96 blocks of K = 128: 0.025 against
// 0.019, so a short K needs the whole target). Past
// those, it takes the most work per thread that still leaves at least
// targetBlocks blocks (a chip's worth), the squarer of two equal choices.
// Unknown sizes count as 1. An option can force either.
func (k *kernel) registerTile(m, n, batch, kSize int64) (int64, int64) {
	known := func(d int64) int64 {
		if d == ir.ShapedDynamic {
			return 1
		}
		return d
	}
	m, n, batch, kSize = known(m), known(n), known(batch), known(kSize)
	useful := func(rm, rn int64) bool {
		// Past the matrix, more per thread only idles threads.
		return (rm == 1 || k.tile*rm/2 < m) && (rn == 1 || k.tile*rn/2 < n)
	}
	blocksOf := func(rm, rn int64) int64 { return ceilDiv(m, k.tile*rm) * ceilDiv(n, k.tile*rn) * batch }
	if k.forceM == 0 && k.forceN == 0 {
		switch {
		case useful(8, 8) && blocksOf(8, 8) >= 4*k.targetBlocks && kSize >= 16*k.tile:
			return 8, 8
		case useful(8, 4) && (blocksOf(8, 4) >= k.targetBlocks || blocksOf(8, 4) >= k.targetBlocks/2 && kSize >= 16*k.tile):
			return 8, 4
		}
	}
	candidates := func(forced int64) []int64 {
		if forced > 0 {
			return []int64{forced}
		}
		return []int64{1, 2, 4, 8}
	}
	rowChoices, colChoices := candidates(k.forceM), candidates(k.forceN)
	bestM, bestN := rowChoices[0], colChoices[0]
	for _, rm := range rowChoices {
		for _, rn := range colChoices {
			better := rm*rn > bestM*bestN || rm*rn == bestM*bestN && abs(rm-rn) < abs(bestM-bestN)
			if blocksOf(rm, rn) >= k.targetBlocks && useful(rm, rn) && better {
				bestM, bestN = rm, rn
			}
		}
	}
	return bestM, bestN
}

// batchAt indexes an operand at [i, j], or at [bz, i, j] when it has the
// batch (bz, the block's).
func batchAt(bz *ir.Value, withBatch bool, i, j *ir.Value) []*ir.Value {
	if withBatch {
		return []*ir.Value{bz, i, j}
	}
	return []*ir.Value{i, j}
}

// load is memref.load mem[idx].
func (k *kernel) load(mem *ir.Value, idx []*ir.Value) *ir.Value {
	return k.b.Build(memref.Load, append([]*ir.Value{mem}, idx...), []ir.Type{mem.Type().(*ir.MemRefType).Elem}).Result(0)
}

// zero is the float constant 0 of type t.
func (k *kernel) zero(t ir.Type) *ir.Value {
	return k.b.Build(arith.Constant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: k.b.Ctx.FloatAttr(t.(*ir.FloatType), 0)}).Result(0)
}

// ceilDiv is a / b rounded up, for positive b.
func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// splitK is the cost model's split of K across blocks: a product of fewer
// blocks than splitBelow with a long K is cut into splits of perSplit (a
// multiple of the tile, at least four tiles) so that the blocks reach
// targetBlocks. Only static sizes are split; the split-k option
// forces a count (1: never); the cost model leaves 16-bit floats, whose
// products sum in their own type, unsplit. The sums then add each split's partial sum
// in order, not each product: not bit for bit the loop nest's.
func (k *kernel) splitK(m, n, batch, kSize, rm, rn int64, elem ir.Type, splitBelow int64) (splits, perSplit int64) {
	if k.forceSplit == 1 || m == ir.ShapedDynamic || n == ir.ShapedDynamic || batch == ir.ShapedDynamic || kSize == ir.ShapedDynamic || kSize <= 0 {
		return 1, kSize
	}
	blocks := ceilDiv(m, k.tile*rm) * ceilDiv(n, k.tile*rn) * batch
	minPerSplit := 4 * k.tile
	splits = k.forceSplit
	if ft, _ := elem.(*ir.FloatType); splits == 0 && ft.Kind != ir.F32 && ft.Kind != ir.F64 {
		return 1, kSize // a 16-bit sum reordered differs by several ulps
	}
	if splits == 0 {
		if blocks >= splitBelow {
			return 1, kSize
		}
		splits = min(ceilDiv(k.targetBlocks, blocks), kSize/minPerSplit)
	}
	if splits <= 1 {
		return 1, kSize
	}
	perSplit = ceilDiv(ceilDiv(kSize, splits), k.tile) * k.tile
	return ceilDiv(kSize, perSplit), perSplit
}

// addPartials builds the launch after a split product: one thread per
// element of C starts from C's value (or the fill's), adds the splits'
// partial sums in order and stores the result through the epilogues.
func (k *kernel) addPartials(partials, C *ir.Value, batched, filled bool, start *ir.Value, epis []*epilogue) {
	ctx, b := k.b.Ctx, k.b
	shape := partials.Type().(*ir.MemRefType).Dims
	elem := C.Type().(*ir.MemRefType).Elem
	total := shape[1] * shape[2] * shape[3]
	const threads = 256
	region := ir.NewRegion()
	entry := ir.NewBlock()
	for i := 0; i < 12; i++ {
		entry.AddArgument(ctx.IndexType(), b.Loc)
	}
	region.Append(entry)
	one := k.index(1)
	b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Launch),
		Operands: []*ir.Value{k.index((total + threads - 1) / threads), one, one, k.index(threads), one, one},
		Regions:  []*ir.Region{region},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0})},
		}})
	after := b.Save()
	b.SetInsertionPointToEnd(entry)
	b.SetInsertionPoint(b.Build(gpu.Terminator, nil, nil))
	pos := k.binary(arith.AddI, k.binary(arith.MulI, entry.Arg(0), k.index(threads)), entry.Arg(3))
	blk := k.emptyIf(k.cmp(arith.CmpIULT, pos, k.index(total)))
	b.SetInsertionPoint(blk.Last())
	idx := k.delinearize(pos, shape[1:])
	cIdx := idx[1:]
	if batched {
		cIdx = idx
	}
	init := start
	if !filled {
		init = b.Build(memref.Load, append([]*ir.Value{C}, cIdx...), []ir.Type{elem}).Result(0)
	}
	sum := k.forLoop(k.index(0), k.index(shape[0]), one, init, func(s, acc *ir.Value) *ir.Value {
		part := b.Build(memref.Load, append([]*ir.Value{partials, s}, idx...), []ir.Type{elem}).Result(0)
		return k.binary(arith.AddF, acc, part)
	})
	k.storeThrough(epis, sum, C, cIdx, C.Type().(*ir.MemRefType).Dims)
	b.Restore(after)
	b.Build(memref.Dealloc, []*ir.Value{partials}, nil)
}
