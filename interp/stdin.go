package interp

import (
	"errors"
	"fmt"

	"gospf/choicegen"
	"gospf/solver"
)

// Standard input is symbolic, as JBMC and SV-COMP treat it: every byte a
// FileInputStream reads from descriptor 0 (System.in, and so
// BufferedReader.readLine, Scanner ...) is a fresh symbolic input named
// stdin_N (N its position), and before each byte the search chooses
// whether the input ends there (end of stream first, then a byte; a
// concrete choice, no solver call). A read returns one byte at a time, as
// a terminal may; available() is 0. Input has at most
// Options.MaxStdinBytes bytes: a read at that position ends the stream
// without a choice, and the path records the bound (an input named
// stdin.length_N, N the length, whose Bound is the config key), so
// verify does not answer true for it. The position and the end are path state: they live in the
// Native of the FileDescriptor, replaced (SetNative), never changed.

// stdinState is the Native of FileDescriptor.in once it has been read.
type stdinState struct {
	pos int  // bytes read so far
	eof bool // the path chose the end of the input at pos
}

// StdinByte reports whether an input is a byte of standard input and its
// position, for witnesses (stdin_N).
func StdinByte(name string) (int, bool) {
	var n int
	if _, err := fmt.Sscanf(name, "stdin_%d", &n); err != nil || fmt.Sprintf("stdin_%d", n) != name {
		return 0, false
	}
	return n, true
}

func registerStdin(r *Library) {
	const FIS = "java/io/FileInputStream."
	r.apis[FIS+"read0()I"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return vm.readStdin(f, ab, 0, func(b *Object, s Slot) Slot { return s })
	}
	r.apis[FIS+"readBytes([BII)I"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		arr, off, n := vm.stack[ab+1], vm.stack[ab+2], vm.stack[ab+3]
		if arr.R == nil {
			return 0, vm.throwNew(npe, "")
		}
		if off.S.Valid() || n.S.Valid() {
			return 0, vm.hostErr(fmt.Errorf("%w: a read at a symbolic offset or length", ErrUnsupported))
		}
		o, l := int64(int32(off.I)), int64(int32(n.I))
		if o < 0 || l < 0 || o+l > int64(len(arr.R.Fields)) {
			return 0, vm.throwNew("java/lang/IndexOutOfBoundsException", "")
		}
		if l == 0 {
			vm.finishCall(ab, 4, 'I', IntSlot(0))
			return 0, nil
		}
		return vm.readStdin(f, ab, 3, func(b *Object, s Slot) Slot {
			vm.SetField(arr.R, int(o), s)
			return IntSlot(1)
		})
	}
	r.apis[FIS+"available0()I"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		if _, _, err := vm.stdinOf(vm.stack[ab].R); err != nil {
			return 0, vm.apiErr(err)
		}
		vm.finishCall(ab, 1, 'I', IntSlot(0))
		return 0, nil
	}
	r.apis[FIS+"skip0(J)J"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return 0, vm.hostErr(fmt.Errorf("%w: skipping standard input", ErrUnsupported))
	}
	r.apis[FIS+"open0(Ljava/lang/String;)V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return 0, vm.hostErr(fmt.Errorf("%w: opening a file (gospf models the standard streams only)", ErrUnsupported))
	}
	r.apis["java/io/FileOutputStream.open0(Ljava/lang/String;Z)V"] = func(vm *VM, f *frame, ab int) (stopReason, error) {
		return 0, vm.hostErr(fmt.Errorf("%w: opening a file (gospf models the standard streams only)", ErrUnsupported))
	}
}

// stdinOf returns the FileDescriptor of a FileInputStream reading
// standard input, and its state; any other descriptor is unsupported.
func (vm *VM) stdinOf(stream *Object) (*Object, stdinState, error) {
	fd, fdo, err := vm.DescriptorOf(stream)
	if err != nil {
		return nil, stdinState{}, err
	}
	switch fd {
	case FdIn:
		st, _ := fdo.Native.(stdinState)
		return fdo, st, nil
	case -1:
		return nil, stdinState{}, vm.JavaThrow("java/io/IOException", "Stream Closed")
	}
	return nil, stdinState{}, fmt.Errorf("%w: reading a file (descriptor %d); gospf models the standard streams only", ErrUnsupported, fd)
}

// readStdin reads one byte of standard input for the call whose nargs
// arguments follow the receiver at ab: at the end of the input the call
// returns -1; otherwise got stores the byte (a slot of range -128..127
// for readBytes, 0..255 for read0: got receives the input and returns the
// call's result).
func (vm *VM) readStdin(f *frame, ab, nargs int, got func(fd *Object, s Slot) Slot) (stopReason, error) {
	if vm.rec != nil {
		return 0, vm.abandon("a read of standard input")
	}
	fdo, st, err := vm.stdinOf(vm.stack[ab].R)
	if err != nil {
		return 0, vm.apiErr(err)
	}
	end := st.eof
	if !end && st.pos >= vm.opts.MaxStdinBytes {
		end = true
		// A marker input whose only value is the length.
		n := int64(st.pos)
		vm.vars = append(vm.vars, InputVar{Name: fmt.Sprintf("stdin.length_%d", n), Expr: vm.ctx.Var(fmt.Sprintf("stdin.length_%d", n), solver.KInt, n, n), Type: 'I',
			Bound: fmt.Sprintf("symbolic.max_stdin_bytes = %d", vm.opts.MaxStdinBytes)})
		vm.SetNative(fdo, stdinState{pos: st.pos, eof: true})
	} else if !end {
		i, stop, err := vm.choose(f, f.pc, f.sp, func(w fmt.Stringer) *choicegen.Generator {
			return &choicegen.Generator{Kind: choicegen.Concrete, Where: w, Choices: []choicegen.Choice{
				{Label: fmt.Sprintf("stdin ends after %d bytes", st.pos)}, {Label: fmt.Sprintf("stdin byte %d", st.pos)}}}
		})
		if stop != 0 || err != nil {
			return stop, err
		}
		end = i == 0
		if end {
			vm.SetNative(fdo, stdinState{pos: st.pos, eof: true})
		}
	}
	if end {
		vm.finishCall(ab, nargs+1, 'I', IntSlot(-1))
		return 0, nil
	}
	name := fmt.Sprintf("stdin_%d", st.pos)
	lo, hi, t := int64(-128), int64(127), byte('B')
	if nargs == 0 { // read0: an int 0..255
		lo, hi, t = 0, 255, 'I'
	}
	e := vm.ctx.Var(name, solver.KInt, lo, hi)
	vm.vars = append(vm.vars, InputVar{Name: name, Expr: e, Type: t})
	vm.SetNative(fdo, stdinState{pos: st.pos + 1})
	vm.finishCall(ab, nargs+1, 'I', got(fdo, Slot{S: e}))
	return 0, nil
}

// apiErr is modelErr for an apiFunc: a Java exception is thrown, any other
// error ends the run, located.
func (vm *VM) apiErr(err error) error {
	var t *thrownError
	if errors.As(err, &t) {
		return vm.throwObj(t.exc)
	}
	return vm.hostErr(err)
}

// DescriptorOf returns the descriptor number of a FileInputStream or
// FileOutputStream (-1 when closed).
func (vm *VM) DescriptorOf(stream *Object) (int64, *Object, error) {
	f := stream.Class.FieldByName("fd")
	if f == nil {
		return 0, nil, fmt.Errorf("%w: no fd field in %s", ErrLinkage, DotName(stream.Class.Name))
	}
	fdo := stream.Fields[f.Slot].R
	if fdo == nil {
		return 0, nil, vm.JavaThrow("java/io/IOException", "Stream Closed")
	}
	n := fdo.Class.FieldByName("fd")
	if n == nil {
		return 0, nil, fmt.Errorf("%w: no fd field in java.io.FileDescriptor", ErrLinkage)
	}
	return fdo.Fields[n.Slot].I, fdo, nil
}

// The descriptors of the standard streams (FileDescriptor.fd).
const (
	FdIn  = 0
	FdOut = 1
	FdErr = 2
)
