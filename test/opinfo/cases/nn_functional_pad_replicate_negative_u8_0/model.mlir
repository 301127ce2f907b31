// nn_functional_pad_replicate_negative_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,3,4,4],ui8>) -> !torch.vtensor<[5,3,4,5],ui8> {
    %int-4 = torch.constant.int -4
    %int5 = torch.constant.int 5
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int-4, %int5, %int0, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "replicate"
    %none = torch.constant.none
    %1 = torch.aten.pad %tensors_0, %0, %str, %none : !torch.vtensor<[5,3,4,4],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[5,3,4,5],ui8> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5,3,4,5],ui8>
  }
}
