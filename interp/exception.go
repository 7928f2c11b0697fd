package interp

import (
	"errors"
	"fmt"
	"strings"

	cf "gospf/classfile"
	"gospf/solver"
)

// ErrUnsupported marks programs that use what gospf does not model.
var ErrUnsupported = errors.New("unsupported")

// HostError is a failure of the host (not a Java exception), located at
// the instruction that was executing.
type HostError struct {
	Where string // "pkg.C.m(desc) pc N (C.java:line)"
	Err   error
	// Stack is the Java stack at the failure, innermost first
	// ("C.m(C.java:12)").
	Stack []string
}

func (e *HostError) Error() string {
	if e.Where == "" {
		return e.Err.Error()
	}
	return e.Where + ": " + e.Err.Error()
}

func (e *HostError) Unwrap() error { return e.Err }

// hostErr locates err at the current instruction (once).
func (vm *VM) hostErr(err error) error {
	var h *HostError
	if errors.As(err, &h) {
		return err
	}
	if len(vm.frames) == 0 {
		return &HostError{Err: err}
	}
	f := &vm.frames[len(vm.frames)-1]
	w := f.m.String()
	if f.m.code != nil && f.pc < len(f.m.code) {
		bpc := int(f.m.code[f.pc].pc)
		w += fmt.Sprintf(" pc %d", bpc)
		if l := f.m.Line(bpc); l > 0 && f.m.Class.File.SourceFile != "" {
			w += fmt.Sprintf(" (%s:%d)", f.m.Class.File.SourceFile, l)
		}
	}
	return &HostError{Where: w, Err: err, Stack: vm.stackInfo().Stack()}
}

// thrownError carries a Java exception out of a Go model.
type thrownError struct{ exc *Object }

func (t *thrownError) Error() string { return "java exception " + DotName(t.exc.Class.Name) }

// ThrownClass returns the internal class name of the Java exception err
// carries out of a model (JavaThrow's family), and false for any other
// error: a model that catches what another model throws (Integer.getInteger
// catching decode's NumberFormatException) tells them apart so.
func ThrownClass(err error) (string, bool) {
	var t *thrownError
	if !errors.As(err, &t) {
		return "", false
	}
	return t.exc.Class.Name, true
}

// ThrowableInfo is the Go side of a Throwable: its Java stack when filled
// in. The frames are recorded as methods and instruction indices and
// formatted only when the stack is read: a speculative search creates
// many exceptions on paths it then finds infeasible (an assert failing
// past an infeasible branch), and formatting every stack took 14% of a
// sorted-list run.
type ThrowableInfo struct {
	frames []stackFrame // innermost first
	stack  []string     // the formatted frames, once Stack was called
	names  frameNames   // the VM's formatted frames, shared by all paths
}

// frameNames memoises formatted stack frames: the same few locations
// recur on every path (an assert failing past an infeasible branch).
type frameNames map[stackFrame]string

// stackFrame is one frame of a recorded stack: a method and the index of
// its current instruction.
type stackFrame struct {
	m  *Method
	pc int
}

// String formats the frame as "C.m(C.java:12)".
func (f stackFrame) String() string {
	loc := "Unknown Source"
	if l := f.line(); l > 0 && f.m.Class.File.SourceFile != "" {
		loc = fmt.Sprintf("%s:%d", f.m.Class.File.SourceFile, l)
	}
	return fmt.Sprintf("%s.%s(%s)", DotName(f.m.Class.Name), f.m.Name, loc)
}

// line is the source line of the frame's instruction, 0 when unknown.
func (f stackFrame) line() int {
	if f.m.code != nil && f.pc < len(f.m.code) {
		return f.m.Line(int(f.m.code[f.pc].pc))
	}
	return 0
}

// Stack returns the frames as "C.m(C.java:12)", innermost first.
func (t *ThrowableInfo) Stack() []string {
	if t.stack == nil && len(t.frames) > 0 {
		t.stack = make([]string, len(t.frames))
		for i, f := range t.frames {
			name, ok := t.names[f]
			if !ok {
				name = f.String()
				t.names[f] = name
			}
			t.stack[i] = name
		}
	}
	return t.stack
}

// JavaThrow returns an error that makes the calling model throw a new
// exception of the named class with the message ("" for none).
func (vm *VM) JavaThrow(class, msg string) error {
	o, err := vm.newThrowable(class, msg)
	if err != nil {
		return err
	}
	return &thrownError{exc: o}
}

// JavaThrowEmpty is JavaThrow with an empty detail message rather than
// none (the JDK's new NumberFormatException("")).
func (vm *VM) JavaThrowEmpty(class string) error {
	return vm.JavaThrowText(class, vm.ctx.StrConst(nil))
}

// JavaThrowText is JavaThrow with the detail message e, a KString
// expression: symbolic text made of the call's values, as the JDK makes
// its message of them.
func (vm *VM) JavaThrowText(class string, e solver.Expr) error {
	o, err := vm.newThrowable(class, "")
	if err != nil {
		return err
	}
	s, err := vm.newText(e)
	if err != nil {
		return err
	}
	if fd := o.Class.FieldByName("detailMessage"); fd != nil {
		o.Fields[fd.Slot] = s
	}
	return &thrownError{exc: o}
}

// newThrowable creates an exception object the way the JVM does for its
// own exceptions: the detail message set, the stack filled in, no
// constructor run.
func (vm *VM) newThrowable(class, msg string) (*Object, error) {
	c, err := vm.LoadClass(class)
	if err != nil {
		return nil, err
	}
	o := vm.NewObject(c)
	if msg != "" {
		s, err := vm.NewString(UTF16Of(msg))
		if err != nil {
			return nil, err
		}
		if fd := c.FieldByName("detailMessage"); fd != nil {
			o.Fields[fd.Slot] = Slot{R: s}
		}
	}
	if fd := c.FieldByName("cause"); fd != nil {
		o.Fields[fd.Slot] = Slot{R: o}
	}
	// The fields Throwable's constructor initialises from its statics
	// (start initialises Throwable before main).
	if t, ok := vm.classes["java/lang/Throwable"]; ok && vm.initState[t.initSerial] == classInitialized {
		for _, n := range [][2]string{{"stackTrace", "UNASSIGNED_STACK"}, {"suppressedExceptions", "SUPPRESSED_SENTINEL"}} {
			fd, sf := t.FieldByName(n[0]), t.FieldByName(n[1])
			if fd != nil && sf != nil && sf.Static {
				o.Fields[fd.Slot] = t.statics.Fields[sf.Slot]
			}
		}
	}
	o.Native = vm.stackInfo()
	return o, nil
}

// stackInfo records the Java stack, innermost first.
func (vm *VM) stackInfo() *ThrowableInfo {
	if vm.frameNames == nil {
		vm.frameNames = make(frameNames)
	}
	info := &ThrowableInfo{frames: make([]stackFrame, len(vm.frames)), names: vm.frameNames}
	for i := range vm.frames {
		f := &vm.frames[len(vm.frames)-1-i]
		info.frames[i] = stackFrame{m: f.m, pc: f.pc}
	}
	return info
}

// throwNew throws a new exception of the named class. The Go error result
// is only for host failures (the class cannot be loaded).
func (vm *VM) throwNew(class, msg string) error {
	o, err := vm.newThrowable(class, msg)
	if err != nil {
		return vm.hostErr(err)
	}
	return vm.throwObj(o)
}

// throwObj unwinds frames to the nearest handler of exc (JVMS 2.10). An
// exception leaving a class initialiser marks the class erroneous and
// becomes ExceptionInInitializerError unless it is an Error; one leaving a
// callback frame returns to the Go caller; one leaving the last frame ends
// the path.
func (vm *VM) throwObj(exc *Object) error {
	if vm.rec != nil {
		return vm.abandon("an exception (%s)", DotName(exc.Class.Name))
	}
	if vm.opts.FailedAssertEndsPath && vm.isAssertionError(exc) {
		vm.endPath(vm.uncaught(exc))
		return nil
	}
	for len(vm.frames) > 0 {
		f := &vm.frames[len(vm.frames)-1]
		for i := range f.m.handlers {
			h := &f.m.handlers[i]
			if f.pc < h.start || f.pc >= h.end {
				continue
			}
			if h.catchType != "" {
				if h.class == nil {
					c, err := vm.LoadClass(h.catchType)
					if err != nil {
						return vm.hostErr(err)
					}
					h.class = c
				}
				if !exc.Class.IsSubclassOf(h.class) {
					continue
				}
			}
			f.pc = h.target
			f.sp = f.base + int(f.m.Code.MaxLocals)
			vm.stack[f.sp] = Slot{R: exc}
			f.sp++
			return nil
		}
		kind, cl := f.kind, f.clinit
		vm.frames = vm.frames[:len(vm.frames)-1]
		switch kind {
		case frameCallback:
			vm.cbExc = exc
			vm.cbDone = true
			return nil
		case frameClinit, frameClinitCallback:
			vm.setInitState(cl, classErroneous)
			if !vm.isError(exc) {
				w, err := vm.newThrowable("java/lang/ExceptionInInitializerError", "")
				if err != nil {
					return vm.hostErr(err)
				}
				// The JVM builds it with ExceptionInInitializerError(Throwable):
				// no message, the cause is the exception.
				if fd := w.Class.FieldByName("exception"); fd != nil {
					w.Fields[fd.Slot] = Slot{R: exc}
				}
				if fd := w.Class.FieldByName("cause"); fd != nil {
					w.Fields[fd.Slot] = Slot{R: exc}
				}
				exc = w
			}
			if kind == frameClinitCallback {
				vm.cbExc = exc
				vm.cbDone = true
				return nil
			}
		}
	}
	vm.endPath(vm.uncaught(exc))
	return nil
}

func (vm *VM) isAssertionError(o *Object) bool {
	for c := o.Class; c != nil; c = c.Super {
		if c.Name == "java/lang/AssertionError" {
			return true
		}
	}
	return false
}

func (vm *VM) isError(o *Object) bool {
	for c := o.Class; c != nil; c = c.Super {
		if c.Name == "java/lang/Error" {
			return true
		}
	}
	return false
}

// uncaught builds the outcome of an exception that left main.
func (vm *VM) uncaught(exc *Object) *Outcome {
	out := &Outcome{Kind: OutcomeException, Exception: exc, ExceptionClass: DotName(exc.Class.Name)}
	if fd := exc.Class.FieldByName("detailMessage"); fd != nil {
		if s := exc.Fields[fd.Slot].R; s != nil {
			out.Message = GoString(s)
			out.HasMessage = true
		}
	}
	if info, ok := exc.Native.(*ThrowableInfo); ok {
		out.Stack = info.Stack()
		if len(out.Stack) > 0 {
			out.Where = out.Stack[0]
		}
	}
	return out
}

// popFrame returns from the top frame with result v (w slots).
func (vm *VM) popFrame(v Slot, w int) (stopReason, error) {
	f := vm.frames[len(vm.frames)-1]
	vm.frames = vm.frames[:len(vm.frames)-1]
	if f.m.symbolic != nil && f.kind == frameNormal && vm.opts.LogCalls {
		vm.calls = append(vm.calls, SymEvent{Method: f.m, Returned: true, Value: v})
	}
	switch f.kind {
	case frameClinit:
		vm.setInitState(f.clinit, classInitialized)
		return 0, nil
	case frameClinitCallback:
		vm.setInitState(f.clinit, classInitialized)
		vm.cbResult = Slot{}
		vm.cbDone = true
		return 0, nil
	case frameCallback:
		v, err := vm.settleResult(v, true)
		if err != nil {
			return 0, err
		}
		vm.cbResult = v
		vm.cbDone = true
		return 0, nil
	}
	if len(vm.frames) == 0 {
		v, _ = vm.settleResult(v, false)
		vm.endPath(&Outcome{Kind: OutcomeReturn, Value: v, RetType: f.m.Ret})
		return 0, nil
	}
	c := &vm.frames[len(vm.frames)-1]
	if f.lret != nil {
		return 0, vm.popLambda(c, v, f.lret)
	}
	if w > 0 {
		vm.stack[c.sp] = v
		c.sp += w
	}
	c.pc++
	return 0, nil
}

// popLambda finishes a call of a lambda whose implementation's frame just
// returned v: the result is adapted to the interface's return type.
func (vm *VM) popLambda(c *frame, v Slot, r *lambdaRet) error {
	if r.newObj {
		c.sp--
		v = vm.stack[c.sp]
	}
	v, threw, err := vm.adaptRet(v, r)
	if err != nil || threw {
		return err
	}
	c = &vm.frames[len(vm.frames)-1]
	if r.to != 'V' {
		vm.stack[c.sp] = v
		c.sp += slotsOf(r.to)
	}
	c.pc++
	return nil
}

// GoString returns the text of a java.lang.String object.
func GoString(o *Object) string {
	if o == nil {
		return "null"
	}
	if e, ok := SymbolicText(o); ok {
		return e.String() // for reports: the text's expression
	}
	u, _ := o.Native.([]uint16)
	return StringOfUTF16(u)
}

var _ = strings.Builder{}
var _ = cf.AccPublic
