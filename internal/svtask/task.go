package svtask

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// AssertProperty is the base name of SV-COMP's property file for Java:
// no assert fails.
const AssertProperty = "assert.prp"

// Task is one SV-COMP task file.
type Task struct {
	// File is the task file's path as given; Dir its directory, against
	// which InputFiles and the property files are resolved.
	File, Dir string
	// InputFiles are the task's input files and directories, as written.
	InputFiles []string
	// Properties are the properties to verify, with their expected
	// verdicts ("" when the file gives none).
	Properties []Property
	// Language is options.language ("" when absent).
	Language string
}

// Property is one entry of a task's properties.
type Property struct {
	File     string // property_file, as written
	Expected string // expected_verdict: "true", "false" or ""
}

// Load reads and parses the task file at path.
func Load(path string) (*Task, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(data, path)
}

// Parse parses the task file data read from path.
func Parse(data []byte, path string) (*Task, error) {
	doc, err := parseYAML(string(data), path)
	if err != nil {
		return nil, err
	}
	t := &Task{File: path, Dir: filepath.Dir(path)}
	for _, e := range doc {
		switch e.key {
		case "format_version":
		case "input_files":
			if e.list == nil && e.scalar != "" {
				e.list = []string{e.scalar}
			}
			if e.list == nil {
				return nil, fmt.Errorf("%s:%d: input_files: want a file or a list of files", path, e.line)
			}
			t.InputFiles = e.list
		case "properties":
			for i, m := range e.maps {
				p := Property{File: m["property_file"], Expected: m["expected_verdict"]}
				if p.File == "" {
					return nil, fmt.Errorf("%s:%d: properties: entry %d has no property_file", path, e.line, i+1)
				}
				if p.Expected != "" && p.Expected != "true" && p.Expected != "false" {
					return nil, fmt.Errorf("%s:%d: properties: entry %d: expected_verdict %q: want true or false", path, e.line, i+1, p.Expected)
				}
				t.Properties = append(t.Properties, p)
			}
		case "options":
			t.Language = e.sub["language"]
		default:
			return nil, fmt.Errorf("%s:%d: %s: unknown key (a task has format_version, input_files, properties, options)", path, e.line, e.key)
		}
	}
	if len(t.InputFiles) == 0 {
		return nil, fmt.Errorf("%s: no input_files", path)
	}
	return t, nil
}

// Expected returns the expected verdict of the property whose file has the
// base name prop (AssertProperty for Java), and whether the task has it.
func (t *Task) Expected(prop string) (string, bool) {
	for _, p := range t.Properties {
		if filepath.Base(p.File) == prop {
			return p.Expected, true
		}
	}
	return "", false
}

// Sources returns the .java files of the task's input files: a file as it
// is, a directory with every .java file under it, sorted.
func (t *Task) Sources() ([]string, error) {
	var srcs []string
	for _, in := range t.InputFiles {
		p := filepath.Join(t.Dir, in)
		fi, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("%s: input file %s: %w", t.File, in, err)
		}
		if !fi.IsDir() {
			srcs = append(srcs, p)
			continue
		}
		err = filepath.WalkDir(p, func(f string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(f, ".java") {
				srcs = append(srcs, f)
			}
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("%s: input file %s: %w", t.File, in, err)
		}
	}
	if len(srcs) == 0 {
		return nil, fmt.Errorf("%s: no .java file under its input_files", t.File)
	}
	sort.Strings(srcs)
	return compactSorted(srcs), nil
}

// compactSorted drops the repeats of a sorted list (input files that
// overlap name a source twice).
func compactSorted(s []string) []string {
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}
