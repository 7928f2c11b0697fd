package solver

import "slices"

// boundedTable is the memory of the caching layers: entries found by a
// 64-bit hash (the layer compares the exact key of each entry in the
// chain), at most max of them, the oldest forgotten first.
type boundedTable[E any] struct {
	max    int
	chains map[uint64][]*E
	ring   []*E     // in insertion order from next
	hashes []uint64 // hashes[i] is the hash of ring[i]
	next   int
}

func newBoundedTable[E any](max int) boundedTable[E] {
	if max < 1 {
		max = 1
	}
	return boundedTable[E]{max: max, chains: make(map[uint64][]*E)}
}

// chain returns the entries with hash h.
func (t *boundedTable[E]) chain(h uint64) []*E { return t.chains[h] }

// len returns the number of entries.
func (t *boundedTable[E]) len() int { return len(t.ring) }

// add adds en with hash h, forgetting the oldest entry when full.
func (t *boundedTable[E]) add(h uint64, en *E) {
	if len(t.ring) < t.max {
		t.ring = append(t.ring, en)
		t.hashes = append(t.hashes, h)
	} else {
		old, oh := t.ring[t.next], t.hashes[t.next]
		chain := t.chains[oh]
		if i := slices.Index(chain, old); i >= 0 {
			chain = slices.Delete(chain, i, i+1)
		}
		if len(chain) == 0 {
			delete(t.chains, oh)
		} else {
			t.chains[oh] = chain
		}
		t.ring[t.next], t.hashes[t.next] = en, h
		t.next = (t.next + 1) % t.max
	}
	t.chains[h] = append(t.chains[h], en)
}

// fnvOffset and fnvPrime are FNV-1a's 64-bit constants; the layers hash
// conjunct IDs with them.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)
