// stack_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[1,3,4],f32> {
    %0 = torch.prim.ListConstruct %tensors_0 : (!torch.vtensor<[3,4],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %1 = torch.aten.stack %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1,3,4],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,3,4],f32>
  }
}
