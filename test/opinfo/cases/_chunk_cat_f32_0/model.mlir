// _chunk_cat_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,3],f32>, %tensors_1: !torch.vtensor<[1,2,3],f32>) -> !torch.vtensor<[1,2,5,2],f32> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1 : (!torch.vtensor<[1,2,3],f32>, !torch.vtensor<[1,2,3],f32>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %int5 = torch.constant.int 5
    %1 = torch.aten._chunk_cat %0, %int-1, %int5 : !torch.list<vtensor>, !torch.int, !torch.int -> !torch.vtensor<[1,2,5,2],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,2,5,2],f32>
  }
}
