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
