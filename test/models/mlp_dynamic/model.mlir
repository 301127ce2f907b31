// mlp_dynamic: exported by scripts/device/export_models.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_net_0_weight: !torch.vtensor<[64,32],f32>, %p_net_0_bias: !torch.vtensor<[64],f32>, %p_net_2_weight: !torch.vtensor<[64,64],f32>, %p_net_2_bias: !torch.vtensor<[64],f32>, %p_net_4_weight: !torch.vtensor<[10,64],f32>, %p_net_4_bias: !torch.vtensor<[10],f32>, %x: !torch.vtensor<[?,32],f32>) -> !torch.vtensor<[?,10],f32> {
    %s77 = torch.symbolic_int "s77" {min_val = 1, max_val = 1024} : !torch.int
    torch.bind_symbolic_shape %x, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %p_net_0_weight, %0 : !torch.vtensor<[64,32],f32>, !torch.list<int> -> !torch.vtensor<[32,64],f32> loc("python/strata/zoo.py":19:0)
    %2 = torch.aten.addmm %p_net_0_bias, %x, %1, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("python/strata/zoo.py":19:0)
    torch.bind_symbolic_shape %2, [%s77], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %3 = torch.aten.relu %2 : !torch.vtensor<[?,64],f32> -> !torch.vtensor<[?,64],f32> loc("python/strata/zoo.py":19:0)
    torch.bind_symbolic_shape %3, [%s77], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %4 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.permute %p_net_2_weight, %4 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("python/strata/zoo.py":19:0)
    %6 = torch.aten.addmm %p_net_2_bias, %3, %5, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("python/strata/zoo.py":19:0)
    torch.bind_symbolic_shape %6, [%s77], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %7 = torch.aten.relu %6 : !torch.vtensor<[?,64],f32> -> !torch.vtensor<[?,64],f32> loc("python/strata/zoo.py":19:0)
    torch.bind_symbolic_shape %7, [%s77], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %8 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.permute %p_net_4_weight, %8 : !torch.vtensor<[10,64],f32>, !torch.list<int> -> !torch.vtensor<[64,10],f32> loc("python/strata/zoo.py":19:0)
    %10 = torch.aten.addmm %p_net_4_bias, %7, %9, %int1, %int1 : !torch.vtensor<[10],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,10],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,10],f32> loc("python/strata/zoo.py":19:0)
    torch.bind_symbolic_shape %10, [%s77], affine_map<()[s0] -> (s0, 10)> : !torch.vtensor<[?,10],f32>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %11 = torch.aten._softmax %10, %int-1, %false : !torch.vtensor<[?,10],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,10],f32> loc("python/strata/zoo.py":19:0)
    torch.bind_symbolic_shape %11, [%s77], affine_map<()[s0] -> (s0, 10)> : !torch.vtensor<[?,10],f32>
    return %11 : !torch.vtensor<[?,10],f32>
  }
}
