package interp

import (
	"fmt"
	"strings"

	cf "gospf/classfile"
)

// Helpful NullPointerException messages (JEP 358, on by default in JDK 17):
// a NullPointerException the VM raises at getfield, putfield, an invoke,
// an array load or store, arraylength, athrow or monitorenter/exit says
// what failed and, where the bytecode tells, which value was null:
//
//	Cannot read field "v" because "n.next" is null
//	Cannot invoke "String.length()" because the return value of "A.f()" is null
//
// The null value's origin comes from a data-flow pass over the method
// (computed once per method, on the first NPE): for every instruction, the
// instruction that pushed each operand-stack slot. As in HotSpot, slots
// whose origin differs between the paths that reach an instruction have
// none, and the message then has no "because" part.

// npeMessage returns the message of a NullPointerException raised by the
// instruction at index pc of m.
func npeMessage(m *Method, pc int) string {
	if m.code == nil || pc >= len(m.code) {
		return ""
	}
	in := &m.code[pc]
	var action string
	depth := 0 // the null operand, in slots from the top of the stack
	switch in.op {
	case cf.OpGetfield, cf.OpPutfield:
		ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
		if !ok {
			return ""
		}
		if in.op == cf.OpGetfield {
			action = `Cannot read field "` + ref.Name + `"`
		} else {
			action = `Cannot assign field "` + ref.Name + `"`
			depth = slotsOf(ref.Descriptor[0])
		}
	case cf.OpInvokevirtual, cf.OpInvokeinterface, cf.OpInvokespecial:
		ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
		if !ok {
			return ""
		}
		cls := ref.Class
		if rm, ok := in.ref.(*Method); ok {
			cls = rm.Class.Name
		}
		action = `Cannot invoke "` + npeMethodName(cls, ref.Name, ref.Descriptor) + `"`
		params, _, err := cf.ParseMethodDescriptor(ref.Descriptor)
		if err != nil {
			return ""
		}
		for _, p := range params {
			depth += slotsOf(p[0])
		}
	case cf.OpIaload, cf.OpLaload, cf.OpFaload, cf.OpDaload, cf.OpAaload, cf.OpBaload, cf.OpCaload, cf.OpSaload:
		action = "Cannot load from " + npeArrayKind(in.op) + " array"
		depth = 1
	case cf.OpIastore, cf.OpFastore, cf.OpAastore, cf.OpBastore, cf.OpCastore, cf.OpSastore:
		action = "Cannot store to " + npeArrayKind(in.op) + " array"
		depth = 2
	case cf.OpLastore, cf.OpDastore:
		action = "Cannot store to " + npeArrayKind(in.op) + " array"
		depth = 3
	case cf.OpArraylength:
		action = "Cannot read the array length"
	case cf.OpAthrow:
		action = "Cannot throw exception"
	case cf.OpMonitorenter:
		action = "Cannot enter synchronized block"
	case cf.OpMonitorexit:
		action = "Cannot exit synchronized block"
	default:
		return ""
	}
	states := m.npeFlow()
	st := states[pc]
	if st == nil || depth >= len(st) {
		return action
	}
	src := st[len(st)-1-depth]
	if src < 0 {
		return action
	}
	if desc, ret := describeSource(m, states, int(src), 0); desc != "" {
		if ret {
			return action + " because the return value of \"" + desc + "\" is null"
		}
		return action + " because \"" + desc + "\" is null"
	}
	return action
}

func npeArrayKind(op uint8) string {
	switch op {
	case cf.OpIaload, cf.OpIastore:
		return "int"
	case cf.OpLaload, cf.OpLastore:
		return "long"
	case cf.OpFaload, cf.OpFastore:
		return "float"
	case cf.OpDaload, cf.OpDastore:
		return "double"
	case cf.OpBaload, cf.OpBastore:
		return "byte/boolean"
	case cf.OpCaload, cf.OpCastore:
		return "char"
	case cf.OpSaload, cf.OpSastore:
		return "short"
	}
	return "object"
}

// npeClassName is a class name as HotSpot prints it in these messages:
// external, with java.lang. dropped for Object and String only.
func npeClassName(internal string) string {
	n := DotName(internal)
	if n == "java.lang.Object" || n == "java.lang.String" {
		return n[len("java.lang."):]
	}
	return n
}

// npeTypeName renders a field descriptor: "int", "Object", "char[]".
func npeTypeName(d string) string {
	dims := ""
	for len(d) > 0 && d[0] == '[' {
		dims += "[]"
		d = d[1:]
	}
	if d[0] == 'L' {
		return npeClassName(d[1:len(d)-1]) + dims
	}
	return PrimName(d[0]) + dims
}

func npeMethodName(class, name, desc string) string {
	params, _, err := cf.ParseMethodDescriptor(desc)
	if err != nil {
		return npeClassName(class) + "." + name + "()"
	}
	ps := make([]string, len(params))
	for i, p := range params {
		ps[i] = npeTypeName(p)
	}
	return npeClassName(class) + "." + name + "(" + strings.Join(ps, ", ") + ")"
}

// describeSource describes the value pushed by instruction src: a local
// variable, a field, an array element, null, or (ret) a method's result.
// It returns "" when the value cannot be described.
func describeSource(m *Method, states [][]int32, src, level int) (desc string, ret bool) {
	if level > 5 {
		return "", false
	}
	in := &m.code[src]
	operand := func(depth int) int {
		st := states[src]
		if st == nil || depth >= len(st) {
			return -1
		}
		return int(st[len(st)-1-depth])
	}
	switch in.op {
	case cf.OpAload, cf.OpAload0, cf.OpAload1, cf.OpAload2, cf.OpAload3,
		cf.OpIload, cf.OpIload0, cf.OpIload1, cf.OpIload2, cf.OpIload3:
		return localName(m, src), false
	case cf.OpAconstNull:
		return "null", false
	case cf.OpIconstM1, cf.OpIconst0, cf.OpIconst1, cf.OpIconst2, cf.OpIconst3, cf.OpIconst4, cf.OpIconst5:
		return fmt.Sprint(int(in.op) - cf.OpIconst0), false
	case cf.OpBipush, cf.OpSipush:
		return fmt.Sprint(in.a), false
	case cf.OpGetstatic:
		if ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef); ok {
			return npeClassName(ref.Class) + "." + ref.Name, false
		}
	case cf.OpGetfield:
		if ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef); ok {
			if o := operand(0); o >= 0 {
				if d, r := describeSource(m, states, o, level+1); d != "" && !r {
					return d + "." + ref.Name, false
				}
			}
			return ref.Name, false
		}
	case cf.OpInvokevirtual, cf.OpInvokeinterface, cf.OpInvokespecial, cf.OpInvokestatic:
		if ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef); ok {
			cls := ref.Class
			if rm, ok := in.ref.(*Method); ok {
				cls = rm.Class.Name
			}
			return npeMethodName(cls, ref.Name, ref.Descriptor), true
		}
	case cf.OpAaload, cf.OpIaload, cf.OpBaload, cf.OpCaload, cf.OpSaload:
		arr, idx := operand(1), operand(0)
		if arr < 0 {
			return "", false
		}
		a, r := describeSource(m, states, arr, level+1)
		if a == "" || r {
			return "", false
		}
		i := "..."
		if idx >= 0 {
			if d, r := describeSource(m, states, idx, level+1); d != "" && !r && !strings.ContainsAny(d, ".[") {
				i = d
			}
		}
		return a + "[" + i + "]", false
	case cf.OpCheckcast:
		if o := operand(0); o >= 0 {
			return describeSource(m, states, o, level+1)
		}
	}
	return "", false
}

// localName names the local variable an instruction loads: its source
// name when the LocalVariableTable has it, else "this", "<parameterN>" or
// "<localN>" as HotSpot does.
func localName(m *Method, pc int) string {
	in := &m.code[pc]
	slot := int(in.a)
	switch in.op {
	case cf.OpAload0, cf.OpAload1, cf.OpAload2, cf.OpAload3:
		slot = int(in.op - cf.OpAload0)
	case cf.OpIload0, cf.OpIload1, cf.OpIload2, cf.OpIload3:
		slot = int(in.op - cf.OpIload0)
	}
	bpc := int(in.pc)
	if m.Code != nil {
		for _, lv := range m.Code.LocalVariables {
			if int(lv.Index) == slot && bpc >= int(lv.StartPC) && bpc < int(lv.StartPC)+int(lv.Length) {
				return lv.Name
			}
		}
	}
	if !m.IsStatic() && slot == 0 {
		return "this"
	}
	s := 0
	if !m.IsStatic() {
		s = 1
	}
	for i, p := range m.Params {
		if s == slot {
			return fmt.Sprintf("<parameter%d>", i+1)
		}
		s += slotsOf(p)
	}
	return fmt.Sprintf("<local%d>", slot)
}

// npeFlow computes, for every instruction of m, the origin of each
// operand-stack slot before it (the index of the instruction that pushed
// it, -1 if unknown or different along different paths); nil for
// unreachable instructions.
func (m *Method) npeFlow() [][]int32 {
	if m.npeStates != nil {
		return m.npeStates
	}
	code := m.code
	states := make([][]int32, len(code))
	states[0] = []int32{}
	work := []int{0}
	merge := func(to int, st []int32) {
		if to < 0 || to >= len(code) {
			return
		}
		old := states[to]
		if old == nil {
			states[to] = st
			work = append(work, to)
			return
		}
		if len(old) != len(st) {
			return // not valid bytecode; keep the first
		}
		var changed []int32
		for i := range old {
			if old[i] != st[i] && old[i] != -1 {
				if changed == nil {
					changed = append([]int32{}, old...)
				}
				changed[i] = -1
			}
		}
		if changed != nil {
			states[to] = changed
			work = append(work, to)
		}
	}
	for len(work) > 0 {
		pc := work[len(work)-1]
		work = work[:len(work)-1]
		in := &code[pc]
		out, ok := m.npeStep(pc, in, states[pc])
		for _, h := range m.handlers {
			if pc >= h.start && pc < h.end {
				merge(h.target, []int32{-1})
			}
		}
		if !ok {
			continue
		}
		switch {
		case in.sw != nil:
			merge(int(in.sw.def), out)
			for _, t := range in.sw.targets {
				merge(int(t), out)
			}
		case in.op == cf.OpGoto || in.op == cf.OpGotoW:
			merge(int(in.a), out)
		case isJump(in.op):
			merge(int(in.a), out)
			merge(pc+1, out)
		case isReturnOrThrow(in.op):
		default:
			merge(pc+1, out)
		}
	}
	m.npeStates = states
	return states
}

func isReturnOrThrow(op uint8) bool {
	switch op {
	case cf.OpIreturn, cf.OpLreturn, cf.OpFreturn, cf.OpDreturn, cf.OpAreturn, cf.OpReturn, cf.OpAthrow, cf.OpRet:
		return true
	}
	return false
}

// npeStep applies one instruction to a stack of origins.
func (m *Method) npeStep(pc int, in *insn, st []int32) ([]int32, bool) {
	s := append([]int32(nil), st...)
	pop := func(n int) bool {
		if n > len(s) {
			return false
		}
		s = s[:len(s)-n]
		return true
	}
	push := func(n int) {
		for i := 0; i < n; i++ {
			s = append(s, int32(pc))
		}
	}
	top := func(i int) int32 { return s[len(s)-1-i] }
	n := len(s)
	switch in.op {
	case cf.OpDup:
		if n < 1 {
			return nil, false
		}
		s = append(s, top(0))
	case cf.OpDupX1:
		if n < 2 {
			return nil, false
		}
		v1, v2 := top(0), top(1)
		s = append(s[:n-2], v1, v2, v1)
	case cf.OpDupX2:
		if n < 3 {
			return nil, false
		}
		v1, v2, v3 := top(0), top(1), top(2)
		s = append(s[:n-3], v1, v3, v2, v1)
	case cf.OpDup2:
		if n < 2 {
			return nil, false
		}
		s = append(s, top(1), top(0))
	case cf.OpDup2X1:
		if n < 3 {
			return nil, false
		}
		v1, v2, v3 := top(0), top(1), top(2)
		s = append(s[:n-3], v2, v1, v3, v2, v1)
	case cf.OpDup2X2:
		if n < 4 {
			return nil, false
		}
		v1, v2, v3, v4 := top(0), top(1), top(2), top(3)
		s = append(s[:n-4], v2, v1, v4, v3, v2, v1)
	case cf.OpSwap:
		if n < 2 {
			return nil, false
		}
		s[n-1], s[n-2] = s[n-2], s[n-1]
	case cf.OpGetstatic, cf.OpPutstatic, cf.OpGetfield, cf.OpPutfield:
		ref, ok := m.Class.File.Pool[in.a].(*cf.ConstMemberRef)
		if !ok {
			return nil, false
		}
		w := slotsOf(ref.Descriptor[0])
		switch in.op {
		case cf.OpGetstatic:
			push(w)
		case cf.OpPutstatic:
			if !pop(w) {
				return nil, false
			}
		case cf.OpGetfield:
			if !pop(1) {
				return nil, false
			}
			push(w)
		default:
			if !pop(w + 1) {
				return nil, false
			}
		}
	case cf.OpInvokevirtual, cf.OpInvokespecial, cf.OpInvokestatic, cf.OpInvokeinterface, cf.OpInvokedynamic:
		var desc string
		switch k := m.Class.File.Pool[in.a].(type) {
		case *cf.ConstMemberRef:
			desc = k.Descriptor
		case *cf.ConstDynamic:
			desc = k.Descriptor
		default:
			return nil, false
		}
		params, ret, err := cf.ParseMethodDescriptor(desc)
		if err != nil {
			return nil, false
		}
		w := 0
		for _, p := range params {
			w += slotsOf(p[0])
		}
		if in.op != cf.OpInvokestatic && in.op != cf.OpInvokedynamic {
			w++
		}
		if !pop(w) {
			return nil, false
		}
		if ret[0] != 'V' {
			push(slotsOf(ret[0]))
		}
	case cf.OpMultianewarray:
		if !pop(int(in.b)) {
			return nil, false
		}
		push(1)
	default:
		info := cf.Opcodes[in.op]
		if info.Pops < 0 || info.Pushes < 0 || !pop(int(info.Pops)) {
			return nil, false
		}
		push(int(info.Pushes))
	}
	return s, true
}
