// strata-compile --target=cuda: linalg on tensors to host code and kernels,
// the kernels in nvvm, their PTX; a loops-level input is mapped the same way.
// RUN: strata-compile %s --target=cuda --emit=gpu | FileCheck %s --check-prefix=GPU
// RUN: strata-compile %s --target=cuda --emit=nvvm | FileCheck %s --check-prefix=NVVM
// RUN: strata-compile %s --target=cuda | FileCheck %s --check-prefix=PTX
// RUN: strata-compile %s --emit=loops | strata-compile --target=cuda --emit=gpu | FileCheck %s --check-prefix=LOOPS
// RUN: not strata-compile %s --target=cuda --emit=bogus 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: not strata-compile %s --target=cuda --emit=so 2>&1 | FileCheck %s --check-prefix=NOOUT
// RUN: strata-compile %s --emit=llvm-dialect | not strata-compile --target=cuda 2>&1 | FileCheck %s --check-prefix=LEVEL

// GPU: module attributes {gpu.container_module}
// GPU: func.func @main(%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32>) -> memref<4x8xf32>
// The elementwise op runs over its 32 elements as one dim (no index
// division in the kernel), on collapsed views of the buffers.
// GPU: %[[A1:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// GPU: %[[B1:.*]] = memref.collapse_shape %[[B]] {{\[\[}}0, 1]]
// GPU: %[[OUT:.*]] = memref.alloc() {{.*}}: memref<4x8xf32>
// GPU: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]]
// GPU: gpu.launch_func  @main_kernel::@main_kernel blocks in ({{.*}}) threads in ({{.*}})  args(%[[A1]] : memref<32xf32>, %[[B1]] : memref<32xf32>, %[[OUT1]] : memref<32xf32>)
// GPU: return %[[OUT]]
// GPU: gpu.module @main_kernel
// Its memrefs are static: the kernel takes them as bare pointers. Each of
// its 8 threads runs four elements, with 16-byte loads and stores where
// the buffers are aligned for them.
// GPU: gpu.func @main_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 8, 1, 1>, known_grid_size = array<i32: 1, 1, 1>, llvm.bareptr}
// GPU: vector.load {{.*}} : memref<32xf32>, vector<4xf32>
// GPU-COUNT-4: math.exp
// GPU: vector.store

// The CPU's loops are scf.parallel over the parallel dims: mapped to
// threads as the GPU's own are.
// LOOPS: gpu.launch_func  @main_kernel::@main_kernel
// LOOPS: gpu.func @main_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 8, 1, 1>, known_grid_size = array<i32: 1, 1, 1>, llvm.bareptr}
// LOOPS: math.exp

// NVVM: gpu.module @main_kernel
// NVVM: llvm.func @main_kernel(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) attributes {gpu.kernel, {{.*}}llvm.bareptr, {{.*}}nvvm.kernel
// NVVM: nvvm.read.ptx.sreg.tid.x

// PTX: .version 7.8
// PTX: .target sm_90
// PTX: .visible .entry main_kernel(
// PTX-NEXT: .param .u64 main_kernel_param_0,
// PTX-NEXT: .param .u64 main_kernel_param_1,
// PTX-NEXT: .param .u64 main_kernel_param_2
// PTX-NEXT: )

// STAGE: unknown --emit stage "bogus" for this target (one of torch-backend, linalg, gpu, nvvm, ptx, so)
// NOOUT: --emit=so writes a binary file: give it with -o
// LEVEL: --target=cuda takes torch, linalg on tensors or loops on buffers, not the llvm dialect

func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = math.exp %s : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
