package jdk_test

import (
	"testing"
	"unicode/utf16"

	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// TestIndexOfSymbolicChar checks String.indexOf(int ch, int from) of a
// concrete string with a symbolic code point and start: the value is an
// expression that, for each code point (chars, a lone surrogate, a
// supplementary one, values that are no code point) and start, equals
// what Java's indexOf returns.
func TestIndexOfSymbolicChar(t *testing.T) {
	javac, _ := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	const text = "a,\U0001F600b,?" // the last char is replaced by a lone surrogate
	prog := "public class IdxChar {\n    static int f(int cp, int from) { return \"a,\\uD83D\\uDE00b,\\uD800\".indexOf(cp, from); }\n}\n"
	cp := javatest.CompileSource(t, javac, dir, "IdxChar", prog)
	out, err := javatest.Run(t, interp.Options{ClassPath: cp, Ctx: solver.NewContext(), Models: jdk.Register}, "IdxChar.f(sym#sym)")
	if err != nil {
		t.Fatal(err)
	}
	if out.Kind != interp.OutcomeReturn || !out.Value.IsSym() {
		t.Fatalf("outcome %v value %+v, want a symbolic return value", out.Kind, out.Value)
	}
	u := utf16.Encode([]rune(text))
	u[len(u)-1] = 0xD800 // a lone high surrogate at the end
	// javaIndexOf is String.indexOf(int, int) as JDK 17 writes it.
	javaIndexOf := func(ch, from int64) int64 {
		from = max(from, 0)
		for i := from; i < int64(len(u)); i++ {
			switch {
			case ch >= 0 && ch < 0x10000:
				if int64(u[i]) == ch {
					return i
				}
			case ch >= 0x10000 && ch <= 0x10FFFF && i+1 < int64(len(u)):
				hi, lo := utf16.EncodeRune(rune(ch))
				if u[i] == uint16(hi) && u[i+1] == uint16(lo) {
					return i
				}
			}
		}
		return -1
	}
	n := 0
	for _, ch := range []int64{'a', ',', 'b', 'z', 0x1F600, 0xD83D, 0xDE00, 0xD800, 0x1F601, -1, 0x110000, 0} {
		for from := int64(-3); from <= 8; from++ {
			got, ok := solver.Eval(out.Value.S, solver.Model{"cp_1": ch, "from_2": from})
			if want := javaIndexOf(ch, from); !ok || int32(got) != int32(want) {
				t.Errorf("indexOf(%#x, %d) = %d (ok %v), want %d", ch, from, int32(got), ok, want)
			}
			n++
		}
	}
	if n != 12*12 {
		t.Fatalf("%d cases, want 144", n)
	}
}
