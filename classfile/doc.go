// Package classfile parses Java class files (JVMS chapter 4), decodes
// bytecode (JVMS chapter 6) and finds classes on a class path made of
// directories, jar files and the JDK's own modules.
package classfile
