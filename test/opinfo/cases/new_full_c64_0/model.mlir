// new_full_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],complex<f32>>) -> !torch.vtensor<[10],f64> {
    %int10 = torch.constant.int 10
    %0 = torch.prim.ListConstruct %int10 : (!torch.int) -> !torch.list<int>
    %float-4.146042e00 = torch.constant.float -4.146042e+00
    %int7 = torch.constant.int 7
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_full %tensors_0, %0, %float-4.146042e00, %int7, %none, %none, %false : !torch.vtensor<[5],complex<f32>>, !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[10],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[10],f64>
  }
}
