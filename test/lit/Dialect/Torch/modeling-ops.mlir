// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Torch-MLIR's modeling ops, declared on demand: global slots and their
// initializer, shape and dtype calculations, overwrite, promote_dtypes and
// runtime.assert, in Torch-MLIR's syntax.

// CHECK: torch.global_slot "private" @weight : !torch.tensor
// GENERIC: "torch.global_slot"() <{sym_name = "weight", sym_visibility = "private", typeBound = !torch.tensor}> : () -> ()
torch.global_slot "private" @weight : !torch.tensor
// CHECK: torch.global_slot @count : !torch.int
torch.global_slot @count : !torch.int
// CHECK: torch.global_slot @maybe : !torch.optional<int>
torch.global_slot @maybe : !torch.optional<int>

// CHECK:      torch.global_slot.module_initializer {
// CHECK-NEXT:   %[[T:.*]] = torch.tensor.literal(dense<1.000000e+00> : tensor<2xf32>) : !torch.tensor
// CHECK-NEXT:   %[[I:.*]] = torch.constant.int 3
// CHECK-NEXT:   %[[N:.*]] = torch.constant.none
// CHECK-NEXT:   torch.initialize.global_slots [
// CHECK-NEXT:     @weight(%[[T]] : !torch.tensor)
// CHECK-NEXT:     @count(%[[I]] : !torch.int)
// CHECK-NEXT:     @maybe(%[[N]] : !torch.none)
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// GENERIC: "torch.initialize.global_slots"(%{{.*}}, %{{.*}}, %{{.*}}) <{slotSymNames = [@weight, @count, @maybe]}> : (!torch.tensor, !torch.int, !torch.none) -> ()
torch.global_slot.module_initializer {
  %0 = torch.tensor.literal(dense<1.0> : tensor<2xf32>) : !torch.tensor
  %1 = torch.constant.int 3
  %2 = torch.constant.none
  torch.initialize.global_slots [
    @weight(%0 : !torch.tensor)
    @count(%1 : !torch.int)
    @maybe(%2 : !torch.none)
  ]
}

// CHECK-LABEL: func.func @slots
func.func @slots(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  // CHECK: %[[W:.*]] = torch.global_slot.get @weight : !torch.tensor
  %0 = torch.global_slot.get @weight : !torch.tensor
  // CHECK: %[[C:.*]] = torch.copy.to_tensor %arg0 : !torch.tensor<[2],f32>
  %1 = torch.copy.to_tensor %arg0 : !torch.tensor<[2],f32>
  // CHECK: torch.overwrite.tensor.contents %arg0 overwrites %[[C]] : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  // GENERIC: "torch.overwrite.tensor.contents"(%{{.*}}, %{{.*}}) : (!torch.vtensor<[2],f32>, !torch.tensor<[2],f32>) -> ()
  torch.overwrite.tensor.contents %arg0 overwrites %1 : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  // CHECK: %[[E:.*]] = torch.tensor_static_info_cast %[[C]] : !torch.tensor<[2],f32> to !torch.tensor
  %2 = torch.tensor_static_info_cast %1 : !torch.tensor<[2],f32> to !torch.tensor
  // CHECK: torch.global_slot.set @weight = %[[E]] : !torch.tensor
  // GENERIC: "torch.global_slot.set"(%{{.*}}) <{slot = @weight}> : (!torch.tensor) -> ()
  torch.global_slot.set @weight = %2 : !torch.tensor
  // CHECK: %[[V:.*]] = torch.copy.to_vtensor %[[C]] : !torch.vtensor<[2],f32>
  %3 = torch.copy.to_vtensor %1 : !torch.vtensor<[2],f32>
  return %3 : !torch.vtensor<[2],f32>
}

// CHECK-LABEL: func.func @shape_calculation
// CHECK:      %[[R:.*]] = torch.shape.calculate {
// CHECK-NEXT:   %[[T:.*]] = torch.aten.tanh %arg0 : !torch.vtensor -> !torch.vtensor
// CHECK-NEXT:   torch.shape.calculate.yield %[[T]] : !torch.vtensor
// CHECK-NEXT: } shapes {
// CHECK-NEXT:   %[[S:.*]] = torch.aten.size %arg0 : !torch.vtensor -> !torch.list<int>
// CHECK-NEXT:   torch.shape.calculate.yield.shapes %[[S]] : !torch.list<int>
// CHECK-NEXT: } : !torch.vtensor
// GENERIC: "torch.shape.calculate"() ({
func.func @shape_calculation(%arg0: !torch.vtensor) -> !torch.vtensor {
  %0 = torch.shape.calculate {
    %1 = torch.aten.tanh %arg0 : !torch.vtensor -> !torch.vtensor
    torch.shape.calculate.yield %1 : !torch.vtensor
  } shapes {
    %1 = torch.aten.size %arg0 : !torch.vtensor -> !torch.list<int>
    torch.shape.calculate.yield.shapes %1 : !torch.list<int>
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// Two results, and a calculation that asserts before it yields.
// CHECK-LABEL: func.func @shape_calculation_two
// CHECK: %[[R:.*]]:2 = torch.shape.calculate {
// CHECK:   torch.shape.calculate.yield %{{.*}}, %{{.*}} : !torch.vtensor, !torch.vtensor
// CHECK: } shapes {
// CHECK:   torch.runtime.assert %{{.*}}, "ranks differ"
// CHECK:   torch.shape.calculate.yield.shapes %{{.*}}, %{{.*}} : !torch.list<int>, !torch.list<int>
// CHECK: } : !torch.vtensor, !torch.vtensor
func.func @shape_calculation_two(%arg0: !torch.vtensor, %arg1: !torch.vtensor) -> !torch.vtensor {
  %0:2 = torch.shape.calculate {
    torch.shape.calculate.yield %arg0, %arg1 : !torch.vtensor, !torch.vtensor
  } shapes {
    %1 = torch.aten.size %arg0 : !torch.vtensor -> !torch.list<int>
    %2 = torch.aten.size %arg1 : !torch.vtensor -> !torch.list<int>
    %3 = torch.aten.dim %arg0 : !torch.vtensor -> !torch.int
    %4 = torch.aten.dim %arg1 : !torch.vtensor -> !torch.int
    %5 = torch.aten.eq.int %3, %4 : !torch.int, !torch.int -> !torch.bool
    torch.runtime.assert %5, "ranks differ"
    torch.shape.calculate.yield.shapes %1, %2 : !torch.list<int>, !torch.list<int>
  } : !torch.vtensor, !torch.vtensor
  return %0#1 : !torch.vtensor
}

// CHECK-LABEL: func.func @dtype_calculation
// CHECK:      %[[R:.*]] = torch.dtype.calculate {
// CHECK-NEXT:   %[[T:.*]] = torch.aten.tanh %arg0 : !torch.vtensor -> !torch.vtensor
// CHECK-NEXT:   torch.dtype.calculate.yield %[[T]] : !torch.vtensor
// CHECK-NEXT: } dtypes {
// CHECK-NEXT:   %[[D:.*]] = torch.promote_dtypes %arg1, %arg2 : (!torch.list<optional<int>>, !torch.list<int>) -> !torch.int
// CHECK-NEXT:   torch.dtype.calculate.yield.dtypes %[[D]] : !torch.int
// CHECK-NEXT: } : !torch.vtensor
// GENERIC: "torch.dtype.calculate.yield.dtypes"(%{{.*}}) : (!torch.int) -> ()
func.func @dtype_calculation(%arg0: !torch.vtensor, %ranks: !torch.list<optional<int>>, %dtypes: !torch.list<int>) -> !torch.vtensor {
  %0 = torch.dtype.calculate {
    %1 = torch.aten.tanh %arg0 : !torch.vtensor -> !torch.vtensor
    torch.dtype.calculate.yield %1 : !torch.vtensor
  } dtypes {
    %2 = torch.promote_dtypes %ranks, %dtypes : (!torch.list<optional<int>>, !torch.list<int>) -> !torch.int
    torch.dtype.calculate.yield.dtypes %2 : !torch.int
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// A calculation with no results.
// CHECK-LABEL: func.func @no_results
// CHECK:      torch.dtype.calculate {
// CHECK-NEXT:   torch.dtype.calculate.yield{{$}}
// CHECK-NEXT: } dtypes {
// CHECK-NEXT:   torch.dtype.calculate.yield.dtypes{{$}}
// CHECK-NEXT: } :{{ ?$}}
func.func @no_results() {
  torch.dtype.calculate {
    torch.dtype.calculate.yield
  } dtypes {
    torch.dtype.calculate.yield.dtypes
  } :
  return
}

// CHECK-LABEL: func.func @runtime_assert
// CHECK: torch.runtime.assert %arg0, "x must be positive" {note = 1 : i64}
// GENERIC: "torch.runtime.assert"(%{{.*}}) <{message = "x must be positive"}> {note = 1 : i64} : (!torch.bool) -> ()
func.func @runtime_assert(%arg0: !torch.bool) {
  torch.runtime.assert %arg0, "x must be positive" {note = 1}
  return
}
