// aten.convolution: a 3x3, stride 1, padding 1 convolution of a 1x64x56x56 f32 image with 64
// filters and a bias (resnet's most common layer; issue 9's single-op benchmark).
func.func @forward(%x: !torch.vtensor<[1,64,56,56],f32>, %w: !torch.vtensor<[64,64,3,3],f32>, %bias: !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,56,56],f32> {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %stride = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %pad = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %dil = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %outpad = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %bias, %stride, %pad, %dil, %false, %outpad, %int1 : !torch.vtensor<[1,64,56,56],f32>, !torch.vtensor<[64,64,3,3],f32>, !torch.vtensor<[64],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,64,56,56],f32>
  return %0 : !torch.vtensor<[1,64,56,56],f32>
}
