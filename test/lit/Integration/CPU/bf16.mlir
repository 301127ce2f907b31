// bf16 compiled for the cpu target rounds as the interpreter does: ties
// to even, f64 rounded once (1 + 2^-8 + 2^-52 is above the tie, though
// its f32 rounding is on it), overflow to infinity, NaN, subnormals; an
// add and an exp computed in f32 and rounded once. With STRATA_CPU=x86-64
// (no bf16 instructions) nothing calls __truncsfbf2 or __truncdfbf2,
// which libgcc before GCC 13 does not have.
// RUN: strata-run --target=cpu %s | FileCheck %s
// RUN: env STRATA_CPU=x86-64 strata-run --target=cpu %s | FileCheck %s
// RUN: strata-run --target=interp %s | FileCheck %s

// CHECK: data =
// CHECK-NEXT: [{{ *}}1.00781,{{ *}}1,{{ *}}1.01562,{{ *}}-1.01562,{{ *}}inf,{{ *}}inf,{{ *}}-0,{{ *}}nan,{{ *}}-inf,{{ *}}9.18355e-41]
// CHECK: data =
// CHECK-NEXT: [{{ *}}1,{{ *}}1.01562,{{ *}}inf,{{ *}}nan,{{ *}}-0,{{ *}}9.18355e-41,{{ *}}3.38953e+38]
// CHECK: data =
// CHECK-NEXT: [{{ *}}2.03125,{{ *}}2.01562,{{ *}}1,{{ *}}11,{{ *}}inf]
// CHECK: data =
// CHECK-NEXT: [{{ *}}2.73438,{{ *}}2.71875,{{ *}}2.71875,{{ *}}2.71875,{{ *}}inf]
memref.global "private" constant @d : memref<10xf64> = dense<[1.0039062500000002, 1.00390625, 1.01171875, -1.01171875, 3.4e38, 1.0e300, -1.0e-300, 0x7FF8000000000000, 0xFFF0000000000000, 9.2e-41]>
memref.global "private" constant @s : memref<7xf32> = dense<[1.00390625, 1.01171875, 3.4e38, 0x7FC00000, -0.0, 9.2e-41, 3.3961e38]>
memref.global "private" constant @a : memref<5xbf16> = dense<[1.0078125, 1.0, 1.0, 1.0, 3.0e38]>
memref.global "private" constant @b : memref<5xbf16> = dense<[1.0234375, 1.01171875, 0.0, 10.0, 3.0e38]>

func.func @main() -> (memref<10xbf16>, memref<7xbf16>, memref<5xbf16>, memref<5xbf16>) {
  %m = memref.get_global @d : memref<10xf64>
  %n = memref.get_global @s : memref<7xf32>
  %ma = memref.get_global @a : memref<5xbf16>
  %mb = memref.get_global @b : memref<5xbf16>
  %o = memref.alloc() : memref<10xbf16>
  %p = memref.alloc() : memref<7xbf16>
  %q = memref.alloc() : memref<5xbf16>
  %r = memref.alloc() : memref<5xbf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.for %k = %c0 to %c10 step %c1 {
    %x = memref.load %m[%k] : memref<10xf64>
    %y = arith.truncf %x : f64 to bf16
    memref.store %y, %o[%k] : memref<10xbf16>
  }
  scf.for %k = %c0 to %c7 step %c1 {
    %x = memref.load %n[%k] : memref<7xf32>
    %y = arith.truncf %x : f32 to bf16
    memref.store %y, %p[%k] : memref<7xbf16>
  }
  scf.for %k = %c0 to %c5 step %c1 {
    %x = memref.load %ma[%k] : memref<5xbf16>
    %y = memref.load %mb[%k] : memref<5xbf16>
    %z = arith.addf %x, %y : bf16
    memref.store %z, %q[%k] : memref<5xbf16>
    %e = math.exp %x : bf16
    memref.store %e, %r[%k] : memref<5xbf16>
  }
  return %o, %p, %q, %r : memref<10xbf16>, memref<7xbf16>, memref<5xbf16>, memref<5xbf16>
}
