// sdpa_causal: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,4,8],f32>, %y: !torch.vtensor<[1,2,4,8],f32>, %z: !torch.vtensor<[1,2,4,8],f32>) -> !torch.vtensor<[1,2,4,8],f32> {
    %none = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %0 = torch.aten.scaled_dot_product_attention %x, %y, %z, %none, %float0.000000e00, %true, %none, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,4,8],f32> loc("python/strata/opcases.py":124:0)
    return %0 : !torch.vtensor<[1,2,4,8],f32>
  }
}
