// affine.dma_start's parser and verifier: stride operands come in pairs, three memref types are
// given, and each of the three addressed operands is a memref.
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @one_stride(%a: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error @+1 {{expected two stride related operands}}
  affine.dma_start %a[0], %a[0], %t[0], %n, %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @two_types(%a: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error @+1 {{expected three types}}
  affine.dma_start %a[0], %a[0], %t[0], %n : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @tensor_source(%a: tensor<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  "affine.dma_start"(%a, %b, %t, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (tensor<4xf32>, memref<4xf32>, memref<1xi32>, index) -> ()
  return
}
