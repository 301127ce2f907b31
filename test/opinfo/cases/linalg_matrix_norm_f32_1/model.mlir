// linalg_matrix_norm_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[],f32> {
    %str = torch.constant.str "fro"
    %int-2 = torch.constant.int -2
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.linalg_matrix_norm.str_ord %tensors_0, %str, %0, %false, %none : !torch.vtensor<[2,2],f32>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f32>
  }
}
