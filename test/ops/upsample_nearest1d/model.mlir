// upsample_nearest1d: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,5],f32>) -> !torch.vtensor<[1,2,10],f32> {
    %none = torch.constant.none
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.prim.ListConstruct %float2.000000e00 : (!torch.float) -> !torch.list<float>
    %1 = torch.aten.upsample_nearest1d.vec %x, %none, %0 : !torch.vtensor<[1,2,5],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[1,2,10],f32> loc("python/strata/opcases.py":115:0)
    return %1 : !torch.vtensor<[1,2,10],f32>
  }
}
