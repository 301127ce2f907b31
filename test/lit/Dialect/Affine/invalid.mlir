// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %a = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %a = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'affine.max' op affine map expect at least one result}}
  %a = affine.max affine_map<(d0) -> ()>(%i)
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %a:3 = affine.delinearize_index %i into (4) : index, index, index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %a:2 = affine.delinearize_index %i into (0, 4) : index, index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %a = affine.linearize_index [%i, %i, %i] by (4) : index
  return
}
