// RUN: strata-opt %s -split-input-file -verify-diagnostics -o /dev/null

// test.with_bounds needs all four bounds, each an integer attribute;
// test.reflect_bounds takes an integer or index.
func.func @missing_bound() -> i8 {
  // expected-error @+1 {{requires attribute 'smax'}}
  %v = test.with_bounds { umin = 0 : i8, umax = 12 : i8, smin = 0 : i8 } : i8
  return %v : i8
}

// -----

func.func @float_bound() -> i8 {
  // expected-error @+1 {{attribute 'umin' failed to satisfy constraint: arbitrary integer attribute}}
  %v = test.with_bounds { umin = 0.0 : f32, umax = 12 : i8, smin = 0 : i8, smax = 12 : i8 } : i8
  return %v : i8
}

// -----

func.func @float_reflect(%x: f32) -> f32 {
  // expected-error @+1 {{operand #0 must be signless integer or index, but got 'f32'}}
  %r = test.reflect_bounds %x : f32
  return %r : f32
}
