package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gospf/config"
	"gospf/internal/svtask"
)

// isTaskFile reports whether a verify argument is an SV-COMP task file
// (.yml or .yaml) rather than a config.
func isTaskFile(path string) bool {
	ext := strings.ToLower(filepath.Ext(path))
	return ext == ".yml" || ext == ".yaml"
}

// loadTask reads an SV-COMP task file, compiles its sources into a fresh
// directory and returns verify's config for it: the task's classes, main
// class Main (or the command line class that passes it any arguments,
// svtask.CommandLineClass), verify's defaults and the user's overrides. cleanup removes
// the classes; it is set whenever err is nil.
func loadTask(file string, overrides []string) (*config.Config, *svtask.Task, func(), error) {
	t, err := svtask.Load(file)
	if err != nil {
		return nil, nil, nil, err
	}
	if t.Language != "" && !strings.EqualFold(t.Language, "Java") {
		return nil, nil, nil, fmt.Errorf("%s: options.language is %s; gospf verifies Java tasks", file, t.Language)
	}
	dir, err := os.MkdirTemp("", "gospf-task-")
	if err != nil {
		return nil, nil, nil, err
	}
	cleanup := func() { os.RemoveAll(dir) }
	main, err := t.Compile(dir)
	if err != nil {
		cleanup()
		return nil, nil, nil, err
	}
	// SV-COMP's Java rules: java.util.Random's values are nondeterministic.
	// An array longer than max_array_length is explored up to its elements
	// beyond the bound (a command line of any length, read for its length).
	toml := fmt.Sprintf("[target]\nclasspath = [%q]\nmain = %q\n[symbolic]\nnondet_random = true\narrays_above_max_length = true\n", dir, main)
	cfg, err := config.Parse([]byte(toml), file, filepath.Dir(file), append(append([]string(nil), verifyOverrides...), overrides...))
	if err == nil {
		err = checkVerifyConfig(cfg)
	}
	if err != nil {
		cleanup()
		return nil, nil, nil, err
	}
	return cfg, t, cleanup, nil
}

// printExpected writes how the verdict compares with the task's expected
// verdict for assert.prp, when the task gives one.
func printExpected(w io.Writer, t *svtask.Task, answer string) {
	want, ok := t.Expected(svtask.AssertProperty)
	if !ok || want == "" {
		return
	}
	switch {
	case answer == verdictUnknown:
		fmt.Fprintf(w, "EXPECTED: %s (%s): no answer\n", want, svtask.AssertProperty)
	case answer == want:
		fmt.Fprintf(w, "EXPECTED: %s (%s): the verdict agrees\n", want, svtask.AssertProperty)
	default:
		fmt.Fprintf(w, "EXPECTED: %s (%s): the verdict disagrees\n", want, svtask.AssertProperty)
	}
}
