// convert-gpu-to-nvvm on one gpu.module: gpu.func becomes llvm.func with convert-func-to-llvm's
// calling convention (each memref as allocated ptr, aligned ptr, offset, sizes..., strides...),
// ids become special-register reads, shuffles nvvm.shfl.sync; host code is left alone.
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s --implicit-check-not=gpu.func --implicit-check-not=unrealized_conversion_cast

// CHECK-LABEL: func.func @host(
// CHECK:         memref.load
func.func @host(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: gpu.module @kernels
gpu.module @kernels {
  // Rank 0, 1 (dynamic), 2 (static), then the scalars.
  // CHECK:       llvm.func @args(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64,
  // CHECK-SAME:    %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64,
  // CHECK-SAME:    %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64,
  // CHECK-SAME:    %arg15: i64, %arg16: f32) attributes {gpu.kernel, nvvm.kernel} {
  // CHECK:         llvm.insertvalue %arg3, %{{.*}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK:         llvm.insertvalue %arg6, %{{.*}}[3, 0]
  // CHECK:         llvm.insertvalue %arg7, %{{.*}}[4, 0]
  // CHECK:         llvm.insertvalue %arg11, %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK:         llvm.insertvalue %arg13, %{{.*}}[4, 0]
  // CHECK:         llvm.insertvalue %arg12, %{{.*}}[3, 1]
  // CHECK:         llvm.insertvalue %arg14, %{{.*}}[4, 1]
  // The store into memref<?xf32> indexes on 64 bits; the 2-D store goes
  // through the static stride 8 on 32 bits, the memref's elements all
  // lying below 2^31.
  // CHECK:         llvm.getelementptr inbounds|nuw %{{.*}}[%arg15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  // CHECK:         %[[I:.*]] = llvm.trunc %arg15 : i64 to i32
  // CHECK:         %[[S:.*]] = llvm.mlir.constant(8 : i32) : i32
  // CHECK:         %[[R:.*]] = llvm.mul %[[I]], %[[S]] overflow<nsw, nuw> : i32
  // CHECK:         %[[O:.*]] = llvm.add %[[R]], %{{.*}} overflow<nsw, nuw> : i32
  // CHECK:         %[[W:.*]] = llvm.zext %[[O]] : i32 to i64
  // CHECK:         %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%[[W]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  // CHECK:         llvm.store %arg16, %[[P]] : f32, !llvm.ptr
  // CHECK:         llvm.return
  gpu.func @args(%s: memref<f32>, %d: memref<?xf32>, %m: memref<4x8xf32>, %n: index, %f: f32) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %s[] : memref<f32>
    memref.store %v, %d[%n] : memref<?xf32>
    memref.store %f, %m[%n, %c0] : memref<4x8xf32>
    gpu.return
  }

  // CHECK-LABEL: llvm.func @ids(
  // CHECK:         nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT:    llvm.sext %{{.*}} : i32 to i64
  // CHECK:         nvvm.read.ptx.sreg.ctaid.y : i32
  // CHECK:         nvvm.read.ptx.sreg.ntid.z : i32
  // CHECK:         nvvm.read.ptx.sreg.nctaid.x : i32
  // An upper bound is a range: [0, bound) for ids, [1, bound] for sizes.
  // CHECK:         nvvm.read.ptx.sreg.tid.y range <i32, 0, 64> : i32
  // CHECK:         nvvm.read.ptx.sreg.ntid.x range <i32, 1, 129> : i32
  // global_id x = ctaid.x * ntid.x + tid.x
  // CHECK:         %[[BID:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
  // CHECK-NEXT:    %[[BID64:.*]] = llvm.sext %[[BID]] : i32 to i64
  // CHECK-NEXT:    %[[BD:.*]] = nvvm.read.ptx.sreg.ntid.x : i32
  // CHECK-NEXT:    %[[BD64:.*]] = llvm.sext %[[BD]] : i32 to i64
  // CHECK-NEXT:    %[[P:.*]] = llvm.mul %[[BID64]], %[[BD64]] : i64
  // CHECK-NEXT:    %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT:    %[[T64:.*]] = llvm.sext %[[T]] : i32 to i64
  // CHECK-NEXT:    llvm.add %[[T64]], %[[P]] : i64
  // CHECK:         nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
  // CHECK:         llvm.mlir.constant(32 : index) : i64
  // CHECK:         nvvm.barrier0
  gpu.func @ids(%out: memref<16xindex>) kernel {
    %0 = gpu.thread_id x
    %1 = gpu.block_id y
    %2 = gpu.block_dim z
    %3 = gpu.grid_dim x
    %4 = gpu.thread_id y upper_bound 64
    %5 = gpu.block_dim x upper_bound 128
    %6 = gpu.global_id x
    %7 = gpu.lane_id
    %8 = gpu.subgroup_size : index
    gpu.barrier
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    memref.store %0, %out[%c0] : memref<16xindex>
    memref.store %1, %out[%c1] : memref<16xindex>
    memref.store %2, %out[%c2] : memref<16xindex>
    memref.store %3, %out[%c3] : memref<16xindex>
    memref.store %4, %out[%c4] : memref<16xindex>
    memref.store %5, %out[%c5] : memref<16xindex>
    memref.store %6, %out[%c6] : memref<16xindex>
    memref.store %7, %out[%c7] : memref<16xindex>
    memref.store %8, %out[%c8] : memref<16xindex>
    gpu.return
  }

  // Workgroup attributions are addr_space 3 globals, private ones allocas.
  // CHECK: llvm.mlir.global internal @__wg_attrs_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x f32>
  // CHECK: llvm.mlir.global internal @__wg_attrs_1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x i32>
  // CHECK-LABEL: llvm.func @attrs(
  // CHECK-NOT:     gpu.kernel
  // CHECK:         %[[PN:.*]] = llvm.mlir.constant(4 : i64) : i64
  // CHECK-NEXT:    %[[PP:.*]] = llvm.alloca %[[PN]] x f32 : (i64) -> !llvm.ptr
  // CHECK:         %[[G:.*]] = llvm.mlir.addressof @__wg_attrs_1 : !llvm.ptr<3>
  // CHECK-NEXT:    llvm.getelementptr %[[G]][0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<8 x i32>
  // CHECK:         llvm.mlir.addressof @__wg_attrs_0 : !llvm.ptr<3>
  // CHECK:         llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
  // CHECK:         llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
  // CHECK:         llvm.return %{{.*}} : f32
  gpu.func @attrs(%i: index, %f: f32) -> f32
      workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>, %w2: memref<2x4xi32, #gpu.address_space<workgroup>>)
      private(%p: memref<4xf32, #gpu.address_space<private>>) {
    %c0 = arith.constant 0 : index
    memref.store %f, %w[%i] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %f, %p[%i] : memref<4xf32, #gpu.address_space<private>>
    %x = memref.load %w2[%c0, %i] : memref<2x4xi32, #gpu.address_space<workgroup>>
    %y = arith.sitofp %x : i32 to f32
    gpu.return %y : f32
  }

  // CHECK-LABEL: llvm.func @global_space(
  // CHECK-SAME:    %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
  // CHECK:         llvm.load %{{.*}} : !llvm.ptr<1> -> f32
  gpu.func @global_space(%g: memref<?xf32, #gpu.address_space<global>>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %g[%c0] : memref<?xf32, #gpu.address_space<global>>
    memref.store %v, %g[%c0] : memref<?xf32, #gpu.address_space<global>>
    gpu.return
  }
}
