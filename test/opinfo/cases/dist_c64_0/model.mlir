// dist_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],complex<f32>>, %tensors_1: !torch.vtensor<[5,5,5],complex<f32>>) -> !torch.vtensor<[],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.dist %tensors_0, %tensors_1, %int2 : !torch.vtensor<[5,5,5],complex<f32>>, !torch.vtensor<[5,5,5],complex<f32>>, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
