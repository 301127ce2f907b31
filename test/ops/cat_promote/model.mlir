// cat_promote: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3],f32>, %y: !torch.vtensor<[1,3],f64>) -> !torch.vtensor<[3,3],f64> {
    %0 = torch.prim.ListConstruct %x, %y : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[1,3],f64>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3,3],f64> loc("python/strata/opcases.py":119:0)
    return %1 : !torch.vtensor<[3,3],f64>
  }
}
