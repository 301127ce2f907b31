// masked_std_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],complex<f32>>) -> !torch.vtensor<[],complex<f32>> {
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
    %int9 = torch.constant.int 9
    %5 = torch.aten.sum.dim_IntList %tensors_0, %4, %true, %int9 : !torch.vtensor<[5,5,5],complex<f32>>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[1,1,1],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %6 = torch.aten.divide.Tensor %5, %3 : !torch.vtensor<[1,1,1],complex<f32>>, !torch.vtensor<[1,1,1],si64> -> !torch.vtensor<[1,1,1],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %7 = torch.aten.subtract.Tensor %tensors_0, %6, %int1 : !torch.vtensor<[5,5,5],complex<f32>>, !torch.vtensor<[1,1,1],complex<f32>>, !torch.int -> !torch.vtensor<[5,5,5],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %8 = torch.aten._conj %7 : !torch.vtensor<[5,5,5],complex<f32>> -> !torch.vtensor<[5,5,5],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %9 = torch.aten.mul.Tensor %7, %8 : !torch.vtensor<[5,5,5],complex<f32>>, !torch.vtensor<[5,5,5],complex<f32>> -> !torch.vtensor<[5,5,5],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %10 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.aten.sum.dim_IntList %9, %10, %false, %int9 : !torch.vtensor<[5,5,5],complex<f32>>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %12 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %13 = torch.aten.reshape %3, %12 : !torch.vtensor<[1,1,1],si64>, !torch.list<int> -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %int6 = torch.constant.int 6
    %14 = torch.aten.to.dtype %13, %int6, %false, %false, %none : !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %15 = torch.prim.NumToTensor.Scalar %float1.000000e00 : !torch.float -> !torch.vtensor<[],f64>
    %16 = torch.aten.subtract.Tensor %14, %15, %int1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %17 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %18 = torch.aten.new_zeros %16, %17, %none, %none, %none, %false : !torch.vtensor<[],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %19 = torch.aten.maximum %16, %18 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %20 = torch.aten.divide.Tensor %11, %19 : !torch.vtensor<[],complex<f32>>, !torch.vtensor<[],f32> -> !torch.vtensor<[],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %21 = torch.aten.to.dtype %20, %int9, %false, %false, %none : !torch.vtensor<[],complex<f32>>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %22 = torch.aten.sqrt %21 : !torch.vtensor<[],complex<f32>> -> !torch.vtensor<[],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %22 : !torch.vtensor<[],complex<f32>>
  }
}
