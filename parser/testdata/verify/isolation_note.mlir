#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>
"test.a"() {m = #map, n = affine_map<(d0) -> (d0 * 3 - 1)>} : () -> ()
%0 = "test.b"() : () -> i32
func.func @f(%a: i32, %b: f32) -> i32 attributes {foo} {
  %1:2 = "test.c"(%a, %0) ({
  ^bb0(%x: i32):
    %2 = "test.d"(%x) : (i32) -> i32
    "test.e"(%2)[^bb1] : (i32) -> ()
  ^bb1:
    "test.f"() ({
      %q = "test.g"() : () -> i32
    }) : () -> ()
  }) : (i32, i32) -> (i32, i32)
  %3 = "test.h"(%1#1) : (i32) -> i32
  func.return %3 : i32
}
