// Undefined behaviour and bad input are errors at the op, never silent.
// RUN: not strata-run %s --allow-unregistered-dialect --entry divzero --random-inputs 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not strata-run %s --allow-unregistered-dialect --entry oob 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not strata-run %s --allow-unregistered-dialect --entry uaf 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not strata-run %s --allow-unregistered-dialect --entry poison 2>&1 | FileCheck %s --check-prefix=POISON
// RUN: not strata-run %s --allow-unregistered-dialect --entry spin --max-steps 1000 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not strata-run %s --allow-unregistered-dialect --entry nosuch 2>&1 | FileCheck %s --check-prefix=NOFN
// RUN: not strata-run %s --allow-unregistered-dialect --entry unsupported --random-inputs 2>&1 | FileCheck %s --check-prefix=UNSUP
// RUN: not strata-run %s --allow-unregistered-dialect --entry takes 2>&1 | FileCheck %s --check-prefix=NOINPUT
// RUN: strata-run %s --allow-unregistered-dialect --entry makes --output-dir %t
// RUN: not strata-run %s --allow-unregistered-dialect --entry takes --input %t/result0.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not strata-run %s --allow-unregistered-dialect --entry takes2 --input %t/result1.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: strata-run %s --allow-unregistered-dialect --entry takes2 --input %t/result2.npy | FileCheck %s --check-prefix=OK

func.func @divzero(%a: i32) -> i32 {
  %z = arith.constant 0 : i32
  // DIV: errors.mlir:[[@LINE+1]]:8: error: 'arith.divsi' op division by zero
  %q = arith.divsi %a, %z : i32
  return %q : i32
}
func.func @oob() -> f32 {
  %m = memref.alloc() : memref<4xf32>
  %i = arith.constant 4 : index
  // OOB: errors.mlir:[[@LINE+1]]:8: error: 'memref.load' op out-of-bounds access: index [4] of a memref of shape [4]
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
func.func @uaf() -> f32 {
  %m = memref.alloc() : memref<4xf32>
  %i = arith.constant 0 : index
  memref.dealloc %m : memref<4xf32>
  // UAF: errors.mlir:[[@LINE+2]]:8: error: 'memref.load' op use of a buffer after it was deallocated
  // UAF-NEXT: errors.mlir:[[@LINE-2]]:3: note: deallocated here
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
func.func @poison() -> memref<1xi8> {
  %m = memref.alloc() : memref<1xi8>
  %a = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %p = arith.addi %a, %one overflow<nsw> : i8
  %i = arith.constant 0 : index
  // POISON: errors.mlir:[[@LINE+2]]:3: error: 'memref.store' op use of a poison value
  // POISON-NEXT: errors.mlir:[[@LINE-3]]:8: note: poison produced here by 'arith.addi'
  memref.store %p, %m[%i] : memref<1xi8>
  return %m : memref<1xi8>
}
func.func @spin() {
  %t = arith.constant true
  // STEPS: error: {{.*}}step limit of 1000 exceeded (runaway loop?)
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
// NOFN: strata-run: error: no function named '@nosuch' in
func.func @unsupported(%a: tensor<4xf32>) -> tensor<4xf32> {
  // UNSUP: errors.mlir:[[@LINE+1]]:8: error: 'test.op' op the interpreter does not support this op
  %0 = "test.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// NOINPUT: strata-run: error: '@takes' takes 1 arguments, 0 --input files given
func.func @takes(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func @takes2(%a: tensor<2x?xi32>) -> tensor<2x?xi32> {
  return %a : tensor<2x?xi32>
}
func.func @makes() -> (tensor<2xi32>, tensor<3x2xi32>, tensor<2x3xi32>) {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<7> : tensor<3x2xi32>
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  return %a, %b, %c : tensor<2xi32>, tensor<3x2xi32>, tensor<2x3xi32>
}
// DTYPE: result0.npy (argument #0 of type 'tensor<2xf32>'): dtype 'i4' does not match element type 'f32' (expected 'f4')
// SHAPE: result1.npy (argument #0 of type 'tensor<2x?xi32>'): array of shape [3 2] for 'tensor<2x?xi32>'
// OK: sizes = [2, 3]
// OK-NEXT: {{\[}}[1, 2, 3],
// OK-NEXT:  [4, 5, 6]]
