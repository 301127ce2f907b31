// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | /usr/lib/llvm-14/bin/opt -verify -S -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | llc-22 -o /dev/null

// Block arguments become phi nodes, one incoming value per edge.

// CHECK-LABEL: define i64 @sum(i64 %0)
llvm.func @sum(%n: i64) -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  // CHECK: br label %[[HEAD:[0-9]+]]
  llvm.br ^head(%0, %0 : i64, i64)
// CHECK: [[HEAD]]:
// CHECK-NEXT: %[[I:.*]] = phi i64 [ 0, %{{[0-9]+}} ], [ %[[NEXT:.*]], %[[BODY:[0-9]+]] ]
// CHECK-NEXT: %[[ACC:.*]] = phi i64 [ 0, %{{[0-9]+}} ], [ %{{.*}}, %[[BODY]] ]
^head(%i: i64, %acc: i64):
  %2 = llvm.icmp "slt" %i, %n : i64
  // CHECK: br i1 %{{.*}}, label %[[BODY]], label %{{[0-9]+}}
  llvm.cond_br %2, ^body, ^exit
^body:
  %3 = llvm.add %acc, %i : i64
  %4 = llvm.add %i, %1 : i64
  llvm.br ^head(%4, %3 : i64, i64)
^exit:
  // CHECK: ret i64 %[[ACC]]
  llvm.return %acc : i64
}

// CHECK-LABEL: define i32 @select_case(i32 %0)
llvm.func @select_case(%x: i32) -> i32 {
  %0 = llvm.mlir.constant(10 : i32) : i32
  %1 = llvm.mlir.constant(20 : i32) : i32
  // CHECK: switch i32 %0, label %[[DEF:[0-9]+]] [
  // CHECK-NEXT: i32 1, label %[[ONE:[0-9]+]]
  // CHECK-NEXT: i32 -2, label %[[DONE:[0-9]+]]
  llvm.switch %x : i32, ^default [
    1: ^one,
    -2: ^done(%1 : i32)
  ]
^default:
  llvm.br ^done(%x : i32)
^one:
  llvm.br ^done(%0 : i32)
// CHECK: [[DONE]]:
// CHECK-NEXT: phi i32 [ 20, %{{[0-9]+}} ], [ %0, %[[DEF]] ], [ 10, %[[ONE]] ]
^done(%r: i32):
  llvm.return %r : i32
}

// CHECK-LABEL: define void @trap()
llvm.func @trap() {
  // CHECK: unreachable
  llvm.unreachable
}
