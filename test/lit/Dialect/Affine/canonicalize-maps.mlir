// RUN: strata-opt %s -allow-unregistered-dialect -split-input-file -canonicalize | FileCheck %s

// canonicalize on affine maps and their operands in upstream's order: affine.apply
// producers composed (in symbol positions too), arguments promoted to symbols,
// sums ordered; loop bounds, affine.if sets, affine.min results and
// affine.parallel bounds simplified; loops that only yield folded. Checked
// against mlir-opt-22's output.

// A dimension operand that is a function argument becomes a symbol, after
// the symbols already there; sums are ordered dims, symbols, constant.

// CHECK-DAG: #[[$PROMOTE:.*]] = affine_map<()[s0, s1] -> (s0 * 3 + s1 * 5 + 2)>
// CHECK-LABEL: func @promote_dim
//  CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
//       CHECK: affine.apply #[[$PROMOTE]]()[%[[B]], %[[A]]]
func.func @promote_dim(%a: index, %b: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (2 + d0 * 5 + s0 * 3)>(%a)[%b]
  return %r : index
}

// -----

// An affine.apply in a symbol position is composed too.

// CHECK-DAG: #[[$SYMCOMP:.*]] = affine_map<()[s0] -> (s0 * 6)>
// CHECK-LABEL: func @compose_symbol
//       CHECK: affine.apply #[[$SYMCOMP]]()[%{{.*}}]
//   CHECK-NOT: affine.apply
func.func @compose_symbol(%a: index) -> index {
  %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
  %y = affine.apply affine_map<()[s0] -> (s0 * 3)>()[%x]
  return %y : index
}

// -----

// A mod by a constant next to other terms is written with its quotient.

// CHECK-DAG: #[[$MODMAP:.*]] = affine_map<(d0, d1) -> (d1 + (d0 floordiv 2) * 2 - (d1 floordiv 8) * 8)>
// CHECK-LABEL: func @mod_in_sum
//       CHECK: affine.apply #[[$MODMAP]](%{{.*}}, %{{.*}})
func.func @mod_in_sum(%m: memref<64xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %r = affine.apply affine_map<(d0, d1) -> ((d0 floordiv 2) * 2 + d1 mod 8)>(%i, %j)
      %v = memref.load %m[%r] : memref<64xf32>
      memref.store %v, %m[%r] : memref<64xf32>
    }
  }
  return
}

// -----

// An affine.apply of a constant map folds to arith.constant.

// CHECK-LABEL: func @constant_apply
//       CHECK: %[[C:.*]] = arith.constant 7 : index
//       CHECK: return %[[C]]
func.func @constant_apply() -> index {
  %r = affine.apply affine_map<() -> (7)>()
  return %r : index
}

// -----

// Loop bounds: constants folded to the largest lower and smallest upper
// bound, duplicate results dropped, arguments made symbols.

// CHECK-DAG: #[[$UB:.*]] = affine_map<()[s0] -> (s0 * 3)>
// CHECK-LABEL: func @loop_bounds
//  CHECK-SAME: (%[[N:.*]]: index)
//       CHECK: affine.for %{{.*}} = 4 to 10 {
//       CHECK: affine.for %{{.*}} = 0 to #[[$UB]]()[%[[N]]] {
//       CHECK: affine.for %{{.*}} = %[[N]] to 20 {
func.func @loop_bounds(%n: index) {
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  affine.for %i = max affine_map<(d0) -> (1, d0)>(%c4) to min affine_map<(d0, d1) -> (d0, d1 + 12)>(%c10, %c10) {
    "use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to affine_map<(d0) -> (d0 * 3)>(%n) {
    "use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0) -> (d0, d0)>(%n) to 20 {
    "use"(%i) : (index) -> ()
  }
  return
}

// -----

// A loop whose body only yields: its results are the inits or the values
// from above, where that holds whatever the trip count.

// CHECK-LABEL: func @yield_only_loops
//  CHECK-SAME: (%[[N:.*]]: index, %[[X:.*]]: f32, %[[Y:.*]]: f32)
//       CHECK: %[[KEPT:.*]]:2 = affine.for
//       CHECK: return %[[X]], %[[Y]], %[[Y]], %[[KEPT]]#0
func.func @yield_only_loops(%n: index, %x: f32, %y: f32) -> (f32, f32, f32, f32) {
  %a = affine.for %i = 0 to %n iter_args(%s = %x) -> f32 {
    affine.yield %s : f32
  }
  %b:2 = affine.for %i = 0 to 5 iter_args(%s = %x, %t = %y) -> (f32, f32) {
    affine.yield %y, %t : f32, f32
  }
  %c:2 = affine.for %i = 0 to %n iter_args(%s = %x, %t = %y) -> (f32, f32) {
    affine.yield %t, %s : f32, f32
  }
  return %a, %b#0, %b#1, %c#0 : f32, f32, f32, f32
}

// -----

// affine.if: constants folded into the set, unused operands dropped,
// arguments made symbols.

// CHECK-DAG: #[[$SET:.*]] = affine_set<(d0)[s0] : (-d0 + 30 >= 0, -d0 + s0 - 1 >= 0)>
// CHECK-LABEL: func @if_set
//  CHECK-SAME: (%[[N:.*]]: index, %[[U:.*]]: index)
//       CHECK: affine.if #[[$SET]](%{{.*}})[%[[N]]]
func.func @if_set(%n: index, %u: index) {
  %c30 = arith.constant 30 : index
  affine.for %i = 0 to 40 {
    affine.if affine_set<(d0, d1, d2)[s0] : (d1 - d0 >= 0, d2 - d0 - 1 >= 0)>(%i, %c30, %n)[%u] {
      "use"(%i) : (index) -> ()
    }
  }
  return
}

// -----

// affine.min results sorted by their coefficients.

// CHECK-DAG: #[[$MIN:.*]] = affine_map<(d0, d1) -> (d1 + 4, d0 * 2)>
// CHECK-LABEL: func @min_order
//       CHECK: affine.min #[[$MIN]]
func.func @min_order(%n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %m = affine.min affine_map<(d0, d1) -> (d0 * 2, d1 + 4)>(%i, %j)
      "use"(%m) : (index) -> ()
    }
  }
  return
}

// -----

// affine.parallel bounds simplified.

// CHECK-LABEL: func @parallel_bounds
//       CHECK: affine.parallel (%[[I:.*]]) = (0) to (6)
//       CHECK: affine.parallel (%{{.*}}) = (0) to (%[[I]] * 2)
func.func @parallel_bounds(%m: memref<16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  affine.parallel (%i) = (%c0) to (%c6) {
    %u = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.parallel (%j) = (%c0) to (%u) {
      affine.store %v, %m[%j] : memref<16xf32>
    }
  }
  return
}

// -----

// An affine.min whose map uses a producing affine.min as a whole result
// takes the producer's results; one of a single result is an affine.apply.

// CHECK-DAG: #[[$MERGED:.*]] = affine_map<()[s0, s1] -> (s1 + 9, s1 * 4, s0 + 2)>
// CHECK-DAG: #[[$SINGLE:.*]] = affine_map<()[s0] -> (s0 * 5)>
// CHECK-LABEL: func @merge_min
//  CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
//       CHECK: %[[M:.*]] = affine.min #[[$MERGED]]()[%[[B]], %[[A]]]
//       CHECK: %[[S:.*]] = affine.apply #[[$SINGLE]]()[%[[B]]]
//       CHECK: return %[[M]], %[[S]]
func.func @merge_min(%a: index, %b: index) -> (index, index) {
  %p = affine.min affine_map<()[s0] -> (s0 * 4, s0 + 9)>()[%a]
  %m = affine.min affine_map<(d0)[s0] -> (d0, s0 + 2)>(%p)[%b]
  %s = affine.max affine_map<()[s0] -> (s0 * 5)>()[%b]
  return %m, %s : index, index
}

// -----

// affine.vector_load and affine.vector_store take affine.apply indices into
// their maps.

// CHECK-LABEL: func @compose_vector_access
//       CHECK: affine.for %[[I:.*]] = 0 to 64
//  CHECK-NEXT:   %[[V:.*]] = affine.vector_load %{{.*}}[%[[I]] * 2] : memref<256xf32>, vector<4xf32>
//  CHECK-NEXT:   affine.vector_store %[[V]], %{{.*}}[%[[I]] * 2 + 4] : memref<256xf32>, vector<4xf32>
func.func @compose_vector_access(%m: memref<256xf32>) {
  affine.for %i = 0 to 64 {
    %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %y = affine.apply affine_map<(d0) -> (d0 + 4)>(%x)
    %v = affine.vector_load %m[%x] : memref<256xf32>, vector<4xf32>
    affine.vector_store %v, %m[%y] : memref<256xf32>, vector<4xf32>
  }
  return
}

// -----

// affine.load of a constant memref.global: a splat at any index, other
// values at constant indices.

memref.global "private" constant @table : memref<2x3xi32> = dense<[[4, 5, 6], [7, 8, 9]]>
memref.global "private" constant @zeros : memref<8xf32> = dense<0.0>

// CHECK-LABEL: func @load_constant_global
//   CHECK-DAG:   %[[EIGHT:.*]] = arith.constant 8 : i32
//   CHECK-DAG:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
//       CHECK:   affine.for
//       CHECK:     "use"(%[[ZERO]])
//       CHECK:   return %[[EIGHT]]
func.func @load_constant_global() -> i32 {
  %t = memref.get_global @table : memref<2x3xi32>
  %z = memref.get_global @zeros : memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %z[%i] : memref<8xf32>
    "use"(%v) : (f32) -> ()
  }
  %e = affine.load %t[1, 1] : memref<2x3xi32>
  return %e : i32
}

// -----

// affine.prefetch takes affine.apply indices into its map; a sum less its
// own remainder is a multiple of the divisor.

// CHECK-LABEL: func @prefetch_and_mod
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   affine.for %[[I:.*]] = 0 to 4 {
//       CHECK:     affine.prefetch %{{.*}}[%[[I]] * 8 + 1], write, locality<1>, data : memref<64xf32>
//       CHECK:   return %[[C0]]
func.func @prefetch_and_mod(%m: memref<64xf32>, %a: index, %b: index) -> index {
  affine.for %i = 0 to 4 {
    %j = affine.apply affine_map<(d0) -> (d0 * 8 + 1)>(%i)
    affine.prefetch %m[%j], write, locality<1>, data : memref<64xf32>
  }
  %r = affine.apply affine_map<()[s0, s1] -> ((s0 * 2 - (s0 * 2) mod s1) mod s1)>()[%a, %b]
  return %r : index
}

// -----

// affine.delinearize_index: one result is the index itself; the results of
// unit basis entries are 0 and the op keeps the others.

// CHECK-LABEL: func @delinearize_units
//  CHECK-SAME: (%[[X:.*]]: index, %[[N:.*]]: index)
//   CHECK-DAG:   %[[Z:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[D:.*]]:2 = affine.delinearize_index %[[X]] into (%[[N]], 4)
//       CHECK:   return %[[X]], %[[D]]#0, %[[Z]], %[[D]]#1, %[[Z]]
func.func @delinearize_units(%x: index, %n: index) -> (index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %a = affine.delinearize_index %x into (%n) : index
  %b:4 = affine.delinearize_index %x into (%n, 1, 4, %c1) : index, index, index, index
  return %a, %b#0, %b#1, %b#2, %b#3 : index, index, index, index, index
}
