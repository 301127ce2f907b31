// batch_norm_functional: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,5],f32>, %y: !torch.vtensor<[3],f32>, %z: !torch.vtensor<[3],f32>, %w: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3,5],f32> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-03 = torch.constant.float 1.000000e-03
    %0 = torch.aten.batch_norm %x, %w, %none, %y, %z, %false, %float1.000000e-01, %float1.000000e-03, %false : !torch.vtensor<[2,3,5],f32>, !torch.vtensor<[3],f32>, !torch.none, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2,3,5],f32> loc("python/strata/opcases.py":129:0)
    return %0 : !torch.vtensor<[2,3,5],f32>
  }
}
