// gpu.shuffle -> nvvm.shfl.sync. PTX's c operand holds the clamp lane (bits 0-4) and a segment
// mask (bits 8-12). A constant power-of-two width w cuts the warp into segments of w lanes, as
// CUDA's __shfl_*_sync(mask, v, b, w): c = (32 - w) << 8 | 31 (up: (32 - w) << 8), each lane's
// member mask its own segment; width 32 is the full mask. Another width (known at run time, or a
// partial warp's) takes the first w lanes only: mask -1 >> (32 - w), c = w - 1 (up: 0).
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s --implicit-check-not=gpu.shuffle

gpu.module @m {
  // CHECK-LABEL: llvm.func @modes(
  // CHECK-SAME:    %[[V:arg[0-9]+]]: f32, %[[W:arg[0-9]+]]: i32, %[[OUT:arg[0-9]+]]: !llvm.ptr
  // CHECK-DAG:     %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-DAG:     %[[FULL:.*]] = llvm.mlir.constant(-1 : i32) : i32
  // CHECK-DAG:     %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
  // CHECK:         %[[X:.*]] = nvvm.shfl.sync  bfly %[[FULL]], %[[V]], %[[ONE]], %[[C31]] {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  // CHECK:         llvm.extractvalue %[[X]][0]
  // CHECK:         llvm.extractvalue %[[X]][1]
  // CHECK:         %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK:         nvvm.shfl.sync  up %{{.*}}, %[[V]], %[[ONE]], %[[C0]] : f32 -> f32
  // Width 16: lanes 0-15 and 16-31 shuffle apart, c = 16 << 8 | 31 = 4127.
  // CHECK:         %[[LANE:.*]] = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
  // CHECK:         %[[START:.*]] = llvm.and %[[LANE]], %{{.*}} : i32
  // CHECK:         %[[LOW:.*]] = llvm.mlir.constant(65535 : i32) : i32
  // CHECK:         %[[MASK:.*]] = llvm.shl %[[LOW]], %[[START]] : i32
  // CHECK:         %[[C:.*]] = llvm.mlir.constant(4127 : i32) : i32
  // CHECK:         nvvm.shfl.sync  down %[[MASK]], %[[V]], %[[ONE]], %[[C]] : f32 -> f32
  // A width known at run time: the first w lanes.
  // CHECK:         %[[INACTIVE:.*]] = llvm.sub %{{.*}}, %[[W]] : i32
  // CHECK:         %[[DMASK:.*]] = llvm.lshr %{{.*}}, %[[INACTIVE]] : i32
  // CHECK:         %[[CLAMP:.*]] = llvm.sub %[[W]], %{{.*}} : i32
  // CHECK:         %[[I:.*]] = nvvm.shfl.sync  idx %[[DMASK]], %[[V]], %[[ONE]], %[[CLAMP]] {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  // idx's valid bit is also `offset < width`.
  // CHECK:         %[[OK:.*]] = llvm.extractvalue %[[I]][1]
  // CHECK:         %[[IN:.*]] = llvm.icmp "ult" %[[ONE]], %[[W]] : i32
  // CHECK:         llvm.and %[[OK]], %[[IN]] : i1
  gpu.func @modes(%v: f32, %w: i32, %out: memref<4xf32>) kernel {
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %0, %ok0 = gpu.shuffle xor %v, %c1, %c32 : f32
    %1, %ok1 = gpu.shuffle up %v, %c1, %c32 : f32
    %2, %ok2 = gpu.shuffle down %v, %c1, %c16 : f32
    %3, %ok3 = gpu.shuffle idx %v, %c1, %w : f32
    %a = arith.select %ok0, %0, %1 : f32
    %b = arith.addf %a, %2 : f32
    %c = arith.select %ok3, %3, %b : f32
    %i0 = arith.constant 0 : index
    memref.store %c, %out[%i0] : memref<4xf32>
    gpu.return
  }

  // 64-bit values move as two 32-bit halves; 16-bit ones zero-extended.
  // CHECK-LABEL: llvm.func @widths(
  // CHECK:         %[[B:.*]] = llvm.bitcast %{{.*}} : f64 to i64
  // CHECK:         %[[LO:.*]] = llvm.trunc %[[B]] : i64 to i32
  // CHECK:         %[[SH:.*]] = llvm.lshr %[[B]], %{{.*}} : i64
  // CHECK:         %[[HI:.*]] = llvm.trunc %[[SH]] : i64 to i32
  // CHECK:         %[[RLO:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[LO]], %{{.*}}, %{{.*}} : i32 -> i32
  // CHECK:         %[[RHI:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[HI]], %{{.*}}, %{{.*}} : i32 -> i32
  // CHECK:         %[[ZLO:.*]] = llvm.zext %[[RLO]] : i32 to i64
  // CHECK:         %[[ZHI:.*]] = llvm.zext %[[RHI]] : i32 to i64
  // CHECK:         %[[UP:.*]] = llvm.shl %[[ZHI]], %{{.*}} : i64
  // CHECK:         %[[OR:.*]] = llvm.or %[[ZLO]], %[[UP]] : i64
  // CHECK:         llvm.bitcast %[[OR]] : i64 to f64
  // CHECK:         %[[H:.*]] = llvm.bitcast %{{.*}} : f16 to i16
  // CHECK:         %[[HZ:.*]] = llvm.zext %[[H]] : i16 to i32
  // CHECK:         %[[HR:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[HZ]], %{{.*}}, %{{.*}} : i32 -> i32
  // CHECK:         %[[HT:.*]] = llvm.trunc %[[HR]] : i32 to i16
  // CHECK:         llvm.bitcast %[[HT]] : i16 to f16
  // An i8 is zero-extended to an i32 and truncated back.
  // CHECK:         llvm.zext %{{.*}} : i8 to i32
  // CHECK:         nvvm.shfl.sync  bfly
  // CHECK:         llvm.trunc %{{.*}} : i32 to i8
  gpu.func @widths(%d: f64, %h: f16, %i: i8, %out: memref<4xf64>, %out2: memref<4xf16>, %out3: memref<4xi8>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %0, %ok0 = gpu.shuffle xor %d, %c1, %c32 : f64
    %1, %ok1 = gpu.shuffle xor %h, %c1, %c32 : f16
    %2, %ok2 = gpu.shuffle xor %i, %c1, %c32 : i8
    %i0 = arith.constant 0 : index
    memref.store %0, %out[%i0] : memref<4xf64>
    memref.store %1, %out2[%i0] : memref<4xf16>
    memref.store %2, %out3[%i0] : memref<4xi8>
    gpu.return
  }
}
