// linalg_matrix_rank_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f64>) -> !torch.vtensor<[],si64> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.linalg_matrix_rank.atol_rtol_tensor %tensors_0, %none, %none, %false : !torch.vtensor<[5,5],f64>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],si64>
  }
}
