// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// The composite views, stacks and splits (lowering/torchdecompose/
// view_composites.go) and the aliases of torch.Aliases: every function
// runs on the interpreter before torch-decompose-complex-ops and after it,
// on the same seeded random inputs (dynamic dims of size 3), and must give
// the same results. Dynamic dims, rank 0 and empty pieces are among them;
// the declined cases at the end keep their ops.

// CHECK-LABEL: func.func @view_as(
// CHECK-NOT: torch.aten.view_as
// CHECK-NOT: torch.aten.reshape_as
// CHECK: torch.aten.view
func.func @view_as(%x: !torch.vtensor<[2,6],f32>, %o: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[?,4],si64>, %p: !torch.vtensor<[4,?],si64>) -> (!torch.vtensor<[3,4],f32>, !torch.vtensor<[4,?],si64>) {
  %0 = torch.aten.view_as %x, %o : !torch.vtensor<[2,6],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>
  %1 = torch.aten.reshape_as %y, %p : !torch.vtensor<[?,4],si64>, !torch.vtensor<[4,?],si64> -> !torch.vtensor<[4,?],si64>
  return %0, %1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4,?],si64>
}

// -----

// mT and mH swap the last two dims; matrix_H (Tensor.H) takes a matrix
// or a scalar.
// CHECK-LABEL: func.func @matrix_transposes(
// CHECK-NOT: torch.aten.mT
// CHECK-NOT: torch.aten.mH
// CHECK-NOT: torch.aten.matrix_H
// CHECK: torch.aten.permute
func.func @matrix_transposes(%x: !torch.vtensor<[2,3,4],si64>, %y: !torch.vtensor<[?,3],f32>, %z: !torch.vtensor<[2,3],i1>, %s: !torch.vtensor<[],f32>) -> (!torch.vtensor<[2,4,3],si64>, !torch.vtensor<[3,?],f32>, !torch.vtensor<[3,2],i1>, !torch.vtensor<[],f32>) {
  %0 = torch.aten.mT %x : !torch.vtensor<[2,3,4],si64> -> !torch.vtensor<[2,4,3],si64>
  %1 = torch.aten.mH %y : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[3,?],f32>
  %2 = torch.aten.matrix_H %z : !torch.vtensor<[2,3],i1> -> !torch.vtensor<[3,2],i1>
  %3 = torch.aten.matrix_H %s : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[2,4,3],si64>, !torch.vtensor<[3,?],f32>, !torch.vtensor<[3,2],i1>, !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @atleast(
// CHECK-NOT: torch.aten.atleast_
func.func @atleast(%s: !torch.vtensor<[],f32>, %v: !torch.vtensor<[?],f32>, %m: !torch.vtensor<[2,3],si32>, %w: !torch.vtensor<[4],i1>) -> (!torch.vtensor<[1],f32>, !torch.vtensor<[1,?],f32>, !torch.vtensor<[2,3,1],si32>, !torch.vtensor<[1,4,1],i1>, !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[2,3],si32>) {
  %0 = torch.aten.atleast_1d %s : !torch.vtensor<[],f32> -> !torch.vtensor<[1],f32>
  %1 = torch.aten.atleast_2d %v : !torch.vtensor<[?],f32> -> !torch.vtensor<[1,?],f32>
  %2 = torch.aten.atleast_3d %m : !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3,1],si32>
  %3 = torch.aten.atleast_3d %w : !torch.vtensor<[4],i1> -> !torch.vtensor<[1,4,1],i1>
  %4 = torch.aten.atleast_3d %s : !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,1],f32>
  %5 = torch.aten.atleast_1d %m : !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[1],f32>, !torch.vtensor<[1,?],f32>, !torch.vtensor<[2,3,1],si32>, !torch.vtensor<[1,4,1],i1>, !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[2,3],si32>
}

// -----

// CHECK-LABEL: func.func @atleast_sequence(
// CHECK-NOT: .Sequence
// CHECK-NOT: torch.prim.ListUnpack
func.func @atleast_sequence(%s: !torch.vtensor<[],f32>, %v: !torch.vtensor<[?],si64>) -> (!torch.vtensor<[1,1],f32>, !torch.vtensor<[1,?],si64>, !torch.vtensor<[1],f32>, !torch.vtensor<[?],si64>, !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[1,?,1],si64>) {
  %l = torch.prim.ListConstruct %s, %v : (!torch.vtensor<[],f32>, !torch.vtensor<[?],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.atleast_2d.Sequence %l : !torch.list<vtensor> -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[1,1],f32>, !torch.vtensor<[1,?],si64>
  %2 = torch.aten.atleast_1d.Sequence %l : !torch.list<vtensor> -> !torch.list<vtensor>
  %3:2 = torch.prim.ListUnpack %2 : !torch.list<vtensor> -> !torch.vtensor<[1],f32>, !torch.vtensor<[?],si64>
  %4 = torch.aten.atleast_3d.Sequence %l : !torch.list<vtensor> -> !torch.list<vtensor>
  %5:2 = torch.prim.ListUnpack %4 : !torch.list<vtensor> -> !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[1,?,1],si64>
  return %1#0, %1#1, %3#0, %3#1, %5#0, %5#1 : !torch.vtensor<[1,1],f32>, !torch.vtensor<[1,?],si64>, !torch.vtensor<[1],f32>, !torch.vtensor<[?],si64>, !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[1,?,1],si64>
}

// -----

// CHECK-LABEL: func.func @ravel(
// CHECK-NOT: torch.aten.ravel
func.func @ravel(%x: !torch.vtensor<[2,?,3],f32>, %s: !torch.vtensor<[],si64>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[1],si64>) {
  %0 = torch.aten.ravel %x : !torch.vtensor<[2,?,3],f32> -> !torch.vtensor<[?],f32>
  %1 = torch.aten.ravel %s : !torch.vtensor<[],si64> -> !torch.vtensor<[1],si64>
  return %0, %1 : !torch.vtensor<[?],f32>, !torch.vtensor<[1],si64>
}

// -----

// hstack joins vectors along dim 0 and matrices along dim 1, promoting
// dtypes as cat does; vstack makes rows of vectors, dstack depth slices,
// column_stack columns of vectors and scalars.
// CHECK-LABEL: func.func @stacks(
// CHECK-NOT: torch.aten.hstack
// CHECK-NOT: torch.aten.vstack
// CHECK-NOT: torch.aten.dstack
// CHECK-NOT: torch.aten.column_stack
// CHECK: torch.aten.cat
func.func @stacks(%a: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[3],si32>, %m: !torch.vtensor<[2,1],f32>, %n: !torch.vtensor<[2,3],f32>, %r: !torch.vtensor<[3],f32>, %q: !torch.vtensor<[?,3],f32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[2,3,2],f32>, !torch.vtensor<[3,4],f32>) {
  %l0 = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2],f32>, !torch.vtensor<[3],si32>) -> !torch.list<vtensor>
  %0 = torch.aten.hstack %l0 : !torch.list<vtensor> -> !torch.vtensor<[5],f32>
  %l1 = torch.prim.ListConstruct %m, %n : (!torch.vtensor<[2,1],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor>
  %1 = torch.aten.hstack %l1 : !torch.list<vtensor> -> !torch.vtensor<[2,4],f32>
  %l2 = torch.prim.ListConstruct %r, %q : (!torch.vtensor<[3],f32>, !torch.vtensor<[?,3],f32>) -> !torch.list<vtensor>
  %2 = torch.aten.vstack %l2 : !torch.list<vtensor> -> !torch.vtensor<[?,3],f32>
  %l3 = torch.prim.ListConstruct %n, %n : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor>
  %3 = torch.aten.dstack %l3 : !torch.list<vtensor> -> !torch.vtensor<[2,3,2],f32>
  %t = torch.aten.t %n : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[3,2],f32>
  %l4 = torch.prim.ListConstruct %r, %t, %r : (!torch.vtensor<[3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[3],f32>) -> !torch.list<vtensor>
  %4 = torch.aten.column_stack %l4 : !torch.list<vtensor> -> !torch.vtensor<[3,4],f32>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[5],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[2,3,2],f32>, !torch.vtensor<[3,4],f32>
}

// -----

// CHECK-LABEL: func.func @column_stack_scalars(
// CHECK-NOT: torch.aten.column_stack
func.func @column_stack_scalars(%a: !torch.vtensor<[],si64>, %b: !torch.vtensor<[],si64>) -> !torch.vtensor<[1,2],si64> {
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[],si64>, !torch.vtensor<[],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.column_stack %l : !torch.list<vtensor> -> !torch.vtensor<[1,2],si64>
  return %0 : !torch.vtensor<[1,2],si64>
}

// -----

// movedim([0, 1] -> [2, 0]) puts dim 1 first, dim 2 next and dim 0 last.
// CHECK-LABEL: func.func @movedim(
// CHECK-NOT: torch.aten.movedim
// CHECK-NOT: torch.aten.moveaxis
func.func @movedim(%x: !torch.vtensor<[2,?,4],f32>) -> (!torch.vtensor<[?,4,2],f32>, !torch.vtensor<[4,2,?],f32>, !torch.vtensor<[4,2,?],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %s = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.movedim.intlist %x, %s, %d : !torch.vtensor<[2,?,4],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[?,4,2],f32>
  %1 = torch.aten.movedim.int %x, %int-1, %int0 : !torch.vtensor<[2,?,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,2,?],f32>
  %2 = torch.aten.moveaxis.int %x, %int-1, %int0 : !torch.vtensor<[2,?,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,2,?],f32>
  return %0, %1, %2 : !torch.vtensor<[?,4,2],f32>, !torch.vtensor<[4,2,?],f32>, !torch.vtensor<[4,2,?],f32>
}

// -----

// CHECK-LABEL: func.func @flips_and_rotations(
// CHECK-NOT: torch.aten.flipud
// CHECK-NOT: torch.aten.fliplr
// CHECK-NOT: torch.aten.rot90
func.func @flips_and_rotations(%x: !torch.vtensor<[3,?],f32>, %y: !torch.vtensor<[2,3,4],si64>) -> (!torch.vtensor<[3,?],f32>, !torch.vtensor<[2,3,4],si64>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[2,4,3],si64>, !torch.vtensor<[2,3,4],si64>, !torch.vtensor<[3,?],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %int-5 = torch.constant.int -5
  %d01 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d12 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.flipud %x : !torch.vtensor<[3,?],f32> -> !torch.vtensor<[3,?],f32>
  %1 = torch.aten.fliplr %y : !torch.vtensor<[2,3,4],si64> -> !torch.vtensor<[2,3,4],si64>
  %2 = torch.aten.rot90 %x, %int1, %d01 : !torch.vtensor<[3,?],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[?,3],f32>
  %3 = torch.aten.rot90 %y, %int-5, %d12 : !torch.vtensor<[2,3,4],si64>, !torch.int, !torch.list<int> -> !torch.vtensor<[2,4,3],si64>
  %4 = torch.aten.rot90 %y, %int2, %d12 : !torch.vtensor<[2,3,4],si64>, !torch.int, !torch.list<int> -> !torch.vtensor<[2,3,4],si64>
  %5 = torch.aten.rot90 %x, %int4, %d01 : !torch.vtensor<[3,?],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[3,?],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[3,?],f32>, !torch.vtensor<[2,3,4],si64>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[2,4,3],si64>, !torch.vtensor<[2,3,4],si64>, !torch.vtensor<[3,?],f32>
}

// -----

// tile pads its repeats with leading ones, so a matrix tiled [2] repeats
// its columns; a scalar tiled [3] becomes a vector.
// CHECK-LABEL: func.func @tile(
// CHECK-NOT: torch.aten.tile
func.func @tile(%x: !torch.vtensor<[2,3],f32>, %s: !torch.vtensor<[],i1>) -> (!torch.vtensor<[2,6],f32>, !torch.vtensor<[3],i1>) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %r0 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %r1 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.tile %x, %r0 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,6],f32>
  %1 = torch.aten.tile %s, %r1 : !torch.vtensor<[],i1>, !torch.list<int> -> !torch.vtensor<[3],i1>
  return %0, %1 : !torch.vtensor<[2,6],f32>, !torch.vtensor<[3],i1>
}

// -----

// CHECK-LABEL: func.func @pixel_shuffles(
// CHECK-NOT: torch.aten.pixel_shuffle
// CHECK-NOT: torch.aten.pixel_unshuffle
// CHECK-NOT: torch.aten.channel_shuffle
// CHECK-NOT: torch.aten.native_channel_shuffle
func.func @pixel_shuffles(%x: !torch.vtensor<[?,8,2,3],f32>, %y: !torch.vtensor<[1,2,4,6],si64>, %z: !torch.vtensor<[2,6,3],f32>) -> (!torch.vtensor<[?,2,4,6],f32>, !torch.vtensor<[1,8,2,3],si64>, !torch.vtensor<[2,6,3],f32>, !torch.vtensor<[2,6,3],f32>) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.aten.pixel_shuffle %x, %int2 : !torch.vtensor<[?,8,2,3],f32>, !torch.int -> !torch.vtensor<[?,2,4,6],f32>
  %1 = torch.aten.pixel_unshuffle %y, %int2 : !torch.vtensor<[1,2,4,6],si64>, !torch.int -> !torch.vtensor<[1,8,2,3],si64>
  %2 = torch.aten.channel_shuffle %z, %int3 : !torch.vtensor<[2,6,3],f32>, !torch.int -> !torch.vtensor<[2,6,3],f32>
  %3 = torch.aten.native_channel_shuffle %z, %int2 : !torch.vtensor<[2,6,3],f32>, !torch.int -> !torch.vtensor<[2,6,3],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[?,2,4,6],f32>, !torch.vtensor<[1,8,2,3],si64>, !torch.vtensor<[2,6,3],f32>, !torch.vtensor<[2,6,3],f32>
}

// -----

// repeat_interleave along a dynamic dim, and of the flattened tensor.
// CHECK-LABEL: func.func @repeat_interleave(
// CHECK-NOT: torch.aten.repeat_interleave
func.func @repeat_interleave(%x: !torch.vtensor<[2,?],f32>, %y: !torch.vtensor<[2,3],si64>) -> (!torch.vtensor<[2,?],f32>, !torch.vtensor<[18],si64>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int18 = torch.constant.int 18
  %none = torch.constant.none
  %0 = torch.aten.repeat_interleave.self_int %x, %int2, %int1, %none : !torch.vtensor<[2,?],f32>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[2,?],f32>
  %1 = torch.aten.repeat_interleave.self_int %y, %int3, %none, %int18 : !torch.vtensor<[2,3],si64>, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[18],si64>
  return %0, %1 : !torch.vtensor<[2,?],f32>, !torch.vtensor<[18],si64>
}

// -----

// diagonal is lowered (views_more.go); linalg_diagonal and diagonal_copy
// are its aliases.
// CHECK-LABEL: func.func @diagonal(
// CHECK-NOT: torch.aten.linalg_diagonal
// CHECK-NOT: torch.aten.diagonal_copy
// CHECK: torch.aten.diagonal
func.func @diagonal(%x: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[?,3,4],si64>, %z: !torch.vtensor<[3,?,4],f32>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[?,2],si64>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[?,3],si64>, !torch.vtensor<[3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int5 = torch.constant.int 5
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  %0 = torch.aten.diagonal %x, %int1, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  %1 = torch.aten.diagonal %y, %int-1, %int1, %int2 : !torch.vtensor<[?,3,4],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,2],si64>
  %2 = torch.aten.diagonal %z, %int0, %int2, %int0 : !torch.vtensor<[3,?,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,3],f32>
  %3 = torch.aten.diagonal %x, %int5, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[0],f32>
  %4 = torch.aten.linalg_diagonal %y, %int0, %int-2, %int-1 : !torch.vtensor<[?,3,4],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,3],si64>
  %5 = torch.aten.diagonal_copy %x, %int0, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[3],f32>, !torch.vtensor<[?,2],si64>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[?,3],si64>, !torch.vtensor<[3],f32>
}

// -----

// diag of a vector builds a matrix (NaN-free zeros off the diagonal), of a
// matrix takes a diagonal; diagflat flattens first.
// CHECK-LABEL: func.func @diag(
// CHECK-NOT: torch.aten.diag %
// CHECK-NOT: torch.aten.diagflat
func.func @diag(%v: !torch.vtensor<[4],f32>, %m: !torch.vtensor<[3,4],si64>, %n: !torch.vtensor<[2,2],i1>, %s: !torch.vtensor<[],f32>) -> (!torch.vtensor<[5,5],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[4,4],i1>, !torch.vtensor<[1,1],f32>, !torch.vtensor<[6,6],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  %0 = torch.aten.diag %v, %int1 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[5,5],f32>
  %1 = torch.aten.diag %m, %int-1 : !torch.vtensor<[3,4],si64>, !torch.int -> !torch.vtensor<[2],si64>
  %2 = torch.aten.diagflat %n, %int0 : !torch.vtensor<[2,2],i1>, !torch.int -> !torch.vtensor<[4,4],i1>
  %3 = torch.aten.diagflat %s, %int0 : !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[1,1],f32>
  %4 = torch.aten.diag %v, %int-2 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[6,6],f32>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[5,5],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[4,4],i1>, !torch.vtensor<[1,1],f32>, !torch.vtensor<[6,6],f32>
}

// -----

// diag_embed puts the new dims where dim1 and dim2 say, around a dynamic
// batch dim.
// CHECK-LABEL: func.func @diag_embed(
// CHECK-NOT: torch.aten.diag_embed
// CHECK: torch.aten.masked_fill.Scalar
func.func @diag_embed(%x: !torch.vtensor<[?,3],f32>, %b: !torch.vtensor<[2,2],i1>) -> (!torch.vtensor<[4,?,4],f32>, !torch.vtensor<[2,2,2],i1>, !torch.vtensor<[?,5,5],f32>) {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  %0 = torch.aten.diag_embed %x, %int-1, %int2, %int0 : !torch.vtensor<[?,3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,?,4],f32>
  %1 = torch.aten.diag_embed %b, %int0, %int-2, %int-1 : !torch.vtensor<[2,2],i1>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2,2],i1>
  %2 = torch.aten.diag_embed %x, %int2, %int-2, %int-1 : !torch.vtensor<[?,3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,5,5],f32>
  return %0, %1, %2 : !torch.vtensor<[4,?,4],f32>, !torch.vtensor<[2,2,2],i1>, !torch.vtensor<[?,5,5],f32>
}

// -----

// CHECK-LABEL: func.func @diagonal_scatter(
// CHECK-NOT: torch.aten.diagonal_scatter
// CHECK: torch.aten.where.self
func.func @diagonal_scatter(%x: !torch.vtensor<[3,4],f32>, %s: !torch.vtensor<[3],f32>, %y: !torch.vtensor<[?,3,4],si64>, %t: !torch.vtensor<[?,2],si64>) -> (!torch.vtensor<[3,4],f32>, !torch.vtensor<[?,3,4],si64>, !torch.vtensor<[3,4],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %int7 = torch.constant.int 7
  %0 = torch.aten.diagonal_scatter %x, %s, %int1, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,4],f32>
  %1 = torch.aten.diagonal_scatter %y, %t, %int1, %int2, %int1 : !torch.vtensor<[?,3,4],si64>, !torch.vtensor<[?,2],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,3,4],si64>
  %e = torch.aten.slice.Tensor %s, %int0, %int0, %int0, %int1 : !torch.vtensor<[3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[0],f32>
  %2 = torch.aten.diagonal_scatter %x, %e, %int7, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[0],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,4],f32>
  return %0, %1, %2 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[?,3,4],si64>, !torch.vtensor<[3,4],f32>
}

// -----

// unfold is lowered (views_more.go); unfold_copy is its alias.
// CHECK-LABEL: func.func @unfold_copy(
// CHECK-NOT: torch.aten.unfold_copy
// CHECK: torch.aten.unfold
func.func @unfold_copy(%x: !torch.vtensor<[2,7],f32>) -> !torch.vtensor<[1,7,1],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %0 = torch.aten.unfold_copy %x, %int0, %int1, %int3 : !torch.vtensor<[2,7],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,7,1],f32>
  return %0 : !torch.vtensor<[1,7,1],f32>
}

// -----

// take reads the flattened tensor, negative indices from the end;
// take_along_dim gathers with self and indices broadcast (but along the
// dim), or flattened.
// CHECK-LABEL: func.func @take(
// CHECK-NOT: torch.aten.take
// CHECK: torch.aten.gather
func.func @take(%x: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[3,1],si64>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[2,4],si64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %i = torch.vtensor.literal(dense<[[0, 11], [-1, 5]]> : tensor<2x2xsi64>) : !torch.vtensor<[2,2],si64>
  %j = torch.vtensor.literal(dense<[[3, 0]]> : tensor<1x2xsi64>) : !torch.vtensor<[1,2],si64>
  %k = torch.vtensor.literal(dense<[11, 0, 4, 4]> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
  %m = torch.vtensor.literal(dense<[[2, 0, 1, 1], [0, 0, 2, 1]]> : tensor<2x4xsi64>) : !torch.vtensor<[2,4],si64>
  %0 = torch.aten.take %x, %i : !torch.vtensor<[3,4],f32>, !torch.vtensor<[2,2],si64> -> !torch.vtensor<[2,2],f32>
  %1 = torch.aten.take_along_dim %x, %j, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[1,2],si64>, !torch.int -> !torch.vtensor<[3,2],f32>
  %2 = torch.aten.take_along_dim %x, %k, %none : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],si64>, !torch.none -> !torch.vtensor<[4],f32>
  %3 = torch.aten.take_along_dim %y, %m, %int0 : !torch.vtensor<[3,1],si64>, !torch.vtensor<[2,4],si64>, !torch.int -> !torch.vtensor<[2,4],si64>
  return %0, %1, %2, %3 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[2,4],si64>
}

// -----

// sum_to_size sums the leading dims and the dims that become 1.
// CHECK-LABEL: func.func @sum_to_size(
// CHECK-NOT: torch.aten.sum_to_size
// CHECK: torch.aten.sum.dim_IntList
func.func @sum_to_size(%x: !torch.vtensor<[2,3,4],f32>, %y: !torch.vtensor<[?,4],si32>) -> (!torch.vtensor<[3,1],f32>, !torch.vtensor<[4],si32>, !torch.vtensor<[1,4],si64>) {
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %s0 = torch.prim.ListConstruct %int3, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %s1 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %s2 = torch.prim.ListConstruct %int1, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.sum_to_size %x, %s0 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[3,1],f32>
  %1 = torch.aten.sum_to_size %y, %s1 : !torch.vtensor<[?,4],si32>, !torch.list<int> -> !torch.vtensor<[4],si32>
  %b = torch.aten.gt.Scalar %x, %int1 : !torch.vtensor<[2,3,4],f32>, !torch.int -> !torch.vtensor<[2,3,4],i1>
  %2 = torch.aten.sum_to_size %b, %s2 : !torch.vtensor<[2,3,4],i1>, !torch.list<int> -> !torch.vtensor<[1,4],si64>
  return %0, %1, %2 : !torch.vtensor<[3,1],f32>, !torch.vtensor<[4],si32>, !torch.vtensor<[1,4],si64>
}

// -----

// broadcast_tensors with a dynamic dim (taken from the tensor that has
// it) and a scalar.
// CHECK-LABEL: func.func @broadcast_tensors(
// CHECK-NOT: torch.aten.broadcast_tensors
// CHECK-NOT: torch.prim.ListUnpack
func.func @broadcast_tensors(%a: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[?,1],f32>, %c: !torch.vtensor<[],f32>) -> (!torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>) {
  %l = torch.prim.ListConstruct %a, %b, %c : (!torch.vtensor<[3],f32>, !torch.vtensor<[?,1],f32>, !torch.vtensor<[],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.broadcast_tensors %l : !torch.list<vtensor> -> !torch.list<vtensor>
  %1:3 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>
  return %1#0, %1#1, %1#2 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>
}

// -----

// meshgrid with "ij" indexing (the default), and with "xy", which swaps
// the first two dims; a scalar counts as one element.
// CHECK-LABEL: func.func @meshgrid(
// CHECK-NOT: torch.aten.meshgrid
// CHECK-NOT: torch.prim.ListUnpack
func.func @meshgrid(%a: !torch.vtensor<[2],si64>, %b: !torch.vtensor<[?],si64>, %c: !torch.vtensor<[],si64>) -> (!torch.vtensor<[2,?],si64>, !torch.vtensor<[2,?],si64>, !torch.vtensor<[?,2,1],si64>, !torch.vtensor<[?,2,1],si64>, !torch.vtensor<[?,2,1],si64>) {
  %l0 = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2],si64>, !torch.vtensor<[?],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.meshgrid %l0 : !torch.list<vtensor> -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,?],si64>, !torch.vtensor<[2,?],si64>
  %l1 = torch.prim.ListConstruct %a, %b, %c : (!torch.vtensor<[2],si64>, !torch.vtensor<[?],si64>, !torch.vtensor<[],si64>) -> !torch.list<vtensor>
  %xy = torch.constant.str "xy"
  %2 = torch.aten.meshgrid.indexing %l1, %xy : !torch.list<vtensor>, !torch.str -> !torch.list<vtensor>
  %3:3 = torch.prim.ListUnpack %2 : !torch.list<vtensor> -> !torch.vtensor<[?,2,1],si64>, !torch.vtensor<[?,2,1],si64>, !torch.vtensor<[?,2,1],si64>
  return %1#0, %1#1, %3#0, %3#1, %3#2 : !torch.vtensor<[2,?],si64>, !torch.vtensor<[2,?],si64>, !torch.vtensor<[?,2,1],si64>, !torch.vtensor<[?,2,1],si64>, !torch.vtensor<[?,2,1],si64>
}

// -----

// 7 rows in 3 sections are 3 + 2 + 2; indices [1, -2, 10] of 6 columns
// cut [0, 1), [1, 4), [4, 6) and an empty [6, 6); a constant tensor of
// cuts [4, 2] gives [0, 4), an empty [4, 4) and [2, 6); a 0-d one, 4
// sections of 7 rows (2 + 2 + 2 + 1).
// CHECK-LABEL: func.func @tensor_split(
// CHECK-NOT: torch.aten.tensor_split
// CHECK-NOT: torch.prim.ListUnpack
func.func @tensor_split(%x: !torch.vtensor<[7,2],f32>, %y: !torch.vtensor<[?,6],si64>) -> (!torch.vtensor<[3,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[?,1],si64>, !torch.vtensor<[?,3],si64>, !torch.vtensor<[?,2],si64>, !torch.vtensor<[?,0],si64>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[?,0],si64>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[1,2],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int10 = torch.constant.int 10
  %int-2 = torch.constant.int -2
  %0 = torch.aten.tensor_split.sections %x, %int3, %int0 : !torch.vtensor<[7,2],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  %1:3 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>
  %i = torch.prim.ListConstruct %int1, %int-2, %int10 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.tensor_split.indices %y, %i, %int1 : !torch.vtensor<[?,6],si64>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
  %3:4 = torch.prim.ListUnpack %2 : !torch.list<vtensor> -> !torch.vtensor<[?,1],si64>, !torch.vtensor<[?,3],si64>, !torch.vtensor<[?,2],si64>, !torch.vtensor<[?,0],si64>
  %c = torch.vtensor.literal(dense<[4, 2]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %4 = torch.aten.tensor_split.tensor_indices_or_sections %y, %c, %int1 : !torch.vtensor<[?,6],si64>, !torch.vtensor<[2],si64>, !torch.int -> !torch.list<vtensor>
  %5:3 = torch.prim.ListUnpack %4 : !torch.list<vtensor> -> !torch.vtensor<[?,4],si64>, !torch.vtensor<[?,0],si64>, !torch.vtensor<[?,4],si64>
  %k = torch.vtensor.literal(dense<4> : tensor<si64>) : !torch.vtensor<[],si64>
  %6 = torch.aten.tensor_split.tensor_indices_or_sections %x, %k, %int0 : !torch.vtensor<[7,2],f32>, !torch.vtensor<[],si64>, !torch.int -> !torch.list<vtensor>
  %7:4 = torch.prim.ListUnpack %6 : !torch.list<vtensor> -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[1,2],f32>
  return %1#0, %1#1, %1#2, %3#0, %3#1, %3#2, %3#3, %5#0, %5#1, %5#2, %7#3 : !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[?,1],si64>, !torch.vtensor<[?,3],si64>, !torch.vtensor<[?,2],si64>, !torch.vtensor<[?,0],si64>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[?,0],si64>, !torch.vtensor<[?,4],si64>, !torch.vtensor<[1,2],f32>
}

// -----

// vsplit, hsplit (dim 0 of a vector, 1 otherwise) and dsplit.
// CHECK-LABEL: func.func @directional_splits(
// CHECK-NOT: split
// CHECK-NOT: torch.prim.ListUnpack
func.func @directional_splits(%x: !torch.vtensor<[4,3],f32>, %v: !torch.vtensor<[6],si64>, %y: !torch.vtensor<[1,2,4],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[1,3],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[4,2],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[1,2,1],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[1,2,1],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.aten.vsplit.int %x, %int2 : !torch.vtensor<[4,3],f32>, !torch.int -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
  %i1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.vsplit.array %x, %i1 : !torch.vtensor<[4,3],f32>, !torch.list<int> -> !torch.list<vtensor>
  %3:2 = torch.prim.ListUnpack %2 : !torch.list<vtensor> -> !torch.vtensor<[1,3],f32>, !torch.vtensor<[3,3],f32>
  %4 = torch.aten.hsplit.int %v, %int3 : !torch.vtensor<[6],si64>, !torch.int -> !torch.list<vtensor>
  %5:3 = torch.prim.ListUnpack %4 : !torch.list<vtensor> -> !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>
  %i2 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %6 = torch.aten.hsplit.array %x, %i2 : !torch.vtensor<[4,3],f32>, !torch.list<int> -> !torch.list<vtensor>
  %7:2 = torch.prim.ListUnpack %6 : !torch.list<vtensor> -> !torch.vtensor<[4,2],f32>, !torch.vtensor<[4,1],f32>
  %8 = torch.aten.dsplit.int %y, %int2 : !torch.vtensor<[1,2,4],f32>, !torch.int -> !torch.list<vtensor>
  %9:2 = torch.prim.ListUnpack %8 : !torch.list<vtensor> -> !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[1,2,2],f32>
  %i13 = torch.prim.ListConstruct %int1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %10 = torch.aten.dsplit.array %y, %i13 : !torch.vtensor<[1,2,4],f32>, !torch.list<int> -> !torch.list<vtensor>
  %11:3 = torch.prim.ListUnpack %10 : !torch.list<vtensor> -> !torch.vtensor<[1,2,1],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[1,2,1],f32>
  return %1#0, %1#1, %3#0, %3#1, %5#0, %5#1, %5#2, %7#0, %7#1, %9#0, %9#1, %11#0, %11#1, %11#2 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[1,3],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[4,2],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[1,2,1],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[1,2,1],f32>
}

// -----

// CHECK-LABEL: func.func @identities(
// CHECK-NOT: torch.aten.positive
// CHECK-NOT: torch.aten.conj_physical
// CHECK-NOT: torch.aten.resolve_
func.func @identities(%x: !torch.vtensor<[?],f32>, %y: !torch.vtensor<[2,3],si64>, %b: !torch.vtensor<[2],i1>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2],i1>, !torch.vtensor<[?],f32>) {
  %0 = torch.aten.positive %x : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  %1 = torch.aten.conj_physical %y : !torch.vtensor<[2,3],si64> -> !torch.vtensor<[2,3],si64>
  %2 = torch.aten.conj_physical %b : !torch.vtensor<[2],i1> -> !torch.vtensor<[2],i1>
  %3 = torch.aten.resolve_conj %x : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  %4 = torch.aten.resolve_neg %3 : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  return %0, %1, %2, %4 : !torch.vtensor<[?],f32>, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2],i1>, !torch.vtensor<[?],f32>
}

// -----

// Aliases become their targets (torch.Aliases), with the same operands.
// CHECK-LABEL: func.func @aliases(
// CHECK-NOT: torch.aten.divide
// CHECK-NOT: torch.aten.true_divide
// CHECK-NOT: torch.aten.subtract
// CHECK-NOT: torch.aten.greater_equal
// CHECK-NOT: torch.aten.max.other
// CHECK-NOT: torch.aten.special_expm1
// CHECK-NOT: torch.aten.negative
// CHECK-NOT: torch.aten.swapaxes
// CHECK-NOT: torch.aten.detach_
// CHECK: torch.aten.div.Tensor
// CHECK: torch.aten.div.Scalar
// CHECK: torch.aten.div.Scalar_mode
func.func @aliases(%x: !torch.vtensor<[2,3],f32>, %y: !torch.vtensor<[3],f32>, %i: !torch.vtensor<[2,3],si64>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,3],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %floor = torch.constant.str "floor"
  %0 = torch.aten.divide.Tensor %x, %y : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.true_divide.Scalar %x, %int2 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  %2 = torch.aten.divide.Scalar_mode %i, %int2, %floor : !torch.vtensor<[2,3],si64>, !torch.int, !torch.str -> !torch.vtensor<[2,3],si64>
  %3 = torch.aten.subtract.Tensor %x, %y, %int2 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  %4 = torch.aten.greater_equal.Tensor %x, %y : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[2,3],i1>
  %5 = torch.aten.max.other %x, %0 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %6 = torch.aten.special_expm1 %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %7 = torch.aten.negative %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %8 = torch.aten.swapaxes %x, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2],f32>
  %9 = torch.aten.detach_ %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,3],f32>
}

// -----

// X_copy is X: the view copies, and a split copy whose pieces are
// unpacked (then sliced as split_with_sizes is).
// CHECK-LABEL: func.func @copies(
// CHECK-NOT: _copy
// CHECK-NOT: torch.aten.unsafe_chunk
// CHECK-NOT: torch.prim.ListUnpack
func.func @copies(%x: !torch.vtensor<[2,?],f32>, %y: !torch.vtensor<[4,3],si64>) -> (!torch.vtensor<[2,1,?],f32>, !torch.vtensor<[?,2],f32>, !torch.vtensor<[3,4],si64>, !torch.vtensor<[12],si64>, !torch.vtensor<[1,3],si64>, !torch.vtensor<[3,3],si64>, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,?],f32>, !torch.vtensor<[2,2],si64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int12 = torch.constant.int 12
  %0 = torch.aten.unsqueeze_copy %x, %int1 : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.vtensor<[2,1,?],f32>
  %1 = torch.aten.t_copy %x : !torch.vtensor<[2,?],f32> -> !torch.vtensor<[?,2],f32>
  %2 = torch.aten.transpose_copy.int %y, %int0, %int1 : !torch.vtensor<[4,3],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,4],si64>
  %s = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
  %3 = torch.aten.view_copy %y, %s : !torch.vtensor<[4,3],si64>, !torch.list<int> -> !torch.vtensor<[12],si64>
  %ss = torch.prim.ListConstruct %int1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %4 = torch.aten.split_with_sizes_copy %y, %ss, %int0 : !torch.vtensor<[4,3],si64>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
  %5:2 = torch.prim.ListUnpack %4 : !torch.list<vtensor> -> !torch.vtensor<[1,3],si64>, !torch.vtensor<[3,3],si64>
  %6 = torch.aten.unsafe_chunk %y, %int2, %int0 : !torch.vtensor<[4,3],si64>, !torch.int, !torch.int -> !torch.list<vtensor>
  %7:2 = torch.prim.ListUnpack %6 : !torch.list<vtensor> -> !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si64>
  %8 = torch.aten.alias_copy %x : !torch.vtensor<[2,?],f32> -> !torch.vtensor<[2,?],f32>
  %9 = torch.aten.narrow_copy %y, %int1, %int1, %int2 : !torch.vtensor<[4,3],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,2],si64>
  %10 = torch.aten.slice_copy.Tensor %9, %int0, %int1, %int3, %int1 : !torch.vtensor<[4,2],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2],si64>
  return %0, %1, %2, %3, %5#0, %5#1, %7#0, %7#1, %8, %10 : !torch.vtensor<[2,1,?],f32>, !torch.vtensor<[?,2],f32>, !torch.vtensor<[3,4],si64>, !torch.vtensor<[12],si64>, !torch.vtensor<[1,3],si64>, !torch.vtensor<[3,3],si64>, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,?],f32>, !torch.vtensor<[2,2],si64>
}

// -----

// Declined: the diagonal embedding of a dynamic dim (its size is that of
// the result); a split list that is not unpacked is in the -invalid test.
// CHECK-LABEL: func.func @declined(
// CHECK: torch.aten.diag_embed
func.func @declined(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[3,?,?],f32> {
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  %t = torch.aten.t %x : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[3,?],f32>
  %0 = torch.aten.diag_embed %t, %int0, %int-2, %int-1 : !torch.vtensor<[3,?],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,?,?],f32>
  return %0 : !torch.vtensor<[3,?,?],f32>
}
