// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | /usr/lib/llvm-14/bin/opt -verify -S -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | llc-22 -o /dev/null

// Pointers are i8* and are cast to the element type each access needs.

// CHECK: @counter = internal global i64 0
llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32} : i64
// CHECK: @table = private constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 16
llvm.mlir.global private constant @table(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<4 x f32>
// CHECK: @msg = private constant [3 x i8] c"hi\00"
llvm.mlir.global private constant @msg("hi\00") {addr_space = 0 : i32}
// CHECK: @pair = global { i32, double } { i32 7, double 2.5 }
llvm.mlir.global external @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
  %3 = llvm.mlir.constant(2.5 : f64) : f64
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, f64)>
  llvm.return %4 : !llvm.struct<(i32, f64)>
}
// CHECK: @ext = external global i32
llvm.mlir.global external @ext() {addr_space = 0 : i32} : i32

// CHECK: declare i8* @malloc(i64
llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: declare void @free(i8*
llvm.func @free(!llvm.ptr)

// CHECK-LABEL: define float @load_store(i8* %0, i64 %1)
llvm.func @load_store(%p: !llvm.ptr, %i: i64) -> f32 {
  // CHECK: %[[C:.*]] = bitcast i8* %0 to float*
  // CHECK: %[[G:.*]] = getelementptr inbounds float, float* %[[C]], i64 %1
  // CHECK: %[[O:.*]] = bitcast float* %[[G]] to i8*
  %0 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  // CHECK: %[[L:.*]] = bitcast i8* %[[O]] to float*
  // CHECK: load float, float* %[[L]], align 4
  %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
  // CHECK: store volatile float %{{.*}}, float* %[[L]]
  llvm.store volatile %1, %0 : f32, !llvm.ptr
  // The same pointer used at another element type gets its own cast.
  // CHECK: %[[I:.*]] = bitcast i8* %[[O]] to i32*
  // CHECK: load i32, i32* %[[I]]
  %2 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : f32
}

// CHECK-LABEL: define double @structs(i8* %0)
llvm.func @structs(%p: !llvm.ptr) -> f64 {
  // CHECK: getelementptr { i32, [4 x double] }, { i32, [4 x double] }* %{{.*}}, i32 0, i32 1, i32 2
  %0 = llvm.getelementptr %p[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f64>)>
  %1 = llvm.load %0 : !llvm.ptr -> f64
  // CHECK: %[[S:.*]] = insertvalue { i32, double } undef, double %{{.*}}, 1
  %2 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %3 = llvm.insertvalue %1, %2[1] : !llvm.struct<(i32, f64)>
  // CHECK: extractvalue { i32, double } %[[S]], 1
  %4 = llvm.extractvalue %3[1] : !llvm.struct<(i32, f64)>
  llvm.return %4 : f64
}

// CHECK-LABEL: define i64 @globals_and_heap()
llvm.func @globals_and_heap() -> i64 {
  // CHECK: load i64, i64* @counter
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i64
  %2 = llvm.mlir.constant(1 : i64) : i64
  %3 = llvm.add %1, %2 : i64
  // CHECK: store i64 %{{.*}}, i64* @counter
  llvm.store %3, %0 : i64, !llvm.ptr
  // CHECK: %[[M:.*]] = call i8* @malloc(i64 16)
  %4 = llvm.mlir.constant(16 : i64) : i64
  %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
  // CHECK: call void @llvm.memcpy.p0i8.p0i8.i64(i8* %[[M]], i8* bitcast ([4 x float]* @table to i8*), i64 16, i1 false)
  %6 = llvm.mlir.addressof @table : !llvm.ptr
  "llvm.intr.memcpy"(%5, %6, %4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  // CHECK: call void @llvm.memset.p0i8.i64(i8* %[[M]], i8 0, i64 16, i1 false)
  %7 = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%5, %7, %4) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  // CHECK: call void @free(i8* %[[M]])
  llvm.call @free(%5) : (!llvm.ptr) -> ()
  llvm.return %3 : i64
}

// CHECK-LABEL: define i32 @stack()
llvm.func @stack() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // CHECK: alloca i32, align 4
  %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.mlir.constant(8 : i32) : i32
  // CHECK: alloca double, i32 8
  %3 = llvm.alloca %2 x f64 : (i32) -> !llvm.ptr
  llvm.store %0, %1 : i32, !llvm.ptr
  %4 = llvm.load %1 : !llvm.ptr -> i32
  // CHECK: store i8* null
  %5 = llvm.mlir.zero : !llvm.ptr
  llvm.store %5, %3 : !llvm.ptr, !llvm.ptr
  llvm.return %4 : i32
}
