// upsample_nearest1d_size: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,5],f32>) -> !torch.vtensor<[1,2,7],f32> {
    %int7 = torch.constant.int 7
    %0 = torch.prim.ListConstruct %int7 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %1 = torch.aten.upsample_nearest1d.vec %x, %0, %none : !torch.vtensor<[1,2,5],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[1,2,7],f32> loc("python/strata/opcases.py":115:0)
    return %1 : !torch.vtensor<[1,2,7],f32>
  }
}
