// RUN: strata-opt %s -split-input-file -verify-diagnostics

// The verifier rejects, at the op, the constant parameters PyTorch
// rejects (issue 14): a convolution of stride 0 crashed a shape function
// with an integer division by zero, and a max_pool2d of stride 0 was
// lowered with another stride.

func.func @conv_stride_zero(%x: !torch.vtensor<[1,2,5,5],f32>, %w: !torch.vtensor<[3,2,3,3],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.convolution' op stride [0, 1] must be positive}}
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %d, %false, %p, %int1 : !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[3,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @conv_dilation_zero(%x: !torch.vtensor<[1,2,5],f32>, %w: !torch.vtensor<[3,2,3],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.conv1d' op dilation 0 must be positive}}
  %0 = torch.aten.conv1d %x, %w, %none, %s, %p, %d, %int1 : !torch.vtensor<[1,2,5],f32>, !torch.vtensor<[3,2,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @conv_negative_padding(%x: !torch.vtensor<[1,2,5,5],f32>, %w: !torch.vtensor<[3,2,3,3],f32>) -> !torch.vtensor {
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int-1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.conv2d' op padding [-1, 1] must not be negative}}
  %0 = torch.aten.conv2d %x, %w, %none, %s, %p, %s, %int1 : !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[3,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @conv_groups(%x: !torch.vtensor<[1,3,5,5],f32>, %w: !torch.vtensor<[4,1,3,3],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.conv2d' op groups 2 does not divide the 3 input channels}}
  %0 = torch.aten.conv2d %x, %w, %none, %s, %p, %s, %int2 : !torch.vtensor<[1,3,5,5],f32>, !torch.vtensor<[4,1,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @conv_groups_zero(%x: !torch.vtensor<[1,2,5,5],f32>, %w: !torch.vtensor<[3,2,3,3],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.conv2d' op groups 0 must be positive}}
  %0 = torch.aten.conv2d %x, %w, %none, %s, %p, %s, %int0 : !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[3,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @conv_kernel_too_large(%x: !torch.vtensor<[1,2,2,5],f32>, %w: !torch.vtensor<[3,2,3,3],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.conv2d' op kernel of size 3 (dilated: 3) is larger than the padded input of size 2 in spatial dim 0}}
  %0 = torch.aten.conv2d %x, %w, %none, %s, %p, %s, %int1 : !torch.vtensor<[1,2,2,5],f32>, !torch.vtensor<[3,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @conv_transpose_output_padding(%x: !torch.vtensor<[1,2,5,5],f32>, %w: !torch.vtensor<[2,3,3,3],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.conv_transpose2d.input' op output_padding [2, 0] must be smaller than either stride [2, 2] or dilation [1, 1]}}
  %0 = torch.aten.conv_transpose2d.input %x, %w, %none, %s, %p, %op, %int1, %d : !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[2,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @max_pool_stride_zero(%x: !torch.vtensor<[1,2,6,6],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.max_pool2d' op stride [0, 0] must be positive}}
  %0 = torch.aten.max_pool2d %x, %k, %s, %p, %d, %false : !torch.vtensor<[1,2,6,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

// stride=[] is the kernel size: accepted (no error).
func.func @max_pool_default_stride(%x: !torch.vtensor<[1,2,6,6],f32>) -> !torch.vtensor<[1,2,3,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct  : () -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.max_pool2d %x, %k, %s, %p, %d, %false : !torch.vtensor<[1,2,6,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,3,3],f32>
  return %0 : !torch.vtensor<[1,2,3,3],f32>
}

// -----

func.func @max_pool_padding(%x: !torch.vtensor<[1,2,6,6],f32>) -> !torch.vtensor {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.max_pool2d' op padding [2, 1] must be at most half of the (dilated) kernel size [2, 2]}}
  %0 = torch.aten.max_pool2d %x, %k, %k, %p, %d, %false : !torch.vtensor<[1,2,6,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @avg_pool_window_too_large(%x: !torch.vtensor<[1,2,2,2],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.avg_pool2d' op output size 0 is too small: input size 2, kernel size 3, stride 3, padding 0, dilation 1}}
  %0 = torch.aten.avg_pool2d %x, %k, %k, %p, %false, %true, %none : !torch.vtensor<[1,2,2,2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @avg_pool_divisor_zero(%x: !torch.vtensor<[1,2,4,4],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.avg_pool2d' op divisor_override must not be zero}}
  %0 = torch.aten.avg_pool2d %x, %k, %k, %p, %false, %false, %int0 : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @group_norm_groups(%x: !torch.vtensor<[2,6,4],f32>) -> !torch.vtensor {
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  // expected-error @+1 {{'torch.aten.group_norm' op num_groups 4 does not divide the 6 channels}}
  %0 = torch.aten.group_norm %x, %int4, %none, %none, %eps, %true : !torch.vtensor<[2,6,4],f32>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @pixel_shuffle_channels(%x: !torch.vtensor<[1,6,2,2],f32>) -> !torch.vtensor {
  %int2 = torch.constant.int 2
  // expected-error @+1 {{'torch.aten.pixel_shuffle' op 6 channels are not divisible by upscale_factor^2 = 4}}
  %0 = torch.aten.pixel_shuffle %x, %int2 : !torch.vtensor<[1,6,2,2],f32>, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @chunk_zero(%x: !torch.vtensor<[4],f32>) -> !torch.list<vtensor> {
  %int0 = torch.constant.int 0
  // expected-error @+1 {{'torch.aten.chunk' op chunks 0 must be positive}}
  %0 = torch.aten.chunk %x, %int0, %int0 : !torch.vtensor<[4],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  return %0 : !torch.list<vtensor>
}

// -----

func.func @slice_step_zero(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  // expected-error @+1 {{'torch.aten.slice.Tensor' op step 0 must be positive}}
  %0 = torch.aten.slice.Tensor %x, %int0, %int0, %int4, %int0 : !torch.vtensor<[4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @upsample_scale_zero(%x: !torch.vtensor<[1,2,5],f32>) -> !torch.vtensor {
  %none = torch.constant.none
  %f0 = torch.constant.float 0.000000e+00
  %s = torch.prim.ListConstruct %f0 : (!torch.float) -> !torch.list<float>
  // expected-error @+1 {{'torch.aten.upsample_nearest1d.vec' op scale_factors 0 must be positive}}
  %0 = torch.aten.upsample_nearest1d.vec %x, %none, %s : !torch.vtensor<[1,2,5],f32>, !torch.none, !torch.list<float> -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @zeros_negative(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor {
  %int-2 = torch.constant.int -2
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int-2 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.zeros' op size -2 must not be negative}}
  %0 = torch.aten.zeros %s, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @rms_norm_shape(%x: !torch.vtensor<[5,1],f32>) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %ns = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten.rms_norm' op normalized_shape [0] must be the last (one or more) dims of the input of shape [5,1]}}
  %0 = torch.aten.rms_norm %x, %ns, %none, %none : !torch.vtensor<[5,1],f32>, !torch.list<int>, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @select_out_of_range(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor {
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  // expected-error @+1 {{'torch.aten.select.int' op index 3 is out of range for dimension 1 of size 3}}
  %0 = torch.aten.select.int %x, %int1, %int3 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}
