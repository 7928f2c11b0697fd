package dist

import (
	"errors"
	"fmt"

	"gospf/interp"
	"gospf/search"
	"gospf/solver"
)

// WirePaths is a batch of paths in a form that travels between processes
// (dist/cluster sends it with encoding/gob): their expressions once, as solver.Encode writes them,
// and each path with indexes into Roots. What a report needs travels; the VM objects of a
// path do not (Outcome.Exception is nil after decoding, a returned object
// is an object of its class with no fields, an input heap's methods are
// the decoding VM's).
type WirePaths struct {
	Nodes []string   `json:"nodes"`
	Roots []int      `json:"roots"`
	Paths []wirePath `json:"paths"`
}

type wirePath struct {
	Seq     []int        `json:"seq"`
	Choices int          `json:"choices"`
	Outcome wireOutcome  `json:"outcome"`
	PC      []int        `json:"pc"`
	Model   solver.Model `json:"model"`
	// NoModel marks a path reported without a model
	// (search.Options.ErrorModelsOnly); gob sends an empty Model as none,
	// so Model alone cannot tell.
	NoModel bool `json:"no_model,omitempty"`
	// Texts holds the model's string values (a Model holds handles, which
	// are the encoding Context's): the chars of each.
	Texts  map[string][]uint16 `json:"texts,omitempty"`
	Inputs []wireInput         `json:"inputs"`
	Heap   *wireHeap           `json:"heap,omitempty"`
}

type wireOutcome struct {
	Kind    interp.OutcomeKind `json:"kind"`
	RetType byte               `json:"ret_type"`
	I       int64              `json:"i,omitempty"`
	S       int                `json:"s"`               // the symbolic value, -1 for none
	Class   string             `json:"class,omitempty"` // the class of a returned object
	ExcName string             `json:"exception,omitempty"`
	Inexact string             `json:"inexact,omitempty"`
	Message string             `json:"message,omitempty"`
	HasMsg  bool               `json:"has_message,omitempty"`
	Where   string             `json:"where,omitempty"`
	Stack   []string           `json:"stack,omitempty"`
}

type wireInput struct {
	Name  string `json:"name"`
	Expr  int    `json:"expr"`
	Type  byte   `json:"type"`
	Bound string `json:"bound,omitempty"`
}

type wireHeap struct {
	Roots   []wireRoot   `json:"roots"`
	Objects []wireObject `json:"objects"`
	Result  *wireValue   `json:"result,omitempty"`
}

type wireRoot struct {
	Name   string    `json:"name"`
	Class  string    `json:"class"`
	Method string    `json:"method"`
	Desc   string    `json:"desc"`
	Param  int       `json:"param"`
	Value  wireValue `json:"value"`
}

type wireValue struct {
	Kind   interp.HeapValueKind `json:"kind"`
	Object int                  `json:"object,omitempty"`
	Input  int                  `json:"input"`
}

type wireObject struct {
	ID     int         `json:"id"`
	Class  string      `json:"class"`
	Fields []wireField `json:"fields,omitempty"`
	Length int         `json:"length"`
	Elems  []wireValue `json:"elems,omitempty"`
}

type wireField struct {
	Name  string    `json:"name"`
	Owner string    `json:"owner"`
	Desc  string    `json:"desc"`
	Value wireValue `json:"value"`
}

// ErrWirePath is the error of a batch of paths that does not decode.
var ErrWirePath = errors.New("malformed path wire")

// exprIndex numbers the distinct expressions of a batch.
type exprIndex struct {
	exprs []solver.Expr
	index map[solver.Expr]int
}

// add returns the number of e, -1 for the zero Expr.
func (x *exprIndex) add(e solver.Expr) int {
	if !e.Valid() {
		return -1
	}
	if i, ok := x.index[e]; ok {
		return i
	}
	x.index[e] = len(x.exprs)
	x.exprs = append(x.exprs, e)
	return len(x.exprs) - 1
}

// EncodePaths encodes paths for another process.
func EncodePaths(paths []*search.Path) *WirePaths {
	enc := &exprIndex{index: map[solver.Expr]int{}}
	w := &WirePaths{}
	value := func(v interp.HeapValue) wireValue {
		return wireValue{Kind: v.Kind, Object: v.Object, Input: enc.add(v.Input)}
	}
	for _, p := range paths {
		o := p.Outcome
		wp := wirePath{Seq: p.Seq, Choices: p.Choices, Model: p.Model, NoModel: p.Model == nil,
			Outcome: wireOutcome{Kind: o.Kind, RetType: o.RetType, I: o.Value.I, S: enc.add(o.Value.S),
				ExcName: o.ExceptionClass, Message: o.Message, HasMsg: o.HasMessage, Where: o.Where, Stack: o.Stack, Inexact: o.Inexact}}
		if o.Value.R != nil {
			wp.Outcome.Class = o.Value.R.Class.Name
		}
		for _, c := range p.PC {
			wp.PC = append(wp.PC, enc.add(c))
		}
		for _, v := range p.Inputs {
			wp.Inputs = append(wp.Inputs, wireInput{Name: v.Name, Expr: enc.add(v.Expr), Type: v.Type, Bound: v.Bound})
		}
		for _, v := range solver.Vars(p.PC...) {
			if h, ok := p.Model[v.Name()]; ok && v.Kind() == solver.KString {
				if wp.Texts == nil {
					wp.Texts = map[string][]uint16{}
				}
				wp.Texts[v.Name()], _ = v.Context().StrOfHandle(h)
			}
		}
		if h := p.Heap; h != nil {
			wh := &wireHeap{}
			for _, r := range h.Roots {
				wh.Roots = append(wh.Roots, wireRoot{Name: r.Name, Class: r.Method.Class.Name, Method: r.Method.Name,
					Desc: r.Method.Desc, Param: r.Param, Value: value(r.Value)})
			}
			for _, ob := range h.Objects {
				wo := wireObject{ID: ob.ID, Class: ob.Class, Length: enc.add(ob.Length)}
				for _, f := range ob.Fields {
					wo.Fields = append(wo.Fields, wireField{Name: f.Name, Owner: f.Owner, Desc: f.Desc, Value: value(f.Value)})
				}
				for _, e := range ob.Elems {
					wo.Elems = append(wo.Elems, value(e))
				}
				wh.Objects = append(wh.Objects, wo)
			}
			if h.Result != nil {
				r := value(*h.Result)
				wh.Result = &r
			}
			wp.Heap = wh
		}
		w.Paths = append(w.Paths, wp)
	}
	w.Nodes, w.Roots = solver.Encode(enc.exprs...)
	return w
}

// DecodePaths rebuilds the paths of w with expressions of ctx; classes
// and methods are looked up in vm, which runs the same program.
func DecodePaths(w *WirePaths, ctx *solver.Context, vm *interp.VM) ([]*search.Path, error) {
	nodes, err := solver.DecodeExact(ctx, w.Nodes)
	if err != nil {
		return nil, err
	}
	d := pathDecoder{vm: vm, ctx: ctx}
	for _, r := range w.Roots {
		if r < 0 || r >= len(nodes) {
			return nil, fmt.Errorf("%w: no node %d", ErrWirePath, r)
		}
		d.exprs = append(d.exprs, nodes[r])
	}
	var out []*search.Path
	for i := range w.Paths {
		p, err := d.path(&w.Paths[i])
		if err != nil {
			return nil, fmt.Errorf("path %d: %w", i+1, err)
		}
		out = append(out, p)
	}
	return out, nil
}

type pathDecoder struct {
	exprs []solver.Expr
	vm    *interp.VM
	ctx   *solver.Context
}

// expr returns expression i, the zero Expr for -1.
func (d *pathDecoder) expr(i int) (solver.Expr, error) {
	if i == -1 {
		return solver.Expr{}, nil
	}
	if i < 0 || i >= len(d.exprs) {
		return solver.Expr{}, fmt.Errorf("%w: no expression %d", ErrWirePath, i)
	}
	return d.exprs[i], nil
}

func (d *pathDecoder) path(wp *wirePath) (*search.Path, error) {
	wo := wp.Outcome
	s, err := d.expr(wo.S)
	if err != nil {
		return nil, err
	}
	o := &interp.Outcome{Kind: wo.Kind, RetType: wo.RetType, Value: interp.Slot{I: wo.I, S: s},
		ExceptionClass: wo.ExcName, Message: wo.Message, HasMessage: wo.HasMsg, Where: wo.Where, Stack: wo.Stack, Inexact: wo.Inexact}
	if wo.Class != "" {
		c, err := d.vm.LoadClass(wo.Class)
		if err != nil {
			return nil, err
		}
		o.Value.R = &interp.Object{Class: c}
	}
	p := &search.Path{Outcome: o, Seq: wp.Seq, Choices: wp.Choices, Model: wp.Model}
	if p.Model == nil && !wp.NoModel {
		p.Model = solver.Model{}
	}
	for name, u := range wp.Texts {
		p.Model[name] = solver.StrHandle(d.ctx.StrConst(u))
	}
	for _, i := range wp.PC {
		c, err := d.expr(i)
		if err != nil {
			return nil, err
		}
		if !c.Valid() {
			return nil, fmt.Errorf("%w: an empty constraint", ErrWirePath)
		}
		p.PC = append(p.PC, c)
	}
	for _, in := range wp.Inputs {
		e, err := d.expr(in.Expr)
		if err != nil {
			return nil, err
		}
		p.Inputs = append(p.Inputs, interp.InputVar{Name: in.Name, Expr: e, Type: in.Type, Bound: in.Bound})
	}
	if wp.Heap != nil {
		if p.Heap, err = d.heap(wp.Heap); err != nil {
			return nil, err
		}
	}
	return p, nil
}

func (d *pathDecoder) value(v wireValue) (interp.HeapValue, error) {
	e, err := d.expr(v.Input)
	return interp.HeapValue{Kind: v.Kind, Object: v.Object, Input: e}, err
}

func (d *pathDecoder) heap(wh *wireHeap) (*interp.InputHeap, error) {
	h := &interp.InputHeap{}
	for _, r := range wh.Roots {
		c, err := d.vm.LoadClass(r.Class)
		if err != nil {
			return nil, err
		}
		m := c.DeclaredMethod(r.Method, r.Desc)
		if m == nil {
			return nil, fmt.Errorf("%w: no method %s.%s%s", ErrWirePath, r.Class, r.Method, r.Desc)
		}
		v, err := d.value(r.Value)
		if err != nil {
			return nil, err
		}
		h.Roots = append(h.Roots, interp.HeapRoot{Name: r.Name, Method: m, Param: r.Param, Value: v})
	}
	for _, wo := range wh.Objects {
		l, err := d.expr(wo.Length)
		if err != nil {
			return nil, err
		}
		ob := interp.HeapObject{ID: wo.ID, Class: wo.Class, Length: l}
		for _, f := range wo.Fields {
			v, err := d.value(f.Value)
			if err != nil {
				return nil, err
			}
			ob.Fields = append(ob.Fields, interp.HeapField{Name: f.Name, Owner: f.Owner, Desc: f.Desc, Value: v})
		}
		for _, e := range wo.Elems {
			v, err := d.value(e)
			if err != nil {
				return nil, err
			}
			ob.Elems = append(ob.Elems, v)
		}
		h.Objects = append(h.Objects, ob)
	}
	if wh.Result != nil {
		v, err := d.value(*wh.Result)
		if err != nil {
			return nil, err
		}
		h.Result = &v
	}
	return h, checkRefs(h)
}

// checkRefs checks that every reference of h names one of its objects.
func checkRefs(h *interp.InputHeap) error {
	check := func(v interp.HeapValue) error {
		if v.Kind == interp.HeapRef && (v.Object < 0 || v.Object >= len(h.Objects)) {
			return fmt.Errorf("%w: no input object %d", ErrWirePath, v.Object)
		}
		return nil
	}
	var vs []interp.HeapValue
	for _, r := range h.Roots {
		vs = append(vs, r.Value)
	}
	for _, o := range h.Objects {
		for _, f := range o.Fields {
			vs = append(vs, f.Value)
		}
		vs = append(vs, o.Elems...)
	}
	if h.Result != nil {
		vs = append(vs, *h.Result)
	}
	for _, v := range vs {
		if err := check(v); err != nil {
			return err
		}
	}
	return nil
}
