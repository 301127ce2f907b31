// tile_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],complex<f32>>) -> !torch.vtensor<[],complex<f32>> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.tile %tensors_0, %0 : !torch.vtensor<[],complex<f32>>, !torch.list<int> -> !torch.vtensor<[],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],complex<f32>>
  }
}
