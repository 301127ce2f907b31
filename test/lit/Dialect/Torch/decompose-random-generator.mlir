// An explicit torch.Generator keeps its state in PyTorch: rand.generator
// with one is not decomposed, and the backend contract names it.
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-lower-to-backend-contract)' 2>&1 | FileCheck %s

// An explicit generator keeps its state in PyTorch: not decomposed.
// CHECK: error: 'torch.aten.rand.generator' op unsupported by backend contract: 'torch.aten.rand.generator' is not backend-legal
func.func @with_generator(%g: !torch.Generator) -> !torch.vtensor<[2],f32> {
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %size = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.rand.generator %size, %g, %none, %none, %none, %none : !torch.list<int>, !torch.Generator, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
