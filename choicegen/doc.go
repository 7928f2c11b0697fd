// Package choicegen holds choice generators: the alternatives of one choice
// point, each with the constraint it adds to the path condition and what is
// known of its feasibility (unchecked, sat, unsat, unknown, feasible by
// absurdity).
//
// Branch sides follow DESIGN.md: the TRUE side of a conditional jump is its
// fall-through successor, the FALSE side its jump target. Concrete choices
// (Verify.getInt) and heap choices (lazy initialization of a symbolic
// reference: null, aliases, fresh objects) carry no constraint and never
// reach the solver.
//
// The package does not decide anything: searches set statuses, the
// interpreter applies the chosen alternative.
package choicegen
