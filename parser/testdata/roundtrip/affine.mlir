#m0 = affine_map<(d0, d1) -> (d0 + d1 * 2 - 1, d0 floordiv 4, d1 ceildiv 3, d0 mod 5)>
#m1 = affine_map<(i, j)[N] -> (i - j, -i, i * -3 + N, (i + j) floordiv 2, 3 + i, 2 * i, i + 0, i * 1, i - i, (i mod 4) mod 2)>
#m2 = affine_map<() -> (0)>
#m3 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1, s0 * 4, d0 + s0 - (d0 + s1))>
#s0 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, s0 <= 10)>
"t.a"() {a = #m0, b = #m1, c = #m2, d = #m3, e = #s0, f = affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4, (d0 * 8) floordiv 4, (d0 + 8) mod 4, d0 * 3 * 5, ((d0 + 1) + 2) + 3)>} : () -> ()
