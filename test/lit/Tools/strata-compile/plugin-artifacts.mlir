// What strata-compile refuses of a backend plug-in's artifact, before
// linking anything: a shared library lacking a segment's C entry point, a
// "shared library" that is not ELF, an object it calls a shared library,
// an unknown kind. (That a failed build leaves no output, and a shared
// library where --emit=obj asks for an object, are in
// compiler.TestBackendPluginRejects.)
// RUN: env PATH=%S/Inputs not strata-compile %s --target=badlacking --emit=loops -o - 2>&1 | FileCheck %s --check-prefix=LACKING
// RUN: env PATH=%S/Inputs not strata-compile %s --target=badtext --emit=loops -o - 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: env PATH=%S/Inputs not strata-compile %s --target=badobject --emit=loops -o - 2>&1 | FileCheck %s --check-prefix=OBJECT
// RUN: env PATH=%S/Inputs not strata-compile %s --target=badbitstream --emit=loops -o - 2>&1 | FileCheck %s --check-prefix=KIND

// LACKING: error: backend badlacking: artifact {{.*}}libstub.so does not define _mlir_ciface_main_badlacking_0, the C entry point of @main_badlacking_0 (a shared-library must export it)
// TEXT: error: backend badtext: artifact {{.*}}libstub.so is not an ELF file
// OBJECT: error: backend badobject: artifact {{.*}}stub.o is an ELF file of type ET_REL, but its kind is shared-library (want ET_DYN)
// KIND: error: backend plug-in {{.*}}strata-backend-badbitstream: artifact kind "bitstream" (want object or shared-library)

func.func @main() -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
