package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// cmdReplay compiles the replay class written by run --tests and runs it
// on the real JVM, then does the same with the JUnit tests when a JUnit
// console launcher is installed. Exit status 0 when every path replays as
// predicted (paths flagged as int-theory overflow are reported, not
// failed), 1 when one does not.
func cmdReplay(args []string, stdout, stderr io.Writer) error {
	if len(args) != 1 {
		return &usageError{"replay needs DIR (written by gospf run --tests DIR)"}
	}
	dir := args[0]
	meta, err := readProperties(filepath.Join(dir, "gospf-replay.properties"))
	if err != nil {
		return fmt.Errorf("replay %s: %w", dir, err)
	}
	classes := filepath.Join(dir, "classes")
	cp := meta["classpath"]
	if err := compileGenerated(dir, "GospfReplay.java", classes, cp); err != nil {
		return err
	}
	failed := false
	java := exec.Command("java", "-cp", joinPath(classes, cp), meta["main"])
	java.Stdout, java.Stderr = stdout, stderr
	if err := java.Run(); err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			return fmt.Errorf("replay %s: java: %w", dir, err)
		}
		if ee.ExitCode() != 1 {
			return &exitCode{ee.ExitCode()}
		}
		failed = true
	}
	ok, err := runJUnit(dir, meta, classes, stdout)
	if err != nil {
		return err
	}
	if failed || !ok {
		return &exitCode{1}
	}
	return nil
}

// junitLauncherEnv names the JUnit console launcher jar to use; by default
// it is the one of Debian's junit5 package.
const (
	junitLauncherEnv     = "GOSPF_JUNIT_JAR"
	junitLauncherDefault = "/usr/share/java/junit-platform-console-standalone.jar"
)

// runJUnit compiles GospfPathsTest and runs it with the JUnit console
// launcher, printing one summary line (and the launcher's report when a
// test fails). Without a launcher it says so and reports success: the
// plain replay has already checked the same paths.
func runJUnit(dir string, meta map[string]string, classes string, stdout io.Writer) (bool, error) {
	jar := os.Getenv(junitLauncherEnv)
	if jar == "" {
		jar = junitLauncherDefault
	}
	if _, err := os.Stat(jar); err != nil {
		fmt.Fprintf(stdout, "junit: not run: no JUnit console launcher at %s (apt-get install junit5, or set %s)\n", jar, junitLauncherEnv)
		return true, nil
	}
	cp := joinPath(classes, meta["classpath"])
	if err := compileGenerated(dir, "GospfPathsTest.java", classes, joinPath(jar, cp)); err != nil {
		return false, err
	}
	test := strings.TrimSuffix(meta["main"], "GospfReplay") + "GospfPathsTest"
	launcher := exec.Command("java", "-jar", jar, "--disable-banner", "--details=summary", "--fail-if-no-tests",
		"-cp", cp, "--select-class", test)
	out, err := launcher.CombinedOutput()
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			return false, fmt.Errorf("replay %s: junit: %w", dir, err)
		}
	}
	n := junitCounts(string(out))
	fmt.Fprintf(stdout, "junit: %d tests: %d successful, %d failed, %d skipped (OVERFLOW or INEXACT above)\n",
		n["found"], n["successful"], n["failed"], n["skipped"])
	if err != nil || n["failed"] > 0 || n["successful"]+n["skipped"] != n["found"] {
		stdout.Write(out)
		return false, nil
	}
	return true, nil
}

// junitCounts reads the test counts ("[ 6 tests successful ]") of the
// console launcher's summary.
func junitCounts(summary string) map[string]int {
	n := map[string]int{}
	for _, line := range strings.Split(summary, "\n") {
		f := strings.Fields(strings.Trim(strings.TrimSpace(line), "[]"))
		if len(f) == 3 && f[1] == "tests" {
			if v, err := strconv.Atoi(f[0]); err == nil {
				n[f[2]] = v
			}
		}
	}
	return n
}

// compileGenerated compiles the files called name below dir (written by
// run --tests) into classes.
func compileGenerated(dir, name, classes, cp string) error {
	var srcs []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && d.Name() == name {
			srcs = append(srcs, p)
		}
		return nil
	})
	if len(srcs) == 0 {
		return fmt.Errorf("replay %s: no %s (write it with gospf run --tests %s)", dir, name, dir)
	}
	cmd := exec.Command("javac", append([]string{"-nowarn", "-cp", cp, "-d", classes}, srcs...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		// The first error is the one to read; a broken file can give
		// thousands.
		msg, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
		return fmt.Errorf("replay %s: javac: %v: %s", dir, err, msg)
	}
	return nil
}

func joinPath(parts ...string) string {
	return strings.Join(parts, string(os.PathListSeparator))
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
