package interp

import "unicode/utf16"

// UTF16Of converts Go text to Java UTF-16 code units.
func UTF16Of(s string) []uint16 { return utf16.Encode([]rune(s)) }

// StringOfUTF16 converts Java UTF-16 code units to Go text (unpaired
// surrogates become U+FFFD).
func StringOfUTF16(u []uint16) string { return string(utf16.Decode(u)) }

// StringOf returns the UTF-16 text of a String object (nil for null or a
// non-String).
func StringOf(o *Object) []uint16 {
	if o == nil {
		return nil
	}
	u, _ := o.Native.([]uint16)
	return u
}
