package classfile

import (
	"errors"
	"unicode/utf16"
	"unicode/utf8"
)

// errMUTF8 reports a byte sequence that is not modified UTF-8.
var errMUTF8 = errors.New("malformed modified UTF-8")

// isPlainASCII reports whether b holds only bytes 0x01..0x7f, the common
// case in which modified UTF-8, UTF-8 and Latin-1 coincide.
func isPlainASCII(b []byte) bool {
	for _, c := range b {
		if c == 0 || c >= 0x80 {
			return false
		}
	}
	return true
}

// decodeMUTF8 decodes modified UTF-8 (JVMS 4.4.7) into UTF-16 code units.
// Every code unit is encoded on its own: U+0000 as C0 80, supplementary
// characters as two three-byte surrogates. No byte may be 0x00 or lie in
// 0xf0..0xff. Non-shortest two- and three-byte forms are accepted, as
// java.io.DataInputStream.readUTF accepts them.
func decodeMUTF8(b []byte) ([]uint16, error) {
	out := make([]uint16, 0, len(b))
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == 0:
			return nil, errMUTF8
		case c < 0x80:
			out = append(out, uint16(c))
			i++
		case c&0xe0 == 0xc0:
			if i+1 >= len(b) || b[i+1]&0xc0 != 0x80 {
				return nil, errMUTF8
			}
			out = append(out, uint16(c&0x1f)<<6|uint16(b[i+1]&0x3f))
			i += 2
		case c&0xf0 == 0xe0:
			if i+2 >= len(b) || b[i+1]&0xc0 != 0x80 || b[i+2]&0xc0 != 0x80 {
				return nil, errMUTF8
			}
			out = append(out, uint16(c&0x0f)<<12|uint16(b[i+1]&0x3f)<<6|uint16(b[i+2]&0x3f))
			i += 3
		default: // a stray continuation byte or 0xf0..0xff
			return nil, errMUTF8
		}
	}
	return out, nil
}

// utf16String converts UTF-16 code units to a Go string. Surrogate pairs
// become one rune; an unpaired surrogate becomes U+FFFD, so the result is
// always valid UTF-8.
func utf16String(units []uint16) string {
	buf := make([]byte, 0, len(units))
	for i := 0; i < len(units); i++ {
		u := units[i]
		if u < 0x80 {
			buf = append(buf, byte(u))
			continue
		}
		r := rune(u)
		if utf16.IsSurrogate(r) {
			if i+1 < len(units) {
				if p := utf16.DecodeRune(r, rune(units[i+1])); p != utf8.RuneError {
					buf = utf8.AppendRune(buf, p)
					i++
					continue
				}
			}
			r = utf8.RuneError
		}
		buf = utf8.AppendRune(buf, r)
	}
	return string(buf)
}

// mutf8String decodes modified UTF-8 straight to a Go string (see
// utf16String for unpaired surrogates).
func mutf8String(b []byte) (string, error) {
	if isPlainASCII(b) {
		return string(b), nil
	}
	units, err := decodeMUTF8(b)
	if err != nil {
		return "", err
	}
	return utf16String(units), nil
}

// asciiUnits widens plain ASCII bytes to UTF-16 code units.
func asciiUnits(b []byte) []uint16 {
	out := make([]uint16, len(b))
	for i, c := range b {
		out[i] = uint16(c)
	}
	return out
}
