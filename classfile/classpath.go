package classfile

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// ErrClassNotFound is wrapped by the error Find returns when no class path
// entry holds the class.
var ErrClassNotFound = errors.New("class not found")

// maxClassSize bounds the size of one class file read from an archive, so
// that a corrupt size field cannot make Find allocate without limit.
const maxClassSize = 1 << 28

// ClassPath finds class files by internal name: first among the JDK's
// classes (the boot class path), then in the user entries in order, as
// `java -cp` does. Archives are opened and their directories indexed on
// first use, once; class bytes are read on every Find and never cached,
// and Class parses each class once for all its callers. After
// NewClassPath, Find and Class may be called from several goroutines;
// Close must not run concurrently with them.
type ClassPath struct {
	javaHome string
	entries  []cpEntry
	jdk      func() (classSource, error) // opens and indexes the JDK once

	mu     sync.RWMutex // Find holds it for reading, Close for writing
	closed bool
	opened []io.Closer // sources opened so far; guarded by openMu
	openMu sync.Mutex

	parsedClasses // the classes parsed by Class, once each
}

// classSource is one place classes come from: the JDK image, a jar or a
// directory.
type classSource interface {
	// find returns the class file for name (internal form), where it was
	// found, and false if the source has no such class.
	find(name string) (data []byte, where string, ok bool, err error)
}

// cpEntry is one user class path entry; src opens it on first use.
type cpEntry struct {
	path string
	src  func() (classSource, error)
}

// NewClassPath returns a class path over the JDK at javaHome and the user
// entries, each a directory or a .jar file. The JDK's classes come from
// the javaHome/lib/modules jimage, or from javaHome/jmods/*.jmod when there
// is no image (the image's classes are the jmods', stored uncompressed and
// found by a perfect hash: System's initialisation finds its classes 15
// times faster there). An empty javaHome means no JDK classes at all.
// Every entry must exist; nothing is opened until the first Find.
func NewClassPath(javaHome string, entries []string) (*ClassPath, error) {
	cp := &ClassPath{javaHome: javaHome}
	if javaHome != "" {
		jmods, err := filepath.Glob(filepath.Join(javaHome, "jmods", "*.jmod"))
		if err != nil {
			return nil, err
		}
		image := filepath.Join(javaHome, "lib", "modules")
		switch {
		case isFile(image):
			cp.jdk = sync.OnceValues(func() (classSource, error) { return cp.track(openJimage(image)) })
		case len(jmods) > 0:
			cp.jdk = sync.OnceValues(func() (classSource, error) { return cp.track(openJmods(jmods)) })
		default:
			return nil, fmt.Errorf("java home %s has neither jmods/*.jmod nor lib/modules", javaHome)
		}
	}
	for _, e := range entries {
		st, err := os.Stat(e)
		if err != nil {
			return nil, fmt.Errorf("class path entry %s: %w", e, err)
		}
		switch {
		case st.IsDir():
			dir := dirSource(e)
			cp.entries = append(cp.entries, cpEntry{path: e, src: func() (classSource, error) { return dir, nil }})
		case strings.HasSuffix(strings.ToLower(e), ".jar") || strings.HasSuffix(strings.ToLower(e), ".zip"):
			path := e
			cp.entries = append(cp.entries, cpEntry{path: e, src: sync.OnceValues(func() (classSource, error) {
				return cp.track(openJar(path))
			})})
		default:
			return nil, fmt.Errorf("class path entry %s is neither a directory nor a .jar file", e)
		}
	}
	return cp, nil
}

// track records an opened source so that Close can close it.
func (cp *ClassPath) track(src classSource, err error) (classSource, error) {
	if err != nil {
		return nil, err
	}
	if c, ok := src.(io.Closer); ok {
		cp.openMu.Lock()
		cp.opened = append(cp.opened, c)
		cp.openMu.Unlock()
	}
	return src, nil
}

// JavaHome returns the JDK directory the class path was made with.
func (cp *ClassPath) JavaHome() string { return cp.javaHome }

// UserEntries returns the user entries as given, in order (what
// java.class.path lists).
func (cp *ClassPath) UserEntries() []string {
	out := make([]string, len(cp.entries))
	for i, e := range cp.entries {
		out[i] = e.path
	}
	return out
}

// Find returns the class file of the class with internal name name (for
// example "java/lang/Object") and a description of where it was found
// ("…/java.base.jmod!classes/java/lang/Object.class"). A class that no
// entry holds gives an error wrapping ErrClassNotFound.
func (cp *ClassPath) Find(name string) (data []byte, where string, err error) {
	return cp.find(name, true)
}

// FindOutsideJDK is Find for a class that cannot be a JDK class (its
// package is in no JDK module): only the user entries are searched, which
// spares opening the JDK's modules other than java.base.
func (cp *ClassPath) FindOutsideJDK(name string) (data []byte, where string, err error) {
	return cp.find(name, false)
}

func (cp *ClassPath) find(name string, jdk bool) (data []byte, where string, err error) {
	cp.mu.RLock()
	defer cp.mu.RUnlock()
	if cp.closed {
		return nil, "", fmt.Errorf("find %s: class path is closed", name)
	}
	if !validClassName(name) {
		return nil, "", fmt.Errorf("%w: %q is not a class name in internal form", ErrClassNotFound, name)
	}
	if cp.jdk != nil && jdk {
		src, err := cp.jdk()
		if err != nil {
			return nil, "", fmt.Errorf("find %s: %w", name, err)
		}
		if data, where, ok, err := src.find(name); ok || err != nil {
			return data, where, err
		}
	}
	for _, e := range cp.entries {
		src, err := e.src()
		if err != nil {
			return nil, "", fmt.Errorf("find %s: %w", name, err)
		}
		if data, where, ok, err := src.find(name); ok || err != nil {
			return data, where, err
		}
	}
	return nil, "", fmt.Errorf("%w: %s", ErrClassNotFound, name)
}

// UserClasses returns the internal names of the classes in the user
// entries (not the JDK's), sorted, each once: what a search for the
// implementations of a type on the class path looks at. A name held by
// several entries is listed once (Find returns the first entry's class).
func (cp *ClassPath) UserClasses() ([]string, error) {
	cp.mu.RLock()
	defer cp.mu.RUnlock()
	if cp.closed {
		return nil, errors.New("list classes: class path is closed")
	}
	seen := map[string]bool{}
	var names []string
	for _, e := range cp.entries {
		src, err := e.src()
		if err != nil {
			return nil, fmt.Errorf("list classes: %w", err)
		}
		l, ok := src.(classLister)
		if !ok {
			continue
		}
		found, err := l.list()
		if err != nil {
			return nil, fmt.Errorf("list classes of %s: %w", e.path, err)
		}
		for _, n := range found {
			if !seen[n] && isUserClassName(n) {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	sort.Strings(names)
	return names, nil
}

// isUserClassName reports whether an entry's name names a class: not a
// module or package descriptor, not a multi-release version.
func isUserClassName(n string) bool {
	base := n[strings.LastIndexByte(n, '/')+1:]
	return validClassName(n) && !strings.HasPrefix(n, "META-INF/") && base != "module-info" && base != "package-info"
}

// classLister is a class source that can name its classes.
type classLister interface {
	list() ([]string, error)
}

func (d dirSource) list() ([]string, error) {
	var names []string
	err := filepath.WalkDir(string(d), func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() || !strings.HasSuffix(p, ".class") {
			return nil
		}
		rel, err := filepath.Rel(string(d), p)
		if err != nil {
			return err
		}
		names = append(names, filepath.ToSlash(strings.TrimSuffix(rel, ".class")))
		return nil
	})
	return names, err
}

func (z *zipIndex) list() ([]string, error) {
	names := make([]string, 0, len(z.entries))
	for n := range z.entries {
		names = append(names, n)
	}
	return names, nil
}

// Close closes every archive the class path opened. Find fails after it.
func (cp *ClassPath) Close() error {
	cp.mu.Lock()
	defer cp.mu.Unlock()
	if cp.closed {
		return nil
	}
	cp.closed = true
	cp.openMu.Lock()
	defer cp.openMu.Unlock()
	var errs []error
	for _, c := range cp.opened {
		errs = append(errs, c.Close())
	}
	cp.opened = nil
	return errors.Join(errs...)
}

// validClassName reports whether name is a class name in internal form
// (JVMS 4.2.1): non-empty unqualified names joined by '/'. It keeps Find
// from turning a name into an arbitrary file path.
func validClassName(name string) bool {
	if name == "" {
		return false
	}
	for _, seg := range strings.Split(name, "/") {
		if seg == "" || strings.ContainsAny(seg, ".;[\\\x00") {
			return false
		}
	}
	return true
}

func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// dirSource is a class path directory: package p/q's class C is the file
// p/q/C.class below it.
type dirSource string

func (d dirSource) find(name string) ([]byte, string, bool, error) {
	path := filepath.Join(string(d), filepath.FromSlash(name)+".class")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", false, nil
	}
	if err != nil {
		return nil, "", false, fmt.Errorf("read %s: %w", path, err)
	}
	return data, path, true, nil
}

// zipIndex maps internal class names to archive entries, across one or
// more zip archives (a jar, or all the JDK's jmods).
type zipIndex struct {
	entries map[string]zipEntry
	files   []*os.File
}

type zipEntry struct {
	f     *zip.File
	where string
}

func (z *zipIndex) find(name string) ([]byte, string, bool, error) {
	e, ok := z.entries[name]
	if !ok {
		return nil, "", false, nil
	}
	data, err := readZipEntry(e.f)
	if err != nil {
		return nil, "", false, fmt.Errorf("read %s: %w", e.where, err)
	}
	return data, e.where, true, nil
}

func (z *zipIndex) Close() error {
	var errs []error
	for _, f := range z.files {
		errs = append(errs, f.Close())
	}
	return errors.Join(errs...)
}

// add indexes the .class entries of zr whose names start with prefix,
// keeping the first entry for a name already indexed.
func (z *zipIndex) add(zr *zip.Reader, archive, prefix string) {
	for _, f := range zr.File {
		rest, ok := strings.CutPrefix(f.Name, prefix)
		if !ok {
			continue
		}
		name, ok := strings.CutSuffix(rest, ".class")
		if !ok || name == "" {
			continue
		}
		if _, dup := z.entries[name]; dup {
			continue
		}
		z.entries[name] = zipEntry{f: f, where: archive + "!" + f.Name}
	}
}

func readZipEntry(f *zip.File) ([]byte, error) {
	if f.UncompressedSize64 > maxClassSize {
		return nil, fmt.Errorf("entry of %d bytes is too large for a class file", f.UncompressedSize64)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	// Reading to EOF makes archive/zip verify the size and the CRC-32.
	data, err := io.ReadAll(io.LimitReader(rc, maxClassSize+1))
	if err != nil {
		return nil, err
	}
	return data, nil
}

// openJar opens a jar file and indexes its classes. Multi-release
// versions (META-INF/versions/N/...) are not consulted.
func openJar(path string) (classSource, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open jar: %w", err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("open jar: %w", err)
	}
	zr, err := zip.NewReader(f, st.Size())
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("open jar %s: %w", path, err)
	}
	z := &zipIndex{entries: make(map[string]zipEntry, len(zr.File)), files: []*os.File{f}}
	z.add(zr, path, "")
	return z, nil
}
