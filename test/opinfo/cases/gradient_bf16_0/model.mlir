// gradient_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],bf16>) -> !torch.vtensor<[5],bf16> {
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %0 = torch.aten.gradient.scalarint %tensors_0, %none, %none, %int1 : !torch.vtensor<[5],bf16>, !torch.none, !torch.none, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %1:1 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[5],bf16> loc("python/strata/opinfo.py":110:0)
    return %1#0 : !torch.vtensor<[5],bf16>
  }
}
