// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | /usr/lib/llvm-14/bin/llvm-as -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | /usr/lib/llvm-14/bin/opt -verify -S -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | llc-22 -o - | FileCheck %s --check-prefix=ASM

// Source locations (other than the parser's own, in this file) become
// line tables: a DIFile and DICompileUnit per file, a DISubprogram per
// function, a DILocation per instruction.

// CHECK-LABEL: define i32 @callee(i32 %0)
// CHECK-SAME: !dbg [[G:![0-9]+]] {
// CHECK: ret i32 %0, !dbg [[GRET:![0-9]+]]
llvm.func @callee(%a: i32) -> i32 {
  llvm.return %a : i32 loc("lib/model.py":3:5)
} loc("lib/model.py":2:0)

// CHECK-LABEL: define i32 @main(i32 %0, i8* %1)
// CHECK-SAME: !dbg [[F:![0-9]+]] {
// CHECK: add i32 %0, %0, !dbg [[L12:![0-9]+]]
// CHECK: call i32 @callee(i32 %{{[0-9]+}}), !dbg [[L13:![0-9]+]]
// CHECK: bitcast i8* %1 to float*, !dbg [[INL:![0-9]+]]
// CHECK: load float, float* %{{[0-9]+}}, !dbg [[INL]]
// An op without a location keeps the previous one.
// CHECK: fadd float %{{[0-9]+}}, %{{[0-9]+}}, !dbg [[INL]]
// CHECK: store float %{{[0-9]+}}, float* %{{[0-9]+}}, !dbg [[L15:![0-9]+]]
// CHECK: br label %{{[0-9]+}}, !dbg [[L15]]
// CHECK: ret i32 %{{[0-9]+}}, !dbg [[L16:![0-9]+]]
llvm.func @main(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.add %a, %a : i32 loc("main.py":12:3)
  %1 = llvm.call @callee(%0) : (i32) -> i32 loc("call"("main.py":13:7))
  %2 = llvm.load %p : !llvm.ptr -> f32 loc(callsite("ops.py":7:2 at "main.py":14:1))
  %3 = llvm.fadd %2, %2 : f32
  llvm.store %3, %p : f32, !llvm.ptr loc(fused["main.py":15:0, "other.py":1:1])
  llvm.br ^bb1
^bb1:
  llvm.return %1 : i32 loc("main.py":16:9)
}

// A function without located ops gets no subprogram.
// CHECK-LABEL: define i32 @plain(i32 %0) {
// CHECK-NEXT: {{[0-9]+}}:
// CHECK-NEXT: ret i32 %0{{$}}
llvm.func @plain(%a: i32) -> i32 {
  llvm.return %a : i32
}

// CHECK: !llvm.dbg.cu = !{[[CU1:![0-9]+]], [[CU2:![0-9]+]]}
// CHECK: !llvm.module.flags = !{[[FLAG:![0-9]+]]}
// CHECK: [[FLAG]] = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: [[MODEL:![0-9]+]] = !DIFile(filename: "model.py", directory: "lib")
// CHECK: [[CU1]] = distinct !DICompileUnit(language: DW_LANG_C, file: [[MODEL]], producer: "Strata", isOptimized: true, emissionKind: LineTablesOnly)
// CHECK: [[G]] = distinct !DISubprogram(name: "callee", scope: [[MODEL]], file: [[MODEL]], line: 2, type: {{![0-9]+}}, scopeLine: 2, spFlags: DISPFlagDefinition, isOptimized: true, unit: [[CU1]])
// CHECK: [[GRET]] = !DILocation(line: 3, column: 5, scope: [[G]])
// CHECK: [[MAIN:![0-9]+]] = !DIFile(filename: "main.py", directory: "")
// CHECK: [[CU2]] = distinct !DICompileUnit(language: DW_LANG_C, file: [[MAIN]]
// CHECK: [[F]] = distinct !DISubprogram(name: "main", scope: [[MAIN]], file: [[MAIN]], line: 12,
// CHECK: [[L12]] = !DILocation(line: 12, column: 3, scope: [[F]])
// CHECK: [[L13]] = !DILocation(line: 13, column: 7, scope: [[F]])
// CHECK: [[OPS:![0-9]+]] = !DIFile(filename: "ops.py", directory: "")
// CHECK: [[BLK:![0-9]+]] = !DILexicalBlockFile(scope: [[F]], file: [[OPS]], discriminator: 0)
// CHECK: [[INL]] = !DILocation(line: 7, column: 2, scope: [[BLK]])
// CHECK: [[L15]] = !DILocation(line: 15, scope: [[F]])
// CHECK: [[L16]] = !DILocation(line: 16, column: 9, scope: [[F]])

// ASM: .file {{[0-9]+}} "lib" "model.py"
// ASM: .loc {{[0-9]+}} 3 5
// ASM: .loc {{[0-9]+}} 12 3
