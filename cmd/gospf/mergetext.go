package main

import (
	"fmt"
	"strings"

	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// mergedText renders a path of a run with merging for the text report:
// every ite term (a value veritesting merged) is written as a name, v1,
// v2, ..., defined after the path by its guarded values, one per line
// (MultiSE's value summaries: "value when guard"). Names are numbered in
// the order they first occur; a definition's guards and values name the
// ite terms inside them too.
func mergedText(pc []solver.Expr, value solver.Expr) (pcText, valueText string, defs []string) {
	names := map[solver.Expr]string{}
	var order []solver.Expr
	name := func(e solver.Expr) (string, bool) {
		if e.Op() != solver.OpIte {
			return "", false
		}
		n, ok := names[e]
		if !ok {
			n = fmt.Sprintf("v%d", len(names)+1)
			names[e] = n
			order = append(order, e)
		}
		return n, true
	}
	parts := make([]string, len(pc))
	for i, c := range pc {
		parts[i] = c.Format(name)
	}
	pcText = strings.Join(parts, " && ")
	if len(pc) == 0 {
		pcText = "true"
	}
	if value.Valid() {
		valueText = value.Format(name)
	}
	for i := 0; i < len(order); i++ { // definitions may name more
		e := order[i]
		prefix := fmt.Sprintf("    %s = ", names[e])
		flattenIte(e.Context(), e, nil, func(guards []solver.Expr, v solver.Expr) {
			gs := make([]string, len(guards))
			for j, g := range guards {
				gs[j] = g.Format(name)
			}
			defs = append(defs, fmt.Sprintf("%s%s when %s", prefix, v.Format(name), strings.Join(gs, ", ")))
			prefix = strings.Repeat(" ", len(prefix)-2) + "| "
		})
	}
	return pcText, valueText, defs
}

// flattenIte calls f with each value of the ite tree e and the conditions
// under which e is that value.
func flattenIte(ctx *solver.Context, e solver.Expr, guards []solver.Expr, f func([]solver.Expr, solver.Expr)) {
	if e.Op() != solver.OpIte {
		f(guards, e)
		return
	}
	c := e.Arg(0)
	flattenIte(ctx, e.Arg(1), append(guards[:len(guards):len(guards)], c), f)
	flattenIte(ctx, e.Arg(2), append(guards[:len(guards):len(guards)], ctx.Not(c)), f)
}

// mergedPathText is mergedText for a path: its condition, its outcome's
// value (as outcomeText writes it, with merged values named) and the
// definitions.
func mergedPathText(p *search.Path) (pc, value string, defs []string) {
	_, value = outcomeText(p.Outcome)
	var v solver.Expr
	if o := p.Outcome; o.Kind == interp.OutcomeReturn && o.Value.IsSym() {
		v = o.Value.S
	}
	pc, vt, defs := mergedText(p.PC, v)
	if v.Valid() {
		value = vt
	}
	return pc, value, defs
}
