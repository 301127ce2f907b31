// t_copy_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2],si32>) -> !torch.vtensor<[2,1],si32> {
    %0 = torch.aten.t_copy %tensors_0 : !torch.vtensor<[1,2],si32> -> !torch.vtensor<[2,1],si32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2,1],si32>
  }
}
