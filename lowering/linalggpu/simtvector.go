// The SIMT kernel's interior blocks: operands staged 16 bytes at a time,
// the next K step loaded into registers while the current one is
// multiplied, and each thread's sums in runs of four along m and n so
// that it reads workgroup memory 16 bytes at a time.

package linalggpu

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
)

// simtVectorWidth is the elements of a 16-byte vector of the 32-bit
// elements the fast path takes: the runs of a thread's sums along m and
// n, and of the operands' staging, unless a register tile of 2 takes runs
// of 2 (simt-min-vector-width=2).
const simtVectorWidth = 4

// runWidth is the run of a thread's sums along a dim of register tile r
// on the interior path (0: none): 4 for multiples of four, r itself for 2
// where the kernel takes such runs.
func (k *kernel) runWidth(r int64) int64 {
	switch {
	case r%simtVectorWidth == 0:
		return simtVectorWidth
	case r == 2 && k.simtMinVectorWidth <= 2:
		return 2
	}
	return 0
}

// simtProduct is what the SIMT kernel's interior path needs of a product
// and of its launch.
type simtProduct struct {
	p                 product
	A, B, C           *ir.Value
	M, N              *ir.Value
	body              *ir.Block
	elem, inElem      ir.Type
	shape             []int64
	batched           bool
	rm, rn            int64
	fill              *ir.Operation
	start             *ir.Value
	epis              []*epilogue
	splits            int64
	partials          *ir.Value
	split, bz, tx, ty *ir.Value
	m0, n0            *ir.Value
	kBegin, kEnd      *ir.Value
	aTile, bTile      *ir.Value // the vector tiles: [stages*tile][tile*rm + 4], [stages*tile][tile*rn + 4]
}

// simtVectorTiles says whether the interior path applies to a product,
// and gives its two workgroup tiles' types: both operands loaded (not
// computed by a prologue) with rows that may be 16 bytes aligned, 32-bit
// elements, register tiles of runs each way (runWidth), and static sizes
// that leave some block interior. Each tile holds a K step's rows along
// k (two steps' with simt-stages=2), the block's rows of C (A) or columns
// (B) along the other dim, padded by four elements against bank conflicts
// of the transposing stores.
func (k *kernel) simtVectorTiles(A, B *ir.Value, computed bool, inElem ir.Type, rm, rn int64, m, n int64) (aTile, bTile ir.Type, ok bool) {
	if computed || ir.IntOrFloatBitWidth(inElem) != 32 || k.runWidth(rm) == 0 || k.runWidth(rn) == 0 ||
		k.tile%simtVectorWidth != 0 || !vectorLayout(A, false) || !vectorLayout(B, false) {
		return nil, nil, false
	}
	if m != ir.ShapedDynamic && m < k.tile*rm || n != ir.ShapedDynamic && n < k.tile*rn {
		return nil, nil, false
	}
	ctx := k.b.Ctx
	wg := gpu.Enum(ctx, "address_space", "workgroup")
	rows := k.tile * k.simtStages
	return ctx.MemRefType([]int64{rows, k.tile*rm + simtVectorWidth}, inElem, nil, wg),
		ctx.MemRefType([]int64{rows, k.tile*rn + simtVectorWidth}, inElem, nil, wg), true
}

// simtVectorCondition is the block-uniform condition of the interior
// path: the block's tile of C inside M and N, the block's range of K a
// positive multiple of the K step, and both operands' rows 16-byte
// aligned.
func (k *kernel) simtVectorCondition(s *simtProduct) *ir.Value {
	span := k.binary(arith.SubI, s.kEnd, s.kBegin)
	cond := k.cmp(arith.CmpIUGE, span, k.index(k.tile))
	and := func(c *ir.Value) { cond = k.binary(arith.AndI, cond, c) }
	and(k.cmp(arith.CmpIEQ, k.binary(arith.RemUI, span, k.index(k.tile)), k.index(0)))
	and(k.cmp(arith.CmpIULE, k.plus(s.m0, k.tile*s.rm), s.M))
	and(k.cmp(arith.CmpIULE, k.plus(s.n0, k.tile*s.rn), s.N))
	k.rowsAligned(s.A, and)
	k.rowsAligned(s.B, and)
	return cond
}

// simtVectorBlock builds the interior path of a block: the K loop and the
// stores of the sums through the epilogues. Thread (tx, ty) owns rows
// m0 + w*ty + i + w*tile*g and columns n0 + v*tx + j + v*tile*h (w and v
// the runs' widths along m and n, i < w, j < v; g < rm/w, h < rn/v). Each
// of a step's sums is added in K's order, as the loop nest adds them.
func (k *kernel) simtVectorBlock(s *simtProduct) {
	T := k.tile
	ctx := k.b.Ctx
	operand := func(mem, tile, mn0 *ir.Value, r int64, kContiguous, batched bool) simtOperand {
		w := k.runWidth(r)
		return simtOperand{mem: mem, tile: tile, mn0: mn0, extent: T * r, width: w, kContiguous: kContiguous, batched: batched,
			vecType: ctx.VectorType([]int64{w}, s.inElem, nil),
			align:   ir.NamedAttr{Name: "alignment", Value: ctx.IntegerAttr(ctx.I(64), w*int64(ir.IntOrFloatBitWidth(s.inElem)/8))}}
	}
	sb := &simtBlock{k: k, s: s,
		thread: k.binary(arith.AddI, k.binary(arith.MulI, s.ty, k.index(T)), s.tx),
		opA:    operand(s.A, s.aTile, s.m0, s.rm, !s.p.aTransposed, s.p.aBatched),
		opB:    operand(s.B, s.bTile, s.n0, s.rn, s.p.bTransposed, s.p.bBatched),
	}
	// The thread's rows and columns of the block's tile, a run of the
	// operand's width per group.
	lanes := func(lane *ir.Value, o simtOperand) []*ir.Value {
		out := make([]*ir.Value, o.extent/T/o.width)
		for g := range out {
			out[g] = k.plus(k.binary(arith.MulI, lane, k.index(o.width)), o.width*T*int64(g))
		}
		return out
	}
	sb.rowGroups, sb.colGroups = lanes(s.ty, sb.opA), lanes(s.tx, sb.opB)
	// position is C's element of the thread's sum (r, c): the sums are
	// row-major over its rm x rn elements.
	position := func(r, c int64) (*ir.Value, *ir.Value) {
		wA, wB := sb.opA.width, sb.opB.width
		return k.binary(arith.AddI, s.m0, k.plus(sb.rowGroups[r/wA], r%wA)),
			k.binary(arith.AddI, s.n0, k.plus(sb.colGroups[c/wB], c%wB))
	}
	var zero *ir.Value
	if s.splits > 1 {
		zero = k.zero(s.elem)
	}
	inits := make([]*ir.Value, 0, s.rm*s.rn)
	for r := range s.rm {
		for c := range s.rn {
			switch {
			case s.splits > 1:
				inits = append(inits, zero)
			case s.fill != nil:
				inits = append(inits, s.start)
			default:
				m, n := position(r, c)
				inits = append(inits, k.load(s.C, sb.at(s.batched, m, n)))
			}
		}
	}
	var results []*ir.Value
	if k.simtStages == 2 {
		results = sb.twoStages(inits)
	} else {
		results = sb.oneStage(inits)
	}
	for r := range s.rm {
		for c := range s.rn {
			m, n := position(r, c)
			sum := results[r*s.rn+c]
			if s.splits > 1 {
				k.b.Build(memref.Store, []*ir.Value{sum, s.partials, s.split, s.bz, m, n}, nil)
				continue
			}
			k.storeThrough(s.epis, sum, s.C, sb.at(s.batched, m, n), s.shape)
		}
	}
}

// simtOperand is an operand the interior path stages: its memory, tile,
// extent along m or n (tile*rm or tile*rn), first row or column, the
// width of its vectors (its runs of the thread's sums, and its staging's)
// with their type and alignment, whether its memory runs along k, and
// whether it has a batch dim.
type simtOperand struct {
	mem, tile, mn0 *ir.Value
	extent, width  int64
	vecType        ir.Type
	align          ir.NamedAttr
	kContiguous    bool
	batched        bool
}

// simtBlock builds an interior block's K loop.
type simtBlock struct {
	k                    *kernel
	s                    *simtProduct
	thread               *ir.Value // ty*tile + tx
	opA, opB             simtOperand
	rowGroups, colGroups []*ir.Value // the first of each run of the thread's rows and columns
}

func (sb *simtBlock) at(withBatch bool, i, j *ir.Value) []*ir.Value {
	return batchAt(sb.s.bz, withBatch, i, j)
}

// slot is the tile position (k, mn) of vector r of the thread: its
// vectors run along the operand's memory order, neighbouring threads on
// neighbouring vectors.
func (sb *simtBlock) slot(o simtOperand, r int64) (kk, mn *ir.Value) {
	k, T := sb.k, sb.k.tile
	e := k.plus(sb.thread, T*T*r)
	if o.kContiguous {
		perRow := k.index(T / o.width)
		return k.binary(arith.MulI, k.binary(arith.RemUI, e, perRow), k.index(o.width)), k.binary(arith.DivUI, e, perRow)
	}
	perRow := k.index(o.extent / o.width)
	return k.binary(arith.DivUI, e, perRow), k.binary(arith.MulI, k.binary(arith.RemUI, e, perRow), k.index(o.width))
}

// vectors is the number of vectors (of the operand's width) of a K step
// of the operand each thread stages.
func (sb *simtBlock) vectors(o simtOperand) int64 {
	T := sb.k.tile
	return o.extent * T / o.width / (T * T)
}

// load reads the thread's vectors of the operand's K step from k0.
func (sb *simtBlock) load(o simtOperand, k0 *ir.Value) []*ir.Value {
	k := sb.k
	var out []*ir.Value
	for r := range sb.vectors(o) {
		kk, mn := sb.slot(o, r)
		kIdx, mnIdx := k.binary(arith.AddI, k0, kk), k.binary(arith.AddI, o.mn0, mn)
		idx := sb.at(o.batched, kIdx, mnIdx)
		if o.kContiguous {
			idx = sb.at(o.batched, mnIdx, kIdx)
		}
		out = append(out, k.b.Build(vector.Load, append([]*ir.Value{o.mem}, idx...), []ir.Type{o.vecType}, o.align).Result(0))
	}
	return out
}

func (sb *simtBlock) extract(v *ir.Value, i int64) *ir.Value {
	return sb.k.b.Build(vector.Extract, []*ir.Value{v}, []ir.Type{sb.s.inElem},
		ir.NamedAttr{Name: "static_position", Value: sb.k.b.Ctx.DenseI64Array([]int64{i})}).Result(0)
}

// store puts the thread's vectors of a K step into the operand's tile,
// in the buffer whose rows start at base (nil: the tile's only buffer).
func (sb *simtBlock) store(o simtOperand, vs []*ir.Value, base *ir.Value) {
	k := sb.k
	for r, v := range vs {
		kk, mn := sb.slot(o, int64(r))
		if base != nil {
			kk = k.binary(arith.AddI, base, kk)
		}
		if !o.kContiguous {
			k.b.Build(vector.Store, []*ir.Value{v, o.tile, kk, mn}, nil, o.align)
			continue
		}
		for i := range o.width {
			k.b.Build(memref.Store, []*ir.Value{sb.extract(v, i), o.tile, k.plus(kk, i), mn}, nil)
		}
	}
}

// row multiplies row kk of the tiles' buffer from base (nil: the only
// one) into the sums.
func (sb *simtBlock) row(base, kk *ir.Value, accs []*ir.Value) []*ir.Value {
	k, s := sb.k, sb.s
	if base != nil {
		kk = k.binary(arith.AddI, base, kk)
	}
	// Both operands' vectors load before their elements are taken apart.
	tileVectors := func(o simtOperand, groups []*ir.Value) []*ir.Value {
		vecs := make([]*ir.Value, len(groups))
		for g, first := range groups {
			vecs[g] = k.b.Build(vector.Load, []*ir.Value{o.tile, kk, first}, []ir.Type{o.vecType}, o.align).Result(0)
		}
		return vecs
	}
	aVecs, bVecs := tileVectors(sb.opA, sb.rowGroups), tileVectors(sb.opB, sb.colGroups)
	elements := func(o simtOperand, vecs []*ir.Value) []*ir.Value {
		values := make([]*ir.Value, 0, int64(len(vecs))*o.width)
		for _, v := range vecs {
			for i := range o.width {
				values = append(values, sb.extract(v, i))
			}
		}
		return values
	}
	aValues, bValues := elements(sb.opA, aVecs), elements(sb.opB, bVecs)
	out := make([]*ir.Value, len(accs))
	for i := range aValues {
		for j := range bValues {
			at := int64(i)*s.rn + int64(j)
			out[at] = k.accumulate(s.body, s.p, aValues[i], bValues[j], accs[at])
		}
	}
	return out
}

// oneStage is the K loop of one workgroup buffer an operand: the vectors
// of a step, loaded in the previous iteration, are stored into the tiles;
// the block meets; the next step's vectors load into registers while the
// step's rows are multiplied; and the block meets again before the tiles
// are overwritten.
func (sb *simtBlock) oneStage(inits []*ir.Value) []*ir.Value {
	k, s := sb.k, sb.s
	staged := append(sb.load(sb.opA, s.kBegin), sb.load(sb.opB, s.kBegin)...)
	nA := sb.vectors(sb.opA)
	loopInits := append(append([]*ir.Value(nil), inits...), staged...)
	return scf.BuildFor(k.b, s.kBegin, s.kEnd, k.index(k.tile), loopInits, func(k0 *ir.Value, carried []*ir.Value) []*ir.Value {
		accs, regs := carried[:len(inits)], carried[len(inits):]
		sb.store(sb.opA, regs[:nA], nil)
		sb.store(sb.opB, regs[nA:], nil)
		k.b.Build(gpu.Barrier, nil, nil)
		next := k.plus(k0, k.tile)
		types := make([]ir.Type, len(regs))
		for i, r := range regs {
			types[i] = r.Type()
		}
		nextRegs := scf.BuildIfElse(k.b, k.cmp(arith.CmpIULT, next, s.kEnd), types,
			func() []*ir.Value { return append(sb.load(sb.opA, next), sb.load(sb.opB, next)...) },
			func() []*ir.Value { return regs })
		sums := k.stepRows(accs, func(kk *ir.Value, accs []*ir.Value) []*ir.Value { return sb.row(nil, kk, accs) })
		k.b.Build(gpu.Barrier, nil, nil)
		return append(sums, nextRegs...)
	}).Results()
}

// twoStages is the K loop of two workgroup buffers an operand (tiles of
// 2*tile rows): the first step is stored into the first buffer before
// the loop; an iteration loads the next step's vectors into registers,
// multiplies the current buffer's rows, stores the vectors into the other
// buffer and meets the block once. The barrier both publishes the next
// step and frees the current buffer, which no thread reads again before
// the iteration after next stores into it. The last iteration loads its
// own step again (the load's start is clamped to the block's last step,
// so that no branch guards it) and stores it into the buffer no later
// iteration reads.
func (sb *simtBlock) twoStages(inits []*ir.Value) []*ir.Value {
	k, s := sb.k, sb.s
	T := k.tile
	first := k.index(0)
	sb.store(sb.opA, sb.load(sb.opA, s.kBegin), first)
	sb.store(sb.opB, sb.load(sb.opB, s.kBegin), first)
	k.b.Build(gpu.Barrier, nil, nil)
	last := k.binary(arith.SubI, s.kEnd, k.index(T))
	loopInits := append(append([]*ir.Value(nil), inits...), first)
	results := scf.BuildFor(k.b, s.kBegin, s.kEnd, k.index(T), loopInits, func(k0 *ir.Value, carried []*ir.Value) []*ir.Value {
		accs, base := carried[:len(inits)], carried[len(inits)]
		next := k.binary(arith.MinUI, k.plus(k0, T), last)
		nextA, nextB := sb.load(sb.opA, next), sb.load(sb.opB, next)
		sums := k.stepRows(accs, func(kk *ir.Value, accs []*ir.Value) []*ir.Value { return sb.row(base, kk, accs) })
		other := k.binary(arith.SubI, k.index(T), base)
		sb.store(sb.opA, nextA, other)
		sb.store(sb.opB, nextB, other)
		k.b.Build(gpu.Barrier, nil, nil)
		return append(sums, other)
	}).Results()
	return results[:len(inits)]
}

// stepRows multiplies a K step's tile rows into the sums, row(kk, sums)
// a row: simtUnroll rows an iteration of a loop over the step, or every
// row with no loop when simtUnroll is the tile (the rows' indices are
// then constants, which fold into the loads' offsets).
func (k *kernel) stepRows(accs []*ir.Value, row func(kk *ir.Value, accs []*ir.Value) []*ir.Value) []*ir.Value {
	unrolled := func(kk *ir.Value, accs []*ir.Value) []*ir.Value {
		for u := range k.simtUnroll {
			accs = row(k.plus(kk, u), accs)
		}
		return accs
	}
	if k.simtUnroll == k.tile {
		return unrolled(k.index(0), accs)
	}
	return scf.BuildFor(k.b, k.index(0), k.index(k.tile), k.index(k.simtUnroll), accs, unrolled).Results()
}

// accumulate clones a product's body on (a, b, acc) at the builder and
// returns the value it yields.
func (k *kernel) accumulate(body *ir.Block, p product, a, b, acc *ir.Value) *ir.Value {
	mp := ir.NewIRMapping()
	mp.Map(body.Arg(p.a), a)
	mp.Map(body.Arg(p.b), b)
	mp.Map(body.Arg(2), acc)
	for _, o := range body.Ops() {
		if o.Def() == linalg.Yield {
			return mp.Lookup(o.Operand(0))
		}
		k.b.Insert(o.Clone(mp))
	}
	return nil
}
