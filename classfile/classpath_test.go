package classfile

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestFindJDK(t *testing.T) {
	cp := jdkClassPath(t)
	for _, name := range []string{"java/lang/Object", "java/util/HashMap$Node", "java/sql/Date", "module-info"} {
		data, where, err := cp.Find(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		cf, err := Parse(data)
		if err != nil {
			t.Fatalf("%s from %s: %v", name, where, err)
		}
		if cf.Name != name {
			t.Fatalf("%s: found class %s at %s", name, cf.Name, where)
		}
		if name == "module-info" && !strings.Contains(where, "java.base") {
			t.Fatalf("module-info from %s, want java.base's", where)
		}
	}
	for _, name := range []string{"no/such/Class", "java/lang/object", "java.lang.Object", "../../etc/passwd", "", "/java/lang/Object", "java//lang/Object"} {
		_, _, err := cp.Find(name)
		if !errors.Is(err, ErrClassNotFound) {
			t.Fatalf("Find(%q): %v, want ErrClassNotFound", name, err)
		}
		if !strings.Contains(err.Error(), name) {
			t.Fatalf("Find(%q): message %q does not name the class", name, err)
		}
	}
}

// writeJar writes a jar holding the given files.
func writeJar(t *testing.T, path string, files map[string][]byte) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, data := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestClassPathOrder(t *testing.T) {
	home := testJavaHome(t)
	classes, _ := compiledSample(t)
	sample, err := os.ReadFile(filepath.Join(classes, "p", "Sample.class"))
	if err != nil {
		t.Fatal(err)
	}
	inner, err := os.ReadFile(filepath.Join(classes, "p", "Sample$Inner.class"))
	if err != nil {
		t.Fatal(err)
	}
	// dir holds a fake java/lang/Object that the JDK's must hide, and
	// p/Sample, which hides the jar's.
	dir := t.TempDir()
	for name, data := range map[string][]byte{"java/lang/Object.class": []byte("fake"), "p/Sample.class": sample} {
		path := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	jar := filepath.Join(t.TempDir(), "lib.jar")
	writeJar(t, jar, map[string][]byte{"p/Sample.class": []byte("from jar"), "p/Sample$Inner.class": inner, "META-INF/MANIFEST.MF": nil,
		"META-INF/versions/11/p/Sample.class": sample, "module-info.class": nil})

	cp, err := NewClassPath(home, []string{dir, jar})
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	data, where, err := cp.Find("java/lang/Object")
	if err != nil || bytes.Equal(data, []byte("fake")) {
		t.Fatalf("java/lang/Object from %s (%v): the JDK must come first", where, err)
	}
	data, where, err = cp.Find("p/Sample")
	if err != nil || !bytes.Equal(data, sample) || where != filepath.Join(dir, "p", "Sample.class") {
		t.Fatalf("p/Sample from %s (%v)", where, err)
	}
	data, where, err = cp.Find("p/Sample$Inner")
	if err != nil || !bytes.Equal(data, inner) || where != jar+"!p/Sample$Inner.class" {
		t.Fatalf("p/Sample$Inner from %s (%v)", where, err)
	}
	if _, _, err := cp.Find("p/Missing"); !errors.Is(err, ErrClassNotFound) || !strings.Contains(err.Error(), "p/Missing") {
		t.Fatalf("p/Missing: %v", err)
	}

	// The user entries' classes, once each, sorted; the JDK's are not
	// listed, nor the jar's module descriptor and multi-release versions.
	names, err := cp.UserClasses()
	if got := strings.Join(names, " "); err != nil || got != "java/lang/Object p/Sample p/Sample$Inner" {
		t.Fatalf("UserClasses = %q, %v", got, err)
	}

	// Concurrent finds share the lazily built indexes.
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, name := range []string{"java/lang/String", "p/Sample$Inner", "java/util/List", "p/Sample"} {
				if _, _, err := cp.Find(name); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}

	if err := cp.Close(); err != nil {
		t.Fatal(err)
	}
	if _, _, err := cp.Find("java/lang/Object"); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Fatalf("Find after Close: %v", err)
	}
}

func TestClassPathUserOnly(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "A.class"), []byte("a"), 0o644)
	cp, err := NewClassPath("", []string{dir})
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	if data, _, err := cp.Find("A"); err != nil || string(data) != "a" {
		t.Fatalf("A: %q %v", data, err)
	}
	if _, _, err := cp.Find("java/lang/Object"); !errors.Is(err, ErrClassNotFound) {
		t.Fatalf("java/lang/Object without a JDK: %v", err)
	}
}

func TestClassPathErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.jar")
	if _, err := NewClassPath("", []string{missing}); err == nil || !strings.Contains(err.Error(), missing) {
		t.Fatalf("missing entry: %v", err)
	}
	txt := filepath.Join(dir, "notes.txt")
	os.WriteFile(txt, nil, 0o644)
	if _, err := NewClassPath("", []string{txt}); err == nil || !strings.Contains(err.Error(), txt) {
		t.Fatalf("text entry: %v", err)
	}
	if _, err := NewClassPath(dir, nil); err == nil || !strings.Contains(err.Error(), dir) {
		t.Fatalf("java home without classes: %v", err)
	}
	// A corrupt jar fails at the first Find that reaches it, naming it.
	bad := filepath.Join(dir, "bad.jar")
	os.WriteFile(bad, []byte("not a zip"), 0o644)
	cp, err := NewClassPath("", []string{bad})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := cp.Find("A"); err == nil || !strings.Contains(err.Error(), bad) {
		t.Fatalf("corrupt jar: %v", err)
	}
	// A corrupt jmod likewise.
	home := t.TempDir()
	os.MkdirAll(filepath.Join(home, "jmods"), 0o755)
	os.WriteFile(filepath.Join(home, "jmods", "java.base.jmod"), []byte("JM\x01\x00junk"), 0o644)
	cp, err = NewClassPath(home, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := cp.Find("java/lang/Object"); err == nil || !strings.Contains(err.Error(), "java.base.jmod") {
		t.Fatalf("corrupt jmod: %v", err)
	}
	// A corrupt image likewise; it is preferred to the jmods.
	image := filepath.Join(home, "lib", "modules")
	os.MkdirAll(filepath.Dir(image), 0o755)
	os.WriteFile(image, []byte("\xda\xda\xfe\xca junk"), 0o644)
	cp, err = NewClassPath(home, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := cp.Find("java/lang/Object"); err == nil || !strings.Contains(err.Error(), image) {
		t.Fatalf("corrupt image: %v", err)
	}
}

// TestJimage reads the JDK's lib/modules directly: every class the image
// holds is found by its perfect hash under its own module, names it does
// not hold are not, and its classes agree with the jmods when both exist.
func TestJimage(t *testing.T) {
	home := testJavaHome(t)
	image := filepath.Join(home, "lib", "modules")
	if !isFile(image) {
		t.Fatalf("%s: no lib/modules (a JDK 9+ image has one)", home)
	}
	src, err := openJimage(image)
	if err != nil {
		t.Fatal(err)
	}
	img := src.(*jimage)
	defer img.Close()
	classes := img.classLocations(t)
	if len(classes) < 20000 {
		t.Fatalf("%d classes in %s; a JDK 17 image has about 27,000", len(classes), image)
	}
	for _, c := range classes {
		pkg := c.name[:max(strings.LastIndexByte(c.name, '/'), 0)]
		if pkg == "" {
			if c.name != "module-info" {
				t.Fatalf("%s in %s has no package", c.name, c.module)
			}
			continue
		}
		mods, err := img.packageModules(pkg)
		if err != nil || len(mods) != 1 || mods[0] != c.module {
			t.Fatalf("package of %s: modules %v, %v; want [%s]", c.name, mods, err, c.module)
		}
		if _, found, err := img.lookup("/" + c.module + "/" + c.name + ".class"); !found || err != nil {
			t.Fatalf("%s/%s: found %v, %v", c.module, c.name, found, err)
		}
	}
	for _, name := range []string{"java/lang/Object", "java/util/concurrent/ConcurrentHashMap", "javax/sql/DataSource"} {
		data, where, ok, err := src.find(name)
		if !ok || err != nil {
			t.Fatalf("%s: %v %v", name, ok, err)
		}
		cf, err := Parse(data)
		if err != nil || cf.Name != name {
			t.Fatalf("%s from %s: %v", name, where, err)
		}
	}
	if _, where, _, _ := src.find("java/lang/Object"); where != image+"!/java.base/java/lang/Object.class" {
		t.Fatalf("java/lang/Object found at %s", where)
	}
	// Absent: a package no module has, a class absent from a package that
	// exists, the unnamed package, and a name hashing like an existing
	// location's but spelled otherwise (caught by the spelling check).
	for _, name := range []string{"no/such/Class", "java/lang/NoSuchClass", "Object", "java/lang/object", "module-info/x"} {
		if _, _, ok, err := src.find(name); ok || err != nil {
			t.Fatalf("%s: found %v, %v", name, ok, err)
		}
	}
	jmods, err := filepath.Glob(filepath.Join(home, "jmods", "*.jmod"))
	if err != nil || len(jmods) == 0 {
		return
	}
	jsrc, err := openJmods(jmods)
	if err != nil {
		t.Fatal(err)
	}
	defer jsrc.(io.Closer).Close()
	for _, name := range []string{"java/lang/Object", "java/lang/System", "javax/sql/DataSource"} {
		want, _, _, err := jsrc.find(name)
		if err != nil {
			t.Fatal(err)
		}
		got, _, _, _ := src.find(name)
		if !bytes.Equal(got, want) {
			t.Fatalf("%s differs between lib/modules (%d bytes) and jmods (%d bytes)", name, len(got), len(want))
		}
	}
}

func TestFindJavaHome(t *testing.T) {
	mk := func(home string, jmods bool) string {
		if jmods {
			os.MkdirAll(filepath.Join(home, "jmods"), 0o755)
			os.WriteFile(filepath.Join(home, "jmods", "java.base.jmod"), nil, 0o644)
		} else {
			os.MkdirAll(filepath.Join(home, "lib"), 0o755)
			os.WriteFile(filepath.Join(home, "lib", "modules"), nil, 0o644)
		}
		os.MkdirAll(filepath.Join(home, "bin"), 0o755)
		os.WriteFile(filepath.Join(home, "bin", "javac"), nil, 0o755)
		return home
	}
	root := t.TempDir()
	jvm := filepath.Join(root, "jvm")
	j11 := mk(filepath.Join(jvm, "java-11-openjdk"), true)
	j17 := mk(filepath.Join(jvm, "java-17-openjdk"), false)
	mk(filepath.Join(jvm, "temurin-21-jdk"), true)
	os.MkdirAll(filepath.Join(jvm, "empty"), 0o755)
	// /usr/bin/javac -> alternatives/javac -> java-11-openjdk/bin/javac
	alt := filepath.Join(root, "alternatives")
	os.MkdirAll(alt, 0o755)
	os.Symlink(filepath.Join(j11, "bin", "javac"), filepath.Join(alt, "javac"))
	usrBin := filepath.Join(root, "usrbin")
	os.MkdirAll(usrBin, 0o755)
	os.Symlink(filepath.Join(alt, "javac"), filepath.Join(usrBin, "javac"))
	onPath := func(string) (string, error) { return filepath.Join(usrBin, "javac"), nil }
	noJavac := func(string) (string, error) { return "", os.ErrNotExist }

	tests := []struct {
		javaHome string
		lookPath func(string) (string, error)
		jvmDir   string
		want     string
	}{
		{j17, onPath, jvm, j17},                         // JAVA_HOME wins
		{filepath.Join(jvm, "empty"), onPath, jvm, j11}, // an unusable JAVA_HOME is skipped
		{"", onPath, jvm, j11},                          // javac's JDK
		{"", noJavac, jvm, j17},                         // prefer Java 17 in the JVM directory
		{"", noJavac, filepath.Join(root, "none"), ""},
	}
	for i, tt := range tests {
		got, err := findJavaHome(tt.javaHome, tt.lookPath, tt.jvmDir)
		if tt.want == "" {
			if err == nil || !strings.Contains(err.Error(), "no JDK found") {
				t.Fatalf("case %d: got %q, %v", i, got, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Fatalf("case %d: got %q, %v; want %q", i, got, err, tt.want)
		}
	}
}
