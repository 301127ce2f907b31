func.func @m() {
  %f = func.constant @m : () -> ()
}
