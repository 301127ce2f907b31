// gt_int_float: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si64>, %y: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,4],i1> {
    %0 = torch.aten.gt.Tensor %x, %y : !torch.vtensor<[3,4],si64>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],i1> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[3,4],i1>
  }
}
