package cfg

import cf "gospf/classfile"

// Cache holds the graph of each method's code, built on first request.
// Its owner (one per VM) keeps it for as long as the code lives; it is not
// safe for concurrent use. The zero Cache is ready to use.
type Cache struct {
	graphs map[*cf.Code]cached
}

type cached struct {
	g   *Graph
	err error
}

// Graph returns the graph of code, building it once; an error is
// remembered too.
func (c *Cache) Graph(code *cf.Code) (*Graph, error) {
	if e, ok := c.graphs[code]; ok {
		return e.g, e.err
	}
	g, err := New(code)
	if c.graphs == nil {
		c.graphs = map[*cf.Code]cached{}
	}
	c.graphs[code] = cached{g, err}
	return g, err
}

// Len returns the number of codes analysed.
func (c *Cache) Len() int { return len(c.graphs) }
