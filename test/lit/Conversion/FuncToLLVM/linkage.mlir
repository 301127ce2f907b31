// A func.func's discardable llvm.linkage becomes the llvm.func's linkage;
// one that is no #llvm.linkage is an error, in upstream's words.
// RUN: strata-opt %s -convert-func-to-llvm -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: llvm.func extern_weak @weak_decl(i32)
// CHECK-NOT:     llvm.linkage
func.func private @weak_decl(i32) attributes {llvm.linkage = #llvm.linkage<extern_weak>}

// CHECK-LABEL: llvm.func linkonce_odr @shared(%{{.*}}: i32) -> i32
// CHECK-NOT:     llvm.linkage
// CHECK:         llvm.return
func.func @shared(%x: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
  return %x : i32
}

// -----

// expected-error @+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @not_a_linkage(i32) attributes {llvm.linkage = 3 : i64}
