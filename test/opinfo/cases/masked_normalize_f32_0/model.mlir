// masked_normalize_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %int6 = torch.constant.int 6
    %1 = torch.aten.linalg_vector_norm %tensors_0, %float2.000000e00, %0, %true, %int6 : !torch.vtensor<[5],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[1],f32> loc("python/strata/opinfo.py":110:0)
    %2 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %float1.000000e-12 = torch.constant.float 1.000000e-12
    %none = torch.constant.none
    %false = torch.constant.bool false
    %3 = torch.aten.new_full %1, %2, %float1.000000e-12, %none, %none, %none, %false : !torch.vtensor<[1],f32>, !torch.list<int>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.maximum %1, %3 : !torch.vtensor<[1],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1],f32> loc("python/strata/opinfo.py":110:0)
    %5 = torch.aten.divide.Tensor %tensors_0, %4 : !torch.vtensor<[5],f32>, !torch.vtensor<[1],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %5 : !torch.vtensor<[5],f32>
  }
}
