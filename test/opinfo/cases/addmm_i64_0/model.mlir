// addmm_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3],si64>, %tensors_1: !torch.vtensor<[2,2],si64>, %tensors_2: !torch.vtensor<[2,3],si64>) -> !torch.vtensor<[2,3],si64> {
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.aten.addmm %tensors_0, %tensors_1, %tensors_2, %int3, %int2 : !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,2],si64>, !torch.vtensor<[2,3],si64>, !torch.int, !torch.int -> !torch.vtensor<[2,3],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2,3],si64>
  }
}
