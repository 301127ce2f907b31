// sroa on llvm.alloca: an alloca of one struct, or of one array of at
// most 16 elements, reached only through constant GEPs [0, i, ...] of its
// own type whose results are only loaded from and stored to within the
// field they reach, and through direct (non-volatile) loads and stores of
// its first field, splits into an alloca per field used; a GEP [0, i] is
// that alloca, a longer one a GEP into it, and nested aggregates split in
// turn. Compared with mlir-opt-22 on these functions: the same, except
// the order of the new allocas and @other_type_gep (mlir-opt-22 follows a
// GEP of another type by byte offset; Strata leaves the alloca alone).
// RUN: strata-opt %s -split-input-file --sroa | FileCheck %s
// RUN: strata-opt %s -split-input-file --sroa --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: strata-run --target=cpu %s --entry run | FileCheck %s --check-prefix=OUT
// RUN: strata-opt %s --sroa | strata-run --target=cpu - --entry run | FileCheck %s --check-prefix=OUT

// STATS: SROA
// STATS-NEXT: (S) 2 destructured slots
// STATS-NEXT: (S) 2 max subelement number

// 7 stored in field 0, 5 in the array's element 1: 12 either way.
// OUT: 12
// CHECK-LABEL: func.func @run(
// CHECK-DAG:     %[[F0:.*]] = llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK-DAG:     %[[F11:.*]] = llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK-NOT:     llvm.getelementptr
// CHECK:         llvm.store %{{.*}}, %[[F0]] : i32, !llvm.ptr
// CHECK:         llvm.store %{{.*}}, %[[F11]] : i32, !llvm.ptr
// CHECK:         llvm.load %[[F0]] : !llvm.ptr -> i32
// CHECK:         llvm.load %[[F11]] : !llvm.ptr -> i32
func.func @run() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %x = llvm.mlir.constant(7 : i32) : i32
  %y = llvm.mlir.constant(5 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, array<2 x i32>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %p = llvm.getelementptr %a[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<2 x i32>)>
  llvm.store %y, %p : i32, !llvm.ptr
  %u = llvm.load %a : !llvm.ptr -> i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %s = llvm.add %u, %v : i32
  return %s : i32
}

// -----

// Fields of several types; an unused field gets no alloca; a narrower
// access stays within its field; volatile accesses through a GEP are
// fine.
// CHECK-LABEL: llvm.func @fields(
// CHECK-DAG:     %[[A:.*]] = llvm.alloca %{{.*}} x i64 : (i64) -> !llvm.ptr
// CHECK-DAG:     %[[B:.*]] = llvm.alloca %{{.*}} x f16 : (i64) -> !llvm.ptr
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.store volatile %arg0, %[[A]] : i32, !llvm.ptr
// CHECK:         llvm.store %arg1, %[[B]] : f16, !llvm.ptr
llvm.func @fields(%x: i32, %h: f16) -> f16 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !llvm.struct<"s", (i8, i64, f16, ptr)> : (i64) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"s", (i8, i64, f16, ptr)>
  llvm.store volatile %x, %p : i32, !llvm.ptr
  %q = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"s", (i8, i64, f16, ptr)>
  llvm.store %h, %q : f16, !llvm.ptr
  %v = llvm.load %q : !llvm.ptr -> f16
  llvm.return %v : f16
}

// -----

// Left alone: the alloca escapes, a field's address escapes, a dynamic
// index, an array longer than 16, an array size other than 1, a direct
// volatile or wider access, a GEP of another type, a GEP past the end.
// CHECK-LABEL: llvm.func @escapes(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
llvm.func @escapes(%x: i32) -> !llvm.ptr {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.return %a : !llvm.ptr
}
// CHECK-LABEL: llvm.func @field_escapes(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
llvm.func @field_escapes() -> !llvm.ptr {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.return %p : !llvm.ptr
}
// CHECK-LABEL: llvm.func @dynamic(
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<4 x i32>
llvm.func @dynamic(%x: i32, %i: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-LABEL: llvm.func @long_array(
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<17 x i32>
llvm.func @long_array(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-LABEL: llvm.func @array_size(
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<4 x i32>
llvm.func @array_size(%x: i32) -> i32 {
  %two = llvm.mlir.constant(2 : i32) : i32
  %a = llvm.alloca %two x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-LABEL: llvm.func @direct_volatile(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
llvm.func @direct_volatile(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store volatile %x, %a : i32, !llvm.ptr
  %v = llvm.load volatile %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-LABEL: llvm.func @wide(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
llvm.func @wide(%x: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store %x, %a : i64, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i64
  llvm.return %v : i64
}
// CHECK-LABEL: llvm.func @other_type_gep(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
llvm.func @other_type_gep(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-LABEL: llvm.func @past_end(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(i32, array<2 x i32>)>
llvm.func @past_end(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.struct<(i32, array<2 x i32>)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<2 x i32>)>
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
