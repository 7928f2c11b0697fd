package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gospf/config"
)

// gospf convert FILE.jpf [--out FILE.toml]: the TOML config that runs as the
// .jpf does, each key with a comment saying which SPF line (or which SPF
// default) gave its value. Paths are written relative to the TOML file's
// directory (with --out) or to the .jpf's (on stdout), since a TOML config
// resolves relative paths against its own directory.
func cmdConvert(args []string, stdout, stderr io.Writer) error {
	f, err := parseFlags(args, map[string]bool{"out": true})
	if err != nil {
		return err
	}
	if !config.IsJPF(f.config) {
		return &usageError{"convert reads an SPF .jpf file, got " + strconv.Quote(f.config)}
	}
	cfg, err := loadConfig(f.config, f.overrides, stderr)
	if err != nil {
		return err
	}
	out := f.rest["out"]
	base := cfg.Dir
	if out != "" {
		abs, err := filepath.Abs(filepath.Dir(out))
		if err != nil {
			return err
		}
		base = abs
	}
	text := convertTOML(cfg, base)
	if out == "" {
		_, err = io.WriteString(stdout, text)
		return err
	}
	if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "gospf: wrote %s (gospf run %s)\n", out, out)
	return nil
}

// pathKeys are the keys whose values are paths.
var pathKeys = map[string]bool{"target.classpath": true, "vm.java_home": true}

// convertTOML renders cfg, loaded from a .jpf, as TOML with relative
// paths against base.
func convertTOML(cfg *config.Config, base string) string {
	s := cfg.SPF
	var b strings.Builder
	fmt.Fprintf(&b, "# Converted from %s by gospf convert.\n", cfg.File)
	b.WriteString("# Each key says where its value came from; keys not listed have gospf's defaults\n")
	b.WriteString("# (config/reference.md). Paths are relative to " + base + ".\n")
	for _, n := range s.Notes {
		fmt.Fprintf(&b, "# note: %s\n", n)
	}
	if len(s.Unknown) > 0 {
		fmt.Fprintf(&b, "# ignored, unknown to gospf: %s\n", strings.Join(s.Unknown, ", "))
	}
	if len(s.Listeners) > 0 {
		fmt.Fprintf(&b, "# listener=%s: TOML runs print gospf's own report (--paths for every path)\n", strings.Join(s.Listeners, ","))
	}
	if len(s.Sourcepath) > 0 {
		fmt.Fprintf(&b, "# sourcepath=%s: not needed by gospf\n", strings.Join(s.Sourcepath, ","))
	}
	if s.Debug {
		b.WriteString("# symbolic.debug=true: run with --paths\n")
	}
	section := ""
	for _, st := range s.Settings {
		sec, name, _ := strings.Cut(st.Key, ".")
		if sec != section {
			fmt.Fprintf(&b, "\n[%s]\n", sec)
			section = sec
		}
		v := st.Value
		if pathKeys[st.Key] {
			v = relPaths(v, base)
		}
		fmt.Fprintf(&b, "# %s\n%s = %s\n", st.From, name, tomlValue(v))
	}
	return b.String()
}

// relPaths makes the paths in v (a string or a list of them) relative to
// base where they can be.
func relPaths(v any, base string) any {
	rel := func(p string) string {
		if r, err := filepath.Rel(base, p); err == nil {
			return filepath.ToSlash(r)
		}
		return p
	}
	switch v := v.(type) {
	case string:
		return rel(v)
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			if s, ok := e.(string); ok {
				out[i] = rel(s)
			} else {
				out[i] = e
			}
		}
		return out
	}
	return v
}

// tomlValue renders a setting's value as a TOML value.
func tomlValue(v any) string {
	switch v := v.(type) {
	case string:
		return tomlString(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case bool:
		return strconv.FormatBool(v)
	case []any:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = tomlValue(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprintf("%q", fmt.Sprint(v))
}

// tomlString quotes s as a TOML basic string.
func tomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
