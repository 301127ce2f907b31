// RUN: strata-translate --mlir-to-ptx %s | FileCheck %s

// Vectors of at most 16 bytes live in 32-bit registers (16-bit floats a
// pair to a register): a load or store aligned to the vector's size is
// one ld/st .v2/.v4.b32; a less aligned one goes a register (or, below 4
// bytes, an element) at a time.

// CHECK-LABEL: .visible .entry copy8(
llvm.func @copy8(%src: !llvm.ptr<1>, %dst: !llvm.ptr<3>) attributes {nvvm.kernel} {
  // CHECK: ld.global.v4.b32 {%r[[A:[0-9]+]], %r[[B:[0-9]+]], %r[[C:[0-9]+]], %r[[D:[0-9]+]]}, [%rd{{[0-9]+}}];
  %v = llvm.load %src {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
  // CHECK: st.shared.v4.b32 [%rd{{[0-9]+}}], {%r[[A]], %r[[B]], %r[[C]], %r[[D]]};
  llvm.store %v, %dst {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
  llvm.return
}

// CHECK-LABEL: .visible .entry copy4f32(
llvm.func @copy4f32(%src: !llvm.ptr<1>, %dst: !llvm.ptr<1>) attributes {nvvm.kernel} {
  // CHECK: ld.global.v4.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, [%rd{{[0-9]+}}];
  %v = llvm.load %src : !llvm.ptr<1> -> vector<4xf32>
  // CHECK: st.global.v4.f32
  llvm.store %v, %dst : vector<4xf32>, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry copy2f32(
llvm.func @copy2f32(%src: !llvm.ptr<1>, %dst: !llvm.ptr<1>) attributes {nvvm.kernel} {
  // CHECK: ld.global.v2.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}}, [%rd{{[0-9]+}}];
  %v = llvm.load %src {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
  // Four-byte aligned: one register at a time.
  // CHECK: st.global.f32 [%rd{{[0-9]+}}], %f{{[0-9]+}};
  // CHECK: st.global.f32 [%rd{{[0-9]+}}+4], %f{{[0-9]+}};
  llvm.store %v, %dst {alignment = 4 : i64} : vector<2xf32>, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry unaligned(
llvm.func @unaligned(%src: !llvm.ptr<1>, %dst: !llvm.ptr<1>) attributes {nvvm.kernel} {
  // Two-byte aligned halves: one element at a time, packed in pairs.
  // CHECK: ld.global.b16 %rs[[LO:[0-9]+]], [%rd[[P:[0-9]+]]];
  // CHECK: ld.global.b16 %rs[[HI:[0-9]+]], [%rd[[P]]+2];
  // CHECK: mov.b32 %r{{[0-9]+}}, {%rs[[LO]], %rs[[HI]]};
  // CHECK: ld.global.b16 %rs{{[0-9]+}}, [%rd[[P]]+4];
  %v = llvm.load %src {alignment = 2 : i64} : !llvm.ptr<1> -> vector<4xf16>
  // CHECK: mov.b32 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %r{{[0-9]+}};
  // CHECK: st.global.b16
  llvm.store %v, %dst {alignment = 2 : i64} : vector<4xf16>, !llvm.ptr<1>
  llvm.return
}

// Elements are read and written at constant positions: a register of its
// own, or one half of a pair unpacked and packed again.
// CHECK-LABEL: .visible .entry lanes(
llvm.func @lanes(%p: !llvm.ptr<1>, %h: !llvm.ptr<1>) attributes {nvvm.kernel} {
  // CHECK: ld.global.v4.f32 {%f[[A:[0-9]+]], %f[[B:[0-9]+]], %f{{[0-9]+}}, %f[[D:[0-9]+]]}, [%rd{{[0-9]+}}];
  %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %a = llvm.extractelement %v[%c0 : i64] : vector<4xf32>
  %b = llvm.extractelement %v[%c1 : i64] : vector<4xf32>
  // CHECK: add.rn.f32 %f[[S:[0-9]+]], %f[[A]], %f[[B]];
  %s = llvm.fadd %a, %b : f32
  %w = llvm.insertelement %s, %v[%c3 : i64] : vector<4xf32>
  // CHECK: st.global.v4.f32 [%rd{{[0-9]+}}], {%f[[A]], %f[[B]], %f{{[0-9]+}}, %f[[S]]};
  llvm.store %w, %p {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
  // CHECK: ld.global.v4.b32 {%r{{[0-9]+}}, %r[[P:[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
  %hv = llvm.load %h {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
  // Element 3 is the high half of the second pair.
  // CHECK: mov.b32 {%rs{{[0-9]+}}, %rs[[HI:[0-9]+]]}, %r[[P]];
  %e = llvm.extractelement %hv[%c3 : i64] : vector<8xbf16>
  %c6 = llvm.mlir.constant(6 : i64) : i64
  // CHECK: mov.b32 {%rs[[LO6:[0-9]+]], %rs[[HI6:[0-9]+]]}, %r{{[0-9]+}};
  // CHECK: mov.b32 %r{{[0-9]+}}, {%rs{{[0-9]+}}, %rs[[HI6]]};
  %hw = llvm.insertelement %e, %hv[%c6 : i64] : vector<8xbf16>
  llvm.store %hw, %h {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
  llvm.return
}

// A constant register vector (a vectorized fill, a from_elements of
// constants folded): one mov per register, 16-bit floats packed in pairs.
// CHECK-LABEL: .visible .entry fill(
llvm.func @fill(%dst: !llvm.ptr<1>, %half: !llvm.ptr<1>) attributes {nvvm.kernel} {
  // CHECK: mov.f32 %f[[A:[0-9]+]], 0f00000000;
  // CHECK: mov.f32 %f[[B:[0-9]+]], 0f3F800000;
  // CHECK: mov.f32 %f[[C:[0-9]+]], 0f40000000;
  // CHECK: mov.f32 %f[[D:[0-9]+]], 0fBF800000;
  // CHECK: st.global.v4.f32 [%rd{{[0-9]+}}], {%f[[A]], %f[[B]], %f[[C]], %f[[D]]};
  %v = llvm.mlir.constant(dense<[0.0, 1.0, 2.0, -1.0]> : vector<4xf32>) : vector<4xf32>
  llvm.store %v, %dst {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
  // A splat of ones in bf16 (0x3F80): two pairs.
  // CHECK: mov.b32 %r[[P:[0-9]+]], 1065369472;
  // CHECK: mov.b32 %r[[Q:[0-9]+]], 1065369472;
  // CHECK: st.global.v2.b32 [%rd{{[0-9]+}}], {%r[[P]], %r[[Q]]};
  %h = llvm.mlir.constant(dense<1.0> : vector<4xbf16>) : vector<4xbf16>
  llvm.store %h, %half {alignment = 8 : i64} : vector<4xbf16>, !llvm.ptr<1>
  llvm.return
}
