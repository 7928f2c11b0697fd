package jdk

import (
	"fmt"
	"io"
	"strings"

	"gospf/interp"
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
// symbolic input (interp/stdin.go).
//
// The print, println and write methods of the two standard PrintStreams
// themselves (the objects whose Native is their io.Writer) are answered in
// Go: a concrete value prints as Java prints it, a symbolic one as its
// expression, so output never concretises a value; every other receiver
// runs PrintStream's bytecode (interp.ErrBytecode). Nothing is buffered on the
// Java side of a standard stream, so the two ways never reorder output.

func registerEnv(r *interp.Library) {
	registerSystem(r)
	registerStreams(r)
	exit := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		vm.Exit(a[len(a)-1])
		return interp.Slot{}, nil
	}
	r.Add("java/lang/Runtime.exit(I)V", exit)
	r.Add("java/lang/Runtime.halt(I)V", exit)
	r.Add("java/lang/Shutdown.exit(I)V", exit)
	r.Add("java/lang/Shutdown.halt(I)V", exit)
	// NIO buffers (the charset coders' input and output) reach memory
	// through ScopedMemoryAccess, whose natives only register themselves.
	r.Add("jdk/internal/misc/ScopedMemoryAccess.registerNatives()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	// The charset coders' ASCII fast paths copy the leading ASCII elements;
	// they stop at the first symbolic one too, which the coders' own loops
	// then handle (a shorter prefix is always a correct answer).
	ascii := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		src, dst := a[1].R, a[3].R
		if src == nil || dst == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		sp, dp, n := int(int32(a[2].I)), int(int32(a[4].I)), int(int32(a[5].I))
		if sp < 0 || dp < 0 || n < 0 || sp+n > len(src.Fields) || dp+n > len(dst.Fields) {
			return interp.Slot{}, vm.JavaThrow("java/lang/ArrayIndexOutOfBoundsException", "")
		}
		i := 0
		for ; i < n; i++ {
			c := src.Fields[sp+i]
			if c.S.Valid() || c.I < 0 || c.I >= 0x80 {
				break
			}
			vm.SetField(dst, dp+i, c)
		}
		return interp.IntSlot(int32(i)), nil
	}
	r.AddSym("java/lang/System$2.encodeASCII([CI[BII)I", ascii)
	r.AddSym("java/lang/System$2.decodeASCII([BI[CII)I", ascii)
	r.Add("java/lang/Runtime.gc()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add("java/lang/Runtime.runFinalization()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
}

func registerSystem(r *interp.Library) {
	const S = "java/lang/System."
	r.Model("java/lang/System")
	r.Init("java/lang/System", func(vm *interp.VM, c *interp.Class) error { return initSystem(vm, c) })
	r.Add(S+"arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V", arraycopy)
	r.Add(S+"identityHashCode(Ljava/lang/Object;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.IntSlot(0), nil
		}
		if interp.IsSymBox(a[0].R) {
			return interp.Slot{}, fmt.Errorf("%w: the identity hash code of a box of a symbolic value (its identity depends on the value)", interp.ErrUnsupported)
		}
		return interp.IntSlot(a[0].R.Hash()), nil
	})
	r.Add(S+"exit(I)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		vm.Exit(a[0])
		return interp.Slot{}, nil
	})
	for _, n := range []string{"gc()V", "runFinalization()V", "registerNatives()V"} {
		r.Add(S+n, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	}
	r.Add(S+"getSecurityManager()Ljava/lang/SecurityManager;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	// console() is null, as on a JVM whose standard input is not a terminal
	// (the input is the program's symbolic input, and a witness replays
	// through a pipe).
	r.Add(S+"console()Ljava/io/Console;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(S+"inheritedChannel()Ljava/nio/channels/Channel;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(S+"lineSeparator()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return vm.StringSlot(systemProperties(vm)["line.separator"])
	})
	for _, s := range []struct{ name, field, desc string }{
		{"setIn", "in", "Ljava/io/InputStream;"}, {"setOut", "out", "Ljava/io/PrintStream;"}, {"setErr", "err", "Ljava/io/PrintStream;"},
	} {
		s := s
		r.Add(S+s.name+"("+s.desc+")V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			c, err := vm.LoadClass("java/lang/System")
			if err != nil {
				return interp.Slot{}, err
			}
			vm.SetField(c.Statics(), c.FieldByName(s.field).Slot, a[0])
			return interp.Slot{}, nil
		})
	}
	getProp := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if err := checkPropertyKey(vm, a[0]); err != nil {
			return interp.Slot{}, err
		}
		v, err := getProperty(vm, a[0])
		if err != nil || v.R != nil || len(a) == 1 {
			return v, err
		}
		return a[1], nil
	}
	r.Add(S+"getProperty(Ljava/lang/String;)Ljava/lang/String;", getProp)
	r.Add(S+"getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", getProp)
	r.Add(S+"setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if err := checkPropertyKey(vm, a[0]); err != nil {
			return interp.Slot{}, err
		}
		p, err := propertiesObject(vm)
		if err != nil {
			return interp.Slot{}, err
		}
		return vm.CallVirtual(p, "setProperty", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;", a[0], a[1])
	})
	r.Add(S+"clearProperty(Ljava/lang/String;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if err := checkPropertyKey(vm, a[0]); err != nil {
			return interp.Slot{}, err
		}
		p, err := propertiesObject(vm)
		if err != nil {
			return interp.Slot{}, err
		}
		return vm.CallVirtual(p, "remove", "(Ljava/lang/Object;)Ljava/lang/Object;", a[0])
	})
	r.Add(S+"getProperties()Ljava/util/Properties;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := propertiesObject(vm)
		return interp.RefSlot(p), err
	})
	r.Add(S+"setProperties(Ljava/util/Properties;)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, err := vm.LoadClass("java/lang/System")
		if err != nil {
			return interp.Slot{}, err
		}
		p := a[0].R
		if p == nil { // the initial properties again, as the JDK does
			if p, err = newPropertiesObject(vm); err != nil {
				return interp.Slot{}, err
			}
		}
		vm.SetField(c.Statics(), c.FieldByName("props").Slot, interp.RefSlot(p))
		return interp.Slot{}, nil
	})
	// The environment is empty: getenv(name) is null for every name, as on
	// the JVM for a variable that is not set, and getenv() an empty map.
	r.Add(S+"getenv(Ljava/lang/String;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		return interp.Slot{}, nil
	})
	r.Add(S+"getenv()Ljava/util/Map;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		c, err := vm.LoadClass("java/util/Collections")
		if err != nil {
			return interp.Slot{}, err
		}
		m := c.DeclaredMethod("emptyMap", "()Ljava/util/Map;")
		if m == nil {
			return interp.Slot{}, fmt.Errorf("%w: no Collections.emptyMap()", interp.ErrLinkage)
		}
		return vm.Call(m, nil)
	})
	var clock int64
	r.Add(S+"currentTimeMillis()J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { clock++; return interp.LongSlot(clock), nil })
	r.Add(S+"nanoTime()J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		clock++
		return interp.LongSlot(clock * 1000), nil
	})
}

// checkPropertyKey is System.checkKey.
func checkPropertyKey(vm *interp.VM, k interp.Slot) error {
	if k.R == nil {
		return vm.JavaThrow(npe, "key can't be null")
	}
	if len(interp.StringOf(k.R)) == 0 {
		return vm.JavaThrow("java/lang/IllegalArgumentException", "key can't be empty")
	}
	return nil
}

// getProperty looks key up in System's Properties object once the program
// has asked for it (getProperties, setProperty ...), in the initial
// properties until then.
func getProperty(vm *interp.VM, key interp.Slot) (interp.Slot, error) {
	c, err := vm.LoadClass("java/lang/System")
	if err != nil {
		return interp.Slot{}, err
	}
	if p := c.Statics().Fields[c.FieldByName("props").Slot].R; p != nil {
		return vm.CallVirtual(p, "getProperty", "(Ljava/lang/String;)Ljava/lang/String;", key)
	}
	if v, ok := systemProperties(vm)[interp.GoString(key.R)]; ok {
		return vm.StringSlot(v)
	}
	return interp.Slot{}, nil
}

// propertiesObject returns System's java.util.Properties, made from the
// initial properties on first use (it is path state: a program may change
// it).
func propertiesObject(vm *interp.VM) (*interp.Object, error) {
	c, err := vm.LoadClass("java/lang/System")
	if err != nil {
		return nil, err
	}
	slot := c.FieldByName("props").Slot
	if p := c.Statics().Fields[slot].R; p != nil {
		return p, nil
	}
	p, err := newPropertiesObject(vm)
	if err != nil {
		return nil, err
	}
	vm.SetField(c.Statics(), slot, interp.RefSlot(p))
	return p, nil
}

// newPropertiesObject makes a java.util.Properties holding the initial
// properties, set in name order.
func newPropertiesObject(vm *interp.VM) (*interp.Object, error) {
	p, err := construct(vm, "java/util/Properties", "()V")
	if err != nil {
		return nil, err
	}
	props := systemProperties(vm)
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
func construct(vm *interp.VM, class, desc string, args ...interp.Slot) (*interp.Object, error) {
	c, err := vm.LoadClass(class)
	if err != nil {
		return nil, err
	}
	if err := vm.InitNow(c); err != nil {
		return nil, err
	}
	m := c.DeclaredMethod("<init>", desc)
	if m == nil {
		return nil, fmt.Errorf("%w: no constructor %s%s", interp.ErrLinkage, interp.DotName(class), desc)
	}
	o := vm.NewObject(c)
	if _, err := vm.Call(m, append([]interp.Slot{interp.RefSlot(o)}, args...)); err != nil {
		return nil, err
	}
	return o, nil
}

// initSystem sets System's static state as System.initPhase1 does: the
// line separator and the three standard streams.
func initSystem(vm *interp.VM, c *interp.Class) error {
	sep, err := vm.StringSlot(systemProperties(vm)["line.separator"])
	if err != nil {
		return err
	}
	set := func(name string, v interp.Slot) {
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
	fd := func(name string) interp.Slot { return fdc.Statics().Fields[fdc.FieldByName(name).Slot] }
	fin, err := construct(vm, "java/io/FileInputStream", "(Ljava/io/FileDescriptor;)V", fd("in"))
	if err != nil {
		return fmt.Errorf("System.in: %w", err)
	}
	in, err := construct(vm, "java/io/BufferedInputStream", "(Ljava/io/InputStream;)V", interp.RefSlot(fin))
	if err != nil {
		return fmt.Errorf("System.in: %w", err)
	}
	set("in", interp.RefSlot(in))
	for _, s := range []struct {
		name string
		w    io.Writer
	}{{"out", vm.Options().Stdout}, {"err", vm.Options().Stderr}} {
		fos, err := construct(vm, "java/io/FileOutputStream", "(Ljava/io/FileDescriptor;)V", fd(s.name))
		if err != nil {
			return fmt.Errorf("System.%s: %w", s.name, err)
		}
		bos, err := construct(vm, "java/io/BufferedOutputStream", "(Ljava/io/OutputStream;I)V", interp.RefSlot(fos), interp.IntSlot(128))
		if err != nil {
			return fmt.Errorf("System.%s: %w", s.name, err)
		}
		ps, err := construct(vm, "java/io/PrintStream", "(Ljava/io/OutputStream;Z)V", interp.RefSlot(bos), interp.IntSlot(1))
		if err != nil {
			return fmt.Errorf("System.%s: %w", s.name, err)
		}
		vm.SetNative(ps, s.w)
		set(s.name, interp.RefSlot(ps))
	}
	return nil
}

// registerStreams registers the natives of FileDescriptor and
// FileOutputStream, and the Go answers of the standard PrintStreams.
func registerStreams(r *interp.Library) {
	const FD = "java/io/FileDescriptor."
	r.Add(FD+"initIDs()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(FD+"getHandle(I)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.LongSlot(-1), nil })
	r.Add(FD+"getAppend(I)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(FD+"sync()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	r.Add(FD+"close0()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{}, setDescriptor(vm, a[0].R, -1)
	})
	for _, c := range []string{"java/io/FileInputStream", "java/io/FileOutputStream"} {
		r.Add(c+".initIDs()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{}, nil })
	}
	const FOS = "java/io/FileOutputStream."
	r.Add(FOS+"write(IZ)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		w, err := outputOf(vm, a[0].R)
		if err != nil {
			return interp.Slot{}, err
		}
		w.Write([]byte{byte(a[1].I)})
		return interp.Slot{}, nil
	})
	r.AddSym(FOS+"writeBytes([BIIZ)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		w, err := outputOf(vm, a[0].R)
		if err != nil {
			return interp.Slot{}, err
		}
		b, err := byteRange(vm, a[1], a[2], a[3])
		if err != nil {
			return interp.Slot{}, err
		}
		io.WriteString(w, b)
		return interp.Slot{}, nil
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
			r.AddSym(PS+name+"("+t+")V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				w, ok := a[0].R.Native.(io.Writer)
				if !ok || (t == "[C" && a[1].R == nil) {
					return interp.Slot{}, interp.ErrBytecode
				}
				s := ""
				if t != "" {
					var err error
					if s, err = printable(vm, a[1], t); err != nil {
						return interp.Slot{}, err
					}
				}
				if nl {
					s += systemProperties(vm)["line.separator"]
				}
				io.WriteString(w, s)
				return interp.Slot{}, nil
			})
		}
	}
	r.AddSym(PS+"write(I)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		w, ok := a[0].R.Native.(io.Writer)
		if !ok {
			return interp.Slot{}, interp.ErrBytecode
		}
		if a[1].S.Valid() {
			io.WriteString(w, "{"+a[1].S.String()+"}")
		} else {
			w.Write([]byte{byte(a[1].I)})
		}
		return interp.Slot{}, nil
	})
	r.AddSym(PS+"write([BII)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		w, ok := a[0].R.Native.(io.Writer)
		if !ok {
			return interp.Slot{}, interp.ErrBytecode
		}
		b, err := byteRange(vm, a[1], a[2], a[3])
		if err != nil {
			return interp.Slot{}, interp.ErrBytecode // the bytecode throws what the JVM throws
		}
		io.WriteString(w, b)
		return interp.Slot{}, nil
	})
}

// byteRange returns len bytes of the byte array arr from off as text to
// write: a concrete byte as itself, a symbolic one as its expression in
// braces. Bad arguments are Java's IndexOutOfBoundsException (or NPE).
func byteRange(vm *interp.VM, arr, off, n interp.Slot) (string, error) {
	if arr.R == nil {
		return "", vm.JavaThrow(npe, "")
	}
	if off.S.Valid() || n.S.Valid() {
		return "", fmt.Errorf("%w: a write at a symbolic offset or length", interp.ErrUnsupported)
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
func setDescriptor(vm *interp.VM, fdo *interp.Object, v int32) error {
	n := fdo.Class.FieldByName("fd")
	if n == nil {
		return fmt.Errorf("%w: no fd field in java.io.FileDescriptor", interp.ErrLinkage)
	}
	vm.SetField(fdo, n.Slot, interp.IntSlot(v))
	return nil
}

// outputOf returns where a FileOutputStream writes: the standard output or
// error; any other file is unsupported (gospf has no file system).
func outputOf(vm *interp.VM, stream *interp.Object) (io.Writer, error) {
	fd, _, err := vm.DescriptorOf(stream)
	if err != nil {
		return nil, err
	}
	switch fd {
	case interp.FdOut:
		return vm.Options().Stdout, nil
	case interp.FdErr:
		return vm.Options().Stderr, nil
	case -1:
		return nil, vm.JavaThrow("java/io/IOException", "Stream Closed")
	}
	return nil, fmt.Errorf("%w: writing to a file (descriptor %d); gospf models the standard streams only", interp.ErrUnsupported, fd)
}
