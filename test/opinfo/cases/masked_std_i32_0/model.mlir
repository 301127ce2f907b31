// masked_std_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],si32>) -> !torch.vtensor<[],f32> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5, %int5, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %1 = torch.aten.ones %0, %int4, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[5,5,5],si64> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %2 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %3 = torch.aten.sum.dim_IntList %1, %2, %true, %int4 : !torch.vtensor<[5,5,5],si64>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[1,1,1],si64> loc("python/strata/opinfo.py":110:0)
    %4 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int6 = torch.constant.int 6
    %5 = torch.aten.sum.dim_IntList %tensors_0, %4, %true, %int6 : !torch.vtensor<[5,5,5],si32>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[1,1,1],f32> loc("python/strata/opinfo.py":110:0)
    %6 = torch.aten.divide.Tensor %5, %3 : !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[1,1,1],si64> -> !torch.vtensor<[1,1,1],f32> loc("python/strata/opinfo.py":110:0)
    %7 = torch.aten.subtract.Tensor %tensors_0, %6, %int1 : !torch.vtensor<[5,5,5],si32>, !torch.vtensor<[1,1,1],f32>, !torch.int -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":110:0)
    %8 = torch.aten.mul.Tensor %7, %7 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],f32> -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":110:0)
    %9 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.sum.dim_IntList %8, %9, %false, %int6 : !torch.vtensor<[5,5,5],f32>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %11 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %12 = torch.aten.reshape %3, %11 : !torch.vtensor<[1,1,1],si64>, !torch.list<int> -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %13 = torch.aten.to.dtype %12, %int6, %false, %false, %none : !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %14 = torch.prim.NumToTensor.Scalar %float1.000000e00 : !torch.float -> !torch.vtensor<[],f64>
    %15 = torch.aten.subtract.Tensor %13, %14, %int1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %16 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %17 = torch.aten.new_zeros %15, %16, %none, %none, %none, %false : !torch.vtensor<[],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %18 = torch.aten.maximum %15, %17 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %19 = torch.aten.divide.Tensor %10, %18 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %20 = torch.aten.to.dtype %19, %int6, %false, %false, %none : !torch.vtensor<[],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %21 = torch.aten.sqrt %20 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %21 : !torch.vtensor<[],f32>
  }
}
