package interp

import (
	"fmt"
	"io"
	"strings"
)

// The JVM's environment: java.lang.System (modelled in Go), its standard
// streams, Runtime's exit and halt. The streams are the JDK's own classes
// built as JDK 17's System.initPhase1 builds them: System.in is a
// BufferedInputStream over a FileInputStream on FileDescriptor.in,
// System.out and System.err are autoflushing PrintStreams over a
// BufferedOutputStream (128 bytes) over a FileOutputStream on
// FileDescriptor.out and .err, their charset the default one
// (file.encoding, UTF-8). Their bytecode runs; only the natives under them
// are Go: FileOutputStream's writes on descriptors 1 and 2 go to
// Options.Stdout and Stderr, FileInputStream's reads on descriptor 0 are
// symbolic input (stdin.go).
//
// The print, println and write methods of the two standard PrintStreams
// themselves (the objects whose Native is their io.Writer) are answered in
// Go: a concrete value prints as Java prints it, a symbolic one as its
// expression, so output never concretises a value; every other receiver
// runs PrintStream's bytecode (errBytecode). Nothing is buffered on the
// Java side of a standard stream, so the two ways never reorder output.

func registerEnv(r *Library) {
	registerSystem(r)
	registerStreams(r)
	exit := func(vm *VM, a []Slot) (Slot, error) {
		vm.Exit(a[len(a)-1])
		return Slot{}, nil
	}
	r.Add("java/lang/Runtime.exit(I)V", exit)
	r.Add("java/lang/Runtime.halt(I)V", exit)
	r.Add("java/lang/Shutdown.exit(I)V", exit)
	r.Add("java/lang/Shutdown.halt(I)V", exit)
	// NIO buffers (the charset coders' input and output) reach memory
	// through ScopedMemoryAccess, whose natives only register themselves.
	r.Add("jdk/internal/misc/ScopedMemoryAccess.registerNatives()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	// The charset coders' ASCII fast paths copy the leading ASCII elements;
	// they stop at the first symbolic one too, which the coders' own loops
	// then handle (a shorter prefix is always a correct answer).
	ascii := func(vm *VM, a []Slot) (Slot, error) {
		src, dst := a[1].R, a[3].R
		if src == nil || dst == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		sp, dp, n := int(int32(a[2].I)), int(int32(a[4].I)), int(int32(a[5].I))
		if sp < 0 || dp < 0 || n < 0 || sp+n > len(src.Fields) || dp+n > len(dst.Fields) {
			return Slot{}, vm.JavaThrow("java/lang/ArrayIndexOutOfBoundsException", "")
		}
		i := 0
		for ; i < n; i++ {
			c := src.Fields[sp+i]
			if c.S.Valid() || c.I < 0 || c.I >= 0x80 {
				break
			}
			vm.SetField(dst, dp+i, c)
		}
		return IntSlot(int32(i)), nil
	}
	r.AddSym("java/lang/System$2.encodeASCII([CI[BII)I", ascii)
	r.AddSym("java/lang/System$2.decodeASCII([BI[CII)I", ascii)
	r.Add("java/lang/Runtime.gc()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.Add("java/lang/Runtime.runFinalization()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
}

func registerSystem(r *Library) {
	const S = "java/lang/System."
	r.Model("java/lang/System")
	r.Init("java/lang/System", func(vm *VM, c *Class) error { return vm.initSystem(c) })
	r.Add(S+"arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V", arraycopy)
	r.Add(S+"identityHashCode(Ljava/lang/Object;)I", func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil {
			return IntSlot(0), nil
		}
		if IsSymBox(a[0].R) {
			return Slot{}, fmt.Errorf("%w: the identity hash code of a box of a symbolic value (its identity depends on the value)", ErrUnsupported)
		}
		return IntSlot(a[0].R.Hash()), nil
	})
	r.Add(S+"exit(I)V", func(vm *VM, a []Slot) (Slot, error) {
		vm.Exit(a[0])
		return Slot{}, nil
	})
	for _, n := range []string{"gc()V", "runFinalization()V", "registerNatives()V"} {
		r.Add(S+n, func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	}
	r.Add(S+"getSecurityManager()Ljava/lang/SecurityManager;", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	// console() is null, as on a JVM whose standard input is not a terminal
	// (the input is the program's symbolic input, and a witness replays
	// through a pipe).
	r.Add(S+"console()Ljava/io/Console;", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.Add(S+"inheritedChannel()Ljava/nio/channels/Channel;", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.Add(S+"lineSeparator()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		return vm.StringSlot(vm.systemProperties()["line.separator"])
	})
	for _, s := range []struct{ name, field, desc string }{
		{"setIn", "in", "Ljava/io/InputStream;"}, {"setOut", "out", "Ljava/io/PrintStream;"}, {"setErr", "err", "Ljava/io/PrintStream;"},
	} {
		s := s
		r.Add(S+s.name+"("+s.desc+")V", func(vm *VM, a []Slot) (Slot, error) {
			c, err := vm.LoadClass("java/lang/System")
			if err != nil {
				return Slot{}, err
			}
			vm.SetField(c.Statics(), c.FieldByName(s.field).Slot, a[0])
			return Slot{}, nil
		})
	}
	getProp := func(vm *VM, a []Slot) (Slot, error) {
		if err := vm.checkPropertyKey(a[0]); err != nil {
			return Slot{}, err
		}
		v, err := vm.getProperty(a[0])
		if err != nil || v.R != nil || len(a) == 1 {
			return v, err
		}
		return a[1], nil
	}
	r.Add(S+"getProperty(Ljava/lang/String;)Ljava/lang/String;", getProp)
	r.Add(S+"getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", getProp)
	r.Add(S+"setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		if err := vm.checkPropertyKey(a[0]); err != nil {
			return Slot{}, err
		}
		p, err := vm.propertiesObject()
		if err != nil {
			return Slot{}, err
		}
		return vm.CallVirtual(p, "setProperty", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;", a[0], a[1])
	})
	r.Add(S+"clearProperty(Ljava/lang/String;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		if err := vm.checkPropertyKey(a[0]); err != nil {
			return Slot{}, err
		}
		p, err := vm.propertiesObject()
		if err != nil {
			return Slot{}, err
		}
		return vm.CallVirtual(p, "remove", "(Ljava/lang/Object;)Ljava/lang/Object;", a[0])
	})
	r.Add(S+"getProperties()Ljava/util/Properties;", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.propertiesObject()
		return RefSlot(p), err
	})
	r.Add(S+"setProperties(Ljava/util/Properties;)V", func(vm *VM, a []Slot) (Slot, error) {
		c, err := vm.LoadClass("java/lang/System")
		if err != nil {
			return Slot{}, err
		}
		p := a[0].R
		if p == nil { // the initial properties again, as the JDK does
			if p, err = vm.newPropertiesObject(); err != nil {
				return Slot{}, err
			}
		}
		vm.SetField(c.Statics(), c.FieldByName("props").Slot, RefSlot(p))
		return Slot{}, nil
	})
	// The environment is empty: getenv(name) is null for every name, as on
	// the JVM for a variable that is not set, and getenv() an empty map.
	r.Add(S+"getenv(Ljava/lang/String;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		return Slot{}, nil
	})
	r.Add(S+"getenv()Ljava/util/Map;", func(vm *VM, a []Slot) (Slot, error) {
		c, err := vm.LoadClass("java/util/Collections")
		if err != nil {
			return Slot{}, err
		}
		m := c.DeclaredMethod("emptyMap", "()Ljava/util/Map;")
		if m == nil {
			return Slot{}, fmt.Errorf("%w: no Collections.emptyMap()", ErrLinkage)
		}
		return vm.Call(m, nil)
	})
	var clock int64
	r.Add(S+"currentTimeMillis()J", func(vm *VM, a []Slot) (Slot, error) { clock++; return LongSlot(clock), nil })
	r.Add(S+"nanoTime()J", func(vm *VM, a []Slot) (Slot, error) { clock++; return LongSlot(clock * 1000), nil })
}

// checkPropertyKey is System.checkKey.
func (vm *VM) checkPropertyKey(k Slot) error {
	if k.R == nil {
		return vm.JavaThrow(npe, "key can't be null")
	}
	if len(StringOf(k.R)) == 0 {
		return vm.JavaThrow("java/lang/IllegalArgumentException", "key can't be empty")
	}
	return nil
}

// getProperty looks key up in System's Properties object once the program
// has asked for it (getProperties, setProperty ...), in the initial
// properties until then.
func (vm *VM) getProperty(key Slot) (Slot, error) {
	c, err := vm.LoadClass("java/lang/System")
	if err != nil {
		return Slot{}, err
	}
	if p := c.Statics().Fields[c.FieldByName("props").Slot].R; p != nil {
		return vm.CallVirtual(p, "getProperty", "(Ljava/lang/String;)Ljava/lang/String;", key)
	}
	if v, ok := vm.systemProperties()[GoString(key.R)]; ok {
		return vm.StringSlot(v)
	}
	return Slot{}, nil
}

// propertiesObject returns System's java.util.Properties, made from the
// initial properties on first use (it is path state: a program may change
// it).
func (vm *VM) propertiesObject() (*Object, error) {
	c, err := vm.LoadClass("java/lang/System")
	if err != nil {
		return nil, err
	}
	slot := c.FieldByName("props").Slot
	if p := c.Statics().Fields[slot].R; p != nil {
		return p, nil
	}
	p, err := vm.newPropertiesObject()
	if err != nil {
		return nil, err
	}
	vm.SetField(c.Statics(), slot, RefSlot(p))
	return p, nil
}

// newPropertiesObject makes a java.util.Properties holding the initial
// properties, set in name order.
func (vm *VM) newPropertiesObject() (*Object, error) {
	p, err := vm.construct("java/util/Properties", "()V")
	if err != nil {
		return nil, err
	}
	props := vm.systemProperties()
	for _, k := range propertyNames(props) {
		ks, err := vm.StringSlot(k)
		if err != nil {
			return nil, err
		}
		vs, err := vm.StringSlot(props[k])
		if err != nil {
			return nil, err
		}
		if _, err := vm.CallVirtual(p, "setProperty", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;", ks, vs); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// construct creates an instance of class with the constructor of
// descriptor desc, run as Java code.
func (vm *VM) construct(class, desc string, args ...Slot) (*Object, error) {
	c, err := vm.LoadClass(class)
	if err != nil {
		return nil, err
	}
	if err := vm.InitNow(c); err != nil {
		return nil, err
	}
	m := c.DeclaredMethod("<init>", desc)
	if m == nil {
		return nil, fmt.Errorf("%w: no constructor %s%s", ErrLinkage, DotName(class), desc)
	}
	o := vm.NewObject(c)
	if _, err := vm.Call(m, append([]Slot{RefSlot(o)}, args...)); err != nil {
		return nil, err
	}
	return o, nil
}

// initSystem sets System's static state as System.initPhase1 does: the
// line separator and the three standard streams.
func (vm *VM) initSystem(c *Class) error {
	sep, err := vm.StringSlot(vm.systemProperties()["line.separator"])
	if err != nil {
		return err
	}
	set := func(name string, v Slot) {
		if fd := c.FieldByName(name); fd != nil && fd.Static {
			vm.SetField(c.Statics(), fd.Slot, v)
		}
	}
	set("lineSeparator", sep)
	fdc, err := vm.LoadClass("java/io/FileDescriptor")
	if err != nil {
		return err
	}
	if err := vm.InitNow(fdc); err != nil {
		return err
	}
	fd := func(name string) Slot { return fdc.Statics().Fields[fdc.FieldByName(name).Slot] }
	fin, err := vm.construct("java/io/FileInputStream", "(Ljava/io/FileDescriptor;)V", fd("in"))
	if err != nil {
		return fmt.Errorf("System.in: %w", err)
	}
	in, err := vm.construct("java/io/BufferedInputStream", "(Ljava/io/InputStream;)V", RefSlot(fin))
	if err != nil {
		return fmt.Errorf("System.in: %w", err)
	}
	set("in", RefSlot(in))
	for _, s := range []struct {
		name string
		w    io.Writer
	}{{"out", vm.Options().Stdout}, {"err", vm.Options().Stderr}} {
		fos, err := vm.construct("java/io/FileOutputStream", "(Ljava/io/FileDescriptor;)V", fd(s.name))
		if err != nil {
			return fmt.Errorf("System.%s: %w", s.name, err)
		}
		bos, err := vm.construct("java/io/BufferedOutputStream", "(Ljava/io/OutputStream;I)V", RefSlot(fos), IntSlot(128))
		if err != nil {
			return fmt.Errorf("System.%s: %w", s.name, err)
		}
		ps, err := vm.construct("java/io/PrintStream", "(Ljava/io/OutputStream;Z)V", RefSlot(bos), IntSlot(1))
		if err != nil {
			return fmt.Errorf("System.%s: %w", s.name, err)
		}
		vm.SetNative(ps, s.w)
		set(s.name, RefSlot(ps))
	}
	return nil
}

// registerStreams registers the natives of FileDescriptor and
// FileOutputStream, and the Go answers of the standard PrintStreams.
func registerStreams(r *Library) {
	const FD = "java/io/FileDescriptor."
	r.Add(FD+"initIDs()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.Add(FD+"getHandle(I)J", func(vm *VM, a []Slot) (Slot, error) { return LongSlot(-1), nil })
	r.Add(FD+"getAppend(I)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.Add(FD+"sync()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	r.Add(FD+"close0()V", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{}, vm.setDescriptor(a[0].R, -1)
	})
	for _, c := range []string{"java/io/FileInputStream", "java/io/FileOutputStream"} {
		r.Add(c+".initIDs()V", func(vm *VM, a []Slot) (Slot, error) { return Slot{}, nil })
	}
	const FOS = "java/io/FileOutputStream."
	r.Add(FOS+"write(IZ)V", func(vm *VM, a []Slot) (Slot, error) {
		w, err := vm.outputOf(a[0].R)
		if err != nil {
			return Slot{}, err
		}
		w.Write([]byte{byte(a[1].I)})
		return Slot{}, nil
	})
	r.AddSym(FOS+"writeBytes([BIIZ)V", func(vm *VM, a []Slot) (Slot, error) {
		w, err := vm.outputOf(a[0].R)
		if err != nil {
			return Slot{}, err
		}
		b, err := vm.byteRange(a[1], a[2], a[3])
		if err != nil {
			return Slot{}, err
		}
		io.WriteString(w, b)
		return Slot{}, nil
	})

	// The standard PrintStreams (Native is their io.Writer).
	const PS = "java/io/PrintStream."
	for _, t := range []string{"", "Z", "C", "I", "J", "F", "D", "[C", "Ljava/lang/String;", "Ljava/lang/Object;"} {
		t := t
		for _, name := range []string{"print", "println"} {
			if name == "print" && t == "" {
				continue
			}
			nl := name == "println"
			r.AddSym(PS+name+"("+t+")V", func(vm *VM, a []Slot) (Slot, error) {
				w, ok := a[0].R.Native.(io.Writer)
				if !ok || (t == "[C" && a[1].R == nil) {
					return Slot{}, ErrBytecode
				}
				s := ""
				if t != "" {
					var err error
					if s, err = vm.printable(a[1], t); err != nil {
						return Slot{}, err
					}
				}
				if nl {
					s += vm.systemProperties()["line.separator"]
				}
				io.WriteString(w, s)
				return Slot{}, nil
			})
		}
	}
	r.AddSym(PS+"write(I)V", func(vm *VM, a []Slot) (Slot, error) {
		w, ok := a[0].R.Native.(io.Writer)
		if !ok {
			return Slot{}, ErrBytecode
		}
		if a[1].S.Valid() {
			io.WriteString(w, "{"+a[1].S.String()+"}")
		} else {
			w.Write([]byte{byte(a[1].I)})
		}
		return Slot{}, nil
	})
	r.AddSym(PS+"write([BII)V", func(vm *VM, a []Slot) (Slot, error) {
		w, ok := a[0].R.Native.(io.Writer)
		if !ok {
			return Slot{}, ErrBytecode
		}
		b, err := vm.byteRange(a[1], a[2], a[3])
		if err != nil {
			return Slot{}, ErrBytecode // the bytecode throws what the JVM throws
		}
		io.WriteString(w, b)
		return Slot{}, nil
	})
}

// byteRange returns len bytes of the byte array arr from off as text to
// write: a concrete byte as itself, a symbolic one as its expression in
// braces. Bad arguments are Java's IndexOutOfBoundsException (or NPE).
func (vm *VM) byteRange(arr, off, n Slot) (string, error) {
	if arr.R == nil {
		return "", vm.JavaThrow(npe, "")
	}
	if off.S.Valid() || n.S.Valid() {
		return "", fmt.Errorf("%w: a write at a symbolic offset or length", ErrUnsupported)
	}
	o, l := int64(int32(off.I)), int64(int32(n.I))
	if o < 0 || l < 0 || o+l > int64(len(arr.R.Fields)) {
		return "", vm.JavaThrow("java/lang/IndexOutOfBoundsException", "")
	}
	var b strings.Builder
	for _, s := range arr.R.Fields[o : o+l] {
		if s.S.Valid() {
			b.WriteString("{" + s.S.String() + "}")
			continue
		}
		b.WriteByte(byte(s.I))
	}
	return b.String(), nil
}

// setDescriptor sets FileDescriptor.fd (close0 sets -1).
func (vm *VM) setDescriptor(fdo *Object, v int32) error {
	n := fdo.Class.FieldByName("fd")
	if n == nil {
		return fmt.Errorf("%w: no fd field in java.io.FileDescriptor", ErrLinkage)
	}
	vm.SetField(fdo, n.Slot, IntSlot(v))
	return nil
}

// outputOf returns where a FileOutputStream writes: the standard output or
// error; any other file is unsupported (gospf has no file system).
func (vm *VM) outputOf(stream *Object) (io.Writer, error) {
	fd, _, err := vm.DescriptorOf(stream)
	if err != nil {
		return nil, err
	}
	switch fd {
	case FdOut:
		return vm.Options().Stdout, nil
	case FdErr:
		return vm.Options().Stderr, nil
	case -1:
		return nil, vm.JavaThrow("java/io/IOException", "Stream Closed")
	}
	return nil, fmt.Errorf("%w: writing to a file (descriptor %d); gospf models the standard streams only", ErrUnsupported, fd)
}
