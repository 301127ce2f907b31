// _segment_reduce_lengths_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f16>, %tensors_1: !torch.vtensor<[4],si64>) -> !torch.vtensor<[4],f16> {
    %str = torch.constant.str "max"
    %none = torch.constant.none
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %0 = torch.aten.segment_reduce %tensors_0, %str, %tensors_1, %none, %none, %int0, %false, %int1 : !torch.vtensor<[5],f16>, !torch.str, !torch.vtensor<[4],si64>, !torch.none, !torch.none, !torch.int, !torch.bool, !torch.int -> !torch.vtensor<[4],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[4],f16>
  }
}
