package classfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestClassShared checks that Class parses each class once for all its
// callers, concurrent ones included (go test -race), with Find's search
// order and errors: a missing class gives Find's error and no place, a
// malformed one its place and Parse's error, both the same on every call.
func TestClassShared(t *testing.T) {
	home := testJavaHome(t)
	dir := t.TempDir()
	// Bad is a class file that Parse rejects; java/lang/Object here is
	// hidden by the JDK's, as with Find.
	for name, data := range map[string][]byte{"Bad.class": []byte("\xCA\xFE\xBA\xBE"), "java/lang/Object.class": []byte("fake")} {
		path := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cp, err := NewClassPath(home, []string{dir})
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	names := []string{"java/lang/Object", "java/lang/System", "java/util/HashMap", "java/lang/String", "Bad", "no/Such"}
	const goroutines = 8
	type got struct {
		cf    *ClassFile
		where string
		err   error
	}
	results := make([][]got, goroutines)
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range names {
				// Each goroutine asks in a different order, so that
				// first calls and waits mix.
				n := names[(i+g)%len(names)]
				cf, where, err := cp.Class(n)
				results[g] = append(results[g], got{cf, where, err})
			}
		}()
	}
	wg.Wait()
	for g, rs := range results {
		for i, r := range rs {
			n := names[(i+g)%len(names)]
			first := results[0][(len(names)+i+g)%len(names)]
			if r.cf != first.cf || r.where != first.where || (r.err == nil) != (first.err == nil) {
				t.Fatalf("%s: goroutine %d got %p %q %v, goroutine 0 %p %q %v", n, g, r.cf, r.where, r.err, first.cf, first.where, first.err)
			}
			switch n {
			case "Bad":
				var fe *FormatError
				if r.cf != nil || r.where != filepath.Join(dir, "Bad.class") || !errors.As(r.err, &fe) {
					t.Fatalf("Bad: %v from %q, want a format error from the directory", r.err, r.where)
				}
			case "no/Such":
				if r.cf != nil || r.where != "" || !errors.Is(r.err, ErrClassNotFound) {
					t.Fatalf("no/Such: %v from %q, want ErrClassNotFound and no place", r.err, r.where)
				}
			default:
				if r.err != nil || r.cf.Name != n || !strings.Contains(r.where, "java.base") {
					t.Fatalf("%s: %v from %q", n, r.err, r.where)
				}
			}
		}
	}
	// ClassOutsideJDK skips the JDK: the directory's java/lang/Object,
	// which Parse rejects, parsed apart from the JDK's.
	if cf, where, err := cp.ClassOutsideJDK("java/lang/Object"); cf != nil || where != filepath.Join(dir, "java", "lang", "Object.class") || err == nil {
		t.Fatalf("ClassOutsideJDK(java/lang/Object) = %v, %q, %v", cf, where, err)
	}
	if cf, _, err := cp.Class("java/lang/Object"); err != nil || cf != results[0][0].cf {
		t.Fatalf("Class(java/lang/Object) after ClassOutsideJDK: %v, a different class file", err)
	}
}
