package svtask

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Javac returns the javac to use: $JAVA_HOME/bin/javac when JAVA_HOME is
// set and has one, else javac on PATH.
func Javac() (string, error) {
	if home := os.Getenv("JAVA_HOME"); home != "" {
		p := filepath.Join(home, "bin", "javac")
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			return p, nil
		}
	}
	p, err := exec.LookPath("javac")
	if err != nil {
		return "", errors.New("javac not found (set JAVA_HOME or put javac on PATH)")
	}
	return p, nil
}

// Compile compiles every source of t into dir, with debug information, for
// Java 8 as SV-COMP's Java verifiers take it; a task whose sources need a
// later language level is compiled at javac's own. It returns the class
// whose main runs the task: Main, or CommandLineClass when Main reads its
// arguments. The error names the first file javac rejected and its
// message.
func (t *Task) Compile(dir string) (string, error) {
	srcs, err := t.Sources()
	if err != nil {
		return "", err
	}
	javac, err := Javac()
	if err != nil {
		return "", fmt.Errorf("%s: %w", t.File, err)
	}
	args := append([]string{"-nowarn", "-g", "-encoding", "UTF-8", "-d", dir}, srcs...)
	if _, err8 := runJavac(javac, append([]string{"--release", "8"}, args...)); err8 != nil {
		if out, err := runJavac(javac, args); err != nil {
			return "", fmt.Errorf("%s: javac failed: %s", t.File, firstError(out, err))
		}
	}
	return t.addCommandLine(javac, dir)
}

func runJavac(javac string, args []string) ([]byte, error) {
	cmd := exec.Command(javac, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.Bytes(), err
}

// firstError is javac's first error line ("F.java:3: error: ..."), or the
// run's error when javac printed none.
func firstError(out []byte, err error) string {
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, ": error: ") || strings.HasPrefix(l, "error: ") {
			return strings.TrimSpace(l)
		}
	}
	if s := strings.TrimSpace(string(out)); s != "" {
		return strings.SplitN(s, "\n", 2)[0]
	}
	return err.Error()
}
