package interp

import (
	"fmt"

	"gospf/choicegen"
	cf "gospf/classfile"
	"gospf/solver"
)

// instrAt is an instruction of a method, formatted on demand as
// "C.m:line (pc N)": choice points carry one, and formatting each of them
// eagerly cost 8% of a speculative run.
type instrAt struct {
	m  *Method
	pc int // instruction index
}

func (w instrAt) String() string {
	bpc := int(w.m.code[w.pc].pc)
	if line := w.m.Line(bpc); line > 0 {
		return fmt.Sprintf("%s:%d (pc %d)", w.m.ShortName(), line, bpc)
	}
	return fmt.Sprintf("%s (pc %d)", w.m.ShortName(), bpc)
}

// where describes the instruction at index pc of frame f.
func (vm *VM) where(f *frame, pc int) instrAt { return instrAt{m: f.m, pc: pc} }

// choose returns the choice the search picked for the instruction being
// re-executed, or stops at a new choice point built by mk.
func (vm *VM) choose(f *frame, pc, sp int, mk func(where fmt.Stringer) *choicegen.Generator) (int, stopReason, error) {
	if vm.pending >= 0 {
		i := vm.pending
		vm.pending = -1
		return i, 0, nil
	}
	if len(vm.guide) > 0 { // a summary's sub-path or a loop escape's replay
		i := int(vm.guide[0])
		vm.guide = vm.guide[1:]
		vm.takeGuideConds()
		return i, 0, nil
	}
	f.pc, f.sp = pc, sp
	if vm.callbackDepth > 0 {
		return 0, 0, vm.hostErr(fmt.Errorf("%w: a symbolic choice inside a method called from a JDK model (%s)", ErrUnsupported, vm.where(f, pc)))
	}
	vm.gen = mk(vm.where(f, pc))
	return 0, stopChoice, nil
}

// symBranch decides a conditional jump with a symbolic operand; taken
// reports whether the jump is taken (the FALSE side).
func (vm *VM) symBranch(f *frame, pc, sp int, op uint8, a, b Slot) (bool, stopReason, error) {
	memo := vm.branchMemoOf(&f.m.code[pc], op, a, b)
	jump := memo.jump
	if jump.IsConst() {
		return jump.ConstValue() != 0, 0, nil
	}
	i, stop, err := vm.choose(f, pc, sp, func(w fmt.Stringer) *choicegen.Generator {
		return choicegen.NewBranchOf(memo.notJump, jump, w)
	})
	return i == 1, stop, err
}

// branchMemoOf returns the conditions of the conditional jump in on
// operands a and b, from its memo when they are the last ones.
func (vm *VM) branchMemoOf(in *insn, op uint8, a, b Slot) *branchMemo {
	memo, _ := in.ref.(*branchMemo)
	if memo == nil || memo.a != a || memo.b != b {
		memo = vm.branchExprs(op, a, b)
		in.ref = memo
	}
	return memo
}

// branchMemo remembers, per conditional jump, the conditions built for
// its last operands. The same jump meets the same operands again and
// again: when the search resumes it after a choice, and on every path
// through it with the same inputs; building them anew (hash-consing takes
// the Context's lock) was 5% of a tree-map run. Not path state: the
// conditions depend only on the operands.
type branchMemo struct {
	a, b          Slot
	jump, notJump solver.Expr
}

// branchExprs builds the jump condition of a conditional jump (JVMS 6.5
// if<cond>, if_icmp<cond>) on operands a and b (b unused for if<cond>) and
// its negation.
func (vm *VM) branchExprs(op uint8, a, b Slot) *branchMemo {
	ea := vm.SymOf(a, solver.KInt)
	eb := vm.SymOf(b, solver.KInt)
	if op < cf.OpIfIcmpeq {
		eb = vm.ctx.Const(solver.KInt, 0)
	}
	c := vm.ctx
	var jump solver.Expr
	switch op {
	case cf.OpIfeq, cf.OpIfIcmpeq:
		jump = c.Eq(ea, eb)
	case cf.OpIfne, cf.OpIfIcmpne:
		jump = c.Ne(ea, eb)
	case cf.OpIflt, cf.OpIfIcmplt:
		jump = c.Lt(ea, eb)
	case cf.OpIfge, cf.OpIfIcmpge:
		jump = c.Ge(ea, eb)
	case cf.OpIfgt, cf.OpIfIcmpgt:
		jump = c.Gt(ea, eb)
	default:
		jump = c.Le(ea, eb)
	}
	m := &branchMemo{a: a, b: b, jump: jump}
	if !jump.IsConst() {
		m.notJump = c.Not(jump)
	}
	return m
}

// symSwitch picks the target of a switch on a symbolic key: one choice per
// case whose target is not the default target, in ascending key order, then
// default. Table entries that jump to the default target (the holes javac
// fills in a tableswitch) belong to the default choice, so a switch has as
// many choices as its source has distinct non-default cases, plus one.
func (vm *VM) symSwitch(f *frame, pc, sp int, t *switchTable, key solver.Expr) (int32, stopReason, error) {
	c := vm.ctx
	var targets []int32
	mk := func(w fmt.Stringer) *choicegen.Generator {
		g := &choicegen.Generator{Kind: choicegen.Switch, Where: w}
		def := c.Bool(true)
		for i, k := range t.keys {
			if t.targets[i] == t.def {
				continue
			}
			kc := c.Const(solver.KInt, int64(k))
			g.Choices = append(g.Choices, choicegen.Choice{Constraint: c.Eq(key, kc), Label: fmt.Sprintf("case %d", k)})
			def = c.LAnd(def, c.Ne(key, kc))
		}
		g.Choices = append(g.Choices, choicegen.Choice{Constraint: def, Label: "default"})
		return g
	}
	for i := range t.keys {
		if t.targets[i] != t.def {
			targets = append(targets, t.targets[i])
		}
	}
	if len(targets) == 0 {
		return t.def, 0, nil
	}
	i, stop, err := vm.choose(f, pc, sp, mk)
	if stop != 0 || err != nil {
		return 0, stop, err
	}
	if i < len(targets) {
		return targets[i], 0, nil
	}
	return t.def, 0, nil
}

// divisorZero decides whether an integer divisor is zero; a symbolic
// divisor is a choice: "divisor == 0" (ArithmeticException) first.
func (vm *VM) divisorZero(f *frame, pc, sp int, b Slot, long bool) (bool, stopReason, error) {
	if !b.S.Valid() {
		if long {
			return b.I == 0, 0, nil
		}
		return int32(b.I) == 0, 0, nil
	}
	c := vm.ctx
	k := solver.KInt
	if long {
		k = solver.KLong
	}
	zero := c.Eq(b.S, c.Const(k, 0))
	if zero.IsConst() {
		return zero.ConstValue() != 0, 0, nil
	}
	i, stop, err := vm.choose(f, pc, sp, func(w fmt.Stringer) *choicegen.Generator {
		return &choicegen.Generator{Kind: choicegen.DivByZero, Where: w, Choices: []choicegen.Choice{
			{Constraint: zero, Label: "divisor == 0"},
			{Constraint: c.Not(zero), Label: "divisor != 0"},
		}}
	})
	return i == 0, stop, err
}

// arrayIndex checks an array index. A concrete index out of bounds throws
// ArrayIndexOutOfBoundsException (ok is false, the frame is left at the
// handler). A symbolic index forks: out of bounds first, then one choice
// per valid index, so every later access uses a concrete index. Forking per
// index keeps the heap concrete and the path conditions small (the arrays
// of the subjects are short); a select-style encoding would need the theory
// of arrays and would hide the aliasing that drivers want explored.
func (vm *VM) arrayIndex(f *frame, pc, sp int, arr *Object, idx Slot) (int, bool, stopReason, error) {
	n := len(arr.Fields)
	if !idx.S.Valid() {
		i := int32(idx.I)
		if i < 0 || int(i) >= n {
			f.pc, f.sp = pc, sp
			return 0, false, 0, vm.throwNew("java/lang/ArrayIndexOutOfBoundsException", fmt.Sprintf("Index %d out of bounds for length %d", i, n))
		}
		return int(i), true, 0, nil
	}
	c := vm.ctx
	if n == 0 {
		f.pc, f.sp = pc, sp
		return 0, false, 0, vm.throwNew("java/lang/ArrayIndexOutOfBoundsException", "Index out of bounds for length 0")
	}
	i, stop, err := vm.choose(f, pc, sp, func(w fmt.Stringer) *choicegen.Generator {
		g := &choicegen.Generator{Kind: choicegen.ArrayIndex, Where: w}
		oob := c.LOr(c.Lt(idx.S, c.Const(solver.KInt, 0)), c.Ge(idx.S, c.Const(solver.KInt, int64(n))))
		g.Choices = append(g.Choices, choicegen.Choice{Constraint: oob, Label: "out of bounds"})
		for j := 0; j < n; j++ {
			g.Choices = append(g.Choices, choicegen.Choice{Constraint: c.Eq(idx.S, c.Const(solver.KInt, int64(j))), Label: fmt.Sprintf("index %d", j)})
		}
		return g
	})
	if stop != 0 || err != nil {
		return 0, false, stop, err
	}
	if i == 0 {
		f.pc, f.sp = pc, sp
		return 0, false, 0, vm.throwNew("java/lang/ArrayIndexOutOfBoundsException", fmt.Sprintf("Index out of bounds for length %d", n))
	}
	return i - 1, true, 0, nil
}
