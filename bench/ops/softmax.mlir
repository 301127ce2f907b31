// aten._softmax over the last dim of a 4096x4096 f32 tensor (issue 9's single-op benchmark).
func.func @forward(%x: !torch.vtensor<[4096,4096],f32>) -> !torch.vtensor<[4096,4096],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %x, %int-1, %false : !torch.vtensor<[4096,4096],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4096,4096],f32>
  return %0 : !torch.vtensor<[4096,4096],f32>
}
