// RUN: strata-opt %s -split-input-file -verify-diagnostics

#V = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// expected-error @+1 {{dimension-rank mismatch between encoding and tensor shape: 1 != 3}}
func.func private @rank(%arg0: !torch.vtensor<[2,2,2],f32,#V>)

// -----

// expected-error @+1 {{invalid sparsity encoding attribute}}
func.func private @not_an_encoding() -> !torch.vtensor<[4],f32,"dense">
