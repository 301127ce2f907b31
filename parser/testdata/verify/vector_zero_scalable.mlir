"t.x"() : () -> vector<[0]xi32>
