package cluster

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// maxClasspath bounds the class path a run ships to its workers.
const maxClasspath = 1 << 30

// packClasspath archives the class path entries (directories and jars)
// for the workers: entry i as cp<i>/... or cp<i>.jar.
func packClasspath(entries []string) ([]byte, error) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	add := func(name string, fi fs.FileInfo, path string) error {
		h, err := tar.FileInfoHeader(fi, "")
		if err != nil {
			return err
		}
		h.Name = name
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if fi.IsDir() {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		_, err = io.Copy(tw, f)
		return err
	}
	for i, e := range entries {
		fi, err := os.Stat(e)
		if err != nil {
			return nil, fmt.Errorf("class path entry %s: %w", e, err)
		}
		root := fmt.Sprintf("cp%d", i)
		if !fi.IsDir() {
			if err := add(root+".jar", fi, e); err != nil {
				return nil, err
			}
			continue
		}
		err = filepath.Walk(e, func(path string, fi fs.FileInfo, err error) error {
			if err != nil {
				return err
			}
			if !fi.IsDir() && !fi.Mode().IsRegular() {
				return nil
			}
			rel, err := filepath.Rel(e, path)
			if err != nil {
				return err
			}
			return add(filepath.ToSlash(filepath.Join(root, rel)), fi, path)
		})
		if err != nil {
			return nil, fmt.Errorf("class path entry %s: %w", e, err)
		}
		if buf.Len() > maxClasspath {
			return nil, fmt.Errorf("class path: more than %d bytes", maxClasspath)
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// unpackClasspath extracts an archive of packClasspath with n entries into
// dir and returns the class path of the extracted entries.
func unpackClasspath(data []byte, dir string, n int) ([]string, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("class path archive: %w", err)
	}
	tr := tar.NewReader(zr)
	var total int64
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("class path archive: %w", err)
		}
		name := filepath.FromSlash(h.Name)
		if !filepath.IsLocal(name) || !strings.HasPrefix(name, "cp") {
			return nil, fmt.Errorf("class path archive: bad name %q", h.Name)
		}
		path := filepath.Join(dir, name)
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(path, 0o755); err != nil {
				return nil, err
			}
		case tar.TypeReg:
			if total += h.Size; total > maxClasspath {
				return nil, fmt.Errorf("class path archive: more than %d bytes", maxClasspath)
			}
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				return nil, err
			}
			f, err := os.Create(path)
			if err != nil {
				return nil, err
			}
			_, err = io.Copy(f, tr)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return nil, err
			}
		}
	}
	cp := make([]string, n)
	for i := range cp {
		cp[i] = filepath.Join(dir, fmt.Sprintf("cp%d", i))
		if _, err := os.Stat(cp[i]); err != nil {
			cp[i] += ".jar"
			if _, err := os.Stat(cp[i]); err != nil {
				return nil, fmt.Errorf("class path archive: no entry %d", i)
			}
		}
	}
	return cp, nil
}
