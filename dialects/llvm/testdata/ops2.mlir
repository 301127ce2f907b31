llvm.func @f(%a: i32, %p: !llvm.ptr, %v: vector<4xf32>) {
  llvm.switch %a : i32, ^bb1 [
  ]
^bb1:
  %0 = llvm.getelementptr %p[%a, %a, 1, %a] : (!llvm.ptr, i32, i32, i32) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<4 x f32>)>>
  %x = llvm.intr.ctpop(%a) : (i32) -> i32
  %y = llvm.udiv exact %a, %a : i32
  %z = llvm.or disjoint %a, %a : i32
  %c = llvm.call @g(%a) {fastmathFlags = #llvm.fastmath<nnan,ninf>} : (i32) -> f32
  llvm.call @h() : () -> ()
  %al = llvm.alloca %a x i32 : (i32) -> !llvm.ptr
  %gep2 = llvm.getelementptr nusw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %gep3 = llvm.getelementptr inbounds|nuw %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %gep4 = llvm.getelementptr nusw|nuw %p[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
llvm.func @g(i32) -> f32 attributes {sym_visibility = "private"}
llvm.func @h()
llvm.func @k(%arg0: !llvm.ptr, ...) -> (i32 {llvm.zeroext}) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.global external constant @a(1.0 : f32) : f32
llvm.mlir.global private unnamed_addr constant @b(dense<1> : vector<2xi32>) {alignment = 8 : i64} : vector<2xi32>
llvm.mlir.global internal thread_local @c(0 : i32) {section = "foo"} : i32
llvm.mlir.global linkonce_odr hidden @d() : !llvm.struct<"T", (i32, ptr)>
llvm.mlir.global external @e() : i64
