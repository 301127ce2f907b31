// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// TorchScript's object graph as Torch-MLIR's importer writes it: class
// types, module instances and their slots, and the ops that reach them
// through a !torch.nn.Module value.

// CHECK-LABEL: func.func private @forward(
// CHECK-SAME: %[[SELF:.*]]: !torch.nn.Module<"Net">, %[[X:.*]]: !torch.int) -> !torch.int
// CHECK: %[[S:.*]] = torch.prim.GetAttr %[[SELF]]["scale"] : !torch.nn.Module<"Net"> -> !torch.int
// CHECK: torch.prim.SetAttr %[[SELF]]["scale"] = %[[X]] : !torch.nn.Module<"Net">, !torch.int
// CHECK: torch.prim.CallMethod %[[SELF]]["forward"] (%[[S]]) : !torch.nn.Module<"Net">, (!torch.int) -> !torch.int
// GENERIC: "torch.prim.GetAttr"(%{{.*}}) <{name = "scale"}> : (!torch.nn.Module<"Net">) -> !torch.int
func.func private @forward(%self: !torch.nn.Module<"Net">, %x: !torch.int) -> !torch.int {
  %s = torch.prim.GetAttr %self["scale"] : !torch.nn.Module<"Net"> -> !torch.int
  torch.prim.SetAttr %self["scale"] = %x : !torch.nn.Module<"Net">, !torch.int
  %r = torch.prim.CallMethod %self["forward"] (%s) : !torch.nn.Module<"Net">, (!torch.int) -> !torch.int
  return %r : !torch.int
}

// CHECK: torch.class_type @Leaf {
// CHECK-NEXT: }
torch.class_type @Leaf {}

// CHECK:      torch.class_type @Net {
// CHECK-NEXT:   torch.attr private "scale" : !torch.int
// CHECK-NEXT:   torch.attr "leaf" : !torch.nn.Module<"Leaf">
// CHECK-NEXT:   torch.method "forward", @forward
// CHECK-NEXT: }
// GENERIC: "torch.attr"() <{isPrivate, name = "scale", type = !torch.int}> : () -> ()
// GENERIC: "torch.class_type_terminator"() : () -> ()
torch.class_type @Net {
  torch.attr private "scale" : !torch.int
  torch.attr "leaf" : !torch.nn.Module<"Leaf">
  torch.method "forward", @forward
}

// CHECK: %[[LEAF:.*]] = torch.nn_module {
// CHECK-NEXT: } : !torch.nn.Module<"Leaf">
// CHECK:      torch.nn_module {
// CHECK-NEXT:   torch.slot "scale", %{{.*}} : !torch.int
// CHECK-NEXT:   torch.slot "leaf", %[[LEAF]] : !torch.nn.Module<"Leaf">
// CHECK-NEXT: } : !torch.nn.Module<"Net">
// GENERIC: "torch.nn_module_terminator"() : () -> ()
%leaf = torch.nn_module {} : !torch.nn.Module<"Leaf">
%int3 = torch.constant.int 3
torch.nn_module {
  torch.slot "scale", %int3 : !torch.int
  torch.slot "leaf", %leaf : !torch.nn.Module<"Leaf">
} : !torch.nn.Module<"Net">
