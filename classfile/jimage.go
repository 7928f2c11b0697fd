package classfile

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"io"
	"os"
)

// The jimage format (lib/modules since JDK 9) is internal to the JDK; this
// reader follows OpenJDK's jdk.internal.jimage.BasicImageReader:
//
//	header     7 x u4 in the platform's byte order: magic 0xCAFEDADA,
//	           version (major<<16 | minor, major 1), flags, resource count,
//	           table length, locations size, strings size
//	redirect   table length x s4 (perfect-hash redirects; unused here)
//	offsets    table length x u4, each an offset into locations
//	locations  attribute streams: a byte kind<<3 | (n-1), then an n-byte
//	           big-endian value, until kind 0
//	strings    NUL-terminated names addressed by offset
//	resources  from the end of the index, at each location's offset
//
// Rather than hashing names, the reader walks every location once and
// builds a map, as the jmod reader does with the zip directories.
const (
	jimageMagic           = 0xCAFEDADA
	jimageHeaderSize      = 7 * 4
	jimageCompressedMagic = 0xCAFEFAFA
	jimageCompressedSize  = 4 + 8 + 8 + 4 + 4 + 1
)

// Location attribute kinds (jdk.internal.jimage.ImageLocation).
const (
	locEnd = iota
	locModule
	locParent
	locBase
	locExtension
	locOffset
	locCompressed
	locUncompressed
	locCount
)

type jimage struct {
	f         *os.File
	path      string
	order     binary.ByteOrder
	indexSize int64
	strings   []byte
	entries   map[string]jimageEntry
}

type jimageEntry struct {
	module                           string
	offset, compressed, uncompressed uint64
}

// openJimage opens a jimage file and indexes the classes it holds.
func openJimage(path string) (classSource, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open jimage: %w", err)
	}
	img, err := readJimageIndex(f, path)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("open jimage %s: %w", path, err)
	}
	return img, nil
}

func readJimageIndex(f *os.File, path string) (*jimage, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	hdr := make([]byte, jimageHeaderSize)
	if _, err := f.ReadAt(hdr, 0); err != nil {
		return nil, fmt.Errorf("reading header: %w", err)
	}
	img := &jimage{f: f, path: path}
	switch {
	case binary.LittleEndian.Uint32(hdr) == jimageMagic:
		img.order = binary.LittleEndian
	case binary.BigEndian.Uint32(hdr) == jimageMagic:
		img.order = binary.BigEndian
	default:
		return nil, fmt.Errorf("bad magic")
	}
	word := func(i int) int64 { return int64(img.order.Uint32(hdr[4*i:])) }
	if major := word(1) >> 16; major != 1 {
		return nil, fmt.Errorf("unsupported jimage version %d", major)
	}
	tableLen, locSize, strSize := word(4), word(5), word(6)
	img.indexSize = jimageHeaderSize + 8*tableLen + locSize + strSize
	if img.indexSize > st.Size() {
		return nil, fmt.Errorf("index of %d bytes exceeds the file size %d", img.indexSize, st.Size())
	}
	index := make([]byte, img.indexSize-jimageHeaderSize)
	if _, err := f.ReadAt(index, jimageHeaderSize); err != nil {
		return nil, fmt.Errorf("reading index: %w", err)
	}
	offsets := index[4*tableLen : 8*tableLen]
	locations := index[8*tableLen : 8*tableLen+locSize]
	img.strings = index[8*tableLen+locSize:]
	img.entries = make(map[string]jimageEntry, tableLen)
	for i := int64(0); i < tableLen; i++ {
		off := int64(img.order.Uint32(offsets[4*i:]))
		attrs, ok := decodeLocation(locations, off)
		if !ok {
			return nil, fmt.Errorf("location %d is malformed", i)
		}
		module := img.str(attrs[locModule])
		if module == "" || img.str(attrs[locExtension]) != "class" {
			continue
		}
		name := img.str(attrs[locBase])
		if parent := img.str(attrs[locParent]); parent != "" {
			name = parent + "/" + name
		}
		if _, dup := img.entries[name]; dup && module != "java.base" {
			continue
		}
		img.entries[name] = jimageEntry{
			module:       module,
			offset:       attrs[locOffset],
			compressed:   attrs[locCompressed],
			uncompressed: attrs[locUncompressed],
		}
	}
	return img, nil
}

// decodeLocation reads the attribute stream at locations[off:].
func decodeLocation(locations []byte, off int64) ([locCount]uint64, bool) {
	var attrs [locCount]uint64
	for {
		if off < 0 || off >= int64(len(locations)) {
			return attrs, false
		}
		b := locations[off]
		kind := b >> 3
		if kind == locEnd {
			return attrs, true
		}
		if kind >= locCount {
			return attrs, false
		}
		n := int64(b&7) + 1
		if off+1+n > int64(len(locations)) {
			return attrs, false
		}
		var v uint64
		for _, c := range locations[off+1 : off+1+n] {
			v = v<<8 | uint64(c)
		}
		attrs[kind] = v
		off += 1 + n
	}
}

// str returns the NUL-terminated string at offset off of the strings table.
func (img *jimage) str(off uint64) string {
	if off >= uint64(len(img.strings)) {
		return ""
	}
	s := img.strings[off:]
	if i := bytes.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	return string(s)
}

func (img *jimage) Close() error { return img.f.Close() }

func (img *jimage) find(name string) ([]byte, string, bool, error) {
	e, ok := img.entries[name]
	if !ok {
		return nil, "", false, nil
	}
	where := img.path + "!/" + e.module + "/" + name + ".class"
	data, err := img.read(e)
	if err != nil {
		return nil, "", false, fmt.Errorf("read %s: %w", where, err)
	}
	return data, where, true, nil
}

// read returns a resource's bytes, undoing "zip" compression; other
// compressors (string sharing) are not supported.
func (img *jimage) read(e jimageEntry) ([]byte, error) {
	size := e.uncompressed
	if e.compressed != 0 {
		size = e.compressed
	}
	if size > maxClassSize {
		return nil, fmt.Errorf("resource of %d bytes is too large for a class file", size)
	}
	data := make([]byte, size)
	if _, err := img.f.ReadAt(data, img.indexSize+int64(e.offset)); err != nil {
		return nil, err
	}
	if e.compressed == 0 {
		return data, nil
	}
	for len(data) >= jimageCompressedSize && img.order.Uint32(data) == jimageCompressedMagic {
		csize := img.order.Uint64(data[4:])
		usize := img.order.Uint64(data[12:])
		decompressor := img.str(uint64(img.order.Uint32(data[20:])))
		body := data[jimageCompressedSize:]
		if csize != uint64(len(body)) || usize > maxClassSize {
			return nil, fmt.Errorf("bad compressed resource header")
		}
		if decompressor != "zip" {
			return nil, fmt.Errorf("unsupported jimage compression %q", decompressor)
		}
		zr, err := zlib.NewReader(bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		out, err := io.ReadAll(io.LimitReader(zr, int64(usize)+1))
		if err != nil {
			return nil, err
		}
		if uint64(len(out)) != usize {
			return nil, fmt.Errorf("decompressed %d bytes, header says %d", len(out), usize)
		}
		data = out
	}
	if uint64(len(data)) != e.uncompressed {
		return nil, fmt.Errorf("resource has %d bytes, index says %d", len(data), e.uncompressed)
	}
	return data, nil
}
