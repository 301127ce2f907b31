// The random factories: rand, randn (Box-Muller over two uniforms) and
// randperm (the order of uniform keys) decompose to uniform, which
// lowers to a generic hashing each element's linear index with a seed
// from torch_c.get_next_seed; strata-convert-torch-seed-to-memref keeps
// the seed in a memref.global. The numbers are Strata's, not PyTorch's:
// lowering/torchtolinalg/random_test.go checks their distribution.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops))' -split-input-file | FileCheck %s --check-prefix=DECOMPOSE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline)' -split-input-file | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// DECOMPOSE-LABEL: func.func @rand
// DECOMPOSE:         %[[E:.*]] = torch.aten.empty.memory_format %{{.*}}, %int6, %none{{.*}} -> !torch.vtensor<[?,3],f32>
// DECOMPOSE:         torch.aten.uniform %[[E]], %float0.000000e00, %float1.000000e00, %none{{.*}} -> !torch.vtensor<[?,3],f32>
// CHECK:           memref.global "private" @__strata_rng_seed : memref<i64> = dense<0>
// CHECK-LABEL:     func.func @rand
// CHECK:             %[[G:.*]] = memref.get_global @__strata_rng_seed : memref<i64>
// CHECK:             %[[S:.*]] = memref.load %[[G]][] : memref<i64>
// CHECK:             %[[M:.*]] = arith.muli %[[S]], %c6364136223846793005_i64 : i64
// CHECK:             %[[N:.*]] = arith.addi %[[M]], %c1442695040888963407_i64 : i64
// CHECK:             memref.store %[[N]], %[[G]][] : memref<i64>
// CHECK:             linalg.generic
// CHECK:               linalg.index 0
// CHECK:               arith.addi %{{.*}}, %[[N]] : i64
// CHECK:               arith.shrui %{{.*}}, %c40_i64 : i64
// CHECK:               arith.uitofp
// CHECK:               arith.truncf %{{.*}} : f64 to f32
func.func @rand(%n: !torch.int) -> !torch.vtensor<[?,3],f32> {
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %size = torch.prim.ListConstruct %n, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.rand %size, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}

// -----

// Rank 0, and randn_like of f64: two uniforms (two seeds), 53 bits each.
// DECOMPOSE-LABEL: func.func @randn_like_rank0
// DECOMPOSE-COUNT-2: torch.aten.uniform
// DECOMPOSE:         torch.aten.log
// DECOMPOSE:         torch.aten.cos
// CHECK-LABEL:     func.func @randn_like_rank0
// CHECK-COUNT-2:     memref.store
// CHECK:             arith.shrui %{{.*}}, %c11_i64 : i64
// CHECK:             math.log
// CHECK:             math.cos
func.func @randn_like_rank0(%x: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
  %none = torch.constant.none
  %0 = torch.aten.randn_like %x, %none, %none, %none, %none, %none : !torch.vtensor<[],f64>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// randperm: a stable sort of f64 keys, its indices converted to si32;
// n = 0 gives an empty permutation.
// DECOMPOSE-LABEL: func.func @randperm
// DECOMPOSE:         %[[K:.*]] = torch.aten.uniform %{{.*}} -> !torch.vtensor<[0],f64>
// DECOMPOSE:         %[[S:.*]]:2 = torch.aten.sort %[[K]], %int0, %false : !torch.vtensor<[0],f64>, !torch.int, !torch.bool -> !torch.vtensor<[0],f64>, !torch.vtensor<[0],si64>
// DECOMPOSE:         torch.aten.to.dtype %[[S]]#1, %int3
// CHECK-LABEL:     func.func @randperm
// CHECK:             arith.trunci %{{.*}} : i64 to i32
func.func @randperm() -> !torch.vtensor<[0],si32> {
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %0 = torch.aten.randperm %int0, %int3, %none, %none, %none : !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[0],si32>
  return %0 : !torch.vtensor<[0],si32>
}
