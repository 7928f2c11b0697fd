package interp

import (
	"hash/fnv"

	"gospf/solver"
)

// undo is one trail entry: the saved contents of an object (or a class's
// statics) as they were before the first write of an epoch, or a class's
// initialisation state.
type undo struct {
	obj    *Object
	saved  []Slot
	native any
	epoch  uint64
	// class state entries have obj == nil.
	initSerial int
	initOld    uint8
}

// Snapshot is the saved state at a choice point. Restoring it undoes every
// change made since, in O(size of the frames + writes since).
type Snapshot struct {
	stack    []Slot
	frames   []frame
	pcLen    int
	trailLen int
	varsLen  int
	callsLen int
	varSeq   int
	nextHash int32
	pathInsn int64
	inexact  string
	heap     heapMark
	// taintLen and declinedLen are the lengths of the loop-merging
	// state's lists (merge_loop.go).
	taintLen, declinedLen int
}

// Bytes estimates the memory a snapshot holds, for statistics.
func (s *Snapshot) Bytes() int64 {
	return int64(len(s.stack))*24 + int64(len(s.frames))*64
}

// Snapshot saves the current state.
func (vm *VM) Snapshot() *Snapshot {
	top := 0
	if n := len(vm.frames); n > 0 {
		top = vm.frames[n-1].sp
	}
	var s *Snapshot
	if n := len(vm.freeSnaps); n > 0 {
		s = vm.freeSnaps[n-1]
		vm.freeSnaps = vm.freeSnaps[:n-1]
	} else {
		s = &Snapshot{}
	}
	*s = Snapshot{
		stack:    append(s.stack[:0], vm.stack[:top]...),
		frames:   append(s.frames[:0], vm.frames...),
		pcLen:    len(vm.pc),
		trailLen: len(vm.trail),
		varsLen:  len(vm.vars),
		callsLen: len(vm.calls),
		varSeq:   vm.varSeq,
		nextHash: vm.nextHash,
		pathInsn: vm.pathInsns,
		inexact:  vm.inexactPath,
		heap:     vm.heap.mark(),

		taintLen:    len(vm.loop.taint),
		declinedLen: len(vm.loop.declined),
	}
	vm.epoch++
	return s
}

// Release hands back a snapshot that will never be restored again (its
// choice point is done), so that Snapshot reuses its memory: saving the
// state at every choice point was a third of the bytes a speculative run
// allocated.
func (vm *VM) Release(s *Snapshot) {
	clear(s.stack) // drop the references it holds
	clear(s.frames)
	vm.freeSnaps = append(vm.freeSnaps, s)
}

// Restore returns the VM to the state saved in s. Snapshots taken after s
// become invalid; s itself may be restored again.
func (vm *VM) Restore(s *Snapshot) {
	for i := len(vm.trail) - 1; i >= s.trailLen; i-- {
		u := &vm.trail[i]
		if u.obj == nil {
			vm.initState[u.initSerial] = u.initOld
			continue
		}
		// Fields' length too: fixing the length of an array of symbolic
		// length (symarray.go) gives it elements.
		u.obj.Fields = append(u.obj.Fields[:0], u.saved...)
		u.obj.Native = u.native
		u.obj.epoch = u.epoch
	}
	clear(vm.trail[s.trailLen:])
	vm.trail = vm.trail[:s.trailLen]
	if cap(vm.stack) < len(s.stack) {
		vm.stack = make([]Slot, len(s.stack)*2)
	}
	vm.stack = vm.stack[:cap(vm.stack)]
	copy(vm.stack, s.stack)
	vm.frames = append(vm.frames[:0], s.frames...)
	vm.pc = vm.pc[:s.pcLen]
	vm.vars = vm.vars[:s.varsLen]
	clear(vm.calls[s.callsLen:])
	vm.calls = vm.calls[:s.callsLen]
	vm.varSeq = s.varSeq
	vm.nextHash = s.nextHash
	vm.heap.restore(s.heap)
	clear(vm.loop.taint[s.taintLen:])
	vm.loop.taint = vm.loop.taint[:s.taintLen]
	vm.loop.declined = vm.loop.declined[:s.declinedLen]
	vm.pathInsns = s.pathInsn
	vm.inexactPath = s.inexact
	vm.pending = -1
	vm.fragPass = false
	vm.guide, vm.guideConds = nil, nil
	vm.outcome = nil
	vm.epoch++
}

// TrailLen returns the number of undo entries held, for statistics.
func (vm *VM) TrailLen() int { return len(vm.trail) }

// Touch logs o's contents before its first write in this epoch.
func (vm *VM) Touch(o *Object) {
	if o.epoch == vm.epoch {
		return
	}
	vm.trail = append(vm.trail, undo{obj: o, saved: append([]Slot(nil), o.Fields...), native: o.Native, epoch: o.epoch})
	o.epoch = vm.epoch
}

// setInitState changes a class's initialisation state, logged in the trail.
func (vm *VM) setInitState(c *Class, st uint8) {
	vm.trail = append(vm.trail, undo{initSerial: c.initSerial, initOld: vm.initState[c.initSerial]})
	vm.initState[c.initSerial] = st
}

// NewObject allocates an instance of c with zeroed fields.
func (vm *VM) NewObject(c *Class) *Object {
	vm.nextHash++
	o := &Object{Class: c, Fields: make([]Slot, c.nInstance), epoch: vm.epoch, hash: identityHash(vm.nextHash)}
	if vm.rec != nil {
		vm.rec.obs.Alloc(o)
	}
	return o
}

// NewArray allocates an array of class c (an array class) of length n.
func (vm *VM) NewArray(c *Class, n int) *Object {
	vm.nextHash++
	o := &Object{Class: c, Fields: make([]Slot, n), epoch: vm.epoch, hash: identityHash(vm.nextHash)}
	if vm.rec != nil {
		vm.rec.obs.Alloc(o)
	}
	return o
}

// NewShared allocates an instance of c that is not path state (an
// interned string, a class mirror, a cached box): it outlives the path that
// made it, so its identity hash code comes from key, what it stands for,
// and not from the allocation count of the path, which it leaves alone.
// Identity hash codes are thus a function of the path's choices, whatever
// was explored before (search/doc.go: a subtree replayed on another VM
// computes what the VM that explored its prefix would have).
func (vm *VM) NewShared(c *Class, key string) *Object {
	h := fnv.New32a()
	h.Write([]byte(key))
	return &Object{Class: c, Fields: make([]Slot, c.nInstance), epoch: vm.epoch, hash: int32(h.Sum32()>>1) | 1}
}

// NewArrayOf allocates an array with the given element descriptor
// ("I", "Ljava/lang/String;") and length.
func (vm *VM) NewArrayOf(elem string, n int) (*Object, error) {
	c, err := vm.LoadClass("[" + elem)
	if err != nil {
		return nil, err
	}
	return vm.NewArray(c, n), nil
}

// SetField writes slot i of o (a field or an array element).
func (vm *VM) SetField(o *Object, i int, v Slot) {
	if o.epoch != vm.epoch {
		vm.Touch(o)
	}
	o.Fields[i] = v
	if vm.rec != nil {
		vm.recordWrite(o, i)
	}
}

// SetNative replaces the Go model state of o (a StringBuilder's text),
// saved for backtracking like a field write. Models must treat the old
// value as immutable: build a new value instead of modifying it in place.
func (vm *VM) SetNative(o *Object, v any) {
	if o.epoch != vm.epoch {
		vm.Touch(o)
	}
	o.Native = v
}

// SymOf returns s as an expression of kind k.
func (vm *VM) SymOf(s Slot, k solver.Kind) solver.Expr {
	if s.S.Valid() {
		return s.S
	}
	return vm.ctx.Const(k, s.I)
}

// identityHash spreads allocation numbers into plausible identity hash
// codes; deterministic, so runs are reproducible.
func identityHash(n int32) int32 {
	return int32((uint32(n)*2654435761)>>1) | 1
}
