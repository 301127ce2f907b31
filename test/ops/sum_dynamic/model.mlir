// sum_dynamic: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?],f32> {
    %s77 = torch.symbolic_int "s77" {min_val = 1, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %x, [%s77], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %x, %0, %false, %none : !torch.vtensor<[?,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?],f32> loc("python/strata/opcases.py":114:0)
    torch.bind_symbolic_shape %1, [%s77], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
    return %1 : !torch.vtensor<[?],f32>
  }
}
