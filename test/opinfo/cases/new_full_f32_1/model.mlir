// new_full_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[2,0],f32> {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %float4.319086e00 = torch.constant.float 4.319086e+00
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_full %tensors_0, %0, %float4.319086e00, %none, %none, %none, %false : !torch.vtensor<[5,5],f32>, !torch.list<int>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[2,0],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[2,0],f32>
  }
}
