// masked_cumprod_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f64>, %tensors_1: !torch.vtensor<[5],i1>) -> !torch.vtensor<[5],f64> {
    %c_lifted_tensor_0 = torch.vtensor.literal(dense_resource<c_lifted_tensor_0_blob> : tensor<f64>) : !torch.vtensor<[],f64>
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_1, %int11, %false, %false, %none : !torch.vtensor<[5],i1>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5],i1> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.lift_fresh_copy %c_lifted_tensor_0 : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64> loc("python/strata/opinfo.py":110:0)
    %2 = torch.aten.detach_ %1 : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.where.self %0, %tensors_0, %2 : !torch.vtensor<[5],i1>, !torch.vtensor<[5],f64>, !torch.vtensor<[],f64> -> !torch.vtensor<[5],f64> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %int7 = torch.constant.int 7
    %4 = torch.aten.cumprod %3, %int0, %int7 : !torch.vtensor<[5],f64>, !torch.int, !torch.int -> !torch.vtensor<[5],f64> loc("python/strata/opinfo.py":110:0)
    %5 = torch.aten.to.dtype %4, %int7, %false, %false, %none : !torch.vtensor<[5],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5],f64> loc("python/strata/opinfo.py":110:0)
    return %5 : !torch.vtensor<[5],f64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      c_lifted_tensor_0_blob: "0x08000000000000000000F03F"
    }
  }
#-}
