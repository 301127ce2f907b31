// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// The CHECK lines are what mlir-opt-22 prints for this input.

llvm.mlir.global internal constant @g(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
llvm.mlir.global external @gi() : i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.global private constant @str("hello\00") {alignment = 1 : i64}
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func internal @f(%arg0: i32 {llvm.signext}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: f32) -> i32 attributes {llvm.emit_c_interface} {
  %c = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.add %arg0, %c overflow<nsw, nuw> : i32
  %b = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %b2 = llvm.fmul %arg2, %arg2 : f32
  %n = llvm.fneg %b : f32
  %cmp = llvm.icmp "slt" %a, %c : i32
  %fc = llvm.fcmp "olt" %b, %n : f32
  %s = llvm.select %cmp, %a, %c : i1, i32
  %z = llvm.sext %s : i32 to i64
  %p = llvm.getelementptr inbounds %arg1[%z] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %p2 = llvm.getelementptr %arg1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %l = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store volatile %l, %p : f32, !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %al = llvm.alloca %one x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %u2 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f64)>
  %e = llvm.extractvalue %u2[0] : !llvm.struct<(i32, f64)>
  %po = llvm.mlir.poison : f32
  %ze = llvm.mlir.zero : !llvm.ptr
  %ad = llvm.mlir.addressof @g : !llvm.ptr
  %sq = llvm.intr.sqrt(%arg2) : (f32) -> f32
  %pw = llvm.intr.pow(%arg2, %arg2) : (f32, f32) -> f32
  %fm = llvm.intr.fma(%arg2, %arg2, %arg2) : (f32, f32, f32) -> f32
  "llvm.intr.memcpy"(%al, %arg1, %one) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %c8 = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%al, %c8, %one) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %m = llvm.call @malloc(%one) : (i64) -> !llvm.ptr
  %pr = llvm.call @printf(%m, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %fp = llvm.mlir.addressof @malloc : !llvm.ptr
  %m2 = llvm.call %fp(%one) : !llvm.ptr, (i64) -> !llvm.ptr
  %pi = llvm.ptrtoint %m2 : !llvm.ptr to i64
  %ip = llvm.inttoptr %pi : i64 to !llvm.ptr
  %asc = llvm.addrspacecast %ip : !llvm.ptr to !llvm.ptr<1>
  %fi = llvm.fptosi %arg2 : f32 to i32
  llvm.cond_br %cmp, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.switch %x : i32, ^bb2 [
    1: ^bb2,
    2: ^bb3(%x : i32)
  ]
^bb2:
  llvm.br ^bb3(%c : i32)
^bb3(%y: i32):
  llvm.return %y : i32
}
llvm.func weak @v() attributes {sym_visibility = "private"} {
  llvm.unreachable
}
llvm.func hidden @h() {
  llvm.return
}
llvm.func @f2(%a: i32, %p: !llvm.ptr, %v: vector<4xf32>) {
  llvm.switch %a : i32, ^bb1 [
  ]
^bb1:
  %0 = llvm.getelementptr %p[%a, %a, 1, %a] : (!llvm.ptr, i32, i32, i32) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<4 x f32>)>>
  %x = llvm.intr.ctpop(%a) : (i32) -> i32
  %y = llvm.udiv exact %a, %a : i32
  %z = llvm.or disjoint %a, %a : i32
  %c = llvm.call @g2(%a) {fastmathFlags = #llvm.fastmath<nnan,ninf>} : (i32) -> f32
  llvm.call @h2() : () -> ()
  %al = llvm.alloca %a x i32 : (i32) -> !llvm.ptr
  %gep2 = llvm.getelementptr nusw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
llvm.func @g2(i32) -> f32 attributes {sym_visibility = "private"}
llvm.func @h2()
llvm.func @k2(%arg0: !llvm.ptr, ...) -> (i32 {llvm.zeroext}) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.global external constant @a2(1.0 : f32) : f32
llvm.mlir.global private unnamed_addr constant @b2(dense<1> : vector<2xi32>) {alignment = 8 : i64} : vector<2xi32>
llvm.mlir.global internal thread_local @c2(0 : i32) {section = "foo"} : i32
llvm.mlir.global linkonce_odr hidden @d2() : !llvm.struct<"T", (i32, ptr)>
llvm.mlir.global external @e2() : i64

// CHECK: llvm.mlir.global internal constant @g(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
// CHECK: llvm.mlir.global external @gi() {addr_space = 0 : i32} : i32 {
// CHECK: %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK: llvm.return %0 : i32
// CHECK: }
// CHECK: llvm.mlir.global private constant @str("hello\00") {addr_space = 0 : i32, alignment = 1 : i64}
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK: llvm.func internal @f(%arg0: i32 {llvm.signext}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: f32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %1 = llvm.add %arg0, %0 overflow<nsw, nuw> : i32
// CHECK: %2 = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: %3 = llvm.fmul %arg2, %arg2 : f32
// CHECK: %4 = llvm.fneg %2 : f32
// CHECK: %5 = llvm.icmp "slt" %1, %0 : i32
// CHECK: %6 = llvm.fcmp "olt" %2, %4 : f32
// CHECK: %7 = llvm.select %5, %1, %0 : i1, i32
// CHECK: %8 = llvm.sext %7 : i32 to i64
// CHECK: %9 = llvm.getelementptr inbounds %arg1[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %10 = llvm.getelementptr %arg1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
// CHECK: %11 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: llvm.store volatile %11, %9 : f32, !llvm.ptr
// CHECK: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK: %13 = llvm.alloca %12 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK: %14 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
// CHECK: %15 = llvm.insertvalue %1, %14[0] : !llvm.struct<(i32, f64)>
// CHECK: %16 = llvm.extractvalue %15[0] : !llvm.struct<(i32, f64)>
// CHECK: %17 = llvm.mlir.poison : f32
// CHECK: %18 = llvm.mlir.zero : !llvm.ptr
// CHECK: %19 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK: %20 = llvm.intr.sqrt(%arg2) : (f32) -> f32
// CHECK: %21 = llvm.intr.pow(%arg2, %arg2) : (f32, f32) -> f32
// CHECK: %22 = llvm.intr.fma(%arg2, %arg2, %arg2) : (f32, f32, f32) -> f32
// CHECK: "llvm.intr.memcpy"(%13, %arg1, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK: %23 = llvm.mlir.constant(0 : i8) : i8
// CHECK: "llvm.intr.memset"(%13, %23, %12) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK: %24 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// CHECK: %25 = llvm.call @printf(%24, %1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK: %26 = llvm.mlir.addressof @malloc : !llvm.ptr
// CHECK: %27 = llvm.call %26(%12) : !llvm.ptr, (i64) -> !llvm.ptr
// CHECK: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// CHECK: %29 = llvm.inttoptr %28 : i64 to !llvm.ptr
// CHECK: %30 = llvm.addrspacecast %29 : !llvm.ptr to !llvm.ptr<1>
// CHECK: %31 = llvm.fptosi %arg2 : f32 to i32
// CHECK: llvm.cond_br %5, ^bb1(%1 : i32), ^bb2
// CHECK: ^bb1(%32: i32):
// CHECK: llvm.switch %32 : i32, ^bb2 [
// CHECK: 1: ^bb2,
// CHECK: 2: ^bb3(%32 : i32)
// CHECK: ]
// CHECK: ^bb2:
// CHECK: llvm.br ^bb3(%0 : i32)
// CHECK: ^bb3(%33: i32):
// CHECK: llvm.return %33 : i32
// CHECK: }
// CHECK: llvm.func weak @v() attributes {sym_visibility = "private"} {
// CHECK: llvm.unreachable
// CHECK: }
// CHECK: llvm.func hidden @h() {
// CHECK: llvm.return
// CHECK: }
// CHECK: llvm.func @f2(%arg0: i32, %arg1: !llvm.ptr, %arg2: vector<4xf32>) {
// CHECK: llvm.switch %arg0 : i32, ^bb1 [
// CHECK: ]
// CHECK: ^bb1:
// CHECK: %0 = llvm.getelementptr %arg1[%arg0, %arg0, 1, %arg0] : (!llvm.ptr, i32, i32, i32) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<4 x f32>)>>
// CHECK: %1 = llvm.intr.ctpop(%arg0) : (i32) -> i32
// CHECK: %2 = llvm.udiv exact %arg0, %arg0 : i32
// CHECK: %3 = llvm.or disjoint %arg0, %arg0 : i32
// CHECK: %4 = llvm.call @g2(%arg0) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (i32) -> f32
// CHECK: llvm.call @h2() : () -> ()
// CHECK: %5 = llvm.alloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK: %6 = llvm.getelementptr nusw %arg1[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK: llvm.return
// CHECK: }
// CHECK: llvm.func @g2(i32) -> f32 attributes {sym_visibility = "private"}
// CHECK: llvm.func @h2()
// CHECK: llvm.func @k2(%arg0: !llvm.ptr, ...) -> (i32 {llvm.zeroext}) {
// CHECK: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.return %0 : i32
// CHECK: }
// CHECK: llvm.mlir.global external constant @a2(1.000000e+00 : f32) {addr_space = 0 : i32} : f32
// CHECK: llvm.mlir.global private unnamed_addr constant @b2(dense<1> : vector<2xi32>) {addr_space = 0 : i32, alignment = 8 : i64} : vector<2xi32>
// CHECK: llvm.mlir.global internal thread_local @c2(0 : i32) {addr_space = 0 : i32, section = "foo"} : i32
// CHECK: llvm.mlir.global linkonce_odr hidden @d2() {addr_space = 0 : i32} : !llvm.struct<"T", (i32, ptr)>
// CHECK: llvm.mlir.global external @e2() {addr_space = 0 : i32} : i64
// CHECK: }
