// RUN: strata-opt %s -inline -allow-unregistered-dialect | FileCheck %s

// A private function nothing names is erased, even with no call inlined
// (strata-opt then erases those only it called, as upstream's inliner
// does since LLVM 22). A declaration stays, as do a function a live op
// names otherwise and, as in LLVM 22, one that calls itself.
// CHECK-NOT:   func.func private @dead_caller
// CHECK:       func.func private @recursive
// CHECK:       func.func private @declared
// CHECK:       func.func private @named
// CHECK:       func.func @entry
// CHECK:       "test.user"() {f = @named}
func.func private @dead_callee(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func private @dead_caller(%x: i32) -> i32 {
  %y = func.call @dead_callee(%x) : (i32) -> i32
  return %y : i32
}
func.func private @recursive(%x: i32) -> i32 {
  %y = func.call @recursive(%x) : (i32) -> i32
  return %y : i32
}
func.func private @declared(i32) -> i32
func.func private @named() {
  return
}
func.func @entry(%x: i32) -> i32 {
  %y = func.call @declared(%x) : (i32) -> i32
  "test.user"() {f = @named} : () -> ()
  return %y : i32
}
