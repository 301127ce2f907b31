// convert-func-to-llvm carries argument attributes as upstream does: an
// argument that becomes one parameter (a scalar, a memref under the
// bare-pointer convention) keeps its dictionary; a memref expanded into
// its descriptor's fields drops it.
// RUN: strata-opt %s --convert-func-to-llvm -split-input-file | FileCheck %s
// RUN: strata-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=true -split-input-file | FileCheck %s --check-prefix=BARE

// CHECK-LABEL: llvm.func @scalars(
// CHECK-SAME:    %{{.*}}: f32 {first.arg = true}, %{{.*}}: i64 {llvm.noundef})
func.func @scalars(%a: f32 {first.arg = true}, %b: i64 {llvm.noundef}) {
  return
}

// -----

// CHECK-LABEL: llvm.func @memrefs(
// CHECK-NOT:     llvm.noalias
// CHECK:         llvm.return
// BARE-LABEL:  llvm.func @memrefs(
// BARE-SAME:     %{{.*}}: !llvm.ptr {llvm.noalias}, %{{.*}}: !llvm.ptr, %{{.*}}: f32 {llvm.noundef})
func.func @memrefs(%a: memref<4xf32> {llvm.noalias}, %b: memref<4xf32>, %s: f32 {llvm.noundef}) {
  return
}
