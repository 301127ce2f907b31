// put_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,3],i1>, %tensors_1: !torch.vtensor<[3],si64>, %tensors_2: !torch.vtensor<[3],i1>) -> !torch.vtensor<[3,3],i1> {
    %true = torch.constant.bool true
    %0 = torch.aten.put %tensors_0, %tensors_1, %tensors_2, %true : !torch.vtensor<[3,3],i1>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],i1>, !torch.bool -> !torch.vtensor<[3,3],i1> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[3,3],i1>
  }
}
