// Vector code compiled for the CPU (strata-lower-to-llvm runs convert-vector-to-scf and
// convert-vector-to-llvm; emit/llvm prints the vector instructions and intrinsics) computes what
// the interpreter computes, on seeded random inputs (f16 and bf16 arguments the cpu target does not
// take: test/lit/Dialect/Vector/interp.mlir runs those in the interpreter).
// RUN: strata-run %s --target=interp --random-inputs > %t.interp
// RUN: strata-run %s --target=cpu --random-inputs > %t.cpu
// RUN: diff %t.interp %t.cpu
// RUN: FileCheck %s < %t.cpu

// CHECK: Memref rank = 1 offset = 0 sizes = [24] strides = [1]
// CHECK: Memref rank = 1 offset = 0 sizes = [6] strides = [1]
func.func @main(%x: memref<8xf32>, %m: memref<6xf32>, %i8: memref<4xi8>, %i16: memref<4xi16>, %i64: memref<4xi64>,
                %d: memref<4xf64>, %n: index)
    -> (f32, memref<24xf32>, f32, i32, memref<6xf32>, i8, i16, i64, f64, i8, i64, f64, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = vector.load %x[%c0] : memref<8xf32>, vector<4xf32>
  %b = vector.load %x[%c4] : memref<8xf32>, vector<4xf32>
  %0 = vector.reduction <add>, %a : vector<4xf32> into f32
  %1 = vector.fma %a, %b, %a : vector<4xf32>
  %p = arith.constant -2.5 : f32
  // Lanes past the end of %m read the padding; a masked transfer reads it where the mask is off.
  %2 = vector.transfer_read %m[%c1], %p : memref<6xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%c3], %p : memref<6xf32>, vector<4xf32>
  %s = arith.constant 0.5 : f32
  %4 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %s : vector<4xf32>, vector<4xf32> into f32
  %5 = vector.extract_strided_slice %1 {offsets = [1], sizes = [3], strides = [1]} : vector<4xf32> to vector<3xf32>
  %6 = vector.outerproduct %a, %s, %b {kind = #vector.kind<add>} : vector<4xf32>, f32
  %ci = arith.constant dense<[3, -7, 2, 9]> : vector<4xi32>
  %7 = vector.reduction <maxsi>, %ci : vector<4xi32> into i32
  %mask = vector.create_mask %c3 : vector<4xi1>
  %8 = vector.maskedload %x[%c1], %mask, %b : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %out = memref.alloc() : memref<24xf32>
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  vector.store %1, %out[%c0] : memref<24xf32>, vector<4xf32>
  vector.store %2, %out[%c4] : memref<24xf32>, vector<4xf32>
  vector.store %3, %out[%c8] : memref<24xf32>, vector<4xf32>
  vector.store %6, %out[%c12] : memref<24xf32>, vector<4xf32>
  vector.store %8, %out[%c16] : memref<24xf32>, vector<4xf32>
  %9 = vector.insert_strided_slice %5, %a {offsets = [1], strides = [1]} : vector<3xf32> into vector<4xf32>
  %e = vector.extract %9[2] : f32 from vector<4xf32>
  %10 = vector.insert %e, %9[0] : f32 into vector<4xf32>
  vector.store %10, %out[%c20] : memref<24xf32>, vector<4xf32>
  vector.transfer_write %a, %m[%c3] : vector<4xf32>, memref<6xf32>
  // One reduction per element type.
  %vi8 = vector.load %i8[%c0] : memref<4xi8>, vector<4xi8>
  %r8 = vector.reduction <mul>, %vi8 : vector<4xi8> into i8
  %vi16 = vector.load %i16[%c0] : memref<4xi16>, vector<4xi16>
  %r16 = vector.reduction <minsi>, %vi16 : vector<4xi16> into i16
  %vi64 = vector.load %i64[%c0] : memref<4xi64>, vector<4xi64>
  %r64 = vector.reduction <add>, %vi64 : vector<4xi64> into i64
  %vd = vector.load %d[%c0] : memref<4xf64>, vector<4xf64>
  %one = arith.constant 1.5 : f64
  %rd = vector.reduction <mul>, %vd, %one : vector<4xf64> into f64
  %x8 = vector.reduction <xor>, %vi8 : vector<4xi8> into i8
  // A dynamic lane, and a one-element vector.
  %k = arith.constant 2 : index
  %l64 = vector.extract %vi64[%k] : i64 from vector<4xi64>
  %bd = vector.broadcast %one : f64 to vector<1xf64>
  %sd = vector.extract %bd[0] : f64 from vector<1xf64>
  %step = vector.step : vector<4xindex>
  %mask2 = vector.create_mask %n : vector<4xi1>
  %z = arith.constant 0.0 : f32
  %zeros = vector.broadcast %z : f32 to vector<4xf32>
  %sel = vector.maskedload %x[%c4], %mask2, %zeros : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %rsel = vector.reduction <add>, %sel : vector<4xf32> into f32
  return %0, %out, %4, %7, %m, %r8, %r16, %r64, %rd, %x8, %l64, %sd, %rsel
    : f32, memref<24xf32>, f32, i32, memref<6xf32>, i8, i16, i64, f64, i8, i64, f64, f32
}
