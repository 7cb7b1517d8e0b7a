package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// endgames are the databases checkers serve -egdb answers the page from,
// by variant name.
type endgames map[string]*egdb.DB

// openEndgames opens the databases of every variant that has a folder in
// dir (egdb.Variants).
func openEndgames(dir string) (endgames, error) {
	e := endgames{}
	for _, v := range egdb.Variants(dir) {
		db, err := egdb.Open(dir, v)
		if err != nil {
			e.Close()
			return nil, err
		}
		e[v.Name()] = db
	}
	if len(e) == 0 {
		return nil, fmt.Errorf("-egdb %s: no endgame databases there (build them with checkers egdb build -o %s)", dir, dir)
	}
	return e, nil
}

// Close closes every database of e.
func (e endgames) Close() {
	for _, db := range e {
		db.Close()
	}
}

// endgameInfo is the answer to GET /egdb/info: the most pieces held, by
// variant name.
type endgameInfo struct {
	Variants map[string]int `json:"variants"`
}

// endgameAnswer is the answer to GET /egdb/probe?variant=NAME&fen=FEN.
type endgameAnswer struct {
	// Covered: the databases hold the position; nothing else is set
	// otherwise.
	Covered bool `json:"covered"`
	// Value as players say it ("win in 11"), for the side to move.
	Value   string `json:"value,omitempty"`
	Outcome string `json:"outcome,omitempty"`
	Plies   int    `json:"plies,omitempty"`
	// Best are the moves that keep the value; Line the best line from
	// the position, in the variant's notation.
	Best []string `json:"best,omitempty"`
	Line []string `json:"line,omitempty"`
}

// handler serves e's answers under /egdb/ as JSON: info, and probe, which
// answers 400 with {"error": ...} for an unknown variant or a bad FEN, and
// 500 for a slice file that is damaged or cannot be read.
func (e endgames) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /egdb/info", func(w http.ResponseWriter, r *http.Request) {
		info := endgameInfo{Variants: map[string]int{}}
		for name, db := range e {
			info.Variants[name] = db.Pieces()
		}
		writeJSON(w, http.StatusOK, info)
	})
	mux.HandleFunc("GET /egdb/probe", func(w http.ResponseWriter, r *http.Request) {
		answer, err := e.probe(r.URL.Query().Get("variant"), r.URL.Query().Get("fen"))
		if err != nil {
			code := http.StatusBadRequest
			if errors.Is(err, egdb.ErrCorrupt) || errors.Is(err, egdb.ErrIO) {
				code = http.StatusInternalServerError
			}
			writeJSON(w, code, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, answer)
	})
	return mux
}

// probe answers for the position fen of the variant called name.
func (e endgames) probe(name, fen string) (endgameAnswer, error) {
	v, err := variant.ByName(name)
	if err != nil {
		return endgameAnswer{}, err
	}
	db := e[v.Name()]
	if db == nil {
		return endgameAnswer{}, errors.New("no endgame databases of " + v.Name())
	}
	p, err := notation.ParseFEN(v, fen)
	if err != nil {
		return endgameAnswer{}, err
	}
	value, best, err := db.BestMoves(p)
	if errors.Is(err, egdb.ErrNotCovered) {
		return endgameAnswer{}, nil
	}
	if err != nil {
		return endgameAnswer{}, err // a damaged or unreadable file: no value
	}
	a := endgameAnswer{Covered: true, Value: value.String(), Outcome: value.Outcome.String(), Plies: value.Plies,
		Line: bestLine(db, p, value, best)}
	for _, m := range best {
		a.Best = append(a.Best, notation.FormatMove(v, p, m))
	}
	return a, nil
}

// bestLine returns the best line from p, whose value and best moves db
// gave, in the variant's notation: the first best move each time, to the
// end of a won or lost game, or ten plies of a draw.
func bestLine(db *egdb.DB, p board.Position, value egdb.Value, moves []board.Move) []string {
	v := db.Variant()
	var line []string
	for ply := 0; len(moves) > 0 && ply < max(value.Plies, 10); ply++ {
		line = append(line, notation.FormatMove(v, p, moves[0]))
		p = v.Apply(p, moves[0])
		_, moves, _ = db.BestMoves(p)
	}
	return line
}

// writeJSON writes v as the JSON answer with the status code.
func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}
