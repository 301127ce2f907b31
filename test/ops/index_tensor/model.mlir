// index_tensor: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[6,4],f32>, %y: !torch.vtensor<[5],si64>) -> !torch.vtensor<[5,4],f32> {
    %0 = torch.prim.ListConstruct %y : (!torch.vtensor<[5],si64>) -> !torch.list<vtensor>
    %1 = torch.aten.index.Tensor %x, %0 : !torch.vtensor<[6,4],f32>, !torch.list<vtensor> -> !torch.vtensor<[5,4],f32> loc("python/strata/opcases.py":119:0)
    return %1 : !torch.vtensor<[5,4],f32>
  }
}
