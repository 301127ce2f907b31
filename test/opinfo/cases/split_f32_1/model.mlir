// split_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>) -> !torch.vtensor<[5,5,5],f32> {
    %int5 = torch.constant.int 5
    %int1 = torch.constant.int 1
    %0 = torch.aten.split.Tensor %tensors_0, %int5, %int1 : !torch.vtensor<[5,5,5],f32>, !torch.int, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %1:1 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1#0, %none : !torch.vtensor<[5,5,5],f32>, !torch.none -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":111:0)
    return %2 : !torch.vtensor<[5,5,5],f32>
  }
}
