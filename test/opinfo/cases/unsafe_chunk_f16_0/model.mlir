// unsafe_chunk_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f16>) -> (!torch.vtensor<[3,5,5],f16>, !torch.vtensor<[2,5,5],f16>) {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %0 = torch.aten.unsafe_chunk %tensors_0, %int2, %int0 : !torch.vtensor<[5,5,5],f16>, !torch.int, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[3,5,5],f16>, !torch.vtensor<[2,5,5],f16> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1#0, %none : !torch.vtensor<[3,5,5],f16>, !torch.none -> !torch.vtensor<[3,5,5],f16> loc("python/strata/opinfo.py":111:0)
    %3 = torch.aten.clone %1#1, %none : !torch.vtensor<[2,5,5],f16>, !torch.none -> !torch.vtensor<[2,5,5],f16> loc("python/strata/opinfo.py":111:0)
    return %2, %3 : !torch.vtensor<[3,5,5],f16>, !torch.vtensor<[2,5,5],f16>
  }
}
