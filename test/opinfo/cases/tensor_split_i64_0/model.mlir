// tensor_split_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],si64>) -> (!torch.vtensor<[2,5,5],si64>, !torch.vtensor<[2,5,5],si64>, !torch.vtensor<[1,5,5],si64>) {
    %int2 = torch.constant.int 2
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int2, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %1 = torch.aten.tensor_split.indices %tensors_0, %0, %int0 : !torch.vtensor<[5,5,5],si64>, !torch.list<int>, !torch.int -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %2:3 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[2,5,5],si64>, !torch.vtensor<[2,5,5],si64>, !torch.vtensor<[1,5,5],si64> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2#0, %none : !torch.vtensor<[2,5,5],si64>, !torch.none -> !torch.vtensor<[2,5,5],si64> loc("python/strata/opinfo.py":111:0)
    %4 = torch.aten.clone %2#1, %none : !torch.vtensor<[2,5,5],si64>, !torch.none -> !torch.vtensor<[2,5,5],si64> loc("python/strata/opinfo.py":111:0)
    %5 = torch.aten.clone %2#2, %none : !torch.vtensor<[1,5,5],si64>, !torch.none -> !torch.vtensor<[1,5,5],si64> loc("python/strata/opinfo.py":111:0)
    return %3, %4, %5 : !torch.vtensor<[2,5,5],si64>, !torch.vtensor<[2,5,5],si64>, !torch.vtensor<[1,5,5],si64>
  }
}
