// RUN: strata-opt %s --gpu-async-region | FileCheck %s
// RUN: strata-opt %s --gpu-async-region --gpu-async-region | FileCheck %s

// gpu-async-region, checked against the output of
// `mlir-opt-22 --gpu-async-region` on this file (the same up to SSA names).
// A second run changes nothing, as upstream's.

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<?xf32>) kernel { gpu.return }
  }
  func.func private @ext(memref<?xf32>)

  // A chain of launches from one `gpu.wait async`; the host waits before the
  // store (which may touch what the kernels write) and before the return.
  // Pure ops (the constant) do not end the chain.
  // CHECK-LABEL: func.func @launches(
  // CHECK-SAME: %[[M:.*]]: memref<?xf32>)
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: %[[CST:.*]] = arith.constant 2.0
  // CHECK-NEXT: %[[T2:.*]] = gpu.launch_func async [%[[T1]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[T2]]]
  // CHECK-NEXT: memref.store %[[CST]], %[[M]][%[[C1]]]
  // CHECK-NEXT: %[[T3:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T4:.*]] = gpu.launch_func async [%[[T3]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[T4]]]
  // CHECK-NEXT: return
  func.func @launches(%m: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    %x = arith.constant 2.0 : f32
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    memref.store %x, %m[%c1] : memref<?xf32>
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    return
  }


  // Allocation, copies, memset and frees in one chain; gpu.alloc's token is
  // its second result.
  // CHECK-LABEL: func.func @copies(
  // CHECK-SAME: %[[H:.*]]: memref<4xf32>, %[[N:.*]]: index)
  // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[D:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] () : memref<4xf32>
  // CHECK-NEXT: %[[E:.*]], %[[T2:.*]] = gpu.alloc async [%[[T1]]] (%[[N]]) : memref<?xf32>
  // CHECK-NEXT: %[[T3:.*]] = gpu.memcpy async [%[[T2]]] %[[D]], %[[H]] : memref<4xf32>, memref<4xf32>
  // CHECK-NEXT: %[[F:.*]] = arith.constant 1.0
  // CHECK-NEXT: %[[T4:.*]] = gpu.memset async [%[[T3]]] %[[D]], %[[F]] : memref<4xf32>, f32
  // CHECK-NEXT: %[[T5:.*]] = gpu.memcpy async [%[[T4]]] %[[H]], %[[D]] : memref<4xf32>, memref<4xf32>
  // CHECK-NEXT: %[[T6:.*]] = gpu.dealloc async [%[[T5]]] %[[D]] : memref<4xf32>
  // CHECK-NEXT: %[[T7:.*]] = gpu.dealloc async [%[[T6]]] %[[E]] : memref<?xf32>
  // CHECK-NEXT: gpu.wait [%[[T7]]]
  // CHECK-NEXT: %[[V:.*]] = memref.load %[[H]][%[[C0]]]
  // CHECK-NEXT: return %[[V]] : f32
  func.func @copies(%h: memref<4xf32>, %n: index) -> f32 {
    %c0 = arith.constant 0 : index
    %d = gpu.alloc () : memref<4xf32>
    %e = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %d, %h : memref<4xf32>, memref<4xf32>
    %f = arith.constant 1.0 : f32
    gpu.memset %d, %f : memref<4xf32>, f32
    gpu.memcpy %h, %d : memref<4xf32>, memref<4xf32>
    gpu.dealloc %d : memref<4xf32>
    gpu.dealloc %e : memref<?xf32>
    %v = memref.load %h[%c0] : memref<4xf32>
    return %v : f32
  }


  // No token crosses a block boundary: blocks are rewritten innermost first,
  // each region's chain ends with a wait before its terminator, and an op
  // holding gpu work (an scf.for, scf.if, scf.execute_region), a call or a
  // branch ends the enclosing chain first. A loop free of memory effects
  // does not.
  // CHECK-LABEL: func.func @regions(
  // CHECK-SAME: %[[M:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[B:.*]]: i1)
  // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: arith.addi
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[T2:.*]] = gpu.launch_func async [%[[T1]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[T2]]]
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: %[[L0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[L1:.*]] = gpu.launch_func async [%[[L0]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: %[[L2:.*]] = gpu.launch_func async [%[[L1]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[L2]]]
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R:.*]] = scf.if %[[B]] -> (index) {
  // CHECK-NEXT: %[[I0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[I1:.*]] = gpu.launch_func async [%[[I0]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[I1]]]
  // CHECK-NEXT: scf.yield %[[C1]] : index
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[C0]] : index
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[X:.*]] = scf.execute_region -> index {
  // CHECK-NEXT: %[[X0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[X1:.*]] = gpu.launch_func async [%[[X0]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[X1]]]
  // CHECK-NEXT: scf.yield %[[R]] : index
  // CHECK-NEXT: }
  // CHECK-NEXT: call @ext(%[[M]])
  // CHECK-NEXT: %[[T3:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T4:.*]] = gpu.launch_func async [%[[T3]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[T4]]]
  // CHECK-NEXT: cf.br ^bb1
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT: %[[T5:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T6:.*]] = gpu.launch_func async [%[[T5]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[T6]]]
  // CHECK-NEXT: return %[[X]] : index
  func.func @regions(%m: memref<?xf32>, %n: index, %b: i1) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> index {
      %a1 = arith.addi %a, %i : index
      scf.yield %a1 : index
    }
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    scf.for %i = %c0 to %n step %c1 {
      gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
      gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    }
    %r = scf.if %b -> index {
      gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
      scf.yield %c1 : index
    } else {
      scf.yield %c0 : index
    }
    %e = scf.execute_region -> index {
      gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
      scf.yield %r : index
    }
    func.call @ext(%m) : (memref<?xf32>) -> ()
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    cf.br ^bb1
  ^bb1:
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    return %e : index
  }


  // Async ops keep their token and get the current one as a first
  // dependency (unless they have it); existing waits do too, an async one
  // continues the chain and a synchronous one ends it.
  // CHECK-LABEL: func.func @already_async(
  // CHECK-SAME: %[[M:.*]]: memref<?xf32>, %[[T:.*]]: !gpu.async.token)
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]], %[[T]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: %[[T2:.*]] = gpu.launch_func async [%[[T1]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[T2]], %[[T1]]]
  // CHECK-NEXT: %[[W:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T3:.*]] = gpu.launch_func async [%[[W]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: %[[T4:.*]] = gpu.launch_func async [%[[T3]], %[[W]]] @k::@f blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[M]] : memref<?xf32>)
  // CHECK-NEXT: gpu.wait [%[[T3]], %[[T4]]]
  // CHECK-NEXT: gpu.wait{{ ?$}}
  // CHECK-NEXT: return
  func.func @already_async(%m: memref<?xf32>, %t: !gpu.async.token) {
    %c1 = arith.constant 1 : index
    %t1 = gpu.launch_func async [%t] @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    gpu.wait [%t1]
    %t2 = gpu.wait async
    %t3 = gpu.launch_func async [%t2] @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    %t4 = gpu.launch_func async [%t2] @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    gpu.wait [%t3, %t4]
    gpu.wait
    return
  }


  // A function without gpu ops is unchanged.
  // CHECK-LABEL: func.func @no_gpu(
  // CHECK-SAME: %[[A:.*]]: index, %[[M:.*]]: memref<?xf32>)
  // CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[A]] : index
  // CHECK-NEXT: call @ext(%[[M]])
  // CHECK-NEXT: return %[[S]] : index
  func.func @no_gpu(%a: index, %m: memref<?xf32>) -> index {
    %b = arith.addi %a, %a : index
    func.call @ext(%m) : (memref<?xf32>) -> ()
    return %b : index
  }
}
