package jdk

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"gospf/interp"
)

// Java's text algorithms on UTF-16 (compare, search, replace, case, code
// points) and the conversions between models' arguments and text.

// strArg returns the text of a String argument, throwing NPE for null.
func strArg(vm *interp.VM, s interp.Slot) ([]uint16, error) {
	if s.R == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	return interp.StringOf(s.R), nil
}

// charSeq returns the text of a CharSequence argument (NPE for null).
func charSeq(vm *interp.VM, s interp.Slot) ([]uint16, error) {
	if s.R == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	return charSeqOrNull(vm, s)
}

// charSeqOrNull returns the text of a CharSequence, "null" for null.
func charSeqOrNull(vm *interp.VM, s interp.Slot) ([]uint16, error) {
	o := s.R
	if o == nil {
		return []uint16{'n', 'u', 'l', 'l'}, nil
	}
	switch n := o.Native.(type) {
	case []uint16:
		if o.Class.Name == "java/lang/String" {
			return n, nil
		}
	case *interp.StrBuf:
		return n.U, nil
	}
	res, err := vm.CallVirtual(o, "toString", "()Ljava/lang/String;")
	if err != nil {
		return nil, err
	}
	if res.R == nil {
		return []uint16{'n', 'u', 'l', 'l'}, nil
	}
	if _, sym := interp.SymbolicText(res.R); sym {
		// A String, builder or buffer (a CharBuffer over symbolic chars)
		// whose text is symbolic: never read as empty text.
		return nil, fmt.Errorf("%w: a %s with symbolic text; the model computes with concrete text only", interp.ErrUnsupported, interp.DotName(o.Class.Name))
	}
	return interp.StringOf(res.R), nil
}

// getChars is String.getChars(srcBegin, srcEnd, dst, dstBegin) on the
// text u, and a builder's (builder true), with JDK 17's checks:
// srcBegin..srcEnd within the text (getCharsSrcError), then dst not null,
// then the destination range (getCharsDstError).
func getChars(vm *interp.VM, u []uint16, sb, se, dst, db interp.Slot, builder bool) error {
	b, e, d := int32(sb.I), int32(se.I), int32(db.I)
	if b < 0 || b > e || int(e) > len(u) {
		return getCharsSrcError(vm, b, e, len(u), builder)
	}
	arr := dst.R
	if arr == nil {
		return vm.JavaThrow(npe, "")
	}
	if arr.Native != nil {
		return fmt.Errorf("%w: with a destination array of symbolic length", interp.ErrUnsupported)
	}
	if err := getCharsDstError(vm, d, e-b, len(arr.Fields), builder); err != nil {
		return err
	}
	vm.Touch(arr)
	for i := b; i < e; i++ {
		arr.Fields[d+i-b] = interp.Slot{I: int64(u[i])}
	}
	return nil
}

// getCharsSrcError is getChars' StringIndexOutOfBoundsException for a
// source range b..e outside a text of length n: String's
// checkBoundsBeginEnd ("begin 0, end 5, length 3"), a builder's
// checkRangeSIOOBE ("start 0, end 5, length 3").
func getCharsSrcError(vm *interp.VM, b, e int32, n int, builder bool) error {
	word := "begin"
	if builder {
		word = "start"
	}
	return vm.JavaThrow(sioobe, fmt.Sprintf("%s %d, end %d, length %d", word, b, e, n))
}

// getCharsDstError is nil when n chars fit in a char[] of length l from
// d, else getChars' exception: String's checkBoundsOffCount
// (StringIndexOutOfBoundsException "offset 0, count 3, length 2"), a
// builder's checkRange (IndexOutOfBoundsException "start 0, end 3,
// length 2", the end computed in int as Java does).
func getCharsDstError(vm *interp.VM, d, n int32, l int, builder bool) error {
	if builder {
		if end := d + n; d < 0 || d > end || int(end) > l {
			return vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("start %d, end %d, length %d", d, end, l))
		}
		return nil
	}
	if d < 0 || n < 0 || int(d) > l-int(n) {
		return vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, count %d, length %d", d, n, l))
	}
	return nil
}

// bytesSlot returns a new byte[] holding b.
func bytesSlot(vm *interp.VM, b []byte) (interp.Slot, error) {
	arr, err := vm.NewArrayOf("B", len(b))
	if err != nil {
		return interp.Slot{}, err
	}
	for i, x := range b {
		arr.Fields[i] = interp.Slot{I: int64(int8(x))}
	}
	return interp.RefSlot(arr), nil
}

// decodeBytes decodes b in one of the standard charsets.
func decodeBytes(vm *interp.VM, b []byte, charset string) ([]uint16, error) {
	switch strings.ToUpper(strings.ReplaceAll(charset, "_", "-")) {
	case "UTF-8", "UTF8":
		var u []uint16
		for len(b) > 0 {
			r, n := utf8.DecodeRune(b)
			u = interp.AppendCodePoint(u, r)
			b = b[n:]
		}
		return u, nil
	case "ISO-8859-1", "ISO8859-1", "LATIN1":
		u := make([]uint16, len(b))
		for i, x := range b {
			u[i] = uint16(x)
		}
		return u, nil
	case "US-ASCII", "ASCII":
		u := make([]uint16, len(b))
		for i, x := range b {
			if x >= 0x80 {
				u[i] = 0xFFFD
			} else {
				u[i] = uint16(x)
			}
		}
		return u, nil
	}
	return nil, vm.JavaThrow("java/io/UnsupportedEncodingException", charset)
}

func compareUTF16(a, b []uint16) int32 {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return int32(a[i]) - int32(b[i])
		}
	}
	return int32(len(a) - len(b))
}

func stringHash(u []uint16) int32 {
	var h int32
	for _, c := range u {
		h = 31*h + int32(c)
	}
	return h
}

func concatUTF16(a, b []uint16) []uint16 {
	out := make([]uint16, len(a)+len(b))
	copy(out, a)
	copy(out[len(a):], b)
	return out
}

// regionMatchesCI compares n chars of x from i and of y from j ignoring
// case, as String.regionMatches(true, ...) does in JDK 17: char by char
// when either string is Latin-1 (all its chars at most 0xFF, how the JDK
// stores such strings), and by code point when both are UTF-16
// (compareToCIUTF16).
func regionMatchesCI(x []uint16, i int, y []uint16, j int, n int) bool {
	if isLatin1(x) || isLatin1(y) {
		return compareToCIChars(x, i, n, y, j, n) == 0
	}
	return compareToCIUTF16(x, i, n, y, j, n) == 0
}

// compareIgnoreCase is String.compareToIgnoreCase, chosen as
// regionMatchesCI chooses.
func compareIgnoreCase(x, y []uint16) int32 {
	if isLatin1(x) || isLatin1(y) {
		return compareToCIChars(x, 0, len(x), y, 0, len(y))
	}
	return compareToCIUTF16(x, 0, len(x), y, 0, len(y))
}

// isLatin1 reports whether the JDK stores u as Latin-1 (compact strings).
func isLatin1(u []uint16) bool {
	for _, c := range u {
		if c > 0xFF {
			return false
		}
	}
	return true
}

// compareToCIChars compares xn chars of x from i with yn chars of y from
// j ignoring case char by char (StringLatin1's compareToCI and
// regionMatchesCI): equal chars, or equal upper cases, or equal lower
// cases of those; else the difference of the lower cases, or of the
// lengths when one is a prefix of the other.
func compareToCIChars(x []uint16, i, xn int, y []uint16, j, yn int) int32 {
	for k := 0; k < min(xn, yn); k++ {
		if d := compareCodePointCI(int32(x[i+k]), int32(y[j+k]), true); d != 0 {
			return d
		}
	}
	return int32(xn - yn)
}

// compareToCIUTF16 is compareToCIChars for two UTF-16 strings, JDK 17's
// StringUTF16.compareToCIImpl: where two chars differ ignoring case, a
// surrogate of a pair inside the range is taken with its other half, as
// the pair's code point (a high surrogate's pair then advances the index
// past its low surrogate), and the code points are compared ignoring case.
func compareToCIUTF16(x []uint16, i, xn int, y []uint16, j, yn int) int32 {
	xlast, ylast := i+xn, j+yn
	for k1, k2 := i, j; k1 < xlast && k2 < ylast; k1, k2 = k1+1, k2+1 {
		cp1, cp2 := int32(x[k1]), int32(y[k2])
		if cp1 == cp2 || compareCodePointCI(cp1, cp2, false) == 0 {
			continue
		}
		var skip bool
		if cp1, skip = codePointIncluding(x, k1, i, xlast); skip {
			k1++
		}
		if cp2, skip = codePointIncluding(y, k2, j, ylast); skip {
			k2++
		}
		if d := compareCodePointCI(cp1, cp2, false); d != 0 {
			return d
		}
	}
	return int32(xn - yn)
}

// compareCodePointCI compares two chars (chars true: Character's char
// mappings) or code points ignoring case: 0 when they are equal, their
// upper cases are, or the lower cases of those are; else the difference
// of the lower cases of the upper cases.
func compareCodePointCI(c1, c2 int32, chars bool) int32 {
	up, low := javaToUpperCP, javaToLowerCP
	if chars {
		up = func(c int32) int32 { return int32(javaToUpperChar(uint16(c))) }
		low = func(c int32) int32 { return int32(javaToLowerChar(uint16(c))) }
	}
	if c1 == c2 {
		return 0
	}
	c1, c2 = up(c1), up(c2)
	if c1 == c2 {
		return 0
	}
	return low(c1) - low(c2)
}

// codePointIncluding is the code point of u at k within start..end: a
// low surrogate after a high one is their pair's code point, a high
// surrogate before a low one too (skip: the pair's low surrogate is
// consumed), anything else its own char.
func codePointIncluding(u []uint16, k, start, end int) (cp int32, skip bool) {
	c := u[k]
	switch {
	case utf16.IsSurrogate(rune(c)) && c >= 0xDC00:
		if k > start && u[k-1] >= 0xD800 && u[k-1] < 0xDC00 {
			return int32(utf16.DecodeRune(rune(u[k-1]), rune(c))), false
		}
	case utf16.IsSurrogate(rune(c)):
		if k+1 < end && u[k+1] >= 0xDC00 && u[k+1] <= 0xDFFF {
			return int32(utf16.DecodeRune(rune(c), rune(u[k+1]))), true
		}
	}
	return int32(c), false
}

// indexOfChar is String.indexOf(int ch, int from), supplementary code
// points included.
func indexOfChar(u []uint16, ch int32, from int) int {
	if from < 0 {
		from = 0
	}
	if ch < 0x10000 {
		for i := from; i < len(u); i++ {
			if int32(u[i]) == ch {
				return i
			}
		}
		return -1
	}
	if ch > 0x10FFFF {
		return -1
	}
	hi, lo := utf16.EncodeRune(rune(ch))
	for i := from; i+1 < len(u); i++ {
		if rune(u[i]) == hi && rune(u[i+1]) == lo {
			return i
		}
	}
	return -1
}

func lastIndexOfChar(u []uint16, ch int32, from int) int {
	if from >= len(u) {
		from = len(u) - 1
	}
	if ch < 0x10000 {
		for i := from; i >= 0; i-- {
			if int32(u[i]) == ch {
				return i
			}
		}
		return -1
	}
	if ch > 0x10FFFF {
		return -1
	}
	hi, lo := utf16.EncodeRune(rune(ch))
	if from >= len(u)-1 {
		from = len(u) - 2
	}
	for i := from; i >= 0; i-- {
		if rune(u[i]) == hi && rune(u[i+1]) == lo {
			return i
		}
	}
	return -1
}

// indexOfUTF16 is String.indexOf(String, int).
func indexOfUTF16(u, p []uint16, from int) int {
	if from < 0 {
		from = 0
	}
	if from >= len(u) {
		if len(p) == 0 {
			return len(u)
		}
		return -1
	}
	for i := from; i+len(p) <= len(u); i++ {
		if slices.Equal(u[i:i+len(p)], p) {
			return i
		}
	}
	return -1
}

// lastIndexOfUTF16 is String.lastIndexOf(String, int).
func lastIndexOfUTF16(u, p []uint16, from int) int {
	right := len(u) - len(p)
	if from > right {
		from = right
	}
	if from < 0 {
		return -1
	}
	for i := from; i >= 0; i-- {
		if slices.Equal(u[i:i+len(p)], p) {
			return i
		}
	}
	return -1
}

func replaceAllUTF16(u, target, repl []uint16) []uint16 {
	var out []uint16
	if len(target) == 0 {
		// Java inserts the replacement before every char and at the end.
		for _, c := range u {
			out = append(out, repl...)
			out = append(out, c)
		}
		return append(out, repl...)
	}
	i := 0
	for {
		j := indexOfUTF16(u, target, i)
		if j < 0 {
			break
		}
		out = append(out, u[i:j]...)
		out = append(out, repl...)
		i = j + len(target)
	}
	return append(out, u[i:]...)
}

func codePointAt(u []uint16, i int) int32 {
	c := u[i]
	if c >= 0xD800 && c < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000 {
		return int32(utf16.DecodeRune(rune(c), rune(u[i+1])))
	}
	return int32(c)
}

func codePointBefore(u []uint16, i int) int32 {
	c := u[i-1]
	if c >= 0xDC00 && c < 0xE000 && i-2 >= 0 && u[i-2] >= 0xD800 && u[i-2] < 0xDC00 {
		return int32(utf16.DecodeRune(rune(u[i-2]), rune(c)))
	}
	return int32(c)
}

// caseMapped is String.toUpperCase/toLowerCase in the root locale.
func caseMapped(vm *interp.VM, s interp.Slot, upper bool) (interp.Slot, error) {
	u := interp.StringOf(s.R)
	var out []uint16
	changed := false
	for i := 0; i < len(u); {
		cp := codePointAt(u, i)
		n := 1
		if cp >= 0x10000 {
			n = 2
		}
		var m []uint16
		if upper {
			m = javaToUpperString(cp)
		} else {
			m = javaToLowerString(u, i, cp)
		}
		if !slices.Equal(m, u[i:i+n]) {
			changed = true
		}
		out = append(out, m...)
		i += n
	}
	if !changed {
		return s, nil
	}
	return vm.UTF16Slot(out)
}

// charsOf copies n chars from offset off of a char[] (n < 0: to the end).
func charsOf(vm *interp.VM, arr *interp.Object, off, n int) ([]uint16, error) {
	if arr == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	if n < 0 && off == 0 {
		n = len(arr.Fields)
	}
	if off < 0 || n < 0 || off > len(arr.Fields)-n {
		return nil, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, count %d, length %d", off, n, len(arr.Fields)))
	}
	u := make([]uint16, n)
	for i := range u {
		s := arr.Fields[off+i]
		if s.S.Valid() {
			return nil, fmt.Errorf("%w: a symbolic char is converted to a String", interp.ErrUnsupported)
		}
		u[i] = uint16(s.I)
	}
	return u, nil
}
