// nn_functional_embedding_bag_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,5],f32>, %tensors_1: !torch.vtensor<[5,5],si64>, %tensors_2: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %int0 = torch.constant.int 0
    %int25 = torch.constant.int 25
    %int5 = torch.constant.int 5
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange.start_step %int0, %int25, %int5, %int4, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[5],si64> loc("python/strata/opinfo.py":110:0)
    %int-1 = torch.constant.int -1
    %1 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.reshape %tensors_1, %1 : !torch.vtensor<[5,5],si64>, !torch.list<int> -> !torch.vtensor<[25],si64> loc("python/strata/opinfo.py":110:0)
    %3 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %4 = torch.aten.reshape %tensors_2, %3 : !torch.vtensor<[5,5],f32>, !torch.list<int> -> !torch.vtensor<[25],f32> loc("python/strata/opinfo.py":110:0)
    %5:4 = torch.aten.embedding_bag.padding_idx %tensors_0, %2, %0, %false, %int0, %false, %4, %false, %none : !torch.vtensor<[10,5],f32>, !torch.vtensor<[25],si64>, !torch.vtensor<[5],si64>, !torch.bool, !torch.int, !torch.bool, !torch.vtensor<[25],f32>, !torch.bool, !torch.none -> !torch.vtensor<[5,5],f32>, !torch.vtensor<[0],si64>, !torch.vtensor<[5],si64>, !torch.vtensor<[5],si64> loc("python/strata/opinfo.py":110:0)
    return %5#0 : !torch.vtensor<[5,5],f32>
  }
}
