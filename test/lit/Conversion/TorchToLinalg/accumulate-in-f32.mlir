// strata-torch-accumulate-in-f32: reductions with f16/bf16 results
// accumulate in f32 and round once, as PyTorch's CPU kernels (a bf16 sum
// of 1000 ones is 1000, not 256): the init is extended, the body computes
// in f32, the result is truncated. Named ops are generalized first;
// parallel ops, f32 reductions and integer ones are left alone; an op the
// body cannot widen (a cast) gets its operand rounded back; dynamic dims
// and rank 0 results keep their shapes.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-torch-accumulate-in-f32))' | FileCheck %s

// CHECK-LABEL: func.func @sum(
// CHECK-SAME: %[[X:.*]]: tensor<?xbf16>) -> tensor<bf16>
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : bf16) outs(%{{.*}} : tensor<bf16>) -> tensor<bf16>
// CHECK: %[[INIT:.*]] = arith.extf %[[FILL]] : tensor<bf16> to tensor<f32>
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<?xbf16>) outs(%[[INIT]] : tensor<f32>) {
// CHECK-NEXT: ^bb0(%[[IN:.*]]: bf16, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[E:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: %[[ADD:.*]] = arith.addf %[[E]], %[[ACC]] : f32
// CHECK-NEXT: linalg.yield %[[ADD]] : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK: %[[R:.*]] = arith.truncf %[[SUM]] : tensor<f32> to tensor<bf16>
// CHECK: return %[[R]] : tensor<bf16>
#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>
func.func @sum(%x: tensor<?xbf16>) -> tensor<bf16> {
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<bf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<bf16>) -> tensor<bf16>
  %r = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<?xbf16>) outs(%f : tensor<bf16>) {
  ^bb0(%in: bf16, %acc: bf16):
    %s = arith.addf %in, %acc : bf16
    linalg.yield %s : bf16
  } -> tensor<bf16>
  return %r : tensor<bf16>
}

// The product of two f16 inputs is computed in f32 too.
// CHECK-LABEL: func.func @matmul(
// CHECK: %[[INIT:.*]] = arith.extf %{{.*}} : tensor<2x?xf16> to tensor<2x?xf32>
// CHECK: %[[MM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x3xf16>, tensor<3x?xf16>) outs(%[[INIT]] : tensor<2x?xf32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f16, %[[B:.*]]: f16, %[[ACC:.*]]: f32):
// CHECK-DAG: %[[EA:.*]] = arith.extf %[[A]] : f16 to f32
// CHECK-DAG: %[[EB:.*]] = arith.extf %[[B]] : f16 to f32
// CHECK: %[[MUL:.*]] = arith.mulf %[[EA]], %[[EB]] : f32
// CHECK-NEXT: %[[ADD:.*]] = arith.addf %[[ACC]], %[[MUL]] : f32
// CHECK-NEXT: linalg.yield %[[ADD]] : f32
// CHECK: arith.truncf %[[MM]] : tensor<2x?xf32> to tensor<2x?xf16>
func.func @matmul(%a: tensor<2x3xf16>, %b: tensor<3x?xf16>, %c: tensor<2x?xf16>) -> tensor<2x?xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf16>, tensor<3x?xf16>) outs(%c : tensor<2x?xf16>) -> tensor<2x?xf16>
  return %r : tensor<2x?xf16>
}

// A max over exp(x): the exp is widened as well; the cast to i32 inside
// gets its operand rounded back to bf16 first.
// CHECK-LABEL: func.func @body(
// CHECK: ^bb0(%[[IN:.*]]: bf16, %[[ACC:.*]]: f32, %[[CNT:.*]]: i32):
// CHECK-NEXT: %[[E:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: %[[EXP:.*]] = math.exp %[[E]] : f32
// CHECK-NEXT: %[[MAX:.*]] = arith.maximumf %[[EXP]], %[[ACC]] : f32
// CHECK-NEXT: %[[BACK:.*]] = arith.truncf %[[EXP]] : f32 to bf16
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[BACK]] : bf16 to i32
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[I]], %[[CNT]] : i32
// CHECK-NEXT: linalg.yield %[[MAX]], %[[N]] : f32, i32
// CHECK: arith.truncf %{{.*}} : tensor<4xf32> to tensor<4xbf16>
#m2 = affine_map<(d0, d1) -> (d0, d1)>
#m1 = affine_map<(d0, d1) -> (d0)>
func.func @body(%x: tensor<4x8xbf16>, %init: tensor<4xbf16>, %cnt: tensor<4xi32>) -> (tensor<4xbf16>, tensor<4xi32>) {
  %r:2 = linalg.generic {indexing_maps = [#m2, #m1, #m1], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xbf16>) outs(%init, %cnt : tensor<4xbf16>, tensor<4xi32>) {
  ^bb0(%in: bf16, %acc: bf16, %c: i32):
    %e = math.exp %in : bf16
    %m = arith.maximumf %e, %acc : bf16
    %i = arith.fptosi %e : bf16 to i32
    %n = arith.addi %i, %c : i32
    linalg.yield %m, %n : bf16, i32
  } -> (tensor<4xbf16>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xbf16>, tensor<4xi32>
}

// Left alone: an elementwise bf16 op, an f32 reduction.
// CHECK-LABEL: func.func @untouched(
// CHECK-NOT: arith.extf
// CHECK: ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NOT: arith.truncf
// CHECK: return
func.func @untouched(%x: tensor<4xbf16>, %y: tensor<4xf32>, %s: tensor<f32>) -> (tensor<4xbf16>, tensor<f32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xbf16>) outs(%x : tensor<4xbf16>) {
  ^bb0(%in: bf16, %o: bf16):
    %n = arith.negf %in : bf16
    linalg.yield %n : bf16
  } -> tensor<4xbf16>
  %1 = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%y : tensor<4xf32>) outs(%s : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  return %0, %1 : tensor<4xbf16>, tensor<f32>
}
