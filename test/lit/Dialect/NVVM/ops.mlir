// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s -mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK: module attributes {nvvm.targets = [#nvvm.target<chip = "sm_90">, #nvvm.target<O = 3, chip = "sm_80", features = "+ptx78">, #nvvm.target, #nvvm.target<triple = "nvptx-nvidia-cuda", flags = {fast}, link = ["a.bc"]>]}
module attributes {nvvm.targets = [#nvvm.target<chip = "sm_90">,
    #nvvm.target<O = 3, triple = "nvptx64-nvidia-cuda", chip = "sm_80", features = "+ptx78">,
    #nvvm.target<O = 2, chip = "sm_50">,
    #nvvm.target<link = ["a.bc"], triple = "nvptx-nvidia-cuda", flags = {fast}>]} {

// CHECK-LABEL: func.func @sregs
func.func @sregs() -> i32 {
  // CHECK: nvvm.read.ptx.sreg.tid.x : i32
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK: nvvm.read.ptx.sreg.tid.y : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  // CHECK: nvvm.read.ptx.sreg.tid.z : i32
  %2 = nvvm.read.ptx.sreg.tid.z : i32
  // CHECK: nvvm.read.ptx.sreg.ntid.x : i32
  %3 = nvvm.read.ptx.sreg.ntid.x : i32
  // CHECK: nvvm.read.ptx.sreg.ntid.y : i32
  %4 = nvvm.read.ptx.sreg.ntid.y : i32
  // CHECK: nvvm.read.ptx.sreg.ntid.z : i32
  %5 = nvvm.read.ptx.sreg.ntid.z : i32
  // CHECK: nvvm.read.ptx.sreg.ctaid.x : i32
  %6 = nvvm.read.ptx.sreg.ctaid.x : i32
  // CHECK: nvvm.read.ptx.sreg.ctaid.y : i32
  %7 = nvvm.read.ptx.sreg.ctaid.y : i32
  // CHECK: nvvm.read.ptx.sreg.ctaid.z : i32
  %8 = nvvm.read.ptx.sreg.ctaid.z : i32
  // CHECK: nvvm.read.ptx.sreg.nctaid.x : i32
  %9 = nvvm.read.ptx.sreg.nctaid.x : i32
  // CHECK: nvvm.read.ptx.sreg.nctaid.y : i32
  %10 = nvvm.read.ptx.sreg.nctaid.y : i32
  // CHECK: nvvm.read.ptx.sreg.nctaid.z : i32
  %11 = nvvm.read.ptx.sreg.nctaid.z : i32
  // CHECK: nvvm.read.ptx.sreg.laneid : i32
  %12 = nvvm.read.ptx.sreg.laneid : i32
  // CHECK: nvvm.read.ptx.sreg.warpsize : i32
  %13 = nvvm.read.ptx.sreg.warpsize : i32
  // CHECK: nvvm.read.ptx.sreg.tid.x : i64
  %14 = nvvm.read.ptx.sreg.tid.x : i64
  return %0 : i32
}

// CHECK-LABEL: func.func @sync
func.func @sync(%id: i32, %n: i32) {
  // CHECK: nvvm.barrier0
  nvvm.barrier0
  // CHECK: nvvm.barrier{{$}}
  nvvm.barrier
  // CHECK: nvvm.barrier id = %{{.*}}{{$}}
  nvvm.barrier id = %id
  // CHECK: nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}{{$}}
  nvvm.barrier id = %id number_of_threads = %n
  // CHECK: nvvm.fence.sc.cluster
  nvvm.fence.sc.cluster
  // CHECK: nvvm.fence.mbarrier.init
  nvvm.fence.mbarrier.init
  // CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  // CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  // CHECK: nvvm.memory.barrier <cta>
  nvvm.memory.barrier <cta>
  // CHECK: nvvm.memory.barrier <cluster>
  nvvm.memory.barrier <cluster>
  // CHECK: nvvm.memory.barrier <gpu>
  nvvm.memory.barrier #nvvm.mem_scope<gpu>
  // CHECK: nvvm.memory.barrier <sys>
  nvvm.memory.barrier <sys>
  return
}

// CHECK-LABEL: func.func @warp
func.func @warp(%mask: i32, %i: i32, %f: f32, %off: i32, %clamp: i32, %p: i1) {
  // CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
  %0 = nvvm.shfl.sync bfly %mask, %i, %off, %clamp : i32 -> i32
  // CHECK: nvvm.shfl.sync up %{{.*}} : f32 -> f32
  %1 = nvvm.shfl.sync up %mask, %f, %off, %clamp : f32 -> f32
  // CHECK: nvvm.shfl.sync down %{{.*}} : f32 -> f32
  %2 = nvvm.shfl.sync  down %mask, %f, %off, %clamp : f32 -> f32
  // CHECK: nvvm.shfl.sync idx %{{.*}} : i32 -> i32
  %3 = nvvm.shfl.sync idx %mask, %i, %off, %clamp : i32 -> i32
  // CHECK: nvvm.shfl.sync bfly %{{.*}} {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %4 = nvvm.shfl.sync bfly %mask, %f, %off, %clamp {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  // CHECK: nvvm.vote.sync ballot %{{.*}}, %{{.*}} -> i32
  %5 = nvvm.vote.sync ballot %mask, %p -> i32
  // CHECK: nvvm.vote.sync any %{{.*}}, %{{.*}} -> i1
  %6 = nvvm.vote.sync any %mask, %p -> i1
  // CHECK: nvvm.vote.sync all %{{.*}}, %{{.*}} -> i1
  %7 = nvvm.vote.sync all %mask, %p -> i1
  // CHECK: nvvm.vote.sync uni %{{.*}}, %{{.*}} -> i1
  %8 = nvvm.vote.sync uni %mask, %p -> i1
  return
}
}
