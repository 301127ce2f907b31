// strata-linalg-promote-to-gpu{tensor-core-stages=S}: the tensor-core
// kernel's interior blocks stage A's and B's K steps through a ring of S
// workgroup buffers of each tile (memref<S x rows x cols>) with
// nvgpu.device_async_copy (cp.async, 16 bytes a copy, bypassing L1). The
// prologue issues steps 0 to S-2, one group each, waits for step 0's and
// meets the block; step k issues step k+S-1 into the buffer step k-1 read
// (clamped to the last full step), multiplies its own buffer, waits until
// at most S-2 groups are in flight and meets the block at its one barrier.
// The edge blocks and the ragged last step stage elements into the first
// buffer, as with one stage. The interpreter lands a copy when its thread
// waits for it and holds NaN in its destination until then, so the
// differential checks see a missing wait or barrier
// (tensor-cores-async-stages.mlir: three and four stages, tf32;
// tensor-cores-async-large.mlir: the 128x128 tiles).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=2}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=2}),gpu-kernel-outlining)' > /dev/null
// gpu-eliminate-barriers keeps the pipeline's barriers (the async ops may
// touch any memory):
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=2}),canonicalize,func.func(gpu-eliminate-barriers))' | FileCheck %s --check-prefix=KEPT
// One stage is the kernel without the option (registers); 0, a negative
// count and more than 4 are refused.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=1}))' | FileCheck %s --check-prefix=ONE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=0}))' | FileCheck %s --check-prefix=ONE
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=-2}))' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=5}))' 2>&1 | FileCheck %s --check-prefix=MANY
// NEGATIVE: tensor-core-stages must be between 0 and 4, got -2
// MANY: tensor-core-stages must be between 0 and 4, got 5

// A block inside A and B and a ragged one (N = 96) over K = 136, four full
// steps and a ragged one of 8. Two 16-byte copies of A and two of B a
// thread a step.
// CHECK-LABEL: func.func @bf16_ragged
// CHECK: gpu.launch {{.*}} workgroup(%[[AS:.*]] : memref<2x64x40xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x32x72xbf16, #gpu.address_space<workgroup>>, %[[CS:.*]] : memref<64x68xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.if %{{.*}} -> (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) {
// The prologue: step 0 into buffer 0.
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[T0:.*]] = nvgpu.device_async_copy %{{.*}}[%{{.*}}, %{{.*}}], %[[AS]][%[[C0]], %{{.*}}, %{{.*}}], 8 {bypassL1} : memref<64x136xbf16> to memref<2x64x40xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[T1:.*]] = nvgpu.device_async_copy %{{.*}}, %[[AS]][%[[C0]],
// CHECK: %[[T2:.*]] = nvgpu.device_async_copy %{{.*}}, %[[BS]][%[[C0]], %{{.*}}, %{{.*}}], 8 {bypassL1} : memref<136x96xbf16> to memref<2x32x72xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[T3:.*]] = nvgpu.device_async_copy %{{.*}}, %[[BS]][%[[C0]],
// CHECK-NEXT: %[[G0:.*]] = nvgpu.device_async_create_group %[[T0]], %[[T1]], %[[T2]], %[[T3]]
// CHECK-NEXT: nvgpu.device_async_wait %[[G0]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// The loop carries the buffer it reads; it issues step k+1 into the other.
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}, %[[READ:.*]] = %{{.*}}) -> (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, index) {
// CHECK: %[[WRITE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK: arith.addi %[[K]], %c32
// CHECK: arith.minui
// CHECK-COUNT-2: nvgpu.device_async_copy %{{.*}}, %[[AS]][%[[WRITE]],
// CHECK-COUNT-2: nvgpu.device_async_copy %{{.*}}, %[[BS]][%[[WRITE]],
// CHECK-NEXT: %[[G:.*]] = nvgpu.device_async_create_group
// CHECK: gpu.subgroup_mma_load_matrix %[[AS]][%[[READ]], %{{.*}}, %{{.*}}] {leadDimension = 40 : index} : memref<2x64x40xbf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xbf16, "AOp">
// CHECK: gpu.subgroup_mma_load_matrix %[[BS]][%[[READ]], %{{.*}}, %{{.*}}] {leadDimension = 72 : index} : memref<2x32x72xbf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xbf16, "BOp">
// CHECK-COUNT-8: gpu.subgroup_mma_compute
// CHECK-NEXT: nvgpu.device_async_wait %[[G]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: %[[NEXT:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[NEXT]]
// Nothing is in flight after the loop: the ragged step stages elements into
// buffer 0.
// CHECK-NOT: nvgpu.device_async_wait
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[AS]][%c0{{[_0-9]*}}, %{{.*}}, %{{.*}}] : memref<2x64x40xbf16, #gpu.address_space<workgroup>>
// CHECK: } else {
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]]
// KEPT-LABEL: func.func @bf16_ragged
// KEPT: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// KEPT-NEXT: gpu.barrier
// KEPT: scf.for
// KEPT: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// KEPT-NEXT: gpu.barrier
// KEPT-NEXT: arith.cmpi
// ONE-LABEL: func.func @bf16_ragged
// ONE: workgroup(%{{.*}} : memref<64x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x72xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>)
// ONE-NOT: nvgpu
// ONE: return
func.func @bf16_ragged(%a: memref<64x136xbf16>, %b: memref<136x96xbf16>) -> memref<64x96xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x96xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<64x96xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<64x136xbf16>, memref<136x96xbf16>) outs(%c : memref<64x96xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<64x96xf32>
}

// Both operands transposed (A as [k][m], B as [n][k]), f16 summed onto C,
// K = 104: three full steps and a ragged one; a block inside A and B and a
// ragged one (M = 80).
// CHECK-LABEL: func.func @f16_transposed
// CHECK: workgroup(%[[AS:.*]] : memref<2x32x72xf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x64x40xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy %{{.*}}, %[[AS]][%{{.*}}, %{{.*}}, %{{.*}}], 8 {bypassL1} : memref<104x80xf16> to memref<2x32x72xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy %{{.*}}, %[[BS]][%{{.*}}, %{{.*}}, %{{.*}}], 8 {bypassL1} : memref<64x104xf16> to memref<2x64x40xf16, #gpu.address_space<workgroup>>
// CHECK: gpu.subgroup_mma_load_matrix %[[AS]][%{{.*}}, %{{.*}}, %{{.*}}] {leadDimension = 72 : index, transpose} : memref<2x32x72xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK: gpu.subgroup_mma_load_matrix %[[BS]][%{{.*}}, %{{.*}}, %{{.*}}] {leadDimension = 40 : index, transpose} : memref<2x64x40xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
func.func @f16_transposed(%a: memref<104x80xf16>, %b: memref<64x104xf16>, %c: memref<80x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<104x80xf16>, memref<64x104xf16>) outs(%c : memref<80x64xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A's rows are 70 bf16 apart (not a multiple of 16 bytes): A stages its
// elements into the ring, step k+S-1 loaded into registers with the
// copies of B's issued, before the products of step k, and stored into
// the ring after them, before the wait and the barrier.
// CHECK-LABEL: func.func @one_operand_vectors
// CHECK: workgroup(%[[AS:.*]] : memref<2x64x40xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x32x72xbf16, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK: %[[WRITE:.*]] = arith.select
// CHECK-NOT: memref.store %{{.*}}, %[[AS]]
// CHECK: memref.load %{{.*}} : memref<64x70xbf16>
// CHECK-NOT: nvgpu.device_async_copy %{{.*}}, %[[AS]]
// CHECK: nvgpu.device_async_copy %{{.*}}, %[[BS]][%[[WRITE]],
// CHECK-NOT: nvgpu.device_async_copy %{{.*}}, %[[AS]]
// CHECK: nvgpu.device_async_create_group
// CHECK-NOT: memref.store %{{.*}}, %[[AS]]
// CHECK: gpu.subgroup_mma_compute
// CHECK: memref.store %{{.*}}, %[[AS]][%[[WRITE]], %{{.*}}, %{{.*}}] : memref<2x64x40xbf16, #gpu.address_space<workgroup>>
// CHECK-NOT: gpu.subgroup_mma_compute
// CHECK: nvgpu.device_async_wait
// CHECK-NEXT: gpu.barrier
func.func @one_operand_vectors(%a: memref<64x70xbf16>, %b: memref<70x64xbf16>) -> memref<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<64x64xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<64x70xbf16>, memref<70x64xbf16>) outs(%c : memref<64x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<64x64xf32>
}

// One block and K = 200: three splits of K (96, 96 and 8) under the default
// target-blocks, each split pipelined over its own steps (the last, under a
// step, stages elements); a second launch adds the splits.
// CHECK-LABEL: func.func @split
// CHECK: memref.alloc() : memref<3x1x64x64xf32>
// CHECK: gpu.launch
// CHECK: nvgpu.device_async_copy
// CHECK: gpu.launch
func.func @split(%a: memref<64x200xbf16>, %b: memref<200x64xbf16>) -> memref<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<64x64xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<64x200xbf16>, memref<200x64xbf16>) outs(%c : memref<64x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<64x64xf32>
}
