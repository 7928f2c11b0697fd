package interp

import (
	"errors"
	"fmt"

	"gospf/choicegen"
	"gospf/classfile"
	"gospf/solver"
)

// The native interface: what a native peer (a NativeFunc registered in a
// Library, package jdk) may use of the VM besides the exported types
// Slot, Object, Class, Method and Field. The rest is in the files of its
// concern: allocation and field writes (heap.go: NewObject, NewArray,
// NewArrayOf, NewShared, SetField, SetNative, Touch), strings (fields.go:
// NewString, Intern, Mirror; text.go: UTF16Slot, StringSlot, ToJavaString,
// StrBuf), classes (class.go: LoadClass, PrimitiveClass; fields.go:
// InitNow), calls back into Java (native.go: Call, CallVirtual),
// exceptions (exception.go: JavaThrow, JavaThrowEmpty; objects.go: CastError), arithmetic
// with Java's rules on concrete and symbolic values (arith.go: Normal,
// Narrow, IntOp, LongOp; heap.go: SymOf; box.go: Box, BoxValue, PrimHash,
// PrimCompare, PrimEq, ConvertPrim; symfloat.go), symbolic text
// (symstring.go: SymbolicText, TextOf, ValueText, TextSlot, SetStringText,
// SetBuilderText; symbuilder_cap.go: BuilderCapacity,
// SetBuilderTextCapacity, GrowCapacity; peer_text.go: Require,
// SplitCases, ConcretizeText;
// exception.go: JavaThrowText; symarray.go: NewSymLengthArray,
// CutArrayPath, RangeOf), the
// standard streams (stdin.go:
// DescriptorOf), and in this file case splits (Split) and fields a
// peer holds in Go (Sealed). A peer returns its result or an error: a Java exception
// from JavaThrow, ErrBytecode to let the method's bytecode run, or a host
// failure.

// Options returns the options the VM was created with.
func (vm *VM) Options() Options { return vm.opts }

// ClassPath returns the class path the VM loads classes from.
func (vm *VM) ClassPath() *classfile.ClassPath { return vm.cp }

// Loaded reports whether the class of internal name name is loaded.
func (vm *VM) Loaded(name string) bool {
	_, ok := vm.classes[name]
	return ok
}

// PeerData returns the value SetPeerData stored under key, nil if none.
// Peers keep there the state of a run that is not path state (values
// computed once, objects created once and shared by all paths).
func (vm *VM) PeerData(key any) any { return vm.peerData[key] }

// SetPeerData stores v under key for PeerData.
func (vm *VM) SetPeerData(key, v any) {
	if vm.peerData == nil {
		vm.peerData = map[any]any{}
	}
	vm.peerData[key] = v
}

// Exit ends the current path as System.exit(status) does.
func (vm *VM) Exit(status Slot) { vm.endPath(&Outcome{Kind: OutcomeExit, Value: status}) }

// CallerClass returns the class of the method that called the method of
// the innermost frame (a native has no frame of its own), nil if none.
func (vm *VM) CallerClass() *Class {
	if len(vm.frames) < 2 {
		return nil
	}
	return vm.frames[len(vm.frames)-2].m.Class
}

// FillInStack records the current Java stack in the Throwable t (its
// Native, a *ThrowableInfo), without the frames of fillInStackTrace and
// of the exception's constructors, as the JVM does.
func (vm *VM) FillInStack(t *Object) {
	info := vm.stackInfo()
	for len(info.frames) > 0 && (info.frames[0].m.Name == "fillInStackTrace" || info.frames[0].m.Name == "<init>") {
		info.frames = info.frames[1:]
	}
	t.Native = info
}

// StackFrame is one frame of a recorded stack: the method and the source
// line of its current instruction (0 when unknown).
type StackFrame struct {
	Method *Method
	Line   int
}

// Frames returns the recorded stack, innermost first.
func (t *ThrowableInfo) Frames() []StackFrame {
	out := make([]StackFrame, len(t.frames))
	for i, f := range t.frames {
		out[i] = StackFrame{Method: f.m, Line: f.line()}
	}
	return out
}

// Hash returns the object's identity hash code.
func (o *Object) Hash() int32 { return o.hash }

// Statics returns the object holding the class's static fields.
func (c *Class) Statics() *Object { return c.statics }

// Prim returns the descriptor character of a primitive type's class
// ('V' for void), 0 for any other class.
func (c *Class) Prim() byte { return c.prim }

// DeclaredField returns the field the class itself declares with the name
// and descriptor, nil if none.
func (c *Class) DeclaredField(name, desc string) *Field { return c.fields[name+":"+desc] }

// Split is the choice point of the native interface: a peer called by
// an invoke instruction splits the path into cases, one per condition in
// conds (labelled by labels), which must exclude each other under the
// path condition. On the first run it stops the VM at a new choice point
// (a choicegen.Model) and returns an error the peer must return as is;
// the search then runs the invoke again once per feasible case, and
// Split returns that case's index. So a peer must not change the heap
// before it calls Split, and calls it at most once. Through a lambda or
// method reference the invoke runs again too: it resumes the
// implementation with the arguments the lambda put in place (indy.go,
// enterAdapted). A peer called from a model (vm.Call) or outside an
// invoke cannot split: ErrUnsupported.
func (vm *VM) Split(labels []string, conds []solver.Expr) (int, error) {
	choices := make([]choicegen.Choice, len(conds))
	for j, c := range conds {
		choices[j] = choicegen.Choice{Constraint: c, Label: labels[j]}
	}
	return vm.peerChoose(choicegen.Model, func() []choicegen.Choice { return choices })
}

// peerChoose is the choice point of a peer: Split's, of the given kind,
// with the choices mk makes (called once, when the choice point is new).
func (vm *VM) peerChoose(kind choicegen.Kind, mk func() []choicegen.Choice) (int, error) {
	if !vm.inPeer || vm.callbackDepth > 0 || vm.peerChose {
		return 0, fmt.Errorf("%w: a case split in a model called otherwise than by an invoke instruction "+
			"(from another model), or twice", ErrUnsupported)
	}
	f := &vm.frames[len(vm.frames)-1]
	i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
		return &choicegen.Generator{Kind: kind, Where: w, Choices: mk()}
	})
	if err != nil {
		return 0, err
	}
	if stop != 0 {
		return 0, errPeerChoice
	}
	vm.peerChose = true
	return i, nil
}

// errPeerChoice is what Split returns when it stops at a new choice point.
var errPeerChoice = errors.New("interp: a model stopped at a choice point")

// callPeer runs the native peer nf of an invoke of target, where it may
// Split.
func (vm *VM) callPeer(target *Method, nf NativeFunc, args []Slot) (Slot, error) {
	in, chose, was := vm.inPeer, vm.peerChose, vm.peerTarget
	vm.inPeer, vm.peerChose, vm.peerTarget = true, false, target
	res, err := nf(vm, args)
	vm.inPeer, vm.peerChose, vm.peerTarget = in, chose, was
	return res, err
}

// Sealed is implemented by the Go state (Object.Native) of a peer that
// holds some of an object's contents in place of its fields (a map whose
// entries the model keeps): bytecode that reads or writes one of those
// fields would see stale contents, so the VM stops it with an
// ErrUnsupported error naming the method and Sealed's reason.
type Sealed interface {
	// SealedField reports whether the field fd is held by the model.
	SealedField(fd *Field) bool
	// SealedReason says why, for the error ("its keys' hash codes are symbolic").
	SealedReason() string
}

// sealedAccess returns the error of bytecode in m accessing field fd of o,
// nil when o's fields are not sealed.
func (vm *VM) sealedAccess(o *Object, fd *Field) error {
	if o.Native == nil {
		return nil
	}
	s, ok := o.Native.(Sealed)
	if !ok || !s.SealedField(fd) {
		return nil
	}
	return vm.hostErr(fmt.Errorf("%w: field %s of a %s read or written by bytecode: the model holds it, because %s",
		ErrUnsupported, fd.Name, DotName(o.Class.Name), s.SealedReason()))
}
