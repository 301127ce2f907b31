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
