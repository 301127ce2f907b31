// nn_functional_threshold_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %int1 = torch.constant.int 1
    %int6 = torch.constant.int 6
    %0 = torch.aten.threshold %tensors_0, %int1, %int6 : !torch.vtensor<[],ui8>, !torch.int, !torch.int -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],ui8>
  }
}
