// aten.mm of two 1024x1024 f32 matrices (issue 9's single-op benchmark).
func.func @forward(%a: !torch.vtensor<[1024,1024],f32>, %b: !torch.vtensor<[1024,1024],f32>) -> !torch.vtensor<[1024,1024],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[1024,1024],f32>, !torch.vtensor<[1024,1024],f32> -> !torch.vtensor<[1024,1024],f32>
  return %0 : !torch.vtensor<[1024,1024],f32>
}
