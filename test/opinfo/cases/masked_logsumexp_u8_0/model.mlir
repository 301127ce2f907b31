// masked_logsumexp_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.logsumexp %tensors_0, %0, %false : !torch.vtensor<[],ui8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %2 = torch.aten.to.dtype %1, %int0, %false, %false, %none : !torch.vtensor<[],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[],ui8>
  }
}
