// strata-linalg-promote-to-gpu: matrix products on buffers become tiled
// launches with both operands' tiles in workgroup memory. The
// differential check runs every function (random inputs, every thread
// interpreted) before and after each pass and, with zero tolerances,
// asks for the loop nest's results bit for bit (the tensor cores, whose
// order of summation differs, are off here: tensor-cores.mlir tests them).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-cores=false}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=9 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 split-k=1 tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4}))' | FileCheck %s --check-prefix=T4
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{split-k=-1}))' 2>&1 | FileCheck %s --check-prefix=BADSK
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{register-tile-m=3}))' 2>&1 | FileCheck %s --check-prefix=BADRT
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{target-blocks=0}))' 2>&1 | FileCheck %s --check-prefix=BADTB
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=33}))' 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: tile-size must be between 1 and 32, got 33
// BADRT: register-tile-m must be 0, 1, 2, 4 or 8, got 3
// BADTB: target-blocks must be positive, got 0
// BADSK: split-k must not be negative, got -1

// Sizes that 16 does not divide: a grid of ceil(33/16) x ceil(20/16)
// blocks of 16x16 threads, two 16x16 tiles; K = 7 < 16 bounds the
// inner loop by min(16, K - k0).
// CHECK-LABEL: func.func @static_f32
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG: %[[C33:.*]] = arith.constant 33 : index
// CHECK: %[[GX:.*]] = arith.ceildivui %[[C33]], %{{.*}} : index
// CHECK: %[[GY:.*]] = arith.ceildivui %[[C20]], %{{.*}} : index
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %[[GX]], %{{.*}} = %[[GY]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in (%{{.*}} = %[[C16]], %{{.*}} = %[[C16]], %{{.*}} = %[[C1]]) workgroup(%[[TA:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>, %[[TB:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>) {
// CHECK: %[[IN:.*]] = arith.andi
// CHECK: %[[INIT:.*]] = scf.if %[[IN]] -> (f32) {
// CHECK: memref.load %arg2
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (f32) {
// CHECK: memref.load %arg0
// CHECK: memref.store %{{.*}}, %[[TA]][%[[TY]], %[[TX]]]
// CHECK: memref.load %arg1
// CHECK: memref.store %{{.*}}, %[[TB]][%[[TY]], %[[TX]]]
// CHECK: gpu.barrier
// CHECK: %[[KN:.*]] = arith.minsi
// CHECK: scf.for %[[KK:.*]] = %{{.*}} to %[[KN]] step
// CHECK: memref.load %[[TA]][%[[TY]], %[[KK]]]
// CHECK: memref.load %[[TB]][%[[KK]], %[[TX]]]
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: gpu.barrier
// CHECK: scf.if %[[IN]] {
// CHECK: memref.store %[[SUM]], %arg2
// CHECK: gpu.terminator
// CHECK-NOT: linalg.matmul
// CHECK: return
// T4-LABEL: func.func @static_f32
// T4: workgroup(%{{.*}} : memref<4x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x4xf32, #gpu.address_space<workgroup>>)
func.func @static_f32(%a: memref<20x7xf32>, %b: memref<7x33xf32>, %c: memref<20x33xf32>) -> memref<20x33xf32> {
  linalg.matmul ins(%a, %b : memref<20x7xf32>, memref<7x33xf32>) outs(%c : memref<20x33xf32>)
  return %c : memref<20x33xf32>
}

// K a multiple of the tile: no bound on the inner loop.
// CHECK-LABEL: func.func @even_k
// CHECK: gpu.launch
// CHECK-NOT: arith.minsi
// CHECK: gpu.terminator
func.func @even_k(%a: memref<5x32xf32>, %b: memref<32x3xf32>, %c: memref<5x3xf32>) -> memref<5x3xf32> {
  linalg.matmul ins(%a, %b : memref<5x32xf32>, memref<32x3xf32>) outs(%c : memref<5x3xf32>)
  return %c : memref<5x3xf32>
}

// Dynamic sizes: the launch only when M * N > 0 (a grid of zero blocks
// is an error on the device).
// CHECK-LABEL: func.func @dynamic_f32
// CHECK-DAG: %[[M:.*]] = memref.dim %arg2, %c0
// CHECK-DAG: %[[N:.*]] = memref.dim %arg2, %c1
// CHECK-DAG: %[[K:.*]] = memref.dim %arg0, %c1
// CHECK: %[[MN:.*]] = arith.muli %[[M]], %[[N]]
// CHECK: %[[T:.*]] = arith.muli %[[MN]], %c1
// CHECK: %[[NE:.*]] = arith.cmpi ugt, %[[T]], %c0
// CHECK: scf.if %[[NE]] {
// CHECK: gpu.launch
// CHECK: workgroup(
func.func @dynamic_f32(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) -> memref<?x?xf32> {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return %c : memref<?x?xf32>
}

// Mixed static and dynamic dims (dynamic K).
// CHECK-LABEL: func.func @dynamic_k
// CHECK: gpu.launch
func.func @dynamic_k(%a: memref<18x?xf32>, %b: memref<?x5xf32>, %c: memref<18x5xf32>) -> memref<18x5xf32> {
  linalg.matmul ins(%a, %b : memref<18x?xf32>, memref<?x5xf32>) outs(%c : memref<18x5xf32>)
  return %c : memref<18x5xf32>
}

// batch_matmul: the batch is the grid's z; every access is [bz, ., .].
// CHECK-LABEL: func.func @batch
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %[[BZ:.*]]) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[C3]])
// CHECK: memref.load %arg2[%[[BZ]],
// CHECK: memref.load %arg0[%[[BZ]],
// CHECK: memref.load %arg1[%[[BZ]],
// CHECK: memref.store %{{.*}}, %arg2[%[[BZ]],
func.func @batch(%a: memref<3x5x18xf32>, %b: memref<3x18x17xf32>, %c: memref<3x5x17xf32>) -> memref<3x5x17xf32> {
  linalg.batch_matmul ins(%a, %b : memref<3x5x18xf32>, memref<3x18x17xf32>) outs(%c : memref<3x5x17xf32>)
  return %c : memref<3x5x17xf32>
}

// CHECK-LABEL: func.func @batch_dynamic
// CHECK: scf.if
// CHECK: gpu.launch
func.func @batch_dynamic(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>) -> memref<?x?x?xf32> {
  linalg.batch_matmul ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  return %c : memref<?x?x?xf32>
}

// M = N = K = 1, and K = 1 alone.
// CHECK-LABEL: func.func @ones
// CHECK: gpu.launch
// CHECK: gpu.launch
func.func @ones(%a: memref<1x1xf32>, %b: memref<1x1xf32>, %c: memref<1x1xf32>,
                %d: memref<17x1xf32>, %e: memref<1x19xf32>, %f: memref<17x19xf32>) -> (memref<1x1xf32>, memref<17x19xf32>) {
  linalg.matmul ins(%a, %b : memref<1x1xf32>, memref<1x1xf32>) outs(%c : memref<1x1xf32>)
  linalg.matmul ins(%d, %e : memref<17x1xf32>, memref<1x19xf32>) outs(%f : memref<17x19xf32>)
  return %c, %f : memref<1x1xf32>, memref<17x19xf32>
}

// M = 1 and N = 1 (a row times a matrix, a matrix times a column).
// CHECK-LABEL: func.func @thin
// CHECK: gpu.launch
// CHECK: gpu.launch
func.func @thin(%a: memref<1x40xf32>, %b: memref<40x21xf32>, %c: memref<1x21xf32>,
                %d: memref<21x40xf32>, %e: memref<40x1xf32>, %f: memref<21x1xf32>) -> (memref<1x21xf32>, memref<21x1xf32>) {
  linalg.matmul ins(%a, %b : memref<1x40xf32>, memref<40x21xf32>) outs(%c : memref<1x21xf32>)
  linalg.matmul ins(%d, %e : memref<21x40xf32>, memref<40x1xf32>) outs(%f : memref<21x1xf32>)
  return %c, %f : memref<1x21xf32>, memref<21x1xf32>
}

// K = 0: the output is C itself; a launch whose K loop runs no times.
// No output elements (M = 0): nothing at all.
// CHECK-LABEL: func.func @empty
// CHECK: gpu.launch
// CHECK-NOT: gpu.launch
// CHECK: return
func.func @empty(%a: memref<5x0xf32>, %b: memref<0x6xf32>, %c: memref<5x6xf32>,
                 %d: memref<0x4xf32>, %e: memref<4x6xf32>, %f: memref<0x6xf32>) -> (memref<5x6xf32>, memref<0x6xf32>) {
  linalg.matmul ins(%a, %b : memref<5x0xf32>, memref<0x6xf32>) outs(%c : memref<5x6xf32>)
  linalg.matmul ins(%d, %e : memref<0x4xf32>, memref<4x6xf32>) outs(%f : memref<0x6xf32>)
  return %c, %f : memref<5x6xf32>, memref<0x6xf32>
}

// f64, f16 and bf16: tiles and accumulator of the element type.
// CHECK-LABEL: func.func @f64
// CHECK: workgroup(%{{.*}} : memref<16x16xf64, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf64, #gpu.address_space<workgroup>>)
// CHECK: arith.mulf {{.*}} : f64
func.func @f64(%a: memref<19x21xf64>, %b: memref<21x18xf64>, %c: memref<19x18xf64>) -> memref<19x18xf64> {
  linalg.matmul ins(%a, %b : memref<19x21xf64>, memref<21x18xf64>) outs(%c : memref<19x18xf64>)
  return %c : memref<19x18xf64>
}

// CHECK-LABEL: func.func @f16
// CHECK: workgroup(%{{.*}} : memref<16x16xf16, #gpu.address_space<workgroup>>
// CHECK: arith.addf {{.*}} : f16
func.func @f16(%a: memref<?x?xf16>, %b: memref<?x?xf16>, %c: memref<?x?xf16>) -> memref<?x?xf16> {
  linalg.matmul ins(%a, %b : memref<?x?xf16>, memref<?x?xf16>) outs(%c : memref<?x?xf16>)
  return %c : memref<?x?xf16>
}

// CHECK-LABEL: func.func @bf16
// CHECK: workgroup(%{{.*}} : memref<16x16xbf16, #gpu.address_space<workgroup>>
func.func @bf16(%a: memref<2x17x9xbf16>, %b: memref<2x9x20xbf16>, %c: memref<2x17x20xbf16>) -> memref<2x17x20xbf16> {
  linalg.batch_matmul ins(%a, %b : memref<2x17x9xbf16>, memref<2x9x20xbf16>) outs(%c : memref<2x17x20xbf16>)
  return %c : memref<2x17x20xbf16>
}

// A linalg.generic that is exactly a matmul (the add's operands either
// way round, fastmath kept) and one that is a batch_matmul.
// CHECK-LABEL: func.func @generic_matmul
// CHECK: gpu.launch
// CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: gpu.launch
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @generic_matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>,
                          %d: memref<2x?x?xf32>, %e: memref<2x?x?xf32>, %f: memref<2x?x?xf32>) -> (memref<?x?xf32>, memref<2x?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y fastmath<contract> : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%d, %e : memref<2x?x?xf32>, memref<2x?x?xf32>) outs(%f : memref<2x?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %y, %x : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c, %f : memref<?x?xf32>, memref<2x?x?xf32>
}

// The product of a convolution rewritten by strata-linalg-conv-to-im2col:
// the input's columns first (B, one per image), the filter second (A,
// shared by every image: no batch in its index), the batch dynamic.
// The tiles are staged by role, and the body's arguments keep their order.
// CHECK-LABEL: func.func @shared_filter
// CHECK: gpu.launch blocks(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %[[BZ:[a-z0-9]+]]) in
// CHECK: memref.load %arg1[%{{.*}}, %{{.*}}] : memref<6x18xf32>
// CHECK: memref.store %{{.*}}, %[[TA:.*]][
// CHECK: memref.load %arg0[%[[BZ]], %{{.*}}, %{{.*}}] : memref<?x18x35xf32>
// CHECK: arith.mulf %[[COL:.*]], %[[W:.*]] : f32
// CHECK: memref.store %{{.*}}, %arg2[%[[BZ]], %{{.*}}, %{{.*}}] : memref<?x6x35xf32>
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @shared_filter(%col: memref<?x18x35xf32>, %w: memref<6x18xf32>, %out: memref<?x6x35xf32>) -> memref<?x6x35xf32> {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%col, %w : memref<?x18x35xf32>, memref<6x18xf32>) outs(%out : memref<?x6x35xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %out : memref<?x6x35xf32>
}

// A shared B: one matrix applied to every element of a batch.
// CHECK-LABEL: func.func @shared_b
// CHECK: gpu.launch
// CHECK: memref.load %arg1[%{{.*}}, %{{.*}}] : memref<9x20xf32>
// CHECK: return
func.func @shared_b(%a: memref<3x17x9xf32>, %b: memref<9x20xf32>, %c: memref<3x17x20xf32>) -> memref<3x17x20xf32> {
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<3x17x9xf32>, memref<9x20xf32>) outs(%c : memref<3x17x20xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<3x17x20xf32>
}

// Transposed operands (linear's weight read as [n, k] once
// strata-linalg-fold-copies-into-consumers drops its transpose): each
// thread stages the element its tx runs along in memory, into the tile's
// [tx, ty], and that tile has a padding column.
// CHECK-LABEL: func.func @transposed
// CHECK: gpu.launch {{.*}} workgroup(%[[TA:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>, %[[TB:.*]] : memref<16x17xf32, #gpu.address_space<workgroup>>)
// CHECK: memref.load %arg0[
// CHECK: memref.store %{{.*}}, %[[TA]][%[[TY:[a-z0-9]+]], %[[TX:[a-z0-9]+]]]
// CHECK: memref.load %arg1[%{{.*}}, %{{.*}}] : memref<21x35xf32>
// CHECK: memref.store %{{.*}}, %[[TB]][%[[TX]], %[[TY]]]
// CHECK: gpu.launch {{.*}} workgroup(%{{.*}} : memref<16x17xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x17xf32, #gpu.address_space<workgroup>>)
// CHECK: return
func.func @transposed(%a: memref<19x35xf32>, %bt: memref<21x35xf32>, %c: memref<19x21xf32>,
                      %at: memref<2x35x19xf32>, %bt2: memref<2x21x35xf32>, %d: memref<2x19x21xf32>) -> (memref<19x21xf32>, memref<2x19x21xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %bt : memref<19x35xf32>, memref<21x35xf32>) outs(%c : memref<19x21xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%at, %bt2 : memref<2x35x19xf32>, memref<2x21x35xf32>) outs(%d : memref<2x19x21xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return %c, %d : memref<19x21xf32>, memref<2x19x21xf32>
}

// The fill right before a product is its sums' start (no load of C, no
// fill kernel), and the elementwise op right after it, reading C element
// by element in place, runs on each sum before the one store: a bias
// (read through a broadcast map) and a ReLU.
// CHECK-LABEL: func.func @fill_and_bias
// CHECK-NOT: linalg.fill
// CHECK: gpu.launch
// CHECK-NOT: memref.load %arg2
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %[[ZERO:.*]]) -> (f32)
// CHECK: scf.if
// CHECK: %[[BIAS:.*]] = memref.load %arg3[%{{.*}}] : memref<21xf32>
// CHECK: %[[ADD:.*]] = arith.addf %{{.*}}, %[[BIAS]] : f32
// CHECK: %[[RELU:.*]] = arith.maximumf %[[ADD]], %{{.*}} : f32
// CHECK-NEXT: memref.store %[[RELU]], %arg2
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @fill_and_bias(%a: memref<19x35xf32>, %b: memref<35x21xf32>, %c: memref<19x21xf32>, %bias: memref<21xf32>) -> memref<19x21xf32> {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<19x21xf32>)
  linalg.matmul ins(%a, %b : memref<19x35xf32>, memref<35x21xf32>) outs(%c : memref<19x21xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : memref<19x21xf32>, memref<21xf32>) outs(%c : memref<19x21xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  return %c : memref<19x21xf32>
}

// An epilogue writing another buffer: C keeps its sums, the other buffer
// gets the epilogue's values (a residual read from a third buffer, a
// batched product with a dynamic batch).
// CHECK-LABEL: func.func @epilogue_elsewhere
// CHECK: gpu.launch
// CHECK: scf.if
// CHECK: memref.store %[[SUM:[^,]+]], %arg2
// CHECK: %[[RES:.*]] = memref.load %arg3
// CHECK: %[[OUT:.*]] = arith.addf %[[SUM]], %[[RES]] : f32
// CHECK: memref.store %[[OUT]], %arg4
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @epilogue_elsewhere(%a: memref<2x5x18xf32>, %b: memref<2x18x17xf32>, %c: memref<2x5x17xf32>, %res: memref<2x5x17xf32>, %out: memref<2x5x17xf32>) -> memref<2x5x17xf32> {
  linalg.batch_matmul ins(%a, %b : memref<2x5x18xf32>, memref<2x18x17xf32>) outs(%c : memref<2x5x17xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c, %res : memref<2x5x17xf32>, memref<2x5x17xf32>) outs(%out : memref<2x5x17xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return %out : memref<2x5x17xf32>
}

// A convolution's product as strata-linalg-conv-to-im2col leaves it: C a
// reshape of a local buffer the fill zeroed before the gather (ops that
// do not touch it between), and batch norm's epilogue reading another
// reshape of that buffer: the thread's element of C is delinearized into
// the epilogue's [n, f, h, w], whose per-channel operand it indexes.
// CHECK-LABEL: func.func @conv_epilogue
// CHECK-NOT: linalg.fill ins(%{{.*}} : f32) outs(%[[BUF:.*]] : memref<1x3x2x3xf32>)
// CHECK: gpu.launch
// CHECK: scf.if
// CHECK: arith.remui
// CHECK: arith.divui
// CHECK: memref.load %arg2[
// CHECK: memref.store %{{.*}}, %[[OUT:.*]][
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @conv_epilogue(%col: memref<1x4x6xf32>, %w: memref<3x4xf32>, %scale: memref<3xf32>, %other: memref<5xf32>) -> memref<1x3x2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %buf = memref.alloc() : memref<1x3x2x3xf32>
  linalg.fill ins(%zero : f32) outs(%buf : memref<1x3x2x3xf32>)
  linalg.fill ins(%zero : f32) outs(%other : memref<5xf32>)
  %c = memref.collapse_shape %buf [[0], [1], [2, 3]] : memref<1x3x2x3xf32> into memref<1x3x6xf32>
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, k)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%col, %w : memref<1x4x6xf32>, memref<3x4xf32>) outs(%c : memref<1x3x6xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  %v = memref.expand_shape %c [[0], [1], [2, 3]] output_shape [1, 3, 2, 3] : memref<1x3x6xf32> into memref<1x3x2x3xf32>
  %out = memref.alloc() : memref<1x3x2x3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (f)>, affine_map<(n, f, h, w) -> (n, f, h, w)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%v, %scale : memref<1x3x2x3xf32>, memref<3xf32>) outs(%out : memref<1x3x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  }
  memref.dealloc %buf : memref<1x3x2x3xf32>
  return %out : memref<1x3x2x3xf32>
}

// A chain of epilogues: the bias in place, then a ReLU reading a reshape
// of that buffer into a new one: both values are stored (the ReLU writes
// elsewhere), the ReLU's index delinearized from the product's.
// CHECK-LABEL: func.func @epilogue_chain
// CHECK: gpu.launch
// CHECK: memref.load %arg3
// CHECK: %[[B:.*]] = arith.addf
// CHECK: memref.store %[[B]], %arg2
// CHECK: arith.divui
// CHECK: %[[R:.*]] = arith.maximumf %[[B]]
// CHECK: memref.store %[[R]], %[[OUT:.*]][
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @epilogue_chain(%a: memref<6x8xf32>, %b: memref<8x4xf32>, %c: memref<6x4xf32>, %bias: memref<4xf32>) -> memref<2x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  linalg.matmul ins(%a, %b : memref<6x8xf32>, memref<8x4xf32>) outs(%c : memref<6x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : memref<6x4xf32>, memref<4xf32>) outs(%c : memref<6x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  %v = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %out = memref.alloc() : memref<2x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v : memref<2x3x4xf32>) outs(%out : memref<2x3x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  }
  return %out : memref<2x3x4xf32>
}

// Not fused: a fill that is not right before the product, an elementwise
// op reading C elsewhere than at its own element (another thread's sum),
// and one whose other input is a view of its output.
// CHECK-LABEL: func.func @not_fused
// CHECK: linalg.fill
// CHECK: gpu.launch
// CHECK: linalg.generic
// CHECK: gpu.launch
// CHECK: linalg.generic
// CHECK: return
func.func @not_fused(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>, %d: memref<4x4xf32>, %t: memref<4x4xf32>) -> (memref<4x4xf32>, memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x4xf32>)
  memref.copy %a, %t : memref<4x4xf32> to memref<4x4xf32>
  linalg.matmul ins(%t, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n, m)>, affine_map<(m, n) -> (m, n)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<4x4xf32>) outs(%c : memref<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%d : memref<4x4xf32>)
  %v = memref.subview %d[0, 0] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4]>>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m)>, affine_map<(m, n) -> (m, n)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%d, %v : memref<4x4xf32>, memref<4xf32, strided<[4]>>) outs(%d : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return %c, %d : memref<4x4xf32>, memref<4x4xf32>
}

// Mixed precision, as torch-to-linalg writes a bf16 or f16 mm: 16-bit
// tiles, f32 sums (the body widens each element), the zero fill that
// bufferization left as a generic folded into the sums' start, and C
// itself never stored when only the truncating epilogue reads it.
// CHECK-LABEL: func.func @mixed
// CHECK-NOT: linalg.
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<16x16xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xbf16, #gpu.address_space<workgroup>>)
// CHECK: scf.for
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK-NOT: memref.store %{{.*}}, %{{.*}} : memref<40x36xf32>
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: memref.store %{{.*}}, %{{.*}} : memref<40x36xbf16>
// CHECK-NOT: linalg.
// CHECK: memref.dealloc
// CHECK-LABEL: func.func @mixed_f16
// CHECK: gpu.launch
// CHECK-SAME: memref<{{.*}}xf16, #gpu.address_space<workgroup>>
// CHECK: memref.load %{{.*}} : memref<40x36xf32>
// CHECK: memref.store %{{.*}} : memref<40x36xf32>
func.func @mixed(%a: memref<40x24xbf16>, %b: memref<24x36xbf16>) -> memref<40x36xbf16> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<40x36xf32>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
      outs(%c : memref<40x36xf32>) {
  ^bb0(%o: f32):
    linalg.yield %z : f32
  }
  linalg.matmul ins(%a, %b : memref<40x24xbf16>, memref<24x36xbf16>) outs(%c : memref<40x36xf32>)
  %r = memref.alloc() : memref<40x36xbf16>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<40x36xf32>) outs(%r : memref<40x36xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  }
  memref.dealloc %c : memref<40x36xf32>
  return %r : memref<40x36xbf16>
}
func.func @mixed_f16(%a: memref<40x24xf16>, %b: memref<24x36xf16>, %c: memref<40x36xf32>) {
  linalg.matmul ins(%a, %b : memref<40x24xf16>, memref<24x36xf16>) outs(%c : memref<40x36xf32>)
  return
}

// Left alone: matmul on tensors, integer matmuls, a body that is not
// c + a*b, matvec, and other ops.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: gpu.launch
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x5xf32>, tensor<5x6xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x5xi32>, memref<5x6xi32>)
// CHECK: linalg.generic
// CHECK: arith.subf
// CHECK: linalg.matvec
// CHECK: linalg.fill
// CHECK-NOT: gpu.launch
// CHECK: return
func.func @left_alone(%t: tensor<4x5xf32>, %u: tensor<5x6xf32>, %v: tensor<4x6xf32>,
                      %ia: memref<4x5xi32>, %ib: memref<5x6xi32>, %ic: memref<4x6xi32>,
                      %a: memref<4x5xf32>, %b: memref<5x6xf32>, %c: memref<4x6xf32>,
                      %x: memref<5xf32>, %y: memref<4xf32>) -> (tensor<4x6xf32>, memref<4x6xi32>, memref<4x6xf32>, memref<4xf32>) {
  %r = linalg.matmul ins(%t, %u : tensor<4x5xf32>, tensor<5x6xf32>) outs(%v : tensor<4x6xf32>) -> tensor<4x6xf32>
  linalg.matmul ins(%ia, %ib : memref<4x5xi32>, memref<5x6xi32>) outs(%ic : memref<4x6xi32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x5xf32>, memref<5x6xf32>) outs(%c : memref<4x6xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.subf %acc, %m : f32
    linalg.yield %s : f32
  }
  linalg.matvec ins(%a, %x : memref<4x5xf32>, memref<5xf32>) outs(%y : memref<4xf32>)
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<4x6xf32>)
  return %r, %ic, %c, %y : tensor<4x6xf32>, memref<4x6xi32>, memref<4x6xf32>, memref<4xf32>
}
