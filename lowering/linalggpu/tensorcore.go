package linalggpu

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
)

// The tensor-core kernel, for products of f16 or bf16 elements summed in
// f32: a block of four warps computes a 64x64 tile of C, each warp 32x32
// of it as 2x2 gpu.subgroup_mma matrices of 16x16. The block walks K in
// steps of 32: its threads stage A's 64x32 tile as [m][k] and B's 32x64
// tile transposed, as [n][k] (so that both operands' fragments read pairs
// along k as words), each row padded to 40 elements against bank
// conflicts; the warps load their fragments and accumulate. At the end
// the warps store their sums into a 64x64 f32 tile, and each thread adds
// C's start (its element or the fill) and stores through the epilogues.
// The tensor cores sum a step's products in their own order: the result
// matches the loop nest's up to f32 rounding.

const (
	tcBlockM, tcBlockN, tcBlockK = 64, 64, 32
	tcThreads                    = 128
	tcFragment                   = 16
	tcPaddedK                    = tcBlockK + 8
	tcPaddedN                    = tcBlockN + 4
)

// tensorCoreElements says whether a product of in elements summed in acc
// runs on the tensor cores.
func tensorCoreElements(in, acc ir.Type) bool {
	ft, ok1 := in.(*ir.FloatType)
	at, ok2 := acc.(*ir.FloatType)
	return ok1 && ok2 && (ft.Kind == ir.F16 || ft.Kind == ir.BF16) && at.Kind == ir.F32
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

func (k *kernel) tensorCoreLaunch(o productOperands) {
	ctx, b := k.b.Ctx, k.b
	wg := gpu.Enum(ctx, "address_space", "workgroup")
	aTile := ctx.MemRefType([]int64{tcBlockM, tcPaddedK}, o.inElem, nil, wg)
	bTile := ctx.MemRefType([]int64{tcBlockN, tcPaddedK}, o.inElem, nil, wg)
	cTile := ctx.MemRefType([]int64{tcBlockM, tcPaddedN}, o.elem, nil, wg)
	gx := b.Build(arith.CeilDivUI, []*ir.Value{o.N, k.index(tcBlockN)}, []ir.Type{ctx.IndexType()}).Result(0)
	gy := b.Build(arith.CeilDivUI, []*ir.Value{o.M, k.index(tcBlockM)}, []ir.Type{ctx.IndexType()}).Result(0)
	one := k.index(1)
	region := ir.NewRegion()
	entry := ir.NewBlock()
	for i := 0; i < 12; i++ {
		entry.AddArgument(ctx.IndexType(), b.Loc)
	}
	as := entry.AddArgument(aTile, b.Loc)
	bs := entry.AddArgument(bTile, b.Loc)
	cs := entry.AddArgument(cTile, b.Loc)
	region.Append(entry)
	b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Launch),
		Operands: []*ir.Value{gx, gy, o.batch, k.index(tcThreads), one, one},
		Regions:  []*ir.Region{region},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0})},
			{Name: "workgroup_attributions", Value: ctx.IntegerAttr(ctx.I(64), 3)},
		}})
	after := b.Save()
	b.SetInsertionPointToEnd(entry)
	b.SetInsertionPoint(b.Build(gpu.Terminator, nil, nil))

	bx, by, bz, tx := entry.Arg(0), entry.Arg(1), entry.Arg(2), entry.Arg(3)
	m0 := k.binary(arith.MulI, by, k.index(tcBlockM))
	n0 := k.binary(arith.MulI, bx, k.index(tcBlockN))
	warp := k.binary(arith.DivUI, tx, k.index(32))
	warpM := k.binary(arith.MulI, k.binary(arith.DivUI, warp, k.index(2)), k.index(32))
	warpN := k.binary(arith.MulI, k.binary(arith.RemUI, warp, k.index(2)), k.index(32))
	at := func(withBatch bool, i, j *ir.Value) []*ir.Value { return batchAt(bz, withBatch, i, j) }
	load := k.load
	store := func(v, mem *ir.Value, idx ...*ir.Value) {
		b.Build(memref.Store, append([]*ir.Value{v, mem}, idx...), nil)
	}
	inZero, accZero := k.zero(o.inElem), k.zero(o.elem)
	// read is operand[first, second] (zero outside), loaded or computed by
	// its producer.
	read := func(mem *ir.Value, withBatch bool, first, firstBound, second, secondBound *ir.Value) *ir.Value {
		ok := k.binary(arith.AndI, k.cmp(arith.CmpIULT, first, firstBound), k.cmp(arith.CmpIULT, second, secondBound))
		return k.ifElse(ok, o.inElem, func() *ir.Value {
			if pr := o.prologues[mem]; pr != nil {
				return k.compute(pr, at(withBatch, first, second))
			}
			return load(mem, at(withBatch, first, second))
		}, inZero)
	}
	matrix := func(operand string, elem ir.Type) ir.Type {
		return gpu.MMAMatrix(ctx, tcFragment, tcFragment, elem, operand)
	}
	zeroMatrix := b.Build(gpu.SubgroupMmaConstantMatrix, []*ir.Value{accZero}, []ir.Type{matrix("COp", o.elem)}).Result(0)
	inits := []*ir.Value{zeroMatrix, zeroMatrix, zeroMatrix, zeroMatrix}
	// Thread tx stages elements tx + 128r of each tile: along k (32 a
	// row) when the operand's memory runs along k, else along m or n (64
	// a row), so that neighbouring threads read neighbouring elements.
	alongK := [2]*ir.Value{k.binary(arith.DivUI, tx, k.index(tcBlockK)), k.binary(arith.RemUI, tx, k.index(tcBlockK))}
	alongMN := [2]*ir.Value{k.binary(arith.DivUI, tx, k.index(tcBlockM)), k.binary(arith.RemUI, tx, k.index(tcBlockM))}
	leadK := ir.NamedAttr{Name: "leadDimension", Value: ctx.IntegerAttr(ctx.IndexType(), tcPaddedK)}
	sums := scf.BuildFor(b, k.index(0), o.K, k.index(tcBlockK), inits, func(k0 *ir.Value, accs []*ir.Value) []*ir.Value {
		for r := int64(0); r < tcBlockM*tcBlockK/tcThreads; r++ {
			// A[m][k] (or transposed [k][m]) into As[m][k].
			if o.p.aTransposed {
				kk, mm := k.plus(alongMN[0], 2*r), alongMN[1]
				store(read(o.A, o.p.aBatched, k.binary(arith.AddI, k0, kk), o.K, k.binary(arith.AddI, m0, mm), o.M), as, mm, kk)
			} else {
				mm, kk := k.plus(alongK[0], 4*r), alongK[1]
				store(read(o.A, o.p.aBatched, k.binary(arith.AddI, m0, mm), o.M, k.binary(arith.AddI, k0, kk), o.K), as, mm, kk)
			}
			// B[k][n] (or transposed [n][k]) into Bs[n][k].
			if o.p.bTransposed {
				nn, kk := k.plus(alongK[0], 4*r), alongK[1]
				store(read(o.B, o.p.bBatched, k.binary(arith.AddI, n0, nn), o.N, k.binary(arith.AddI, k0, kk), o.K), bs, nn, kk)
			} else {
				kk, nn := k.plus(alongMN[0], 2*r), alongMN[1]
				store(read(o.B, o.p.bBatched, k.binary(arith.AddI, k0, kk), o.K, k.binary(arith.AddI, n0, nn), o.N), bs, nn, kk)
			}
		}
		b.Build(gpu.Barrier, nil, nil)
		out := append([]*ir.Value(nil), accs...)
		for kk := int64(0); kk < tcBlockK; kk += tcFragment {
			var aFrag, bFrag [2]*ir.Value
			for i := range aFrag {
				aFrag[i] = b.Build(gpu.SubgroupMmaLoadMatrix, []*ir.Value{as, k.plus(warpM, tcFragment*int64(i)), k.index(kk)},
					[]ir.Type{matrix("AOp", o.inElem)}, leadK).Result(0)
				bFrag[i] = b.Build(gpu.SubgroupMmaLoadMatrix, []*ir.Value{bs, k.plus(warpN, tcFragment*int64(i)), k.index(kk)},
					[]ir.Type{matrix("BOp", o.inElem)}, leadK, ir.NamedAttr{Name: "transpose", Value: ctx.UnitAttr()}).Result(0)
			}
			for i := range aFrag {
				for j := range bFrag {
					out[2*i+j] = b.Build(gpu.SubgroupMmaCompute, []*ir.Value{aFrag[i], bFrag[j], out[2*i+j]},
						[]ir.Type{matrix("COp", o.elem)}).Result(0)
				}
			}
		}
		b.Build(gpu.Barrier, nil, nil)
		return out
	}).Results()
	for i := int64(0); i < 2; i++ {
		for j := int64(0); j < 2; j++ {
			b.Build(gpu.SubgroupMmaStoreMatrix, []*ir.Value{sums[2*i+j], cs, k.plus(warpM, tcFragment*i), k.plus(warpN, tcFragment*j)}, nil,
				ir.NamedAttr{Name: "leadDimension", Value: ctx.IntegerAttr(ctx.IndexType(), tcPaddedN)})
		}
	}
	b.Build(gpu.Barrier, nil, nil)
	for e := int64(0); e < tcBlockM*tcBlockN/tcThreads; e++ {
		row, col := k.plus(alongMN[0], 2*e), alongMN[1]
		m, n := k.binary(arith.AddI, m0, row), k.binary(arith.AddI, n0, col)
		ip := b.Save()
		blk := k.emptyIf(k.binary(arith.AndI, k.cmp(arith.CmpIULT, m, o.M), k.cmp(arith.CmpIULT, n, o.N)))
		b.SetInsertionPoint(blk.Last())
		start := o.start
		if o.fill == nil {
			start = load(o.C, at(o.batched, m, n))
		}
		sum := k.binary(arith.AddF, start, load(cs, []*ir.Value{row, col}))
		k.storeThrough(o.epis, sum, o.C, at(o.batched, m, n), o.shape)
		b.Restore(ip)
	}
	b.Restore(after)
}
