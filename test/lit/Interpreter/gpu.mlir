// The interpreter runs GPU launches: every thread of every block, with
// barriers, shuffles and reductions honoured among a block's threads, and
// workgroup memory shared within a block.
// RUN: strata-run %s --entry reverse_in_blocks | FileCheck %s --check-prefix=REV
// RUN: strata-run %s --entry warp_sum | FileCheck %s --check-prefix=WARP
// RUN: strata-run %s --entry block_sums | FileCheck %s --check-prefix=BLOCK
// RUN: strata-opt %s --gpu-kernel-outlining | strata-run - --entry outlined | FileCheck %s --check-prefix=OUT
// RUN: strata-run %s --entry shuffles | FileCheck %s --check-prefix=SHFL
// RUN: not strata-run %s --entry divergent_barrier 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: strata-run %s --entry narrow_shuffle | FileCheck %s --check-prefix=NARROW
// RUN: not strata-run %s --entry past_width 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not strata-run %s --entry zero_grid 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not strata-run %s --entry huge_block 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not strata-run %s --entry id_on_host 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: strata-opt %s --strata-diff-check --gpu-kernel-outlining | FileCheck %s --check-prefix=DC

module {
// Each block of 4 threads reverses its half through workgroup memory: a
// thread writes its global id, waits at the barrier, reads its mirror's
// and stores it relative to the block's first id.
// REV: sizes = [8]
// REV: [3, 2, 1, 0, 3, 2, 1, 0]
func.func @reverse_in_blocks() -> memref<8xi32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloc() : memref<8xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) workgroup(%w : memref<4xi32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %c4 : index
    %g = arith.addi %base, %tx : index
    %v = arith.index_cast %g : index to i32
    memref.store %v, %w[%tx] : memref<4xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c3, %tx : index
    %r = memref.load %w[%m] : memref<4xi32, #gpu.address_space<workgroup>>
    %base32 = arith.index_cast %base : index to i32
    %local = arith.subi %r, %base32 : i32
    memref.store %local, %out[%g] : memref<8xi32>
    gpu.terminator
  }
  return %out : memref<8xi32>
}

// A butterfly of xor shuffles sums the 32 lanes of a warp; every lane ends
// with the total, 0 + 1 + ... + 31 = 496.
// WARP: [496, 496, 496, 496
func.func @warp_sum() -> memref<32xi32> {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %out = memref.alloc() : memref<32xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %w = arith.constant 32 : i32
    %v0 = arith.index_cast %tx : index to i32
    %o16 = arith.constant 16 : i32
    %s16, %k16 = gpu.shuffle xor %v0, %o16, %w : i32
    %v1 = arith.addi %v0, %s16 : i32
    %o8 = arith.constant 8 : i32
    %s8, %k8 = gpu.shuffle xor %v1, %o8, %w : i32
    %v2 = arith.addi %v1, %s8 : i32
    %o4 = arith.constant 4 : i32
    %s4, %k4 = gpu.shuffle xor %v2, %o4, %w : i32
    %v3 = arith.addi %v2, %s4 : i32
    %o2 = arith.constant 2 : i32
    %s2, %k2 = gpu.shuffle xor %v3, %o2, %w : i32
    %v4 = arith.addi %v3, %s2 : i32
    %o1 = arith.constant 1 : i32
    %s1, %k1 = gpu.shuffle xor %v4, %o1, %w : i32
    %v5 = arith.addi %v4, %s1 : i32
    memref.store %v5, %out[%tx] : memref<32xi32>
    gpu.terminator
  }
  return %out : memref<32xi32>
}

// all_reduce over blocks of 3x2 threads (block 0 holds 0..5, block 1
// 6..11), subgroup_reduce over clusters of 2 lanes, and a maximum through
// a region.
// BLOCK: [15, 51]
// BLOCK: [ 1,  1,  5,  5,  9,  9, 13, 13, 17, 17, 21, 21]
// BLOCK: [ 5, 11]
func.func @block_sums() -> (memref<2xi32>, memref<12xi32>, memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %sums = memref.alloc() : memref<2xi32>
  %pairs = memref.alloc() : memref<12xi32>
  %maxs = memref.alloc() : memref<2xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c2, %sz = %c1) {
    %row = arith.muli %ty, %c3 : index
    %lin = arith.addi %row, %tx : index
    %b6 = arith.muli %bx, %c6 : index
    %g = arith.addi %b6, %lin : index
    %v = arith.index_cast %g : index to i32
    %s = gpu.all_reduce add %v uniform {} : (i32) -> (i32)
    %p = gpu.subgroup_reduce add %v cluster(size = 2) : (i32) -> i32
    %m = gpu.all_reduce %v {
    ^bb0(%a: i32, %b: i32):
      %x = arith.maxsi %a, %b : i32
      gpu.yield %x : i32
    } : (i32) -> i32
    memref.store %p, %pairs[%g] : memref<12xi32>
    %first = arith.cmpi eq, %lin, %c0 : index
    scf.if %first {
      memref.store %s, %sums[%bx] : memref<2xi32>
      memref.store %m, %maxs[%bx] : memref<2xi32>
    }
    gpu.terminator
  }
  return %sums, %pairs, %maxs : memref<2xi32>, memref<12xi32>, memref<2xi32>
}

// A kernel outlined and started by gpu.launch_func (the RUN line outlines
// first), with ids and arguments from the host.
// OUT: [ 0, 10, 20, 30, 40, 50]
func.func @outlined() -> memref<6xi32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %out = memref.alloc() : memref<6xi32>
  %ten = arith.constant 10 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %sx : index
    %g = arith.addi %b, %tx : index
    %v = arith.index_cast %g : index to i32
    %w = arith.muli %v, %ten : i32
    memref.store %w, %out[%g] : memref<6xi32>
    gpu.terminator
  }
  return %out : memref<6xi32>
}

// up/down/idx shuffles over 8 lanes: a lane whose source is out of range
// keeps its own value and reports invalid.
// SHFL: [0, 0, 1, 2, 3, 4, 5, 6]
// SHFL: [1, 2, 3, 4, 5, 6, 7, 7]
// SHFL: [2, 2, 2, 2, 2, 2, 2, 2]
// SHFL: [0, 1, 1, 1, 1, 1, 1, 1]
func.func @shuffles() -> (memref<8xi32>, memref<8xi32>, memref<8xi32>, memref<8xi1>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %up = memref.alloc() : memref<8xi32>
  %down = memref.alloc() : memref<8xi32>
  %idx = memref.alloc() : memref<8xi32>
  %ok = memref.alloc() : memref<8xi1>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %v = arith.index_cast %tx : index to i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %w8 = arith.constant 8 : i32
    %u, %uok = gpu.shuffle up %v, %one, %w8 : i32
    %d, %dok = gpu.shuffle down %v, %one, %w8 : i32
    %i, %iok = gpu.shuffle idx %v, %two, %w8 : i32
    memref.store %u, %up[%tx] : memref<8xi32>
    memref.store %d, %down[%tx] : memref<8xi32>
    memref.store %i, %idx[%tx] : memref<8xi32>
    memref.store %uok, %ok[%tx] : memref<8xi1>
    gpu.terminator
  }
  return %up, %down, %idx, %ok : memref<8xi32>, memref<8xi32>, memref<8xi32>, memref<8xi1>
}

// Half the threads wait at a barrier, the other half at a shuffle.
// DIV: error: {{.*}}wait at a barrier or collective that the other threads of their group never reach
func.func @divergent_barrier() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %low = arith.cmpi ult, %tx, %c2 : index
    scf.if %low {
      gpu.barrier
    } else {
      %w = arith.constant 32 : i32
      %z = arith.constant 0 : i32
      %s, %k = gpu.shuffle xor %z, %z, %w : i32
    }
    gpu.terminator
  }
  return
}

// A shuffle of width 4 is a meeting of lanes 0..3 alone (the lanes its
// shfl.sync names): they sum by xor while the warp's other lanes wait at
// the barrier, then every thread reads lane 0's total.
// NARROW: [6, 6, 6, 6, 6, 6, 6, 6]
func.func @narrow_shuffle() -> memref<8xi32> {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %out = memref.alloc() : memref<8xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) workgroup(%total : memref<1xi32, #gpu.address_space<workgroup>>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %low = arith.cmpi ult, %tx, %c4 : index
    scf.if %low {
      %v = arith.index_cast %tx : index to i32
      %w = arith.constant 4 : i32
      %o1 = arith.constant 1 : i32
      %o2 = arith.constant 2 : i32
      %s1, %k1 = gpu.shuffle xor %v, %o1, %w : i32
      %v1 = arith.addi %v, %s1 : i32
      %s2, %k2 = gpu.shuffle xor %v1, %o2, %w : i32
      %v2 = arith.addi %v1, %s2 : i32
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %v2, %total[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      }
    }
    gpu.barrier
    %t = memref.load %total[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    memref.store %t, %out[%tx] : memref<8xi32>
    gpu.terminator
  }
  return %out : memref<8xi32>
}

// Lane 5 runs a shuffle of width 4: its shfl.sync would leave it out of
// its member mask, undefined on the GPU.
// PAST: error: 'gpu.shuffle' op lane 5 runs a shuffle of width 4: the lanes that run a shuffle must be below its width
func.func @past_width() {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %c5 = arith.constant 5 : index
    %hit = arith.cmpi eq, %tx, %c5 : index
    scf.if %hit {
      %w = arith.constant 4 : i32
      %z = arith.constant 0 : i32
      %s, %k = gpu.shuffle xor %z, %z, %w : i32
    }
    gpu.terminator
  }
  return
}

// ZERO: error: 'gpu.launch' op grid size 0 along x must be positive
func.func @zero_grid() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c0, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// HUGE: error: 'gpu.launch' op block 2048x1x1 exceeds 1024 threads (z at most 64)
func.func @huge_block() {
  %c1 = arith.constant 1 : index
  %c2048 = arith.constant 2048 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c2048, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// HOST: error: 'gpu.thread_id' op runs outside a GPU kernel
func.func @id_on_host() -> index {
  %t = gpu.thread_id x
  return %t : index
}
}
// DC: gpu.module @reverse_in_blocks_kernel
