// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s

// Elements of a constant tensor of complex integers fold as those of
// complex floats do: an extracted one is a complex.constant of integer
// parts, and from_elements of such constants is a dense constant.

// CHECK-LABEL: func.func @extract_complex_int
// CHECK-NEXT:    %[[C:.*]] = complex.constant [-3 : i16, 7 : i16] : complex<i16>
// CHECK-NEXT:    return %[[C]]
func.func @extract_complex_int() -> complex<i16> {
  %t = arith.constant dense<[(1, 2), (-3, 7)]> : tensor<2xcomplex<i16>>
  %c1 = arith.constant 1 : index
  %0 = tensor.extract %t[%c1] : tensor<2xcomplex<i16>>
  return %0 : complex<i16>
}

// -----

// CHECK-LABEL: func.func @from_elements_complex_int
// CHECK-NEXT:    %[[T:.*]] = arith.constant dense<[(5,-1), (0,4), (5,-1)]> : tensor<3xcomplex<i64>>
// CHECK-NEXT:    return %[[T]]
func.func @from_elements_complex_int() -> tensor<3xcomplex<i64>> {
  %a = arith.constant dense<(5, -1)> : tensor<complex<i64>>
  %b = arith.constant dense<(0, 4)> : tensor<complex<i64>>
  %x = tensor.extract %a[] : tensor<complex<i64>>
  %y = tensor.extract %b[] : tensor<complex<i64>>
  %t = tensor.from_elements %x, %y, %x : tensor<3xcomplex<i64>>
  return %t : tensor<3xcomplex<i64>>
}

// -----

// Unsigned parts keep their high bit as a value, not a sign.
// CHECK-LABEL: func.func @extract_complex_unsigned
// CHECK-NEXT:    %[[C:.*]] = complex.constant [255 : ui8, 1 : ui8] : complex<ui8>
// CHECK-NEXT:    return %[[C]]
func.func @extract_complex_unsigned() -> complex<ui8> {
  %t = arith.constant dense<(255, 1)> : tensor<complex<ui8>>
  %0 = tensor.extract %t[] : tensor<complex<ui8>>
  return %0 : complex<ui8>
}

// -----

// An index that is not constant leaves the extract.
// CHECK-LABEL: func.func @extract_complex_int_dynamic
// CHECK:         %[[E:.*]] = tensor.extract
// CHECK-NEXT:    return %[[E]]
func.func @extract_complex_int_dynamic(%i: index) -> complex<i32> {
  %t = arith.constant dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>
  %0 = tensor.extract %t[%i] : tensor<2xcomplex<i32>>
  return %0 : complex<i32>
}
