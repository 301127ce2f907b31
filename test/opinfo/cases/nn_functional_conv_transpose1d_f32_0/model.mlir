// nn_functional_conv_transpose1d_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,3,4],f32>, %tensors_1: !torch.vtensor<[3,3,3],f32>, %tensors_2: !torch.vtensor<[3],f32>) -> !torch.vtensor<[1,3,6],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %4 = torch.aten.conv_transpose1d %tensors_0, %tensors_1, %tensors_2, %0, %1, %2, %int1, %3 : !torch.vtensor<[1,3,4],f32>, !torch.vtensor<[3,3,3],f32>, !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,3,6],f32> loc("python/strata/opinfo.py":110:0)
    return %4 : !torch.vtensor<[1,3,6],f32>
  }
}
