module {
  func.func @f() {
    return
  }
  module @f {
  }
}
