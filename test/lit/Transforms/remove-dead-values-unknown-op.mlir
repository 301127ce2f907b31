// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect -remove-dead-values | FileCheck %s
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect -remove-dead-values='canonicalize=false' | FileCheck %s
// RUN: not strata-opt %s -allow-unregistered-dialect -remove-dead-values='canonicalize=maybe' 2>&1 | FileCheck %s --check-prefix=BAD

// An op of unknown meaning may name any symbol it sees, so with one under
// the pass root no private function's uses are all known: signatures stay,
// while dead values elsewhere still go (upstream's newer rule; mlir-opt-22
// still drops them). canonicalize (upstream's cleanup of
// the placeholders it leaves) is accepted and changes nothing here.
// CHECK-LABEL: func.func private @callee(
//  CHECK-SAME:   %{{.*}}: i32, %{{.*}}: i32) -> (i32, i32)
// CHECK-LABEL: func.func @caller(
//   CHECK-NOT:   arith.muli
//       CHECK:   call @callee(%{{.*}}, %{{.*}}) : (i32, i32) -> (i32, i32)
//       CHECK:   "dummy.op"
module {
  func.func private @callee(%used: i32, %dead: i32) -> (i32, i32) {
    return %used, %used : i32, i32
  }
  func.func @caller(%x: i32) -> i32 {
    %unused = arith.muli %x, %x : i32
    %r:2 = func.call @callee(%x, %x) : (i32, i32) -> (i32, i32)
    "dummy.op"() : () -> ()
    return %r#0 : i32
  }
}

// -----

// Without one, the dead argument and result go.
// CHECK-LABEL: func.func private @callee(
//  CHECK-SAME:   %{{.*}}: i32) -> i32
//       CHECK:   call @callee(%{{.*}}) : (i32) -> i32
module {
  func.func private @callee(%used: i32, %dead: i32) -> (i32, i32) {
    return %used, %used : i32, i32
  }
  func.func @caller(%x: i32) -> i32 {
    %r:2 = func.call @callee(%x, %x) : (i32, i32) -> (i32, i32)
    return %r#0 : i32
  }
}

// BAD: canonicalize
