// matmul_dynamic: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_weight: !torch.vtensor<[8,5],f32>, %x: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?,5],f32> {
    %s77 = torch.symbolic_int "s77" {min_val = 1, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %x, [%s77], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %0 = torch.aten.matmul %x, %p_weight : !torch.vtensor<[?,8],f32>, !torch.vtensor<[8,5],f32> -> !torch.vtensor<[?,5],f32> loc("python/strata/opcases.py":451:0)
    torch.bind_symbolic_shape %0, [%s77], affine_map<()[s0] -> (s0, 5)> : !torch.vtensor<[?,5],f32>
    return %0 : !torch.vtensor<[?,5],f32>
  }
}
