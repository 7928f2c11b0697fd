// Package javatest holds what the tests of interp and jdk share to run small
// Java programs of their own: finding javac and java, compiling sources into
// a class path with the JDK, and running one entry of a program on a fresh
// VM to its end. Only tests import it.
package javatest
