// convert-gpu-to-nvvm loads a 16-bit A or B fragment from workgroup memory
// with one ldmatrix.x4 when each 8-element row it reads starts on a 16-byte
// boundary: the buffer is a workgroup attribution (a 16-byte aligned
// global), its rows are a multiple of 8 elements apart, and the index into
// its last dim is a known multiple of 8. A row runs along k where the
// fragment pairs elements (A as [m][k], B as [n][k]: plain ldmatrix), else
// .trans reads the memory's columns (B as [k][n], A as [k][m]). Anything
// else keeps the loads of each element pair.
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s
// RUN: strata-opt %s --convert-gpu-to-nvvm | strata-translate --mlir-to-ptx | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: llvm.func @tiles
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: nvvm.ldmatrix %{{.*}} {{.*}}layout = #nvvm.mma_layout<col>
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK: nvvm.ldmatrix %{{.*}} {{.*}}layout = #nvvm.mma_layout<row>
// CHECK-NOT: nvvm.ldmatrix
// CHECK: llvm.return
// PTX-LABEL: .entry tiles(
// PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
// PTX: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTX: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX-COUNT-2: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
gpu.module @k {
  gpu.func @tiles(%c: memref<64x64xf32>) workgroup(%a: memref<64x40xbf16, #gpu.address_space<workgroup>>, %b: memref<32x72xbf16, #gpu.address_space<workgroup>>, %h: memref<32x72xf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %tx = gpu.thread_id x
    %warp = arith.divui %tx, %c32 : index
    %wm = arith.muli %warp, %c32 : index
    %wn = arith.addi %wm, %c16 : index
    // A as [m][k]: rows along k.
    %A = gpu.subgroup_mma_load_matrix %a[%wm, %c16] {leadDimension = 40 : index} : memref<64x40xbf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xbf16, "AOp">
    // B as [k][n]: .trans.
    %B = gpu.subgroup_mma_load_matrix %b[%c16, %wn] {leadDimension = 72 : index} : memref<32x72xbf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xbf16, "BOp">
    // A as [k][m] (transpose), f16: .trans, registers as vector<2xf16>.
    %HA = gpu.subgroup_mma_load_matrix %h[%c0, %wm] {leadDimension = 72 : index, transpose} : memref<32x72xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
    // B as [n][k] (transpose): rows along k.
    %HB = gpu.subgroup_mma_load_matrix %h[%c16, %c16] {leadDimension = 72 : index, transpose} : memref<32x72xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %z = arith.constant 0.0 : f32
    %Z = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %Z : !gpu.mma_matrix<16x16xbf16, "AOp">, !gpu.mma_matrix<16x16xbf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %HD = gpu.subgroup_mma_compute %HA, %HB, %D : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %HD, %c[%c0, %c0] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<64x64xf32>
    gpu.return
  }
}

// No ldmatrix: a column index not known to be a multiple of 8 (the thread
// id), rows 36 elements apart (72 bytes), and global memory.
// CHECK-LABEL: llvm.func @unaligned
// CHECK-NOT: nvvm.ldmatrix
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-NOT: nvvm.ldmatrix
// CHECK: llvm.return
gpu.module @u {
  gpu.func @unaligned(%g: memref<32x32xbf16>, %c: memref<64x64xf32>) workgroup(%a: memref<64x40xbf16, #gpu.address_space<workgroup>>, %n: memref<64x36xbf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %tx] {leadDimension = 40 : index} : memref<64x40xbf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xbf16, "AOp">
    %N = gpu.subgroup_mma_load_matrix %n[%c0, %c0] {leadDimension = 36 : index} : memref<64x36xbf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xbf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %g[%c0, %c0] {leadDimension = 32 : index, transpose} : memref<32x32xbf16> -> !gpu.mma_matrix<16x16xbf16, "BOp">
    %z = arith.constant 0.0 : f32
    %Z = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %Z : !gpu.mma_matrix<16x16xbf16, "AOp">, !gpu.mma_matrix<16x16xbf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %E = gpu.subgroup_mma_compute %N, %B, %D : !gpu.mma_matrix<16x16xbf16, "AOp">, !gpu.mma_matrix<16x16xbf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %E, %c[%c0, %c0] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<64x64xf32>
    gpu.return
  }
}

// tf32 fragments (f32 A 16x8, B 8x16) whose k runs along the memory's last
// dim (A as [m][k], B as [n][k]) are one ldmatrix.x4 each: a 16-byte row is
// four f32, and the b16 pair a lane receives is the f32 its register holds.
// Where k runs across the rows (A as [k][m], B as [k][n]) a .trans would
// split each f32: the elements are loaded one at a time. Rows 36 f32 apart
// (144 bytes) and k indices that are multiples of 4 keep the rows aligned.
// CHECK-LABEL: llvm.func @tf32
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: nvvm.ldmatrix
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: nvvm.ldmatrix
// CHECK: nvvm.mma.sync
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: nvvm.ldmatrix %{{.*}} {{.*}}layout = #nvvm.mma_layout<row>
// CHECK-NOT: nvvm.ldmatrix
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: nvvm.ldmatrix
// CHECK: llvm.return
// PTX-LABEL: .entry tf32(
// PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
gpu.module @t {
  gpu.func @tf32(%c: memref<64x64xf32>) workgroup(%mk: memref<64x36xf32, #gpu.address_space<workgroup>>, %kn: memref<32x68xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    // A as [m][k]: ldmatrix. B as [k][n]: an element at a time.
    %A = gpu.subgroup_mma_load_matrix %mk[%c16, %c8] {leadDimension = 36 : index} : memref<64x36xf32, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x8xf32, "AOp">
    %B = gpu.subgroup_mma_load_matrix %kn[%c8, %c16] {leadDimension = 68 : index} : memref<32x68xf32, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<8x16xf32, "BOp">
    %z = arith.constant 0.0 : f32
    %Z = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %Z : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    // B as [n][k] (transpose): ldmatrix. A as [k][m] (transpose): an element at a time.
    %BT = gpu.subgroup_mma_load_matrix %mk[%c0, %c4] {leadDimension = 36 : index, transpose} : memref<64x36xf32, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<8x16xf32, "BOp">
    %AT = gpu.subgroup_mma_load_matrix %kn[%c0, %c16] {leadDimension = 68 : index, transpose} : memref<32x68xf32, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x8xf32, "AOp">
    %E = gpu.subgroup_mma_compute %AT, %BT, %D : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %E, %c[%c0, %c0] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<64x64xf32>
    gpu.return
  }
}
