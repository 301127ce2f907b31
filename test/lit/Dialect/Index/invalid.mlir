// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @casts_between_integers(%a: i32) -> i64 {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return %0 : i64
}

// -----

func.func @castu_index_to_index(%a: index) -> index {
  // expected-error @+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return %0 : index
}

// -----

func.func @unknown_predicate(%a: index) -> i1 {
  // expected-error @+1 {{expected one of [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge] for an index comparison predicate, got: lt}}
  %0 = index.cmp lt(%a, %a)
  return %0 : i1
}

// -----

func.func @bool_constant_not_a_bool() -> i1 {
  // expected-error @+1 {{expected true or false, got: yes}}
  %0 = index.bool.constant yes
  return %0 : i1
}

// -----

// expected-note @+1 {{prior use here}}
func.func @operand_not_index(%a: i64) -> index {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'index' vs 'i64'}}
  %0 = index.add %a, %a
  return %0 : index
}
