// masked_mean_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>, %tensors_1: !torch.vtensor<[],i1>) -> !torch.vtensor<[],f32> {
    %c_lifted_tensor_0 = torch.vtensor.literal(dense_resource<c_lifted_tensor_0_blob> : tensor<f32>) : !torch.vtensor<[],f32>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_1, %int11, %false, %false, %none : !torch.vtensor<[],i1>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],i1> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.sum.dim_IntList %0, %none, %false, %none : !torch.vtensor<[],i1>, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %2 = torch.aten.to.dtype %0, %int11, %false, %false, %none : !torch.vtensor<[],i1>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],i1> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.lift_fresh_copy %c_lifted_tensor_0 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.detach_ %3 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %5 = torch.aten.where.self %2, %tensors_0, %4 : !torch.vtensor<[],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %6 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int6 = torch.constant.int 6
    %7 = torch.aten.sum.dim_IntList %5, %6, %false, %int6 : !torch.vtensor<[],f32>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %8 = torch.aten.div.Tensor %7, %1 : !torch.vtensor<[],f32>, !torch.vtensor<[],si64> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %8 : !torch.vtensor<[],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      c_lifted_tensor_0_blob: "0x0400000000000000"
    }
  }
#-}
