// A backend plug-in at the torch-backend level: strata-compile partitions
// torch's backend contract (the products are torch.aten.mm), sends the
// segment as torch (!torch.vtensor), and declares it to the host on the
// builtin tensors it lowers to, called between torch_c casts that the
// torch to linalg lowering folds away. (compiler.TestBackendPluginEndToEnd
// runs a model this way against PyTorch.)
// RUN: env PATH=%S/Inputs strata-compile %s --target=torchmm --emit=torch-backend --partition-report -o - 2>&1 | FileCheck %s --check-prefix=TORCH
// RUN: env PATH=%S/Inputs STRATA_STUB_SEGMENTS=%t.segments strata-compile %s --target=torchmm --emit=linalg -o - | FileCheck %s --check-prefix=HOST
// RUN: FileCheck %s --check-prefix=SENT --input-file %t.segments
// RUN: env PATH=%S/Inputs not strata-compile %S/plugin-llvm.mlir --target=torchmm --emit=linalg -o - 2>&1 | FileCheck %s --check-prefix=LATE

// LATE: error: 'builtin.module' op --target=torchmm partitions torch ops in the backend contract: give torch, not a later level

// TORCH: @main: 1 segment(s) for torchmm, 2 op(s) on the host
// TORCH-NEXT: segment @main_torchmm_0: torch.aten.mm
// TORCH-NEXT: host: torch.aten.relu at {{.*}}plugin-torch.mlir:{{[0-9]+}}:{{[0-9]+}}: torchmm does not run torch.aten.relu
// TORCH: host: torch.aten.mm at {{.*}}plugin-torch.mlir:{{[0-9]+}}:{{[0-9]+}}: torchmm runs torch.aten.mm on f32 only, not i64
// TORCH-LABEL: func.func @main(
//       TORCH:   call @main_torchmm_0(%arg0, %arg1) : (!torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32>) -> !torch.vtensor<[4,16],f32>
//       TORCH:   torch.aten.relu
//       TORCH: func.func private @main_torchmm_0({{.*}}: !torch.vtensor<[4,8],f32>, {{.*}}: !torch.vtensor<[8,16],f32>) -> !torch.vtensor<[4,16],f32> attributes {strata.target = "torchmm"}

// HOST-LABEL: func.func @main(
//       HOST:   call @main_torchmm_0(%{{.*}}, %{{.*}}) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
//       HOST:   linalg.generic
//   HOST-NOT: torch
//       HOST: func.func private @main_torchmm_0(tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32> attributes {llvm.emit_c_interface, strata.target = "torchmm"}

// SENT: func.func @main_torchmm_0(%arg0: !torch.vtensor<[4,8],f32> {{.*}}, %arg1: !torch.vtensor<[8,16],f32> {{.*}}) -> !torch.vtensor<[4,16],f32> attributes {llvm.emit_c_interface, strata.target = "torchmm"}
// SENT:   torch.aten.mm %arg0, %arg1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32> loc(
// SENT:   return

func.func @main(%x: !torch.vtensor<[4,8],f32>, %w: !torch.vtensor<[8,16],f32>, %a: !torch.vtensor<[2,2],si64>) -> (!torch.vtensor<[4,16],f32>, !torch.vtensor<[2,2],si64>) {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %2 = torch.aten.mm %a, %a : !torch.vtensor<[2,2],si64>, !torch.vtensor<[2,2],si64> -> !torch.vtensor<[2,2],si64>
  return %1, %2 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[2,2],si64>
}
