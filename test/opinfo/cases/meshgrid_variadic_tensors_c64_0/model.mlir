// meshgrid_variadic_tensors_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],complex<f32>>) -> !torch.vtensor<[1],complex<f32>> {
    %0 = torch.prim.ListConstruct %tensors_0 : (!torch.vtensor<[],complex<f32>>) -> !torch.list<vtensor>
    %str = torch.constant.str "xy"
    %1 = torch.aten.meshgrid.indexing %0, %str : !torch.list<vtensor>, !torch.str -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %2:1 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[1],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2#0, %none : !torch.vtensor<[1],complex<f32>>, !torch.none -> !torch.vtensor<[1],complex<f32>> loc("python/strata/opinfo.py":111:0)
    return %3 : !torch.vtensor<[1],complex<f32>>
  }
}
