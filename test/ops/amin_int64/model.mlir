// amin_int64: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si64>) -> !torch.vtensor<[4],si64> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amin %x, %0, %false : !torch.vtensor<[3,4],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[4],si64> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[4],si64>
  }
}
