package interp_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// TestLibrary checks the native-peer table a VM consults: a VM needs
// models; a peer registered for a program's own native method answers it;
// a concrete-only peer (Add) refuses a symbolic argument with
// ErrUnsupported, while one registered with AddSym receives it; a peer
// that declines (ErrBytecode) lets the method's bytecode run.
func TestLibrary(t *testing.T) {
	javac, _ := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	prog := `public class Peers {
    static native int answer();
    static native int twice(int x);
    static int declined(int x) { return x + 1; }
    static int run() { return answer() + twice(3) + declined(10); }
    static int sym(int x) { return twice(x); }
}
`
	if err := os.WriteFile(filepath.Join(dir, "Peers.java"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	cp := javatest.Compile(t, javac, dir, filepath.Join(dir, "Peers.java"))
	if _, err := interp.New(interp.Options{ClassPath: cp, Ctx: solver.NewContext()}); err == nil || !strings.Contains(err.Error(), "models are required") {
		t.Fatalf("New without models: error %v, want one saying models are required", err)
	}
	twice := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].S.Valid() {
			return interp.Slot{S: vm.Ctx().Mul(a[0].S, vm.Ctx().Const(solver.KInt, 2))}, nil
		}
		return interp.IntSlot(int32(2 * a[0].I)), nil
	}
	run := func(spec string, sym bool) (*interp.Outcome, error) {
		models := func(r *interp.Library) {
			jdk.Register(r)
			r.Add("Peers.answer()I", func(*interp.VM, []interp.Slot) (interp.Slot, error) { return interp.IntSlot(40), nil })
			if sym {
				r.AddSym("Peers.twice(I)I", twice)
			} else {
				r.Add("Peers.twice(I)I", twice)
			}
			r.Add("Peers.declined(I)I", func(*interp.VM, []interp.Slot) (interp.Slot, error) { return interp.Slot{}, interp.ErrBytecode })
		}
		return javatest.Run(t, interp.Options{ClassPath: cp, Ctx: solver.NewContext(), Models: models}, spec)
	}
	// 40 from answer, 6 from twice(3), 11 from declined's bytecode.
	out, err := run("Peers.run()", false)
	if err != nil || out.Kind != interp.OutcomeReturn || out.Value.I != 57 {
		t.Fatalf("run: %v, %+v, want the return of 57", err, out)
	}
	if _, err := run("Peers.sym(sym)", false); !errors.Is(err, interp.ErrUnsupported) {
		t.Fatalf("a symbolic argument to a concrete-only peer: error %v, want ErrUnsupported", err)
	}
	out, err = run("Peers.sym(sym)", true)
	if err != nil || !out.Value.IsSym() {
		t.Fatalf("a symbolic argument to a symbolic peer: %v, %+v, want a symbolic return value", err, out)
	}
	if got, ok := solver.Eval(out.Value.S, solver.Model{"x_1": 21}); !ok || got != 42 {
		t.Fatalf("twice(x) with x = 21 evaluates to %d (ok %v), want 42: %s", got, ok, out.Value.S)
	}
}
