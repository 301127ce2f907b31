// gpu-to-llvm: host code that launches kernels from a gpu.binary, allocates, copies, fills and
// frees device memory, in the llvm dialect with calls into runtime/cudac.
// RUN: strata-opt %s --gpu-to-llvm | FileCheck %s
// RUN: strata-opt %s --gpu-to-llvm=entry-status=true | FileCheck %s --check-prefix=STATUS

// The PTX is a NUL-terminated string; module and function handles are cached in i64 slots.
// CHECK-DAG: llvm.mlir.global internal constant @__strata_ptx_kernels(".version 7.8\0A.target sm_90\0A\00")
// CHECK-DAG: llvm.mlir.global internal @__strata_module_kernels(0 : i64)
// CHECK-DAG: llvm.mlir.global internal constant @__strata_kname_kernels_scale("scale\00")
// CHECK-DAG: llvm.mlir.global internal @__strata_function_kernels_scale(0 : i64)
// CHECK-DAG: llvm.mlir.global internal @__strata_device___constant_f32(0 : i64)
// CHECK-DAG: llvm.mlir.global private constant @__constant_f32(2.500000e+00 : f32)
// CHECK-DAG: llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
// CHECK-DAG: llvm.func @strataLoadKernel(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-DAG: llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK-DAG: llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
// CHECK-DAG: llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
// CHECK-DAG: llvm.func @mgpuStreamSynchronize(!llvm.ptr)
// CHECK-DAG: llvm.func @strataGlobalToDevice(!llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr

// CHECK-LABEL: llvm.func @main(
// CHECK-SAME: %[[A0:.*]]: !llvm.ptr, %[[A1:.*]]: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[N:.*]]: i64, %[[S:.*]]: f32)
// The argument storage of each launch: one struct of the expanded arguments and an array of
// pointers to its fields, allocated in the entry block (a memref is 7 fields at rank 2).
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[ST:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr, ptr, i64, i64, i64, i64, i64, i64, f32, ptr, ptr, i64, i64, i64, i64, i64)>
// CHECK-NEXT: %[[PA:.*]] = llvm.alloca %[[ONE]] x !llvm.array<16 x ptr>
// memref.alloc is device memory: 4 x 8 x 4 bytes.
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[SHARED:.*]] = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: %[[OUT:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %[[NULL]], %[[SHARED]]) : (i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK: %[[F:.*]] = llvm.call @strataLoadKernel(
// CHECK: %[[F0:.*]] = llvm.getelementptr %[[ST]][0, 0]
// CHECK-NEXT: llvm.store %{{.*}}, %[[F0]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[PA]][0, 0]
// CHECK-NEXT: llvm.store %[[F0]], %[[P0]] : !llvm.ptr, !llvm.ptr
// The index and f32 arguments are fields 7 and 8.
// CHECK: %[[F7:.*]] = llvm.getelementptr %[[ST]][0, 7]
// CHECK-NEXT: llvm.store %[[N]], %[[F7]] : i64, !llvm.ptr
// CHECK: %[[F8:.*]] = llvm.getelementptr %[[ST]][0, 8]
// CHECK-NEXT: llvm.store %[[S]], %[[F8]] : f32, !llvm.ptr
// CHECK: %[[F9:.*]] = llvm.getelementptr %[[ST]][0, 9]
// CHECK-NEXT: llvm.store %{{.*}}, %[[F9]] : !llvm.ptr, !llvm.ptr
// CHECK: %[[SMEM:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[STREAM:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[EXTRA:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[COUNT:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: llvm.call @mgpuLaunchKernel(%[[F]], %[[N]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[SMEM]], %[[STREAM]], %[[PA]], %[[EXTRA]], %[[COUNT]])
// The second launch has storage of its own and the same kernel slot.
// CHECK: llvm.call @strataLoadKernel(
// CHECK: llvm.call @mgpuLaunchKernel(
// gpu.alloc with a dynamic size.
// CHECK: llvm.call @mgpuMemAlloc(
// gpu.memset of f32: the bits as i32, a count of elements.
// CHECK: %[[BITS:.*]] = llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.call @mgpuMemset32(%{{.*}}, %[[BITS]], %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
// gpu.memcpy and memref.copy: device to device, in bytes.
// CHECK: llvm.call @mgpuMemcpy(
// CHECK: llvm.call @mgpuMemcpy(
// CHECK: llvm.call @mgpuStreamSynchronize(
// CHECK: llvm.call @mgpuMemFree(
// CHECK: llvm.call @mgpuMemFree(
// A global is uploaded once; its descriptor's allocated pointer is 0xdeadbeef, as on the CPU.
// CHECK: %[[SLOT:.*]] = llvm.mlir.addressof @__strata_device___constant_f32 : !llvm.ptr
// CHECK-NEXT: %[[HOST:.*]] = llvm.mlir.addressof @__constant_f32 : !llvm.ptr
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: llvm.call @strataGlobalToDevice(%[[SLOT]], %[[HOST]], %[[SIZE]])
// CHECK: llvm.mlir.constant(3735928559 : index) : i64
// CHECK: llvm.return

// Without entry-status the C interface is upstream's.
// CHECK-LABEL: llvm.func @_mlir_ciface_main(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: f32)
// CHECK-NOT: strataEntry
// CHECK: llvm.return

// STATUS-LABEL: llvm.func @_mlir_ciface_main(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: f32) -> i32
// STATUS-NEXT: llvm.call @strataEntryBegin() : () -> ()
// STATUS: llvm.call @main(
// STATUS: %[[ST:.*]] = llvm.call @strataEntryEnd() : () -> i32
// STATUS-NEXT: llvm.return %[[ST]] : i32

module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_f32 : memref<f32> = dense<2.5> {alignment = 64 : i64}
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 7.8\n.target sm_90\n">]
  func.func @main(%a: memref<?x8xf32>, %n: index, %s: f32) -> memref<4x8xf32> attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %out = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    gpu.launch_func @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<?x8xf32>, %n : index, %s : f32, %out : memref<4x8xf32>)
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<?x8xf32>, %n : index, %s : f32, %out : memref<4x8xf32>)
    %tmp = gpu.alloc (%n) : memref<?xf32>
    %z = arith.constant 0.0 : f32
    gpu.memset %tmp, %z : memref<?xf32>, f32
    %v = memref.alloc() : memref<4x8xf32>
    gpu.memcpy %v, %out : memref<4x8xf32>, memref<4x8xf32>
    memref.copy %v, %out : memref<4x8xf32> to memref<4x8xf32>
    gpu.wait
    gpu.dealloc %tmp : memref<?xf32>
    memref.dealloc %v : memref<4x8xf32>
    %g = memref.get_global @__constant_f32 : memref<f32>
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%g : memref<f32>)
    return %out : memref<4x8xf32>
  }
}
