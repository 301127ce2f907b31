// use-generic-functions: alloc and dealloc call upstream's generic
// functions (_mlir_memref_to_llvm_alloc(size),
// _mlir_memref_to_llvm_aligned_alloc(alignment, size),
// _mlir_memref_to_llvm_free(ptr)), which a runtime defines (the cpu
// target's leak check does); without the option, the C library's.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s --check-prefix=LIBC --implicit-check-not=_mlir_memref_to_llvm
// RUN: strata-opt %s --finalize-memref-to-llvm=use-generic-functions=true | FileCheck %s --check-prefix=GENERIC --implicit-check-not=malloc --implicit-check-not=@free
// RUN: strata-opt %s --pass-pipeline='builtin.module(finalize-memref-to-llvm{use-generic-functions use-aligned-alloc})' | FileCheck %s --check-prefix=ALIGNED --implicit-check-not=malloc --implicit-check-not=@free --implicit-check-not=@aligned_alloc

// LIBC-DAG: llvm.func @free(!llvm.ptr)
// LIBC-DAG: llvm.func @malloc(i64) -> !llvm.ptr
// LIBC-LABEL: func.func @alloc_dealloc(
// LIBC: %[[A:.*]] = llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// LIBC: %[[B:.*]] = llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// LIBC: %[[PA:.*]] = llvm.extractvalue %{{.*}}[0]
// LIBC: llvm.call @free(%[[PA]]) : (!llvm.ptr) -> ()
// LIBC: %[[PB:.*]] = llvm.extractvalue %{{.*}}[0]
// LIBC: llvm.call @free(%[[PB]]) : (!llvm.ptr) -> ()

// GENERIC-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GENERIC-DAG: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// GENERIC-LABEL: func.func @alloc_dealloc(
// GENERIC: %[[SIZE:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// GENERIC: %[[A:.*]] = llvm.call @_mlir_memref_to_llvm_alloc(%[[SIZE]]) : (i64) -> !llvm.ptr
// GENERIC: llvm.insertvalue %[[A]], %{{.*}}[0]
// The alignment of 64 is reached by over-allocating and rounding up, as with malloc.
// GENERIC: %[[C64:.*]] = llvm.mlir.constant(64 : index) : i64
// GENERIC: %[[PADDED:.*]] = llvm.add %{{.*}}, %[[C64]] : i64
// GENERIC: %[[B:.*]] = llvm.call @_mlir_memref_to_llvm_alloc(%[[PADDED]]) : (i64) -> !llvm.ptr
// GENERIC: llvm.insertvalue %[[B]], %{{.*}}[0]
// GENERIC: %[[PA:.*]] = llvm.extractvalue %{{.*}}[0]
// GENERIC: llvm.call @_mlir_memref_to_llvm_free(%[[PA]]) : (!llvm.ptr) -> ()
// GENERIC: %[[PB:.*]] = llvm.extractvalue %{{.*}}[0]
// GENERIC: llvm.call @_mlir_memref_to_llvm_free(%[[PB]]) : (!llvm.ptr) -> ()

// ALIGNED-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// ALIGNED-DAG: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-LABEL: func.func @alloc_dealloc(
// The size is rounded up to a multiple of the alignment, as for aligned_alloc.
// ALIGNED: %[[AL:.*]] = llvm.mlir.constant(16 : index) : i64
// ALIGNED: %[[RA:.*]] = llvm.urem %{{.*}}, %[[AL]] : i64
// ALIGNED: %[[SA:.*]] = llvm.sub %{{.*}}, %[[RA]] : i64
// ALIGNED: llvm.call @_mlir_memref_to_llvm_aligned_alloc(%[[AL]], %[[SA]]) : (i64, i64) -> !llvm.ptr
// ALIGNED: %[[AL64:.*]] = llvm.mlir.constant(64 : index) : i64
// ALIGNED: %[[RB:.*]] = llvm.urem %{{.*}}, %[[AL64]] : i64
// ALIGNED: %[[SB:.*]] = llvm.sub %{{.*}}, %[[RB]] : i64
// ALIGNED: llvm.call @_mlir_memref_to_llvm_aligned_alloc(%[[AL64]], %[[SB]]) : (i64, i64) -> !llvm.ptr
// ALIGNED-COUNT-2: llvm.call @_mlir_memref_to_llvm_free(%{{.*}}) : (!llvm.ptr) -> ()
func.func @alloc_dealloc(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4xi16>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<4xi16>
  return
}

// Loads, stores and allocas are untouched by the option.
// GENERIC-LABEL: func.func @alloca_only(
// GENERIC: llvm.alloca
// GENERIC-NOT: llvm.call
// GENERIC: return
func.func @alloca_only() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xf32>
  %v = memref.load %a[%c0] : memref<2xf32>
  return %v : f32
}
