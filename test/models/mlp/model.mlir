// mlp: exported by scripts/device/export_models.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_net_0_weight: !torch.vtensor<[64,32],f32>, %p_net_0_bias: !torch.vtensor<[64],f32>, %p_net_2_weight: !torch.vtensor<[64,64],f32>, %p_net_2_bias: !torch.vtensor<[64],f32>, %p_net_4_weight: !torch.vtensor<[10,64],f32>, %p_net_4_bias: !torch.vtensor<[10],f32>, %x: !torch.vtensor<[4,32],f32>) -> !torch.vtensor<[4,10],f32> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %p_net_0_weight, %0 : !torch.vtensor<[64,32],f32>, !torch.list<int> -> !torch.vtensor<[32,64],f32> loc("python/strata/zoo.py":19:0)
    %2 = torch.aten.addmm %p_net_0_bias, %x, %1, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[4,32],f32>, !torch.vtensor<[32,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,64],f32> loc("python/strata/zoo.py":19:0)
    %3 = torch.aten.relu %2 : !torch.vtensor<[4,64],f32> -> !torch.vtensor<[4,64],f32> loc("python/strata/zoo.py":19:0)
    %4 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.permute %p_net_2_weight, %4 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("python/strata/zoo.py":19:0)
    %6 = torch.aten.addmm %p_net_2_bias, %3, %5, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[4,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,64],f32> loc("python/strata/zoo.py":19:0)
    %7 = torch.aten.relu %6 : !torch.vtensor<[4,64],f32> -> !torch.vtensor<[4,64],f32> loc("python/strata/zoo.py":19:0)
    %8 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.permute %p_net_4_weight, %8 : !torch.vtensor<[10,64],f32>, !torch.list<int> -> !torch.vtensor<[64,10],f32> loc("python/strata/zoo.py":19:0)
    %10 = torch.aten.addmm %p_net_4_bias, %7, %9, %int1, %int1 : !torch.vtensor<[10],f32>, !torch.vtensor<[4,64],f32>, !torch.vtensor<[64,10],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,10],f32> loc("python/strata/zoo.py":19:0)
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %11 = torch.aten._softmax %10, %int-1, %false : !torch.vtensor<[4,10],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,10],f32> loc("python/strata/zoo.py":19:0)
    return %11 : !torch.vtensor<[4,10],f32>
  }
}
