// A 2-D 5-point stencil over the interior of a 4x5 grid (affine.apply
// for neighbour indices).
// RUN: strata-run --target=cpu --check-leaks %s --entry main | FileCheck %s

// CHECK: Memref rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[ *}}0, 0, 0, 0, 0],
// CHECK-NEXT: {{\[ *}}0, 30, 35, 40, 0],
// CHECK-NEXT: {{\[ *}}0, 55, 60, 65, 0],
// CHECK-NEXT: {{\[ *}}0, 0, 0, 0, 0]]
func.func @main() -> memref<4x5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f32
  %in = memref.alloc() : memref<4x5xf32>
  %out = memref.alloc() : memref<4x5xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 5 + d1)>(%i, %j)
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %in[%i, %j] : memref<4x5xf32>
      memref.store %zero, %out[%i, %j] : memref<4x5xf32>
    }
  }
  %c4m = arith.constant 4 : index
  scf.for %i = %c1 to %c3 step %c1 {
    scf.for %j = %c1 to %c4m step %c1 {
      %im = affine.apply affine_map<(d0) -> (d0 - 1)>(%i)
      %ip = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %jm = affine.apply affine_map<(d0) -> (d0 - 1)>(%j)
      %jp = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %a = memref.load %in[%i, %j] : memref<4x5xf32>
      %b = memref.load %in[%im, %j] : memref<4x5xf32>
      %c = memref.load %in[%ip, %j] : memref<4x5xf32>
      %d = memref.load %in[%i, %jm] : memref<4x5xf32>
      %e = memref.load %in[%i, %jp] : memref<4x5xf32>
      %s1 = arith.addf %a, %b : f32
      %s2 = arith.addf %s1, %c : f32
      %s3 = arith.addf %s2, %d : f32
      %s4 = arith.addf %s3, %e : f32
      memref.store %s4, %out[%i, %j] : memref<4x5xf32>
    }
  }
  memref.dealloc %in : memref<4x5xf32>
  return %out : memref<4x5xf32>
}
