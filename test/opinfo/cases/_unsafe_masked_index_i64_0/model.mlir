// _unsafe_masked_index_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],si64>, %tensors_1: !torch.vtensor<[10,10],i1>, %tensors_2: !torch.vtensor<[10,1],si64>, %tensors_3: !torch.vtensor<[1,10],si64>) -> !torch.vtensor<[10,10],si64> {
    %0 = torch.prim.ListConstruct %tensors_2, %tensors_3 : (!torch.vtensor<[10,1],si64>, !torch.vtensor<[1,10],si64>) -> !torch.list<vtensor>
    %int-8 = torch.constant.int -8
    %1 = torch.aten._unsafe_masked_index %tensors_0, %tensors_1, %0, %int-8 : !torch.vtensor<[5,5],si64>, !torch.vtensor<[10,10],i1>, !torch.list<vtensor>, !torch.int -> !torch.vtensor<[10,10],si64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[10,10],si64>
  }
}
