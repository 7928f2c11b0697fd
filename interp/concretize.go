package interp

import (
	"fmt"
	"sort"

	"gospf/choicegen"
	"gospf/solver"
)

// Concretisation: a model that computes with concrete values only (add in
// native.go: Math.sin's FdLibm natives, the String methods without a
// symbolic model ...) called with a symbolic number. With
// Options.Concretize set, the VM does not stop there: it takes a model of
// the path condition, gives each symbolic argument its value in that
// model, adds the equalities to the path condition as a one-way choice
// (choicegen.Assume, labelled "concretized" and the method; the search
// checks it like any choice) and calls the model with the values. Every
// path found is thus a real path and every error real: its inputs satisfy
// the equalities, so the witness replays. But the paths where the
// arguments take other values are never explored, so an exploration with
// a concretisation is incomplete: the VM counts them by method
// (Concretized) and gospf verify does not answer true. Without
// Concretize, such a call is the ErrUnsupported error naming the method.
// Symbolic text (a String whose Native is a symString) is concretised only
// where no encoding of its model exists (peer_text.go: ConcretizeText, a
// Case's Pin).

// Concretizer gives concrete values to symbolic arguments.
type Concretizer interface {
	// Model returns a model of pc: a value for each of its variables; ok
	// is false when pc is unsatisfiable or undecided.
	Model(pc []solver.Expr) (m solver.Model, ok bool, err error)
}

// Concretized returns how many calls had their symbolic arguments
// concretised, by method ("java.lang.StrictMath.sin(D)D"), over all paths
// this VM ran.
func (vm *VM) Concretized() map[string]int64 {
	out := make(map[string]int64, len(vm.concretized))
	for k, v := range vm.concretized {
		out[k] = v
	}
	return out
}

// ConcretizedNames returns the keys of a Concretized map in order.
func ConcretizedNames(m map[string]int64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// symbolicNumbers returns the indexes of the symbolic number arguments.
func symbolicNumbers(args []Slot) []int {
	var idx []int
	for i, a := range args {
		if a.S.Valid() {
			idx = append(idx, i)
		}
	}
	return idx
}

// concretize gives the symbolic number arguments of a call of m at
// argsBase the values of a model of the path condition (a one-way
// choice), in place on the stack; the call then proceeds concretely.
func (vm *VM) concretize(f *frame, m *Method, argsBase int, idx []int) (stopReason, error) {
	args := vm.argSlots(m, argsBase)
	stop, err := vm.assumeModel(f, m, func(model solver.Model, ok bool) choicegen.Choice {
		cx := vm.ctx
		ch := choicegen.Choice{Label: "concretized " + m.String()}
		for _, i := range idx {
			e := args[i].S
			v := int64(0)
			if ok {
				v = valueIn(e, model)
			}
			// A float or double is fixed by its bits (== would let -0.0
			// stand for 0.0 and leave NaN out).
			key := e
			if k := e.Kind(); k == solver.KFloat || k == solver.KDouble {
				key = cx.FToBits(e)
			}
			kv, _ := solver.Eval(key, model)
			eq := cx.Eq(key, cx.Const(key.Kind(), kv))
			if !ok {
				eq = cx.Bool(false) // the path condition is not satisfiable (or undecided)
			}
			if !ch.Constraint.Valid() {
				ch.Constraint = eq
			} else {
				ch.More = append(ch.More, eq)
			}
			ch.Values = append(ch.Values, v)
		}
		return ch
	})
	if stop != 0 || err != nil {
		return stop, err
	}
	vals := vm.pendingGen.Choices[0].Values
	if len(vals) != len(idx) {
		return 0, vm.hostErr(fmt.Errorf("interp: concretization of %s replayed with %d values for %d arguments", m, len(vals), len(idx)))
	}
	// The stack positions of the arguments, as argSlots walks them.
	pos := make([]int, 0, len(args))
	p := argsBase
	if !m.IsStatic() {
		pos = append(pos, p)
		p++
	}
	for _, t := range m.Params {
		pos = append(pos, p)
		p += slotsOf(t)
	}
	for j, i := range idx {
		vm.stack[pos[i]] = Slot{I: vals[j]}
	}
	vm.countConcretized(m)
	return 0, nil
}

// countConcretized counts one concretisation of a call of m.
func (vm *VM) countConcretized(m *Method) {
	if vm.concretized == nil {
		vm.concretized = map[string]int64{}
	}
	vm.concretized[DotName(m.Class.Name)+"."+m.Name+m.Desc]++
}

// valueIn evaluates e in model m; a variable of e that m does not mention
// (it occurs nowhere in the path condition) takes 0, or its lower bound
// when 0 is out of its range.
func valueIn(e solver.Expr, m solver.Model) int64 {
	for _, v := range solver.Vars(e) {
		if _, ok := m[v.Name()]; !ok {
			lo, hi := v.Bounds()
			x := int64(0)
			if x < lo || x > hi {
				x = lo
			}
			m[v.Name()] = x
		}
	}
	v, _ := solver.Eval(e, m)
	return v
}

// assumeModel stops at a one-way choice (choicegen.Assume) that fix makes
// from a model of the path condition (ok false when there is none: the
// path condition is unsat or undecided), for a call of m; the choice is
// applied when the instruction runs again. An error reading the model is
// a located host error.
func (vm *VM) assumeModel(f *frame, m *Method, fix func(model solver.Model, ok bool) choicegen.Choice) (stopReason, error) {
	var modelErr error
	_, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
		model, ok, err := vm.opts.Concretize.Model(vm.pc)
		if err != nil {
			modelErr = err
		}
		return &choicegen.Generator{Kind: choicegen.Assume, Where: w, Choices: []choicegen.Choice{fix(model, ok)}}
	})
	if modelErr != nil {
		return 0, vm.hostErr(fmt.Errorf("concretizing the arguments of %s: %w", m, modelErr))
	}
	return stop, err
}
