// mean_batch_dim_dynamic: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[1,8],f32> {
    %s77 = torch.symbolic_int "s77" {min_val = 1, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %x, [%s77], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.mean.dim %x, %0, %true, %none : !torch.vtensor<[?,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,8],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[1,8],f32>
  }
}
