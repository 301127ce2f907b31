// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @not_workgroup(%g: memref<128x64xf16>, %s: memref<64x72xf16>, %i: index) {
  // expected-error @+1 {{destination memref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)}}
  %t = nvgpu.device_async_copy %g[%i, %i], %s[%i, %i], 8 : memref<128x64xf16> to memref<64x72xf16>
  return
}

// -----

func.func @bad_size(%g: memref<128x64xf16>, %s: memref<64x72xf16, 3>, %i: index) {
  // expected-error @+1 {{Requested copy elements is 6 with width 16. But copy elements could be one of 2, 4, 8.}}
  %t = nvgpu.device_async_copy %g[%i, %i], %s[%i, %i], 6 : memref<128x64xf16> to memref<64x72xf16, 3>
  return
}

// -----

func.func @bypass_small(%g: memref<128x64xf16>, %s: memref<64x72xf16, 3>, %i: index) {
  // expected-error @+1 {{bypassL1 does not satify alignment for 'memref<64x72xf16, 3>' with destination element 4. Unset bypassL1, or set destination element to 8}}
  %t = nvgpu.device_async_copy %g[%i, %i], %s[%i, %i], 4 {bypassL1} : memref<128x64xf16> to memref<64x72xf16, 3>
  return
}

// -----

func.func @elements(%g: memref<128x64xf32>, %s: memref<64x72xf16, 3>, %i: index) {
  // expected-error @+1 {{source and destination must have the same element type}}
  %t = nvgpu.device_async_copy %g[%i, %i], %s[%i, %i], 8 : memref<128x64xf32> to memref<64x72xf16, 3>
  return
}

// -----

func.func @indices(%g: memref<128x64xf16>, %s: memref<64x72xf16, 3>, %i: index) {
  // expected-error @+1 {{expected 2 destination indices, got 1}}
  %t = nvgpu.device_async_copy %g[%i, %i], %s[%i], 8 : memref<128x64xf16> to memref<64x72xf16, 3>
  return
}

// -----

func.func @strided(%g: memref<128x64xf16, strided<[1, 128]>>, %s: memref<64x72xf16, 3>, %i: index) {
  // expected-error @+1 {{source memref most minor dim must have unit stride}}
  %t = nvgpu.device_async_copy %g[%i, %i], %s[%i, %i], 8 : memref<128x64xf16, strided<[1, 128]>> to memref<64x72xf16, 3>
  return
}

// -----

func.func @bad_type() {
  // expected-error @+1 {{unknown nvgpu type: device.sync.token}}
  %x = "test.op"() : () -> !nvgpu.device.sync.token
  return
}
