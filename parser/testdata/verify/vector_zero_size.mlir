"t.x"() : () -> vector<2x0x[3]xi32>
