// The kernel a product becomes: its IR-building helpers and the rewrite of
// the product into workgroup-tiled loops with the fused epilogues.

package linalggpu

import (
	"cmp"
	"math"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
)

type kernel struct {
	b    *ir.Builder
	tile int64
	// forceM and forceN, when positive, are the register tile's rows and
	// columns; targetBlocks is the cost model's chip-filling block count.
	forceM, forceN, targetBlocks int64
	// forceSplit, when positive, is the number of splits of K.
	forceSplit int64
	// cDead is set when nothing reads C after the fused epilogues.
	cDead bool
	// fuseProducers says which operands' producers the kernel computes in
	// its staging (fuse-producers).
	fuseProducers fuseMode
	// tensorCores maps 16-bit products summed in f32 to the tensor cores.
	tensorCores bool
	// allowTF32 maps f32 products to the tensor cores too, as tf32.
	allowTF32 bool
	// allowConvTF32 does so for the products of convolutions alone.
	allowConvTF32 bool
	// tcTile (64 or 128, 0: the cost model's choice) is the side of the
	// tensor-core kernel's tiles of C, tcWarps (4 or 8) its warps for
	// 128x128 tiles.
	tcTile, tcWarps int64
	// tcStages (1 to maxStages; 0: stagesFor's choice) is the number of
	// workgroup buffers the tensor-core kernel's interior blocks stage each
	// operand's K steps in: 1 loads the next step into registers, more copy
	// it with cp.async (tensorCoreLayout may take fewer where they do not
	// fit).
	tcStages int64
	// tcSharedBytes is the most workgroup memory a tensor-core block may
	// take (tensor-core-shared-bytes).
	tcSharedBytes int64
	// tcMinBlocks (0: none) is the blocks an SM a 64x64 tensor-core
	// kernel asks ptxas for (minBlocks).
	tcMinBlocks int64
	// simtVectors lets the SIMT kernel's interior blocks stage 16-byte
	// vectors with the next K step in registers (simtvector.go).
	simtVectors bool
	// simtUnroll (a divisor of tile) is how many of a K step's rows the
	// interior blocks' inner loop multiplies an iteration; tile unrolls it
	// whole.
	simtUnroll int64
	// simtMinBlocks (1: none) is the blocks an SM a SIMT kernel with
	// interior blocks asks ptxas for.
	simtMinBlocks int64
	// simtStages (1 or 2) is the workgroup buffers of each operand's K
	// steps the interior blocks stage in.
	simtStages int64
	// simtMinVectorWidth (2 or 4) is the narrowest run of a thread's sums
	// the interior path takes (runWidth).
	simtMinVectorWidth int64
	// simtTargetBlocks (0: half of targetBlocks) is the block count the
	// SIMT kernel's register tile aims for; simtSplitTargetBlocks (0:
	// targetBlocks) the count its split of K aims for.
	simtTargetBlocks, simtSplitTargetBlocks int64
}

func (k *kernel) index(c int64) *ir.Value { return arith.BuildConstantIndex(k.b, c) }

func (k *kernel) binary(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return k.b.Build(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (k *kernel) cmp(pred arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	ctx := k.b.Ctx
	return k.b.Build(arith.CmpI, []*ir.Value{x, y}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(pred))}).Result(0)
}

// dim returns the size of dimension d of a memref: a constant when
// static, memref.dim otherwise.
func (k *kernel) dim(v *ir.Value, d int) *ir.Value {
	mt := v.Type().(*ir.MemRefType)
	if s := mt.Dims[d]; s != ir.ShapedDynamic {
		return k.index(s)
	}
	return k.b.Build(memref.Dim, []*ir.Value{v, k.index(int64(d))}, []ir.Type{k.b.Ctx.IndexType()}).Result(0)
}

// ifElse builds `scf.if %cond -> (t) { then() } else { yield zero }` and
// returns its result, leaving the builder after it.
func (k *kernel) ifElse(cond *ir.Value, t ir.Type, then func() *ir.Value, zero *ir.Value) *ir.Value {
	return scf.BuildIfElse(k.b, cond, []ir.Type{t}, func() []*ir.Value { return []*ir.Value{then()} },
		func() []*ir.Value { return []*ir.Value{zero} })[0]
}

// emptyIf builds `scf.if %cond { scf.yield }` and returns its block, the
// builder left after it.
func (k *kernel) emptyIf(cond *ir.Value) *ir.Block {
	ctx := k.b.Ctx
	then := ir.NewRegion()
	blk := ir.NewBlock()
	then.Append(blk)
	blk.Append(ir.Create(&ir.OperationState{Name: ctx.NameOf(scf.Yield), Loc: k.b.Loc}))
	k.b.Create(&ir.OperationState{Name: ctx.NameOf(scf.If), Operands: []*ir.Value{cond},
		Regions: []*ir.Region{then, ir.NewRegion()}})
	return blk
}

// forLoop builds `scf.for %iv = lb to ub step st iter_args(%acc = init)`
// with body(iv, acc) returning the value to yield; it returns the loop's
// result and leaves the builder after the loop.
func (k *kernel) forLoop(lb, ub, st, init *ir.Value, body func(iv, acc *ir.Value) *ir.Value) *ir.Value {
	return scf.BuildFor(k.b, lb, ub, st, []*ir.Value{init}, func(iv *ir.Value, acc []*ir.Value) []*ir.Value {
		return []*ir.Value{body(iv, acc[0])}
	}).Result(0)
}

// plus returns v + c (v itself when c is 0).
func (k *kernel) plus(v *ir.Value, c int64) *ir.Value {
	if c == 0 {
		return v
	}
	return k.binary(arith.AddI, v, k.index(c))
}

// linearize returns the row-major position of idx in a static shape.
func (k *kernel) linearize(idx []*ir.Value, shape []int64) *ir.Value {
	pos := idx[0]
	for i := 1; i < len(idx); i++ {
		pos = k.binary(arith.AddI, k.binary(arith.MulI, pos, k.index(shape[i])), idx[i])
	}
	return pos
}

// delinearize returns the indices of row-major position pos, which lies
// inside shape (all sizes but the first static). A shape of under 2^31
// elements, all static, is divided on 32 bits: PTX has no 64-bit division
// (ptxas calls a subroutine of some seventy instructions), while a 32-bit
// one by a constant becomes a multiply-high and a shift. The staging of an
// implicit GEMM delinearizes every element it computes.
func (k *kernel) delinearize(pos *ir.Value, shape []int64) []*ir.Value {
	idx := make([]*ir.Value, len(shape))
	// One dim needs no division.
	narrow, elements := len(shape) > 1, int64(1)
	for _, s := range shape {
		narrow = narrow && s != ir.ShapedDynamic && s <= math.MaxInt32/elements
		if narrow {
			elements *= s
		}
	}
	ctx := k.b.Ctx
	constant := k.index
	if narrow {
		pos = k.b.Build(arith.IndexCastUI, []*ir.Value{pos}, []ir.Type{ctx.I(32)}).Result(0)
		constant = func(c int64) *ir.Value { return arith.BuildConstantInt(k.b, ctx.I(32), c) }
	}
	for i := len(shape) - 1; i > 0; i-- {
		size := constant(shape[i])
		idx[i] = k.binary(arith.RemUI, pos, size)
		pos = k.binary(arith.DivUI, pos, size)
	}
	idx[0] = pos
	if narrow {
		for i, v := range idx {
			idx[i] = k.b.Build(arith.IndexCastUI, []*ir.Value{v}, []ir.Type{ctx.IndexType()}).Result(0)
		}
	}
	return idx
}

// rewrite replaces a matched op with its launch.
func (k *kernel) rewrite(op *ir.Operation, p product) {
	ctx := k.b.Ctx
	b := k.b
	b.Loc = op.Loc()
	b.SetInsertionPoint(op)
	ins := linalg.Inputs(op)
	A, B, C := ins[p.a], ins[p.b], linalg.Outputs(op)[0]
	fill, start := fillBefore(op, C)
	epis := epiloguesAfter(op, C)
	if len(epis) > 0 {
		// The kernel runs where the last epilogue was: what the first
		// skipped over does not touch the product's buffers, but for
		// deallocations, which move after it.
		last := epis[len(epis)-1].op
		b.SetInsertionPoint(last)
		for _, d := range epis[0].deferred {
			d.MoveAfter(last)
		}
	}
	// The operands' producers that the kernel may compute (looked for
	// before the kernel builds anything there).
	producers := [2]*prologue{prologueOf(op, A, C, epis), prologueOf(op, B, C, epis)}
	// C itself need not be written when only the epilogues read it.
	users := map[*ir.Operation]bool{op: true, fill: true}
	for _, e := range epis {
		users[e.op] = true
	}
	k.cDead = len(epis) > 0 && onlyUsedBy(C, users)
	ct := C.Type().(*ir.MemRefType)
	// The sums are in C's type; the tiles hold A's and B's (which the
	// body may widen).
	elem := ct.Elem
	inElem := A.Type().(*ir.MemRefType).Elem
	batched := p.batched
	off, aOff := 0, 0
	if batched {
		off = 1
	}
	if p.aBatched {
		aOff = 1
	}
	dynamic := false
	for _, d := range ct.Dims {
		if d == 0 {
			op.Erase() // no output elements: nothing to do
			return
		}
		dynamic = dynamic || d == ir.ShapedDynamic
	}
	// Sizes: M and N from C, K from A, the batch from C.
	kDimOfA := aOff + 1
	if p.aTransposed {
		kDimOfA = aOff
	}
	M, N, K := k.dim(C, off), k.dim(C, off+1), k.dim(A, kDimOfA)
	T := k.index(k.tile)
	one := k.index(1)
	batch := one
	if batched {
		batch = k.dim(C, 0)
	}
	if dynamic {
		// A launch of zero blocks is an error on the device: skip it.
		total := k.binary(arith.MulI, k.binary(arith.MulI, M, N), batch)
		blk := k.emptyIf(k.cmp(arith.CmpIUGT, total, k.index(0)))
		b.SetInsertionPoint(blk.Last())
	}

	tf32 := (k.allowTF32 || (k.allowConvTF32 && op.HasAttr(linalg.ConvolutionAttr))) &&
		k.tf32Pays(ct.Dims[off], ct.Dims[off+1], batchSize(ct, batched), A.Type().(*ir.MemRefType).Dims[kDimOfA])
	tensorCores := k.tensorCores && tensorCoreElements(inElem, elem, tf32)
	// Operands computed by the staging instead of loaded (implicit GEMM).
	prologues := map[*ir.Value]*prologue{}
	for i, v := range []*ir.Value{A, B} {
		pr := producers[i]
		kDim := p.kDimOfB()
		if i == 0 {
			kDim = kDimOfA
		}
		if pr != nil && (k.fuseProducers == fuseAll || k.fuseProducers == fuseCheap && tensorCores && pr.gathers() && pr.splitsBy(kDim, tcBlockK)) {
			prologues[v] = pr
		}
	}
	if tensorCores {
		k.tensorCoreLaunch(productOperands{op: op, p: p, A: A, B: B, C: C, M: M, N: N, K: K, batch: batch,
			fill: fill, start: start, epis: epis, prologues: prologues, elem: elem, inElem: inElem,
			shape: ct.Dims, batched: batched})
		finish(op, fill, epis, prologues)
		return
	}

	// The SIMT kernel's own targets (k is this product's copy; the tensor
	// cores were decided above with target-blocks): the register tile's,
	// then the split's, which keeps target-blocks (a split at half of it
	// cost resnet18's graph at batch 1 0.357 ms against 0.259 on an H100,
	// bench/gpu/results/h100-batch1-ab-2026-12-07c.tsv).
	targetBlocks := k.targetBlocks
	k.targetBlocks = cmp.Or(k.simtTargetBlocks, max(targetBlocks/2, 1))
	kStatic := A.Type().(*ir.MemRefType).Dims[kDimOfA]
	rm, rn := k.registerTile(ct.Dims[off], ct.Dims[off+1], batchSize(ct, batched), kStatic)
	k.targetBlocks = cmp.Or(k.simtSplitTargetBlocks, targetBlocks)
	// The launch, with two workgroup tiles: A's (TILE*rm) x TILE and B's
	// TILE x (TILE*rn). A transposed operand's tile is written down its
	// columns (so that the global reads stay coalesced): one padding
	// column puts a column's elements in distinct banks.
	splits, perSplit := k.splitK(ct.Dims[off], ct.Dims[off+1], batchSize(ct, batched), kStatic, rm, rn, elem, k.targetBlocks/2+1)
	// With splits, each block sums its share of K into a workspace of
	// partial sums [split, batch, m, n], and a second launch adds them.
	var partials *ir.Value
	gz := batch
	if splits > 1 {
		dims := []int64{splits, batchSize(ct, batched), ct.Dims[off], ct.Dims[off+1]}
		partials = b.Build(memref.Alloc, nil, []ir.Type{ctx.MemRefType(dims, elem, nil, nil)},
			ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 0})}).Result(0)
		gz = k.index(splits * batchSize(ct, batched))
	}
	tileType := func(rows, cols int64, transposed bool) ir.Type {
		if transposed {
			cols++
		}
		return ctx.MemRefType([]int64{rows, cols}, inElem, nil, gpu.Enum(ctx, "address_space", "workgroup"))
	}
	gx := b.Build(arith.CeilDivUI, []*ir.Value{N, k.index(k.tile * rn)}, []ir.Type{ctx.IndexType()}).Result(0)
	gy := b.Build(arith.CeilDivUI, []*ir.Value{M, k.index(k.tile * rm)}, []ir.Type{ctx.IndexType()}).Result(0)
	region := ir.NewRegion()
	entry := ir.NewBlock()
	for i := 0; i < 12; i++ {
		entry.AddArgument(ctx.IndexType(), b.Loc)
	}
	as := entry.AddArgument(tileType(k.tile*rm, k.tile, p.aTransposed), b.Loc)
	bs := entry.AddArgument(tileType(k.tile, k.tile*rn, p.bTransposed), b.Loc)
	attributions := int64(2)
	// The interior blocks' tiles, where they stage vectors.
	var aVectorTile, bVectorTile *ir.Value
	if k.simtVectors {
		if at, bt, ok := k.simtVectorTiles(A, B, len(prologues) > 0, inElem, rm, rn, ct.Dims[off], ct.Dims[off+1]); ok {
			aVectorTile, bVectorTile = entry.AddArgument(at, b.Loc), entry.AddArgument(bt, b.Loc)
			attributions = 4
		}
	}
	region.Append(entry)
	launch := b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Launch),
		Operands: []*ir.Value{gx, gy, gz, T, T, one},
		Regions:  []*ir.Region{region},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0})},
			{Name: "workgroup_attributions", Value: ctx.IntegerAttr(ctx.I(64), attributions)},
		}})
	if aVectorTile != nil && k.simtMinBlocks > 1 {
		// PTX .minnctapersm: ptxas keeps a thread's registers under
		// 65536 / (blocks x threads).
		launch.SetDiscardableAttr(nvvm.MinBlocksAttr, ctx.IntegerAttr(ctx.I(32), k.simtMinBlocks))
	}
	afterLaunch := b.Save()
	b.SetInsertionPointToEnd(entry)
	term := b.Build(gpu.Terminator, nil, nil)
	b.SetInsertionPoint(term)

	bx, by, bz, tx, ty := entry.Arg(0), entry.Arg(1), entry.Arg(2), entry.Arg(3), entry.Arg(4)
	tile := k.index(k.tile)
	c0, c1 := k.index(0), k.index(1)
	kBegin, kEnd, split := c0, K, c0
	if splits > 1 {
		// Block z is split z / batch of batch element z mod batch.
		split = k.binary(arith.DivUI, bz, batch)
		bz = k.binary(arith.RemUI, bz, batch)
		kBegin = k.binary(arith.MulI, split, k.index(perSplit))
		kEnd = k.binary(arith.MinUI, K, k.plus(kBegin, perSplit))
	}
	zero, inZero := k.zero(elem), k.zero(inElem)
	at := func(withBatch bool, i, j *ir.Value) []*ir.Value { return batchAt(bz, withBatch, i, j) }
	load := k.load
	store := func(v, mem *ir.Value, idx []*ir.Value) {
		b.Build(memref.Store, append([]*ir.Value{v, mem}, idx...), nil)
	}
	// A thread's rm x rn elements of C are rows m0+ty+TILE*i and columns
	// n0+tx+TILE*j: neighbouring threads own neighbouring columns, so
	// that the reads of B's tile and the stores of C are contiguous.
	m0 := k.binary(arith.MulI, by, k.index(k.tile*rm))
	n0 := k.binary(arith.MulI, bx, k.index(k.tile*rn))
	rowsOf := func(base, lane *ir.Value, count int64) []*ir.Value {
		out := make([]*ir.Value, count)
		for i := range out {
			out[i] = k.plus(k.binary(arith.AddI, base, lane), k.tile*int64(i))
		}
		return out
	}
	body := op.Region(0).Front()
	// checked builds the block of any position: each staged element
	// checked against the bounds, each sum stored where it is inside C.
	checked := func() {
		ms, ns := rowsOf(m0, ty, rm), rowsOf(n0, tx, rn)
		// inside[i*rn+j] says whether the thread's element (i, j) is in C.
		inside := make([]*ir.Value, 0, rm*rn)
		inits := make([]*ir.Value, 0, rm*rn)
		for i, m := range ms {
			for j, n := range ns {
				in := k.binary(arith.AndI, k.cmp(arith.CmpIULT, m, M), k.cmp(arith.CmpIULT, n, N))
				inside = append(inside, in)
				if splits > 1 {
					inits = append(inits, zero)
					continue
				}
				if fill != nil {
					inits = append(inits, start)
					continue
				}
				inits = append(inits, k.ifElse(in, elem, func() *ir.Value { return load(C, at(batched, ms[i], ns[j])) }, zero))
			}
		}
		// stage loads operand[first, second] (zero outside its bounds) into
		// the tile at [row, col].
		stage := func(mem, tileBuf *ir.Value, withBatch bool, first, firstBound, second, secondBound, row, col *ir.Value) {
			ok := k.binary(arith.AndI, k.cmp(arith.CmpIULT, first, firstBound), k.cmp(arith.CmpIULT, second, secondBound))
			pr := prologues[mem]
			var from prologueAt
			if pr != nil {
				from = k.prologueAt(pr, at(withBatch, first, second), nil)
			}
			v := k.ifElse(ok, inElem, func() *ir.Value {
				if pr != nil {
					return k.compute(pr, from)
				}
				return load(mem, at(withBatch, first, second))
			}, inZero)
			store(v, tileBuf, []*ir.Value{row, col})
		}
		sums := scf.BuildFor(b, kBegin, kEnd, tile, inits, func(k0 *ir.Value, accs []*ir.Value) []*ir.Value {
			// Each thread stages rm elements of A's tile and rn of B's, the
			// one its tx runs along in memory: A[m0+ty+TILE*r, k0+tx] into
			// [ty+TILE*r, tx], or transposed A[k0+ty, m0+tx+TILE*r] into
			// [tx+TILE*r, ty]; B[k0+ty, n0+tx+TILE*r] into [ty, tx+TILE*r],
			// or transposed B[n0+ty+TILE*r, k0+tx] into [tx, ty+TILE*r].
			kx, ky := k.binary(arith.AddI, k0, tx), k.binary(arith.AddI, k0, ty)
			for r := int64(0); r < rm; r++ {
				if p.aTransposed {
					row := k.plus(tx, k.tile*r)
					stage(A, as, p.aBatched, ky, K, k.binary(arith.AddI, m0, row), M, row, ty)
				} else {
					row := k.plus(ty, k.tile*r)
					stage(A, as, p.aBatched, k.binary(arith.AddI, m0, row), M, kx, K, row, tx)
				}
			}
			for r := int64(0); r < rn; r++ {
				if p.bTransposed {
					col := k.plus(ty, k.tile*r)
					stage(B, bs, p.bBatched, k.binary(arith.AddI, n0, col), N, kx, K, tx, col)
				} else {
					col := k.plus(tx, k.tile*r)
					stage(B, bs, p.bBatched, ky, K, k.binary(arith.AddI, n0, col), N, ty, col)
				}
			}
			b.Build(gpu.Barrier, nil, nil)
			// Only the tile's columns inside K, so that the sum is exactly the
			// loop nest's (no +0.0 added to a -0.0).
			// A static K that tiles evenly needs no bound (and the loop can
			// be unrolled).
			row := func(kk *ir.Value, accs []*ir.Value) []*ir.Value {
				aValues := make([]*ir.Value, rm)
				for i := range aValues {
					aValues[i] = load(as, []*ir.Value{k.plus(ty, k.tile*int64(i)), kk})
				}
				bValues := make([]*ir.Value, rn)
				for j := range bValues {
					bValues[j] = load(bs, []*ir.Value{kk, k.plus(tx, k.tile*int64(j))})
				}
				out := make([]*ir.Value, 0, len(accs))
				for i := range aValues {
					for j := range bValues {
						out = append(out, k.accumulate(body, p, aValues[i], bValues[j], accs[int64(i)*rn+int64(j)]))
					}
				}
				return out
			}
			var inner []*ir.Value
			switch {
			case kStatic == ir.ShapedDynamic || kStatic%k.tile != 0:
				kn := k.binary(arith.MinSI, tile, k.binary(arith.SubI, kEnd, k0))
				inner = scf.BuildFor(b, c0, kn, c1, accs, row).Results()
			case aVectorTile == nil:
				// Without interior blocks this is the kernel's only loop:
				// unrolled as theirs. Beside them it stays a loop (unrolled,
				// it took the f32 4096 product from 188 to 216-254 registers).
				inner = k.stepRows(accs, row)
			default:
				inner = scf.BuildFor(b, c0, tile, c1, accs, row).Results()
			}
			b.Build(gpu.Barrier, nil, nil)
			return inner
		}).Results()
		for i := range ms {
			for j := range ns {
				ip := b.Save()
				blk := k.emptyIf(inside[int64(i)*rn+int64(j)])
				b.SetInsertionPoint(blk.Last())
				sum := sums[int64(i)*rn+int64(j)]
				if splits > 1 {
					store(sum, partials, []*ir.Value{split, bz, ms[i], ns[j]})
				} else {
					k.storeThrough(epis, sum, C, at(batched, ms[i], ns[j]), ct.Dims)
				}
				b.Restore(ip)
			}
		}
	}
	if aVectorTile == nil {
		checked()
	} else {
		s := &simtProduct{p: p, A: A, B: B, C: C, M: M, N: N, body: body, elem: elem, inElem: inElem,
			shape: ct.Dims, batched: batched, rm: rm, rn: rn, fill: fill, start: start, epis: epis,
			splits: splits, partials: partials, split: split, bz: bz, tx: tx, ty: ty, m0: m0, n0: n0,
			kBegin: kBegin, kEnd: kEnd, aTile: aVectorTile, bTile: bVectorTile}
		scf.BuildIfElse(k.b, k.simtVectorCondition(s), nil,
			func() []*ir.Value { k.simtVectorBlock(s); return nil },
			func() []*ir.Value { checked(); return nil })
	}
	if splits > 1 {
		b.Restore(afterLaunch)
		k.addPartials(partials, C, batched, fill != nil, start, epis)
	}
	finish(op, fill, epis, prologues)
}

// finish erases what the kernel (built just before the last epilogue, or
// the product) absorbed, and moves the prologues' deferred deallocations
// after it.
func finish(op, fill *ir.Operation, epis []*epilogue, prologues map[*ir.Value]*prologue) {
	anchor := op
	if len(epis) > 0 {
		anchor = epis[len(epis)-1].op
	}
	for _, pr := range prologues {
		for _, d := range pr.deferred {
			d.MoveBefore(anchor)
		}
		pr.op.Erase()
	}
	for _, e := range epis {
		e.op.Erase()
	}
	if fill != nil {
		fill.Erase()
	}
	op.Erase()
}

// storeThrough stores one sum of the product at idx of C, through the
// epilogues: each value is stored unless the next epilogue overwrites
// its elements in place.
func (k *kernel) storeThrough(epis []*epilogue, value, buffer *ir.Value, idx []*ir.Value, shape []int64) {
	for i := 0; i <= len(epis); i++ {
		if i == len(epis) || !epis[i].inPlace && (i > 0 || !k.cDead) {
			k.b.Build(memref.Store, append([]*ir.Value{value, buffer}, idx...), nil)
		}
		if i == len(epis) {
			return
		}
		e := epis[i]
		switch {
		case e.perm != nil:
			var at []*ir.Value
			if e.groups == nil {
				at = k.delinearize(k.linearize(idx, shape), e.cShape)
			}
			for g, run := range e.groups {
				sizes := make([]int64, len(run))
				for j, d := range run {
					sizes[j] = e.cShape[d]
				}
				at = append(at, k.delinearize(idx[g], sizes)...)
			}
			idx = make([]*ir.Value, len(at))
			for r, loop := range e.perm {
				idx[loop] = at[r]
			}
		case e.reshape:
			idx = k.delinearize(k.linearize(idx, shape), e.shape)
		}
		value, buffer, shape = k.apply(e, buffer, value, idx), e.out, e.shape
	}
}
