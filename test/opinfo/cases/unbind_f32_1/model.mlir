// unbind_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>) {
    %int0 = torch.constant.int 0
    %0 = torch.aten.unbind.int %tensors_0, %int0 : !torch.vtensor<[5,5],f32>, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %1:5 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1#0, %none : !torch.vtensor<[5],f32>, !torch.none -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":111:0)
    %3 = torch.aten.clone %1#1, %none : !torch.vtensor<[5],f32>, !torch.none -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":111:0)
    %4 = torch.aten.clone %1#2, %none : !torch.vtensor<[5],f32>, !torch.none -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":111:0)
    %5 = torch.aten.clone %1#3, %none : !torch.vtensor<[5],f32>, !torch.none -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":111:0)
    %6 = torch.aten.clone %1#4, %none : !torch.vtensor<[5],f32>, !torch.none -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":111:0)
    return %2, %3, %4, %5, %6 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>
  }
}
