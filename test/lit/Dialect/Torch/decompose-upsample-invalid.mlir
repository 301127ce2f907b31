// RUN: strata-opt %s --torch-decompose-complex-ops --torch-lower-to-backend-contract -split-input-file -verify-diagnostics

// upsample_nearest's decomposition materializes each dim's source
// positions as a constant; an output dim past 2^20 is declined (no image
// is that long, and a fuzzed 2^62 once crashed the pass allocating it),
// and the backend contract names the op.
func.func @upsample_too_long(%x: !torch.vtensor<[1,1,2,4],f32>) -> !torch.vtensor<[1,1,1048577,4],f32> {
  %long = torch.constant.int 1048577
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %long, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.upsample_nearest2d' is not backend-legal}}
  %0 = torch.aten.upsample_nearest2d %x, %s, %none, %none : !torch.vtensor<[1,1,2,4],f32>, !torch.list<int>, !torch.none, !torch.none -> !torch.vtensor<[1,1,1048577,4],f32>
  return %0 : !torch.vtensor<[1,1,1048577,4],f32>
}

// -----

// The fuzzer's case: 2^62 + 1 rows of an empty batch.
func.func @upsample_huge(%x: !torch.vtensor<[0,5,2,4],si64>) -> !torch.vtensor<[0,5,4611686018427387905,1],si64> {
  %huge = torch.constant.int 4611686018427387905
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %huge, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.upsample_nearest2d' is not backend-legal}}
  %0 = torch.aten.upsample_nearest2d %x, %s, %none, %none : !torch.vtensor<[0,5,2,4],si64>, !torch.list<int>, !torch.none, !torch.none -> !torch.vtensor<[0,5,4611686018427387905,1],si64>
  return %0 : !torch.vtensor<[0,5,4611686018427387905,1],si64>
}
