// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// torch.prim.DictConstruct, torch.constant.number, torch.prim.tolist and
// torch.prim.CreateObject.

// CHECK-LABEL: func.func @dict_and_number(
// CHECK: torch.prim.DictConstruct keys(%{{.*}} : !torch.str) values(%{{.*}} : !torch.int) -> !torch.dict<str, int>
// CHECK: torch.prim.DictConstruct keys() values() -> !torch.dict<str, int>
// CHECK: torch.constant.number 3
// CHECK: torch.constant.number 5.000000e-01
func.func @dict_and_number(%k: !torch.str, %v: !torch.int) -> (!torch.dict<str, int>, !torch.dict<str, int>, !torch.number, !torch.number) {
  %0 = torch.prim.DictConstruct keys(%k : !torch.str) values(%v : !torch.int) -> !torch.dict<str, int>
  %1 = torch.prim.DictConstruct keys() values() -> !torch.dict<str, int>
  %2 = torch.constant.number 3
  %3 = torch.constant.number 0.5
  return %0, %1, %2, %3 : !torch.dict<str, int>, !torch.dict<str, int>, !torch.number, !torch.number
}

// CHECK-LABEL: func.func private @tolist_create_object(
// CHECK: torch.prim.tolist(%{{.*}}) : !torch.vtensor<[2],si64> -> !torch.list<int>
// CHECK: torch.prim.CreateObject !torch.nn.Module<"Obj">
func.func private @tolist_create_object(%t: !torch.vtensor<[2],si64>) -> (!torch.list<int>, !torch.nn.Module<"Obj">) {
  %0 = torch.prim.tolist(%t) : !torch.vtensor<[2],si64> -> !torch.list<int>
  %1 = torch.prim.CreateObject !torch.nn.Module<"Obj">
  return %0, %1 : !torch.list<int>, !torch.nn.Module<"Obj">
}
