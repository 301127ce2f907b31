// snapshot-op-locations: the IR is printed to a file, and each op takes
// the location of its text there (line from 1, column from 0); with tag,
// fused with the old one.
// RUN: strata-opt %s --snapshot-op-locations=filename=%t.snap.mlir --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: FileCheck %s --check-prefix=SNAP < %t.snap.mlir
// RUN: strata-opt %s '--snapshot-op-locations=filename=%t.tag.mlir tag=before' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=TAG
// RUN: not strata-opt %s --snapshot-op-locations 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not strata-opt %s --snapshot-op-locations=filename=%t.missing/dir/x.mlir 2>&1 | FileCheck %s --check-prefix=BADDIR

// CHECK: func.func @f(%arg0: i32 loc("{{.*}}snapshot-op-locations.mlir":{{[0-9]+}}:{{[0-9]+}})) -> i32 {
// CHECK:   %0 = arith.addi %arg0, %arg0 : i32 loc("{{.*}}.snap.mlir":3:4)
// CHECK:   return %0 : i32 loc("{{.*}}.snap.mlir":4:4)
// CHECK: } loc("{{.*}}.snap.mlir":2:2)
// CHECK: } loc("{{.*}}.snap.mlir":1:0)
// SNAP:      module {
// SNAP-NEXT:   func.func @f(%arg0: i32) -> i32 {
// SNAP-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// TAG: %0 = arith.addi %arg0, %arg0 : i32 loc(fused["{{.*}}snapshot-op-locations.mlir":{{[0-9]+}}:{{[0-9]+}}, "before"("{{.*}}.tag.mlir":3:4)])
// NOFILE: snapshot-op-locations: give filename=FILE
// BADDIR: snapshot-op-locations: {{.*}}no such file or directory
func.func @f(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
