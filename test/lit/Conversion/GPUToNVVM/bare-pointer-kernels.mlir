// convert-gpu-to-nvvm under strata-gpu-bare-pointer-kernels' mark: that
// kernel alone takes its memrefs as bare pointers and keeps the mark;
// strata-gpu-link-binary then copies the mark onto its launches, and
// gpu-to-llvm passes those launches each memref's aligned pointer alone.
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' | FileCheck %s --check-prefix=NVVM
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary)' | FileCheck %s --check-prefix=LINK
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),gpu-module-to-binary)' | FileCheck %s --check-prefix=LINK
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary,gpu-to-llvm)' | FileCheck %s --check-prefix=HOST
// Upstream's pair of options instead: every kernel and every launch (the
// dynamic kernel is rejected by the first).
// RUN: not strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=true}))' 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary,gpu-to-llvm{use-bare-pointers-for-kernels=true})' 2>&1 | FileCheck %s --check-prefix=ALLHOST
// ALL: argument 0 of type memref<?xf32> cannot be passed as a bare pointer
// ALLHOST: error: 'gpu.launch_func' op kernel operand 0 of type memref<?xf32> cannot be passed as a bare pointer

// NVVM: llvm.func @bare(%[[P:.*]]: !llvm.ptr, %[[N:.*]]: i64) attributes {gpu.kernel, llvm.bareptr, nvvm.kernel}
// The descriptor is rebuilt from the pointer with constant sizes and strides.
// NVVM: llvm.insertvalue %[[P]], %{{.*}}[0]
// NVVM: llvm.insertvalue %[[P]], %{{.*}}[1]
// A marked kernel whose memrefs cannot all be bare (written by hand) keeps
// the descriptors and loses the mark; so does an unmarked one.
// NVVM: llvm.func @not_bare(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) attributes {gpu.kernel, nvvm.kernel}
// NVVM: llvm.func @plain(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) attributes {gpu.kernel, nvvm.kernel}

// LINK: gpu.launch_func  @{{strata_kernels|k}}::@bare {{.*}} {llvm.bareptr}
// LINK: gpu.launch_func  @{{strata_kernels|k}}::@not_bare
// LINK-NOT: llvm.bareptr
// LINK: gpu.launch_func  @{{strata_kernels|k}}::@plain
// LINK-NOT: llvm.bareptr
// LINK: gpu.binary

// HOST-LABEL: llvm.func @main(
// The bare launch's storage holds a pointer and an index; the others the
// descriptor's five fields and the index, or the five fields alone.
// HOST: llvm.alloca %{{.*}} x !llvm.struct<(ptr, i64)>
// HOST: llvm.alloca %{{.*}} x !llvm.array<2 x ptr>
// HOST: llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, i64, i64)>
// HOST: llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, i64, i64)>
// The pointer passed is the aligned one, field 1 of the descriptor.
// HOST: %[[ALIGNED:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// HOST: llvm.store %[[ALIGNED]], %{{.*}} : !llvm.ptr, !llvm.ptr
// HOST: llvm.mlir.constant(2 : i64) : i64
// HOST: llvm.call @mgpuLaunchKernel(
module attributes {gpu.container_module} {
  func.func @main(%a: memref<4xf32>, %d: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @k::@bare blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xf32>, %c4 : index)
    gpu.launch_func @k::@not_bare blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%d : memref<?xf32>)
    gpu.launch_func @k::@plain blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
  gpu.module @k {
    gpu.func @bare(%a: memref<4xf32>, %n: index) kernel attributes {llvm.bareptr} {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<4xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%t] : memref<4xf32>
      gpu.return
    }
    gpu.func @not_bare(%a: memref<?xf32>) kernel attributes {llvm.bareptr} {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<?xf32>
      memref.store %x, %a[%t] : memref<?xf32>
      gpu.return
    }
    gpu.func @plain(%a: memref<4xf32>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<4xf32>
      memref.store %x, %a[%t] : memref<4xf32>
      gpu.return
    }
  }
}
