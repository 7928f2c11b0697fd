package jdk_test

import (
	"errors"
	"strings"
	"testing"

	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// TestSymbolicModels checks that models compute with symbolic arguments
// exactly (Integer.compare, Math.max/abs, new Integer(x).hashCode()) or
// refuse them with ErrUnsupported (Integer.valueOf, String.valueOf),
// never silently using a concrete value.
func TestSymbolicModels(t *testing.T) {
	javac, _ := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	prog := `public class SymModels {
    static int exact(int x, long y) {
        return Integer.compare(x, 5) + Math.max(x, 3) + Math.abs(x) + Long.compare(y, 7L) + new Integer(x).hashCode()
            + Long.valueOf(1L).compareTo(2L) + Integer.sum(x, 1);
    }
    static Integer boxed(int x) { return Integer.valueOf(x); }
    static String hex(int x) { return Integer.toHexString(x); }
}
`
	cp := javatest.CompileSource(t, javac, dir, "SymModels", prog)
	run := func(spec string) (*interp.Outcome, error) {
		return javatest.Run(t, interp.Options{ClassPath: cp, Ctx: solver.NewContext(), Models: jdk.Register}, spec)
	}
	out, err := run("SymModels.exact(sym#sym)")
	if err != nil {
		t.Fatalf("exact: %v", err)
	}
	if out.Kind != interp.OutcomeReturn || !out.Value.IsSym() {
		t.Fatalf("exact: outcome %v value %+v, want a symbolic return value", out.Kind, out.Value)
	}
	cmp := func(a, b int64) int64 {
		switch {
		case a < b:
			return -1
		case a > b:
			return 1
		}
		return 0
	}
	for _, xy := range [][2]int64{{0, 0}, {5, 7}, {-9, 100}, {3, -1}, {-2147483648, 7}, {2147483647, -5}} {
		x, y := xy[0], xy[1]
		abs := int32(x)
		if abs < 0 {
			abs = -abs
		}
		want := int32(cmp(x, 5)) + int32(max(x, 3)) + abs + int32(cmp(y, 7)) + int32(x) - 1 + int32(x) + 1
		got, ok := solver.Eval(out.Value.S, solver.Model{"x_1": x, "y_2": y})
		if !ok || int32(got) != want {
			t.Errorf("exact(%d, %d) = %d (ok %v), want %d: %s", x, y, got, ok, want, out.Value.S)
		}
	}
	for _, spec := range []string{"SymModels.hex(sym)"} {
		_, err := run(spec)
		if !errors.Is(err, interp.ErrUnsupported) {
			t.Errorf("%s: error %v, want ErrUnsupported", spec, err)
		}
	}
}

// TestSymbolicCharSequence checks that a model reading a CharSequence's
// text refuses a sequence (a CharBuffer over a symbolic char) whose
// toString is symbolic text with ErrUnsupported, instead of reading it as
// empty text.
func TestSymbolicCharSequence(t *testing.T) {
	javac, _ := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	prog := `public class SeqText {
    static int append(char c) {
        StringBuilder sb = new StringBuilder();
        sb.append(java.nio.CharBuffer.wrap(new char[] {c, 'y'}));
        return sb.length();
    }
}
`
	cp := javatest.CompileSource(t, javac, dir, "SeqText", prog)
	_, err := javatest.Run(t, interp.Options{ClassPath: cp, Ctx: solver.NewContext(), Models: jdk.Register}, "SeqText.append(sym)")
	if !errors.Is(err, interp.ErrUnsupported) || !strings.Contains(err.Error(), "HeapCharBuffer with symbolic text") {
		t.Fatalf("error %v, want ErrUnsupported naming the symbolic text of a HeapCharBuffer", err)
	}
}
