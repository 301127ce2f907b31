// fft_hfftn_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,6,7],i1>) -> !torch.vtensor<[5,3,10],f32> {
    %int3 = torch.constant.int 3
    %int10 = torch.constant.int 10
    %0 = torch.prim.ListConstruct %int3, %int10 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "ortho"
    %2 = torch.aten.fft_hfftn %tensors_0, %0, %1, %str : !torch.vtensor<[5,6,7],i1>, !torch.list<int>, !torch.list<int>, !torch.str -> !torch.vtensor<[5,3,10],f32> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[5,3,10],f32>
  }
}
