// strata-linalg-promote-to-gpu{simt-vectors}: the SIMT kernel's interior
// blocks (the block's tile of C inside M and N, its K a multiple of the
// tile, both operands' rows 16-byte aligned, decided at run time) stage
// 16-byte vectors, load the next K step into registers while the
// current one is multiplied, and read the tiles 16 bytes at a time
// (each thread's sums in runs of four rows and columns); every other
// block takes the checked path. With zero tolerances the differential
// check asks for the loop nest's sums bit for bit: the interior path adds
// each sum's products in the same order. tile-size=4 with 4x4 or 8x8
// register tiles makes blocks of 16 or 32 that these small sizes hold
// both interior and edge blocks of.
// The first runs ask for one stage and one row a trip (the defaults are
// two stages and eight rows, or the whole step of a smaller tile: below).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 simt-stages=1 simt-unroll=1 simt-min-blocks=1}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 simt-stages=1 simt-unroll=1 simt-min-blocks=1}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=40 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=8 register-tile-n=4 split-k=1 simt-stages=1 simt-unroll=1 simt-min-blocks=1}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=8 register-tile-m=4 register-tile-n=4 split-k=1 simt-stages=1 simt-unroll=1 simt-min-blocks=1}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-6 --strata-diff-check-atol=1e-6 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=8 split-k=2 simt-stages=1 simt-unroll=1 simt-min-blocks=1}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 simt-vectors=false simt-stages=1 simt-unroll=1 simt-min-blocks=1}))' | FileCheck %s --check-prefix=OFF
// simt-unroll: a K step's rows two at a time, or all of them (no inner
// loop), each sum still added in K's order; simt-min-blocks bounds the
// kernel's registers (nvvm.minctasm) and leaves the sums alone.
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=8 register-tile-m=4 register-tile-n=4 split-k=1 simt-unroll=8 simt-min-blocks=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=40 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=8 register-tile-n=4 split-k=1 simt-unroll=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 simt-stages=1 simt-unroll=4 simt-min-blocks=3}))' | FileCheck %s --check-prefix=UNROLL
// simt-stages=2: two K steps a tile, the next stored into the other
// buffer after the current one is multiplied, one barrier a step; with
// the rows unrolled, and with K split across blocks (each split's range
// its own loop).
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 simt-stages=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=40 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=8 register-tile-n=4 split-k=1 simt-stages=2 simt-unroll=4}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=8 register-tile-m=4 register-tile-n=4 split-k=1 simt-stages=2 simt-unroll=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-6 --strata-diff-check-atol=1e-6 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=8 split-k=2 simt-stages=2}),gpu-kernel-outlining)' > /dev/null
// simt-min-vector-width=2: register tiles of 2 along a dim take runs of
// two (8-byte vectors of A or B, staged and read), alone, both ways, with
// two stages, and with K split.
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=4 split-k=1 simt-min-vector-width=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=2 split-k=1 simt-min-vector-width=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=40 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=2 split-k=1 simt-min-vector-width=2 simt-stages=2 simt-unroll=4}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-6 --strata-diff-check-atol=1e-6 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=4 split-k=2 simt-min-vector-width=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=4 split-k=1 simt-min-vector-width=2 simt-stages=1}))' | FileCheck %s --check-prefix=RUNS2
// A kernel without interior blocks (2x4 sums a thread) unrolls its one
// loop where K's steps are whole, and asks for no blocks an SM.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=4 split-k=1 simt-unroll=4 simt-min-blocks=3}))' | FileCheck %s --check-prefix=NARROW-UNROLL
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=4 split-k=1 simt-unroll=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=4 split-k=1}))' | FileCheck %s --check-prefix=NARROW
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1}),gpu-kernel-outlining,gpu.module(convert-gpu-to-nvvm))' | FileCheck %s --check-prefix=NVVM

// RUNS2-LABEL: func.func @plain
// RUNS2: gpu.launch
// RUNS2-SAME: memref<4x12xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x20xf32, #gpu.address_space<workgroup>>)
// RUNS2: vector.load %{{.*}} {alignment = 8 : i64} : memref<40x24xf32>, vector<2xf32>
// RUNS2: vector.load %{{.*}} {alignment = 16 : i64} : memref<24x48xf32>, vector<4xf32>
// RUNS2: vector.load %{{.*}} {alignment = 8 : i64} : memref<4x12xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// RUNS2-NEXT: vector.load %{{.*}} {alignment = 16 : i64} : memref<4x20xf32, #gpu.address_space<workgroup>>, vector<4xf32>

// UNROLL-LABEL: func.func @plain
// UNROLL: gpu.launch
// UNROLL: scf.if %{{.*}} {
// UNROLL-NOT: step %c1{{(_[0-9]+)?}} iter_args
// UNROLL-COUNT-8: vector.load %{{.*}} : memref<4x20xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// UNROLL-NOT: vector.load %{{.*}} : memref<4x20xf32
// UNROLL: } else {
// UNROLL: step %c1{{(_[0-9]+)?}} iter_args
// UNROLL: gpu.terminator
// UNROLL-NEXT: } {nvvm.minctasm = 3 : i32}

// 40x48 of C over 24 of K: blocks of 16x16 (4x4 threads of 4x4 sums), the
// last block row past M = 40. A is staged as A[m][k], so its vectors run
// along k and go into the k-major tile by four stores; B's run along n
// into its tile as they are.
// CHECK-LABEL: func.func @plain
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<16x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x16xf32, #gpu.address_space<workgroup>>, %[[VA:.*]] : memref<4x20xf32, #gpu.address_space<workgroup>>, %[[VB:.*]] : memref<4x20xf32, #gpu.address_space<workgroup>>)
// CHECK: memref.extract_aligned_pointer_as_index %arg0
// CHECK: memref.extract_aligned_pointer_as_index %arg1
// CHECK: scf.if %{{.*}} {
// CHECK: vector.load %arg0[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<40x24xf32>, vector<4xf32>
// CHECK: vector.load %arg1[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<24x48xf32>, vector<4xf32>
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf32>, vector<4xf32>) {
// CHECK-COUNT-4: memref.store %{{.*}}, %[[VA]]
// CHECK: vector.store %{{.*}}, %[[VB]]
// CHECK: gpu.barrier
// CHECK: scf.if %{{.*}} -> (vector<4xf32>, vector<4xf32>) {
// CHECK: vector.load %[[VA]]
// CHECK: vector.load %[[VB]]
// CHECK-COUNT-16: arith.addf
// CHECK: gpu.barrier
// CHECK-COUNT-16: memref.store %{{.*}}, %arg2
// CHECK: } else {
// CHECK: memref.load %arg0
// CHECK: gpu.terminator
// OFF-LABEL: func.func @plain
// OFF-SAME: {
// OFF-NOT: vector.load
// OFF: workgroup(%{{.*}} : memref<16x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x16xf32, #gpu.address_space<workgroup>>) {
// OFF-NOT: vector.load
// OFF: return
// NARROW-UNROLL-LABEL: func.func @plain
// NARROW-UNROLL: scf.for %{{.*}} = %c0{{(_[0-9]+)?}} to %c24 step %c4
// NARROW-UNROLL-NOT: scf.for
// NARROW-UNROLL: gpu.terminator
// NARROW-UNROLL-NEXT: }
// NARROW-UNROLL-NEXT: return

// NARROW-LABEL: func.func @plain
// NARROW-NOT: vector.load
// NARROW: return
// NVVM-LABEL: llvm.func @plain
// NVVM: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// NVVM: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// NVVM: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
func.func @plain(%a: memref<40x24xf32>, %b: memref<24x48xf32>, %c: memref<40x48xf32>) {
  linalg.matmul ins(%a, %b : memref<40x24xf32>, memref<24x48xf32>) outs(%c : memref<40x48xf32>)
  return
}

// A linear layer's weight read as [n][k]: B's vectors run along k and
// are transposed into its tile.
// CHECK-LABEL: func.func @b_transposed
// CHECK: vector.load %arg1[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<48x24xf32>, vector<4xf32>
func.func @b_transposed(%a: memref<40x24xf32>, %b: memref<48x24xf32>, %c: memref<40x48xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<40x24xf32>, memref<48x24xf32>) outs(%c : memref<40x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A read as [k][m]: its vectors run along m, stored into its tile whole.
// CHECK-LABEL: func.func @a_transposed
// CHECK: vector.load %arg0[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<24x40xf32>, vector<4xf32>
func.func @a_transposed(%a: memref<24x40xf32>, %b: memref<24x48xf32>, %c: memref<40x48xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<24x40xf32>, memref<24x48xf32>) outs(%c : memref<40x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A batch sharing one filter (a convolution's im2col products), from a
// fill, through a relu epilogue into its own buffer.
// CHECK-LABEL: func.func @batched_fill_relu
// CHECK: vector.load %arg1[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<16x32xf32>, vector<4xf32>
// CHECK: arith.maximumf
// CHECK-NOT: linalg.fill
func.func @batched_fill_relu(%a: memref<2x36x32xf32>, %b: memref<16x32xf32>, %out: memref<2x36x16xf32>) {
  %c = memref.alloc() : memref<2x36x16xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<2x36x16xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x36x32xf32>, memref<16x32xf32>) outs(%c : memref<2x36x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c : memref<2x36x16xf32>) outs(%out : memref<2x36x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c : memref<2x36x16xf32>
  return
}

// Dynamic sizes (36 or 40 in the differential checks): which blocks are
// interior, and whether K is a multiple of the tile, is known at run time.
// CHECK-LABEL: func.func @dynamic
// CHECK: vector.load %arg0[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// K = 36: with tile-size=8 not a multiple of the tile, so every block
// takes the checked path at run time.
// CHECK-LABEL: func.func @ragged_k
// CHECK: vector.load
func.func @ragged_k(%a: memref<32x36xf32>, %b: memref<36x32xf32>, %c: memref<32x32xf32>) {
  linalg.matmul ins(%a, %b : memref<32x36xf32>, memref<36x32xf32>) outs(%c : memref<32x32xf32>)
  return
}

// A view one column in, at an offset known at run time: A's rows are not
// 16-byte aligned, so every block takes the checked path; B's static row
// stride of 33 elements rules its vectors out at compile time, and with
// them the interior path.
// CHECK-LABEL: func.func @unaligned
// CHECK: vector.load
// CHECK-LABEL: func.func @odd_stride
// CHECK-NOT: vector.load
// CHECK: return
func.func @unaligned(%a: memref<32x28xf32>, %b: memref<24x32xf32>, %c: memref<32x32xf32>) {
  %one = arith.constant 1 : index
  %v = memref.subview %a[0, %one] [32, 24] [1, 1] : memref<32x28xf32> to memref<32x24xf32, strided<[28, 1], offset: ?>>
  linalg.matmul ins(%v, %b : memref<32x24xf32, strided<[28, 1], offset: ?>>, memref<24x32xf32>) outs(%c : memref<32x32xf32>)
  return
}
func.func @odd_stride(%a: memref<32x24xf32>, %b: memref<24x33xf32>, %c: memref<32x32xf32>) {
  %v = memref.subview %b[0, 0] [24, 32] [1, 1] : memref<24x33xf32> to memref<24x32xf32, strided<[33, 1]>>
  linalg.matmul ins(%a, %v : memref<32x24xf32>, memref<24x32xf32, strided<[33, 1]>>) outs(%c : memref<32x32xf32>)
  return
}

// 16-bit operands summed in f32 (the tensor cores off) and f64 keep the
// checked path: the interior path takes 32-bit elements.
// CHECK-LABEL: func.func @f64
// CHECK-NOT: vector.load
// CHECK: return
func.func @f64(%a: memref<32x32xf64>, %b: memref<32x32xf64>, %c: memref<32x32xf64>) {
  linalg.matmul ins(%a, %b : memref<32x32xf64>, memref<32x32xf64>) outs(%c : memref<32x32xf64>)
  return
}
