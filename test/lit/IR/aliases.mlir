// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect | strata-opt -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>

// Aliases written in the input are resolved by the parser; the printer
// makes its own, as MLIR does (affine maps and sets, and dialect attributes
// and types that ask for one), and uses none under --mlir-print-local-scope.

#user_map = affine_map<(d0) -> (d0 * 2)>
#user_attr = {key = "value", n = 3 : i32}
#user_str = "text"
!user_type = tensor<4x?xf32>
!user_fn = (!user_type) -> i1
!nested = tuple<!user_type, !user_type>

// LOCAL-NOT: #map
// LOCAL-LABEL: func.func private @uses_aliases
// LOCAL-SAME: (tensor<4x?xf32>, tuple<tensor<4x?xf32>, tensor<4x?xf32>>) -> ((tensor<4x?xf32>) -> i1)
// LOCAL-SAME: attributes {a = affine_map<(d0) -> (d0 * 2)>, b = {key = "value", n = 3 : i32}, c = "text"}

// CHECK-LABEL: func.func private @uses_aliases(tensor<4x?xf32>, tuple<tensor<4x?xf32>, tensor<4x?xf32>>) -> ((tensor<4x?xf32>) -> i1) attributes {a = #map, b = {key = "value", n = 3 : i32}, c = "text"}
func.func private @uses_aliases(!user_type, !nested) -> !user_fn attributes {a = #user_map, b = #user_attr, c = #user_str}

// Alias definitions may appear between ops and refer to earlier aliases.
#second = [#user_map, #user_str]

// CHECK-LABEL: func.func private @alias_of_alias() attributes {s = [#map, "text"]}
func.func private @alias_of_alias() attributes {s = #second}

// Aliases are usable inside op bodies and generic ops.

// CHECK-LABEL: func.func @in_body(%arg0: tensor<4x?xf32>) -> tensor<4x?xf32> {
// CHECK-NEXT:    %0 = "my.op"(%arg0) {attr = {key = "value", n = 3 : i32}, m = #map} : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:    return %0 : tensor<4x?xf32>
// CHECK-NEXT:  }
func.func @in_body(%a: !user_type) -> !user_type {
  %0 = "my.op"(%a) {attr = #user_attr, m = #user_map} : (!user_type) -> !user_type
  return %0 : !user_type
}
