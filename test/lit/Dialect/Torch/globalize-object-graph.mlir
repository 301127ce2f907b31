// RUN: strata-opt %s --torch-globalize-object-graph -split-input-file -verify-diagnostics | FileCheck %s

// A model with a submodule: slots become global slots named by their path
// (private when the attr is), initialized in the module initializer; the
// public method becomes a public function without the module argument;
// GetAttr/SetAttr of slots read and write the globals, the submodule is
// resolved, CallMethod calls its monomorphized method, and a function
// without module arguments stays.
// CHECK-LABEL: torch.global_slot.module_initializer {
// CHECK:         %[[T:.*]] = torch.tensor.literal(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : !torch.tensor<[2],f32>
// CHECK:         %[[S:.*]] = torch.constant.float 5.000000e-01
// CHECK:         %[[N:.*]] = torch.constant.int 0
// CHECK:         torch.initialize.global_slots [
// CHECK-NEXT:      @w(%[[T]] : !torch.tensor<[2],f32>)
// CHECK-NEXT:      @act.slope(%[[S]] : !torch.float)
// CHECK-NEXT:      @calls(%[[N]] : !torch.int)
// CHECK-NEXT:    ]
// CHECK:       torch.global_slot @w : !torch.tensor
// CHECK:       torch.global_slot @act.slope : !torch.float
// CHECK:       torch.global_slot "private" @calls : !torch.int
// CHECK-LABEL: func.func @forward(
// CHECK-SAME:      %[[X:.*]]: !torch.tensor) -> !torch.tensor {
// CHECK:         %[[C:.*]] = torch.global_slot.get @calls : !torch.int
// CHECK:         %[[C1:.*]] = call @inc(%[[C]]) : (!torch.int) -> !torch.int
// CHECK:         torch.global_slot.set @calls = %[[C1]] : !torch.int
// CHECK:         %[[W:.*]] = torch.global_slot.get @w : !torch.tensor
// CHECK:         %[[Y:.*]] = torch.aten.mul.Tensor %[[X]], %[[W]]
// CHECK:         %[[R:.*]] = call @act.forward(%[[Y]]) : (!torch.tensor) -> !torch.tensor
// CHECK:         return %[[R]] : !torch.tensor
// CHECK-LABEL: func.func private @act.forward(
// CHECK:         torch.global_slot.get @act.slope : !torch.float
// CHECK-NOT:   torch.class_type
// CHECK-NOT:   torch.nn_module
torch.class_type @Act {
  torch.attr "slope" : !torch.float
  torch.method private "forward", @Act.forward
}
torch.class_type @Net {
  torch.attr "w" : !torch.tensor
  torch.attr "act" : !torch.nn.Module<"Act">
  torch.attr private "calls" : !torch.int
  torch.method "forward", @Net.forward
}
func.func private @inc(%n: !torch.int) -> !torch.int {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.int %n, %int1 : !torch.int, !torch.int -> !torch.int
  return %0 : !torch.int
}
func.func private @Net.forward(%self: !torch.nn.Module<"Net">, %x: !torch.tensor) -> !torch.tensor {
  %c = torch.prim.GetAttr %self["calls"] : !torch.nn.Module<"Net"> -> !torch.int
  %c1 = call @inc(%c) : (!torch.int) -> !torch.int
  torch.prim.SetAttr %self["calls"] = %c1 : !torch.nn.Module<"Net">, !torch.int
  %w = torch.prim.GetAttr %self["w"] : !torch.nn.Module<"Net"> -> !torch.tensor
  %y = torch.aten.mul.Tensor %x, %w : !torch.tensor, !torch.tensor -> !torch.tensor
  %act = torch.prim.GetAttr %self["act"] : !torch.nn.Module<"Net"> -> !torch.nn.Module<"Act">
  %r = torch.prim.CallMethod %act["forward"] (%y) : !torch.nn.Module<"Act">, (!torch.tensor) -> !torch.tensor
  return %r : !torch.tensor
}
func.func private @Act.forward(%self: !torch.nn.Module<"Act">, %x: !torch.tensor) -> !torch.tensor {
  %s = torch.prim.GetAttr %self["slope"] : !torch.nn.Module<"Act"> -> !torch.float
  %r = torch.aten.leaky_relu %x, %s : !torch.tensor, !torch.float -> !torch.tensor
  return %r : !torch.tensor
}
%t = torch.tensor.literal(dense<[1.0, 2.0]> : tensor<2xf32>) : !torch.tensor<[2],f32>
%slope = torch.constant.float 0.5
%act = torch.nn_module {
  torch.slot "slope", %slope : !torch.float
} : !torch.nn.Module<"Act">
%zero = torch.constant.int 0
torch.nn_module {
  torch.slot "w", %t : !torch.tensor<[2],f32>
  torch.slot "act", %act : !torch.nn.Module<"Act">
  torch.slot "calls", %zero : !torch.int
} : !torch.nn.Module<"Net">

// -----

// One function, two instances: a private method is monomorphized per
// instance; a free function taking modules gets a `$N` suffix per set of
// instances. An empty module makes no initializer.
// CHECK-NOT:   torch.global_slot.module_initializer
// CHECK-DAG:   func.func private @a.step()
// CHECK-DAG:   func.func private @b.step()
// CHECK-LABEL: func.func private @both$0() {
// CHECK:         call @a.step() : () -> ()
// CHECK:         call @b.step() : () -> ()
// CHECK-LABEL: func.func private @both$1() {
// CHECK:         call @b.step() : () -> ()
// CHECK:         call @a.step() : () -> ()
// CHECK-LABEL: func.func @run() {
// CHECK:         call @both$0() : () -> ()
// CHECK:         call @both$1() : () -> ()
torch.class_type @Leaf {
  torch.method private "step", @Leaf.step
}
torch.class_type @Top {
  torch.attr "a" : !torch.nn.Module<"Leaf">
  torch.attr "b" : !torch.nn.Module<"Leaf">
  torch.method "run", @Top.run
}
func.func private @Leaf.step(%self: !torch.nn.Module<"Leaf">) {
  return
}
func.func private @both(%x: !torch.nn.Module<"Leaf">, %y: !torch.nn.Module<"Leaf">) {
  call @Leaf.step(%x) : (!torch.nn.Module<"Leaf">) -> ()
  call @Leaf.step(%y) : (!torch.nn.Module<"Leaf">) -> ()
  return
}
func.func private @Top.run(%self: !torch.nn.Module<"Top">) {
  %a = torch.prim.GetAttr %self["a"] : !torch.nn.Module<"Top"> -> !torch.nn.Module<"Leaf">
  %b = torch.prim.GetAttr %self["b"] : !torch.nn.Module<"Top"> -> !torch.nn.Module<"Leaf">
  call @both(%a, %b) : (!torch.nn.Module<"Leaf">, !torch.nn.Module<"Leaf">) -> ()
  call @both(%b, %a) : (!torch.nn.Module<"Leaf">, !torch.nn.Module<"Leaf">) -> ()
  return
}
%a = torch.nn_module {} : !torch.nn.Module<"Leaf">
%b = torch.nn_module {} : !torch.nn.Module<"Leaf">
torch.nn_module {
  torch.slot "a", %a : !torch.nn.Module<"Leaf">
  torch.slot "b", %b : !torch.nn.Module<"Leaf">
} : !torch.nn.Module<"Top">

// -----

// Rejected: two root modules.
torch.class_type @A {}
// expected-note @+1 {{see other root module here}}
torch.nn_module {} : !torch.nn.Module<"A">
// expected-error @+1 {{found more than one root module (module that is not a child of any other module)}}
torch.nn_module {} : !torch.nn.Module<"A">

// -----

// Rejected: a module used as a value (returned).
torch.class_type @M {
  torch.method "me", @M.me
}
func.func private @M.me(%self: !torch.nn.Module<"M">) -> !torch.nn.Module<"M"> {
  // expected-error @+1 {{unsupported use of a torch.nn.Module. Expected only method calls or attribute get/set}}
  return %self : !torch.nn.Module<"M">
}
torch.nn_module {} : !torch.nn.Module<"M">

// -----

// Rejected: a public method's function needed for two instances.
torch.class_type @L {
  // expected-error @+1 {{public function with multiple monomorphizations}}
  torch.method "f", @L.f
}
torch.class_type @T {
  torch.attr "x" : !torch.nn.Module<"L">
  torch.attr "y" : !torch.nn.Module<"L">
}
func.func private @L.f(%self: !torch.nn.Module<"L">) {
  return
}
%x = torch.nn_module {} : !torch.nn.Module<"L">
%y = torch.nn_module {} : !torch.nn.Module<"L">
torch.nn_module {
  torch.slot "x", %x : !torch.nn.Module<"L">
  torch.slot "y", %y : !torch.nn.Module<"L">
} : !torch.nn.Module<"T">
