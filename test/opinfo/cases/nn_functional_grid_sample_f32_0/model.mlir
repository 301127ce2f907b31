// nn_functional_grid_sample_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,5,5],f32>, %tensors_1: !torch.vtensor<[2,5,5,2],f32>) -> !torch.vtensor<[2,3,5,5],f32> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.aten.grid_sampler %tensors_0, %tensors_1, %int0, %int0, %false : !torch.vtensor<[2,3,5,5],f32>, !torch.vtensor<[2,5,5,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[2,3,5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2,3,5,5],f32>
  }
}
