// The interpreter has a memory budget (a quarter of the machine's memory,
// at most 4 GiB, by default; --interp-memory-limit sets it): sizes that
// come from the program are checked against it before anything is
// allocated, and an allocation past it is an error at its op. Elements
// are stored at their type's width and counted so. These used to kill
// the process (fatal out of memory) or panic.
// RUN: not strata-run %s --entry empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not strata-run %s --entry alloc 2>&1 | FileCheck %s --check-prefix=ALLOC
// RUN: not strata-run %s --entry overflow 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not strata-run %s --entry constant 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not strata-run %s --entry slice --random-inputs 2>&1 | FileCheck %s --check-prefix=SLICE
// RUN: strata-run %s --entry narrow --interp-memory-limit 1500K | FileCheck %s --check-prefix=NARROW
// RUN: not strata-run %s --entry wide --interp-memory-limit 1500K 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: strata-run %s --entry loop --interp-memory-limit 1M | FileCheck %s --check-prefix=LOOP
// RUN: not strata-run %s --entry loop --interp-memory-limit 1Q 2>&1 | FileCheck %s --check-prefix=BADFLAG

// EMPTY: memory-budget.mlir:[[@LINE+2]]:8: error: 'tensor.empty' op allocation of 400000000000 bytes exceeds the interpreter's memory budget of {{[0-9]+}} bytes
func.func @empty() -> tensor<100000000000xf32> {
  %t = tensor.empty() : tensor<100000000000xf32>
  return %t : tensor<100000000000xf32>
}
// ALLOC: memory-budget.mlir:[[@LINE+3]]:8: error: 'memref.alloc' op allocation of 34359738368 bytes exceeds the interpreter's memory budget
func.func @alloc() -> memref<4x?xi32> {
  %c = arith.constant 2147483648 : index
  %m = memref.alloc(%c) : memref<4x?xi32>
  return %m : memref<4x?xi32>
}
// OVERFLOW: memory-budget.mlir:[[@LINE+3]]:8: error: 'memref.alloc' op the element count of shape [4294967296 4294967296] overflows
func.func @overflow() -> memref<?x?xi8> {
  %c = arith.constant 4294967296 : index
  %m = memref.alloc(%c, %c) : memref<?x?xi8>
  return %m : memref<?x?xi8>
}
// CONST: memory-budget.mlir:[[@LINE+2]]:8: error: 'arith.constant' op allocation of 1000000000000 bytes exceeds the interpreter's memory budget
func.func @constant() -> tensor<1000000000000xi8> {
  %t = arith.constant dense<1> : tensor<1000000000000xi8>
  return %t : tensor<1000000000000xi8>
}
// A stride of 0 reads one element as many times as the size says.
// SLICE: memory-budget.mlir:[[@LINE+3]]:8: error: 'tensor.extract_slice' op allocation of 80000000000 bytes exceeds the interpreter's memory budget
func.func @slice(%t: tensor<4xf64>) -> tensor<?xf64> {
  %n = arith.constant 10000000000 : index
  %s = tensor.extract_slice %t[0] [%n] [0] : tensor<4xf64> to tensor<?xf64>
  return %s : tensor<?xf64>
}
// A million i8 elements take a megabyte and fit in 1.5 MB; i16 do not.
// NARROW: 1000000
func.func @narrow() -> index {
  %t = tensor.empty() : tensor<1000000xi8>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<1000000xi8>
  return %d : index
}
// WIDE: memory-budget.mlir:[[@LINE+2]]:8: error: 'tensor.empty' op allocation of 2000000 bytes exceeds the interpreter's memory budget of 1536000 bytes
func.func @wide() -> index {
  %t = tensor.empty() : tensor<1000000xi16>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<1000000xi16>
  return %d : index
}
// Freed memory is the budget's again: 25 MB allocated in a 1 MB budget.
// LOOP: 100
func.func @loop() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%k = %c0) -> index {
    %m = memref.alloc() : memref<65536xf32>
    memref.dealloc %m : memref<65536xf32>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %k1 : index
  }
  return %r : index
}
// BADFLAG: strata-run: error: bad --interp-memory-limit "1Q"
