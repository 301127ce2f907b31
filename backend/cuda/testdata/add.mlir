// Host code and a kernel in the form convert-gpu-to-nvvm produces: the
// kernel is an llvm.func whose memref arguments are expanded (allocated
// pointer, aligned pointer, offset, size, stride).
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    llvm.func @add(%xa: !llvm.ptr, %xp: !llvm.ptr, %xo: i64, %xn: i64, %xs: i64,
                   %ya: !llvm.ptr, %yp: !llvm.ptr, %yo: i64, %yn: i64, %ys: i64,
                   %oa: !llvm.ptr, %op: !llvm.ptr, %oo: i64, %on: i64, %os: i64,
                   %n: i64) attributes {gpu.kernel, nvvm.kernel} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bid = nvvm.read.ptx.sreg.ctaid.x : i32
      %bdim = nvvm.read.ptx.sreg.ntid.x : i32
      %t = llvm.sext %tid : i32 to i64
      %b = llvm.sext %bid : i32 to i64
      %d = llvm.sext %bdim : i32 to i64
      %bd = llvm.mul %b, %d : i64
      %i = llvm.add %bd, %t : i64
      %in = llvm.icmp "slt" %i, %n : i64
      llvm.cond_br %in, ^body, ^done
    ^body:
      %xi0 = llvm.mul %i, %xs : i64
      %xi = llvm.add %xo, %xi0 : i64
      %px = llvm.getelementptr %xp[%xi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px : !llvm.ptr -> f32
      %yi0 = llvm.mul %i, %ys : i64
      %yi = llvm.add %yo, %yi0 : i64
      %py = llvm.getelementptr %yp[%yi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vy = llvm.load %py : !llvm.ptr -> f32
      %s = llvm.fadd %vx, %vy : f32
      %oi0 = llvm.mul %i, %os : i64
      %oi = llvm.add %oo, %oi0 : i64
      %po = llvm.getelementptr %op[%oi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %s, %po : f32, !llvm.ptr
      llvm.br ^done
    ^done:
      llvm.return
    }
  }

  // out = x + y over n elements, 2 blocks of up to 128 threads.
  func.func @main(%x: memref<?xf32>, %y: memref<?xf32>) -> memref<?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %bs0 = arith.ceildivui %n, %c2 : index
    %bs = arith.maxui %bs0, %c1 : index
    %o = memref.alloc(%n) : memref<?xf32>
    gpu.launch_func @kernels::@add blocks in (%c2, %c1, %c1) threads in (%bs, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>, %o : memref<?xf32>, %n : index)
    return %o : memref<?xf32>
  }

  // The odd elements of x plus the first half of y (strided and offset
  // views as kernel operands), into the second row of a 2xN buffer.
  func.func @views(%x: memref<8xf32>, %y: memref<8xf32>) -> memref<2x4xf32> {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %xs = memref.subview %x[1] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
    %ys = memref.subview %y[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
    %o = memref.alloc() : memref<2x4xf32>
    %zero = arith.constant 0.0 : f32
    gpu.memset %o, %zero : memref<2x4xf32>, f32
    %row = memref.subview %o[1, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: 4>>
    gpu.launch_func @kernels::@add blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%xs : memref<4xf32, strided<[2], offset: 1>>, %ys : memref<4xf32, strided<[1]>>, %row : memref<4xf32, strided<[1], offset: 4>>, %c4 : index)
    return %o : memref<2x4xf32>
  }
}
