#enc = #t.enc<"x">
!ty = !t.custom<1, [2]>
"t.a"() {a = "héllo", b = 0x10 : i32, c = dense<[1.5, 2.5]> : tensor<2xbf16>, d = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>, e = dense<[1, 2]> : tensor<2xindex>, f = dense<[255, 0]> : tensor<2xui8>, g = dense<[-1, 1]> : tensor<2xsi8>, h = dense<"0x0102"> : tensor<2xi8>, i = tensor<?x?xf32, #enc>, j = !ty, k = dense<true> : tensor<3xi1>, l = array<f32>, m = -0x1 : i32, n = [[1, 2], []], o = {a = {b = [unit]}}, p = @sym, q = affine_map<(d0)[s0] -> (d0 * s0)>, r = affine_set<() : (1 == 0)>, s = 1.0e-45 : f32, t = -3.4028234e38 : f32, u = 2.2250738585072014e-308 : f64, v = 0 : i0, w = dense<0> : tensor<2x0xi32>, x = tuple<tuple<>>, z = memref<4xf32, "gpu">} : () -> ()
%0 = "t.b"() : () -> !ty
"t.c"(%0) {x = -5 : index} : (!ty) -> ()
