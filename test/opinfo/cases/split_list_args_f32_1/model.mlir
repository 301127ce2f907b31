// split_list_args_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>) -> (!torch.vtensor<[5,5,2],f32>, !torch.vtensor<[5,5,1],f32>, !torch.vtensor<[5,5,2],f32>) {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int2, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.split_with_sizes %tensors_0, %0, %int2 : !torch.vtensor<[5,5,5],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %2:3 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[5,5,2],f32>, !torch.vtensor<[5,5,1],f32>, !torch.vtensor<[5,5,2],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2#0, %none : !torch.vtensor<[5,5,2],f32>, !torch.none -> !torch.vtensor<[5,5,2],f32> loc("python/strata/opinfo.py":111:0)
    %4 = torch.aten.clone %2#1, %none : !torch.vtensor<[5,5,1],f32>, !torch.none -> !torch.vtensor<[5,5,1],f32> loc("python/strata/opinfo.py":111:0)
    %5 = torch.aten.clone %2#2, %none : !torch.vtensor<[5,5,2],f32>, !torch.none -> !torch.vtensor<[5,5,2],f32> loc("python/strata/opinfo.py":111:0)
    return %3, %4, %5 : !torch.vtensor<[5,5,2],f32>, !torch.vtensor<[5,5,1],f32>, !torch.vtensor<[5,5,2],f32>
  }
}
