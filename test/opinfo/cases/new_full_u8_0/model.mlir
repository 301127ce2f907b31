// new_full_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_full %tensors_0, %0, %int1, %none, %none, %none, %false : !torch.vtensor<[],ui8>, !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],ui8>
  }
}
