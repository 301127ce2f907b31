// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @int_binary
// CHECK-NEXT: %{{.*}} = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.minui %arg0, %arg1 : i32
func.func @int_binary(%arg0: i32, %arg1: i32) {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.subi %arg0, %arg1 : i32
  %2 = arith.muli %arg0, %arg1 : i32
  %3 = arith.divsi %arg0, %arg1 : i32
  %4 = arith.divui %arg0, %arg1 : i32
  %5 = arith.ceildivsi %arg0, %arg1 : i32
  %6 = arith.ceildivui %arg0, %arg1 : i32
  %7 = arith.floordivsi %arg0, %arg1 : i32
  %8 = arith.remsi %arg0, %arg1 : i32
  %9 = arith.remui %arg0, %arg1 : i32
  %10 = arith.andi %arg0, %arg1 : i32
  %11 = arith.ori %arg0, %arg1 : i32
  %12 = arith.xori %arg0, %arg1 : i32
  %13 = arith.shli %arg0, %arg1 : i32
  %14 = arith.shrsi %arg0, %arg1 : i32
  %15 = arith.shrui %arg0, %arg1 : i32
  %16 = arith.maxsi %arg0, %arg1 : i32
  %17 = arith.maxui %arg0, %arg1 : i32
  %18 = arith.minsi %arg0, %arg1 : i32
  %19 = arith.minui %arg0, %arg1 : i32
  return
}

// CHECK-LABEL: func.func @int_binary_vector
// CHECK-NEXT: %{{.*}} = arith.addi %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.maxui %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.shrsi %arg0, %arg1 : vector<4xi32>
func.func @int_binary_vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) {
  %0 = arith.addi %arg0, %arg1 : vector<4xi32>
  %1 = arith.maxui %arg0, %arg1 : vector<4xi32>
  %2 = arith.shrsi %arg0, %arg1 : vector<4xi32>
  return
}

// CHECK-LABEL: func.func @int_binary_tensor
// CHECK-NEXT: %{{.*}} = arith.addi %arg0, %arg1 : tensor<2x?xi64>
// CHECK-NEXT: %{{.*}} = arith.maxui %arg0, %arg1 : tensor<2x?xi64>
// CHECK-NEXT: %{{.*}} = arith.shrsi %arg0, %arg1 : tensor<2x?xi64>
func.func @int_binary_tensor(%arg0: tensor<2x?xi64>, %arg1: tensor<2x?xi64>) {
  %0 = arith.addi %arg0, %arg1 : tensor<2x?xi64>
  %1 = arith.maxui %arg0, %arg1 : tensor<2x?xi64>
  %2 = arith.shrsi %arg0, %arg1 : tensor<2x?xi64>
  return
}

// CHECK-LABEL: func.func @int_binary_unranked
// CHECK-NEXT: %{{.*}} = arith.addi %arg0, %arg1 : tensor<*xi8>
// CHECK-NEXT: %{{.*}} = arith.maxui %arg0, %arg1 : tensor<*xi8>
// CHECK-NEXT: %{{.*}} = arith.shrsi %arg0, %arg1 : tensor<*xi8>
func.func @int_binary_unranked(%arg0: tensor<*xi8>, %arg1: tensor<*xi8>) {
  %0 = arith.addi %arg0, %arg1 : tensor<*xi8>
  %1 = arith.maxui %arg0, %arg1 : tensor<*xi8>
  %2 = arith.shrsi %arg0, %arg1 : tensor<*xi8>
  return
}

// CHECK-LABEL: func.func @int_binary_index
// CHECK-NEXT: %{{.*}} = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %{{.*}} = arith.maxui %arg0, %arg1 : index
// CHECK-NEXT: %{{.*}} = arith.shrsi %arg0, %arg1 : index
func.func @int_binary_index(%arg0: index, %arg1: index) {
  %0 = arith.addi %arg0, %arg1 : index
  %1 = arith.maxui %arg0, %arg1 : index
  %2 = arith.shrsi %arg0, %arg1 : index
  return
}

// CHECK-LABEL: func.func @overflow_flags
// CHECK-NEXT: %{{.*}} = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %{{.*}} = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %{{.*}} = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %{{.*}} = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %{{.*}} = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.trunci %arg0 overflow<nsw> : i32 to i16
func.func @overflow_flags(%arg0: i32, %arg1: i32) {
  %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
  %1 = arith.subi %arg0, %arg1 overflow<nuw> : i32
  %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
  %3 = arith.shli %arg0, %arg1 overflow<nuw, nsw> : i32
  %4 = arith.addi %arg0, %arg1 overflow<none> : i32
  %5 = arith.trunci %arg0 overflow<nsw> : i32 to i16
  return
}

// CHECK-LABEL: func.func @exact
// CHECK-NEXT: %{{.*}} = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %{{.*}} = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %{{.*}} = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %{{.*}} = arith.shrui %arg0, %arg1 exact : i32
func.func @exact(%arg0: i32, %arg1: i32) {
  %0 = arith.divsi %arg0, %arg1 exact : i32
  %1 = arith.divui %arg0, %arg1 exact : i32
  %2 = arith.shrsi %arg0, %arg1 exact : i32
  %3 = arith.shrui %arg0, %arg1 exact : i32
  return
}

// CHECK-LABEL: func.func @float_binary
// CHECK-NEXT: %{{.*}} = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.negf %arg0 : f32
func.func @float_binary(%arg0: f32, %arg1: f32) {
  %0 = arith.addf %arg0, %arg1 : f32
  %1 = arith.subf %arg0, %arg1 : f32
  %2 = arith.mulf %arg0, %arg1 : f32
  %3 = arith.divf %arg0, %arg1 : f32
  %4 = arith.remf %arg0, %arg1 : f32
  %5 = arith.maximumf %arg0, %arg1 : f32
  %6 = arith.minimumf %arg0, %arg1 : f32
  %7 = arith.maxnumf %arg0, %arg1 : f32
  %8 = arith.minnumf %arg0, %arg1 : f32
  %9 = arith.negf %arg0 : f32
  return
}

// CHECK-LABEL: func.func @fastmath
// CHECK-NEXT: %{{.*}} = arith.addf %arg0, %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %{{.*}} = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : vector<4xf16>
// CHECK-NEXT: %{{.*}} = arith.subf %arg0, %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %{{.*}} = arith.divf %arg0, %arg1 fastmath<reassoc,afn> : vector<4xf16>
// CHECK-NEXT: %{{.*}} = arith.negf %arg0 fastmath<nsz> : vector<4xf16>
// CHECK-NEXT: %{{.*}} = arith.maximumf %arg0, %arg1 : vector<4xf16>
// CHECK-NEXT: %{{.*}} = arith.cmpf ult, %arg0, %arg1 fastmath<nnan> : vector<4xf16>
func.func @fastmath(%arg0: vector<4xf16>, %arg1: vector<4xf16>) {
  %0 = arith.addf %arg0, %arg1 fastmath<fast> : vector<4xf16>
  %1 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : vector<4xf16>
  %2 = arith.subf %arg0, %arg1 fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : vector<4xf16>
  %3 = arith.divf %arg0, %arg1 fastmath<afn,reassoc> : vector<4xf16>
  %4 = arith.negf %arg0 fastmath<nsz> : vector<4xf16>
  %5 = arith.maximumf %arg0, %arg1 fastmath<none> : vector<4xf16>
  %6 = arith.cmpf ult, %arg0, %arg1 fastmath<nnan> : vector<4xf16>
  return
}

// CHECK-LABEL: func.func @cmpi
// CHECK-NEXT: %{{.*}} = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %{{.*}} = arith.cmpi slt, %arg2, %arg3 : tensor<?x4xindex>
// CHECK-NEXT: %{{.*}} = arith.cmpi ne, %arg4, %arg4 : vector<[4]xi8>
func.func @cmpi(%arg0: i32, %arg1: i32, %arg2: tensor<?x4xindex>, %arg3: tensor<?x4xindex>, %arg4: vector<[4]xi8>) {
  %0 = arith.cmpi eq, %arg0, %arg1 : i32
  %1 = arith.cmpi ne, %arg0, %arg1 : i32
  %2 = arith.cmpi slt, %arg0, %arg1 : i32
  %3 = arith.cmpi sle, %arg0, %arg1 : i32
  %4 = arith.cmpi sgt, %arg0, %arg1 : i32
  %5 = arith.cmpi sge, %arg0, %arg1 : i32
  %6 = arith.cmpi ult, %arg0, %arg1 : i32
  %7 = arith.cmpi ule, %arg0, %arg1 : i32
  %8 = arith.cmpi ugt, %arg0, %arg1 : i32
  %9 = arith.cmpi uge, %arg0, %arg1 : i32
  %10 = arith.cmpi "slt", %arg2, %arg3 : tensor<?x4xindex>
  %11 = arith.cmpi ne, %arg4, %arg4 : vector<[4]xi8>
  return
}

// CHECK-LABEL: func.func @cmpf
// CHECK-NEXT: %{{.*}} = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf ogt, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf oge, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf ole, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf one, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf ord, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf ueq, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf uge, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf ule, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf une, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf uno, %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = arith.cmpf true, %arg0, %arg1 : f32
func.func @cmpf(%arg0: f32, %arg1: f32) {
  %0 = arith.cmpf false, %arg0, %arg1 : f32
  %1 = arith.cmpf oeq, %arg0, %arg1 : f32
  %2 = arith.cmpf ogt, %arg0, %arg1 : f32
  %3 = arith.cmpf oge, %arg0, %arg1 : f32
  %4 = arith.cmpf olt, %arg0, %arg1 : f32
  %5 = arith.cmpf ole, %arg0, %arg1 : f32
  %6 = arith.cmpf one, %arg0, %arg1 : f32
  %7 = arith.cmpf ord, %arg0, %arg1 : f32
  %8 = arith.cmpf ueq, %arg0, %arg1 : f32
  %9 = arith.cmpf ugt, %arg0, %arg1 : f32
  %10 = arith.cmpf uge, %arg0, %arg1 : f32
  %11 = arith.cmpf ult, %arg0, %arg1 : f32
  %12 = arith.cmpf ule, %arg0, %arg1 : f32
  %13 = arith.cmpf une, %arg0, %arg1 : f32
  %14 = arith.cmpf uno, %arg0, %arg1 : f32
  %15 = arith.cmpf true, %arg0, %arg1 : f32
  return
}

// CHECK-LABEL: func.func @select
// CHECK-NEXT: %{{.*}} = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %{{.*}} = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %{{.*}} = arith.select %arg1, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %{{.*}} = arith.select %arg5, %arg6, %arg6 : tensor<2x3xi1>, tensor<2x3xbf16>
func.func @select(%arg0: i1, %arg1: vector<4xi1>, %arg2: i32, %arg3: i32, %arg4: vector<4xf32>, %arg5: tensor<2x3xi1>, %arg6: tensor<2x3xbf16>) {
  %0 = arith.select %arg0, %arg2, %arg3 : i32
  %1 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
  %2 = arith.select %arg1, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
  %3 = arith.select %arg5, %arg6, %arg6 : tensor<2x3xi1>, tensor<2x3xbf16>
  return
}

// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %{{.*}} = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %{{.*}} = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %{{.*}} = arith.trunci %arg1 : i32 to i1
// CHECK-NEXT: %{{.*}} = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %{{.*}} = arith.extf %arg3 : bf16 to f64
// CHECK-NEXT: %{{.*}} = arith.truncf %arg4 : f32 to bf16
// CHECK-NEXT: %{{.*}} = arith.truncf %arg4 downward : f32 to f16
// CHECK-NEXT: %{{.*}} = arith.truncf %arg4 toward_zero fastmath<fast> : f32 to f8E5M2
// CHECK-NEXT: %{{.*}} = arith.extf %arg2 fastmath<contract> : f16 to f32
// CHECK-NEXT: %{{.*}} = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT: %{{.*}} = arith.uitofp %arg0 : i8 to f16
// CHECK-NEXT: %{{.*}} = arith.fptosi %arg4 : f32 to i64
// CHECK-NEXT: %{{.*}} = arith.fptoui %arg2 : f16 to i8
// CHECK-NEXT: %{{.*}} = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %{{.*}} = arith.index_cast %arg5 : index to i16
// CHECK-NEXT: %{{.*}} = arith.index_castui %arg5 : index to i64
// CHECK-NEXT: %{{.*}} = arith.bitcast %arg4 : f32 to i32
// CHECK-NEXT: %{{.*}} = arith.bitcast %arg2 : f16 to bf16
// CHECK-NEXT: %{{.*}} = arith.truncf %arg4 upward : f32 to f16
// CHECK-NEXT: %{{.*}} = arith.truncf %arg4 to_nearest_away : f32 to f16
// CHECK-NEXT: %{{.*}} = arith.truncf %arg4 to_nearest_even : f32 to f16
func.func @casts(%arg0: i8, %arg1: i32, %arg2: f16, %arg3: bf16, %arg4: f32, %arg5: index) {
  %0 = arith.extsi %arg0 : i8 to i32
  %1 = arith.extui %arg0 : i8 to i64
  %2 = arith.trunci %arg1 : i32 to i1
  %3 = arith.extf %arg2 : f16 to f32
  %4 = arith.extf %arg3 : bf16 to f64
  %5 = arith.truncf %arg4 : f32 to bf16
  %6 = arith.truncf %arg4 downward : f32 to f16
  %7 = arith.truncf %arg4 toward_zero fastmath<fast> : f32 to f8E5M2
  %8 = arith.extf %arg2 fastmath<contract> : f16 to f32
  %9 = arith.sitofp %arg1 : i32 to f32
  %10 = arith.uitofp %arg0 : i8 to f16
  %11 = arith.fptosi %arg4 : f32 to i64
  %12 = arith.fptoui %arg2 : f16 to i8
  %13 = arith.index_cast %arg1 : i32 to index
  %14 = arith.index_cast %arg5 : index to i16
  %15 = arith.index_castui %arg5 : index to i64
  %16 = arith.bitcast %arg4 : f32 to i32
  %17 = arith.bitcast %arg2 : f16 to bf16
  %18 = arith.truncf %arg4 upward : f32 to f16
  %19 = arith.truncf %arg4 to_nearest_away : f32 to f16
  %20 = arith.truncf %arg4 to_nearest_even : f32 to f16
  return
}

// CHECK-LABEL: func.func @shaped_casts
// CHECK-NEXT: %{{.*}} = arith.extsi %arg0 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: %{{.*}} = arith.sitofp %arg0 : vector<4xi8> to vector<4xf32>
// CHECK-NEXT: %{{.*}} = arith.index_cast %arg1 : tensor<?xindex> to tensor<?xi32>
// CHECK-NEXT: %{{.*}} = arith.index_cast %arg2 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %{{.*}} = arith.bitcast %arg2 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: %{{.*}} = arith.truncf %arg3 : tensor<3x?xf64> to tensor<3x?xf32>
func.func @shaped_casts(%arg0: vector<4xi8>, %arg1: tensor<?xindex>, %arg2: memref<4xi32>, %arg3: tensor<3x?xf64>) {
  %0 = arith.extsi %arg0 : vector<4xi8> to vector<4xi32>
  %1 = arith.sitofp %arg0 : vector<4xi8> to vector<4xf32>
  %2 = arith.index_cast %arg1 : tensor<?xindex> to tensor<?xi32>
  %3 = arith.index_cast %arg2 : memref<4xi32> to memref<4xindex>
  %4 = arith.bitcast %arg2 : memref<4xi32> to memref<4xf32>
  %5 = arith.truncf %arg3 : tensor<3x?xf64> to tensor<3x?xf32>
  return
}

// CHECK-LABEL: func.func @scaling
// CHECK-NEXT: %{{.*}} = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT: %{{.*}} = arith.scaling_truncf %arg2, %arg1 : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT: %{{.*}} = arith.scaling_truncf %arg2, %arg1 toward_zero fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT: %{{.*}} = arith.scaling_extf %arg3, %arg4 fastmath<nnan> : vector<4xf8E4M3FN>, vector<4xf8E8M0FNU> to vector<4xbf16>
func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: f32, %arg3: vector<4xf8E4M3FN>, %arg4: vector<4xf8E8M0FNU>) {
  %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %arg2, %arg1 : f32, f8E8M0FNU to f4E2M1FN
  %2 = arith.scaling_truncf %arg2, %arg1 toward_zero fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
  %3 = arith.scaling_extf %arg3, %arg4 fastmath<nnan> : vector<4xf8E4M3FN>, vector<4xf8E8M0FNU> to vector<4xbf16>
  return
}

// CHECK-LABEL: func.func @extended
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg2, %arg2 : vector<4xi64>
func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>) {
  %0:2 = arith.addui_extended %arg0, %arg1 : i32, i1
  %1:2 = arith.addui_extended %arg2, %arg2 : vector<4xi64>, vector<4xi1>
  %2:2 = arith.mulsi_extended %arg0, %arg1 : i32
  %3:2 = arith.mului_extended %arg2, %arg2 : vector<4xi64>
  return
}

// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<5.000000e-01> : tensor<2x2xf64>
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT: %c3_i8 = arith.constant {tag = "x"} 3 : i8
// CHECK-NEXT: %cst_3 = arith.constant -0.000000e+00 : bf16
// CHECK-NEXT: %cst_4 = arith.constant dense<true> : vector<[4]xi1>
func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i64
  %2 = arith.constant true
  %3 = arith.constant false
  %4 = arith.constant 7 : index
  %5 = arith.constant 1.5 : f32
  %6 = arith.constant 0x7FC00000 : f32
  %7 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %8 = arith.constant dense<0.5> : tensor<2x2xf64>
  %9 = arith.constant 65535 : i16
  %10 = arith.constant 170141183460469231731687303715884105727 : i128
  %11 = arith.constant {tag = "x"} 3 : i8
  %12 = arith.constant -0.0 : bf16
  %13 = arith.constant dense<true> : vector<[4]xi1>
  return
}
