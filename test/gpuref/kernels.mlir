// Hand-written kernels for the emit/ptx vs llc-22 cross-check (see
// crosscheck_test.go). Each gpu.module holds one kernel with static memref
// arguments and known_block_size / known_grid_size, which give the launch.

// Elementwise f32 with the math llc-22 selects natively (sqrt, fabs,
// floor, ceil, fma, minnum/maxnum, maximum/minimum) and an IEEE division.
gpu.module @ew_f32 {
  gpu.func @ew_f32(%a: memref<1000xf32>, %b: memref<1000xf32>, %out: memref<1000xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 4, 1, 1>} {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %bdim = gpu.block_dim x
    %n = arith.constant 1000 : index
    %one = arith.constant 1.0 : f32
    %t0 = arith.muli %bid, %bdim : index
    %i = arith.addi %t0, %tid : index
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      %x = memref.load %a[%i] : memref<1000xf32>
      %y = memref.load %b[%i] : memref<1000xf32>
      %ax = math.absf %x : f32
      %s = math.sqrt %ax : f32
      %f = math.floor %y : f32
      %c = math.ceil %x : f32
      %m = math.fma %s, %y, %f : f32
      %yy = arith.mulf %y, %y : f32
      %den = arith.addf %yy, %one : f32
      %q = arith.divf %m, %den : f32
      %mx = arith.maximumf %q, %c : f32
      %mn = arith.minnumf %mx, %x : f32
      %d = arith.subf %mn, %q : f32
      %r = arith.mulf %d, %s : f32
      memref.store %r, %out[%i] : memref<1000xf32>
    }
    gpu.return
  }
}

// Elementwise f64: add, mul, div, sqrt, fma.
gpu.module @ew_f64 {
  gpu.func @ew_f64(%a: memref<512xf64>, %b: memref<512xf64>, %out: memref<512xf64>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 4, 1, 1>} {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %bdim = gpu.block_dim x
    %t0 = arith.muli %bid, %bdim : index
    %i = arith.addi %t0, %tid : index
    %x = memref.load %a[%i] : memref<512xf64>
    %y = memref.load %b[%i] : memref<512xf64>
    %p = arith.mulf %x, %y : f64
    %ax = math.absf %x : f64
    %s = math.sqrt %ax : f64
    %q = arith.divf %p, %s : f64
    %m = math.fma %q, %x, %y : f64
    %r = arith.addf %m, %p : f64
    memref.store %r, %out[%i] : memref<512xf64>
    gpu.return
  }
}

// Block reduction: gpu.all_reduce lowers to xor shuffles per warp, a
// workgroup buffer in shared memory, nvvm.barrier0 and a second level.
gpu.module @reduce_f32 {
  gpu.func @reduce_f32(%a: memref<4x256xf32>, %out: memref<4xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 4, 1, 1>} {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%bid, %tid] : memref<4x256xf32>
    %s = gpu.all_reduce add %x {} : (f32) -> (f32)
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      memref.store %s, %out[%bid] : memref<4xf32>
    }
    gpu.return
  }
}

// Integer max reduction over a block of i32 and a workgroup attribution:
// each thread writes shared memory, a barrier, then reads a neighbour's
// slot (a block-local reversal).
gpu.module @shared_i32 {
  gpu.func @shared_i32(%a: memref<2x128xi32>, %out: memref<2x128xi32>, %mx: memref<2xi32>)
      workgroup(%w: memref<128xi32, #gpu.address_space<workgroup>>)
      kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 2, 1, 1>} {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c127 = arith.constant 127 : index
    %x = memref.load %a[%bid, %tid] : memref<2x128xi32>
    memref.store %x, %w[%tid] : memref<128xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %j = arith.subi %c127, %tid : index
    %y = memref.load %w[%j] : memref<128xi32, #gpu.address_space<workgroup>>
    %z = arith.xori %x, %y : i32
    memref.store %z, %out[%bid, %tid] : memref<2x128xi32>
    %m = gpu.all_reduce maxsi %z {} : (i32) -> (i32)
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      memref.store %m, %mx[%bid] : memref<2xi32>
    }
    gpu.return
  }
}

// Integer arithmetic on i32 and i64: mul, xor, shifts (amounts masked),
// signed and unsigned division and remainder by a nonzero divisor, min/max,
// compares, selects, extensions and truncations.
gpu.module @int_ops {
  gpu.func @int_ops(%a: memref<1024xi32>, %b: memref<1024xi32>, %out: memref<1024xi32>, %out64: memref<1024xi64>) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 4, 1, 1>} {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %bdim = gpu.block_dim x
    %t0 = arith.muli %bid, %bdim : index
    %i = arith.addi %t0, %tid : index
    %x0 = memref.load %a[%i] : memref<1024xi32>
    %y = memref.load %b[%i] : memref<1024xi32>
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %c3 = arith.constant 3 : i32
    %mask = arith.constant 1073741823 : i32
    %x = arith.andi %x0, %mask : i32
    %d = arith.ori %y, %c1 : i32
    %p = arith.muli %x, %y : i32
    %sh = arith.andi %y, %c31 : i32
    %l = arith.shli %x0, %sh : i32
    %r = arith.shrsi %y, %sh : i32
    %u = arith.shrui %y, %c3 : i32
    %q = arith.divsi %x0, %d : i32
    %rm = arith.remsi %y, %d : i32
    %uq = arith.divui %y, %d : i32
    %ur = arith.remui %x0, %d : i32
    %mx = arith.maxsi %p, %l : i32
    %mn = arith.minui %r, %u : i32
    %e1 = arith.xori %mx, %mn : i32
    %e2 = arith.addi %e1, %q : i32
    %e3 = arith.subi %e2, %rm : i32
    %e4 = arith.addi %e3, %uq : i32
    %e5 = arith.xori %e4, %ur : i32
    %lt = arith.cmpi slt, %x0, %y : i32
    %e6 = arith.select %lt, %e5, %p : i32
    memref.store %e6, %out[%i] : memref<1024xi32>
    %w = arith.extsi %e6 : i32 to i64
    %v = arith.extui %y : i32 to i64
    %wv = arith.muli %w, %v : i64
    %c7 = arith.constant 7 : i64
    %wd = arith.divsi %wv, %c7 : i64
    %wr = arith.remui %wv, %c7 : i64
    %ws = arith.addi %wd, %wr : i64
    memref.store %ws, %out64[%i] : memref<1024xi64>
    gpu.return
  }
}
