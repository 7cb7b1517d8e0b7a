package variant

import "github.com/draughtsgo/checkers/board"

// The draw rules of the variants, each a list of records ([DrawRule]) in
// the order a game checks them: repetition, quiet runs, endings. RULES.md,
// section "Draws", gives them in words with their sources; the sources are
// cited here by the article the rule comes from.

// repetition is the rule of a position standing for the n-th time, drawn
// at once: the rule of every variant whose sources give no other.
func repetition(n int) DrawRule { return DrawRule{Name: "repetition", Kind: Repetition, Threshold: n} }

// claimedRepetition is a repetition the claimant may claim while the
// position stands for the third time or more.
func claimedRepetition(by Claimant) DrawRule {
	d := repetition(3)
	d.Claim, d.Claimant = OnClaim, by
	return d
}

// againstLoneKing is the material of an ending in which one side has a
// lone king and the other min to max pieces (max 0: no bound), at least
// kings of them kings, men among them unless noMen.
func againstLoneKing(min, max, kings int, noMen bool) Material {
	return Material{LoneKing: true, MinPieces: min, MaxPieces: max, MinKings: kings, NoMen: noMen}
}

// fmjdDraws are FMJD's articles 6.1-6.4 (International, Canadian): the third
// occurrence of a position; 25 moves each of kings only without a capture;
// three pieces, one a king at least, against a lone king, 16 moves each;
// one or two pieces, one a king, against a lone king (king against king
// included), 5 moves each. The endings count from the capture or crowning
// that brought them about; a crowning inside them does not restart them.
func fmjdDraws() []DrawRule {
	return []DrawRule{
		repetition(3), // 6.1
		{Name: "25-move rule", Kind: QuietRun, Run: KingsOnly, Threshold: 50},                                      // 6.2
		{Name: "three pieces v king", Kind: EndingCount, Threshold: 32, Material: againstLoneKing(3, 3, 1, false)}, // 6.3
		{Name: "two pieces v king", Kind: EndingCount, Threshold: 10, Material: againstLoneKing(1, 2, 1, false)},   // 6.4
	}
}

// longDiagonal is a1-h8 of the 8x8 board, the long diagonal of the
// draughts-64 rules.
var longDiagonal = squares(board.Board8x8, "a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8")

// draughts64Draws are the draughts-64 rules 7.2.3-7.2.8 (Russian, and
// Brazilian by default): the third occurrence (7.2.3); three kings or more
// against a lone king, the strong side's 15th move (7.2.4); 15 moves each
// of kings only (7.2.5); 30 or 60 moves each without a capture or a crowning
// with kings on both sides, 4-5 or 6-7 pieces on the board (7.2.6); three
// pieces against a lone king alone on the long diagonal, from the strong
// side's 5th move (7.2.7); one or two pieces against a lone king, the
// strong side's 5th move (7.2.8); neither of the last two while the lone
// king is caught.
func draughts64Draws() []DrawRule {
	return []DrawRule{
		repetition(3), // 7.2.3
		{Name: "kings only", Kind: QuietRun, Run: KingsOnly, Threshold: 30},                                                                    // 7.2.5
		{Name: "balance, 4-5 pieces", Kind: QuietRun, Run: Balance, Threshold: 60, Material: Material{MinKings: 1, MinTotal: 4, MaxTotal: 5}},  // 7.2.6
		{Name: "balance, 6-7 pieces", Kind: QuietRun, Run: Balance, Threshold: 120, Material: Material{MinKings: 1, MinTotal: 6, MaxTotal: 7}}, // 7.2.6
		{Name: "three kings v king", Kind: EndingCount, Unit: StrongMoves, Threshold: 15, Material: againstLoneKing(3, 0, 3, true)},            // 7.2.4
		{Name: "three pieces v king on the long diagonal", Kind: EndingCount, Unit: StrongMoves, Threshold: 5, Material: againstLoneKing(3, 3, 1, false),
			Exception: CaughtKing, LoneKingOn: longDiagonal}, // 7.2.7
		{Name: "two pieces v king", Kind: EndingCount, Unit: StrongMoves, Threshold: 5, Material: againstLoneKing(1, 2, 1, false), Exception: CaughtKing}, // 7.2.8
	}
}

// czechDraws are the Czech rules (Czech, Corner, One Way, Parachute): the
// third occurrence, claimed by either player; 15 moves each without a
// capture or a man's move, at once.
func czechDraws() []DrawRule {
	return []DrawRule{
		claimedRepetition(EitherPlayer),
		{Name: "fifteen-move rule", Kind: QuietRun, Run: NoProgress, Threshold: 30},
	}
}

// damasClassicasDraws are the Portuguese (and Spanish) rules: the third
// occurrence, claimed by the side to move (FPD rule 14b); three kings
// against a lone king, the strong side's 12th move (the limited-move law,
// rule 14a, with the number the players give).
func damasClassicasDraws() []DrawRule {
	return []DrawRule{
		claimedRepetition(SideToMove),
		{Name: "three kings v king", Kind: EndingCount, Unit: StrongMoves, Threshold: 12, Material: againstLoneKing(3, 3, 3, true)},
	}
}

// englishDraws are the WCDF rules 1.32.1 and 1.32.2: the player whose next
// move would make a position stand for the third time claims before making
// it; either player claims once 40 moves each have passed without a
// capture or a man's move.
func englishDraws() []DrawRule {
	return []DrawRule{
		{Name: "repetition", Kind: Repetition, Threshold: 3, Claim: BeforeMove, Claimant: SideToMove},
		{Name: "forty-move rule", Kind: QuietRun, Run: NoProgress, Threshold: 80, Claim: OnClaim, Claimant: EitherPlayer},
	}
}

// italianDraws are the FID rules: the fourth occurrence (art. 9.3), and 40
// moves each without a capture or a man's move (art. 10.4), both at once.
func italianDraws() []DrawRule {
	return []DrawRule{repetition(4), {Name: "forty-move rule", Kind: QuietRun, Run: NoProgress, Threshold: 80}}
}

// poolDraws are the Pool rules: three kings against a lone king are drawn
// after the lone king's 13th move (R. 10); the third occurrence.
func poolDraws() []DrawRule {
	return []DrawRule{
		repetition(3),
		{Name: "three kings v king", Kind: EndingCount, Unit: LoneMoves, Threshold: 13, Material: againstLoneKing(3, 3, 3, true)},
	}
}

// turkishDraws are the Turkish rules: the third occurrence, and one piece
// each, man or king, drawn at once (the federation's rules).
func turkishDraws() []DrawRule {
	return []DrawRule{repetition(3), {Name: "one piece each", Kind: MaterialDraw, Material: Material{MinPieces: 1, MaxPieces: 1}}}
}

// killerDraws are International's repetition and 25-move rule without its
// endings, which would draw the two kings against one that Killer's halt
// rule is there to win.
func killerDraws() []DrawRule { return fmjdDraws()[:2] }

// frisianKingVsKing is Frisian Art. 21.1: king against king is drawn unless
// a capture is at hand.
var frisianKingVsKing = DrawRule{Name: "king v king", Kind: KingVsKing, Material: againstLoneKing(1, 1, 1, true)}

// frisianDraws are the Frisian rules: two kings against a lone king, no
// men on the board, must win within the strong side's seven moves (Art.
// 18); king against king (Art. 21.1). The rules have no repetition rule
// and no move count.
func frisianDraws() []DrawRule {
	return []DrawRule{
		{Name: "two kings v king", Kind: EndingCount, Unit: StrongMoves, Threshold: 7, Material: againstLoneKing(2, 2, 2, true)},
		frisianKingVsKing,
	}
}

// DrawOption is another reading of a variant's draw rules than the
// library's default, as the sources give it: a different set of rules to
// put in [Rules.Draws] of a variant made with [New]. RULES.md, section
// "Draws", gives each option with its source.
type DrawOption struct {
	// Name names the option ("brazilian-cbd").
	Name string
	// Variants are the names of the variants it is an option of.
	Variants []string
	// About says what the option changes, and after whom.
	About string
	// Draws are the variant's whole draw rules under the option.
	Draws []DrawRule
}

// DrawOptions returns the draw options of the registered variants (new
// values, free to change). To play Brazilian under its federation's rule:
//
//	o, _ := variant.DrawOptionByName("brazilian-cbd")
//	r := variant.Brazilian.Rules()
//	r.Name, r.Draws = "brazilian-cbd", o.Draws
//	v, err := variant.New(r)
func DrawOptions() []DrawOption {
	noCaughtKing := draughts64Draws()
	for i := range noCaughtKing {
		noCaughtKing[i].Exception = NoException
	}
	frisianRepetition := append(frisianDraws(), claimedRepetition(EitherPlayer))
	czech15 := czechDraws()
	czech15[1].Threshold = 15
	italianClaimed := italianDraws()
	for i := range italianClaimed {
		italianClaimed[i].Claim, italianClaimed[i].Claimant = OnClaim, EitherPlayer
	}
	poolStrong := poolDraws()
	poolStrong[1].Unit = StrongMoves
	ministry := fmjdDraws()
	ministry[2].Unit, ministry[2].Threshold = StrongMoves, 16
	ministry[3].Unit, ministry[3].Threshold = StrongMoves, 5
	return []DrawOption{
		{Name: "brazilian-cbd", Variants: []string{"brazilian"},
			About: "the Brazilian federation's rule 16: 20 moves each of kings only, and the third occurrence; no ending counts",
			Draws: []DrawRule{repetition(3), {Name: "kings only", Kind: QuietRun, Run: KingsOnly, Threshold: 40}}},
		{Name: "draughts64-plain-count", Variants: []string{"russian", "brazilian"},
			About: "7.2.7 and 7.2.8 counted without the caught-king test, as lidraughts counts them",
			Draws: noCaughtKing},
		{Name: "international-ministry", Variants: []string{"international", "canadian"},
			About: "the Russian ministry's 100-square rules 3.5: the strong side's 16th and 5th moves instead of 16 and 5 moves each",
			Draws: ministry},
		{Name: "frisian-lidraughts", Variants: []string{"frisian", "frysk"},
			About: "lidraughts' counts: two kings v king drawn after 7 moves each, king v king after 2 moves each",
			Draws: []DrawRule{
				{Name: "two kings v king", Kind: EndingCount, Threshold: 14, Material: againstLoneKing(2, 2, 2, true)},
				{Name: "king v king", Kind: EndingCount, Threshold: 4, Material: againstLoneKing(1, 1, 1, true)},
			}},
		{Name: "frisian-repetition", Variants: []string{"frisian", "frysk"},
			About: "the default rules and a repetition rule: the third occurrence, claimed by either player",
			Draws: frisianRepetition},
		{Name: "czech-15-plies", Variants: []string{"czech", "corner", "oneway", "parachute"},
			About: "the fifteen-move rule read as 15 plies instead of 15 moves each",
			Draws: czech15},
		{Name: "italian-claimed", Variants: []string{"italian"},
			About: "repetition and the forty-move rule claimed by either player instead of automatic",
			Draws: italianClaimed},
		{Name: "pool-strong-moves", Variants: []string{"pool"},
			About: "three kings v king counted in the strong side's 13 moves (Wikipedia, torofun.com) instead of the lone king's",
			Draws: poolStrong},
		{Name: "pool-30-plies", Variants: []string{"pool"},
			About: "the default rules and 30 plies of kings only (dctl, citing APCA rule 26; unverified)",
			Draws: append(poolDraws(), DrawRule{Name: "kings only", Kind: QuietRun, Run: KingsOnly, Threshold: 30})},
		{Name: "killer-fmjd-endings", Variants: []string{"killer"},
			About: "International's rules whole, the ending counts 6.3 and 6.4 included",
			Draws: fmjdDraws()},
		{Name: "turkish-no-one-piece", Variants: []string{"turkish"},
			About: "without the one-piece-each draw: a king against a single man plays on (Wikipedia's rules text)",
			Draws: []DrawRule{repetition(3)}},
		{Name: "agreement-only", Variants: []string{"thai"},
			About: "no draw rule at all: the game is drawn only by agreement",
			Draws: []DrawRule{}},
	}
}

// DrawOptionByName returns the draw option of that name, and whether there
// is one.
func DrawOptionByName(name string) (DrawOption, bool) {
	for _, o := range DrawOptions() {
		if o.Name == name {
			return o, true
		}
	}
	return DrawOption{}, false
}
