package solver

import (
	"errors"
	"testing"
)

// fakeSolver answers from a script and counts the calls that reach it.
type fakeSolver struct {
	answers []Answer
	errs    []error
	calls   int
	closed  bool
}

func (f *fakeSolver) Check(q Query) (Answer, error) {
	i := f.calls
	f.calls++
	return f.answers[i], f.errs[i]
}

func (f *fakeSolver) Close() error { f.closed = true; return nil }

func TestCounting(t *testing.T) {
	boom := errors.New("boom")
	f := &fakeSolver{
		answers: []Answer{{Result: Sat}, {Result: Unsat}, {Result: Sat}, {Result: Unknown, Reason: "timeout"}, {}},
		errs:    []error{nil, nil, nil, nil, boom},
	}
	c := &Counting{Inner: f}
	var s Solver = c
	for i := range 5 {
		a, err := s.Check(Query{})
		if a.Result != f.answers[i].Result || err != f.errs[i] {
			t.Fatalf("call %d: %v, %v", i, a, err)
		}
	}
	want := Stats{Calls: 5, Sat: 2, Unsat: 1, Unknown: 1, Errors: 1}
	got := c.Stats
	got.Time = 0
	if got != want || f.calls != 5 {
		t.Fatalf("stats = %+v, want %+v (inner calls %d)", got, want, f.calls)
	}
	if err := s.Close(); err != nil || !f.closed {
		t.Fatal("Close not passed down")
	}
}
