package jdk

import "cmp"

// The exceptions the models throw most.
const (
	npe    = "java/lang/NullPointerException"
	sioobe = "java/lang/StringIndexOutOfBoundsException"
	nfe    = "java/lang/NumberFormatException"
)

// b2i is a Java boolean's int.
func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// cmp3 is -1, 0 or 1 as a is below, equal to or above b.
func cmp3(a, b int64) int32 { return int32(cmp.Compare(a, b)) }
