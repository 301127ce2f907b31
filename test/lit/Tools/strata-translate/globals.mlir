// A global without an initializer gets undef unless it is external or
// extern_weak, as upstream's translation gives it: LLVM rejects
// `@d2 = internal global i32`. (emit/llvm's TestGlobalsWithoutInitializer
// compares every linkage with mlir-translate-22 and runs llvm-as on it.)
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// CHECK: @d2 = internal global i32 undef
llvm.mlir.global internal @d2() : i32
// CHECK: @p = private global float undef
llvm.mlir.global private @p() : f32
// CHECK: @k = internal constant i32 undef
llvm.mlir.global internal constant @k() : i32
// CHECK: @e = external global i32{{$}}
llvm.mlir.global external @e() : i32
// CHECK: @ew = extern_weak global i32{{$}}
llvm.mlir.global extern_weak @ew() : i32
