// nn_functional_bilinear_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3],si32>, %tensors_1: !torch.vtensor<[4],si32>, %tensors_2: !torch.vtensor<[5,3,4],si32>, %tensors_3: !torch.vtensor<[5],si32>) -> !torch.vtensor<[5],si32> {
    %0 = torch.aten.bilinear %tensors_0, %tensors_1, %tensors_2, %tensors_3 : !torch.vtensor<[3],si32>, !torch.vtensor<[4],si32>, !torch.vtensor<[5,3,4],si32>, !torch.vtensor<[5],si32> -> !torch.vtensor<[5],si32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],si32>
  }
}
