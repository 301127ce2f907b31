// arange_dynamic: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?],si64> {
    %s77 = torch.symbolic_int "s77" {min_val = 1, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %x, [%s77], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int loc("torch/fx/passes/runtime_assert.py":24:0)
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %1 = torch.aten.arange %0, %none, %none, %cpu, %false : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64> loc("python/strata/opcases.py":114:0)
    torch.bind_symbolic_shape %1, [%s77], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    return %1 : !torch.vtensor<[?],si64>
  }
}
