// full_like_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %int5 = torch.constant.int 5
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %tensors_0, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[],ui8>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],ui8>
  }
}
