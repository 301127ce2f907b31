// Host-side ops of the cuda target: scalar kernel operands, copies,
// globals, gpu.alloc/memcpy/memset/wait, and what the host may not do.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @scalars(%a: i32, %b: f32, %c: f16, %d: i1, %e: i8, %f: i64, %g: f64, %h: bf16) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
    llvm.func @rank2(%a: !llvm.ptr, %b: !llvm.ptr, %o: i64, %s0: i64, %s1: i64, %t0: i64, %t1: i64) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }

  memref.global "private" constant @table : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>

  func.func @scalars(%f: f32) {
    %c1 = arith.constant 1 : index
    %a = arith.constant -7 : i32
    %c = arith.constant 1.5 : f16
    %d = arith.constant true
    %e = arith.constant -1 : i8
    %g = arith.constant 2.25 : f64
    %h = arith.constant 3.0 : bf16
    gpu.launch_func @kernels::@scalars blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : i32, %f : f32, %c : f16, %d : i1, %e : i8, %c1 : index, %g : f64, %h : bf16)
    return
  }

  // A transposed view of a 2-D buffer as a kernel operand.
  func.func @rank2(%x: memref<3x5xf32>) {
    %c1 = arith.constant 1 : index
    %t = memref.transpose %x (i, j) -> (j, i) : memref<3x5xf32> to memref<5x3xf32, strided<[1, 5]>>
    gpu.launch_func @kernels::@rank2 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%t : memref<5x3xf32, strided<[1, 5]>>)
    return
  }

  func.func @wrong_count(%x: memref<3xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@rank2 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<3xf32>)
    return
  }

  func.func @bad_grid() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : i32
    %f = arith.constant 1.0 : f32
    %h = arith.constant 1.0 : bf16
    %c = arith.constant 1.0 : f16
    %d = arith.constant true
    %e = arith.constant 1 : i8
    %g = arith.constant 1.0 : f64
    gpu.launch_func @kernels::@scalars blocks in (%c0, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%c5 : i32, %f : f32, %c : f16, %d : i1, %e : i8, %c1 : index, %g : f64, %h : bf16)
    return
  }

  // Copies: a contiguous device-to-device copy and the global.
  func.func @copies(%x: memref<2x2xf32>) -> (memref<2x2xf32>, memref<2x2xf32>) {
    %g = memref.get_global @table : memref<2x2xf32>
    %o = memref.alloc() : memref<2x2xf32>
    memref.copy %x, %o : memref<2x2xf32> to memref<2x2xf32>
    %p = memref.alloc() : memref<2x2xf32>
    memref.copy %g, %p : memref<2x2xf32> to memref<2x2xf32>
    return %o, %p : memref<2x2xf32>, memref<2x2xf32>
  }

  func.func @strided_copy(%x: memref<2x2xf32>) -> memref<2x2xf32> {
    %t = memref.transpose %x (i, j) -> (j, i) : memref<2x2xf32> to memref<2x2xf32, strided<[1, 2]>>
    %o = memref.alloc() : memref<2x2xf32>
    memref.copy %t, %o : memref<2x2xf32, strided<[1, 2]>> to memref<2x2xf32>
    return %o : memref<2x2xf32>
  }

  func.func @host_load(%x: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %v = memref.load %x[%c0] : memref<4xf32>
    return %v : f32
  }

  // A scalar in device memory read on the host as strata-parallel-loops-to-gpu
  // has it read: copied into a stack cell (host memory), loaded there.
  func.func @scalar_result(%x: memref<4xf32>) -> f32 {
    %cell = memref.alloca() : memref<f32>
    %view = memref.subview %x[2] [1] [1] : memref<4xf32> to memref<f32, strided<[], offset: 2>>
    gpu.memcpy %cell, %view : memref<f32>, memref<f32, strided<[], offset: 2>>
    %v = memref.load %cell[] : memref<f32>
    return %v : f32
  }

  func.func @gpu_memory(%x: memref<4xi32>) -> memref<4xi32> {
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %t2 = gpu.memcpy async [%t1] %a, %x : memref<4xi32>, memref<4xi32>
    %b = gpu.alloc () : memref<4xi32>
    %v = arith.constant 258 : i32
    gpu.memset %b, %v : memref<4xi32>, i32
    %t3 = gpu.dealloc async [%t2] %a : memref<4xi32>
    gpu.wait [%t3]
    return %b : memref<4xi32>
  }

  // Element types through a device-to-device copy and back.
  func.func @id_bf16(%x: memref<3xbf16>) -> memref<3xbf16> {
    %o = memref.alloc() : memref<3xbf16>
    memref.copy %x, %o : memref<3xbf16> to memref<3xbf16>
    return %o : memref<3xbf16>
  }
  func.func @id_f16(%x: memref<3xf16>) -> memref<3xf16> {
    %o = memref.alloc() : memref<3xf16>
    memref.copy %x, %o : memref<3xf16> to memref<3xf16>
    return %o : memref<3xf16>
  }
  func.func @id_i1(%x: memref<3xi1>) -> memref<3xi1> {
    %o = memref.alloc() : memref<3xi1>
    memref.copy %x, %o : memref<3xi1> to memref<3xi1>
    return %o : memref<3xi1>
  }
  func.func @id_i64(%x: memref<3xi64>) -> memref<3xi64> {
    %o = memref.alloc() : memref<3xi64>
    memref.copy %x, %o : memref<3xi64> to memref<3xi64>
    return %o : memref<3xi64>
  }
  // A strided result: every other element of the input, downloaded
  // through the view.
  func.func @strided_result(%x: memref<6xi8>) -> memref<3xi8, strided<[2], offset: 1>> {
    %s = memref.subview %x[1] [3] [2] : memref<6xi8> to memref<3xi8, strided<[2], offset: 1>>
    return %s : memref<3xi8, strided<[2], offset: 1>>
  }
  func.func @double_free(%x: memref<4xf32>) {
    %o = memref.alloc() : memref<4xf32>
    memref.dealloc %o : memref<4xf32>
    memref.dealloc %o : memref<4xf32>
    return
  }
  func.func @scalar_args(%n: index, %f: f32) -> (index, f32) {
    return %n, %f : index, f32
  }
}
