// espcn: exported by scripts/device/export_models.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_body_0_weight: !torch.vtensor<[32,1,5,5],f32>, %p_body_0_bias: !torch.vtensor<[32],f32>, %p_body_2_weight: !torch.vtensor<[16,32,3,3],f32>, %p_body_2_bias: !torch.vtensor<[16],f32>, %p_body_4_weight: !torch.vtensor<[9,16,3,3],f32>, %p_body_4_bias: !torch.vtensor<[9],f32>, %x: !torch.vtensor<[1,1,24,24],f32>) -> !torch.vtensor<[1,1,72,72],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.convolution %x, %p_body_0_weight, %p_body_0_bias, %0, %1, %2, %false, %3, %int1 : !torch.vtensor<[1,1,24,24],f32>, !torch.vtensor<[32,1,5,5],f32>, !torch.vtensor<[32],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,32,24,24],f32> loc("python/strata/zoo.py":395:0)
    %5 = torch.aten.tanh %4 : !torch.vtensor<[1,32,24,24],f32> -> !torch.vtensor<[1,32,24,24],f32> loc("python/strata/zoo.py":395:0)
    %6 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.convolution %5, %p_body_2_weight, %p_body_2_bias, %6, %7, %8, %false, %9, %int1 : !torch.vtensor<[1,32,24,24],f32>, !torch.vtensor<[16,32,3,3],f32>, !torch.vtensor<[16],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,16,24,24],f32> loc("python/strata/zoo.py":395:0)
    %11 = torch.aten.tanh %10 : !torch.vtensor<[1,16,24,24],f32> -> !torch.vtensor<[1,16,24,24],f32> loc("python/strata/zoo.py":395:0)
    %12 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %14 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %16 = torch.aten.convolution %11, %p_body_4_weight, %p_body_4_bias, %12, %13, %14, %false, %15, %int1 : !torch.vtensor<[1,16,24,24],f32>, !torch.vtensor<[9,16,3,3],f32>, !torch.vtensor<[9],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,9,24,24],f32> loc("python/strata/zoo.py":395:0)
    %int3 = torch.constant.int 3
    %int24 = torch.constant.int 24
    %17 = torch.prim.ListConstruct %int1, %int1, %int3, %int3, %int24, %int24 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.aten.view %16, %17 : !torch.vtensor<[1,9,24,24],f32>, !torch.list<int> -> !torch.vtensor<[1,1,3,3,24,24],f32> loc("python/strata/zoo.py":395:0)
    %int4 = torch.constant.int 4
    %int5 = torch.constant.int 5
    %19 = torch.prim.ListConstruct %int0, %int1, %int4, %int2, %int5, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %20 = torch.aten.permute %18, %19 : !torch.vtensor<[1,1,3,3,24,24],f32>, !torch.list<int> -> !torch.vtensor<[1,1,24,3,24,3],f32> loc("python/strata/zoo.py":395:0)
    %21 = torch.aten.clone %20, %int0 : !torch.vtensor<[1,1,24,3,24,3],f32>, !torch.int -> !torch.vtensor<[1,1,24,3,24,3],f32> loc("python/strata/zoo.py":395:0)
    %int72 = torch.constant.int 72
    %22 = torch.prim.ListConstruct %int1, %int1, %int72, %int72 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %23 = torch.aten.view %21, %22 : !torch.vtensor<[1,1,24,3,24,3],f32>, !torch.list<int> -> !torch.vtensor<[1,1,72,72],f32> loc("python/strata/zoo.py":395:0)
    %24 = torch.aten.clone %23, %int0 : !torch.vtensor<[1,1,72,72],f32>, !torch.int -> !torch.vtensor<[1,1,72,72],f32> loc("python/strata/zoo.py":395:0)
    %25 = torch.aten.sigmoid %24 : !torch.vtensor<[1,1,72,72],f32> -> !torch.vtensor<[1,1,72,72],f32> loc("python/strata/zoo.py":395:0)
    return %25 : !torch.vtensor<[1,1,72,72],f32>
  }
}
