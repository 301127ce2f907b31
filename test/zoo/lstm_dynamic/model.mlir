// lstm_dynamic: exported by scripts/device/export_models.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_rnn_weight_ih_l0: !torch.vtensor<[128,16],f32>, %p_rnn_weight_hh_l0: !torch.vtensor<[128,32],f32>, %p_rnn_bias_ih_l0: !torch.vtensor<[128],f32>, %p_rnn_bias_hh_l0: !torch.vtensor<[128],f32>, %p_rnn_weight_ih_l1: !torch.vtensor<[128,32],f32>, %p_rnn_weight_hh_l1: !torch.vtensor<[128,32],f32>, %p_rnn_bias_ih_l1: !torch.vtensor<[128],f32>, %p_rnn_bias_hh_l1: !torch.vtensor<[128],f32>, %p_head_weight: !torch.vtensor<[8,32],f32>, %p_head_bias: !torch.vtensor<[8],f32>, %x: !torch.vtensor<[?,10,16],f32>) -> !torch.vtensor<[?,10,8],f32> {
    %s77 = torch.symbolic_int "s77" {min_val = 1, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %x, [%s77], affine_map<()[s0] -> (s0, 10, 16)> : !torch.vtensor<[?,10,16],f32>
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,10,16],f32>, !torch.int -> !torch.int loc("torch/fx/passes/runtime_assert.py":24:0)
    %int2 = torch.constant.int 2
    %int32 = torch.constant.int 32
    %1 = torch.prim.ListConstruct %int2, %0, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int6 = torch.constant.int 6
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %2 = torch.aten.full %1, %int0, %int6, %int0, %cpu, %false : !torch.list<int>, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[2,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %2, [%s77], affine_map<()[s0] -> (2, s0, 32)> : !torch.vtensor<[2,?,32],f32>
    %3 = torch.prim.ListConstruct %int2, %0, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.full %3, %int0, %int6, %int0, %cpu, %false : !torch.list<int>, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[2,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %4, [%s77], affine_map<()[s0] -> (2, s0, 32)> : !torch.vtensor<[2,?,32],f32>
    %int1 = torch.constant.int 1
    %5 = torch.aten.slice.Tensor %2, %int0, %int0, %int1, %int1 : !torch.vtensor<[2,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %5, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %6 = torch.aten.slice.Tensor %2, %int0, %int1, %int2, %int1 : !torch.vtensor<[2,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %6, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %7 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.squeeze.dims %5, %7 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %8, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %9 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %10 = torch.aten.squeeze.dims %6, %9 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %10, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %11 = torch.aten.slice.Tensor %4, %int0, %int0, %int1, %int1 : !torch.vtensor<[2,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %11, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %12 = torch.aten.slice.Tensor %4, %int0, %int1, %int2, %int1 : !torch.vtensor<[2,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %12, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %13 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.squeeze.dims %11, %13 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %14, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %15 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %16 = torch.aten.squeeze.dims %12, %15 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %16, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %17 = torch.prim.ListConstruct %int1, %int0, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.aten.permute %x, %17 : !torch.vtensor<[?,10,16],f32>, !torch.list<int> -> !torch.vtensor<[10,?,16],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %18, [%s77], affine_map<()[s0] -> (10, s0, 16)> : !torch.vtensor<[10,?,16],f32>
    %19 = torch.aten.unsqueeze %8, %int0 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %19, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %20 = torch.aten.unsqueeze %14, %int0 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %20, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %21 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %22 = torch.aten.permute %p_rnn_weight_ih_l0, %21 : !torch.vtensor<[128,16],f32>, !torch.list<int> -> !torch.vtensor<[16,128],f32> loc("python/strata/zoo.py":338:0)
    %int10 = torch.constant.int 10
    %int16 = torch.constant.int 16
    %23 = torch.prim.ListConstruct %int10, %0, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %24 = torch.aten.expand %18, %23, %false : !torch.vtensor<[10,?,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[10,?,16],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %24, [%s77], affine_map<()[s0] -> (10, s0, 16)> : !torch.vtensor<[10,?,16],f32>
    %25 = torch.prim.ListConstruct %int10, %0, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %26 = torch.aten.view %24, %25 : !torch.vtensor<[10,?,16],f32>, !torch.list<int> -> !torch.vtensor<[10,?,16],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %26, [%s77], affine_map<()[s0] -> (10, s0, 16)> : !torch.vtensor<[10,?,16],f32>
    %int128 = torch.constant.int 128
    %27 = torch.prim.ListConstruct %int10, %int16, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %28 = torch.aten.expand %22, %27, %false : !torch.vtensor<[16,128],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[10,16,128],f32> loc("python/strata/zoo.py":338:0)
    %29 = torch.prim.ListConstruct %int10, %int16, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %30 = torch.aten.view %28, %29 : !torch.vtensor<[10,16,128],f32>, !torch.list<int> -> !torch.vtensor<[10,16,128],f32> loc("python/strata/zoo.py":338:0)
    %31 = torch.aten.bmm %26, %30 : !torch.vtensor<[10,?,16],f32>, !torch.vtensor<[10,16,128],f32> -> !torch.vtensor<[10,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %31, [%s77], affine_map<()[s0] -> (10, s0, 128)> : !torch.vtensor<[10,?,128],f32>
    %32 = torch.prim.ListConstruct %int10, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %33 = torch.aten.view %31, %32 : !torch.vtensor<[10,?,128],f32>, !torch.list<int> -> !torch.vtensor<[10,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %33, [%s77], affine_map<()[s0] -> (10, s0, 128)> : !torch.vtensor<[10,?,128],f32>
    %34 = torch.aten.add.Tensor %33, %p_rnn_bias_ih_l0, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.vtensor<[128],f32>, !torch.int -> !torch.vtensor<[10,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %34, [%s77], affine_map<()[s0] -> (10, s0, 128)> : !torch.vtensor<[10,?,128],f32>
    %35 = torch.aten.slice.Tensor %34, %int0, %int0, %int1, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %35, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %36 = torch.aten.slice.Tensor %34, %int0, %int1, %int2, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %36, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %int3 = torch.constant.int 3
    %37 = torch.aten.slice.Tensor %34, %int0, %int2, %int3, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %37, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %int4 = torch.constant.int 4
    %38 = torch.aten.slice.Tensor %34, %int0, %int3, %int4, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %38, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %int5 = torch.constant.int 5
    %39 = torch.aten.slice.Tensor %34, %int0, %int4, %int5, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %39, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %40 = torch.aten.slice.Tensor %34, %int0, %int5, %int6, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %40, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %int7 = torch.constant.int 7
    %41 = torch.aten.slice.Tensor %34, %int0, %int6, %int7, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %41, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %int8 = torch.constant.int 8
    %42 = torch.aten.slice.Tensor %34, %int0, %int7, %int8, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %42, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %int9 = torch.constant.int 9
    %43 = torch.aten.slice.Tensor %34, %int0, %int8, %int9, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %43, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %44 = torch.aten.slice.Tensor %34, %int0, %int9, %int10, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %44, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %45 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %46 = torch.aten.squeeze.dims %35, %45 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %46, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %47 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %48 = torch.aten.squeeze.dims %36, %47 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %48, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %49 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %50 = torch.aten.squeeze.dims %37, %49 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %50, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %51 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %52 = torch.aten.squeeze.dims %38, %51 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %52, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %53 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %54 = torch.aten.squeeze.dims %39, %53 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %54, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %55 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %56 = torch.aten.squeeze.dims %40, %55 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %56, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %57 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %58 = torch.aten.squeeze.dims %41, %57 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %58, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %59 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %60 = torch.aten.squeeze.dims %42, %59 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %60, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %61 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %62 = torch.aten.squeeze.dims %43, %61 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %62, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %63 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %64 = torch.aten.squeeze.dims %44, %63 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %64, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %65 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %66 = torch.aten.view %19, %65 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %66, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %67 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %68 = torch.aten.permute %p_rnn_weight_hh_l0, %67 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %69 = torch.aten.addmm %p_rnn_bias_hh_l0, %66, %68, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %69, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %70 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %71 = torch.aten.view %69, %70 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %71, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %72 = torch.aten.add.Tensor %71, %46, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %72, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %73 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %74 = torch.aten.split_with_sizes %72, %73, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %75:4 = torch.prim.ListUnpack %74 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %76 = torch.aten.sigmoid %75#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %76, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %77 = torch.aten.sigmoid %75#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %77, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %78 = torch.aten.tanh %75#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %78, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %79 = torch.aten.sigmoid %75#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %79, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %80 = torch.aten.mul.Tensor %77, %20 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %80, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %81 = torch.aten.mul.Tensor %76, %78 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %81, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %82 = torch.aten.add.Tensor %80, %81, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %82, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %83 = torch.aten.tanh %82 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %83, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %84 = torch.aten.mul.Tensor %79, %83 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %84, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %85 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %86 = torch.aten.view %84, %85 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %86, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %87 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %88 = torch.aten.permute %p_rnn_weight_hh_l0, %87 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %89 = torch.aten.addmm %p_rnn_bias_hh_l0, %86, %88, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %89, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %90 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %91 = torch.aten.view %89, %90 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %91, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %92 = torch.aten.add.Tensor %91, %48, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %92, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %93 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.aten.split_with_sizes %92, %93, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %95:4 = torch.prim.ListUnpack %94 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %96 = torch.aten.sigmoid %95#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %96, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %97 = torch.aten.sigmoid %95#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %97, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %98 = torch.aten.tanh %95#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %98, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %99 = torch.aten.sigmoid %95#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %99, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %100 = torch.aten.mul.Tensor %97, %82 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %100, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %101 = torch.aten.mul.Tensor %96, %98 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %101, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %102 = torch.aten.add.Tensor %100, %101, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %102, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %103 = torch.aten.tanh %102 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %103, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %104 = torch.aten.mul.Tensor %99, %103 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %104, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %105 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %106 = torch.aten.view %104, %105 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %106, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %107 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.permute %p_rnn_weight_hh_l0, %107 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %109 = torch.aten.addmm %p_rnn_bias_hh_l0, %106, %108, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %109, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %110 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %111 = torch.aten.view %109, %110 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %111, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %112 = torch.aten.add.Tensor %111, %50, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %112, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %113 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %114 = torch.aten.split_with_sizes %112, %113, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %115:4 = torch.prim.ListUnpack %114 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %116 = torch.aten.sigmoid %115#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %116, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %117 = torch.aten.sigmoid %115#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %117, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %118 = torch.aten.tanh %115#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %118, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %119 = torch.aten.sigmoid %115#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %119, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %120 = torch.aten.mul.Tensor %117, %102 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %120, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %121 = torch.aten.mul.Tensor %116, %118 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %121, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %122 = torch.aten.add.Tensor %120, %121, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %122, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %123 = torch.aten.tanh %122 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %123, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %124 = torch.aten.mul.Tensor %119, %123 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %124, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %125 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %126 = torch.aten.view %124, %125 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %126, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %127 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %128 = torch.aten.permute %p_rnn_weight_hh_l0, %127 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %129 = torch.aten.addmm %p_rnn_bias_hh_l0, %126, %128, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %129, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %130 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %131 = torch.aten.view %129, %130 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %131, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %132 = torch.aten.add.Tensor %131, %52, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %132, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %133 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %134 = torch.aten.split_with_sizes %132, %133, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %135:4 = torch.prim.ListUnpack %134 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %136 = torch.aten.sigmoid %135#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %136, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %137 = torch.aten.sigmoid %135#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %137, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %138 = torch.aten.tanh %135#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %138, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %139 = torch.aten.sigmoid %135#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %139, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %140 = torch.aten.mul.Tensor %137, %122 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %140, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %141 = torch.aten.mul.Tensor %136, %138 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %141, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %142 = torch.aten.add.Tensor %140, %141, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %142, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %143 = torch.aten.tanh %142 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %143, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %144 = torch.aten.mul.Tensor %139, %143 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %144, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %145 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %146 = torch.aten.view %144, %145 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %146, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %147 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %148 = torch.aten.permute %p_rnn_weight_hh_l0, %147 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %149 = torch.aten.addmm %p_rnn_bias_hh_l0, %146, %148, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %149, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %150 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %151 = torch.aten.view %149, %150 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %151, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %152 = torch.aten.add.Tensor %151, %54, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %152, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %153 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %154 = torch.aten.split_with_sizes %152, %153, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %155:4 = torch.prim.ListUnpack %154 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %156 = torch.aten.sigmoid %155#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %156, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %157 = torch.aten.sigmoid %155#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %157, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %158 = torch.aten.tanh %155#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %158, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %159 = torch.aten.sigmoid %155#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %159, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %160 = torch.aten.mul.Tensor %157, %142 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %160, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %161 = torch.aten.mul.Tensor %156, %158 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %161, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %162 = torch.aten.add.Tensor %160, %161, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %162, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %163 = torch.aten.tanh %162 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %163, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %164 = torch.aten.mul.Tensor %159, %163 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %164, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %165 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %166 = torch.aten.view %164, %165 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %166, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %167 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %168 = torch.aten.permute %p_rnn_weight_hh_l0, %167 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %169 = torch.aten.addmm %p_rnn_bias_hh_l0, %166, %168, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %169, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %170 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %171 = torch.aten.view %169, %170 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %171, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %172 = torch.aten.add.Tensor %171, %56, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %172, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %173 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %174 = torch.aten.split_with_sizes %172, %173, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %175:4 = torch.prim.ListUnpack %174 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %176 = torch.aten.sigmoid %175#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %176, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %177 = torch.aten.sigmoid %175#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %177, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %178 = torch.aten.tanh %175#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %178, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %179 = torch.aten.sigmoid %175#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %179, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %180 = torch.aten.mul.Tensor %177, %162 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %180, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %181 = torch.aten.mul.Tensor %176, %178 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %181, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %182 = torch.aten.add.Tensor %180, %181, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %182, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %183 = torch.aten.tanh %182 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %183, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %184 = torch.aten.mul.Tensor %179, %183 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %184, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %185 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %186 = torch.aten.view %184, %185 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %186, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %187 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %188 = torch.aten.permute %p_rnn_weight_hh_l0, %187 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %189 = torch.aten.addmm %p_rnn_bias_hh_l0, %186, %188, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %189, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %190 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %191 = torch.aten.view %189, %190 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %191, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %192 = torch.aten.add.Tensor %191, %58, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %192, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %193 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %194 = torch.aten.split_with_sizes %192, %193, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %195:4 = torch.prim.ListUnpack %194 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %196 = torch.aten.sigmoid %195#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %196, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %197 = torch.aten.sigmoid %195#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %197, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %198 = torch.aten.tanh %195#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %198, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %199 = torch.aten.sigmoid %195#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %199, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %200 = torch.aten.mul.Tensor %197, %182 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %200, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %201 = torch.aten.mul.Tensor %196, %198 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %201, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %202 = torch.aten.add.Tensor %200, %201, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %202, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %203 = torch.aten.tanh %202 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %203, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %204 = torch.aten.mul.Tensor %199, %203 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %204, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %205 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %206 = torch.aten.view %204, %205 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %206, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %207 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %208 = torch.aten.permute %p_rnn_weight_hh_l0, %207 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %209 = torch.aten.addmm %p_rnn_bias_hh_l0, %206, %208, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %209, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %210 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %211 = torch.aten.view %209, %210 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %211, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %212 = torch.aten.add.Tensor %211, %60, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %212, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %213 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %214 = torch.aten.split_with_sizes %212, %213, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %215:4 = torch.prim.ListUnpack %214 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %216 = torch.aten.sigmoid %215#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %216, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %217 = torch.aten.sigmoid %215#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %217, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %218 = torch.aten.tanh %215#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %218, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %219 = torch.aten.sigmoid %215#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %219, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %220 = torch.aten.mul.Tensor %217, %202 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %220, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %221 = torch.aten.mul.Tensor %216, %218 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %221, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %222 = torch.aten.add.Tensor %220, %221, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %222, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %223 = torch.aten.tanh %222 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %223, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %224 = torch.aten.mul.Tensor %219, %223 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %224, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %225 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %226 = torch.aten.view %224, %225 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %226, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %227 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %228 = torch.aten.permute %p_rnn_weight_hh_l0, %227 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %229 = torch.aten.addmm %p_rnn_bias_hh_l0, %226, %228, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %229, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %230 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %231 = torch.aten.view %229, %230 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %231, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %232 = torch.aten.add.Tensor %231, %62, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %232, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %233 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %234 = torch.aten.split_with_sizes %232, %233, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %235:4 = torch.prim.ListUnpack %234 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %236 = torch.aten.sigmoid %235#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %236, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %237 = torch.aten.sigmoid %235#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %237, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %238 = torch.aten.tanh %235#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %238, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %239 = torch.aten.sigmoid %235#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %239, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %240 = torch.aten.mul.Tensor %237, %222 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %240, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %241 = torch.aten.mul.Tensor %236, %238 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %241, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %242 = torch.aten.add.Tensor %240, %241, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %242, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %243 = torch.aten.tanh %242 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %243, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %244 = torch.aten.mul.Tensor %239, %243 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %244, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %245 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %246 = torch.aten.view %244, %245 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %246, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %247 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %248 = torch.aten.permute %p_rnn_weight_hh_l0, %247 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %249 = torch.aten.addmm %p_rnn_bias_hh_l0, %246, %248, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %249, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %250 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %251 = torch.aten.view %249, %250 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %251, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %252 = torch.aten.add.Tensor %251, %64, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %252, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %253 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %254 = torch.aten.split_with_sizes %252, %253, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %255:4 = torch.prim.ListUnpack %254 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %256 = torch.aten.sigmoid %255#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %256, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %257 = torch.aten.sigmoid %255#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %257, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %258 = torch.aten.tanh %255#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %258, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %259 = torch.aten.sigmoid %255#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %259, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %260 = torch.aten.mul.Tensor %257, %242 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %260, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %261 = torch.aten.mul.Tensor %256, %258 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %261, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %262 = torch.aten.add.Tensor %260, %261, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %262, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %263 = torch.aten.tanh %262 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %263, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %264 = torch.aten.mul.Tensor %259, %263 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %264, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %265 = torch.prim.ListConstruct %84, %104, %124, %144, %164, %184, %204, %224, %244, %264 : (!torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>) -> !torch.list<vtensor>
    %266 = torch.aten.cat %265, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[10,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %266, [%s77], affine_map<()[s0] -> (10, s0, 32)> : !torch.vtensor<[10,?,32],f32>
    %267 = torch.aten.unsqueeze %10, %int0 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %267, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %268 = torch.aten.unsqueeze %16, %int0 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %268, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %269 = torch.aten.mul.int %int10, %0 : !torch.int, !torch.int -> !torch.int loc("python/strata/zoo.py":338:0)
    %270 = torch.prim.ListConstruct %269, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %271 = torch.aten.view %266, %270 : !torch.vtensor<[10,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %271, [%s77], affine_map<()[s0] -> (10*s0, 32)> : !torch.vtensor<[?,32],f32>
    %272 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %273 = torch.aten.permute %p_rnn_weight_ih_l1, %272 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %274 = torch.aten.addmm %p_rnn_bias_ih_l1, %271, %273, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %274, [%s77], affine_map<()[s0] -> (10*s0, 128)> : !torch.vtensor<[?,128],f32>
    %275 = torch.prim.ListConstruct %int10, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %276 = torch.aten.view %274, %275 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[10,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %276, [%s77], affine_map<()[s0] -> (10, s0, 128)> : !torch.vtensor<[10,?,128],f32>
    %277 = torch.aten.slice.Tensor %276, %int0, %int0, %int1, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %277, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %278 = torch.aten.slice.Tensor %276, %int0, %int1, %int2, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %278, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %279 = torch.aten.slice.Tensor %276, %int0, %int2, %int3, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %279, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %280 = torch.aten.slice.Tensor %276, %int0, %int3, %int4, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %280, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %281 = torch.aten.slice.Tensor %276, %int0, %int4, %int5, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %281, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %282 = torch.aten.slice.Tensor %276, %int0, %int5, %int6, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %282, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %283 = torch.aten.slice.Tensor %276, %int0, %int6, %int7, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %283, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %284 = torch.aten.slice.Tensor %276, %int0, %int7, %int8, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %284, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %285 = torch.aten.slice.Tensor %276, %int0, %int8, %int9, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %285, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %286 = torch.aten.slice.Tensor %276, %int0, %int9, %int10, %int1 : !torch.vtensor<[10,?,128],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %286, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %287 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %288 = torch.aten.squeeze.dims %277, %287 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %288, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %289 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %290 = torch.aten.squeeze.dims %278, %289 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %290, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %291 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %292 = torch.aten.squeeze.dims %279, %291 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %292, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %293 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %294 = torch.aten.squeeze.dims %280, %293 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %294, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %295 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %296 = torch.aten.squeeze.dims %281, %295 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %296, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %297 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %298 = torch.aten.squeeze.dims %282, %297 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %298, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %299 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %300 = torch.aten.squeeze.dims %283, %299 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %300, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %301 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %302 = torch.aten.squeeze.dims %284, %301 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %302, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %303 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %304 = torch.aten.squeeze.dims %285, %303 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %304, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %305 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %306 = torch.aten.squeeze.dims %286, %305 : !torch.vtensor<[1,?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %306, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %307 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %308 = torch.aten.view %267, %307 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %308, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %309 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %310 = torch.aten.permute %p_rnn_weight_hh_l1, %309 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %311 = torch.aten.addmm %p_rnn_bias_hh_l1, %308, %310, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %311, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %312 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %313 = torch.aten.view %311, %312 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %313, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %314 = torch.aten.add.Tensor %313, %288, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %314, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %315 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %316 = torch.aten.split_with_sizes %314, %315, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %317:4 = torch.prim.ListUnpack %316 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %318 = torch.aten.sigmoid %317#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %318, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %319 = torch.aten.sigmoid %317#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %319, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %320 = torch.aten.tanh %317#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %320, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %321 = torch.aten.sigmoid %317#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %321, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %322 = torch.aten.mul.Tensor %319, %268 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %322, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %323 = torch.aten.mul.Tensor %318, %320 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %323, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %324 = torch.aten.add.Tensor %322, %323, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %324, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %325 = torch.aten.tanh %324 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %325, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %326 = torch.aten.mul.Tensor %321, %325 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %326, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %327 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %328 = torch.aten.view %326, %327 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %328, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %329 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %330 = torch.aten.permute %p_rnn_weight_hh_l1, %329 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %331 = torch.aten.addmm %p_rnn_bias_hh_l1, %328, %330, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %331, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %332 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %333 = torch.aten.view %331, %332 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %333, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %334 = torch.aten.add.Tensor %333, %290, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %334, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %335 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %336 = torch.aten.split_with_sizes %334, %335, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %337:4 = torch.prim.ListUnpack %336 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %338 = torch.aten.sigmoid %337#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %338, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %339 = torch.aten.sigmoid %337#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %339, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %340 = torch.aten.tanh %337#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %340, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %341 = torch.aten.sigmoid %337#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %341, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %342 = torch.aten.mul.Tensor %339, %324 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %342, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %343 = torch.aten.mul.Tensor %338, %340 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %343, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %344 = torch.aten.add.Tensor %342, %343, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %344, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %345 = torch.aten.tanh %344 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %345, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %346 = torch.aten.mul.Tensor %341, %345 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %346, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %347 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %348 = torch.aten.view %346, %347 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %348, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %349 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %350 = torch.aten.permute %p_rnn_weight_hh_l1, %349 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %351 = torch.aten.addmm %p_rnn_bias_hh_l1, %348, %350, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %351, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %352 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %353 = torch.aten.view %351, %352 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %353, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %354 = torch.aten.add.Tensor %353, %292, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %354, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %355 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %356 = torch.aten.split_with_sizes %354, %355, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %357:4 = torch.prim.ListUnpack %356 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %358 = torch.aten.sigmoid %357#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %358, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %359 = torch.aten.sigmoid %357#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %359, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %360 = torch.aten.tanh %357#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %360, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %361 = torch.aten.sigmoid %357#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %361, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %362 = torch.aten.mul.Tensor %359, %344 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %362, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %363 = torch.aten.mul.Tensor %358, %360 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %363, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %364 = torch.aten.add.Tensor %362, %363, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %364, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %365 = torch.aten.tanh %364 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %365, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %366 = torch.aten.mul.Tensor %361, %365 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %366, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %367 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %368 = torch.aten.view %366, %367 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %368, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %369 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %370 = torch.aten.permute %p_rnn_weight_hh_l1, %369 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %371 = torch.aten.addmm %p_rnn_bias_hh_l1, %368, %370, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %371, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %372 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %373 = torch.aten.view %371, %372 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %373, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %374 = torch.aten.add.Tensor %373, %294, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %374, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %375 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %376 = torch.aten.split_with_sizes %374, %375, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %377:4 = torch.prim.ListUnpack %376 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %378 = torch.aten.sigmoid %377#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %378, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %379 = torch.aten.sigmoid %377#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %379, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %380 = torch.aten.tanh %377#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %380, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %381 = torch.aten.sigmoid %377#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %381, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %382 = torch.aten.mul.Tensor %379, %364 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %382, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %383 = torch.aten.mul.Tensor %378, %380 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %383, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %384 = torch.aten.add.Tensor %382, %383, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %384, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %385 = torch.aten.tanh %384 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %385, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %386 = torch.aten.mul.Tensor %381, %385 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %386, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %387 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %388 = torch.aten.view %386, %387 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %388, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %389 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %390 = torch.aten.permute %p_rnn_weight_hh_l1, %389 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %391 = torch.aten.addmm %p_rnn_bias_hh_l1, %388, %390, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %391, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %392 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %393 = torch.aten.view %391, %392 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %393, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %394 = torch.aten.add.Tensor %393, %296, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %394, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %395 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %396 = torch.aten.split_with_sizes %394, %395, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %397:4 = torch.prim.ListUnpack %396 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %398 = torch.aten.sigmoid %397#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %398, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %399 = torch.aten.sigmoid %397#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %399, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %400 = torch.aten.tanh %397#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %400, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %401 = torch.aten.sigmoid %397#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %401, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %402 = torch.aten.mul.Tensor %399, %384 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %402, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %403 = torch.aten.mul.Tensor %398, %400 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %403, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %404 = torch.aten.add.Tensor %402, %403, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %404, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %405 = torch.aten.tanh %404 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %405, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %406 = torch.aten.mul.Tensor %401, %405 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %406, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %407 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %408 = torch.aten.view %406, %407 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %408, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %409 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %410 = torch.aten.permute %p_rnn_weight_hh_l1, %409 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %411 = torch.aten.addmm %p_rnn_bias_hh_l1, %408, %410, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %411, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %412 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %413 = torch.aten.view %411, %412 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %413, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %414 = torch.aten.add.Tensor %413, %298, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %414, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %415 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %416 = torch.aten.split_with_sizes %414, %415, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %417:4 = torch.prim.ListUnpack %416 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %418 = torch.aten.sigmoid %417#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %418, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %419 = torch.aten.sigmoid %417#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %419, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %420 = torch.aten.tanh %417#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %420, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %421 = torch.aten.sigmoid %417#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %421, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %422 = torch.aten.mul.Tensor %419, %404 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %422, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %423 = torch.aten.mul.Tensor %418, %420 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %423, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %424 = torch.aten.add.Tensor %422, %423, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %424, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %425 = torch.aten.tanh %424 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %425, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %426 = torch.aten.mul.Tensor %421, %425 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %426, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %427 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %428 = torch.aten.view %426, %427 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %428, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %429 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %430 = torch.aten.permute %p_rnn_weight_hh_l1, %429 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %431 = torch.aten.addmm %p_rnn_bias_hh_l1, %428, %430, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %431, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %432 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %433 = torch.aten.view %431, %432 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %433, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %434 = torch.aten.add.Tensor %433, %300, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %434, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %435 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %436 = torch.aten.split_with_sizes %434, %435, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %437:4 = torch.prim.ListUnpack %436 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %438 = torch.aten.sigmoid %437#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %438, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %439 = torch.aten.sigmoid %437#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %439, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %440 = torch.aten.tanh %437#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %440, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %441 = torch.aten.sigmoid %437#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %441, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %442 = torch.aten.mul.Tensor %439, %424 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %442, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %443 = torch.aten.mul.Tensor %438, %440 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %443, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %444 = torch.aten.add.Tensor %442, %443, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %444, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %445 = torch.aten.tanh %444 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %445, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %446 = torch.aten.mul.Tensor %441, %445 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %446, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %447 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %448 = torch.aten.view %446, %447 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %448, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %449 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %450 = torch.aten.permute %p_rnn_weight_hh_l1, %449 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %451 = torch.aten.addmm %p_rnn_bias_hh_l1, %448, %450, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %451, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %452 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %453 = torch.aten.view %451, %452 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %453, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %454 = torch.aten.add.Tensor %453, %302, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %454, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %455 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %456 = torch.aten.split_with_sizes %454, %455, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %457:4 = torch.prim.ListUnpack %456 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %458 = torch.aten.sigmoid %457#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %458, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %459 = torch.aten.sigmoid %457#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %459, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %460 = torch.aten.tanh %457#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %460, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %461 = torch.aten.sigmoid %457#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %461, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %462 = torch.aten.mul.Tensor %459, %444 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %462, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %463 = torch.aten.mul.Tensor %458, %460 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %463, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %464 = torch.aten.add.Tensor %462, %463, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %464, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %465 = torch.aten.tanh %464 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %465, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %466 = torch.aten.mul.Tensor %461, %465 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %466, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %467 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %468 = torch.aten.view %466, %467 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %468, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %469 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %470 = torch.aten.permute %p_rnn_weight_hh_l1, %469 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %471 = torch.aten.addmm %p_rnn_bias_hh_l1, %468, %470, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %471, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %472 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %473 = torch.aten.view %471, %472 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %473, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %474 = torch.aten.add.Tensor %473, %304, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %474, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %475 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %476 = torch.aten.split_with_sizes %474, %475, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %477:4 = torch.prim.ListUnpack %476 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %478 = torch.aten.sigmoid %477#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %478, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %479 = torch.aten.sigmoid %477#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %479, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %480 = torch.aten.tanh %477#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %480, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %481 = torch.aten.sigmoid %477#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %481, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %482 = torch.aten.mul.Tensor %479, %464 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %482, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %483 = torch.aten.mul.Tensor %478, %480 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %483, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %484 = torch.aten.add.Tensor %482, %483, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %484, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %485 = torch.aten.tanh %484 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %485, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %486 = torch.aten.mul.Tensor %481, %485 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %486, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %487 = torch.prim.ListConstruct %0, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %488 = torch.aten.view %486, %487 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %488, [%s77], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %489 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %490 = torch.aten.permute %p_rnn_weight_hh_l1, %489 : !torch.vtensor<[128,32],f32>, !torch.list<int> -> !torch.vtensor<[32,128],f32> loc("python/strata/zoo.py":338:0)
    %491 = torch.aten.addmm %p_rnn_bias_hh_l1, %488, %490, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %491, [%s77], affine_map<()[s0] -> (s0, 128)> : !torch.vtensor<[?,128],f32>
    %492 = torch.prim.ListConstruct %int1, %0, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %493 = torch.aten.view %491, %492 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %493, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %494 = torch.aten.add.Tensor %493, %306, %int1 : !torch.vtensor<[1,?,128],f32>, !torch.vtensor<[?,128],f32>, !torch.int -> !torch.vtensor<[1,?,128],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %494, [%s77], affine_map<()[s0] -> (1, s0, 128)> : !torch.vtensor<[1,?,128],f32>
    %495 = torch.prim.ListConstruct %int32, %int32, %int32, %int32 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %496 = torch.aten.split_with_sizes %494, %495, %int2 : !torch.vtensor<[1,?,128],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/zoo.py":338:0)
    %497:4 = torch.prim.ListUnpack %496 : !torch.list<vtensor> -> !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    %498 = torch.aten.sigmoid %497#0 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %498, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %499 = torch.aten.sigmoid %497#1 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %499, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %500 = torch.aten.tanh %497#2 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %500, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %501 = torch.aten.sigmoid %497#3 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %501, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %502 = torch.aten.mul.Tensor %499, %484 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %502, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %503 = torch.aten.mul.Tensor %498, %500 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %503, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %504 = torch.aten.add.Tensor %502, %503, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %504, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %505 = torch.aten.tanh %504 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %505, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %506 = torch.aten.mul.Tensor %501, %505 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %506, [%s77], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %507 = torch.prim.ListConstruct %326, %346, %366, %386, %406, %426, %446, %466, %486, %506 : (!torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>) -> !torch.list<vtensor>
    %508 = torch.aten.cat %507, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[10,?,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %508, [%s77], affine_map<()[s0] -> (10, s0, 32)> : !torch.vtensor<[10,?,32],f32>
    %509 = torch.prim.ListConstruct %int1, %int0, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %510 = torch.aten.permute %508, %509 : !torch.vtensor<[10,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,10,32],f32> loc("python/strata/zoo.py":338:0)
    torch.bind_symbolic_shape %510, [%s77], affine_map<()[s0] -> (s0, 10, 32)> : !torch.vtensor<[?,10,32],f32>
    %511 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %512 = torch.aten.permute %p_head_weight, %511 : !torch.vtensor<[8,32],f32>, !torch.list<int> -> !torch.vtensor<[32,8],f32> loc("python/strata/zoo.py":339:0)
    %513 = torch.prim.ListConstruct %0, %int10, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %514 = torch.aten.expand %510, %513, %false : !torch.vtensor<[?,10,32],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,10,32],f32> loc("python/strata/zoo.py":339:0)
    torch.bind_symbolic_shape %514, [%s77], affine_map<()[s0] -> (s0, 10, 32)> : !torch.vtensor<[?,10,32],f32>
    %515 = torch.prim.ListConstruct %0, %int10, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %516 = torch.aten.view %514, %515 : !torch.vtensor<[?,10,32],f32>, !torch.list<int> -> !torch.vtensor<[?,10,32],f32> loc("python/strata/zoo.py":339:0)
    torch.bind_symbolic_shape %516, [%s77], affine_map<()[s0] -> (s0, 10, 32)> : !torch.vtensor<[?,10,32],f32>
    %517 = torch.prim.ListConstruct %0, %int32, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %518 = torch.aten.expand %512, %517, %false : !torch.vtensor<[32,8],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,32,8],f32> loc("python/strata/zoo.py":339:0)
    torch.bind_symbolic_shape %518, [%s77], affine_map<()[s0] -> (s0, 32, 8)> : !torch.vtensor<[?,32,8],f32>
    %519 = torch.prim.ListConstruct %0, %int32, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %520 = torch.aten.view %518, %519 : !torch.vtensor<[?,32,8],f32>, !torch.list<int> -> !torch.vtensor<[?,32,8],f32> loc("python/strata/zoo.py":339:0)
    torch.bind_symbolic_shape %520, [%s77], affine_map<()[s0] -> (s0, 32, 8)> : !torch.vtensor<[?,32,8],f32>
    %521 = torch.aten.bmm %516, %520 : !torch.vtensor<[?,10,32],f32>, !torch.vtensor<[?,32,8],f32> -> !torch.vtensor<[?,10,8],f32> loc("python/strata/zoo.py":339:0)
    torch.bind_symbolic_shape %521, [%s77], affine_map<()[s0] -> (s0, 10, 8)> : !torch.vtensor<[?,10,8],f32>
    %522 = torch.prim.ListConstruct %0, %int10, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %523 = torch.aten.view %521, %522 : !torch.vtensor<[?,10,8],f32>, !torch.list<int> -> !torch.vtensor<[?,10,8],f32> loc("python/strata/zoo.py":339:0)
    torch.bind_symbolic_shape %523, [%s77], affine_map<()[s0] -> (s0, 10, 8)> : !torch.vtensor<[?,10,8],f32>
    %524 = torch.aten.add.Tensor %523, %p_head_bias, %int1 : !torch.vtensor<[?,10,8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[?,10,8],f32> loc("python/strata/zoo.py":339:0)
    torch.bind_symbolic_shape %524, [%s77], affine_map<()[s0] -> (s0, 10, 8)> : !torch.vtensor<[?,10,8],f32>
    return %524 : !torch.vtensor<[?,10,8],f32>
  }
}
