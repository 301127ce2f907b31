// bufferization.clone canonicalization (upstream's SimplifyClones): a clone
// whose result or source is freed later in the clone's block, the other not
// freed in that block, is its source; that dealloc goes. Kept: no dealloc
// in the block, both freed in the block, two deallocs of one buffer, an op
// in between that frees memory (itself or in a region).
// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @clone_freed
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<5xf32>
// CHECK-NEXT: return %[[A]]
func.func @clone_freed() -> memref<5xf32> {
  %a = memref.alloc() : memref<5xf32>
  %c = bufferization.clone %a : memref<5xf32> to memref<5xf32>
  memref.dealloc %c : memref<5xf32>
  return %a : memref<5xf32>
}

// -----

// The source is freed after the clone's last use: the clone reads it.
// CHECK-LABEL: func.func @source_freed
// CHECK-SAME: (%[[X:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[X]], %[[A]]
// CHECK-NEXT: memref.copy %[[A]], %[[OUT]]
// CHECK-NEXT: return %[[A]]
func.func @source_freed(%x: memref<4xf32>, %out: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %x, %a : memref<4xf32> to memref<4xf32>
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.copy %c, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// A clone to a cast-compatible type becomes a memref.cast of the source.
// CHECK-LABEL: func.func @clone_cast
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<?xf32> to memref<8xf32>
// CHECK-NOT: memref.dealloc
// CHECK: return %[[C]]
func.func @clone_cast(%n: index) -> memref<8xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %c = bufferization.clone %a : memref<?xf32> to memref<8xf32>
  memref.dealloc %a : memref<?xf32>
  return %c : memref<8xf32>
}

// -----

// Both freed in the block: which lives longer is not known. Kept.
// CHECK-LABEL: func.func @both_freed
// CHECK: bufferization.clone
// CHECK-COUNT-2: memref.dealloc
func.func @both_freed(%x: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %x, %a : memref<4xf32> to memref<4xf32>
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.copy %c, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return
}

// -----

// Another buffer freed in between might alias the source: kept.
// CHECK-LABEL: func.func @free_between
// CHECK: bufferization.clone
// CHECK: memref.dealloc %arg1
// CHECK: memref.dealloc
func.func @free_between(%x: memref<4xf32>, %y: memref<4xf32>, %out: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %x : memref<4xf32> to memref<4xf32>
  memref.dealloc %y : memref<4xf32>
  memref.copy %c, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %x : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// A free inside a region in between counts too: kept (upstream's pattern
// looks only at the ops' own effects and drops this clone).
// CHECK-LABEL: func.func @free_in_region
// CHECK: bufferization.clone
// CHECK: scf.if
// CHECK: memref.dealloc %arg1
func.func @free_in_region(%x: memref<4xf32>, %y: memref<4xf32>, %p: i1) -> memref<4xf32> {
  %c = bufferization.clone %x : memref<4xf32> to memref<4xf32>
  scf.if %p {
    memref.dealloc %y : memref<4xf32>
  }
  memref.dealloc %x : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// No dealloc of either in the clone's block: kept (the loop frees it).
// CHECK-LABEL: func.func @freed_elsewhere
// CHECK: bufferization.clone
func.func @freed_elsewhere(%x: memref<2xf32>, %lb: index, %ub: index, %s: index) -> memref<2xf32> {
  %c = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %c) -> (memref<2xf32>) {
    memref.dealloc %acc : memref<2xf32>
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}
