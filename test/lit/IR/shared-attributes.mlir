// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s -mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: not strata-opt %s -mlir-print-local-scope 2>&1 | FileCheck %s --check-prefix=LOCAL

// Attributes are uniqued, so one may be shared by many: these 64 aliases
// describe an array with 2^64 leaves. mlir-opt prints every reference in
// full and never finishes. Once the expansion would be much longer than
// the IR, strata-opt prints the shared attributes responsible as aliases
// of their own (the small ones stay inline), which read back to the same
// IR; without aliases (--mlir-print-local-scope) it reports an error.

// CHECK-DAG: #attr = [{{(\[|1, 2|\]|, )*}}]
// CHECK-DAG: #attr1 = [#attr, #attr]
// CHECK-DAG: #attr2 = [#attr1, #attr1]
// CHECK-DAG: #attr57 = [#attr56, #attr56]
// CHECK-DAG: !type = tuple<{{(tuple<|i32, f32|>|, )*}}>
// CHECK-DAG: !type1 = tuple<!type, !type>
// CHECK-DAG: !type58 = tuple<!type57, !type57>
// CHECK-LABEL: func.func @main()
// CHECK-SAME: attributes {x = [#attr57, #attr57]}

// LOCAL: error: cannot print the IR without aliases: it shares attributes or types so often that their expansion is too long (print without --mlir-print-local-scope)

#a0 = [1, 2]
#a1 = [#a0, #a0]
#a2 = [#a1, #a1]
#a3 = [#a2, #a2]
#a4 = [#a3, #a3]
#a5 = [#a4, #a4]
#a6 = [#a5, #a5]
#a7 = [#a6, #a6]
#a8 = [#a7, #a7]
#a9 = [#a8, #a8]
#a10 = [#a9, #a9]
#a11 = [#a10, #a10]
#a12 = [#a11, #a11]
#a13 = [#a12, #a12]
#a14 = [#a13, #a13]
#a15 = [#a14, #a14]
#a16 = [#a15, #a15]
#a17 = [#a16, #a16]
#a18 = [#a17, #a17]
#a19 = [#a18, #a18]
#a20 = [#a19, #a19]
#a21 = [#a20, #a20]
#a22 = [#a21, #a21]
#a23 = [#a22, #a22]
#a24 = [#a23, #a23]
#a25 = [#a24, #a24]
#a26 = [#a25, #a25]
#a27 = [#a26, #a26]
#a28 = [#a27, #a27]
#a29 = [#a28, #a28]
#a30 = [#a29, #a29]
#a31 = [#a30, #a30]
#a32 = [#a31, #a31]
#a33 = [#a32, #a32]
#a34 = [#a33, #a33]
#a35 = [#a34, #a34]
#a36 = [#a35, #a35]
#a37 = [#a36, #a36]
#a38 = [#a37, #a37]
#a39 = [#a38, #a38]
#a40 = [#a39, #a39]
#a41 = [#a40, #a40]
#a42 = [#a41, #a41]
#a43 = [#a42, #a42]
#a44 = [#a43, #a43]
#a45 = [#a44, #a44]
#a46 = [#a45, #a45]
#a47 = [#a46, #a46]
#a48 = [#a47, #a47]
#a49 = [#a48, #a48]
#a50 = [#a49, #a49]
#a51 = [#a50, #a50]
#a52 = [#a51, #a51]
#a53 = [#a52, #a52]
#a54 = [#a53, #a53]
#a55 = [#a54, #a54]
#a56 = [#a55, #a55]
#a57 = [#a56, #a56]
#a58 = [#a57, #a57]
#a59 = [#a58, #a58]
#a60 = [#a59, #a59]
#a61 = [#a60, #a60]
#a62 = [#a61, #a61]
#a63 = [#a62, #a62]
func.func @main() attributes {x = #a63} {
  return
}

// Types likewise.

// CHECK-LABEL: func.func private @types(tuple<!type58, !type58>)

!t0 = tuple<i32, f32>
!t1 = tuple<!t0, !t0>
!t2 = tuple<!t1, !t1>
!t3 = tuple<!t2, !t2>
!t4 = tuple<!t3, !t3>
!t5 = tuple<!t4, !t4>
!t6 = tuple<!t5, !t5>
!t7 = tuple<!t6, !t6>
!t8 = tuple<!t7, !t7>
!t9 = tuple<!t8, !t8>
!t10 = tuple<!t9, !t9>
!t11 = tuple<!t10, !t10>
!t12 = tuple<!t11, !t11>
!t13 = tuple<!t12, !t12>
!t14 = tuple<!t13, !t13>
!t15 = tuple<!t14, !t14>
!t16 = tuple<!t15, !t15>
!t17 = tuple<!t16, !t16>
!t18 = tuple<!t17, !t17>
!t19 = tuple<!t18, !t18>
!t20 = tuple<!t19, !t19>
!t21 = tuple<!t20, !t20>
!t22 = tuple<!t21, !t21>
!t23 = tuple<!t22, !t22>
!t24 = tuple<!t23, !t23>
!t25 = tuple<!t24, !t24>
!t26 = tuple<!t25, !t25>
!t27 = tuple<!t26, !t26>
!t28 = tuple<!t27, !t27>
!t29 = tuple<!t28, !t28>
!t30 = tuple<!t29, !t29>
!t31 = tuple<!t30, !t30>
!t32 = tuple<!t31, !t31>
!t33 = tuple<!t32, !t32>
!t34 = tuple<!t33, !t33>
!t35 = tuple<!t34, !t34>
!t36 = tuple<!t35, !t35>
!t37 = tuple<!t36, !t36>
!t38 = tuple<!t37, !t37>
!t39 = tuple<!t38, !t38>
!t40 = tuple<!t39, !t39>
!t41 = tuple<!t40, !t40>
!t42 = tuple<!t41, !t41>
!t43 = tuple<!t42, !t42>
!t44 = tuple<!t43, !t43>
!t45 = tuple<!t44, !t44>
!t46 = tuple<!t45, !t45>
!t47 = tuple<!t46, !t46>
!t48 = tuple<!t47, !t47>
!t49 = tuple<!t48, !t48>
!t50 = tuple<!t49, !t49>
!t51 = tuple<!t50, !t50>
!t52 = tuple<!t51, !t51>
!t53 = tuple<!t52, !t52>
!t54 = tuple<!t53, !t53>
!t55 = tuple<!t54, !t54>
!t56 = tuple<!t55, !t55>
!t57 = tuple<!t56, !t56>
!t58 = tuple<!t57, !t57>
!t59 = tuple<!t58, !t58>
!t60 = tuple<!t59, !t59>
!t61 = tuple<!t60, !t60>
!t62 = tuple<!t61, !t61>
!t63 = tuple<!t62, !t62>
func.func private @types(!t63)
