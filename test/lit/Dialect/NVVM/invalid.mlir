// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @vote_ballot_i1(%m: i32, %p: i1) {
  // expected-error @+1 {{'nvvm.vote.sync' op vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %m, %p -> i1
  return
}

// -----

func.func @vote_any_i32(%m: i32, %p: i1) {
  // expected-error @+1 {{'nvvm.vote.sync' op vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync any %m, %p -> i32
  return
}

// -----

func.func @vote_kind(%m: i32, %p: i1) {
  // expected-error @+1 {{expected ::mlir::NVVM::VoteSyncKind to be one of: any, all, ballot, uni}}
  %0 = nvvm.vote.sync most %m, %p -> i1
  return
}

// -----

func.func @shfl_result(%m: i32, %v: i32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected return type to be of type 'i32' but got 'f32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %v, %v : i32 -> f32
  return
}

// -----

func.func @shfl_valid(%m: i32, %v: i32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync bfly %m, %v, %v, %v {return_value_and_is_valid} : i32 -> i32
  return
}

// -----

func.func @shfl_kind(%m: i32, %v: i32) {
  // expected-error @+1 {{expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
  %0 = nvvm.shfl.sync xor %m, %v, %v, %v : i32 -> i32
  return
}

// -----

func.func @membar_scope() {
  // expected-error @+1 {{expected ::mlir::NVVM::MemScopeKind to be one of: cta, cluster, gpu, sys}}
  nvvm.memory.barrier <block>
  return
}

// -----

func.func @barrier_no_id(%n: i32) {
  // expected-error @+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %n
  return
}


// -----

func.func @fence_space() {
  // expected-error @+1 {{'nvvm.fence.proxy' op only async_shared fence can have space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>, space = #nvvm.shared_space<cta>}
  return
}

// -----

// expected-error @+1 {{The optimization level must be a number between 0 and 3.}}
module attributes {nvvm.target = #nvvm.target<O = 4>} {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: arch}}
module attributes {nvvm.target = #nvvm.target<arch = "sm_90">} {}
