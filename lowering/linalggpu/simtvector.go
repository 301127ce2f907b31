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
// elements the fast path takes.
const simtVectorWidth = 4

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
	aTile, bTile      *ir.Value // the vector tiles: [tile][tile*rm + 4], [tile][tile*rn + 4]
}

// simtVectorTiles says whether the interior path applies to a product,
// and gives its two workgroup tiles' types: both operands loaded (not
// computed by a prologue) with rows that may be 16 bytes aligned, 32-bit
// elements, register tiles of multiples of four each way, and static sizes
// that leave some block interior. Each tile holds a K step's rows along
// k, the block's rows of C (A) or columns (B) along the other dim, padded
// by four elements against bank conflicts of the transposing stores.
func (k *kernel) simtVectorTiles(A, B *ir.Value, computed bool, inElem ir.Type, rm, rn int64, m, n int64) (aTile, bTile ir.Type, ok bool) {
	if computed || ir.IntOrFloatBitWidth(inElem) != 32 || rm%simtVectorWidth != 0 || rn%simtVectorWidth != 0 ||
		k.tile%simtVectorWidth != 0 || !vectorLayout(A, false) || !vectorLayout(B, false) {
		return nil, nil, false
	}
	if m != ir.ShapedDynamic && m < k.tile*rm || n != ir.ShapedDynamic && n < k.tile*rn {
		return nil, nil, false
	}
	ctx := k.b.Ctx
	wg := gpu.Enum(ctx, "address_space", "workgroup")
	return ctx.MemRefType([]int64{k.tile, k.tile*rm + simtVectorWidth}, inElem, nil, wg),
		ctx.MemRefType([]int64{k.tile, k.tile*rn + simtVectorWidth}, inElem, nil, wg), true
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
// m0 + 4*ty + i + 4*tile*g and columns n0 + 4*tx + j + 4*tile*h (i, j
// < 4; g < rm/4, h < rn/4). Each of a step's sums is added in K's order,
// as the loop nest adds them.
func (k *kernel) simtVectorBlock(s *simtProduct) {
	b, ctx := k.b, k.b.Ctx
	T := k.tile
	vecType := ctx.VectorType([]int64{simtVectorWidth}, s.inElem, nil)
	align16 := ir.NamedAttr{Name: "alignment", Value: ctx.IntegerAttr(ctx.I(64), 16)}
	thread := k.binary(arith.AddI, k.binary(arith.MulI, s.ty, k.index(T)), s.tx)
	at := func(withBatch bool, i, j *ir.Value) []*ir.Value { return batchAt(s.bz, withBatch, i, j) }

	// A staged operand: its memory, tile, extent along m or n (tile*rm or
	// tile*rn), first row or column, and whether its memory runs along k.
	type operand struct {
		mem, tile, mn0 *ir.Value
		extent         int64
		kContiguous    bool
		batched        bool
	}
	opA := operand{s.A, s.aTile, s.m0, T * s.rm, !s.p.aTransposed, s.p.aBatched}
	opB := operand{s.B, s.bTile, s.n0, T * s.rn, s.p.bTransposed, s.p.bBatched}
	// slot is the tile position (k, mn) of vector r of the thread: its
	// vectors run along the operand's memory order, neighbouring threads
	// on neighbouring vectors.
	slot := func(o operand, r int64) (kk, mn *ir.Value) {
		e := k.plus(thread, T*T*r)
		if o.kContiguous {
			perRow := k.index(T / simtVectorWidth)
			return k.binary(arith.MulI, k.binary(arith.RemUI, e, perRow), k.index(simtVectorWidth)), k.binary(arith.DivUI, e, perRow)
		}
		perRow := k.index(o.extent / simtVectorWidth)
		return k.binary(arith.DivUI, e, perRow), k.binary(arith.MulI, k.binary(arith.RemUI, e, perRow), k.index(simtVectorWidth))
	}
	vectors := func(o operand) int64 { return o.extent * T / simtVectorWidth / (T * T) }
	load := func(o operand, k0 *ir.Value) []*ir.Value {
		var out []*ir.Value
		for r := range vectors(o) {
			kk, mn := slot(o, r)
			kIdx, mnIdx := k.binary(arith.AddI, k0, kk), k.binary(arith.AddI, o.mn0, mn)
			idx := at(o.batched, kIdx, mnIdx)
			if o.kContiguous {
				idx = at(o.batched, mnIdx, kIdx)
			}
			out = append(out, b.Build(vector.Load, append([]*ir.Value{o.mem}, idx...), []ir.Type{vecType}, align16).Result(0))
		}
		return out
	}
	extract := func(v *ir.Value, i int64) *ir.Value {
		return b.Build(vector.Extract, []*ir.Value{v}, []ir.Type{s.inElem},
			ir.NamedAttr{Name: "static_position", Value: ctx.DenseI64Array([]int64{i})}).Result(0)
	}
	store := func(o operand, vs []*ir.Value) {
		for r, v := range vs {
			kk, mn := slot(o, int64(r))
			if !o.kContiguous {
				b.Build(vector.Store, []*ir.Value{v, o.tile, kk, mn}, nil, align16)
				continue
			}
			for i := range int64(simtVectorWidth) {
				b.Build(memref.Store, []*ir.Value{extract(v, i), o.tile, k.plus(kk, i), mn}, nil)
			}
		}
	}
	// The thread's rows and columns of the block's tile, a run of four per
	// group.
	lanes := func(lane *ir.Value, groups int64) []*ir.Value {
		out := make([]*ir.Value, groups)
		for g := range out {
			out[g] = k.plus(k.binary(arith.MulI, lane, k.index(simtVectorWidth)), simtVectorWidth*T*int64(g))
		}
		return out
	}
	rowGroups, colGroups := lanes(s.ty, s.rm/simtVectorWidth), lanes(s.tx, s.rn/simtVectorWidth)
	// position is C's element of the thread's sum (r, c): the sums are
	// row-major over its rm x rn elements.
	position := func(r, c int64) (*ir.Value, *ir.Value) {
		return k.binary(arith.AddI, s.m0, k.plus(rowGroups[r/simtVectorWidth], r%simtVectorWidth)),
			k.binary(arith.AddI, s.n0, k.plus(colGroups[c/simtVectorWidth], c%simtVectorWidth))
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
				inits = append(inits, k.load(s.C, at(s.batched, m, n)))
			}
		}
	}
	staged := append(load(opA, s.kBegin), load(opB, s.kBegin)...)
	nA := vectors(opA)
	loopInits := append(append([]*ir.Value(nil), inits...), staged...)
	results := scf.BuildFor(b, s.kBegin, s.kEnd, k.index(T), loopInits, func(k0 *ir.Value, carried []*ir.Value) []*ir.Value {
		accs, regs := carried[:len(inits)], carried[len(inits):]
		store(opA, regs[:nA])
		store(opB, regs[nA:])
		b.Build(gpu.Barrier, nil, nil)
		// The next step's vectors load while this one is multiplied.
		next := k.plus(k0, T)
		types := make([]ir.Type, len(regs))
		for i := range types {
			types[i] = vecType
		}
		nextRegs := scf.BuildIfElse(k.b, k.cmp(arith.CmpIULT, next, s.kEnd), types,
			func() []*ir.Value { return append(load(opA, next), load(opB, next)...) },
			func() []*ir.Value { return regs })
		// row multiplies the tile's row kk into the sums.
		row := func(kk *ir.Value, accs []*ir.Value) []*ir.Value {
			aVecs := make([]*ir.Value, len(rowGroups))
			for g, row := range rowGroups {
				aVecs[g] = b.Build(vector.Load, []*ir.Value{s.aTile, kk, row}, []ir.Type{vecType}, align16).Result(0)
			}
			bVecs := make([]*ir.Value, len(colGroups))
			for h, col := range colGroups {
				bVecs[h] = b.Build(vector.Load, []*ir.Value{s.bTile, kk, col}, []ir.Type{vecType}, align16).Result(0)
			}
			aValues := make([]*ir.Value, s.rm)
			for i := range aValues {
				aValues[i] = extract(aVecs[int64(i)/simtVectorWidth], int64(i)%simtVectorWidth)
			}
			bValues := make([]*ir.Value, s.rn)
			for j := range bValues {
				bValues[j] = extract(bVecs[int64(j)/simtVectorWidth], int64(j)%simtVectorWidth)
			}
			out := make([]*ir.Value, len(accs))
			for i := range aValues {
				for j := range bValues {
					at := int64(i)*s.rn + int64(j)
					out[at] = k.accumulate(s.body, s.p, aValues[i], bValues[j], accs[at])
				}
			}
			return out
		}
		sums := k.stepRows(accs, row)
		b.Build(gpu.Barrier, nil, nil)
		return append(sums, nextRegs...)
	}).Results()
	for r := range s.rm {
		for c := range s.rn {
			m, n := position(r, c)
			sum := results[r*s.rn+c]
			if s.splits > 1 {
				b.Build(memref.Store, []*ir.Value{sum, s.partials, s.split, s.bz, m, n}, nil)
				continue
			}
			k.storeThrough(s.epis, sum, s.C, at(s.batched, m, n), s.shape)
		}
	}
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
