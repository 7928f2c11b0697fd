package classfile

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// testJavaHome returns the JDK the tests use, failing the test if there is
// none (make test installs one).
func testJavaHome(t testing.TB) string {
	t.Helper()
	home, err := FindJavaHome()
	if err != nil {
		t.Fatalf("no JDK (make test installs one): %v", err)
	}
	return home
}

// compiled caches compileJava's output directories for the whole test
// binary; TestMain removes them.
var compiled struct {
	sync.Mutex
	root string
	dirs map[string]string
}

func TestMain(m *testing.M) {
	code := m.Run()
	if compiled.root != "" {
		os.RemoveAll(compiled.root)
	}
	os.Exit(code)
}

// compileJava compiles every .java file below srcDir with javac -g
// --release release into a temporary directory, once per test binary, and
// returns that directory.
func compileJava(t testing.TB, release, srcDir string) string {
	t.Helper()
	home := testJavaHome(t)
	compiled.Lock()
	defer compiled.Unlock()
	key := release + "|" + srcDir
	if dir, ok := compiled.dirs[key]; ok {
		return dir
	}
	javac := filepath.Join(home, "bin", "javac")
	if !isFile(javac) {
		var err error
		if javac, err = exec.LookPath("javac"); err != nil {
			t.Fatalf("no javac (make test installs it): %v", err)
		}
	}
	var files []string
	err := filepath.WalkDir(srcDir, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".java") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if compiled.root == "" {
		if compiled.root, err = os.MkdirTemp("", "classfile-test-"); err != nil {
			t.Fatal(err)
		}
		compiled.dirs = map[string]string{}
	}
	out, err := os.MkdirTemp(compiled.root, "javac-")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(javac, append([]string{"-g", "--release", release, "-d", out}, files...)...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, msg)
	}
	compiled.dirs[key] = out
	return out
}

// lineOf returns the 1-based line of path that contains marker.
func lineOf(t testing.TB, path, marker string) uint16 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := uint16(1); sc.Scan(); n++ {
		if strings.Contains(sc.Text(), marker) {
			return n
		}
	}
	t.Fatalf("%s: no line contains %q", path, marker)
	return 0
}

// readClass reads and parses one compiled class file.
func readClass(t testing.TB, dir, name string) (*ClassFile, []byte) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)+".class"))
	if err != nil {
		t.Fatal(err)
	}
	cf, err := Parse(data)
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	return cf, data
}

// jdkClassPath returns a class path over the test JDK alone.
func jdkClassPath(t testing.TB) *ClassPath {
	t.Helper()
	cp, err := NewClassPath(testJavaHome(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cp.Close() })
	return cp
}

// moduleClasses lists, sorted, the classes of one JDK module.
func moduleClasses(t testing.TB, cp *ClassPath, module string) []string {
	t.Helper()
	src, err := cp.jdk()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	var zips []*zipIndex
	switch s := src.(type) {
	case *zipIndex:
		zips = []*zipIndex{s}
	case *jmodSource:
		s.find("no/such/Class") // opens the other modules
		if s.restErr != nil {
			t.Fatal(s.restErr)
		}
		zips = []*zipIndex{s.baseIdx, s.restIdx}
	case *jimage:
		for _, l := range s.classLocations(t) {
			if l.module == module {
				names = append(names, l.name)
			}
		}
	}
	for _, z := range zips {
		for name, e := range z.entries {
			if strings.Contains(e.where, "/"+module+".jmod!") {
				names = append(names, name)
			}
		}
	}
	slices.Sort(names)
	if len(names) == 0 {
		t.Fatalf("no classes in module %s", module)
	}
	return names
}

// loadClasses reads the class files of names.
func loadClasses(t testing.TB, cp *ClassPath, names []string) [][]byte {
	t.Helper()
	out := make([][]byte, len(names))
	for i, name := range names {
		data, _, err := cp.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = data
	}
	return out
}

func method(t testing.TB, cf *ClassFile, name string) *Method {
	t.Helper()
	for _, m := range cf.Methods {
		if m.Name == name {
			return m
		}
	}
	t.Fatalf("%s has no method %s", cf.Name, name)
	return nil
}

func field(t testing.TB, cf *ClassFile, name string) *Field {
	t.Helper()
	for _, f := range cf.Fields {
		if f.Name == name {
			return f
		}
	}
	t.Fatalf("%s has no field %s", cf.Name, name)
	return nil
}

// jimageClass is a class location of a jimage: its module and internal
// name.
type jimageClass struct{ module, name string }

// classLocations walks every location of the image (as find never does)
// and returns those of classes, in table order.
func (img *jimage) classLocations(t testing.TB) []jimageClass {
	t.Helper()
	var out []jimageClass
	for i := uint32(0); i < img.tableLen; i++ {
		attrs, ok := decodeLocation(img.locations, int64(img.order.Uint32(img.offsets[4*i:])))
		if !ok {
			t.Fatalf("location %d is malformed", i)
		}
		module := img.str(attrs[locModule])
		if module == "" || module == "packages" || module == "modules" || img.str(attrs[locExtension]) != "class" {
			continue
		}
		name := img.str(attrs[locBase])
		if parent := img.str(attrs[locParent]); parent != "" {
			name = parent + "/" + name
		}
		out = append(out, jimageClass{module, name})
	}
	return out
}
