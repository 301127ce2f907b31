//go:build !unix

package output

import "os"

// umask is the usual default where the system has none to read.
var umask os.FileMode = 0o022
