package ir

import (
	"math"
	"strconv"
	"strings"
)

// This file converts between float64 and the bit patterns of the builtin
// float formats, and formats float values exactly as MLIR's printer does.

func (s *floatSem) width() int {
	w := 1 + s.exp + s.mant
	if s.variant == 4 {
		w--
	}
	return w
}

// FloatBits encodes v in format k, rounding to nearest even.
func FloatBits(k FloatKind, v float64) uint64 {
	switch k {
	case F64, F80, F128:
		return math.Float64bits(v)
	case F32:
		return uint64(math.Float32bits(float32(v)))
	}
	s := &floatSems[k]
	signBit := uint64(0)
	if math.Signbit(v) {
		signBit = 1 << (s.width() - 1)
	}
	expMax := uint64(1)<<s.exp - 1
	nan := func() uint64 {
		switch s.variant {
		case 0:
			return expMax<<s.mant | 1<<(s.mant-1)
		case 1:
			return expMax<<s.mant | (1<<s.mant - 1)
		case 2:
			return 1 << (s.width() - 1)
		case 4:
			return 0xFF
		}
		return 0
	}
	if math.IsNaN(v) {
		return nan()
	}
	if s.variant == 4 { // E8M0: powers of two only
		if v <= 0 {
			return nan()
		}
		_, e := math.Frexp(v)
		e--
		if e < -127 {
			e = -127
		}
		if e > 127 {
			return 0xFF
		}
		return uint64(e + 127)
	}
	a := math.Abs(v)
	if a == 0 {
		if s.variant == 2 {
			return 0
		}
		return signBit
	}
	if math.IsInf(v, 0) {
		if s.variant == 0 {
			return signBit | expMax<<s.mant
		}
		return nan()
	}
	minExp := 1 - s.bias
	_, e2 := math.Frexp(a)
	e := e2 - 1
	if e < minExp {
		e = minExp
	}
	m := math.RoundToEven(math.Ldexp(a, s.mant-e))
	if e == minExp && m < math.Ldexp(1, s.mant) {
		// Subnormal (biased exponent 0).
		return signBit | uint64(m)
	}
	if m >= math.Ldexp(1, s.mant+1) {
		m /= 2
		e++
	}
	be := uint64(e + s.bias)
	mant := uint64(m) & (1<<s.mant - 1)
	maxBE := expMax
	if s.variant == 0 {
		maxBE = expMax - 1
	}
	if be > maxBE || (s.variant == 1 && be == expMax && mant == 1<<s.mant-1) {
		if s.variant == 0 {
			return signBit | expMax<<s.mant
		}
		return nan()
	}
	return signBit | be<<s.mant | mant
}

// FloatFromBits decodes bits of format k.
func FloatFromBits(k FloatKind, bits uint64) float64 {
	switch k {
	case F64, F80, F128:
		return math.Float64frombits(bits)
	case F32:
		return float64(math.Float32frombits(uint32(bits)))
	}
	s := &floatSems[k]
	if s.variant == 4 {
		if bits == 0xFF {
			return math.NaN()
		}
		return math.Ldexp(1, int(bits)-127)
	}
	w := s.width()
	neg := bits>>(w-1)&1 == 1
	e := bits >> s.mant & (1<<s.exp - 1)
	m := bits & (1<<s.mant - 1)
	expMax := uint64(1)<<s.exp - 1
	switch s.variant {
	case 0:
		if e == expMax {
			if m == 0 {
				if neg {
					return math.Inf(-1)
				}
				return math.Inf(1)
			}
			return math.NaN()
		}
	case 1:
		if e == expMax && m == 1<<s.mant-1 {
			return math.NaN()
		}
	case 2:
		if neg && e == 0 && m == 0 {
			return math.NaN()
		}
	}
	var v float64
	if e == 0 {
		v = math.Ldexp(float64(m), 1-s.bias-s.mant)
	} else {
		v = math.Ldexp(float64(m|1<<s.mant), int(e)-s.bias-s.mant)
	}
	if neg {
		v = -v
	}
	return v
}

// FloatWidth returns the number of storage bits of format k.
func FloatWidth(k FloatKind) int {
	switch k {
	case F80:
		return 80
	case F128:
		return 128
	case TF32:
		return 32
	}
	return floatSems[k].width()
}

// parseFloatIn parses a decimal literal and rounds it into format k.
func parseFloatIn(k FloatKind, s string) (uint64, bool) {
	if k == F32 {
		f, err := strconv.ParseFloat(s, 32)
		if err != nil && !isRangeErr(err) {
			return 0, false
		}
		return uint64(math.Float32bits(float32(f))), true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !isRangeErr(err) {
		return 0, false
	}
	return FloatBits(k, f), true
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// FormatFloat renders a float of format k as MLIR prints it: six-digit
// scientific form when that round-trips, otherwise the shortest form that
// carries enough digits, otherwise (inf, nan, integral values) hex bits.
// hex reports whether the hexadecimal form was used.
func FormatFloat(k FloatKind, bits uint64) (s string, hex bool) {
	v := FloatFromBits(k, bits)
	if !math.IsInf(v, 0) && !math.IsNaN(v) {
		// Six significant digits, padded with a zero as APFloat does.
		s = strconv.FormatFloat(v, 'e', 5, 64)
		if i := strings.IndexByte(s, 'e'); i >= 0 {
			s = s[:i] + "0" + s[i:]
		}
		if b, ok := parseFloatIn(k, s); ok && b == bits {
			return s, false
		}
		s = defaultFloatString(k, v)
		if strings.IndexByte(s, '.') >= 0 {
			return s, false
		}
	}
	return "0x" + strings.ToUpper(strconv.FormatUint(bits, 16)), true
}

// defaultFloatString mirrors APFloat::toString with its default arguments:
// 2 + precision*59/196 significant digits, trailing zeros dropped, and
// scientific notation once more than three padding zeros would be needed.
func defaultFloatString(k FloatKind, v float64) string {
	prec := floatSems[k].mant + 1
	if k == F80 {
		prec = 64
	}
	formatPrecision := 2 + prec*59/196
	e := strconv.FormatFloat(math.Abs(v), 'e', formatPrecision-1, 64)
	mant, expStr, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	exp10, _ := strconv.Atoi(expStr)
	// value = digits * 10^(exp10 - (len(digits)-1))
	exp := exp10 - (len(digits) - 1)
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	nd := len(digits)
	const maxPadding = 3
	var sci bool
	if exp >= 0 {
		sci = exp > maxPadding || nd+exp > formatPrecision
	} else {
		msd := exp + nd - 1
		sci = msd < 0 && -msd > maxPadding
	}
	var b strings.Builder
	if math.Signbit(v) {
		b.WriteByte('-')
	}
	switch {
	case sci:
		exp += nd - 1
		b.WriteByte(digits[0])
		b.WriteByte('.')
		if nd == 1 {
			b.WriteByte('0')
		} else {
			b.WriteString(digits[1:])
		}
		b.WriteByte('E')
		if exp >= 0 {
			b.WriteByte('+')
		} else {
			b.WriteByte('-')
			exp = -exp
		}
		b.WriteString(strconv.Itoa(exp))
	case exp >= 0:
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", exp))
	default:
		whole := exp + nd
		if whole > 0 {
			b.WriteString(digits[:whole])
			b.WriteByte('.')
			b.WriteString(digits[whole:])
		} else {
			b.WriteString("0.")
			b.WriteString(strings.Repeat("0", -whole))
			b.WriteString(digits)
		}
	}
	return b.String()
}
