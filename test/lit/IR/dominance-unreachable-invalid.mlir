// RUN: strata-opt %s -split-input-file -verify-diagnostics -o /dev/null

// A reachable block still needs its operands to dominate their uses.
func.func @reachable_self_reference() {
  %c1 = arith.constant 1 : i64
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %add = arith.addi %add, %c1 : i64
  return
}

// -----

func.func @reachable_loop() {
  cf.br ^loop
^loop:
  %c1 = arith.constant 1 : i64
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %add = arith.addi %add, %c1 : i64
  cf.br ^loop
}

// -----

// Inside an unreachable block, a nested region's own blocks are checked.
func.func @nested_in_unreachable(%c: i1) {
  return
^dead:
  scf.if %c {
    %c1 = arith.constant 1 : i64
    // expected-error @+2 {{operand #0 does not dominate this use}}
    // expected-note @+1 {{operand defined here (op in the same block)}}
    %add = arith.addi %add, %c1 : i64
  }
  cf.br ^dead
}
