// __getitem___f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f64>) -> !torch.vtensor<[2,5,5],f64> {
    %c_lifted_tensor_0 = torch.vtensor.literal(dense_resource<c_lifted_tensor_0_blob> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %0 = torch.aten.lift_fresh_copy %c_lifted_tensor_0 : !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64> loc("python/strata/opinfo.py":110:0)
    %1 = torch.prim.ListConstruct %0 : (!torch.vtensor<[2],si64>) -> !torch.list<vtensor>
    %2 = torch.aten.index.Tensor %tensors_0, %1 : !torch.vtensor<[5,5,5],f64>, !torch.list<vtensor> -> !torch.vtensor<[2,5,5],f64> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[2,5,5],f64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      c_lifted_tensor_0_blob: "0x0800000001000000000000000200000000000000"
    }
  }
#-}
