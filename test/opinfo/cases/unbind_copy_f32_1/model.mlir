// unbind_copy_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>) {
    %int0 = torch.constant.int 0
    %0 = torch.aten.unbind_copy.int %tensors_0, %int0 : !torch.vtensor<[5,5],f32>, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %1:5 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %1#0, %1#1, %1#2, %1#3, %1#4 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>
  }
}
