// linalg_tensorinv_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[4,3,6,1,2],f32>) -> !torch.vtensor<[6,1,2,4,3],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.linalg_tensorinv %tensors_0, %int2 : !torch.vtensor<[4,3,6,1,2],f32>, !torch.int -> !torch.vtensor<[6,1,2,4,3],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[6,1,2,4,3],f32>
  }
}
