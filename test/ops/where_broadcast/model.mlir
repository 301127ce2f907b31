// where_broadcast: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,1],i1>, %y: !torch.vtensor<[4],f32>, %z: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,4],f32> {
    %0 = torch.aten.where.self %x, %y, %z : !torch.vtensor<[3,1],i1>, !torch.vtensor<[4],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":124:0)
    return %0 : !torch.vtensor<[3,4],f32>
  }
}
