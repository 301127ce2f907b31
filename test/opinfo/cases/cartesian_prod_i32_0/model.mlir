// cartesian_prod_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],si32>) -> !torch.vtensor<[1],si32> {
    %0 = torch.prim.ListConstruct %tensors_0 : (!torch.vtensor<[1],si32>) -> !torch.list<vtensor>
    %1 = torch.aten.cartesian_prod %0 : !torch.list<vtensor> -> !torch.vtensor<[1],si32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[1],si32>, !torch.none -> !torch.vtensor<[1],si32> loc("python/strata/opinfo.py":111:0)
    return %2 : !torch.vtensor<[1],si32>
  }
}
