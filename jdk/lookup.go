package jdk

import (
	"strings"

	cf "gospf/classfile"
	"gospf/interp"
)

// mayAccess reports whether the MethodHandles.Lookup object lookup may
// access a member of class decl with access flags access by a rule that
// is sure to hold: decl is the lookup class; the member and decl are
// public; the lookup has package access (MethodHandles.lookup() has every
// access) and the member is not private and in the lookup class's package
// (CompletableFuture's VarHandles on its nested classes' fields); or it has
// private access and the member is private in a nestmate (the same
// NestHost). Other accesses (protected members, other modules, reduced
// lookups) are refused here, and the models make them ErrUnsupported
// rather than guess, since the JVM refuses some with an
// IllegalAccessException.
func mayAccess(lookup *interp.Object, decl *interp.Class, access uint16) bool {
	var from *interp.Class
	if f := lookup.Class.FieldByName("lookupClass"); f != nil {
		if m := lookup.Fields[f.Slot].R; m != nil {
			from, _ = m.Native.(*interp.Class)
		}
	}
	if from == decl {
		return true
	}
	if decl.File != nil && decl.File.Access&cf.AccPublic != 0 && access&cf.AccPublic != 0 {
		return true
	}
	modes := int64(0)
	if f := lookup.Class.FieldByName("allowedModes"); f != nil {
		modes = lookup.Fields[f.Slot].I
	}
	const packageMode, privateMode = 0x8, 0x2 // MethodHandles.Lookup.PACKAGE, PRIVATE
	if from == nil {
		return false
	}
	if access&cf.AccPrivate == 0 {
		return modes&packageMode != 0 && packageOf(from.Name) == packageOf(decl.Name)
	}
	return modes&privateMode != 0 && nestHost(from) == nestHost(decl)
}

// packageOf returns the package part of an internal class name.
func packageOf(name string) string {
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		return name[:i]
	}
	return ""
}

// nestHost returns the internal name of c's nest host (JVMS 5.4.4): its
// NestHost attribute, or c itself.
func nestHost(c *interp.Class) string {
	if c.File != nil && c.File.NestHost != "" {
		return c.File.NestHost
	}
	return c.Name
}
