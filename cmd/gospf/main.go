// Command gospf is a symbolic executor for Java bytecode with speculative
// symbolic execution. See the README and docs/guide.md for the commands,
// and config/reference.md for the configuration.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

const version = "0.1.0"

const usage = `usage:
  gospf run CONFIG.toml|FILE.jpf [-D section.key=value ...] [+spf.key=value ...] [--json] [--paths] [--tests DIR] [--cpuprofile FILE] [--workers N]
              [--nats URL|embedded] [--ack-wait 10s] [--quiet]
  gospf worker --nats URL [--run ID] [--once] [--name NAME]
  gospf verify CONFIG.toml|FILE.jpf|TASK.yml [-D section.key=value ...] [--all] [--quiet]
  gospf replay DIR
  gospf sweep CONFIG.toml|FILE.jpf [--depths 1-12] [--orders true-first,false-first]
              [--absurdity on|off|both] [--csv FILE] [--svg FILE] [--jobs N] [-D key=value ...]
  gospf compare CONFIG.toml|FILE.jpf... [--depths 1-12] [--markdown] [--jobs N] [-D key=value ...]
  gospf convert FILE.jpf [--out FILE.toml] [+spf.key=value ...]
  gospf version
`

func main() {
	tuneGC()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// usageError is a command-line mistake: exit status 2 with the usage.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "run":
		err = cmdRun(args[1:], stdout, stderr)
	case "verify":
		err = cmdVerify(args[1:], stdout, stderr)
	case "replay":
		err = cmdReplay(args[1:], stdout, stderr)
	case "sweep":
		err = cmdSweep(args[1:], stdout, stderr)
	case "compare":
		err = cmdCompare(args[1:], stdout, stderr)
	case "convert":
		err = cmdConvert(args[1:], stdout, stderr)
	case "worker":
		err = cmdWorker(args[1:], stdout, stderr)
	case "version", "--version":
		fmt.Fprintf(stdout, "gospf %s (z3 %s)\n", version, z3Version())
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
	default:
		err = &usageError{fmt.Sprintf("unknown command %q", args[0])}
	}
	if err == nil {
		return 0
	}
	var ue *usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "gospf: %s\n%s", ue.msg, usage)
		return 2
	}
	var ec *exitCode
	if errors.As(err, &ec) {
		return ec.code
	}
	fmt.Fprintf(stderr, "gospf: %s\n", oneLine(err.Error()))
	return 2
}

// exitCode ends the process with a status and no message.
type exitCode struct{ code int }

func (e *exitCode) Error() string { return fmt.Sprintf("exit %d", e.code) }

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// flags holds the options common to the commands that run a config.
type flags struct {
	config    string
	overrides []string
	json      bool
	paths     bool
	rest      map[string]string
}

// parseFlags reads CONFIG, -D key=value, and the boolean and valued flags
// named in known (true: takes a value).
func parseFlags(args []string, known map[string]bool) (*flags, error) {
	f := &flags{rest: map[string]string{}}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-D":
			if i+1 >= len(args) {
				return nil, &usageError{"-D needs section.key=value"}
			}
			i++
			f.overrides = append(f.overrides, args[i])
		case strings.HasPrefix(a, "-D") && len(a) > 2:
			f.overrides = append(f.overrides, a[2:])
		case strings.HasPrefix(a, "+") && len(a) > 1:
			// SPF's +key=value: config.Load applies it to a .jpf, and
			// rejects it for TOML.
			f.overrides = append(f.overrides, a)
		case a == "--json":
			f.json = true
		case a == "--paths":
			f.paths = true
		case strings.HasPrefix(a, "--"):
			name, val, hasVal := strings.Cut(a[2:], "=")
			takes, ok := known[name]
			if !ok {
				return nil, &usageError{fmt.Sprintf("unknown flag --%s", name)}
			}
			if takes && !hasVal {
				if i+1 >= len(args) {
					return nil, &usageError{fmt.Sprintf("--%s needs a value", name)}
				}
				i++
				val = args[i]
			}
			f.rest[name] = val
		case f.config == "":
			f.config = a
		default:
			return nil, &usageError{fmt.Sprintf("unexpected argument %q", a)}
		}
	}
	if f.config == "" {
		return nil, &usageError{"missing CONFIG.toml (or an SPF FILE.jpf)"}
	}
	return f, nil
}
