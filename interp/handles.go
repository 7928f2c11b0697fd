package interp

import (
	"fmt"
	"strings"

	cf "gospf/classfile"
)

// Direct method handles: a MethodHandle that package jdk made for a method
// or constructor (MethodHandles.Lookup's findStatic, findVirtual,
// findConstructor), whose Native is a *DirectHandle. The JDK builds
// handles through MethodHandleNatives, which resolves members and links
// call sites inside the JVM; gospf has no such natives, so a call of
// MethodHandle.invokeExact or invoke on a direct handle is a call of its
// method, entered as a lambda's implementation is (indy.go, enterImpl):
// the arguments are converted in place and the method runs in the
// interpreter, so it may branch on symbolic values.
//
// invokeExact checks the call site's type against the handle's exactly
// and throws WrongMethodTypeException otherwise, as the JVM does. invoke
// adapts the arguments and result as MethodHandle.asType does, for the
// conversions gospf is sure of: identity, primitive widening, boxing to
// the wrapper or one of its supertypes, unboxing of the exact wrapper,
// reference casts, and discarding a result; a primitive conversion that
// asType refuses is the JVM's WrongMethodTypeException, and any other
// (unboxing an Object, introducing a value for a void method) is
// ErrUnsupported naming it.

// Method-handle kinds of direct handles (JVMS 5.4.3.5).
const (
	HandleVirtual     uint8 = refInvokeVirtual
	HandleStatic      uint8 = refInvokeStatic
	HandleSpecial     uint8 = refInvokeSpecial
	HandleConstructor uint8 = refNewInvokeSpecial
	HandleInterface   uint8 = refInvokeInterface
)

// DirectHandle is the Native of a MethodHandle on a method or constructor.
type DirectHandle struct {
	Kind   uint8
	Method *Method
	// Params and Ret are the handle's type: the descriptors of its
	// parameters (the receiver's class first for a virtual method) and of
	// its result (the class of a constructor's new object).
	Params []string
	Ret    string
}

// ResolveMethod resolves the method name with descriptor desc in c (JVMS
// 5.4.3.3): c and its superclasses, then its superinterfaces; nil when
// there is none.
func (c *Class) ResolveMethod(name, desc string) *Method { return c.findMethod(name, desc) }

// MethodTypeString is MethodType.toString of a type: "(int,String)long",
// the simple names of the parameter types and of the result.
func MethodTypeString(params []string, ret string) string {
	names := make([]string, len(params))
	for i, p := range params {
		names[i] = simpleTypeName(p)
	}
	return "(" + strings.Join(names, ",") + ")" + simpleTypeName(ret)
}

// simpleTypeName is Class.getSimpleName of the type with descriptor d.
func simpleTypeName(d string) string {
	switch d[0] {
	case '[':
		return simpleTypeName(d[1:]) + "[]"
	case 'L':
		n := d[1 : len(d)-1]
		n = n[strings.LastIndexByte(n, '/')+1:]
		return n[strings.LastIndexByte(n, '$')+1:]
	}
	return PrimName(d[0])
}

// isHandleInvoke reports whether m is MethodHandle.invokeExact or invoke
// as a call site names it.
func isHandleInvoke(m *Method) bool {
	return m.polymorphic && m.Class.Name == "java/lang/invoke/MethodHandle" && (m.Name == "invokeExact" || m.Name == "invoke")
}

// enterHandle runs the call of m (invokeExact or invoke) at argsBase on
// the direct handle h, the receiver there.
func (vm *VM) enterHandle(f *frame, in *insn, m *Method, argsBase int, h *DirectHandle) (stopReason, error) {
	site, siteRet, err := cf.ParseMethodDescriptor(m.Desc)
	if err != nil {
		return 0, vm.hostErr(err)
	}
	if len(site) != len(h.Params) {
		return 0, vm.throwNew("java/lang/invoke/WrongMethodTypeException", wrongType(m, site, siteRet, h))
	}
	if m.Name == "invokeExact" {
		if siteRet != h.Ret || strings.Join(site, "") != strings.Join(h.Params, "") {
			return 0, vm.throwNew("java/lang/invoke/WrongMethodTypeException", wrongType(m, site, siteRet, h))
		}
	} else {
		for i := range site {
			if ok, err := vm.asTypeConverts(site[i], h.Params[i]); err != nil || !ok {
				if err != nil {
					return 0, vm.hostErr(err)
				}
				return 0, vm.throwNew("java/lang/invoke/WrongMethodTypeException", wrongType(m, site, siteRet, h))
			}
		}
		if siteRet != "V" {
			if h.Ret == "V" {
				return 0, vm.hostErr(fmt.Errorf("%w: MethodHandle.invoke of a void method as %s (a value introduced for void)", ErrUnsupported, MethodTypeString(site, siteRet)))
			}
			if ok, err := vm.asTypeConverts(h.Ret, siteRet); err != nil || !ok || !vm.assignable(h.Ret, siteRet) {
				if err == nil && ok {
					err = fmt.Errorf("%w: MethodHandle.invoke casting its %s result to %s", ErrUnsupported, simpleTypeName(h.Ret), simpleTypeName(siteRet))
				}
				if err != nil {
					return 0, vm.hostErr(err)
				}
				return 0, vm.throwNew("java/lang/invoke/WrongMethodTypeException", wrongType(m, site, siteRet, h))
			}
		}
	}
	impl := h.Method
	if h.Kind == HandleStatic || h.Kind == HandleConstructor {
		if again, err := vm.ensureInit(impl.Class); again || err != nil {
			return 0, err
		}
	}
	all := append([]Slot{}, vm.argSlots(m, argsBase)[1:]...)
	return vm.enterImpl(f, in, h.Kind, impl, all, site, h.Params, siteRet[0], argsBase, handleMessages)
}

// handleMessages are those of a method handle's conversions (asType's
// Class.cast, and ValueConversions' unboxing of its parameter x).
var handleMessages = &convMessages{
	cast: func(from, to *Class) string { return "Cannot cast " + DotName(from.Name) + " to " + DotName(to.Name) },
	unboxNull: func(from string) string {
		w := from[1 : len(from)-1]
		return fmt.Sprintf("Cannot invoke \"%s.%sValue()\" because \"x\" is null", DotName(w), PrimName(wrapperPrim(w)))
	},
}

// wrongType is the message of the WrongMethodTypeException of a call of
// m with the call site's type on handle h, as JDK 17 words it.
func wrongType(m *Method, site []string, siteRet string, h *DirectHandle) string {
	if m.Name == "invokeExact" {
		return "expected " + MethodTypeString(h.Params, h.Ret) + " but found " + MethodTypeString(site, siteRet)
	}
	return "cannot convert MethodHandle" + MethodTypeString(h.Params, h.Ret) + " to " + MethodTypeString(site, siteRet)
}

// asTypeConverts reports whether MethodHandle.asType converts a value of
// type from to type to: true for the conversions gospf performs exactly,
// false for a primitive conversion asType refuses (WrongMethodTypeException),
// ErrUnsupported for the others.
func (vm *VM) asTypeConverts(from, to string) (bool, error) {
	isRef := func(d string) bool { return d[0] == 'L' || d[0] == '[' }
	switch {
	case from == to:
		return true, nil
	case !isRef(from) && !isRef(to):
		return widens(from[0], to[0]), nil
	case !isRef(from):
		switch to {
		case "L" + wrapperOf(from[0]) + ";", "Ljava/lang/Object;", "Ljava/io/Serializable;", "Ljava/lang/Comparable;":
			return true, nil
		case "Ljava/lang/Number;":
			if from[0] != 'Z' && from[0] != 'C' {
				return true, nil
			}
		}
	case !isRef(to):
		if p := wrapperPrim(from[1 : len(from)-1]); from[0] == 'L' && p != 0 && (p == to[0] || widens(p, to[0])) {
			return true, nil
		}
	default:
		return true, nil // a reference cast, checked when the value is converted
	}
	return false, fmt.Errorf("%w: MethodHandle.invoke converting %s to %s", ErrUnsupported, simpleTypeName(from), simpleTypeName(to))
}

// assignable reports whether a reference result of type from needs no
// cast to be of type to (the result conversion gospf does not check); a
// primitive or boxing conversion is not a cast.
func (vm *VM) assignable(from, to string) bool {
	isRef := func(d string) bool { return d[0] == 'L' || d[0] == '[' }
	if !isRef(from) || !isRef(to) || from == to || to == "Ljava/lang/Object;" {
		return true
	}
	name := func(d string) string {
		if d[0] == 'L' {
			return d[1 : len(d)-1]
		}
		return d
	}
	fc, err1 := vm.LoadClass(name(from))
	tc, err2 := vm.LoadClass(name(to))
	return err1 == nil && err2 == nil && fc.IsSubclassOf(tc)
}

// widens reports whether a widening primitive conversion (JLS 5.1.2)
// takes type from to type to.
func widens(from, to byte) bool {
	return strings.IndexByte(map[byte]string{'B': "SIJFD", 'S': "IJFD", 'C': "IJFD", 'I': "JFD", 'J': "FD", 'F': "D"}[from], to) >= 0
}
