// upsample_nearest1d_size_decomposed: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,5],f32>) -> !torch.vtensor<[1,2,7],f32> {
    %int0 = torch.constant.int 0
    %int7 = torch.constant.int 7
    %int1 = torch.constant.int 1
    %int6 = torch.constant.int 6
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange.start_step %int0, %int7, %int1, %int6, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[7],f32> loc("python/strata/opcases.py":115:0)
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %1 = torch.prim.NumToTensor.Scalar %float0.000000e00 : !torch.float -> !torch.vtensor<[],f64>
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[7],f32>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[7],f32> loc("python/strata/opcases.py":115:0)
    %float7.142857e-01 = torch.constant.float 7.142857e-01
    %3 = torch.prim.NumToTensor.Scalar %float7.142857e-01 : !torch.float -> !torch.vtensor<[],f64>
    %4 = torch.aten.mul.Tensor %2, %3 : !torch.vtensor<[7],f32>, !torch.vtensor<[],f64> -> !torch.vtensor<[7],f32> loc("python/strata/opcases.py":115:0)
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %5 = torch.aten._to_copy %4, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[7],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[7],si64> loc("python/strata/opcases.py":115:0)
    %6 = torch.prim.ListConstruct %none, %none, %5 : (!torch.none, !torch.none, !torch.vtensor<[7],si64>) -> !torch.list<optional<vtensor>>
    %7 = torch.aten.index.Tensor %x, %6 : !torch.vtensor<[1,2,5],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[1,2,7],f32> loc("python/strata/opcases.py":115:0)
    return %7 : !torch.vtensor<[1,2,7],f32>
  }
}
