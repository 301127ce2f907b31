// index, i1 and i8 vectors compiled for the CPU compute what the interpreter computes: vector.step's
// index constant (an i64 vector once lowered), reductions of i1 masks and of unsigned i8, an index
// lane, index arithmetic on vectors.
// RUN: strata-run %s --target=interp --random-inputs > %t.interp
// RUN: strata-run %s --target=cpu --random-inputs > %t.cpu
// RUN: diff %t.interp %t.cpu
// RUN: FileCheck %s < %t.cpu

// CHECK: 6
// CHECK-NEXT: {{[01]}}
// CHECK: [1, 2, 3, 4]

func.func @main(%b: memref<4xi8>, %n: index) -> (index, i1, i1, i8, index, memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %s = vector.step : vector<4xindex>
  %r = vector.reduction <add>, %s : vector<4xindex> into index
  %m = vector.create_mask %n : vector<4xi1>
  %a = vector.reduction <and>, %m : vector<4xi1> into i1
  %o = vector.reduction <xor>, %m : vector<4xi1> into i1
  %v = vector.load %b[%c0] : memref<4xi8>, vector<4xi8>
  %mx = vector.reduction <maxui>, %v : vector<4xi8> into i8
  %e = vector.extract %s[2] : index from vector<4xindex>
  %bc = vector.broadcast %n : index to vector<4xindex>
  %sum = arith.addi %s, %bc : vector<4xindex>
  %sc = arith.index_cast %sum : vector<4xindex> to vector<4xi64>
  %out = memref.alloc() : memref<4xi64>
  vector.store %sc, %out[%c0] : memref<4xi64>, vector<4xi64>
  return %r, %a, %o, %mx, %e, %out : index, i1, i1, i8, index, memref<4xi64>
}
