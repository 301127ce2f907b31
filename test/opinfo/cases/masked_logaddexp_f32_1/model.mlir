// masked_logaddexp_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f32>, %tensors_1: !torch.vtensor<[5],f32>, %tensors_2: !torch.vtensor<[5],i1>, %tensors_3: !torch.vtensor<[5],i1>) -> !torch.vtensor<[5],f32> {
    %c_lifted_tensor_0 = torch.vtensor.literal(dense_resource<c_lifted_tensor_0_blob> : tensor<f32>) : !torch.vtensor<[],f32>
    %c_lifted_tensor_1 = torch.vtensor.literal(dense_resource<c_lifted_tensor_1_blob> : tensor<f32>) : !torch.vtensor<[],f32>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_2, %int11, %false, %false, %none : !torch.vtensor<[5],i1>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5],i1> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.lift_fresh_copy %c_lifted_tensor_0 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %2 = torch.aten.detach_ %1 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.where.self %0, %tensors_0, %2 : !torch.vtensor<[5],i1>, !torch.vtensor<[5],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.to.dtype %tensors_3, %int11, %false, %false, %none : !torch.vtensor<[5],i1>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5],i1> loc("python/strata/opinfo.py":110:0)
    %5 = torch.aten.lift_fresh_copy %c_lifted_tensor_1 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %6 = torch.aten.detach_ %5 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %7 = torch.aten.where.self %4, %tensors_1, %6 : !torch.vtensor<[5],i1>, !torch.vtensor<[5],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %8 = torch.aten.logaddexp %3, %7 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %int6 = torch.constant.int 6
    %9 = torch.aten.to.dtype %8, %int6, %false, %false, %none : !torch.vtensor<[5],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %9 : !torch.vtensor<[5],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      c_lifted_tensor_0_blob: "0x04000000000080FF",
      c_lifted_tensor_1_blob: "0x04000000000080FF"
    }
  }
#-}
