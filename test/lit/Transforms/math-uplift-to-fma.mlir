// math-uplift-to-fma: an arith.addf reading an arith.mulf, both allowing
// contraction, becomes math.fma; anything without the flag on both stays.
// strata-arith-allow-contract gives the flag to the f32 and f64 (and vector)
// multiplications and additions only. The fused results are rounded once,
// so the differential check runs with its default tolerance.
// RUN: strata-opt %s --math-uplift-to-fma | FileCheck %s
// RUN: strata-opt %s --strata-arith-allow-contract | FileCheck %s --check-prefix=ALLOW
// RUN: strata-opt %s --strata-arith-allow-contract --math-uplift-to-fma | FileCheck %s --check-prefix=BOTH
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(strata-arith-allow-contract,math-uplift-to-fma)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-seed=3 --strata-diff-check-dim=0 --pass-pipeline='builtin.module(strata-arith-allow-contract,math-uplift-to-fma)' > /dev/null

// CHECK-LABEL: func.func @contracted
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32)
// CHECK-NEXT: %[[F:.*]] = math.fma %[[A]], %[[B]], %[[C]] fastmath<contract> : f32
// CHECK-NEXT: return %[[F]]
func.func @contracted(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %m, %c fastmath<contract> : f32
  return %s : f32
}

// The product on the right; the flags the two ops share stay on the fma.
// CHECK-LABEL: func.func @right
// CHECK-SAME: (%[[A:.*]]: f64, %[[B:.*]]: f64, %[[C:.*]]: f64)
// CHECK-NEXT: %[[F:.*]] = math.fma %[[A]], %[[B]], %[[C]] fastmath<nnan,contract> : f64
func.func @right(%a: f64, %b: f64, %c: f64) -> f64 {
  %m = arith.mulf %a, %b fastmath<nnan,ninf,contract> : f64
  %s = arith.addf %c, %m fastmath<nnan,contract> : f64
  return %s : f64
}

// Both operands products: the left one is fused, the right one added.
// CHECK-LABEL: func.func @two_products
// CHECK-NEXT: %[[M2:.*]] = arith.mulf %arg2, %arg3 fastmath<contract>
// CHECK-NEXT: %[[F:.*]] = math.fma %arg0, %arg1, %[[M2]] fastmath<contract> : vector<4xf32>
func.func @two_products(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>, %d: vector<4xf32>) -> vector<4xf32> {
  %m1 = arith.mulf %a, %b fastmath<contract> : vector<4xf32>
  %m2 = arith.mulf %c, %d fastmath<contract> : vector<4xf32>
  %s = arith.addf %m1, %m2 fastmath<contract> : vector<4xf32>
  return %s : vector<4xf32>
}

// A product read twice: each sum gets its fma, the product stays for its
// other reader.
// CHECK-LABEL: func.func @shared_product
// CHECK-NEXT: %[[M:.*]] = arith.mulf %arg0, %arg1
// CHECK-NEXT: %[[F1:.*]] = math.fma %arg0, %arg1, %arg2
// CHECK-NEXT: %[[D:.*]] = arith.divf %[[M]], %[[F1]]
func.func @shared_product(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %m, %c fastmath<contract> : f32
  %d = arith.divf %m, %s : f32
  return %d : f32
}

// An accumulation in a loop, as a SIMT product's inner loop.
// CHECK-LABEL: func.func @dot
// CHECK: scf.for
// CHECK-NEXT: memref.load
// CHECK-NEXT: memref.load
// CHECK-NEXT: %[[F:.*]] = math.fma
// CHECK-NEXT: scf.yield %[[F]]
func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %x, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %u = memref.load %x[%i] : memref<?xf32>
    %v = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %u, %v fastmath<contract> : f32
    %s = arith.addf %acc, %p fastmath<contract> : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// Without the flag on either op nothing changes: plain ops round twice.
// CHECK-LABEL: func.func @not_contracted
// CHECK-NEXT: arith.mulf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.mulf %arg0, %arg2 : f32
// CHECK-NEXT: arith.addf
// CHECK-NOT: math.fma
// ALLOW-LABEL: func.func @not_contracted
// ALLOW-NEXT: arith.mulf %arg0, %arg1 fastmath<contract> : f32
// ALLOW-NEXT: arith.addf %{{.*}}, %arg2 fastmath<contract> : f32
// ALLOW-NEXT: arith.mulf %arg0, %arg2 fastmath<contract> : f32
// ALLOW-NEXT: arith.addf %{{.*}}, %arg1 fastmath<fast> : f32
// BOTH-LABEL: func.func @not_contracted
// BOTH-NEXT: %[[F1:.*]] = math.fma %arg0, %arg1, %arg2 fastmath<contract> : f32
// BOTH-NEXT: %[[F2:.*]] = math.fma %arg0, %arg2, %arg1 fastmath<contract> : f32
func.func @not_contracted(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %m, %c : f32
  %m2 = arith.mulf %a, %c : f32
  %s2 = arith.addf %m2, %b fastmath<fast> : f32
  return %s, %s2 : f32, f32
}

// A subtraction is not a sum; 16-bit and integer arithmetic keep their
// ops, allow-contract leaves them without the flag.
// CHECK-LABEL: func.func @others
// CHECK-NOT: math.fma
// ALLOW-LABEL: func.func @others
// ALLOW-NEXT: arith.mulf %arg0, %arg1 fastmath<contract> : f32
// ALLOW-NEXT: arith.subf %{{.*}}, %arg2 : f32
// ALLOW-NEXT: arith.mulf %arg3, %arg3 : bf16
// ALLOW-NEXT: arith.addf %{{.*}}, %arg3 : bf16
// ALLOW-NEXT: arith.mulf %arg4, %arg4 : f16
// ALLOW-NEXT: arith.addf %{{.*}}, %arg4 : f16
// BOTH-LABEL: func.func @others
// BOTH-NOT: math.fma
// BOTH: return
func.func @others(%a: f32, %b: f32, %c: f32, %h: bf16, %g: f16) -> (f32, bf16, f16) {
  %m = arith.mulf %a, %b : f32
  %s = arith.subf %m, %c : f32
  %hm = arith.mulf %h, %h : bf16
  %hs = arith.addf %hm, %h : bf16
  %gm = arith.mulf %g, %g : f16
  %gs = arith.addf %gm, %g : f16
  return %s, %hs, %gs : f32, bf16, f16
}

// Rank-0 and empty tensors of products fuse like scalars.
// BOTH-LABEL: func.func @tensors
// BOTH-NEXT: math.fma %arg0, %arg0, %arg0 fastmath<contract> : tensor<f32>
// BOTH-NEXT: math.fma %arg1, %arg1, %arg1 fastmath<contract> : tensor<0x3xf64>
func.func @tensors(%a: tensor<f32>, %e: tensor<0x3xf64>) -> (tensor<f32>, tensor<0x3xf64>) {
  %m = arith.mulf %a, %a : tensor<f32>
  %s = arith.addf %m, %a : tensor<f32>
  %em = arith.mulf %e, %e : tensor<0x3xf64>
  %es = arith.addf %em, %e : tensor<0x3xf64>
  return %s, %es : tensor<f32>, tensor<0x3xf64>
}
