// uint8_to_float_decomposed: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],ui8>) -> !torch.vtensor<[3,4],f32> {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %x, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,4],ui8>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":115:0)
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.prim.NumToTensor.Scalar %float5.000000e-01 : !torch.float -> !torch.vtensor<[],f64>
    %2 = torch.aten.mul.Tensor %0, %1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":115:0)
    return %2 : !torch.vtensor<[3,4],f32>
  }
}
