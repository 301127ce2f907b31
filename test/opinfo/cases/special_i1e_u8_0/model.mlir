// special_i1e_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],ui8>) -> !torch.vtensor<[5],f32> {
    %0 = torch.aten.special_i1e %tensors_0 : !torch.vtensor<[5],ui8> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f32>
  }
}
