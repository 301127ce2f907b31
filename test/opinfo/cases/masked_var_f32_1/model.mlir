// masked_var_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>, %tensors_1: !torch.vtensor<[5,5,5],i1>) -> !torch.vtensor<[],f32> {
    %c_lifted_tensor_0 = torch.vtensor.literal(dense_resource<c_lifted_tensor_0_blob> : tensor<f32>) : !torch.vtensor<[],f32>
    %c_lifted_tensor_1 = torch.vtensor.literal(dense_resource<c_lifted_tensor_1_blob> : tensor<f32>) : !torch.vtensor<[],f32>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_1, %int11, %false, %false, %none : !torch.vtensor<[5,5,5],i1>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5,5,5],i1> loc("python/strata/opinfo.py":110:0)
    %true = torch.constant.bool true
    %1 = torch.aten.sum.dim_IntList %0, %none, %true, %none : !torch.vtensor<[5,5,5],i1>, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1,1,1],si64> loc("python/strata/opinfo.py":110:0)
    %2 = torch.aten.to.dtype %0, %int11, %false, %false, %none : !torch.vtensor<[5,5,5],i1>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5,5,5],i1> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.lift_fresh_copy %c_lifted_tensor_0 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.detach_ %3 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %5 = torch.aten.where.self %2, %tensors_0, %4 : !torch.vtensor<[5,5,5],i1>, !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %6 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int6 = torch.constant.int 6
    %7 = torch.aten.sum.dim_IntList %5, %6, %true, %int6 : !torch.vtensor<[5,5,5],f32>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[1,1,1],f32> loc("python/strata/opinfo.py":110:0)
    %8 = torch.aten.divide.Tensor %7, %1 : !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[1,1,1],si64> -> !torch.vtensor<[1,1,1],f32> loc("python/strata/opinfo.py":110:0)
    %9 = torch.aten.subtract.Tensor %tensors_0, %8, %int1 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[1,1,1],f32>, !torch.int -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":110:0)
    %10 = torch.aten.mul.Tensor %9, %9 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],f32> -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":110:0)
    %11 = torch.aten.to.dtype %2, %int11, %false, %false, %none : !torch.vtensor<[5,5,5],i1>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5,5,5],i1> loc("python/strata/opinfo.py":110:0)
    %12 = torch.aten.lift_fresh_copy %c_lifted_tensor_1 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %13 = torch.aten.detach_ %12 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %14 = torch.aten.where.self %11, %10, %13 : !torch.vtensor<[5,5,5],i1>, !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":110:0)
    %15 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %16 = torch.aten.sum.dim_IntList %14, %15, %false, %int6 : !torch.vtensor<[5,5,5],f32>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %17 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %18 = torch.aten.reshape %1, %17 : !torch.vtensor<[1,1,1],si64>, !torch.list<int> -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %19 = torch.aten.to.dtype %18, %int6, %false, %false, %none : !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %20 = torch.prim.NumToTensor.Scalar %float1.000000e00 : !torch.float -> !torch.vtensor<[],f64>
    %21 = torch.aten.subtract.Tensor %19, %20, %int1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %22 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %23 = torch.aten.new_zeros %21, %22, %none, %none, %none, %false : !torch.vtensor<[],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %24 = torch.aten.maximum %21, %23 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %25 = torch.aten.divide.Tensor %16, %24 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %26 = torch.aten.to.dtype %25, %int6, %false, %false, %none : !torch.vtensor<[],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %26 : !torch.vtensor<[],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      c_lifted_tensor_0_blob: "0x0400000000000000",
      c_lifted_tensor_1_blob: "0x0400000000000000"
    }
  }
#-}
