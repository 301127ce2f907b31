// RUN: strata-opt %s -split-input-file -verify-diagnostics

// Verifier rejections of the object graph ops.

torch.class_type @A {}
// expected-error @+1 {{'B' does not reference a valid class type}}
%m = torch.nn_module {} : !torch.nn.Module<"B">

// -----

torch.class_type @A {
  torch.attr "x" : !torch.int
}
// expected-error @+1 {{number of 'torch.slot's in a 'torch.nn_module' must match number of 'torch.attr's in the corresponding 'torch.class_type'}}
%m = torch.nn_module {} : !torch.nn.Module<"A">

// -----

torch.class_type @A {
  // expected-note @+1 {{see torch.attr at corresponding index 0 here}}
  torch.attr "x" : !torch.int
}
%f = torch.constant.float 1.0
%m = torch.nn_module {
  // expected-error @+1 {{is expected to match type and name of}}
  torch.slot "x", %f : !torch.float
} : !torch.nn.Module<"A">

// -----

// expected-error @+1 {{has duplicate attr/method with name 'x'}}
torch.class_type @A {
  // expected-note @+1 {{see first conflicting attr/method here}}
  torch.attr "x" : !torch.int
  // expected-note @+1 {{see second conflicting attr/method here}}
  torch.method "x", @m
}
func.func private @m(%self: !torch.nn.Module<"A">) {
  return
}

// -----

torch.class_type @A {
  // expected-error @+1 {{'@missing' does not reference a valid function}}
  torch.method "f", @missing
}

// -----

torch.class_type @A {
  // expected-error @+1 {{'@pub' must reference a private function}}
  torch.method "f", @pub
}
func.func @pub(%self: !torch.nn.Module<"A">) {
  return
}

// -----

torch.class_type @A {
  // expected-error @+1 {{the referenced function 'g' must have a first argument of type '!torch.nn.Module<"A">'}}
  torch.method "f", @g
}
func.func private @g(%x: !torch.int) {
  return
}

// -----

%c = torch.constant.int 0
torch.class_type @A {
  // expected-error @+1 {{'torch.constant.int' op is not allowed inside `torch.class_type`}}
  %d = torch.constant.int 1
}
