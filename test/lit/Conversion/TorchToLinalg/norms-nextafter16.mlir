// nextafter on f16 steps the 16-bit pattern, as PyTorch's c10::nextafter
// does for Half and BFloat16: the special values run through the
// lowered loops, and the differential check compares the loops with the
// interpreter's torch-level semantics (which step the same pattern).
// RUN: strata-opt %s --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' | strata-run - --entry nextafter_f16_specials --exact | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -o /dev/null

// NaN, -0 and 0 toward both signs, equal operands, the largest finite
// value toward inf, the smallest subnormal toward 0, -2 toward 0 (a
// power of two: half the step), 1 toward 2.
// CHECK: [ nan, 5.960464477539063e-08, -5.960464477539063e-08, 1, inf, 0, -1.9990234375, 1.0009765625]
func.func @nextafter_f16_specials() -> !torch.vtensor<[8],f16> {
  %a = torch.vtensor.literal(dense<[0x7E00, 0x8000, 0.0, 1.0, 65504.0, 0x0001, -2.0, 1.0]> : tensor<8xf16>) : !torch.vtensor<[8],f16>
  %b = torch.vtensor.literal(dense<[1.0, 1.0, -1.0, 1.0, 0x7C00, 0.0, 0.0, 2.0]> : tensor<8xf16>) : !torch.vtensor<[8],f16>
  %0 = torch.aten.nextafter %a, %b : !torch.vtensor<[8],f16>, !torch.vtensor<[8],f16> -> !torch.vtensor<[8],f16>
  return %0 : !torch.vtensor<[8],f16>
}
