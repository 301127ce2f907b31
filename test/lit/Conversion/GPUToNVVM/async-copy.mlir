// convert-gpu-to-nvvm lowers the nvgpu async copies as upstream's
// convert-nvgpu-to-nvvm does: each copy is one cp.async of its bytes from
// the source element's address (made global) to the workgroup element's,
// `cg` with bypassL1 (16 bytes) and `ca` otherwise; srcElements becomes the
// source size in bytes (srcElements * bits / 8), the rest zero-filled; a
// group is cp.async.commit_group and a wait cp.async.wait_group N (0 when
// numGroups is absent). Tokens are the i32 0. ptxas assembles the PTX in
// emit/ptx's TestPTXAssemblesGPUModules. convert-nvgpu-to-nvvm lowers the
// nvgpu ops alone, the memrefs they read cast to their descriptors.
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s
// RUN: strata-opt %s --convert-nvgpu-to-nvvm | FileCheck %s --check-prefix=NVGPU
// RUN: strata-opt %s --convert-gpu-to-nvvm | strata-translate --mlir-to-ptx | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: llvm.func @stage
// CHECK: %[[G:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr to !llvm.ptr<1>
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %[[G]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK: %[[N:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK: %[[BITS:.*]] = llvm.mul %{{.*}}, %[[N]] : i32
// CHECK: %[[BYTES:.*]] = llvm.lshr %[[BITS]], %{{.*}} : i32
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 8, cache = ca, %[[BYTES]] : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 1
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NOT: nvgpu.
// NVGPU: gpu.func @stage
// NVGPU: builtin.unrealized_conversion_cast %{{.*}} : memref<64x40xbf16, #gpu.address_space<workgroup>> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// NVGPU: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// NVGPU: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 8, cache = ca, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// NVGPU: nvvm.cp.async.commit.group
// NVGPU-NOT: nvgpu.
// NVGPU: gpu.return
// PTX-LABEL: .entry stage(
// PTX: cvta.to.global.u64
// PTX: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
// PTX: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8, %r{{[0-9]+}};
// PTX: cp.async.commit_group;
// PTX: cp.async.wait_group 1;
// PTX: cp.async.wait_group 0;
gpu.module @k {
  gpu.func @stage(%g: memref<128x64xbf16>, %n: index) workgroup(%a: memref<64x40xbf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %tx = gpu.thread_id x
    %t0 = nvgpu.device_async_copy %g[%tx, %c0], %a[%tx, %c0], 8 {bypassL1} : memref<128x64xbf16> to memref<64x40xbf16, #gpu.address_space<workgroup>>
    %t1 = nvgpu.device_async_copy %g[%tx, %c8], %a[%tx, %c8], 4, %n : memref<128x64xbf16> to memref<64x40xbf16, #gpu.address_space<workgroup>>
    %grp = nvgpu.device_async_create_group %t0, %t1
    nvgpu.device_async_wait %grp {numGroups = 1 : i32}
    nvgpu.device_async_wait %grp
    gpu.return
  }
}
