// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | strata-opt -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s

// Numbers written in the input size nothing the parser allocates: a
// splat over a huge shape stays one element, a resource keeps its own
// bytes, a location's line number, an SSA name's number and an integer
// type's width cost no table or buffer that large.

// CHECK-LABEL: func.func @huge_shapes()
// CHECK: arith.constant dense<1.000000e+00> : tensor<100000000000xf32>
// CHECK: arith.constant dense_resource<blob> : tensor<100000000000xf32>
// CHECK: "t.op"() {a = dense<-1> : tensor<99999999999x99999999999xi8>} : () -> ()
func.func @huge_shapes() -> (tensor<100000000000xf32>, tensor<100000000000xf32>) {
  %0 = arith.constant dense<1.0> : tensor<100000000000xf32>
  %1 = arith.constant dense_resource<blob> : tensor<100000000000xf32>
  "t.op"() {a = dense<"0xFF"> : tensor<99999999999x99999999999xi8>} : () -> ()
  return %0, %1 : tensor<100000000000xf32>, tensor<100000000000xf32>
}

// CHECK-LABEL: func.func @huge_numbers()
// CHECK: %0 = "t.def"() : () -> i32 loc([[L:#loc[0-9]+]])
// CHECK: "t.use"(%0) : (i32) -> ()
// CHECK: "t.wide"() {a = -5 : i16777215} : () -> ()
func.func @huge_numbers() {
  %99999999 = "t.def"() : () -> i32 loc("far.mlir":67000000:1)
  "t.use"(%99999999) : (i32) -> ()
  "t.wide"() {a = -5 : i16777215} : () -> ()
  return
}

// CHECK: [[L]] = loc("far.mlir":67000000:1)

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F"
    }
  }
#-}
