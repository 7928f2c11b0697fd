package cfg

import "sort"

// Loop is a natural loop: a header and the blocks that reach one of its
// latches without passing the header.
type Loop struct {
	Header int
	// Latches are the sources of the back edges to Header, ascending.
	Latches []int
	// Body holds the header and every block of the loop, ascending.
	Body []int
}

// computeLoops finds the back edges and the natural loop of each header.
func (g *Graph) computeLoops() {
	byHeader := map[int]*Loop{}
	var headers []int
	for u := range g.blocks {
		for _, h := range g.allSuccs(u) {
			if !g.Dominates(h, u) {
				continue
			}
			g.backEdges = append(g.backEdges, Edge{From: u, To: h})
			l := byHeader[h]
			if l == nil {
				l = &Loop{Header: h}
				byHeader[h] = l
				headers = append(headers, h)
			}
			l.Latches = appendNew(l.Latches, u)
		}
	}
	sort.Ints(headers)
	for _, h := range headers {
		l := byHeader[h]
		sort.Ints(l.Latches)
		in := map[int]bool{h: true}
		work := append([]int(nil), l.Latches...)
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if in[b] {
				continue
			}
			in[b] = true
			for _, p := range g.allPreds[b] {
				if g.ddepth[p] >= 0 {
					work = append(work, p)
				}
			}
		}
		for b := range in {
			l.Body = append(l.Body, b)
		}
		sort.Ints(l.Body)
		g.loops = append(g.loops, *l)
	}
	sort.Slice(g.backEdges, func(i, j int) bool {
		a, b := g.backEdges[i], g.backEdges[j]
		return a.From < b.From || a.From == b.From && a.To < b.To
	})
}

// BackEdges returns the back edges, ordered by source then target.
func (g *Graph) BackEdges() []Edge { return g.backEdges }

// Loops returns the natural loops, ordered by header.
func (g *Graph) Loops() []Loop { return g.loops }
