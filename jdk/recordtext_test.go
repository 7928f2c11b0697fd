package jdk_test

import (
	"testing"

	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// TestRecordTextSymbolic checks a record's toString with symbolic
// components (an int, a char, a boolean, a wrapper of a symbolic int, and
// a concrete String): the text is an expression equal to the JVM's
// "P[a=-5, c=z, b=true, w=7, s=q]" exactly for those values.
func TestRecordTextSymbolic(t *testing.T) {
	javac, _ := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	prog := `public class RecText {
    record P(int a, char c, boolean b, Integer w, String s) {}
    static boolean f(int a, char c, boolean b, int w) {
        return new P(a, c, b, w, "q").toString().equals("P[a=-5, c=z, b=true, w=7, s=q]");
    }
}
`
	cp := javatest.CompileSource(t, javac, dir, "RecText", prog)
	out, err := javatest.Run(t, interp.Options{ClassPath: cp, Ctx: solver.NewContext(), Models: jdk.Register}, "RecText.f(sym#sym#sym#sym)")
	if err != nil {
		t.Fatal(err)
	}
	if out.Kind != interp.OutcomeReturn || !out.Value.IsSym() {
		t.Fatalf("outcome %v value %+v, want a symbolic return value", out.Kind, out.Value)
	}
	for _, c := range []struct {
		a, c, b, w int64
		want       bool
	}{
		{-5, 'z', 1, 7, true},
		{5, 'z', 1, 7, false},
		{-5, 'y', 1, 7, false},
		{-5, 'z', 0, 7, false},
		{-5, 'z', 1, 70, false},
	} {
		got, ok := solver.Eval(out.Value.S, solver.Model{"a_1": c.a, "c_2": c.c, "b_3": c.b, "w_4": c.w})
		if !ok || (got != 0) != c.want {
			t.Errorf("%+v: %d (ok %v), want %v: %s", c, got, ok, c.want, out.Value.S)
		}
	}
}
