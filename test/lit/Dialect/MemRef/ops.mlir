// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK: memref.global @uninit : memref<4xi32> = uninitialized
// CHECK: memref.global "private" @ext : memref<4xi32>
// CHECK-LABEL: func.func @ops
// CHECK: %{{.*}} = memref.alloc() : memref<4x8xf32>
// CHECK: %{{.*}} = memref.alloc(%{{.*}}) {alignment = 16 : i64} : memref<4x?xf32>
// CHECK: %{{.*}} = memref.alloc(%{{.*}})[%{{.*}}] : memref<4x?xf32, #map>
// CHECK: %{{.*}} = memref.alloca() : memref<f32>
// CHECK: %{{.*}} = memref.alloca(%{{.*}}) : memref<?xf32, 1>
// CHECK: %{{.*}} = memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x8xf32>
// CHECK: %{{.*}} = memref.load %{{.*}}[%{{.*}}, %{{.*}}] {nontemporal = true} : memref<4x8xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x8xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[] : memref<f32>
// CHECK: %{{.*}} = memref.dim %{{.*}}, %{{.*}} : memref<4x?xf32>
// CHECK: %{{.*}} = memref.rank %{{.*}} : memref<4x?xf32>
// CHECK: %{{.*}} = memref.subview %{{.*}}[0, 2] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
// CHECK: %{{.*}} = memref.subview %{{.*}}[%{{.*}}, %{{.*}}] [%{{.*}}, 4] [1, 2] : memref<4x8xf32> to memref<?x4xf32, strided<[8, 2], offset: ?>>
// CHECK: %{{.*}} = memref.subview %{{.*}}[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 8>>
// CHECK: %{{.*}} = memref.cast %{{.*}} : memref<4x8xf32> to memref<?x?xf32>
// CHECK: %{{.*}} = memref.cast %{{.*}} : memref<4x8xf32> to memref<*xf32>
// CHECK: %{{.*}} = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
// CHECK: %{{.*}} = memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
// CHECK: %{{.*}} = memref.collapse_shape %{{.*}} {{\[\[}}0, 1{{\]\]}} : memref<4x8xf32> into memref<32xf32>
// CHECK: %{{.*}} = memref.expand_shape %{{.*}} {{\[\[}}0, 1, 2{{\]\]}} output_shape [2, 4, 4] : memref<32xf32> into memref<2x4x4xf32>
// CHECK: %{{.*}} = memref.expand_shape %{{.*}} {{\[\[}}0, 1{{\]\]}} output_shape [%{{.*}}, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4x8xf32> to memref<4x8xf32>
// CHECK: %{{.*}} = memref.get_global @cst : memref<2xf32>
// CHECK: %{{.*}} = memref.assume_alignment %{{.*}}, 64 : memref<4x8xf32>
// CHECK: %{{.*}} = memref.assume_alignment %{{.*}}, 64 : memref<4x8xf32>
// CHECK: %{{.*}}, %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %{{.*}} : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK: %{{.*}} = memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// CHECK: %{{.*}} = memref.alloc() : memref<2048xi8>
// CHECK: %{{.*}} = memref.view %{{.*}}[%{{.*}}][%{{.*}}] : memref<2048xi8> to memref<?x4xf32>
// CHECK: memref.dealloc %{{.*}} : memref<4x8xf32>

memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @uninit : memref<4xi32> = uninitialized
memref.global "private" @ext : memref<4xi32>
func.func @ops(%n: index, %m: index, %i: index, %v: f32, %src: memref<?xf32>) {
  %a = memref.alloc() : memref<4x8xf32>
  %b = memref.alloc(%n) {alignment = 16 : i64} : memref<4x?xf32>
  %s = memref.alloc(%n)[%m] : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %c = memref.alloca() : memref<f32>
  %d = memref.alloca(%n) : memref<?xf32, 1>
  %x = memref.load %a[%i, %i] : memref<4x8xf32>
  %x2 = memref.load %a[%i, %i] {nontemporal = true} : memref<4x8xf32>
  memref.store %v, %a[%i, %i] : memref<4x8xf32>
  memref.store %v, %c[] : memref<f32>
  %dim = memref.dim %b, %i : memref<4x?xf32>
  %r = memref.rank %b : memref<4x?xf32>
  %sv = memref.subview %a[0, 2] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  %sv2 = memref.subview %a[%i, %n] [%m, 4] [1, 2] : memref<4x8xf32> to memref<?x4xf32, strided<[8, 2], offset: ?>>
  %sv3 = memref.subview %a[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 8>>
  %cast = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %ucast = memref.cast %a : memref<4x8xf32> to memref<*xf32>
  %rc = memref.reinterpret_cast %src to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  %rc2 = memref.reinterpret_cast %src to offset: [%i], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
  %col = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %exp = memref.expand_shape %col [[0, 1, 2]] output_shape [2, 4, 4] : memref<32xf32> into memref<2x4x4xf32>
  %exp2 = memref.expand_shape %src [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  memref.copy %a, %a : memref<4x8xf32> to memref<4x8xf32>
  %g = memref.get_global @cst : memref<2xf32>
  memref.assume_alignment %a, 64 : memref<4x8xf32>
  %al = memref.assume_alignment %a, 64 : memref<4x8xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %raw = memref.alloc() : memref<2048xi8>
  %view = memref.view %raw[%i][%n] : memref<2048xi8> to memref<?x4xf32>
  memref.dealloc %a : memref<4x8xf32>
  return
}
