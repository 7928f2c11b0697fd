package classfile

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
)

// jmodMagic starts every jmod file; a zip archive follows it
// (jdk.internal.jmod.JmodFile: "JM", major 1, minor 0).
var jmodMagic = []byte{'J', 'M', 1, 0}

// openJmods opens the jmod files at paths and indexes the classes under
// their classes/ directories. The paths are taken in sorted order, so that
// java.base comes before the other modules whatever the glob order; the
// first module holding a name wins (only module-info is in every module).
func openJmods(paths []string) (classSource, error) {
	paths = slices.Sorted(slices.Values(paths))
	z := &zipIndex{entries: make(map[string]zipEntry, 32768)}
	// java.base first: it holds the classes every program needs.
	slices.SortStableFunc(paths, func(a, b string) int {
		return boolInt(!isJavaBase(a)) - boolInt(!isJavaBase(b))
	})
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

func isJavaBase(path string) bool { return filepath.Base(path) == "java.base.jmod" }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

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
