// Package svtask reads the task files of the SV-COMP benchmark collection
// (sv-benchmarks' format_version 1.x YAML: input_files, properties with
// their expected verdicts, options) and compiles a Java task's sources
// with javac. gospf verify takes a task file through it, and
// scripts/svcomp runs a directory of tasks. It reads the subset of YAML
// the task files use (top-level keys; a string, a list of strings or a
// list of maps with string values under each; comments and quotes) and
// rejects anything else with the file and line, so a task is never half
// read.
package svtask
