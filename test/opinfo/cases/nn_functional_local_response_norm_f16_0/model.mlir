// nn_functional_local_response_norm_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,6,3],f16>) -> !torch.vtensor<[1,6,3],f16> {
    %0 = torch.aten.mul.Tensor %tensors_0, %tensors_0 : !torch.vtensor<[1,6,3],f16>, !torch.vtensor<[1,6,3],f16> -> !torch.vtensor<[1,6,3],f16> loc("python/strata/opinfo.py":110:0)
    %int1 = torch.constant.int 1
    %1 = torch.aten.unsqueeze %0, %int1 : !torch.vtensor<[1,6,3],f16>, !torch.int -> !torch.vtensor<[1,1,6,3],f16> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0, %int0, %int1, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %none = torch.constant.none
    %3 = torch.aten.pad %1, %2, %str, %none : !torch.vtensor<[1,1,6,3],f16>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,1,7,3],f16> loc("python/strata/opinfo.py":110:0)
    %int2 = torch.constant.int 2
    %4 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %7 = torch.aten.avg_pool2d %3, %4, %5, %6, %false, %true, %none : !torch.vtensor<[1,1,7,3],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,1,6,3],f16> loc("python/strata/opinfo.py":110:0)
    %8 = torch.aten.squeeze.dim %7, %int1 : !torch.vtensor<[1,1,6,3],f16>, !torch.int -> !torch.vtensor<[1,6,3],f16> loc("python/strata/opinfo.py":110:0)
    %float3.000000e-05 = torch.constant.float 3.000000e-05
    %9 = torch.prim.NumToTensor.Scalar %float3.000000e-05 : !torch.float -> !torch.vtensor<[],f64>
    %10 = torch.aten.mul.Tensor %8, %9 : !torch.vtensor<[1,6,3],f16>, !torch.vtensor<[],f64> -> !torch.vtensor<[1,6,3],f16> loc("python/strata/opinfo.py":110:0)
    %float1.250000e00 = torch.constant.float 1.250000e+00
    %11 = torch.prim.NumToTensor.Scalar %float1.250000e00 : !torch.float -> !torch.vtensor<[],f64>
    %12 = torch.aten.add.Tensor %10, %11, %int1 : !torch.vtensor<[1,6,3],f16>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[1,6,3],f16> loc("python/strata/opinfo.py":110:0)
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %13 = torch.aten.pow.Tensor_Scalar %12, %float5.000000e-01 : !torch.vtensor<[1,6,3],f16>, !torch.float -> !torch.vtensor<[1,6,3],f16> loc("python/strata/opinfo.py":110:0)
    %14 = torch.aten.div.Tensor %tensors_0, %13 : !torch.vtensor<[1,6,3],f16>, !torch.vtensor<[1,6,3],f16> -> !torch.vtensor<[1,6,3],f16> loc("python/strata/opinfo.py":110:0)
    return %14 : !torch.vtensor<[1,6,3],f16>
  }
}
