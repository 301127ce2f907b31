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
	"slices"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/dialects/arith"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/linalg"
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
		"the store, into its own output (C itself is then not stored when it is a buffer allocated here that nothing else reads). A product with no output elements launches nothing. " +
		"A product that carries a strata.gpu_config dictionary (as an IREE lowering_config) takes its entries in place of the integer options for itself alone: " +
		"register_tile_m, register_tile_n, split_k, target_blocks, tensor_core_tile, tensor_core_warps, tensor_core_stages, tensor_core_shared_bytes, " +
		"tensor_core_min_blocks, simt_unroll, simt_min_blocks, simt_stages, simt_target_blocks, simt_split_target_blocks and simt_min_vector_width, each an integer its option would take (an unknown key or a refused value is an error at the product). " +
		"A product without one takes the entry for its key in the nearest enclosing strata.gpu_tunings dictionary (on the module: the table a search over a model's products records, " +
		"one entry a shape), if any; the key is C's batch, M, N and K (? where dynamic), the element types, A's and B's layouts (n, or t transposed), the operand a batch shares and conv for a convolution's product: " +
		"\"m1024 n768 k768 f32 nn\", \"b96 m1024 n1024 k64 f32 nt\", \"b32 m3136 n64 k576 f32 nt shared-b\", \"m8192 n8192 k8192 bf16->f32 nn\"",
	Anchor:   fn.Func.Name,
	Dialects: []string{"gpu", "scf", "arith", "memref", "nvgpu"},
	Options: []passes.Option{
		{Name: "tile-size", Kind: passes.IntOption, Default: "16", Description: "Side of the square tiles and thread blocks (1 to 32)"},
		{Name: "register-tile-m", Kind: passes.IntOption, Default: "0", Description: "Rows of C each thread computes (1, 2, 4 or 8; 0: the cost model's choice)"},
		{Name: "register-tile-n", Kind: passes.IntOption, Default: "0", Description: "Columns of C each thread computes (1, 2, 4 or 8; 0: the cost model's choice)"},
		{Name: "split-k", Kind: passes.IntOption, Default: "0", Description: "Splits of K across blocks, their partial sums added by a second launch (0: the cost model's choice; 1: never)"},
		{Name: "fuse-producers", Kind: passes.EnumOption, Values: fuseModes, Default: "auto", Description: "Compute an operand produced by an all-parallel linalg.generic (im2col) in the staging instead of loading it: an implicit GEMM, the gathered matrix never written. auto (the default): the tensor-core kernels do, for a producer whose K index they can take apart by their K step of 32 (an im2col summed over (kh, kw, c), strata-linalg-conv-to-im2col{channel-blocks=32}: the window offset computed once a step, the element's column once a kernel); true: every kernel, every producer (an element's delinearization is then some forty instructions); false: none"},
		{Name: "simt-vectors", Kind: passes.BoolOption, Default: "true", Description: "In the SIMT kernel's interior blocks (a whole tile of C inside it, the block's K a multiple of tile-size, both operands' rows 16-byte aligned: a block-uniform check at run time), stage A and B 16 bytes at a time with the next K step loaded into registers during the current one, each thread's sums in runs of four rows and columns (rows 4*ty+i+4*tile*g, columns 4*tx+j+4*tile*h) read from workgroup memory 16 bytes at a time; for 32-bit elements, register tiles of 4 or 8 each way and loaded (not computed) operands. The sums are still the loop nest's, in its order"},
		{Name: "simt-unroll", Kind: passes.IntOption, Default: "0", Description: "Rows of a K step the SIMT kernel's interior blocks (and a kernel without any, where K's steps are whole) multiply an iteration of their inner loop: a divisor of tile-size, tile-size unrolling it whole; 0 (the default): 8, or the largest power of two below it that divides tile-size (on an H100, with simt-stages=2 and simt-min-blocks=2, 8 took GPT-2 small at 8x1024 from 86.4 to 79.8 ms against 1: bench/gpu/results/h100-simt-ab-2026-12-07.tsv)"},
		{Name: "simt-min-blocks", Kind: passes.IntOption, Default: "0", Description: "Blocks of a SIMT kernel with interior blocks that an SM should hold (nvvm.minctasm on the launch, PTX .minnctapersm: ptxas keeps a thread's registers under 65536 / (blocks x threads)); 1: ptxas's choice; 0 (the default): 2, 128 registers at 256 threads"},
		{Name: "simt-stages", Kind: passes.IntOption, Default: "0", Description: "Workgroup buffers of each operand's K steps in the SIMT kernel's interior blocks: 1, the next step waits in registers and the block meets twice a step (before and after the tiles are read); 2, the tiles hold two steps, and the next step is stored into the other buffer after the current one is multiplied, the block meeting once a step; 0 (the default): 2 (on an H100, 2 with simt-unroll=8 and simt-min-blocks=2 took the f32 4096^3 product from 3.60 to 3.11 ms against one stage, one row a trip and ptxas's choice of blocks)"},
		{Name: "simt-target-blocks", Kind: passes.IntOption, Default: "0", Description: "Blocks the SIMT kernel's cost model keeps a product at least at (its register tile; K split below half of it), in place of target-blocks, which the tensor-core kernels keep; 0 (the default): half of target-blocks, 132 by default, one block an SM of an H100 or H200 (BERT-base's 768-wide layers at batch 8x128 then take 4x4 sums instead of 2x4: 8.79 ms against 11.68 on an H100 with target-blocks' 264, bench/gpu/results/h100-simt-ab-2026-12-07b.tsv)"},
		{Name: "simt-split-target-blocks", Kind: passes.IntOption, Default: "0", Description: "Blocks a SIMT product's split of K aims for, splitting K below half of them (at most into pieces of four tiles of K); 0 (the default): target-blocks (264 by default, not the register tile's simt-target-blocks: at batch 1 resnet18's products, too small for a register tile, split to about 160 blocks at a target of 132 and to about 290 at 264, and the graph took 0.357 ms against 0.259 on an H100, bench/gpu/results/h100-batch1-ab-2026-12-07c.tsv)"},
		{Name: "simt-min-vector-width", Kind: passes.IntOption, Default: "0", Description: "Narrowest run of a thread's sums along m or n that the SIMT kernel's interior path (simt-vectors) takes: 4, register tiles of multiples of four each way; 2, a register tile of 2 along a dim as well, its operand staged and read 8 bytes at a time (BERT-base's 768-wide layers at batch 8x128 take 2x4); 0 (the default): 4 (on an H100, 2 took BERT-base at 8x128 from 11.30 to 10.09 ms at a block target of 264, but left it at 8.85 ms against 8.79 at the default 132, whose 4x4 sums need no runs of two)"},
		{Name: "tensor-cores", Kind: passes.BoolOption, Default: "true", Description: "Run products of f16 or bf16 summed in f32 on the tensor cores (gpu.subgroup_mma ops in 64x64 or 128x128 tiles of C)"},
		{Name: "tensor-core-tile", Kind: passes.IntOption, Default: "0", Description: "Side of the tensor-core kernel's tiles of C: 64 (four warps of 32x32 each), 128 (four warps of 64x64, or eight of 64x32 with tensor-core-warps=8), 0 (the default): the cost model's choice, 128 where a product's static sizes hold such a tile and give at least target-blocks of them, else 64. tf32 products take 128 only when asked (eight warps, one stage, the epilogue's band one warp row at a time: 44 KB), the cost model keeps them on 64"},
		{Name: "tensor-core-warps", Kind: passes.IntOption, Default: "4", Description: "Warps of a block with 128x128 tensor-core tiles: 4 (64x64 of C a warp, with two cp.async stages by default: one stage spills, by ptxas 11.8 for sm_90), or 8 (64x32 a warp)"},
		{Name: "tensor-core-stages", Kind: passes.IntOption, Default: "0", Description: "Workgroup buffers of each operand's tile in the tensor-core kernel's interior blocks: 1 loads the next K step into registers while the current one is multiplied, then stores it to the tile; 2 to 4 copy the steps ahead with nvgpu.device_async_copy (cp.async, 16 bytes) into a ring of that many buffers, one group a step, waited for and a barrier before a step is read. Fewer where the buffers and the epilogue's band of sums (narrowed first) do not fit tensor-core-shared-bytes (48 KB by default): 16-bit 64x64 tiles take up to 4, 128x128 tiles and tf32's 2. 0 (the default): 2 for 128x128 tiles of four warps, 1 otherwise, the fastest of each on the H200"},
		{Name: "tensor-core-shared-bytes", Kind: passes.IntOption, Default: "49152", Description: "The most workgroup memory, in bytes, a tensor-core kernel's block may take for its stages' buffers and its epilogue's band of sums (tensor-core-stages takes fewer stages where they do not fit): 49152 (the default, 48 KB) is all a kernel may declare statically; up to 232448 (227 KB, an sm_90 block's most), the kernels over 48 KB taking it as dynamic shared memory (strata-gpu-dynamic-workgroup-memory)"},
		{Name: "tensor-core-min-blocks", Kind: passes.IntOption, Default: "0", Description: "Blocks of a tensor-core kernel with 64x64 tiles that an SM should hold, as many as its workgroup memory allows (nvvm.minctasm on the launch, PTX .minnctapersm: ptxas keeps a thread's registers under 65536 / (blocks x 128)); 1: ptxas's choice; 0 (the default): the measured choice, 5 for tf32 products and ptxas's for 16-bit ones. The 128x128 tiles keep ptxas's choice. On an H100 (2026-12-06) resnet18 at batch 32 with tf32 convolutions took 2.322 ms with 5 against 2.370 with ptxas's choice in one call, 2.38 against 2.44 in another, and 2.59 with 4"},
		{Name: "allow-tf32", Kind: passes.BoolOption, Default: "false", Description: "Run f32 products on the tensor cores as tf32 (the tensor cores read 10 of each input's 23 mantissa bits; sums in f32), as PyTorch's torch.backends.cuda.matmul.allow_tf32; off: exact f32. Only products of static sizes with at least target-blocks/2 tiles of 64x64 take them: the others stay exact, where the SIMT kernel is faster"},
		{Name: "allow-conv-tf32", Kind: passes.BoolOption, Default: "false", Description: "Run the f32 products of convolutions (those strata-linalg-conv-to-im2col marks strata.convolution) on the tensor cores as tf32, as PyTorch's torch.backends.cudnn.allow_tf32, under allow-tf32's size rule; off: exact f32"},
		{Name: "target-blocks", Kind: passes.IntOption, Default: "264", Description: "Blocks the cost model keeps a tensor-core product at least at (two per SM of an H100/H200); half of it is the tile count a tf32 product needs for the tensor cores, and the SIMT products' target unless simt-target-blocks sets one"},
	},
	Run: func(r *passes.Run) error {
		t := r.Int("tile-size")
		if t < 1 || t > 32 {
			return r.Errorf("tile-size must be between 1 and 32, got %d", t)
		}
		// The options, checked, in a kernel each op's copies; an op's
		// strata.gpu_config replaces them in its copy.
		options := kernel{tile: t, fuseProducers: fuseMode(slices.Index(fuseModes, r.String("fuse-producers"))),
			tensorCores: r.Bool("tensor-cores"), allowTF32: r.Bool("allow-tf32"), allowConvTF32: r.Bool("allow-conv-tf32"),
			simtVectors: r.Bool("simt-vectors")}
		for _, tn := range tunings {
			v := r.Int(tn.option)
			if err := tn.check(t, v); err != nil {
				return r.Errorf("%s %v", tn.option, err)
			}
			tn.set(&options, v)
		}
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if Match(op) {
				todo = append(todo, op)
			}
		})
		for _, op := range todo {
			k := options
			k.b = ir.NewBuilder(r.Ctx)
			if err := k.configure(op); err != nil {
				return err
			}
			p, _ := matchProduct(op)
			k.rewrite(op, p)
		}
		return nil
	},
}

// The SIMT kernels' defaults, measured on an H100 (2026-12-07, Strata
// alone, each variant with the old default in the same run):
// simt-stages=2 simt-unroll=8 simt-min-blocks=2 took the f32 4096^3
// product from 3.60 to 3.11 ms and GPT-2 small at 8x1024 from 86.4 to
// 79.8 ms and left resnet18 at batch 32 at 2.20-2.25 ms
// (bench/gpu/results/h100-simt-ab-2026-12-07.tsv); on top of them, a
// SIMT block target of 132 (half of target-blocks' 264, the default
// simt-target-blocks) took BERT-base at 8x128 from 11.68 to 8.79 ms,
// its 768-wide layers' sums 4x4 instead of 2x4, and left the others
// within 2% (h100-simt-ab-2026-12-07b.tsv). Runs of two (min vector width
// 2) add nothing once those layers take 4x4. docs/benchmarks.md's tables
// measured these defaults.
const (
	defaultSIMTUnroll         = 8
	defaultSIMTStages         = 2
	defaultSIMTMinBlocks      = 2
	defaultSIMTMinVectorWidth = 4
)

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

// kDimOfB is B's dim along K: [(b,) k, n], or [(b,) n, k] transposed.
func (p product) kDimOfB() int {
	d := 0
	if p.bBatched {
		d = 1
	}
	if p.bTransposed {
		d++
	}
	return d
}

// fuseMode is fuse-producers' value: which operands' producers a kernel
// computes in its staging.
type fuseMode uint8

const (
	// fuseCheap ("auto"): a tensor-core kernel computes a producer that
	// gathers (not a copy, which stages as well loaded) and whose K index,
	// a K step's base plus an offset below the step, it can take apart by
	// the step (prologue.splitsBy): a convolution's im2col summed over
	// (kh, kw, c) with channels a multiple of the step.
	fuseCheap fuseMode = iota
	// fuseAll ("true"): every kernel computes every producer it can.
	fuseAll
	// fuseNone ("false"): none.
	fuseNone
)

// fuseModes are fuse-producers' values, in fuseMode's order.
var fuseModes = []string{"auto", "true", "false"}

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

// ProductKey names a product (an op Match accepts) by what its kernel's
// choices depend on, as TuningsAttr's keys do: C's batch (when it has
// one), M, N and K ("?" where dynamic), the element type (A's and B's,
// then C's where it differs), A's and B's layouts ("n" as [m, k] and
// [k, n], "t" transposed), which operand, if any, the batch shares, and
// "conv" for a convolution's product (allow-conv-tf32 takes those alone):
// "m1024 n768 k768 f32 nn", "b96 m1024 n1024 k64 f32 nt",
// "b32 m3136 n64 k576 f32 nt shared-b", "m8192 n8192 k8192 bf16->f32 nn".
func ProductKey(op *ir.Operation) (string, bool) {
	p, ok := matchProduct(op)
	if !ok {
		return "", false
	}
	operands := op.Operands()
	a := operands[p.a].Type().(*ir.MemRefType)
	c := operands[2].Type().(*ir.MemRefType)
	dim := func(d int64) string {
		if d == ir.ShapedDynamic {
			return "?"
		}
		return strconv.FormatInt(d, 10)
	}
	var key strings.Builder
	off := 0
	if p.batched {
		key.WriteString("b" + dim(c.Dims[0]) + " ")
		off = 1
	}
	kDim := len(a.Dims) - 1
	if p.aTransposed {
		kDim--
	}
	key.WriteString("m" + dim(c.Dims[off]) + " n" + dim(c.Dims[off+1]) + " k" + dim(a.Dims[kDim]) + " " + ir.TypeString(a.Elem))
	if c.Elem != a.Elem {
		key.WriteString("->" + ir.TypeString(c.Elem))
	}
	layout := func(transposed bool) string {
		if transposed {
			return "t"
		}
		return "n"
	}
	key.WriteString(" " + layout(p.aTransposed) + layout(p.bTransposed))
	switch {
	case p.batched && !p.aBatched:
		key.WriteString(" shared-a")
	case p.batched && !p.bBatched:
		key.WriteString(" shared-b")
	}
	if op.HasAttr(linalg.ConvolutionAttr) {
		// allow-conv-tf32 takes it to the tensor cores, not a matmul.
		key.WriteString(" conv")
	}
	return key.String(), true
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
