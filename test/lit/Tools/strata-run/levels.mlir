// strata-run takes a module at any level and lowers it as far as the
// target needs: this one is in the torch dialect, which the cpu target
// gets as loops (torch -> linalg on tensors -> loops), and the
// interpreter runs as it is. -v says what was done.
// RUN: strata-run --target=cpu %s -v 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=VERBOSE < %t.err
// RUN: strata-run --target=interp %s | FileCheck %s
// The leak check ends with a summary line on stderr.
// RUN: strata-run --target=cpu --check-leaks %s 2> %t.leaks | FileCheck %s
// RUN: FileCheck %s --check-prefix=LEAKS < %t.leaks
// LEAKS: strata-run: leak check of @main: 1 allocation, all freed
// RUN: strata-run --target=cpu - < %s | FileCheck %s
// The same function on linalg on tensors, and on buffers.
// RUN: strata-opt %s --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)' -o %t.tensor.mlir
// RUN: strata-run --target=cpu %t.tensor.mlir -v 2>&1 | FileCheck %s --check-prefixes=CHECK,TENSOR
// RUN: strata-opt %t.tensor.mlir --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' -o %t.buffer.mlir
// RUN: strata-run --target=cpu %t.buffer.mlir -v 2>&1 | FileCheck %s --check-prefixes=CHECK,BUFFER
// A module that launches kernels (strata-lower-to-gpu's host code and
// gpu.modules) is the gpu level: the interpreter runs it as it is (every
// thread of every kernel), the cuda target takes it as it is (and
// gpu.binary PTX too), the cpu target refuses it.
// RUN: strata-compile %s --target=cuda --emit=gpu -o %t.gpu.mlir
// RUN: strata-run --target=interp %t.gpu.mlir -v 2>&1 | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: not strata-run --target=cpu %t.gpu.mlir 2>&1 | FileCheck %s --check-prefix=GPUCPU
//
// --level is checked, and overrides the guess.
// RUN: not strata-run --level=bogus %s 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: not strata-run --target=cpu --level=llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

// VERBOSE: strata-run: {{.*}}levels.mlir: torch level, lowered for the cpu target by builtin.module(torch-
// VERBOSE: strata-run: ran @main on cpu in
// TENSOR: tensor level, lowered for the cpu target by builtin.module(strata-linalg-to-loops)
// BUFFER: buffer level, lowered for the cpu target by builtin.module(convert-linalg-to-loops)
// GPU: gpu level, which the interp target runs as it is
// CHECK: Memref rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [2,  0,  6]
// GPUCPU: strata-run: error: the cpu target takes linalg on tensors or buffers, or loops, not the gpu level
// LEVEL: strata-run: error: unknown --level 'bogus' (one of torch, tensor, buffer, loops, gpu, llvm)
// LLVM: the cpu target runs func.func entries

func.func @main() -> !torch.vtensor<[3],f32> {
  %0 = torch.vtensor.literal(dense<[1.0, -2.0, 3.0]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
  %int1 = torch.constant.int 1
  %1 = torch.aten.relu %0 : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  %2 = torch.aten.add.Tensor %1, %1, %int1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[3],f32>
  return %2 : !torch.vtensor<[3],f32>
}
