// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s -mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> (d0 + s0, d0 * 4 - s1)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0 floordiv 2, d1 ceildiv 4, d0 mod 3, -d1, -d0 + 7)>
// CHECK: #map3 = affine_map<() -> (0, 42)>
// CHECK: #map4 = affine_map<(d0) -> ()>
// CHECK: #map5 = affine_map<(d0, d1)[s0] -> ((d0 + d1) floordiv s0, (d0 * 2) mod s0)>
// CHECK: #map6 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map7 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: #set = affine_set<(d0, d1)[s0] : (d0 >= 0, d1 - s0 == 0, -d0 + 10 >= 0)>
// CHECK: #set1 = affine_set<() : (0 == 0)>

// Affine maps and sets: the printer hoists each distinct one into a #mapN
// or #setN alias, numbered in order of first use, and prints expressions in
// MLIR's canonical order (d0 * -1 + 7 prints as -d0 + 7).

// LOCAL-NOT: #map
// LOCAL-LABEL: func.func private @identity
// LOCAL-SAME:    attributes {m = affine_map<(d0, d1) -> (d0, d1)>}


// CHECK-LABEL: func.func private @identity() attributes {m = #map}
func.func private @identity() attributes {m = affine_map<(d0, d1) -> (d0, d1)>}

// CHECK-LABEL: func.func private @same_map_reused() attributes {m = #map, n = #map}
func.func private @same_map_reused() attributes {m = affine_map<(d0, d1) -> (d0, d1)>, n = affine_map<(i, j) -> (i, j)>}

// CHECK-LABEL: func.func private @symbols() attributes {m = #map1}
func.func private @symbols() attributes {m = affine_map<(d0)[s0, s1] -> (d0 + s0, d0 * 4 - s1)>}

// CHECK-LABEL: func.func private @ops() attributes {m = #map2}
func.func private @ops() attributes {m = affine_map<(d0, d1) -> (d0 floordiv 2, d1 ceildiv 4, d0 mod 3, -d1, d0 * -1 + 7)>}

// CHECK-LABEL: func.func private @constants() attributes {m = #map3, n = #map4}
func.func private @constants() attributes {m = affine_map<() -> (0, 42)>, n = affine_map<(d0) -> ()>}

// CHECK-LABEL: func.func private @nested() attributes {m = #map5}
func.func private @nested() attributes {m = affine_map<(d0, d1)[s0] -> ((d0 + d1) floordiv s0, (d0 * 2) mod (s0))>}

// CHECK-LABEL: func.func private @sets() attributes {s = #set, t = #set1}
func.func private @sets() attributes {s = affine_set<(d0, d1)[s0] : (d0 >= 0, d1 - s0 == 0, -d0 + 10 >= 0)>, t = affine_set<() : (0 == 0)>}

// CHECK-LABEL: func.func private @in_types(memref<4x4xf32, #map6>, memref<8xf32, #map7>)
func.func private @in_types(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>)
