package variant

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/draughtsgo/checkers/board"
)

// DrawRule is one rule that ends a game drawn without the players'
// agreement, as data: what it watches (Kind, Run, Material), how far it
// counts (Threshold, Unit), what can stop it (Exception, LoneKingOn) and
// whether it ends the game by itself or opens a claim (Claim, Claimant).
// The game layer (package checkers) reads these records, one mechanism for
// every variant; the rules document, RULES.md section "Draws", gives each
// variant's rules in words with their sources.
//
// The words used: a ply is one player's whole move; "N moves each" is 2N
// plies. A man's move is a ply whose moving piece is a man (or a
// parachutist). A lone king is a side whose only piece is one king; in an
// ending against a lone king, that side is L and the other side S (the
// strong side), both fixed at P0, the first position of the current
// unbroken run of positions that meet the rule's Material.
type DrawRule struct {
	// Name names the rule in claims and in the rules document
	// ("repetition", "forty-move rule"); unique within a variant. New
	// fills in the kind's name when it is empty.
	Name string
	// Kind says what the rule watches.
	Kind DrawKind
	// Threshold is how far the rule counts: occurrences of one position
	// (Repetition, at least 2), plies of the run (QuietRun), or moves in
	// Unit since P0 (EndingCount), at least 1. MaterialDraw and KingVsKing
	// draw at once and take 0.
	Threshold int
	// Run is the condition every ply of a QuietRun must meet.
	Run Run
	// Material is the condition on the pieces: of the current position for
	// QuietRun (the zero Material: any), MaterialDraw and KingVsKing, and
	// of every position since P0 for EndingCount.
	Material Material
	// Unit is whose moves an EndingCount counts.
	Unit Unit
	// Exception is a test that keeps an EndingCount's draw from falling
	// although the count is reached.
	Exception Exception
	// LoneKingOn, when not empty, is a further condition of an
	// EndingCount: the draw falls only while L's king stands on one of
	// these squares and no other piece does (Russian 7.2.7: the long
	// diagonal a1-h8).
	LoneKingOn board.Bitboard
	// Claim says whether the rule ends the game itself or lets a player
	// claim the draw.
	Claim Claim
	// Claimant says who may claim, for a claimable rule.
	Claimant Claimant
}

// DrawKind says what a [DrawRule] watches.
type DrawKind uint8

const (
	// Repetition: one position (the same pieces of the same kinds on the
	// same squares, the same side to move, in Frisian the same runs of king
	// moves) stands for the Threshold-th time in the game.
	Repetition DrawKind = iota
	// QuietRun: the last Threshold plies in a row all met Run, and the
	// current position meets Material.
	QuietRun
	// EndingCount: the position has met Material (an ending against a
	// lone king) since P0, and Threshold moves in Unit have been made
	// since; a rule counted in one side's moves falls right after that
	// side's move.
	EndingCount
	// MaterialDraw: the current position meets Material (Turkish: one
	// piece each).
	MaterialDraw
	// KingVsKing: each side has one king and nothing else, and neither
	// king can capture or must be captured: the side to move X has no
	// capture, the other side Y would have none if it were to move, not
	// every move of X lets Y capture, and X has no move after which Y has
	// no capture and every move of Y lets X capture (Frisian Art. 21.1).
	KingVsKing
)

// Run is the condition of the plies of a [QuietRun].
type Run uint8

const (
	// NoProgress: no capture and no man's move (English's forty-move rule).
	NoProgress Run = iota
	// KingsOnly: a king moved, and did not capture (FMJD 6.2).
	KingsOnly
	// Balance: no capture and no crowning; men may move (Russian 7.2.6).
	Balance
)

// Unit says whose moves an [EndingCount] counts from P0.
type Unit uint8

const (
	// Plies: both sides' moves.
	Plies Unit = iota
	// StrongMoves: the strong side's moves only. Where the ending arose
	// with a lone king on each side there is no strong side, and the rule
	// counts twice Threshold plies instead.
	StrongMoves
	// LoneMoves: the lone king's side's moves only.
	LoneMoves
)

// Exception is a test that keeps an [EndingCount]'s draw from falling.
type Exception uint8

const (
	// NoException: the draw falls when the count is reached.
	NoException Exception = iota
	// CaughtKing: no draw while L, to move, is caught: it has no capture
	// and every legal move of it lets S capture its king next (Russian and
	// Brazilian 7.2.7 and 7.2.8). Where there is no strong side, the side
	// to move is tested.
	CaughtKing
)

// Claim says how a [DrawRule] ends the game.
type Claim uint8

const (
	// Automatic: the game is drawn as soon as the rule is met.
	Automatic Claim = iota
	// OnClaim: while the rule is met, the Claimant may claim the draw; the
	// right lapses when the rule is no longer met (a repetition at the
	// next ply, a quiet run at the ply that breaks it).
	OnClaim
	// BeforeMove: the side to move may claim when it has a legal move
	// after which the rule would be met, naming that move, which is played
	// and the game drawn (WCDF 1.32.1). Repetition only.
	BeforeMove
)

// Claimant says who may claim a claimable [DrawRule].
type Claimant uint8

const (
	// SideToMove: only the player to move may claim.
	SideToMove Claimant = iota
	// EitherPlayer: either player may claim.
	EitherPlayer
)

// Material is a condition on the pieces on the board. With LoneKing, one
// side has a lone king and the piece counts describe the other side, the
// strong side (two lone kings meet it with either as the strong side);
// without, they describe each side. The zero Material is met by every
// position.
type Material struct {
	// LoneKing: one side has one king and nothing else.
	LoneKing bool
	// MinPieces and MaxPieces bound the pieces of the side described;
	// MaxPieces 0 means no upper bound.
	MinPieces, MaxPieces int
	// MinKings is the fewest kings the side described has.
	MinKings int
	// NoMen: the side described has kings only.
	NoMen bool
	// MinTotal and MaxTotal bound the pieces on the board, both sides
	// together; MaxTotal 0 means no upper bound.
	MinTotal, MaxTotal int
}

// check returns why d is not a rule New accepts, or nil.
func (d DrawRule) check() error {
	var err error
	switch {
	case d.Kind > KingVsKing || d.Run > Balance || d.Unit > LoneMoves || d.Exception > CaughtKing ||
		d.Claim > BeforeMove || d.Claimant > EitherPlayer:
		err = fmt.Errorf("a value out of range")
	case d.Kind == Repetition && d.Threshold < 2:
		err = fmt.Errorf("a repetition threshold of %d: a position stands once before any move, so at least 2", d.Threshold)
	case (d.Kind == QuietRun || d.Kind == EndingCount) && d.Threshold < 1:
		err = fmt.Errorf("a threshold of %d, not at least 1", d.Threshold)
	case (d.Kind == MaterialDraw || d.Kind == KingVsKing) && d.Threshold != 0:
		err = fmt.Errorf("a threshold of %d for a rule that draws at once", d.Threshold)
	case d.Claim == BeforeMove && d.Kind != Repetition:
		err = fmt.Errorf("a claim before the move, which only a repetition has")
	case d.Kind != EndingCount && (d.Unit != Plies || d.Exception != NoException || !d.LoneKingOn.IsEmpty()):
		err = fmt.Errorf("a unit, exception or lone king's squares, which only an ending count has")
	case d.Kind == EndingCount && !d.Material.LoneKing:
		err = fmt.Errorf("an ending count without a lone king")
	case d.Material.check() != nil:
		err = d.Material.check()
	}
	if err != nil {
		return fmt.Errorf("draw rule %q has %w", d.Name, err)
	}
	return nil
}

// check returns why m is not a condition New accepts, or nil.
func (m Material) check() error {
	if m.MinPieces < 0 || m.MaxPieces < 0 || m.MinKings < 0 || m.MinTotal < 0 || m.MaxTotal < 0 ||
		(m.MaxPieces > 0 && m.MaxPieces < max(m.MinPieces, m.MinKings)) || (m.MaxTotal > 0 && m.MaxTotal < m.MinTotal) {
		return fmt.Errorf("piece counts that are negative or that no position meets (%+v)", m)
	}
	return nil
}

// MaxDrawRuleName is the longest [DrawRule.Name] New accepts, in bytes.
const MaxDrawRuleName = 60

// checkDraws checks a variant's draw rules and names the unnamed ones. A
// name is ASCII letters, digits, spaces and the marks - . , ' ( ) /, so
// that it reads back wherever it is written (a claim typed at a prompt, a
// JSON or rules file).
func checkDraws(rules []DrawRule) error {
	names := make(map[string]bool, len(rules))
	for i := range rules {
		d := &rules[i]
		if d.Name == "" {
			d.Name = d.Kind.String()
		}
		if len(d.Name) > MaxDrawRuleName || strings.TrimFunc(d.Name, ruleNameRune) != "" || strings.TrimSpace(d.Name) != d.Name {
			return fmt.Errorf("draw rule %q: a name is up to %d letters, digits, inner spaces and - . , ' ( ) /", d.Name, MaxDrawRuleName)
		}
		if err := d.check(); err != nil {
			return err
		}
		if names[d.Name] {
			return fmt.Errorf("two draw rules are called %q", d.Name)
		}
		names[d.Name] = true
	}
	return nil
}

// ruleNameRune reports whether r may stand in a draw rule's name.
func ruleNameRune(r rune) bool {
	return r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(" -.,'()/", r))
}
