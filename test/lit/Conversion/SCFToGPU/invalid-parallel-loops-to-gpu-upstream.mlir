// RUN: strata-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(convert-parallel-loops-to-gpu))'

#blk_x = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>
#blk_y = #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>
#thr_x = #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>

func.func @reduction(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  // expected-error @+1 {{'scf.parallel' op mapping failed: cannot map a parallel loop with reductions (init values) to a gpu.launch}}
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  } {mapping = [#blk_x]}
  return %r : f32
}

// -----

#blk_x = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>
#blk_y = #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>

func.func @wrong_length(%m: memref<8xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error @+1 {{'scf.parallel' op mapping failed: 'mapping' has 2 entries for a loop of 1 dimensions}}
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %f, %m[%i] : memref<8xf32>
    scf.reduce
  } {mapping = [#blk_x, #blk_y]}
  return
}

// -----

func.func @not_loop_dim_maps(%m: memref<8xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error @+1 {{'scf.parallel' op mapping failed: expected 'mapping' to be an array of #gpu.loop_dim_map}}
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %f, %m[%i] : memref<8xf32>
    scf.reduce
  } {mapping = [#gpu.block<x>]}
  return
}

// -----

#blk_x = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>

func.func @same_processor(%m: memref<8xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error @+1 {{'scf.parallel' op mapping failed: cannot redefine the bound for processor block_x}}
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    memref.store %f, %m[%i] : memref<8xf32>
    scf.reduce
  } {mapping = [#blk_x, #blk_x]}
  return
}

// -----

#blk_x = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>
#thr_x = #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>

// The inner bound depends on the outer iv and has no constant bound: no
// launch size for it.
func.func @inner_bound_in_kernel(%m: memref<8xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %k = arith.addi %i, %c1 : index
    // expected-error @+1 {{'scf.parallel' op mapping failed: cannot derive loop-invariant upper bound for number of iterations}}
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      memref.store %f, %m[%j] : memref<8xf32>
      scf.reduce
    } {mapping = [#thr_x]}
    scf.reduce
  } {mapping = [#blk_x]}
  return
}

// -----

#blk_x = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>
#thr_x = #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>

// A store before the nested loop would run once per thread.
func.func @side_effect_before(%m: memref<8xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %f, %m[%i] : memref<8xf32>
    // expected-error @+1 {{'scf.parallel' op mapping failed: ops with side effects before a nested parallel loop would run once per id of the nested loop}}
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      memref.store %f, %m[%j] : memref<8xf32>
      scf.reduce
    } {mapping = [#thr_x]}
    scf.reduce
  } {mapping = [#blk_x]}
  return
}

// -----

#blk_x = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>
#thr_x = #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>

func.func @side_effect_after(%m: memref<8xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      %v = arith.addf %f, %f : f32
      scf.reduce
    } {mapping = [#thr_x]}
    // expected-error @+1 {{'memref.store' op mapping failed: ops with side effects after a nested parallel loop would run once per id of the nested loop}}
    memref.store %f, %m[%i] : memref<8xf32>
    scf.reduce
  } {mapping = [#blk_x]}
  return
}

// -----

#blk_x = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>

func.func @nested_unmapped(%m: memref<8xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    // expected-error @+1 {{'scf.parallel' op mapping failed: a parallel loop nested in a mapped one needs a 'mapping' attribute too}}
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      memref.store %f, %m[%j] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  } {mapping = [#blk_x]}
  return
}
