// nn_functional_huber_loss_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f64>, %tensors_1: !torch.vtensor<[5],f64>) -> !torch.vtensor<[5],f64> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1 : (!torch.vtensor<[5],f64>, !torch.vtensor<[5],f64>) -> !torch.list<vtensor>
    %1 = torch.aten.broadcast_tensors %0 : !torch.list<vtensor> -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %2:2 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[5],f64>, !torch.vtensor<[5],f64> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %float8.698115e00 = torch.constant.float 8.698115e+00
    %3 = torch.aten.huber_loss %2#0, %2#1, %int0, %float8.698115e00 : !torch.vtensor<[5],f64>, !torch.vtensor<[5],f64>, !torch.int, !torch.float -> !torch.vtensor<[5],f64> loc("python/strata/opinfo.py":110:0)
    return %3 : !torch.vtensor<[5],f64>
  }
}
