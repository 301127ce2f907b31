// gpt2_dynamic_seq: exported by scripts/device/export_models.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_model_transformer_wte_weight: !torch.vtensor<[256,64],f32>, %p_model_transformer_wpe_weight: !torch.vtensor<[64,64],f32>, %p_model_transformer_h_0_ln_1_weight: !torch.vtensor<[64],f32>, %p_model_transformer_h_0_ln_1_bias: !torch.vtensor<[64],f32>, %p_model_transformer_h_0_attn_c_attn_weight: !torch.vtensor<[64,192],f32>, %p_model_transformer_h_0_attn_c_attn_bias: !torch.vtensor<[192],f32>, %p_model_transformer_h_0_attn_c_proj_weight: !torch.vtensor<[64,64],f32>, %p_model_transformer_h_0_attn_c_proj_bias: !torch.vtensor<[64],f32>, %p_model_transformer_h_0_ln_2_weight: !torch.vtensor<[64],f32>, %p_model_transformer_h_0_ln_2_bias: !torch.vtensor<[64],f32>, %p_model_transformer_h_0_mlp_c_fc_weight: !torch.vtensor<[64,256],f32>, %p_model_transformer_h_0_mlp_c_fc_bias: !torch.vtensor<[256],f32>, %p_model_transformer_h_0_mlp_c_proj_weight: !torch.vtensor<[256,64],f32>, %p_model_transformer_h_0_mlp_c_proj_bias: !torch.vtensor<[64],f32>, %p_model_transformer_h_1_ln_1_weight: !torch.vtensor<[64],f32>, %p_model_transformer_h_1_ln_1_bias: !torch.vtensor<[64],f32>, %p_model_transformer_h_1_attn_c_attn_weight: !torch.vtensor<[64,192],f32>, %p_model_transformer_h_1_attn_c_attn_bias: !torch.vtensor<[192],f32>, %p_model_transformer_h_1_attn_c_proj_weight: !torch.vtensor<[64,64],f32>, %p_model_transformer_h_1_attn_c_proj_bias: !torch.vtensor<[64],f32>, %p_model_transformer_h_1_ln_2_weight: !torch.vtensor<[64],f32>, %p_model_transformer_h_1_ln_2_bias: !torch.vtensor<[64],f32>, %p_model_transformer_h_1_mlp_c_fc_weight: !torch.vtensor<[64,256],f32>, %p_model_transformer_h_1_mlp_c_fc_bias: !torch.vtensor<[256],f32>, %p_model_transformer_h_1_mlp_c_proj_weight: !torch.vtensor<[256,64],f32>, %p_model_transformer_h_1_mlp_c_proj_bias: !torch.vtensor<[64],f32>, %p_model_transformer_ln_f_weight: !torch.vtensor<[64],f32>, %p_model_transformer_ln_f_bias: !torch.vtensor<[64],f32>, %p_model_lm_head_weight: !torch.vtensor<[256,64],f32>, %input_ids: !torch.vtensor<[1,?],si64>) -> !torch.vtensor<[1,?,256],f32> {
    %c_model_transformer_lifted_tensor_0 = torch.vtensor.literal(dense_resource<c_model_transformer_lifted_tensor_0_blob> : tensor<f32>) : !torch.vtensor<[],f32>
    %s70 = torch.symbolic_int "s70" {min_val = 2, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %input_ids, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %int1 = torch.constant.int 1
    %0 = torch.aten.size.int %input_ids, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int loc("torch/fx/passes/runtime_assert.py":24:0)
    %int-1 = torch.constant.int -1
    %1 = torch.prim.ListConstruct %int-1, %0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.view %input_ids, %1 : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":549:0)
    torch.bind_symbolic_shape %2, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %false = torch.constant.bool false
    %3 = torch.aten.embedding %p_model_lm_head_weight, %2, %int-1, %false, %false : !torch.vtensor<[256,64],f32>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":569:0)
    torch.bind_symbolic_shape %3, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %4 = torch.aten.arange.start_step %int0, %0, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":573:0)
    torch.bind_symbolic_shape %4, [%s70], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %5 = torch.prim.NumToTensor.Scalar %int0 : !torch.int -> !torch.vtensor<[],si64>
    %6 = torch.aten.add.Tensor %4, %5, %int1 : !torch.vtensor<[?],si64>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":573:0)
    torch.bind_symbolic_shape %6, [%s70], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %7 = torch.aten.unsqueeze %6, %int0 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":574:0)
    torch.bind_symbolic_shape %7, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %8 = torch.aten.embedding %p_model_transformer_wpe_weight, %7, %int-1, %false, %false : !torch.vtensor<[64,64],f32>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":576:0)
    torch.bind_symbolic_shape %8, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %9 = torch.aten.add.Tensor %3, %8, %int1 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":577:0)
    torch.bind_symbolic_shape %9, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %10 = torch.aten.slice.Tensor %7, %int1, %int0, %int1, %int1 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %11 = torch.prim.NumToTensor.Scalar %int1 : !torch.int -> !torch.vtensor<[],si64>
    %12 = torch.aten.sub.Tensor %10, %11, %int1 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[1,1],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %13 = torch.prim.ListConstruct %12, %7 : (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1,?],si64>) -> !torch.list<vtensor>
    %14 = torch.aten.cat %13, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %14, [%s70], affine_map<()[s0] -> (1, s0 + 1)> : !torch.vtensor<[1,?],si64>
    %15 = torch.aten.add.int %int1, %0 : !torch.int, !torch.int -> !torch.int loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %16 = torch.aten.slice.Tensor %14, %int-1, %int0, %0, %int1 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %16, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %17 = torch.aten.slice.Tensor %14, %int-1, %int1, %15, %int1 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %17, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %18 = torch.aten.sub.Tensor %17, %16, %int1 : !torch.vtensor<[1,?],si64>, !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %18, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %19 = torch.aten.ne.Scalar %18, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,?],i1> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %19, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],i1>
    %20 = torch.aten.cumsum %19, %int-1, %none : !torch.vtensor<[1,?],i1>, !torch.int, !torch.none -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %20, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %21 = torch.aten.arange.start_step %int0, %int1, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[1],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %22 = torch.aten.arange.start_step %int0, %0, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %22, [%s70], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %23 = torch.prim.NumToTensor.Scalar %int0 : !torch.int -> !torch.vtensor<[],si64>
    %24 = torch.aten.add.Tensor %22, %23, %int1 : !torch.vtensor<[?],si64>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %24, [%s70], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %25 = torch.aten.arange.start_step %int0, %0, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %25, [%s70], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %26 = torch.prim.NumToTensor.Scalar %int0 : !torch.int -> !torch.vtensor<[],si64>
    %27 = torch.aten.add.Tensor %25, %26, %int1 : !torch.vtensor<[?],si64>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %27, [%s70], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %28 = torch.aten.unsqueeze %21, %int1 : !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[1,1],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %int2 = torch.constant.int 2
    %29 = torch.aten.unsqueeze %28, %int2 : !torch.vtensor<[1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %int3 = torch.constant.int 3
    %30 = torch.aten.unsqueeze %29, %int3 : !torch.vtensor<[1,1,1],si64>, !torch.int -> !torch.vtensor<[1,1,1,1],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %31 = torch.aten.unsqueeze %24, %int0 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %31, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %32 = torch.aten.unsqueeze %31, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %32, [%s70], affine_map<()[s0] -> (1, 1, s0)> : !torch.vtensor<[1,1,?],si64>
    %33 = torch.aten.unsqueeze %32, %int3 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?,1],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %33, [%s70], affine_map<()[s0] -> (1, 1, s0, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %34 = torch.aten.unsqueeze %27, %int0 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %34, [%s70], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %35 = torch.aten.unsqueeze %34, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.vtensor<[1,1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %35, [%s70], affine_map<()[s0] -> (1, 1, s0)> : !torch.vtensor<[1,1,?],si64>
    %36 = torch.aten.unsqueeze %35, %int2 : !torch.vtensor<[1,1,?],si64>, !torch.int -> !torch.vtensor<[1,1,1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %36, [%s70], affine_map<()[s0] -> (1, 1, 1, s0)> : !torch.vtensor<[1,1,1,?],si64>
    %37 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %true = torch.constant.bool true
    %int11 = torch.constant.int 11
    %38 = torch.aten.full %37, %true, %int11, %int0, %cpu, %false : !torch.list<int>, !torch.bool, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[],i1> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %39 = torch.aten.le.Tensor %36, %33 : !torch.vtensor<[1,1,1,?],si64>, !torch.vtensor<[1,1,?,1],si64> -> !torch.vtensor<[1,1,?,?],i1> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %39, [%s70], affine_map<()[s0] -> (1, 1, s0, s0)> : !torch.vtensor<[1,1,?,?],i1>
    %40 = torch.aten.bitwise_and.Tensor %38, %39 : !torch.vtensor<[],i1>, !torch.vtensor<[1,1,?,?],i1> -> !torch.vtensor<[1,1,?,?],i1> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %40, [%s70], affine_map<()[s0] -> (1, 1, s0, s0)> : !torch.vtensor<[1,1,?,?],i1>
    %41 = torch.prim.ListConstruct %30, %33 : (!torch.vtensor<[1,1,1,1],si64>, !torch.vtensor<[1,1,?,1],si64>) -> !torch.list<vtensor>
    %42 = torch.aten.index.Tensor %20, %41 : !torch.vtensor<[1,?],si64>, !torch.list<vtensor> -> !torch.vtensor<[1,1,?,1],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %42, [%s70], affine_map<()[s0] -> (1, 1, s0, 1)> : !torch.vtensor<[1,1,?,1],si64>
    %43 = torch.prim.ListConstruct %30, %36 : (!torch.vtensor<[1,1,1,1],si64>, !torch.vtensor<[1,1,1,?],si64>) -> !torch.list<vtensor>
    %44 = torch.aten.index.Tensor %20, %43 : !torch.vtensor<[1,?],si64>, !torch.list<vtensor> -> !torch.vtensor<[1,1,1,?],si64> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %44, [%s70], affine_map<()[s0] -> (1, 1, 1, s0)> : !torch.vtensor<[1,1,1,?],si64>
    %45 = torch.aten.eq.Tensor %42, %44 : !torch.vtensor<[1,1,?,1],si64>, !torch.vtensor<[1,1,1,?],si64> -> !torch.vtensor<[1,1,?,?],i1> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %45, [%s70], affine_map<()[s0] -> (1, 1, s0, s0)> : !torch.vtensor<[1,1,?,?],i1>
    %46 = torch.aten.bitwise_and.Tensor %40, %45 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[1,1,?,?],i1> -> !torch.vtensor<[1,1,?,?],i1> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %46, [%s70], affine_map<()[s0] -> (1, 1, s0, s0)> : !torch.vtensor<[1,1,?,?],i1>
    %47 = torch.prim.ListConstruct %int1, %int-1, %0, %0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %48 = torch.aten.expand %46, %47, %false : !torch.vtensor<[1,1,?,?],i1>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,1,?,?],i1> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %48, [%s70], affine_map<()[s0] -> (1, 1, s0, s0)> : !torch.vtensor<[1,1,?,?],i1>
    %49 = torch.aten.clone %c_model_transformer_lifted_tensor_0, %none : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %float-3.402823e38 = torch.constant.float -3.402823e+38
    %int6 = torch.constant.int 6
    %50 = torch.aten.scalar_tensor %float-3.402823e38, %int6, %int0, %cpu, %none : !torch.float, !torch.int, !torch.int, !torch.Device, !torch.none -> !torch.vtensor<[],f32> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    %51 = torch.aten.where.self %48, %49, %50 : !torch.vtensor<[1,1,?,?],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":583:0)
    torch.bind_symbolic_shape %51, [%s70], affine_map<()[s0] -> (1, 1, s0, s0)> : !torch.vtensor<[1,1,?,?],f32>
    %52 = torch.aten.clone %9, %none : !torch.vtensor<[1,?,64],f32>, !torch.none -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":603:0)
    torch.bind_symbolic_shape %52, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %int64 = torch.constant.int 64
    %53 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %54:3 = torch.aten.native_layer_norm %52, %53, %p_model_transformer_h_0_ln_1_weight, %p_model_transformer_h_0_ln_1_bias, %float1.000000e-05 : !torch.vtensor<[1,?,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,1],f32>, !torch.vtensor<[1,?,1],f32> loc("transformers/models/gpt2/modeling_gpt2.py":273:0)
    %55 = torch.prim.ListConstruct %int-1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %56 = torch.aten.view %54#0, %55 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %56, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %57 = torch.aten.addmm %p_model_transformer_h_0_attn_c_attn_bias, %56, %p_model_transformer_h_0_attn_c_attn_weight, %int1, %int1 : !torch.vtensor<[192],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,192],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,192],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %57, [%s70], affine_map<()[s0] -> (s0, 192)> : !torch.vtensor<[?,192],f32>
    %int192 = torch.constant.int 192
    %58 = torch.prim.ListConstruct %int1, %0, %int192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %59 = torch.aten.view %57, %58 : !torch.vtensor<[?,192],f32>, !torch.list<int> -> !torch.vtensor<[1,?,192],f32> loc("transformers/pytorch_utils.py":120:0)
    torch.bind_symbolic_shape %59, [%s70], affine_map<()[s0] -> (1, s0, 192)> : !torch.vtensor<[1,?,192],f32>
    %60 = torch.prim.ListConstruct %int64, %int64, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %61 = torch.aten.split_with_sizes %59, %60, %int2 : !torch.vtensor<[1,?,192],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("transformers/models/gpt2/modeling_gpt2.py":185:0)
    %62:3 = torch.prim.ListUnpack %61 : !torch.list<vtensor> -> !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":185:0)
    %int16 = torch.constant.int 16
    %63 = torch.prim.ListConstruct %int1, %0, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %64 = torch.aten.view %62#1, %63 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":187:0)
    torch.bind_symbolic_shape %64, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %65 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %66 = torch.aten.permute %64, %65 : !torch.vtensor<[1,?,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":187:0)
    torch.bind_symbolic_shape %66, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %67 = torch.prim.ListConstruct %int1, %0, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %68 = torch.aten.view %62#2, %67 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":188:0)
    torch.bind_symbolic_shape %68, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %69 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %70 = torch.aten.permute %68, %69 : !torch.vtensor<[1,?,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":188:0)
    torch.bind_symbolic_shape %70, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %71 = torch.prim.ListConstruct %int1, %0, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %72 = torch.aten.view %62#0, %71 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":191:0)
    torch.bind_symbolic_shape %72, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %73 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %74 = torch.aten.permute %72, %73 : !torch.vtensor<[1,?,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":191:0)
    torch.bind_symbolic_shape %74, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %75 = torch.prim.ListConstruct %int0, %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %76 = torch.aten.permute %66, %75 : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,16,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %76, [%s70], affine_map<()[s0] -> (1, 4, 16, s0)> : !torch.vtensor<[1,4,16,?],f32>
    %int4 = torch.constant.int 4
    %77 = torch.prim.ListConstruct %int1, %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.expand %74, %77, %false : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %78, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %79 = torch.prim.ListConstruct %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %80 = torch.aten.view %78, %79 : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %80, [%s70], affine_map<()[s0] -> (4, s0, 16)> : !torch.vtensor<[4,?,16],f32>
    %81 = torch.prim.ListConstruct %int1, %int4, %int16, %0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %82 = torch.aten.expand %76, %81, %false : !torch.vtensor<[1,4,16,?],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,16,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %82, [%s70], affine_map<()[s0] -> (1, 4, 16, s0)> : !torch.vtensor<[1,4,16,?],f32>
    %83 = torch.prim.ListConstruct %int4, %int16, %0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %84 = torch.aten.view %82, %83 : !torch.vtensor<[1,4,16,?],f32>, !torch.list<int> -> !torch.vtensor<[4,16,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %84, [%s70], affine_map<()[s0] -> (4, 16, s0)> : !torch.vtensor<[4,16,?],f32>
    %85 = torch.aten.bmm %80, %84 : !torch.vtensor<[4,?,16],f32>, !torch.vtensor<[4,16,?],f32> -> !torch.vtensor<[4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %85, [%s70], affine_map<()[s0] -> (4, s0, s0)> : !torch.vtensor<[4,?,?],f32>
    %86 = torch.prim.ListConstruct %int1, %int4, %0, %0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %87 = torch.aten.view %85, %86 : !torch.vtensor<[4,?,?],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %87, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %float2.500000e-01 = torch.constant.float 2.500000e-01
    %88 = torch.prim.NumToTensor.Scalar %float2.500000e-01 : !torch.float -> !torch.vtensor<[],f64>
    %89 = torch.aten.mul.Tensor %87, %88 : !torch.vtensor<[1,4,?,?],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %89, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %90 = torch.aten.add.Tensor %89, %51, %int1 : !torch.vtensor<[1,4,?,?],f32>, !torch.vtensor<[1,1,?,?],f32>, !torch.int -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %90, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %91 = torch.aten._softmax %90, %int-1, %false : !torch.vtensor<[1,4,?,?],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %91, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %92 = torch.aten.clone %91, %none : !torch.vtensor<[1,4,?,?],f32>, !torch.none -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %92, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %93 = torch.prim.ListConstruct %int1, %int4, %0, %0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.aten.expand %92, %93, %false : !torch.vtensor<[1,4,?,?],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %94, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %95 = torch.prim.ListConstruct %int4, %0, %0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %96 = torch.aten.view %94, %95 : !torch.vtensor<[1,4,?,?],f32>, !torch.list<int> -> !torch.vtensor<[4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %96, [%s70], affine_map<()[s0] -> (4, s0, s0)> : !torch.vtensor<[4,?,?],f32>
    %97 = torch.prim.ListConstruct %int1, %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %98 = torch.aten.expand %70, %97, %false : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %98, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %99 = torch.prim.ListConstruct %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %100 = torch.aten.view %98, %99 : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %100, [%s70], affine_map<()[s0] -> (4, s0, 16)> : !torch.vtensor<[4,?,16],f32>
    %101 = torch.aten.bmm %96, %100 : !torch.vtensor<[4,?,?],f32>, !torch.vtensor<[4,?,16],f32> -> !torch.vtensor<[4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %101, [%s70], affine_map<()[s0] -> (4, s0, 16)> : !torch.vtensor<[4,?,16],f32>
    %102 = torch.prim.ListConstruct %int1, %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %103 = torch.aten.view %101, %102 : !torch.vtensor<[4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %103, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %104 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %105 = torch.aten.permute %103, %104 : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %105, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %106 = torch.aten.clone %105, %int0 : !torch.vtensor<[1,?,4,16],f32>, !torch.int -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":222:0)
    torch.bind_symbolic_shape %106, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %107 = torch.prim.ListConstruct %int1, %0, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.view %106, %107 : !torch.vtensor<[1,?,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":222:0)
    torch.bind_symbolic_shape %108, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %109 = torch.prim.ListConstruct %int-1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %110 = torch.aten.view %108, %109 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %110, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %111 = torch.aten.addmm %p_model_transformer_h_0_attn_c_proj_bias, %110, %p_model_transformer_h_0_attn_c_proj_weight, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %111, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %112 = torch.prim.ListConstruct %int1, %0, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %113 = torch.aten.view %111, %112 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,64],f32> loc("transformers/pytorch_utils.py":120:0)
    torch.bind_symbolic_shape %113, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %114 = torch.aten.clone %113, %none : !torch.vtensor<[1,?,64],f32>, !torch.none -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":224:0)
    torch.bind_symbolic_shape %114, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %115 = torch.aten.add.Tensor %114, %52, %int1 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":282:0)
    torch.bind_symbolic_shape %115, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %116 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %117:3 = torch.aten.native_layer_norm %115, %116, %p_model_transformer_h_0_ln_2_weight, %p_model_transformer_h_0_ln_2_bias, %float1.000000e-05 : !torch.vtensor<[1,?,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,1],f32>, !torch.vtensor<[1,?,1],f32> loc("transformers/models/gpt2/modeling_gpt2.py":304:0)
    %118 = torch.prim.ListConstruct %int-1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %119 = torch.aten.view %117#0, %118 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %119, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %120 = torch.aten.addmm %p_model_transformer_h_0_mlp_c_fc_bias, %119, %p_model_transformer_h_0_mlp_c_fc_weight, %int1, %int1 : !torch.vtensor<[256],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,256],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,256],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %120, [%s70], affine_map<()[s0] -> (s0, 256)> : !torch.vtensor<[?,256],f32>
    %int256 = torch.constant.int 256
    %121 = torch.prim.ListConstruct %int1, %0, %int256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %122 = torch.aten.view %120, %121 : !torch.vtensor<[?,256],f32>, !torch.list<int> -> !torch.vtensor<[1,?,256],f32> loc("transformers/pytorch_utils.py":120:0)
    torch.bind_symbolic_shape %122, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %123 = torch.prim.NumToTensor.Scalar %float5.000000e-01 : !torch.float -> !torch.vtensor<[],f64>
    %124 = torch.aten.mul.Tensor %122, %123 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %124, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %float3.000000e00 = torch.constant.float 3.000000e+00
    %125 = torch.aten.pow.Tensor_Scalar %122, %float3.000000e00 : !torch.vtensor<[1,?,256],f32>, !torch.float -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %125, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %float4.471500e-02 = torch.constant.float 4.471500e-02
    %126 = torch.prim.NumToTensor.Scalar %float4.471500e-02 : !torch.float -> !torch.vtensor<[],f64>
    %127 = torch.aten.mul.Tensor %125, %126 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %127, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %128 = torch.aten.add.Tensor %122, %127, %int1 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %128, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %float7.978846e-01 = torch.constant.float 7.978846e-01
    %129 = torch.prim.NumToTensor.Scalar %float7.978846e-01 : !torch.float -> !torch.vtensor<[],f64>
    %130 = torch.aten.mul.Tensor %128, %129 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %130, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %131 = torch.aten.tanh %130 : !torch.vtensor<[1,?,256],f32> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %131, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %132 = torch.prim.NumToTensor.Scalar %float1.000000e00 : !torch.float -> !torch.vtensor<[],f64>
    %133 = torch.aten.add.Tensor %131, %132, %int1 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %133, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %134 = torch.aten.mul.Tensor %124, %133 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,256],f32> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %134, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %135 = torch.prim.ListConstruct %int-1, %int256 : (!torch.int, !torch.int) -> !torch.list<int>
    %136 = torch.aten.view %134, %135 : !torch.vtensor<[1,?,256],f32>, !torch.list<int> -> !torch.vtensor<[?,256],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %136, [%s70], affine_map<()[s0] -> (s0, 256)> : !torch.vtensor<[?,256],f32>
    %137 = torch.aten.addmm %p_model_transformer_h_0_mlp_c_proj_bias, %136, %p_model_transformer_h_0_mlp_c_proj_weight, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,256],f32>, !torch.vtensor<[256,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %137, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %138 = torch.prim.ListConstruct %int1, %0, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %139 = torch.aten.view %137, %138 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,64],f32> loc("transformers/pytorch_utils.py":120:0)
    torch.bind_symbolic_shape %139, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %140 = torch.aten.clone %139, %none : !torch.vtensor<[1,?,64],f32>, !torch.none -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":242:0)
    torch.bind_symbolic_shape %140, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %141 = torch.aten.add.Tensor %115, %140, %int1 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":307:0)
    torch.bind_symbolic_shape %141, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %142 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %143:3 = torch.aten.native_layer_norm %141, %142, %p_model_transformer_h_1_ln_1_weight, %p_model_transformer_h_1_ln_1_bias, %float1.000000e-05 : !torch.vtensor<[1,?,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,1],f32>, !torch.vtensor<[1,?,1],f32> loc("transformers/models/gpt2/modeling_gpt2.py":273:0)
    %144 = torch.prim.ListConstruct %int-1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %145 = torch.aten.view %143#0, %144 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %145, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %146 = torch.aten.addmm %p_model_transformer_h_1_attn_c_attn_bias, %145, %p_model_transformer_h_1_attn_c_attn_weight, %int1, %int1 : !torch.vtensor<[192],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,192],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,192],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %146, [%s70], affine_map<()[s0] -> (s0, 192)> : !torch.vtensor<[?,192],f32>
    %147 = torch.prim.ListConstruct %int1, %0, %int192 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %148 = torch.aten.view %146, %147 : !torch.vtensor<[?,192],f32>, !torch.list<int> -> !torch.vtensor<[1,?,192],f32> loc("transformers/pytorch_utils.py":120:0)
    torch.bind_symbolic_shape %148, [%s70], affine_map<()[s0] -> (1, s0, 192)> : !torch.vtensor<[1,?,192],f32>
    %149 = torch.prim.ListConstruct %int64, %int64, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %150 = torch.aten.split_with_sizes %148, %149, %int2 : !torch.vtensor<[1,?,192],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("transformers/models/gpt2/modeling_gpt2.py":185:0)
    %151:3 = torch.prim.ListUnpack %150 : !torch.list<vtensor> -> !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":185:0)
    %152 = torch.prim.ListConstruct %int1, %0, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %153 = torch.aten.view %151#1, %152 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":187:0)
    torch.bind_symbolic_shape %153, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %154 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %155 = torch.aten.permute %153, %154 : !torch.vtensor<[1,?,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":187:0)
    torch.bind_symbolic_shape %155, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %156 = torch.prim.ListConstruct %int1, %0, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %157 = torch.aten.view %151#2, %156 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":188:0)
    torch.bind_symbolic_shape %157, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %158 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %159 = torch.aten.permute %157, %158 : !torch.vtensor<[1,?,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":188:0)
    torch.bind_symbolic_shape %159, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %160 = torch.prim.ListConstruct %int1, %0, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %161 = torch.aten.view %151#0, %160 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":191:0)
    torch.bind_symbolic_shape %161, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %162 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %163 = torch.aten.permute %161, %162 : !torch.vtensor<[1,?,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":191:0)
    torch.bind_symbolic_shape %163, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %164 = torch.prim.ListConstruct %int0, %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %165 = torch.aten.permute %155, %164 : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,16,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %165, [%s70], affine_map<()[s0] -> (1, 4, 16, s0)> : !torch.vtensor<[1,4,16,?],f32>
    %166 = torch.prim.ListConstruct %int1, %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %167 = torch.aten.expand %163, %166, %false : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %167, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %168 = torch.prim.ListConstruct %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %169 = torch.aten.view %167, %168 : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %169, [%s70], affine_map<()[s0] -> (4, s0, 16)> : !torch.vtensor<[4,?,16],f32>
    %170 = torch.prim.ListConstruct %int1, %int4, %int16, %0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %171 = torch.aten.expand %165, %170, %false : !torch.vtensor<[1,4,16,?],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,16,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %171, [%s70], affine_map<()[s0] -> (1, 4, 16, s0)> : !torch.vtensor<[1,4,16,?],f32>
    %172 = torch.prim.ListConstruct %int4, %int16, %0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %173 = torch.aten.view %171, %172 : !torch.vtensor<[1,4,16,?],f32>, !torch.list<int> -> !torch.vtensor<[4,16,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %173, [%s70], affine_map<()[s0] -> (4, 16, s0)> : !torch.vtensor<[4,16,?],f32>
    %174 = torch.aten.bmm %169, %173 : !torch.vtensor<[4,?,16],f32>, !torch.vtensor<[4,16,?],f32> -> !torch.vtensor<[4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %174, [%s70], affine_map<()[s0] -> (4, s0, s0)> : !torch.vtensor<[4,?,?],f32>
    %175 = torch.prim.ListConstruct %int1, %int4, %0, %0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %176 = torch.aten.view %174, %175 : !torch.vtensor<[4,?,?],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %176, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %177 = torch.prim.NumToTensor.Scalar %float2.500000e-01 : !torch.float -> !torch.vtensor<[],f64>
    %178 = torch.aten.mul.Tensor %176, %177 : !torch.vtensor<[1,4,?,?],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %178, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %179 = torch.aten.add.Tensor %178, %51, %int1 : !torch.vtensor<[1,4,?,?],f32>, !torch.vtensor<[1,1,?,?],f32>, !torch.int -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %179, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %180 = torch.aten._softmax %179, %int-1, %false : !torch.vtensor<[1,4,?,?],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %180, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %181 = torch.aten.clone %180, %none : !torch.vtensor<[1,4,?,?],f32>, !torch.none -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %181, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %182 = torch.prim.ListConstruct %int1, %int4, %0, %0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %183 = torch.aten.expand %181, %182, %false : !torch.vtensor<[1,4,?,?],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %183, [%s70], affine_map<()[s0] -> (1, 4, s0, s0)> : !torch.vtensor<[1,4,?,?],f32>
    %184 = torch.prim.ListConstruct %int4, %0, %0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %185 = torch.aten.view %183, %184 : !torch.vtensor<[1,4,?,?],f32>, !torch.list<int> -> !torch.vtensor<[4,?,?],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %185, [%s70], affine_map<()[s0] -> (4, s0, s0)> : !torch.vtensor<[4,?,?],f32>
    %186 = torch.prim.ListConstruct %int1, %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %187 = torch.aten.expand %159, %186, %false : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %187, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %188 = torch.prim.ListConstruct %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %189 = torch.aten.view %187, %188 : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %189, [%s70], affine_map<()[s0] -> (4, s0, 16)> : !torch.vtensor<[4,?,16],f32>
    %190 = torch.aten.bmm %185, %189 : !torch.vtensor<[4,?,?],f32>, !torch.vtensor<[4,?,16],f32> -> !torch.vtensor<[4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %190, [%s70], affine_map<()[s0] -> (4, s0, 16)> : !torch.vtensor<[4,?,16],f32>
    %191 = torch.prim.ListConstruct %int1, %int4, %0, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %192 = torch.aten.view %190, %191 : !torch.vtensor<[4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,?,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %192, [%s70], affine_map<()[s0] -> (1, 4, s0, 16)> : !torch.vtensor<[1,4,?,16],f32>
    %193 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %194 = torch.aten.permute %192, %193 : !torch.vtensor<[1,4,?,16],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":211:0)
    torch.bind_symbolic_shape %194, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %195 = torch.aten.clone %194, %int0 : !torch.vtensor<[1,?,4,16],f32>, !torch.int -> !torch.vtensor<[1,?,4,16],f32> loc("transformers/models/gpt2/modeling_gpt2.py":222:0)
    torch.bind_symbolic_shape %195, [%s70], affine_map<()[s0] -> (1, s0, 4, 16)> : !torch.vtensor<[1,?,4,16],f32>
    %196 = torch.prim.ListConstruct %int1, %0, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %197 = torch.aten.view %195, %196 : !torch.vtensor<[1,?,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":222:0)
    torch.bind_symbolic_shape %197, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %198 = torch.prim.ListConstruct %int-1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %199 = torch.aten.view %197, %198 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %199, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %200 = torch.aten.addmm %p_model_transformer_h_1_attn_c_proj_bias, %199, %p_model_transformer_h_1_attn_c_proj_weight, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %200, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %201 = torch.prim.ListConstruct %int1, %0, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %202 = torch.aten.view %200, %201 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,64],f32> loc("transformers/pytorch_utils.py":120:0)
    torch.bind_symbolic_shape %202, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %203 = torch.aten.clone %202, %none : !torch.vtensor<[1,?,64],f32>, !torch.none -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":224:0)
    torch.bind_symbolic_shape %203, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %204 = torch.aten.add.Tensor %203, %141, %int1 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":282:0)
    torch.bind_symbolic_shape %204, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %205 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %206:3 = torch.aten.native_layer_norm %204, %205, %p_model_transformer_h_1_ln_2_weight, %p_model_transformer_h_1_ln_2_bias, %float1.000000e-05 : !torch.vtensor<[1,?,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,1],f32>, !torch.vtensor<[1,?,1],f32> loc("transformers/models/gpt2/modeling_gpt2.py":304:0)
    %207 = torch.prim.ListConstruct %int-1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %208 = torch.aten.view %206#0, %207 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %208, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %209 = torch.aten.addmm %p_model_transformer_h_1_mlp_c_fc_bias, %208, %p_model_transformer_h_1_mlp_c_fc_weight, %int1, %int1 : !torch.vtensor<[256],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,256],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,256],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %209, [%s70], affine_map<()[s0] -> (s0, 256)> : !torch.vtensor<[?,256],f32>
    %210 = torch.prim.ListConstruct %int1, %0, %int256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %211 = torch.aten.view %209, %210 : !torch.vtensor<[?,256],f32>, !torch.list<int> -> !torch.vtensor<[1,?,256],f32> loc("transformers/pytorch_utils.py":120:0)
    torch.bind_symbolic_shape %211, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %212 = torch.prim.NumToTensor.Scalar %float5.000000e-01 : !torch.float -> !torch.vtensor<[],f64>
    %213 = torch.aten.mul.Tensor %211, %212 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %213, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %214 = torch.aten.pow.Tensor_Scalar %211, %float3.000000e00 : !torch.vtensor<[1,?,256],f32>, !torch.float -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %214, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %215 = torch.prim.NumToTensor.Scalar %float4.471500e-02 : !torch.float -> !torch.vtensor<[],f64>
    %216 = torch.aten.mul.Tensor %214, %215 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %216, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %217 = torch.aten.add.Tensor %211, %216, %int1 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,256],f32>, !torch.int -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %217, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %218 = torch.prim.NumToTensor.Scalar %float7.978846e-01 : !torch.float -> !torch.vtensor<[],f64>
    %219 = torch.aten.mul.Tensor %217, %218 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %219, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %220 = torch.aten.tanh %219 : !torch.vtensor<[1,?,256],f32> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %220, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %221 = torch.prim.NumToTensor.Scalar %float1.000000e00 : !torch.float -> !torch.vtensor<[],f64>
    %222 = torch.aten.add.Tensor %220, %221, %int1 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %222, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %223 = torch.aten.mul.Tensor %213, %222 : !torch.vtensor<[1,?,256],f32>, !torch.vtensor<[1,?,256],f32> -> !torch.vtensor<[1,?,256],f32> loc("transformers/activations.py":66:0)
    torch.bind_symbolic_shape %223, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    %224 = torch.prim.ListConstruct %int-1, %int256 : (!torch.int, !torch.int) -> !torch.list<int>
    %225 = torch.aten.view %223, %224 : !torch.vtensor<[1,?,256],f32>, !torch.list<int> -> !torch.vtensor<[?,256],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %225, [%s70], affine_map<()[s0] -> (s0, 256)> : !torch.vtensor<[?,256],f32>
    %226 = torch.aten.addmm %p_model_transformer_h_1_mlp_c_proj_bias, %225, %p_model_transformer_h_1_mlp_c_proj_weight, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,256],f32>, !torch.vtensor<[256,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/pytorch_utils.py":119:0)
    torch.bind_symbolic_shape %226, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %227 = torch.prim.ListConstruct %int1, %0, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %228 = torch.aten.view %226, %227 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,64],f32> loc("transformers/pytorch_utils.py":120:0)
    torch.bind_symbolic_shape %228, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %229 = torch.aten.clone %228, %none : !torch.vtensor<[1,?,64],f32>, !torch.none -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":242:0)
    torch.bind_symbolic_shape %229, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %230 = torch.aten.add.Tensor %204, %229, %int1 : !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,64],f32>, !torch.int -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":307:0)
    torch.bind_symbolic_shape %230, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %231 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %232:3 = torch.aten.native_layer_norm %230, %231, %p_model_transformer_ln_f_weight, %p_model_transformer_ln_f_bias, %float1.000000e-05 : !torch.vtensor<[1,?,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[1,?,64],f32>, !torch.vtensor<[1,?,1],f32>, !torch.vtensor<[1,?,1],f32> loc("transformers/models/gpt2/modeling_gpt2.py":619:0)
    %233 = torch.prim.ListConstruct %int-1, %0, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %234 = torch.aten.view %232#0, %233 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":621:0)
    torch.bind_symbolic_shape %234, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %235 = torch.aten.alias %234 : !torch.vtensor<[1,?,64],f32> -> !torch.vtensor<[1,?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":697:0)
    torch.bind_symbolic_shape %235, [%s70], affine_map<()[s0] -> (1, s0, 64)> : !torch.vtensor<[1,?,64],f32>
    %236 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %237 = torch.aten.permute %p_model_lm_head_weight, %236 : !torch.vtensor<[256,64],f32>, !torch.list<int> -> !torch.vtensor<[64,256],f32> loc("transformers/models/gpt2/modeling_gpt2.py":697:0)
    %238 = torch.prim.ListConstruct %0, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %235, %238 : !torch.vtensor<[1,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/gpt2/modeling_gpt2.py":697:0)
    torch.bind_symbolic_shape %239, [%s70], affine_map<()[s0] -> (s0, 64)> : !torch.vtensor<[?,64],f32>
    %240 = torch.aten.mm %239, %237 : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,256],f32> -> !torch.vtensor<[?,256],f32> loc("transformers/models/gpt2/modeling_gpt2.py":697:0)
    torch.bind_symbolic_shape %240, [%s70], affine_map<()[s0] -> (s0, 256)> : !torch.vtensor<[?,256],f32>
    %241 = torch.prim.ListConstruct %int1, %0, %int256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %242 = torch.aten.view %240, %241 : !torch.vtensor<[?,256],f32>, !torch.list<int> -> !torch.vtensor<[1,?,256],f32> loc("transformers/models/gpt2/modeling_gpt2.py":697:0)
    torch.bind_symbolic_shape %242, [%s70], affine_map<()[s0] -> (1, s0, 256)> : !torch.vtensor<[1,?,256],f32>
    return %242 : !torch.vtensor<[1,?,256],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      c_model_transformer_lifted_tensor_0_blob: "0x0400000000000000"
    }
  }
#-}
