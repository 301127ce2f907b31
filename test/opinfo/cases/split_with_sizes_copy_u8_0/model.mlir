// split_with_sizes_copy_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],ui8>) -> (!torch.vtensor<[1,5,5],ui8>, !torch.vtensor<[3,5,5],ui8>, !torch.vtensor<[1,5,5],ui8>) {
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int1, %int3, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %1 = torch.aten.split_with_sizes_copy %tensors_0, %0, %int0 : !torch.vtensor<[5,5,5],ui8>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %2:3 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[1,5,5],ui8>, !torch.vtensor<[3,5,5],ui8>, !torch.vtensor<[1,5,5],ui8> loc("python/strata/opinfo.py":110:0)
    return %2#0, %2#1, %2#2 : !torch.vtensor<[1,5,5],ui8>, !torch.vtensor<[3,5,5],ui8>, !torch.vtensor<[1,5,5],ui8>
  }
}
