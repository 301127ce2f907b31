module attributes {strata.gpu_tunings = {"m64 n64 k16 f32 nn" = {register_tile_m = 2, register_tile_n = 2}}} {
}
