// nn_functional_upsample_nearest_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,4],ui8>) -> !torch.vtensor<[2,3,3],ui8> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %1 = torch.aten.upsample_nearest1d.vec %tensors_0, %0, %none : !torch.vtensor<[2,3,4],ui8>, !torch.list<int>, !torch.none -> !torch.vtensor<[2,3,3],ui8> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[2,3,3],ui8>
  }
}
