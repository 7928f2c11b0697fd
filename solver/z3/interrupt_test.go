package z3

import (
	"math"
	"testing"
	"time"

	"gospf/solver"
)

// hardQuery is a check Z3 4.8.12 does not finish within minutes (doc.go:
// a double sqrt), and an easy one on the same variable.
func hardQuery(c *solver.Context) (hard, easy []solver.Expr) {
	x := c.Var("x", solver.KDouble, math.MinInt64, math.MaxInt64)
	three := c.Const(solver.KDouble, int64(math.Float64bits(3)))
	two := c.Const(solver.KDouble, int64(math.Float64bits(2)))
	return []solver.Expr{c.FEq(c.FSqrt(c.FMul(x, x)), three), c.FGt(x, two)}, []solver.Expr{c.FGt(x, two)}
}

// TestInterrupt interrupts a check that would not end for minutes from
// another goroutine: it returns Unknown ("interrupted"), and so does every
// later check, at once (an interrupted Z3 context is done). The bound (20 s) is
// generous for a loaded machine; the check returns within milliseconds of
// the interruption.
func TestInterrupt(t *testing.T) {
	s := newSolver(t, Options{Theory: "bitvector"})
	c := solver.NewContext()
	hard, easy := hardQuery(c)
	type result struct {
		a   solver.Answer
		err error
	}
	done := make(chan result, 1)
	go func() {
		a, err := s.Check(solver.Query{PC: hard, NeedModel: true})
		done <- result{a, err}
	}()
	time.Sleep(hardWait)
	start := time.Now()
	var r result
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
wait:
	for {
		s.Interrupt()
		select {
		case r = <-done:
			break wait
		case <-tick.C:
			if time.Since(start) > 20*time.Second {
				t.Fatal("the check did not return within 20 s of the interruption")
			}
		}
	}
	if r.err != nil || r.a.Result != solver.Unknown || r.a.Reason != "interrupted" {
		t.Fatalf("interrupted check: %+v, %v; want unknown (interrupted)", r.a, r.err)
	}
	t.Logf("returned %s after the first interruption", time.Since(start))
	a, err := s.Check(solver.Query{PC: easy, NeedModel: true})
	if err != nil || a.Result != solver.Unknown || a.Reason != "interrupted" {
		t.Fatalf("check after the interruption: %+v, %v; want unknown (interrupted)", a, err)
	}
	a, core, err := s.CheckCore(nil, easy)
	if err != nil || a.Result != solver.Unknown || core != nil {
		t.Fatalf("core check after the interruption: %+v, %v, %v; want unknown", a, core, err)
	}
}

// TestInterruptIdle checks that an interruption while no check runs stops
// the next check before it starts (Interrupt is for good), that the
// checks before it were answered, and that Interrupt after Close does
// nothing.
func TestInterruptIdle(t *testing.T) {
	s := newSolver(t, Options{Theory: "bitvector"})
	c := solver.NewContext()
	_, easy := hardQuery(c)
	a, err := s.Check(solver.Query{PC: easy, NeedModel: true})
	if err != nil || a.Result != solver.Sat {
		t.Fatalf("check: %+v, %v; want sat", a, err)
	}
	s.Interrupt()
	a, err = s.Check(solver.Query{PC: easy, NeedModel: true})
	if err != nil || a.Result != solver.Unknown || a.Reason != "interrupted" {
		t.Fatalf("check after an idle interruption: %+v, %v; want unknown (interrupted)", a, err)
	}
	s.Close()
	s.Interrupt()
}

// hardWait is how long the hard check runs before it is interrupted: long
// enough for Z3 to be inside it.
var hardWait = 500 * time.Millisecond
