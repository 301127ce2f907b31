// copy_inplace: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,4],f32> {
    %none = torch.constant.none
    %0 = torch.aten.clone %x, %none : !torch.vtensor<[3,4],f32>, !torch.none -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":120:0)
    %int2 = torch.constant.int 2
    %1 = torch.prim.NumToTensor.Scalar %int2 : !torch.int -> !torch.vtensor<[],si64>
    %2 = torch.aten.mul.Tensor %y, %1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[],si64> -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":120:0)
    %false = torch.constant.bool false
    %3 = torch.aten.copy_ %0, %2, %false : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.bool -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":120:0)
    return %3 : !torch.vtensor<[3,4],f32>
  }
}
