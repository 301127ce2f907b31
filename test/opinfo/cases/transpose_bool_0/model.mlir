// transpose_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,3],i1>) -> !torch.vtensor<[1,3,2],i1> {
    %int-1 = torch.constant.int -1
    %int-2 = torch.constant.int -2
    %0 = torch.aten.transpose.int %tensors_0, %int-1, %int-2 : !torch.vtensor<[1,2,3],i1>, !torch.int, !torch.int -> !torch.vtensor<[1,3,2],i1> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[1,3,2],i1>, !torch.none -> !torch.vtensor<[1,3,2],i1> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[1,3,2],i1>
  }
}
