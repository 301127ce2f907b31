package torchexec

import "github.com/strata-compiler/strata/interp/exec"

// indexingOps: Indexing and padding: embedding, gather, index_select, index, scatter, constant_pad_nd, sort.
var indexingOps = exec.Table{}
