// stft_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[100],f64>) -> !torch.vtensor<[6,51],complex<f64>> {
    %int1 = torch.constant.int 1
    %int100 = torch.constant.int 100
    %0 = torch.prim.ListConstruct %int1, %int1, %int100 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %tensors_0, %0 : !torch.vtensor<[100],f64>, !torch.list<int> -> !torch.vtensor<[1,1,100],f64> loc("python/strata/opinfo.py":110:0)
    %int5 = torch.constant.int 5
    %2 = torch.prim.ListConstruct %int5, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none = torch.constant.none
    %3 = torch.aten.pad %1, %2, %str, %none : !torch.vtensor<[1,1,100],f64>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,1,110],f64> loc("python/strata/opinfo.py":110:0)
    %int110 = torch.constant.int 110
    %4 = torch.prim.ListConstruct %int110 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[1,1,110],f64>, !torch.list<int> -> !torch.vtensor<[110],f64> loc("python/strata/opinfo.py":110:0)
    %int10 = torch.constant.int 10
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %6 = torch.aten.stft %5, %int10, %none, %none, %none, %false, %none, %true, %none : !torch.vtensor<[110],f64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[6,51],complex<f64>> loc("python/strata/opinfo.py":110:0)
    return %6 : !torch.vtensor<[6,51],complex<f64>>
  }
}
