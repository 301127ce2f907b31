// return_input_tuple_decomposed: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],f32>) -> (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>) {
    %int1 = torch.constant.int 1
    %0 = torch.prim.NumToTensor.Scalar %int1 : !torch.int -> !torch.vtensor<[],si64>
    %1 = torch.aten.add.Tensor %x, %0, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":115:0)
    return %x, %1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>
  }
}
