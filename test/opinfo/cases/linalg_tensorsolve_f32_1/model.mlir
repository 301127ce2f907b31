// linalg_tensorsolve_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,6],f32>, %tensors_1: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[6],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.linalg_tensorsolve %tensors_0, %tensors_1, %0 : !torch.vtensor<[2,3,6],f32>, !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[6],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[6],f32>
  }
}
