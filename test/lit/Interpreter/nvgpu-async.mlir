// The interpreter's nvgpu async copies in a GPU thread land when the thread
// waits for their group (nvgpu.device_async_wait, all but its numGroups
// newest groups), reading their source then; until then the destination
// holds NaN (integers: the bytes 0x5A). A program that reads too early, or
// that lets another thread read without a barrier after the wait, sees it
// (the tensor-core kernel's cp.async pipeline relies on this under the
// differential check: test/lit/Conversion/LinalgToGPU/tensor-cores-async*.mlir).
// On the host a copy lands when it is issued (test/lit/Dialect/NVGPU/ops.mlir).
// RUN: strata-run %s --entry early_read | FileCheck %s --check-prefix=EARLY
// RUN: strata-run %s --entry groups | FileCheck %s --check-prefix=GROUPS
// RUN: strata-run %s --entry integers | FileCheck %s --check-prefix=INT
// RUN: strata-run %s --entry exchange | FileCheck %s --check-prefix=EXCHANGE
// RUN: strata-run %s --entry exchange_without_barrier | FileCheck %s --check-prefix=RACE
// RUN: not strata-run %s --entry freed_source 2>&1 | FileCheck %s --check-prefix=FREED

module {
// One thread copies four f32 and reads the first before and after the wait.
// EARLY: [nan, {{ *}}1]
func.func @early_read() -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %src = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%src : memref<4xf32>)
  %out = memref.alloc() : memref<2xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) {
    %t = nvgpu.device_async_copy %src[%c0], %tile[%c0], 4 : memref<4xf32> to memref<4xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t
    %before = memref.load %tile[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %before, %out[%c0] : memref<2xf32>
    nvgpu.device_async_wait %g
    %after = memref.load %tile[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %after, %out[%c1] : memref<2xf32>
    gpu.terminator
  }
  memref.dealloc %src : memref<4xf32>
  return %out : memref<2xf32>
}

// Two groups: a wait that leaves one in flight lands the older only; a
// wait without numGroups lands the rest.
// GROUPS: [{{ *}}1, nan, {{ *}}2]
func.func @groups() -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %src = memref.alloc() : memref<8xf32>
  %lo = memref.subview %src[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %hi = memref.subview %src[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  linalg.fill ins(%one : f32) outs(%lo : memref<4xf32, strided<[1]>>)
  linalg.fill ins(%two : f32) outs(%hi : memref<4xf32, strided<[1], offset: 4>>)
  %out = memref.alloc() : memref<3xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) workgroup(%tile : memref<8xf32, #gpu.address_space<workgroup>>) {
    %t0 = nvgpu.device_async_copy %src[%c0], %tile[%c0], 4 : memref<8xf32> to memref<8xf32, #gpu.address_space<workgroup>>
    %g0 = nvgpu.device_async_create_group %t0
    %t1 = nvgpu.device_async_copy %src[%c4], %tile[%c4], 4 : memref<8xf32> to memref<8xf32, #gpu.address_space<workgroup>>
    %g1 = nvgpu.device_async_create_group %t1
    nvgpu.device_async_wait %g1 {numGroups = 1 : i32}
    %a = memref.load %tile[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%c0] : memref<3xf32>
    %b = memref.load %tile[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%c1] : memref<3xf32>
    nvgpu.device_async_wait %g1
    %c = memref.load %tile[%c4] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %c, %out[%c2] : memref<3xf32>
    gpu.terminator
  }
  memref.dealloc %src : memref<8xf32>
  return %out : memref<3xf32>
}

// An i32 destination read before the wait holds 0x5A5A5A5A.
// INT: [1515870810, {{ *}}7]
func.func @integers() -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  %src = memref.alloc() : memref<4xi32>
  linalg.fill ins(%seven : i32) outs(%src : memref<4xi32>)
  %out = memref.alloc() : memref<2xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) workgroup(%tile : memref<4xi32, #gpu.address_space<workgroup>>) {
    %t = nvgpu.device_async_copy %src[%c0], %tile[%c0], 4 : memref<4xi32> to memref<4xi32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t
    %before = memref.load %tile[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
    memref.store %before, %out[%c0] : memref<2xi32>
    nvgpu.device_async_wait %g
    %after = memref.load %tile[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
    memref.store %after, %out[%c1] : memref<2xi32>
    gpu.terminator
  }
  memref.dealloc %src : memref<4xi32>
  return %out : memref<2xi32>
}

// Two threads each copy their half of a row (1s, then 2s), wait, meet at
// a barrier and read the other's half: 2, 1.
// EXCHANGE: [2, 1]
func.func @exchange() -> memref<2xf32> {
  %true = arith.constant true
  %out = call @swap_halves(%true) : (i1) -> memref<2xf32>
  return %out : memref<2xf32>
}

// Without the barrier the first thread reads the second's half before the
// second has copied it (the workgroup memory's zero; threads that never
// meet run one after another), and the second reads the first's.
// RACE: [0, 1]
func.func @exchange_without_barrier() -> memref<2xf32> {
  %false = arith.constant false
  %out = call @swap_halves(%false) : (i1) -> memref<2xf32>
  return %out : memref<2xf32>
}

func.func private @swap_halves(%barrier: i1) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %src = memref.alloc() : memref<8xf32>
  %lo = memref.subview %src[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %hi = memref.subview %src[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  linalg.fill ins(%one : f32) outs(%lo : memref<4xf32, strided<[1]>>)
  linalg.fill ins(%two : f32) outs(%hi : memref<4xf32, strided<[1], offset: 4>>)
  %out = memref.alloc() : memref<2xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) workgroup(%tile : memref<8xf32, #gpu.address_space<workgroup>>) {
    %mine = arith.muli %tx, %c4 : index
    %t = nvgpu.device_async_copy %src[%mine], %tile[%mine], 4 : memref<8xf32> to memref<8xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g
    scf.if %barrier {
      gpu.barrier
    }
    %other = arith.subi %c4, %mine : index
    %v = memref.load %tile[%other] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<2xf32>
    gpu.terminator
  }
  memref.dealloc %src : memref<8xf32>
  return %out : memref<2xf32>
}

// A copy's source freed before its wait.
// FREED: error: 'nvgpu.device_async_wait' op use of a buffer after it was deallocated
func.func @freed_source() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) {
    %src = memref.alloc() : memref<4xf32>
    %t = nvgpu.device_async_copy %src[%c0], %tile[%c0], 4 : memref<4xf32> to memref<4xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t
    memref.dealloc %src : memref<4xf32>
    nvgpu.device_async_wait %g
    gpu.terminator
  }
  return
}
}
