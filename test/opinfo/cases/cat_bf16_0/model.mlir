// cat_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],bf16>, %tensors_1: !torch.vtensor<[5,5],bf16>) -> !torch.vtensor<[5,10],bf16> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1 : (!torch.vtensor<[5,5],bf16>, !torch.vtensor<[5,5],bf16>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %1 = torch.aten.cat %0, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[5,10],bf16> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5,10],bf16>
  }
}
