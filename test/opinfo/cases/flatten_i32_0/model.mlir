// flatten_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],si32>) -> !torch.vtensor<[125],si32> {
    %int0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %0 = torch.aten.flatten.using_ints %tensors_0, %int0, %int-1 : !torch.vtensor<[5,5,5],si32>, !torch.int, !torch.int -> !torch.vtensor<[125],si32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[125],si32>, !torch.none -> !torch.vtensor<[125],si32> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[125],si32>
  }
}
