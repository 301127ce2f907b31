// strata-reciprocal-division runs on the kernels by default (after
// gpu-kernel-outlining and cse; --reciprocal-division=false leaves it out):
// a softmax's row divided by its sum
// through the sum's reciprocal, under one check per group, with results
// bit-identical to the divisions' (the interpreter runs every thread of
// both kernels on the same random inputs).
// RUN: strata-compile %s --target=cuda --emit=gpu -o %t.on.mlir
// RUN: FileCheck %s < %t.on.mlir
// RUN: strata-compile %s --target=cuda --emit=gpu --reciprocal-division | FileCheck %s
// RUN: strata-compile %s --target=cuda --emit=gpu --reciprocal-division=true | FileCheck %s
// RUN: strata-compile %s --target=cuda --emit=gpu --reciprocal-division=false -o %t.off.mlir
// RUN: FileCheck %s --check-prefix=OFF < %t.off.mlir
// RUN: strata-run --target=interp --random-inputs --exact %t.on.mlir > %t.on.txt
// RUN: strata-run --target=interp --random-inputs --exact %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: strata-compile %s --target=cuda --emit=ptx | FileCheck %s --check-prefix=PTX
// RUN: strata-compile %s --emit=linalg -o %t.linalg.mlir
// RUN: strata-opt %t.linalg.mlir --strata-linalg-to-gpu='reciprocal-division=false' | FileCheck %s --check-prefix=OFF
// RUN: strata-opt %t.linalg.mlir --strata-linalg-to-gpu | FileCheck %s
// Input at the loops level runs the tail of the pipeline, with the pass or without:
// RUN: strata-compile %s --emit=loops -o %t.loops.mlir
// RUN: strata-compile %t.loops.mlir --target=cuda --emit=gpu -v -o %t.loops.gpu.mlir 2>&1 | FileCheck %s --check-prefix=LOOPS
// RUN: strata-compile %t.loops.mlir --target=cuda --emit=gpu -v --reciprocal-division=false -o %t.loops.off.mlir 2>&1 | FileCheck %s --check-prefix=LOOPS-OFF
// RUN: not strata-compile %s --target=cuda --reciprocal-division=maybe 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-compile %s --reciprocal-division 2>&1 | FileCheck %s --check-prefix=CPU

// CHECK: gpu.func
// CHECK: scf.if
// CHECK: arith.divf
// CHECK: math.fma
// CHECK: math.fma
// CHECK: } else {
// CHECK: arith.divf
// OFF-NOT: math.fma
// PTX: fma.rn.f32
// PTX: div.rn.f32
// CPU: --reciprocal-division
// VALUE: reciprocal-division
// LOOPS: stage gpu ({{.*}}cse,gpu.module(strata-reciprocal-division),
// LOOPS-OFF: stage gpu ({{.*}}gpu-kernel-outlining,cse,gpu.module(strata-arith-allow-contract,math-uplift-to-fma),gpu.module(arith-int-range-narrowing{int-bitwidths-supported=32},strata-arith-divide-by-constant,cse),strata-gpu-deduplicate-kernels

func.func @main(%x: !torch.vtensor<[2,4096],f32>) -> !torch.vtensor<[2,4096],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %x, %int-1, %false : !torch.vtensor<[2,4096],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,4096],f32>
  return %0 : !torch.vtensor<[2,4096],f32>
}
