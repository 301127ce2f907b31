// Every vector op round-trips in its custom form and through the generic form, as mlir-opt-22
// prints both (test/compat checks them against mlir-opt-22 itself).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @construct(
// CHECK-SAME: %[[S:.*]]: f32, %[[V:.*]]: vector<4xf32>, %[[I:.*]]: index)
// CHECK: vector.broadcast %[[S]] : f32 to vector<4xf32>
// CHECK: vector.broadcast %[[V]] : vector<4xf32> to vector<2x4xf32>
// CHECK: vector.broadcast %[[S]] : f32 to vector<f32>
// CHECK: vector.broadcast %[[S]] : f32 to vector<[4]xf32>
// CHECK: vector.from_elements %[[S]], %[[S]] : vector<2xf32>
// CHECK: vector.step : vector<8xindex>
// CHECK: vector.create_mask %[[I]], %[[I]] : vector<2x3xi1>
// CHECK: vector.constant_mask [2, 1] : vector<2x3xi1>
// CHECK: %vscale = vector.vscale
// GENERIC-LABEL: "func.func"() <{function_type = (f32, vector<4xf32>, index)
// GENERIC: "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 1>}> : () -> vector<2x3xi1>
func.func @construct(%s: f32, %v: vector<4xf32>, %i: index) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %s : f32 to vector<f32>
  %3 = vector.broadcast %s : f32 to vector<[4]xf32>
  %4 = vector.from_elements %s, %s : vector<2xf32>
  %5 = vector.step : vector<8xindex>
  %6 = vector.create_mask %i, %i : vector<2x3xi1>
  %7 = vector.constant_mask [2, 1] : vector<2x3xi1>
  %8 = vector.vscale
  return
}

// CHECK-LABEL: func.func @access(
// CHECK: vector.extract %{{.*}}[1] : vector<4xf32> from vector<2x4xf32>
// CHECK: vector.extract %{{.*}}[1, %{{.*}}] : f32 from vector<2x4xf32>
// CHECK: vector.extract %{{.*}}[] : f32 from vector<f32>
// CHECK: vector.extract %{{.*}}[-1] : vector<4xf32> from vector<2x4xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [0, 3] : f32 into vector<2x4xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [%{{.*}}] : vector<4xf32> into vector<2x4xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [] : f32 into vector<f32>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
// CHECK: vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 5, -1] : vector<4xf32>, vector<4xf32>
// GENERIC: "vector.extract"(%{{.*}}, %{{.*}}) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<2x4xf32>, index) -> f32
// GENERIC: "vector.insert"(%{{.*}}, %{{.*}}) <{static_position = array<i64: 0, 3>}> : (f32, vector<2x4xf32>) -> vector<2x4xf32>
func.func @access(%v: vector<2x4xf32>, %w: vector<4xf32>, %z: vector<f32>, %s: f32, %i: index) {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.extract %v[1, %i] : f32 from vector<2x4xf32>
  %2 = vector.extract %z[] : f32 from vector<f32>
  %3 = vector.extract %v[-1] : vector<4xf32> from vector<2x4xf32>
  %4 = vector.insert %s, %v [0, 3] : f32 into vector<2x4xf32>
  %5 = vector.insert %w, %v [%i] : vector<4xf32> into vector<2x4xf32>
  %6 = vector.insert %s, %z [] : f32 into vector<f32>
  %7 = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  %8 = vector.insert_strided_slice %7, %v {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %9 = vector.shuffle %w, %w [0, 5, -1] : vector<4xf32>, vector<4xf32>
  return
}

// CHECK-LABEL: func.func @reshape(
// CHECK: vector.shape_cast %{{.*}} : vector<2x4xf32> to vector<8xf32>
// CHECK: vector.shape_cast %{{.*}} : vector<f32> to vector<1xf32>
// CHECK: vector.transpose %{{.*}}, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK: vector.bitcast %{{.*}} : vector<2x4xf32> to vector<2x8xf16>
// CHECK: vector.bitcast %{{.*}} : vector<2x4xf32> to vector<2x2xi64>
// CHECK: vector.type_cast %{{.*}} : memref<8x8xf32> to memref<vector<8x8xf32>>
func.func @reshape(%v: vector<2x4xf32>, %z: vector<f32>, %m: memref<8x8xf32>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %z : vector<f32> to vector<1xf32>
  %2 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %3 = vector.bitcast %v : vector<2x4xf32> to vector<2x8xf16>
  %4 = vector.bitcast %v : vector<2x4xf32> to vector<2x2xi64>
  %5 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  return
}

// CHECK-LABEL: func.func @compute(
// CHECK: vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: vector.reduction <add>, %{{.*}} : vector<4xf32> into f32
// CHECK: vector.reduction <maxnumf>, %{{.*}}, %{{.*}} : vector<4xf32> into f32
// CHECK: vector.reduction <minimumf>, %{{.*}} fastmath<nnan,ninf> : vector<4xf32> into f32
// CHECK: vector.reduction <xor>, %{{.*}} : vector<8xi8> into i8
// CHECK: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [0] : vector<2x4xf32> to vector<4xf32>
// CHECK: vector.multi_reduction <maxsi>, %{{.*}}, %{{.*}} [0, 1] : vector<2x3xi32> to i32
// CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, vector<2xf32>
// CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<add>} : vector<4xf32>, vector<2xf32>
// CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
// CHECK: vector.contract {indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
// CHECK: vector.contract {{.*}}iterator_types = ["reduction"], kind = #vector.kind<mul>} %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>, vector<4xi32> into i32
// GENERIC: "vector.reduction"(%{{.*}}) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// GENERIC: iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>
func.func @compute(%a: vector<4xf32>, %b: vector<2xf32>, %s: f32, %v: vector<2x4xf32>, %w: vector<4x3xf32>, %acc: vector<2x3xf32>,
                   %i8: vector<8xi8>, %iv: vector<2x3xi32>, %x: i32, %y: vector<4xi32>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  %1 = vector.reduction <add>, %a : vector<4xf32> into f32
  %2 = vector.reduction <maxnumf>, %a, %s : vector<4xf32> into f32
  %3 = vector.reduction <minimumf>, %a fastmath<nnan,ninf> : vector<4xf32> into f32
  %4 = vector.reduction <xor>, %i8 : vector<8xi8> into i8
  %5 = vector.multi_reduction <add>, %v, %a [0] : vector<2x4xf32> to vector<4xf32>
  %6 = vector.multi_reduction <maxsi>, %iv, %x [0, 1] : vector<2x3xi32> to i32
  %7 = vector.outerproduct %a, %b : vector<4xf32>, vector<2xf32>
  %8 = vector.outerproduct %a, %b, %7 : vector<4xf32>, vector<2xf32>
  %9 = vector.outerproduct %a, %s, %a {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  %10 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                         iterator_types = ["parallel", "parallel", "reduction"]} %v, %w, %acc : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  %11 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                         iterator_types = ["reduction"], kind = #vector.kind<mul>} %y, %y, %x : vector<4xi32>, vector<4xi32> into i32
  return
}

// CHECK-LABEL: func.func @memory(
// CHECK: vector.load %[[M:.*]][%[[I:.*]], %[[I]]] : memref<8x8xf32>, vector<4xf32>
// CHECK: vector.load %[[M]][%[[I]], %[[I]]] {nontemporal = true} : memref<8x8xf32>, vector<2x4xf32>
// CHECK: vector.store %{{.*}}, %[[M]][%[[I]], %[[I]]] : memref<8x8xf32>, vector<4xf32>
// CHECK: vector.load %{{.*}}[] : memref<f32>, vector<f32>
// CHECK: vector.maskedload %[[M]][%[[I]], %[[I]]], %{{.*}}, %{{.*}} : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.maskedstore %[[M]][%[[I]], %[[I]]], %{{.*}}, %{{.*}} : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
// CHECK: vector.gather %[[M]][%[[I]], %[[I]]] [%{{.*}}], %{{.*}}, %{{.*}} : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.scatter %[[M]][%[[I]], %[[I]]] [%{{.*}}], %{{.*}}, %{{.*}} : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>

func.func @memory(%m: memref<8x8xf32>, %z: memref<f32>, %t: tensor<8xf32>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>, %iv: vector<4xi32>) {
  %0 = vector.load %m[%i, %i] : memref<8x8xf32>, vector<4xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true} : memref<8x8xf32>, vector<2x4xf32>
  vector.store %0, %m[%i, %i] : memref<8x8xf32>, vector<4xf32>
  %2 = vector.load %z[] : memref<f32>, vector<f32>
  %3 = vector.maskedload %m[%i, %i], %mask, %v : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
  %4 = vector.gather %m[%i, %i] [%iv], %mask, %v : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i, %i] [%iv], %mask, %v : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>

  return
}

// The default permutation map (the minor identity) and in_bounds (all false) are left out.
// CHECK-LABEL: func.func @transfers(
// CHECK: vector.transfer_read %[[M:.*]][%[[I:.*]], %[[I]]], %[[P:.*]] : memref<8x8xf32>, vector<4xf32>
// CHECK: vector.transfer_read %[[M]][%[[I]], %[[I]]], %[[P]] {in_bounds = [true, false], permutation_map = #map{{[0-9]*}}} : memref<8x8xf32>, vector<4x2xf32>
// CHECK: vector.transfer_read %[[M]][%[[I]], %[[I]]], %[[P]] {in_bounds = [true], permutation_map = #map{{[0-9]*}}} : memref<8x8xf32>, vector<4xf32>
// CHECK: vector.transfer_read %[[M]][%[[I]], %[[I]]], %[[P]], %{{.*}} : memref<8x8xf32>, vector<4xf32>
// CHECK: vector.transfer_read %{{.*}}[%[[I]]], %[[P]] {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
// CHECK: vector.transfer_read %{{.*}}[], %[[P]] : memref<f32>, vector<f32>
// CHECK: vector.transfer_write %{{.*}}, %[[M]][%[[I]], %[[I]]] : vector<4xf32>, memref<8x8xf32>
// CHECK: vector.transfer_write %{{.*}}, %[[M]][%[[I]], %[[I]]], %{{.*}} {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
// CHECK: %{{.*}} = vector.transfer_write %{{.*}}, %{{.*}}[%[[I]]] : vector<4xf32>, tensor<8xf32>
// GENERIC: "vector.transfer_read"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map{{[0-9]*}}}>
func.func @transfers(%m: memref<8x8xf32>, %t: tensor<8xf32>, %z: memref<f32>, %i: index, %p: f32, %mask: vector<4xi1>) -> tensor<8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<8x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<8x8xf32>, vector<4x2xf32>
  %2 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<8x8xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %p, %mask : memref<8x8xf32>, vector<4xf32>
  %4 = vector.transfer_read %t[%i], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  %5 = vector.transfer_read %z[], %p : memref<f32>, vector<f32>
  vector.transfer_write %0, %m[%i, %i] : vector<4xf32>, memref<8x8xf32>
  vector.transfer_write %0, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  %6 = vector.transfer_write %0, %t[%i] : vector<4xf32>, tensor<8xf32>
  return %6 : tensor<8xf32>
}

// CHECK-LABEL: func.func @print(
// CHECK: vector.print %{{.*}} : vector<4xf32>
// CHECK: vector.print %{{.*}} : f32 punctuation <comma>
// CHECK: vector.print str "done\0A"
// CHECK: vector.print punctuation <open>
// CHECK: vector.print punctuation <no_punctuation>
// GENERIC: "vector.print"(%{{.*}}) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
func.func @print(%v: vector<4xf32>, %s: f32) {
  vector.print %v : vector<4xf32>
  vector.print %s : f32 punctuation <comma>
  vector.print str "done\n"
  vector.print punctuation <open>
  vector.print punctuation <no_punctuation>
  return
}

// One-element vectors and every element type the dialect claims.
// CHECK-LABEL: func.func @element_types(
// CHECK-COUNT-9: vector.reduction <add>
// CHECK: vector.extract %{{.*}}[0] : i1 from vector<1xi1>
// CHECK: vector.broadcast %{{.*}} : index to vector<1xindex>
func.func @element_types(%a: vector<1xi1>, %b: vector<3xi8>, %c: vector<3xi16>, %d: vector<3xi32>, %e: vector<3xi64>,
                         %f: vector<3xf16>, %g: vector<3xbf16>, %h: vector<3xf32>, %k: vector<3xf64>, %l: vector<3xindex>, %i: index) {
  %0 = vector.reduction <add>, %b : vector<3xi8> into i8
  %1 = vector.reduction <add>, %c : vector<3xi16> into i16
  %2 = vector.reduction <add>, %d : vector<3xi32> into i32
  %3 = vector.reduction <add>, %e : vector<3xi64> into i64
  %4 = vector.reduction <add>, %f : vector<3xf16> into f16
  %5 = vector.reduction <add>, %g : vector<3xbf16> into bf16
  %6 = vector.reduction <add>, %h : vector<3xf32> into f32
  %7 = vector.reduction <add>, %k : vector<3xf64> into f64
  %8 = vector.reduction <add>, %l : vector<3xindex> into index
  %9 = vector.extract %a[0] : i1 from vector<1xi1>
  %10 = vector.broadcast %i : index to vector<1xindex>
  return
}

// The ops beyond the core set (dialects/vector/more.go).
// CHECK-LABEL: func.func @more(
// CHECK: vector.expandload %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: vector.compressstore %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<?xf32>, vector<16xi1>, vector<16xf32>
// CHECK: vector.scalable.insert %{{.*}}, %{{.*}}[4] : vector<4xi32> into vector<[8]xi32>
// CHECK: vector.scalable.extract %{{.*}}[4] : vector<4xi32> from vector<[8]xi32>
// CHECK: %dest, %accumulated_value = vector.scan <add>, %{{.*}}, %{{.*}} {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
// CHECK: vector.interleave %{{.*}}, %{{.*}} : vector<4xf32> -> vector<8xf32>
// CHECK: %res1, %res2 = vector.deinterleave %{{.*}} : vector<16xf32> -> vector<8xf32>
// CHECK: vector.to_elements %{{.*}} : vector<4xf32>
// CHECK: vector.mask %{{.*}} {
// CHECK-NEXT: vector.reduction <add>
// CHECK-NEXT: } : vector<8xi1> -> i32
// CHECK: vector.mask %{{.*}}, %{{.*}} {
// CHECK-NEXT: vector.yield %{{.*}} : vector<8xi32>
// CHECK-NEXT: } : vector<8xi1> -> vector<8xi32>
// GENERIC: "vector.mask"(%{{.*}}) ({
// GENERIC-NEXT: "vector.reduction"
// GENERIC-NEXT: "vector.yield"(%{{.*}}) : (i32) -> ()
func.func @more(%a: vector<16xf32>, %base: memref<?xf32>, %mask: vector<16xi1>, %sv: vector<[8]xi32>, %s4: vector<4xi32>,
                %m0: vector<8xi1>, %x: vector<8xi32>, %v4: vector<4x8xf32>, %acc: vector<4xf32>, %b: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %1 = vector.expandload %base[%c0], %mask, %a : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %base[%c0], %mask, %a : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %2 = vector.scalable.insert %s4, %sv[4] : vector<4xi32> into vector<[8]xi32>
  %3 = vector.scalable.extract %sv[4] : vector<4xi32> from vector<[8]xi32>
  %5:2 = vector.scan <add>, %v4, %acc {reduction_dim = 1 : i64, inclusive = true} : vector<4x8xf32>, vector<4xf32>
  %6 = vector.interleave %b, %b : vector<4xf32> -> vector<8xf32>
  %7, %8 = vector.deinterleave %a : vector<16xf32> -> vector<8xf32>
  %9:4 = vector.to_elements %b : vector<4xf32>
  %4 = vector.mask %m0 { vector.reduction <add>, %x : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %10 = vector.mask %m0, %x { vector.yield %x : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  vector.mask %m0 { } : vector<8xi1>
  return
}

// A contraction's traits may be a dictionary alias; other attributes follow the operands.
#dot = {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]}
// CHECK-LABEL: func.func @contract_alias(
// CHECK: vector.contract {indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg0, %arg1 {note = "x"} : vector<4xf16>, vector<4xf16> into f32
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
func.func @contract_alias(%v: vector<4xf16>, %s: f32, %m: memref<?x?xvector<4x3xf32>>, %i: index, %pad: vector<4x3xf32>) -> f32 {
  %0 = vector.contract #dot %v, %v, %s {note = "x"} : vector<4xf16>, vector<4xf16> into f32
  %1 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
  return %0 : f32
}
