package classfile

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// FindJavaHome locates a JDK whose classes NewClassPath can read: one with
// jmods/java.base.jmod or lib/modules. It tries, in order, $JAVA_HOME, the
// JDK that the javac on PATH belongs to (following symlinks such as
// /usr/bin/javac -> /etc/alternatives/javac -> .../bin/javac), and the
// directories in /usr/lib/jvm, preferring a Java 17 one and then one with
// jmods.
func FindJavaHome() (string, error) {
	return findJavaHome(os.Getenv("JAVA_HOME"), exec.LookPath, "/usr/lib/jvm")
}

// findJavaHome is FindJavaHome with its environment passed in.
func findJavaHome(javaHome string, lookPath func(string) (string, error), jvmDir string) (string, error) {
	if javaHome != "" && hasRuntimeImage(javaHome) {
		return javaHome, nil
	}
	if javac, err := lookPath("javac"); err == nil {
		if real, err := filepath.EvalSymlinks(javac); err == nil {
			home := filepath.Dir(filepath.Dir(real))
			if hasRuntimeImage(home) {
				return home, nil
			}
		}
	}
	entries, _ := os.ReadDir(jvmDir) // a missing directory just has no candidates
	var candidates []string
	for _, e := range entries {
		home := filepath.Join(jvmDir, e.Name())
		if hasRuntimeImage(home) {
			candidates = append(candidates, home)
		}
	}
	if len(candidates) > 0 {
		rank := func(home string) int {
			r := 0
			if !strings.Contains(filepath.Base(home), "-17") {
				r += 2
			}
			if !isFile(filepath.Join(home, "jmods", "java.base.jmod")) {
				r++
			}
			return r
		}
		// os.ReadDir sorts by name, and the sort is stable, so ties go to
		// the first name.
		slices.SortStableFunc(candidates, func(a, b string) int { return rank(a) - rank(b) })
		return candidates[0], nil
	}
	msg := "no JDK found: "
	if javaHome != "" {
		msg += "JAVA_HOME=" + javaHome + " has neither jmods/java.base.jmod nor lib/modules, "
	} else {
		msg += "JAVA_HOME is not set, "
	}
	msg += "no javac on PATH belongs to a JDK, and " + jvmDir + " holds none; install openjdk-17-jdk-headless or set JAVA_HOME"
	return "", errors.New(msg)
}

// hasRuntimeImage reports whether home holds the JDK's classes.
func hasRuntimeImage(home string) bool {
	return isFile(filepath.Join(home, "jmods", "java.base.jmod")) || isFile(filepath.Join(home, "lib", "modules"))
}
