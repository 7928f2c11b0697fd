package summary

import (
	"slices"

	"gospf/interp"
	"gospf/solver"
)

// tables number the objects (handles) and symbolic values (placeholders)
// of a sub-path in the order it meets them. Recording and walking number
// them the same way, so that handle h and placeholder j mean the same
// thing in every leaf below a node. The objects the fragment allocates
// are numbered apart, -1 for the first, -2 for the second ..., so that
// the numbers of the objects it reads do not depend on its allocations
// (a walk reads, it does not allocate).
//
// A sub-path meets a few objects and values, so lookups are linear: a
// walk runs at every visit, and maps cost more to build than to search.
type tables struct {
	objs []*interp.Object
	// allocs lists the allocated objects in allocation order.
	allocs []*interp.Object
	phs    []solver.Expr
	// written lists the locations the sub-path wrote, in order, and read
	// those it read (recording only).
	written, read []interp.Location
}

// mark is a position in tables to come back to.
type mark struct{ objs, allocs, phs, written, read int }

func (t *tables) mark() mark {
	return mark{len(t.objs), len(t.allocs), len(t.phs), len(t.written), len(t.read)}
}

// restore forgets everything numbered after m.
func (t *tables) restore(m mark) {
	clear(t.objs[m.objs:])
	clear(t.allocs[m.allocs:])
	t.objs = t.objs[:m.objs]
	t.allocs = t.allocs[:m.allocs]
	t.phs = t.phs[:m.phs]
	t.written = t.written[:m.written]
	t.read = t.read[:m.read]
}

// reset empties t, keeping its memory.
func (t *tables) reset() { t.restore(mark{}) }

// handle returns the handle of o, or ok = false.
func (t *tables) handle(o *interp.Object) (h int, ok bool) {
	if i := slices.Index(t.objs, o); i >= 0 {
		return i, true
	}
	if i := slices.Index(t.allocs, o); i >= 0 {
		return -1 - i, true
	}
	return 0, false
}

// isWritten reports whether the sub-path wrote l.
func (t *tables) isWritten(l interp.Location) bool { return slices.Contains(t.written, l) }

// classify returns what reading v means in terms of the sub-path so far;
// ok is false for a value no summary can stand for (a lazy-initialization
// placeholder, an object with Go model state, a symbolic float or
// double).
func (t *tables) classify(v interp.Slot) (outcome, bool) {
	switch {
	case v.R != nil:
		if !v.R.Plain() {
			return outcome{}, false
		}
		if h, ok := t.handle(v.R); ok {
			return outcome{kind: outRefSeen, i: int64(h)}, true
		}
		o := outcome{kind: outRef, class: v.R.Class}
		if v.R.Class.IsArray() {
			o.n = v.R.Len()
		}
		return o, true
	case v.S.Valid():
		if k := v.S.Kind(); k != solver.KInt && k != solver.KLong && k != solver.KBool {
			return outcome{}, false // floating point: not summarised
		}
		if j := slices.Index(t.phs, v.S); j >= 0 {
			return outcome{kind: outSymSeen, i: int64(j)}, true
		}
		return outcome{kind: outSym}, true
	}
	return outcome{kind: outConst, i: v.I}, true
}

// bind numbers what a read of v found (a new handle or placeholder).
func (t *tables) bind(o outcome, v interp.Slot) {
	switch o.kind {
	case outRef:
		t.objs = append(t.objs, v.R)
	case outSym:
		t.phs = append(t.phs, v.S)
	}
}

// write notes that the sub-path wrote l.
func (t *tables) write(l interp.Location) {
	if !t.isWritten(l) {
		t.written = append(t.written, l)
	}
}

// alloc numbers an object the fragment allocated.
func (t *tables) alloc(o *interp.Object) { t.allocs = append(t.allocs, o) }

// own reports whether handle h is an allocation of the fragment.
func own(h int) bool { return h < 0 }

// object returns the object of handle h: objs[h] for a read one, the
// allocation -1-h otherwise.
func object(h int, objs, allocs []*interp.Object) *interp.Object {
	if h >= 0 {
		return objs[h]
	}
	return allocs[-1-h]
}
