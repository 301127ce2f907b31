// gpu.subgroup_reduce is a butterfly of xor shuffles over the whole warp; gpu.all_reduce reduces
// each warp (a partial last warp over its lanes only), lane 0 of each warp writes a workgroup
// buffer (an addr_space 3 global added for the function), the first warp reduces the buffer into
// its slot 32, and every thread reads the result after a barrier (a slot of its own, so that a next
// all_reduce may write the warps' partials with no barrier before it).
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s --implicit-check-not=gpu.all_reduce --implicit-check-not=gpu.subgroup_reduce --implicit-check-not=gpu.shuffle --implicit-check-not=gpu.barrier

gpu.module @m {
  // CHECK: llvm.mlir.global internal @__wg_all_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<33 x f32>
  // CHECK-LABEL: llvm.func @all(
  // The first level: offsets 1, 2, 4, 8, 16 with the warp's active width, invalid partners skipped.
  // CHECK-COUNT-5: nvvm.shfl.sync  bfly {{.*}} {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  // CHECK:         llvm.cond_br %{{.*}}, ^[[STORE:bb[0-9]+]], ^[[JOIN1:bb[0-9]+]]
  // CHECK:       ^[[STORE]]:
  // CHECK:         llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
  // CHECK:       ^[[JOIN1]]:
  // CHECK-NEXT:    nvvm.barrier0
  // CHECK:         llvm.cond_br %{{.*}}, ^[[SECOND:bb[0-9]+]], ^[[JOIN2:bb[0-9]+]]
  // CHECK:       ^[[SECOND]]:
  // CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> f32
  // CHECK-COUNT-5: nvvm.shfl.sync  bfly
  // CHECK:       ^[[JOIN2]]:
  // CHECK-NEXT:    nvvm.barrier0
  // CHECK:         %[[R:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
  // CHECK:         llvm.store %[[R]], %{{.*}} : f32, !llvm.ptr
  gpu.func @all(%in: memref<?xf32>, %out: memref<?xf32>) kernel {
    %tid = gpu.thread_id x
    %v = memref.load %in[%tid] : memref<?xf32>
    %s = gpu.all_reduce add %v {} : (f32) -> (f32)
    memref.store %s, %out[%tid] : memref<?xf32>
    gpu.return
  }

  // The region form combines with a copy of the region.
  // CHECK-LABEL: llvm.func @region(
  // CHECK:         %[[P:.*]] = nvvm.shfl.sync  bfly {{.*}} : i32 -> !llvm.struct<(i32, i1)>
  // CHECK:         %[[PV:.*]] = llvm.extractvalue %[[P]][0]
  // CHECK:         llvm.mul %{{.*}}, %[[PV]] : i32
  gpu.func @region(%in: memref<?xi32>) kernel {
    %tid = gpu.thread_id x
    %v = memref.load %in[%tid] : memref<?xi32>
    %s = gpu.all_reduce %v {
    ^bb(%a: i32, %b: i32):
      %m = arith.muli %a, %b : i32
      gpu.yield %m : i32
    } : (i32) -> (i32)
    memref.store %s, %in[%tid] : memref<?xi32>
    gpu.return
  }

  // Whole warp: full mask, c = 31. Clusters of 4 lanes with stride 2: offsets 2 and 4.
  // CHECK-LABEL: llvm.func @subgroup(
  // CHECK-DAG:     %[[FULL:.*]] = llvm.mlir.constant(-1 : i32) : i32
  // CHECK-DAG:     %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
  // CHECK:         nvvm.shfl.sync  bfly %[[FULL]], %{{.*}}, %{{.*}}, %[[C31]] : f32 -> f32
  // CHECK:         llvm.intr.maxnum
  // CHECK-COUNT-4: nvvm.shfl.sync  bfly
  // CHECK:         %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK:         nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[TWO]]
  // CHECK:         %[[FOUR:.*]] = llvm.mlir.constant(4 : i32) : i32
  // CHECK:         nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[FOUR]]
  // CHECK-NOT:     nvvm.shfl.sync
  // CHECK:         llvm.return
  gpu.func @subgroup(%in: memref<?xf32>, %out: memref<?xi32>) kernel {
    %tid = gpu.thread_id x
    %v = memref.load %in[%tid] : memref<?xf32>
    %m = gpu.subgroup_reduce maxnumf %v : (f32) -> f32
    memref.store %m, %in[%tid] : memref<?xf32>
    %i = memref.load %out[%tid] : memref<?xi32>
    %c = gpu.subgroup_reduce add %i cluster(size = 4, stride = 2) : (i32) -> i32
    memref.store %c, %out[%tid] : memref<?xi32>
    gpu.return
  }
}
