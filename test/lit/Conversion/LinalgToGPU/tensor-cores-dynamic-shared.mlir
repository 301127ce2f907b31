// tensor-core-shared-bytes above 48 KB: the stages that did not fit the
// static 48 KB fit, and strata-gpu-dynamic-workgroup-memory (the last step
// of strata-linalg-to-gpu) moves the kernel's workgroup memory to dynamic
// shared memory that each launch asks for. tf32's three stages of 64x64
// tiles (tensor-cores-async-stages.mlir has them cut to two under 48 KB)
// take 3 x (64x36 + 32x72) f32 and the band 64x68 f32: 72,704 bytes.
// The differential check interprets every lane of the kernels that the
// pass gives dynamic memory.
// RUN: strata-opt %S/tensor-cores-async-stages.mlir --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=3 allow-tf32 target-blocks=2 tensor-core-shared-bytes=98304}),gpu-kernel-outlining,strata-gpu-dynamic-workgroup-memory)' | FileCheck %s
// RUN: strata-opt %S/tensor-cores-async-stages.mlir --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=3 allow-tf32 target-blocks=2 tensor-core-shared-bytes=98304}),gpu-kernel-outlining,strata-gpu-dynamic-workgroup-memory)' > /dev/null
// RUN: strata-opt %S/tensor-cores-async-stages.mlir --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=3 allow-tf32 target-blocks=2 tensor-core-shared-bytes=98304}),gpu-kernel-outlining,strata-gpu-dynamic-workgroup-memory,gpu.module(convert-gpu-to-nvvm))' | FileCheck %s --check-prefix=NVVM
// RUN: not strata-opt %S/tensor-cores-async-stages.mlir --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-shared-bytes=1000}))' 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: not strata-opt %S/tensor-cores-async-stages.mlir --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-shared-bytes=232449}))' 2>&1 | FileCheck %s --check-prefix=LARGE
// Without the pass, convert-gpu-to-nvvm rejects the kernel's 72,704 static bytes.
// RUN: not strata-opt %S/tensor-cores-async-stages.mlir --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=3 allow-tf32 target-blocks=2 tensor-core-shared-bytes=98304}),gpu-kernel-outlining,gpu.module(convert-gpu-to-nvvm))' 2>&1 | FileCheck %s --check-prefix=STATIC

// CHECK-LABEL: func.func @tf32
// CHECK: %[[SIZE:.*]] = arith.constant 72704 : i32
// CHECK: gpu.launch_func  @tf32_kernel::@tf32_kernel {{.*}} dynamic_shared_memory_size %[[SIZE]] args(
// CHECK: gpu.func @tf32_kernel({{.*}}) workgroup(%{{.*}} : memref<3x64x36xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<3x32x72xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>) kernel attributes {{{.*}}strata.dynamic_workgroup_offsets = array<i64: 0, 27648, 55296, 72704>

// The attributions are byte offsets into one extern array.
// NVVM-LABEL: gpu.module @tf32_kernel
// NVVM: llvm.mlir.global external @__dyn_wg_tf32_kernel() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// NVVM: llvm.func @tf32_kernel(
// NVVM-NOT: strata.dynamic_workgroup_offsets
// NVVM: %[[BASE:.*]] = llvm.mlir.addressof @__dyn_wg_tf32_kernel : !llvm.ptr<3>
// NVVM-DAG: llvm.getelementptr %[[BASE]][27648] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// NVVM-DAG: llvm.getelementptr %[[BASE]][55296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8

// SMALL: tensor-core-shared-bytes must be between 16384 and 232448, got 1000
// LARGE: tensor-core-shared-bytes must be between 16384 and 232448, got 232449
// STATIC: error: 'gpu.func' op its workgroup attributions need 72704 bytes of shared memory; a block may have at most 49152 bytes of static shared memory (strata-gpu-dynamic-workgroup-memory makes more dynamic)
