// Package linalggpu is strata-linalg-promote-to-gpu: Strata's own tiled
// GPU kernel for matrix products on buffers. Each linalg.matmul and
// linalg.batch_matmul on memrefs (and each linalg.generic that is exactly
// one) becomes a gpu.launch of TILE x TILE threads per block, each
// thread computing a register tile of rm x rn elements of the result,
// that stages tiles of both operands through workgroup memory so that
// each element of A and B is read from global memory once per block
// instead of once per thread. A cost model picks the register tile from
// the shapes, and splits K across blocks when a product has too few
// blocks to fill the chip. Everything else is left to convert-linalg-to-parallel-loops and
// strata-parallel-loops-to-gpu.
package linalggpu

import (
	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// Pass is strata-linalg-promote-to-gpu.
var Pass = &passes.Pass{
	Argument: "strata-linalg-promote-to-gpu",
	Name:     "StrataLinalgPromoteToGPU",
	Summary:  "Map matrix products on buffers to tiled gpu.launch kernels with the reused tiles in workgroup memory",
	Description: "Each linalg.matmul and linalg.batch_matmul on memrefs of f16, bf16, f32 or f64 (and each linalg.generic " +
		"that is exactly a (batched) matmul: A read as (b,)m,k or transposed (b,)k,m, B as (b,)k,n or (b,)n,k, either " +
		"without the batch (shared by every element of it), C as (b,)m,n, one reduction dim, a mulf+addf body, A and B of one type that the body may widen with arith.extf to C's, " +
		"as a bf16 or f16 product summed in f32 is) " +
		"becomes a gpu.launch of tile-size x tile-size threads per block in which each thread computes rm x rn elements " +
		"of C (rows ty+tile*i, columns tx+tile*j), a grid of ceil(N/(tile*rn)) x ceil(M/(tile*rm)) x batch blocks. " +
		"Each block walks K in steps of tile-size: the threads stage a (tile*rm) x tile tile of A and a tile x (tile*rn) " +
		"tile of B in workgroup memory (zero out of bounds; a transposed operand along its memory order, into a tile " +
		"with a padding column), the block waits at a barrier, each thread accumulates the tile's products into its " +
		"rm x rn sums in order, and the block waits again. A thread starts from C's elements and stores its sums " +
		"there when in bounds, so the sums are those of the loop nest, in the same order, bit for bit. " +
		"The cost model takes the most elements per thread (1, 2, 4 or 8 each way) that leaves at least target-blocks " +
		"blocks; register-tile-m/-n force it. A product with under half that many blocks, static sizes, an f32 or f64 " +
		"element and a K of at least eight tiles is split along K (split-k forces a count, 1 never splits): each block " +
		"sums its split into a workspace of partial sums, and a second launch adds C and the partials in split order " +
		"(deterministic, but not the loop nest's order). " +
		"A linalg.fill of all of C right before the product (or a linalg.generic that is one) (with only ops that do not touch C between) is erased and " +
		"its value is the sums' start; an all-parallel linalg.generic right after it that reads C at each thread's own " +
		"element (its other inputs through dims and constants, none aliasing what it writes) runs on each sum before " +
		"the store, into its own output (C itself is then not stored when it is a buffer allocated here that nothing else reads). A product with no output elements launches nothing",
	Anchor:   fn.Func.Name,
	Dialects: []string{"gpu", "scf", "arith", "memref"},
	Options: []passes.Option{
		{Name: "tile-size", Kind: passes.IntOption, Default: "16", Description: "Side of the square tiles and thread blocks (1 to 32)"},
		{Name: "register-tile-m", Kind: passes.IntOption, Default: "0", Description: "Rows of C each thread computes (1, 2, 4 or 8; 0: the cost model's choice)"},
		{Name: "register-tile-n", Kind: passes.IntOption, Default: "0", Description: "Columns of C each thread computes (1, 2, 4 or 8; 0: the cost model's choice)"},
		{Name: "split-k", Kind: passes.IntOption, Default: "0", Description: "Splits of K across blocks, their partial sums added by a second launch (0: the cost model's choice; 1: never)"},
		{Name: "fuse-producers", Kind: passes.BoolOption, Default: "false", Description: "Compute an operand produced by an all-parallel linalg.generic (im2col) in the staging instead of loading it (off by default: each block recomputes the gather's 64-bit index arithmetic, slower on the H200 than writing the gathered matrix once)"},
		{Name: "tensor-cores", Kind: passes.BoolOption, Default: "true", Description: "Run products of f16 or bf16 summed in f32 on the tensor cores (gpu.subgroup_mma ops in 64x64 tiles of four warps)"},
		{Name: "allow-tf32", Kind: passes.BoolOption, Default: "false", Description: "Run f32 products on the tensor cores as tf32 (the tensor cores read 10 of each input's 23 mantissa bits; sums in f32), as PyTorch's torch.backends.cuda.matmul.allow_tf32; off: exact f32. Only products of static sizes with at least target-blocks/2 tiles of 64x64 take them: the others stay exact, where the SIMT kernel is faster"},
		{Name: "allow-conv-tf32", Kind: passes.BoolOption, Default: "false", Description: "Run the f32 products of convolutions (those strata-linalg-conv-to-im2col marks strata.convolution) on the tensor cores as tf32, as PyTorch's torch.backends.cudnn.allow_tf32, under allow-tf32's size rule; off: exact f32"},
		{Name: "target-blocks", Kind: passes.IntOption, Default: "264", Description: "Blocks the cost model keeps a product at least at (two per SM of an H100/H200); half of it is the tile count a tf32 product needs for the tensor cores"},
	},
	Run: func(r *passes.Run) error {
		t := r.Int("tile-size")
		if t < 1 || t > 32 {
			return r.Errorf("tile-size must be between 1 and 32, got %d", t)
		}
		forceM, forceN := r.Int("register-tile-m"), r.Int("register-tile-n")
		for _, f := range []int64{forceM, forceN} {
			if f != 0 && f != 1 && f != 2 && f != 4 && f != 8 {
				return r.Errorf("register-tile-m and register-tile-n must be 0, 1, 2, 4 or 8, got %d", f)
			}
		}
		forceSplit := r.Int("split-k")
		if forceSplit < 0 {
			return r.Errorf("split-k must not be negative, got %d", forceSplit)
		}
		targetBlocks := r.Int("target-blocks")
		if targetBlocks < 1 {
			return r.Errorf("target-blocks must be positive, got %d", targetBlocks)
		}
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if Match(op) {
				todo = append(todo, op)
			}
		})
		for _, op := range todo {
			k := &kernel{b: ir.NewBuilder(r.Ctx), tile: t, forceM: forceM, forceN: forceN,
				targetBlocks: targetBlocks, forceSplit: forceSplit, noPrologues: !r.Bool("fuse-producers"),
				tensorCores: r.Bool("tensor-cores"), allowTF32: r.Bool("allow-tf32"), allowConvTF32: r.Bool("allow-conv-tf32")}
			p, _ := matchProduct(op)
			k.rewrite(op, p)
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Match reports whether op is a structured op on memrefs that the pass
// maps: a (batched) matmul of float elements, with a mulf+addf body
// (its inputs possibly widened to C's type), not already inside a GPU
// kernel.
func Match(op *ir.Operation) bool {
	_, ok := matchProduct(op)
	return ok
}

// product says which input of a matched op is A ([(b,) m, k], or
// [(b,) k, m] transposed) and which is B ([(b,) k, n], or [(b,) n, k]),
// and whether each has the batch dim of C ([(b,) m, n]): in a batch one
// may be shared by every element (the filter of a convolution rewritten
// as im2col and a product per image). Transposed operands come from
// strata-linalg-fold-copies-into-consumers (linear's weight, read as
// [n, k] instead of copied into [k, n]).
type product struct {
	a, b                     int // input positions
	batched                  bool
	aBatched, bBatched       bool
	aTransposed, bTransposed bool
}

// matchProduct matches op's maps against (b,) m, n, k with the reduction
// last: C's map is (b,) m, n; each input's is [(b,) m, k] (A) or
// [(b,) k, n] (B), one of each.
func matchProduct(op *ir.Operation) (product, bool) {
	var p product
	if !linalg.IsStructured(op) || op.NumResults() != 0 || op.NumOperands() != 3 || len(linalg.Inputs(op)) != 2 {
		return p, false
	}
	for parent := op.ParentOp(); parent != nil; parent = parent.ParentOp() {
		if parent.Def() == gpu.Launch || parent.Def() == gpu.Func {
			return p, false
		}
	}
	// A and B share one float type; C's may be wider (bf16 inputs summed
	// in f32, through extf in the body).
	var elem ir.Type
	for i, v := range op.Operands() {
		mt, ok := v.Type().(*ir.MemRefType)
		if !ok || !productElement(mt.Elem) || (i == 1 && mt.Elem != elem) {
			return p, false
		}
		if i < 2 {
			elem = mt.Elem
		}
	}
	maps, err := linalg.IndexingMaps(op)
	if err != nil || len(maps) != 3 {
		return p, false
	}
	iters, err := linalg.IteratorTypes(op)
	if err != nil || len(iters) < 3 || len(iters) > 4 {
		return p, false
	}
	for i, it := range iters {
		if (it == linalg.Reduction) != (i == len(iters)-1) {
			return p, false
		}
	}
	p.batched = len(iters) == 4
	batch, m, n, k := -1, 0, 1, 2
	if p.batched {
		batch, m, n, k = 0, 1, 2, 3
	}
	// dimsAre reports whether map i reads exactly dims (the batch first
	// when with is set).
	dimsAre := func(i int, with bool, dims ...int) bool {
		if with {
			dims = append([]int{batch}, dims...)
		}
		mp := maps[i]
		if mp.NumDims != len(iters) || mp.NumSyms != 0 || len(mp.Results) != len(dims) {
			return false
		}
		for j, e := range mp.Results {
			if e.Kind != ir.AffineDim || int(e.Val) != dims[j] {
				return false
			}
		}
		return true
	}
	if !dimsAre(2, p.batched, m, n) {
		return p, false
	}
	// role says whether input i is A or B, with the batch or not, and
	// whether its last two dims are swapped.
	type operandRole struct{ isA, withBatch, transposed, ok bool }
	role := func(i int) operandRole {
		for _, with := range []bool{p.batched, false} {
			switch {
			case dimsAre(i, with, m, k):
				return operandRole{isA: true, withBatch: with, ok: true}
			case dimsAre(i, with, k, m):
				return operandRole{isA: true, withBatch: with, transposed: true, ok: true}
			case dimsAre(i, with, k, n):
				return operandRole{withBatch: with, ok: true}
			case dimsAre(i, with, n, k):
				return operandRole{withBatch: with, transposed: true, ok: true}
			}
		}
		return operandRole{}
	}
	r0, r1 := role(0), role(1)
	if !r0.ok || !r1.ok || r0.isA == r1.isA {
		return p, false
	}
	ra, rb := r0, r1
	p.a, p.b = 0, 1
	if !r0.isA {
		ra, rb = r1, r0
		p.a, p.b = 1, 0
	}
	p.aBatched, p.aTransposed = ra.withBatch, ra.transposed
	p.bBatched, p.bTransposed = rb.withBatch, rb.transposed
	return p, macBody(op)
}

// productElement says whether t is a float type the kernel computes in.
func productElement(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return false
	}
	switch ft.Kind {
	case ir.F16, ir.BF16, ir.F32, ir.F64:
		return true
	}
	return false
}

// macBody reports whether op's body is c + a*b: a mulf of the two input
// arguments (each possibly through an arith.extf to C's type), an addf
// of it and the output argument, and its yield.
func macBody(op *ir.Operation) bool {
	if op.NumRegions() != 1 || op.Region(0).Empty() {
		return false
	}
	body := op.Region(0).Front()
	if body.NumArgs() != 3 || body.Next() != nil {
		return false
	}
	ops := body.Ops()
	n := len(ops)
	if n < 3 || n > 5 || ops[n-3].Def() != arith.MulF || ops[n-2].Def() != arith.AddF || ops[n-1].Def() != linalg.Yield {
		return false
	}
	a, b, c := body.Arg(0), body.Arg(1), body.Arg(2)
	// widened maps each extf's result to the argument it widens.
	widened := map[*ir.Value]*ir.Value{}
	for _, ext := range ops[:n-3] {
		if ext.Def() != arith.ExtF || ext.NumOperands() != 1 || (ext.Operand(0) != a && ext.Operand(0) != b) ||
			ext.Result(0).Type() != c.Type() || ext.Result(0).NumUses() != 1 {
			return false
		}
		widened[ext.Result(0)] = ext.Operand(0)
	}
	mul, add := ops[n-3], ops[n-2]
	arg := func(v *ir.Value) *ir.Value {
		if w, ok := widened[v]; ok {
			return w
		}
		return v
	}
	x, y := arg(mul.Operand(0)), arg(mul.Operand(1))
	if !(x == a && y == b || x == b && y == a) || mul.Result(0).Type() != c.Type() {
		return false
	}
	p := mul.Result(0)
	if !(add.Operand(0) == c && add.Operand(1) == p || add.Operand(0) == p && add.Operand(1) == c) {
		return false
	}
	return ops[n-1].NumOperands() == 1 && ops[n-1].Operand(0) == add.Result(0) && p.NumUses() == 1
}

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
	// noPrologues keeps operands' producers apart (fuse-producers=false).
	noPrologues bool
	// tensorCores maps 16-bit products summed in f32 to the tensor cores.
	tensorCores bool
	// allowTF32 maps f32 products to the tensor cores too, as tf32.
	allowTF32 bool
	// allowConvTF32 does so for the products of convolutions alone.
	allowConvTF32 bool
}

func (k *kernel) index(c int64) *ir.Value {
	ctx := k.b.Ctx
	return k.b.Build(arith.Constant, nil, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), c)}).Result(0)
}

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
	return k.ifThenElse(cond, []ir.Type{t}, func() []*ir.Value { return []*ir.Value{then()} },
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

// delinearize returns the indices of row-major position pos in a static
// shape.
func (k *kernel) delinearize(pos *ir.Value, shape []int64) []*ir.Value {
	idx := make([]*ir.Value, len(shape))
	for i := len(shape) - 1; i > 0; i-- {
		size := k.index(shape[i])
		idx[i] = k.binary(arith.RemUI, pos, size)
		pos = k.binary(arith.DivUI, pos, size)
	}
	idx[0] = pos
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
	// Operands computed by the staging instead of loaded (implicit GEMM).
	prologues := map[*ir.Value]*prologue{}
	for _, v := range []*ir.Value{A, B} {
		if pr := prologueOf(op, v, C, epis); pr != nil && !k.noPrologues {
			prologues[v] = pr
		}
	}
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
	if k.tensorCores && tensorCoreElements(inElem, elem, tf32) {
		k.tensorCoreLaunch(productOperands{op: op, p: p, A: A, B: B, C: C, M: M, N: N, K: K, batch: batch,
			fill: fill, start: start, epis: epis, prologues: prologues, elem: elem, inElem: inElem,
			shape: ct.Dims, batched: batched})
		finish(op, fill, epis, prologues)
		return
	}

	// The launch, with two workgroup tiles: A's (TILE*rm) x TILE and B's
	// TILE x (TILE*rn). A transposed operand's tile is written down its
	// columns (so that the global reads stay coalesced): one padding
	// column puts a column's elements in distinct banks.
	rm, rn := k.registerTile(ct.Dims[off], ct.Dims[off+1], batchSize(ct, batched))
	kStatic := A.Type().(*ir.MemRefType).Dims[kDimOfA]
	splits, perSplit := k.splitK(ct.Dims[off], ct.Dims[off+1], batchSize(ct, batched), kStatic, rm, rn, elem)
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
	region.Append(entry)
	b.Create(&ir.OperationState{Name: ctx.NameOf(gpu.Launch),
		Operands: []*ir.Value{gx, gy, gz, T, T, one},
		Regions:  []*ir.Region{region},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0})},
			{Name: "workgroup_attributions", Value: ctx.IntegerAttr(ctx.I(64), 2)},
		}})
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
	body := op.Region(0).Front()
	// stage loads operand[first, second] (zero outside its bounds) into
	// the tile at [row, col].
	stage := func(mem, tileBuf *ir.Value, withBatch bool, first, firstBound, second, secondBound, row, col *ir.Value) {
		ok := k.binary(arith.AndI, k.cmp(arith.CmpIULT, first, firstBound), k.cmp(arith.CmpIULT, second, secondBound))
		v := k.ifElse(ok, inElem, func() *ir.Value {
			if pr := prologues[mem]; pr != nil {
				return k.compute(pr, at(withBatch, first, second))
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
		kn := tile
		if kStatic == ir.ShapedDynamic || kStatic%k.tile != 0 {
			kn = k.binary(arith.MinSI, tile, k.binary(arith.SubI, kEnd, k0))
		}
		inner := scf.BuildFor(b, c0, kn, c1, accs, func(kk *ir.Value, accs []*ir.Value) []*ir.Value {
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
					mp := ir.NewIRMapping()
					mp.Map(body.Arg(p.a), aValues[i])
					mp.Map(body.Arg(p.b), bValues[j])
					mp.Map(body.Arg(2), accs[int64(i)*rn+int64(j)])
					for _, o := range body.Ops() {
						if o.Def() == linalg.Yield {
							out = append(out, mp.Lookup(o.Operand(0)))
							continue
						}
						b.Insert(o.Clone(mp))
					}
				}
			}
			return out
		}).Results()
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
		if e.reshape {
			idx = k.delinearize(k.linearize(idx, shape), e.shape)
		}
		value, buffer, shape = k.apply(e, buffer, value, idx), e.out, e.shape
	}
}

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
// workgroup memory rm or rn times, but makes fewer blocks: it takes the
// most work per thread that still leaves at least targetBlocks blocks (a
// chip's worth), the squarer of two equal choices. Unknown sizes count as
// 1. An option can force either.
func (k *kernel) registerTile(m, n, batch int64) (int64, int64) {
	known := func(d int64) int64 {
		if d == ir.ShapedDynamic {
			return 1
		}
		return d
	}
	m, n, batch = known(m), known(n), known(batch)
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
			blocks := ceilDiv(m, k.tile*rm) * ceilDiv(n, k.tile*rn) * batch
			// Past the matrix, more per thread only idles threads.
			useful := (rm == 1 || k.tile*rm/2 < m) && (rn == 1 || k.tile*rn/2 < n)
			better := rm*rn > bestM*bestN || rm*rn == bestM*bestN && abs(rm-rn) < abs(bestM-bestN)
			if blocks >= k.targetBlocks && useful && better {
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

// splitK is the cost model's split of K across blocks: a product of few
// blocks (under half of targetBlocks) with a long K is cut into splits
// of perSplit (a multiple of the tile, at least four tiles) so that the
// blocks fill the chip. Only static sizes are split; the split-k option
// forces a count (1: never); the cost model leaves 16-bit floats, whose
// products sum in their own type, unsplit. The sums then add each split's partial sum
// in order, not each product: not bit for bit the loop nest's.
func (k *kernel) splitK(m, n, batch, kSize, rm, rn int64, elem ir.Type) (splits, perSplit int64) {
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
		if 2*blocks > k.targetBlocks {
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
