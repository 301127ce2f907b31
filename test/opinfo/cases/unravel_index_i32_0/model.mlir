// unravel_index_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3],si32>) -> (!torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si64>) {
    %c_lifted_tensor_0 = torch.vtensor.literal(dense_resource<c_lifted_tensor_0_blob> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %c_lifted_tensor_1 = torch.vtensor.literal(dense_resource<c_lifted_tensor_1_blob> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %int-1 = torch.constant.int -1
    %0 = torch.aten.unsqueeze %tensors_0, %int-1 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3,1],si32> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.lift_fresh_copy %c_lifted_tensor_0 : !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64> loc("python/strata/opinfo.py":110:0)
    %2 = torch.aten.detach_ %1 : !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.floor_divide %0, %2 : !torch.vtensor<[2,3,1],si32>, !torch.vtensor<[2],si64> -> !torch.vtensor<[2,3,2],si64> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.lift_fresh_copy %c_lifted_tensor_1 : !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64> loc("python/strata/opinfo.py":110:0)
    %5 = torch.aten.detach_ %4 : !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64> loc("python/strata/opinfo.py":110:0)
    %6 = torch.aten.remainder.Tensor %3, %5 : !torch.vtensor<[2,3,2],si64>, !torch.vtensor<[2],si64> -> !torch.vtensor<[2,3,2],si64> loc("python/strata/opinfo.py":110:0)
    %7 = torch.aten.unbind.int %6, %int-1 : !torch.vtensor<[2,3,2],si64>, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %8:2 = torch.prim.ListUnpack %7 : !torch.list<vtensor> -> !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si64> loc("python/strata/opinfo.py":110:0)
    return %8#0, %8#1 : !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      c_lifted_tensor_0_blob: "0x0800000005000000000000000100000000000000",
      c_lifted_tensor_1_blob: "0x0800000004000000000000000500000000000000"
    }
  }
#-}
