module attributes {strata.gpu_tunings = {"b96 m1024 n1024 k64 f32 nn" = {register_tile_m = 4 : i64, register_tile_n = 8 : i64}, "m8192 n768 k3072 f32 nn" = {register_tile_m = 8 : i64, register_tile_n = 4 : i64}, "m8192 n768 k768 f32 nn" = {register_tile_m = 8 : i64, register_tile_n = 4 : i64}}} {
}

