// nn_functional_softsign_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,0,3],f32>) -> !torch.vtensor<[1,0,3],f32> {
    %0 = torch.aten.abs %tensors_0 : !torch.vtensor<[1,0,3],f32> -> !torch.vtensor<[1,0,3],f32> loc("python/strata/opinfo.py":110:0)
    %int1 = torch.constant.int 1
    %1 = torch.prim.NumToTensor.Scalar %int1 : !torch.int -> !torch.vtensor<[],si64>
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[1,0,3],f32>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[1,0,3],f32> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.div.Tensor %tensors_0, %2 : !torch.vtensor<[1,0,3],f32>, !torch.vtensor<[1,0,3],f32> -> !torch.vtensor<[1,0,3],f32> loc("python/strata/opinfo.py":110:0)
    return %3 : !torch.vtensor<[1,0,3],f32>
  }
}
