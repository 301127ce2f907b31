// broadcast_tensors_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3],f32>, %tensors_1: !torch.vtensor<[1,2,1],f32>, %tensors_2: !torch.vtensor<[1,1],f32>, %tensors_3: !torch.vtensor<[5,1,1],f32>) -> (!torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32>) {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1, %tensors_2, %tensors_3 : (!torch.vtensor<[3],f32>, !torch.vtensor<[1,2,1],f32>, !torch.vtensor<[1,1],f32>, !torch.vtensor<[5,1,1],f32>) -> !torch.list<vtensor>
    %1 = torch.aten.broadcast_tensors %0 : !torch.list<vtensor> -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %2:4 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2#0, %none : !torch.vtensor<[5,2,3],f32>, !torch.none -> !torch.vtensor<[5,2,3],f32> loc("python/strata/opinfo.py":111:0)
    %4 = torch.aten.clone %2#1, %none : !torch.vtensor<[5,2,3],f32>, !torch.none -> !torch.vtensor<[5,2,3],f32> loc("python/strata/opinfo.py":111:0)
    %5 = torch.aten.clone %2#2, %none : !torch.vtensor<[5,2,3],f32>, !torch.none -> !torch.vtensor<[5,2,3],f32> loc("python/strata/opinfo.py":111:0)
    %6 = torch.aten.clone %2#3, %none : !torch.vtensor<[5,2,3],f32>, !torch.none -> !torch.vtensor<[5,2,3],f32> loc("python/strata/opinfo.py":111:0)
    return %3, %4, %5, %6 : !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,2,3],f32>
  }
}
