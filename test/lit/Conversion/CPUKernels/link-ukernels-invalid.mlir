// strata-cpu-link-ukernels rejects a micro-kernel function without its
// roles, or whose arguments are not three memref descriptors.
// RUN: strata-opt %s --strata-cpu-link-ukernels -split-input-file -verify-diagnostics

// expected-error @+1 {{a matmul_f32 micro-kernel needs strata.ukernel.roles.a}}
llvm.func @k(%p: !llvm.ptr) attributes {strata.kernel, strata.ukernel = "matmul_f32"} {
  llvm.return
}

// -----

// expected-error @+1 {{a matmul_f32 micro-kernel takes its memrefs as descriptors (allocated and aligned pointers, offset, sizes, strides): 1 arguments are too few}}
llvm.func @k(%p: !llvm.ptr) attributes {strata.kernel, strata.ukernel = "matmul_f32", strata.ukernel.roles.a = array<i64: 1, 3>, strata.ukernel.roles.b = array<i64: 3, 2>, strata.ukernel.roles.c = array<i64: 1, 2>} {
  llvm.return
}
