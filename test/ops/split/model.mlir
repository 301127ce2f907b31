// split: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,5],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,1],f32>) {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %0 = torch.aten.split.Tensor %x, %int2, %int1 : !torch.vtensor<[2,5],f32>, !torch.int, !torch.int -> !torch.list<vtensor> loc("python/strata/opcases.py":114:0)
    %1:3 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,1],f32> loc("python/strata/opcases.py":114:0)
    return %1#0, %1#1, %1#2 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,1],f32>
  }
}
