// math.fma and vector.fma round a*b+c once, as fma.rn.f32 and vfmadd do:
// (1+2^-12)^2 + 2^-70 is 1 + 2^-11 + 2^-24 + 2^-70, just above the f32
// midpoint 1 + 2^-11 + 2^-24, so it rounds up to 1 + 2^-11 + 2^-23
// (0x3f801001 = 1065357313). Rounding float64's fused result (which drops
// the 2^-70) to f32 again would tie to even: 0x3f801000 = 1065357312.
// RUN: strata-run %s --exact | FileCheck %s

// CHECK: 1.0004884
// CHECK-NEXT: 1065357313
// CHECK-NEXT: Memref rank = 1
// CHECK-NEXT: [1065357313, 1065357313]

func.func @main() -> (f32, i32, vector<2xi32>) {
  %x = arith.constant 1.000244140625 : f32
  %tiny = arith.constant 8.470329472543003e-22 : f32
  %r = math.fma %x, %x, %tiny : f32
  %bits = arith.bitcast %r : f32 to i32
  %xv = vector.broadcast %x : f32 to vector<2xf32>
  %tv = vector.broadcast %tiny : f32 to vector<2xf32>
  %rv = vector.fma %xv, %xv, %tv : vector<2xf32>
  %bv = vector.bitcast %rv : vector<2xf32> to vector<2xi32>
  return %r, %bits, %bv : f32, i32, vector<2xi32>
}
