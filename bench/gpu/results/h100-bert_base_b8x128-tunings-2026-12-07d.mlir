module attributes {strata.gpu_tunings = {"b96 m128 n128 k64 f32 nn" = {simt_min_blocks = 1 : i64}, "m1024 n3072 k768 f32 nt" = {register_tile_m = 8 : i64, register_tile_n = 4 : i64}, "m1024 n768 k3072 f32 nt" = {register_tile_m = 8 : i64, register_tile_n = 8 : i64}, "m1024 n768 k768 f32 nt" = {register_tile_m = 8 : i64, register_tile_n = 4 : i64}}} {
}

