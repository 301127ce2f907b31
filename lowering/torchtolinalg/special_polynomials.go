package torchtolinalg

import (
	"math"

	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
)

// The orthogonal polynomials of the special functions (Chebyshev T, U, V,
// W and their shifted forms, Hermite H and He, Laguerre L, Legendre P),
// evaluated by their three-term recurrences in a loop (recurrence).

// ---- orthogonal polynomials ----

// recurrence runs q_k = step(k, p, q) for k = from, from+by, ... while
// k <= last (stopping at a NaN q when nanStop) from (p, q) = (p0, q0),
// and returns the last q.
func (s specialFns) recurrence(from, by float64, last, p0, q0 *ir.Value, nanStop bool, step func(k, p, q *ir.Value) *ir.Value) *ir.Value {
	out := s.while([]*ir.Value{s.c(from), p0, q0},
		func(v []*ir.Value) *ir.Value {
			c := s.le(v[0], last)
			if nanStop {
				c = s.and(c, s.not(s.isNaN(v[2])))
			}
			return c
		},
		func(v []*ir.Value) []*ir.Value {
			return []*ir.Value{s.add(v[0], s.c(by)), v[2], step(v[0], v[1], v[2])}
		})
	return out[2]
}

// chebyshevRec is the three-term Chebyshev recurrence r = 2y q - p from
// (1, q1) up to degree n.
func (s specialFns) chebyshevRec(y, q1, n *ir.Value) *ir.Value {
	y2 := s.add(y, y)
	return s.recurrence(2, 1, n, s.c(1), q1, true, func(_, p, q *ir.Value) *ir.Value { return s.sub(s.mul(y2, q), p) })
}

// pick is sel over a list of (condition, value) pairs, the first that
// holds winning, else rec(skip) with skip true when a condition holds
// (so the recurrence need not run).
func (s specialFns) pick(rec func(skip *ir.Value) *ir.Value, cases ...*ir.Value) *ir.Value {
	skip := cases[0]
	for i := 2; i < len(cases); i += 2 {
		skip = s.or(skip, cases[i])
	}
	v := rec(skip)
	for i := len(cases) - 2; i >= 0; i -= 2 {
		v = s.sel(cases[i], cases[i+1], v)
	}
	return v
}

// upTo is last, or -1 (no iteration) when skip holds.
func (s specialFns) upTo(skip, last *ir.Value) *ir.Value { return s.sel(skip, s.c(-1), last) }

// evenOr is v when integral n is even, odd otherwise.
func (s specialFns) evenOr(n, v, odd *ir.Value) *ir.Value { return s.sel(s.even(n), v, odd) }

func (s specialFns) chebyshevT(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	trig := s.f1(mathd.Cos.Name, s.mul(n, s.f1(mathd.Acos.Name, x)))
	unit := s.sel(s.or(s.gt(x, s.c(0)), s.even(n)), one, s.c(-1))
	return s.pick(func(skip *ir.Value) *ir.Value { return s.chebyshevRec(x, x, s.upTo(skip, n)) },
		s.lt(n, s.c(0)), s.c(0),
		s.eq(s.abs(x), one), unit,
		s.and(s.gt(n, s.c(6)), s.lt(s.abs(x), one)), trig,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), x)
}

func (s specialFns) chebyshevU(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	n1 := s.add(n, one)
	t := s.f1(mathd.Acos.Name, x)
	st := s.f1(mathd.Sin.Name, t)
	trig := s.sel(s.cmp("une", st, s.c(0)), s.div(s.f1(mathd.Sin.Name, s.mul(n1, t)), st),
		s.div(s.mul(n1, s.f1(mathd.Cos.Name, s.mul(n1, t))), x))
	unit := s.sel(s.or(s.gt(x, s.c(0)), s.even(n)), n1, s.neg(n1))
	return s.pick(func(skip *ir.Value) *ir.Value { return s.chebyshevRec(x, s.add(x, x), s.upTo(skip, n)) },
		s.lt(n, s.c(0)), s.c(0),
		s.eq(s.abs(x), one), unit,
		s.and(s.gt(n, s.c(8)), s.lt(s.abs(x), one)), trig,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), s.add(x, x))
}

func (s specialFns) chebyshevV(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	m := s.add(s.add(n, n), one)
	alt := s.evenOr(n, m, s.neg(m))
	t := s.f1(mathd.Acos.Name, x)
	trig := s.sel(s.cmp("une", s.f1(mathd.Sin.Name, s.div(t, s.c(2))), one),
		s.div(s.f1(mathd.Cos.Name, s.mul(s.add(n, s.c(0.5)), t)), s.f1(mathd.Cos.Name, s.div(t, s.c(2)))), alt)
	unit := s.sel(s.gt(x, s.c(0)), one, alt)
	q1 := s.sub(s.add(x, x), one)
	return s.pick(func(skip *ir.Value) *ir.Value { return s.chebyshevRec(x, q1, s.upTo(skip, n)) },
		s.lt(n, s.c(0)), s.c(0),
		s.eq(s.abs(x), one), unit,
		s.and(s.gt(n, s.c(8)), s.lt(s.abs(x), one)), trig,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), q1)
}

func (s specialFns) chebyshevW(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	m := s.add(s.add(n, n), one)
	alt := s.evenOr(n, one, s.c(-1))
	unit := s.sel(s.gt(x, s.c(0)), m, alt)
	t := s.f1(mathd.Acos.Name, x)
	trig := s.sel(s.cmp("une", s.f1(mathd.Cos.Name, s.div(t, s.c(2))), one),
		s.div(s.f1(mathd.Sin.Name, s.mul(s.add(n, s.c(0.5)), t)), s.f1(mathd.Sin.Name, s.div(t, s.c(2)))), unit)
	q1 := s.add(s.add(x, x), one)
	return s.pick(func(skip *ir.Value) *ir.Value { return s.chebyshevRec(x, q1, s.upTo(skip, n)) },
		s.lt(n, s.c(0)), s.c(0),
		s.eq(s.abs(x), one), unit,
		s.and(s.gt(n, s.c(8)), s.lt(s.abs(x), one)), trig,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), q1)
}

// The shifted polynomials are of y = 2x - 1, with PyTorch's special cases
// at x = 1 and x = 0 and its own degree thresholds for the trigonometric
// form.
func (s specialFns) shiftedT(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	y := s.sub(s.add(x, x), one)
	trig := s.f1(mathd.Cos.Name, s.mul(n, s.f1(mathd.Acos.Name, y)))
	return s.pick(func(skip *ir.Value) *ir.Value { return s.chebyshevRec(y, y, s.upTo(skip, n)) },
		s.lt(n, s.c(0)), s.c(0),
		s.eq(x, one), one,
		s.eq(x, s.c(0)), s.evenOr(n, one, s.c(-1)),
		s.and(s.gt(n, s.c(6)), s.lt(s.abs(y), one)), trig,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), y)
}

func (s specialFns) shiftedU(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	y := s.sub(s.add(x, x), one)
	n1 := s.add(n, one)
	t := s.f1(mathd.Acos.Name, y)
	st := s.f1(mathd.Sin.Name, t)
	trig := s.sel(s.cmp("une", st, s.c(0)), s.div(s.f1(mathd.Sin.Name, s.mul(n1, t)), st),
		s.div(s.mul(n1, s.f1(mathd.Cos.Name, s.mul(n1, t))), y))
	return s.pick(func(skip *ir.Value) *ir.Value { return s.chebyshevRec(y, s.add(y, y), s.upTo(skip, n)) },
		s.lt(n, s.c(0)), s.c(0),
		s.eq(x, one), n1,
		s.eq(x, s.c(0)), s.evenOr(n, n1, s.neg(n1)),
		s.and(s.gt(n, s.c(6)), s.lt(s.abs(y), one)), trig,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), s.add(y, y))
}

func (s specialFns) shiftedV(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	y := s.sub(s.add(x, x), one)
	m := s.add(s.add(n, n), one)
	alt := s.evenOr(n, m, s.neg(m))
	t := s.f1(mathd.Acos.Name, y)
	trig := s.sel(s.cmp("une", s.f1(mathd.Sin.Name, s.div(t, s.c(2))), one),
		s.div(s.f1(mathd.Cos.Name, s.mul(s.add(n, s.c(0.5)), t)), s.f1(mathd.Cos.Name, s.div(t, s.c(2)))), alt)
	q1 := s.sub(s.add(y, y), one)
	return s.pick(func(skip *ir.Value) *ir.Value { return s.chebyshevRec(y, q1, s.upTo(skip, n)) },
		s.lt(n, s.c(0)), s.c(0),
		s.eq(x, one), one,
		s.eq(x, s.c(0)), alt,
		s.and(s.gt(n, s.c(6)), s.lt(s.abs(y), one)), trig,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), q1)
}

func (s specialFns) shiftedW(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	y := s.sub(s.add(x, x), one)
	m := s.add(s.add(n, n), one)
	alt := s.evenOr(n, one, s.c(-1))
	t := s.f1(mathd.Acos.Name, y)
	trig := s.sel(s.cmp("une", s.f1(mathd.Cos.Name, s.div(t, s.c(2))), one),
		s.div(s.f1(mathd.Sin.Name, s.mul(s.add(n, s.c(0.5)), t)), s.f1(mathd.Sin.Name, s.div(t, s.c(2)))), alt)
	q1 := s.add(s.add(y, y), one)
	return s.pick(func(skip *ir.Value) *ir.Value { return s.chebyshevRec(y, q1, s.upTo(skip, n)) },
		s.lt(n, s.c(0)), s.c(0),
		s.eq(x, one), m,
		s.eq(x, s.c(0)), alt,
		s.and(s.gt(n, s.c(4)), s.lt(s.abs(y), one)), trig,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), q1)
}

// hermiteH: H_{k/2+1} = 2x H - k H_prev for k = 2, 4, ... < 2n; NaN above
// the degree limit.
func (s specialFns) hermiteH(x, n *ir.Value, limit float64) *ir.Value {
	x2 := s.add(x, x)
	last := s.sub(s.add(n, n), s.c(1))
	rec := func(skip *ir.Value) *ir.Value {
		return s.recurrence(2, 2, s.upTo(skip, last), s.c(1), x2, false, func(k, p, q *ir.Value) *ir.Value {
			return s.sub(s.mul(x2, q), s.mul(k, p))
		})
	}
	return s.pick(rec,
		s.lt(n, s.c(0)), s.c(0),
		s.eq(n, s.c(0)), s.c(1),
		s.eq(n, s.c(1)), x2,
		s.gt(n, s.c(limit)), s.c(math.NaN()))
}

// hermiteHe: He_{k+1} = x He_k - k He_{k-1}.
func (s specialFns) hermiteHe(x, n *ir.Value, limit float64) *ir.Value {
	rec := func(skip *ir.Value) *ir.Value {
		return s.recurrence(1, 1, s.upTo(skip, s.sub(n, s.c(1))), s.c(1), x, false, func(k, p, q *ir.Value) *ir.Value {
			return s.sub(s.mul(x, q), s.mul(k, p))
		})
	}
	return s.pick(rec,
		s.lt(n, s.c(0)), s.c(0),
		s.eq(n, s.c(0)), s.c(1),
		s.eq(n, s.c(1)), x,
		s.gt(n, s.c(limit)), s.c(math.NaN()))
}

// laguerreL: (k+1) L_{k+1} = (2k + 1 - x) L_k - k L_{k-1}; 1 at x = 0.
func (s specialFns) laguerreL(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	q1 := s.sub(one, x)
	rec := func(skip *ir.Value) *ir.Value {
		return s.recurrence(1, 1, s.upTo(skip, s.sub(n, one)), one, q1, true, func(k, p, q *ir.Value) *ir.Value {
			return s.div(s.sub(s.mul(s.add(s.add(k, k), q1), q), s.mul(k, p)), s.add(k, one))
		})
	}
	return s.pick(rec,
		s.lt(n, s.c(0)), s.c(0),
		s.eq(s.abs(x), s.c(0)), one,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), q1)
}

// legendreP: (k+1) P_{k+1} = (2k+1) x P_k - k P_{k-1}; +-1 at x = +-1.
func (s specialFns) legendreP(x, n *ir.Value, _ float64) *ir.Value {
	one := s.c(1)
	rec := func(skip *ir.Value) *ir.Value {
		return s.recurrence(1, 1, s.upTo(skip, s.sub(n, one)), one, x, true, func(k, p, q *ir.Value) *ir.Value {
			return s.div(s.sub(s.mul(s.mul(s.add(s.add(k, k), one), x), q), s.mul(k, p)), s.add(k, one))
		})
	}
	unit := s.sel(s.or(s.gt(x, s.c(0)), s.even(n)), one, s.c(-1))
	return s.pick(rec,
		s.lt(n, s.c(0)), s.c(0),
		s.eq(s.abs(x), one), unit,
		s.eq(n, s.c(0)), one,
		s.eq(n, one), x)
}
