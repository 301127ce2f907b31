// bf16 is LLVM's bfloat (llir, the IR library, has no such type): loads,
// stores, GEPs, casts, fcmp, intrinsics (suffix bf16), constants in
// LLVM's 0xR form (scalar, zero, dense), which llc-22 parses and compiles.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | llc-22 -o /dev/null

// CHECK: @table = global [2 x bfloat] [bfloat 0xR3FC0, bfloat 0xR0000]

// CHECK-LABEL: define bfloat @scalars(bfloat %0, float %1, i8* %2)
llvm.func @scalars(%a: bf16, %f: f32, %p: !llvm.ptr) -> bf16 {
  // CHECK: fpext bfloat %0 to float
  %0 = llvm.fpext %a : bf16 to f32
  // CHECK: fptrunc float %1 to bfloat
  %1 = llvm.fptrunc %f : f32 to bf16
  // CHECK: fadd bfloat %0, 0xR4040
  %c = llvm.mlir.constant(3.0 : bf16) : bf16
  %2 = llvm.fadd %a, %c : bf16
  // CHECK: fcmp olt bfloat
  %3 = llvm.fcmp "olt" %2, %1 : bf16
  // CHECK: select i1 %{{.*}}, bfloat %{{.*}}, bfloat 0xR0000
  %z = llvm.mlir.zero : bf16
  %4 = llvm.select %3, %2, %z : i1, bf16
  // CHECK: call bfloat @llvm.fabs.bf16(bfloat
  %5 = llvm.intr.fabs(%4) : (bf16) -> bf16
  // CHECK: bitcast bfloat %{{.*}} to i16
  %6 = llvm.bitcast %5 : bf16 to i16
  // CHECK: bitcast i16 %{{.*}} to bfloat
  %7 = llvm.bitcast %6 : i16 to bf16
  // CHECK: getelementptr bfloat, bfloat* %{{.*}}, i32 3
  %8 = llvm.getelementptr %p[3] : (!llvm.ptr) -> !llvm.ptr, bf16
  // CHECK: store bfloat %{{.*}}, bfloat*
  llvm.store %7, %8 : bf16, !llvm.ptr
  // CHECK: load bfloat, bfloat*
  %9 = llvm.load %8 : !llvm.ptr -> bf16
  // NaN keeps its bits; -0.5 is 0xBF00.
  // CHECK: fmul bfloat %{{.*}}, 0xR7FC1
  %nan = llvm.mlir.constant(0x7FC1 : bf16) : bf16
  %10 = llvm.fmul %9, %nan : bf16
  // CHECK: fsub bfloat %{{.*}}, 0xRBF00
  %h = llvm.mlir.constant(-0.5 : bf16) : bf16
  %11 = llvm.fsub %10, %h : bf16
  llvm.return %11 : bf16
}

// CHECK-LABEL: define <2 x bfloat> @vectors(<2 x bfloat> %0)
// CHECK: fadd <2 x bfloat> %0, <bfloat 0xR3F80, bfloat 0xRC000>
llvm.func @vectors(%v: vector<2xbf16>) -> vector<2xbf16> {
  %c = llvm.mlir.constant(dense<[1.0, -2.0]> : vector<2xbf16>) : vector<2xbf16>
  %0 = llvm.fadd %v, %c : vector<2xbf16>
  llvm.return %0 : vector<2xbf16>
}

// The global comes first in the output.
llvm.mlir.global @table(dense<[1.5, 0.0]> : tensor<2xbf16>) : !llvm.array<2 x bf16>
