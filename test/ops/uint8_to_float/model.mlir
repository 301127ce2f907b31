// uint8_to_float: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],ui8>) -> !torch.vtensor<[3,4],f32> {
    %int6 = torch.constant.int 6
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %x, %int6, %false, %false, %none : !torch.vtensor<[3,4],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":115:0)
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.prim.NumToTensor.Scalar %float5.000000e-01 : !torch.float -> !torch.vtensor<[],f64>
    %2 = torch.aten.mul.Tensor %0, %1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":115:0)
    return %2 : !torch.vtensor<[3,4],f32>
  }
}
