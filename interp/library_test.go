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

// TestPeerSplit checks the native interface's choice point and sealed
// fields: a peer that splits stops the VM at a Model choice point with
// its cases, and the invoke runs again with each choice, the peer
// receiving its index, its case's constraint on the path condition;
// bytecode touching a field a peer's Native seals stops with
// ErrUnsupported naming the field.
func TestPeerSplit(t *testing.T) {
	javac, _ := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	prog := `public class Cases {
    int held;
    static native int pick(int x);
    native void seal();
    static int run(int x) { return pick(x) * 10; }
    static int sealed() { Cases c = new Cases(); c.seal(); return c.held; }
}
`
	if err := os.WriteFile(filepath.Join(dir, "Cases.java"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	cp := javatest.Compile(t, javac, dir, filepath.Join(dir, "Cases.java"))
	ctx := solver.NewContext()
	models := func(r *interp.Library) {
		jdk.Register(r)
		r.AddSym("Cases.pick(I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			cx := vm.Ctx()
			zero := cx.Const(solver.KInt, 0)
			i, err := vm.Split([]string{"negative", "zero", "positive"},
				[]solver.Expr{cx.Lt(a[0].S, zero), cx.Eq(a[0].S, zero), cx.Gt(a[0].S, zero)})
			return interp.IntSlot(int32(i)), err
		})
		r.AddSym("Cases.seal()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			vm.SetNative(a[0].R, sealAll{})
			return interp.Slot{}, nil
		})
	}
	vm, err := interp.New(interp.Options{ClassPath: cp, Ctx: ctx, Models: models})
	if err != nil {
		t.Fatal(err)
	}
	if err := vm.StartEntry("Cases.run(sym)"); err != nil {
		t.Fatal(err)
	}
	gen, _, err := vm.Run()
	if err != nil || gen == nil || gen.Kind.String() != "model" || len(gen.Choices) != 3 || gen.Choices[1].Label != "zero" {
		t.Fatalf("first run: %v, %+v; want a model choice point with 3 cases", err, gen)
	}
	snap := vm.Snapshot()
	for i := range gen.Choices {
		vm.Restore(snap)
		vm.Choose(gen, i)
		g, out, err := vm.Run()
		if err != nil || g != nil || out.Kind != interp.OutcomeReturn || out.Value.I != int64(10*i) {
			t.Fatalf("case %d: %v, %v, %+v; want the return of %d", i, err, g, out, 10*i)
		}
		if pc := vm.PathCondition(); len(pc) != 1 || pc[0] != gen.Choices[i].Constraint {
			t.Fatalf("case %d: path condition %v, want the case's constraint", i, pc)
		}
	}
	if _, err := javatest.Run(t, interp.Options{ClassPath: cp, Ctx: ctx, Models: models}, "Cases.sealed()"); !errors.Is(err, interp.ErrUnsupported) ||
		!strings.Contains(err.Error(), "field held of a Cases") || !strings.Contains(err.Error(), "the test seals it") {
		t.Fatalf("a sealed field read by bytecode: error %v, want ErrUnsupported naming the field and the reason", err)
	}
}

// sealAll is a peer's Native that seals every field of its object.
type sealAll struct{}

func (sealAll) SealedField(*interp.Field) bool { return true }
func (sealAll) SealedReason() string           { return "the test seals it" }
