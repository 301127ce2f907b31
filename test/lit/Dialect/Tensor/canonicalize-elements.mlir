// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check > /dev/null

// Casts, element access and tensor creation fold as upstream's tensor
// canonicalizations do (checked against mlir-opt-22).

// CHECK-LABEL: func.func @cast_chain
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK-NEXT:    return %[[C]]
func.func @cast_chain(%a: tensor<?x?xf32>) -> tensor<2x3xf32> {
  %0 = tensor.cast %a : tensor<?x?xf32> to tensor<2x?xf32>
  %1 = tensor.cast %0 : tensor<2x?xf32> to tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// The middle type knows a size the last one does not: both casts stay.
// CHECK-LABEL: func.func @cast_chain_keeps_information
// CHECK-NEXT:    tensor.cast
// CHECK-NEXT:    tensor.cast
func.func @cast_chain_keeps_information(%a: tensor<?x?xf32>) -> tensor<?x3xf32> {
  %0 = tensor.cast %a : tensor<?x?xf32> to tensor<2x?xf32>
  %1 = tensor.cast %0 : tensor<2x?xf32> to tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @bitcasts
// CHECK-NEXT:    %[[B:.*]] = tensor.bitcast %arg0 : tensor<3xi32> to tensor<3xf32>
// CHECK-NEXT:    return %[[B]], %arg0
func.func @bitcasts(%a: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %0 = tensor.bitcast %a : tensor<3xi32> to tensor<3xui32>
  %1 = tensor.bitcast %0 : tensor<3xui32> to tensor<3xf32>
  %2 = tensor.bitcast %0 : tensor<3xui32> to tensor<3xi32>
  return %1, %2 : tensor<3xf32>, tensor<3xi32>
}

// -----

// CHECK-LABEL: func.func @single_concat
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %arg0 : tensor<?x4xf32> to tensor<0x4xf32>
// CHECK-NEXT:    return %[[C]]
func.func @single_concat(%a: tensor<?x4xf32>) -> tensor<0x4xf32> {
  %0 = tensor.concat dim(0) %a : (tensor<?x4xf32>) -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

// -----

// CHECK-LABEL: func.func @extract_constants
// CHECK-DAG:     %[[A:.*]] = arith.constant 6 : i16
// CHECK-DAG:     %[[B:.*]] = arith.constant 2.500000e+00 : f64
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[S:.*]] = arith.constant 9.000000e+00 : f32
// CHECK-DAG:     %[[R:.*]] = arith.constant -1 : index
// CHECK:         return %[[A]], %[[B]], %[[Z]], %[[S]], %[[R]]
func.func @extract_constants(%i: index) -> (i16, f64, f32, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>
  %0 = tensor.extract %d[%c1, %i] : tensor<2x3xi16>
  %c2 = arith.constant 2 : index
  %1 = tensor.extract %d[%c1, %c2] : tensor<2x3xi16>
  %s = arith.constant dense<2.5> : tensor<7xf64>
  %2 = tensor.extract %s[%i] : tensor<7xf64>
  %sp = arith.constant sparse<[[0, 1]], [9.0]> : tensor<2x2xf32>
  %3 = tensor.extract %sp[%c1, %c1] : tensor<2x2xf32>
  %4 = tensor.extract %sp[%c0, %c1] : tensor<2x2xf32>
  %r = arith.constant dense<-1> : tensor<index>
  %5 = tensor.extract %r[] : tensor<index>
  return %1, %2, %3, %4, %5 : i16, f64, f32, f32, index
}

// -----

// Out-of-bounds or unknown indices into a dense constant do not fold.
// CHECK-LABEL: func.func @extract_constant_no_fold
// CHECK:         %[[E:.*]] = tensor.extract
// CHECK-NEXT:    return %[[E]]
func.func @extract_constant_no_fold(%i: index) -> i16 {
  %d = arith.constant dense<[1, 2, 3]> : tensor<3xi16>
  %0 = tensor.extract %d[%i] : tensor<3xi16>
  return %0 : i16
}

// -----

// CHECK-LABEL: func.func @complex_elements
// CHECK-NEXT:    %[[C:.*]] = complex.constant [1.000000e+00, -2.000000e+00] : complex<f64>
// CHECK-NEXT:    %[[T:.*]] = arith.constant dense<[(1.000000e+00,-2.000000e+00), (1.000000e+00,-2.000000e+00), (0.000000e+00,1.000000e+00)]> : tensor<3xcomplex<f64>>
// CHECK-NEXT:    return %[[C]], %[[T]]
func.func @complex_elements() -> (complex<f64>, tensor<3xcomplex<f64>>) {
  %c = arith.constant dense<[(1.0, -2.0), (0.0, 1.0)]> : tensor<2xcomplex<f64>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract %c[%c0] : tensor<2xcomplex<f64>>
  %1 = tensor.extract %c[%c1] : tensor<2xcomplex<f64>>
  %t = tensor.from_elements %0, %0, %1 : tensor<3xcomplex<f64>>
  return %0, %t : complex<f64>, tensor<3xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @extract_of_cast_and_generate
// CHECK-NEXT:    %[[E:.*]] = tensor.extract %arg0[%arg1] : tensor<8xf32>
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %arg2 : index
// CHECK-NEXT:    return %[[E]], %[[M]]
func.func @extract_of_cast_and_generate(%a: tensor<8xf32>, %i: index, %j: index, %n: index) -> (f32, index) {
  %0 = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  %g = tensor.generate %n {
  ^bb0(%x: index, %y: index):
    %m = arith.muli %x, %y : index
    tensor.yield %m : index
  } : tensor<?x4xindex>
  %2 = tensor.extract %g[%i, %j] : tensor<?x4xindex>
  return %1, %2 : f32, index
}

// -----

// A generate whose body writes memory is kept.
// CHECK-LABEL: func.func @extract_of_generate_with_effects
// CHECK:         tensor.generate
// CHECK:         tensor.extract
func.func @extract_of_generate_with_effects(%m: memref<4xindex>, %i: index) -> index {
  %g = tensor.generate {
  ^bb0(%x: index):
    memref.store %x, %m[%x] : memref<4xindex>
    tensor.yield %x : index
  } : tensor<4xindex>
  %0 = tensor.extract %g[%i] : tensor<4xindex>
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @insert_splat_value
// CHECK:         %[[C:.*]] = arith.constant dense<3> : tensor<2x2xi8>
// CHECK-NEXT:    tensor.insert
// CHECK:         return %[[C]]
func.func @insert_splat_value(%i: index) -> (tensor<2x2xi8>, tensor<2x2xi8>) {
  %d = arith.constant dense<3> : tensor<2x2xi8>
  %v = arith.constant 3 : i8
  %0 = tensor.insert %v into %d[%i, %i] : tensor<2x2xi8>
  %w = arith.constant 4 : i8
  %1 = tensor.insert %w into %d[%i, %i] : tensor<2x2xi8>
  return %0, %1 : tensor<2x2xi8>, tensor<2x2xi8>
}

// -----

// CHECK-LABEL: func.func @slice_of_splat
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<1.500000e+00> : tensor<2x0xf32>
// CHECK-NEXT:    return %[[C]]
func.func @slice_of_splat(%i: index) -> tensor<2x0xf32> {
  %d = arith.constant dense<1.5> : tensor<8x8xf32>
  %0 = tensor.extract_slice %d[%i, 1] [2, 0] [1, 1] : tensor<8x8xf32> to tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_generate
// CHECK-NEXT:    return %arg1
func.func @dim_of_generate(%n: index, %m: index) -> index {
  %c2 = arith.constant 2 : index
  %g = tensor.generate %n, %m {
  ^bb0(%x: index, %y: index, %z: index):
    tensor.yield %x : index
  } : tensor<?x4x?xindex>
  %0 = tensor.dim %g, %c2 : tensor<?x4x?xindex>
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @empty_sizes
// CHECK-NEXT:    %[[E:.*]] = tensor.empty(%arg0) : tensor<?x0x5xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[E]] : tensor<?x0x5xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:    %[[F:.*]] = tensor.empty() : tensor<3x7xi1>
// CHECK-NEXT:    return %[[C]], %[[F]]
func.func @empty_sizes(%n: index) -> (tensor<?x?x?xf32>, tensor<3x7xi1>) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = tensor.empty(%n, %c0, %c5) : tensor<?x?x?xf32>
  %1 = tensor.empty(%n) : tensor<?x7xi1>
  %2 = tensor.cast %1 : tensor<?x7xi1> to tensor<3x7xi1>
  return %0, %2 : tensor<?x?x?xf32>, tensor<3x7xi1>
}

// -----

// A generate of constant sizes gets the static type (its body kept) and
// a cast back; a negative size stays dynamic.
// CHECK-LABEL: func.func @generate_sizes
// CHECK:         %[[G:.*]] = tensor.generate %arg0 {
// CHECK:         } : tensor<?x0x2xindex>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[G]] : tensor<?x0x2xindex> to tensor<?x?x?xindex>
// CHECK:         tensor.generate %{{.*}} {
// CHECK:         } : tensor<?xindex>
func.func @generate_sizes(%n: index) -> (tensor<?x?x?xindex>, tensor<?xindex>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = arith.constant -1 : index
  %0 = tensor.generate %n, %c0, %c2 {
  ^bb0(%x: index, %y: index, %z: index):
    tensor.yield %z : index
  } : tensor<?x?x?xindex>
  %1 = tensor.generate %m {
  ^bb0(%x: index):
    tensor.yield %x : index
  } : tensor<?xindex>
  return %0, %1 : tensor<?x?x?xindex>, tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @extract_of_index_cast
// CHECK-NEXT:    %[[E:.*]] = tensor.extract %arg0[%arg1, %arg1] : tensor<2x?xi64>
// CHECK-NEXT:    %[[C:.*]] = arith.index_cast %[[E]] : i64 to index
// CHECK-NEXT:    return %[[C]]
func.func @extract_of_index_cast(%a: tensor<2x?xi64>, %i: index) -> index {
  %0 = arith.index_cast %a : tensor<2x?xi64> to tensor<2x?xindex>
  %1 = tensor.extract %0[%i, %i] : tensor<2x?xindex>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @gather_of_splat
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<7> : tensor<2x1xi8>
// CHECK-NEXT:    return %[[C]]
func.func @gather_of_splat(%idx: tensor<2x1xindex>) -> tensor<2x1xi8> {
  %c = arith.constant dense<7> : tensor<5xi8>
  %0 = tensor.gather %c[%idx] gather_dims([0]) : (tensor<5xi8>, tensor<2x1xindex>) -> tensor<2x1xi8>
  return %0 : tensor<2x1xi8>
}
