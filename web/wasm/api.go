package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/diagram"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// The API is a set of methods called by name with a game's handle and one
// argument in JSON; each answers a value that marshals to JSON, or an
// error whose text becomes the thrown JavaScript Error's message. The
// JavaScript side (glue in main_js.go) turns this into the global checkers
// object and its game objects.

// errNoGame: a handle that names no game (one freed, or never made).
var errNoGame = errors.New("checkers: no such game")

// variantInfo describes a variant for the variants() call.
type variantInfo struct {
	Name        string   `json:"name"`
	Aliases     []string `json:"aliases"`
	Rows        int      `json:"rows"`
	Cols        int      `json:"cols"`
	Layout      string   `json:"layout"`
	Notation    string   `json:"notation"`
	FirstToMove string   `json:"firstToMove"`
	GameType    int      `json:"gameType"`
	Squares     int      `json:"squares"`
	Start       string   `json:"start"`
}

// moveInfo describes a legal move: its text in the variant's notation
// (the shortest that tells it apart), its route as algebraic square names
// (the starting square, then every landing square), and the squares of
// the pieces it takes.
type moveInfo struct {
	Text     string   `json:"text"`
	Path     []string `json:"path"`
	From     string   `json:"from"`
	To       string   `json:"to"`
	Captures []string `json:"captures"`
	Promotes bool     `json:"promotes"`
	Lift     bool     `json:"lift"`
}

// resultInfo describes a game's result; Rule is the name of the draw rule
// that ended it, by the rules or by a claim ("forty-move rule"), if one
// did.
type resultInfo struct {
	Status string `json:"status"`
	Reason string `json:"reason"`
	Over   bool   `json:"over"`
	Text   string `json:"text"`
	Winner string `json:"winner,omitempty"`
	Rule   string `json:"rule,omitempty"`
}

// squareInfo is one playable square: its algebraic name, its row and
// column (0, 0 is a1), its number in the variant's numbering and its name
// in the variant's own notation.
type squareInfo struct {
	Name   string `json:"name"`
	Row    int    `json:"row"`
	Col    int    `json:"col"`
	Number int    `json:"number"`
	Label  string `json:"label"`
}

// geometryInfo is the board for drawing it. Lines, for Alquerque's board
// of points only, are the pairs of points a line of the board joins.
type geometryInfo struct {
	Variant  string       `json:"variant"`
	Rows     int          `json:"rows"`
	Cols     int          `json:"cols"`
	Layout   string       `json:"layout"`
	Notation string       `json:"notation"`
	Squares  []squareInfo `json:"squares"`
	Lines    [][2]string  `json:"lines,omitempty"`
}

// pieceInfo is a piece on the board.
type pieceInfo struct {
	Square string `json:"square"`
	Color  string `json:"color"`
	Kind   string `json:"kind"`
}

// svgOptions are the options of svg(): the board turned round, square
// numbers, the last move drawn (unless lastMove is false), highlighted
// squares, the coordinates left out, and the width in pixels.
type svgOptions struct {
	Flip          bool     `json:"flip"`
	Numbers       bool     `json:"numbers"`
	LastMove      *bool    `json:"lastMove"`
	Highlight     []string `json:"highlight"`
	NoCoordinates bool     `json:"noCoordinates"`
	Size          int      `json:"size"`
}

// newGameArgs and loadArgs are the arguments of newGame and loadPDN.
type newGameArgs struct {
	Variant string `json:"variant"`
	FEN     string `json:"fen"`
}

type loadArgs struct {
	PDN     string `json:"pdn"`
	Variant string `json:"variant"`
}

// api holds the games made through it, by handle.
type api struct {
	games map[int]*checkers.Game
	next  int
	// player is the built-in player of Game.bestMove, made on first use
	// (its transposition table is its memory).
	player *player.Builtin
}

func newAPI() *api { return &api{games: map[int]*checkers.Game{}} }

// call runs one method: the top-level ones (variants, newGame, loadPDN,
// load, free) and those of the game whose handle is id.
func (a *api) call(method string, id int, arg []byte) (any, error) {
	switch method {
	case "variants":
		return variants(), nil
	case "newGame":
		var args newGameArgs
		if err := decode(arg, &args); err != nil {
			return nil, err
		}
		return a.newGame(args)
	case "loadPDN":
		var args loadArgs
		if err := decode(arg, &args); err != nil {
			return nil, err
		}
		return a.loadPDN(args)
	case "load":
		var args loadTextArgs
		if err := decode(arg, &args); err != nil {
			return nil, err
		}
		return a.load(args)
	case "free":
		delete(a.games, id)
		return nil, nil
	}
	g, ok := a.games[id]
	if !ok {
		return nil, errNoGame
	}
	switch method {
	case "variant":
		return g.Variant().Name(), nil
	case "moves":
		return moves(g), nil
	case "play":
		return play(g, arg)
	case "undo":
		_, err := g.Undo()
		return nil, err
	case "clone":
		return a.add(g.Clone()), nil
	case "fen":
		return notation.FormatFEN(g.Variant(), g.Position()), nil
	case "startFen":
		return notation.FormatFEN(g.Variant(), g.Start()), nil
	case "pdn":
		var b bytes.Buffer
		if err := g.WritePDN(&b); err != nil {
			return nil, err
		}
		return b.String(), nil
	case "svg":
		var o svgOptions
		if err := decode(arg, &o); err != nil {
			return nil, err
		}
		return svg(g, o)
	case "result":
		return result(g), nil
	case "claims":
		return claims(g), nil
	case "claimDraw":
		var args claimArgs
		if err := decode(arg, &args); err != nil {
			return nil, err
		}
		return claimDraw(g, args)
	case "offerDraw":
		_, err := byPlayer(g, arg, (*checkers.Game).OfferDraw)
		return nil, err
	case "drawOffer":
		return drawOffer(g), nil
	case "acceptDraw":
		return byPlayer(g, arg, (*checkers.Game).AcceptDraw)
	case "resign":
		return byPlayer(g, arg, (*checkers.Game).Resign)
	case "history":
		return g.HistoryTexts(), nil
	case "lastMove":
		h := g.History()
		if len(h) == 0 {
			return nil, nil
		}
		pos := g.Positions()
		return describe(g.Variant(), pos[len(h)-1], h[len(h)-1]), nil
	case "turn":
		return g.Position().Turn.String(), nil
	case "squares":
		return geometry(g.Variant()), nil
	case "pieces":
		return pieces(g.Variant(), g.Position()), nil
	case "bestMove":
		var args bestMoveArgs
		if err := decode(arg, &args); err != nil {
			return nil, err
		}
		return a.bestMove(g, args)
	}
	return nil, fmt.Errorf("checkers: unknown method %q", method)
}

// decode reads a JSON argument; an empty one, null or undefined, leaves v
// as it is.
func decode(arg []byte, v any) error {
	arg = bytes.TrimSpace(arg)
	if len(arg) == 0 || string(arg) == "null" {
		return nil
	}
	if err := json.Unmarshal(arg, v); err != nil {
		return fmt.Errorf("checkers: bad argument: %w", err)
	}
	return nil
}

func variants() []variantInfo {
	var out []variantInfo
	for _, v := range variant.All() {
		g := v.Board()
		out = append(out, variantInfo{
			Name:        v.Name(),
			Aliases:     append([]string{}, v.Rules().Aliases...),
			Rows:        g.Rows(),
			Cols:        g.Cols(),
			Layout:      g.Layout().String(),
			Notation:    v.Notation().String(),
			FirstToMove: v.FirstToMove().String(),
			GameType:    v.GameType(),
			Squares:     g.Len(),
			Start:       notation.FormatFEN(v, v.Start()),
		})
	}
	return out
}

func (a *api) add(g *checkers.Game) int {
	a.next++
	a.games[a.next] = g
	return a.next
}

func (a *api) newGame(args newGameArgs) (int, error) {
	v, err := variant.ByName(args.Variant)
	if err != nil {
		return 0, err
	}
	if strings.TrimSpace(args.FEN) == "" {
		return a.add(checkers.New(v)), nil
	}
	g, err := checkers.NewFromFEN(v, strings.TrimSpace(args.FEN))
	if err != nil {
		return 0, err
	}
	return a.add(g), nil
}

// loadPDN reads the first game of a PDN text; args.Variant, if set, is the
// variant of a game whose tags name none (else the reader infers it from
// the game's moves and FEN tag).
func (a *api) loadPDN(args loadArgs) (int, error) {
	r := pdn.NewReader(strings.NewReader(args.PDN))
	if args.Variant != "" {
		v, err := variant.ByName(args.Variant)
		if err != nil {
			return 0, err
		}
		r.Variant = v
	}
	pg, err := r.Read()
	if err == io.EOF {
		return 0, fmt.Errorf("not a PDN game: %w", noGame(args.PDN))
	}
	if err != nil {
		return 0, err
	}
	g, err := checkers.FromPDN(pg)
	if err != nil {
		return 0, err
	}
	return a.add(g), nil
}

// route returns the squares m, a move of p, goes through: its starting
// square, then each landing square (its final square for a quiet move; the
// starting square alone for a lift).
func route(v *variant.Variant, p board.Position, m *board.Move) []board.Square {
	r := []board.Square{m.From}
	switch path := movegen.Path(v, p, *m); {
	case m.Lift:
	case len(path) > 0:
		r = append(r, path...)
	default:
		r = append(r, m.To)
	}
	return r
}

func names(g *board.Geometry, squares []board.Square) []string {
	out := make([]string, len(squares))
	for i, s := range squares {
		out[i] = g.Name(s)
	}
	return out
}

// describe describes m, a legal move of p.
func describe(v *variant.Variant, p board.Position, m board.Move) moveInfo {
	g := v.Board()
	captured := []string{}
	for _, s := range takenInOrder(v, p, &m) {
		captured = append(captured, g.Name(s))
	}
	return moveInfo{
		Text:     notation.FormatMove(v, p, m),
		Path:     names(g, route(v, p, &m)),
		From:     g.Name(m.From),
		To:       g.Name(m.To),
		Captures: captured,
		Promotes: m.Promotes,
		Lift:     m.Lift,
	}
}

// takenInOrder returns the squares of the pieces m takes in the order it
// jumps them: along each jump of its route, the captured squares between
// its start and its landing square; any others (a capture without a path)
// follow in the board's order.
func takenInOrder(v *variant.Variant, p board.Position, m *board.Move) []board.Square {
	g := v.Board()
	var out []board.Square
	left := m.Captured
	r := route(v, p, m)
	for i := 1; i < len(r) && !left.IsEmpty(); i++ {
		for d := board.Dir(0); d < board.NumDirs; d++ {
			var between []board.Square
			s, ok := g.Neighbor(r[i-1], d)
			for ok && s != r[i] {
				between = append(between, s)
				s, ok = g.Neighbor(s, d)
			}
			if !ok {
				continue
			}
			for _, b := range between {
				if left.Has(b) {
					out = append(out, b)
					left = left.Without(b)
				}
			}
			break
		}
	}
	for s := range left.Squares() {
		out = append(out, s)
	}
	return out
}

func moves(g *checkers.Game) []moveInfo {
	out := []moveInfo{}
	p := g.Position()
	for _, m := range g.LegalMoves() {
		out = append(out, describe(g.Variant(), p, m))
	}
	return out
}

// play plays the move its argument names, a move text (a JSON string) or
// a route (an array of square names or numbers), and returns the move
// played.
func play(g *checkers.Game, arg []byte) (moveInfo, error) {
	var text string
	var squares []string
	if err := json.Unmarshal(arg, &text); err != nil {
		if err := json.Unmarshal(arg, &squares); err != nil {
			return moveInfo{}, errors.New("checkers: play takes a move text or an array of squares")
		}
	}
	v, before := g.Variant(), g.Position()
	if g.Result().Over() {
		return moveInfo{}, checkers.ErrGameOver
	}
	if squares == nil {
		if err := g.PlayText(text); err != nil {
			return moveInfo{}, err
		}
	} else {
		m, err := byRoute(v, before, g.LegalMoves(), squares)
		if err != nil {
			return moveInfo{}, err
		}
		if err := g.Play(m); err != nil {
			return moveInfo{}, err
		}
	}
	h := g.History()
	return describe(v, before, h[len(h)-1]), nil
}

// byRoute finds the legal move a route names: the one whose whole route it
// is, else the only one whose route begins with it, else, for two squares,
// the only one that goes from the first to the second. No match is an
// illegal move, several an ambiguous one (as notation.ParseMove reports
// them, and with its reason why the move is illegal).
func byRoute(v *variant.Variant, p board.Position, legal []board.Move, given []string) (board.Move, error) {
	sep := "-"
	for i := range legal {
		if legal[i].IsCapture() {
			sep = string(v.CaptureMark())
			break
		}
	}
	text := strings.Join(given, sep)
	if len(given) == 0 {
		return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: notation.ErrSyntax}
	}
	want := make([]board.Square, len(given))
	for i, s := range given {
		sq, err := notation.ParseSquare(v, strings.TrimSpace(s))
		if err != nil {
			return board.Move{}, err
		}
		want[i] = sq
	}
	var whole, prefix, ends []board.Move
	for _, m := range legal {
		r := route(v, p, &m)
		if len(r) >= len(want) && equal(r[:len(want)], want) {
			prefix = append(prefix, m)
			if len(r) == len(want) {
				whole = append(whole, m)
			}
		}
		if len(want) == 2 && m.From == want[0] && m.To == want[1] && !m.Lift {
			ends = append(ends, m)
		}
	}
	for _, found := range [][]board.Move{whole, prefix, ends} {
		if len(found) == 1 {
			return found[0], nil
		}
	}
	for _, found := range [][]board.Move{whole, prefix, ends} {
		if len(found) > 1 {
			return board.Move{}, &ambiguous{MoveError: &notation.MoveError{Text: text, Position: p, Candidates: found, Err: notation.ErrAmbiguous}, v: v}
		}
	}
	if _, err := notation.ParseMove(v, p, text); errors.Is(err, notation.ErrIllegal) {
		return board.Move{}, err // the library's error, which says why
	}
	return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: notation.ErrIllegal}
}

// ambiguous is the error of a route several legal moves begin with; its
// text names them in full, as notation.ParseMove's errors do.
type ambiguous struct {
	*notation.MoveError
	v *variant.Variant
}

func (e *ambiguous) Error() string {
	texts := make([]string, len(e.Candidates))
	for i, m := range e.Candidates {
		texts[i] = notation.FormatMovePath(e.v, e.Position, m)
	}
	last := len(texts) - 1
	list := texts[last]
	if last > 0 {
		list = strings.Join(texts[:last], ", ") + " or " + list
	}
	return "move " + strconv.Quote(e.Text) + ": " + e.Err.Error() + ": " + list
}

// Unwrap returns the notation package's error.
func (e *ambiguous) Unwrap() error { return e.MoveError }

func equal(a, b []board.Square) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

func svg(g *checkers.Game, o svgOptions) (string, error) {
	v := g.Variant()
	d := diagram.Options{Flip: o.Flip, Numbers: o.Numbers, NoCoordinates: o.NoCoordinates, Size: o.Size}
	if h := g.History(); len(h) > 0 && (o.LastMove == nil || *o.LastMove) {
		d.LastMove = &h[len(h)-1]
		ps := g.Positions()
		d.LastPath = movegen.Path(v, ps[len(ps)-2], *d.LastMove)
	}
	for _, s := range o.Highlight {
		sq, err := notation.ParseSquare(v, strings.TrimSpace(s))
		if err != nil {
			return "", err
		}
		d.Highlight = d.Highlight.With(sq)
	}
	return string(diagram.SVG(v, g.Position(), d)), nil
}

// result describes g's result.
func result(g *checkers.Game) resultInfo {
	r := g.Result()
	out := resultInfo{Status: r.Status.String(), Reason: r.Reason.String(), Over: r.Over(), Text: r.String()}
	if c, ok := r.Winner(); ok {
		out.Winner = c.String()
	}
	out.Rule, _ = g.DrawnBy()
	return out
}

func geometry(v *variant.Variant) geometryInfo {
	g := v.Board()
	out := geometryInfo{
		Variant:  v.Name(),
		Rows:     g.Rows(),
		Cols:     g.Cols(),
		Layout:   g.Layout().String(),
		Notation: v.Notation().String(),
	}
	for _, s := range g.Squares() {
		r, c := g.Coord(s)
		out.Squares = append(out.Squares, squareInfo{
			Name: g.Name(s), Row: r, Col: c,
			Number: v.Numbering().Number(s),
			Label:  notation.FormatSquare(v, s),
		})
		if g.Layout() != board.Points {
			continue
		}
		for d := board.Dir(0); d < board.NumDirs; d++ {
			if n, ok := g.Neighbor(s, d); ok && s < n {
				out.Lines = append(out.Lines, [2]string{g.Name(s), g.Name(n)})
			}
		}
	}
	return out
}

func pieces(v *variant.Variant, p board.Position) []pieceInfo {
	g := v.Board()
	out := []pieceInfo{}
	for _, s := range g.Squares() {
		if pc, ok := p.At(s); ok {
			out = append(out, pieceInfo{Square: g.Name(s), Color: pc.Color.String(), Kind: pc.Kind.String()})
		}
	}
	return out
}
