// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @case0() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @case1() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui32
  return
}

// -----

func.func @case2() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "x"}> : () -> i32
  return
}

// -----

func.func @case3() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() <{value = "x"}> : () -> none
  return
}

// -----

func.func @case4() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @case5() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @case6(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @case8(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @case9(%a: si32) {
  // expected-error @+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = arith.muli %a, %a : si32
  return
}

// -----

func.func @case10(%a: memref<4xi32>) {
  // expected-error @+1 {{'arith.xori' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = arith.xori %a, %a : memref<4xi32>
  return
}

// -----

func.func @case11(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @case12(%a: index) {
  // expected-error @+1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = arith.maximumf %a, %a : index
  return
}

// -----

func.func @case13(%a: i32) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.negf %a : i32
  return
}

// -----

func.func @case14(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @case15(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @case16(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @case17(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 1 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @case18(%a: f32) {
  // expected-error @+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @case19(%a: i32) {
  // expected-error @+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @case20(%a: tensor<4xf32>) {
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 2 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xi1>
  return
}

// -----

func.func @case21(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @case22(%a: f32) {
  // expected-error @+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf olq, %a, %a : f32
  return
}

// -----

func.func @case23(%c: vector<3xi1>, %a: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xi32>
  return
}

// -----

func.func @case24(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @case25(%c: tensor<4xi1>, %a: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %c, %a, %a : tensor<4xi1>, vector<4xi32>
  return
}

// -----

func.func @case26(%c: i32, %a: f32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @case27(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i8
  return
}

// -----

func.func @case28(%a: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i32 to i32
  return
}

// -----

func.func @case29(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @case30(%a: vector<2xi32>) {
  // expected-error @+1 {{'arith.trunci' op operand type 'vector<2xi32>' and result type 'vector<2xi32>' are cast incompatible}}
  %0 = arith.trunci %a : vector<2xi32> to vector<2xi32>
  return
}

// -----

func.func @case31(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @case32(%a: f16) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %a : f16 to f32
  return
}

// -----

func.func @case33(%a: f16) {
  // expected-error @+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %a : f16 to bf16
  return
}

// -----

func.func @case34(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi32> to vector<3xi64>
  return
}

// -----

func.func @case35(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi32> to i64
  return
}

// -----

func.func @case36(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %a : tensor<4xi32> to vector<4xi64>
  return
}

// -----

func.func @case37(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %a : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

// The tensor dims come first: a tensor's dims against a scalar's none. A 0-d
// tensor has none either, so it fails the shape check after, as upstream's.
func.func @cast_tensor_to_scalar(%a: tensor<i32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %a : tensor<i32> to index
  return
}

// -----

func.func @cast_0d_tensor_to_1d(%a: tensor<index>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %a : tensor<index> to tensor<2xi64>
  return
}

// -----

func.func @cast_1d_tensor_to_scalar(%a: tensor<2xindex>) {
  // expected-error @+1 {{'arith.index_castui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_castui %a : tensor<2xindex> to i64
  return
}

// -----

func.func @cast_vector_to_0d_tensor(%a: vector<1xindex>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %a : vector<1xindex> to tensor<i64>
  return
}

// -----

func.func @case38(%a: f32) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.extsi %a : f32 to i64
  return
}

// -----

func.func @case39(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = arith.extsi %a : i32 to f64
  return
}

// -----

func.func @case40(%a: index) {
  // expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extui %a : index to i64
  return
}

// -----

func.func @case41(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to i64
  return
}

// -----

func.func @case42(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : i32 to index
  return
}

// -----

func.func @case43(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @case44(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @case45(%a: index) {
  // expected-error @+1 {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_castui %a : index to index
  return
}

// -----

func.func @case46(%a: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %a : f32 to f32
  return
}

// -----

func.func @case47(%a: i32) {
  // expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.uitofp %a : i32 to i32
  return
}

// -----

func.func @case48(%a: index) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.sitofp %a : index to f32
  return
}

// -----

func.func @case49(%a: i32) {
  // expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptosi %a : i32 to i32
  return
}

// -----

func.func @case50(%a: f32) {
  // expected-error @+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.fptoui %a : f32 to f32
  return
}

// -----

func.func @case51(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.fptosi %a : f32 to index
  return
}

// -----

func.func @case52(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @case53(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = arith.addui_extended %a, %a : vector<4xi32>, i1
  return
}

// -----

func.func @case54(%a: f32) {
  // expected-error @+1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = arith.mulsi_extended %a, %a : f32
  return
}

// -----

func.func @case55(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @case56(%a: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @case57(%a: f4E2M1FN, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f4E2M1FN', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  return
}

// -----

func.func @case58(%a: f4E2M1FN, %s: vector<2xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, vector<2xf8E8M0FNU> to f32
  return
}
