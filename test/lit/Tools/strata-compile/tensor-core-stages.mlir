// --tensor-core-stages chooses how the tensor-core kernels' interior blocks
// stage their K steps (strata-linalg-promote-to-gpu's tensor-core-stages,
// through strata-linalg-to-gpu's): 1 by default (the next step through
// registers), 2 to 4 with cp.async into a ring of that many workgroup
// buffers of each tile, fewer where they do not fit 48 KB. A cuda flag,
// whose value the pass checks; strata-run takes it too.
// RUN: strata-compile %s --target=cuda --emit=gpu | FileCheck %s --check-prefix=ONE
// RUN: strata-compile %s --target=cuda --emit=gpu --tensor-core-stages=2 | FileCheck %s --check-prefix=TWO
// RUN: strata-compile %s --target=cuda --emit=gpu --tensor-core-tile=128 --tensor-core-warps=8 --tensor-core-stages=3 | FileCheck %s --check-prefix=LARGE
// RUN: strata-compile %s --target=cuda --tensor-core-stages=3 | FileCheck %s --check-prefix=PTX
// RUN: strata-opt %s --strata-linalg-to-gpu='tensor-core-stages=2' | FileCheck %s --check-prefix=TWO
// RUN: strata-opt %s --strata-lower-to-gpu='tensor-core-stages=2' | FileCheck %s --check-prefix=NVVM
// RUN: not strata-compile %s --tensor-core-stages=2 -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not strata-compile %s --target=cuda --tensor-core-stages=5 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-run %s --tensor-core-stages=2 --random-inputs 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not strata-opt %s --strata-linalg-to-gpu='tensor-core-stages=many' 2>&1 | FileCheck %s --check-prefix=OPTION

// ONE: gpu.func @mm_kernel({{.*}}) workgroup(%{{.*}} : memref<64x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x72xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>)
// ONE-NOT: nvgpu
// TWO: gpu.func @mm_kernel({{.*}}) workgroup(%{{.*}} : memref<2x64x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<2x32x72xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>)
// TWO: nvgpu.device_async_copy
// TWO: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// LARGE: gpu.func @mm_kernel({{.*}}) workgroup(%{{.*}} : memref<2x128x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<2x32x136xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x132xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>
// PTX-DAG: cp.async.cg.shared.global [%{{.*}}], [%{{.*}}], 16;
// PTX-DAG: cp.async.commit_group;
// PTX-DAG: cp.async.wait_group 1;
// PTX-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// NVVM: nvvm.cp.async.shared.global
// NVVM: nvvm.cp.async.commit.group
// NVVM: nvvm.cp.async.wait.group 0
// CPU: error: --tensor-core-stages applies to --target=cuda (the GPU kernels), not --target=cpu
// VALUE: tensor-core-stages must be between 0 and 4, got 5
// INTERP: strata-run: error: --tensor-core-stages applies to --target=cuda (the GPU kernels), not --target=interp
// OPTION: pipeline 'strata-linalg-to-gpu' takes the options allow-tf32 and allow-conv-tf32 (each true or false), tensor-core-tile, tensor-core-warps, tensor-core-stages, tensor-core-shared-bytes, tensor-core-min-blocks, target-blocks, simt-unroll, simt-min-blocks, simt-stages, simt-target-blocks, simt-split-target-blocks and simt-min-vector-width (each a number) and simt-vectors, fuse-producers, reciprocal-division, conv-batch-columns and fp-contract (each true or false; fuse-producers also auto), got 'tensor-core-stages=many'
func.func @mm(%a: tensor<512x256xbf16>, %b: tensor<256x512xbf16>) -> tensor<512x512xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<512x256xbf16>, tensor<256x512xbf16>) outs(%c : tensor<512x512xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
