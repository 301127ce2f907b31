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
