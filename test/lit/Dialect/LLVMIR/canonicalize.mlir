// llvm.extractvalue folds to the value the llvm.insertvalue chain of its
// container wrote at its position, past insertions at other positions
// (a memref descriptor built field by field and read back), as
// upstream's fold does; where the chain ends elsewhere, or in an
// insertion overlapping its position, it reads the last container it
// reached.
// RUN: strata-opt %s --canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @descriptor(
// CHECK-SAME:    %[[A:.*]]: !llvm.ptr, %[[B:.*]]: !llvm.ptr, %[[N:.*]]: i64)
// CHECK:         %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
// CHECK:         %[[R1:.*]] = llvm.insertvalue %[[B]], %[[P]][0]
// CHECK:         %[[R2:.*]] = llvm.insertvalue %[[N]], %[[R1]][1]
// CHECK-NOT:     llvm.extractvalue
// CHECK:         llvm.return %[[R2]]
llvm.func @descriptor(%a: !llvm.ptr, %b: !llvm.ptr, %n: i64) -> !llvm.struct<(ptr, i64)> {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %b, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.insertvalue %n, %2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %4 = llvm.insertvalue %n, %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %p = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %s = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %r0 = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
  %r1 = llvm.insertvalue %p, %r0[0] : !llvm.struct<(ptr, i64)>
  %r2 = llvm.insertvalue %s, %r1[1] : !llvm.struct<(ptr, i64)>
  llvm.return %r2 : !llvm.struct<(ptr, i64)>
}

// -----

// The position was never written: the extraction reads the argument the
// chain ends in. An enclosing array inserted whole: kept, as upstream.
// CHECK-LABEL: llvm.func @kept(
// CHECK:         llvm.extractvalue %arg0[2]
// CHECK:         %[[W:.*]] = llvm.insertvalue %arg1, %{{.*}}[3]
// CHECK:         llvm.extractvalue %[[W]][3, 0]
llvm.func @kept(%d: !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>, %arr: !llvm.array<1 x i64>, %q: !llvm.ptr) -> i64 {
  %1 = llvm.insertvalue %q, %d[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %x = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %2 = llvm.insertvalue %arr, %1[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %y = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %s = llvm.add %x, %y : i64
  llvm.return %s : i64
}
