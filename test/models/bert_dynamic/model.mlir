// bert_dynamic: exported by scripts/device/export_models.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_bert_embeddings_word_embeddings_weight: !torch.vtensor<[512,64],f32>, %p_bert_embeddings_position_embeddings_weight: !torch.vtensor<[64,64],f32>, %p_bert_embeddings_token_type_embeddings_weight: !torch.vtensor<[2,64],f32>, %p_bert_embeddings_layernorm_weight: !torch.vtensor<[64],f32>, %p_bert_embeddings_layernorm_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_attention_self_query_weight: !torch.vtensor<[64,64],f32>, %p_bert_encoder_layer_0_attention_self_query_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_attention_self_key_weight: !torch.vtensor<[64,64],f32>, %p_bert_encoder_layer_0_attention_self_key_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_attention_self_value_weight: !torch.vtensor<[64,64],f32>, %p_bert_encoder_layer_0_attention_self_value_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_attention_output_dense_weight: !torch.vtensor<[64,64],f32>, %p_bert_encoder_layer_0_attention_output_dense_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_attention_output_layernorm_weight: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_attention_output_layernorm_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_intermediate_dense_weight: !torch.vtensor<[128,64],f32>, %p_bert_encoder_layer_0_intermediate_dense_bias: !torch.vtensor<[128],f32>, %p_bert_encoder_layer_0_output_dense_weight: !torch.vtensor<[64,128],f32>, %p_bert_encoder_layer_0_output_dense_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_output_layernorm_weight: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_0_output_layernorm_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_attention_self_query_weight: !torch.vtensor<[64,64],f32>, %p_bert_encoder_layer_1_attention_self_query_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_attention_self_key_weight: !torch.vtensor<[64,64],f32>, %p_bert_encoder_layer_1_attention_self_key_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_attention_self_value_weight: !torch.vtensor<[64,64],f32>, %p_bert_encoder_layer_1_attention_self_value_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_attention_output_dense_weight: !torch.vtensor<[64,64],f32>, %p_bert_encoder_layer_1_attention_output_dense_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_attention_output_layernorm_weight: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_attention_output_layernorm_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_intermediate_dense_weight: !torch.vtensor<[128,64],f32>, %p_bert_encoder_layer_1_intermediate_dense_bias: !torch.vtensor<[128],f32>, %p_bert_encoder_layer_1_output_dense_weight: !torch.vtensor<[64,128],f32>, %p_bert_encoder_layer_1_output_dense_bias: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_output_layernorm_weight: !torch.vtensor<[64],f32>, %p_bert_encoder_layer_1_output_layernorm_bias: !torch.vtensor<[64],f32>, %b_bert_embeddings_position_ids: !torch.vtensor<[1,64],si64>, %b_bert_embeddings_token_type_ids: !torch.vtensor<[1,64],si64>, %input_ids: !torch.vtensor<[?,16],si64>) -> !torch.vtensor<[?,16,64],f32> {
    %c_bert_lifted_tensor_0 = torch.vtensor.literal(dense_resource<c_bert_lifted_tensor_0_blob> : tensor<f32>) : !torch.vtensor<[],f32>
    %s72 = torch.symbolic_int "s72" {min_val = 1, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %input_ids, [%s72], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[?,16],si64>
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %input_ids, %int0 : !torch.vtensor<[?,16],si64>, !torch.int -> !torch.int loc("torch/fx/passes/runtime_assert.py":24:0)
    %int1 = torch.constant.int 1
    %int16 = torch.constant.int 16
    %1 = torch.aten.slice.Tensor %b_bert_embeddings_position_ids, %int1, %int0, %int16, %int1 : !torch.vtensor<[1,64],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,16],si64> loc("transformers/models/bert/modeling_bert.py":84:0)
    %int-1 = torch.constant.int -1
    %2 = torch.prim.ListConstruct %int1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %3 = torch.aten.expand %b_bert_embeddings_token_type_ids, %2, %false : !torch.vtensor<[1,64],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64],si64> loc("transformers/models/bert/modeling_bert.py":92:0)
    %4 = torch.aten.gather %3, %int1, %1, %false : !torch.vtensor<[1,64],si64>, !torch.int, !torch.vtensor<[1,16],si64>, !torch.bool -> !torch.vtensor<[1,16],si64> loc("transformers/models/bert/modeling_bert.py":93:0)
    %5 = torch.prim.ListConstruct %0, %int16 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.expand %4, %5, %false : !torch.vtensor<[1,16],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,16],si64> loc("transformers/models/bert/modeling_bert.py":94:0)
    torch.bind_symbolic_shape %6, [%s72], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[?,16],si64>
    %7 = torch.aten.embedding %p_bert_embeddings_word_embeddings_weight, %input_ids, %int0, %false, %false : !torch.vtensor<[512,64],f32>, !torch.vtensor<[?,16],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":99:0)
    torch.bind_symbolic_shape %7, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %8 = torch.aten.embedding %p_bert_embeddings_token_type_embeddings_weight, %6, %int-1, %false, %false : !torch.vtensor<[2,64],f32>, !torch.vtensor<[?,16],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":100:0)
    torch.bind_symbolic_shape %8, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %9 = torch.aten.add.Tensor %7, %8, %int1 : !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,64],f32>, !torch.int -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":101:0)
    torch.bind_symbolic_shape %9, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %10 = torch.aten.embedding %p_bert_embeddings_position_embeddings_weight, %1, %int-1, %false, %false : !torch.vtensor<[64,64],f32>, !torch.vtensor<[1,16],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,16,64],f32> loc("transformers/models/bert/modeling_bert.py":103:0)
    %11 = torch.aten.add.Tensor %9, %10, %int1 : !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[1,16,64],f32>, !torch.int -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":104:0)
    torch.bind_symbolic_shape %11, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %int64 = torch.constant.int 64
    %12 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %float1.000000e-12 = torch.constant.float 1.000000e-12
    %13:3 = torch.aten.native_layer_norm %11, %12, %p_bert_embeddings_layernorm_weight, %p_bert_embeddings_layernorm_bias, %float1.000000e-12 : !torch.vtensor<[?,16,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,1],f32>, !torch.vtensor<[?,16,1],f32> loc("transformers/models/bert/modeling_bert.py":106:0)
    %none = torch.constant.none
    %14 = torch.aten.clone %13#0, %none : !torch.vtensor<[?,16,64],f32>, !torch.none -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":107:0)
    torch.bind_symbolic_shape %14, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %cpu = torch.constant.device "cpu"
    %15 = torch.aten.arange.start_step %int0, %int16, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[16],si64> loc("transformers/models/bert/modeling_bert.py":661:0)
    %16 = torch.prim.NumToTensor.Scalar %int0 : !torch.int -> !torch.vtensor<[],si64>
    %17 = torch.aten.add.Tensor %15, %16, %int1 : !torch.vtensor<[16],si64>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[16],si64> loc("transformers/models/bert/modeling_bert.py":661:0)
    %18 = torch.aten.unsqueeze %17, %int0 : !torch.vtensor<[16],si64>, !torch.int -> !torch.vtensor<[1,16],si64> loc("transformers/models/bert/modeling_bert.py":661:0)
    %19 = torch.aten.unsqueeze %18, %int1 : !torch.vtensor<[1,16],si64>, !torch.int -> !torch.vtensor<[1,1,16],si64> loc("transformers/models/bert/modeling_bert.py":661:0)
    %int3 = torch.constant.int 3
    %20 = torch.aten.unsqueeze %19, %int3 : !torch.vtensor<[1,1,16],si64>, !torch.int -> !torch.vtensor<[1,1,16,1],si64> loc("transformers/models/bert/modeling_bert.py":661:0)
    %21 = torch.aten.ge.Scalar %20, %int0 : !torch.vtensor<[1,1,16,1],si64>, !torch.int -> !torch.vtensor<[1,1,16,1],i1> loc("transformers/models/bert/modeling_bert.py":661:0)
    %22 = torch.prim.ListConstruct %0, %int-1, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %23 = torch.aten.expand %21, %22, %false : !torch.vtensor<[1,1,16,1],i1>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,1,16,16],i1> loc("transformers/models/bert/modeling_bert.py":661:0)
    torch.bind_symbolic_shape %23, [%s72], affine_map<()[s0] -> (s0, 1, 16, 16)> : !torch.vtensor<[?,1,16,16],i1>
    %24 = torch.aten.clone %c_bert_lifted_tensor_0, %none : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32> loc("transformers/models/bert/modeling_bert.py":661:0)
    %float-3.402823e38 = torch.constant.float -3.402823e+38
    %int6 = torch.constant.int 6
    %25 = torch.aten.scalar_tensor %float-3.402823e38, %int6, %int0, %cpu, %none : !torch.float, !torch.int, !torch.int, !torch.Device, !torch.none -> !torch.vtensor<[],f32> loc("transformers/models/bert/modeling_bert.py":661:0)
    %26 = torch.aten.where.self %23, %24, %25 : !torch.vtensor<[?,1,16,16],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[?,1,16,16],f32> loc("transformers/models/bert/modeling_bert.py":661:0)
    torch.bind_symbolic_shape %26, [%s72], affine_map<()[s0] -> (s0, 1, 16, 16)> : !torch.vtensor<[?,1,16,16],f32>
    %27 = torch.aten.mul.int %0, %int16 : !torch.int, !torch.int -> !torch.int loc("transformers/models/bert/modeling_bert.py":175:0)
    %28 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %29 = torch.aten.view %14, %28 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %29, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %30 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %31 = torch.aten.permute %p_bert_encoder_layer_0_attention_self_query_weight, %30 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    %32 = torch.aten.addmm %p_bert_encoder_layer_0_attention_self_query_bias, %29, %31, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %32, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %33 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %34 = torch.aten.view %32, %33 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %34, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %35 = torch.prim.ListConstruct %0, %int16, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %36 = torch.aten.view %34, %35 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %36, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %int2 = torch.constant.int 2
    %37 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %38 = torch.aten.permute %36, %37 : !torch.vtensor<[?,16,4,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %38, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %39 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %40 = torch.aten.view %14, %39 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %40, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %41 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %42 = torch.aten.permute %p_bert_encoder_layer_0_attention_self_key_weight, %41 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    %43 = torch.aten.addmm %p_bert_encoder_layer_0_attention_self_key_bias, %40, %42, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %43, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %44 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %45 = torch.aten.view %43, %44 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %45, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %46 = torch.prim.ListConstruct %0, %int16, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.view %45, %46 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %47, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %48 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %49 = torch.aten.permute %47, %48 : !torch.vtensor<[?,16,4,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %49, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %50 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %51 = torch.aten.view %14, %50 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %51, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %52 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.aten.permute %p_bert_encoder_layer_0_attention_self_value_weight, %52 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    %54 = torch.aten.addmm %p_bert_encoder_layer_0_attention_self_value_bias, %51, %53, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %54, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %55 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %56 = torch.aten.view %54, %55 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %56, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %57 = torch.prim.ListConstruct %0, %int16, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %58 = torch.aten.view %56, %57 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %58, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %59 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %60 = torch.aten.permute %58, %59 : !torch.vtensor<[?,16,4,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %60, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %61 = torch.prim.ListConstruct %int0, %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %62 = torch.aten.permute %49, %61 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %62, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %int4 = torch.constant.int 4
    %63 = torch.aten.mul.int %0, %int4 : !torch.int, !torch.int -> !torch.int loc("transformers/models/bert/modeling_bert.py":192:0)
    %64 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %65 = torch.aten.expand %38, %64, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %65, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %66 = torch.aten.clone %65, %int0 : !torch.vtensor<[?,4,16,16],f32>, !torch.int -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %66, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %67 = torch.prim.ListConstruct %63, %int16, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %68 = torch.aten.view %66, %67 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %68, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %69 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %70 = torch.aten.expand %62, %69, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %70, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %71 = torch.aten.clone %70, %int0 : !torch.vtensor<[?,4,16,16],f32>, !torch.int -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %71, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %72 = torch.prim.ListConstruct %63, %int16, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %73 = torch.aten.view %71, %72 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %73, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %74 = torch.aten.bmm %68, %73 : !torch.vtensor<[?,16,16],f32>, !torch.vtensor<[?,16,16],f32> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %74, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %75 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %76 = torch.aten.view %74, %75 : !torch.vtensor<[?,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %76, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %float2.500000e-01 = torch.constant.float 2.500000e-01
    %77 = torch.prim.NumToTensor.Scalar %float2.500000e-01 : !torch.float -> !torch.vtensor<[],f64>
    %78 = torch.aten.mul.Tensor %76, %77 : !torch.vtensor<[?,4,16,16],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %78, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %79 = torch.aten.add.Tensor %78, %26, %int1 : !torch.vtensor<[?,4,16,16],f32>, !torch.vtensor<[?,1,16,16],f32>, !torch.int -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %79, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %80 = torch.aten._softmax %79, %int-1, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %80, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %81 = torch.aten.clone %80, %none : !torch.vtensor<[?,4,16,16],f32>, !torch.none -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %81, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %82 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.expand %81, %82, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %83, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %84 = torch.prim.ListConstruct %63, %int16, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %85 = torch.aten.view %83, %84 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %85, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %86 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %87 = torch.aten.expand %60, %86, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %87, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %88 = torch.aten.clone %87, %int0 : !torch.vtensor<[?,4,16,16],f32>, !torch.int -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %88, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %89 = torch.prim.ListConstruct %63, %int16, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %90 = torch.aten.view %88, %89 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %90, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %91 = torch.aten.bmm %85, %90 : !torch.vtensor<[?,16,16],f32>, !torch.vtensor<[?,16,16],f32> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %91, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %92 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %93 = torch.aten.view %91, %92 : !torch.vtensor<[?,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %93, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %94 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %95 = torch.aten.permute %93, %94 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %95, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %96 = torch.aten.clone %95, %int0 : !torch.vtensor<[?,16,4,16],f32>, !torch.int -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %96, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %97 = torch.prim.ListConstruct %0, %int16, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %98 = torch.aten.view %96, %97 : !torch.vtensor<[?,16,4,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":202:0)
    torch.bind_symbolic_shape %98, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %99 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %100 = torch.aten.view %98, %99 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":290:0)
    torch.bind_symbolic_shape %100, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %101 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %102 = torch.aten.permute %p_bert_encoder_layer_0_attention_output_dense_weight, %101 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("transformers/models/bert/modeling_bert.py":290:0)
    %103 = torch.aten.addmm %p_bert_encoder_layer_0_attention_output_dense_bias, %100, %102, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":290:0)
    torch.bind_symbolic_shape %103, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %104 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %105 = torch.aten.view %103, %104 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":290:0)
    torch.bind_symbolic_shape %105, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %106 = torch.aten.clone %105, %none : !torch.vtensor<[?,16,64],f32>, !torch.none -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":291:0)
    torch.bind_symbolic_shape %106, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %107 = torch.aten.add.Tensor %106, %14, %int1 : !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,64],f32>, !torch.int -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":292:0)
    torch.bind_symbolic_shape %107, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %108 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %109:3 = torch.aten.native_layer_norm %107, %108, %p_bert_encoder_layer_0_attention_output_layernorm_weight, %p_bert_encoder_layer_0_attention_output_layernorm_bias, %float1.000000e-12 : !torch.vtensor<[?,16,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,1],f32>, !torch.vtensor<[?,16,1],f32> loc("transformers/models/bert/modeling_bert.py":292:0)
    %110 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %111 = torch.aten.view %109#0, %110 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":335:0)
    torch.bind_symbolic_shape %111, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %112 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %113 = torch.aten.permute %p_bert_encoder_layer_0_intermediate_dense_weight, %112 : !torch.vtensor<[128,64],f32>, !torch.list<int> -> !torch.vtensor<[64,128],f32> loc("transformers/models/bert/modeling_bert.py":335:0)
    %114 = torch.aten.addmm %p_bert_encoder_layer_0_intermediate_dense_bias, %111, %113, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("transformers/models/bert/modeling_bert.py":335:0)
    torch.bind_symbolic_shape %114, [%s72], affine_map<()[s0] -> (16*s0, 128)> : !torch.vtensor<[?,128],f32>
    %int128 = torch.constant.int 128
    %115 = torch.prim.ListConstruct %0, %int16, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %116 = torch.aten.view %114, %115 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,16,128],f32> loc("transformers/models/bert/modeling_bert.py":335:0)
    torch.bind_symbolic_shape %116, [%s72], affine_map<()[s0] -> (s0, 16, 128)> : !torch.vtensor<[?,16,128],f32>
    %str = torch.constant.str "none"
    %117 = torch.aten.gelu %116, %str : !torch.vtensor<[?,16,128],f32>, !torch.str -> !torch.vtensor<[?,16,128],f32> loc("transformers/activations.py":89:0)
    torch.bind_symbolic_shape %117, [%s72], affine_map<()[s0] -> (s0, 16, 128)> : !torch.vtensor<[?,16,128],f32>
    %118 = torch.prim.ListConstruct %27, %int128 : (!torch.int, !torch.int) -> !torch.list<int>
    %119 = torch.aten.view %117, %118 : !torch.vtensor<[?,16,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("transformers/models/bert/modeling_bert.py":348:0)
    torch.bind_symbolic_shape %119, [%s72], affine_map<()[s0] -> (16*s0, 128)> : !torch.vtensor<[?,128],f32>
    %120 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %121 = torch.aten.permute %p_bert_encoder_layer_0_output_dense_weight, %120 : !torch.vtensor<[64,128],f32>, !torch.list<int> -> !torch.vtensor<[128,64],f32> loc("transformers/models/bert/modeling_bert.py":348:0)
    %122 = torch.aten.addmm %p_bert_encoder_layer_0_output_dense_bias, %119, %121, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,128],f32>, !torch.vtensor<[128,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":348:0)
    torch.bind_symbolic_shape %122, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %123 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %124 = torch.aten.view %122, %123 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":348:0)
    torch.bind_symbolic_shape %124, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %125 = torch.aten.clone %124, %none : !torch.vtensor<[?,16,64],f32>, !torch.none -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":349:0)
    torch.bind_symbolic_shape %125, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %126 = torch.aten.add.Tensor %125, %109#0, %int1 : !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,64],f32>, !torch.int -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":350:0)
    torch.bind_symbolic_shape %126, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %127 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %128:3 = torch.aten.native_layer_norm %126, %127, %p_bert_encoder_layer_0_output_layernorm_weight, %p_bert_encoder_layer_0_output_layernorm_bias, %float1.000000e-12 : !torch.vtensor<[?,16,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,1],f32>, !torch.vtensor<[?,16,1],f32> loc("transformers/models/bert/modeling_bert.py":350:0)
    %129 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %130 = torch.aten.view %128#0, %129 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %130, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %131 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %132 = torch.aten.permute %p_bert_encoder_layer_1_attention_self_query_weight, %131 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    %133 = torch.aten.addmm %p_bert_encoder_layer_1_attention_self_query_bias, %130, %132, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %133, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %134 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %135 = torch.aten.view %133, %134 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %135, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %136 = torch.prim.ListConstruct %0, %int16, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %137 = torch.aten.view %135, %136 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %137, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %138 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %139 = torch.aten.permute %137, %138 : !torch.vtensor<[?,16,4,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":175:0)
    torch.bind_symbolic_shape %139, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %140 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %141 = torch.aten.view %128#0, %140 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %141, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %142 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %143 = torch.aten.permute %p_bert_encoder_layer_1_attention_self_key_weight, %142 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    %144 = torch.aten.addmm %p_bert_encoder_layer_1_attention_self_key_bias, %141, %143, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %144, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %145 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %146 = torch.aten.view %144, %145 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %146, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %147 = torch.prim.ListConstruct %0, %int16, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %148 = torch.aten.view %146, %147 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %148, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %149 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %150 = torch.aten.permute %148, %149 : !torch.vtensor<[?,16,4,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":176:0)
    torch.bind_symbolic_shape %150, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %151 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %152 = torch.aten.view %128#0, %151 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %152, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %153 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %154 = torch.aten.permute %p_bert_encoder_layer_1_attention_self_value_weight, %153 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    %155 = torch.aten.addmm %p_bert_encoder_layer_1_attention_self_value_bias, %152, %154, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %155, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %156 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %157 = torch.aten.view %155, %156 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %157, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %158 = torch.prim.ListConstruct %0, %int16, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %159 = torch.aten.view %157, %158 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %159, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %160 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %161 = torch.aten.permute %159, %160 : !torch.vtensor<[?,16,4,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":177:0)
    torch.bind_symbolic_shape %161, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %162 = torch.prim.ListConstruct %int0, %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %163 = torch.aten.permute %150, %162 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %163, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %164 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %165 = torch.aten.expand %139, %164, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %165, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %166 = torch.aten.clone %165, %int0 : !torch.vtensor<[?,4,16,16],f32>, !torch.int -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %166, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %167 = torch.prim.ListConstruct %63, %int16, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %168 = torch.aten.view %166, %167 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %168, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %169 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %170 = torch.aten.expand %163, %169, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %170, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %171 = torch.aten.clone %170, %int0 : !torch.vtensor<[?,4,16,16],f32>, !torch.int -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %171, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %172 = torch.prim.ListConstruct %63, %int16, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %173 = torch.aten.view %171, %172 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %173, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %174 = torch.aten.bmm %168, %173 : !torch.vtensor<[?,16,16],f32>, !torch.vtensor<[?,16,16],f32> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %174, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %175 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %176 = torch.aten.view %174, %175 : !torch.vtensor<[?,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %176, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %177 = torch.prim.NumToTensor.Scalar %float2.500000e-01 : !torch.float -> !torch.vtensor<[],f64>
    %178 = torch.aten.mul.Tensor %176, %177 : !torch.vtensor<[?,4,16,16],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %178, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %179 = torch.aten.add.Tensor %178, %26, %int1 : !torch.vtensor<[?,4,16,16],f32>, !torch.vtensor<[?,1,16,16],f32>, !torch.int -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %179, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %180 = torch.aten._softmax %179, %int-1, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %180, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %181 = torch.aten.clone %180, %none : !torch.vtensor<[?,4,16,16],f32>, !torch.none -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %181, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %182 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %183 = torch.aten.expand %181, %182, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %183, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %184 = torch.prim.ListConstruct %63, %int16, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %185 = torch.aten.view %183, %184 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %185, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %186 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %187 = torch.aten.expand %161, %186, %false : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %187, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %188 = torch.aten.clone %187, %int0 : !torch.vtensor<[?,4,16,16],f32>, !torch.int -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %188, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %189 = torch.prim.ListConstruct %63, %int16, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %190 = torch.aten.view %188, %189 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %190, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %191 = torch.aten.bmm %185, %190 : !torch.vtensor<[?,16,16],f32>, !torch.vtensor<[?,16,16],f32> -> !torch.vtensor<[?,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %191, [%s72], affine_map<()[s0] -> (4*s0, 16, 16)> : !torch.vtensor<[?,16,16],f32>
    %192 = torch.prim.ListConstruct %0, %int4, %int16, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %193 = torch.aten.view %191, %192 : !torch.vtensor<[?,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4,16,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %193, [%s72], affine_map<()[s0] -> (s0, 4, 16, 16)> : !torch.vtensor<[?,4,16,16],f32>
    %194 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %195 = torch.aten.permute %193, %194 : !torch.vtensor<[?,4,16,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %195, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %196 = torch.aten.clone %195, %int0 : !torch.vtensor<[?,16,4,16],f32>, !torch.int -> !torch.vtensor<[?,16,4,16],f32> loc("transformers/models/bert/modeling_bert.py":192:0)
    torch.bind_symbolic_shape %196, [%s72], affine_map<()[s0] -> (s0, 16, 4, 16)> : !torch.vtensor<[?,16,4,16],f32>
    %197 = torch.prim.ListConstruct %0, %int16, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %198 = torch.aten.view %196, %197 : !torch.vtensor<[?,16,4,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":202:0)
    torch.bind_symbolic_shape %198, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %199 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %200 = torch.aten.view %198, %199 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":290:0)
    torch.bind_symbolic_shape %200, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %201 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %202 = torch.aten.permute %p_bert_encoder_layer_1_attention_output_dense_weight, %201 : !torch.vtensor<[64,64],f32>, !torch.list<int> -> !torch.vtensor<[64,64],f32> loc("transformers/models/bert/modeling_bert.py":290:0)
    %203 = torch.aten.addmm %p_bert_encoder_layer_1_attention_output_dense_bias, %200, %202, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":290:0)
    torch.bind_symbolic_shape %203, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %204 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %205 = torch.aten.view %203, %204 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":290:0)
    torch.bind_symbolic_shape %205, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %206 = torch.aten.clone %205, %none : !torch.vtensor<[?,16,64],f32>, !torch.none -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":291:0)
    torch.bind_symbolic_shape %206, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %207 = torch.aten.add.Tensor %206, %128#0, %int1 : !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,64],f32>, !torch.int -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":292:0)
    torch.bind_symbolic_shape %207, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %208 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %209:3 = torch.aten.native_layer_norm %207, %208, %p_bert_encoder_layer_1_attention_output_layernorm_weight, %p_bert_encoder_layer_1_attention_output_layernorm_bias, %float1.000000e-12 : !torch.vtensor<[?,16,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,1],f32>, !torch.vtensor<[?,16,1],f32> loc("transformers/models/bert/modeling_bert.py":292:0)
    %210 = torch.prim.ListConstruct %27, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %211 = torch.aten.view %209#0, %210 : !torch.vtensor<[?,16,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":335:0)
    torch.bind_symbolic_shape %211, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %212 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %213 = torch.aten.permute %p_bert_encoder_layer_1_intermediate_dense_weight, %212 : !torch.vtensor<[128,64],f32>, !torch.list<int> -> !torch.vtensor<[64,128],f32> loc("transformers/models/bert/modeling_bert.py":335:0)
    %214 = torch.aten.addmm %p_bert_encoder_layer_1_intermediate_dense_bias, %211, %213, %int1, %int1 : !torch.vtensor<[128],f32>, !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,128],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,128],f32> loc("transformers/models/bert/modeling_bert.py":335:0)
    torch.bind_symbolic_shape %214, [%s72], affine_map<()[s0] -> (16*s0, 128)> : !torch.vtensor<[?,128],f32>
    %215 = torch.prim.ListConstruct %0, %int16, %int128 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %216 = torch.aten.view %214, %215 : !torch.vtensor<[?,128],f32>, !torch.list<int> -> !torch.vtensor<[?,16,128],f32> loc("transformers/models/bert/modeling_bert.py":335:0)
    torch.bind_symbolic_shape %216, [%s72], affine_map<()[s0] -> (s0, 16, 128)> : !torch.vtensor<[?,16,128],f32>
    %217 = torch.aten.gelu %216, %str : !torch.vtensor<[?,16,128],f32>, !torch.str -> !torch.vtensor<[?,16,128],f32> loc("transformers/activations.py":89:0)
    torch.bind_symbolic_shape %217, [%s72], affine_map<()[s0] -> (s0, 16, 128)> : !torch.vtensor<[?,16,128],f32>
    %218 = torch.prim.ListConstruct %27, %int128 : (!torch.int, !torch.int) -> !torch.list<int>
    %219 = torch.aten.view %217, %218 : !torch.vtensor<[?,16,128],f32>, !torch.list<int> -> !torch.vtensor<[?,128],f32> loc("transformers/models/bert/modeling_bert.py":348:0)
    torch.bind_symbolic_shape %219, [%s72], affine_map<()[s0] -> (16*s0, 128)> : !torch.vtensor<[?,128],f32>
    %220 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %221 = torch.aten.permute %p_bert_encoder_layer_1_output_dense_weight, %220 : !torch.vtensor<[64,128],f32>, !torch.list<int> -> !torch.vtensor<[128,64],f32> loc("transformers/models/bert/modeling_bert.py":348:0)
    %222 = torch.aten.addmm %p_bert_encoder_layer_1_output_dense_bias, %219, %221, %int1, %int1 : !torch.vtensor<[64],f32>, !torch.vtensor<[?,128],f32>, !torch.vtensor<[128,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32> loc("transformers/models/bert/modeling_bert.py":348:0)
    torch.bind_symbolic_shape %222, [%s72], affine_map<()[s0] -> (16*s0, 64)> : !torch.vtensor<[?,64],f32>
    %223 = torch.prim.ListConstruct %0, %int16, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %224 = torch.aten.view %222, %223 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":348:0)
    torch.bind_symbolic_shape %224, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %225 = torch.aten.clone %224, %none : !torch.vtensor<[?,16,64],f32>, !torch.none -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":349:0)
    torch.bind_symbolic_shape %225, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %226 = torch.aten.add.Tensor %225, %209#0, %int1 : !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,64],f32>, !torch.int -> !torch.vtensor<[?,16,64],f32> loc("transformers/models/bert/modeling_bert.py":350:0)
    torch.bind_symbolic_shape %226, [%s72], affine_map<()[s0] -> (s0, 16, 64)> : !torch.vtensor<[?,16,64],f32>
    %227 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %228:3 = torch.aten.native_layer_norm %226, %227, %p_bert_encoder_layer_1_output_layernorm_weight, %p_bert_encoder_layer_1_output_layernorm_bias, %float1.000000e-12 : !torch.vtensor<[?,16,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[?,16,64],f32>, !torch.vtensor<[?,16,1],f32>, !torch.vtensor<[?,16,1],f32> loc("transformers/models/bert/modeling_bert.py":350:0)
    return %228#0 : !torch.vtensor<[?,16,64],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      c_bert_lifted_tensor_0_blob: "0x0400000000000000"
    }
  }
#-}
