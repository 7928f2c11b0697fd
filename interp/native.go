package interp

import (
	"errors"
	"fmt"
)

// NativeFunc is a Go model of a Java method. args holds one slot per
// parameter, the receiver first for instance methods. To throw a Java
// exception it returns vm.JavaThrow(...); any other error is a host failure.
type NativeFunc func(vm *VM, args []Slot) (Slot, error)

// apiFunc is an intercepted in-program API (Verify, Debug, Verifier): it
// has the caller's frame, may create choice points, and finishes the call
// itself (finishNative) or stops.
type apiFunc func(vm *VM, f *frame, argsBase int) (stopReason, error)

// nativeRegistry maps methods to their Go models.
type nativeRegistry struct {
	funcs    map[string]NativeFunc // "java/lang/String.length()I"
	apis     map[string]apiFunc
	strSym   map[string]symStrFunc                   // models on symbolic strings, tried first
	modelled map[string]bool                         // classes whose every method is a model
	concrete map[string]bool                         // models that compute with concrete values only (add)
	inits    map[string]func(vm *VM, c *Class) error // static state of modelled classes
	symSpecs []*symSpec
}

func newNativeRegistry() *nativeRegistry {
	r := &nativeRegistry{funcs: map[string]NativeFunc{}, apis: map[string]apiFunc{}, strSym: map[string]symStrFunc{},
		modelled: map[string]bool{}, concrete: map[string]bool{}, inits: map[string]func(*VM, *Class) error{}}
	for _, reg := range registrations {
		reg(r)
	}
	registerSymFloat(r) // wraps models the registrations made
	registerSymStrings(r)
	registerSymChars(r)
	r.registerAPIs()
	return r
}

// registrations are the model sets, one per jdk_*.go file.
var registrations []func(r *nativeRegistry)

// add registers a model that computes with concrete values only: a
// symbolic argument makes the call fail with ErrUnsupported, so no model
// silently concretises a symbolic value.
func (r *nativeRegistry) add(key string, f NativeFunc) {
	r.funcs[key] = concreteOnly(f)
	r.concrete[key] = true
}

// addSym registers a model that handles symbolic arguments itself (exactly,
// or with an ErrUnsupported error).
func (r *nativeRegistry) addSym(key string, f NativeFunc) {
	r.funcs[key] = f
	delete(r.concrete, key)
}

func concreteOnly(f NativeFunc) NativeFunc {
	return func(vm *VM, a []Slot) (Slot, error) {
		for i := range a {
			if a[i].S.Valid() {
				return Slot{}, fmt.Errorf("%w: symbolic argument %d (%s); the model computes with concrete values only", ErrUnsupported, i+1, a[i].S)
			}
			if err := concreteTextArg(a[i].R, i+1); err != nil {
				return Slot{}, err
			}
		}
		return f(vm, a)
	}
}

// concreteTextArg is the guard of concrete models against symbolic text:
// a String or builder with symbolic content, as argument n or an element
// of an array argument (varargs, String.join), is ErrUnsupported, never
// read as text.
func concreteTextArg(o *Object, n int) error {
	if o == nil {
		return nil
	}
	if isSymbolicText(o) {
		return fmt.Errorf("%w: argument %d is a symbolic %s; the model computes with concrete text only", ErrUnsupported, n, DotName(o.Class.Name))
	}
	if o.Class.Component != nil {
		for _, e := range o.Fields {
			if isSymbolicText(e.R) {
				return fmt.Errorf("%w: argument %d holds a symbolic %s; the model computes with concrete text only", ErrUnsupported, n, DotName(e.R.Class.Name))
			}
		}
	}
	return nil
}

func (r *nativeRegistry) modelsClass(name string) bool { return r.modelled[name] }

func (r *nativeRegistry) initModel(vm *VM, c *Class) error {
	if f := r.inits[c.Name]; f != nil {
		return f(vm, c)
	}
	return nil
}

func (r *nativeRegistry) symbolicSpec(m *Method) *symSpec { return m.symbolic }

func (r *nativeRegistry) api(m *Method) apiFunc {
	if !m.nativeSet {
		r.resolve(m)
	}
	return m.api
}

func (r *nativeRegistry) symString(m *Method) symStrFunc {
	if !m.nativeSet {
		r.resolve(m)
	}
	return m.symStr
}

func (r *nativeRegistry) lookup(m *Method) NativeFunc {
	if !m.nativeSet {
		r.resolve(m)
	}
	return m.native
}

// resolve looks m's model up once (the keys are built by concatenation,
// too slow for every call).
func (r *nativeRegistry) resolve(m *Method) {
	key := m.Class.Name + "." + m.Name + m.Desc
	m.native = r.funcs[key]
	m.api = r.apis[key]
	m.symStr = r.strSym[key]
	m.concreteOnly = r.concrete[key]
	m.nativeSet = true
}

// Call runs a Java method from a Go model and returns its result. A Java
// exception it throws comes back as an error from JavaThrow's family that
// the model should return as is. Choice points inside are not supported.
func (vm *VM) Call(m *Method, args []Slot) (Slot, error) {
	if nf := vm.natives.lookup(m); nf != nil {
		if res, err := nf(vm, args); err != errBytecode {
			return res, err
		}
	}
	if m.Class.modelled || m.Code == nil {
		return Slot{}, fmt.Errorf("%w: call of %s from a model", ErrUnsupported, m)
	}
	if m.IsStatic() {
		if err := vm.initNow(m.Class); err != nil {
			return Slot{}, err
		}
	}
	base := vm.top()
	if err := m.prepare(); err != nil {
		return Slot{}, err
	}
	need := base + m.ArgSlots + 2
	if need > len(vm.stack) {
		ns := make([]Slot, 2*need+1024)
		copy(ns, vm.stack)
		vm.stack = ns
	}
	i := base
	for j, a := range args {
		vm.stack[i] = a
		if !m.IsStatic() && j == 0 {
			i++
		} else {
			p := j
			if !m.IsStatic() {
				p--
			}
			i += slotsOf(m.Params[p])
		}
	}
	depth := len(vm.frames)
	if err := vm.pushFrame(m, base, frameCallback, nil); err != nil {
		return Slot{}, err
	}
	if len(vm.frames) == depth { // StackOverflowError thrown instead
		return Slot{}, vm.takeCallbackExc()
	}
	vm.callbackDepth++
	stop, err := vm.exec()
	vm.callbackDepth--
	if err != nil {
		return Slot{}, err
	}
	if stop != stopReturn {
		return Slot{}, errors.New("interp: callback did not return")
	}
	if vm.cbExc != nil {
		return Slot{}, vm.takeCallbackExc()
	}
	return vm.cbResult, nil
}

func (vm *VM) takeCallbackExc() error {
	e := vm.cbExc
	vm.cbExc = nil
	if e == nil {
		return errors.New("interp: callback failed")
	}
	return &thrownError{exc: e}
}

// CallVirtual calls the method name+desc selected on the receiver's class.
func (vm *VM) CallVirtual(recv *Object, name, desc string, args ...Slot) (Slot, error) {
	if recv == nil {
		return Slot{}, vm.JavaThrow("java/lang/NullPointerException", "")
	}
	m := recv.Class.findMethod(name, desc)
	if m == nil {
		return Slot{}, fmt.Errorf("%w: no method %s%s in %s", ErrLinkage, name, desc, DotName(recv.Class.Name))
	}
	m = recv.Class.selectVirtual(m)
	return vm.Call(m, append([]Slot{{R: recv}}, args...))
}
