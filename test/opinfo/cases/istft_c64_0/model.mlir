// istft_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,2],complex<f32>>) -> !torch.vtensor<[2],f32> {
    %int10 = torch.constant.int 10
    %none = torch.constant.none
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %0 = torch.aten.istft %tensors_0, %int10, %none, %none, %none, %true, %false, %none, %none, %false : !torch.vtensor<[10,2],complex<f32>>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.bool, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[2],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2],f32>
  }
}
