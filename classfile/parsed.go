package classfile

import "sync"

// parsedKey names a parsed class: its internal name and whether the JDK
// was searched (Class) or not (ClassOutsideJDK).
type parsedKey struct {
	name string
	jdk  bool
}

// parsed is one class parsed once for every caller of Class: ready is
// closed when cf, where and err are set.
type parsed struct {
	ready chan struct{}
	cf    *ClassFile
	where string
	err   error
}

// Class returns the class file of the class named name (internal form),
// parsed, with where it was found (as Find says). The first call for a
// name finds and parses the class; every later call, from any goroutine,
// returns the same *ClassFile (or the same error), and a call made while
// another parses it waits for that one. The ClassFile is shared: callers
// must treat it as read-only, which every parsed ClassFile is to its
// users (nothing in gospf writes to one). On failure, where is "" when
// the class was not found (err as Find returns it) and names the file
// when it was found but is malformed (err from Parse).
//
// The explorers of one run share their class path, and with it the
// parsing: the second explorer's VM loads the JDK's classes (about 130 of
// them to initialise System) without inflating or parsing any.
func (cp *ClassPath) Class(name string) (*ClassFile, string, error) {
	return cp.class(parsedKey{name, true})
}

// ClassOutsideJDK is Class for a class that cannot be a JDK class, as
// FindOutsideJDK is to Find.
func (cp *ClassPath) ClassOutsideJDK(name string) (*ClassFile, string, error) {
	return cp.class(parsedKey{name, false})
}

func (cp *ClassPath) class(k parsedKey) (*ClassFile, string, error) {
	cp.parsedMu.Lock()
	p, ok := cp.parsed[k]
	if !ok {
		if cp.parsed == nil {
			cp.parsed = map[parsedKey]*parsed{}
		}
		p = &parsed{ready: make(chan struct{})}
		cp.parsed[k] = p
	}
	cp.parsedMu.Unlock()
	if ok {
		<-p.ready
		return p.cf, p.where, p.err
	}
	defer close(p.ready)
	data, where, err := cp.find(k.name, k.jdk)
	if err != nil {
		p.err = err
		return nil, "", err
	}
	p.where = where
	p.cf, p.err = Parse(data)
	return p.cf, p.where, p.err
}

// parsedClasses is the part of a ClassPath that Class fills.
type parsedClasses struct {
	parsedMu sync.Mutex
	parsed   map[parsedKey]*parsed // guarded by parsedMu
}
