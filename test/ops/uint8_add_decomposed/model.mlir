// uint8_add_decomposed: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],ui8>) -> !torch.vtensor<[3,4],ui8> {
    %int100 = torch.constant.int 100
    %0 = torch.prim.NumToTensor.Scalar %int100 : !torch.int -> !torch.vtensor<[],si64>
    %int1 = torch.constant.int 1
    %1 = torch.aten.add.Tensor %x, %0, %int1 : !torch.vtensor<[3,4],ui8>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[3,4],ui8> loc("python/strata/opcases.py":115:0)
    return %1 : !torch.vtensor<[3,4],ui8>
  }
}
