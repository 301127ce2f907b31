// strata-gpu-expand-reductions: convert-gpu-to-nvvm's first step alone, at the gpu dialect's
// level. gpu.all_reduce becomes a butterfly of xor shuffles in each warp (a partial last warp
// over its lanes only), the warps' partials through a workgroup attribution of 33 slots, two
// barriers; gpu.subgroup_reduce a butterfly over the whole warp. The interpreter runs both forms
// on random inputs, thread by thread: blocks of whole warps, a partial last warp (100 threads),
// less than a warp (16), two dims (8x12), a loop, a region, a cluster.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(gpu.module(strata-gpu-expand-reductions))' | FileCheck %s --implicit-check-not=gpu.all_reduce --implicit-check-not=gpu.subgroup_reduce
// RUN: strata-opt %s -split-input-file --strata-diff-check --pass-pipeline='builtin.module(gpu.module(strata-gpu-expand-reductions))' > /dev/null

// CHECK-LABEL: gpu.func @sum(
// CHECK-SAME:    workgroup(%[[BUF:.*]] : memref<33xf32, 3>)
// CHECK-COUNT-5: gpu.shuffle xor
// CHECK:         memref.store %{{.*}}, %[[BUF]][%{{.*}}] : memref<33xf32, 3>
// CHECK:         gpu.barrier
// CHECK-COUNT-5: gpu.shuffle xor
// CHECK:         gpu.barrier
// CHECK:         memref.load %[[BUF]][%{{.*}}] : memref<33xf32, 3>
module attributes {gpu.container_module} {
  func.func @f(%in: memref<256xf32>, %max_in: memref<100xi32>, %small: memref<16xf32>, %twod: memref<96xi64>) -> (memref<256xf32>, memref<100xi32>, memref<16xf32>, memref<96xi64>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c100 = arith.constant 100 : index
    %c256 = arith.constant 256 : index
    %o1 = memref.alloc() : memref<256xf32>
    %o2 = memref.alloc() : memref<100xi32>
    %o3 = memref.alloc() : memref<16xf32>
    %o4 = memref.alloc() : memref<96xi64>
    gpu.launch_func @m::@sum blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%in : memref<256xf32>, %o1 : memref<256xf32>)
    gpu.launch_func @m::@partial blocks in (%c1, %c1, %c1) threads in (%c100, %c1, %c1) args(%max_in : memref<100xi32>, %o2 : memref<100xi32>)
    gpu.launch_func @m::@small blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%small : memref<16xf32>, %o3 : memref<16xf32>)
    gpu.launch_func @m::@twod blocks in (%c1, %c1, %c1) threads in (%c8, %c12, %c1) args(%twod : memref<96xi64>, %o4 : memref<96xi64>)
    return %o1, %o2, %o3, %o4 : memref<256xf32>, memref<100xi32>, memref<16xf32>, memref<96xi64>
  }
  gpu.module @m {
    // Eight warps' sums, each thread storing the total.
    gpu.func @sum(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %in[%tid] : memref<256xf32>
      %s = gpu.all_reduce add %v {} : (f32) -> (f32)
      memref.store %s, %out[%tid] : memref<256xf32>
      gpu.return
    }
    // Three warps and 4 lanes: the last warp shuffles with width 4.
    gpu.func @partial(%in: memref<100xi32>, %out: memref<100xi32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %in[%tid] : memref<100xi32>
      %s = gpu.all_reduce maxsi %v {} : (i32) -> (i32)
      %t = gpu.all_reduce add %v {} : (i32) -> (i32)
      %r = arith.xori %s, %t : i32
      memref.store %r, %out[%tid] : memref<100xi32>
      gpu.return
    }
    // Half a warp: one partial warp, one partial.
    gpu.func @small(%in: memref<16xf32>, %out: memref<16xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %in[%tid] : memref<16xf32>
      %s = gpu.all_reduce maximumf %v {} : (f32) -> (f32)
      memref.store %s, %out[%tid] : memref<16xf32>
      gpu.return
    }
    // Threads counted across two dims (x fastest), a region as the combiner.
    gpu.func @twod(%in: memref<96xi64>, %out: memref<96xi64>) kernel {
      %x = gpu.thread_id x
      %y = gpu.thread_id y
      %c8 = arith.constant 8 : index
      %row = arith.muli %y, %c8 : index
      %i = arith.addi %row, %x : index
      %v = memref.load %in[%i] : memref<96xi64>
      %s = gpu.all_reduce %v {
      ^bb(%a: i64, %b: i64):
        %m = arith.minsi %a, %b : i64
        gpu.yield %m : i64
      } : (i64) -> (i64)
      memref.store %s, %out[%i] : memref<96xi64>
      gpu.return
    }
  }
}

// -----

// In a loop (after the expansion, a cf cycle) each iteration's total is
// stored by every thread to its own row; a cluster of 4 lanes with stride 2
// reduces lanes {l, l+2, l+4, l+6} of each group of 8.
// CHECK-LABEL: gpu.func @loop(
// CHECK:         cf.br
// CHECK:         gpu.barrier
// CHECK:         gpu.barrier
// CHECK:         cf.br
// CHECK-LABEL: gpu.func @cluster(
// CHECK-COUNT-2: gpu.shuffle xor
// CHECK-NOT:     gpu.shuffle
// CHECK:         gpu.return
module attributes {gpu.container_module} {
  func.func @f(%in: memref<3x64xf32>, %c: memref<64xi32>) -> (memref<3x64xf32>, memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %o = memref.alloc() : memref<3x64xf32>
    %oc = memref.alloc() : memref<64xi32>
    gpu.launch_func @m::@loop blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%in : memref<3x64xf32>, %o : memref<3x64xf32>)
    gpu.launch_func @m::@cluster blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%c : memref<64xi32>, %oc : memref<64xi32>)
    return %o, %oc : memref<3x64xf32>, memref<64xi32>
  }
  gpu.module @m {
    gpu.func @loop(%in: memref<3x64xf32>, %out: memref<3x64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %tid = gpu.thread_id x
      scf.for %r = %c0 to %c3 step %c1 {
        %v = memref.load %in[%r, %tid] : memref<3x64xf32>
        %s = gpu.all_reduce minnumf %v {} : (f32) -> (f32)
        memref.store %s, %out[%r, %tid] : memref<3x64xf32>
      }
      gpu.return
    }
    gpu.func @cluster(%in: memref<64xi32>, %out: memref<64xi32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %in[%tid] : memref<64xi32>
      %s = gpu.subgroup_reduce add %v cluster(size = 4, stride = 2) : (i32) -> i32
      memref.store %s, %out[%tid] : memref<64xi32>
      gpu.return
    }
  }
}
