// The probe of python/strata (strata.explain, torch.compile's fallback): every
// op the lowering cannot take is reported at once, each at its own location,
// in the `FILE:LINE:COL: error:` form the probe reads back as an FX node's index.
// RUN: not strata-compile %s --emit=linalg -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t

// CHECK: strata-fx-node:2:0: error: 'torch.operator' op unsupported by backend contract: unknown op torch.operator "mylib.scale"
// CHECK: strata-fx-node:4:0: error: 'torch.operator' op unsupported by backend contract: unknown op torch.operator "mylib.shift"
// CHECK-NOT: strata-fx-node:{{[13]}}:0: error
func.func @main(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %0 = torch.aten.relu %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32> loc("strata-fx-node":1:0)
  %1 = torch.operator "mylib.scale"(%0) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> loc("strata-fx-node":2:0)
  %2 = torch.aten.relu %1 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32> loc("strata-fx-node":3:0)
  %3 = torch.operator "mylib.shift"(%2) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> loc("strata-fx-node":4:0)
  return %3 : !torch.vtensor<[2,3],f32>
}
