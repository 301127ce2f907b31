// masked_argmax_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.argmax %tensors_0, %none, %false : !torch.vtensor<[],ui8>, !torch.none, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %1 = torch.aten.to.dtype %0, %int0, %false, %false, %none : !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],ui8>
  }
}
