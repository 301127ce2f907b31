// index_reduce_amin_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si32>, %tensors_1: !torch.vtensor<[1],si64>, %tensors_2: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
    %int0 = torch.constant.int 0
    %str = torch.constant.str "amin"
    %true = torch.constant.bool true
    %0 = torch.aten.index_reduce %tensors_0, %int0, %tensors_1, %tensors_2, %str, %true : !torch.vtensor<[],si32>, !torch.int, !torch.vtensor<[1],si64>, !torch.vtensor<[],si32>, !torch.str, !torch.bool -> !torch.vtensor<[],si32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],si32>
  }
}
