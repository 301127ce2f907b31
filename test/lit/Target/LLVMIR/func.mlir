// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | /usr/lib/llvm-14/bin/opt -verify -S -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | llc-22 -o /dev/null

// CHECK: %node = type { i32, i8* }
// CHECK: @head = global %node zeroinitializer
llvm.mlir.global external @head() {addr_space = 0 : i32} : !llvm.struct<"node", (i32, ptr)> {
  %0 = llvm.mlir.zero : !llvm.struct<"node", (i32, ptr)>
  llvm.return %0 : !llvm.struct<"node", (i32, ptr)>
}

// CHECK: declare i32 @printf(i8* %0, ...)
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK: define internal i32 @callee(i32 signext %0, i8* noalias %1)
llvm.func internal @callee(%a: i32 {llvm.signext}, %p: !llvm.ptr {llvm.noalias}) -> i32 {
  llvm.return %a : i32
}

// CHECK: define hidden void @hidden()
llvm.func hidden @hidden() {
  llvm.return
}

// CHECK: define linkonce_odr i32 @odr()
llvm.func linkonce_odr @odr() -> i32 {
  %0 = llvm.mlir.constant(3 : i32) : i32
  llvm.return %0 : i32
}

llvm.mlir.global private constant @fmt("%d\0A\00") {addr_space = 0 : i32}

// CHECK-LABEL: define i32 @calls(i32 %0, i8* %1)
llvm.func @calls(%a: i32, %p: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
  // CHECK: call i32 @callee(i32 %0, i8* %1)
  %0 = llvm.call @callee(%a, %p) : (i32, !llvm.ptr) -> i32
  // CHECK: %[[S:.*]] = getelementptr [4 x i8], [4 x i8]* @fmt, i32 0, i32 0
  // CHECK: call i32 (i8*, ...) @printf(i8* %[[S]], i32 %{{.*}})
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %s = llvm.getelementptr %f[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
  %1 = llvm.call @printf(%s, %0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  // Indirect call through a function pointer.
  // CHECK: call i32 @callee(i32 %{{.*}}, i8* %1)
  %fp = llvm.mlir.addressof @callee : !llvm.ptr
  %2 = llvm.call %fp(%1, %p) : !llvm.ptr, (i32, !llvm.ptr) -> i32
  // CHECK: call void @hidden()
  llvm.call @hidden() : () -> ()
  llvm.return %2 : i32
}
