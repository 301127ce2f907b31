// RUN: strata-opt %s -split-input-file -verify-diagnostics

// The messages are upstream's (mlir-opt-22).

llvm.func @mma_a_count(%a: vector<2xf16>, %c: f32) {
  // expected-error @+1 {{'nvvm.mma.sync' op Could not match types for the A operands; expected one of 4xvector<2xf16> but got vector<2xf16>, vector<2xf16>, vector<2xf16>}}
  %0 = nvvm.mma.sync A[%a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_result(%a: vector<2xf16>, %c: f32) {
  // expected-error @+1 {{'nvvm.mma.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f32, f32, f32)>}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_shape(%a: vector<2xf16>, %c: f32) {
  // expected-error @+1 {{'nvvm.mma.sync' op unimplemented variant for MMA shape <16, 8, 32>}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_layout(%a: vector<2xf16>, %c: f32) {
  // expected-error @+1 {{'nvvm.mma.sync' op requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <16, 8, 16> with element types f16 and f16. Only m8n8k4 with f16 supports other layouts.}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_ctype(%a: vector<2xf16>) {
  // expected-error @+1 {{'nvvm.mma.sync' op ctype does not match dtype}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%a, %a] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_bf16_not_inferred(%a: vector<2xbf16>, %c: f32) {
  // expected-error @+1 {{custom op 'nvvm.mma.sync' attribute multiplicandAPtxType is not provided explicitly and cannot be inferred}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xbf16>, vector<2xbf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @cp_async_cg(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  // expected-error @+1 {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %d, %s, 4, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @cp_async_size(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  // expected-error @+1 {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %d, %s, 32, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @cp_async_cs(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  // expected-error @+1 {{Only CG and CA cache modifiers are supported.}}
  nvvm.cp.async.shared.global %d, %s, 8, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @cp_async_generic(%d: !llvm.ptr, %s: !llvm.ptr<1>) {
  // expected-error @+1 {{'nvvm.cp.async.shared.global' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  nvvm.cp.async.shared.global %d, %s, 8, cache = ca : !llvm.ptr, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @ldmatrix_num(%p: !llvm.ptr<3>) {
  // expected-error @+1 {{'nvvm.ldmatrix' op expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_result(%p: !llvm.ptr<3>) {
  // expected-error @+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_shape(%p: !llvm.ptr<3>) {
  // expected-error @+1 {{'nvvm.ldmatrix' op expected shape to be 8x8, 8x16 or 16x16}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_shared_only(%p: !llvm.ptr) {
  // expected-error @+1 {{'nvvm.ldmatrix' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr) -> i32
  llvm.return
}
