package interp

import (
	"math"

	"gospf/solver"
)

// Slot is one JVM value: a local variable, an operand-stack entry, a field or
// an array element. Exactly one representation is in use:
//   - S.Valid(): a symbolic int or long (I and R are unused);
//   - R != nil: a reference;
//   - otherwise I holds the concrete value: an int sign-extended to 64 bits, a
//     long, or the IEEE bits of a float (low 32 bits) or double.
//
// On the operand stack and in locals a long or double takes two slots, the
// value in the first (JVMS 2.6.1), so dup2 and pop2 need no type information.
type Slot struct {
	I int64
	R *Object
	S solver.Expr
}

// IsSym reports whether the slot holds a symbolic value.
func (s Slot) IsSym() bool { return s.S.Valid() }

// Int returns the concrete int in s.
func (s Slot) Int() int32 { return int32(s.I) }

// Float returns the concrete float in s.
func (s Slot) Float() float32 { return math.Float32frombits(uint32(s.I)) }

// Double returns the concrete double in s.
func (s Slot) Double() float64 { return math.Float64frombits(uint64(s.I)) }

// IntSlot returns a slot holding a concrete int.
func IntSlot(v int32) Slot { return Slot{I: int64(v)} }

// LongSlot returns a slot holding a concrete long.
func LongSlot(v int64) Slot { return Slot{I: v} }

// FloatSlot returns a slot holding a concrete float.
func FloatSlot(v float32) Slot { return Slot{I: int64(math.Float32bits(v))} }

// DoubleSlot returns a slot holding a concrete double.
func DoubleSlot(v float64) Slot { return Slot{I: int64(math.Float64bits(v))} }

// RefSlot returns a slot holding a reference (nil is null).
func RefSlot(o *Object) Slot { return Slot{R: o} }

// Object is a heap object or array. Its contents are saved copy-on-write:
// the first write after a snapshot logs the old contents (see heap.go).
type Object struct {
	Class *Class
	// Fields holds instance fields by Field.Slot, or array elements.
	Fields []Slot
	// Native holds the Go model of JDK objects: the UTF-16 text of a String
	// or a StringBuilder, the class of a java.lang.Class mirror, the Java
	// stack of a Throwable, a lambda's target.
	Native any
	// epoch is the VM epoch in which the contents were last saved; writes
	// in the same epoch need no log entry.
	epoch uint64
	// hash is the identity hash code: from the allocation count of the
	// path, which snapshots save (newObject), or for an object that is not
	// path state from what it stands for (newShared).
	hash int32
}

// Len returns the length of an array object.
func (o *Object) Len() int { return len(o.Fields) }
