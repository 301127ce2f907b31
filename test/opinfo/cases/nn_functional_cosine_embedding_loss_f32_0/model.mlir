// nn_functional_cosine_embedding_loss_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>, %tensors_1: !torch.vtensor<[5,5],f32>, %tensors_2: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %float9.329071e-01 = torch.constant.float 9.329071e-01
    %int0 = torch.constant.int 0
    %0 = torch.aten.cosine_embedding_loss %tensors_0, %tensors_1, %tensors_2, %float9.329071e-01, %int0 : !torch.vtensor<[5,5],f32>, !torch.vtensor<[5,5],f32>, !torch.vtensor<[5],f32>, !torch.float, !torch.int -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f32>
  }
}
