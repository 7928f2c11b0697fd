package jdk

import (
	"strconv"
	"strings"
)

// CaseSpecials lists caseSpecials of toUpperCase (upper) or toLowerCase
// without the surrogates, as decimal chars separated by spaces, for
// TestStringCaseSpecialsAsJVM.
func CaseSpecials(upper bool) string {
	rs := caseSpecials[1]
	if upper {
		rs = caseSpecials[0]
	}
	var out []string
	for _, r := range rs {
		for c := r.lo; c <= r.hi; c++ {
			if c < 0xD800 || c > 0xDFFF {
				out = append(out, strconv.Itoa(int(c)))
			}
		}
	}
	return strings.Join(out, " ")
}
