package classfile

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// jmodMagic starts every jmod file; a zip archive follows it
// (jdk.internal.jmod.JmodFile: "JM", major 1, minor 0).
var jmodMagic = []byte{'J', 'M', 1, 0}

// openJmods opens the jmod files at paths and indexes the classes under
// their classes/ directories: java.base at once, the other modules at the
// first class java.base does not hold (most programs need none of them,
// and reading the zip directories of the seventy modules of a JDK took
// 17 ms, a tenth of a small exploration). Apart from java.base the paths
// are taken in sorted order, whatever the glob order; the first module
// holding a name wins (only module-info is in every module).
func openJmods(paths []string) (classSource, error) {
	paths = slices.Sorted(slices.Values(paths))
	j := &jmodSource{}
	for _, p := range paths {
		if isJavaBase(p) {
			j.base = p
		} else {
			j.rest = append(j.rest, p)
		}
	}
	if j.base == "" {
		return indexJmods(paths)
	}
	base, err := indexJmods([]string{j.base})
	if err != nil {
		return nil, err
	}
	j.baseIdx = base
	return j, nil
}

// indexJmods opens the jmod files at paths, in order, into one index.
func indexJmods(paths []string) (*zipIndex, error) {
	z := &zipIndex{entries: make(map[string]zipEntry, 32768)}
	for _, path := range paths {
		f, zr, err := openJmod(path)
		if err != nil {
			z.Close()
			return nil, err
		}
		z.files = append(z.files, f)
		z.add(zr, path, "classes/")
	}
	return z, nil
}

// jmodSource is the class source of a JDK's jmods: java.base, then the
// other modules, opened on first need.
type jmodSource struct {
	base    string
	rest    []string
	baseIdx *zipIndex

	once    sync.Once
	restIdx *zipIndex
	restErr error
}

func (j *jmodSource) find(name string) ([]byte, string, bool, error) {
	if data, where, ok, err := j.baseIdx.find(name); ok || err != nil {
		return data, where, ok, err
	}
	if !strings.Contains(name, "/") {
		// A class of the unnamed package is in no module (JLS 7.7): the
		// usual case of a program's own classes, looked up in the JDK
		// first because the JDK comes first on the class path.
		return nil, "", false, nil
	}
	j.once.Do(func() { j.restIdx, j.restErr = indexJmods(j.rest) })
	if j.restErr != nil {
		return nil, "", false, j.restErr
	}
	return j.restIdx.find(name)
}

// Close closes the jmod files opened.
func (j *jmodSource) Close() error {
	err := j.baseIdx.Close()
	j.once.Do(func() {}) // no opening after Close
	if j.restIdx != nil {
		err = errors.Join(err, j.restIdx.Close())
	}
	return err
}

func isJavaBase(path string) bool { return filepath.Base(path) == "java.base.jmod" }

// openJmod opens one jmod file and reads its zip directory.
func openJmod(path string) (*os.File, *zip.Reader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("open jmod: %w", err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("open jmod: %w", err)
	}
	hdr := make([]byte, len(jmodMagic))
	if _, err := f.ReadAt(hdr, 0); err != nil || !bytes.Equal(hdr, jmodMagic) {
		f.Close()
		return nil, nil, fmt.Errorf("open jmod %s: not a jmod file (bad header)", path)
	}
	size := st.Size() - int64(len(jmodMagic))
	zr, err := zip.NewReader(io.NewSectionReader(f, int64(len(jmodMagic)), size), size)
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("open jmod %s: %w", path, err)
	}
	return f, zr, nil
}
