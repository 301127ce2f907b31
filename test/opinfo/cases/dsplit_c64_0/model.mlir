// dsplit_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],complex<f32>>) -> (!torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,2],complex<f32>>) {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.dsplit.array %tensors_0, %0 : !torch.vtensor<[5,5,5],complex<f32>>, !torch.list<int> -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %2:4 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,2],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2#0, %none : !torch.vtensor<[5,5,1],complex<f32>>, !torch.none -> !torch.vtensor<[5,5,1],complex<f32>> loc("python/strata/opinfo.py":111:0)
    %4 = torch.aten.clone %2#1, %none : !torch.vtensor<[5,5,1],complex<f32>>, !torch.none -> !torch.vtensor<[5,5,1],complex<f32>> loc("python/strata/opinfo.py":111:0)
    %5 = torch.aten.clone %2#2, %none : !torch.vtensor<[5,5,1],complex<f32>>, !torch.none -> !torch.vtensor<[5,5,1],complex<f32>> loc("python/strata/opinfo.py":111:0)
    %6 = torch.aten.clone %2#3, %none : !torch.vtensor<[5,5,2],complex<f32>>, !torch.none -> !torch.vtensor<[5,5,2],complex<f32>> loc("python/strata/opinfo.py":111:0)
    return %3, %4, %5, %6 : !torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,1],complex<f32>>, !torch.vtensor<[5,5,2],complex<f32>>
  }
}
