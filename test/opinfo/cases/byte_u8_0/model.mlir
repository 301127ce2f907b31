// byte_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_0, %int0, %false, %false, %none : !torch.vtensor<[],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[],ui8>, !torch.none -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[],ui8>
  }
}
