// all_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],i1> {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %0 = torch.aten.all.dim %tensors_0, %int0, %true : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],i1> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],i1>
  }
}
