// index-bitwidth=32: index and the descriptor fields are i32, the special registers need no
// extension. use-bare-ptr-memref-call-conv: a static identity-layout memref is one pointer.
// RUN: strata-opt %s --convert-gpu-to-nvvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: strata-opt %s --convert-gpu-to-nvvm=use-bare-ptr-memref-call-conv=true | FileCheck %s --check-prefix=BARE

gpu.module @m {
  // I32-LABEL: llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) attributes {gpu.kernel, nvvm.kernel}
  // I32:         %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // I32-NOT:     llvm.sext
  // I32:         llvm.getelementptr inbounds|nuw %{{.*}}[%[[T]]] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  // BARE-LABEL: llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) attributes {gpu.kernel, nvvm.kernel}
  // BARE:         llvm.insertvalue %arg0, %{{.*}}[0]
  // BARE:         llvm.insertvalue %arg0, %{{.*}}[1]
  gpu.func @k(%a: memref<16xf32>, %b: memref<4x8xf32>, %n: index) kernel {
    %t = gpu.thread_id x
    %v = memref.load %a[%t] : memref<16xf32>
    memref.store %v, %b[%n, %t] : memref<4x8xf32>
    gpu.return
  }
}
