package jdk

import (
	"os"
	"runtime"
	"sort"
	"strings"

	"gospf/classfile"
	"gospf/interp"
)

// The system properties of the JVM gospf models: those JDK 17's
// System.initPhase1 sets up on Linux (SystemProps.initProperties,
// VersionProps.init and the VM's own), with UTF-8 as every encoding, as
// `java` has them in a UTF-8 locale. The version strings are the constants
// of the class library's java.lang.VersionProps, so they are those of the
// JDK whose classes the target runs against. Options.Properties (the
// [vm.properties] table) add to and override them. The process
// environment (System.getenv) is empty.

// standardProperties are the properties whose values do not depend on the
// JDK's build or the host.
var standardProperties = map[string]string{
	"file.encoding":                          "UTF-8",
	"native.encoding":                        "UTF-8",
	"sun.jnu.encoding":                       "UTF-8",
	"sun.io.unicode.encoding":                "UnicodeLittle",
	"file.separator":                         "/",
	"path.separator":                         ":",
	"line.separator":                         "\n",
	"os.name":                                "Linux",
	"java.io.tmpdir":                         "/tmp",
	"java.library.path":                      "/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib",
	"java.specification.name":                "Java Platform API Specification",
	"java.specification.vendor":              "Oracle Corporation",
	"java.vm.specification.name":             "Java Virtual Machine Specification",
	"java.vm.specification.vendor":           "Oracle Corporation",
	"java.vm.name":                           "OpenJDK 64-Bit Server VM",
	"java.vm.info":                           "interpreted mode",
	"java.vm.compressedOopsMode":             "Zero based",
	"jdk.debug":                              "release",
	"sun.arch.data.model":                    "64",
	"sun.cpu.endian":                         "little",
	"sun.java.launcher":                      "SUN_STANDARD",
	"sun.management.compiler":                "HotSpot 64-Bit Tiered Compilers",
	"user.language":                          "en",
	"java.specification.maintenance.version": "1",
}

// versionProperties maps properties to the constants of
// java.lang.VersionProps that give them.
var versionProperties = [][2]string{
	{"java.version", "java_version"},
	{"java.version.date", "java_version_date"},
	{"java.runtime.name", "java_runtime_name"},
	{"java.runtime.version", "java_runtime_version"},
	{"java.vm.version", "java_runtime_version"},
	{"java.specification.version", "VERSION_SPECIFICATION"},
	{"java.vm.specification.version", "VERSION_SPECIFICATION"},
	{"java.class.version", "CLASSFILE_MAJOR_MINOR"},
	{"java.vendor", "VENDOR"},
	{"java.vm.vendor", "VENDOR"},
	{"java.vendor.url", "VENDOR_URL"},
}

// propsKey keys the initial system properties in the VM's PeerData.
type propsKey struct{}

// systemProperties returns the JVM's initial system properties, computed
// once per VM (they depend on the class path and the host only).
func systemProperties(vm *interp.VM) map[string]string {
	if p, ok := vm.PeerData(propsKey{}).(map[string]string); ok {
		return p
	}
	p := make(map[string]string, len(standardProperties)+32)
	for k, v := range standardProperties {
		p[k] = v
	}
	if c, err := vm.LoadClass("java/lang/VersionProps"); err == nil {
		for _, vp := range versionProperties {
			if fd := c.FieldByName(vp[1]); fd != nil {
				if s, ok := fd.Const.(*classfile.ConstString); ok {
					p[vp[0]] = s.Value
				}
			}
		}
	}
	home := vm.ClassPath().JavaHome()
	p["java.home"] = home
	p["sun.boot.library.path"] = home + "/lib"
	p["java.class.path"] = strings.Join(vm.ClassPath().UserEntries(), ":")
	p["os.arch"] = runtime.GOARCH
	if runtime.GOARCH == "386" {
		p["os.arch"] = "x86"
	}
	p["os.version"] = osRelease()
	dir, err := os.Getwd()
	if err != nil {
		dir = "/"
	}
	p["user.dir"] = dir
	p["user.home"] = envOr("HOME", "?")
	p["user.name"] = envOr("USER", "?")
	for k, v := range vm.Options().Properties {
		p[k] = v
	}
	vm.SetPeerData(propsKey{}, p)
	return p
}

// propertyNames returns the keys of m in order, so that anything built
// from them is deterministic.
func propertyNames(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// osRelease is the kernel release, as os.version has it on Linux.
func osRelease() string {
	b, err := os.ReadFile("/proc/sys/kernel/osrelease")
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(b))
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}
