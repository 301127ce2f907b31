// scatter: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%b_index: !torch.vtensor<[3,3],si64>, %x: !torch.vtensor<[3,5],f32>, %src: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[3,5],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.scatter.src %x, %int1, %b_index, %src : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[3,3],si64>, !torch.vtensor<[3,3],f32> -> !torch.vtensor<[3,5],f32> loc("python/strata/opcases.py":386:0)
    return %0 : !torch.vtensor<[3,5],f32>
  }
}
