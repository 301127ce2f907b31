// strata-cpu-deduplicate-kernels: llvm.func kernels (strata.kernel) equal but for their names are
// one: the first stays, calls and llvm.mlir.addressof of the others name it, the others go. A
// task equal to another once their kernels are one goes too (a second round).
// RUN: strata-opt %s --strata-cpu-deduplicate-kernels -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-cpu-deduplicate-kernels -split-input-file | strata-opt --strata-cpu-deduplicate-kernels -split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @main
// CHECK:         llvm.call @k1(
// CHECK:         llvm.call @k1(
// CHECK:         llvm.call @k3(
// CHECK:         llvm.mlir.addressof @k1_task
// CHECK:         llvm.mlir.addressof @k1_task
// CHECK:         llvm.return
// CHECK:       llvm.func @k1(
// CHECK:       llvm.func @k1_task(
// CHECK-NOT:   @k2
// CHECK:       llvm.func @k3(
// CHECK-NOT:   @k2
module {
  llvm.func @main(%p: !llvm.ptr, %x: f32) {
    llvm.call @k1(%p, %x) : (!llvm.ptr, f32) -> ()
    llvm.call @k2(%p, %x) : (!llvm.ptr, f32) -> ()
    llvm.call @k3(%p, %x) : (!llvm.ptr, f32) -> ()
    %t1 = llvm.mlir.addressof @k1_task : !llvm.ptr
    %t2 = llvm.mlir.addressof @k2_task : !llvm.ptr
    llvm.return
  }
  llvm.func @k1(%p: !llvm.ptr, %x: f32) attributes {strata.kernel} {
    llvm.store %x, %p : f32, !llvm.ptr
    llvm.return
  }
  llvm.func @k1_task(%p: !llvm.ptr, %x: f32) attributes {strata.kernel} {
    llvm.call @k1(%p, %x) : (!llvm.ptr, f32) -> ()
    llvm.return
  }
  llvm.func @k2(%q: !llvm.ptr, %y: f32) attributes {strata.kernel} {
    llvm.store %y, %q : f32, !llvm.ptr
    llvm.return
  }
  llvm.func @k2_task(%p: !llvm.ptr, %x: f32) attributes {strata.kernel} {
    llvm.call @k2(%p, %x) : (!llvm.ptr, f32) -> ()
    llvm.return
  }
  // A different body: stays.
  llvm.func @k3(%p: !llvm.ptr, %x: f32) attributes {strata.kernel} {
    %y = llvm.fadd %x, %x : f32
    llvm.store %y, %p : f32, !llvm.ptr
    llvm.return
  }
}

// -----

// What is not a kernel, a declaration, a kernel differing in an attribute and one named inside an
// array attribute stay.
// CHECK-LABEL: llvm.func @host
// CHECK:         llvm.call @plain2(
// CHECK:         llvm.call @pinned(
// CHECK:         llvm.call @other_linkage(
// CHECK:       llvm.func @plain1(
// CHECK:       llvm.func @plain2(
// CHECK:       llvm.func @decl1(
// CHECK:       llvm.func @decl2(
// CHECK:       llvm.func @kernel(
// CHECK:       llvm.func @pinned(
// CHECK:       llvm.func internal @other_linkage(
module {
  llvm.func @host(%p: !llvm.ptr) attributes {uses = [@pinned]} {
    llvm.call @plain2(%p) : (!llvm.ptr) -> ()
    llvm.call @pinned(%p) : (!llvm.ptr) -> ()
    llvm.call @other_linkage(%p) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @plain1(%p: !llvm.ptr) {
    llvm.return
  }
  llvm.func @plain2(%p: !llvm.ptr) {
    llvm.return
  }
  llvm.func @decl1(!llvm.ptr) attributes {strata.kernel}
  llvm.func @decl2(!llvm.ptr) attributes {strata.kernel}
  llvm.func @kernel(%p: !llvm.ptr) attributes {strata.kernel} {
    llvm.return
  }
  llvm.func @pinned(%p: !llvm.ptr) attributes {strata.kernel} {
    llvm.return
  }
  llvm.func internal @other_linkage(%p: !llvm.ptr) attributes {strata.kernel} {
    llvm.return
  }
}

// -----

// Nothing to merge: no kernels, an empty module.
// CHECK-LABEL: module
// CHECK-NEXT: }
module {
}
