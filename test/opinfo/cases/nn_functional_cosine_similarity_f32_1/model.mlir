// nn_functional_cosine_similarity_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,2],f32>, %tensors_1: !torch.vtensor<[5,2],f32>) -> !torch.vtensor<[5],f32> {
    %int-1 = torch.constant.int -1
    %float1.000000e-08 = torch.constant.float 1.000000e-08
    %0 = torch.aten.cosine_similarity %tensors_0, %tensors_1, %int-1, %float1.000000e-08 : !torch.vtensor<[5,2],f32>, !torch.vtensor<[5,2],f32>, !torch.int, !torch.float -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f32>
  }
}
