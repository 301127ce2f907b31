!a = i32
!a = i64
