// RUN: strata-opt %s -split-input-file -verify-diagnostics

// A class type or module body holds only its own ops: a function inside is
// reported as out of place (the container is checked before the function's
// own checks, which would complain of its symbol's parent).
torch.class_type @c {
  // expected-error @+1 {{'func.func' op is not allowed inside `torch.class_type`}}
  func.func @f()
}

// -----

torch.class_type @c {}
%0 = torch.nn_module {
  // expected-error @+1 {{'func.func' op is not allowed inside 'torch.nn_module'}}
  func.func @f()
} : !torch.nn.Module<"c">

// -----

torch.class_type @c {}
%0 = torch.nn_module {
  // expected-error @+1 {{'torch.constant.int' op is not allowed inside 'torch.nn_module'}}
  %1 = torch.constant.int 1
} : !torch.nn.Module<"c">
