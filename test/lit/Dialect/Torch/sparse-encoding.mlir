// RUN: strata-opt %s -split-input-file | strata-opt -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file --mlir-print-op-generic | strata-opt -split-input-file | FileCheck %s

// A torch tensor type's optional third parameter is its sparsity encoding,
// a #sparse_tensor.encoding attribute (kept opaque).

// CHECK-LABEL: func.func @csr(
// CHECK-SAME: !torch.vtensor<[8,8],f32,#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @csr(%arg0: !torch.vtensor<[8,8],f32,#CSR>) -> !torch.vtensor<[8,8],f32,#CSR> {
  return %arg0 : !torch.vtensor<[8,8],f32,#CSR>
}
