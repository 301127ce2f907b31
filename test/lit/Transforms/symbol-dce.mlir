// RUN: strata-opt %s -symbol-dce | FileCheck %s

// CHECK-NOT: func.func private @dead
// CHECK: func.func private @used
// CHECK: func.func @public
// CHECK-NOT: func.func private @dead_too
func.func private @dead() {
  return
}
func.func private @used() {
  return
}
func.func @public() {
  call @used() : () -> ()
  return
}
func.func private @dead_too() {
  call @dead() : () -> ()
  return
}
