// resnet18_dynamic: exported by scripts/device/export_models.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_conv1_weight: !torch.vtensor<[64,3,7,7],f32>, %p_bn1_weight: !torch.vtensor<[64],f32>, %p_bn1_bias: !torch.vtensor<[64],f32>, %p_layer1_0_conv1_weight: !torch.vtensor<[64,64,3,3],f32>, %p_layer1_0_bn1_weight: !torch.vtensor<[64],f32>, %p_layer1_0_bn1_bias: !torch.vtensor<[64],f32>, %p_layer1_0_conv2_weight: !torch.vtensor<[64,64,3,3],f32>, %p_layer1_0_bn2_weight: !torch.vtensor<[64],f32>, %p_layer1_0_bn2_bias: !torch.vtensor<[64],f32>, %p_layer1_1_conv1_weight: !torch.vtensor<[64,64,3,3],f32>, %p_layer1_1_bn1_weight: !torch.vtensor<[64],f32>, %p_layer1_1_bn1_bias: !torch.vtensor<[64],f32>, %p_layer1_1_conv2_weight: !torch.vtensor<[64,64,3,3],f32>, %p_layer1_1_bn2_weight: !torch.vtensor<[64],f32>, %p_layer1_1_bn2_bias: !torch.vtensor<[64],f32>, %p_layer2_0_conv1_weight: !torch.vtensor<[128,64,3,3],f32>, %p_layer2_0_bn1_weight: !torch.vtensor<[128],f32>, %p_layer2_0_bn1_bias: !torch.vtensor<[128],f32>, %p_layer2_0_conv2_weight: !torch.vtensor<[128,128,3,3],f32>, %p_layer2_0_bn2_weight: !torch.vtensor<[128],f32>, %p_layer2_0_bn2_bias: !torch.vtensor<[128],f32>, %p_layer2_0_downsample_0_weight: !torch.vtensor<[128,64,1,1],f32>, %p_layer2_0_downsample_1_weight: !torch.vtensor<[128],f32>, %p_layer2_0_downsample_1_bias: !torch.vtensor<[128],f32>, %p_layer2_1_conv1_weight: !torch.vtensor<[128,128,3,3],f32>, %p_layer2_1_bn1_weight: !torch.vtensor<[128],f32>, %p_layer2_1_bn1_bias: !torch.vtensor<[128],f32>, %p_layer2_1_conv2_weight: !torch.vtensor<[128,128,3,3],f32>, %p_layer2_1_bn2_weight: !torch.vtensor<[128],f32>, %p_layer2_1_bn2_bias: !torch.vtensor<[128],f32>, %p_layer3_0_conv1_weight: !torch.vtensor<[256,128,3,3],f32>, %p_layer3_0_bn1_weight: !torch.vtensor<[256],f32>, %p_layer3_0_bn1_bias: !torch.vtensor<[256],f32>, %p_layer3_0_conv2_weight: !torch.vtensor<[256,256,3,3],f32>, %p_layer3_0_bn2_weight: !torch.vtensor<[256],f32>, %p_layer3_0_bn2_bias: !torch.vtensor<[256],f32>, %p_layer3_0_downsample_0_weight: !torch.vtensor<[256,128,1,1],f32>, %p_layer3_0_downsample_1_weight: !torch.vtensor<[256],f32>, %p_layer3_0_downsample_1_bias: !torch.vtensor<[256],f32>, %p_layer3_1_conv1_weight: !torch.vtensor<[256,256,3,3],f32>, %p_layer3_1_bn1_weight: !torch.vtensor<[256],f32>, %p_layer3_1_bn1_bias: !torch.vtensor<[256],f32>, %p_layer3_1_conv2_weight: !torch.vtensor<[256,256,3,3],f32>, %p_layer3_1_bn2_weight: !torch.vtensor<[256],f32>, %p_layer3_1_bn2_bias: !torch.vtensor<[256],f32>, %p_layer4_0_conv1_weight: !torch.vtensor<[512,256,3,3],f32>, %p_layer4_0_bn1_weight: !torch.vtensor<[512],f32>, %p_layer4_0_bn1_bias: !torch.vtensor<[512],f32>, %p_layer4_0_conv2_weight: !torch.vtensor<[512,512,3,3],f32>, %p_layer4_0_bn2_weight: !torch.vtensor<[512],f32>, %p_layer4_0_bn2_bias: !torch.vtensor<[512],f32>, %p_layer4_0_downsample_0_weight: !torch.vtensor<[512,256,1,1],f32>, %p_layer4_0_downsample_1_weight: !torch.vtensor<[512],f32>, %p_layer4_0_downsample_1_bias: !torch.vtensor<[512],f32>, %p_layer4_1_conv1_weight: !torch.vtensor<[512,512,3,3],f32>, %p_layer4_1_bn1_weight: !torch.vtensor<[512],f32>, %p_layer4_1_bn1_bias: !torch.vtensor<[512],f32>, %p_layer4_1_conv2_weight: !torch.vtensor<[512,512,3,3],f32>, %p_layer4_1_bn2_weight: !torch.vtensor<[512],f32>, %p_layer4_1_bn2_bias: !torch.vtensor<[512],f32>, %p_fc_weight: !torch.vtensor<[1000,512],f32>, %p_fc_bias: !torch.vtensor<[1000],f32>, %b_bn1_running_mean: !torch.vtensor<[64],f32>, %b_bn1_running_var: !torch.vtensor<[64],f32>, %b_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer1_0_bn1_running_mean: !torch.vtensor<[64],f32>, %b_layer1_0_bn1_running_var: !torch.vtensor<[64],f32>, %b_layer1_0_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer1_0_bn2_running_mean: !torch.vtensor<[64],f32>, %b_layer1_0_bn2_running_var: !torch.vtensor<[64],f32>, %b_layer1_0_bn2_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer1_1_bn1_running_mean: !torch.vtensor<[64],f32>, %b_layer1_1_bn1_running_var: !torch.vtensor<[64],f32>, %b_layer1_1_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer1_1_bn2_running_mean: !torch.vtensor<[64],f32>, %b_layer1_1_bn2_running_var: !torch.vtensor<[64],f32>, %b_layer1_1_bn2_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer2_0_bn1_running_mean: !torch.vtensor<[128],f32>, %b_layer2_0_bn1_running_var: !torch.vtensor<[128],f32>, %b_layer2_0_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer2_0_bn2_running_mean: !torch.vtensor<[128],f32>, %b_layer2_0_bn2_running_var: !torch.vtensor<[128],f32>, %b_layer2_0_bn2_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer2_0_downsample_1_running_mean: !torch.vtensor<[128],f32>, %b_layer2_0_downsample_1_running_var: !torch.vtensor<[128],f32>, %b_layer2_0_downsample_1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer2_1_bn1_running_mean: !torch.vtensor<[128],f32>, %b_layer2_1_bn1_running_var: !torch.vtensor<[128],f32>, %b_layer2_1_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer2_1_bn2_running_mean: !torch.vtensor<[128],f32>, %b_layer2_1_bn2_running_var: !torch.vtensor<[128],f32>, %b_layer2_1_bn2_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer3_0_bn1_running_mean: !torch.vtensor<[256],f32>, %b_layer3_0_bn1_running_var: !torch.vtensor<[256],f32>, %b_layer3_0_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer3_0_bn2_running_mean: !torch.vtensor<[256],f32>, %b_layer3_0_bn2_running_var: !torch.vtensor<[256],f32>, %b_layer3_0_bn2_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer3_0_downsample_1_running_mean: !torch.vtensor<[256],f32>, %b_layer3_0_downsample_1_running_var: !torch.vtensor<[256],f32>, %b_layer3_0_downsample_1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer3_1_bn1_running_mean: !torch.vtensor<[256],f32>, %b_layer3_1_bn1_running_var: !torch.vtensor<[256],f32>, %b_layer3_1_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer3_1_bn2_running_mean: !torch.vtensor<[256],f32>, %b_layer3_1_bn2_running_var: !torch.vtensor<[256],f32>, %b_layer3_1_bn2_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer4_0_bn1_running_mean: !torch.vtensor<[512],f32>, %b_layer4_0_bn1_running_var: !torch.vtensor<[512],f32>, %b_layer4_0_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer4_0_bn2_running_mean: !torch.vtensor<[512],f32>, %b_layer4_0_bn2_running_var: !torch.vtensor<[512],f32>, %b_layer4_0_bn2_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer4_0_downsample_1_running_mean: !torch.vtensor<[512],f32>, %b_layer4_0_downsample_1_running_var: !torch.vtensor<[512],f32>, %b_layer4_0_downsample_1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer4_1_bn1_running_mean: !torch.vtensor<[512],f32>, %b_layer4_1_bn1_running_var: !torch.vtensor<[512],f32>, %b_layer4_1_bn1_num_batches_tracked: !torch.vtensor<[],si64>, %b_layer4_1_bn2_running_mean: !torch.vtensor<[512],f32>, %b_layer4_1_bn2_running_var: !torch.vtensor<[512],f32>, %b_layer4_1_bn2_num_batches_tracked: !torch.vtensor<[],si64>, %x: !torch.vtensor<[?,3,64,64],f32>) -> !torch.vtensor<[?,1000],f32> {
    %s77 = torch.symbolic_int "s77" {min_val = 1, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %x, [%s77], affine_map<()[s0] -> (s0, 3, 64, 64)> : !torch.vtensor<[?,3,64,64],f32>
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,3,64,64],f32>, !torch.int -> !torch.int loc("torch/fx/passes/runtime_assert.py":24:0)
    %none = torch.constant.none
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int3 = torch.constant.int 3
    %2 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.convolution %x, %p_conv1_weight, %none, %1, %2, %3, %false, %4, %int1 : !torch.vtensor<[?,3,64,64],f32>, !torch.vtensor<[64,3,7,7],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,64,32,32],f32> loc("torchvision/models/resnet.py":285:0)
    torch.bind_symbolic_shape %5, [%s77], affine_map<()[s0] -> (s0, 64, 32, 32)> : !torch.vtensor<[?,64,32,32],f32>
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %6:3 = torch.aten._native_batch_norm_legit_no_training %5, %p_bn1_weight, %p_bn1_bias, %b_bn1_running_mean, %b_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,64,32,32],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,64,32,32],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":285:0)
    %7 = torch.aten.relu %6#0 : !torch.vtensor<[?,64,32,32],f32> -> !torch.vtensor<[?,64,32,32],f32> loc("torchvision/models/resnet.py":285:0)
    torch.bind_symbolic_shape %7, [%s77], affine_map<()[s0] -> (s0, 64, 32, 32)> : !torch.vtensor<[?,64,32,32],f32>
    %8 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %12:2 = torch.aten.max_pool2d_with_indices %7, %8, %9, %10, %11, %false : !torch.vtensor<[?,64,32,32],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[?,64,16,16],si64> loc("torchvision/models/resnet.py":285:0)
    %13 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %14 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %16 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %17 = torch.aten.convolution %12#0, %p_layer1_0_conv1_weight, %none, %13, %14, %15, %false, %16, %int1 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64,64,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":92:0)
    torch.bind_symbolic_shape %17, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %18:3 = torch.aten._native_batch_norm_legit_no_training %17, %p_layer1_0_bn1_weight, %p_layer1_0_bn1_bias, %b_layer1_0_bn1_running_mean, %b_layer1_0_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":93:0)
    %19 = torch.aten.relu %18#0 : !torch.vtensor<[?,64,16,16],f32> -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":94:0)
    torch.bind_symbolic_shape %19, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %20 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %21 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %22 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %23 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %24 = torch.aten.convolution %19, %p_layer1_0_conv2_weight, %none, %20, %21, %22, %false, %23, %int1 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64,64,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":96:0)
    torch.bind_symbolic_shape %24, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %25:3 = torch.aten._native_batch_norm_legit_no_training %24, %p_layer1_0_bn2_weight, %p_layer1_0_bn2_bias, %b_layer1_0_bn2_running_mean, %b_layer1_0_bn2_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":97:0)
    %26 = torch.aten.add.Tensor %25#0, %12#0, %int1 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[?,64,16,16],f32>, !torch.int -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":102:0)
    torch.bind_symbolic_shape %26, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %27 = torch.aten.relu %26 : !torch.vtensor<[?,64,16,16],f32> -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":103:0)
    torch.bind_symbolic_shape %27, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %28 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %29 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %30 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %31 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %32 = torch.aten.convolution %27, %p_layer1_1_conv1_weight, %none, %28, %29, %30, %false, %31, %int1 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64,64,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":92:0)
    torch.bind_symbolic_shape %32, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %33:3 = torch.aten._native_batch_norm_legit_no_training %32, %p_layer1_1_bn1_weight, %p_layer1_1_bn1_bias, %b_layer1_1_bn1_running_mean, %b_layer1_1_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":93:0)
    %34 = torch.aten.relu %33#0 : !torch.vtensor<[?,64,16,16],f32> -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":94:0)
    torch.bind_symbolic_shape %34, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %35 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %36 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %37 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %38 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %39 = torch.aten.convolution %34, %p_layer1_1_conv2_weight, %none, %35, %36, %37, %false, %38, %int1 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64,64,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":96:0)
    torch.bind_symbolic_shape %39, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %40:3 = torch.aten._native_batch_norm_legit_no_training %39, %p_layer1_1_bn2_weight, %p_layer1_1_bn2_bias, %b_layer1_1_bn2_running_mean, %b_layer1_1_bn2_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":97:0)
    %41 = torch.aten.add.Tensor %40#0, %27, %int1 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[?,64,16,16],f32>, !torch.int -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":102:0)
    torch.bind_symbolic_shape %41, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %42 = torch.aten.relu %41 : !torch.vtensor<[?,64,16,16],f32> -> !torch.vtensor<[?,64,16,16],f32> loc("torchvision/models/resnet.py":103:0)
    torch.bind_symbolic_shape %42, [%s77], affine_map<()[s0] -> (s0, 64, 16, 16)> : !torch.vtensor<[?,64,16,16],f32>
    %43 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %44 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %45 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %46 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.convolution %42, %p_layer2_0_conv1_weight, %none, %43, %44, %45, %false, %46, %int1 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[128,64,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":92:0)
    torch.bind_symbolic_shape %47, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %48:3 = torch.aten._native_batch_norm_legit_no_training %47, %p_layer2_0_bn1_weight, %p_layer2_0_bn1_bias, %b_layer2_0_bn1_running_mean, %b_layer2_0_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":93:0)
    %49 = torch.aten.relu %48#0 : !torch.vtensor<[?,128,8,8],f32> -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":94:0)
    torch.bind_symbolic_shape %49, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %50 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %51 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %52 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %53 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %54 = torch.aten.convolution %49, %p_layer2_0_conv2_weight, %none, %50, %51, %52, %false, %53, %int1 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[128,128,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":96:0)
    torch.bind_symbolic_shape %54, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %55:3 = torch.aten._native_batch_norm_legit_no_training %54, %p_layer2_0_bn2_weight, %p_layer2_0_bn2_bias, %b_layer2_0_bn2_running_mean, %b_layer2_0_bn2_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":97:0)
    %56 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %57 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %58 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %59 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %60 = torch.aten.convolution %42, %p_layer2_0_downsample_0_weight, %none, %56, %57, %58, %false, %59, %int1 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[128,64,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":100:0)
    torch.bind_symbolic_shape %60, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %61:3 = torch.aten._native_batch_norm_legit_no_training %60, %p_layer2_0_downsample_1_weight, %p_layer2_0_downsample_1_bias, %b_layer2_0_downsample_1_running_mean, %b_layer2_0_downsample_1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":100:0)
    %62 = torch.aten.add.Tensor %55#0, %61#0, %int1 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[?,128,8,8],f32>, !torch.int -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":102:0)
    torch.bind_symbolic_shape %62, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %63 = torch.aten.relu %62 : !torch.vtensor<[?,128,8,8],f32> -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":103:0)
    torch.bind_symbolic_shape %63, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %64 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %65 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %66 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %67 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %68 = torch.aten.convolution %63, %p_layer2_1_conv1_weight, %none, %64, %65, %66, %false, %67, %int1 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[128,128,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":92:0)
    torch.bind_symbolic_shape %68, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %69:3 = torch.aten._native_batch_norm_legit_no_training %68, %p_layer2_1_bn1_weight, %p_layer2_1_bn1_bias, %b_layer2_1_bn1_running_mean, %b_layer2_1_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":93:0)
    %70 = torch.aten.relu %69#0 : !torch.vtensor<[?,128,8,8],f32> -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":94:0)
    torch.bind_symbolic_shape %70, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %71 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %72 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %73 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %74 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %75 = torch.aten.convolution %70, %p_layer2_1_conv2_weight, %none, %71, %72, %73, %false, %74, %int1 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[128,128,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":96:0)
    torch.bind_symbolic_shape %75, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %76:3 = torch.aten._native_batch_norm_legit_no_training %75, %p_layer2_1_bn2_weight, %p_layer2_1_bn2_bias, %b_layer2_1_bn2_running_mean, %b_layer2_1_bn2_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.vtensor<[128],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":97:0)
    %77 = torch.aten.add.Tensor %76#0, %63, %int1 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[?,128,8,8],f32>, !torch.int -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":102:0)
    torch.bind_symbolic_shape %77, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %78 = torch.aten.relu %77 : !torch.vtensor<[?,128,8,8],f32> -> !torch.vtensor<[?,128,8,8],f32> loc("torchvision/models/resnet.py":103:0)
    torch.bind_symbolic_shape %78, [%s77], affine_map<()[s0] -> (s0, 128, 8, 8)> : !torch.vtensor<[?,128,8,8],f32>
    %79 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %80 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %81 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %82 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.convolution %78, %p_layer3_0_conv1_weight, %none, %79, %80, %81, %false, %82, %int1 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[256,128,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":92:0)
    torch.bind_symbolic_shape %83, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %84:3 = torch.aten._native_batch_norm_legit_no_training %83, %p_layer3_0_bn1_weight, %p_layer3_0_bn1_bias, %b_layer3_0_bn1_running_mean, %b_layer3_0_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":93:0)
    %85 = torch.aten.relu %84#0 : !torch.vtensor<[?,256,4,4],f32> -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":94:0)
    torch.bind_symbolic_shape %85, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %86 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %87 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %88 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %89 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %90 = torch.aten.convolution %85, %p_layer3_0_conv2_weight, %none, %86, %87, %88, %false, %89, %int1 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[256,256,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":96:0)
    torch.bind_symbolic_shape %90, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %91:3 = torch.aten._native_batch_norm_legit_no_training %90, %p_layer3_0_bn2_weight, %p_layer3_0_bn2_bias, %b_layer3_0_bn2_running_mean, %b_layer3_0_bn2_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":97:0)
    %92 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %93 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %95 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %96 = torch.aten.convolution %78, %p_layer3_0_downsample_0_weight, %none, %92, %93, %94, %false, %95, %int1 : !torch.vtensor<[?,128,8,8],f32>, !torch.vtensor<[256,128,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":100:0)
    torch.bind_symbolic_shape %96, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %97:3 = torch.aten._native_batch_norm_legit_no_training %96, %p_layer3_0_downsample_1_weight, %p_layer3_0_downsample_1_bias, %b_layer3_0_downsample_1_running_mean, %b_layer3_0_downsample_1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":100:0)
    %98 = torch.aten.add.Tensor %91#0, %97#0, %int1 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[?,256,4,4],f32>, !torch.int -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":102:0)
    torch.bind_symbolic_shape %98, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %99 = torch.aten.relu %98 : !torch.vtensor<[?,256,4,4],f32> -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":103:0)
    torch.bind_symbolic_shape %99, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %100 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %101 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %102 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %103 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %104 = torch.aten.convolution %99, %p_layer3_1_conv1_weight, %none, %100, %101, %102, %false, %103, %int1 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[256,256,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":92:0)
    torch.bind_symbolic_shape %104, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %105:3 = torch.aten._native_batch_norm_legit_no_training %104, %p_layer3_1_bn1_weight, %p_layer3_1_bn1_bias, %b_layer3_1_bn1_running_mean, %b_layer3_1_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":93:0)
    %106 = torch.aten.relu %105#0 : !torch.vtensor<[?,256,4,4],f32> -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":94:0)
    torch.bind_symbolic_shape %106, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %107 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %109 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %110 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %111 = torch.aten.convolution %106, %p_layer3_1_conv2_weight, %none, %107, %108, %109, %false, %110, %int1 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[256,256,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":96:0)
    torch.bind_symbolic_shape %111, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %112:3 = torch.aten._native_batch_norm_legit_no_training %111, %p_layer3_1_bn2_weight, %p_layer3_1_bn2_bias, %b_layer3_1_bn2_running_mean, %b_layer3_1_bn2_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.vtensor<[256],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":97:0)
    %113 = torch.aten.add.Tensor %112#0, %99, %int1 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[?,256,4,4],f32>, !torch.int -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":102:0)
    torch.bind_symbolic_shape %113, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %114 = torch.aten.relu %113 : !torch.vtensor<[?,256,4,4],f32> -> !torch.vtensor<[?,256,4,4],f32> loc("torchvision/models/resnet.py":103:0)
    torch.bind_symbolic_shape %114, [%s77], affine_map<()[s0] -> (s0, 256, 4, 4)> : !torch.vtensor<[?,256,4,4],f32>
    %115 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %116 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %117 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %118 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %119 = torch.aten.convolution %114, %p_layer4_0_conv1_weight, %none, %115, %116, %117, %false, %118, %int1 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[512,256,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":92:0)
    torch.bind_symbolic_shape %119, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %120:3 = torch.aten._native_batch_norm_legit_no_training %119, %p_layer4_0_bn1_weight, %p_layer4_0_bn1_bias, %b_layer4_0_bn1_running_mean, %b_layer4_0_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":93:0)
    %121 = torch.aten.relu %120#0 : !torch.vtensor<[?,512,2,2],f32> -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":94:0)
    torch.bind_symbolic_shape %121, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %122 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %123 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %124 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %125 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %126 = torch.aten.convolution %121, %p_layer4_0_conv2_weight, %none, %122, %123, %124, %false, %125, %int1 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[512,512,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":96:0)
    torch.bind_symbolic_shape %126, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %127:3 = torch.aten._native_batch_norm_legit_no_training %126, %p_layer4_0_bn2_weight, %p_layer4_0_bn2_bias, %b_layer4_0_bn2_running_mean, %b_layer4_0_bn2_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":97:0)
    %128 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %129 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %130 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %131 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %132 = torch.aten.convolution %114, %p_layer4_0_downsample_0_weight, %none, %128, %129, %130, %false, %131, %int1 : !torch.vtensor<[?,256,4,4],f32>, !torch.vtensor<[512,256,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":100:0)
    torch.bind_symbolic_shape %132, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %133:3 = torch.aten._native_batch_norm_legit_no_training %132, %p_layer4_0_downsample_1_weight, %p_layer4_0_downsample_1_bias, %b_layer4_0_downsample_1_running_mean, %b_layer4_0_downsample_1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":100:0)
    %134 = torch.aten.add.Tensor %127#0, %133#0, %int1 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[?,512,2,2],f32>, !torch.int -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":102:0)
    torch.bind_symbolic_shape %134, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %135 = torch.aten.relu %134 : !torch.vtensor<[?,512,2,2],f32> -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":103:0)
    torch.bind_symbolic_shape %135, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %136 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %137 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %138 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %139 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %140 = torch.aten.convolution %135, %p_layer4_1_conv1_weight, %none, %136, %137, %138, %false, %139, %int1 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[512,512,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":92:0)
    torch.bind_symbolic_shape %140, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %141:3 = torch.aten._native_batch_norm_legit_no_training %140, %p_layer4_1_bn1_weight, %p_layer4_1_bn1_bias, %b_layer4_1_bn1_running_mean, %b_layer4_1_bn1_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":93:0)
    %142 = torch.aten.relu %141#0 : !torch.vtensor<[?,512,2,2],f32> -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":94:0)
    torch.bind_symbolic_shape %142, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %143 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %144 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %145 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %146 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %147 = torch.aten.convolution %142, %p_layer4_1_conv2_weight, %none, %143, %144, %145, %false, %146, %int1 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[512,512,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":96:0)
    torch.bind_symbolic_shape %147, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %148:3 = torch.aten._native_batch_norm_legit_no_training %147, %p_layer4_1_bn2_weight, %p_layer4_1_bn2_bias, %b_layer4_1_bn2_running_mean, %b_layer4_1_bn2_running_var, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.vtensor<[512],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("torchvision/models/resnet.py":97:0)
    %149 = torch.aten.add.Tensor %148#0, %135, %int1 : !torch.vtensor<[?,512,2,2],f32>, !torch.vtensor<[?,512,2,2],f32>, !torch.int -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":102:0)
    torch.bind_symbolic_shape %149, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %150 = torch.aten.relu %149 : !torch.vtensor<[?,512,2,2],f32> -> !torch.vtensor<[?,512,2,2],f32> loc("torchvision/models/resnet.py":103:0)
    torch.bind_symbolic_shape %150, [%s77], affine_map<()[s0] -> (s0, 512, 2, 2)> : !torch.vtensor<[?,512,2,2],f32>
    %int-1 = torch.constant.int -1
    %int-2 = torch.constant.int -2
    %151 = torch.prim.ListConstruct %int-1, %int-2 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %152 = torch.aten.mean.dim %150, %151, %true, %none : !torch.vtensor<[?,512,2,2],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,512,1,1],f32> loc("torchvision/models/resnet.py":285:0)
    torch.bind_symbolic_shape %152, [%s77], affine_map<()[s0] -> (s0, 512, 1, 1)> : !torch.vtensor<[?,512,1,1],f32>
    %int512 = torch.constant.int 512
    %153 = torch.prim.ListConstruct %0, %int512 : (!torch.int, !torch.int) -> !torch.list<int>
    %154 = torch.aten.view %152, %153 : !torch.vtensor<[?,512,1,1],f32>, !torch.list<int> -> !torch.vtensor<[?,512],f32> loc("torchvision/models/resnet.py":285:0)
    torch.bind_symbolic_shape %154, [%s77], affine_map<()[s0] -> (s0, 512)> : !torch.vtensor<[?,512],f32>
    %155 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %156 = torch.aten.permute %p_fc_weight, %155 : !torch.vtensor<[1000,512],f32>, !torch.list<int> -> !torch.vtensor<[512,1000],f32> loc("torchvision/models/resnet.py":285:0)
    %157 = torch.aten.addmm %p_fc_bias, %154, %156, %int1, %int1 : !torch.vtensor<[1000],f32>, !torch.vtensor<[?,512],f32>, !torch.vtensor<[512,1000],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,1000],f32> loc("torchvision/models/resnet.py":285:0)
    torch.bind_symbolic_shape %157, [%s77], affine_map<()[s0] -> (s0, 1000)> : !torch.vtensor<[?,1000],f32>
    return %157 : !torch.vtensor<[?,1000],f32>
  }
}
