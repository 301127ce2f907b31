package ir

import (
	"math/rand"
	"testing"
	"time"
)

// cfgRegion builds a region of n blocks whose terminators branch as succ
// says.
func cfgRegion(c *Context, n int, succ func(i int) []int) (*Region, []*Block) {
	r := NewRegion()
	blocks := make([]*Block, n)
	for i := range blocks {
		blocks[i] = NewBlock()
		r.Append(blocks[i])
	}
	for i, b := range blocks {
		st := &OperationState{Name: c.OpName("t.br"), Loc: c.UnknownLoc()}
		for _, s := range succ(i) {
			st.Successors = append(st.Successors, blocks[s])
		}
		b.Append(Create(st))
	}
	return r, blocks
}

// naiveDominators computes dominator sets by the textbook fixed point.
func naiveDominators(blocks []*Block) map[*Block]map[*Block]bool {
	index := map[*Block]int{}
	for i, b := range blocks {
		index[b] = i
	}
	reach := map[*Block]bool{blocks[0]: true}
	for work := []*Block{blocks[0]}; len(work) > 0; {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Successors() {
			if !reach[s] {
				reach[s] = true
				work = append(work, s)
			}
		}
	}
	preds := map[*Block][]*Block{}
	for _, b := range blocks {
		if reach[b] {
			for _, s := range b.Successors() {
				preds[s] = append(preds[s], b)
			}
		}
	}
	dom := map[*Block]map[*Block]bool{}
	for _, b := range blocks {
		if !reach[b] {
			continue
		}
		dom[b] = map[*Block]bool{}
		for _, x := range blocks {
			if reach[x] {
				dom[b][x] = b != blocks[0] || x == b
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range blocks[1:] {
			if !reach[b] {
				continue
			}
			for x := range dom[b] {
				if x == b {
					continue
				}
				for _, p := range preds[b] {
					if !dom[p][x] {
						delete(dom[b], x)
						changed = true
						break
					}
				}
			}
		}
	}
	return dom
}

// TestDominanceMatchesFixedPoint compares the dominator tree with the
// textbook computation on random control-flow graphs.
func TestDominanceMatchesFixedPoint(t *testing.T) {
	c := NewContext()
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 300; iter++ {
		n := 1 + rng.Intn(12)
		edges := make([][]int, n)
		for i := range edges {
			for k := rng.Intn(4); k > 0; k-- {
				edges[i] = append(edges[i], rng.Intn(n))
			}
		}
		r, blocks := cfgRegion(c, n, func(i int) []int { return edges[i] })
		dt := computeDom(r)
		want := naiveDominators(blocks)
		for _, a := range blocks {
			for _, b := range blocks {
				exp := true // b unreachable
				if _, reach := want[b]; reach {
					exp = want[b][a]
				}
				if got := dt.dominates(a, b); got != exp {
					t.Fatalf("graph %v: dominates(%d, %d) = %v, want %v", edges, indexOf(blocks, a), indexOf(blocks, b), got, exp)
				}
			}
		}
	}
}

func indexOf(bs []*Block, b *Block) int {
	for i, x := range bs {
		if x == b {
			return i
		}
	}
	return -1
}

// TestDominanceScales checks that a long chain of blocks, each also
// branching to a common exit, is handled in about linear time.
func TestDominanceScales(t *testing.T) {
	c := NewContext()
	elapsed := func(n int) time.Duration {
		r, blocks := cfgRegion(c, n+1, func(i int) []int {
			if i < n-1 {
				return []int{i + 1, n}
			}
			return nil
		})
		start := time.Now()
		dt := computeDom(r)
		for _, b := range blocks {
			dt.dominates(blocks[0], b)
			dt.dominates(blocks[n/2], b)
		}
		return time.Since(start)
	}
	// The best of three runs each, so that a burst of load on a shared
	// machine (go test -race beside other builds) is not taken for
	// quadratic time.
	best := func(n int) time.Duration {
		return min(elapsed(n), elapsed(n), elapsed(n))
	}
	bounded(t, 120*time.Second, "dominance", func() {
		small, large := best(25000), best(100000)
		if large > 12*small+200*time.Millisecond {
			t.Errorf("4x the blocks took %v, against %v", large, small)
		}
	})
}
