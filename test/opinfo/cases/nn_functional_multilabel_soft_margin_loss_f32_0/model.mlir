// nn_functional_multilabel_soft_margin_loss_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f32>, %tensors_1: !torch.vtensor<[5],f32>) -> !torch.vtensor<[],f32> {
    %0 = torch.aten.log_sigmoid %tensors_0 : !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.mul.Tensor %tensors_1, %0 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %int1 = torch.constant.int 1
    %2 = torch.aten.rsub.Scalar %tensors_1, %int1, %int1 : !torch.vtensor<[5],f32>, !torch.int, !torch.int -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.neg %tensors_0 : !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.log_sigmoid %3 : !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %5 = torch.aten.mul.Tensor %2, %4 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %6 = torch.aten.add.Tensor %1, %5, %int1 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.int -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %7 = torch.aten.neg %6 : !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %8 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %9 = torch.aten.sum.dim_IntList %7, %8, %false, %none : !torch.vtensor<[5],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %int5 = torch.constant.int 5
    %10 = torch.prim.NumToTensor.Scalar %int5 : !torch.int -> !torch.vtensor<[],si64>
    %11 = torch.aten.div.Tensor %9, %10 : !torch.vtensor<[],f32>, !torch.vtensor<[],si64> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %12 = torch.aten.mean %11, %none : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %12 : !torch.vtensor<[],f32>
  }
}
