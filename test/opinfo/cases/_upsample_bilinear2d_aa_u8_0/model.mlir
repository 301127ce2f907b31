// _upsample_bilinear2d_aa_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[6,3,10,20],ui8>) -> !torch.vtensor<[6,3,3,3],ui8> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten._upsample_bilinear2d_aa.vec %tensors_0, %0, %false, %none : !torch.vtensor<[6,3,10,20],ui8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[6,3,3,3],ui8> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[6,3,3,3],ui8>
  }
}
