package exec

import (
	"fmt"
	"iter"

	"github.com/strata-compiler/strata/ir"
)

// This file is the interpreter's model of a GPU grid: the ids of the
// thread a kernel runs as, and the team of threads of one block that meet
// at barriers and exchange values in shuffles and reductions.
//
// Threads that never meet run one after another in the caller's
// goroutine. Threads that may meet (the kernel holds a convergent op or a
// call) each run in a goroutine of their own, but only one runs at a
// time: a thread runs until it arrives at a meeting point or ends, then
// hands control back to the scheduler, which releases a meeting once
// every live member of its group has arrived. Runs are therefore
// deterministic, and the interpreter's state needs no locks.

// Thread is the GPU thread a kernel runs as.
type Thread struct {
	BlockID, ThreadID, GridDim, BlockDim [3]int64
	// Linear is the thread's index in its block, x fastest.
	Linear int64
	// Async is what a dialect's semantics keep for the thread between
	// its ops (nvgpu's copies in flight), nil until one sets it.
	Async any
	team  *team
}

// WarpSize is the number of threads of a subgroup.
const WarpSize = 32

// Scope names the group of threads a meeting gathers.
type Scope int

const (
	// ScopeBlock gathers every thread of the block (gpu.barrier,
	// gpu.all_reduce).
	ScopeBlock Scope = iota
	// ScopeWarp gathers the threads of one subgroup of WarpSize
	// consecutive linear ids (gpu.shuffle, gpu.subgroup_reduce).
	ScopeWarp
)

// Grid limits, as CUDA's for compute capability 9.0; a launch outside them
// is an error in the interpreter too.
const (
	MaxThreadsPerBlock = 1024
	maxGridX           = 1<<31 - 1
	maxGridYZ          = 65535
)

// CheckLaunch reports a grid or block the hardware would refuse.
func CheckLaunch(grid, block [3]int64) error {
	for i, g := range grid {
		if g <= 0 {
			return fmt.Errorf("grid size %d along %c must be positive", g, "xyz"[i])
		}
	}
	for i, b := range block {
		if b <= 0 {
			return fmt.Errorf("block size %d along %c must be positive", b, "xyz"[i])
		}
	}
	if grid[0] > maxGridX || grid[1] > maxGridYZ || grid[2] > maxGridYZ {
		return fmt.Errorf("grid %dx%dx%d exceeds the limits %dx%dx%d", grid[0], grid[1], grid[2], maxGridX, maxGridYZ, maxGridYZ)
	}
	// Each size is checked first, so that the product cannot overflow.
	if block[0] > MaxThreadsPerBlock || block[1] > MaxThreadsPerBlock || block[2] > 64 || block[0]*block[1]*block[2] > MaxThreadsPerBlock {
		return fmt.Errorf("block %dx%dx%d exceeds %d threads (z at most 64)", block[0], block[1], block[2], MaxThreadsPerBlock)
	}
	return nil
}

// RunGrid runs body once per thread of the grid, block after block
// (x fastest). perBlock, when set, runs before each block's threads (to
// allocate its workgroup memory). convergent says the threads may meet
// (Meet); otherwise they run one after another in this goroutine.
func RunGrid(grid, block [3]int64, convergent bool, perBlock func(b [3]int64) error, body func(t *Thread) error) error {
	if err := CheckLaunch(grid, block); err != nil {
		return err
	}
	n := block[0] * block[1] * block[2]
	var tm *team
	if convergent {
		tm = newTeam(int(n), body)
		defer tm.close()
	}
	var bid [3]int64
	for bid[2] = 0; bid[2] < grid[2]; bid[2]++ {
		for bid[1] = 0; bid[1] < grid[1]; bid[1]++ {
			for bid[0] = 0; bid[0] < grid[0]; bid[0]++ {
				if perBlock != nil {
					if err := perBlock(bid); err != nil {
						return err
					}
				}
				threads := make([]*Thread, n)
				for i := range threads {
					t := &Thread{BlockID: bid, GridDim: grid, BlockDim: block, Linear: int64(i)}
					t.ThreadID = [3]int64{int64(i) % block[0], int64(i) / block[0] % block[1], int64(i) / (block[0] * block[1])}
					threads[i] = t
				}
				if !convergent {
					for _, t := range threads {
						if err := body(t); err != nil {
							return err
						}
					}
					continue
				}
				if err := tm.run(threads); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// Meet waits until every live thread of t's group (scope) has arrived at
// a meeting and returns the values they brought, indexed by their
// position in the group, with present false for threads that had ended.
// A thread run outside a team (a kernel judged not convergent) cannot
// meet.
func (t *Thread) Meet(scope Scope, v Value) (vals []Value, present []bool, err error) {
	return t.MeetLanes(scope, 0, v)
}

// MeetLanes is Meet among the first lanes threads of t's warp (a shuffle
// of that width, whose shfl.sync names those lanes alone: the warp's
// others may be at another meeting meanwhile); lanes 0 is the whole group.
func (t *Thread) MeetLanes(scope Scope, lanes int, v Value) (vals []Value, present []bool, err error) {
	if t == nil || t.team == nil {
		return nil, nil, fmt.Errorf("a barrier or collective outside a convergent launch")
	}
	return t.team.meet(t, scope, lanes, v)
}

// PositionIn returns t's index within its group.
func (t *Thread) PositionIn(scope Scope) int {
	if scope == ScopeWarp {
		return int(t.Linear % WarpSize)
	}
	return int(t.Linear)
}

// ---- the team scheduler ----

type event struct {
	thread int
	done   bool
	err    error
	scope  Scope
	lanes  int // of a warp meeting among its first lanes (0: all)
	val    Value
}

// team runs the threads of a convergent launch's blocks one block at a
// time, each thread on a coroutine (iter.Pull) that yields at meetings:
// the scheduler and the threads hand control to each other directly, with
// none of a channel handoff's wake-ups of parked goroutines (which took
// half of the GPU lit tests' time). The coroutines serve thread i of every
// block in turn, so that each grows its stack once per launch rather than
// once per block.
type team struct {
	threads []*Thread
	// next resumes coroutine i until its thread arrives at a meeting or
	// ends; stop ends it.
	next []func() (event, bool)
	stop []func()
	// yield is coroutine i's, for its thread's meetings; current is the
	// block's thread it runs next, nil at the launch's end; goOn is what
	// a resumed thread does: go on (true), or unwind (the launch failed).
	yield   []func(event) bool
	current []*Thread
	goOn    []bool
	// the values of the meeting each thread was released from
	results [][]Value
	present [][]bool
}

// errAbandoned unwinds a thread whose launch failed elsewhere.
var errAbandoned = fmt.Errorf("launch abandoned")

func (tm *team) meet(t *Thread, scope Scope, lanes int, v Value) ([]Value, []bool, error) {
	i := int(t.Linear)
	if !tm.yield[i](event{thread: i, scope: scope, lanes: lanes, val: v}) || !tm.goOn[i] {
		return nil, nil, errAbandoned
	}
	return tm.results[i], tm.present[i], nil
}

// resume runs thread i until it arrives at a meeting or ends (goOn: false
// unwinds it) and returns what it did.
func (tm *team) resume(i int, goOn bool) event {
	tm.goOn[i] = goOn
	ev, ok := tm.next[i]()
	if !ok {
		return event{thread: i, done: true, err: fmt.Errorf("GPU thread %d of the team has stopped", i)}
	}
	return ev
}

// group returns the members of the group of i's meeting ev.
func group(n, i int, ev event) (lo, hi int) {
	if ev.scope == ScopeBlock {
		return 0, n
	}
	lo = i / WarpSize * WarpSize
	hi = lo + WarpSize
	if ev.lanes > 0 {
		hi = lo + ev.lanes
	}
	return lo, min(hi, n)
}

// sameMeeting reports whether two arrivals are at meetings of one kind.
func sameMeeting(a, b event) bool { return a.scope == b.scope && a.lanes == b.lanes }

// newTeam makes the n coroutines of a launch's blocks of n threads.
func newTeam(n int, body func(t *Thread) error) *team {
	tm := &team{next: make([]func() (event, bool), n), stop: make([]func(), n), yield: make([]func(event) bool, n),
		current: make([]*Thread, n), goOn: make([]bool, n), results: make([][]Value, n), present: make([][]bool, n)}
	for i := range n {
		tm.next[i], tm.stop[i] = iter.Pull(func(yield func(event) bool) {
			tm.yield[i] = yield
			for tm.current[i] != nil {
				err := errAbandoned
				if tm.goOn[i] {
					err = body(tm.current[i])
				}
				if !yield(event{thread: i, done: true, err: err}) {
					return
				}
			}
		})
	}
	return tm
}

// close ends the team's coroutines.
func (tm *team) close() {
	for _, stop := range tm.stop {
		stop()
	}
}

// run runs one block's threads until all end, scheduling one at a time:
// a thread runs until it ends or waits at a meeting, and a meeting's group
// goes on once every live member has arrived.
func (tm *team) run(threads []*Thread) error {
	n := len(threads)
	tm.threads = threads
	for i, t := range threads {
		t.team = tm
		tm.current[i] = t
	}
	const (
		ready = iota
		waiting
		ended
	)
	state := make([]int, n)
	arrived := make([]event, n)
	queue := make([]int, 0, n)
	for i := range threads {
		queue = append(queue, i)
	}
	live := n
	// readyAll and readyIn count the threads that are ready (running or
	// queued), in the block and in each warp: a group cannot go on while
	// one of its members is, and counting spares release a scan of the
	// block at every arrival (quadratic in the block's size per barrier).
	readyAll := n
	readyIn := make([]int, (n+WarpSize-1)/WarpSize)
	for i := range n {
		readyIn[i/WarpSize]++
	}
	notReady := func(i int) {
		readyAll--
		readyIn[i/WarpSize]--
	}
	var failure error
	// abandon ends every thread that has not ended.
	abandon := func() {
		for i := range threads {
			if state[i] == ended {
				continue
			}
			tm.resume(i, false)
			state[i] = ended
		}
	}
	// release frees the group of thread i if all its live members wait.
	release := func(i int) bool {
		if arrived[i].scope == ScopeBlock && readyAll > 0 || readyIn[i/WarpSize] > 0 {
			return false
		}
		lo, hi := group(n, i, arrived[i])
		for j := lo; j < hi; j++ {
			if state[j] == ready || state[j] == waiting && !sameMeeting(arrived[j], arrived[i]) {
				return false
			}
		}
		vals := make([]Value, hi-lo)
		present := make([]bool, hi-lo)
		any := false
		for j := lo; j < hi; j++ {
			if state[j] == waiting {
				vals[j-lo], present[j-lo] = arrived[j].val, true
				any = true
			}
		}
		if !any {
			return false
		}
		for j := lo; j < hi; j++ {
			if state[j] == waiting {
				state[j] = ready
				readyAll++
				readyIn[j/WarpSize]++
				tm.results[j], tm.present[j] = vals, present
				queue = append(queue, j)
			}
		}
		return true
	}
	for live > 0 {
		if len(queue) == 0 {
			var at []int
			for i := range threads {
				if state[i] == waiting {
					at = append(at, i)
				}
			}
			abandon()
			return fmt.Errorf("threads %v of block (%d, %d, %d) wait at a barrier or collective that the other threads of their group never reach",
				at, threads[0].BlockID[0], threads[0].BlockID[1], threads[0].BlockID[2])
		}
		i := queue[0]
		queue = queue[1:]
		ev := tm.resume(i, true)
		notReady(i)
		if ev.done {
			state[i] = ended
			live--
			if ev.err != nil {
				failure = ev.err
				abandon()
				return failure
			}
			// A group waiting only on this thread may go on now.
			for j := range threads {
				if state[j] == waiting {
					release(j)
				}
			}
			continue
		}
		state[i] = waiting
		arrived[i] = ev
		if release(i) || readyIn[i/WarpSize] > 0 {
			continue
		}
		// The last of its warp to stop: a meeting of some of the warp's
		// lanes (a narrow shuffle) may go on now though i's cannot.
		lo, hi := group(n, i, event{scope: ScopeWarp})
		for j := lo; j < hi; j++ {
			if state[j] == waiting && !sameMeeting(arrived[j], ev) && release(j) {
				break
			}
		}
	}
	return nil
}

// ---- reductions ----

// Combine applies a named gpu reduction (add, mul, minsi, ..., maximumf)
// to two values of element type e.
func Combine(op string, e Elem, a, b Value) (Value, error) {
	if e.Float {
		x, y := a.F, b.F
		var r float64
		switch op {
		case "add":
			r = x + y
		case "mul":
			r = x * y
		case "minnumf":
			r = minNum(x, y)
		case "maxnumf":
			r = -minNum(-x, -y)
		case "minimumf":
			r = minimum(x, y)
		case "maximumf":
			r = -minimum(-x, -y)
		default:
			return Value{}, fmt.Errorf("reduction %s is not defined on floats", op)
		}
		return Float(e.RoundTo(r)), nil
	}
	x, y := a.I, b.I
	ux, uy := Unsigned(x, e.Width), Unsigned(y, e.Width)
	var r int64
	switch op {
	case "add":
		r = x + y
	case "mul":
		r = x * y
	case "and":
		r = x & y
	case "or":
		r = x | y
	case "xor":
		r = x ^ y
	case "minsi":
		r = min(x, y)
	case "maxsi":
		r = max(x, y)
	case "minui":
		if ux <= uy {
			r = x
		} else {
			r = y
		}
	case "maxui":
		if ux >= uy {
			r = x
		} else {
			r = y
		}
	default:
		return Value{}, fmt.Errorf("reduction %s is not defined on integers", op)
	}
	return Int(Wrap(r, e.Width)), nil
}

// minNum is IEEE minNum: a NaN operand is ignored.
func minNum(x, y float64) float64 {
	switch {
	case x != x:
		return y
	case y != y:
		return x
	case x < y || x == y && signbit(x):
		return x
	}
	return y
}

// minimum is IEEE minimum: NaN propagates, -0 < +0.
func minimum(x, y float64) float64 {
	switch {
	case x != x || y != y:
		return x + y
	case x < y || x == y && signbit(x):
		return x
	}
	return y
}

func signbit(x float64) bool { return x < 0 || x == 0 && 1/x < 0 }

// ElemOfValue is ElemOf for an IR value's type.
func ElemOfValue(v *ir.Value) Elem { return ElemOf(v.Type()) }
