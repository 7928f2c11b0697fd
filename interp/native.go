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

// Library is the table of native peers a VM consults: Go models of Java
// methods keyed by class, name and descriptor ("java/lang/String.length()I"),
// the classes modelled wholly in Go, their static initialisers, and the
// messages of their NullPointerExceptions. Options.Models fills it (package
// jdk holds the JDK's models, those on symbolic values included); the VM
// then adds its own: the symbolic models of symfloat.go, which wrap the
// concrete ones, the in-program APIs and standard input. Each VM has
// its own Library.
type Library struct {
	funcs    map[string]NativeFunc // "java/lang/String.length()I"
	apis     map[string]apiFunc
	text     map[string]symModel                     // peers tried first on symbolic values (AddText, AddSymbolic)
	modelled map[string]bool                         // classes whose every method is a model
	concrete map[string]bool                         // models that compute with concrete values only (Add)
	bytecode map[string]bool                         // methods of modelled classes that run their bytecode
	inits    map[string]func(vm *VM, c *Class) error // static state of modelled classes
	npeMsgs  map[string][]npeArg                     // NullMessage
	symSpecs []*symSpec
}

// symModel is a peer registered with AddText (anyArg false) or
// AddSymbolic (anyArg true).
type symModel struct {
	f      NativeFunc
	anyArg bool
}

// npeArg is the message of a model's NullPointerException when argument
// arg (0: the receiver) is null.
type npeArg struct {
	arg int
	msg string
}

func newLibrary(models func(*Library)) *Library {
	r := &Library{funcs: map[string]NativeFunc{}, apis: map[string]apiFunc{}, text: map[string]symModel{},
		modelled: map[string]bool{}, concrete: map[string]bool{}, bytecode: map[string]bool{}, inits: map[string]func(*VM, *Class) error{},
		npeMsgs: map[string][]npeArg{}}
	models(r)
	registerSymFloat(r) // wraps models the registrations made
	registerStdin(r)
	r.registerAPIs()
	return r
}

// Add registers a model that computes with concrete values only: a
// symbolic argument makes the call fail with ErrUnsupported (or, with
// Options.Concretize, be concretised first), so no model silently
// concretises a symbolic value.
func (r *Library) Add(key string, f NativeFunc) {
	r.funcs[key] = concreteOnly(f)
	r.concrete[key] = true
}

// AddSym registers a model that handles symbolic arguments itself (exactly,
// or with an ErrUnsupported error).
func (r *Library) AddSym(key string, f NativeFunc) {
	r.funcs[key] = f
	delete(r.concrete, key)
}

// AddText registers a model of key for the calls that have an argument
// of symbolic text (a String, StringBuilder or StringBuffer whose content
// is symbolic, the receiver included): it is tried before the model
// registered with Add, which answers every other call. It may Split, and
// answers exactly or with an ErrUnsupported error naming what it cannot
// express.
func (r *Library) AddText(key string, f NativeFunc) { r.text[key] = symModel{f: f} }

// AddSymbolic is AddText for the calls that have any symbolic argument: a
// symbolic value (an int index, a char), symbolic text, a char[] with a
// symbolic char or a wrapper holding a symbolic value.
func (r *Library) AddSymbolic(key string, f NativeFunc) { r.text[key] = symModel{f: f, anyArg: true} }

// Model declares that every method of the class is a Go model: its
// bytecode never runs, and a method without a model is ErrUnsupported.
func (r *Library) Model(class string) { r.modelled[class] = true }

// AddPolymorphic registers the model of the signature-polymorphic method
// name ("java/lang/invoke/VarHandle.compareAndSet") for every call site
// descriptor (polymorphic.go). It receives one slot per argument of the
// call site's descriptor, the receiver first.
func (r *Library) AddPolymorphic(name string, f NativeFunc) { r.funcs[name+"(*)"] = f }

// Bytecode declares that the method key of a modelled class runs its own
// bytecode, as a method of a class that is not modelled does: for the
// methods whose body never touches the state the models keep in Go
// (String.format builds a Formatter), so that the choice points inside
// are the program's, which a model calling Java (VM.Call) cannot offer.
func (r *Library) Bytecode(key string) { r.bytecode[key] = true }

// Init registers the static initialisation of a modelled class, run in
// place of its <clinit>.
func (r *Library) Init(class string, f func(vm *VM, c *Class) error) { r.inits[class] = f }

// NullMessage gives the NullPointerException without a message that the
// model key throws, when its argument arg (0: the receiver) is null, the
// message msg (JDK 17's helpful message of the code the model replaces).
// The first null argument with a message decides.
func (r *Library) NullMessage(key string, arg int, msg string) {
	r.npeMsgs[key] = append(r.npeMsgs[key], npeArg{arg, msg})
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

func (r *Library) modelsClass(name string) bool { return r.modelled[name] }

// runsModel reports whether m must be a model: its class is modelled and
// m is not declared to run its bytecode (Bytecode).
func (r *Library) runsModel(m *Method) bool {
	if !m.nativeSet {
		r.resolve(m)
	}
	return m.Class.modelled && !m.ownCode
}

func (r *Library) initModel(vm *VM, c *Class) error {
	if f := r.inits[c.Name]; f != nil {
		return f(vm, c)
	}
	return nil
}

func (r *Library) symbolicSpec(m *Method) *symSpec { return m.symbolic }

func (r *Library) api(m *Method) apiFunc {
	if !m.nativeSet {
		r.resolve(m)
	}
	return m.api
}

// symModel returns the peer tried first on m's calls with symbolic
// values, nil if none.
func (r *Library) symModel(m *Method) *symModel {
	if !m.nativeSet {
		r.resolve(m)
	}
	return m.sym
}

func (r *Library) lookup(m *Method) NativeFunc {
	if !m.nativeSet {
		r.resolve(m)
	}
	return m.native
}

// resolve looks m's model up once (the keys are built by concatenation,
// too slow for every call).
func (r *Library) resolve(m *Method) {
	key := m.Class.Name + "." + m.Name + m.Desc
	m.native = r.funcs[key]
	if m.polymorphic {
		m.native = r.funcs[m.Class.Name+"."+m.Name+"(*)"]
	}
	m.api = r.apis[key]
	if sm, ok := r.text[key]; ok {
		m.sym = &sm
	}
	m.concreteOnly = r.concrete[key]
	m.ownCode = r.bytecode[key]
	m.nativeSet = true
}

// Call runs a Java method from a Go model and returns its result. A Java
// exception it throws comes back as an error from JavaThrow's family that
// the model should return as is. Choice points inside are not supported.
func (vm *VM) Call(m *Method, args []Slot) (Slot, error) {
	if nf := vm.natives.lookup(m); nf != nil {
		if res, err := nf(vm, args); err != ErrBytecode {
			return res, err
		}
	}
	if vm.natives.runsModel(m) || m.Code == nil {
		return Slot{}, fmt.Errorf("%w: call of %s from a model", ErrUnsupported, m)
	}
	if m.IsStatic() {
		if err := vm.InitNow(m.Class); err != nil {
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

// ErrBytecode is returned by a model that does not apply to its arguments:
// the method's bytecode runs instead.
var ErrBytecode = errors.New("interp: run the bytecode")
