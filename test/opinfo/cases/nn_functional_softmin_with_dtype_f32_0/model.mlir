// nn_functional_softmin_with_dtype_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f64> {
    %0 = torch.aten.neg %tensors_0 : !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %int7 = torch.constant.int 7
    %1 = torch.aten.softmax.int %0, %int0, %int7 : !torch.vtensor<[5],f32>, !torch.int, !torch.int -> !torch.vtensor<[5],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5],f64>
  }
}
