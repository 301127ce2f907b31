// --simt-unroll, --simt-min-blocks and --simt-stages
// (strata-linalg-promote-to-gpu's options of those names, through
// strata-linalg-to-gpu's) shape the SIMT product kernels' interior blocks:
// how many rows of a K step of 16 their inner loop multiplies an
// iteration (16: no inner loop, the rows' offsets constants), how many
// blocks an SM the kernel asks ptxas to fit (PTX .minnctapersm), and how
// many K steps their tiles hold (2: the next step stored into the other
// buffer, one barrier a step). All are cuda flags, and the pass checks
// their values: simt-unroll divides the tile, simt-min-blocks is at most
// 32, simt-stages is 1 or 2.
// The differential checks of the unrolled loops are in
// Conversion/LinalgToGPU/simt-vectors.mlir, on sizes the interpreter runs
// quickly.
// 1024x64 times 64x2048 of f32: 8x4 sums a thread at the default SIMT
// target of 132 blocks (256 blocks; K = 64 is too short for 8x8), 4x4 at
// the 264 most runs ask for (8x4's 256 are under it, and K too short to
// settle for half of it), so @mm has interior blocks; @small's 8x8
// product has none, and no occupancy bound either. The defaults are two stages, eight rows an iteration and two
// blocks an SM; the runs that check one of them set the others apart.
// RUN: strata-compile %s --target=cuda --emit=gpu --simt-target-blocks=264 --simt-unroll=1 --simt-stages=1 --simt-min-blocks=1 | FileCheck %s --check-prefix=ONE
// RUN: strata-compile %s --target=cuda --emit=gpu --simt-target-blocks=264 --simt-unroll=4 --simt-stages=1 | FileCheck %s --check-prefix=FOUR
// RUN: strata-compile %s --target=cuda --emit=gpu --simt-target-blocks=264 --simt-unroll=16 --simt-stages=1 | FileCheck %s --check-prefix=WHOLE
// RUN: strata-compile %s --target=cuda --simt-min-blocks=2 | FileCheck %s --check-prefix=PTX
// RUN: strata-compile %s --target=cuda | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-compile %s --target=cuda --emit=gpu --simt-target-blocks=264 --simt-stages=2 --simt-unroll=1 | FileCheck %s --check-prefix=STAGES
// RUN: strata-compile %s --target=cuda --emit=gpu | FileCheck %s --check-prefix=DEFAULT-GPU
// RUN: not strata-compile %s --target=cuda --simt-stages=3 2>&1 | FileCheck %s --check-prefix=STAGES-BAD
// RUN: not strata-compile %s --target=cuda --simt-min-vector-width=3 2>&1 | FileCheck %s --check-prefix=WIDTH-BAD
// RUN: strata-compile %s --target=cuda --emit=gpu --simt-target-blocks=600 | FileCheck %s --check-prefix=TARGET
// RUN: not strata-compile %s --target=cuda --simt-target-blocks=-1 2>&1 | FileCheck %s --check-prefix=TARGET-BAD
// RUN: not strata-compile %s --target=cuda --simt-split-target-blocks=-2 2>&1 | FileCheck %s --check-prefix=SPLIT-BAD
// RUN: strata-opt %s --strata-linalg-to-gpu='simt-target-blocks=264 simt-unroll=16 simt-stages=1' | FileCheck %s --check-prefix=WHOLE
// RUN: strata-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(strata-linalg-promote-to-gpu{tile-size=8 register-tile-m=4 register-tile-n=4}))' | FileCheck %s --check-prefix=TILE8
// RUN: not strata-compile %s --target=cuda --simt-unroll=3 2>&1 | FileCheck %s --check-prefix=DIVISOR
// RUN: not strata-compile %s --target=cuda --simt-unroll=-4 2>&1 | FileCheck %s --check-prefix=DIVISOR-NEG
// RUN: not strata-compile %s --target=cuda --simt-min-blocks=33 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: not strata-compile %s --simt-unroll=4 -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not strata-run %s --simt-min-blocks=2 --random-inputs 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not strata-opt %s --strata-linalg-to-gpu='simt-unroll=many' 2>&1 | FileCheck %s --check-prefix=OPTION

// The interior path's inner loop, one row an iteration, then the checked
// path's (which simt-unroll leaves alone).
// ONE-LABEL: gpu.func @mm_kernel
// ONE-NOT: nvvm.minctasm
// ONE: scf.for %{{.*}} = %c0 to %c16 step %c1
// ONE-COUNT-2: vector.load %{{.*}} : memref<16x68xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// ONE-NOT: vector.load %{{.*}} : memref<16x68xf32
// ONE: scf.for %{{.*}} = %c0 to %c16 step %c1
// ONE-LABEL: gpu.func @small_kernel

// FOUR-LABEL: gpu.func @mm_kernel
// FOUR-SAME: nvvm.minctasm = 2 : i32
// FOUR: scf.for %{{.*}} = %c0 to %c16 step %c4
// FOUR-COUNT-8: vector.load %{{.*}} : memref<16x68xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// FOUR-NOT: vector.load %{{.*}} : memref<16x68xf32
// FOUR: scf.yield
// FOUR-LABEL: gpu.func @small_kernel
// FOUR-NOT: nvvm.minctasm
// FOUR-SAME: kernel attributes

// The whole step, its rows' offsets constants: no inner loop on the
// interior path, sixteen rows of both tiles loaded.
// WHOLE-LABEL: gpu.func @mm_kernel
// WHOLE-NOT: step %c1 iter_args
// WHOLE-COUNT-32: vector.load %{{.*}} : memref<16x68xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// WHOLE-NOT: vector.load %{{.*}} : memref<16x68xf32
// WHOLE: step %c1 iter_args

// PTX: .visible .entry mm_kernel(
// PTX: .minnctapersm 2
// PTX: .visible .entry small_kernel(
// PTX-NOT: .minnctapersm

// Two stages: tiles of two K steps; the first step stored before the
// loop, which carries the buffer's first row (0 or 16) and meets once an
// iteration, after the next step is stored into the other buffer.
// STAGES-LABEL: gpu.func @mm_kernel
// STAGES-SAME: %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// STAGES: vector.store %{{.*}} : memref<32x68xf32
// STAGES-NEXT: gpu.barrier
// STAGES-NEXT: scf.for %{{.*}} = %c0 to %c64 step %c16 iter_args({{.*}}, %{{.*}} = %c0) -> ({{.*}}, index)
// STAGES-NOT: gpu.barrier
// STAGES: scf.for %{{.*}} = %c0 to %c16 step %c1
// STAGES-COUNT-2: vector.load %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// STAGES-NOT: gpu.barrier
// STAGES: arith.subi %c16, %
// STAGES-NOT: gpu.barrier
// STAGES: vector.store %{{.*}} : memref<32x68xf32
// STAGES-NEXT: gpu.barrier
// STAGES-NEXT: scf.yield
// STAGES-NOT: gpu.barrier
// STAGES: } else {

// --simt-target-blocks=600: 8x4's 256 blocks are under half of it, and
// 4x4's 512 under it, so @mm takes 2x4 sums (1024 blocks), too few rows
// for the interior tiles.
// TARGET-LABEL: gpu.func @mm_kernel
// TARGET-SAME: workgroup(%{{.*}} : memref<32x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>) kernel
// TARGET-SAME: known_grid_size = array<i32: 32, 32, 1>

// The defaults: 8x4 sums, two stages of a K step, eight rows an
// iteration (two loads of A's tile and one of B's a row), two blocks an
// SM.
// DEFAULT-GPU-LABEL: gpu.func @mm_kernel
// DEFAULT-GPU-SAME: %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// DEFAULT-GPU-SAME: nvvm.minctasm = 2 : i32
// DEFAULT-GPU: scf.for %{{.*}} = %c0 to %c16 step %c8
// DEFAULT-GPU-COUNT-24: vector.load %{{.*}} : memref<32x{{68|132}}xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// DEFAULT-GPU-NOT: vector.load %{{.*}} : memref<32x{{68|132}}xf32
// DEFAULT-GPU-LABEL: gpu.func @small_kernel
// DEFAULT-GPU-NOT: nvvm.minctasm
// DEFAULT: .visible .entry mm_kernel(
// DEFAULT: .minnctapersm 2
// DEFAULT: ld.shared.v4.f32

// A tile of 8 takes the default's two stages, its step of 8 unrolled
// whole (eight rows, as a tile of 16 takes).
// TILE8: gpu.launch
// TILE8-SAME: memref<16x36xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x36xf32, #gpu.address_space<workgroup>>)
// TILE8-NOT: step %c1 iter_args
// TILE8: vector.load %{{.*}} : memref<16x36xf32, #gpu.address_space<workgroup>>, vector<4xf32>

// DIVISOR: error: 'func.func' op simt-unroll must be 0 or a divisor of tile-size 16, got 3
// DIVISOR-NEG: got 'simt-unroll=-4'
// STAGES-BAD: error: 'func.func' op simt-stages must be 0, 1 or 2, got 3
// WIDTH-BAD: error: 'func.func' op simt-min-vector-width must be 0, 2 or 4, got 3
// TARGET-BAD: got 'simt-target-blocks=-1'
// SPLIT-BAD: got 'simt-split-target-blocks=-2'
// BLOCKS: error: 'func.func' op simt-min-blocks must be between 0 and 32, got 33
// CPU: error: --simt-unroll applies to --target=cuda (the GPU kernels), not --target=cpu
// INTERP: strata-run: error: --simt-min-blocks applies to --target=cuda (the GPU kernels), not --target=interp
// OPTION: pipeline 'strata-linalg-to-gpu' takes the options {{.*}} simt-unroll, simt-min-blocks, simt-stages, simt-target-blocks, simt-split-target-blocks and simt-min-vector-width (each a number) {{.*}}, got 'simt-unroll=many'
func.func @mm(%a: tensor<1024x64xf32>, %b: tensor<64x2048xf32>) -> tensor<1024x2048xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x2048xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1024x64xf32>, tensor<64x2048xf32>) outs(%c : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  return %r : tensor<1024x2048xf32>
}

func.func @small(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
