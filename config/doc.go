// Package config owns gospf's configuration: the TOML schema, its defaults,
// the -D command-line overrides, and validation with messages that name
// the file, the line and the key.
//
// A run is configured by one TOML file with the sections [target],
// [symbolic], [search], [solver] and [vm] (reference.md in this directory
// lists every key). Load reads it, applies the overrides, fills in the
// defaults and validates:
//
//	cfg, err := config.Load("subjects/tree/gospf.toml", []string{"search.depth=5"})
//	if err != nil {
//		fmt.Fprintln(os.Stderr, err) // e.g. "gospf.toml:7: search.depth: must be at least 1, got 0"
//		os.Exit(2)
//	}
//
// Validate checks a Config built or changed in Go the same way, and
// ParseMethodSpec parses the method specs of target.entry and
// target.symbolic for the packages that use them.
//
// # SPF's .jpf format
//
// Load reads a file whose name ends in ".jpf" as Symbolic PathFinder's
// configuration (ParseJPF): a Java properties file (properties.go: '#' and
// '!' comments, backslash continuations and escapes, key=value, key:value
// or key value), read as JPF reads it (jpf.go): ${key} expanded when the
// line is read (${config_path} is the file's directory, site keys such as
// ${jpf-symbc} come from ~/.jpf/site.properties or the command line),
// @include and @using, key+=value appending, and "+key=value" overrides
// given with the -D ones, which set SPF properties before the file is read
// and win over it. jpfmap.go maps the SPF keys onto the schema (jpfKeys, a
// table) and keeps what the schema has no key for in Config.SPF: the
// listeners, the sourcepath, symbolic.debug, the notes for values mapped
// with a difference, the unknown keys for one warning, and each gospf key
// with the SPF line it came from (gospf convert). SPF's defaults apply where
// they differ from gospf's (no lazy initialization, stop at the first
// error); a key whose meaning gospf cannot honour is an *Error naming it.
// -D overrides apply after the mapping. docs/spf.md lists every key.
//
// # Invariants
//
//   - Default is the one place defaults are defined; Parse starts from it and
//     overwrites only the keys the file and the overrides set.
//   - A Config returned by Load or Parse is valid: Validate returns nil for
//     it. Paths (target.classpath, vm.java_home) are absolute, resolved
//     against Config.Dir, the directory of the config file; class names and
//     method specs are in canonical dotted form.
//   - Every error from Load, Parse, ParseJPF and Validate is an *Error and
//     prints as one line, "file:line: key: msg". An error in a -D override
//     names the file "-D" and no line, one in a +key=value override "+".
//   - When a config has several problems, the first is reported: TOML syntax,
//     then malformed or unknown overrides, then the file's keys in file order
//     (unknown sections and keys, wrong types), then the overrides' values,
//     then the checks of Validate in the order of the reference.
//   - The schema is data: one table (specs in schema.go) lists every key and
//     how it is decoded; the reference's tests check that every key in it is
//     documented.
//
// # What it does not do
//
// The package does not touch the file system beyond reading the config file:
// whether the classpath entries exist, the main class can be found or the
// JDK is where vm.java_home says is checked by the packages that use them.
// Nor does it know the strategies or solver layers themselves; it checks
// names against fixed lists (LayerNames for the layers), and cmd/gospf wires
// the values into constructors.
//
// # Positions
//
// BurntSushi/toml v1.6.0 reports positions only in a ParseError: syntax
// errors carry the line and the last key, but MetaData has no position for
// a key that parsed fine and is then found unknown or of the wrong type.
// keyLines (lines.go) scans the text again, after the parser accepted it,
// to find the line of each key; a key that appears nowhere in the file (a
// missing key, or one inside an array) is placed at its nearest enclosing
// table, or at no line.
package config
