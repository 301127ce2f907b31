// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// The gpu dialect's ops in upstream's syntax: kernel containers and
// functions, ids, collectives, launches and host-side memory.

module attributes {gpu.container_module} {
  // CHECK: gpu.module @kernels [#nvvm.target<chip = "sm_90">]
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    // CHECK: gpu.func @k(%{{.*}}: f32, %{{.*}}: memref<?xf32>) workgroup(%{{.*}} : memref<32xf32, #gpu.address_space<workgroup>>) private(%{{.*}} : memref<1xf32, #gpu.address_space<private>>) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>}
    gpu.func @k(%arg0 : f32, %arg1 : memref<?xf32>) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>) private(%p: memref<1xf32, #gpu.address_space<private>>) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
      // CHECK: %thread_id_x = gpu.thread_id  x
      %t = gpu.thread_id x
      // CHECK: %block_id_y = gpu.block_id  y
      %b = gpu.block_id y
      // CHECK: %block_dim_z = gpu.block_dim  z
      %bd = gpu.block_dim z
      // CHECK: %grid_dim_x = gpu.grid_dim  x upper_bound 64
      %gd = gpu.grid_dim x upper_bound 64
      // CHECK: gpu.global_id  x
      %g = gpu.global_id x
      // CHECK: gpu.lane_id upper_bound 32
      %l = gpu.lane_id upper_bound 32
      // CHECK: gpu.subgroup_size : index
      %ss = gpu.subgroup_size : index
      %c = arith.constant 1 : i32
      %w32 = arith.constant 32 : i32
      // CHECK: %shuffleResult, %valid = gpu.shuffle  xor %{{.*}}, %{{.*}}, %{{.*}} : f32
      %s, %ok = gpu.shuffle xor %arg0, %c, %w32 : f32
      // CHECK: gpu.shuffle  idx %{{.*}} : i32
      %si, %oki = gpu.shuffle idx %c, %c, %w32 : i32
      // CHECK: gpu.all_reduce  add %{{.*}} uniform {
      // CHECK: } : (f32) -> f32
      %r = gpu.all_reduce add %arg0 uniform {} : (f32) -> (f32)
      // CHECK: gpu.all_reduce  %{{.*}} {
      // CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
      // CHECK: gpu.yield %{{.*}} : f32
      %r1 = gpu.all_reduce %arg0 {
      ^bb0(%x: f32, %y: f32):
        %z = arith.addf %x, %y : f32
        gpu.yield %z : f32
      } : (f32) -> f32
      // CHECK: gpu.subgroup_reduce  maxnumf %{{.*}} : (f32) -> f32
      %r2 = gpu.subgroup_reduce maxnumf %arg0 : (f32) -> f32
      // CHECK: gpu.subgroup_reduce  add %{{.*}} uniform cluster(size = 4, stride = 2) : (i32) -> i32
      %r3 = gpu.subgroup_reduce add %c uniform cluster(size = 4, stride = 2) : (i32) -> i32
      // CHECK: gpu.barrier
      gpu.barrier
      // CHECK: gpu.printf "x %f\0A", %{{.*}} : f32
      gpu.printf "x %f\n", %arg0 : f32
      // CHECK: gpu.return
      gpu.return
    }
    // CHECK: gpu.func @helper(%{{.*}}: f32) -> f32
    gpu.func @helper(%a: f32) -> f32 {
      // CHECK: gpu.return %{{.*}} : f32
      gpu.return %a : f32
    }
  }

  // CHECK: gpu.binary @bin  [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 7.8">]
  gpu.binary @bin [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 7.8">]

  // CHECK-LABEL: func.func @host
  func.func @host(%m: memref<?xf32>, %f: f32, %n: index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : i32
    // CHECK: gpu.launch_func  @kernels::@k blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})  args(%{{.*}} : f32, %{{.*}} : memref<?xf32>)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%f : f32, %m : memref<?xf32>)
    // CHECK: %[[T0:.*]] = gpu.wait async
    %t0 = gpu.wait async
    // CHECK: %memref, %asyncToken = gpu.alloc async [%[[T0]]] (%{{.*}}) : memref<?xf32>
    %a, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    // CHECK: gpu.memcpy async [%asyncToken] %memref, %{{.*}} : memref<?xf32>, memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %a, %m : memref<?xf32>, memref<?xf32>
    // CHECK: gpu.memset async [%{{.*}}] %memref, %{{.*}} : memref<?xf32>, f32
    %t3 = gpu.memset async [%t2] %a, %f : memref<?xf32>, f32
    // CHECK: gpu.launch_func async [%{{.*}}] @kernels::@k {{.*}} dynamic_shared_memory_size %{{.*}} args(
    %t4 = gpu.launch_func async [%t3] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) dynamic_shared_memory_size %c64 args(%f : f32, %a : memref<?xf32>)
    // CHECK: gpu.dealloc async [%{{.*}}] %memref : memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %a : memref<?xf32>
    // CHECK: gpu.wait [%{{.*}}]
    gpu.wait [%t5]
    // CHECK: %{{.*}} = gpu.alloc  host_shared () : memref<4xf32>
    %h = gpu.alloc host_shared () : memref<4xf32>
    // CHECK: gpu.dealloc  %{{.*}} : memref<4xf32>
    gpu.dealloc %h : memref<4xf32>
    // CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) workgroup(%{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>) {
    // CHECK: memref.store %{{.*}}, %{{.*}}[%[[TX]]] : memref<?xf32>
    // CHECK: gpu.terminator
    // CHECK: } {foo}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>) {
      memref.store %f, %m[%tx] : memref<?xf32>
      gpu.terminator
    } {foo}
    // CHECK: gpu.launch clusters(
    gpu.launch clusters(%cx, %cy, %cz) in (%ccx = %c1, %ccy = %c1, %ccz = %c1) blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      gpu.terminator
    }
    return
  }

  // Device mapping attributes of scf.forall and scf.parallel.
  // CHECK-LABEL: func.func @mappings
  func.func @mappings(%m: memref<8x8xf32>, %f: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    // CHECK: {mapping = [#gpu.block<y>, #gpu.thread<x>]}
    scf.forall (%i, %j) in (8, 8) {
      memref.store %f, %m[%i, %j] : memref<8x8xf32>
    } {mapping = [#gpu.block<y>, #gpu.thread<x>]}
    // CHECK: {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
      memref.store %f, %m[%i, %j] : memref<8x8xf32>
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    return
  }
}
