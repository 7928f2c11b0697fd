package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// cmdReplay compiles the replay class written by run --tests and runs it
// on the real JVM. Exit status 0 when every path replays as predicted
// (paths flagged as int-theory overflow are reported, not failed), 1 when
// one does not.
func cmdReplay(args []string, stdout, stderr io.Writer) error {
	if len(args) != 1 {
		return &usageError{"replay needs DIR (written by gospf run --tests DIR)"}
	}
	dir := args[0]
	meta, err := readProperties(filepath.Join(dir, "gospf-replay.properties"))
	if err != nil {
		return fmt.Errorf("replay %s: %w", dir, err)
	}
	var srcs []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && d.Name() == "GospfReplay.java" {
			srcs = append(srcs, p)
		}
		return nil
	})
	if len(srcs) == 0 {
		return fmt.Errorf("replay %s: no GospfReplay.java", dir)
	}
	classes := filepath.Join(dir, "classes")
	cp := meta["classpath"]
	javac := exec.Command("javac", append([]string{"-nowarn", "-cp", cp, "-d", classes}, srcs...)...)
	if out, err := javac.CombinedOutput(); err != nil {
		return fmt.Errorf("replay %s: javac: %v: %s", dir, err, strings.TrimSpace(string(out)))
	}
	java := exec.Command("java", "-cp", classes+string(os.PathListSeparator)+cp, meta["main"])
	java.Stdout, java.Stderr = stdout, stderr
	if err := java.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return &exitCode{ee.ExitCode()}
		}
		return fmt.Errorf("replay %s: java: %w", dir, err)
	}
	return nil
}

func readProperties(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), "="); ok {
			m[k] = v
		}
	}
	return m, sc.Err()
}
