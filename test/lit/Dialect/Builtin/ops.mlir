// RUN: strata-opt %s -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file | strata-opt -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file -mlir-print-op-generic | strata-opt -split-input-file | FileCheck %s

// An empty input is an empty module.
// CHECK: module {
// CHECK-NEXT: }

// -----

// A lone top-level module is not wrapped again.
// CHECK:      module {
// CHECK-NEXT:   func.func private @f()
// CHECK-NEXT: }
module {
  func.func private @f()
}

// -----

// CHECK:      module @named attributes {test.attr = 1 : i32} {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     module attributes {test.deep} {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @named attributes {test.attr = 1 : i32} {
  module @inner {
  }
  module {
    module attributes {test.deep} {
    }
  }
}

// -----

// Several top-level ops are wrapped in an implicit module.
// CHECK:      module {
// CHECK-NEXT:   module @a {
// CHECK-NEXT:   }
// CHECK-NEXT:   module @b {
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @a {
}
module @b {
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: f32)
// CHECK-NEXT:    %[[C0:.*]] = builtin.unrealized_conversion_cast to i64
// CHECK-NEXT:    %[[C1:.*]] = builtin.unrealized_conversion_cast %[[A]] : i32 to i64
// CHECK-NEXT:    %[[C2:.*]]:2 = builtin.unrealized_conversion_cast %[[A]], %[[B]] : i32, f32 to i64, f64
// CHECK-NEXT:    %[[C3:.*]] = builtin.unrealized_conversion_cast %[[C2]]#0, %[[C2]]#1 : i64, f64 to tensor<2xf32> {test.note = "x"}
// CHECK-NEXT:    return %[[C1]] : i64
func.func @casts(%a: i32, %b: f32) -> i64 {
  %0 = builtin.unrealized_conversion_cast to i64
  %1 = builtin.unrealized_conversion_cast %a : i32 to i64
  %2:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, f64
  %3 = builtin.unrealized_conversion_cast %2#0, %2#1 : i64, f64 to tensor<2xf32> {test.note = "x"}
  return %1 : i64
}

// -----

// The generic form of the module is accepted too.
// CHECK:      module @generic {
// CHECK-NEXT:   func.func private @g()
// CHECK-NEXT: }
"builtin.module"() <{sym_name = "generic"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
