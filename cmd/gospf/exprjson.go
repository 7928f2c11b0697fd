package main

import (
	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// jsonExprs is a path's condition and returned value as solver
// expressions (solver.Encode: a shared graph of nodes), for tools that
// check paths with a solver (cmd/fuzzdiff compares merged and unmerged
// runs with it). Value is -1 when the path returns no int, long, short,
// byte, char or boolean.
type jsonExprs struct {
	Nodes []string `json:"nodes"`
	PC    []int    `json:"pc"`
	Value int      `json:"value"`
}

func exprsOf(p *search.Path) *jsonExprs {
	es := append([]solver.Expr(nil), p.PC...)
	ctx := solver.NewContext() // for a concrete value's constant
	if len(es) > 0 {
		ctx = es[0].Context()
	}
	o := p.Outcome
	hasValue := false
	if o.Kind == interp.OutcomeReturn && o.Value.R == nil {
		switch o.RetType {
		case 'I', 'S', 'B', 'C', 'Z':
			es, hasValue = append(es, symOrConst(ctx, o.Value, solver.KInt)), true
		case 'J':
			es, hasValue = append(es, symOrConst(ctx, o.Value, solver.KLong)), true
		}
	}
	nodes, roots := solver.Encode(es...)
	j := &jsonExprs{Nodes: nodes, PC: roots[:len(p.PC)], Value: -1}
	if hasValue {
		j.Value = roots[len(p.PC)]
	}
	return j
}

func symOrConst(ctx *solver.Context, v interp.Slot, k solver.Kind) solver.Expr {
	if v.IsSym() {
		return v.S
	}
	return ctx.Const(k, v.I)
}
