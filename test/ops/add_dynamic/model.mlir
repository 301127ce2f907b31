// add_dynamic: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[?,8],f32>, %y: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?,8],f32> {
    %s17 = torch.symbolic_int "s17" {min_val = 1, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %x, [%s17], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %y, [%s17], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %x, %y, %int1 : !torch.vtensor<[?,8],f32>, !torch.vtensor<[?,8],f32>, !torch.int -> !torch.vtensor<[?,8],f32> loc("python/strata/opcases.py":119:0)
    torch.bind_symbolic_shape %0, [%s17], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    return %0 : !torch.vtensor<[?,8],f32>
  }
}
