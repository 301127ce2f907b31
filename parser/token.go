// Package parser reads the MLIR textual format into Strata IR: a
// hand-written lexer with a token table and a recursive-descent parser
// with one function per grammar rule, reporting errors at the exact
// character as mlir-opt does.
package parser

// tokKind is the kind of a token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tBareIdent    // foo, i32, affine_map, func.func
	tAtIdent      // @foo, @"foo bar"
	tPercentIdent // %foo, %0
	tCaretIdent   // ^bb0
	tHashIdent    // #map, #dialect.attr, #1 (result number)
	tExclaimIdent // !alias, !dialect.type
	tInteger      // 42, 0x2A
	tFloat        // 1.5, 2.0e-3
	tString       // "..."
	tArrow        // ->
	tColon        // :
	tColonColon   // :: (only before @, in nested symbol references)
	tComma        // ,
	tEqual        // =
	tLParen       // (
	tRParen       // )
	tLBrace       // {
	tRBrace       // }
	tLSquare      // [
	tRSquare      // ]
	tLess         // <
	tGreater      // >
	tQuestion     // ?
	tStar         // *
	tPlus         // +
	tMinus        // -
	tEllipsis     // ...
	tVerticalBar  // | (flag lists such as llvm.getelementptr's inbounds|nuw)
	tFileMetaBegin
	tFileMetaEnd
	numTokKinds
)

// tokSpelling is the token table: how each kind is written in messages.
var tokSpelling = [numTokKinds]string{
	tEOF:           "end of file",
	tError:         "error",
	tBareIdent:     "identifier",
	tAtIdent:       "symbol",
	tPercentIdent:  "SSA value",
	tCaretIdent:    "block name",
	tHashIdent:     "attribute alias",
	tExclaimIdent:  "type alias",
	tInteger:       "integer",
	tFloat:         "float",
	tString:        "string",
	tArrow:         "->",
	tColon:         ":",
	tColonColon:    "::",
	tComma:         ",",
	tEqual:         "=",
	tLParen:        "(",
	tRParen:        ")",
	tLBrace:        "{",
	tRBrace:        "}",
	tLSquare:       "[",
	tRSquare:       "]",
	tLess:          "<",
	tGreater:       ">",
	tQuestion:      "?",
	tStar:          "*",
	tPlus:          "+",
	tMinus:         "-",
	tEllipsis:      "...",
	tVerticalBar:   "|",
	tFileMetaBegin: "{-#",
	tFileMetaEnd:   "#-}",
}

// punctKinds maps punctuation spellings to kinds, for AsmParser.ParsePunct.
var punctKinds = map[string]tokKind{}

func init() {
	for k := tArrow; k < numTokKinds; k++ {
		punctKinds[tokSpelling[k]] = k
	}
}

// token is one lexed token; its text is src[start:end].
type token struct {
	kind       tokKind
	start, end int
	// line and col are 1-based; col counts bytes like MLIR.
	line, col int
}
