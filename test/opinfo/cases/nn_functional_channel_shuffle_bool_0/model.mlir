// nn_functional_channel_shuffle_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,4,10,10],i1>) -> !torch.vtensor<[1,4,10,10],i1> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.channel_shuffle %tensors_0, %int2 : !torch.vtensor<[1,4,10,10],i1>, !torch.int -> !torch.vtensor<[1,4,10,10],i1> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[1,4,10,10],i1>
  }
}
