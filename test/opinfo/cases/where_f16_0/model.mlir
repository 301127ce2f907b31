// where_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,10],f16>, %tensors_1: !torch.vtensor<[10,10],i1>, %tensors_2: !torch.vtensor<[10,10],f16>) -> !torch.vtensor<[10,10],f16> {
    %0 = torch.aten.where.self %tensors_1, %tensors_0, %tensors_2 : !torch.vtensor<[10,10],i1>, !torch.vtensor<[10,10],f16>, !torch.vtensor<[10,10],f16> -> !torch.vtensor<[10,10],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[10,10],f16>
  }
}
