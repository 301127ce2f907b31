// column_stack_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,2,1],f16>, %tensors_1: !torch.vtensor<[5,3,1],f16>) -> !torch.vtensor<[5,5,1],f16> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1 : (!torch.vtensor<[5,2,1],f16>, !torch.vtensor<[5,3,1],f16>) -> !torch.list<vtensor>
    %1 = torch.aten.column_stack %0 : !torch.list<vtensor> -> !torch.vtensor<[5,5,1],f16> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5,5,1],f16>
  }
}
